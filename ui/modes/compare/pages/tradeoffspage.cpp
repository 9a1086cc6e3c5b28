// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/compare/pages/tradeoffspage.h"

#include "analysis/comparisontable.h"
#include "charts/plots/compareoverlaycharts.h"

#include <QHBoxLayout>

namespace planner {

TradeOffsPage::TradeOffsPage(const tco::ComparisonTable &table, QWidget *parent)
    : QWidget(parent), m_table(table)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    m_intervalChart = new CompareIntervalChart(this);
    m_gpuChart = new CompareGpuCountChart(this);
    m_intervalChart->setMinimumSize(420, 360);
    m_gpuChart->setMinimumSize(420, 360);
    layout->addWidget(m_intervalChart, 1);
    layout->addWidget(m_gpuChart, 1);
}

void TradeOffsPage::showPlans(const ComparedPlans &plans, bool interacting)
{
    std::vector<CompareSeries> series;
    for (std::size_t i = 0; i < plans.size(); ++i) {
        const int c = static_cast<int>(i);
        series.push_back({&m_table.scenario(c), &m_table.result(c), plans[i].title, plans[i].colour});
    }
    m_intervalChart->setSeries(series, m_table.catalog(), interacting);
    m_gpuChart->setSeries(series, m_table.catalog(), interacting);
}

} // namespace planner

#include "moc_tradeoffspage.cpp"
