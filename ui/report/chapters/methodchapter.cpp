// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/methodchapter.h"

#include "report/reportcells.h"
#include "texts/messagetexts.h"
#include "texts/prosetexts.h"

#include "texts/codelabels.h"
#include "texts/keyfiguretexts.h"
#include "texts/numberformat.h"

#include "analysis/practice.h"
#include "texts/terms.h"

#include <algorithm>
#include <cmath>

namespace planner {

using namespace reportcells;

void MethodChapter::write()
{
    chapter(tr("Method and sources"), QStringLiteral("method"));
    paragraph(
        tr("The cost model is a pure function of the inputs in appendix %1: the same inputs always give "
           "the same figures. Its formulas, with their sources:")
            .arg(QChar(kInputsAppendix)));
    ReportTable t;
    t.header = {tr("Quantity"), tr("Formula"), tr("Source")};
    t.widths = {0.24, 0.46, 0.30};
    t.align = {kLeft, kLeft, kLeft};
    const auto row = [&](const QString &q, const QString &f, const QString &s) {
        t.rows.push_back({{cell(q, {}, true), cell(f), cell(s)}});
    };
    row(Terms::trainingCompute(),
        tr("C = k · N_active · D, k = 6 (forward 2 + backward 4); optional attention term 6 · L · ctx · d "
           "per token"),
        tr("Kaplan et al. 2020; %1 §5.3").arg(sourceArticle(1)));
    row(tr("Productive accelerator-hours"),
        tr("H = C / (P_peak · MFU · 3600), MFU after the fp8 and topology penalties"),
        tr("MFU as defined by Chowdhery et al. 2022 (PaLM)"));
    row(tr("Data-loading stall"), tr("slow-down = max(1, tokens/s · bytes/token ÷ tier throughput)"),
        tr("%1 §6; %2 §4.6").arg(sourceArticle(0), sourceArticle(2)));
    row(tr("Failure rate"), tr("λ = G / MTBF_accelerator (+ spot pre-emptions per node)"),
        tr("Llama Team 2024 (Llama 3) §3.3.4: 419 interruptions in 54 days on 16,384 GPUs"));
    row(tr("Checkpoints"),
        tr("size S = N · bytes/parameter; bandwidth B = min(nodes · per-node rate, tier limit) for each "
           "tier, mixed by the hot share; write time δ = S ÷ B; asynchronous and in-memory "
           "checkpoints block only for the copy to host memory"),
        tr("%1 §3; %2 §6.2; Llama Team 2024 (Llama 3) §3.3").arg(sourceArticle(0), sourceArticle(2)));
    row(tr("Main-run time"),
        tr("T = T_prod · (1 + δ/τ) / (1 − λ · (τ/2 + δ + R)), R = detection and rescheduling + "
           "reading the checkpoint back; the run cannot finish when the denominator falls below 0.05"),
        tr("First-order model after Young 1974 and Daly 2006"));
    row(ProseTexts::lever(tco::LeverKind::OptimalInterval),
        tr("τ* = √(2δM) (Young); Daly's refinement for δ < 2M, M = 1/λ; where the "
           "model's own curve is lower elsewhere (spot, high failure rates) its "
           "minimum is used"),
        tr("Young 1974; Daly 2006"));
    row(tr("Memory fit"),
        tr("weights + gradients + optimizer state (sharded by ZeRO stage) + activations (less "
           "recomputation) per accelerator ≤ its memory less headroom"),
        tr("Rajbhandari et al. 2020; Korthikanti et al. 2022"));
    row(KeyFigureTexts::energyAndCo2(),
        tr("E = G · T · P_avg · PUE; CO₂ = E · grid intensity; energy is billed only when not in the rental "
           "price"),
        tr("%1 §3").arg(sourceArticle(1)));
    row(tr("Owned hardware"),
        tr("depreciation + fabric + facility per accelerator-hour at fleet utilisation; break-even: "
           "the utilisation at which the buy total equals the rental total"),
        tr("%1 §6.6; %2 §3").arg(sourceArticle(1), sourceArticle(2)));
    row(tr("Scaling law"),
        tr("L(N, D) = E + A/N^α + B/D^β with E = 1.82, A = 482.01, B = 2085.43, α = 0.3478, β = 0.3658"),
        tr("Besiroglu et al. 2024 (Hoffmann et al. 2022 as an option)"));
    row(tr("Risk"),
        tr("Monte Carlo over MFU, prices, MTBF and the number of failures: P10 / P50 / P90 of cost and time"),
        tr("Seeded and reproducible"));
    row(tr("Sensitivity"),
        tr("each input moved by ±%1 on its own, ranked by the swing of the total")
            .arg(percent(m_data.sensitivityFraction, 0)),
        tr("One-at-a-time analysis"));
    add(std::move(t));

    failures();

    section(tr("Where the defaults come from"));
    ReportBullets b;
    b.items.push_back(
        tr("Accelerators: dense peak TFLOP/s from the vendors' data sheets; rental and purchase prices are "
           "dated defaults with a source per catalog row."));
    b.items.push_back(
        tr("Failures: MTBF of 50,000 hours per accelerator, from the interruptions of the Llama 3 405B run; "
           "restart, checkpoint practice and storage bandwidth from the “Established team” preset."));
    b.items.push_back(tr("Checkpoints: 14 bytes per parameter (bf16 weights, fp32 master weights and two "
                         "fp32 Adam moments)."));
    b.items.push_back(tr("Every other default and its source is listed in the assumptions (appendix %1).")
                          .arg(QChar(kInputsAppendix)));
    // The model computes in US dollars; the report shows the display currency.
    const QString rate = currencyRateText(tco::activeCurrency(), m_locale);
    b.items.push_back(
        rate.isEmpty()
            ? tr("Money: every amount is in US dollars, the currency of the model and its catalog.")
            : tr("Money: the model and its catalog compute in US dollars; every amount here is "
                 "shown in %1 at the plan's rate, %2.")
                  .arg(currencyCode(), rate));
    add(std::move(b));

    references();

    section(tr("Reading this report"));
    paragraph(
        tr("All figures are estimates from editable assumptions, not quotes. They are as good as the inputs: "
           "replace the defaults with your own prices, measured MFU and failure rates before committing a "
           "budget. The same report can be made from the command line: llm-tco report --scenario "
           "PLAN.tcoplan "
           "--out report.pdf."),
        ReportTone::Neutral, tr("Note:"), true);
}

void MethodChapter::references()
{
    section(tr("Sources"));
    paragraph(tr("Every source the formulas, the defaults and the history of training costs cite, with where "
                 "in it the figure is:"));
    ReportBullets b;
    b.items = {
        tr("%1: what drives the cost of compute and data at scale, checkpoint frequency among it (§3), and "
           "storage tiering against I/O stalls (§6).")
            .arg(sourceArticle(0)),
        tr("%1: the history of training-cost magnitude (§2), the six dimensions of cost (§3, energy "
           "among them), estimating accelerator-hours (§5.3), budget lines (§5) and renting against "
           "buying (§6.6).")
            .arg(sourceArticle(1)),
        tr("%1: the structure of pre-training cost with its hidden and opportunity costs (§3), data "
           "loading (§4.6), fixed and elastic cost (§5.3), attribution (§5.6), checkpoints (§6.2) and "
           "monitoring (§6.8).")
            .arg(sourceArticle(2)),
        tr("Kaplan, J. et al. 2020. Scaling Laws for Neural Language Models. arXiv:2001.08361 (C ≈ 6ND, "
           "§2.1)."),
        tr("Chowdhery, A. et al. 2022. PaLM: Scaling Language Modeling with Pathways. arXiv:2204.02311 "
           "(model "
           "FLOPs utilisation, §4.1)."),
        tr("Llama Team, AI @ Meta 2024. The Llama 3 Herd of Models. arXiv:2407.21783 (§3.3.4: 419 unexpected "
           "interruptions in 54 days of the 405B run on 16,384 H100)."),
        tr("Young, J. W. 1974. A first order approximation to the optimum checkpoint interval. "
           "Communications of the ACM 17(9)."),
        tr("Daly, J. T. 2006. A higher order estimate of the optimum checkpoint interval for restart dumps. "
           "Future Generation Computer Systems 22(3)."),
        tr("Rajbhandari, S. et al. 2020. ZeRO: Memory Optimizations Toward Training Trillion Parameter "
           "Models. SC20 (model state per accelerator, §3)."),
        tr("Korthikanti, V. et al. 2022. Reducing Activation Recomputation in Large Transformer Models. "
           "arXiv:2205.05198 (activation memory, §4)."),
        tr("Hoffmann, J. et al. 2022. Training Compute-Optimal Large Language Models. arXiv:2203.15556."),
        tr("Besiroglu, T. et al. 2024. Chinchilla Scaling: A replication attempt. arXiv:2404.10102 (the "
           "default scaling-law coefficients)."),
        tr("Cottier, B. et al. 2024. The rising costs of training frontier AI models. arXiv:2405.21015 "
           "(growth of frontier training costs)."),
        tr("Stanford HAI 2024. Artificial Intelligence Index Report 2024, chapter 1 (estimated training "
           "costs "
           "of notable models)."),
        tr("DeepSeek-AI 2024. DeepSeek-V3 Technical Report. arXiv:2412.19437 (training cost, Table 1)."),
    };
    add(std::move(b));
    paragraph(tr("Accelerator prices and specifications cite their own sources, one per catalog row "
                 "(resources/catalog/SOURCES.md); each point of the cost history cites its own (section "
                 "“Cost magnitude in context”)."));
}

void MethodChapter::failures()
{
    const ScenarioFigures &f = m_data.scenarios.front();
    const tco::Result &r = f.result;
    const QString who = many() ? tr(" (%1)").arg(f.letter) : QString();

    section(tr("Failures, checkpoints and restarts"));
    paragraph(tr(
        "Failures arrive at λ = G / MTBF per hour on G accelerators, plus spot pre-emptions per node. Each "
        "failure costs the work since the last durable checkpoint (half an interval on average, plus a write "
        "that had not finished) and a restart: detecting the failure and rescheduling the job (shorter with "
        "hot spares, which swap the failed node in), then reading the checkpoint back."));
    paragraph(tr(
        "Checkpoint bandwidth grows with the cluster: every node writes and reads its shard in parallel at a "
        "per-node rate to each storage tier, up to what the tier delivers in aggregate (Llama 3 sustained "
        "2 TB/s for checkpoints on 16,384 GPUs). The hot share of the I/O runs at hot speed, the rest at "
        "warm "
        "speed."));
    paragraph(tr(
        "Asynchronous checkpoints pause training only while each accelerator copies its shard to host "
        "memory; the write to storage overlaps compute, and a new checkpoint cannot start before the last "
        "one "
        "is written. In-memory (multi-level) checkpoints also keep a copy in other hosts' memory: a failure "
        "that the loss of one node explains restarts from that copy, the others from storage."));
    paragraph(
        tr("The main run's accelerator-hours split into productive training, checkpoint pauses, work lost to "
           "failures, restarts and waiting for data (goodput). For the plan%1: checkpoints of %2 at %3 GB/s "
           "across the cluster pause training for %4 each; a restart takes %5; %6 of the main run is "
           "productive.")
            .arg(who, formatBytes(r.checkpointSizeBytes, m_locale),
                 formatNumber(r.checkpointBandwidthGBps, m_locale, 3),
                 formatHours(r.checkpointBlockingHours, m_locale), formatHours(r.restartHours, m_locale),
                 percent(r.goodput.productive)));

    section(tr("Operational practice presets"));
    paragraph(tr(
        "How fast a team detects and recovers from failures, and how it checkpoints, depends on its "
        "practice. "
        "The input failures.practice sets the inputs below to one of three presets; each value stays "
        "editable. A preset is not free: the platform engineers and the faster storage (priced per GB/s) it "
        "takes are part of the total. “First large run” follows the OPT-175B logbook (restarts often took "
        "hours); “Established team” is the default; “Frontier scale” follows Llama 3 (Meta 2024, §3.3) and "
        "in-memory checkpointing at scale (Gemini, Google 2023; Wang et al. 2023)."));
    {
        constexpr tco::Practice presets[] = {tco::Practice::FirstLargeRun, tco::Practice::EstablishedTeam,
                                             tco::Practice::FrontierScale};
        ReportTable t;
        t.header = {Terms::input()};
        t.widths = {0.34};
        t.align = {kLeft};
        for (const tco::Practice p : presets) {
            t.header.push_back(ProseTexts::practice(p));
            t.widths.push_back(0.22);
            t.align.push_back(kRight);
        }
        const auto first = tco::practiceSettings(presets[0]);
        for (std::size_t i = 0; i < first.size(); ++i) {
            const tco::InputId id = first[i].id;
            ReportRow row;
            row.cells.push_back(cell(inputLabel(id)));
            for (const tco::Practice p : presets) {
                const auto settings = tco::practiceSettings(p);
                const auto it = std::find_if(settings.begin(), settings.end(),
                                             [id](const tco::PracticeSetting &x) { return x.id == id; });
                row.cells.push_back(cell(it != settings.end()
                                             ? ProseTexts::inputValue(id, it->value, m_locale)
                                             : QStringLiteral("—")));
            }
            t.rows.push_back(std::move(row));
        }
        const int planPreset =
            static_cast<int>(std::lround(f.scenario.value(tco::InputId::FailuresPractice)));
        t.note = tco::matchesPractice(f.scenario, tco::practice(f.scenario))
                     ? tr("The plan%1 uses “%2” as it stands.")
                           .arg(who, ProseTexts::choice(tco::InputId::FailuresPractice, planPreset))
                     : tr("The plan%1 starts from “%2” and changes some of its values.")
                           .arg(who, ProseTexts::choice(tco::InputId::FailuresPractice, planPreset));
        add(std::move(t));
    }

    section(tr("Memory fit"));
    const tco::MemoryFit &m = r.memory;
    paragraph(tr(
        "Each accelerator holds bf16 weights and gradients, the optimizer state (sharded across the "
        "data-parallel replicas as memory.sharding says: ZeRO stages 1 to 3) and the activations of the "
        "micro-batches in flight, less what activation recomputation saves; this must fit in the "
        "accelerator's memory less a headroom (Rajbhandari et al. 2020; Korthikanti et al. 2022). Where the "
        "plan gives no layers, width or heads, they are derived from the parameter count with the shapes of "
        "published dense models. A plan that does not fit names the smallest accelerator count, or the "
        "sharding or recomputation, that makes it fit."));
    paragraph(tr("For the plan%1: %2 per accelerator (weights %3, gradients %4, optimizer %5, activations "
                 "%6) against "
                 "%7 usable, with %8-way tensor, %9-way pipeline and %10-way data parallelism.")
                  .arg(who, formatBytes(m.totalBytes, m_locale), formatBytes(m.weightsBytes, m_locale),
                       formatBytes(m.gradientsBytes, m_locale), formatBytes(m.optimizerBytes, m_locale),
                       formatBytes(m.activationBytes, m_locale), formatBytes(m.usableBytes, m_locale),
                       QString::number(m.tensorParallel), QString::number(m.pipelineStages))
                  .arg(QString::number(m.dataParallel)),
              m.fits ? ReportTone::Neutral : ReportTone::Bad);

    section(tr("Conditions"));
    paragraph(tr(
        "The model names what stands out about a plan. A plan with a condition of the kind “No valid plan” "
        "cannot run: it has no totals, and this report puts the reason where the figures would be. Warnings "
        "keep the figures and stand next to them; notes are information."));
    ReportTable t;
    t.header = {tr("Condition"), tr("Kind"), tr("Applies to")};
    t.widths = {0.44, 0.22, 0.34};
    t.align = {kLeft, kLeft, kLeft};
    for (std::size_t i = 0; i < tco::kConditionCount; ++i) {
        const auto c = static_cast<tco::Condition>(i);
        QStringList plans;
        for (const ScenarioFigures &s : m_data.scenarios)
            if (s.result.conditions[i])
                plans << (many() ? s.letter : tr("this plan"));
        const tco::Severity severity = tco::conditionSeverity(c);
        t.rows.push_back({{cell(MessageTexts::conditionTitle(c)),
                           cell(ProseTexts::severity(severity), {}, false, severityTone(severity)),
                           cell(plans.isEmpty() ? QStringLiteral("—") : plans.join(QStringLiteral(", ")))}});
    }
    add(std::move(t));
}

} // namespace planner
