// SPDX-License-Identifier: GPL-3.0-or-later
// The live what-if window driven through its real widgets (object names +
// findChild), offscreen: sliders change the KPIs and the charts, a drag is
// one undo step, invalid typing is refused with a message, "use optimal"
// sets the model's optimum, and the language switches at run time.
#include "charts/core/chartview.h"
#include "editor/acceleratorselector.h"
#include "modes/plan/chartarea.h"
#include "modes/plan/kpiheader.h"
#include "modes/plan/planmode.h"
#include "prompts/prompts.h"
#include "services/analysisworker.h"
#include "services/languagemanager.h"
#include "services/settings.h"
#include "shell/fileactions.h"
#include "shell/mainwindow.h"
#include "texts/inputformat.h"
#include "texts/inputtexts.h"
#include "widgets/kpitile.h"
#include "widgets/sliderscale.h"
#include "widgets/valuespinbox.h"

#include "document/scenariodocument.h"

#include "analysis/analysis.h"
#include "plan/catalog.h"
#include "plan/evaluate.h"
#include "plan/scenario.h"

#include <qcustomplot.h>

#include "testmain.h"
#include "windowfixture.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QUndoStack>

#include <cmath>
#include <memory>

namespace tst_mainwindow { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::MainWindow;
using tco::InputId;

namespace {

QString keyOf(InputId id)
{
    const auto key = tco::spec(id).key;
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

/** The text field inside a value spin box, as a user types into it. */
QLineEdit *edit(planner::ValueSpinBox *spin)
{
    return spin->findChild<QLineEdit *>();
}

/** Every figure the KPI header shows, as one string. */
QString kpiText(const MainWindow &w)
{
    QStringList parts;
    for (const auto *tile : w.mode<planner::PlanMode>()->kpiHeader()->findChildren<planner::KpiTile *>())
        parts << tile->objectName() + QLatin1Char('=') + tile->value() + QLatin1Char('|') + tile->detail();
    parts.sort();
    return parts.join(QLatin1Char(';'));
}

/** A fingerprint of a chart's data: every data point of every plottable and
 *  the position of every item (markers, labels). */
double chartSignature(const planner::ChartView *chart)
{
    QCustomPlot *plot = chart->plot();
    double sum = 0;
    double weight = 1;
    const auto add = [&](double v) {
        if (std::isfinite(v))
            sum += v * weight;
        weight = weight * 1.0001 + 0.37;
    };
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable *p = plot->plottable(i);
        if (auto *g = qobject_cast<QCPGraph *>(p))
            for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) {
                add(it->key);
                add(it->value);
            }
        else if (auto *b = qobject_cast<QCPBars *>(p))
            for (auto it = b->data()->constBegin(); it != b->data()->constEnd(); ++it) {
                add(it->key);
                add(it->value);
            }
        else if (auto *c = qobject_cast<QCPCurve *>(p))
            for (auto it = c->data()->constBegin(); it != c->data()->constEnd(); ++it) {
                add(it->key);
                add(it->value);
            }
    }
    for (int i = 0; i < plot->itemCount(); ++i)
        for (const QCPItemPosition *pos : plot->item(i)->positions()) {
            add(pos->coords().x());
            add(pos->coords().y());
        }
    return sum;
}

} // namespace

class TestMainWindow : public planner::tests::WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void everyInputIsEditable();
    void fieldTextRoundTrips();
    void everyControlHasAnAccessibleName();
    void primarySliderChangesKpisAndCharts_data();
    void primarySliderChangesKpisAndCharts();
    void acceleratorChangesKpisAndIsUndoable();
    void undoShortcutRestores();
    void typedValueIsApplied();
    void oldRefusalGoesWhenThePlanMovesOn();
    void controlsStayPutWhenTextsGrow();
    void refusalMovesNoControl();
    void helpMethodShowsTheModel();
    void aboutSaysWhereTheDefaultsComeFrom();
    void invalidTypedValueIsRefused_data();
    void invalidTypedValueIsRefused();
    void useOptimalSetsModelOptimum();
    void changedInputIsMarkedAndResets();
    void conditionBannerShowsWhenRunCannotFinish();
    void languageSwitchRetranslates();
    void adviceShowsThreeRowsInEitherLanguage();
    void chineseTranslationIsComplete();
    void windowGeometryIsRemembered();
    void openFileFailureIsReported();
    void openedFileNamesTheWindow();

private:
    template <typename T> T *child(const QString &name) const
    {
        auto *found = m_window->findChild<T *>(name);
        if (!found)
            qWarning("no child %s", qPrintable(name));
        return found;
    }
};

void TestMainWindow::initTestCase()
{
    planner::tests::useOwnSettings("tst_mainwindow");
    QVERIFY(planner::InputTexts::coversAllInputs());
}

void TestMainWindow::init()
{
    QVERIFY(openWindow());
    m_window->mode<planner::PlanMode>()->chartArea()->tabs()->setCurrentIndex(0);
}

void TestMainWindow::cleanup()
{
    closeWindow();
}

void TestMainWindow::everyInputIsEditable()
{
    for (const tco::InputSpec &in : tco::inputSpecs())
        QVERIFY2(child<QWidget>(QStringLiteral("editor.") + keyOf(in.id)), in.key.data());
    QVERIFY(child<QComboBox>(QStringLiteral("combo.hardware.gpu")));
    // Log sliders where the range spans decades.
    QVERIFY(tco::spec(InputId::ModelParameters).logScale);
    QVERIFY(tco::spec(InputId::DataTokens).logScale);
    auto *slider = child<QSlider>(QStringLiteral("slider.model.parameters"));
    QVERIFY(slider);
    const planner::SliderScale scale(tco::spec(InputId::ModelParameters));
    // Mid-way on a log slider from 100M to 10T is the geometric mean,
    // 10^10.5 ≈ 31.6B (snapped to three digits).
    QCOMPARE(scale.value(slider->maximum() / 2), 3.16e10);
}

void TestMainWindow::fieldTextRoundTrips()
{
    for (const QLocale &locale :
         {QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::Chinese, QLocale::China)}) {
        for (const tco::InputSpec &in : tco::inputSpecs()) {
            if (in.kind == tco::InputKind::Choice)
                continue;
            for (double v : {in.defaultValue, in.minValue, in.maxValue, (in.minValue + in.maxValue) / 3}) {
                const QString text = planner::InputFormat::text(in, v, locale);
                const auto back = planner::InputFormat::parse(in, text, locale);
                QVERIFY2(back, qPrintable(text));
                QVERIFY2(
                    std::abs(*back - v) <= 1e-5 * std::max(1.0, std::abs(v)),
                    qPrintable(
                        QStringLiteral("%1: %2 -> %3 -> %4").arg(keyOf(in.id)).arg(v).arg(text).arg(*back)));
            }
        }
    }
    const tco::InputSpec &tokens = tco::spec(InputId::DataTokens);
    QCOMPARE(planner::InputFormat::text(tokens, 15e12), QStringLiteral("15T"));
    QCOMPARE(*planner::InputFormat::parse(tokens, QStringLiteral("1.5万亿")), 1.5e12);
    QCOMPARE(*planner::InputFormat::parse(tokens, QStringLiteral("300亿")), 3e10);
    QCOMPARE(*planner::InputFormat::parse(tokens, QStringLiteral("2e12")), 2e12);
    QCOMPARE(*planner::InputFormat::parse(tco::spec(InputId::ComputeMfu), QStringLiteral("45 %")), 0.45);
    QCOMPARE(*planner::InputFormat::parse(tco::spec(InputId::BudgetUsd), QStringLiteral("$25M")), 25e6);
    QVERIFY(!planner::InputFormat::parse(tokens, QStringLiteral("lots")));
}

void TestMainWindow::everyControlHasAnAccessibleName()
{
    const auto check = [](QWidget *w) {
        QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName()));
    };
    for (auto *w : m_window->findChildren<QSlider *>())
        check(w);
    for (auto *w : m_window->findChildren<planner::ValueSpinBox *>())
        check(w);
    for (auto *w : m_window->findChildren<QComboBox *>(Qt::FindChildrenRecursively))
        if (w->objectName().startsWith(QLatin1String("combo.")))
            check(w);
    for (auto *w : m_window->findChildren<QToolButton *>())
        if (w->objectName().startsWith(QLatin1String("reset.")))
            check(w);
    check(child<QPushButton>(QStringLiteral("useOptimalInterval")));
}

void TestMainWindow::primarySliderChangesKpisAndCharts_data()
{
    QTest::addColumn<InputId>("input");
    QTest::addColumn<int>("position");
    QTest::newRow("model size up") << InputId::ModelParameters << 800;
    QTest::newRow("training tokens down") << InputId::DataTokens << 500;
    QTest::newRow("mfu down") << InputId::ComputeMfu << 200;
    QTest::newRow("checkpoint interval longer") << InputId::CheckpointIntervalHours << 700;
    QTest::newRow("storage all warm") << InputId::StorageHotFraction << 0;
    QTest::newRow("accelerator count up") << InputId::ClusterGpuCount << 700;
}

void TestMainWindow::primarySliderChangesKpisAndCharts()
{
    QFETCH(InputId, input);
    QFETCH(int, position);
    planner::ScenarioDocument *doc = m_window->document();
    auto *slider = child<QSlider>(QStringLiteral("slider.") + keyOf(input));
    QVERIFY(slider);
    QVERIFY(slider->isVisible());
    QVERIFY(slider->value() != position);

    const double before = doc->value(input);
    const QString kpisBefore = kpiText(*m_window);
    std::vector<double> signatures;
    const auto visible = m_window->mode<planner::PlanMode>()->chartArea()->visibleCharts();
    QCOMPARE(visible.size(), std::size_t(4));
    for (const auto *chart : visible)
        signatures.push_back(chartSignature(chart));

    // A drag: several moves with the handle held, then the release.
    QSignalSpy changed(doc, &planner::ScenarioDocument::changed);
    slider->setSliderDown(true);
    const int start = slider->value();
    for (int step = 1; step <= 4; ++step)
        slider->setValue(start + (position - start) * step / 4);
    // Everything visible was refreshed during the drag, not on release.
    QCOMPARE(changed.count(), 4);
    QVERIFY(doc->isInteracting());
    QVERIFY(kpiText(*m_window) != kpisBefore);
    slider->setSliderDown(false);
    QVERIFY(!doc->isInteracting());

    QVERIFY(doc->value(input) != before);
    QCOMPARE(doc->result().totalUsd, tco::evaluate(doc->scenario(), doc->catalog()).totalUsd);
    QVERIFY(kpiText(*m_window) != kpisBefore);
    int chartsChanged = 0;
    for (std::size_t i = 0; i < visible.size(); ++i)
        if (chartSignature(visible[i]) != signatures[i])
            ++chartsChanged;
    QVERIFY2(chartsChanged >= 1, "no visible chart changed its data");
    // The breakdown follows every input that changes the total.
    QVERIFY(chartSignature(visible[0]) != signatures[0]);

    // One drag = one undo step; undo restores the value, the KPIs and the charts.
    QCOMPARE(doc->undoStack()->count(), 1);
    auto *undo = child<QAction>(QStringLiteral("actionUndo"));
    QVERIFY(undo && undo->isEnabled());
    QVERIFY(undo->text().contains(planner::InputTexts::label(input)));
    undo->trigger();
    QCOMPARE(doc->value(input), before);
    QCOMPARE(kpiText(*m_window), kpisBefore);
    QCOMPARE(slider->value(), start);
    for (std::size_t i = 0; i < visible.size(); ++i)
        QCOMPARE(chartSignature(visible[i]), signatures[i]);
    QVERIFY(!doc->isModified());
}

void TestMainWindow::acceleratorChangesKpisAndIsUndoable()
{
    planner::ScenarioDocument *doc = m_window->document();
    auto *combo = child<QComboBox>(QStringLiteral("combo.hardware.gpu"));
    QVERIFY(combo);
    const QString kpisBefore = kpiText(*m_window);
    const int index = combo->findData(QStringLiteral("A100-SXM-80GB"), Qt::UserRole);
    QVERIFY(index >= 0);
    // The list shows peak TFLOP/s, memory and price for every accelerator.
    QVERIFY(combo->model()->index(index, 1).data().toString().contains(QLatin1String("TFLOP/s")));
    QVERIFY(combo->model()->index(index, 2).data().toString().contains(QLatin1String("80 GB")));
    QVERIFY(combo->model()->index(index, 3).data().toString().contains(QLatin1Char('$')));
    combo->setCurrentIndex(index);
    Q_EMIT combo->activated(index);
    QCOMPARE(doc->gpuId(), QStringLiteral("A100-SXM-80GB"));
    QVERIFY(kpiText(*m_window) != kpisBefore);
    QVERIFY(child<QLabel>(QStringLiteral("details.hardware.gpu"))->text().contains(QLatin1String("312")));
    child<QAction>(QStringLiteral("actionUndo"))->trigger();
    QCOMPARE(doc->gpuId(), QStringLiteral("H100-SXM"));
    QCOMPARE(combo->currentData(Qt::UserRole).toString(), QStringLiteral("H100-SXM"));
    QCOMPARE(kpiText(*m_window), kpisBefore);
}

void TestMainWindow::undoShortcutRestores()
{
    planner::ScenarioDocument *doc = m_window->document();
    auto *slider = child<QSlider>(QStringLiteral("slider.compute.mfu"));
    slider->setFocus();
    const double typical = doc->result().mfuInput; // compute.mfu 0: typical for the plan
    QTest::keyClick(slider, Qt::Key_PageUp);
    QVERIFY(doc->value(InputId::ComputeMfu) > typical);
    QTest::keySequence(m_window.get(), QKeySequence::Undo);
    QCOMPARE(doc->value(InputId::ComputeMfu), 0.0);
    QTest::keySequence(m_window.get(), QKeySequence::Redo);
    QVERIFY(doc->value(InputId::ComputeMfu) > typical);
}

void TestMainWindow::typedValueIsApplied()
{
    planner::ScenarioDocument *doc = m_window->document();
    auto *spin = child<planner::ValueSpinBox>(QStringLiteral("spin.model.parameters"));
    QVERIFY(spin);
    spin->setFocus();
    edit(spin)->selectAll();
    QTest::keyClicks(edit(spin), QStringLiteral("405B"));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(doc->value(InputId::ModelParameters), 405e9);
    QCOMPARE(edit(spin)->text(), QStringLiteral("405B"));
    QVERIFY(!child<QLabel>(QStringLiteral("message.model.parameters"))->isVisible());
    auto *slider = child<QSlider>(QStringLiteral("slider.model.parameters"));
    QCOMPARE(slider->value(), planner::SliderScale(tco::spec(InputId::ModelParameters)).position(405e9));
}

void TestMainWindow::invalidTypedValueIsRefused_data()
{
    QTest::addColumn<InputId>("input");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("mentioned");
    QTest::newRow("mfu above 95 %") << InputId::ComputeMfu << QStringLiteral("150")
                                    << QStringLiteral("150 %");
    QTest::newRow("negative interval")
        << InputId::CheckpointIntervalHours << QStringLiteral("-2") << QStringLiteral("-2");
    QTest::newRow("not a number") << InputId::DataTokens << QStringLiteral("lots") << QStringLiteral("lots");
    QTest::newRow("fractional accelerators")
        << InputId::ClusterGpuCount << QStringLiteral("100.5") << QStringLiteral("100.5");
    QTest::newRow("budget line below warning")
        << InputId::BudgetReviewFraction << QStringLiteral("50") << QStringLiteral("warning line");
}

void TestMainWindow::invalidTypedValueIsRefused()
{
    QFETCH(InputId, input);
    QFETCH(QString, typed);
    QFETCH(QString, mentioned);
    planner::ScenarioDocument *doc = m_window->document();
    const QString key = keyOf(input);
    auto *spin = child<planner::ValueSpinBox>(QStringLiteral("spin.") + key);
    auto *message = child<QLabel>(QStringLiteral("message.") + key);
    QVERIFY(spin && message);
    const double before = doc->value(input);
    const QString textBefore = edit(spin)->text();
    QVERIFY(message->isHidden());

    spin->setFocus();
    edit(spin)->selectAll();
    QTest::keyClicks(edit(spin), typed);
    QTest::keyClick(spin, Qt::Key_Return);

    // The model keeps the last valid value and the field shows it again.
    QCOMPARE(doc->value(input), before);
    QCOMPARE(doc->undoStack()->count(), 0);
    QCOMPARE(edit(spin)->text(), textBefore);
    // The reason is next to the field, naming the value and what is allowed.
    QVERIFY(!message->isHidden());
    QVERIFY2(message->text().contains(mentioned), qPrintable(message->text()));
    QVERIFY2(message->text().contains(QLatin1String("Kept")), qPrintable(message->text()));

    // A valid value afterwards clears the message.
    edit(spin)->selectAll();
    QTest::keyClicks(edit(spin), textBefore);
    QTest::keyClick(spin, Qt::Key_Up);
    QVERIFY(message->isHidden());
}

void TestMainWindow::oldRefusalGoesWhenThePlanMovesOn()
{
    // Issue 13 §2: "abc is not a number" stayed under MFU after edits of
    // other inputs, after Save and after File › New.
    planner::ScenarioDocument *doc = m_window->document();
    auto *spin = child<planner::ValueSpinBox>(QStringLiteral("spin.compute.mfu"));
    auto *message = child<QLabel>(QStringLiteral("message.compute.mfu"));
    QVERIFY(spin && message);
    const auto refuse = [&] {
        spin->setFocus();
        edit(spin)->selectAll();
        QTest::keyClicks(edit(spin), QStringLiteral("abc"));
        QTest::keyClick(spin, Qt::Key_Return);
        QVERIFY(!message->isHidden());
        QVERIFY2(message->text().contains(QLatin1String("abc")), qPrintable(message->text()));
    };

    refuse();
    auto *other = child<QSlider>(QStringLiteral("slider.model.parameters"));
    other->setFocus();
    QTest::keyClick(other, Qt::Key_PageUp); // a valid edit of another input
    QVERIFY(message->isHidden());

    refuse();
    QTemporaryDir dir;
    QVERIFY(doc->save(dir.filePath(QStringLiteral("plan.tcoplan"))).ok());
    QVERIFY(message->isHidden());

    refuse();
    QVERIFY(!doc->isModified()); // a refusal changes nothing: New asks nothing
    child<QAction>(QStringLiteral("actionNew"))->trigger();
    QVERIFY(message->isHidden());
}

void TestMainWindow::controlsStayPutWhenTextsGrow()
{
    // Issue 13 §2: a longer accelerator subtitle in Buy mode moved every
    // control below it, so the next click landed on the wrong field.
    // The narrowest controls column, where a text that wraps would grow.
    m_window->resize(1280, 800);
    child<QWidget>(QStringLiteral("controlsScroll"))->setFixedWidth(360);
    child<QAction>(QStringLiteral("language.zh_CN"))->trigger(); // the longer texts
    QCoreApplication::processEvents();
    auto *mfu = child<QWidget>(QStringLiteral("editor.compute.mfu"));
    auto *details = child<QLabel>(QStringLiteral("details.hardware.gpu"));
    QVERIFY(mfu && details);
    const QWidget *column = child<QWidget>(QStringLiteral("controls"));
    const auto top = [&] { return mfu->mapTo(column, QPoint(0, 0)).y(); };
    const int before = top();
    const QString shortText = details->text();
    QVERIFY(!m_window->document()->setValue(InputId::PricingMode, 3.0)); // buy
    QCoreApplication::processEvents();
    QVERIFY(details->text() != shortText);
    QCOMPARE(top(), before);
    // One line, whatever the text: it never wraps into a second.
    QVERIFY2(details->height() < 2 * details->fontMetrics().height(),
             qPrintable(QString::number(details->height())));
    // The whole text stays at hand.
    QCOMPARE(details->toolTip(), details->text());
    child<QAction>(QStringLiteral("language.en"))->trigger();
}

void TestMainWindow::refusalMovesNoControl()
{
    // Issue 13 §2: the refusal under an input pushed every control below
    // it down, so the next click landed on the wrong field.
    m_window->resize(1280, 800);
    QCoreApplication::processEvents();
    const QWidget *column = child<QWidget>(QStringLiteral("controls"));
    QList<QWidget *> editors =
        column->findChildren<QWidget *>(QRegularExpression(QStringLiteral("^editor\\.")));
    QVERIFY(editors.size() > 5);
    const auto places = [&] {
        QList<QRect> rects;
        for (const QWidget *editor : editors)
            rects << QRect(editor->mapTo(column, QPoint(0, 0)), editor->size());
        return rects;
    };
    const QList<QRect> before = places();
    auto *spin = child<planner::ValueSpinBox>(QStringLiteral("spin.model.parameters"));
    auto *message = child<QLabel>(QStringLiteral("message.model.parameters"));
    spin->setFocus();
    edit(spin)->selectAll();
    QTest::keyClicks(edit(spin), QStringLiteral("abc"));
    QTest::keyClick(spin, Qt::Key_Return);
    QCoreApplication::processEvents();
    QVERIFY(message->isVisible());
    QCOMPARE(places(), before);
    // It is shown whole, right under its own field, which it does not cover.
    const QRect field(spin->mapTo(column, QPoint(0, 0)), spin->size());
    const QRect shown(message->mapTo(column, QPoint(0, 0)), message->size());
    QVERIFY2(!shown.intersects(field),
             qPrintable(QStringLiteral("%1 vs %2").arg(shown.y()).arg(field.bottom())));
    QVERIFY(shown.top() - field.bottom() < 30);
    QVERIFY(message->height() >= message->heightForWidth(message->width()));
}

void TestMainWindow::helpMethodShowsTheModel()
{
    // Issue 13 §1: Help ▸ Method opens the model documentation, from the
    // program itself (an installed package has no repository beside it).
    QAction *method = child<QAction>(QStringLiteral("actionMethod"));
    QVERIFY(method);
    QVERIFY(m_window->findChild<QMenu *>()); // the Help menu holds it
    method->trigger();
    auto *dialog = m_window->findChild<QDialog *>(QStringLiteral("methodDialog"));
    QVERIFY(dialog && dialog->isVisible());
    const QString text = dialog->findChild<QTextBrowser *>(QStringLiteral("methodText"))->toPlainText();
    QVERIFY2(text.contains(QLatin1String("The cost model")), qPrintable(text.left(200)));
    QVERIFY(text.contains(QLatin1String("checkpoint")));
    QVERIFY(text.contains(QStringLiteral("《大模型训练成本全维度拆解与优化指南》")));
    // A second trigger raises the same window.
    method->trigger();
    QCOMPARE(m_window->findChildren<QDialog *>(QStringLiteral("methodDialog")).size(), 1);
    dialog->close();
}

void TestMainWindow::aboutSaysWhereTheDefaultsComeFrom()
{
    QString shown;
    planner::Prompts::setMessageHook(
        [&shown](QWidget *, const QString &, const QString &text) { shown = text; });
    child<QAction>(QStringLiteral("actionAbout"))->trigger();
    planner::Prompts::resetHooks();
    QVERIFY(shown.contains(QCoreApplication::applicationVersion()));
    QVERIFY(shown.contains(QLatin1String("GPL-3.0-or-later")));
    QVERIFY(shown.contains(QLatin1String("Where the defaults come from")));
    QVERIFY(shown.contains(QStringLiteral("《LLM训练预训练阶段成本构成与优化指南》")));
    QVERIFY(shown.contains(QStringLiteral("Help ▸ Method")));
}

void TestMainWindow::useOptimalSetsModelOptimum()
{
    planner::ScenarioDocument *doc = m_window->document();
    // Move away from the default first so the optimum is a visible change.
    QVERIFY(!doc->setValue(InputId::CheckpointIntervalHours, 6.0));
    // The minimum of the model's own total (Young/Daly where that is it).
    const double optimum = tco::bestCheckpointIntervalHours(doc->scenario(), doc->catalog());
    QVERIFY(optimum > 0 && optimum != 6.0);
    const double totalBefore = doc->result().totalUsd;
    auto *button = child<QPushButton>(QStringLiteral("useOptimalInterval"));
    QVERIFY(button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(doc->value(InputId::CheckpointIntervalHours), optimum);
    QCOMPARE(doc->result().intervalUsedHours, optimum);
    // As a person enters it (issue 53): 0.142 h, not 0.141647 h in the field.
    QCOMPARE(optimum, 0.142);
    QCOMPARE(child<planner::ValueSpinBox>(QStringLiteral("spin.checkpoint.intervalHours"))->text(),
             QStringLiteral("0.142"));
    QVERIFY(doc->result().totalUsd <= totalBefore);
    QVERIFY(!button->isEnabled());
    const planner::SliderScale scale(tco::spec(InputId::CheckpointIntervalHours));
    QCOMPARE(child<QSlider>(QStringLiteral("slider.checkpoint.intervalHours"))->value(),
             scale.position(optimum));
    // It is an ordinary undoable step.
    child<QAction>(QStringLiteral("actionUndo"))->trigger();
    QCOMPARE(doc->value(InputId::CheckpointIntervalHours), 6.0);
}

void TestMainWindow::changedInputIsMarkedAndResets()
{
    planner::ScenarioDocument *doc = m_window->document();
    auto *label = child<QLabel>(QStringLiteral("label.energy.pue"));
    auto *reset = child<QToolButton>(QStringLiteral("reset.energy.pue"));
    auto *spin = child<planner::ValueSpinBox>(QStringLiteral("spin.energy.pue"));
    QVERIFY(label && reset && spin);
    QVERIFY(!reset->isEnabled());
    QVERIFY(!label->text().contains(QLatin1String("<b>")));
    spin->setValue(1.2);
    Q_EMIT spin->valueEdited(1.5, QStringLiteral("1.5"));
    QCOMPARE(doc->value(InputId::EnergyPue), 1.5);
    QVERIFY(label->text().contains(QLatin1String("<b>")));
    QVERIFY(label->text().contains(QStringLiteral("●")));
    QVERIFY(reset->isEnabled());
    auto *section = m_window->findChild<QWidget *>(QStringLiteral("group.energy"));
    QVERIFY(section);
    reset->click();
    QCOMPARE(doc->value(InputId::EnergyPue), 1.2);
    QVERIFY(!label->text().contains(QLatin1String("<b>")));
    QVERIFY(!reset->isEnabled());
}

void TestMainWindow::conditionBannerShowsWhenRunCannotFinish()
{
    planner::ScenarioDocument *doc = m_window->document();
    auto *infeasible = child<QWidget>(QStringLiteral("kpi.infeasible"));
    QVERIFY(infeasible);
    QVERIFY(!doc->result().has(tco::Condition::RunCannotFinish));
    QVERIFY(!infeasible->isVisible());
    // A huge cluster with a week between checkpoints cannot make progress.
    QVERIFY(!doc->setValue(InputId::ClusterGpuCount, 100000));
    QVERIFY(!doc->setValue(InputId::CheckpointIntervalHours, 168));
    QVERIFY(doc->result().has(tco::Condition::RunCannotFinish));
    // The KPI header says why instead of its figures; the advice says how.
    QVERIFY(infeasible->isVisible());
    QVERIFY(child<QLabel>(QStringLiteral("kpi.infeasible.reason"))
                ->text()
                .contains(QLatin1String("cannot finish")));
    QVERIFY(child<QLabel>(QStringLiteral("advice.0.text")));
    QVERIFY(child<QLabel>(QStringLiteral("advice.0.outcome"))->text().startsWith(QLatin1String("feasible")));
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QVERIFY(!doc->result().has(tco::Condition::RunCannotFinish));
    QVERIFY(!infeasible->isVisible());
}

void TestMainWindow::languageSwitchRetranslates()
{
    auto *label = child<QLabel>(QStringLiteral("label.model.parameters"));
    QCOMPARE(label->text(), QStringLiteral("Model size"));
    auto *tabs = m_window->mode<planner::PlanMode>()->chartArea()->tabs();
    QCOMPARE(tabs->tabText(0), QStringLiteral("Overview"));
    auto *zh = child<QAction>(QStringLiteral("language.zh_CN"));
    QVERIFY(zh);
    zh->trigger();
    QCOMPARE(m_languages->language(), QStringLiteral("zh_CN"));
    QCOMPARE(label->text(), QStringLiteral("模型规模"));
    QCOMPARE(tabs->tabText(0), QStringLiteral("概览"));
    QCOMPARE(
        m_window->mode<planner::PlanMode>()->kpiHeader()->tile(QStringLiteral("kpi.total"))->accessibleName(),
        QStringLiteral("总拥有成本（TCO）"));
    QVERIFY(child<QLabel>(QStringLiteral("label.energy.pue"))
                ->toolTip()
                .contains(QStringLiteral("电能使用效率")));
    QVERIFY(child<QMenu>(QStringLiteral("languageMenu"))->title().contains(QStringLiteral("语言")));
    QVERIFY(child<QAction>(QStringLiteral("language.zh_CN"))->isChecked());
    // Numbers follow the locale: Chinese uses 万/亿.
    QVERIFY(m_window->mode<planner::PlanMode>()
                ->kpiHeader()
                ->tile(QStringLiteral("kpi.total"))
                ->value()
                .contains(QStringLiteral("万")));
    // The choice is remembered.
    QCOMPARE(planner::Settings().language(), QStringLiteral("zh_CN"));

    // A refusal is worded in Chinese too.
    auto *spin = child<planner::ValueSpinBox>(QStringLiteral("spin.compute.mfu"));
    spin->setFocus();
    edit(spin)->selectAll();
    QTest::keyClicks(edit(spin), QStringLiteral("200"));
    QTest::keyClick(spin, Qt::Key_Return);
    QVERIFY(child<QLabel>(QStringLiteral("message.compute.mfu"))
                ->text()
                .contains(QStringLiteral("超出允许范围")));

    child<QAction>(QStringLiteral("language.en"))->trigger();
    QCOMPARE(label->text(), QStringLiteral("Model size"));
    QCOMPARE(tabs->tabText(0), QStringLiteral("Overview"));
    QVERIFY(child<QLabel>(QStringLiteral("message.compute.mfu"))->text().contains(QLatin1String("outside")));
}

// The advice band is as tall as three suggestions in the language shown: a
// Chinese line is taller than the Latin font's, and the third suggestion
// was cut off under the band.
void TestMainWindow::adviceShowsThreeRowsInEitherLanguage()
{
    for (const char *language : {"language.en", "language.zh_CN"}) {
        child<QAction>(QString::fromLatin1(language))->trigger();
        auto *outcome = child<QLabel>(QStringLiteral("advice.2.outcome"));
        QTRY_VERIFY(outcome && outcome->isVisible() && !outcome->text().isEmpty());
        QTest::qWait(100); // the rows laid out in this language
        QWidget *viewport = outcome->parentWidget();
        while (viewport && !qobject_cast<QScrollArea *>(viewport->parentWidget()))
            viewport = viewport->parentWidget();
        QVERIFY(viewport);
        QTRY_VERIFY2(outcome->mapTo(viewport, QPoint(0, outcome->height())).y() <= viewport->height(),
                     language);
    }
    child<QAction>(QStringLiteral("language.en"))->trigger();
}

void TestMainWindow::chineseTranslationIsComplete()
{
    int same = 0;
    for (const tco::InputSpec &in : tco::inputSpecs()) {
        // Every help text is translated (labels like "MFU" and "PUE" may stay).
        m_languages->setLanguage(QStringLiteral("en"));
        const QString englishHelp = planner::InputTexts::help(in.id);
        const QString englishLabel = planner::InputTexts::label(in.id);
        m_languages->setLanguage(QStringLiteral("zh_CN"));
        QVERIFY2(planner::InputTexts::help(in.id) != englishHelp, in.key.data());
        if (planner::InputTexts::label(in.id) == englishLabel)
            ++same;
        for (std::size_t group = 0; group <= static_cast<std::size_t>(tco::InputGroup::Analysis); ++group)
            QVERIFY(!planner::InputTexts::groupTitle(static_cast<tco::InputGroup>(group)).isEmpty());
    }
    QVERIFY2(same <= 3, "labels left in English");
}

void TestMainWindow::windowGeometryIsRemembered()
{
    m_window->resize(1300, 850);
    auto *tabs = m_window->mode<planner::PlanMode>()->chartArea()->tabs();
    tabs->setCurrentIndex(1);
    QVERIFY(m_window->close());
    m_window =
        std::make_unique<MainWindow>(tco::Catalog::builtIn(), tco::defaultScenario(), m_languages.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QCOMPARE(m_window->size(), QSize(1300, 850));
    QCOMPARE(m_window->mode<planner::PlanMode>()->chartArea()->tabs()->currentIndex(), 1);
    QVERIFY(m_window->minimumWidth() >= 1000);
}

void TestMainWindow::openFileFailureIsReported()
{
    QString title;
    QString text;
    planner::Prompts::setMessageHook([&](QWidget *, const QString &t, const QString &m) {
        title = t;
        text = m;
    });
    QVERIFY(!m_window->document()->setValue(InputId::ComputeMfu, 0.5));
    const tco::Scenario before = m_window->document()->scenario();
    QVERIFY(!m_window->files()->openFile(QStringLiteral("/nonexistent/plan.tcoplan")));
    planner::Prompts::setMessageHook({});
    QVERIFY2(text.contains(QLatin1String("could not be opened")), qPrintable(text));
    QVERIFY(!title.isEmpty());
    QCOMPARE(m_window->document()->scenario(), before);
    QVERIFY(m_window->isWindowModified());
}

void TestMainWindow::openedFileNamesTheWindow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("llama-405b.tcoplan"));
    {
        planner::ScenarioDocument other(tco::Catalog::builtIn());
        QVERIFY(!other.setValue(InputId::ModelParameters, 405e9));
        QVERIFY(other.save(path).ok());
    }
    QVERIFY(m_window->files()->openFile(path));
    QCOMPARE(m_window->document()->value(InputId::ModelParameters), 405e9);
    QCOMPARE(child<planner::ValueSpinBox>(QStringLiteral("spin.model.parameters"))->value(), 405e9);
    QVERIFY(m_window->windowTitle().contains(QLatin1String("llama-405b.tcoplan")));
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(child<QLabel>(QStringLiteral("label.model.parameters"))->text().contains(QStringLiteral("●")));
}

PLANNER_TEST_MAIN(TestMainWindow)
} // namespace tst_mainwindow

#include "tst_mainwindow.moc"
