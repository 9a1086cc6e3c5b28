// SPDX-License-Identifier: GPL-3.0-or-later
// A portfolio is checked before it is adopted (model/portfolio/portfolio.h,
// validatePortfolio): every problem names the run or pool it is in, so a
// file or the command line can say which.
#include "plan/catalog.h"
#include "portfolio/portfoliofile.h"
#include "portfolio/schedule.h"
#include "portfolio/typicalyear.h"
#include "portfoliofixture.h"

#include "testmain.h"

#include <QTest>

#include <limits>

namespace tst_portfoliovalidation { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using namespace testing;

namespace {

Portfolio sound()
{
    Portfolio p = year2027();
    p.pools = {owned(), onDemand()};
    p.runs = {run("A", 0, 100), run("B", 0, 100, 0, {"A"})};
    return p;
}

bool has(const std::vector<PortfolioError> &errors, PortfolioIssue issue, int run, int pool,
         const std::string &text)
{
    for (const PortfolioError &e : errors)
        if (e.issue == issue && e.run == run && e.pool == pool && e.text == text)
            return true;
    return false;
}

} // namespace

class TestPortfolioValidation : public QObject
{
    Q_OBJECT

private slots:
    void soundPortfoliosPass()
    {
        QVERIFY(validatePortfolio(sound(), Catalog::builtIn()).empty());
        QVERIFY(validatePortfolio(typicalYear(Catalog::builtIn(), {2027, 1, 1}), Catalog::builtIn()).empty());
    }

    void eachProblemNamesItsRunOrPool()
    {
        const Catalog &catalog = Catalog::builtIn();
        Portfolio p = sound();
        p.runs[1].dependsOn = {"missing"};
        QVERIFY(has(validatePortfolio(p, catalog), PortfolioIssue::MissingDependency, 1, -1, "missing"));

        p = sound();
        p.runs[1].id = "A";
        QVERIFY(has(validatePortfolio(p, catalog), PortfolioIssue::DuplicateRunId, 1, -1, "A"));

        p = sound();
        p.runs[0].dependsOn = {"A"};
        QVERIFY(has(validatePortfolio(p, catalog), PortfolioIssue::SelfDependency, 0, -1, "A"));

        p = sound();
        p.runs[0].deadline = day2027(-1);
        QVERIFY(has(validatePortfolio(p, catalog), PortfolioIssue::BadDates, 0, -1, "A"));

        p = sound();
        p.runs[1].repeat = 0;
        QVERIFY(has(validatePortfolio(p, catalog), PortfolioIssue::BadRepeat, 1, -1, "B"));

        p = sound();
        p.runs[1].accelerators = {"B200"};
        QVERIFY(has(validatePortfolio(p, catalog), PortfolioIssue::NoPoolForRun, 1, -1, "B"));

        p = sound();
        p.pools[1].accelerator = "no-such-chip";
        QVERIFY(
            has(validatePortfolio(p, catalog), PortfolioIssue::UnknownAccelerator, -1, 1, "no-such-chip"));

        p = sound();
        p.pools[1].id = "owned";
        QVERIFY(has(validatePortfolio(p, catalog), PortfolioIssue::DuplicatePoolId, -1, 1, "owned"));

        for (auto breakPool :
             {+[](Pool &q) { q.count = -1; }, +[](Pool &q) { q.discount = 1.0; },
              +[](Pool &q) { q.goodputLoss = 1.0; }, +[](Pool &q) { q.depreciationYears = 0; },
              +[](Pool &q) { q.usdPerHour = std::numeric_limits<double>::quiet_NaN(); }}) {
            p = sound();
            breakPool(p.pools[0]);
            QVERIFY(has(validatePortfolio(p, catalog), PortfolioIssue::BadPool, -1, 0, "owned"));
        }

        p = sound();
        p.horizonMonths = 0;
        QVERIFY(has(validatePortfolio(p, catalog), PortfolioIssue::BadHorizon, -1, -1, ""));

        p = sound();
        p.budget.fiscalYearStartMonth = 13;
        QVERIFY(has(validatePortfolio(p, catalog), PortfolioIssue::BadBudget, -1, -1, ""));
        p = sound();
        p.rentalDeclinePerYear = 1.0;
        QVERIFY(has(validatePortfolio(p, catalog), PortfolioIssue::BadBudget, -1, -1, ""));
    }

    /** Runs that wait for each other could never start; a run that waits
     *  for the cycle is not on it. */
    void aWarningLineAboveTheReviewLineIsRefused()
    {
        // warningFraction 2 with reviewFraction 1 gave a warning line of
        // $300M and a review line of $150M (issue 52).
        Portfolio p = sound();
        p.budget.warningFraction = 2;
        p.budget.reviewFraction = 1;
        const std::vector<PortfolioError> errors = validatePortfolio(p, Catalog::builtIn());
        QVERIFY(
            has(errors, PortfolioIssue::BudgetLinesCrossed, -1, -1, "warningFraction 2, reviewFraction 1"));
        QCOMPARE(describe(errors.front(), p),
                 std::string("the budget: warningFraction 2, reviewFraction 1: the warning line must not lie "
                             "above the review line (warningFraction at most reviewFraction)"));
        p.budget.warningFraction = 1; // equal lines are allowed
        QVERIFY(validatePortfolio(p, Catalog::builtIn()).empty());
    }

    void aPoolWithoutAnIdIsRefused()
    {
        // docs/file-format.md says empty ids are refused; a pool's loaded.
        Portfolio p = sound();
        p.pools[1].id.clear();
        const std::vector<PortfolioError> errors = validatePortfolio(p, Catalog::builtIn());
        QVERIFY(has(errors, PortfolioIssue::EmptyPoolId, -1, 1, ""));
        QCOMPARE(describe(errors.front(), p),
                 std::string("pool.1 '': the pool has no id; give each pool a unique id"));
    }

    void dependencyCyclesNameEveryRunOnThem()
    {
        const Catalog &catalog = Catalog::builtIn();
        Portfolio p = sound();
        p.runs.push_back(run("C", 0, 100, 0, {"B"}));
        p.runs.push_back(run("D", 0, 100, 0, {"C"}));
        p.runs[0].dependsOn = {"C"}; // A -> C -> B -> A; D waits for C
        const auto errors = validatePortfolio(p, catalog);
        for (int r : {0, 1, 2})
            QVERIFY(has(errors, PortfolioIssue::DependencyCycle, r, -1, "A, B, C"));
        for (const PortfolioError &e : errors)
            QVERIFY(e.run != 3);
        QCOMPARE(portfolioIssueKey(PortfolioIssue::DependencyCycle), std::string_view("dependencyCycle"));
        QVERIFY(validatePortfolio(sound(), catalog).empty());
    }

    void keysAreStable()
    {
        // What files and JSON will store: never renamed.
        QCOMPARE(runKindKey(RunKind::ScalingLadder), std::string_view("scalingLadder"));
        QCOMPARE(poolKindKey(PoolKind::CapacityBlock), std::string_view("capacityBlock"));
        QCOMPARE(portfolioIssueKey(PortfolioIssue::MissingDependency), std::string_view("missingDependency"));
        QCOMPARE(missReasonKey(MissReason::DependencyLate), std::string_view("dependencyLate"));
    }

    void calendarMonthsKeepTheDay()
    {
        QCOMPARE(addCalendarMonths({2027, 1, 31}, 1), (CivilDate{2027, 2, 28}));
        QCOMPARE(addCalendarMonths({2027, 11, 15}, 3), (CivilDate{2028, 2, 15}));
        QCOMPARE(horizonDays(year2027()), 365);
    }
};

PLANNER_TEST_APPLESS_MAIN(TestPortfolioValidation)
} // namespace tst_portfoliovalidation

#include "tst_portfoliovalidation.moc"
