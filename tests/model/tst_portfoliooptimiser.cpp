// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet decision and the portfolio's Monte Carlo
// (model/portfolio/optimiser.h, risk.h; docs/model.md §16.4-16.5): on
// random portfolios the answer is its own curve's minimum and never worse
// than renting everything or owning for the peak; a hand-checked
// break-even; the Monte Carlo is seeded and deterministic.
#include "plan/catalog.h"
#include "portfolio/optimiser.h"
#include "portfolio/risk.h"
#include "portfoliofixture.h"

#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <cmath>

namespace tst_portfoliooptimiser { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using namespace testing;

class TestPortfolioOptimiser : public QObject
{
    Q_OBJECT

private slots:
    void answerIsTheCurvesMinimumAndBeatsBothBaselines()
    {
        for (std::uint64_t seed = 101; seed <= 112; ++seed) {
            const RandomPortfolio rp = randomPortfolio(seed, 25);
            const FleetDecision f = optimiseFleet(rp.portfolio, rp.demands, Catalog::builtIn());
            const QByteArray at = "seed " + QByteArray::number(static_cast<qulonglong>(seed));
            QVERIFY2(f.valid, at);
            QVERIFY2(!f.curve.empty(), at);
            // Rented capacity is unlimited here, so every fleet meets every deadline
            // the runs' own dates allow; the answer is the cheapest on the curve.
            for (const FleetPoint &point : f.curve) {
                if (point.missedDeadlines == f.best.missedDeadlines)
                    QVERIFY2(f.best.annualUsd <= point.annualUsd, at);
                QVERIFY2(f.best.missedDeadlines <= point.missedDeadlines, at);
            }
            for (std::size_t k = 1; k < f.curve.size(); ++k)
                QVERIFY(f.curve[k - 1].owned < f.curve[k].owned);
            if (f.rentAll.missedDeadlines == f.best.missedDeadlines)
                QVERIFY2(f.best.annualUsd <= f.rentAll.annualUsd, at);
            if (f.ownPeak.missedDeadlines == f.best.missedDeadlines)
                QVERIFY2(f.best.annualUsd <= f.ownPeak.annualUsd, at);
            QVERIFY2(f.best.missedDeadlines <= f.rentAll.missedDeadlines, at);
            // Every point is what one evaluation of that fleet gives.
            Portfolio scratch = rp.portfolio;
            const FleetPoint again = fleetPoint(scratch, rp.demands, Catalog::builtIn(), f.ownedPool,
                                                f.best.owned, f.commitmentPool, f.best.committed);
            QCOMPARE(again.annualUsd, f.best.annualUsd);
        }
    }

    void handBreakEven()
    {
        // One run holds 100 accelerators all year (8,760 h) on demand at $2:
        // renting costs 100 x 8,760 x 2 = 1,752,000. Owning costs $3,200 a day
        // per 100 (tst_portfoliometrics): 1,168,000. The peak is 100; owning
        // all 100 is the answer, and the curve is linear in between
        // (11,680 a year per owned accelerator against 17,520 rented), so
        // every count up to 100 breaks even. An owned accelerator-hour costs
        // 36,500 / (5 x 8,760) + 0.50 = $1.3333: busy 2/3 of its hours it
        // costs what on demand does.
        Portfolio p = year2027();
        p.pools = {owned(0), onDemand(2.0)};
        p.runs = {run("all-year", 0, 364)};
        const std::vector<RunDemands> d = {demand(100, 8760)};
        const FleetDecision f = optimiseFleet(p, d, Catalog::builtIn());
        QCOMPARE(f.peakGpus, 100);
        QCOMPARE(f.rentAll.annualUsd, 1752000.0);
        QVERIFY(std::abs(f.ownPeak.annualUsd - 1168000.0) < 1e-6);
        QCOMPARE(f.best.owned, 100);
        QCOMPARE(f.breakEvenOwned.value_or(-1), 100);
        QVERIFY(std::abs(f.breakEvenUtilisation - 2.0 / 3.0) < 1e-12);
        for (const FleetPoint &point : f.curve)
            QVERIFY(std::abs(point.annualUsd - (1752000.0 - point.owned * (17520.0 - 11680.0))) < 1e-6);
    }

    void breakEvenAgainstWhatOwningDisplaces()
    {
        // Issue 51, item 3: the break-even compares an owned accelerator-hour
        // with what the schedule would use instead, not with on demand. Run
        // "batch" (100 accelerators, 2,400 h, spot allowed) rents spot at $2
        // with a fifth of its hours lost to preemptions: 3,000 h held, $6,000
        // an accelerator for 2,400 useful hours, $2.50 each. Run "serve" (100
        // accelerators, 1,200 h, no spot) rents on demand at $3: $3,600 an
        // accelerator. Renting costs 100 x (6,000 + 3,600) = $960,000, owning
        // all year 100 x 11,680 = $1,168,000, so the answer owns none; an
        // owned accelerator would take 2,400 useful hours from spot and 1,200
        // from on demand: $9,600 for 3,600 hours, $2.6667 an hour, two thirds
        // spot. It costs $1.3333 an hour (handBreakEven), so it pays for
        // itself busy 1.3333 / 2.6667 = 50 % of its hours, not the 44.4 %
        // that on demand's $3 says.
        Portfolio p = year2027();
        Pool spot = onDemand(2.0);
        spot.id = "spot";
        spot.kind = PoolKind::Spot;
        spot.goodputLoss = 0.2;
        p.pools = {owned(0), onDemand(3.0), spot};
        p.runs = {run("batch", 0, 364), run("serve", 150, 364)};
        p.runs[0].allowSpot = true;
        const std::vector<RunDemands> d = {demand(100, 2400), demand(100, 1200)};
        const FleetDecision f = optimiseFleet(p, d, Catalog::builtIn());
        QCOMPARE(f.peakGpus, 100);
        QCOMPARE(f.rentAll.annualUsd, 960000.0);
        QCOMPARE(f.best.owned, 0);
        QVERIFY(f.displaced.measured);
        QVERIFY2(std::abs(f.displaced.usdPerUsefulHour() - 8.0 / 3.0) < 1e-9,
                 qPrintable(QString::number(f.displaced.usdPerUsefulHour(), 'g', 12)));
        QCOMPARE(f.displaced.main(), PoolKind::Spot);
        QVERIFY(std::abs(f.displaced.share(PoolKind::Spot) - 2.0 / 3.0) < 1e-9);
        QVERIFY(std::abs(f.displaced.share(PoolKind::OnDemand) - 1.0 / 3.0) < 1e-9);
        QVERIFY(std::abs(f.displaced.share(PoolKind::Commitment)) < 1e-12);
        QVERIFY2(std::abs(f.breakEvenUtilisation - 0.5) < 1e-9,
                 qPrintable(QString::number(f.breakEvenUtilisation, 'g', 12)));
        QVERIFY(std::abs(f.breakEvenUtilisationVsOnDemand - 4.0 / 9.0) < 1e-9);
    }

    void noOwnedPoolNoDecision()
    {
        Portfolio p = year2027();
        p.pools = {onDemand()};
        p.runs = {run("x", 0, 30)};
        QVERIFY(!optimiseFleet(p, std::vector<RunDemands>{demand(8, 24)}, Catalog::builtIn()).valid);
    }

    void monteCarloIsSeededAndOrdered()
    {
        const RandomPortfolio rp = randomPortfolio(5, 30);
        Portfolio p = rp.portfolio;
        p.budget.annualUsd = 1e6;
        PortfolioRiskSettings settings;
        settings.samples = 200;
        settings.seed = 42;
        const PortfolioRisk a = portfolioMonteCarlo(p, rp.demands, Catalog::builtIn(), settings);
        const PortfolioRisk b = portfolioMonteCarlo(p, rp.demands, Catalog::builtIn(), settings);
        QCOMPARE(a.annualSamples, b.annualSamples);
        QCOMPARE(a.samples, 200);
        QCOMPARE(a.seed, std::uint64_t(42));
        QVERIFY(a.annualP10 <= a.annualP50 && a.annualP50 <= a.annualP90);
        QVERIFY(a.annualP10 < a.annualP90); // prices and slips do move the cost
        for (double probability :
             {a.pastReviewProbability, a.ownedIdleProbability, a.missedDeadlineProbability})
            QVERIFY(probability >= 0 && probability <= 1);
        settings.seed = 43;
        const PortfolioRisk c = portfolioMonteCarlo(p, rp.demands, Catalog::builtIn(), settings);
        QVERIFY(c.annualSamples != a.annualSamples);
    }

    void monteCarloWithoutSpreadIsTheSchedule()
    {
        // Nothing drawn: every sample is the deterministic evaluation.
        const RandomPortfolio rp = randomPortfolio(9, 20);
        PortfolioRiskSettings none;
        none.samples = 10;
        none.slipMeanDays = 0;
        none.mfuRelStd = none.failureRelStd = none.rentalPriceRelStd = 0;
        none.declineLow = none.declineHigh = rp.portfolio.rentalDeclinePerYear;
        const PortfolioRisk r = portfolioMonteCarlo(rp.portfolio, rp.demands, Catalog::builtIn(), none);
        const double annual =
            evaluatePortfolio(rp.portfolio, rp.demands, Catalog::builtIn()).metrics.annualUsd;
        QVERIFY(std::abs(r.annualP10 - annual) < 1e-6);
        QVERIFY(std::abs(r.annualP90 - annual) < 1e-6);
    }

    void theBandFollowsTheCurve()
    {
        // Without spread, each band point is its fleet's own annual cost on
        // the curve: P10 = P90 = the curve's point, at evenly spread fleets.
        const RandomPortfolio rp = randomPortfolio(9, 20);
        const FleetDecision f = optimiseFleet(rp.portfolio, rp.demands, Catalog::builtIn());
        QVERIFY(f.valid && f.curve.size() >= 5);
        PortfolioRiskSettings none;
        none.samples = 4;
        none.slipMeanDays = 0;
        none.mfuRelStd = none.failureRelStd = none.rentalPriceRelStd = 0;
        none.declineLow = none.declineHigh = rp.portfolio.rentalDeclinePerYear;
        const std::vector<FleetBandPoint> band =
            fleetBand(rp.portfolio, rp.demands, Catalog::builtIn(), f, 5, none);
        QCOMPARE(band.size(), std::size_t(5));
        QCOMPARE(band.front().owned, f.curve.front().owned);
        QCOMPARE(band.back().owned, f.curve.back().owned);
        for (const FleetBandPoint &b : band) {
            const auto point = std::find_if(f.curve.begin(), f.curve.end(),
                                            [&](const FleetPoint &p) { return p.owned == b.owned; });
            QVERIFY(point != f.curve.end());
            QVERIFY2(
                std::abs(b.p10Usd - point->annualUsd) < 1e-6 * point->annualUsd,
                qPrintable(QStringLiteral("%1: %2 vs %3").arg(b.owned).arg(b.p10Usd).arg(point->annualUsd)));
            QCOMPARE(b.p10Usd, b.p90Usd);
        }
        QVERIFY(fleetBand(rp.portfolio, rp.demands, Catalog::builtIn(), FleetDecision{}, 5, none).empty());
    }
};

PLANNER_TEST_APPLESS_MAIN(TestPortfolioOptimiser)
} // namespace tst_portfoliooptimiser

#include "tst_portfoliooptimiser.moc"
