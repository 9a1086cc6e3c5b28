// SPDX-License-Identifier: GPL-3.0-or-later
// A portfolio's planned cost written as FOCUS 1.2 by month, run and pool
// (model/portfolio/portfoliofocus.h, docs/focus-export.md): the hand year's
// rows, and the round trip through the FOCUS reader to the metrics' total,
// cash, months and each run's cost.
#include "focustags.h"
#include "plan/catalog.h"
#include "portfolio/metrics.h"
#include "portfolio/portfoliofocus.h"
#include "portfoliofixture.h"
#include "tracking/actualsimport.h"

#include "testmain.h"

#include <QTest>

#include <cmath>
#include <map>

namespace tst_portfoliofocus { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using namespace testing;

namespace {

/** tst_portfoliometrics's hand year (portfoliofixture.h). */
Portfolio handPortfolio()
{
    return handYear();
}
const std::vector<RunDemands> kHandDemands = handYearDemands();

const FocusRow *find(const FocusTable &t, const std::string &run, const std::string &pool,
                     const std::string &category)
{
    for (const FocusRow &r : t.rows)
        if (r.run == run && r.pool == pool && r.plannerCategory == category)
            return &r;
    return nullptr;
}

/** Exported, read back: the total, the cash, each month and each run to the cent. */
void checkRoundTrip(const Portfolio &p, const std::vector<RunDemands> &demands)
{
    const PortfolioEvaluation e = evaluatePortfolio(p, demands, Catalog::builtIn());
    const PortfolioMetrics &m = e.metrics;
    const SpendImport in = importSpend(focusCsv(portfolioFocus(p, e), qtTags), ColumnMapping{}, {});
    std::string messages;
    for (const ImportMessage &msg : in.errors)
        messages += msg.text() + "\n";
    QVERIFY2(in.clean() && !in.fileError, messages.c_str());
    QVERIFY2(std::abs(in.usedUsd - m.totalUsd) < 0.005, std::to_string(in.usedUsd - m.totalUsd).c_str());
    QVERIFY2(std::abs(in.billedUsd - m.cashUsd) < 0.005, std::to_string(in.billedUsd - m.cashUsd).c_str());
    std::map<std::string, double> byRun;
    std::vector<double> byMonth(m.months.size(), 0.0);
    for (const SpendLine &l : in.lines) {
        byRun[l.tags.experiment] += l.amountUsd;
        for (std::size_t k = m.months.size(); k-- > 0;)
            if (!(l.date < m.months[k].month)) {
                byMonth[k] += l.amountUsd;
                break;
            }
    }
    double runs = 0;
    for (std::size_t r = 0; r < p.runs.size(); ++r) {
        QVERIFY2(std::abs(byRun[p.runs[r].id] - m.runs[r].totalUsd()) < 0.005, p.runs[r].id.c_str());
        runs += m.runs[r].totalUsd();
    }
    QVERIFY(std::abs(byRun[""] - (m.totalUsd - runs)) < 0.005); // central: what no run is charged
    for (std::size_t k = 0; k < m.months.size(); ++k)
        QVERIFY2(std::abs(byMonth[k] - m.months[k].costUsd) < 0.005, std::to_string(k).c_str());
}

} // namespace

class TestPortfolioFocus : public QObject
{
    Q_OBJECT

private slots:
    void handYearRows()
    {
        const Portfolio p = handPortfolio();
        const FocusTable t = portfolioFocus(p, evaluatePortfolio(p, kHandDemands, Catalog::builtIn()));
        // A: 24,000 h on owned at $4/3 an hour in January, paid by the
        // pool's rows: nothing billed. C: 2,400 h on demand at $2, billed.
        const FocusRow *a = find(t, "A", "owned", "compute");
        QVERIFY(a);
        QCOMPARE(a->periodStart, (CivilDate{2027, 1, 1}));
        QCOMPARE(a->periodEnd, (CivilDate{2027, 2, 1}));
        QVERIFY(std::abs(a->effectiveUsd - 32000) < 1e-6);
        QCOMPARE(a->billedUsd, 0.0);
        QCOMPARE(a->tags, (std::vector<std::pair<std::string, std::string>>{
                              {"project", "model-a"}, {"experiment", "A"}, {"team", "pre"}}));
        const FocusRow *c = find(t, "C", "on-demand", "compute");
        QVERIFY(c);
        QVERIFY(std::abs(c->effectiveUsd - 4800) < 1e-6);
        QVERIFY(std::abs(c->billedUsd - 4800) < 1e-6);
        const FocusRow *storage = find(t, "A", "", "runExtras");
        QVERIFY(storage);
        QCOMPARE(storage->billedUsd, 500.0);
        // The owned pool's purchase: 100 x $36,500 on its first day.
        const FocusRow *bought = find(t, "", "owned", "capacity");
        QVERIFY(bought);
        QCOMPARE(bought->chargeCategory, std::string("Purchase"));
        QVERIFY(std::abs(bought->billedUsd - 3650000) < 1e-6);
        QCOMPARE(bought->effectiveUsd, 0.0);
    }

    void handYearRoundTrips()
    {
        checkRoundTrip(handPortfolio(), kHandDemands);
        Portfolio central = handPortfolio();
        central.idlePolicy = IdlePolicy::Central;
        checkRoundTrip(central, kHandDemands);
    }

    void randomPortfoliosRoundTrip()
    {
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            RandomPortfolio rp = randomPortfolio(seed, 12);
            if (seed % 2 == 0)
                rp.portfolio.idlePolicy = IdlePolicy::Central;
            checkRoundTrip(rp.portfolio, rp.demands);
        }
    }

    void runNamesWithCommasAndQuotesSurvive()
    {
        Portfolio p = handPortfolio();
        p.runs[2].id = R"(C, "the big one")";
        const PortfolioEvaluation e = evaluatePortfolio(p, kHandDemands, Catalog::builtIn());
        const std::string csv = focusCsv(portfolioFocus(p, e), qtTags);
        QVERIFY(csv.find(R"("C, ""the big one""")") != std::string::npos);
        const SpendImport in = importSpend(csv, ColumnMapping{}, {});
        QVERIFY(in.clean());
        double c = 0;
        for (const SpendLine &l : in.lines)
            if (l.tags.experiment == p.runs[2].id)
                c += l.amountUsd;
        QVERIFY(std::abs(c - e.metrics.runs[2].totalUsd()) < 0.005);
    }
};

PLANNER_TEST_GUILESS_MAIN(TestPortfolioFocus)
} // namespace tst_portfoliofocus

#include "tst_portfoliofocus.moc"
