// SPDX-License-Identifier: GPL-3.0-or-later
// Published training runs (tests/data/reference_runs.csv, each row with its
// sources; docs/model.md §10) against the model: with each run's
// published inputs the model must reproduce its published accelerator-hours
// and energy within a few percent. Each row says which run and by how much.
#include "analysis/analysis.h"
#include "analysis/practice.h"
#include "nearcompare.h"
#include "plan/csv.h"
#include "plan/evaluate.h"

#include "testmain.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <map>

namespace tst_referenceruns { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;

namespace {

struct PublishedRun {
    double paramsB = 0, activeB = 0, tokensB = 0, count = 0, hours = 0, days = 0, mfu = 0, energyMWh = 0,
           pue = 0;
};

double number(const std::string &text)
{
    return text.empty() ? 0.0 : std::stod(text);
}

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
        runs[f.at(col.at("model"))] = {get("params_b"),
                                       get("active_params_b"),
                                       get("tokens_b"),
                                       get("accelerator_count"),
                                       get("accelerator_hours"),
                                       get("wall_days"),
                                       get("mfu"),
                                       get("energy_mwh"),
                                       get("pue")};
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

/** The planner's defaults with only the published model, tokens,
 *  accelerator and count entered, as a budget owner would. */
Scenario defaultsFor(const PublishedRun &run, const char *gpu)
{
    Scenario s = defaultScenario();
    s.gpuId = gpu;
    s.set(I::ModelParameters, run.paramsB * 1e9);
    s.set(I::ModelActiveParameters, run.activeB * 1e9);
    s.set(I::DataTokens, run.tokensB * 1e9);
    s.set(I::ClusterGpuCount, run.count);
    return s;
}

const char *sharding(Sharding s)
{
    constexpr const char *names[] = {"no sharding", "ZeRO-1", "ZeRO-2", "ZeRO-3"};
    return names[static_cast<int>(s)];
}

const char *recompute(Recompute r)
{
    constexpr const char *names[] = {"no", "selective", "full"};
    return names[static_cast<int>(r)];
}

void expectWithin(const char *run, const char *what, double model, double published, double tolerance)
{
    const double deviation = model / published - 1.0;
    qInfo("%s %s: model %.6g, published %.6g, deviation %+.2f %%", run, what, model, published,
          deviation * 100);
    QVERIFY2(std::abs(deviation) <= tolerance, qPrintable(QStringLiteral("%1 %2 off by %3 %")
                                                              .arg(QLatin1String(run), QLatin1String(what))
                                                              .arg(deviation * 100)));
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
        const Result best =
            evaluate(publishedScenario(run, "A100-SXM-80GB", run.mfu, 400, 1.0), Catalog::builtIn());
        const double gap = best.gpuHoursMainRun / run.hours - 1;
        qInfo("BLOOM-176B at best-config MFU 0.5: %.0f h, %+.1f %% against the published whole run",
              best.gpuHoursMainRun, gap * 100);
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
        const struct {
            const char *name;
            double mfu;
        } runs[] = {{"Llama 2 7B", 0.406}, {"Llama 2 70B", 0.435}};
        for (const auto &[name, mfu] : runs) {
            const PublishedRun run = m_runs.at(name);
            const Result r =
                evaluate(publishedScenario(run, "A100-SXM-80GB", mfu, 400, 1.0), Catalog::builtIn());
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
        const Result r =
            evaluate(publishedScenario(run, "A100-SXM-40GB", 0.357, 400, 1.0), Catalog::builtIn());
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
        const Result dense =
            evaluate(publishedScenario(run, "TPU-v3", run.mfu, 310, run.pue), Catalog::builtIn());
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

    // ---- With the planner's default assumptions ----------------------------
    // A budget owner enters only the model, the tokens, the accelerator and
    // the count; everything else (MFU 0.40, failures, checkpoints, practice)
    // is the default. Main-run accelerator-hours against the published run.

    void llama3EffectiveTrainingTime()
    {
        // Llama 3 405B on 16,384 H100 reported more than 90 % effective
        // training time. At the planner's own best checkpoint interval an
        // established team loses at most 15 % of the main run to failures,
        // restarts and checkpoints, a frontier-scale team at most 10 %.
        Scenario s = defaultsFor(m_runs.at("Llama 3.1 405B"), "H100-SXM");
        s.set(I::ComputeMfu, 0.41);
        const struct {
            Practice practice;
            double most;
        } cases[] = {{Practice::EstablishedTeam, 0.15}, {Practice::FrontierScale, 0.10}};
        for (const auto &[practice, most] : cases) {
            applyPractice(s, practice);
            s.set(I::CheckpointIntervalHours, bestCheckpointIntervalHours(s, Catalog::builtIn()));
            const Result r = evaluate(s, Catalog::builtIn());
            const double lost = r.goodput.checkpoint + r.goodput.lostWork + r.goodput.restart;
            qInfo("Llama 3 405B, %s practice at %.3f h checkpoints: %.1f %% lost, effective training time "
                  "%.1f %%",
                  practice == Practice::EstablishedTeam ? "established" : "frontier", r.intervalUsedHours,
                  lost * 100, (1 - lost) * 100);
            QVERIFY(lost <= most);
            QVERIFY(lost > 0.005); // failures still cost something
        }
    }

    void llama3405bWithDefaults()
    {
        // 30.84M H100-hours published; the defaults (the typical MFU, 30 min
        // checkpoints, established team) land within 10 %.
        const PublishedRun run = m_runs.at("Llama 3.1 405B");
        const Result r = evaluate(defaultsFor(run, "H100-SXM"), Catalog::builtIn());
        QVERIFY(r.feasible());
        expectWithin("Llama 3.1 405B (defaults)", "main-run accelerator-hours", r.gpuHoursMainRun, run.hours,
                     0.10);
    }

    void deepSeekV3MixtureOfExperts()
    {
        // A mixture-of-experts run: 6 x 37B active x 14.8T tokens in fp8 on
        // 2,048 H800. With its published inputs and the typical MFU of a MoE
        // fp8 run on an H100-class accelerator the model is about 16 % over
        // the published 2.664M H800-hours: DeepSeek kept its 256 experts'
        // all-to-all traffic hidden better than the MoE runs the fit knows.
        // Entered in bf16 the plan misses fp8's speed-up and is 28 % over.
        const PublishedRun run = m_runs.at("DeepSeek-V3");
        Scenario s = defaultsFor(run, "H800-SXM");
        s.set(I::ComputePrecision, double(Precision::Fp8));
        const Result r = evaluate(s, Catalog::builtIn());
        QVERIFY(r.feasible());
        expectWithin("DeepSeek-V3 (published inputs)", "main-run accelerator-hours", r.gpuHoursMainRun,
                     run.hours, 0.20);
        QVERIFY(r.gpuHoursMainRun > run.hours); // the documented direction of the gap
        s.set(I::ComputePrecision, double(Precision::Bf16));
        QVERIFY(evaluate(s, Catalog::builtIn()).gpuHoursMainRun > r.gpuHoursMainRun);
    }

    void palm540bOnTpuV4()
    {
        // PaLM's published hours include downtime and repeated steps beyond
        // the planner's failure model. With PaLM's own layout (its shape,
        // 2,048-token sequences, rematerialisation, fully sharded state) and
        // otherwise default assumptions the model is about 21 % over: the
        // typical MFU for its class (0.36, docs/model.md "Typical MFU") is the
        // MFU without full recomputation, whose extra forward pass adds a
        // third to the productive hours; PaLM reached more than is typical.
        const PublishedRun run = m_runs.at("PaLM 540B");
        Scenario s = defaultsFor(run, "TPU-v4");
        s.set(I::ModelLayers, 118);
        s.set(I::ModelHiddenSize, 18432);
        s.set(I::ModelAttentionHeads, 48);
        s.set(I::ModelContextTokens, 2048);
        s.set(I::MemoryRecompute, double(Recompute::Full));
        s.set(I::MemorySharding, double(Sharding::Full));
        const Result r = evaluate(s, Catalog::builtIn());
        QVERIFY(r.feasible());
        QVERIFY(!r.has(Condition::MemoryConfigChanged)); // the plan's own settings fit
        QCOMPARE_NEAR(r.memory.computeOverhead, 1.0 / 3.0, 1e-15);
        expectWithin("PaLM 540B (defaults)", "main-run accelerator-hours", r.gpuHoursMainRun, run.hours,
                     0.25);
        // at PaLM's published MFU the run is shorter
        s.set(I::ComputeMfu, run.mfu);
        const Result published = evaluate(s, Catalog::builtIn());
        QVERIFY(published.gpuHoursMainRun < r.gpuHoursMainRun);
        // Issue 54: an MFU entered is model FLOPs / (time x peak), as PaLM
        // defines it (its 46.2 % excludes the rematerialised FLOPs), so full
        // recomputation adds no time to it. 6 N D / (MFU x peak):
        // 6 x 540.35e9 x 780e9 / (0.462 x 275e12 x 3,600) = 5.53M chip-hours;
        // the planner counted 7.37M, a third on top. Its own FLOPs add
        // attention's 6 L T d (0.8 % more).
        const double formula = 6.0 * 540.35e9 * 780e9 / (run.mfu * 275e12 * 3600.0);
        QVERIFY2(std::abs(published.gpuHoursProductive / formula - 1.0) < 0.03,
                 qPrintable(QStringLiteral("%1 against %2").arg(published.gpuHoursProductive).arg(formula)));
        QCOMPARE(published.computeOverheadCharged, 0.0);
        QCOMPARE_NEAR(published.memory.computeOverhead, 1.0 / 3.0, 1e-15);
        // The typical MFU, from runs that recomputed or not, still pays it.
        QCOMPARE_NEAR(r.computeOverheadCharged, 1.0 / 3.0, 1e-15);
    }

    void palm540bWithItsPublishedInputsIsAPlan()
    {
        // Defect: PaLM 540B on 6,144 TPU v4 with its published size, tokens
        // and MFU said "no valid plan" (46.9 GB per accelerator against
        // 28.8 GB usable) though the team trained it. Without the shape the
        // planner derives 140 layers 17,928 wide and 4,096-token sequences:
        // selective recomputation's activations alone are 43.7 GB at tensor
        // 8, so the only configuration that fits recomputes everything, and
        // says what that costs: nothing at PaLM's own MFU, which counts
        // model FLOPs only (issue 54); a third more at the typical MFU.
        const PublishedRun run = m_runs.at("PaLM 540B");
        Scenario s = defaultsFor(run, "TPU-v4");
        s.set(I::ComputeMfu, run.mfu);
        const Result r = evaluate(s, Catalog::builtIn());
        QVERIFY(r.feasible());
        QVERIFY(r.memory.fits);
        QCOMPARE(r.memory.recompute, Recompute::Full);
        QVERIFY(r.has(Condition::MemoryConfigChanged));
        QCOMPARE_NEAR(r.memory.computeOverhead, 1.0 / 3.0, 1e-15);
        QCOMPARE(r.computeOverheadCharged, 0.0);
        QCOMPARE(r.conditionUsd[std::size_t(Condition::MemoryConfigChanged)], 0.0);
        Scenario typical = s;
        typical.set(I::ComputeMfu, 0);
        const Result atTypical = evaluate(typical, Catalog::builtIn());
        QCOMPARE(atTypical.memory.recompute, Recompute::Full);
        QCOMPARE_NEAR(atTypical.computeOverheadCharged, 1.0 / 3.0, 1e-15);
        QVERIFY(atTypical.conditionUsd[std::size_t(Condition::MemoryConfigChanged)] > 0);

        // With the published shape (118 layers, d_model 18,432, 48 heads,
        // 2,048 tokens) it is a plan as well.
        s.set(I::ModelLayers, 118);
        s.set(I::ModelHiddenSize, 18432);
        s.set(I::ModelAttentionHeads, 48);
        s.set(I::ModelContextTokens, 2048);
        const Result shaped = evaluate(s, Catalog::builtIn());
        QVERIFY(shaped.feasible());
        QVERIFY(shaped.memory.fits);
        qInfo("PaLM 540B with its shape: %s, %s recomputation, tensor %d x pipeline %d x data %d, +%.0f %% "
              "compute",
              sharding(shaped.memory.sharding), recompute(shaped.memory.recompute),
              shaped.memory.tensorParallel, shaped.memory.pipelineStages, shaped.memory.dataParallel,
              shaped.memory.computeOverhead * 100);
    }

    void everyPublishedRunIsAPlan()
    {
        // Each run of the reference set with a parameter and token count,
        // entered with its published accelerator, count (1,024 where none is
        // published) and MFU (the default where none is), is a feasible
        // plan: the planner finds a configuration that fits, as the teams
        // did. The rows without a parameter or token count (Transformer,
        // BERT, RoBERTa, GPT-4, Gemini Ultra) are not plans.
        const std::map<std::string, const char *> accelerators = {
            {"T5-11B", "TPU-v3"},
            {"GPT-3 175B", "V100-SXM2-32GB"},
            {"BLOOM-176B", "A100-SXM-80GB"},
            {"Llama 2 7B", "A100-SXM-80GB"},
            {"Llama 2 70B", "A100-SXM-80GB"},
            {"MPT-7B", "A100-SXM-40GB"},
            {"Llama 3.1 405B", "H100-SXM"},
            {"DeepSeek-V3", "H800-SXM"},
            {"PaLM 540B", "TPU-v4"},
            {"Falcon-180B", "A100-SXM-40GB"},
        };
        int plans = 0;
        for (const auto &[name, run] : m_runs) {
            if (run.paramsB <= 0 || run.tokensB <= 0)
                continue;
            QVERIFY2(accelerators.count(name), name.c_str());
            PublishedRun entered = run;
            if (entered.count <= 0)
                entered.count = 1024;
            Scenario s = defaultsFor(entered, accelerators.at(name));
            if (run.mfu > 0)
                s.set(I::ComputeMfu, run.mfu);
            const Result r = evaluate(s, Catalog::builtIn());
            qInfo("%s: %s, %s recomputation, tensor %d x pipeline %d x data %d, %.1f of %.1f GB",
                  name.c_str(), sharding(r.memory.sharding), recompute(r.memory.recompute),
                  r.memory.tensorParallel, r.memory.pipelineStages, r.memory.dataParallel,
                  r.memory.totalBytes / 1e9, r.memory.usableBytes / 1e9);
            QVERIFY2(r.feasible(), name.c_str());
            ++plans;
        }
        QCOMPARE(plans, int(accelerators.size()));
    }

    void falcon180bIsFasterThanTheTypicalMfu()
    {
        // ~7M A100-hours for 6 x 180B x 3.5T = 3.8e24 FLOP implies an MFU of
        // about 0.48 on the A100's 312 TFLOP/s, above the typical 0.36 of its
        // class (docs/model.md, "Typical MFU"): the model is 32 % over with
        // the defaults, and within 10 % at the MFU the published hours imply.
        const PublishedRun run = m_runs.at("Falcon-180B");
        Scenario s = defaultsFor(run, "A100-SXM-40GB");
        const Result r = evaluate(s, Catalog::builtIn());
        QVERIFY(r.feasible());
        const double gap = r.gpuHoursMainRun / run.hours - 1;
        qInfo("Falcon-180B with the typical MFU %.3f: %+.1f %%", r.mfuInput, gap * 100);
        QVERIFY(gap > 0.15 && gap < 0.35);
        s.set(I::ComputeMfu, 6 * run.paramsB * 1e9 * run.tokensB * 1e9 / (run.hours * 3600 * 312e12));
        expectWithin("Falcon-180B (implied MFU)", "main-run accelerator-hours",
                     evaluate(s, Catalog::builtIn()).gpuHoursMainRun, run.hours, 0.10);
    }

    void failureDefaultMatchesLlama3Interruptions()
    {
        // docs/model.md: 419 unexpected interruptions in 54 days on 16,384 GPUs.
        Scenario s = defaultScenario();
        s.set(I::ClusterGpuCount, 16384);
        const Result r = evaluate(s, Catalog::builtIn());
        const double perDay = r.failureRatePerHour * 24;
        expectWithin("Llama 3 405B", "interruptions per day", perDay, 419.0 / 54.0, 0.03);
    }
};

PLANNER_TEST_APPLESS_MAIN(TestReferenceRuns)
} // namespace tst_referenceruns

#include "tst_referenceruns.moc"
