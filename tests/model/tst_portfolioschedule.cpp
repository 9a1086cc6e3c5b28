// SPDX-License-Identifier: GPL-3.0-or-later
// The portfolio's schedule (model/portfolio/schedule.h, docs/model.md §16.2):
// a schedule worked out by hand, the reason of every kind of miss, and the
// invariants on random portfolios: no pool over capacity on any day,
// dependencies hold, a late run always says why.
#include "handscenario.h"
#include "plan/evaluate.h"
#include "portfolio/schedule.h"
#include "portfoliofixture.h"

#include "testmain.h"

#include <QTest>

#include <cmath>
#include <stdexcept>

namespace tst_portfolioschedule { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using namespace testing;

namespace {

Schedule scheduleOf(const Portfolio &p, const std::vector<RunDemands> &demands)
{
    return schedulePortfolio(p, demands);
}

const RunPlacement &placementOf(const Schedule &s, const Portfolio &p, const std::string &id)
{
    for (const RunPlacement &pl : s.placements)
        if (p.runs[static_cast<std::size_t>(pl.run)].id == id)
            return pl;
    throw std::logic_error("no such run");
}

} // namespace

class TestPortfolioSchedule : public QObject
{
    Q_OBJECT

private slots:
    void handSchedule()
    {
        // 100 owned accelerators and on demand. Ready order: A (priority 1),
        // then among priority 0 the earliest deadline first: C (day 2),
        // D (day 10, ready once A is placed), B (day 19).
        //  A 100 x 240 h: owned days [0, 10).
        //  C 50 x 48 h, due day 2: owned is full until day 10, so it starts
        //    on day 0 and rents all 50 on demand: days [0, 2).
        //  D 100 x 24 h after A, due day 10: owned is free on day 10: [10, 11).
        //  B 60 x 120 h, due day 19: first day with 60 owned free for 5 days
        //    is day 11: [11, 16), still in time (last day 15 <= 19).
        Portfolio p = year2027();
        p.pools = {owned(), onDemand()};
        p.runs = {run("A", 0, 364, 1), run("B", 0, 19), run("C", 0, 2, 0, {}, "post"),
                  run("D", 0, 10, 0, {"A"})};
        const std::vector<RunDemands> d = {demand(100, 240), demand(60, 120), demand(50, 48),
                                           demand(100, 24)};
        const Schedule s = scheduleOf(p, d);
        QCOMPARE(s.days, 365);
        QCOMPARE(s.grid.months.size(), std::size_t(12));
        struct Expected {
            const char *id;
            int start, end, pool, gpus;
        };
        for (const Expected &e : {Expected{"A", 0, 10, 0, 100}, Expected{"C", 0, 2, 1, 50},
                                  Expected{"D", 10, 11, 0, 100}, Expected{"B", 11, 16, 0, 60}}) {
            const RunPlacement &pl = placementOf(s, p, e.id);
            QVERIFY2(pl.scheduled && pl.metDeadline, e.id);
            QCOMPARE(pl.startDay, e.start);
            QCOMPARE(pl.endDay, e.end);
            QCOMPARE(pl.allocations.size(), std::size_t(1));
            QCOMPARE(pl.allocations[0].pool, e.pool);
            QCOMPARE(pl.allocations[0].gpus, e.gpus);
            QCOMPARE(pl.reason, MissReason::None);
        }
        QCOMPARE(s.missedDeadlines, 0);
        // January holds every hour: A 24,000 + D 2,400 + B 7,200 on owned.
        QCOMPARE(s.usedHoursByMonth(0)[0], 33600.0);
        QCOMPARE(s.capacityHoursByMonth(0)[0], 31 * 2400.0);
        QCOMPARE(s.capacityHoursByMonth(0)[1], 28 * 2400.0);
        QCOMPARE(s.usedHoursByMonth(1)[0], 2400.0);
        QCOMPARE(s.capacityHoursByMonth(1)[0], 0.0); // on demand has no capacity to idle
        QCOMPARE(s.hoursByMonth(placementOf(s, p, "B"))[0], 7200.0);
    }

    void overflowSplitsARunBetweenOwnedAndRented()
    {
        // 150 accelerators due in 10 days on 100 owned: 100 owned + 50 rented,
        // for the same 10 days; the last day holds 4 hours (244 h).
        Portfolio p = year2027();
        p.pools = {owned(), onDemand()};
        p.runs = {run("big", 0, 10)};
        const Schedule s = scheduleOf(p, {demand(150, 244)});
        const RunPlacement &pl = s.placements[0];
        QCOMPARE(pl.startDay, 0);
        QCOMPARE(pl.endDay, 11);
        QCOMPARE(pl.allocations.size(), std::size_t(2));
        QCOMPARE(pl.allocations[0].gpus, 100);
        QCOMPARE(pl.allocations[1].gpus, 50);
        QCOMPARE(pl.hoursOnDay(pl.allocations[1], 10), 50 * 4.0);
        QCOMPARE(s.usedHoursByMonth(0)[0] + s.usedHoursByMonth(1)[0], 150 * 244.0);
    }

    void cheapestRentedModeItAllows()
    {
        // Spot at $1.20 with 15 % loss costs $1.41 per useful hour, under
        // $2 on demand: a run that allows spot takes it, one that does not
        // pays on demand.
        Portfolio p = year2027();
        Pool spot = onDemand(1.2);
        spot.id = "spot";
        spot.kind = PoolKind::Spot;
        spot.goodputLoss = 0.15;
        p.pools = {onDemand(2.0), spot};
        p.runs = {run("spotty", 0, 30), run("steady", 0, 30)};
        p.runs[0].allowSpot = true;
        const Schedule s = scheduleOf(p, {demand(8, 24), demand(8, 24)});
        QCOMPARE(s.placements[0].allocations[0].pool, 1);
        QCOMPARE(s.placements[1].allocations[0].pool, 0);
    }

    void waitsForOwnedCapacityWhenTheDeadlineAllows()
    {
        // B could rent on day 0, but owned capacity frees on day 10 and B is
        // due on day 30: it waits and rents nothing.
        Portfolio p = year2027();
        p.pools = {owned(), onDemand()};
        p.runs = {run("A", 0, 364, 1), run("B", 0, 30)};
        const Schedule s = scheduleOf(p, {demand(100, 240), demand(100, 120)});
        QCOMPARE(s.placements[1].startDay, 10);
        QCOMPARE(s.placements[1].allocations[0].pool, 0);
    }

    void repeatedInstancesWaitTogetherForTwoOwnedPools()
    {
        // 60 owned from day 0 (held by A for days [0, 10)) and 40 more owned
        // from day 20. R needs 100 for 5 days, three times, and may wait
        // until day 364: each instance waits for both pools together, so
        // [20, 25), [25, 30), [30, 35), all owned, 60 + 40, none rented.
        Portfolio p = year2027();
        Pool later = owned(40);
        later.id = "owned-2";
        later.start = day2027(20);
        p.pools = {owned(60), later, onDemand()};
        p.runs = {run("A", 0, 364, 1), run("R", 0, 364)};
        p.runs[1].repeat = 3;
        const Schedule s = scheduleOf(p, {demand(60, 240), demand(100, 120)});
        QCOMPARE(s.placements.size(), std::size_t(4));
        QCOMPARE(s.placements[0].startDay, 0);
        for (int k = 0; k < 3; ++k) {
            const RunPlacement &pl = s.placements[static_cast<std::size_t>(1 + k)];
            QCOMPARE(pl.instance, k);
            QCOMPARE(pl.startDay, 20 + 5 * k);
            QCOMPARE(pl.endDay, 25 + 5 * k);
            QCOMPARE(pl.allocations.size(), std::size_t(2));
            QCOMPARE(pl.allocations[0].gpus + pl.allocations[1].gpus, 100);
            QVERIFY(pl.allocations[0].pool != 2 && pl.allocations[1].pool != 2);
        }
    }

    void missReasons_data()
    {
        QTest::addColumn<int>("reason");
        QTest::newRow("too long") << int(MissReason::TooLong);
        QTest::newRow("dependency late") << int(MissReason::DependencyLate);
        QTest::newRow("pinned late") << int(MissReason::PinnedLate);
        QTest::newRow("capacity busy") << int(MissReason::CapacityBusy);
        QTest::newRow("dependency cycle") << int(MissReason::DependencyCycle);
        QTest::newRow("dependency unscheduled") << int(MissReason::DependencyUnscheduled);
        QTest::newRow("infeasible") << int(MissReason::Infeasible);
        QTest::newRow("no pool") << int(MissReason::NoPool);
        QTest::newRow("beyond horizon") << int(MissReason::BeyondHorizon);
    }
    void missReasons()
    {
        QFETCH(int, reason);
        const auto expected = static_cast<MissReason>(reason);
        Portfolio p = year2027();
        p.pools = {owned(), onDemand()};
        std::vector<RunDemands> d;
        int blocking = -1, daysLate = 0;
        switch (expected) {
        case MissReason::TooLong: // 10 days due 5 days after its start: 4 days late
            p.runs = {run("X", 20, 25)};
            d = {demand(8, 240)};
            daysLate = 4;
            break;
        case MissReason::DependencyLate: // A ends day 10; X (5 days) due day 12 ends day 14
            p.runs = {run("A", 0, 364), run("X", 0, 12, 0, {"A"})};
            d = {demand(8, 240), demand(8, 120)};
            blocking = 0;
            daysLate = 2;
            break;
        case MissReason::PinnedLate: // pinned on day 20, 5 days, due day 22
            p.runs = {run("X", 0, 22)};
            p.runs[0].pinnedStart = day2027(20);
            d = {demand(8, 120)};
            daysLate = 2;
            break;
        case MissReason::CapacityBusy: // owned only, busy until day 10; X due day 5
            p.pools = {owned()};
            p.runs = {run("A", 0, 364, 1), run("X", 0, 5)};
            d = {demand(100, 240), demand(100, 24)};
            daysLate = 5;
            break;
        case MissReason::DependencyCycle:
            p.runs = {run("X", 0, 100, 0, {"Y"}), run("Y", 0, 100, 0, {"X"})};
            d = {demand(8, 24), demand(8, 24)};
            break;
        case MissReason::DependencyUnscheduled:
            p.runs = {run("A", 0, 100), run("X", 0, 100, 0, {"A"})};
            d = {demand(0, 24), demand(8, 24)};
            blocking = 0;
            break;
        case MissReason::Infeasible:
            p.runs = {run("X", 0, 100)};
            d = {demand(0, 24)};
            break;
        case MissReason::NoPool:
            p.runs = {run("X", 0, 100)};
            d = {demand(8, 24)};
            d[0].byAccelerator[0].accelerator = "B200";
            break;
        case MissReason::BeyondHorizon:
            p.runs = {run("X", 300, 500)};
            d = {demand(8, 24 * 100)};
            break;
        default:
            QFAIL("unhandled");
        }
        const Schedule s = scheduleOf(p, d);
        const RunPlacement &x = s.placements.back();
        QCOMPARE(x.reason, expected);
        QVERIFY(!x.metDeadline);
        QCOMPARE(x.blockingRun, blocking);
        QCOMPARE(x.daysLate, daysLate);
        QVERIFY(s.missedDeadlines >= 1);
    }

    void invariantsOnRandomPortfolios()
    {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const RandomPortfolio rp = randomPortfolio(seed, 30, seed % 4 != 0);
            const Portfolio &p = rp.portfolio;
            const Schedule s = schedulePortfolio(p, rp.demands);
            // No pool over capacity on any day, and the books agree with the placements.
            std::vector<std::vector<int>> used(p.pools.size(),
                                               std::vector<int>(static_cast<std::size_t>(s.days)));
            for (const RunPlacement &pl : s.placements)
                for (const Allocation &a : pl.allocations)
                    for (int day = pl.startDay; day < pl.endDay; ++day)
                        used[static_cast<std::size_t>(a.pool)][static_cast<std::size_t>(day)] += a.gpus;
            for (std::size_t i = 0; i < p.pools.size(); ++i)
                for (int day = 0; day < s.days; ++day) {
                    const auto k = static_cast<std::size_t>(day);
                    QCOMPARE(used[i][k], s.pools[i].used[k]);
                    QVERIFY2(used[i][k] <= s.pools[i].capacity[k],
                             qPrintable(QStringLiteral("seed %1 pool %2 day %3").arg(seed).arg(i).arg(day)));
                }
            for (const RunPlacement &pl : s.placements) {
                const PortfolioRun &r = p.runs[static_cast<std::size_t>(pl.run)];
                if (pl.scheduled) {
                    int gpus = 0;
                    for (const Allocation &a : pl.allocations)
                        gpus += a.gpus;
                    QCOMPARE(gpus, pl.gpus);
                    QVERIFY(pl.startDay >= dayOf(p, r.pinnedStart ? *r.pinnedStart : r.earliestStart));
                    // Dependencies hold: after every instance of every run it waits for.
                    for (const RunPlacement &before : s.placements)
                        for (const std::string &dep : r.dependsOn)
                            if (p.runs[static_cast<std::size_t>(before.run)].id == dep) {
                                QVERIFY(before.scheduled);
                                QVERIFY(pl.startDay >= before.endDay);
                            }
                    QCOMPARE(pl.metDeadline, pl.endDay - 1 <= dayOf(p, r.deadline));
                }
                // A late or unplaced run says why; one in time says nothing.
                QCOMPARE(pl.reason == MissReason::None, pl.metDeadline);
            }
        }
    }

    void deterministic()
    {
        const RandomPortfolio rp = randomPortfolio(7, 60);
        const Schedule a = schedulePortfolio(rp.portfolio, rp.demands);
        const Schedule b = schedulePortfolio(rp.portfolio, rp.demands);
        QCOMPARE(a.placements.size(), b.placements.size());
        for (std::size_t k = 0; k < a.placements.size(); ++k) {
            QCOMPARE(a.placements[k].startDay, b.placements[k].startDay);
            QCOMPARE(a.placements[k].allocations.size(), b.placements[k].allocations.size());
        }
    }

    void demandIsTheMainRunOfThePlan()
    {
        // The hand scenario: the run holds Result::peakGpus for its wall-clock.
        PortfolioRun r;
        r.id = "hand";
        r.scenario = handScenario();
        const Result result = evaluate(r.scenario, handCatalog());
        const RunDemand d = runDemand(r, "ROUND", handCatalog());
        QVERIFY(d.feasible);
        QCOMPARE(d.gpus, static_cast<int>(std::ceil(result.peakGpus)));
        QCOMPARE(d.wallClockHours, result.wallClockHours);
        QCOMPARE(d.trainedTokens, result.trainedTokens);
        // Its own storage and network, and its corpus priced by its plan:
        // together the plan's storage, network and data.
        QVERIFY(d.corpusUsd > 0 && d.extrasUsd > 0);
        QVERIFY(qFuzzyCompare(d.extrasUsd + d.corpusUsd, result.categoryUsd(Category::Storage) +
                                                             result.categoryUsd(Category::Network) +
                                                             result.categoryUsd(Category::Data)));
        QVERIFY(result.categoryUsd(Category::Data) < d.corpusUsd); // its storage and transfer too
        QCOMPARE(d.corpusTokens, r.scenario.value(InputId::DataTokens));
    }

    void cacheEvaluatesOnlyChangedRuns()
    {
        Portfolio p = year2027();
        for (int i = 0; i < 5; ++i) {
            PortfolioRun r = run("r" + std::to_string(i), 0, 100);
            r.scenario = handScenario();
            r.scenario.gpuId = "ROUND";
            p.runs.push_back(r);
        }
        DemandCache cache;
        QCOMPARE(cache.update(p, handCatalog()), std::size_t(5));
        QCOMPARE(cache.update(p, handCatalog()), std::size_t(0));
        p.pools.push_back(onDemand()); // the fleet is not part of a run's demand
        QCOMPARE(cache.update(p, handCatalog()), std::size_t(0));
        p.runs[2].scenario.set(InputId::ClusterGpuCount, 500);
        QCOMPARE(cache.update(p, handCatalog()), std::size_t(1));
        QCOMPARE(cache.demands()[2].byAccelerator[0].gpus, 500);
        p.runs[3].accelerators = {"ROUND", "NOFP8"};
        QCOMPARE(cache.update(p, handCatalog()), std::size_t(2));
        QVERIFY(cache.demands() == portfolioDemands(p, handCatalog()));
    }
};

PLANNER_TEST_APPLESS_MAIN(TestPortfolioSchedule)
} // namespace tst_portfolioschedule

#include "tst_portfolioschedule.moc"
