// SPDX-License-Identifier: GPL-3.0-or-later
#include "actualsinput.h"

#include "dispatcher.h"
#include "error.h"
#include "format.h"

#include <actualsimport.h>
#include <columnmapping.h>
#include <trackingchecks.h>

#include <cstdlib>
#include <sstream>

namespace cli {

namespace {

constexpr std::size_t kMaxActualsBytes = 64u << 20; // 64 MiB: years of daily billing lines
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
 *  --max-left-out of the lines is left out: past that the file is more
 *  likely misread than slightly damaged. Lines are counted once however
 *  many messages they have. */
template <typename T>
std::vector<T> accepted(const tco::Imported<T> &in, const std::string &option, const std::string &path,
                        bool acceptPartial, double maxLeftOut, Io &io, const char *command)
{
    const std::string where = "--" + option + " '" + path + "'";
    std::string listed;
    for (const tco::ImportMessage &m : in.errors)
        listed += "\n  " + m.text();
    if (in.fileError)
        throw Error(where + ": not read:" + listed);
    if (in.badLines == 0)
        return in.lines;
    const std::string counted = std::to_string(in.badLines) + " of " +
                                std::to_string(in.badLines + in.lines.size()) + " lines (" +
                                percentOf(in.leftOutShare()) + ") are bad";
    if (!acceptPartial)
        throw Error(where + ": " + counted +
                    "; nothing used (--accept-partial uses the good lines):" + listed);
    if (in.leftOutShare() > maxLeftOut)
        throw Error(where + ": " + counted + ", more than the " + percentOf(maxLeftOut) +
                    " --accept-partial may leave out (--max-left-out raises it); nothing used:" + listed);
    std::ostringstream warn;
    warn << "warning: " << where << ": " << in.badLines << " bad line(s) left out, " << in.lines.size()
         << " used:" << listed;
    printError(io.err, std::string("llm-tco ") + command, warn.str());
    return in.lines;
}

double maxLeftOutOf(const ParsedOptions &o)
{
    const auto text = o.value("max-left-out");
    if (!text)
        return tco::kDefaultMaxLeftOutShare;
    char *end = nullptr;
    const double v = std::strtod(text->c_str(), &end);
    if (text->empty() || *end != '\0' || !(v >= 0 && v <= 1))
        throw usageError("--max-left-out '" + *text + "': a share of the lines from 0 to 1 (default " +
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
             "with --accept-partial, the largest share of the lines that may be left out (default 0.05)"}};
}

tco::Actuals loadActuals(const ParsedOptions &o, const Plan &plan, Io &io, const char *command)
{
    tco::Actuals actuals = plan.scenario.actuals.get();
    const tco::ColumnMapping mapping = loadMapping(o);
    const bool partial = o.has("accept-partial");
    const double maxLeftOut = maxLeftOutOf(o);
    if (const auto path = o.value("actuals"))
        actuals.spend = accepted(tco::importSpend(readSmallFile("actuals", *path, kMaxActualsBytes), mapping,
                                                  plan.scenario.currency),
                                 "actuals", *path, partial, maxLeftOut, io, command);
    if (const auto path = o.value("progress")) {
        tco::ProgressImport progress =
            tco::importProgress(readSmallFile("progress", *path, kMaxActualsBytes), mapping);
        // Points the plan and the spend make impossible are bad lines too
        // (docs/model.md §15, "Progress checked against the plan").
        if (!progress.fileError)
            tco::refuseImplausibleProgress(progress, plan.scenario, plan.catalog, actuals.spend);
        actuals.progress = accepted(progress, "progress", *path, partial, maxLeftOut, io, command);
    }
    return actuals;
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
