// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for progress files (docs/actuals.md, "Progress file")
// read and checked against a plan, as `llm-tco track --progress` and the
// window's import do: tco::importProgress() then
// tco::refuseImplausibleProgress() for the samples' plan (2027-01-01, MFU
// 40 %), with or without spend. The first byte picks the mapping and the
// spend. Contract: a refused file keeps no point; every record is kept or
// has a message; the points kept have real dates within the plan's window
// and no later than the spend, finite figures of 0 or more that never fall
// in date order (interruptions too, whole numbers), no more accelerator-hours
// than the cluster ran since the start, and imply no MFU above 100 % nor,
// with hours, below compute.mfu's least (issue 52).
#include "plan/csv.h"
#include "plan/evaluate.h"
#include "tracking/actualsimport.h"
#include "tracking/columnmapping.h"
#include "tracking/forecast.h"
#include "tracking/trackingchecks.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace {

const tco::Scenario &plan()
{
    static const tco::Scenario s = [] {
        tco::Scenario p = tco::defaultScenario();
        p.startDate = "2027-01-01";
        p.set(tco::InputId::ComputeMfu, 0.4);
        return p;
    }();
    return s;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::uint8_t selector = data[0];
    const std::string_view text(reinterpret_cast<const char *>(data) + 1, size - 1);
    tco::ColumnMapping m;
    if (selector & 1) {
        m.delimiter = ';';
        m.decimalSeparator = ',';
        m.dateFormat = tco::DateFormat::DayMonthYear;
    }
    if (selector & 2) {
        m.header = false;
        m.progressDate = {std::string(), 1};
        m.progressTokens = {std::string(), 2};
        m.progressAcceleratorHours = {std::string(), 3};
        m.progressInterruptions = {std::string(), 4};
    }
    const tco::CivilDate today{2027, 4, 15};
    std::vector<tco::SpendLine> spend;
    if (selector & 4)
        spend.push_back({{2027, 3, 1}, tco::Category::Compute, tco::Phase::Training, 1e6, 1e6, "USD", {}, 2});
    const std::size_t rows = tco::parseCsv(text, nullptr, m.delimiter).size();
    const std::size_t records = m.header && rows > 0 ? rows - 1 : rows;

    tco::ProgressImport in = tco::importProgress(text, m);
    if (in.fileError && (!in.lines.empty() || in.errors.empty()))
        std::abort();
    if (!in.fileError)
        tco::refuseImplausibleProgress(in, plan(), tco::Catalog::builtIn(), spend, today);
    if (in.lines.size() > records || (!in.fileError && in.lines.size() + in.badLines != records))
        std::abort(); // a record neither kept nor counted bad
    if (in.badLines > 0 && in.errors.empty())
        std::abort(); // left out without a word
    const tco::Result r = tco::evaluate(plan(), tco::Catalog::builtIn());
    const tco::PlanWindow window = tco::planWindow(plan(), r, today);
    std::vector<tco::ProgressPoint> sorted = in.lines;
    std::stable_sort(
        sorted.begin(), sorted.end(),
        [](const tco::ProgressPoint &a, const tco::ProgressPoint &b) { return a.date < b.date; });
    double tokens = 0, hours = 0, interruptions = 0;
    const double gpus = plan().value(tco::InputId::ClusterGpuCount);
    for (const tco::ProgressPoint &p : sorted) {
        if (!tco::isValid(p.date) || window.outside(p.date) || (!spend.empty() && spend[0].date < p.date))
            std::abort();
        if (!std::isfinite(p.tokensTrained) || p.tokensTrained < tokens ||
            !std::isfinite(p.acceleratorHours) || p.acceleratorHours < hours ||
            (p.interruptions && !(*p.interruptions >= 0)))
            std::abort();
        if (p.interruptions &&
            (*p.interruptions < interruptions || *p.interruptions != std::floor(*p.interruptions)))
            std::abort();
        if (p.acceleratorHours >
            gpus * 24.0 * static_cast<double>(tco::daysBetween(window.start, p.date) + 1))
            std::abort(); // more hours than the cluster could run
        tokens = p.tokensTrained;
        hours = p.acceleratorHours;
        if (p.interruptions)
            interruptions = *p.interruptions;
        const tco::Recalibration c = tco::recalibrate(plan(), r, p);
        if (p.tokensTrained > 0 && c.impliedMfu > 1.0 + 1e-9)
            std::abort();
        if (p.acceleratorHours > 0 && (!c.measured || c.impliedMfu < tco::kMinEnteredMfu * (1 - 1e-9)))
            std::abort(); // hours with no tokens, or too few for any run
    }
    for (const tco::ImportMessage &e : in.errors)
        if (e.expected.empty() || e.text().empty())
            std::abort();
    return 0;
}
