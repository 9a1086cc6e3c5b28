// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/portfoliotexts.h"

#include "texts/inputtexts.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace planner {

// Every word here is PortfolioTerms::tr's, so lupdate and the translator
// agree on its context.

QString poolKindLabel(tco::PoolKind kind)
{
    using K = tco::PoolKind;
    switch (kind) {
    case K::Owned:
        return PortfolioTerms::tr("Owned");
    case K::Commitment:
        return PortfolioTerms::tr("Committed");
    case K::CapacityBlock:
        return PortfolioTerms::tr("Capacity block");
    case K::OnDemand:
        return PortfolioTerms::tr("On demand");
    case K::Spot:
        // The pricing option's word (InputTexts): one translation of it.
        return QCoreApplication::translate("planner::InputTexts", "Spot");
    case K::Count:
        break;
    }
    return {};
}

QString runKindLabel(tco::RunKind kind)
{
    using K = tco::RunKind;
    switch (kind) {
    case K::Pilot:
        return PortfolioTerms::tr("Pilot");
    case K::Ablation:
        return PortfolioTerms::tr("Ablation");
    case K::ScalingLadder:
        return PortfolioTerms::tr("Scaling-law ladder");
    case K::MainRun:
        return Terms::mainRun();
    case K::PostTraining:
        return PortfolioTerms::tr("Post-training run");
    case K::Evaluation:
        return PortfolioTerms::tr("Evaluation");
    case K::ServingReservation:
        return PortfolioTerms::tr("Serving reservation");
    case K::Count:
        break;
    }
    return {};
}

QString idlePolicyLabel(tco::IdlePolicy policy)
{
    return policy == tco::IdlePolicy::ProRata
               ? PortfolioTerms::tr("Idle capacity charged to the teams pro rata")
               : PortfolioTerms::tr("Idle capacity carried centrally");
}

QString runName(const tco::Portfolio &p, int run)
{
    if (run < 0 || run >= static_cast<int>(p.runs.size()))
        return Terms::none();
    return QString::fromStdString(p.runs[static_cast<std::size_t>(run)].id);
}

QString instanceName(const tco::Portfolio &p, const tco::RunPlacement &placement)
{
    const QString name = runName(p, placement.run);
    if (p.runs[static_cast<std::size_t>(placement.run)].repeat <= 1)
        return name;
    return PortfolioTerms::tr("%1 #%2").arg(name, formatWhole(placement.instance + 1));
}

QString placementStatusText(const tco::Portfolio &p, const tco::RunPlacement &r)
{
    const tco::PortfolioRun &run = p.runs[static_cast<std::size_t>(r.run)];
    const QString late =
        r.daysLate > 0 ? PortfolioTerms::tr("%n day(s) late: ", nullptr, r.daysLate) : QString();
    using R = tco::MissReason;
    switch (r.reason) {
    case R::None:
        return r.scheduled ? PortfolioTerms::tr("On time") : PortfolioTerms::tr("Not placed");
    case R::Infeasible:
        return PortfolioTerms::tr("Not placed: its plan cannot run on any accelerator it allows");
    case R::NoPool:
        return PortfolioTerms::tr("Not placed: no pool has an accelerator it may use");
    case R::DependencyCycle:
        return PortfolioTerms::tr("Not placed: it waits for itself through its dependencies");
    case R::DependencyUnscheduled:
        return PortfolioTerms::tr("Not placed: it waits for %1, which was not placed")
            .arg(runName(p, r.blockingRun));
    case R::DependencyLate:
        return late +
               PortfolioTerms::tr("it waits for %1, which ends too late").arg(runName(p, r.blockingRun));
    case R::PinnedLate:
        return late + PortfolioTerms::tr("its start, pinned to %1, is too late to finish by %2")
                          .arg(run.pinnedStart ? formatDay(*run.pinnedStart) : QString(),
                               formatDay(tco::instanceDeadline(run, r.instance)));
    case R::TooLong:
        return late + PortfolioTerms::tr("even from its earliest start (%1) it ends after its deadline %2")
                          .arg(formatDay(tco::instanceEarliestStart(run, r.instance)),
                               formatDay(tco::instanceDeadline(run, r.instance)));
    case R::CapacityBusy:
        return late + PortfolioTerms::tr("the pools it may use are full and it may not rent more");
    case R::BeyondHorizon:
        return PortfolioTerms::tr("Not placed: it does not fit before the calendar ends");
    case R::Count:
        break;
    }
    return {};
}

QString poolName(const tco::Portfolio &p, int pool)
{
    if (pool < 0 || pool >= static_cast<int>(p.pools.size()))
        return {};
    const tco::Pool &it = p.pools[static_cast<std::size_t>(pool)];
    const QString id = QString::fromStdString(it.id);
    const QString kind = poolKindLabel(it.kind);
    // An id that only names its kind ("on-demand", "commitment") is not
    // said twice: "On demand", not "on-demand (On demand)".
    const auto letters = [](const QString &text) {
        QString out;
        for (const QChar c : text)
            if (c.isLetterOrNumber())
                out += c.toCaseFolded();
        return out;
    };
    const QString bare = letters(id);
    const bool namesItsKind =
        bare == letters(kind) || bare == letters(QString::fromUtf8(tco::poolKindKey(it.kind)));
    return namesItsKind ? kind : Terms::withDetail().arg(id, kind);
}

QString allocationText(const tco::Portfolio &p, const tco::RunPlacement &placement)
{
    return allocationText(p, placement.allocations);
}

QString allocationText(const tco::Portfolio &p, const std::vector<tco::Allocation> &allocations)
{
    QStringList parts;
    for (const tco::Allocation &a : allocations)
        parts << Terms::times().arg(poolName(p, a.pool), formatWhole(a.gpus));
    return parts.join(PortfolioTerms::tr(", "));
}

QString costCauseLabel(tco::CostCause cause)
{
    using C = tco::CostCause;
    switch (cause) {
    case C::Owned:
        return PortfolioTerms::tr("Owned accelerators used by runs");
    case C::Commitment:
        return PortfolioTerms::tr("Committed capacity used by runs");
    case C::CapacityBlock:
        return PortfolioTerms::tr("Capacity blocks used by runs");
    case C::OnDemand:
        return poolKindLabel(tco::PoolKind::OnDemand);
    case C::Spot:
        return poolKindLabel(tco::PoolKind::Spot);
    case C::Idle:
        return PortfolioTerms::tr("Idle capacity (owned, committed, blocks)");
    case C::RunExtras:
        return PortfolioTerms::tr("Runs' own storage and network");
    case C::NotPlaced:
        return PortfolioTerms::notPlaced();
    case C::SharedData:
        return PortfolioTerms::sharedData();
    case C::Shared:
        return PortfolioTerms::sharedPeople();
    case C::Count:
        break;
    }
    return {};
}

QString portfolioDisplayName(const tco::Portfolio &p, const QString &fileName)
{
    return fileName.isEmpty() ? QString::fromStdString(p.name) : QFileInfo(fileName).completeBaseName();
}

QString portfolioRunNote(const tco::Portfolio &p, const QString &portfolioName, int run,
                         const tco::PlacedRun &placed, const tco::Scenario &plan, double planTotalUsd)
{
    const QString pricing =
        InputTexts::choice(tco::InputId::PricingMode, static_cast<int>(tco::pricingMode(plan)));
    const QString alone = PortfolioTerms::tr("This plan prices it alone (pricing: %1): %2.")
                              .arg(pricing, formatUsd(planTotalUsd));
    if (!placed.firstDay || !placed.lastDay)
        return PortfolioTerms::tr(
                   "“%1” is a run of the portfolio “%2”, which does not place it and charges it %3 "
                   "at on-demand prices. %4")
            .arg(runName(p, run), portfolioName, formatUsd(placed.chargeUsd), alone);
    return PortfolioTerms::tr(
               "“%1” is a run of the portfolio “%2”, which schedules it %3 – %4 on %5 and charges "
               "it %6: %7 for its own use and %8 as its share of idle capacity, data and shared costs "
               "(%9). %10")
        .arg(runName(p, run), portfolioName, formatDay(*placed.firstDay), formatDay(*placed.lastDay),
             allocationText(p, placed.pools), formatUsd(placed.chargeUsd), formatUsd(placed.ownUsd),
             formatUsd(placed.sharesUsd), idlePolicyLabel(p.idlePolicy), alone);
}

} // namespace planner
