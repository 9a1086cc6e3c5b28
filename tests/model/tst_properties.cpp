// SPDX-License-Identifier: GPL-3.0-or-later
// Properties over random valid scenarios: finite non-negative costs, the
// total is the sum of the cells, and the monotonic relations a planner
// relies on.
#include "plan/evaluate.h"
#include "plan/typicalmfu.h"
#include "plan/validation.h"

#include "testmain.h"

#include <QTest>

#include <cmath>
#include <random>

namespace tst_properties { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;

namespace {

Scenario randomScenario(std::mt19937_64 &rng)
{
    std::uniform_real_distribution<double> u(0.0, 1.0);
    Scenario s = defaultScenario();
    for (const InputSpec &in : inputSpecs()) {
        double v = 0;
        if (in.kind == InputKind::Choice) {
            v = std::floor(u(rng) * (in.maxValue + 1));
        } else if (in.minValue > 0 && in.maxValue / in.minValue > 100) {
            v = in.minValue * std::pow(in.maxValue / in.minValue, u(rng)); // log-uniform
        } else {
            v = in.minValue + (in.maxValue - in.minValue) * u(rng);
        }
        if (in.kind == InputKind::Integer)
            v = std::round(v);
        s.set(in.id, std::clamp(v, in.minValue, in.maxValue));
    }
    const auto &all = Catalog::builtIn().accelerators();
    s.gpuId = all[static_cast<std::size_t>(u(rng) * static_cast<double>(all.size())) % all.size()].id;
    // satisfy the cross-field rules
    s.set(I::ModelActiveParameters, std::min(s.value(I::ModelActiveParameters), s.value(I::ModelParameters)));
    // An MFU is typical (0) or entered (at least kMinEnteredMfu): a third typical.
    const double mfu = s.value(I::ComputeMfu);
    s.set(I::ComputeMfu, mfu < 0.3 ? 0.0 : std::max(mfu, kMinEnteredMfu));
    s.set(I::BudgetReviewFraction,
          std::max(s.value(I::BudgetReviewFraction), s.value(I::BudgetWarningFraction)));
    s.set(I::OwnershipCapexUsdPerGpu, std::max(s.value(I::OwnershipCapexUsdPerGpu), 1.0));
    return s;
}

bool allFinite(const Result &r)
{
    const double values[] = {r.flops,
                             r.gpuHoursProductive,
                             r.gpuHoursTotal,
                             r.wallClockHours,
                             r.effectiveMfu,
                             r.energyMWh,
                             r.co2Tonnes,
                             r.checkpointSizeBytes,
                             r.dalyIntervalHours,
                             r.expectedFailures,
                             r.totalUsd,
                             r.usdPerMillionTokens,
                             r.usdPerPflopsDay,
                             r.computeOptimalParameters,
                             r.computeOptimalTokens,
                             r.predictedLoss,
                             r.elasticUsdPerWallHour,
                             r.breakEvenMonths,
                             r.averageGpus};
    for (const double v : values)
        if (!std::isfinite(v) || v < 0)
            return false;
    return true;
}

// Every run checks this many random valid plans per property (issue: at
// least 100,000); a run takes about a second.
constexpr int kScenarios = 100000;

} // namespace

class TestProperties : public QObject
{
    Q_OBJECT
private slots:
    void finiteNonNegativeAndSummed()
    {
        std::mt19937_64 rng(2026);
        for (int i = 0; i < kScenarios; ++i) {
            const Scenario s = randomScenario(rng);
            QVERIFY(validate(s, Catalog::builtIn()).empty());
            const Result r = evaluate(s, Catalog::builtIn());
            QVERIFY2(allFinite(r), qPrintable(QStringLiteral("scenario %1").arg(i)));
            double sum = 0;
            for (const auto &row : r.cost)
                for (const double usd : row) {
                    QVERIFY(std::isfinite(usd) && usd >= 0);
                    sum += usd;
                }
            QVERIFY(std::abs(sum - r.totalUsd) <= 1e-9 * r.totalUsd);
        }
    }

    void moreTokensNeverCostLess()
    {
        std::mt19937_64 rng(1);
        for (int i = 0; i < kScenarios; ++i) {
            Scenario s = randomScenario(rng);
            const double before = evaluate(s, Catalog::builtIn()).totalUsd;
            s.set(I::DataTokens, std::min(s.value(I::DataTokens) * 1.5, spec(I::DataTokens).maxValue));
            QVERIFY(evaluate(s, Catalog::builtIn()).totalUsd >= before * (1 - 1e-12));
        }
    }

    void higherMfuNeverTakesMoreHours()
    {
        std::mt19937_64 rng(2);
        for (int i = 0; i < kScenarios; ++i) {
            Scenario s = randomScenario(rng);
            const Result low = evaluate(s, Catalog::builtIn());
            s.set(I::ComputeMfu,
                  std::min(mfuInUse(s, Catalog::builtIn()) * 1.2, spec(I::ComputeMfu).maxValue));
            const Result high = evaluate(s, Catalog::builtIn());
            QVERIFY(high.gpuHoursProductive <= low.gpuHoursProductive * (1 + 1e-12));
            QVERIFY(high.gpuHoursTotal <= low.gpuHoursTotal * (1 + 1e-12));
            QVERIFY(high.wallClockHours <= low.wallClockHours * (1 + 1e-12));
        }
    }

    void moreAcceleratorsNeverTakeMoreProductiveDays()
    {
        std::mt19937_64 rng(3);
        for (int i = 0; i < kScenarios; ++i) {
            Scenario s = randomScenario(rng);
            const Result fewer = evaluate(s, Catalog::builtIn());
            s.set(I::ClusterGpuCount,
                  std::min(std::round(s.value(I::ClusterGpuCount) * 2), spec(I::ClusterGpuCount).maxValue));
            const Result more = evaluate(s, Catalog::builtIn());
            QVERIFY(more.productiveWallHours <= fewer.productiveWallHours * (1 + 1e-12));
        }
    }
};

PLANNER_TEST_APPLESS_MAIN(TestProperties)
} // namespace tst_properties

#include "tst_properties.moc"
