// SPDX-License-Identifier: GPL-3.0-or-later
// Two portfolios compared (model/portfolio/portfoliocompare.h,
// docs/model.md §16.7): the waterfall worked out by hand on
// tst_portfoliometrics' hand year, owned against rented; a portfolio
// against itself moves nothing; and on the typical year owning 1,024 and
// renting the peaks against renting everything moves owned and on-demand
// cost in opposite directions, the steps adding up to the difference.
#include "plan/catalog.h"
#include "portfolio/portfoliocompare.h"
#include "portfolio/typicalyear.h"
#include "portfoliofixture.h"

#include "testmain.h"

#include <QTest>

#include <cmath>

namespace tst_portfoliocompare { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using namespace testing;

namespace {

bool near(double a, double b, double absolute = 1e-6)
{
    return std::abs(a - b) <= absolute;
}

/** tst_portfoliometrics' hand year: A [0,10) and D [10,11) on 100 owned, B
 *  [11,16) on owned after A, C [0,2) on demand at $2; A brings $500 of
 *  storage and data; $1,000 a month shared. */
Portfolio handPortfolio(int ownedCount)
{
    return handYear(ownedCount);
}
const std::vector<RunDemands> kHandDemands = handYearDemands();

double step(const PortfolioComparison &c, CostCause cause)
{
    return c.steps[static_cast<std::size_t>(cause)].deltaUsd();
}

double sumOfSteps(const PortfolioComparison &c)
{
    double sum = 0;
    for (const CostStep &s : c.steps)
        sum += s.deltaUsd();
    return sum;
}

const RunChange &runChange(const PortfolioComparison &c, const std::string &id)
{
    for (const RunChange &r : c.runs)
        if (r.id == id)
            return r;
    qFatal("no run %s", id.c_str());
}

} // namespace

class TestPortfolioCompare : public QObject
{
    Q_OBJECT

private slots:
    void ownedAgainstRented()
    {
        const Catalog &catalog = Catalog::builtIn();
        const Portfolio a = handPortfolio(100), b = handPortfolio(0);
        const PortfolioEvaluation ea = evaluatePortfolio(a, kHandDemands, catalog);
        const PortfolioEvaluation eb = evaluatePortfolio(b, kHandDemands, catalog);
        const PortfolioComparison c = comparePortfolios(a, ea, b, eb);
        // A (tst_portfoliometrics): owned 3,200 a day = 1,168,000, of which
        // runs held 33,600 h at $4/3 = 44,800; C on demand 2,400 h at $2 =
        // 4,800; $500 extras; 12 x 1,000 shared: 1,185,300.
        QVERIFY(near(c.startUsd, 1185300));
        // B rents all 36,000 useful hours at $2: 72,000 + 500 + 12,000.
        QVERIFY(near(c.endUsd, 84500));
        QCOMPARE(c.steps.size(), static_cast<std::size_t>(CostCause::Count));
        QVERIFY(near(step(c, CostCause::Owned), -44800));
        QVERIFY(near(step(c, CostCause::OnDemand), 72000 - 4800));
        QVERIFY(near(step(c, CostCause::Idle), -(1168000 - 44800)));
        QVERIFY(near(step(c, CostCause::Commitment), 0));
        QVERIFY(near(step(c, CostCause::Spot), 0));
        QVERIFY(near(step(c, CostCause::RunExtras), 0));
        QVERIFY(near(step(c, CostCause::Shared), 0));
        QVERIFY(near(c.steps[static_cast<std::size_t>(CostCause::RunExtras)].fromUsd, 500));
        QVERIFY(near(c.steps[static_cast<std::size_t>(CostCause::Shared)].fromUsd, 12000));
        QVERIFY(near(sumOfSteps(c), c.endUsd - c.startUsd));
        // Beside the waterfall: A's owned depreciation 2,000 a day and
        // hosting 1,200 a day; 3.65M bought; resale 1.46M after a year.
        QVERIFY(near(c.ownedA.depreciationUsd, 730000));
        QVERIFY(near(c.ownedA.hostingUsd, 438000));
        QVERIFY(near(c.ownedA.capexUsd, 3650000));
        QVERIFY(near(c.ownedA.residualUsd, 1460000));
        QVERIFY(near(c.ownedB.depreciationUsd, 0) && near(c.ownedB.capexUsd, 0));
        // Per run: A 24,000 h + $500, B 7,200 h, C 2,400 h, D 2,400 h, at
        // $4/3 on owned and $2 on demand; B no longer waits for A's owned
        // capacity (day 11) and starts on day 0.
        QCOMPARE(c.runs.size(), std::size_t(4));
        QVERIFY(near(runChange(c, "A").a.usd, 32500) && near(runChange(c, "A").b.usd, 48500));
        QVERIFY(near(runChange(c, "B").a.usd, 9600) && near(runChange(c, "B").b.usd, 14400));
        QVERIFY(near(runChange(c, "C").deltaUsd(), 0));
        QVERIFY(near(runChange(c, "D").a.usd, 3200) && near(runChange(c, "D").b.usd, 4800));
        QCOMPARE(*runChange(c, "B").a.start, day2027(11));
        QCOMPARE(*runChange(c, "B").b.start, day2027(0));
        QCOMPARE(*runChange(c, "B").b.finish, day2027(4));
        // The runs' changes are the charged and extras steps.
        double runs = 0;
        for (const RunChange &r : c.runs)
            runs += r.deltaUsd();
        QVERIFY(near(runs, step(c, CostCause::Owned) + step(c, CostCause::OnDemand)));
        QCOMPARE(c.missedA, 0);
        QCOMPARE(c.missedB, 0);
    }

    void missedDeadlinesAndRunsOnOneSide()
    {
        const Catalog &catalog = Catalog::builtIn();
        Portfolio a = handPortfolio(100), b = handPortfolio(100);
        b.runs[1].deadline = day2027(3); // B waits for owned capacity until day 11: late
        b.runs[1].allowSpot = false;
        b.pools = {owned(100)}; // nothing to rent
        b.runs.pop_back();      // D only in A
        std::vector<RunDemands> db(kHandDemands.begin(), kHandDemands.end() - 1);
        const PortfolioEvaluation ea = evaluatePortfolio(a, kHandDemands, catalog);
        const PortfolioEvaluation eb = evaluatePortfolio(b, db, catalog);
        const PortfolioComparison c = comparePortfolios(a, ea, b, eb);
        QVERIFY(near(sumOfSteps(c), c.endUsd - c.startUsd));
        QCOMPARE(c.missedA, 0);
        QVERIFY(c.missedB > 0);
        QCOMPARE(runChange(c, "B").a.missed, 0);
        QCOMPARE(runChange(c, "B").b.missed, 1);
        const RunChange &d = runChange(c, "D");
        QVERIFY(d.a.present && !d.b.present);
        QCOMPARE(d.b.instances, 0);
        QVERIFY(!d.b.start);
    }

    void itselfMovesNothing()
    {
        const Catalog &catalog = Catalog::builtIn();
        const Portfolio a = handPortfolio(100);
        const PortfolioEvaluation ea = evaluatePortfolio(a, kHandDemands, catalog);
        const PortfolioComparison c = comparePortfolios(a, ea, a, ea);
        QCOMPARE(c.startUsd, c.endUsd);
        for (const CostStep &s : c.steps)
            QCOMPARE(s.deltaUsd(), 0.0);
        for (const RunChange &r : c.runs)
            QCOMPARE(r.deltaUsd(), 0.0);
    }

    void typicalYearOwnAgainstRent()
    {
        const Catalog &catalog = Catalog::builtIn();
        Portfolio own = typicalYear(catalog, {2027, 1, 1});
        for (Pool &pool : own.pools) {
            if (pool.kind == PoolKind::Owned)
                pool.count = 1024;
            if (pool.kind == PoolKind::Commitment)
                pool.count = 0;
        }
        Portfolio rent = own;
        for (Pool &pool : rent.pools)
            if (pool.kind == PoolKind::Owned)
                pool.count = 0;
        const std::vector<RunDemands> d = portfolioDemands(own, catalog);
        const PortfolioEvaluation eo = evaluatePortfolio(own, d, catalog);
        const PortfolioEvaluation er = evaluatePortfolio(rent, d, catalog);
        const PortfolioComparison c = comparePortfolios(own, eo, rent, er);
        QVERIFY(near(c.startUsd, eo.metrics.annualUsd) && near(c.endUsd, er.metrics.annualUsd));
        QVERIFY(near(sumOfSteps(c), c.endUsd - c.startUsd, 1e-3));
        QVERIFY(step(c, CostCause::Owned) < 0);
        QVERIFY(step(c, CostCause::OnDemand) > 0);
        QVERIFY(step(c, CostCause::Idle) <= 0);
        QVERIFY(near(c.steps[static_cast<std::size_t>(CostCause::Owned)].toUsd, 0));
        QVERIFY(near(step(c, CostCause::Shared), 0, 1e-3));
        // Every part of each side adds up to its annual cost.
        for (const auto &[p, e] : {std::pair{&own, &eo}, std::pair{&rent, &er}}) {
            double sum = 0;
            for (double usd : annualCostByCause(*p, *e))
                sum += usd;
            QVERIFY(near(sum, e->metrics.annualUsd, 1e-3));
        }
    }
};

PLANNER_TEST_APPLESS_MAIN(TestPortfolioCompare)
} // namespace tst_portfoliocompare

#include "tst_portfoliocompare.moc"
