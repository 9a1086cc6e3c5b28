// SPDX-License-Identifier: GPL-3.0-or-later
// Where and at what charge the portfolio placed one run
// (model/portfolio/placedrun.h, docs/model.md §16.3, issue 53), worked out by
// hand on the fixture's fleet: 100 owned H100 at $4/3 a held hour, on demand
// at $2.
#include "plan/catalog.h"
#include "portfolio/placedrun.h"
#include "portfoliofixture.h"

#include "testmain.h"

#include <QTest>

#include <cmath>

namespace tst_placedrun { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using namespace testing;

namespace {

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-6;
}

/** "abl": two instances a month apart, 20 accelerators for 48 hours each;
 *  "main": 150 accelerators for 240 hours from 1 April, more than the
 *  owned pool holds, so the rest is rented on demand. */
Portfolio hand(IdlePolicy policy)
{
    Portfolio p = year2027();
    p.pools = {owned(), onDemand()};
    PortfolioRun abl = run("abl", 0, 5);
    abl.repeat = 2;
    abl.intervalDays = 30;
    p.runs = {abl, run("main", 90, 364)};
    p.idlePolicy = policy;
    return p;
}
const std::vector<RunDemands> kDemands = {demand(20, 48), demand(150, 240)};

} // namespace

class TestPlacedRun : public QObject
{
    Q_OBJECT

private slots:
    void aRunOnTwoPools()
    {
        const Portfolio p = hand(IdlePolicy::Central);
        const PortfolioEvaluation e = evaluatePortfolio(p, kDemands, Catalog::builtIn());
        const PlacedRun main = placedRun(p, e, 1);
        QCOMPARE(main.instances, 1);
        QCOMPARE(main.placed, 1);
        // Days [90, 100) of 2027: 1 to 10 April.
        QCOMPARE(*main.firstDay, (CivilDate{2027, 4, 1}));
        QCOMPARE(*main.lastDay, (CivilDate{2027, 4, 10}));
        QCOMPARE(main.pools.size(), std::size_t(2));
        QCOMPARE(main.pools[0].pool, 0);
        QCOMPARE(main.pools[0].gpus, 100);
        QCOMPARE(main.pools[1].pool, 1);
        QCOMPARE(main.pools[1].gpus, 50);
        // 100 x 240 h x $4/3 owned + 50 x 240 h x $2 on demand; idle is
        // carried centrally, so nothing is shared.
        QVERIFY2(near(main.ownUsd, 32000 + 24000), qPrintable(QString::number(main.ownUsd, 'f', 2)));
        QVERIFY(near(main.chargeUsd, 56000));
        QVERIFY(near(main.sharesUsd, 0));
    }

    void aRepeatedRunSpansItsInstances()
    {
        const Portfolio p = hand(IdlePolicy::Central);
        const PortfolioEvaluation e = evaluatePortfolio(p, kDemands, Catalog::builtIn());
        const PlacedRun abl = placedRun(p, e, 0);
        QCOMPARE(abl.instances, 2);
        QCOMPARE(abl.placed, 2);
        // Instance 0 holds days [0, 2), instance 1 days [30, 32).
        QCOMPARE(*abl.firstDay, (CivilDate{2027, 1, 1}));
        QCOMPARE(*abl.lastDay, (CivilDate{2027, 2, 1}));
        QCOMPARE(abl.pools.size(), std::size_t(1));
        QCOMPARE(abl.pools[0].gpus, 20);
        // 2 x 20 x 48 h x $4/3.
        QVERIFY(near(abl.chargeUsd, 2560));
        // Its plan starts on its first day.
        QCOMPARE(placedPlan(p, e, 0).startDate, std::string("2027-01-01"));
        QCOMPARE(placedPlan(p, e, 1).startDate, std::string("2027-04-01"));
    }

    void proRataIdleIsItsShare()
    {
        const Portfolio p = hand(IdlePolicy::ProRata);
        const PortfolioEvaluation e = evaluatePortfolio(p, kDemands, Catalog::builtIn());
        const PlacedRun main = placedRun(p, e, 1);
        // Its own charges do not change; the idle owned capacity it is
        // charged is the metrics' share, and the charge is their sum.
        QVERIFY(near(main.ownUsd, 56000));
        QVERIFY(main.sharesUsd > 0);
        QVERIFY(near(main.sharesUsd, e.metrics.runs[1].idleShareUsd));
        QVERIFY(near(main.chargeUsd, e.metrics.runs[1].totalUsd()));
    }

    void aRunNotPlacedHasNoDays()
    {
        Portfolio p = hand(IdlePolicy::Central);
        p.pools = {owned()};
        const PortfolioEvaluation e = evaluatePortfolio(p, kDemands, Catalog::builtIn());
        const PlacedRun main = placedRun(p, e, 1);
        QCOMPARE(main.placed, 0);
        QVERIFY(!main.firstDay && !main.lastDay);
        QVERIFY(main.pools.empty());
        // Not placed, it is priced at on demand (the catalog's price): still charged.
        QVERIFY(near(main.chargeUsd, e.metrics.runs[1].totalUsd()));
        QCOMPARE(placedPlan(p, e, 1).startDate, p.runs[1].scenario.startDate);
    }
};

PLANNER_TEST_APPLESS_MAIN(TestPlacedRun)

} // namespace tst_placedrun

#include "tst_placedrun.moc"
