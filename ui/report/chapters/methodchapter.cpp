// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/methodchapter.h"

#include "report/reportcells.h"
#include "report/reporttexts.h"

#include "texts/numberformat.h"

#include "practice.h"

#include <algorithm>
#include <cmath>

namespace planner {

using namespace reportcells;

void MethodChapter::write()
{
    chapter(tr("Method and sources"), QStringLiteral("method"));
    paragraph(tr("The cost model is a pure function of the inputs in section %1: the same inputs always give "
                 "the same "
                 "figures. Its formulas, with their sources:")
                  .arg(many() ? 3 : 2));
    ReportTable t;
    t.header = {tr("Quantity"), tr("Formula"), tr("Source")};
    t.widths = {0.24, 0.46, 0.30};
    t.align = {kLeft, kLeft, kLeft};
    const auto row = [&](const QString &q, const QString &f, const QString &s) {
        t.rows.push_back({{cell(q, {}, true), cell(f), cell(s)}});
    };
    row(tr("Training compute"),
        tr("C = k · N_active · D, k = 6 (forward 2 + backward 4); optional attention term 6 · L · ctx · d "
           "per token"),
        tr("Kaplan et al. 2020; source article S1 §5.3"));
    row(tr("Productive accelerator-hours"),
        tr("H = C / (P_peak · MFU · 3600), MFU after the fp8 and topology penalties"),
        tr("MFU as defined by Chowdhery et al. 2022 (PaLM)"));
    row(tr("Data-loading stall"), tr("slow-down = max(1, tokens/s · bytes/token ÷ tier throughput)"),
        tr("Source articles S0 §6, S2 §4.6"));
    row(tr("Failure rate"), tr("λ = G / MTBF_accelerator (+ spot pre-emptions per node)"),
        tr("Meta 2024 (Llama 3): 419 interruptions in 54 days on 16,384 GPUs"));
    row(tr("Checkpoints"),
        tr("size S = N · bytes/parameter; bandwidth B = min(nodes · per-node rate, tier limit) for each "
           "tier, mixed by the hot share; write time δ = S ÷ B; asynchronous and in-memory "
           "checkpoints block only for the copy to host memory"),
        tr("Source articles S0 §3, S2 §6.2; Meta 2024 (Llama 3) §3.3"));
    row(tr("Main-run time"),
        tr("T = T_prod · (1 + δ/τ) / (1 − λ · (τ/2 + δ + R)), R = detection and rescheduling + "
           "reading the checkpoint back; the run cannot finish when the denominator falls below 0.05"),
        tr("First-order model after Young 1974 and Daly 2006"));
    row(tr("Optimal checkpoint interval"),
        tr("τ* = √(2δM) (Young); Daly's refinement for δ < 2M, M = 1/λ; where the "
           "model's own curve is lower elsewhere (spot, high failure rates) its "
           "minimum is used"),
        tr("Young 1974; Daly 2006"));
    row(tr("Memory fit"),
        tr("weights + gradients + optimizer state (sharded by ZeRO stage) + activations (less "
           "recomputation) per accelerator ≤ its memory less headroom"),
        tr("Rajbhandari et al. 2020; Korthikanti et al. 2022"));
    row(tr("Energy and CO₂"),
        tr("E = G · T · P_avg · PUE; CO₂ = E · grid intensity; energy is billed only when not in the rental "
           "price"),
        tr("Source article S1 §3"));
    row(tr("Owned hardware"),
        tr("depreciation + fabric + facility per accelerator-hour at fleet utilisation; break-even: "
           "the utilisation at which the buy total equals the rental total"),
        tr("Source articles S1 §6.6, S2 §3"));
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
    b.items.push_back(
        tr("Source articles: S0, S1 and S2 are the three articles on the cost of pre-training that the "
           "model's categories and hidden costs come from; section numbers point into them."));
    b.items.push_back(tr("Every other default and its source is listed in the assumptions (section %1).")
                          .arg(many() ? 3 : 2));
    add(std::move(b));

    section(tr("Reading this report"));
    paragraph(
        tr("All figures are estimates from editable assumptions, not quotes. They are as good as the inputs: "
           "replace the defaults with your own prices, measured MFU and failure rates before committing a "
           "budget. The same report can be made from the command line: llm-tco report --scenario "
           "PLAN.tcoplan "
           "--out report.pdf."),
        ReportTone::Neutral, tr("Note:"), true);
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
        t.header = {tr("Input")};
        t.widths = {0.34};
        t.align = {kLeft};
        for (const tco::Practice p : presets) {
            t.header.push_back(ReportTexts::practice(p));
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
                                             ? ReportTexts::inputValue(id, it->value, m_locale)
                                             : QStringLiteral("—")));
            }
            t.rows.push_back(std::move(row));
        }
        const int planPreset =
            static_cast<int>(std::lround(f.scenario.value(tco::InputId::FailuresPractice)));
        t.note = tco::matchesPractice(f.scenario, tco::practice(f.scenario))
                     ? tr("The plan%1 uses “%2” as it stands.")
                           .arg(who, ReportTexts::choice(tco::InputId::FailuresPractice, planPreset))
                     : tr("The plan%1 starts from “%2” and changes some of its values.")
                           .arg(who, ReportTexts::choice(tco::InputId::FailuresPractice, planPreset));
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
        t.rows.push_back({{cell(ReportTexts::condition(c)),
                           cell(ReportTexts::severity(severity), {}, false, severityTone(severity)),
                           cell(plans.isEmpty() ? QStringLiteral("—") : plans.join(QStringLiteral(", ")))}});
    }
    add(std::move(t));
}

} // namespace planner
