// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/messagetexts.h"

#include "texts/inputformat.h"
#include "texts/inputtexts.h"
#include "texts/numberformat.h"

#include "plan/inputs.h"
#include "texts/prosetexts.h"
#include "texts/terms.h"

#include <cmath>

namespace planner {
namespace {

QString keptText(const tco::Issue &issue, const tco::Scenario &kept)
{
    if (issue.key == tco::kGpuKey)
        return QString::fromStdString(kept.gpuId);
    const auto id = tco::findInput(issue.key);
    if (!id)
        return {};
    const tco::InputSpec &in = tco::spec(*id);
    if (in.kind == tco::InputKind::Choice)
        return InputTexts::choice(*id, static_cast<int>(kept.value(*id)));
    return InputFormat::textWithUnit(in, kept.value(*id));
}

} // namespace

QString MessageTexts::joinSentences(const QStringList &sentences)
{
    // Western sentences are separated by a space, Chinese ones ("。") are not.
    QString out;
    for (const QString &s : sentences) {
        if (s.isEmpty())
            continue;
        if (!out.isEmpty() && out.back().unicode() < 0x3000)
            out += QLatin1Char(' ');
        out += s;
    }
    return out;
}

QString MessageTexts::issue(const tco::Issue &issue, const QString &attempted, const tco::Scenario &kept)
{
    const auto id = tco::findInput(issue.key);
    const QString kept_ = keptText(issue, kept);
    const QString allowed =
        id ? InputFormat::rangeText(tco::spec(*id)) : QString::fromStdString(issue.allowed);
    QString why;
    switch (issue.code) {
    case tco::IssueCode::OutOfRange:
        why = tr("%1 is outside the allowed range %2.").arg(attempted, allowed);
        break;
    case tco::IssueCode::NotInteger:
        why = tr("%1 is not a whole number.").arg(attempted);
        break;
    case tco::IssueCode::NotANumber:
    case tco::IssueCode::NotFinite:
        why = tr("“%1” is not a number; allowed: %2.").arg(attempted, allowed);
        break;
    case tco::IssueCode::UnknownChoice:
        why = tr("“%1” is not one of the options.").arg(attempted);
        break;
    case tco::IssueCode::UnknownAccelerator:
        why = tr("“%1” is not in the accelerator catalog.").arg(attempted);
        break;
    case tco::IssueCode::Inconsistent:
        if (issue.key == "model.activeParameters")
            why = tr("Active parameters must not exceed the model size (%1 active).")
                      .arg(InputFormat::textWithUnit(tco::spec(tco::InputId::ModelActiveParameters),
                                                     kept.value(tco::InputId::ModelActiveParameters)));
        else if (issue.key == "budget.reviewFraction")
            why = tr("The review line must not be below the warning line (%1).")
                      .arg(InputFormat::textWithUnit(tco::spec(tco::InputId::BudgetWarningFraction),
                                                     kept.value(tco::InputId::BudgetWarningFraction)));
        else if (issue.key == "ownership.capexUsdPerGpu")
            why = tr("%1 has no catalog purchase price: enter a purchase price above 0 first.")
                      .arg(QString::fromStdString(kept.gpuId));
        else if (issue.key == "pricing.gpuHourUsd")
            why = tr("%1 has no catalog rental price: enter an on-demand price above 0 first.")
                      .arg(QString::fromStdString(kept.gpuId));
        else
            why = tr("%1 conflicts with another input.").arg(attempted);
        break;
    case tco::IssueCode::InvalidDate:
        why = tr("“%1” is not a date of the calendar (YYYY-MM-DD).").arg(attempted);
        break;
    case tco::IssueCode::InvalidCurrency:
        why = tr("“%1” cannot be used as a currency: %2.").arg(attempted, allowed);
        break;
    case tco::IssueCode::UnknownKey:
    case tco::IssueCode::TextTooLong:
    case tco::IssueCode::ControlCharacter:
    case tco::IssueCode::Duplicate:
        why = tr("“%1” cannot be used here.").arg(attempted);
        break;
    }
    if (kept_.isEmpty())
        return why;
    return why + QLatin1Char(' ') + tr("Kept %1.").arg(kept_);
}

QString MessageTexts::conditionSentence(tco::Condition condition, const tco::Result &r,
                                        const tco::Scenario &s, const tco::Catalog &catalog)
{
    using tco::InputId;
    const auto idx = static_cast<std::size_t>(condition);
    const double usd = std::isfinite(r.conditionUsd[idx]) ? r.conditionUsd[idx] : 0.0;
    const double days = std::isfinite(r.conditionDays[idx]) ? r.conditionDays[idx] : 0.0;
    const tco::Accelerator *acc = catalog.find(s.gpuId);
    const QString accName = InputTexts::acceleratorName(s.gpuId, catalog);
    const QString gpus = formatWhole(s.value(InputId::ClusterGpuCount));
    switch (condition) {
    case tco::Condition::RunCannotFinish:
        return tr("The run cannot finish: on %1 accelerators a failure strikes every %2 on average, "
                  "faster than checkpoints every %3 can save the work.")
            .arg(gpus, formatHours(r.failureRatePerHour > 0 ? 1.0 / r.failureRatePerHour : 0.0),
                 formatHours(r.intervalUsedHours));
    case tco::Condition::ModelDoesNotFit: {
        const tco::MemoryFit &m = r.memory;
        QStringList parts{tr("The model does not fit: each accelerator needs %1 of memory but has %2 usable.")
                              .arg(formatBytes(m.totalBytes), formatBytes(m.usableBytes))};
        parts << tr("No sharding or recomputation makes it fit; these figures are for the configuration that "
                    "needs the least: data-parallel sharding “%1” and activation recomputation “%2”.")
                     .arg(InputTexts::choice(InputId::MemorySharding, static_cast<int>(m.sharding)),
                          InputTexts::choice(InputId::MemoryRecompute, static_cast<int>(m.recompute)));
        if (m.minGpusToFit > 0)
            parts << tr("It fits on %1 accelerators.").arg(formatWhole(m.minGpusToFit));
        else
            parts << tr(
                "No accelerator count up to a million makes it fit: choose an accelerator with more memory.");
        return joinSentences(parts);
    }
    case tco::Condition::UnknownAccelerator:
        return tr("The accelerator “%1” is not in the catalog: the plan has no valid figures.")
            .arg(QString::fromStdString(s.gpuId));
    case tco::Condition::CheckpointWritesOverlap:
        return tr("Asynchronous checkpoint writes take %1, longer than the %2 interval: the plan "
                  "checkpoints every %1 instead.")
            .arg(formatHours(r.checkpointWriteHours), formatHours(s.value(InputId::CheckpointIntervalHours)));
    case tco::Condition::PrecisionUnsupported:
        return tr("%1 does not support %2: the plan uses %3 instead.")
            .arg(accName,
                 InputTexts::choice(InputId::ComputePrecision,
                                    static_cast<int>(s.value(InputId::ComputePrecision))),
                 acc ? InputTexts::choice(InputId::ComputePrecision,
                                          static_cast<int>(acc->effectivePrecision(tco::precision(s))))
                     : QStringLiteral("BF16"));
    case tco::Condition::DataLoadingStall:
        return tr("Storage cannot feed the accelerators at full speed: data loading makes training %1× "
                  "slower.")
            .arg(QLocale().toString(r.dataStallFactor, 'f', 2));
    case tco::Condition::PastUsefulScale:
        return tr("Past the useful scale: more accelerators make this run longer. %1 accelerators "
                  "would finish it %2 sooner.")
            .arg(formatWhole(r.fastestGpuCount), formatDays(days));
    case tco::Condition::BeyondHorizon:
        return tr("The project takes %1 months, %2 past the planning horizon of %3 years.")
            .arg(QLocale().toString(r.projectMonths, 'f', 1), formatDays(days),
                 QLocale().toString(s.value(InputId::ProjectHorizonYears)));
    case tco::Condition::ReservedTermIdle:
        return tr("%1 of the paid reserved term goes unused (%2): the run ends long before the "
                  "%3-month minimum term.")
            .arg(formatPercent(r.reservedIdleShare, QLocale(), 0), formatUsd(usd),
                 QLocale().toString(s.value(InputId::PricingReservedTermMonths)));
    case tco::Condition::PastReviewLine:
        return tr("The total is %1 past the budget's review line (%2 of %3).")
            .arg(formatUsd(usd), formatPercent(s.value(InputId::BudgetReviewFraction), QLocale(), 0),
                 formatUsd(s.value(InputId::BudgetUsd)));
    case tco::Condition::InputClamped:
        return tr("A tensor parallel degree of %1 is more than this cluster allows: the plan uses %2.")
            .arg(formatWhole(s.value(InputId::ParallelTensor)), formatWhole(r.tensorParallelUsed));
    case tco::Condition::MemoryConfigChanged: {
        const tco::MemoryFit &m = r.memory;
        QStringList parts{
            tr("The plan's memory settings do not fit, so the planner uses data-parallel sharding "
               "“%1” and activation recomputation “%2”.")
                .arg(InputTexts::choice(InputId::MemorySharding, static_cast<int>(m.sharding)),
                     InputTexts::choice(InputId::MemoryRecompute, static_cast<int>(m.recompute)))};
        if (m.computeOverhead > 0 && r.computeOverheadCharged > 0)
            parts << tr("Full recomputation adds %1 to the compute: %2.")
                         .arg(formatPercent(m.computeOverhead, QLocale(), 0), formatUsd(usd));
        else if (m.computeOverhead > 0)
            parts << tr("Its extra forward pass adds no time here: the MFU entered counts model FLOPs only, "
                        "as PaLM defines MFU, so it already pays for the recomputation.");
        else
            parts << tr("It costs no extra compute.");
        return joinSentences(parts);
    }
    case tco::Condition::Count:
        break;
    }
    return {};
}

QString MessageTexts::conditionTitle(tco::Condition condition)
{
    switch (condition) {
    case tco::Condition::RunCannotFinish:
        return tr("Run cannot finish");
    case tco::Condition::CheckpointWritesOverlap:
        return tr("Checkpoint writes overlap");
    case tco::Condition::PrecisionUnsupported:
        return tr("Precision not supported");
    case tco::Condition::DataLoadingStall:
        return tr("Waiting for data");
    case tco::Condition::ModelDoesNotFit:
        return tr("Model does not fit in memory");
    case tco::Condition::UnknownAccelerator:
        return tr("Accelerator not in the catalog");
    case tco::Condition::PastUsefulScale:
        return tr("Past the useful scale");
    case tco::Condition::BeyondHorizon:
        return tr("Beyond the planning horizon");
    case tco::Condition::ReservedTermIdle:
        return tr("Reserved term mostly idle");
    case tco::Condition::PastReviewLine:
        return tr("Past the budget's review line");
    case tco::Condition::InputClamped:
        return tr("Input limited by the model");
    case tco::Condition::MemoryConfigChanged:
        return tr("Memory settings changed to fit");
    case tco::Condition::Count:
        break;
    }
    return {};
}

QString MessageTexts::leverSentence(const tco::Lever &lever, const tco::Scenario &s)
{
    using tco::InputId;
    using K = tco::LeverKind;
    const auto changes = [&lever](InputId id) { return !std::isnan(lever.valueOf(id)); };
    const double gpusNow = s.value(InputId::ClusterGpuCount);
    const double gpusNew =
        changes(InputId::ClusterGpuCount) ? lever.valueOf(InputId::ClusterGpuCount) : gpusNow;
    QString text;
    switch (lever.kind) {
    case K::OptimalInterval:
        text = tr("Checkpoint every %1 instead of %2")
                   .arg(formatHours(lever.valueOf(InputId::CheckpointIntervalHours)),
                        formatHours(s.value(InputId::CheckpointIntervalHours)));
        break;
    case K::AsyncCheckpoints:
        text = tr("Write checkpoints asynchronously");
        break;
    case K::InMemoryCheckpoints:
        text = tr("Keep in-memory checkpoints and restart from them");
        break;
    case K::HotSpares:
        text = tr("Keep %1 of the cluster as hot spares")
                   .arg(formatPercent(lever.valueOf(InputId::FailuresHotSpareFraction), QLocale(), 1));
        break;
    case K::StrongerPractice:
        text = tr("Adopt the “%1” operational practice")
                   .arg(InputTexts::choice(InputId::FailuresPractice,
                                           static_cast<int>(lever.valueOf(InputId::FailuresPractice))));
        break;
    case K::FewerAccelerators:
    case K::MoreAccelerators:
        text = tr("Use %1 accelerators instead of %2").arg(formatWhole(gpusNew), formatWhole(gpusNow));
        break;
    case K::FastestAccelerators:
        text = tr("Use %1 accelerators, the count with the shortest run").arg(formatWhole(gpusNew));
        break;
    case K::AcceleratorsToFit:
        text = tr("Use %1 accelerators so the model fits").arg(formatWhole(gpusNew));
        break;
    case K::FullRecompute:
        text = tr("Recompute all activations so the model fits");
        break;
    case K::FullSharding:
        text = tr("Shard everything across data-parallel replicas (ZeRO-3 / FSDP) so the model fits");
        break;
    case K::OnDemand:
        text = tr("Switch to on-demand pricing");
        break;
    case K::Reserved:
        text = tr("Switch to reserved pricing");
        break;
    case K::Spot:
        text = tr("Switch to spot pricing");
        break;
    case K::Buy:
        text = tr("Buy the accelerators instead of renting");
        break;
    case K::StorageMix:
        text = tr("Keep %1 of the working set on the hot tier instead of %2")
                   .arg(formatPercent(lever.valueOf(InputId::StorageHotFraction), QLocale(), 0),
                        formatPercent(s.value(InputId::StorageHotFraction), QLocale(), 0));
        break;
    case K::Deduplication:
        text = tr("Deduplicate and filter the corpus further (quality factor %1 instead of %2)")
                   .arg(QLocale().toString(lever.valueOf(InputId::DataQualityFactor)),
                        QLocale().toString(s.value(InputId::DataQualityFactor)));
        break;
    case K::Fp8:
        text = tr("Train in FP8");
        break;
    case K::Count:
        break;
    }
    return text;
}

QString MessageTexts::leverOutcome(const tco::Lever &lever)
{
    if (lever.makesFeasible)
        return tr("feasible: %1 in %2").arg(formatUsd(lever.totalUsd), formatDays(lever.days));
    // Less than an hour either way is not worth a word.
    constexpr double kDay = 1.0 / 24.0;
    const bool cheaper = lever.savedUsd > 0;
    const bool sooner = lever.savedDays > kDay;
    const bool later = lever.savedDays < -kDay;
    if (cheaper && sooner)
        return tr("saves %1 and %2").arg(formatUsd(lever.savedUsd), formatDays(lever.savedDays));
    if (cheaper && later)
        return tr("saves %1, takes %2 longer").arg(formatUsd(lever.savedUsd), formatDays(-lever.savedDays));
    if (cheaper)
        return tr("saves %1").arg(formatUsd(lever.savedUsd));
    if (sooner)
        return tr("%1 sooner, costs %2 more").arg(formatDays(lever.savedDays), formatUsd(-lever.savedUsd));
    return tr("total %1").arg(formatUsd(lever.totalUsd));
}

QString MessageTexts::costExplanation(tco::Category category, const tco::Scenario &s, const tco::Result &r,
                                      const QLocale &locale)
{
    const QString rate = formatUsd(r.gpuHourUsd);
    switch (category) {
    case tco::Category::Failures:
        return tr("Work lost to failures and redone, restarts, checkpoint pauses and hot spares: %1 "
                  "accelerator-hours at %2 an hour. About %3 failures are expected, one every %4 on the "
                  "cluster.")
            .arg(formatCount(r.gpuHoursFailures + r.gpuHoursCheckpoint + r.gpuHoursSpares, locale), rate,
                 formatNumber(r.expectedFailures, locale, 3),
                 formatHours(r.failureRatePerHour > 0 ? 1.0 / r.failureRatePerHour : 0.0, locale));
    case tco::Category::Idle:
        return tr("Capacity paid for but not computing: allocation the run cannot use and accelerators "
                  "waiting for data, %1 accelerator-hours at %2 an hour.")
            .arg(formatCount(r.gpuHoursIdle + r.gpuHoursStall, locale), rate);
    case tco::Category::Experiments:
        return tr("Pilots and ablations before the main run (%1 of its compute) and the expected share of a "
                  "full re-run (%2 chance), at %3 an hour.")
            .arg(formatPercent(s.value(tco::InputId::ExperimentsPilotShare), locale, 0),
                 formatPercent(s.value(tco::InputId::ExperimentsRerunProbability), locale, 0), rate);
    case tco::Category::Opportunity:
        if (r.categoryUsd(tco::Category::Opportunity) <= 0)
            return tr("Owned capacity only: what the accelerators this run holds would earn in other work. "
                      "Renting has none.");
        return tr("What the owned accelerators would earn in other work while this run holds them: %1 "
                  "accelerator-hours held × %2 on-demand rate × %3 (ownership.opportunityShare). Not cash "
                  "out of pocket; set the share to 0 to leave it out.")
            .arg(formatCount(r.gpuHoursMainRun + r.gpuHoursIdle + r.gpuHoursSpares, locale),
                 formatUsd(r.onDemandGpuHourUsd),
                 formatPercent(s.value(tco::InputId::OwnershipOpportunityShare), locale, 0));
    default:
        return {};
    }
}

QString MessageTexts::budgetStatus(tco::BudgetStatus status)
{
    switch (status) {
    case tco::BudgetStatus::NoBudget:
        return tr("No budget set");
    case tco::BudgetStatus::Within:
        return tr("Within budget");
    case tco::BudgetStatus::PastWarning:
        return tr("Past the warning line");
    case tco::BudgetStatus::PastReview:
        return tr("Past the review line");
    }
    return {};
}

QString MessageTexts::fileError(tco::FileError error)
{
    switch (error) {
    case tco::FileError::None:
        return {};
    case tco::FileError::CannotOpen:
        return tr("The file cannot be opened: it is missing, unreadable or not a regular file.");
    case tco::FileError::TooLarge:
        return tr("The file is too large to be a plan.");
    case tco::FileError::NotScenarioFile:
        return tr("This is not an LLM TCO Planner plan file.");
    case tco::FileError::Damaged:
        return tr("The file is damaged or incomplete.");
    case tco::FileError::NewerVersion:
        return tr("The file was written by a newer version of LLM TCO Planner.");
    case tco::FileError::InvalidValues:
        return tr("The file contains values outside the allowed ranges.");
    case tco::FileError::NotFinite:
        return tr("The plan contains a value that is not a finite number.");
    case tco::FileError::WriteFailed:
        return tr("The file could not be written.");
    }
    return {};
}

} // namespace planner

namespace planner {

QString MessageTexts::variantName(const tco::Variant &variant, const tco::Scenario &s)
{
    using K = tco::VariantKind;
    using I = tco::InputId;
    const tco::ChangeSet &c = variant.changes;
    switch (variant.kind) {
    case K::OnDemand:
        return ProseTexts::lever(tco::LeverKind::OnDemand);
    case K::Reserved:
        return tr("Reserve the capacity");
    case K::Spot:
        return tr("Spot capacity");
    case K::Buy:
        return ProseTexts::lever(tco::LeverKind::Buy);
    case K::MfuLower:
        return tr("MFU −25 % (%1)").arg(formatPercent(c.valueOf(I::ComputeMfu), QLocale(), 0));
    case K::MfuHigher:
        return tr("MFU +25 % (%1)").arg(formatPercent(c.valueOf(I::ComputeMfu), QLocale(), 0));
    case K::HalfAccelerators:
        return tr("Half the accelerators (%1)").arg(formatWhole(c.valueOf(I::ClusterGpuCount)));
    case K::DoubleAccelerators:
        return tr("Twice the accelerators (%1)").arg(formatWhole(c.valueOf(I::ClusterGpuCount)));
    case K::NextAccelerator:
        return tr("Faster accelerator: %1").arg(QString::fromStdString(c.gpuId()));
    case K::PreviousAccelerator:
        return tr("Slower accelerator: %1").arg(QString::fromStdString(c.gpuId()));
    case K::Fp8:
        return ProseTexts::lever(tco::LeverKind::Fp8);
    case K::StrongerPractice:
        return tr("Practice: %1")
            .arg(InputTexts::choice(I::FailuresPractice, static_cast<int>(c.valueOf(I::FailuresPractice))));
    case K::Pinned: {
        const auto i = static_cast<std::size_t>(variant.pinnedIndex);
        return i < s.pinnedVariants.size() ? QString::fromStdString(s.pinnedVariants[i].name) : QString();
    }
    case K::Count:
        break;
    }
    return {};
}

QString MessageTexts::lossBeyondReach(double maxLoss, double bound, const QLocale &locale)
{
    return tr("No plan can reach a predicted loss of %1: the plan's scaling law never goes below its "
              "irreducible loss, %2.")
        .arg(targetAmount(tco::Target::Loss, maxLoss, locale),
             targetAmount(tco::Target::Loss, bound, locale));
}

QString MessageTexts::targetAmount(tco::Target target, double value, const QLocale &locale)
{
    switch (target) {
    case tco::Target::Budget:
        return formatUsd(value, locale);
    case tco::Target::Deadline:
        return formatDays(value, locale);
    case tco::Target::Loss:
        return formatNumber(value, locale, 4);
    default:
        return formatNumber(value, locale, 3);
    }
}

QString MessageTexts::confidence(tco::Confidence c)
{
    return c == tco::Confidence::P90 ? Terms::p90() : Terms::p50();
}

QString MessageTexts::targetName(tco::Target target, const tco::SolveTargets &targets)
{
    const QString level = confidence(targets.confidence);
    switch (target) {
    case tco::Target::Budget:
        return tr("budget (%1 total)").arg(level);
    case tco::Target::Deadline:
        return targets.deadlineScope == tco::DeadlineScope::MainRun ? tr("main-run deadline (%1)").arg(level)
                                                                    : tr("project deadline (%1)").arg(level);
    case tco::Target::TokensPerParameter:
        return tr("tokens per parameter");
    default:
        return tr("predicted loss");
    }
}

} // namespace planner
