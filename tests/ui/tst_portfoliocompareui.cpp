// SPDX-License-Identifier: GPL-3.0-or-later
// Two portfolios compared in the Portfolio window (issue 35 item 3,
// docs/model.md §16.7): the typical year against renting everything starts
// the waterfall at the window's annual cost and its steps add up to the
// difference; the owned slider moves it; a saved copy of itself moves
// nothing; a file that is not a portfolio gets a message naming it.
#include "charts/plots/waterfallchart.h"
#include "modes/portfolio/portfoliocomparedialog.h"
#include "modes/portfolio/portfoliodocument.h"
#include "modes/portfolio/portfoliowindow.h"

#include "portfoliofixture.h"
#include "prompts/prompts.h"
#include "settingsfixture.h"
#include "testmain.h"

#include <QAction>
#include <QFile>
#include <QSlider>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace tst_portfoliocompareui { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::PortfolioCompareDialog;
using planner::PortfolioWindow;

class TestPortfolioCompareUi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void rentingEverythingStartsAtTheAnnualCost();
    void theOwnedSliderMovesTheStart();
    void aSavedCopyMovesNothing();
    void aBadFileIsNamed();

private:
    PortfolioWindow *portfolio() const { return m_year.portfolio(); }
    PortfolioCompareDialog *dialog() const
    {
        return portfolio()->findChild<PortfolioCompareDialog *>(QStringLiteral("portfolioCompareDialog"));
    }
    double annualUsd() const { return portfolio()->document()->evaluation().metrics.annualUsd; }
    PortfolioCompareDialog *compareWithRentingEverything()
    {
        auto *action = portfolio()->findChild<QAction *>(QStringLiteral("actionCompareRentAll"));
        if (!action)
            return nullptr;
        action->trigger();
        return dialog();
    }
    portfoliofixture::TypicalYear m_year;
};

void TestPortfolioCompareUi::initTestCase()
{
    planner::tests::useTestPaths();
}

void TestPortfolioCompareUi::init()
{
    m_year.open();
}

void TestPortfolioCompareUi::cleanup()
{
    m_year.close();
}

void TestPortfolioCompareUi::rentingEverythingStartsAtTheAnnualCost()
{
    PortfolioCompareDialog *d = compareWithRentingEverything();
    QVERIFY(d);
    QVERIFY(d->isVisible());
    QVERIFY(!d->isModal());
    QVERIFY(QTest::qWaitForWindowExposed(d));
    const planner::WaterfallChart *chart = d->chart();
    QCOMPARE(chart->startUsd(), annualUsd());
    QVERIFY(chart->stepCount() > 0);
    QVERIFY(chart->endUsd() != chart->startUsd());
    double sum = 0;
    for (const planner::WaterfallChart::Step &s : chart->steps()) {
        QVERIFY(!s.label.isEmpty());
        sum += s.deltaUsd;
    }
    QVERIFY2(std::abs(sum - (chart->endUsd() - chart->startUsd())) < 0.01, qPrintable(QString::number(sum)));
    // Every run has a row; renting everything owns nothing.
    const tco::Portfolio &p = portfolio()->document()->portfolio();
    QCOMPARE(d->runsTable()->rowCount(), static_cast<int>(p.runs.size()));
    QCOMPARE(d->runsTable()->item(0, 0)->text(), QString::fromStdString(p.runs.front().id));
    QCOMPARE(d->comparison().ownedB.capexUsd, 0.0);
    QVERIFY(d->comparison().ownedA.capexUsd > 0);
    // For the eye: the dialog as a budget owner sees it.
    d->grab().save(QStringLiteral("/tmp/compare-dialog.png"));
}

void TestPortfolioCompareUi::theOwnedSliderMovesTheStart()
{
    PortfolioCompareDialog *d = compareWithRentingEverything();
    QVERIFY(d);
    const double startBefore = d->chart()->startUsd();
    const double endBefore = d->chart()->endUsd();
    auto *slider = portfolio()->findChild<QSlider *>(QStringLiteral("ownedSlider"));
    QVERIFY(slider && slider->isEnabled());
    slider->setValue(slider->value() + 1024);
    QVERIFY(annualUsd() != startBefore);
    QCOMPARE(d->chart()->startUsd(), annualUsd());
    // Renting everything does not depend on how many are owned.
    QCOMPARE(d->chart()->endUsd(), endBefore);
}

void TestPortfolioCompareUi::aSavedCopyMovesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("copy.tcoportfolio"));
    planner::Prompts::setFileDialogHook([&](QWidget *, planner::Prompts::FileDialog, const QString &,
                                            const QString &, const QString &) { return path; });
    QVERIFY(portfolio()->saveAs());
    auto *action = portfolio()->findChild<QAction *>(QStringLiteral("actionComparePortfolio"));
    QVERIFY(action);
    action->trigger();
    PortfolioCompareDialog *d = dialog();
    QVERIFY(d);
    QCOMPARE(d->chart()->stepCount(), 0);
    QCOMPARE(d->chart()->startUsd(), annualUsd());
    QCOMPARE(d->chart()->endUsd(), annualUsd());
    for (const tco::RunChange &r : d->comparison().runs)
        QVERIFY2(r.deltaUsd() == 0, r.id.c_str());
}

void TestPortfolioCompareUi::aBadFileIsNamed()
{
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.tcoportfolio"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("not a portfolio");
    f.close();
    planner::Prompts::setFileDialogHook(
        [&](QWidget *, planner::Prompts::FileDialog kind, const QString &, const QString &, const QString &) {
            return kind == planner::Prompts::FileDialog::OpenPortfolio ? bad : QString();
        });
    QString warned;
    planner::Prompts::setMessageHook([&](QWidget *, const QString &, const QString &text) { warned = text; });
    portfolio()->findChild<QAction *>(QStringLiteral("actionComparePortfolio"))->trigger();
    QVERIFY2(warned.contains(QStringLiteral("bad.tcoportfolio")), qPrintable(warned));
    QVERIFY(!dialog());
    QVERIFY(portfolio()->document()->fileName().isEmpty()); // the open portfolio is left alone
}

PLANNER_TEST_MAIN(TestPortfolioCompareUi)
} // namespace tst_portfoliocompareui

#include "tst_portfoliocompareui.moc"
