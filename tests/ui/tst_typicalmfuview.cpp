// SPDX-License-Identifier: GPL-3.0-or-later
// The typical MFU in the window (docs/model.md, "Typical MFU"): the MFU
// slider shows the value the plan uses while compute.mfu is 0 and says
// where it comes from; an edit makes it the user's and undo gives the typical
// value back; the value follows the model size; the chart "How typical is
// this plan" draws every published run, the plan and its class's band.
#include "charts/plots/typicalrunschart.h"
#include "editor/inputeditor.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"
#include "texts/numberformat.h"
#include "widgets/valuespinbox.h"

#include "document/scenariodocument.h"

#include "plan/evaluate.h"
#include "plan/memoryfit.h"
#include "plan/typicalmfu.h"

#include <qcustomplot.h>

#include "testmain.h"
#include "windowfixture.h"

#include <QLabel>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace tst_typicalmfuview { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::MainWindow;
using tco::InputId;

class TestTypicalMfuView : public planner::tests::WindowFixture
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        planner::tests::useOwnSettings("tst_typicalmfuview");
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(openWindow());
    }

    void cleanupTestCase() { closeWindow(); }

    void theSliderShowsTheTypicalValueAndSaysSo()
    {
        planner::ScenarioDocument *doc = m_window->document();
        QCOMPARE(doc->value(InputId::ComputeMfu), 0.0);
        const double typical = doc->result().mfuInput;
        QCOMPARE(typical, tco::mfuInUse(doc->scenario(), doc->catalog()));
        auto *spin = m_window->findChild<planner::ValueSpinBox *>(QStringLiteral("spin.compute.mfu"));
        QVERIFY(spin);
        // shown to a tenth of a percent: it is a fit
        QVERIFY2(std::abs(spin->value() - typical) <= 0.0005, qPrintable(QString::number(spin->value())));
        auto *line = m_window->findChild<QLabel *>(QStringLiteral("mfuSource"));
        QVERIFY(line);
        QVERIFY2(line->text().startsWith(QStringLiteral("Typical for a 70B dense model on H100-SXM")),
                 qPrintable(line->text()));
        // One range for the figure (issue 54): the line said "published runs
        // like it: 28 %–38 %" where the tooltip and `evaluate` gave the
        // P10–P90 23.5–42.9 %.
        const tco::PlanMfu mfu = tco::planMfu(doc->scenario(), doc->catalog());
        const QString range = QStringLiteral("P10–P90 %1–%2")
                                  .arg(planner::formatPercent(mfu.p10, QLocale(), 0),
                                       planner::formatPercent(mfu.p90, QLocale(), 0));
        QVERIFY2(line->text().contains(range), qPrintable(line->text()));
        QVERIFY2(line->text().contains(QStringLiteral("published runs like it")), qPrintable(line->text()));
        QVERIFY2(line->toolTip().contains(range.mid(8)), qPrintable(line->toolTip()));
        // The tooltip names the runs it comes from.
        QVERIFY2(line->toolTip().contains(QStringLiteral("Llama 3 70B")), qPrintable(line->toolTip()));
    }

    void theTypicalValueFollowsTheModelSize()
    {
        planner::ScenarioDocument *doc = m_window->document();
        const double before = doc->result().mfuInput;
        QVERIFY(!doc->setValue(InputId::ModelParameters, 3e9));
        auto *spin = m_window->findChild<planner::ValueSpinBox *>(QStringLiteral("spin.compute.mfu"));
        QVERIFY(doc->result().mfuInput < before); // small models keep an H100 less busy
        QVERIFY(std::abs(spin->value() - doc->result().mfuInput) <= 0.0005);
        auto *line = m_window->findChild<QLabel *>(QStringLiteral("mfuSource"));
        QVERIFY2(line->text().startsWith(QStringLiteral("Typical for a 3B dense model")),
                 qPrintable(line->text()));
        doc->undoStack()->undo();
        QCOMPARE(doc->result().mfuInput, before);
    }

    void anEditIsTheUsersAndUndoGivesTheTypicalValueBack()
    {
        planner::ScenarioDocument *doc = m_window->document();
        auto *slider = m_window->findChild<QSlider *>(QStringLiteral("slider.compute.mfu"));
        QVERIFY(slider);
        slider->setValue(slider->value() + slider->pageStep());
        QVERIFY(doc->value(InputId::ComputeMfu) > 0);
        QCOMPARE(doc->result().mfuSource, tco::MfuSource::Entered);
        auto *line = m_window->findChild<QLabel *>(QStringLiteral("mfuSource"));
        QVERIFY2(line->text().startsWith(QStringLiteral("Entered · typical for this plan:")),
                 qPrintable(line->text()));
        doc->undoStack()->undo();
        QCOMPARE(doc->value(InputId::ComputeMfu), 0.0);
        QCOMPARE(doc->result().mfuSource, tco::MfuSource::Typical);
        QVERIFY(line->text().startsWith(QStringLiteral("Typical for a")));
    }

    void aClassWithoutDataSaysSo()
    {
        // Issue 54: a 1.1B model on V100 got 60 % with nothing said; no
        // published run of that class is in the data.
        planner::ScenarioDocument *doc = m_window->document();
        auto *line = m_window->findChild<QLabel *>(QStringLiteral("mfuSource"));
        QVERIFY(!line->text().contains(QStringLiteral("no published runs")));
        QVERIFY(!doc->setValue(InputId::ModelParameters, 1.1e9));
        QVERIFY(!doc->setValue(InputId::ClusterGpuCount, 64));
        QVERIFY(!doc->setGpu(QStringLiteral("V100-SXM2-32GB")));
        QVERIFY2(
            line->text().contains(QStringLiteral("no published runs of this class; nearest: Gopher 280B")),
            qPrintable(line->text()));
        QVERIFY(doc->result().mfuInput < 0.33);
        while (doc->undoStack()->canUndo())
            doc->undoStack()->undo();
        QVERIFY(!line->text().contains(QStringLiteral("no published runs")));
    }

    void fullRecomputationIsSaidBesideTheTypicalValue()
    {
        // Issue 54: the typical MFU is the MFU without full recomputation;
        // a plan that must recompute everything runs at a third less, and
        // the line under the slider says so where the figure is shown.
        planner::ScenarioDocument *doc = m_window->document();
        auto *line = m_window->findChild<QLabel *>(QStringLiteral("mfuSource"));
        QVERIFY(line);
        QVERIFY(!line->text().contains(QStringLiteral("full recomputation")));
        QVERIFY(!doc->setValue(InputId::MemoryRecompute, double(tco::Recompute::Full)));
        QCOMPARE(doc->result().memory.recompute, tco::Recompute::Full);
        QCOMPARE(doc->result().computeOverheadCharged, doc->result().memory.computeOverhead);
        const QString lowered = planner::formatPercent(doc->result().mfuInput * 0.75, QLocale(), 0);
        QVERIFY2(line->text().contains(QStringLiteral("full recomputation: %1 of model FLOPs").arg(lowered)),
                 qPrintable(line->text()));
        doc->undoStack()->undo();
        QVERIFY(!line->text().contains(QStringLiteral("full recomputation")));
    }

    void theChartDrawsEveryRunThePlanAndItsBand()
    {
        planner::TypicalRunsChart chart;
        chart.resize(900, 600);
        const tco::Scenario s = tco::defaultScenario();
        const tco::Result r = tco::evaluate(s, tco::Catalog::builtIn());
        chart.refresh(planner::ChartInputs{&s, &r, &tco::Catalog::builtIn(), false});
        int runs = 0;
        QCPGraph *plan = nullptr, *typical = nullptr, *band = nullptr, *bandLow = nullptr;
        for (int i = 0; i < chart.plot()->graphCount(); ++i) {
            QCPGraph *g = chart.plot()->graph(i);
            if (g->objectName().startsWith(QStringLiteral("runs")))
                runs += g->dataCount();
            else if (g->objectName() == QStringLiteral("plan"))
                plan = g;
            else if (g->objectName() == QStringLiteral("typical"))
                typical = g;
            else if (g->objectName() == QStringLiteral("band"))
                band = g;
            else if (g->objectName() == QStringLiteral("bandLow"))
                bandLow = g;
        }
        QCOMPARE(runs, static_cast<int>(tco::builtinRunMfus().size()));
        QVERIFY(plan && typical && band && bandLow);
        QCOMPARE(plan->dataCount(), 1);
        // The plan uses the typical MFU: it sits on its class's typical line,
        // inside the band.
        const double n = 70e9;
        const double planHours = plan->data()->at(0)->value;
        QCOMPARE(plan->data()->at(0)->key, n);
        QVERIFY(std::abs(planHours - r.gpuHoursMainRun / (r.trainedTokens / 1e12)) < 1e-6 * planHours);
        bool bracketed = false;
        for (int i = 1; i < typical->dataCount(); ++i) {
            const double a = typical->data()->at(i - 1)->key, b = typical->data()->at(i)->key;
            if (a <= n && n <= b) {
                const double low = bandLow->data()->at(i)->value, high = band->data()->at(i)->value;
                QVERIFY(low < typical->data()->at(i)->value && typical->data()->at(i)->value < high);
                bracketed = true;
            }
        }
        QVERIFY(bracketed);
        // How far to trust it (issue 54): the runs its class holds.
        const tco::TypicalMfu t = tco::typicalMfu(
            tco::mfuClass(m_window->document()->scenario(),
                          *m_window->document()->catalog().find(m_window->document()->scenario().gpuId)));
        QVERIFY2(band->name().contains(QStringLiteral("(%1 published runs in the class)").arg(t.classRuns)),
                 qPrintable(band->name()));
    }
};

PLANNER_TEST_MAIN(TestTypicalMfuView)
} // namespace tst_typicalmfuview

#include "tst_typicalmfuview.moc"
