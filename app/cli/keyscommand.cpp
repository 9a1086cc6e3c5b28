// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "format.h"
#include "json.h"
#include "table.h"

#include <plan/calendar.h>
#include <plan/inputs.h>
#include <plan/scenario.h>
#include <plan/validation.h>

#include <ostream>

namespace cli {

namespace {

std::string_view kindKey(tco::InputKind k)
{
    switch (k) {
    case tco::InputKind::Real:
        return "real";
    case tco::InputKind::Integer:
        return "integer";
    case tco::InputKind::Choice:
        return "choice";
    }
    return "real";
}

constexpr std::string_view kGpuUnit = "";
constexpr std::string_view kGpuAllowed = "an id listed by `llm-tco gpus`";
constexpr std::string_view kGpuDescription =
    "Accelerator id from the catalog: sets the peak TFLOP/s per precision, memory, power and the dated "
    "default prices.";

std::string_view groupOf(tco::InputId id)
{
    return tco::groupKey(tco::spec(id).group);
}

constexpr std::string_view kStartDateDefault = "";
constexpr std::string_view kStartDateDescription =
    "The day the project starts (preparation begins), YYYY-MM-DD. The main run starts "
    "project.preparationMonths later; empty means the first day of next month.";

std::string startDateAllowed()
{
    return "a date YYYY-MM-DD from " + tco::formatDate({tco::kMinDateYear, 1, 1}) + " to " +
           tco::formatDate({tco::kMaxDateYear, 12, 31}) + ", or empty";
}

void writeJson(std::ostream &out)
{
    const tco::Scenario defaults = tco::defaultScenario();
    JsonWriter j;
    j.beginArray();
    j.beginObject()
        .value("key", tco::kGpuKey)
        .value("kind", "text")
        .value("unit", kGpuUnit)
        .value("default", tco::kDefaultGpuId)
        .value("allowed", kGpuAllowed)
        .value("group", groupOf(tco::InputId::ClusterGpuCount))
        .value("description", kGpuDescription)
        .endObject();
    j.beginObject()
        .value("key", tco::kStartDateKey)
        .value("kind", "date")
        .value("unit", "")
        .value("default", kStartDateDefault)
        .value("allowed", startDateAllowed())
        .value("group", groupOf(tco::InputId::ProjectPreparationMonths))
        .value("description", kStartDateDescription)
        .endObject();
    for (const tco::InputSpec &in : tco::inputSpecs()) {
        j.beginObject().value("key", in.key).value("kind", kindKey(in.kind)).value("unit", in.unit);
        if (in.kind == tco::InputKind::Choice) {
            j.value("default", tco::valueText(defaults, in.key));
            j.beginArray("choices");
            for (const auto c : in.choices)
                j.element(c);
            j.endArray();
        } else {
            j.value("default", in.defaultValue).value("min", in.minValue).value("max", in.maxValue);
            j.value("logScale", in.logScale);
        }
        j.value("allowed", tco::allowedText(in))
            .value("group", tco::groupKey(in.group))
            .value("description", in.description)
            .endObject();
    }
    j.endArray();
    out << j.text();
}

void writeText(std::ostream &out)
{
    const tco::Scenario defaults = tco::defaultScenario();
    TextTable t({"KEY", "GROUP", "UNIT", "DEFAULT", "ALLOWED"});
    t.addRow({std::string(tco::kGpuKey), std::string(groupOf(tco::InputId::ClusterGpuCount)), "",
              std::string(tco::kDefaultGpuId), std::string(kGpuAllowed)});
    t.addRow({std::string(tco::kStartDateKey), std::string(groupOf(tco::InputId::ProjectPreparationMonths)),
              "", "(next month)", startDateAllowed()});
    for (const tco::InputSpec &in : tco::inputSpecs()) {
        const std::string def = in.kind == tco::InputKind::Choice ? tco::valueText(defaults, in.key)
                                                                  : tco::formatNumber(in.defaultValue);
        t.addRow({std::string(in.key), std::string(tco::groupKey(in.group)), std::string(in.unit), def,
                  tco::allowedText(in)});
    }
    t.print(out);
    out << "\nDescriptions\n";
    out << "  " << tco::kGpuKey << "\n      " << kGpuDescription << '\n';
    out << "  " << tco::kStartDateKey << "\n      " << kStartDateDescription << '\n';
    for (const tco::InputSpec &in : tco::inputSpecs())
        out << "  " << in.key << "\n      " << in.description << '\n';
    out << "\nEvery default is an editable assumption, not a quote. Set any key with --set KEY=VALUE.\n";
}

} // namespace

Command keysCommand()
{
    Command c{.name = "keys",
              .summary = "list every input: key, unit, default, allowed range, group, description",
              .formats = {"text", "json"}};
    c.details = R"(Example:
  llm-tco keys --format json)";
    c.run = [](const ParsedOptions &o, Io &io) {
        if (o.format() == "json")
            writeJson(io.out);
        else
            writeText(io.out);
        return 0;
    };
    return c;
}

} // namespace cli
