// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in typical year (model/portfolio/typicalyear.h, docs/model.md
// §16.6): its run mix has the published shares it cites, it is a valid
// portfolio whose runs all meet their deadlines, and its figures are
// assumptions a user can change.
#include "plan/catalog.h"
#include "plan/evaluate.h"
#include "portfolio/metrics.h"
#include "portfolio/typicalyear.h"

#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>

namespace tst_portfoliotemplate { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;

namespace {

/** Accelerator-hours the runs of each kind hold, over every instance. */
std::map<RunKind, double> hoursByKind(const Portfolio &p, const std::vector<RunDemands> &d)
{
    std::map<RunKind, double> out;
    for (std::size_t i = 0; i < p.runs.size(); ++i)
        out[p.runs[i].kind] += d[i].byAccelerator[0].acceleratorHours() * p.runs[i].repeat;
    return out;
}

double total(const std::map<RunKind, double> &hours)
{
    double sum = 0;
    for (const auto &[kind, h] : hours)
        sum += h;
    return sum;
}

} // namespace

class TestPortfolioTemplate : public QObject
{
    Q_OBJECT

private slots:
    void publishedShares()
    {
        const Catalog &catalog = Catalog::builtIn();
        const TypicalYearAssumptions a;
        const Portfolio p = typicalYear(catalog, {2027, 1, 1}, a);
        QVERIFY(validatePortfolio(p, catalog).empty());
        const std::vector<RunDemands> d = portfolioDemands(p, catalog);
        const std::map<RunKind, double> hours = hoursByKind(p, d);
        const double year = total(hours);
        // Main run 15 % (Epoch AI: 10-30 %), experiments 80 % (Olmo 3),
        // post-training 4 % and evaluation 1 %: within 1 % of each share,
        // as the runs' tokens are fitted to their hours.
        auto shareOf = [&](std::initializer_list<RunKind> kinds) {
            double h = 0;
            for (RunKind k : kinds)
                h += hours.at(k);
            return h / year;
        };
        QVERIFY(std::abs(shareOf({RunKind::MainRun}) / a.mainRunShare - 1) < 0.01);
        QVERIFY(std::abs(shareOf({RunKind::Pilot, RunKind::Ablation, RunKind::ScalingLadder}) / 0.80 - 1) <
                0.01);
        QCOMPARE(a.experimentShare(), 0.80);
        QVERIFY(std::abs(shareOf({RunKind::PostTraining}) / a.postTrainingShare - 1) < 0.01);
        QVERIFY(std::abs(shareOf({RunKind::Evaluation}) / a.evaluationShare - 1) < 0.01);
        // The ladder's largest point: 1/2,000 of the main run's FLOPs.
        double mainFlops = 0, largestRung = 0;
        for (std::size_t i = 0; i < p.runs.size(); ++i) {
            const double flops = d[i].byAccelerator[0].flops;
            if (p.runs[i].kind == RunKind::MainRun)
                mainFlops = flops;
            if (p.runs[i].kind == RunKind::ScalingLadder)
                largestRung = std::max(largestRung, flops);
        }
        QVERIFY(std::abs(largestRung / mainFlops * 2000 - 1) < 1e-6);
        // The main run is the default plan.
        for (std::size_t i = 0; i < p.runs.size(); ++i)
            if (p.runs[i].kind == RunKind::MainRun)
                QCOMPARE(d[i].byAccelerator[0].gpus,
                         static_cast<int>(defaultScenario().value(InputId::ClusterGpuCount)));
    }

    /** Experiments shaped like experiments (issue 50): at most 200 tokens a
     *  parameter; ablations are hundreds of 0.1-1B models on at most 100B
     *  tokens that take days, not months; one pre-training corpus. */
    void experimentsAreShapedLikeExperiments()
    {
        const Catalog &catalog = Catalog::builtIn();
        const Portfolio p = typicalYear(catalog, {2027, 1, 1});
        const std::vector<RunDemands> d = portfolioDemands(p, catalog);
        int ablations = 0;
        for (std::size_t i = 0; i < p.runs.size(); ++i) {
            const PortfolioRun &r = p.runs[i];
            const double params = r.scenario.value(InputId::ModelParameters);
            const double tokens = r.scenario.value(InputId::DataTokens);
            if (r.kind == RunKind::Pilot || r.kind == RunKind::Ablation || r.kind == RunKind::ScalingLadder)
                QVERIFY2(tokens / params <= 200, r.id.c_str());
            if (r.kind == RunKind::Ablation) {
                ablations += r.repeat;
                QVERIFY2(params >= 1e8 && params <= 1e9 && tokens <= 100e9, r.id.c_str());
                QVERIFY2(d[i].byAccelerator[0].wallClockHours <= 24 * 14, r.id.c_str());
                QVERIFY2(r.intervalDays >= 1, r.id.c_str());
            }
            if (r.kind != RunKind::PostTraining && r.kind != RunKind::Evaluation)
                QCOMPARE(r.corpus, std::string("pre-training corpus"));
        }
        QVERIFY(ablations >= 200);
    }

    /** Renting everything peaks at no more than twice the average load:
     *  starts are spread over the year, not all on its first day. */
    void rentingEverythingPeaksNearTheAverage()
    {
        const Catalog &catalog = Catalog::builtIn();
        Portfolio p = typicalYear(catalog, {2027, 1, 1});
        // Nothing owned or committed, and rented capacity without its
        // default quota, so every instance starts when it may.
        QVERIFY(p.pools[2].count > 0 && p.pools[3].count > 0);
        for (Pool &pool : p.pools)
            pool.count = 0;
        const PortfolioEvaluation e = evaluatePortfolio(p, portfolioDemands(p, catalog), catalog);
        std::vector<int> held(static_cast<std::size_t>(e.schedule.days), 0);
        for (const PoolDays &pd : e.schedule.pools)
            for (std::size_t day = 0; day < held.size(); ++day)
                held[day] += pd.used[day];
        const int peak = *std::max_element(held.begin(), held.end());
        const double average = e.metrics.usefulHours / (24.0 * e.schedule.days);
        QVERIFY2(peak <= 2.0 * average,
                 qPrintable(QStringLiteral("peak %1, average %2").arg(peak).arg(average)));
        QCOMPARE(e.schedule.missedDeadlines, 0);
    }

    void everyRunMeetsItsDeadline()
    {
        const Catalog &catalog = Catalog::builtIn();
        const Portfolio p = typicalYear(catalog, {2027, 1, 1});
        const std::vector<RunDemands> d = portfolioDemands(p, catalog);
        const PortfolioEvaluation e = evaluatePortfolio(p, d, catalog);
        QCOMPARE(e.schedule.missedDeadlines, 0);
        QCOMPARE(e.metrics.years.size(), std::size_t(1));
        QVERIFY(e.metrics.totalUsd > 0);
        QVERIFY(e.metrics.coverage() > 0 && e.metrics.coverage() < 1);
    }

    void assumptionsAreEditable()
    {
        const Catalog &catalog = Catalog::builtIn();
        TypicalYearAssumptions a;
        a.mainRunShare = 0.30; // the top of Epoch AI's range: half the experiments
        a.ownedGpus = 512;
        a.ladderLargestFraction = 1.0 / 4000;
        const Portfolio p = typicalYear(catalog, {2027, 1, 1}, a);
        const std::vector<RunDemands> d = portfolioDemands(p, catalog);
        const std::map<RunKind, double> hours = hoursByKind(p, d);
        QVERIFY(std::abs(hours.at(RunKind::MainRun) / total(hours) / 0.30 - 1) < 0.01);
        QCOMPARE(p.pools[0].count, 512);
    }
};

PLANNER_TEST_APPLESS_MAIN(TestPortfolioTemplate)
} // namespace tst_portfoliotemplate

#include "tst_portfoliotemplate.moc"
