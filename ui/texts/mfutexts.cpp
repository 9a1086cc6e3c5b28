// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/mfutexts.h"

#include "texts/inputformat.h"
#include "texts/numberformat.h"

#include "plan/memoryfit.h"
#include "plan/typicalmfu.h"

#include <algorithm>

namespace planner {
namespace {

const tco::Accelerator &acceleratorOf(const tco::Scenario &s, const tco::Catalog &catalog)
{
    const tco::Accelerator *acc = catalog.find(s.gpuId);
    return acc ? *acc : *tco::Catalog::builtIn().find(tco::kDefaultGpuId);
}

QString percentRange(double low, double high)
{
    return QStringLiteral("%1–%2").arg(formatPercent(low, QLocale(), 0), formatPercent(high, QLocale(), 0));
}

} // namespace

QString MfuTexts::architecture(bool mixtureOfExperts)
{
    return mixtureOfExperts ? tr("mixture-of-experts") : tr("dense");
}

QString MfuTexts::sourceLine(const tco::Scenario &s, const tco::Catalog &catalog)
{
    const tco::Accelerator &acc = acceleratorOf(s, catalog);
    const tco::PlanMfu mfu = tco::planMfu(s, catalog);
    switch (mfu.source) {
    case tco::MfuSource::Entered:
        return tr("Entered · typical for this plan: %1")
            .arg(formatPercent(tco::typicalMfu(tco::mfuClass(s, acc)).value, QLocale(), 0));
    case tco::MfuSource::Calibrated:
        return tr("Calibrated from a measured run · typical for this plan: %1")
            .arg(formatPercent(tco::typicalMfu(tco::mfuClass(s, acc)).value, QLocale(), 0));
    case tco::MfuSource::Typical:
        break;
    }
    const tco::MfuClass c = tco::mfuClass(s, acc);
    const QString size =
        InputFormat::text(tco::spec(tco::InputId::ModelActiveParameters), c.activeParameters);
    QString model = tr("Typical for a %1 %2 model on %3")
                        .arg(size, architecture(c.mixtureOfExperts), QString::fromStdString(acc.id));
    // The typical MFU is the MFU without full recomputation; a plan that
    // must recompute everything runs at it ÷ (1 + overhead) (docs/model.md §4).
    const tco::MemoryFit fit = tco::memoryFit(s, acc.memoryGb, s.value(tco::InputId::ClusterGpuCount));
    if (fit.fits && fit.computeOverhead > 0)
        model += QStringLiteral(" · ") +
                 tr("full recomputation: %1 of model FLOPs")
                     .arg(formatPercent(mfu.value / (1.0 + fit.computeOverhead), QLocale(), 0));
    // One range for the MFU everywhere (issue 54): the P10–P90 the tooltip,
    // the chart, `evaluate` and the Monte Carlo use; the runs of its class
    // are counted here and listed, each with its MFU, in the tooltip.
    const tco::TypicalMfu t = tco::typicalMfu(c);
    if (t.outsideData() && t.nearest)
        return tr("%1 · P10–P90 %2 · no published runs of this class; nearest: %3 (%4, %5)")
            .arg(model, percentRange(mfu.p10, mfu.p90), QString::fromStdString(t.nearest->run->model),
                 QString::fromStdString(t.nearest->run->acceleratorId))
            .arg(t.nearest->run->year);
    return tr("%1 · P10–P90 %2 · %n published runs like it", "", t.classRuns)
        .arg(model, percentRange(mfu.p10, mfu.p90));
}

QString MfuTexts::runsToolTip(const tco::Scenario &s, const tco::Catalog &catalog)
{
    const tco::Accelerator &acc = acceleratorOf(s, catalog);
    const tco::PlanMfu mfu = tco::planMfu(s, catalog);
    const tco::MfuClass c = tco::mfuClass(s, acc);
    QStringList lines;
    lines << tr("Until you enter an MFU, the plan uses the MFU that published runs like it reached: "
                "a fit on %n published runs (resources/runs/published_runs.csv) of the accelerator, "
                "the active parameters, dense or mixture-of-experts, fp8 and the accelerator count.",
                "", tco::storedMfuFit().runs);
    if (mfu.source == tco::MfuSource::Typical)
        lines << tr("This plan: %1 (P10–P90 %2, the range the Monte Carlo draws from).")
                     .arg(formatPercent(mfu.value, QLocale(), 1), percentRange(mfu.p10, mfu.p90));
    const auto like = tco::runsLike(c);
    if (!like.empty())
        lines << tr("Published runs like it (the MFU at which this planner's hours match theirs):");
    for (const tco::RunMfu &r : like)
        lines << tr("• %1 (%2, %3): %4")
                     .arg(QString::fromStdString(r.run->model), QString::fromStdString(r.run->acceleratorId))
                     .arg(r.run->year)
                     .arg(formatPercent(r.mfu, QLocale(), 0));
    return lines.join(QLatin1Char('\n'));
}

} // namespace planner
