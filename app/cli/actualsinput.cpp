// SPDX-License-Identifier: GPL-3.0-or-later
#include "actualsinput.h"

#include "dispatcher.h"
#include "error.h"
#include "format.h"

#include <plan/evaluate.h>
#include <plan/gzip.h>
#include <tracking/actualsimport.h>
#include <tracking/columnmapping.h>
#include <tracking/trackingchecks.h>

#include <plan/csv.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace cli {

namespace {

constexpr std::size_t kMaxActualsBytes = 64u << 20; // 64 MiB: years of daily billing lines
/** `track` streams the spend (memory does not grow with it): only the time
 *  it takes bounds it, about 2 s per 1,000,000 lines. */
constexpr std::size_t kMaxStreamedActualsBytes = std::size_t(2) << 30; // 2 GiB
constexpr std::size_t kMaxMappingBytes = 64u << 10;

tco::ColumnMapping loadMapping(const ParsedOptions &o)
{
    const auto path = o.value("mapping");
    if (!path)
        return {};
    const tco::MappingReadResult r =
        tco::readColumnMapping(readSmallFile("mapping", *path, kMaxMappingBytes));
    if (!r.ok)
        throw Error("--mapping '" + *path + "': " + r.error);
    return r.mapping;
}

std::string percentOf(double share)
{
    std::ostringstream os;
    os.precision(share < 0.001 ? 2 : 3);
    os << share * 100 << " %";
    return os.str();
}

/** Refuses a file with bad lines unless --accept-partial, which lists them
 *  as warnings and keeps the good ones, as long as no more than
 *  --max-left-out of the lines, and of the money on them, is left out: past
 *  that the file is more likely misread than slightly damaged. Lines are
 *  counted once however many messages they have. */
template <typename T>
void checkAccepted(const tco::Imported<T> &in, const std::string &option, const std::string &path,
                   bool acceptPartial, double maxLeftOut, Io &io, const char *command)
{
    const std::string where = "--" + option + " '" + path + "'";
    std::string listed;
    for (const tco::ImportMessage &m : in.errors)
        listed += "\n  " + m.text();
    if (in.fileError)
        throw Error(where + ": not read:" + listed);
    if (in.badLines == 0)
        return;
    std::string counted = std::to_string(in.badLines) + " of " +
                          std::to_string(in.badLines + in.usedLines()) + " lines (" +
                          percentOf(in.leftOutShare()) + ") are bad";
    if (in.leftOutUsd > 0)
        counted += " (" + usdText(in.leftOutUsd) + " of the " + usdText(in.leftOutUsd + in.usedUsd) +
                   " read, " + percentOf(in.leftOutMoneyShare()) + ")";
    if (!acceptPartial)
        throw Error(where + ": " + counted +
                    "; nothing used (--accept-partial uses the good lines):" + listed);
    if (in.leftOutBeyond(maxLeftOut))
        throw Error(
            where + ": " + counted + ", more than the " + percentOf(maxLeftOut) +
            " of the lines or of the money --accept-partial may leave out (--max-left-out raises it); "
            "nothing used:" +
            listed);
    std::ostringstream warn;
    warn << "warning: " << where << ": " << in.badLines << " bad line(s) left out, " << in.usedLines()
         << " used:" << listed;
    printError(io.err, std::string("llm-tco ") + command, warn.str());
}

template <typename T>
std::vector<T> accepted(const tco::Imported<T> &in, const std::string &option, const std::string &path,
                        bool acceptPartial, double maxLeftOut, Io &io, const char *command)
{
    checkAccepted(in, option, path, acceptPartial, maxLeftOut, io, command);
    return in.lines;
}

/** A spend or progress file read whole (at most `maxBytes`), inflated
 *  first when it is gzip-compressed. */
std::string readActualsFile(const std::string &option, const std::string &path, std::size_t maxBytes)
{
    std::string bytes = readSmallFile(option, path, maxBytes);
    if (!tco::isGzip(bytes))
        return bytes;
    std::string error;
    auto inflated = tco::gunzip(bytes, maxBytes, error);
    if (!inflated)
        throw Error("--" + option + " '" + path + "': " + error);
    return std::move(*inflated);
}

/** The progress of --progress, checked against the plan and the last day
 *  of the spend to date (docs/model.md §15, "Progress checked against the
 *  plan"): points they make impossible are bad lines too. */
std::vector<tco::ProgressPoint> loadProgress(const std::string &path, const tco::ColumnMapping &mapping,
                                             const Plan &plan, const std::optional<tco::CivilDate> &lastSpend,
                                             bool partial, double maxLeftOut, Io &io, const char *command)
{
    tco::ProgressImport progress =
        tco::importProgress(readActualsFile("progress", path, kMaxActualsBytes), mapping);
    if (!progress.fileError)
        tco::refuseImplausibleProgress(progress, plan.scenario, plan.catalog, lastSpend);
    return accepted(progress, "progress", path, partial, maxLeftOut, io, command);
}

/** Reads `path` in chunks for a CsvReader: the file is never held whole.
 *  A gzip-compressed file (as clouds deliver billing exports) is inflated
 *  as it is read, to at most kMaxStreamedActualsBytes. */
tco::CsvReader::Source fileSource(const std::string &option, const std::string &path, std::ifstream &in)
{
    const std::string where = "--" + option + " '" + path + "'";
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        throw Error(where + ": cannot open the file (missing, unreadable or not a regular file)");
    in.open(path, std::ios::binary);
    if (!in)
        throw Error(where + ": cannot open the file");
    char magic[2] = {};
    in.read(magic, 2);
    const bool gzip = tco::isGzip(std::string_view(magic, static_cast<std::size_t>(in.gcount())));
    in.clear();
    in.seekg(0);
    tco::CsvReader::Source raw = [where, &in, total = std::size_t(0)](char *buffer,
                                                                      std::size_t size) mutable {
        in.read(buffer, static_cast<std::streamsize>(size));
        const auto n = static_cast<std::size_t>(in.gcount());
        if (in.bad())
            throw Error(where + ": the file could not be read");
        total += n;
        if (total > kMaxStreamedActualsBytes)
            throw Error(where + ": the file is too large (over " + std::to_string(kMaxStreamedActualsBytes) +
                        " bytes, about 30 million lines)");
        return n;
    };
    if (!gzip)
        return raw;
    return [where, inflated = tco::gunzipSource(std::move(raw), kMaxStreamedActualsBytes)](char *buffer,
                                                                                           std::size_t size) {
        try {
            return inflated(buffer, size);
        } catch (const tco::GzipError &e) {
            throw Error(where + ": " + e.what());
        }
    };
}

double maxLeftOutOf(const ParsedOptions &o)
{
    const auto text = o.value("max-left-out");
    if (!text)
        return tco::kDefaultMaxLeftOutShare;
    char *end = nullptr;
    const double v = std::strtod(text->c_str(), &end);
    if (text->empty() || *end != '\0' || !(v >= 0 && v <= 1))
        throw usageError("--max-left-out '" + *text +
                         "': a share of the lines and of the money from 0 to 1 (default " +
                         percentOf(tco::kDefaultMaxLeftOutShare) + ")");
    return v;
}

} // namespace

std::vector<OptionSpec> actualsSpecs()
{
    return {{"actuals", "FILE", "actual spend, CSV (docs/actuals.md); default: the plan's saved actuals"},
            {"progress", "FILE", "the main run's progress, CSV: tokens, accelerator-hours, interruptions"},
            {"mapping", "FILE", "column mapping (JSON) for a billing export of another layout"},
            {"accept-partial", "", "use the good lines of a file with bad ones (listed on stderr)"},
            {"max-left-out", "SHARE",
             "with --accept-partial, the largest share of the lines, or of the money on them, that may be "
             "left out "
             "(default 0.05)"}};
}

tco::Actuals loadActuals(const ParsedOptions &o, const Plan &plan, Io &io, const char *command)
{
    tco::Actuals actuals = plan.scenario.actuals.get();
    const tco::ColumnMapping mapping = loadMapping(o);
    const bool partial = o.has("accept-partial");
    const double maxLeftOut = maxLeftOutOf(o);
    if (const auto path = o.value("actuals"))
        actuals.spend = accepted(tco::importSpend(readActualsFile("actuals", *path, kMaxActualsBytes),
                                                  mapping, plan.scenario.currency),
                                 "actuals", *path, partial, maxLeftOut, io, command);
    if (const auto path = o.value("progress")) {
        const tco::Result evaluated = tco::evaluate(plan.scenario, plan.catalog);
        const std::optional<tco::CivilDate> lastSpend =
            tco::lastSpendWithin(actuals.spend, tco::planWindow(plan.scenario, evaluated, tco::todayUtc()));
        actuals.progress = loadProgress(*path, mapping, plan, lastSpend, partial, maxLeftOut, io, command);
    }
    return actuals;
}

std::vector<tco::SpendLine> loadSpendFile(const ParsedOptions &o, const std::string &path,
                                          const tco::DisplayCurrency &currency, Io &io, const char *command)
{
    return accepted(
        tco::importSpend(readActualsFile("actuals", path, kMaxActualsBytes), loadMapping(o), currency),
        "actuals", path, o.has("accept-partial"), maxLeftOutOf(o), io, command);
}

TrackedActuals tallyActuals(const ParsedOptions &o, const Plan &plan, const tco::PlanWindow &window, Io &io,
                            const char *command)
{
    TrackedActuals out{tco::SpendTally(window), plan.scenario.actuals.get().progress};
    const tco::ColumnMapping mapping = loadMapping(o);
    const bool partial = o.has("accept-partial");
    const double maxLeftOut = maxLeftOutOf(o);
    if (const auto path = o.value("actuals")) {
        // Line by line into the tally: memory grows with the categories,
        // tag values and months, not with the lines (docs/actuals.md).
        std::ifstream in;
        tco::CsvReader reader(fileSource("actuals", *path, in), mapping.delimiter);
        tco::SpendTally tally(window);
        const tco::SpendImport spend = tco::readSpend(reader, mapping, plan.scenario.currency,
                                                      [&tally](const tco::SpendLine &l) { tally.add(l); });
        checkAccepted(spend, "actuals", *path, partial, maxLeftOut, io, command);
        out.spend = std::move(tally);
    } else {
        out.spend.add(plan.scenario.actuals.get().spend);
    }
    if (const auto path = o.value("progress"))
        out.progress =
            loadProgress(*path, mapping, plan, out.spend.lastToDate(), partial, maxLeftOut, io, command);
    return out;
}

int verdictExitStatus(const tco::PlanStatus &s)
{
    if (!s.feasible)
        return static_cast<int>(ExitCode::Infeasible);
    if (!s.tracked())
        return 0;
    switch (s.budget) {
    case tco::BudgetStatus::PastReview:
        return static_cast<int>(ExitCode::PastReview);
    case tco::BudgetStatus::PastWarning:
        return static_cast<int>(ExitCode::PastWarning);
    default:
        return 0;
    }
}

} // namespace cli
