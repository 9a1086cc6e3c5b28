// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/portfoliotexts.h"

#include "texts/numberformat.h"

#include <QCoreApplication>

namespace planner {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("planner::PortfolioTexts", text, disambiguation, n);
}

} // namespace

QString poolKindLabel(tco::PoolKind kind)
{
    using K = tco::PoolKind;
    switch (kind) {
    case K::Owned:
        return tr("Owned");
    case K::Commitment:
        return tr("Committed");
    case K::CapacityBlock:
        return tr("Capacity block");
    case K::OnDemand:
        return tr("On demand");
    case K::Spot:
        return tr("Spot");
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
        return tr("Pilot");
    case K::Ablation:
        return tr("Ablation");
    case K::ScalingLadder:
        return tr("Scaling-law ladder");
    case K::MainRun:
        return tr("Main run");
    case K::PostTraining:
        return tr("Post-training");
    case K::Evaluation:
        return tr("Evaluation");
    case K::ServingReservation:
        return tr("Serving reservation");
    case K::Count:
        break;
    }
    return {};
}

QString idlePolicyLabel(tco::IdlePolicy policy)
{
    return policy == tco::IdlePolicy::ProRata ? tr("Idle capacity charged to the teams pro rata")
                                              : tr("Idle capacity carried centrally");
}

QString runName(const tco::Portfolio &p, int run)
{
    if (run < 0 || run >= static_cast<int>(p.runs.size()))
        return tr("(none)");
    return QString::fromStdString(p.runs[static_cast<std::size_t>(run)].id);
}

QString instanceName(const tco::Portfolio &p, const tco::RunPlacement &placement)
{
    const QString name = runName(p, placement.run);
    if (p.runs[static_cast<std::size_t>(placement.run)].repeat <= 1)
        return name;
    return tr("%1 #%2").arg(name, formatWhole(placement.instance + 1));
}

QString placementStatusText(const tco::Portfolio &p, const tco::RunPlacement &r)
{
    const tco::PortfolioRun &run = p.runs[static_cast<std::size_t>(r.run)];
    const QString late = r.daysLate > 0 ? tr("%n day(s) late: ", nullptr, r.daysLate) : QString();
    using R = tco::MissReason;
    switch (r.reason) {
    case R::None:
        return r.scheduled ? tr("On time") : tr("Not placed");
    case R::Infeasible:
        return tr("Not placed: its plan cannot run on any accelerator it allows");
    case R::NoPool:
        return tr("Not placed: no pool has an accelerator it may use");
    case R::DependencyCycle:
        return tr("Not placed: it waits for itself through its dependencies");
    case R::DependencyUnscheduled:
        return tr("Not placed: it waits for %1, which was not placed").arg(runName(p, r.blockingRun));
    case R::DependencyLate:
        return late + tr("it waits for %1, which ends too late").arg(runName(p, r.blockingRun));
    case R::PinnedLate:
        return late + tr("its start, pinned to %1, is too late to finish by %2")
                          .arg(run.pinnedStart ? formatDay(*run.pinnedStart) : QString(), formatDay(run.deadline));
    case R::TooLong:
        return late + tr("even from its earliest start (%1) it ends after its deadline %2")
                          .arg(formatDay(run.earliestStart), formatDay(run.deadline));
    case R::CapacityBusy:
        return late + tr("the pools it may use are full and it may not rent more");
    case R::BeyondHorizon:
        return tr("Not placed: it does not fit before the calendar ends");
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
    return id.compare(kind, Qt::CaseInsensitive) == 0 ? kind : tr("%1 (%2)").arg(id, kind);
}

QString allocationText(const tco::Portfolio &p, const tco::RunPlacement &placement)
{
    QStringList parts;
    for (const tco::Allocation &a : placement.allocations)
        parts << tr("%1 × %2").arg(poolName(p, a.pool), formatWhole(a.gpus));
    return parts.join(tr(", "));
}

} // namespace planner
