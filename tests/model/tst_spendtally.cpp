// SPDX-License-Identifier: GPL-3.0-or-later
// The spend tally's bound on tag values (model/tracking/spendtally.h,
// TagLimits; docs/actuals.md, "Tags"): a tag's first values are summed one
// by one and its largest listed, the rest summed in one row that says how
// many values it holds; and the count of values no longer told apart
// (DistinctCount), exact up to its limit and estimated past it (issue 52).
#include "tracking/distinctcount.h"
#include "tracking/spendtally.h"

#include "trackingfixture.h"

#include "testmain.h"

#include <QTest>

#include <cmath>
#include <string>

namespace tst_spendtally { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;

using testing::spendLine;

namespace {

/** A window from 2027-01-01 to today 2027-06-30, finishing in 2028. */
PlanWindow window()
{
    return PlanWindow{{2027, 1, 1}, {2027, 6, 30}, {2028, 1, 1}};
}

SpendLine experiment(const std::string &value, double usd)
{
    return spendLine({2027, 2, 1}, Category::Compute, usd, SpendTags{"llm", value, ""});
}

} // namespace

class TestSpendTally : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aSmallCapByHand();
    void linesWithoutTheTagAreSummedApartWhenFull();
    void withinTheLimitsNothingIsFolded();
    void aMillionValuesInBoundedRows();
    void distinctCountIsExactThenEstimated();
};

void TestSpendTally::aSmallCapByHand()
{
    // Two values summed apart, one listed. Lines in file order:
    //   a 10, b 5, c 7 (c is the third value: with the others), a 1,
    //   b 8 (b already summed apart: its own), d 2, c 3.
    // Summed apart: a 11, b 13; b listed (the largest); a with the others.
    // Others: a 11 + c 10 + d 2 = 23 in 3 values. Total 36 = 13 + 23.
    SpendTally t(window(), TagLimits{2, 1});
    for (const auto &[value, usd] :
         {std::pair{"a", 10.0}, {"b", 5.0}, {"c", 7.0}, {"a", 1.0}, {"b", 8.0}, {"d", 2.0}, {"c", 3.0}})
        t.add(experiment(value, usd));
    QCOMPARE(t.toDateUsd(), 36.0);
    const std::vector<TagSpend> rows = t.byTag();
    // project: one value, "llm", 36; experiment: b, then the others.
    QCOMPARE(rows.size(), std::size_t(3));
    QCOMPARE(rows[0].tag, std::string("project"));
    QCOMPARE(rows[0].value, std::string("llm"));
    QCOMPARE(rows[0].actualUsd, 36.0);
    QVERIFY(!rows[0].isOther());
    QCOMPARE(rows[1].tag, std::string("experiment"));
    QCOMPARE(rows[1].value, std::string("b"));
    QCOMPARE(rows[1].actualUsd, 13.0);
    QVERIFY(!rows[1].isOther());
    QCOMPARE(rows[2].tag, std::string("experiment"));
    QVERIFY(rows[2].isOther());
    QCOMPARE(rows[2].value, std::string());
    QCOMPARE(rows[2].otherValues, std::size_t(3));
    QVERIFY(!rows[2].otherValuesEstimated);
    QCOMPARE(rows[2].actualUsd, 23.0);
}

void TestSpendTally::linesWithoutTheTagAreSummedApartWhenFull()
{
    // The table is full after "a"; lines without an experiment still get
    // their own row ("(none)"), which is listed when it is the largest.
    SpendTally t(window(), TagLimits{1, 1});
    t.add(experiment("a", 1));
    t.add(experiment("b", 2));
    t.add(experiment("", 40));
    const std::vector<TagSpend> rows = t.byTag();
    QCOMPARE(rows.size(), std::size_t(3));
    QCOMPARE(rows[1].value, std::string());
    QVERIFY(!rows[1].isOther());
    QCOMPARE(rows[1].actualUsd, 40.0);
    QVERIFY(rows[2].isOther());
    QCOMPARE(rows[2].otherValues, std::size_t(2)); // a (not listed) and b (after the table filled)
    QCOMPARE(rows[2].actualUsd, 3.0);
}

void TestSpendTally::withinTheLimitsNothingIsFolded()
{
    SpendTally t(window());
    for (int k = 0; k < 20; ++k)
        t.add(experiment("run-" + std::to_string(k), 1.0 + k));
    const std::vector<TagSpend> rows = t.byTag();
    QCOMPARE(rows.size(), std::size_t(21)); // project llm, and the 20 experiments
    for (const TagSpend &row : rows)
        QVERIFY(!row.isOther());
    QCOMPARE(rows[1].value, std::string("run-19"));
    QCOMPARE(rows[20].value, std::string("run-0"));
}

void TestSpendTally::aMillionValuesInBoundedRows()
{
    // Every line a value of its own: 20 listed, the rest in one row whose
    // count is estimated past DistinctCount's exact limit, and whose money
    // makes the total.
    SpendTally t(window());
    const int n = 1000000;
    for (int k = 0; k < n; ++k)
        t.add(experiment("run-" + std::to_string(k), 1.0));
    const std::vector<TagSpend> rows = t.byTag();
    QCOMPARE(rows.size(), std::size_t(1 + 20 + 1));
    const TagSpend &other = rows.back();
    QVERIFY(other.isOther());
    QVERIFY(other.otherValuesEstimated);
    const double expected = n - 20;
    QVERIFY2(std::abs(static_cast<double>(other.otherValues) - expected) < 0.03 * expected,
             qPrintable(QString::number(other.otherValues)));
    QCOMPARE(other.otherValues % 10000, std::size_t(0)); // about 990,000: two significant digits
    QCOMPARE(other.actualUsd, expected);
}

void TestSpendTally::distinctCountIsExactThenEstimated()
{
    DistinctCount c;
    QCOMPARE(c.count(), std::size_t(0));
    for (int repeat = 0; repeat < 2; ++repeat)
        for (std::size_t k = 0; k < DistinctCount::kExactDistinct; ++k)
            c.add("value-" + std::to_string(k));
    QCOMPARE(c.count(), DistinctCount::kExactDistinct);
    QVERIFY(!c.estimated());
    // Past the exact limit, within the sketch's error at every size.
    for (std::size_t k = DistinctCount::kExactDistinct; k < 2000000; ++k) {
        c.add("value-" + std::to_string(k));
        if (k + 1 == 20000 || k + 1 == 50000 || k + 1 == 200000 || k + 1 == 2000000) {
            QVERIFY(c.estimated());
            const double n = static_cast<double>(k + 1);
            QVERIFY2(std::abs(static_cast<double>(c.count()) - n) < 0.03 * n,
                     qPrintable(QStringLiteral("%1 values counted as %2").arg(n).arg(c.count())));
        }
    }
    c.add("value-7"); // seen before: no change
    QVERIFY(c.count() > 1900000);
    // An estimate is shown to two significant digits.
    QCOMPARE(DistinctCount::rounded(987654), std::size_t(990000));
    QCOMPARE(DistinctCount::rounded(16420), std::size_t(16000));
    QCOMPARE(DistinctCount::rounded(99), std::size_t(99));
}

PLANNER_TEST_GUILESS_MAIN(TestSpendTally)
} // namespace tst_spendtally

#include "tst_spendtally.moc"
