// SPDX-License-Identifier: GPL-3.0-or-later
// The chart catalog and what every chart shares beyond drawing: each chart
// made by id with its name, the sweep ranges the window, presentation and
// report share, export through the one dialog seam and written atomically,
// and the embedded Chinese translation.
#include "charts/chartcatalog.h"
#include "charts/core/chartview.h"
#include "charts/plots/storagetierchart.h"
#include "prompts/prompts.h"

#include "files/atomicfile.h"
#include "plan/evaluate.h"

#include "testmain.h"

#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <cerrno>
#include <memory>

namespace tst_chartcatalog { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace planner;

class TestChartCatalog : public QObject
{
    Q_OBJECT

private:
    tco::Scenario m_scenario = tco::defaultScenario();
    tco::Result m_result = tco::evaluate(m_scenario, tco::Catalog::builtIn());

    ChartInputs inputs() const
    {
        return ChartInputs{&m_scenario, &m_result, &tco::Catalog::builtIn(), false};
    }

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void cleanup() { Prompts::resetHooks(); }

    void everyChartIsMadeByIdWithItsName()
    {
        QWidget host;
        QSet<QString> keys;
        for (const ChartId id : charts::all()) {
            const QString key = charts::key(id);
            QVERIFY(!key.isEmpty());
            QVERIFY2(!keys.contains(key), qPrintable(key));
            keys.insert(key);
            ChartView *chart = charts::create(id, &host);
            QVERIFY(chart);
            QCOMPARE(chart->objectName(), QStringLiteral("chart.") + key);
            QCOMPARE(charts::create(id, &host, QStringLiteral("slide."))->objectName(),
                     QStringLiteral("slide.") + key);
            chart->refresh(inputs()); // each one draws the default plan
        }
        QCOMPARE(keys.size(), qsizetype(kChartCount));
    }

    void sweepRangesAreShared()
    {
        // Accelerator count: / 8 to x 8, never below one accelerator.
        const SweepRange gpus = charts::gpuCountSweep(2048);
        QCOMPARE(gpus.input, tco::InputId::ClusterGpuCount);
        QCOMPARE(gpus.from, 256.0);
        QCOMPARE(gpus.to, 16384.0);
        QVERIFY(gpus.logarithmic);
        QCOMPARE(charts::gpuCountSweep(4).from, 1.0);
        // Storage tier: the whole 0..100 % hot share.
        const SweepRange hot = charts::storageTierSweep();
        QCOMPARE(hot.from, 0.0);
        QCOMPARE(hot.to, 1.0);
        // Checkpoint interval: 3 min to 48 h, widened by 1.5x around the
        // plan's interval and the optimum.
        const SweepRange usual = charts::checkpointIntervalSweep(0.5, 0.2);
        QCOMPARE(usual.from, 0.05);
        QCOMPARE(usual.to, 48.0);
        const SweepRange wide = charts::checkpointIntervalSweep(0.5, 0.03);
        QCOMPARE(wide.from, 0.02);
        QCOMPARE(charts::checkpointIntervalSweep(96).to, 144.0);
    }

    void exportGoesThroughTheSeam()
    {
        StorageTierChart chart;
        chart.refresh(inputs());
        QTemporaryDir dir;
        QString asked;
        planner::Prompts::setFileDialogHook(
            [&](QWidget *, auto, const QString &, const QString &suggested, auto &) {
                asked = suggested;
                return dir.filePath(QStringLiteral("storage")); // no suffix: the chart adds it
            });
        QSignalSpy finished(&chart, &ChartView::exportFinished);
        QVERIFY(chart.exportPngInteractively());
        QVERIFY(asked.endsWith(QStringLiteral(".png")));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("storage.png"))).size() > 0);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.front().at(1).toBool(), true);

        // The context menu's actions use the same path.
        std::unique_ptr<QMenu> menu(chart.createContextMenu(nullptr));
        auto *pdf = menu->findChild<QAction *>(QStringLiteral("exportPdfAction"));
        QVERIFY(pdf && menu->findChild<QAction *>(QStringLiteral("exportPngAction")));
        pdf->trigger();
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("storage.pdf"))).size() > 0);

        // Cancelling writes nothing.
        planner::Prompts::setFileDialogHook([](auto &&...) { return QString(); });
        QVERIFY(!chart.exportPdfInteractively());
        QCOMPARE(finished.count(), 2);
    }

    void failedExportKeepsTheOldFileAndSaysWhy()
    {
        // Defect: chart export wrote straight to the path; on a full disk the
        // old picture was lost and nothing was said.
        StorageTierChart chart;
        chart.refresh(inputs());
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("storage.png"));
        QVERIFY(chart.exportPng(png));
        QFile first(png);
        QVERIFY(first.open(QIODevice::ReadOnly));
        const QByteArray before = first.readAll();
        first.close();
        tco::injectWriteFailureForTesting(ENOSPC);
        QVERIFY(!chart.exportPng(png, 800, 500));
        QVERIFY2(chart.lastExportError().contains(QStringLiteral("No space left on device")),
                 qPrintable(chart.lastExportError()));
        QFile after(png);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), before);
        tco::injectWriteFailureForTesting(ENOSPC);
        QVERIFY(!chart.exportPdf(dir.filePath(QStringLiteral("storage.pdf"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("storage.pdf"))));
    }

    void chineseTranslationIsEmbedded()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/charts_zh_CN.qm")));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        // A title the charts' catalogue owns (words shared with the window
        // and the report are planner_zh_CN's: ui/texts/terms.h).
        StorageTierChart chart;
        const QString chinese = chart.title();
        QCoreApplication::removeTranslator(&translator);
        chart.retranslate();
        QVERIFY(chinese != chart.title());
        QCOMPARE(chart.title(), QStringLiteral("Storage tiering: hot share against the bill"));
    }
};

PLANNER_TEST_MAIN(TestChartCatalog)
} // namespace tst_chartcatalog

#include "tst_chartcatalog.moc"
