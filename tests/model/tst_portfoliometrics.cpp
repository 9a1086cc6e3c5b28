// SPDX-License-Identifier: GPL-3.0-or-later
// The portfolio's money and FinOps figures (model/portfolio/metrics.h,
// docs/model.md §16.3), worked out by hand, and the invariant: the total is
// the runs' costs plus idle capacity plus shared costs, to the cent, on
// random portfolios.
#include "plan/catalog.h"
#include "portfolio/metrics.h"
#include "portfoliofixture.h"

#include "testmain.h"

#include <QTest>

#include <cmath>

namespace tst_portfoliometrics { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using namespace testing;

namespace {

bool near(double a, double b, double absolute = 1e-6)
{
    return std::abs(a - b) <= absolute;
}

double costOf(const std::vector<NamedCost> &costs, const std::string &name)
{
    for (const NamedCost &c : costs)
        if (c.name == name)
            return c.usd;
    return 0;
}

/** tst_portfolioschedule's hand schedule: A [0,10) and D [10,11) of team
 *  "pre" on 100 owned, B [11,16) of "post" on owned, C [0,2) of "post" on
 *  demand at $2; A brings $500 of storage and data; $1,000 a month shared. */
Portfolio handPortfolio()
{
    Portfolio p = handYear();
    p.budget.annualUsd = 1e6;
    p.budget.warningFraction = 0.9;
    p.budget.reviewFraction = 1.0;
    return p;
}
const std::vector<RunDemands> kHandDemands = handYearDemands();

} // namespace

class TestPortfolioMetrics : public QObject
{
    Q_OBJECT

private slots:
    void handYear()
    {
        const Portfolio p = handPortfolio();
        const PortfolioEvaluation e = evaluatePortfolio(p, kHandDemands, Catalog::builtIn());
        const PortfolioMetrics &m = e.metrics;
        // Owned pool per day: depreciation 100 x 36,500 / (5 x 365) = 2,000,
        // hosting 100 x 24 x 0.50 = 1,200: 3,200 a day, 3,200 / 2,400 h =
        // $4/3 per held hour. 2027 has 365 days: 1,168,000.
        QVERIFY(near(m.pools[0][0].costUsd, 31 * 3200.0));
        QVERIFY(near(m.pools[0][0].chargedUsd, 33600 * 4.0 / 3.0)); // 44,800
        QVERIFY(near(m.pools[0][0].idleUsd, 31 * 3200.0 - 44800));  // 54,400
        QVERIFY(near(m.pools[0][0].utilisation(), 33600.0 / (31 * 2400)));
        // Runs: A 24,000 h x 4/3 + $500 = 32,500; B 7,200 h x 4/3 = 9,600;
        // C 2,400 h x $2 = 4,800 on demand; D 2,400 h x 4/3 = 3,200.
        const double expectedRuns[] = {32500, 9600, 4800, 3200};
        for (std::size_t k = 0; k < 4; ++k)
            QVERIFY2(near(m.placements[k].totalUsd(), expectedRuns[k]), p.runs[k].id.c_str());
        // Total 1,168,000 owned + 4,800 on demand + 500 + 12 x 1,000 shared.
        QVERIFY(near(m.totalUsd, 1185300));
        QVERIFY(near(m.runsUsd, 50100));
        QVERIFY(near(m.idleUsd, 1168000 - 44800));
        QVERIFY(near(m.sharedUsd, 12000));
        QVERIFY(near(m.annualUsd, 1185300));
        // Cash: 3,650,000 for the accelerators in January, hosting 365 x
        // 1,200, on demand, storage and shared as charged.
        QVERIFY(near(m.capexUsd, 3650000));
        QVERIFY(near(m.months[0].capexUsd, 3650000));
        QVERIFY(near(m.cashUsd, 3650000 + 438000 + 4800 + 500 + 12000));
        QVERIFY(near(m.depreciationUsd, 730000));
        // Resale after a year: 3.65M x (1 - 365/1825) x 0.5.
        QVERIFY(near(m.residualUsd, 1460000));
        QVERIFY(near(m.years[0].residualUsd, 1460000));
        // FinOps: 33,600 of 36,000 useful hours on owned capacity; at $2
        // on demand they would cost 72,000 against 1,172,800 of accelerators.
        QVERIFY(near(m.usefulHours, 36000));
        QVERIFY(near(m.coverage(), 33600.0 / 36000));
        QVERIFY(near(m.blendedSavingVsOnDemand(), 1.0 - 1172800.0 / 72000));
        // The FinOps effective savings rate: C's 2,400 rented hours had no
        // commitment discount, so 0; owned capacity is not a rate.
        QVERIFY(m.effectiveSavingsRate().has_value());
        QVERIFY(near(*m.effectiveSavingsRate(), 0));
        QVERIFY(near(m.ownedIdleShare(), 1.0 - 33600.0 / 876000));
        QVERIFY(near(m.usdPerUsefulHour(), 1185300.0 / 36000));
        QVERIFY(near(m.usdPerMillionTokens(), 1185300.0 / 1e9 * 1e6));
        // Against a $1M budget with the review line at 100 %.
        QCOMPARE(m.years.size(), std::size_t(1));
        QCOMPARE(m.years[0].months, 12);
        QCOMPARE(m.years[0].status, BudgetStatus::PastReview);
        QCOMPARE(m.worstStatus(), BudgetStatus::PastReview);
        // Pro rata: January's idle and shared (54,400 + 1,000) split by hours,
        // pre 26,400 and post 9,600 of 36,000; February to December nobody
        // runs, so their 334 x 3,200 + 11 x 1,000 stay central.
        QVERIFY(near(costOf(m.byTeam, "pre"), 32500 + 3200 + 55400 * 26400.0 / 36000));
        QVERIFY(near(costOf(m.byTeam, "post"), 9600 + 4800 + 55400 * 9600.0 / 36000));
        QVERIFY(near(costOf(m.byTeam, ""), 334 * 3200.0 + 11000));
        QVERIFY(
            near(costOf(m.byProject, "model-a") + costOf(m.byProject, "model-b") + costOf(m.byProject, ""),
                 1185300));
    }

    void centralPaysIdle()
    {
        Portfolio p = handPortfolio();
        p.idlePolicy = IdlePolicy::Central;
        const PortfolioMetrics m = evaluatePortfolio(p, kHandDemands, Catalog::builtIn()).metrics;
        QVERIFY(near(costOf(m.byTeam, "pre"), 35700));
        QVERIFY(near(costOf(m.byTeam, "post"), 14400));
        QVERIFY(near(costOf(m.byTeam, ""), 1168000 - 44800 + 12000));
    }

    void commitmentAndBlock()
    {
        // 50 committed from 2027-02-01 for 3 months (89 days) at $3 less a
        // third: $2 an hour, 2,400 a day, 213,600 for the term, half prepaid
        // on 1 February. A 20-accelerator block from 1 June for 10 days,
        // $10,000 up front: $1,000 a day. E (50 x 48 h, Feb 1-2) runs on the
        // commitment: 2,400 h charged at $2.
        Portfolio p = year2027();
        Pool c;
        c.id = "commitment";
        c.kind = PoolKind::Commitment;
        c.accelerator = kH100;
        c.count = 50;
        c.start = {2027, 2, 1};
        c.termMonths = 3;
        c.usdPerHour = 3;
        c.discount = 1.0 / 3.0;
        c.prepaidShare = 0.5;
        Pool b;
        b.id = "block";
        b.kind = PoolKind::CapacityBlock;
        b.accelerator = kH100;
        b.count = 20;
        b.start = {2027, 6, 1};
        b.days = 10;
        b.upfrontUsd = 10000;
        p.pools = {c, b, onDemand()};
        p.runs = {run("E", 31, 40)};
        const PortfolioEvaluation e =
            evaluatePortfolio(p, std::vector<RunDemands>{demand(50, 48)}, Catalog::builtIn());
        const PortfolioMetrics &m = e.metrics;
        QCOMPARE(e.schedule.placements[0].allocations[0].pool, 0);
        QVERIFY(near(m.pools[0][1].costUsd, 28 * 2400.0));
        QVERIFY(near(m.pools[0][1].cashUsd, 106800 + 28 * 1200.0));
        QVERIFY(near(m.pools[0][4].costUsd, 0));
        QVERIFY(near(m.placements[0].computeUsd, 4800));
        QVERIFY(near(m.months[1].commitmentUtilisation(), 2400.0 / (28 * 1200)));
        QVERIFY(near(m.pools[1][5].costUsd, 10000));
        QVERIFY(near(m.pools[1][5].cashUsd, 10000));
        QVERIFY(near(m.totalUsd, 213600 + 10000));
        QVERIFY(near(m.idleUsd, 213600 + 10000 - 4800));
        QVERIFY(near(m.cashUsd, 213600 + 10000));
        QCOMPARE(m.commitmentEnds.size(), std::size_t(2));
        QCOMPARE(m.commitmentEnds[0].end, (CivilDate{2027, 5, 1}));
        QCOMPARE(m.commitmentEnds[1].end, (CivilDate{2027, 6, 11}));
    }

    void rentalPricesFall()
    {
        // $2 falling 50 % a year: 2 x 0.5^(6/12) in the seventh month.
        Portfolio p = year2027();
        p.rentalDeclinePerYear = 0.5;
        QVERIFY(near(rentalUsdPerHour(p, onDemand(2.0), 6), 2.0 * std::sqrt(0.5), 1e-12));
        p.pools = {onDemand(2.0)};
        p.runs = {run("late", 181, 200)}; // 2027-07-01
        const PortfolioMetrics m =
            evaluatePortfolio(p, std::vector<RunDemands>{demand(10, 24)}, Catalog::builtIn()).metrics;
        QVERIFY(near(m.totalUsd, 240 * 2.0 * std::sqrt(0.5)));
    }

    void fiscalYears()
    {
        // A fiscal year from April: the horizon Jan-Dec 2027 holds the end
        // of FY2026 (3 months) and 9 months of FY2027.
        Portfolio p = handPortfolio();
        p.budget.fiscalYearStartMonth = 4;
        const PortfolioMetrics m = evaluatePortfolio(p, kHandDemands, Catalog::builtIn()).metrics;
        QCOMPARE(m.years.size(), std::size_t(2));
        QCOMPARE(m.years[0].start, (CivilDate{2026, 4, 1}));
        QCOMPARE(m.years[0].months, 3);
        QCOMPARE(m.years[1].months, 9);
        QVERIFY(near(m.years[0].costUsd + m.years[1].costUsd, m.totalUsd));
    }

    void totalIsRunsPlusIdlePlusSharedToTheCent()
    {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const RandomPortfolio rp = randomPortfolio(seed, 40, seed % 5 != 0);
            Portfolio p = rp.portfolio;
            p.idlePolicy = seed % 2 ? IdlePolicy::ProRata : IdlePolicy::Central;
            const PortfolioEvaluation e = evaluatePortfolio(p, rp.demands, Catalog::builtIn());
            const PortfolioMetrics &m = e.metrics;
            double runs = 0, idle = 0, shared = 0, pools = 0, teams = 0, projects = 0, months = 0,
                   corpora = 0;
            for (const CorpusCost &c : m.corpora)
                corpora += c.usd;
            for (const PlacementCost &c : m.placements)
                runs += c.totalUsd();
            for (const auto &pool : m.pools)
                for (const PoolMonth &pm : pool) {
                    idle += pm.idleUsd;
                    pools += pm.costUsd;
                    QVERIFY(pm.idleUsd >= -1e-6);
                    QVERIFY(std::abs(pm.costUsd - pm.chargedUsd - pm.idleUsd) < 0.005);
                }
            for (const PortfolioMonth &month : m.months) {
                shared += month.sharedUsd;
                months += month.costUsd;
            }
            for (const NamedCost &c : m.byTeam)
                teams += c.usd;
            for (const NamedCost &c : m.byProject)
                projects += c.usd;
            const QByteArray at = "seed " + QByteArray::number(static_cast<qulonglong>(seed));
            QVERIFY2(std::abs(m.totalUsd - (runs + corpora + idle + shared)) < 0.005, at);
            QVERIFY2(std::abs(months - m.totalUsd) < 0.005, at);
            QVERIFY2(std::abs(teams - m.totalUsd) < 0.005, at);
            QVERIFY2(std::abs(projects - m.totalUsd) < 0.005, at);
            double extras = 0;
            for (const PlacementCost &c : m.placements)
                extras += c.placed ? c.extrasUsd : c.totalUsd();
            QVERIFY2(std::abs(pools + extras + corpora + shared - m.totalUsd) < 0.005, at);
        }
    }
};

PLANNER_TEST_APPLESS_MAIN(TestPortfolioMetrics)
} // namespace tst_portfoliometrics

#include "tst_portfoliometrics.moc"
