// SPDX-License-Identifier: GPL-3.0-or-later
// The spend timeline (model/analysis/cashflow.h, docs/model.md "Spend over time and
// cash"): the cost series sums to the total in every pricing mode, cash is
// cost when renting, the reserved term is paid to its end, bought hardware
// is paid up front and sold at the end, and the months follow the start date.
#include "analysis/cashflow.h"
#include "handscenario.h"
#include "plan/evaluate.h"
#include "plan/validation.h"

#include "testmain.h"

#include <QTest>

#include <cmath>

namespace tst_cashflow { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;

namespace {

const std::size_t kHardware = static_cast<std::size_t>(Category::Hardware);
const std::size_t kCompute = static_cast<std::size_t>(Category::Compute);

/** The hand scenario from 2027-01-01 in `mode`, nothing kept after the run
 *  (so the timeline ends with the project). */
Scenario plan(PricingMode mode)
{
    Scenario s = testing::handScenario();
    s.startDate = "2027-01-01";
    s.set(I::PricingMode, static_cast<double>(mode));
    s.set(I::StorageRetentionMonths, 0);
    return s;
}

Cashflow flowOf(const Scenario &s, Result *result = nullptr)
{
    const Result r = evaluate(s, testing::handCatalog());
    if (result)
        *result = r;
    return cashflow(s, r, testing::handCatalog());
}

bool near(double a, double b, double relative = 1e-12)
{
    return std::abs(a - b) <= relative * std::max({1.0, std::abs(a), std::abs(b)});
}

QString monthText(const SpendMonth &m)
{
    return QString::fromStdString(formatDate(m.month)).left(7);
}

} // namespace

class TestCashflow : public QObject
{
    Q_OBJECT

private slots:
    void costSumsToTheTotalInEveryMode_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<double>("retention");
        for (double retention : {0.0, 12.0}) {
            const QByteArray kept = retention > 0 ? " with retention" : "";
            QTest::newRow("on demand" + kept) << int(PricingMode::OnDemand) << retention;
            QTest::newRow("reserved" + kept) << int(PricingMode::Reserved) << retention;
            QTest::newRow("spot" + kept) << int(PricingMode::Spot) << retention;
            QTest::newRow("buy" + kept) << int(PricingMode::Buy) << retention;
        }
    }
    void costSumsToTheTotalInEveryMode()
    {
        QFETCH(int, mode);
        QFETCH(double, retention);
        Scenario s = plan(static_cast<PricingMode>(mode));
        s.set(I::StorageRetentionMonths, retention);
        s.set(I::ExperimentsPilotShare, 0.1); // preparation and post-training hold compute too
        s.set(I::ExperimentsEvaluationShare, 0.05);
        Result r;
        const Cashflow f = flowOf(s, &r);
        QVERIFY(f.feasible);
        QVERIFY(!f.cost.empty());
        QCOMPARE(f.cost.size(), f.cash.size());
        QVERIFY(near(f.costTotalUsd, r.totalUsd));
        QVERIFY(near(f.cost.back().cumulative, r.totalUsd));
        for (std::size_t c = 0; c < kCategoryCount; ++c) {
            double sum = 0;
            for (const SpendMonth &m : f.cost)
                sum += m.byCategory[c];
            QVERIFY2(near(sum, r.categoryUsd(static_cast<Category>(c)), 1e-9),
                     categoryKey(static_cast<Category>(c)).data());
        }
        // Cumulative is the running total.
        double running = 0;
        for (const SpendMonth &m : f.cost) {
            running += m.total;
            QVERIFY(near(m.cumulative, running));
        }
    }

    void cashIsCostWhenRenting_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("on demand") << int(PricingMode::OnDemand);
        QTest::newRow("spot") << int(PricingMode::Spot);
    }
    void cashIsCostWhenRenting()
    {
        QFETCH(int, mode);
        Scenario s = plan(static_cast<PricingMode>(mode));
        s.set(I::StorageRetentionMonths, 12);
        const Cashflow f = flowOf(s);
        QCOMPARE(f.cash.size(), f.cost.size());
        for (std::size_t k = 0; k < f.cost.size(); ++k) {
            QCOMPARE(f.cash[k].month, f.cost[k].month);
            QCOMPARE(f.cash[k].byCategory, f.cost[k].byCategory);
            QCOMPARE(f.cash[k].cumulative, f.cost[k].cumulative);
        }
        QCOMPARE(f.capexUsd, 0.0);
        QCOMPARE(f.residualUsd, 0.0);
    }

    void monthsFollowTheStartDate()
    {
        // 3.5 project months from 2027-01-01 are 106.5 days: to 2027-04-17.
        Scenario s = plan(PricingMode::OnDemand);
        const Result first = evaluate(s, testing::handCatalog());
        const double trainMonths = first.projectMonths - 2.0 - 1.0;
        s.set(I::ProjectPreparationMonths, 3.5 - 1.0 - trainMonths);
        Result r;
        const Cashflow f = flowOf(s, &r);
        QVERIFY(near(r.projectMonths, 3.5, 1e-9));
        QCOMPARE(f.cost.size(), std::size_t(4));
        QCOMPARE(monthText(f.cost[0]), QStringLiteral("2027-01"));
        QCOMPARE(monthText(f.cost[1]), QStringLiteral("2027-02"));
        QCOMPARE(monthText(f.cost[2]), QStringLiteral("2027-03"));
        QCOMPARE(monthText(f.cost[3]), QStringLiteral("2027-04"));
        // The team is paid for every day: January holds 31 of the 106.46
        // days, so 31 / 106.4583 of the people cost.
        const std::size_t people = static_cast<std::size_t>(Category::People);
        QVERIFY(near(f.cost[0].byCategory[people],
                     r.categoryUsd(Category::People) * 31.0 / (3.5 * kDaysPerMonth), 1e-9));
    }

    void aMidMonthStartBeginsInItsMonth()
    {
        // From 2027-12-15, 2 months of preparation reach into February:
        // the months run 2027-12, 2028-01, 2028-02, ...
        Scenario s = plan(PricingMode::OnDemand);
        s.startDate = "2027-12-15";
        const Cashflow f = flowOf(s);
        QVERIFY(f.cost.size() >= 3);
        QCOMPARE(monthText(f.cost[0]), QStringLiteral("2027-12"));
        QCOMPARE(monthText(f.cost[1]), QStringLiteral("2028-01"));
        QCOMPARE(monthText(f.cost[2]), QStringLiteral("2028-02"));
    }

    void storageRetentionRunsAfterTheRun()
    {
        // 12 months kept cold after the main run: the timeline reaches a
        // year past the run's end, every month paying 1/12 of that storage.
        Scenario s = plan(PricingMode::OnDemand);
        s.set(I::StorageRetentionMonths, 12);
        s.set(I::StorageArchivedRetrievedFraction, 0); // no retrieval fee: retention only
        Result r;
        const Cashflow f = flowOf(s, &r);
        QVERIFY(f.cost.size() >= 14);
        const double retained = r.cost[static_cast<std::size_t>(Category::Storage)][2];
        QVERIFY(retained > 0);
        // 2027-07 lies wholly inside the retention: 31 of its 365 days.
        const std::size_t july = 6;
        QCOMPARE(monthText(f.cost[july]), QStringLiteral("2027-07"));
        const std::size_t storage = static_cast<std::size_t>(Category::Storage);
        QVERIFY(near(f.cost[july].byCategory[storage], retained * 31.0 / (12 * kDaysPerMonth), 1e-9));
    }

    void reservedCashCoversTheWholeTerm()
    {
        // The main run lasts under two days but the reservation bills three
        // months from its start (2027-03-02 + 91.25 days = 2027-06-01):
        // the cost lands in March, the cash runs to June.
        const Scenario s = plan(PricingMode::Reserved);
        Result r;
        const Cashflow f = flowOf(s, &r);
        QVERIFY(r.wallClockDays < 2);
        QCOMPARE(f.reservedCashMonths, 3.0);
        const double computeBill = r.cost[kCompute][static_cast<std::size_t>(Phase::Training)];
        QVERIFY(f.reservedCommittedUsd >= computeBill);
        QCOMPARE(monthText(f.cash.back()), QStringLiteral("2027-06"));
        QCOMPARE(f.cost.size(), f.cash.size());
        // April is wholly inside the term: 30 of its 91.25 days.
        QCOMPARE(monthText(f.cash[3]), QStringLiteral("2027-04"));
        QVERIFY(near(f.cash[3].byCategory[kCompute], computeBill * 30.0 / 91.25, 1e-9));
        QCOMPARE(f.cost[3].byCategory[kCompute], 0.0); // no compute is used in April
        // Cash moves the same dollars as cost.
        QVERIFY(near(f.cashTotalUsd, r.totalUsd, 1e-12));
    }

    void buyPaysCapexFirstAndCreditsTheResidualLast()
    {
        // 1000 accelerators (no hot spares) at $40,000 with 15 % fabric:
        // capex $40M + $6M = $46M in January. Facility $150/accelerator-month
        // = $150,000 a month. Sold when the project ends, after m months:
        // book value $46M x (1 - m / 60) (five years, the one depreciation
        // default), resale 70 % of it.
        Scenario s = plan(PricingMode::Buy);
        s.set(I::FailuresHotSpareFraction, 0);
        Result r;
        const Cashflow f = flowOf(s, &r);
        QCOMPARE(f.ownedGpus, 1000.0);
        QCOMPARE(f.acceleratorCapexUsd, 40e6);
        QCOMPARE(f.fabricCapexUsd, 6e6);
        QCOMPARE(f.capexUsd, 46e6);
        QCOMPARE(f.facilityUsdPerMonth, 150e3);
        QCOMPARE(formatDate(f.capexMonth), std::string("2027-01-01"));
        // 2 + 1 months of phases and a main run of about 1.6 days.
        QVERIFY(r.projectMonths > 3.0 && r.projectMonths < 3.1);
        QCOMPARE(f.monthsOwned, r.projectMonths);
        QVERIFY(near(f.bookValueUsd, 46e6 * (1 - r.projectMonths / 60.0)));
        QVERIFY(near(f.residualUsd, 0.7 * f.bookValueUsd));
        // About $43.65M of book value, $30.56M back.
        QVERIFY(f.bookValueUsd > 43.6e6 && f.bookValueUsd < 43.7e6);
        QVERIFY(f.residualUsd > 30.5e6 && f.residualUsd < 30.6e6);

        // January: the capex and 31 days of facility.
        QVERIFY(near(f.cash[0].byCategory[kHardware], 40e6 + 150e3 * 31.0 / kDaysPerMonth, 1e-9));
        QVERIFY(f.cash[0].total > 46e6);
        // The project ends early in April: the residual lands there.
        QCOMPARE(monthText(f.cash.back()), QStringLiteral("2027-04"));
        QCOMPARE(f.residualMonth, f.cash.back().month);
        QVERIFY(f.cash.back().byCategory[kHardware] < -30e6);
        // Opportunity is a cost, never cash.
        const std::size_t opportunity = static_cast<std::size_t>(Category::Opportunity);
        QVERIFY(f.opportunityUsd > 0);
        for (const SpendMonth &m : f.cash)
            QCOMPARE(m.byCategory[opportunity], 0.0);
        // The cash total: capex - residual + facility + what is paid as used.
        double paidAsUsed = 0;
        for (Category c : {Category::Energy, Category::Storage, Category::Data, Category::People,
                           Category::Monitoring, Category::Operations})
            paidAsUsed += r.categoryUsd(c);
        const double facility = 150e3 * r.projectMonths;
        // Network holds only the fabric's depreciation and transfer; the
        // transfer is small but paid too.
        QVERIFY(f.cashTotalUsd >= 46e6 - f.residualUsd + facility + paidAsUsed - 1);
        QVERIFY(f.cashTotalUsd <=
                46e6 - f.residualUsd + facility + paidAsUsed + r.categoryUsd(Category::Network) + 1);
    }

    void cashAndCostReconcileExactly_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("on demand") << int(PricingMode::OnDemand);
        QTest::newRow("reserved") << int(PricingMode::Reserved);
        QTest::newRow("buy") << int(PricingMode::Buy);
    }

    void cashAndCostReconcileExactly()
    {
        // cost = cash - capex - facility + residual + owned usage + opportunity
        // (docs/model.md, "Cash against cost"): the chart's reconciliation line
        // adds up, in every mode (the Buy terms are 0 otherwise).
        QFETCH(int, mode);
        Scenario s = plan(static_cast<PricingMode>(mode));
        s.set(I::StorageRetentionMonths, 6);
        Result r;
        const Cashflow f = flowOf(s, &r);
        const double reconciled =
            f.cashTotalUsd - f.capexUsd - f.facilityUsd + f.residualUsd + f.ownedUsageUsd + f.opportunityUsd;
        QVERIFY2(near(reconciled, f.costTotalUsd, 1e-9),
                 qPrintable(QStringLiteral("%1 vs %2").arg(reconciled).arg(f.costTotalUsd)));
        if (mode == int(PricingMode::Buy)) {
            // The hand plan: 1000 accelerators at $150 a month for m months.
            QVERIFY(near(f.facilityUsd, 1000 * 150.0 * r.projectMonths));
            QVERIFY(f.ownedUsageUsd > 0);
            QVERIFY(!f.cashIsCost);
        } else {
            QCOMPARE(f.ownedUsageUsd, 0.0);
            QCOMPARE(f.capexUsd, 0.0);
        }
        // Renting, cash is cost; the three-month reservation of a two-day run
        // pays after the run.
        QCOMPARE(f.cashIsCost, mode == int(PricingMode::OnDemand));
    }

    void theTailAfterTheProjectIsSummed()
    {
        // Six months of storage kept after the run: the project ends in April
        // (2027-01-01 + 2 + ~0.05 + 1 months), the storage runs to September.
        Scenario s = plan(PricingMode::OnDemand);
        s.set(I::StorageRetentionMonths, 6);
        const Cashflow f = flowOf(s);
        QCOMPARE(f.projectMonthCount, std::size_t(4));
        QCOMPARE(monthText(f.cost[f.projectMonthCount - 1]), QStringLiteral("2027-04"));
        QVERIFY(f.cost.size() > f.projectMonthCount);
        double tail = 0;
        for (std::size_t m = f.projectMonthCount; m < f.cost.size(); ++m) {
            tail += f.cost[m].total;
            // Only storage after the project.
            QCOMPARE(f.cost[m].total, f.cost[m].byCategory[static_cast<std::size_t>(Category::Storage)]);
        }
        QVERIFY(tail > 0);
        QCOMPARE(f.costAfterProjectUsd, tail);
        QCOMPARE(f.cashAfterProjectUsd, tail);
        // Nothing kept: no tail.
        QCOMPARE(flowOf(plan(PricingMode::OnDemand)).costAfterProjectUsd, 0.0);
    }

    void residualIsFlooredAtZero()
    {
        // One year of depreciation and a project longer than a year: no value left.
        Scenario s = plan(PricingMode::Buy);
        s.set(I::OwnershipDepreciationYears, 1);
        s.set(I::ProjectPreparationMonths, 13);
        const Cashflow f = flowOf(s);
        QCOMPARE(f.bookValueUsd, 0.0);
        QCOMPARE(f.residualUsd, 0.0);
    }

    void aPlanThatCannotRunHasNoTimeline()
    {
        Scenario s = plan(PricingMode::OnDemand);
        s.gpuId = "NOT-IN-CATALOG";
        const Cashflow f = flowOf(s);
        QVERIFY(!f.feasible);
        QVERIFY(f.cost.empty());
        QVERIFY(f.cash.empty());
    }

    void resaleDiscountIsValidated()
    {
        const InputSpec &in = spec(I::OwnershipResaleDiscount);
        QCOMPARE(in.key, std::string_view("ownership.resaleDiscount"));
        QCOMPARE(in.defaultValue, 0.3);
        QCOMPARE(defaultScenario().value(I::OwnershipResaleDiscount), 0.3);
        Scenario s = defaultScenario();
        const auto issue = setFromText(s, "ownership.resaleDiscount", "1.5", Catalog::builtIn());
        QVERIFY(issue.has_value());
        QCOMPARE(int(issue->code), int(IssueCode::OutOfRange));
        const std::string message = describe(*issue);
        QVERIFY2(message.find("ownership.resaleDiscount") != std::string::npos, message.c_str());
        QVERIFY2(message.find("'1.5'") != std::string::npos, message.c_str());
        QVERIFY2(message.find("0 .. 1") != std::string::npos, message.c_str());
        QVERIFY(!setFromText(s, "ownership.resaleDiscount", "0.5", Catalog::builtIn()));
        QCOMPARE(s.value(I::OwnershipResaleDiscount), 0.5);
    }
};

PLANNER_TEST_APPLESS_MAIN(TestCashflow)
} // namespace tst_cashflow

#include "tst_cashflow.moc"
