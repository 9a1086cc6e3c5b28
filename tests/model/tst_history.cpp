// SPDX-License-Identifier: GPL-3.0-or-later
// The cost history (docs/model.md §11): one point per run, the frontier rule,
// the fit on frontier runs only (recomputed here from the data file), past
// forecasts against what happened, and the user CSV format.
#include "plan/builtindata.h"
#include "plan/history.h"

#include "testmain.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
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

/** The fields of one CSV line with quoted fields ("" inside quotes is a
 *  quote): written here, not tco::parseCsv, so the refit below shares no
 *  code with the model's parser. The data file has no line breaks in fields. */
QStringList csvFields(const QString &line)
{
    QStringList fields(QString{});
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted && c == u'"' && i + 1 < line.size() && line[i + 1] == u'"') {
            fields.back() += c;
            ++i;
        } else if (c == u'"') {
            quoted = !quoted;
        } else if (c == u',' && !quoted) {
            fields.append(QString{});
        } else {
            fields.back() += c;
        }
    }
    return fields;
}

/** The fit of docs/model.md §11 done again from the data file's text: runs
 *  by (year, label), the log-median of their estimates, the frontier rule,
 *  and least squares of log cost on the year with the slope's standard
 *  error. Returns {runs fitted, factor, low, high}. */
std::array<double, 4> refitFromFile(const QString &text)
{
    struct Run {
        std::vector<double> costs;
        bool forecast = false;
        double central = 0;
    };
    std::map<std::pair<double, QString>, Run> runs;
    bool header = true;
    for (const QString &line : text.split(u'\n')) {
        if (line.trimmed().isEmpty() || line.startsWith(u'#'))
            continue;
        if (header) { // year,label,cost_usd,kind,source,note
            header = false;
            continue;
        }
        const QStringList f = csvFields(line);
        Run &run = runs[{f[0].toDouble(), f[1]}];
        run.costs.push_back(f[2].toDouble());
        run.forecast = run.forecast || f[3] == u"forecast";
    }
    std::map<int, double> top; // calendar year -> most expensive finished run
    for (auto &[key, run] : runs) {
        std::sort(run.costs.begin(), run.costs.end());
        const std::size_t n = run.costs.size();
        run.central = n % 2 ? run.costs[n / 2] : std::sqrt(run.costs[n / 2 - 1] * run.costs[n / 2]);
        if (!run.forecast)
            top[static_cast<int>(std::floor(key.first))] =
                std::max(top[static_cast<int>(std::floor(key.first))], run.central);
    }
    std::vector<double> xs, ys;
    for (const auto &[key, run] : runs) {
        if (!run.forecast && run.central * 10 >= top[static_cast<int>(std::floor(key.first))]) {
            xs.push_back(key.first);
            ys.push_back(std::log(run.central));
        }
    }
    const double n = static_cast<double>(xs.size());
    double mx = 0, my = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        mx += xs[i] / n;
        my += ys[i] / n;
    }
    double sxx = 0, sxy = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        sxx += (xs[i] - mx) * (xs[i] - mx);
        sxy += (xs[i] - mx) * (ys[i] - my);
    }
    const double b = sxy / sxx;
    double ssr = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        const double e = ys[i] - (my + b * (xs[i] - mx));
        ssr += e * e;
    }
    const double se = std::sqrt(ssr / (n - 2) / sxx);
    return {n, std::exp(b), std::exp(b - se), std::exp(b + se)};
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
                                 "Llama 3.1 405B", "DeepSeek-V3", "DeepSeek-R1", "Grok 3", "GPT-4.5",
                                 "Llama 4 Behemoth", "Llama 4 Scout", "Llama 4 Maverick", "Grok 4", "A.X K1"})
            QVERIFY2(findRun(runs, name), name);
        // every estimate says what it counts or where it comes from: a note on its run, or a
        // source naming its table or column
        for (const HistoryRun &r : runs) {
            if (r.calendarYear() >= 2025 && !r.forecast())
                QVERIFY2(!r.note.empty(), r.label.c_str());
        }
    }

    void runsOf2025()
    {
        const auto &runs = builtinRuns();
        // Grok 4: Epoch's dataset (387,842,678, amortised hardware and energy) and its data insight
        // (median 490M): central sqrt(387,842,678 x 490e6) = 435,939,115
        const HistoryRun *grok4 = findRun(runs, "Grok 4");
        QVERIFY(grok4);
        QCOMPARE(grok4->calendarYear(), 2025);
        QCOMPARE(grok4->costLowUsd, 387842678.0);
        QCOMPARE(grok4->costHighUsd, 490e6);
        QVERIFY(std::abs(grok4->costUsd - 435939115) < 1);
        QVERIFY(grok4->note.find("Sources disagree") != std::string::npos);
        // Grok 3, priced two ways by Epoch: amortised 217,835,546 and rental 849,737,164
        const HistoryRun *grok3 = findRun(runs, "Grok 3");
        QVERIFY(grok3);
        QVERIFY(std::abs(grok3->costUsd - std::sqrt(217835546.0 * 849737164.0)) < 1);
        // Llama 4 Scout and Maverick, derived: 5.0M and 2.38M H100-hours x $2
        QCOMPARE(findRun(runs, "Llama 4 Scout")->costUsd, 5.0e6 * 2);
        QCOMPARE(findRun(runs, "Llama 4 Maverick")->costUsd, 2.38e6 * 2);
        QVERIFY(findRun(runs, "Llama 4 Scout")->note.find("Derived") != std::string::npos);
        // DeepSeek-R1: Epoch's 6.77M and V3's 5.576M + R1's 294k = 5.87M
        const HistoryRun *r1 = findRun(runs, "DeepSeek-R1");
        QVERIFY(r1);
        QCOMPARE(r1->costLowUsd, 5.576e6 + 294e3);
        QCOMPARE(r1->costHighUsd, 6.77e6);
        // 2025's most expensive run is Grok 4; ten times below it is 43.6M: Behemoth's 44.6M is
        // frontier, Scout's 10M is not
        QVERIFY(grok4->frontier && grok3->frontier && findRun(runs, "GPT-4.5")->frontier);
        QVERIFY(findRun(runs, "Llama 4 Behemoth")->frontier);
        QVERIFY(!findRun(runs, "Llama 4 Scout")->frontier);
        QVERIFY(!findRun(runs, "A.X K1")->frontier);
        QVERIFY(!r1->frontier);
    }

    void passedForecastAgainstWhatHappened()
    {
        const auto &runs = builtinRuns();
        // the article's "approaching $1B" for 2025: the year has passed (the history runs to
        // 2026) and its most expensive finished run is Grok 4
        const HistoryRun *next = findRun(runs, "Next-generation model in development");
        QVERIFY(next && next->hasOutcome());
        QCOMPARE(next->outcomeLabel, std::string("Grok 4"));
        QCOMPARE(next->outcomeUsd, findRun(runs, "Grok 4")->costUsd);
        // 2027 has not come: no outcome
        QVERIFY(!findRun(runs, "Frontier LLM forecast")->hasOutcome());
        // by hand: a forecast is measured against the year's most expensive finished run, once
        // that calendar year is over; a finished run never has an outcome
        const std::vector<HistoryPoint> points = {{2021.2, "a", 100, "estimate", "s"},
                                                  {2021.7, "b", 300, "estimate", "s"},
                                                  {2021, "f", 1000, "forecast", "s"},
                                                  {2022, "g", 1000, "forecast", "s"}};
        const auto asOf2022 = groupRuns(points, 2022.5);
        QCOMPARE(asOf2022[2].outcomeLabel, std::string("b"));
        QCOMPARE(asOf2022[2].outcomeUsd, 300.0);
        QVERIFY(!asOf2022[3].hasOutcome()); // 2022 is still running
        QVERIFY(!asOf2022[0].hasOutcome() && !asOf2022[1].hasOutcome());
        QVERIFY(!groupRuns(points, 2021.9)[2].hasOutcome());
        QVERIFY(groupRuns(points, 2023)[3].outcomeLabel.empty()); // no finished run in 2022
    }

    void trendRefittedFromTheDataFile()
    {
        // The data file itself, as in the repository, is what the program embeds.
        QFile file(qEnvironmentVariable("PLANNER_TEST_DATA") +
                   QStringLiteral("/../../resources/history/training_costs.csv"));
        QVERIFY2(file.open(QIODevice::ReadOnly), "set PLANNER_TEST_DATA to tests/data (CTest does)");
        const QByteArray bytes = file.readAll();
        QVERIFY(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())) ==
                builtinHistoryCsv());
        const auto [runs, factor, low, high] = refitFromFile(QString::fromUtf8(bytes));
        const GrowthTrend t = fitGrowthTrend(builtinRuns());
        QCOMPARE(t.points, static_cast<int>(runs));
        QVERIFY(near(t.growthPerYear(), factor, 1e-12));
        QVERIFY(near(t.growthLow(), low, 1e-12));
        QVERIFY(near(t.growthHigh(), high, 1e-12));
        // The numbers docs/model.md §11 and the README quote: x3.76 a year (x3.28 to x4.31)
        // over twelve frontier runs, 2017 to 2025, beside the published x2.4.
        QCOMPARE(t.points, 12);
        QVERIFY2(std::abs(factor - 3.761) < 5e-4, qPrintable(QString::number(factor)));
        QVERIFY2(std::abs(low - 3.279) < 5e-4, qPrintable(QString::number(low)));
        QVERIFY2(std::abs(high - 4.313) < 5e-4, qPrintable(QString::number(high)));
        QVERIFY(factor > kPublishedFrontierGrowth);
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
        QCOMPARE(t.points, 12);
        QCOMPARE(t.firstYear, 2017.0);
        QCOMPARE(t.lastYear, 2025.52); // Grok 4, published 2025-07-09
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
