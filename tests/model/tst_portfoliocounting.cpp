// SPDX-License-Identifier: GPL-3.0-or-later
// What the portfolio's year counts (docs/model.md §16.1, §16.3, issue 50):
// a corpus is bought once however many runs and instances read it, work
// that is not placed is priced at on demand instead of leaving the total,
// the effective savings rate is the FinOps Foundation's, and every run has
// a cost that, with what stays central, sums to the total.
#include "plan/catalog.h"
#include "portfolio/metrics.h"
#include "portfoliofixture.h"

#include "testmain.h"

#include <QTest>

#include <cmath>

namespace tst_portfoliocounting { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using namespace testing;

namespace {

bool near(double a, double b, double absolute = 1e-6)
{
    return std::abs(a - b) <= absolute;
}

PortfolioMetrics metricsOf(const Portfolio &p, const std::vector<RunDemands> &d)
{
    return evaluatePortfolio(p, d, Catalog::builtIn()).metrics;
}

/** Ablations x `repeat` and a main run on one web corpus, on demand at $2:
 *  an ablation holds 10 accelerators for a day (240 h, $480) and brings
 *  $100 of its own checkpoints; the main run 100 for 10 days (24,000 h,
 *  $48,000) and $2,000. The corpus costs $1M priced by an ablation's plan
 *  (it reads 1e11 tokens) and $5M by the main run's (1.5e13). */
struct CorpusYear {
    Portfolio p;
    std::vector<RunDemands> d;
};
CorpusYear corpusYear(int repeat)
{
    CorpusYear y;
    y.p = year2027();
    y.p.pools = {onDemand(2.0)};
    PortfolioRun ablation = run("ablation", 0, 364);
    ablation.repeat = repeat;
    ablation.corpus = "web";
    PortfolioRun main = run("main", 30, 364);
    main.corpus = "web";
    y.p.runs = {ablation, main};
    y.d = {withCorpus(demand(10, 24, 100, 1e11), 1e6, 1e11),
           withCorpus(demand(100, 240, 2000, 1.5e13), 5e6, 1.5e13)};
    return y;
}

} // namespace

class TestPortfolioCounting : public QObject
{
    Q_OBJECT

private slots:

    void aCorpusIsBoughtOnce()
    {
        const CorpusYear y = corpusYear(64);
        const PortfolioMetrics m = metricsOf(y.p, y.d);
        QCOMPARE(m.corpora.size(), std::size_t(1));
        QCOMPARE(m.corpora[0].name, std::string("web"));
        QVERIFY(near(m.corpora[0].usd, 5e6)); // priced by the run that reads the most
        QCOMPARE(m.corpora[0].pricedByRun, 1);
        QCOMPARE(m.corpora[0].month, 0); // bought when its first reader starts
        QVERIFY(near(m.corpusUsd, 5e6));
        QVERIFY(near(m.months[0].corpusUsd, 5e6));
        // 64 x (480 + 100) + 48,000 + 2,000 + 5M.
        QVERIFY(near(m.runsComputeUsd, 64 * 480.0 + 48000));
        QVERIFY(near(m.runsOtherUsd, 64 * 100.0 + 2000));
        QVERIFY(near(m.totalUsd, 64 * 580.0 + 50000 + 5e6));
    }

    void repeatingInstancesDoesNotRepeatTheCorpus()
    {
        const PortfolioMetrics a = metricsOf(corpusYear(64).p, corpusYear(64).d);
        const PortfolioMetrics b = metricsOf(corpusYear(128).p, corpusYear(128).d);
        QVERIFY(near(a.corpusUsd, b.corpusUsd));
        QVERIFY(near(b.totalUsd - a.totalUsd, 64 * 580.0)); // only the instances' own costs
        // A run that names no corpus has one of its own, still bought once.
        CorpusYear y = corpusYear(12);
        y.p.runs[0].corpus.clear();
        const PortfolioMetrics c = metricsOf(y.p, y.d);
        QCOMPARE(c.corpora.size(), std::size_t(2));
        QVERIFY(near(c.corpusUsd, 1e6 + 5e6));
    }

    void repeatsNeverRepeatTheCorpusOnRandomPortfolios()
    {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            RandomPortfolio rp = randomPortfolio(seed, 12);
            for (std::size_t i = 0; i < rp.demands.size(); ++i) {
                rp.demands[i] = withCorpus(rp.demands[i], 1e5 * static_cast<double>(i + 1),
                                           1e9 * static_cast<double>(i + 1));
                rp.portfolio.runs[i].corpus = i % 2 ? "a" : "b";
            }
            const PortfolioMetrics before = metricsOf(rp.portfolio, rp.demands);
            for (PortfolioRun &r : rp.portfolio.runs)
                r.repeat *= 3;
            const PortfolioMetrics after = metricsOf(rp.portfolio, rp.demands);
            const QByteArray at = "seed " + QByteArray::number(static_cast<qulonglong>(seed));
            QVERIFY2(near(before.corpusUsd, after.corpusUsd, 1e-3), at);
            QVERIFY2(near(before.corpusUsd, 12e5 + 11e5, 1e-3), at); // the largest reader of each
        }
    }

    void instancesOnACadenceShiftTheirWindow()
    {
        // Three instances every 10 days, each with 5 days to run 2 days:
        // they start on days 0, 10 and 20 and meet their own deadlines.
        Portfolio p = year2027();
        p.pools = {onDemand(2.0)};
        PortfolioRun r = run("ablation", 0, 4);
        r.repeat = 3;
        r.intervalDays = 10;
        p.runs = {r};
        const std::vector<RunDemands> d = {demand(8, 48)};
        const PortfolioEvaluation e = evaluatePortfolio(p, d, Catalog::builtIn());
        QCOMPARE(e.schedule.placements.size(), std::size_t(3));
        for (int k = 0; k < 3; ++k) {
            QCOMPARE(e.schedule.placements[std::size_t(k)].startDay, 10 * k);
            QVERIFY(e.schedule.placements[std::size_t(k)].metDeadline);
        }
        QCOMPARE(instanceDeadline(r, 2), day2027(24));
        QCOMPARE(instanceEarliestStart(r, 2), day2027(20));
    }

    void spotStretchesWallClockAndPaidHours()
    {
        // 10 accelerators for 96 hours on spot that loses 20 % to
        // preemptions: the run holds them 120 hours (5 days) and pays every
        // one, $1,200 at $1; 960 of the hours are useful.
        Portfolio p = year2027();
        Pool spot = onDemand(1.0);
        spot.id = "spot";
        spot.kind = PoolKind::Spot;
        spot.goodputLoss = 0.2;
        p.pools = {spot};
        PortfolioRun r = run("ablation", 0, 30);
        r.allowSpot = true;
        p.runs = {r};
        const std::vector<RunDemands> d = {demand(10, 96)};
        const PortfolioEvaluation e = evaluatePortfolio(p, d, Catalog::builtIn());
        const RunPlacement &pl = e.schedule.placements[0];
        QVERIFY(pl.scheduled);
        QCOMPARE(pl.endDay - pl.startDay, 5);
        QVERIFY(near(pl.wallClockHours, 120));
        QVERIFY(near(pl.goodput, 0.8));
        QVERIFY(near(e.metrics.totalUsd, 1200));
        QVERIFY(near(e.metrics.pools[0][0].paidHours, 1200));
        QVERIFY(near(e.metrics.usefulHours, 960));
    }

    void rentingWaitsForCheaperMonthsWhenTheDeadlineAllows()
    {
        // Rent falls 50 % a year; a 10-day run may start from 10 January
        // and must end by 30 April: it starts on 10 April, three months'
        // fall cheaper. A run that another waits for is not deferred.
        Portfolio p = year2027();
        p.pools = {onDemand(2.0)};
        p.rentalDeclinePerYear = 0.5;
        p.runs = {run("a", 9, 119)};
        const std::vector<RunDemands> d = {demand(10, 240)};
        const PortfolioEvaluation e = evaluatePortfolio(p, d, Catalog::builtIn());
        QCOMPARE(e.schedule.placements[0].startDay, 99); // 10 April
        QVERIFY(e.schedule.placements[0].metDeadline);
        QVERIFY(near(e.metrics.totalUsd, 2400 * 2.0 * std::pow(0.5, 3.0 / 12.0), 1e-6));
        p.runs.push_back(run("b", 0, 364, 0, {"a"}));
        const std::vector<RunDemands> d2 = {demand(10, 240), demand(10, 24)};
        QCOMPARE(evaluatePortfolio(p, d2, Catalog::builtIn()).schedule.placements[0].startDay, 9);
        // Without a falling price nothing waits.
        p.rentalDeclinePerYear = 0;
        p.runs.pop_back();
        QCOMPARE(evaluatePortfolio(p, d, Catalog::builtIn()).schedule.placements[0].startDay, 9);
    }

    void unplacedWorkIsPricedAtOnDemand()
    {
        // 100 accelerators for two days, but on demand holds only 50: not
        // placed, so priced at 4,800 h x $2 + its $300 of checkpoints.
        Portfolio p = year2027();
        Pool od = onDemand(2.0);
        od.count = 50;
        p.pools = {od};
        p.runs = {run("big", 40, 364)};
        const std::vector<RunDemands> d = {demand(100, 48, 300)};
        const PortfolioMetrics m = metricsOf(p, d);
        QCOMPARE(m.unplacedInstances, 1);
        QVERIFY(!m.placements[0].placed);
        QVERIFY(near(m.unplacedUsd, 4800 * 2.0 + 300));
        QVERIFY(near(m.months[1].unplacedUsd, 9900)); // the month of its earliest start
        QVERIFY(near(m.totalUsd, 9900));
        QVERIFY(near(m.runs[0].unplacedUsd, 9900));
        // The same run placed costs the same: capacity being short never
        // makes the year cheaper.
        p.pools[0].count = 0;
        QVERIFY(near(metricsOf(p, d).totalUsd, 9900));
    }

    void shortCapacityNeverLowersTheTotal()
    {
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            RandomPortfolio rp = randomPortfolio(seed, 25);
            // Rented only: the fixed pools sit empty.
            for (Pool &pool : rp.portfolio.pools)
                if (isFixed(pool.kind))
                    pool.count = 0;
            const double open = metricsOf(rp.portfolio, rp.demands).totalUsd;
            for (Pool &pool : rp.portfolio.pools)
                if (!isFixed(pool.kind))
                    pool.count = 64;
            const PortfolioMetrics capped = metricsOf(rp.portfolio, rp.demands);
            const QByteArray at = "seed " + QByteArray::number(static_cast<qulonglong>(seed));
            QVERIFY2(capped.totalUsd >= open - 1e-6, at);
        }
    }

    void biggerRunsNeverLowerTheTotal()
    {
        // On rented capacity a run that grows costs more and nothing else
        // moves; on a shared fleet the greedy schedule may place other runs
        // differently, but the grown run itself never costs less, and when
        // it no longer fits it is priced, not dropped.
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            for (const bool rentedOnly : {true, false}) {
                RandomPortfolio rp = randomPortfolio(seed, 20);
                if (rentedOnly)
                    for (Pool &pool : rp.portfolio.pools)
                        if (isFixed(pool.kind))
                            pool.count = 0;
                const std::size_t grown = seed % rp.demands.size();
                const PortfolioMetrics before = metricsOf(rp.portfolio, rp.demands);
                for (RunDemand &d : rp.demands[grown].byAccelerator)
                    d.wallClockHours *= 4;
                const PortfolioMetrics after = metricsOf(rp.portfolio, rp.demands);
                const QByteArray at = "seed " + QByteArray::number(static_cast<qulonglong>(seed)) +
                                      (rentedOnly ? " rented" : " mixed");
                if (rentedOnly)
                    QVERIFY2(after.totalUsd >= before.totalUsd - 1e-6, at);
                QVERIFY2(after.runs[grown].ownUsd() >= before.runs[grown].ownUsd() - 1e-6, at);
            }
        }
        // The main run grows past the calendar: priced at on demand, and
        // the year does not get cheaper.
        Portfolio p = year2027();
        p.pools = {owned(100), onDemand(2.0)};
        p.runs = {run("main", 0, 364)};
        std::vector<RunDemands> d = {demand(100, 24 * 200)};
        const double fits = metricsOf(p, d).totalUsd;
        d = {demand(100, 24 * 400)};
        const PortfolioMetrics grown = metricsOf(p, d);
        QCOMPARE(grown.unplacedInstances, 1);
        QVERIFY(near(grown.unplacedUsd, 100 * 24 * 400 * 2.0));
        QVERIFY(grown.totalUsd > fits);
    }

    void effectiveSavingsRateIsTheFinOpsOne()
    {
        // Owned only: no rented usage, so no rate at all.
        Portfolio p = year2027();
        p.pools = {owned(100)};
        p.runs = {run("a", 0, 364)};
        const std::vector<RunDemands> d = {demand(50, 240)};
        QVERIFY(!metricsOf(p, d).effectiveSavingsRate().has_value());
        // Owned and on demand: rented usage without a discount saves 0.
        p.pools = {owned(10), onDemand(2.0)};
        QVERIFY(near(*metricsOf(p, d).effectiveSavingsRate(), 0));
        // A commitment of 50 at $2 less 30 % over January, used by one run
        // for 10 days: it costs 31 x 24 x 50 x 1.4 = 52,080; its 12,000 used
        // hours would cost 24,000 on demand, so it saved 24,000 - 52,080.
        Pool c;
        c.id = "commitment";
        c.kind = PoolKind::Commitment;
        c.accelerator = kH100;
        c.count = 50;
        c.start = {2027, 1, 1};
        c.termMonths = 1;
        c.discount = 0.3;
        c.usdPerHour = 2.0;
        p.pools = {c, onDemand(2.0)};
        const PortfolioMetrics m = metricsOf(p, d);
        QVERIFY(near(m.commitmentSavingsUsd, 24000 - 52080.0));
        QVERIFY(near(m.rentedOnDemandEquivalentUsd, 24000));
        QVERIFY(near(*m.effectiveSavingsRate(), (24000 - 52080.0) / 24000));
        // February has no rented usage: no rate, not a large negative one.
        QVERIFY(!m.months[1].effectiveSavingsRate().has_value());
        // Fully used: the discount itself.
        p.runs = {run("a", 0, 364)};
        const std::vector<RunDemands> full = {demand(50, 31 * 24)};
        QVERIFY(near(*metricsOf(p, full).effectiveSavingsRate(), 0.3, 1e-9));
    }

    void everyRunHasACostAndTheyAddUp()
    {
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            RandomPortfolio rp = randomPortfolio(seed, 20, seed % 4 != 0);
            rp.portfolio.idlePolicy = seed % 2 ? IdlePolicy::ProRata : IdlePolicy::Central;
            for (std::size_t i = 0; i < rp.demands.size(); ++i)
                rp.demands[i] = withCorpus(rp.demands[i], 5e4, 1e9 * static_cast<double>(i % 3 + 1));
            const PortfolioMetrics m = metricsOf(rp.portfolio, rp.demands);
            QCOMPARE(m.runs.size(), rp.portfolio.runs.size());
            double runs = 0, central = 0, own = 0, placements = 0;
            for (const RunCost &r : m.runs) {
                runs += r.totalUsd();
                own += r.ownUsd();
            }
            for (const PlacementCost &c : m.placements)
                placements += c.totalUsd();
            for (const NamedCost &c : m.byTeam)
                if (c.name.empty())
                    central = c.usd;
            const QByteArray at = "seed " + QByteArray::number(static_cast<qulonglong>(seed));
            QVERIFY2(near(own, placements, 1e-3), at);
            QVERIFY2(near(runs + central, m.totalUsd, 5e-3), at);
            QVERIFY2(near(m.runsComputeUsd + m.runsOtherUsd + m.unplacedUsd + m.corpusUsd + m.idleUsd +
                              m.sharedUsd,
                          m.totalUsd, 5e-3),
                     at);
            if (rp.portfolio.idlePolicy == IdlePolicy::Central)
                QVERIFY2(near(central, m.corpusUsd + m.idleUsd + m.sharedUsd, 5e-3), at);
        }
    }

    void proRataSharesFollowHoursAndTokens()
    {
        // Two runs on the same corpus, the main one reading three times the
        // tokens; $1,000 a month shared; both in January on demand.
        Portfolio p = year2027();
        p.pools = {onDemand(2.0)};
        PortfolioRun a = run("a", 0, 364), b = run("b", 0, 364);
        a.corpus = b.corpus = "web";
        p.runs = {a, b};
        p.sharedCosts = {{"platform", 1000}};
        const std::vector<RunDemands> d = {withCorpus(demand(10, 240), 3e5, 1e10),
                                           withCorpus(demand(30, 240), 9e5, 3e10)};
        const PortfolioMetrics m = metricsOf(p, d);
        // Corpus 9e5 split 1:3 by tokens; January's 1,000 by hours 2,400 : 7,200.
        QVERIFY(near(m.runs[0].corpusShareUsd, 9e5 / 4));
        QVERIFY(near(m.runs[1].corpusShareUsd, 9e5 * 3 / 4));
        QVERIFY(near(m.runs[0].sharedShareUsd, 250));
        QVERIFY(near(m.runs[1].sharedShareUsd, 750));
        QVERIFY(near(m.runs[0].hours, 2400));
        QVERIFY(near(m.runs[0].computeUsd, 4800));
    }
};

PLANNER_TEST_APPLESS_MAIN(TestPortfolioCounting)
} // namespace tst_portfoliocounting

#include "tst_portfoliocounting.moc"
