// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/core/chartlabels.h"

#include <QCoreApplication>

namespace planner {

QString categoryLabel(tco::Category c)
{
    using C = tco::Category;
    switch (c) {
    case C::Compute:
        return QCoreApplication::translate("planner::ChartLabels", "Compute");
    case C::Energy:
        return QCoreApplication::translate("planner::ChartLabels", "Energy");
    case C::Storage:
        return QCoreApplication::translate("planner::ChartLabels", "Storage");
    case C::Network:
        return QCoreApplication::translate("planner::ChartLabels", "Network");
    case C::Data:
        return QCoreApplication::translate("planner::ChartLabels", "Data");
    case C::People:
        return QCoreApplication::translate("planner::ChartLabels", "People");
    case C::Hardware:
        return QCoreApplication::translate("planner::ChartLabels", "Hardware");
    case C::Monitoring:
        return QCoreApplication::translate("planner::ChartLabels", "Monitoring");
    case C::Operations:
        return QCoreApplication::translate("planner::ChartLabels", "Operations");
    case C::Failures:
        return QCoreApplication::translate("planner::ChartLabels", "Failures and restarts");
    case C::Experiments:
        return QCoreApplication::translate("planner::ChartLabels", "Experiments");
    case C::Idle:
        return QCoreApplication::translate("planner::ChartLabels", "Idle capacity");
    case C::Opportunity:
        return QCoreApplication::translate("planner::ChartLabels", "Opportunity");
    case C::Count:
        break;
    }
    return {};
}

QString phaseLabel(tco::Phase p)
{
    using P = tco::Phase;
    switch (p) {
    case P::Preparation:
        return QCoreApplication::translate("planner::ChartLabels", "Preparation");
    case P::Training:
        return QCoreApplication::translate("planner::ChartLabels", "Training");
    case P::PostTraining:
        return QCoreApplication::translate("planner::ChartLabels", "Post-training");
    case P::Count:
        break;
    }
    return {};
}

QString historyKindLabel(const QString &kind)
{
    if (kind == QLatin1String("article"))
        return QCoreApplication::translate("planner::ChartLabels", "Article figure");
    if (kind == QLatin1String("estimate"))
        return QCoreApplication::translate("planner::ChartLabels", "Published estimate");
    if (kind == QLatin1String("forecast"))
        return QCoreApplication::translate("planner::ChartLabels", "Forecast");
    if (kind == QLatin1String("user"))
        return QCoreApplication::translate("planner::ChartLabels", "Added by you");
    return kind;
}

} // namespace planner
