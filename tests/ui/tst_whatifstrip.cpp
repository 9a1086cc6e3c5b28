// SPDX-License-Identifier: GPL-3.0-or-later
// The what-if strip in the window, offscreen and through the real widgets:
// its numbers equal separate evaluations (and Monte Carlos) of each variant,
// totals follow a held slider while the P90s wait for the hand to rest, a
// click applies a variant as one undo step (the accelerator included), and
// pinning a variant of one's own adds a row, as one undo step.
#include "dialogs/pinvariantdialog.h"
#include "editor/whatifstrip.h"
#include "modes/plan/planmode.h"
#include "services/afterpaint.h"
#include "services/analysisworker.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"
#include "texts/inputtexts.h"
#include "texts/numberformat.h"
#include "widgets/painthold.h"
#include "widgets/valuespinbox.h"
#include "widgets/wrappedlabel.h"

#include "document/scenariodocument.h"

#include "analysis/analysis.h"
#include "analysis/variants.h"
#include "plan/catalog.h"
#include "plan/evaluate.h"

#include "testmain.h"
#include "windowfixture.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <cmath>
#include <memory>

namespace tst_whatifstrip { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::MainWindow;
using tco::InputId;
using K = tco::VariantKind;

class TestWhatIfStrip : public planner::tests::WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void numbersEqualSeparateEvaluations();
    void lessThanADayReadsInHours();
    void tooltipsNameOptionsNotCodes();
    void totalsFollowAHeldSliderAndP90Waits();
    void aHeldSliderDoesNotRelayoutTheWindow();
    void aHeldSliderMeasuresOnlyTheLabelsThatChanged();
    void aWrappedLabelMeasuresLikeQLabelOnce();
    void aHeldSliderRestylesNoLabelWhoseToneStays();
    void afterPaintRunsOnceTheWindowHasPainted();
    void aHeldPaintWaitsForTheWorkPostedWhileQueued();
    void clickAppliesAndOneUndoReverts();
    void pinningAddsARowAndRemovingTakesItAway();

private:
    /** A small window that counts its paints, on screen and painted. */
    struct PaintCounter : QWidget {
        int paints = 0;
        void paintEvent(QPaintEvent *) override { ++paints; }
        bool shown()
        {
            resize(200, 100);
            show();
            const bool exposed = QTest::qWaitForWindowExposed(this);
            QTest::qWait(50);
            return exposed;
        }
    };
    template <typename T> T *child(const QString &name) const
    {
        auto *found = m_window->findChild<T *>(name);
        if (!found)
            qWarning("no child %s", qPrintable(name));
        return found;
    }
    QString text(int row, const char *what) const
    {
        return child<QLabel>(QStringLiteral("whatIf.%1.%2").arg(row).arg(QLatin1String(what)))->text();
    }
    int rowOf(K kind) const
    {
        const auto &rows = m_window->mode<planner::PlanMode>()->whatIfStrip()->rows();
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (rows[i].variant.kind == kind)
                return static_cast<int>(i);
        return -1;
    }
    /** Waits until every P90 of the strip has arrived. */
    void waitForP90s()
    {
        const auto ready = [this] {
            for (int i = 0;
                 i < static_cast<int>(m_window->mode<planner::PlanMode>()->whatIfStrip()->rows().size()); ++i)
                if (text(i, "p90") == QStringLiteral("…"))
                    return false;
            return true;
        };
        QTRY_VERIFY_WITH_TIMEOUT(ready(), 60000);
    }
};

void TestWhatIfStrip::initTestCase()
{
    planner::tests::useOwnSettings("tst_whatifstrip");
}

void TestWhatIfStrip::init()
{
    QVERIFY(openWindow());
    // Fewer samples keep the test quick; the figures must still match.
    m_window->analysis()->setSamples(500);
    m_window->document()->setValue(InputId::ComputeMfu, 0.42);
}

void TestWhatIfStrip::cleanup()
{
    closeWindow();
}

void TestWhatIfStrip::numbersEqualSeparateEvaluations()
{
    const tco::Scenario s = m_window->document()->scenario();
    const tco::Catalog &catalog = m_window->document()->catalog();
    const tco::Result base = tco::evaluate(s, catalog);
    const auto &rows = m_window->mode<planner::PlanMode>()->whatIfStrip()->rows();
    QVERIFY(rows.size() >= 11);
    for (K kind :
         {K::OnDemand, K::Reserved, K::Spot, K::Buy, K::MfuLower, K::MfuHigher, K::HalfAccelerators,
          K::DoubleAccelerators, K::NextAccelerator, K::PreviousAccelerator, K::Fp8, K::StrongerPractice})
        QVERIFY2(rowOf(kind) >= 0, tco::variantKey(kind).data());
    waitForP90s();
    const int samples = m_window->analysis()->samples();
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
        const tco::VariantRow &row = rows[static_cast<std::size_t>(i)];
        const QByteArray what = tco::variantKey(row.variant.kind).data();
        const tco::Scenario v = tco::applyChanges(s, row.variant.changes);
        const tco::Result r = tco::evaluate(v, catalog);
        QVERIFY2(r.feasible(), what);
        QCOMPARE(text(i, "total"), planner::formatUsd(r.totalUsd));
        QCOMPARE(text(i, "days"), planner::formatDays(r.wallClockDays));
        QCOMPARE(text(i, "delta"), planner::formatSignedUsd(r.totalUsd - base.totalUsd));
        const tco::RiskSummary risk = tco::monteCarlo(v, catalog, samples, m_window->analysis()->seed());
        QCOMPARE(text(i, "p90"), planner::formatUsd(risk.costP90));
        const auto *name = child<QPushButton>(QStringLiteral("whatIf.%1.name").arg(i));
        QVERIFY2(name->isVisible(), what);
        QVERIFY2(name->isEnabled() != row.current, what);
    }
    // The plan's own pricing mode is marked, and changes nothing.
    const auto *reserved = child<QPushButton>(QStringLiteral("whatIf.%1.name").arg(rowOf(K::Reserved)));
    QVERIFY(reserved->text().contains(QLatin1String("(current)")));
}

void TestWhatIfStrip::tooltipsNameOptionsNotCodes()
{
    // The tooltips said "Pricing mode: 0", "Operational practice: 2": a
    // choice reads as its option's name, an accelerator as its name.
    const auto &rows = m_window->mode<planner::PlanMode>()->whatIfStrip()->rows();
    const tco::Catalog &catalog = m_window->document()->catalog();
    int choices = 0;
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
        const tco::VariantRow &row = rows[static_cast<std::size_t>(i)];
        if (row.current)
            continue;
        const QString tip = child<QPushButton>(QStringLiteral("whatIf.%1.name").arg(i))->toolTip();
        for (const tco::InputSetting &set : row.variant.changes.settings()) {
            if (tco::spec(set.id).kind != tco::InputKind::Choice ||
                set.value == m_window->document()->scenario().value(set.id))
                continue;
            const QString option = planner::InputTexts::choice(set.id, static_cast<int>(set.value));
            QVERIFY2(option.toInt() == 0 && option != QLatin1String("0"), qPrintable(option));
            QVERIFY2(tip.contains(planner::InputTexts::label(set.id) + QStringLiteral(": ") + option),
                     qPrintable(tip));
            ++choices;
        }
        if (const std::string &gpu = row.variant.changes.gpuId(); !gpu.empty())
            QVERIFY2(tip.contains(QString::fromStdString(catalog.find(gpu)->name)), qPrintable(tip));
    }
    QVERIFY(choices >= 3); // pricing modes and the practice at least
}

void TestWhatIfStrip::totalsFollowAHeldSliderAndP90Waits()
{
    waitForP90s();
    planner::ScenarioDocument *doc = m_window->document();
    const int spot = rowOf(K::Spot);
    const QString totalBefore = text(spot, "total");
    QVERIFY(!doc->setValue(InputId::ClusterGpuCount, 3072, true));
    const tco::Scenario held = doc->scenario();
    // Spot on the held plan (the rows shown are still the previous plan's
    // until the worker's arrive).
    const tco::Result r = tco::evaluate(
        tco::applyChanges(held,
                          tco::whatIf(held, doc->catalog())[static_cast<std::size_t>(spot)].variant.changes),
        doc->catalog());
    // Totals and days live: with the move's Monte Carlo, from the worker
    // (the GUI thread only replots); the P90s wait for the hand to rest.
    QTRY_COMPARE(text(spot, "total"), planner::formatUsd(r.totalUsd));
    QVERIFY(text(spot, "total") != totalBefore);
    QCOMPARE(text(spot, "days"), planner::formatDays(r.wallClockDays));
    QCOMPARE(text(spot, "p90"), QStringLiteral("…"));
    // Still held, the Monte Carlo of the plan may come; the variants' P90s wait.
    QTest::qWait(600);
    QCOMPARE(text(spot, "p90"), QStringLiteral("…"));
    doc->endInteraction();
    waitForP90s();
    const tco::RiskSummary risk = tco::monteCarlo(
        tco::applyChanges(held,
                          m_window->mode<planner::PlanMode>()->whatIfStrip()->rows()[spot].variant.changes),
        doc->catalog(), m_window->analysis()->samples(), m_window->analysis()->seed());
    QCOMPARE(text(spot, "p90"), planner::formatUsd(risk.costP90));
}

namespace {
/** Counts the layout requests a widget receives. */
class LayoutRequestCounter : public QObject
{
public:
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            ++count;
        return false;
    }
};
} // namespace

void TestWhatIfStrip::aHeldSliderDoesNotRelayoutTheWindow()
{
    // The KPI figures and the strip's totals change with every move; a
    // relayout of the window (every word-wrapped label measured again) cost
    // several ms a move (bench_window). The figures stay inside their fences.
    planner::ScenarioDocument *doc = m_window->document();
    auto *results = child<QWidget>(QStringLiteral("results"));
    LayoutRequestCounter counter;
    results->installEventFilter(&counter);
    // Nor the status bar's "Monte Carlo: updating…" / "… samples", which
    // alternates on every move (it was two layouts of the window a move).
    LayoutRequestCounter windowCounter;
    m_window->installEventFilter(&windowCounter);
    // Let the window settle first (start-up layouts and the first analysis
    // can arrive late on a slow or sanitized build): until no analysis is
    // pending or running and 200 ms pass without a layout request.
    for (int quiet = 0, tries = 0; quiet < 4 && tries < 200; ++tries) {
        const int before = counter.count;
        QTest::qWait(50);
        const bool settled = counter.count == before && !m_window->analysis()->isStale();
        quiet = settled ? quiet + 1 : 0;
    }
    counter.count = 0;
    windowCounter.count = 0;
    const QString before = text(rowOf(K::Spot), "total");
    for (int i = 1; i <= 6; ++i) {
        QVERIFY(!doc->setValue(InputId::ClusterGpuCount, 2048 + 256 * i, true));
        QTest::qWait(20);
    }
    // The figures moved (with the worker's result for the last move), and are right.
    const int spot = rowOf(K::Spot);
    const tco::Variant variant =
        tco::whatIf(doc->scenario(), doc->catalog())[static_cast<std::size_t>(spot)].variant;
    const double total =
        tco::evaluate(tco::applyChanges(doc->scenario(), variant.changes), doc->catalog()).totalUsd;
    QTRY_COMPARE(text(spot, "total"), planner::formatUsd(total));
    QVERIFY(text(spot, "total") != before);
    results->removeEventFilter(&counter);
    m_window->removeEventFilter(&windowCounter);
    QVERIFY2(windowCounter.count == 0, qPrintable(QString::number(windowCounter.count)));
    // Six moves, no relayout each: at most one, when a fenced figure grows
    // to a height it keeps for the rest of the drag (it was 17 unfenced).
    QVERIFY2(counter.count <= 1, qPrintable(QString::number(counter.count)));
    doc->endInteraction();
}

void TestWhatIfStrip::aHeldSliderMeasuresOnlyTheLabelsThatChanged()
{
    // A QLabel measures its wrapped text again (text shaping) each time a
    // layout asks for its height, and the "Use optimal (…)" button, whose
    // text changes with every move, laid out the whole controls column: its
    // rich-text input labels were all measured again on every move
    // (bench_window). Now the button keeps its size and each label
    // remembers its heights: a drag measures only a label whose text changed.
    planner::ScenarioDocument *doc = m_window->document();
    QTest::qWait(200);
    auto *controls = child<QWidget>(QStringLiteral("controls"));
    const QList<planner::WrappedLabel *> labels = controls->findChildren<planner::WrappedLabel *>();
    QVERIFY(labels.size() > 10); // the input labels and units
    std::vector<int> before;
    std::vector<QString> texts;
    std::vector<bool> changed(std::size_t(labels.size()), false);
    for (const planner::WrappedLabel *l : labels) {
        before.push_back(l->measurements());
        texts.push_back(l->text());
    }
    const QString optimalBefore = child<QPushButton>(QStringLiteral("useOptimalInterval"))->text();
    for (int i = 1; i <= 6; ++i) {
        QVERIFY(!doc->setValue(InputId::ClusterGpuCount, 2048 + 256 * i, true));
        QTest::qWait(20);
        for (qsizetype k = 0; k < labels.size(); ++k)
            changed[std::size_t(k)] = changed[std::size_t(k)] || labels[k]->text() != texts[std::size_t(k)];
    }
    QTest::qWait(100);
    // The button's text did change (the optimum depends on the cluster).
    QVERIFY(child<QPushButton>(QStringLiteral("useOptimalInterval"))->text() != optimalBefore);
    int remeasured = 0, unchanged = 0;
    for (qsizetype k = 0; k < labels.size(); ++k) {
        planner::WrappedLabel *l = labels[k];
        if (changed[std::size_t(k)] || l->text() != texts[std::size_t(k)])
            continue; // a new text is measured, once
        ++unchanged;
        if (l->measurements() != before[std::size_t(k)]) {
            qWarning("%s measured again: %s", qPrintable(l->objectName()), qPrintable(l->text()));
            ++remeasured;
        }
    }
    QVERIFY(unchanged > 10);
    QCOMPARE(remeasured, 0);
    doc->endInteraction();
}

void TestWhatIfStrip::aHeldSliderRestylesNoLabelWhoseToneStays()
{
    // A delta's tone (better, worse) was set back to neutral and then to
    // its own on every refresh: two palette changes, and a restyle of the
    // label each, for every delta of the strip on every move of a slider.
    planner::ScenarioDocument *doc = m_window->document();
    auto *strip = m_window->mode<planner::PlanMode>()->whatIfStrip();
    QTest::qWait(200);
    struct PaletteChanges : QObject {
        int count = 0;
        bool eventFilter(QObject *, QEvent *event) override
        {
            count += event->type() == QEvent::PaletteChange;
            return false;
        }
    } changes;
    const QList<QLabel *> labels = strip->findChildren<QLabel *>();
    for (QLabel *l : labels)
        l->installEventFilter(&changes);
    // Moves that keep every variant on its side of the plan.
    for (int i = 1; i <= 4; ++i) {
        QVERIFY(!doc->setValue(InputId::ComputeMfu, 0.42 + 0.002 * i, true));
        QTest::qWait(30);
    }
    doc->endInteraction();
    QTest::qWait(100);
    QVERIFY(labels.size() > 20);
    QCOMPARE(changes.count, 0);
}

void TestWhatIfStrip::aWrappedLabelMeasuresLikeQLabelOnce()
{
    // What it remembers is what QLabel measures, for each text, format,
    // font and width; asked again, it does not measure.
    planner::WrappedLabel label;
    QLabel plain;
    plain.setWordWrap(true);
    const QString texts[] = {QStringLiteral("Checkpoint every 8.44 min instead of 30 min"),
                             QStringLiteral("<b>Accelerators</b> in the cluster, rented or owned"),
                             QStringLiteral("训练一个大模型要花多少钱：从算力到存储的全部成本")};
    for (const QString &text : texts) {
        for (Qt::TextFormat format : {Qt::PlainText, Qt::RichText}) {
            for (bool bold : {false, true}) {
                QFont font = label.font();
                font.setBold(bold);
                for (QLabel *l : {static_cast<QLabel *>(&label), &plain}) {
                    l->setFont(font);
                    l->setTextFormat(format);
                    l->setText(text);
                }
                for (int width : {40, 120, 400, 120}) {
                    const int measured = label.measurements();
                    QCOMPARE(label.heightForWidth(width), plain.heightForWidth(width));
                    QCOMPARE(label.heightForWidth(width), plain.heightForWidth(width));
                    QVERIFY(label.measurements() <= measured + 1);
                }
            }
        }
    }
    // 3 texts x 2 formats x 2 fonts, three distinct widths each.
    QCOMPARE(label.measurements(), 3 * 2 * 2 * 3);
}

void TestWhatIfStrip::afterPaintRunsOnceTheWindowHasPainted()
{
    // During a drag the strip's totals arrive just after the Monte Carlo;
    // handled as an ordinary event they came before the window's paint and
    // held back the charts and figures the move had changed. They now run
    // after that paint, however many requests came, once.
    PaintCounter window;
    QVERIFY(window.shown());
    QStringList order;
    planner::AfterPaint after([&] { order << QStringLiteral("run after %1 paint(s)").arg(window.paints); },
                              nullptr);
    const int before = window.paints;
    window.update(); // Qt posts the paint request at a low priority
    after.request();
    after.request();
    QVERIFY(after.isPending());
    QMetaObject::invokeMethod(
        &window, [&] { order << QStringLiteral("queued after %1 paint(s)").arg(window.paints); },
        Qt::QueuedConnection);
    QTRY_COMPARE(order.size(), 2);
    QTest::qWait(20);
    QCOMPARE(order, QStringList({QStringLiteral("queued after %1 paint(s)").arg(before),
                                 QStringLiteral("run after %1 paint(s)").arg(before + 1)}));
    QVERIFY(!after.isPending());
}

void TestWhatIfStrip::aHeldPaintWaitsForTheWorkPostedWhileQueued()
{
    // Qt runs a paint it queued before work that is posted after the queue
    // started, however low the paint's priority: a chart replot queued by
    // the Monte Carlo's result came after the paint of the move. A
    // PaintHold puts the paint behind such work, and never holds it for
    // ever.
    PaintCounter window;
    QVERIFY(window.shown());
    bool workQueued = false;
    QStringList order;
    planner::PaintHold hold(
        &window, [&] { return workQueued; }, nullptr);
    const int before = window.paints;
    window.update(); // Qt queues the paint request
    // Work posted once the queue runs, as a worker's result is.
    QMetaObject::invokeMethod(
        &window,
        [&] {
            workQueued = true;
            QMetaObject::invokeMethod(
                &window,
                [&] {
                    order << QStringLiteral("work after %1 paint(s)").arg(window.paints - before);
                    workQueued = false;
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
    QTRY_COMPARE(order.size(), 1);
    QTRY_COMPARE(window.paints, before + 1);
    QCOMPARE(order.front(), QStringLiteral("work after 0 paint(s)"));

    // Work that never ends holds a paint a few times, then lets it through.
    workQueued = true;
    window.update();
    QTRY_COMPARE(window.paints, before + 2);
}

void TestWhatIfStrip::lessThanADayReadsInHours()
{
    // Issue 53: a lever that moves the main run by an hour read
    // "−0.0495 days" in the strip's "Days vs plan".
    QCOMPARE(planner::formatDays(0.0495), QStringLiteral("1.19 h"));
    QCOMPARE(planner::formatDays(0.5), QStringLiteral("12 h"));
    QCOMPARE(planner::formatDays(95.25), QStringLiteral("95.3 days"));
    QCOMPARE(planner::formatDays(0), QStringLiteral("0 days"));
}

void TestWhatIfStrip::clickAppliesAndOneUndoReverts()
{
    planner::ScenarioDocument *doc = m_window->document();
    const tco::Scenario before = doc->scenario();
    const int steps = doc->undoStack()->count();
    for (K kind : {K::Spot, K::NextAccelerator, K::StrongerPractice}) {
        const int i = rowOf(kind);
        QVERIFY(i >= 0);
        const tco::VariantRow row =
            m_window->mode<planner::PlanMode>()->whatIfStrip()->rows()[static_cast<std::size_t>(i)];
        QTest::mouseClick(child<QPushButton>(QStringLiteral("whatIf.%1.name").arg(i)), Qt::LeftButton);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->scenario(), tco::applyChanges(before, row.variant.changes));
        QCOMPARE(doc->result().totalUsd, row.totalUsd);
        QVERIFY(doc->isModified());
        if (kind == K::NextAccelerator)
            QCOMPARE(doc->scenario().gpuId, std::string("MI300X")); // faster for this plan, not the same peak
        // The strip now shows the applied variant as the plan.
        const int again = rowOf(kind);
        if (kind == K::Spot)
            QVERIFY(m_window->mode<planner::PlanMode>()
                        ->whatIfStrip()
                        ->rows()[static_cast<std::size_t>(again)]
                        .current);
        doc->undoStack()->undo();
        QCOMPARE(doc->scenario(), before);
        QCOMPARE(doc->undoStack()->index(), steps);
    }
}

void TestWhatIfStrip::pinningAddsARowAndRemovingTakesItAway()
{
    planner::ScenarioDocument *doc = m_window->document();
    planner::WhatIfStrip *strip = m_window->mode<planner::PlanMode>()->whatIfStrip();
    const tco::Scenario before = doc->scenario();
    const std::size_t rowsBefore = strip->rows().size();
    const int steps = doc->undoStack()->count();

    QTest::mouseClick(child<QPushButton>(QStringLiteral("whatIf.pin")), Qt::LeftButton);
    planner::PinVariantDialog *dialog = strip->pinDialog();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    dialog->findChild<QLineEdit *>(QStringLiteral("pin.name"))->setText(QStringLiteral("3,000 on B200"));
    auto *accelerator = dialog->findChild<QComboBox *>(QStringLiteral("pin.accelerator"));
    accelerator->setCurrentIndex(accelerator->findData(QStringLiteral("B200")));
    auto *input = dialog->findChild<QComboBox *>(QStringLiteral("pin.0.input"));
    input->setCurrentIndex(input->findData(static_cast<int>(InputId::ClusterGpuCount)));
    auto *value = dialog->findChild<planner::ValueSpinBox *>(QStringLiteral("pin.0.value"));
    QVERIFY(value);
    value->setFocus();
    value->selectAll();
    QTest::keyClicks(value, QStringLiteral("3000"));
    // Enter commits the value and accepts the form, as in any dialog.
    QTest::keyClick(value, Qt::Key_Return);
    QVERIFY(!strip->pinDialog());

    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QVERIFY(doc->isModified());
    QCOMPARE(doc->scenario().pinnedVariants.size(), std::size_t(1));
    QCOMPARE(doc->scenario().pinnedVariants[0].gpuId, std::string("B200"));
    const std::vector<tco::InputSetting> changes{{InputId::ClusterGpuCount, 3000}};
    QCOMPARE(doc->scenario().pinnedVariants[0].changes, changes);
    QCOMPARE(strip->rows().size(), rowsBefore + 1);
    const int pinned = static_cast<int>(rowsBefore);
    QCOMPARE(strip->rows().back().variant.kind, K::Pinned);
    QCOMPARE(child<QPushButton>(QStringLiteral("whatIf.%1.name").arg(pinned))->text(),
             QStringLiteral("3,000 on B200"));
    tco::Scenario expected = before;
    expected.set(InputId::ClusterGpuCount, 3000);
    expected.gpuId = "B200";
    const tco::Result r = tco::evaluate(expected, doc->catalog());
    QCOMPARE(text(pinned, "total"), planner::formatUsd(r.totalUsd));
    QCOMPARE(doc->result().totalUsd, tco::evaluate(before, doc->catalog()).totalUsd); // the plan is unchanged
    waitForP90s();

    // One undo takes the pin away; redo puts it back; "×" removes it as a step.
    doc->undoStack()->undo();
    QCOMPARE(strip->rows().size(), rowsBefore);
    QCOMPARE(doc->scenario(), before);
    doc->undoStack()->redo();
    QCOMPARE(strip->rows().size(), rowsBefore + 1);
    auto *remove = child<QToolButton>(QStringLiteral("whatIf.%1.remove").arg(pinned));
    QVERIFY(remove->isVisible());
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(strip->rows().size(), rowsBefore);
    QCOMPARE(doc->undoStack()->count(), steps + 2);
    QVERIFY(doc->scenario().pinnedVariants.empty());
}

PLANNER_TEST_MAIN(TestWhatIfStrip)
} // namespace tst_whatifstrip

#include "tst_whatifstrip.moc"
