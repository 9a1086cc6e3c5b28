// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "error.h"
#include "format.h"
#include "json.h"
#include "planinput.h"

#include <analysis/analysis.h>
#include <plan/validation.h>

#include <ostream>

namespace cli {

namespace {

constexpr long long kMaxSteps = 10000;

/** One numeric input to sweep, or a BadInput Error saying why not. */
tco::InputId sweepInput(const std::string &key)
{
    if (key == tco::kGpuKey)
        throw Error("--key '" + key +
                    "': not a numeric input; allowed: a numeric key listed by `llm-tco keys`");
    const auto id = tco::findInput(key);
    if (!id)
        throw Error("--key '" + key + "': unknown key; allowed: a numeric key listed by `llm-tco keys`");
    const tco::InputSpec &in = tco::spec(*id);
    if (in.kind == tco::InputKind::Choice)
        throw Error("--key '" + key + "': a choice (" + tco::allowedText(in) +
                    "), not a numeric input; allowed: a numeric key listed by `llm-tco keys`");
    return *id;
}

double endValue(const ParsedOptions &o, const std::string &option, const tco::InputSpec &in)
{
    const auto text = o.value(option);
    if (!text)
        throw usageError("missing --" + option + " (a value of " + std::string(in.key) + ": " +
                         tco::allowedText(in) + ")");
    const double v = parseReal(option, *text);
    // A swept MFU is entered: 0 ("typical for the plan") is no point on the curve.
    const double lowest = in.id == tco::InputId::ComputeMfu ? tco::kMinEnteredMfu : in.minValue;
    if (v < lowest || v > in.maxValue)
        throw Error("--" + option + " = '" + *text + "' for " + std::string(in.key) +
                    ": out of range; allowed: " + tco::allowedText(in));
    return v;
}

constexpr const char *kColumns[] = {"x",
                                    "cost.total",
                                    "wallClockDays",
                                    "gpuHours.total",
                                    "effectiveMfu",
                                    "cost.failures",
                                    "cost.storage",
                                    "cost.idle",
                                    "runCannotFinish"};

std::vector<double> row(const tco::SweepPoint &p)
{
    const tco::Result &r = p.result;
    return {p.x,
            r.totalUsd,
            r.wallClockDays,
            r.gpuHoursTotal,
            r.effectiveMfu,
            r.categoryUsd(tco::Category::Failures),
            r.categoryUsd(tco::Category::Storage),
            r.categoryUsd(tco::Category::Idle),
            r.has(tco::Condition::RunCannotFinish) ? 1.0 : 0.0};
}

} // namespace

Command sweepCommand()
{
    Command c{.name = "sweep",
              .summary = "evaluate one numeric input over a range, everything else fixed (CSV)",
              .formats = {"csv", "json"}};
    c.options = joinSpecs(
        {
            {"key", "KEY", "numeric input to vary (see `llm-tco keys`)"},
            {"from", "A", "first value, within the key's range"},
            {"to", "B", "last value, within the key's range"},
            {"steps", "N", "number of points, 2 .. 10000 (default 21)"},
            {"log", "", "geometric spacing (both ends > 0)"},
        },
        planSpecs());
    c.details = R"(CSV columns: x, cost.total, wallClockDays, gpuHours.total, effectiveMfu, cost.failures,
cost.storage, cost.idle, runCannotFinish (0/1). Whole-number inputs are rounded.

Example (the checkpoint-interval U curve):
  llm-tco sweep --key checkpoint.intervalHours --from 0.1 --to 10 --steps 50 --log)";
    c.run = [](const ParsedOptions &o, Io &io) {
        const std::string format = o.format();
        const auto key = o.value("key");
        if (!key)
            throw usageError("missing --key (a numeric key listed by `llm-tco keys`)");
        const tco::InputId id = sweepInput(*key);
        const tco::InputSpec &in = tco::spec(id);
        const double from = endValue(o, "from", in);
        const double to = endValue(o, "to", in);
        const int steps = static_cast<int>(parseInteger("steps", o.valueOr("steps", "21"), 2, kMaxSteps));
        const bool log = o.has("log");
        if (log && !(from > 0 && to > 0))
            throw Error("--log needs --from and --to > 0 (got " + tco::formatNumber(from) + " and " +
                        tco::formatNumber(to) + ")");
        const Plan plan = loadPlan(o);
        const auto points = tco::sweep(plan.scenario, plan.catalog, id, from, to, steps, log);

        if (format == "json") {
            JsonWriter j;
            j.beginObject().value("key", in.key).value("unit", in.unit).value("log", log);
            j.beginArray("points");
            for (const tco::SweepPoint &p : points) {
                const std::vector<double> values = row(p);
                j.beginObject();
                for (std::size_t i = 0; i < values.size(); ++i)
                    j.value(kColumns[i], values[i]);
                j.endObject();
            }
            j.endArray().endObject();
            io.out << j.text();
            return 0;
        }
        std::string out;
        for (std::size_t i = 0; i < std::size(kColumns); ++i)
            out += (i ? "," : "") + std::string(kColumns[i]);
        out += '\n';
        for (const tco::SweepPoint &p : points) {
            const std::vector<double> values = row(p);
            for (std::size_t i = 0; i < values.size(); ++i)
                out += (i ? "," : "") + csvNumber(values[i]);
            out += '\n';
        }
        io.out << out;
        return 0;
    };
    return c;
}

} // namespace cli
