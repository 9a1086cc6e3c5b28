// SPDX-License-Identifier: GPL-3.0-or-later
// Tracking actual spend through the window (docs/actuals.md), offscreen:
// Track ▸ Import through the column-mapping dialog, a billing export of
// another layout mapped by hand and remembered for the next import, bad
// lines imported only on consent, the import as an undo step, the alert
// past the review line, the actual spend and forecast landing point on the
// spend timeline, the tracking panel, actuals saved with the plan, and the
// report's deviation chapter.
#include "trackingfixture.h"

#include "charts/plots/spendtimelinechart.h"
#include "modes/plan/chartarea.h"
#include "modes/plan/trackingpanel.h"
#include "widgets/trackingalert.h"

#include "tracking/actuals.h"

#include "testmain.h"

#include <QCheckBox>
#include <QComboBox>
#include <QRadioButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>

#include <qcustomplot.h>

#include <cmath>

namespace tst_tracking { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::ColumnMappingDialog;

class TestTracking : public TrackingFixture
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { setUpTrackingCase(QStringLiteral("tst_tracking")); }
    void init() { setUpTrackedPlan(); }
    void cleanup() { tearDown(); }

    void importThroughTheMappingDialog();
    void aFocusExportImportsWithoutMapping();
    void aCompressedExportImportsAsThePlainOne();
    void billingExportIsMappedOnceAndRemembered();
    void badLinesImportOnlyOnConsent();
    void badRowsAreTintedInThePreview();
    void aSecondImportAsksToAddOrReplace();
    void anIncompleteExportIsFlaggedBesideTheForecast();
    void pastTheReviewLineTheWindowSaysSo();
    void actualsAreSavedWithThePlan();
    void theReportHasADeviationChapter();

private:
    /** Opens Track ▸ Import for `path` and returns its dialog. */
    static void choose(ColumnMappingDialog *d, const char *name, const QString &textStart)
    {
        auto *combo = d->findChild<QComboBox *>(QLatin1String(name));
        QVERIFY2(combo, name);
        for (int i = 0; i < combo->count(); ++i)
            if (combo->itemText(i).startsWith(textStart) ||
                combo->itemText(i).contains(QStringLiteral("· ") + textStart)) {
                combo->setCurrentIndex(i);
                return;
            }
        QFAIL(qPrintable(QStringLiteral("%1 has no choice %2").arg(QLatin1String(name), textStart)));
    }
    /** Waits for the analysis that carries the tracking of the open plan. */
};

void TestTracking::importThroughTheMappingDialog()
{
    planner::ScenarioDocument *doc = m_window->document();
    ColumnMappingDialog *d = openImport(true, sample("spend-within.csv"));
    QVERIFY(d);
    // The documented layout reads at once: every line, no message.
    QVERIFY2(
        d->findChild<QLabel *>(QStringLiteral("mapping.summary"))->text().startsWith(QLatin1String("All ")),
        qPrintable(d->findChild<QLabel *>(QStringLiteral("mapping.summary"))->text()));
    QCOMPARE(d->badLines(), 0);
    const int lines = d->goodLines();
    QVERIFY(lines > 10);
    QVERIFY(importButton(d)->isEnabled());
    importButton(d)->click();
    QCOMPARE(static_cast<int>(doc->scenario().actuals.get().spend.size()), lines);
    QVERIFY(doc->isModified());
    // The tracking tab is shown, and the import is one undo step.
    QCOMPARE(m_window->mode<planner::PlanMode>()->chartArea()->tabs()->currentIndex(), 3);
    doc->undoStack()->undo();
    QVERIFY(doc->scenario().actuals.empty());
    doc->undoStack()->redo();
    QCOMPARE(static_cast<int>(doc->scenario().actuals.get().spend.size()), lines);

    // Progress adds to the spend; Forget removes both, undoably.
    d = openImport(false, sample("progress.csv"));
    QVERIFY(d);
    QVERIFY(importButton(d)->isEnabled());
    const auto points = static_cast<std::size_t>(d->goodLines());
    QCOMPARE(points, std::size_t(7)); // weekly from 2027-03-09, and 2027-04-15
    importButton(d)->click();
    QCOMPARE(doc->scenario().actuals.get().progress.size(), points);
    QCOMPARE(static_cast<int>(doc->scenario().actuals.get().spend.size()), lines);
    action(QStringLiteral("actionClearActuals"))->trigger();
    QVERIFY(doc->scenario().actuals.empty());
    QVERIFY(!action(QStringLiteral("actionClearActuals"))->isEnabled());
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().actuals.get().progress.size(), points);
}

void TestTracking::aFocusExportImportsWithoutMapping()
{
    // docs/actuals.md, "FOCUS exports": read as it comes, one line a day charged.
    planner::ScenarioDocument *doc = m_window->document();
    ColumnMappingDialog *d = openImport(true, sample("focus-aws.csv"));
    QVERIFY(d);
    QCOMPARE(d->badLines(), 0);
    QCOMPARE(d->goodLines(), 8); // the file's records
    QVERIFY(importButton(d)->isEnabled());
    importButton(d)->click();
    QCOMPARE(doc->scenario().actuals.get().spend.size(), std::size_t(76));
    // EffectiveCost, the credit and the correction netted (tests/model/tst_focusimport.cpp).
    QVERIFY(std::abs(doc->scenario().actuals.get().spendUsd() - 389728.5) < 1e-6);
}

void TestTracking::aCompressedExportImportsAsThePlainOne()
{
    // Issue 56: a FOCUS export as the cloud delivers it, gzip-compressed.
    planner::ScenarioDocument *doc = m_window->document();
    ColumnMappingDialog *d = openImport(true, sample("focus-azure.csv.gz"));
    QVERIFY(d);
    QCOMPARE(d->badLines(), 0);
    QVERIFY(importButton(d)->isEnabled());
    importButton(d)->click();
    QVERIFY(std::abs(doc->scenario().actuals.get().spendUsd() - 20275.0) < 1e-6);
}

void TestTracking::billingExportIsMappedOnceAndRemembered()
{
    ColumnMappingDialog *d = openImport(true, sample("billing-export.csv"));
    QVERIFY(d);
    // Semicolons, decimal commas, day-first dates, the provider's names:
    // nothing reads with the documented layout, and Import is off.
    QVERIFY(!importButton(d)->isEnabled());
    d->findChild<QComboBox *>(QStringLiteral("mapping.delimiter"))->setCurrentIndex(1);
    d->findChild<QComboBox *>(QStringLiteral("mapping.decimal"))->setCurrentIndex(1);
    choose(d, "mapping.dateFormat", QStringLiteral("DD/MM/YYYY"));
    choose(d, "mapping.date", QStringLiteral("Usage date"));
    choose(d, "mapping.category", QStringLiteral("Service"));
    choose(d, "mapping.phase", QStringLiteral("Workload stage"));
    choose(d, "mapping.amount", QStringLiteral("Cost"));
    choose(d, "mapping.currency", QStringLiteral("Currency"));
    choose(d, "mapping.project", QStringLiteral("Cost centre"));
    choose(d, "mapping.team", QStringLiteral("Team"));
    // Every line now fails only on the names the model does not know; each
    // is listed with a choice.
    QVERIFY(d->badLines() > 0);
    const QString messages =
        d->findChild<QPlainTextEdit *>(QStringLiteral("mapping.messages"))->toPlainText();
    QVERIFY2(messages.contains(QLatin1String("GPU instances")), qPrintable(messages));
    auto *names = d->findChild<QTableWidget *>(QStringLiteral("mapping.names"));
    QVERIFY(names && names->rowCount() >= 3);
    const QHash<QString, QString> meaning{
        {QStringLiteral("Category: GPU instances"), QStringLiteral("compute")},
        {QStringLiteral("Category: Object storage"), QStringLiteral("storage")},
        {QStringLiteral("Category: Data transfer"), QStringLiteral("network")},
        {QStringLiteral("Category: Observability"), QStringLiteral("monitoring")},
        {QStringLiteral("Category: Support plan"), QStringLiteral("operations")},
        {QStringLiteral("Category: Data preparation"), QStringLiteral("data")},
        {QStringLiteral("Phase: Pretraining"), QStringLiteral("training")},
        {QStringLiteral("Phase: Data preparation"), QStringLiteral("preparation")}};
    // Each choice re-reads the file and rebuilds the list: set one at a time.
    for (int round = 0; round < 12 && d->badLines() > 0; ++round) {
        names = d->findChild<QTableWidget *>(QStringLiteral("mapping.names"));
        for (int r = 0; r < names->rowCount(); ++r) {
            auto *choice = qobject_cast<QComboBox *>(names->cellWidget(r, 1));
            const QString key = meaning.value(names->item(r, 0)->text());
            if (choice && !key.isEmpty() && choice->currentData().toString() != key) {
                choice->setCurrentIndex(choice->findData(key));
                QCoreApplication::processEvents(); // the queued re-read
                break;
            }
        }
    }
    QCOMPARE(d->badLines(), 0);
    QCOMPARE(d->goodLines(), 9);
    QVERIFY(importButton(d)->isEnabled());
    importButton(d)->click();
    const tco::Actuals &a = m_window->document()->scenario().actuals.get();
    QCOMPARE(a.spend.size(), std::size_t(9));
    QVERIFY(std::abs(a.spendUsd() - 2217781.74) < 1e-6);

    // The same layout again: the mapping is remembered, every line reads.
    d = openImport(true, sample("billing-export.csv"));
    QVERIFY(d);
    QCOMPARE(d->badLines(), 0);
    QCOMPARE(d->goodLines(), 9);
    QCOMPARE(d->mapping().delimiter, ';');
    d->reject();

    // And saved for the command line, it is the sample mapping's equal.
    const QString path = m_dir->filePath(QStringLiteral("mine.json"));
    answerFileDialog(path);
    d = openImport(true, sample("billing-export.csv"));
    d->findChild<QPushButton *>(QStringLiteral("mapping.save"))->click();
    QCOMPARE(m_dialogKinds.last(), int(Prompts::FileDialog::SaveMapping));
    QFile saved(path), reference(sample("billing-mapping.json"));
    QVERIFY(saved.open(QIODevice::ReadOnly) && reference.open(QIODevice::ReadOnly));
    const tco::MappingReadResult mine = tco::readColumnMapping(saved.readAll().toStdString());
    const tco::MappingReadResult theirs = tco::readColumnMapping(reference.readAll().toStdString());
    QVERIFY2(mine.ok, mine.error.c_str());
    QVERIFY(theirs.ok);
    QCOMPARE(mine.mapping.spendAmount, theirs.mapping.spendAmount);
    QCOMPARE(mine.mapping.dateFormat, theirs.mapping.dateFormat);
    QCOMPARE(mine.mapping.categoryNames.size(), std::size_t(6));
    d->reject();
}

void TestTracking::badLinesImportOnlyOnConsent()
{
    ColumnMappingDialog *d = openImport(true, sample("bad-lines.csv"));
    QVERIFY(d);
    QCOMPARE(d->goodLines(), 2);
    QCOMPARE(d->badLines(), 5);
    // Every bad line with its number, column, value and what was expected.
    const QString messages =
        d->findChild<QPlainTextEdit *>(QStringLiteral("mapping.messages"))->toPlainText();
    for (const char *line :
         {"Line 5,", "Line 6, date", "Line 7, amount", "Line 8, category", "Line 9, currency"})
        QVERIFY2(messages.contains(QLatin1String(line)),
                 qPrintable(QLatin1String(line) + QLatin1Char('\n') + messages));
    QVERIFY(!importButton(d)->isEnabled());
    auto *consent = d->findChild<QCheckBox *>(QStringLiteral("mapping.acceptPartial"));
    QVERIFY(consent->isVisible());
    consent->setChecked(true);
    // Five of seven lines: more than the 5 % an import may leave out. The
    // dialog says so, and imports only once the user raises the limit.
    QVERIFY(!importButton(d)->isEnabled());
    QVERIFY2(consent->text().contains(QLatin1String("raise the limit")), qPrintable(consent->text()));
    d->findChild<QSpinBox *>(QStringLiteral("mapping.maxLeftOut"))->setValue(80);
    QVERIFY(importButton(d)->isEnabled());
    importButton(d)->click();
    QCOMPARE(m_window->document()->scenario().actuals.get().spend.size(), std::size_t(2));
}

void TestTracking::badRowsAreTintedInThePreview()
{
    ColumnMappingDialog *d = openImport(true, sample("bad-lines.csv"));
    QVERIFY(d);
    auto *preview = d->findChild<QTableWidget *>(QStringLiteral("mapping.preview"));
    QVERIFY(preview->rowCount() >= 7);
    const QColor plain = preview->item(0, 0)->background().color();
    QStringList tinted;
    for (int r = 0; r < preview->rowCount(); ++r) {
        const QTableWidgetItem *line = preview->item(r, 0);
        if (line->background().style() != Qt::NoBrush && line->background().color() != plain) {
            tinted << line->text();
            // Its tooltip says what is wrong.
            QVERIFY2(line->toolTip().startsWith(QLatin1String("Line ") + line->text()),
                     qPrintable(line->toolTip()));
        }
    }
    QCOMPARE(tinted, (QStringList{QStringLiteral("5"), QStringLiteral("6"), QStringLiteral("7"),
                                  QStringLiteral("8"), QStringLiteral("9")}));
    d->reject();

    // Beyond the first rows, the bad ones are still shown.
    QString text = QStringLiteral("date,category,phase,amount\n");
    for (int i = 0; i < 30; ++i)
        text += QStringLiteral("2027-01-%1,compute,training,%2\n")
                    .arg(i % 28 + 1, 2, 10, QLatin1Char('0'))
                    .arg(i == 25 ? -5 : 100);
    const QString path = m_dir->filePath(QStringLiteral("late-error.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text.toUtf8());
    file.close();
    d = openImport(true, path);
    preview = d->findChild<QTableWidget *>(QStringLiteral("mapping.preview"));
    QCOMPARE(preview->item(preview->rowCount() - 1, 0)->text(), QStringLiteral("27")); // the 26th row
    QVERIFY(!preview->item(preview->rowCount() - 1, 0)->toolTip().isEmpty());
    d->reject();
}

void TestTracking::aSecondImportAsksToAddOrReplace()
{
    planner::ScenarioDocument *doc = m_window->document();
    ColumnMappingDialog *d = openImport(true, sample("spend-within.csv"));
    QVERIFY(!d->findChild<QWidget *>(QStringLiteral("mapping.existing"))->isVisible());
    importButton(d)->click();
    const std::size_t first = doc->scenario().actuals.get().spend.size();
    const double firstUsd = doc->scenario().actuals.get().spendUsd();
    QVERIFY(first > 100);

    // A second file: nothing is imported until the user chooses.
    d = openImport(true, sample("bad-lines.csv"));
    d->findChild<QCheckBox *>(QStringLiteral("mapping.acceptPartial"))->setChecked(true);
    d->findChild<QSpinBox *>(QStringLiteral("mapping.maxLeftOut"))->setValue(100);
    QVERIFY(d->findChild<QWidget *>(QStringLiteral("mapping.existing"))->isVisible());
    QVERIFY(!importButton(d)->isEnabled());
    d->findChild<QRadioButton *>(QStringLiteral("mapping.add"))->setChecked(true);
    QVERIFY(importButton(d)->isEnabled());
    importButton(d)->click();
    QCOMPARE(doc->scenario().actuals.get().spend.size(), first + 2);
    QVERIFY(std::abs(doc->scenario().actuals.get().spendUsd() - (firstUsd + 1250.5)) < 1e-6);

    // The first file again, added: nothing counts twice.
    d = openImport(true, sample("spend-within.csv"));
    d->findChild<QRadioButton *>(QStringLiteral("mapping.add"))->setChecked(true);
    importButton(d)->click();
    QCOMPARE(doc->scenario().actuals.get().spend.size(), first + 2);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QLatin1String("not counted twice")));

    // Replace: only the new file's lines; one undo step brings them back.
    d = openImport(true, sample("bad-lines.csv"));
    d->findChild<QCheckBox *>(QStringLiteral("mapping.acceptPartial"))->setChecked(true);
    d->findChild<QSpinBox *>(QStringLiteral("mapping.maxLeftOut"))->setValue(100);
    d->findChild<QRadioButton *>(QStringLiteral("mapping.replace"))->setChecked(true);
    importButton(d)->click();
    QCOMPARE(doc->scenario().actuals.get().spend.size(), std::size_t(2));
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().actuals.get().spend.size(), first + 2);
}

void TestTracking::anIncompleteExportIsFlaggedBesideTheForecast()
{
    // The sample without its preparation lines: an export of the training
    // account only.
    QFile full(sample("spend-within.csv"));
    QVERIFY(full.open(QIODevice::ReadOnly));
    QByteArray partial;
    for (const QByteArray &line : full.readAll().split('\n'))
        if (!line.contains(",preparation,"))
            partial += line + '\n';
    const QString path = m_dir->filePath(QStringLiteral("training-only.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(partial);
    file.close();
    ColumnMappingDialog *d = openImport(true, path);
    importButton(d)->click();
    QVERIFY(waitForTracking());
    planner::TrackingPanel *panel = m_window->mode<planner::PlanMode>()->chartArea()->trackingPanel();
    auto *incomplete = panel->findChild<QLabel *>(QStringLiteral("trackingIncomplete"));
    QTRY_VERIFY(!incomplete->text().isEmpty());
    QVERIFY2(incomplete->text().contains(QLatin1String("incomplete export")) &&
                 incomplete->text().contains(QLatin1String("Preparation")),
             qPrintable(incomplete->text()));
    // The budget tile says it beside the verdict.
    auto *tile = m_window->findChild<QWidget *>(QStringLiteral("kpi.budget.detail"));
    QVERIFY(tile);
    QVERIFY2(qobject_cast<QLabel *>(tile)->text().contains(QLatin1String("export may be incomplete")),
             qPrintable(qobject_cast<QLabel *>(tile)->text()));

    // The whole export: no warning.
    d = openImport(true, sample("spend-within.csv"));
    d->findChild<QRadioButton *>(QStringLiteral("mapping.replace"))->setChecked(true);
    importButton(d)->click();
    QVERIFY(waitForTracking());
    QTRY_VERIFY(incomplete->text().isEmpty());
}

void TestTracking::pastTheReviewLineTheWindowSaysSo()
{
    planner::TrackingPanel *panel = m_window->mode<planner::PlanMode>()->chartArea()->trackingPanel();
    // Without actuals the panel says what importing gives; no alert.
    QVERIFY(panel->findChild<QLabel *>(QStringLiteral("trackingEmpty"))
                ->text()
                .contains(QLatin1String("Import")));
    QVERIFY(!m_window->mode<planner::PlanMode>()->trackingAlert()->isVisible());

    ColumnMappingDialog *d = openImport(true, sample("spend-review.csv"));
    importButton(d)->click();
    d = openImport(false, sample("progress.csv"));
    importButton(d)->click();
    QVERIFY(waitForTracking());
    QTRY_VERIFY(m_window->mode<planner::PlanMode>()->trackingAlert()->isVisible());
    QCOMPARE(m_window->mode<planner::PlanMode>()->trackingAlert()->status(), tco::BudgetStatus::PastReview);
    QVERIFY2(
        m_window->mode<planner::PlanMode>()->trackingAlert()->text().contains(QLatin1String("review line")),
        qPrintable(m_window->mode<planner::PlanMode>()->trackingAlert()->text()));
    const QString status = panel->findChild<QLabel *>(QStringLiteral("trackingStatus"))->text();
    QVERIFY2(status.startsWith(QLatin1String("Past the review line")), qPrintable(status));
    QVERIFY(panel->findChild<QLabel *>(QStringLiteral("trackingCalibration"))
                ->text()
                .contains(QLatin1String("MFU")));
    QVERIFY(panel->findChild<QTableWidget *>(QStringLiteral("trackingByCategory"))->rowCount() > 3);
    QCOMPARE(panel->findChild<QTableWidget *>(QStringLiteral("trackingByPhase"))->rowCount(), 3);
    QVERIFY(panel->findChild<QTableWidget *>(QStringLiteral("trackingExplanation"))->rowCount() >= 1);

    // The spend timeline draws the actual spend and the landing point with its band.
    planner::SpendTimelineChart *chart = m_window->mode<planner::PlanMode>()->chartArea()->spendChart();
    QVERIFY(chart->actual()->dataCount() > 3);
    QCOMPARE(chart->landing()->dataCount(), 1);
    const tco::Tracking &t = *panel->tracking();
    QCOMPARE(chart->landing()->data()->at(0)->value, t.forecastP50Usd);
    QVERIFY(t.forecastP90Usd > t.forecastP50Usd);
    // The last actual point is the spend to date.
    QVERIFY(std::abs((chart->actual()->data()->constEnd() - 1)->value - t.actualUsd) < 1e-6 * t.actualUsd);

    // "Show" brings the tracking tab up.
    m_window->mode<planner::PlanMode>()->chartArea()->tabs()->setCurrentIndex(0);
    m_window->mode<planner::PlanMode>()
        ->trackingAlert()
        ->findChild<QPushButton *>(QStringLiteral("trackingAlertShow"))
        ->click();
    QCOMPARE(m_window->mode<planner::PlanMode>()->chartArea()->tabs()->currentIndex(), 3);

    // Forgetting the actuals takes the alert and the lines away.
    action(QStringLiteral("actionClearActuals"))->trigger();
    QVERIFY(!m_window->mode<planner::PlanMode>()->trackingAlert()->isVisible());
    QTRY_COMPARE(chart->actual()->dataCount(), 0);
}

void TestTracking::actualsAreSavedWithThePlan()
{
    ColumnMappingDialog *d = openImport(true, sample("spend-warning.csv"));
    importButton(d)->click();
    d = openImport(false, sample("progress.csv"));
    importButton(d)->click();
    const tco::Actuals imported = m_window->document()->scenario().actuals.get();
    const QString path = m_dir->filePath(QStringLiteral("tracked.tcoplan"));
    answerFileDialog(path);
    action(QStringLiteral("actionSave"))->trigger();
    QVERIFY(m_messages.isEmpty());
    action(QStringLiteral("actionNew"))->trigger();
    QVERIFY(m_window->document()->scenario().actuals.empty());
    QVERIFY(m_window->files()->openFile(path));
    QCOMPARE(m_window->document()->scenario().actuals.get(), imported);
    QVERIFY(waitForTracking());
    QTRY_COMPARE(m_window->mode<planner::PlanMode>()->trackingAlert()->status(),
                 tco::BudgetStatus::PastWarning);
}

void TestTracking::theReportHasADeviationChapter()
{
    ColumnMappingDialog *d = openImport(true, sample("spend-review.csv"));
    importButton(d)->click();
    d = openImport(false, sample("progress.csv"));
    importButton(d)->click();
    const QString path = m_dir->filePath(QStringLiteral("report.html"));
    QVERIFY(m_window->files()->exportReportTo(path, planner::ReportKind::Full));
    QFile html(path);
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(html.readAll());
    QVERIFY(text.contains(QLatin1String("Actual spend against the plan")));
    QVERIFY(text.contains(QLatin1String("Past the review line")));
    QVERIFY(text.contains(QLatin1String("Planned to date and actual spend by category")));
    const QString executive = m_dir->filePath(QStringLiteral("executive.html"));
    QVERIFY(m_window->files()->exportReportTo(executive, planner::ReportKind::Executive));
    QFile exec(executive);
    QVERIFY(exec.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(exec.readAll()).contains(QLatin1String("Actual spend against the plan")));
    // The CSV report carries the same figures for a spreadsheet.
    const QString csvPath = m_dir->filePath(QStringLiteral("report.csv"));
    QVERIFY(m_window->files()->exportReportTo(csvPath, planner::ReportKind::Full));
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QString table = QString::fromUtf8(csv.readAll());
    QVERIFY(table.contains(QLatin1String("scenario,tracking,key,plannedUsd,actualUsd,deltaUsd")));
    QVERIFY(table.contains(QLatin1String(",status,pastReview,")));
    QVERIFY(table.contains(QLatin1String(",forecast,p50,")));
}

PLANNER_TEST_MAIN(TestTracking)
} // namespace tst_tracking

#include "tst_tracking.moc"
