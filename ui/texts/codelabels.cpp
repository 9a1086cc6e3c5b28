// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/codelabels.h"

#include <QCoreApplication>

#include <algorithm>

namespace planner {

QString categoryLabel(tco::Category c)
{
    using C = tco::Category;
    switch (c) {
    case C::Compute:
        return QCoreApplication::translate("planner::CodeLabels", "Compute");
    case C::Energy:
        return QCoreApplication::translate("planner::CodeLabels", "Energy");
    case C::Storage:
        return QCoreApplication::translate("planner::CodeLabels", "Storage");
    case C::Network:
        return QCoreApplication::translate("planner::CodeLabels", "Network");
    case C::Data:
        return QCoreApplication::translate("planner::CodeLabels", "Data");
    case C::People:
        return QCoreApplication::translate("planner::CodeLabels", "People");
    case C::Hardware:
        return QCoreApplication::translate("planner::CodeLabels", "Hardware");
    case C::Monitoring:
        return QCoreApplication::translate("planner::CodeLabels", "Monitoring");
    case C::Operations:
        return QCoreApplication::translate("planner::CodeLabels", "Operations");
    case C::Failures:
        return QCoreApplication::translate("planner::CodeLabels", "Failures and restarts");
    case C::Experiments:
        return QCoreApplication::translate("planner::CodeLabels", "Experiments");
    case C::Idle:
        return QCoreApplication::translate("planner::CodeLabels", "Idle capacity");
    case C::Opportunity:
        return QCoreApplication::translate("planner::CodeLabels", "Opportunity");
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
        return QCoreApplication::translate("planner::CodeLabels", "Preparation");
    case P::Training:
        return QCoreApplication::translate("planner::CodeLabels", "Training");
    case P::PostTraining:
        return QCoreApplication::translate("planner::CodeLabels", "Post-training");
    case P::Count:
        break;
    }
    return {};
}

QString historyKindLabel(const QString &kind)
{
    if (kind == QLatin1String("article"))
        return QCoreApplication::translate("planner::CodeLabels", "Article figure");
    if (kind == QLatin1String("estimate"))
        return QCoreApplication::translate("planner::CodeLabels", "Published estimate");
    if (kind == QLatin1String("forecast"))
        return QCoreApplication::translate("planner::CodeLabels", "Forecast");
    if (kind == QLatin1String("user"))
        return QCoreApplication::translate("planner::CodeLabels", "Added by you");
    return kind;
}

QString historyRunLabel(const QString &label)
{
    if (label == QLatin1String("Frontier models (typical)"))
        return QCoreApplication::translate("planner::CodeLabels", "Frontier models (typical)");
    if (label == QLatin1String("Next-generation model in development"))
        return QCoreApplication::translate("planner::CodeLabels", "Next-generation model in development");
    if (label == QLatin1String("Frontier LLM forecast"))
        return QCoreApplication::translate("planner::CodeLabels", "Frontier LLM forecast");
    return label;
}

QString historyOutcomeText(int year, const QString &run, const QString &cost, const QString &ratio)
{
    return QCoreApplication::translate(
               "planner::CodeLabels",
               "Its year has passed: the most expensive finished run of %1 was %2 at %3, %4× the forecast")
        .arg(QString::number(year), run, cost, ratio);
}

QString sourceArticle(int which)
{
    static const char *const titles[] = {"《大模型训练算力与数据规模的成本拆解及优化策略》",
                                         "《大模型训练成本全维度拆解与优化指南》",
                                         "《LLM训练预训练阶段成本构成与优化指南》"};
    return QString::fromUtf8(titles[std::clamp(which, 0, 2)]);
}

} // namespace planner
