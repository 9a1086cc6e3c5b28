// SPDX-License-Identifier: GPL-3.0-or-later
#include "messagetexts.h"

#include "inputformat.h"
#include "inputtexts.h"
#include "numberformat.h"

#include "inputs.h"

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

QString MessageTexts::issue(const tco::Issue &issue, const QString &attempted, const tco::Scenario &kept)
{
    const auto id = tco::findInput(issue.key);
    const QString kept_ = keptText(issue, kept);
    const QString allowed = id ? InputFormat::rangeText(tco::spec(*id)) : QString();
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
    case tco::IssueCode::UnknownKey:
    case tco::IssueCode::TextTooLong:
        why = tr("“%1” cannot be used here.").arg(attempted);
        break;
    }
    if (kept_.isEmpty())
        return why;
    return why + QLatin1Char(' ') + tr("Kept %1.").arg(kept_);
}

QString MessageTexts::condition(tco::Condition condition, const tco::Scenario &s,
                                const tco::Result &r, const tco::Catalog &catalog)
{
    const tco::Accelerator *acc = catalog.find(s.gpuId);
    const QString accName = acc ? QString::fromStdString(acc->name) : QString::fromStdString(s.gpuId);
    switch (condition) {
    case tco::Condition::RunCannotFinish:
        return tr("The run cannot finish at this checkpoint interval: failures destroy work "
                  "faster than it is done. Use a shorter interval (optimum %1) or add hot spares.")
            .arg(formatHours(r.optimalIntervalHours));
    case tco::Condition::CheckpointWritesOverlap:
        return tr("Checkpoint writes (%1 each) take longer than the interval (%2): each checkpoint "
                  "waits for the previous one. Lengthen the interval or keep more on the hot tier.")
            .arg(formatHours(r.checkpointWriteHours), formatHours(r.intervalUsedHours));
    case tco::Condition::PrecisionUnsupported:
        return tr("%1 does not support %2; the plan uses %3 instead.")
            .arg(accName,
                 InputTexts::choice(tco::InputId::ComputePrecision,
                                    static_cast<int>(s.value(tco::InputId::ComputePrecision))),
                 acc ? InputTexts::choice(tco::InputId::ComputePrecision,
                                          static_cast<int>(acc->effectivePrecision(tco::precision(s))))
                     : QStringLiteral("BF16"));
    case tco::Condition::DataLoadingStall:
        return tr("Storage cannot feed the accelerators at full speed: training runs %1× slower. "
                  "Keep more of the working set on the hot tier.")
            .arg(QLocale().toString(r.dataStallFactor, 'f', 2));
    case tco::Condition::ModelDoesNotFit:
        return tr("Weights and optimizer state (%1) do not fit in the memory of %2 accelerators.")
            .arg(formatBytes(r.checkpointSizeBytes), formatCount(s.value(tco::InputId::ClusterGpuCount)));
    case tco::Condition::UnknownAccelerator:
        return tr("The accelerator “%1” is not in the catalog.").arg(QString::fromStdString(s.gpuId));
    case tco::Condition::Count:
        break;
    }
    return {};
}

bool MessageTexts::isSevere(tco::Condition condition)
{
    return condition == tco::Condition::RunCannotFinish || condition == tco::Condition::ModelDoesNotFit
           || condition == tco::Condition::UnknownAccelerator;
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
        return tr("The file is too large to be a scenario.");
    case tco::FileError::NotScenarioFile:
        return tr("This is not an LLM TCO Planner scenario file.");
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
