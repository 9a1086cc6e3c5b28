// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the chart suites share (tst_charts.cpp, tst_chartmarks.cpp): the
// default plan, its result, and the inputs every chart is refreshed from.
#include "charts/core/chartview.h"
#include "charts/plots/riskhistogramchart.h"
#include "charts/plots/sensitivitychart.h"

#include "analysis/analysis.h"
#include "plan/catalog.h"
#include "plan/evaluate.h"
#include "plan/scenario.h"

#include <QTest>

namespace chartfixture {

/** The default plan; a test changes it with set(). */
struct DefaultPlan {
    tco::Scenario m_scenario;
    tco::Result m_result;
    const tco::Catalog *m_catalog = &tco::Catalog::builtIn();

    /** Call from init(): the default plan again. */
    void reset()
    {
        m_scenario = tco::defaultScenario();
        m_result = tco::evaluate(m_scenario, *m_catalog);
    }
    planner::ChartInputs inputs(bool interacting = false) const
    {
        return planner::ChartInputs{&m_scenario, &m_result, m_catalog, interacting};
    }
    void set(tco::InputId id, double value)
    {
        m_scenario.set(id, value);
        m_result = tco::evaluate(m_scenario, *m_catalog);
    }
    /** Refresh, plus the setters the window calls for risk and sensitivity. */
    void feed(planner::ChartView *chart, bool interacting = false)
    {
        chart->refresh(inputs(interacting));
        if (auto *s = qobject_cast<planner::SensitivityChart *>(chart))
            s->setSensitivity(tco::sensitivity(m_scenario, *m_catalog), m_result.totalUsd);
        if (auto *r = qobject_cast<planner::RiskHistogramChart *>(chart))
            r->setRisk(tco::monteCarlo(m_scenario, *m_catalog, 400, 7));
    }
    /** A dense 405B model on 8 accelerators: its training state does not
     *  fit, whatever the interval, MFU, storage or pricing. */
    void makeDoesNotFit()
    {
        set(tco::InputId::ModelParameters, 4.05e11);
        set(tco::InputId::ClusterGpuCount, 8);
        QVERIFY(m_result.has(tco::Condition::ModelDoesNotFit));
        QVERIFY(!m_result.feasible());
    }
};

} // namespace chartfixture
