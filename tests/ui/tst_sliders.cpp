// SPDX-License-Identifier: GPL-3.0-or-later
// Sliders that can be aimed, in the window and through the real widgets,
// offscreen (docs/architecture.md, "The live path"): a log slider's single
// step is about 5 % of the value, Shift is finer, a drag of a few pixels
// moves the value by a few steps, not across decades; and while a slider
// is held, the "Improve this plan" list and the condition banner show the
// plan being dragged to, or say that they are updating, never the previous
// plan's figures as if current.
#include "services/languagemanager.h"
#include "shell/mainwindow.h"
#include "texts/messagetexts.h"
#include "widgets/aimedslider.h"
#include "widgets/conditionbanner.h"

#include "document/scenariodocument.h"

#include "analysis/advice.h"
#include "plan/catalog.h"
#include "plan/scenario.h"

#include "testmain.h"
#include "windowfixture.h"

#include <QLabel>
#include <QMouseEvent>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace tst_sliders { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::MainWindow;
using tco::InputId;

class TestSliders : public planner::tests::WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { planner::tests::useOwnSettings("tst_sliders"); }

    void init()
    {
        QVERIFY(openWindow());
        QCOMPARE(doc()->value(InputId::ModelParameters), 70e9);
    }

    void cleanup() { m_window.reset(); }

    void keysStepAboutFivePercent()
    {
        QSlider *slider = modelSlider();
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_Right);
        const double step = doc()->value(InputId::ModelParameters) / 70e9;
        QVERIFY2(step >= 1.04 && step <= 1.06, qPrintable(QString::number(step)));
        QTest::keyClick(slider, Qt::Key_Left);
        QCOMPARE_LE(std::abs(doc()->value(InputId::ModelParameters) / 70e9 - 1), 0.01);
        // Shift: finer than a step.
        const double before = doc()->value(InputId::ModelParameters);
        QTest::keyClick(slider, Qt::Key_Right, Qt::ShiftModifier);
        const double fine = doc()->value(InputId::ModelParameters) / before;
        QVERIFY2(fine > 1 && fine <= 1.02, qPrintable(QString::number(fine)));
        // Page Up: larger than a step.
        QTest::keyClick(slider, Qt::Key_PageUp);
        QVERIFY(doc()->value(InputId::ModelParameters) / before > 1.5);
    }

    void aDragOfEightPixelsIsAFewSteps()
    {
        // It was 70B to 123B (+76 %): the handle followed the mouse over
        // five decades in a couple of hundred pixels.
        QCOMPARE(drag(8, Qt::NoModifier), 1); // one drag, one undo step
        const double moved = doc()->value(InputId::ModelParameters) / 70e9;
        QVERIFY2(moved > 1.04 && moved < 1.2, qPrintable(QString::number(moved)));
        doc()->setValue(InputId::ModelParameters, 70e9);
        drag(8, Qt::ShiftModifier);
        const double fine = doc()->value(InputId::ModelParameters) / 70e9;
        QVERIFY2(fine > 1 && fine < 1.05, qPrintable(QString::number(fine)));
        doc()->setValue(InputId::ModelParameters, 70e9);
        drag(-60, Qt::NoModifier);
        const double down = doc()->value(InputId::ModelParameters) / 70e9;
        QVERIFY2(down > 0.3 && down < 0.8, qPrintable(QString::number(down)));
    }

    void adviceAndBannerAreCurrentOrSayTheyAreUpdating()
    {
        // Held: the model size goes from 70B to 405B. Before the hand
        // rests, the levers are the 70B plan's.
        QSlider *slider = modelSlider();
        slider->setSliderDown(true);
        doc()->setValue(InputId::ModelParameters, 405e9, true);
        QVERIFY(doc()->isInteracting());
        QVERIFY2(adviceIsCurrentOrUpdating(), "the Improve list shows the previous plan's levers as current");
        QVERIFY2(bannerIsCurrentOrUpdating(), "the banner shows the previous plan's figures as current");
        // Released: both are this plan's, unmarked.
        slider->setSliderDown(false);
        QVERIFY(!doc()->isInteracting());
        QVERIFY(adviceIsCurrent());
        QVERIFY(bannerIsCurrent());
        QVERIFY(!heading()->text().contains(QStringLiteral("updating")));
        QVERIFY(m_window->findChild<QWidget *>(QStringLiteral("advice.rows"))->isEnabled());
    }

private:
    planner::ScenarioDocument *doc() const { return m_window->document(); }

    QSlider *modelSlider() const
    {
        return m_window->findChild<QSlider *>(QStringLiteral("slider.model.parameters"));
    }

    QLabel *heading() const { return m_window->findChild<QLabel *>(QStringLiteral("advice.heading")); }

    /** Presses the handle, moves `pixels` along the groove with
     *  `modifiers` held, and lets go; returns the undo steps it made. */
    int drag(int pixels, Qt::KeyboardModifiers modifiers)
    {
        auto *slider = qobject_cast<planner::AimedSlider *>(modelSlider());
        if (!slider)
            return -1;
        const int steps = doc()->undoStack()->count();
        const QPointF from = slider->handleRect().center();
        const auto send = [&](QEvent::Type type, QPointF at, Qt::MouseButtons buttons) {
            QMouseEvent e(type, at, slider->mapToGlobal(at), Qt::LeftButton, buttons, modifiers);
            QCoreApplication::sendEvent(slider, &e);
        };
        send(QEvent::MouseButtonPress, from, Qt::LeftButton);
        for (int i = 1; i <= std::abs(pixels); ++i)
            send(QEvent::MouseMove, from + QPointF(pixels > 0 ? i : -i, 0), Qt::LeftButton);
        send(QEvent::MouseButtonRelease, from + QPointF(pixels, 0), Qt::NoButton);
        return doc()->undoStack()->count() - steps;
    }

    bool adviceIsCurrent() const
    {
        const std::vector<tco::Lever> fresh = tco::advise(doc()->scenario(), doc()->catalog());
        auto *first = m_window->findChild<QLabel *>(QStringLiteral("advice.0.outcome"));
        if (fresh.empty())
            return !first || !first->isVisible();
        return first && first->isVisible() &&
               first->text() == planner::MessageTexts::leverOutcome(fresh.front());
    }

    bool adviceIsCurrentOrUpdating() const
    {
        const bool marked = heading()->text().contains(QStringLiteral("updating")) &&
                            !m_window->findChild<QWidget *>(QStringLiteral("advice.rows"))->isEnabled();
        return marked || adviceIsCurrent();
    }

    bool bannerIsCurrent() const
    {
        auto *shown = m_window->findChild<planner::ConditionBanner *>(QStringLiteral("conditionBanner"));
        planner::ConditionBanner fresh;
        fresh.setShowsInfeasible(false);
        fresh.setConditions(doc()->scenario(), doc()->result(), doc()->catalog(),
                            tco::advise(doc()->scenario(), doc()->catalog()));
        return shown->isHidden() == fresh.isHidden() && (shown->isHidden() || shown->text() == fresh.text());
    }

    bool bannerIsCurrentOrUpdating() const
    {
        auto *shown = m_window->findChild<planner::ConditionBanner *>(QStringLiteral("conditionBanner"));
        auto *text = shown->findChild<QLabel *>(QStringLiteral("conditionText"));
        const bool marked =
            !shown->isHidden() && text->text().contains(QStringLiteral("Updating")) && !text->isEnabled();
        return marked || bannerIsCurrent();
    }
};

PLANNER_TEST_MAIN(TestSliders)
} // namespace tst_sliders

#include "tst_sliders.moc"
