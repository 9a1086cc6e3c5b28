// SPDX-License-Identifier: GPL-3.0-or-later
// Actual spend per run rolled up into the portfolio's forecast
// (model/portfolio/portfoliotracking.h, docs/model.md §16.8): without
// actuals the forecast is the plan; a run's actuals are tracked by the
// plan's own tracking on its plan as placed, and what that changes moves
// the portfolio's forecast and its one status.
#include "plan/catalog.h"
#include "plan/evaluate.h"
#include "portfolio/portfoliotracking.h"
#include "portfolio/typicalyear.h"

#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <cmath>

namespace tst_portfoliotracking { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;

namespace {

const CivilDate kStart{2027, 1, 1};
const CivilDate kToday{2027, 12, 31};

struct Year {
    Portfolio portfolio;
    PortfolioEvaluation evaluation;
};

Year typical()
{
    const Catalog &catalog = Catalog::builtIn();
    Year y{typicalYear(catalog, kStart), {}};
    const std::vector<RunDemands> demands = portfolioDemands(y.portfolio, catalog);
    // A budget with room: the plan at two thirds of it, within the warning line (90 %).
    y.portfolio.budget = {1.5 * evaluatePortfolio(y.portfolio, demands, catalog).metrics.totalUsd, 0.9, 1.0,
                          1};
    y.evaluation = evaluatePortfolio(y.portfolio, demands, catalog);
    return y;
}

int runIndex(const Portfolio &p, const std::string &id)
{
    const auto it =
        std::find_if(p.runs.begin(), p.runs.end(), [&](const PortfolioRun &r) { return r.id == id; });
    return static_cast<int>(it - p.runs.begin());
}

CivilDate placedStart(const Year &y, int run)
{
    for (const RunPlacement &pl : y.evaluation.schedule.placements)
        if (pl.run == run)
            return addDays(y.portfolio.start, pl.startDay);
    return {};
}

Actuals spendOn(const CivilDate &d, double usd)
{
    SpendLine l;
    l.date = d;
    l.amountUsd = l.amountBilled = usd;
    return Actuals{{l}, {}};
}

} // namespace

class TestPortfolioTracking : public QObject
{
    Q_OBJECT

private slots:
    void theBudgetLinesAreTheYearsOverTheHorizon()
    {
        // The warning and review lines are computed once
        // (PortfolioBudget::warningUsd, reviewUsd); tracking scales the
        // year's lines to the horizon. By hand: $1,200,000 a year at 85 %
        // warns at $1,020,000 and reviews at 110 %, $1,320,000; over 18
        // months (1.5 years) the lines are $1,800,000, $1,530,000 and
        // $1,980,000.
        Year y = typical();
        y.portfolio.budget = {1'200'000, 0.85, 1.1, 1};
        QCOMPARE(y.portfolio.budget.warningUsd(), 1'020'000.0);
        QCOMPARE(y.portfolio.budget.reviewUsd(), 1'320'000.0);
        y.portfolio.horizonMonths = 18;
        const PortfolioTracking t = trackPortfolio(y.portfolio, y.evaluation, {}, Catalog::builtIn(), kToday);
        QCOMPARE(t.lines.budgetUsd, 1'800'000.0);
        QCOMPARE(t.lines.warningUsd, 1'530'000.0);
        QCOMPARE(t.lines.reviewUsd, 1'980'000.0);
    }

    void withoutActualsTheForecastIsThePlan()
    {
        const Year y = typical();
        const PortfolioTracking t = trackPortfolio(y.portfolio, y.evaluation, {}, Catalog::builtIn(), kToday);
        const double total = y.evaluation.metrics.totalUsd;
        QCOMPARE(t.trackedRuns, 0);
        QCOMPARE(t.plannedUsd, total);
        QCOMPARE(t.forecastP50Usd, total);
        QCOMPARE(t.forecastP10Usd, total);
        QCOMPARE(t.forecastP90Usd, total);
        QCOMPARE(t.actualUsd, 0.0);
        // A plan's status without actuals: its own total against the lines
        // of the budget, here for the 12 months of the horizon.
        QCOMPARE(t.lines.budgetUsd, y.portfolio.budget.annualUsd);
        QCOMPARE(t.status.basis, StatusBasis::Plan);
        QVERIFY(t.status.feasible);
        QCOMPARE(t.status.headlineUsd, total);
        QCOMPARE(t.status.budget, t.lines.statusOf(total));
        QCOMPARE(t.status.budget, y.evaluation.metrics.worstStatus());
        double runs = 0;
        for (const RunTracking &r : t.runs) {
            QVERIFY(!r.tracked);
            QCOMPARE(r.forecastP50Usd, r.plannedUsd);
            runs += r.plannedUsd;
        }
        QVERIFY(std::abs(runs - y.evaluation.metrics.runsUsd) < 1e-3);
    }

    void spendAbovePlanRaisesTheForecast()
    {
        const Year y = typical();
        const Catalog &catalog = Catalog::builtIn();
        const int main = runIndex(y.portfolio, "main");
        const CivilDate start = placedStart(y, main);
        const PortfolioTracking before = trackPortfolio(y.portfolio, y.evaluation, {}, catalog, kToday);
        QCOMPARE(before.status.budget, BudgetStatus::Within);
        // The whole review line spent on the main run's tenth day.
        const double spent = before.lines.reviewUsd + 1e6;
        const RunActuals actuals{{"main", spendOn(addDays(start, 10), spent)}};
        QVERIFY(validateRunActuals(y.portfolio, actuals).empty());
        const PortfolioTracking t = trackPortfolio(y.portfolio, y.evaluation, actuals, catalog, kToday);
        QCOMPARE(t.trackedRuns, 1);
        const RunTracking &r = t.runs[static_cast<std::size_t>(main)];
        QVERIFY(r.tracked);
        // The plan's own tracking, on its plan as the portfolio placed it.
        QCOMPARE(r.tracking.start, start);
        Scenario placed = y.portfolio.runs[static_cast<std::size_t>(main)].scenario;
        placed.startDate = formatDate(start);
        const Tracking direct = track(placed, catalog, actuals.at("main"), kToday);
        QCOMPARE(r.tracking.forecastP50Usd, direct.forecastP50Usd);
        QCOMPARE(r.status, planStatus(placed, direct.plan, &direct));
        // What the run's actuals change is added to the portfolio's plan.
        QCOMPARE(r.actualUsd, spent);
        QCOMPARE(t.actualUsd, spent);
        const double change = direct.forecastP50Usd - direct.plan.totalUsd;
        QVERIFY(change > 0);
        QVERIFY(std::abs(r.forecastP50Usd - (r.plannedUsd + change)) < 1e-3);
        QVERIFY(std::abs(t.forecastP50Usd - (before.forecastP50Usd + change)) < 1e-3);
        QVERIFY(t.forecastP50Usd > before.forecastP50Usd);
        QVERIFY(t.forecastP10Usd <= t.forecastP50Usd && t.forecastP50Usd <= t.forecastP90Usd);
        // The status is a tracked plan's: the spend alone is past review.
        QCOMPARE(t.status.basis, StatusBasis::Tracking);
        QCOMPARE(t.status.actualStatus, BudgetStatus::PastReview);
        QCOMPARE(t.status.forecastStatus, BudgetStatus::PastReview);
        QCOMPARE(t.status.budget, BudgetStatus::PastReview);
        QCOMPARE(t.status.headlineUsd, t.forecastP50Usd);
        QCOMPARE(planStatusKey(t.status), std::string_view("pastReview"));
        // The other runs contribute their plan.
        for (const RunTracking &other : t.runs)
            if (other.run != main)
                QCOMPARE(other.forecastP50Usd, other.plannedUsd);
    }

    void forecastPastWarningOnly()
    {
        const Year y = typical();
        const Catalog &catalog = Catalog::builtIn();
        const PortfolioTracking before = trackPortfolio(y.portfolio, y.evaluation, {}, catalog, kToday);
        const int main = runIndex(y.portfolio, "main");
        // Enough above the plan to carry the forecast past the warning
        // line, while the spend itself stays within.
        const double room = before.lines.warningUsd - before.plannedUsd;
        QVERIFY(room > 0);
        Scenario placed = y.portfolio.runs[static_cast<std::size_t>(main)].scenario;
        placed.startDate = formatDate(placedStart(y, main));
        // Beyond the plan's whole total, so whatever it planned by then.
        const double spent = room + 0.5 * (before.lines.reviewUsd - before.lines.warningUsd) +
                             evaluate(placed, catalog).totalUsd;
        const RunActuals actuals{{"main", spendOn(addDays(placedStart(y, main), 10), spent)}};
        const PortfolioTracking t = trackPortfolio(y.portfolio, y.evaluation, actuals, catalog, kToday);
        QVERIFY(t.forecastP50Usd > t.lines.warningUsd);
        QCOMPARE(t.status.actualStatus, t.lines.statusOf(spent));
        QVERIFY(t.status.forecastStatus >= BudgetStatus::PastWarning);
        QCOMPARE(t.status.budget, std::max(t.status.actualStatus, t.status.forecastStatus));
    }

    void refusedActuals()
    {
        const Year y = typical();
        const RunActuals actuals{{"nobody", spendOn(kStart, 1)}, {"main", Actuals{}}};
        std::vector<RunActualsError> errors = validateRunActuals(y.portfolio, actuals);
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(errors[0].issue, RunActualsIssue::UnknownRun);
        QCOMPARE(errors[0].run, std::string("nobody"));
        // Empty actuals track nothing: the run's plan stands.
        const PortfolioTracking t =
            trackPortfolio(y.portfolio, y.evaluation, {{"main", Actuals{}}}, Catalog::builtIn(), kToday);
        QCOMPARE(t.trackedRuns, 0);
        QCOMPARE(t.forecastP50Usd, t.plannedUsd);
        // A run of many instances: a plan tracks one.
        const auto repeated = std::find_if(y.portfolio.runs.begin(), y.portfolio.runs.end(),
                                           [](const PortfolioRun &r) { return r.repeat > 1; });
        QVERIFY(repeated != y.portfolio.runs.end());
        errors = validateRunActuals(y.portfolio, {{repeated->id, spendOn(kStart, 1)}});
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(errors[0].issue, RunActualsIssue::RepeatedRun);
    }

    void theRunsOwnActualsRollUp()
    {
        // Spend imported on a run's plan (in Plan mode, flowed back) rolls
        // up like --actuals; a given file takes the place of the plan's own.
        Year y = typical();
        const int main = runIndex(y.portfolio, "main");
        const CivilDate start = placedStart(y, main);
        y.portfolio.runs[static_cast<std::size_t>(main)].scenario.actuals.reset(
            spendOn(addDays(start, 3), 5e6));
        auto repeated = std::find_if(y.portfolio.runs.begin(), y.portfolio.runs.end(),
                                     [](const PortfolioRun &r) { return r.repeat > 1; });
        QVERIFY(repeated != y.portfolio.runs.end());
        repeated->scenario.actuals.reset(spendOn(start, 1)); // a plan tracks one run: left out
        const RunActuals own = runActualsOf(y.portfolio);
        QCOMPARE(own.size(), std::size_t(1));
        QCOMPARE(own.at("main").spend.front().amountUsd, 5e6);
        QVERIFY(validateRunActuals(y.portfolio, own).empty());
        const RunActuals given = runActualsOf(y.portfolio, {{"main", spendOn(addDays(start, 3), 7e6)}});
        QCOMPARE(given.at("main").spend.front().amountUsd, 7e6);
        const PortfolioTracking t =
            trackPortfolio(y.portfolio, y.evaluation, own, Catalog::builtIn(), kToday);
        QCOMPARE(t.trackedRuns, 1);
        QCOMPARE(t.actualUsd, 5e6);
    }
};

PLANNER_TEST_APPLESS_MAIN(TestPortfolioTracking)
} // namespace tst_portfoliotracking

#include "tst_portfoliotracking.moc"
