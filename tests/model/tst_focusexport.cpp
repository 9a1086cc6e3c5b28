// SPDX-License-Identifier: GPL-3.0-or-later
// The plan's forecast written as FOCUS 1.2 (model/tracking/focusexport.h,
// docs/focus-export.md): rows worked out by hand, quoting, and the round
// trip through the FOCUS reader to the plan's own totals, month by month.
#include "analysis/cashflow.h"
#include "focustags.h"
#include "plan/catalog.h"
#include "plan/csv.h"
#include "plan/evaluate.h"
#include "tracking/actualsimport.h"
#include "tracking/focusexport.h"

#include "testmain.h"

#include <QTest>

#include <cmath>
#include <map>

namespace tst_focusexport { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using testing::qtTags;
using I = InputId;

namespace {

constexpr std::size_t at(Category c)
{
    return static_cast<std::size_t>(c);
}

SpendMonth month(int year, unsigned m)
{
    SpendMonth s;
    s.month = CivilDate{year, m, 1};
    return s;
}

/** Two months of a bought fleet, by hand: capex $8,000 of accelerators and
 *  $2,000 of fabric in January, $100 of facility a month, resold for $3,000
 *  in February; the cost charges $300 of hardware a month and $50 of
 *  transfer in January. */
Cashflow boughtByHand()
{
    Cashflow f;
    f.feasible = true;
    f.cost = {month(2027, 1), month(2027, 2)};
    f.cash = f.cost;
    f.cost[0].byCategory[at(Category::Hardware)] = 300;
    f.cost[0].byCategory[at(Category::Network)] = 50;
    f.cost[1].byCategory[at(Category::Hardware)] = 300;
    f.cash[0].byCategory[at(Category::Hardware)] = 8000 + 100;
    f.cash[0].byCategory[at(Category::Network)] = 2000 + 50;
    f.cash[1].byCategory[at(Category::Hardware)] = 100 - 3000;
    f.acceleratorCapexUsd = 8000;
    f.fabricCapexUsd = 2000;
    f.capexUsd = 10000;
    f.capexMonth = f.cost[0].month;
    f.residualUsd = 3000;
    f.residualMonth = f.cost[1].month;
    return f;
}

SpendImport reread(const std::string &csv, const DisplayCurrency &currency)
{
    return importSpend(csv, ColumnMapping{}, currency);
}

std::string messages(const SpendImport &in)
{
    std::string out;
    for (const ImportMessage &m : in.errors)
        out += m.text() + "\n";
    return out;
}

/** The plan's forecast exported and read back: totals and months to the cent. */
void checkRoundTrip(const Scenario &s)
{
    const Result r = evaluate(s, Catalog::builtIn());
    QVERIFY(r.feasible());
    const Cashflow f = cashflow(s, r, Catalog::builtIn());
    const SpendImport in = reread(focusCsv(planFocus(s, f), qtTags), s.currency);
    QVERIFY2(in.clean() && !in.fileError, messages(in).c_str());
    QVERIFY(std::abs(in.usedUsd - f.costTotalUsd) < 0.005);
    QVERIFY(std::abs(in.billedUsd - f.cashTotalUsd) < 0.005);
    QVERIFY(std::abs(in.usedUsd - r.totalUsd) < 0.01);
    std::map<CivilDate, double> byMonth;
    for (const SpendLine &l : in.lines)
        byMonth[CivilDate{l.date.year, l.date.month, 1}] += l.amountUsd;
    for (const SpendMonth &m : f.cost) {
        const double read = byMonth.count(m.month) ? byMonth[m.month] : 0.0;
        QVERIFY2(std::abs(read - m.total) < 0.005, formatDate(m.month).c_str());
    }
}

} // namespace

class TestFocusExport : public QObject
{
    Q_OBJECT

private slots:
    void headerNamesTheFocusColumns()
    {
        const std::string csv = focusCsv(FocusTable{}, qtTags);
        QVERIFY(csv.rfind("BillingAccountId,BillingAccountName,BillingCurrency,BillingPeriodStart,", 0) == 0);
        for (const char *c :
             {"ChargePeriodStart", "ChargePeriodEnd", "ChargeCategory", "BilledCost", "EffectiveCost",
              "ServiceCategory", "Tags", "x_PlannerCategory", "x_Run", "x_Pool", "x_Scenario"})
            QVERIFY2(csv.find(c) != std::string::npos, c);
        QCOMPARE(std::count(csv.begin(), csv.end(), '\n'), 1);
    }

    void rentedMonthIsOneUsageRow()
    {
        Scenario s;
        s.name = "Plan";
        s.tags.project = "llm-70b";
        Cashflow f;
        f.feasible = true;
        f.cost = {month(2027, 3)};
        f.cost[0].byCategory[at(Category::Compute)] = 1234.5;
        f.cash = f.cost;
        const FocusTable t = planFocus(s, f);
        QCOMPARE(t.rows.size(), std::size_t(1));
        const std::vector<CsvRow> rows = parseCsv(focusCsv(t, qtTags));
        QCOMPARE(rows.size(), std::size_t(2));
        const std::vector<std::string> expected = {"llm-tco-forecast",
                                                   "Plan",
                                                   "USD",
                                                   "2027-03-01T00:00:00Z",
                                                   "2027-04-01T00:00:00Z",
                                                   "2027-03-01T00:00:00Z",
                                                   "2027-04-01T00:00:00Z",
                                                   "Usage",
                                                   "",
                                                   "Usage-Based",
                                                   "Planned compute cost",
                                                   "1234.500000",
                                                   "1234.500000",
                                                   "",
                                                   "",
                                                   "LLM TCO Planner",
                                                   "LLM TCO Planner",
                                                   "LLM TCO Planner",
                                                   "Compute",
                                                   "Accelerator compute",
                                                   "compute",
                                                   "compute",
                                                   "",
                                                   "",
                                                   "",
                                                   R"({"project":"llm-70b"})",
                                                   "compute",
                                                   "Plan",
                                                   "",
                                                   "",
                                                   "1.2"};
        QCOMPARE(rows[1].fields, expected);
    }

    void boughtHardwareIsAPurchaseAndACredit()
    {
        const FocusTable t = planFocus(Scenario{}, boughtByHand());
        // January: hardware usage (cash $100 of facility, cost $300),
        // network ($50 both), the purchase; February: hardware usage, the resale.
        QCOMPARE(t.rows.size(), std::size_t(5));
        QCOMPARE(t.rows[0].plannerCategory, std::string("network"));
        QCOMPARE(t.rows[0].billedUsd, 50.0);
        QCOMPARE(t.rows[0].effectiveUsd, 50.0);
        QCOMPARE(t.rows[1].plannerCategory, std::string("hardware"));
        QCOMPARE(t.rows[1].billedUsd, 100.0);
        QCOMPARE(t.rows[1].effectiveUsd, 300.0);
        QCOMPARE(t.rows[2].chargeCategory, std::string("Purchase"));
        QCOMPARE(t.rows[2].billedUsd, 10000.0);
        QCOMPARE(t.rows[2].effectiveUsd, 0.0);
        QCOMPARE(t.rows[3].billedUsd, 100.0);
        QCOMPARE(t.rows[3].effectiveUsd, 300.0);
        QCOMPARE(t.rows[4].chargeCategory, std::string("Credit"));
        QCOMPARE(t.rows[4].billedUsd, -3000.0);
        QCOMPARE(t.rows[4].effectiveUsd, 0.0);
        // Read back: cost 650, cash 10,000 + 100 + 50 + 100 - 3,000.
        const SpendImport in = reread(focusCsv(t, qtTags), DisplayCurrency{});
        QVERIFY2(in.clean(), messages(in).c_str());
        QCOMPARE(in.usedUsd, 650.0);
        QCOMPARE(in.billedUsd, 7250.0);
    }

    void nameAndTagsWithCommasAndQuotesAreQuoted()
    {
        Scenario s;
        s.name = R"(Run "A", v2)";
        s.tags.experiment = R"(pretrain, "big")";
        Cashflow f;
        f.feasible = true;
        f.cost = {month(2027, 3)};
        f.cost[0].byCategory[at(Category::Storage)] = 10;
        f.cash = f.cost;
        const std::string csv = focusCsv(planFocus(s, f), qtTags);
        QVERIFY(csv.find(R"("Run ""A"", v2")") != std::string::npos);
        const std::vector<CsvRow> rows = parseCsv(csv);
        QCOMPARE(rows.size(), std::size_t(2));
        QCOMPARE(rows[1].fields.size(), focusExportColumns().size());
        QCOMPARE(rows[1].fields[1], s.name);
        const SpendImport in = reread(csv, DisplayCurrency{});
        QVERIFY2(in.clean(), messages(in).c_str());
        QCOMPARE(in.lines.front().tags.experiment, s.tags.experiment);
        QCOMPARE(in.lines.front().category, Category::Storage);
    }

    void infeasiblePlanHasNoRows() { QVERIFY(planFocus(Scenario{}, Cashflow{}).rows.empty()); }

    void defaultPlanRoundTrips()
    {
        Scenario s = defaultScenario();
        s.startDate = "2027-01-15";
        checkRoundTrip(s);
    }

    void boughtPlanRoundTrips()
    {
        Scenario s = defaultScenario();
        s.startDate = "2027-01-01";
        s.set(I::PricingMode, static_cast<double>(PricingMode::Buy));
        checkRoundTrip(s);
    }

    void reservedPlanInEurosRoundTrips()
    {
        Scenario s = defaultScenario();
        s.startDate = "2027-01-01";
        s.set(I::PricingMode, static_cast<double>(PricingMode::Reserved));
        s.currency = *findBuiltInCurrency("EUR");
        checkRoundTrip(s);
    }
};

PLANNER_TEST_GUILESS_MAIN(TestFocusExport)
} // namespace tst_focusexport

#include "tst_focusexport.moc"
