// SPDX-License-Identifier: GPL-3.0-or-later
// The report's words on whether a plan can run: its conditions, the
// levers the model has checked (tco::advise), and the method chapter's
// account of failures, checkpoints, practice presets, memory fit and the
// conditions. Part of ReportBuilder (reportbuilder.h).
#include "reportbuilder.h"

#include "reportcells.h"
#include "reporttexts.h"

#include "numberformat.h"
#include "sweepseries.h"

#include "practice.h"

#include <algorithm>
#include <cmath>

namespace planner {

using namespace reportcells;

namespace {

/** At most this many levers per plan: the ranking puts the useful ones first. */
constexpr std::size_t kMaxLevers = 12;

ReportTone severityTone(tco::Severity s)
{
    switch (s) {
    case tco::Severity::Infeasible: return ReportTone::Bad;
    case tco::Severity::Warning: return ReportTone::Warning;
    case tco::Severity::Note: return ReportTone::Muted;
    }
    return ReportTone::Neutral;
}

} // namespace

QString ReportBuilder::noValidPlan(const ScenarioFigures &f) const
{
    return tr("No valid plan: %1").arg(ReportTexts::condition(infeasibleReason(f.result)));
}

QString ReportBuilder::conditionSentence(const ScenarioFigures &f, tco::Condition c) const
{
    if (m_data.input.conditionSentence) {
        const QString sentence = m_data.input.conditionSentence(c, f.result, f.scenario);
        if (!sentence.isEmpty())
            return sentence;
    }
    //: A condition's title as a sentence: the full stop of the language.
    return tr("%1.").arg(ReportTexts::condition(c));
}

void ReportBuilder::conditionsOf(const ScenarioFigures &f)
{
    const tco::Result &r = f.result;
    ReportTable t;
    if (many())
        t.caption = tr("%1: %2").arg(f.letter, f.name);
    t.header = {tr("Condition"), tr("Kind"), tr("What it means for this plan"), tr("Cost"), tr("Time")};
    t.widths = {0.20, 0.12, 0.46, 0.11, 0.11};
    t.align = {kLeft, kLeft, kLeft, kRight, kRight};
    // Infeasible first, then warnings, then notes.
    for (const tco::Severity severity : {tco::Severity::Infeasible, tco::Severity::Warning, tco::Severity::Note}) {
        for (std::size_t i = 0; i < tco::kConditionCount; ++i) {
            const auto c = static_cast<tco::Condition>(i);
            if (!r.conditions[i] || tco::conditionSeverity(c) != severity)
                continue;
            const double usdValue = r.conditionUsd[i];
            const double daysValue = r.conditionDays[i];
            t.rows.push_back({{cell(ReportTexts::condition(c), {}, true, severityTone(severity)),
                               cell(ReportTexts::severity(severity), {}, false, severityTone(severity)),
                               cell(conditionSentence(f, c)),
                               cell(std::isfinite(usdValue) ? usd(usdValue) : QStringLiteral("—")),
                               cell(std::isfinite(daysValue) ? ReportTexts::days(daysValue, m_locale)
                                                             : QStringLiteral("—"))}});
        }
    }
    if (t.rows.empty()) {
        paragraph(many() ? tr("%1: none. The plan can run as sized, with no warning.").arg(f.letter)
                         : tr("None: the plan can run as sized, with no warning."),
                  ReportTone::Good);
        return;
    }
    t.note = tr("A plan with a condition of the kind “No valid plan” cannot run and has no totals; warnings leave "
                "the figures standing.");
    add(std::move(t));
}

bool ReportBuilder::withoutFigures(const ScenarioFigures &f)
{
    if (f.feasible())
        return false;
    paragraph(tr("This plan cannot run, so it has no figures here. %1 Section %2 lists the changes that make it "
                 "feasible.")
                  .arg(conditionSentence(f, infeasibleReason(f.result)), m_improveRef),
              ReportTone::Bad, tr("No valid plan:"), true);
    return true;
}

QString ReportBuilder::leverChanges(const ScenarioFigures &f, const tco::Lever &lever) const
{
    // Values as a reader would set them: three digits, hours as minutes or hours.
    const auto shown = [&](tco::InputId id, double v) {
        const tco::InputSpec &spec = tco::spec(id);
        if (spec.kind != tco::InputKind::Real)
            return ReportTexts::inputValue(id, v, m_locale);
        if (spec.unit == "h")
            return ReportTexts::hours(v, m_locale);
        return ReportTexts::inputValue(id, QString::number(v, 'g', 3).toDouble(), m_locale);
    };
    QStringList lines;
    for (int i = 0; i < lever.changeCount; ++i) {
        const tco::LeverChange &c = lever.changes[static_cast<std::size_t>(i)];
        if (c.id == tco::InputId::Count || c.value == f.scenario.value(c.id))
            continue; // a preset's values that the plan already has
        lines << tr("%1: %2 → %3").arg(inputLabel(c.id), shown(c.id, f.scenario.value(c.id)), shown(c.id, c.value));
    }
    return lines.join(QLatin1Char('\n'));
}

void ReportBuilder::improve()
{
    section(tr("Improve this plan"));
    m_improveRef = QStringLiteral("%1.%2").arg(m_chapter).arg(m_section);
    paragraph(tr("Each lever is a variant of the plan that the model has evaluated: the inputs it changes and the total "
                 "and main-run time that result. Levers that would make the plan infeasible are left out. For a plan "
                 "that can run they are ranked by the total saved; for one that cannot, the levers that make it "
                 "feasible come first, cheapest first."));
    for (const ScenarioFigures &f : m_data.scenarios)
        improveOf(f);
}

void ReportBuilder::improveOf(const ScenarioFigures &f)
{
    const QString who = many() ? tr("%1: ").arg(f.letter) : QString();
    if (f.levers.empty()) {
        paragraph(who + (f.feasible() ? tr("The model found no lever that lowers this plan's cost or time.")
                                      : tr("The model found no single change that makes this plan feasible.")),
                  f.feasible() ? ReportTone::Neutral : ReportTone::Bad);
        return;
    }
    const auto signedDays = [&](double days) {
        const QString d = ReportTexts::days(std::abs(days), m_locale);
        return days > 0 ? QStringLiteral("+") + d : days < 0 ? QStringLiteral("−") + d : d;
    };
    ReportTable t;
    if (many())
        t.caption = tr("%1: %2").arg(f.letter, f.name);
    t.header = {tr("Lever"), tr("Changes"), tr("Total cost"), tr("Main run"), tr("Cost change"), tr("Time change")};
    t.widths = {0.24, 0.32, 0.12, 0.11, 0.12, 0.09};
    t.align = {kLeft, kLeft, kRight, kRight, kRight, kRight};
    for (std::size_t i = 0; i < std::min(kMaxLevers, f.levers.size()); ++i) {
        const tco::Lever &l = f.levers[i];
        QString sentence;
        if (m_data.input.leverSentence)
            sentence = m_data.input.leverSentence(l, f.scenario);
        // Savings only mean something against a plan that has a total.
        const bool against = f.feasible();
        t.rows.push_back({{cell(ReportTexts::lever(l.kind), sentence, true),
                           cell(leverChanges(f, l)),
                           cell(usd(l.totalUsd)),
                           cell(ReportTexts::days(l.days, m_locale)),
                           against ? cell(ReportTexts::signedUsd(-l.savedUsd, m_locale), {}, true, deltaTone(-l.savedUsd))
                                   : cell(l.makesFeasible ? tr("makes it feasible") : QStringLiteral("—"), {}, true,
                                          ReportTone::Good),
                           against ? cell(signedDays(-l.savedDays), {}, false, deltaTone(-l.savedDays))
                                   : cell(QStringLiteral("—"))}});
    }
    if (f.levers.size() > kMaxLevers)
        t.note = tr("%1 more levers help less.").arg(f.levers.size() - kMaxLevers);
    add(std::move(t));
}

// ------------------------------------------------------------- method

void ReportBuilder::methodFailures()
{
    const ScenarioFigures &f = m_data.scenarios.front();
    const tco::Result &r = f.result;
    const QString who = many() ? tr(" (%1)").arg(f.letter) : QString();

    section(tr("Failures, checkpoints and restarts"));
    paragraph(tr("Failures arrive at λ = G / MTBF per hour on G accelerators, plus spot pre-emptions per node. Each "
                 "failure costs the work since the last durable checkpoint (half an interval on average, plus a write "
                 "that had not finished) and a restart: detecting the failure and rescheduling the job (shorter with "
                 "hot spares, which swap the failed node in), then reading the checkpoint back."));
    paragraph(tr("Checkpoint bandwidth grows with the cluster: every node writes and reads its shard in parallel at a "
                 "per-node rate to each storage tier, up to what the tier delivers in aggregate (Llama 3 sustained "
                 "2 TB/s for checkpoints on 16,384 GPUs). The hot share of the I/O runs at hot speed, the rest at warm "
                 "speed."));
    paragraph(tr("Asynchronous checkpoints pause training only while each accelerator copies its shard to host "
                 "memory; the write to storage overlaps compute, and a new checkpoint cannot start before the last one "
                 "is written. In-memory (multi-level) checkpoints also keep a copy in other hosts' memory: a failure "
                 "that the loss of one node explains restarts from that copy, the others from storage."));
    paragraph(tr("The main run's accelerator-hours split into productive training, checkpoint pauses, work lost to "
                 "failures, restarts and waiting for data (goodput). For the plan%1: checkpoints of %2 at %3 GB/s "
                 "across the cluster pause training for %4 each; a restart takes %5; %6 of the main run is "
                 "productive.")
                  .arg(who, formatBytes(r.checkpointSizeBytes, m_locale),
                       ReportTexts::number(r.checkpointBandwidthGBps, m_locale, 3),
                       ReportTexts::hours(r.checkpointBlockingHours, m_locale),
                       ReportTexts::hours(r.restartHours, m_locale), percent(r.goodput.productive)));

    section(tr("Operational practice presets"));
    paragraph(tr("How fast a team detects and recovers from failures, and how it checkpoints, depends on its practice. "
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
                row.cells.push_back(cell(it != settings.end() ? ReportTexts::inputValue(id, it->value, m_locale)
                                                              : QStringLiteral("—")));
            }
            t.rows.push_back(std::move(row));
        }
        const int planPreset = static_cast<int>(std::lround(f.scenario.value(tco::InputId::FailuresPractice)));
        t.note = tco::matchesPractice(f.scenario, tco::practice(f.scenario))
                     ? tr("The plan%1 uses “%2” as it stands.")
                           .arg(who, ReportTexts::choice(tco::InputId::FailuresPractice, planPreset))
                     : tr("The plan%1 starts from “%2” and changes some of its values.")
                           .arg(who, ReportTexts::choice(tco::InputId::FailuresPractice, planPreset));
        add(std::move(t));
    }

    section(tr("Memory fit"));
    const tco::MemoryFit &m = r.memory;
    paragraph(tr("Each accelerator holds bf16 weights and gradients, the optimizer state (sharded across the "
                 "data-parallel replicas as memory.sharding says: ZeRO stages 1 to 3) and the activations of the "
                 "micro-batches in flight, less what activation recomputation saves; this must fit in the "
                 "accelerator's memory less a headroom (Rajbhandari et al. 2020; Korthikanti et al. 2022). Where the "
                 "plan gives no layers, width or heads, they are derived from the parameter count with the shapes of "
                 "published dense models. A plan that does not fit names the smallest accelerator count, or the "
                 "sharding or recomputation, that makes it fit."));
    paragraph(tr("For the plan%1: %2 per accelerator (weights %3, gradients %4, optimizer %5, activations %6) against "
                 "%7 usable, with %8-way tensor, %9-way pipeline and %10-way data parallelism.")
                  .arg(who, formatBytes(m.totalBytes, m_locale), formatBytes(m.weightsBytes, m_locale),
                       formatBytes(m.gradientsBytes, m_locale), formatBytes(m.optimizerBytes, m_locale),
                       formatBytes(m.activationBytes, m_locale), formatBytes(m.usableBytes, m_locale),
                       QString::number(m.tensorParallel), QString::number(m.pipelineStages))
                  .arg(QString::number(m.dataParallel)),
              m.fits ? ReportTone::Neutral : ReportTone::Bad);

    section(tr("Conditions"));
    paragraph(tr("The model names what stands out about a plan. A plan with a condition of the kind “No valid plan” "
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
        t.rows.push_back({{cell(ReportTexts::condition(c)), cell(ReportTexts::severity(severity), {}, false,
                                                                 severityTone(severity)),
                           cell(plans.isEmpty() ? QStringLiteral("—") : plans.join(QStringLiteral(", ")))}});
    }
    add(std::move(t));
}

} // namespace planner
