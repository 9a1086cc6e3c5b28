// SPDX-License-Identifier: GPL-3.0-or-later
// The what-if variants (docs/model.md, "Variants"): one change set for
// levers, standard and pinned variants; the strip's list worked out by hand
// on the hand catalog; every row equal to a separate evaluation of the plan
// with its changes applied, and every P90 to a separate Monte Carlo.
#include "handscenario.h"
#include "nearcompare.h"

#include "analysis/advice.h"
#include "analysis/analysis.h"
#include "analysis/practice.h"
#include "analysis/variants.h"
#include "plan/evaluate.h"

#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tst_variants { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;
using K = VariantKind;

namespace {

std::vector<K> kinds(const std::vector<Variant> &variants)
{
    std::vector<K> out;
    for (const Variant &v : variants)
        out.push_back(v.kind);
    return out;
}

const VariantRow *find(const std::vector<VariantRow> &rows, K kind)
{
    const auto it = std::find_if(rows.begin(), rows.end(),
                                 [kind](const VariantRow &r) { return r.variant.kind == kind; });
    return it == rows.end() ? nullptr : &*it;
}

/** Each row against its own evaluate() of the plan with the changes applied. */
void checkRowsAgainstSeparateEvaluations(const Scenario &s, const Catalog &catalog,
                                         const std::vector<VariantRow> &rows)
{
    const Result base = evaluate(s, catalog);
    for (const VariantRow &row : rows) {
        const QByteArray what = QByteArray(variantKey(row.variant.kind).data());
        if (row.refused)
            continue;
        const Result r = evaluate(applyChanges(s, row.variant.changes), catalog);
        QVERIFY2(row.totalUsd == r.totalUsd, what);
        QVERIFY2(row.mainRunDays == r.wallClockDays, what);
        QVERIFY2(row.projectMonths == r.projectMonths, what);
        QVERIFY2(row.feasible == r.feasible(), what);
        if (r.feasible() && base.feasible()) {
            QVERIFY2(row.deltaUsd == r.totalUsd - base.totalUsd, what);
            QVERIFY2(row.deltaDays == r.wallClockDays - base.wallClockDays, what);
            QVERIFY2(row.deltaProjectMonths == r.projectMonths - base.projectMonths, what);
        } else {
            QVERIFY2(std::isnan(row.deltaUsd) && std::isnan(row.deltaDays), what);
        }
        if (!r.feasible()) {
            QVERIFY2(row.blocking != Condition::Count, what);
            QVERIFY2(r.has(row.blocking), what);
            QVERIFY2(conditionSeverity(row.blocking) == Severity::Infeasible, what);
        }
    }
}

/** The plan on spot capacity, nothing else changed. */
Scenario onSpot(const Scenario &s)
{
    Scenario spot = s;
    spot.set(I::PricingMode, double(PricingMode::Spot));
    return spot;
}

} // namespace

class TestVariants : public QObject
{
    Q_OBJECT

private slots:
    void changeSetReplacesAndIsBounded()
    {
        ChangeSet c;
        QVERIFY(c.empty());
        QVERIFY(std::isnan(c.valueOf(I::ComputeMfu)));
        QVERIFY(c.set(I::ComputeMfu, 0.4));
        QVERIFY(c.set(I::ClusterGpuCount, 64));
        QVERIFY(c.set(I::ComputeMfu, 0.3)); // replaces, keeps its place
        QCOMPARE(c.size(), std::size_t(2));
        QCOMPARE(c.settings()[0].id, I::ComputeMfu);
        QCOMPARE(c.valueOf(I::ComputeMfu), 0.3);
        QVERIFY(c.has(I::ClusterGpuCount));
        for (std::size_t i = 2; i < ChangeSet::kCapacity; ++i)
            QVERIFY(c.set(static_cast<I>(i + 20), 1));
        QVERIFY(!c.set(I::ModelParameters, 1e9)); // full: refused, nothing changes
        QCOMPARE(c.size(), ChangeSet::kCapacity);
        QVERIFY(std::isnan(c.valueOf(I::ModelParameters)));
        QVERIFY(c.set(I::ComputeMfu, 0.5)); // an input it has still changes
        // Made from a list: set() in order, a later value replacing.
        const ChangeSet listed{{I::ComputeMfu, 0.4}, {I::ClusterGpuCount, 64}, {I::ComputeMfu, 0.3}};
        QCOMPARE(listed.size(), std::size_t(2));
        QCOMPARE(listed.valueOf(I::ComputeMfu), 0.3);
        QCOMPARE(listed.valueOf(I::ClusterGpuCount), 64.0);

        ChangeSet g;
        g.setGpuId("NOFP8");
        QVERIFY(!g.empty());
        const Scenario s = testing::handScenario();
        const Scenario applied = applyChanges(s, g);
        QCOMPARE(applied.gpuId, std::string("NOFP8"));
        QCOMPARE(applied.values, s.values);
    }

    void leversHoldTheSameChangeSet()
    {
        // advise() builds its levers from the one change set: applying one
        // is applyChanges() of it.
        const Scenario s = defaultScenario();
        for (const Lever &l : advise(s, Catalog::builtIn())) {
            QVERIFY(!l.changes.empty());
            QCOMPARE(applyLever(s, l), applyChanges(s, l.changes));
            for (const InputSetting &c : l.changes.settings())
                QCOMPARE(l.valueOf(c.id), c.value);
        }
    }

    void pricingVariantsAreImprovesLevers()
    {
        // Spot was -$393k / +43.5 days in the what-if strip and "saves $2.41M"
        // in Improve, which also moved the checkpoint interval to the spot
        // plan's optimum; then both moved it, and every lever's saving held
        // the interval's own (issue 53). Now neither does: the strip's
        // pricing variants are Improve's levers, the mode alone.
        const Scenario s = defaultScenario();
        const Catalog &catalog = Catalog::builtIn();
        const std::vector<Lever> levers = advise(s, catalog);
        const std::vector<VariantRow> rows = whatIf(s, catalog);
        const std::pair<K, LeverKind> pairs[] = {{K::OnDemand, LeverKind::OnDemand},
                                                 {K::Reserved, LeverKind::Reserved},
                                                 {K::Spot, LeverKind::Spot},
                                                 {K::Buy, LeverKind::Buy}};
        int compared = 0;
        for (const auto &[variantKind, leverKind] : pairs) {
            const VariantRow *row = find(rows, variantKind);
            const auto lever = std::find_if(levers.begin(), levers.end(),
                                            [&](const Lever &l) { return l.kind == leverKind; });
            if (!row || lever == levers.end())
                continue;
            QCOMPARE(row->variant.changes, lever->changes);
            QCOMPARE(row->totalUsd, lever->totalUsd);
            ++compared;
        }
        QVERIFY(compared >= 1);
        // The spot variant is the plan on spot, its interval as it is.
        const VariantRow *spot = find(rows, K::Spot);
        QVERIFY(spot);
        QCOMPARE(spot->variant.changes.size(), std::size_t(1));
        QCOMPARE(spot->variant.changes.valueOf(I::PricingMode), double(PricingMode::Spot));
        QCOMPARE(spot->totalUsd, evaluate(onSpot(s), catalog).totalUsd);
    }

    void theStripOfTheHandPlan()
    {
        // Hand plan: ROUND (1000 TFLOP/s bf16, 2000 fp8), 1000 accelerators,
        // MFU 0.5, on demand, the established team. The hand
        // catalog's other accelerator, NOFP8, falls back to fp16 (500): it is
        // the previous step, and nothing is faster.
        const Scenario s = testing::handScenario();
        const Catalog &catalog = testing::handCatalog();
        QCOMPARE(practice(s), Practice::EstablishedTeam);
        const std::vector<Variant> variants = standardVariants(s, catalog);
        const std::vector<K> expected{K::OnDemand,
                                      K::Reserved,
                                      K::Spot,
                                      K::Buy,
                                      K::MfuLower,
                                      K::MfuHigher,
                                      K::HalfAccelerators,
                                      K::DoubleAccelerators,
                                      K::PreviousAccelerator,
                                      K::Fp8,
                                      K::StrongerPractice};
        QCOMPARE(kinds(variants), expected);

        const auto changes = [&](K kind) {
            return std::find_if(variants.begin(), variants.end(),
                                [kind](const Variant &v) { return v.kind == kind; })
                ->changes;
        };
        QCOMPARE(changes(K::Spot).valueOf(I::PricingMode), double(PricingMode::Spot));
        // The mode alone: the interval stays the plan's 1 h, as Improve's lever.
        QCOMPARE(changes(K::Spot).size(), std::size_t(1));
        QCOMPARE(changes(K::MfuLower).valueOf(I::ComputeMfu), 0.375);  // 0.5 × 0.75
        QCOMPARE(changes(K::MfuHigher).valueOf(I::ComputeMfu), 0.625); // 0.5 × 1.25
        QCOMPARE(changes(K::HalfAccelerators).valueOf(I::ClusterGpuCount), 500.0);
        QCOMPARE(changes(K::DoubleAccelerators).valueOf(I::ClusterGpuCount), 2000.0);
        QCOMPARE(changes(K::PreviousAccelerator).gpuId(), std::string("NOFP8"));
        QCOMPARE(changes(K::PreviousAccelerator).size(), std::size_t(0));
        QCOMPARE(changes(K::Fp8).valueOf(I::ComputePrecision), double(Precision::Fp8));
        // The next practice: the preset and every input it stands for.
        const ChangeSet frontier = changes(K::StrongerPractice);
        QCOMPARE(frontier.valueOf(I::FailuresPractice), double(Practice::FrontierScale));
        QCOMPARE(frontier.size(), 1 + practiceSettings(Practice::FrontierScale).size());
        QCOMPARE(frontier.valueOf(I::CheckpointInMemory), 1.0);

        const std::vector<VariantRow> rows = evaluateVariants(s, catalog, variants);
        QCOMPARE(rows.size(), variants.size());
        checkRowsAgainstSeparateEvaluations(s, catalog, rows);
        // On demand is the plan itself: kept, marked current, no difference.
        const VariantRow *onDemand = find(rows, K::OnDemand);
        QVERIFY(onDemand->current);
        QCOMPARE(onDemand->deltaUsd, 0.0);
        QCOMPARE(onDemand->totalUsd, evaluate(s, catalog).totalUsd);
        QVERIFY(!find(rows, K::Spot)->current);
        // Twice the accelerators: the run takes about half as long.
        const VariantRow *twice = find(rows, K::DoubleAccelerators);
        QVERIFY(twice->deltaDays < 0);
        QVERIFY(twice->mainRunDays < 0.6 * evaluate(s, catalog).wallClockDays);
        // whatIf() is the same list evaluated.
        const std::vector<VariantRow> again = whatIf(s, catalog);
        QCOMPARE(again.size(), rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i)
            QCOMPARE(again[i].totalUsd, rows[i].totalUsd);
    }

    void variantsThatDoNotExistAreLeftOut()
    {
        const Catalog &catalog = testing::handCatalog();
        // Already at the strongest practice, on fp8: no stronger practice,
        // and fp8 is the plan itself.
        Scenario s = testing::handScenario();
        applyPractice(s, Practice::FrontierScale);
        s.set(I::ComputePrecision, double(Precision::Fp8));
        auto k = kinds(standardVariants(s, catalog));
        QVERIFY(std::count(k.begin(), k.end(), K::StrongerPractice) == 0);
        QVERIFY(find(whatIf(s, catalog), K::Fp8)->current);
        // NOFP8: no fp8, nothing slower, ROUND is the next step; it has no
        // purchase price, so buying it is not a variant either.
        s = testing::handScenario();
        s.gpuId = "NOFP8";
        k = kinds(standardVariants(s, catalog));
        QCOMPARE(std::count(k.begin(), k.end(), K::Fp8), 0);
        QCOMPARE(std::count(k.begin(), k.end(), K::PreviousAccelerator), 0);
        QCOMPARE(std::count(k.begin(), k.end(), K::Buy), 0);
        QCOMPARE(std::count(k.begin(), k.end(), K::NextAccelerator), 1);
        // One accelerator cannot be halved: the variant is the plan.
        s = testing::handScenario();
        s.set(I::ClusterGpuCount, 1);
        QVERIFY(find(whatIf(s, catalog), K::HalfAccelerators)->current);
        // MFU at the top of its range: +25 % is clamped to the plan.
        s.set(I::ComputeMfu, spec(I::ComputeMfu).maxValue);
        QVERIFY(find(whatIf(s, catalog), K::MfuHigher)->current);
    }

    void acceleratorsStepBySpeedForThisPlan()
    {
        // Defect: "Faster accelerator: H200-SXM" had the H100's peak and saved
        // no day. Faster and slower now mean the time to train this plan: the
        // next faster is the slowest accelerator that shortens the run by at
        // least 2 %, the next slower the fastest that lengthens it by as much.
        const Catalog &catalog = Catalog::builtIn();
        Scenario s = defaultScenario();
        QCOMPARE(s.gpuId, std::string("H100-SXM"));
        const auto gpuOf = [&](K kind) -> std::string {
            for (const Variant &v : standardVariants(s, catalog))
                if (v.kind == kind)
                    return v.changes.gpuId();
            return {};
        };
        const auto days = [&](const std::string &id) {
            Scenario on = s;
            on.gpuId = id;
            const Result r = evaluate(on, catalog);
            return r.feasible() ? r.wallClockDays : std::numeric_limits<double>::infinity();
        };
        std::string next, previous;
        const auto checkSteps = [&] {
            const double own = days(s.gpuId);
            next = gpuOf(K::NextAccelerator);
            previous = gpuOf(K::PreviousAccelerator);
            for (const Accelerator &a : catalog.accelerators()) {
                const double d = days(a.id);
                if (!std::isfinite(d))
                    continue;
                // Nothing lies between the plan and its steps.
                if (!next.empty() && d <= own * 0.98)
                    QVERIFY2(d <= days(next) * (1 + 1e-12), a.id.c_str());
                if (!previous.empty() && d >= own * 1.02)
                    QVERIFY2(d >= days(previous) * (1 - 1e-12), a.id.c_str());
            }
            if (!next.empty())
                QVERIFY2(days(next) <= own * 0.98, next.c_str());
            if (!previous.empty())
                QVERIFY2(days(previous) >= own * 1.02, previous.c_str());
        };
        checkSteps();
        QVERIFY(!next.empty() && !previous.empty());
        QVERIFY2(next != "H200-SXM" && next != "H800-SXM", next.c_str()); // the same speed is no step
        s.gpuId = "GB200";
        checkSteps();
        QCOMPARE(next, std::string()); // the fastest has no step up
        // Every accelerator listed can run the plan, slowest first.
        s.gpuId = "H100-SXM";
        const auto order = acceleratorsBySpeed(s, catalog);
        QVERIFY(order.size() > 5);
        for (std::size_t i = 1; i < order.size(); ++i)
            QVERIFY(days(order[i - 1]->id) >= days(order[i]->id));
        checkRowsAgainstSeparateEvaluations(s, catalog, whatIf(s, catalog));
    }

    void pinnedVariantsAreEvaluatedOrRefused()
    {
        Scenario s = testing::handScenario();
        const Catalog &catalog = testing::handCatalog();
        s.pinnedVariants.push_back({"Spot on NOFP8 at MFU 0.4",
                                    {{I::PricingMode, double(PricingMode::Spot)}, {I::ComputeMfu, 0.4}},
                                    "NOFP8"});
        s.pinnedVariants.push_back({"MFU out of range", {{I::ComputeMfu, 7}}, ""});
        s.pinnedVariants.push_back({"gone", {}, "NO-SUCH-ACCELERATOR"});
        PinnedVariant many{"many", {}, ""};
        for (std::size_t i = 0; i <= ChangeSet::kCapacity; ++i)
            many.changes.push_back({static_cast<I>(i + 20), spec(static_cast<I>(i + 20)).defaultValue});
        s.pinnedVariants.push_back(many);

        const std::vector<VariantRow> rows = whatIf(s, catalog);
        std::vector<const VariantRow *> pinned;
        for (const VariantRow &r : rows)
            if (r.variant.kind == K::Pinned)
                pinned.push_back(&r);
        QCOMPARE(pinned.size(), std::size_t(4));
        for (std::size_t i = 0; i < pinned.size(); ++i)
            QCOMPARE(pinned[i]->variant.pinnedIndex, int(i));
        // The first: its three changes, evaluated like any other.
        QVERIFY(!pinned[0]->refused);
        QCOMPARE(pinned[0]->variant.changes.gpuId(), std::string("NOFP8"));
        QCOMPARE(pinned[0]->variant.changes.valueOf(I::ComputeMfu), 0.4);
        Scenario expected = s;
        expected.gpuId = "NOFP8";
        expected.set(I::PricingMode, double(PricingMode::Spot));
        expected.set(I::ComputeMfu, 0.4);
        QCOMPARE(pinned[0]->totalUsd, evaluate(expected, catalog).totalUsd);
        checkRowsAgainstSeparateEvaluations(s, catalog, rows);
        // The others are refused with the reason, and have no figures.
        QCOMPARE(pinned[1]->refused->code, IssueCode::OutOfRange);
        QCOMPARE(pinned[2]->refused->code, IssueCode::UnknownAccelerator);
        QCOMPARE(pinned[3]->refused->code, IssueCode::OutOfRange);
        for (std::size_t i = 1; i < 4; ++i) {
            QVERIFY(!pinned[i]->feasible);
            QVERIFY(std::isnan(pinned[i]->totalUsd));
        }
    }

    void anInfeasiblePlanHasNoDifferences()
    {
        // 405B on 8 accelerators does not fit: every variant's totals stand
        // on their own, no difference is computed against a plan without one.
        Scenario s = defaultScenario();
        s.set(I::ModelParameters, 405e9);
        s.set(I::DataTokens, 15.6e12);
        s.set(I::ClusterGpuCount, 8);
        QVERIFY(!evaluate(s, Catalog::builtIn()).feasible());
        const std::vector<VariantRow> rows = whatIf(s, Catalog::builtIn());
        QVERIFY(!rows.empty());
        checkRowsAgainstSeparateEvaluations(s, Catalog::builtIn(), rows);
        for (const VariantRow &r : rows)
            QVERIFY(std::isnan(r.deltaUsd));
        QCOMPARE(find(rows, K::OnDemand)->blocking, Condition::ModelDoesNotFit);
    }

    void p90EqualsASeparateMonteCarlo()
    {
        Scenario s = testing::handScenario();
        const Catalog &catalog = testing::handCatalog();
        s.pinnedVariants.push_back({"reserved, 800", {{I::PricingMode, 1}, {I::ClusterGpuCount, 800}}, ""});
        s.pinnedVariants.push_back({"refused", {{I::ComputeMfu, 7}}, ""});
        std::vector<VariantRow> rows = whatIf(s, catalog);
        for (const VariantRow &r : rows)
            QVERIFY(std::isnan(r.costP90Usd));
        constexpr int kSamples = 500;
        constexpr std::uint64_t kSeed = 42;
        addRisk(rows, s, catalog, kSamples, kSeed);
        for (const VariantRow &r : rows) {
            const QByteArray what = QByteArray(variantKey(r.variant.kind).data());
            if (r.refused) {
                QVERIFY2(std::isnan(r.costP90Usd), what);
                continue;
            }
            const RiskSummary risk = monteCarlo(applyChanges(s, r.variant.changes), catalog, kSamples, kSeed);
            QVERIFY2(r.costP90Usd == risk.costP90, what);
            QVERIFY2(r.daysP90 == risk.daysP90, what);
            QVERIFY2(r.costP90Usd >= r.totalUsd * 0.9, what); // a P90, not a stray number
        }
        // The same seed gives the same figures (no jitter in the strip).
        std::vector<VariantRow> again = whatIf(s, catalog);
        addRisk(again, s, catalog, kSamples, kSeed);
        for (std::size_t i = 0; i < rows.size(); ++i)
            QVERIFY(rows[i].costP90Usd == again[i].costP90Usd ||
                    (std::isnan(rows[i].costP90Usd) && std::isnan(again[i].costP90Usd)));
    }

    void keys()
    {
        QCOMPARE(variantKey(K::OnDemand), std::string_view("onDemand"));
        QCOMPARE(variantKey(K::MfuLower), std::string_view("mfuMinus25"));
        QCOMPARE(variantKey(K::Pinned), std::string_view("pinned"));
    }
};

PLANNER_TEST_APPLESS_MAIN(TestVariants)
} // namespace tst_variants

#include "tst_variants.moc"
