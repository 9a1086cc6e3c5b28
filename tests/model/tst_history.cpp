// SPDX-License-Identifier: GPL-3.0-or-later
// The cost history (docs/model.md §11): one point per run, the frontier rule,
// the fit on frontier runs only, and the user CSV format.
#include "plan/history.h"

#include "testmain.h"

#include <QTest>

#include <cmath>
#include <set>
#include <utility>

namespace tst_history { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;

namespace {
const HistoryRun *findRun(const std::vector<HistoryRun> &runs, const std::string &label)
{
    for (const HistoryRun &r : runs) {
        if (r.label == label)
            return &r;
    }
    return nullptr;
}
bool near(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::abs(b);
}
} // namespace

class TestHistory : public QObject
{
    Q_OBJECT
private slots:
    void noRunTwice()
    {
        const auto &runs = builtinRuns();
        std::set<std::pair<double, std::string>> seen;
        std::size_t estimates = 0;
        for (const HistoryRun &r : runs) {
            QVERIFY2(seen.insert({r.year, r.label}).second, r.label.c_str());
            QVERIFY(!r.sources.empty());
            for (const HistoryPoint &p : r.sources)
                QVERIFY(!p.source.empty());
            estimates += r.sources.size();
            QVERIFY(r.costLowUsd <= r.costUsd && r.costUsd <= r.costHighUsd);
        }
        QCOMPARE(estimates, builtinHistory().size());
        // the labels are runs, not "(article)" / "(AI Index)" duplicates
        for (const HistoryRun &r : runs)
            QVERIFY2(r.label.find('(') == std::string::npos || r.label == "Frontier models (typical)",
                     r.label.c_str());
        for (const char *name : {"Transformer", "BERT-Large", "GPT-3 175B", "GPT-4", "Gemini Ultra",
                                 "Llama 3.1 405B", "DeepSeek-V3"})
            QVERIFY2(findRun(runs, name), name);
    }

    void centralAndRange()
    {
        const auto &runs = builtinRuns();
        // GPT-3: article $1.4M and AI Index $4,324,883; central = sqrt(1.4e6 x 4,324,883) = $2,460,658
        const HistoryRun *gpt3 = findRun(runs, "GPT-3 175B");
        QVERIFY(gpt3);
        QCOMPARE(gpt3->sources.size(), std::size_t(2));
        QVERIFY(std::abs(gpt3->costUsd - 2460658) < 1);
        QCOMPARE(gpt3->costLowUsd, 1.4e6);
        QCOMPARE(gpt3->costHighUsd, 4324883.0);
        QCOMPARE(gpt3->kind, std::string("estimate")); // article + estimate
        // DeepSeek-V3: one source, 2.788M H800-hours x $2 = $5.576M, no range
        const HistoryRun *ds = findRun(runs, "DeepSeek-V3");
        QVERIFY(ds);
        QCOMPARE(ds->costUsd, 2.788e6 * 2);
        QVERIFY(!ds->hasRange());
        // Llama 3.1 405B: derived, 30.84M H100-hours x $2 = $61.68M, and says so
        const HistoryRun *llama = findRun(runs, "Llama 3.1 405B");
        QVERIFY(llama);
        QCOMPARE(llama->costUsd, 30.84e6 * 2);
        QVERIFY(llama->note.find("Derived") != std::string::npos);
        QVERIFY(llama->note.find("2 USD per H100-hour") != std::string::npos);
        // three estimates: the middle one; four: the geometric mean of the middle two
        const auto three = groupRuns({{2020, "x", 1, "estimate", "a"},
                                      {2020, "x", 100, "estimate", "b"},
                                      {2020, "x", 5, "estimate", "c"}});
        QCOMPARE(three.size(), std::size_t(1));
        QCOMPARE(three[0].costUsd, 5.0);
        const auto four = groupRuns({{2020, "x", 1, "estimate", "a"},
                                     {2020, "x", 4, "estimate", "b"},
                                     {2020, "x", 16, "estimate", "c"},
                                     {2020, "x", 1000, "estimate", "d"}});
        QCOMPARE(four[0].costUsd, 8.0); // sqrt(4 x 16)
    }

    void bertLargeHasItsDisagreementNote()
    {
        const HistoryRun *bert = findRun(builtinRuns(), "BERT-Large");
        QVERIFY(bert);
        QCOMPARE(bert->costLowUsd, 3288.0);
        QCOMPARE(bert->costHighUsd, 300000.0);
        QVERIFY(bert->costHighUsd / bert->costLowUsd > 91 && bert->costHighUsd / bert->costLowUsd < 92);
        QVERIFY(bert->note.find("disagree") != std::string::npos);
        QVERIFY(bert->note.find("91 times") != std::string::npos);
    }

    void forecastsAreMarkedAndLeftOut()
    {
        const auto &runs = builtinRuns();
        const HistoryRun *next = findRun(runs, "Next-generation model in development");
        QVERIFY(next);
        QVERIFY(next->forecast());
        QVERIFY(!next->frontier);
        const HistoryRun *range = findRun(runs, "Frontier LLM forecast");
        QVERIFY(range);
        QVERIFY(range->forecast());
        QCOMPARE(range->costLowUsd, 1e10);
        QCOMPARE(range->costHighUsd, 1e11);
        // a forecast changes neither the frontier of its year nor the fit
        std::vector<HistoryPoint> points = {{2020, "a", 100, "estimate", "s"},
                                            {2021, "b", 1000, "estimate", "s"}};
        const GrowthTrend before = fitGrowthTrend(points);
        points.push_back({2021, "f", 1e9, "forecast", "s"});
        const auto runsWith = groupRuns(points);
        QVERIFY(runsWith[1].frontier); // $1000 is not measured against the $1B forecast
        const GrowthTrend after = fitGrowthTrend(points);
        QCOMPARE(after.points, 2);
        QCOMPARE(after.b, before.b);
        QVERIFY(near(after.growthPerYear(), 10));
    }

    void frontierRuleHandChecked()
    {
        // 2020: A $100 (the year's most expensive), B $10 (exactly 10x less: frontier),
        // C $9.99 (more than 10x less: not); 2021: D $1000; a forecast in 2022.
        const std::vector<HistoryPoint> points = {{2020, "A", 100, "estimate", "s"},
                                                  {2020, "B", 10, "estimate", "s"},
                                                  {2020, "C", 9.99, "estimate", "s"},
                                                  {2021, "D", 1000, "estimate", "s"},
                                                  {2022, "F", 1e9, "forecast", "s"}};
        const auto runs = groupRuns(points);
        QCOMPARE(runs.size(), std::size_t(5));
        QVERIFY(runs[0].frontier && runs[1].frontier && !runs[2].frontier && runs[3].frontier &&
                !runs[4].frontier);
        // fit on x = 20, 20, 21 and log cost ln 100, ln 10, ln 1000: Sxx = 2/3, Sxy = ln 10, so
        // b = 1.5 ln 10, x10^1.5 = x31.62 per year; residuals +-0.5 ln 10 and 0, so the slope's
        // standard error is sqrt(0.25 ln^2 10 x 2 / 1 / (2/3)) = 0.866 ln 10.
        const GrowthTrend t = fitGrowthTrend(runs);
        QCOMPARE(t.points, 3);
        QVERIFY(near(t.growthPerYear(), std::pow(10.0, 1.5)));
        QVERIFY(near(t.bStdError, std::sqrt(0.75) * std::log(10.0)));
        QVERIFY(near(t.growthLow(), std::pow(10.0, 1.5 - std::sqrt(0.75))));
        QVERIFY(near(t.growthHigh(), std::pow(10.0, 1.5 + std::sqrt(0.75))));
        QCOMPARE(t.firstYear, 2020.0);
        QCOMPARE(t.lastYear, 2021.0);
    }

    void builtinFrontier()
    {
        const auto &runs = builtinRuns();
        // 2023's most expensive is Gemini Ultra (~$191M): Llama 2 70B ($3.9M) and MPT-7B are not
        // frontier, GPT-4 ($78M) is; in 2024 DeepSeek-V3's final run ($5.6M) is more than 10x below
        // the typical $100M.
        QVERIFY(findRun(runs, "GPT-4")->frontier);
        QVERIFY(!findRun(runs, "Llama 2 70B")->frontier);
        QVERIFY(!findRun(runs, "MPT-7B")->frontier);
        QVERIFY(findRun(runs, "Llama 3.1 405B")->frontier);
        QVERIFY(!findRun(runs, "DeepSeek-V3")->frontier);
        const GrowthTrend t = fitGrowthTrend(runs);
        QCOMPARE(t.points, 8);
        QCOMPARE(t.firstYear, 2017.0);
        QCOMPARE(t.lastYear, 2024.0);
        QVERIFY(t.growthLow() < t.growthPerYear() && t.growthPerYear() < t.growthHigh());
        QVERIFY(t.growthPerYear() > 2 && t.growthPerYear() < 8);
    }

    void userCsvFormatStillLoads()
    {
        int skipped = -1;
        const auto points = parseHistory("year,label,cost_usd,kind,source\n"
                                         "2024,Our last model,2500000,user,finance team\n"
                                         "2025,Our next model,9000000,forecast,plan\n"
                                         "2020,bad,-5,user,me\n",
                                         &skipped);
        QCOMPARE(skipped, 1);
        QCOMPARE(points.size(), std::size_t(2));
        QCOMPARE(points[0].label, std::string("Our last model"));
        QCOMPARE(points[0].costUsd, 2.5e6);
        QCOMPARE(points[0].source, std::string("finance team"));
        QVERIFY(points[0].note.empty());
        const auto runs = groupRuns(points);
        QCOMPARE(runs.size(), std::size_t(2));
        QCOMPARE(runs[0].kind, std::string("user"));
        QVERIFY(runs[0].frontier); // the only run of its year
        QVERIFY(runs[1].forecast());
    }
};

PLANNER_TEST_APPLESS_MAIN(TestHistory)
} // namespace tst_history

#include "tst_history.moc"
