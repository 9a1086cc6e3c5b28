// SPDX-License-Identifier: GPL-3.0-or-later
// Published training runs (tests/data/reference_runs.csv, a copy of
// shared/data with its sources) against the model: with each run's
// published inputs the model must reproduce its published accelerator-hours
// and energy within a few percent. Each row says which run and by how much.
#include "analysis.h"
#include "csv.h"
#include "evaluate.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <map>

using namespace tco;
using I = InputId;

namespace {

struct PublishedRun {
    double paramsB = 0, tokensB = 0, count = 0, hours = 0, days = 0, mfu = 0, energyMWh = 0, pue = 0;
};

double number(const std::string &text) { return text.empty() ? 0.0 : std::stod(text); }

std::map<std::string, PublishedRun> readRuns()
{
    QFile file(qEnvironmentVariable("PLANNER_TEST_DATA") + QStringLiteral("/reference_runs.csv"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read reference_runs.csv: set PLANNER_TEST_DATA");
    const auto rows = parseCsv(file.readAll().toStdString());
    std::map<std::string, std::size_t> col;
    for (std::size_t i = 0; i < rows.front().fields.size(); ++i)
        col[rows.front().fields[i]] = i;
    std::map<std::string, PublishedRun> runs;
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const auto &f = rows[r].fields;
        const auto get = [&](const char *name) { return number(f.at(col.at(name))); };
        runs[f.at(col.at("model"))] = {get("params_b"), get("tokens_b"), get("accelerator_count"),
                                       get("accelerator_hours"), get("wall_days"), get("mfu"),
                                       get("energy_mwh"), get("pue")};
    }
    return runs;
}

/** The run as published: no failures, checkpoints or overheads of our own
 *  (the published hours are the run's, not a plan's), no hidden shares. */
Scenario publishedScenario(const PublishedRun &run, const char *gpu, double mfu, double watts, double pue)
{
    Scenario s = defaultScenario();
    s.gpuId = gpu;
    s.set(I::ModelParameters, run.paramsB * 1e9);
    s.set(I::DataTokens, run.tokensB * 1e9);
    s.set(I::ClusterGpuCount, run.count > 0 ? run.count : 1024);
    s.set(I::ComputeMfu, mfu);
    s.set(I::PricingMode, double(PricingMode::OnDemand)); // no reserved term to fill
    s.set(I::FailuresGpuMtbfHours, 1e9);
    s.set(I::CheckpointIntervalHours, 168);
    s.set(I::CheckpointAsync, 1);
    s.set(I::IdleAllocationEfficiency, 1);
    s.set(I::ExperimentsPilotShare, 0);
    s.set(I::ExperimentsRerunProbability, 0);
    s.set(I::ExperimentsEvaluationShare, 0);
    s.set(I::EnergyAveragePowerWattsPerGpu, watts);
    s.set(I::EnergyPue, pue);
    return s;
}

void expectWithin(const char *run, const char *what, double model, double published, double tolerance)
{
    const double deviation = model / published - 1.0;
    qInfo("%s %s: model %.6g, published %.6g, deviation %+.2f %%", run, what, model, published, deviation * 100);
    QVERIFY2(std::abs(deviation) <= tolerance,
             qPrintable(QStringLiteral("%1 %2 off by %3 %").arg(QLatin1String(run), QLatin1String(what)).arg(deviation * 100)));
}

} // namespace

class TestReferenceRuns : public QObject
{
    Q_OBJECT
    std::map<std::string, PublishedRun> m_runs;

private slots:
    void initTestCase() { m_runs = readRuns(); }

    void gpt3()
    {
        // Patterson et al. 2021: 10,000 V100 at 24.6 TFLOP/s (MFU 0.197 of the
        // 125 TFLOP/s fp16 peak), 330 W per V100, PUE 1.10.
        const PublishedRun run = m_runs.at("GPT-3 175B");
        Scenario s = publishedScenario(run, "V100-SXM2-32GB", run.mfu, 330, run.pue);
        s.set(I::ComputePrecision, double(Precision::Fp16));
        const Result r = evaluate(s, Catalog::builtIn());
        expectWithin("GPT-3 175B", "accelerator-hours", r.gpuHoursMainRun, run.hours, 0.02);
        expectWithin("GPT-3 175B", "wall-clock days", r.wallClockDays, run.days, 0.02);
        expectWithin("GPT-3 175B", "energy MWh", r.energyMWh, run.energyMWh, 0.03);
    }

    void bloom()
    {
        // The published MFU 0.5 is BLOOM's best-configuration throughput (156
        // TFLOP/s), not the whole run: with it the model undershoots the
        // published hours by about a third. Calibrated from the published
        // wall-clock (366B tokens in 118.24 days on 384 A100), the model
        // reproduces the hours; Luccioni et al. 2022 count 400 W per GPU-hour
        // without PUE, which reproduces the energy.
        const PublishedRun run = m_runs.at("BLOOM-176B");
        const Result best = evaluate(publishedScenario(run, "A100-SXM-80GB", run.mfu, 400, 1.0), Catalog::builtIn());
        const double gap = best.gpuHoursMainRun / run.hours - 1;
        qInfo("BLOOM-176B at best-config MFU 0.5: %.0f h, %+.1f %% against the published whole run", best.gpuHoursMainRun, gap * 100);
        QVERIFY(gap < -0.3 && gap > -0.45);

        const double tokensPerSecondPerGpu = run.tokensB * 1e9 / (run.days * 86400) / run.count;
        const double mfu = mfuFromTokensPerSecond(tokensPerSecondPerGpu, run.paramsB * 1e9, 6, 312);
        qInfo("BLOOM-176B whole-run MFU calibrated from wall-clock: %.3f", mfu);
        const Result r = evaluate(publishedScenario(run, "A100-SXM-80GB", mfu, 400, 1.0), Catalog::builtIn());
        expectWithin("BLOOM-176B", "accelerator-hours", r.gpuHoursMainRun, run.hours, 0.02);
        expectWithin("BLOOM-176B", "energy MWh", r.energyMWh, run.energyMWh, 0.02);
    }

    void llama2()
    {
        // Meta publishes GPU-hours and 400 W per A100 (PUE-adjusted), not the
        // MFU or GPU count. The 6ND FLOP count reproduces the hours at an MFU
        // of 0.41 (7B) and 0.43 (70B), inside the 0.35-0.5 that large A100
        // runs report; the energy follows from hours x 400 W.
        const struct { const char *name; double mfu; } runs[] = {{"Llama 2 7B", 0.406}, {"Llama 2 70B", 0.435}};
        for (const auto &[name, mfu] : runs) {
            const PublishedRun run = m_runs.at(name);
            const Result r = evaluate(publishedScenario(run, "A100-SXM-80GB", mfu, 400, 1.0), Catalog::builtIn());
            expectWithin(name, "accelerator-hours", r.gpuHoursMainRun, run.hours, 0.01);
            if (run.energyMWh > 0)
                expectWithin(name, "energy MWh", r.energyMWh, run.energyMWh, 0.02);
        }
    }

    void mpt7b()
    {
        // MosaicML: 440 A100-40GB for 9.5 days, no MFU published; the 6ND
        // count at MFU 0.357 reproduces both hours and days.
        const PublishedRun run = m_runs.at("MPT-7B");
        const Result r = evaluate(publishedScenario(run, "A100-SXM-40GB", 0.357, 400, 1.0), Catalog::builtIn());
        expectWithin("MPT-7B", "accelerator-hours", r.gpuHoursMainRun, run.hours, 0.01);
        expectWithin("MPT-7B", "wall-clock days", r.wallClockDays, run.days, 0.01);
    }

    void t5IsEncoderDecoder()
    {
        // T5-11B: 6 N D with all 11B parameters counts 6.6e22 FLOP, while
        // Patterson et al. measured 4.05e22: in an encoder-decoder each
        // token passes through half the layers. The model therefore
        // overestimates T5's hours by ~60 %, and with the active parameters
        // set to the measured FLOPs (4.05e22 / 6 / 1e12 = 6.75B) it matches.
        const PublishedRun run = m_runs.at("T5-11B");
        const Result dense = evaluate(publishedScenario(run, "TPU-v3", run.mfu, 310, run.pue), Catalog::builtIn());
        const double gap = dense.gpuHoursMainRun / run.hours - 1;
        qInfo("T5-11B counted as dense: %+.1f %%", gap * 100);
        QVERIFY(gap > 0.5 && gap < 0.75);
        Scenario s = publishedScenario(run, "TPU-v3", run.mfu, 310, run.pue);
        s.set(I::ModelActiveParameters, 4.05e22 / 6 / 1e12);
        const Result r = evaluate(s, Catalog::builtIn());
        expectWithin("T5-11B", "accelerator-hours", r.gpuHoursMainRun, run.hours, 0.02);
        expectWithin("T5-11B", "wall-clock days", r.wallClockDays, run.days, 0.02);
        expectWithin("T5-11B", "energy MWh", r.energyMWh, run.energyMWh, 0.05);
    }

    void failureDefaultMatchesLlama3Interruptions()
    {
        // MODEL.md §3: 419 unexpected interruptions in 54 days on 16,384 GPUs.
        Scenario s = defaultScenario();
        s.set(I::ClusterGpuCount, 16384);
        const Result r = evaluate(s, Catalog::builtIn());
        const double perDay = r.failureRatePerHour * 24;
        expectWithin("Llama 3 405B", "interruptions per day", perDay, 419.0 / 54.0, 0.03);
    }
};

QTEST_APPLESS_MAIN(TestReferenceRuns)
#include "tst_referenceruns.moc"
