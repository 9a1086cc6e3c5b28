// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/trackingtexts.h"
#include "texts/messagetexts.h"

#include "texts/codelabels.h"
#include "texts/inputformat.h"
#include "texts/inputtexts.h"
#include "texts/numberformat.h"

#include "plan/inputs.h"
#include "plan/validation.h"
#include "texts/terms.h"
#include "tracking/actuals.h"
#include "tracking/planstatus.h"

#include <cmath>

namespace planner {
namespace {

QString fromStd(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

QString TrackingTexts::statusTitle(tco::BudgetStatus status)
{
    // The plan's own status words; only "no budget" says more here.
    return status == tco::BudgetStatus::NoBudget ? tr("No budget to track against")
                                                 : MessageTexts::budgetStatus(status);
}

QString TrackingTexts::statusSentence(const tco::Tracking &t, const QLocale &l)
{
    if (!t.feasible)
        return tr("The plan cannot run, so there is nothing to track the actual spend against.");
    const tco::BudgetLines &lines = t.lines;
    if (lines.budgetUsd <= 0)
        return tr("The plan has no budget (budget.usd = 0): there is no warning or review line to track "
                  "against.");
    QStringList parts;
    if (t.actualStatus == tco::BudgetStatus::PastReview)
        parts << tr("The actual spend of %1 is past the review line (%2).")
                     .arg(formatUsd(t.spentUsd(), l), formatUsd(lines.reviewUsd, l));
    else if (t.actualStatus == tco::BudgetStatus::PastWarning)
        parts << tr("The actual spend of %1 is past the warning line (%2).")
                     .arg(formatUsd(t.spentUsd(), l), formatUsd(lines.warningUsd, l));
    if (!t.forecastFeasible)
        parts << tr("At the measured MFU and failure rate the run cannot finish, so it will pass the review "
                    "line (%1).")
                     .arg(formatUsd(lines.reviewUsd, l));
    else if (t.forecastStatus == tco::BudgetStatus::PastReview)
        parts << tr("The forecast at completion of %1 (P50) is past the review line (%2).")
                     .arg(formatUsd(t.forecastP50Usd, l), formatUsd(lines.reviewUsd, l));
    else if (t.forecastStatus == tco::BudgetStatus::PastWarning)
        parts << tr("The forecast at completion of %1 (P50) is past the warning line (%2).")
                     .arg(formatUsd(t.forecastP50Usd, l), formatUsd(lines.warningUsd, l));
    if (parts.isEmpty())
        return tr("Within budget: the actual spend and the forecast at completion (P50) are below the "
                  "warning line (%1).")
            .arg(formatUsd(lines.warningUsd, l));
    return parts.join(QLatin1Char(' '));
}

QString TrackingTexts::actualSentence(const tco::Tracking &t, const QLocale &l)
{
    if (!t.feasible)
        return {};
    const double delta = t.actualUsd - t.plannedToDateUsd;
    const QString spent = tr("Spent %1 by %2.").arg(formatUsd(t.actualUsd, l), formatDay(t.asOf, l));
    if (t.plannedToDateUsd <= 0)
        return spent + QLatin1Char(' ') + tr("The plan had spent nothing by then.");
    if (std::abs(delta) < 0.005 * t.plannedToDateUsd)
        return spent + QLatin1Char(' ') +
               tr("That is the plan to date (%1).").arg(formatUsd(t.plannedToDateUsd, l));
    const QString share = formatPercent(std::abs(delta) / t.plannedToDateUsd, l, 0);
    return spent + QLatin1Char(' ') +
           (delta > 0 ? tr("That is %1 (%2) more than the plan to date (%3).")
                      : tr("That is %1 (%2) less than the plan to date (%3)."))
               .arg(formatUsd(std::abs(delta), l), share, formatUsd(t.plannedToDateUsd, l));
}

QString TrackingTexts::forecastSentence(const tco::Tracking &t, const QLocale &l)
{
    if (!t.feasible)
        return {};
    if (!t.forecastFeasible)
        return tr("At the measured MFU and failure rate the run cannot finish: there is no forecast at "
                  "completion. Check the progress figures, or plan the run anew.");
    QString text = tr("Forecast at completion: %1 (P10 %2 – P90 %3) against the plan's %4.")
                       .arg(formatUsd(t.forecastP50Usd, l), formatUsd(t.forecastP10Usd, l),
                            formatUsd(t.forecastP90Usd, l), formatUsd(t.plan.totalUsd, l));
    if (t.projectFinish && t.plannedProjectFinish) {
        const long long late = tco::daysBetween(*t.plannedProjectFinish, *t.projectFinish);
        text += QLatin1Char(' ');
        if (late > 0)
            text += tr("It finishes on %1, %n days after the plan's %2.", nullptr, static_cast<int>(late))
                        .arg(formatDay(*t.projectFinish, l), formatDay(*t.plannedProjectFinish, l));
        else if (late < 0)
            text += tr("It finishes on %1, %n days before the plan's %2.", nullptr, static_cast<int>(-late))
                        .arg(formatDay(*t.projectFinish, l), formatDay(*t.plannedProjectFinish, l));
        else
            text += tr("It finishes on %1, as planned.").arg(formatDay(*t.projectFinish, l));
        if (t.projectFinishP10 && t.projectFinishP90)
            text += QLatin1Char(' ') +
                    tr("(P10 %1 – P90 %2)")
                        .arg(formatDay(*t.projectFinishP10, l), formatDay(*t.projectFinishP90, l));
    }
    return text;
}

QString TrackingTexts::incompleteExportSentence(const tco::Tracking &t, const QLocale &l)
{
    const std::vector<tco::MissingSpend> missing = tco::missingFromExport(t);
    if (missing.empty())
        return {};
    QStringList parts;
    for (const tco::MissingSpend &m : missing)
        //: A category or phase with the plan's spend to date: "Preparation ($2.53M planned to date)"
        parts << tr("%1 (%2 planned to date)")
                     .arg(m.phase ? phaseName(m.key) : categoryName(m.key), formatUsd(m.plannedToDateUsd, l));
    return tr("Possibly an incomplete export: no spend on %1. The forecast may be too low; check that the "
              "export covers every account and phase.")
        .arg(l.createSeparatedList(parts));
}

QString TrackingTexts::datesSentence(const tco::Tracking &t, const QLocale &l)
{
    QStringList parts;
    for (const tco::OutsideSpend &o : t.outside) {
        QStringList lines;
        for (const std::size_t line : o.sourceLines)
            lines << QString::number(static_cast<qulonglong>(line));
        if (o.lines > o.sourceLines.size())
            //: The spend lines listed are followed by how many more there are: "2, 5, 9 and 4 more"
            lines << tr("%n more", nullptr, static_cast<int>(o.lines - o.sourceLines.size()));
        const int n = static_cast<int>(o.lines);
        const QString which = l.createSeparatedList(lines);
        const bool one = n == 1;
        switch (o.why) {
        case tco::OutsideWhy::BeforeStart:
            parts << (one ? tr("A spend line of %1 is dated before the plan's start, %2 (line %3).")
                          : tr("%n spend lines, %1 in all, are dated before the plan's start, %2 (lines %3).",
                               nullptr, n))
                         .arg(formatUsd(o.usd, l), formatDay(t.start, l), which);
            break;
        case tco::OutsideWhy::AfterToday:
            parts << (one ? tr("A spend line of %1 is dated after today, %2 (line %3).")
                          : tr("%n spend lines, %1 in all, are dated after today, %2 (lines %3).", nullptr,
                               n))
                         .arg(formatUsd(o.usd, l), formatDay(t.today, l), which);
            break;
        case tco::OutsideWhy::AfterFinish:
            parts << (one ? tr("A spend line of %1 is dated after the plan's finish, %2 (line %3).")
                          : tr("%n spend lines, %1 in all, are dated after the plan's finish, %2 (lines %3).",
                               nullptr, n))
                         .arg(formatUsd(o.usd, l),
                              t.plannedProjectFinish ? formatDay(*t.plannedProjectFinish, l) : QString(),
                              which);
            break;
        }
    }
    if (!parts.isEmpty())
        parts << tr("They are kept out of the spend to date and counted in the forecast at completion; check "
                    "their dates.");
    if (!t.progressNotUsed.empty()) {
        QStringList why;
        for (const tco::ImportMessage &m : t.progressNotUsed)
            why << QString::fromStdString(m.text());
        const int n = static_cast<int>(t.progressNotUsed.size());
        parts << (n == 1 ? tr("A saved progress point is not used, as the plan or the spend makes it "
                              "impossible: %1.")
                         : tr("%n saved progress points are not used, as the plan or the spend makes them "
                              "impossible: %1.",
                              nullptr, n))
                     .arg(why.join(QStringLiteral("; ")));
    }
    return parts.join(QLatin1Char(' '));
}

QString TrackingTexts::calibrationFlagSentence(const tco::Tracking &t, const QLocale &l)
{
    const tco::Recalibration &c = t.calibration;
    if (!c.measured)
        return {};
    QStringList parts;
    if (c.mfuClamped)
        parts << tr("The progress implies an MFU of %1, outside the range the model takes: it is clamped to "
                    "%2. Check the tokens and accelerator-hours.")
                     .arg(formatPercent(c.impliedMfu, l, 1), formatPercent(c.mfu, l, 1));
    if (c.beyondPlan)
        parts << tr("%1 of the plan's tokens are trained, more than it trains: the forecast counts the main "
                    "run as done.")
                     .arg(formatPercent(c.tokensShare, l, 1));
    if (c.mtbfClamped)
        parts << tr("The measured failure rate is outside the range the model takes: the MTBF is clamped to "
                    "%1 hours.")
                     .arg(formatCount(c.mtbfHours, l));
    return parts.join(QLatin1Char(' '));
}

QString TrackingTexts::calibrationSentence(const tco::Tracking &t, const QLocale &l)
{
    const tco::Recalibration &c = t.calibration;
    // Progress of 0 tokens in 0 hours was given: a run not yet started is
    // not a missing file (docs/actuals.md, "Progress file").
    if (!c.measured && c.given)
        return tr("Progress on %1: the main run has not started (0 tokens in 0 accelerator-hours), so the "
                  "forecast keeps the plan's MFU and failure rate and adds the plan's cost still to come.")
            .arg(formatDay(c.progressDate, l));
    if (!c.measured)
        return tr("No progress imported: the forecast keeps the plan's MFU and failure rate and adds the "
                  "plan's cost still to come.");
    QString text = tr("Measured by the progress: %1 tokens trained (%2 of the plan) in %3 accelerator-hours, "
                      "an MFU of %4 (plan %5).")
                       .arg(formatCount(c.tokensTrained, l), formatPercent(c.tokensShare, l, 0),
                            formatCount(c.acceleratorHours, l), formatPercent(c.mfu, l, 1),
                            formatPercent(c.plannedMfu, l, 1));
    if (c.fromInterruptions)
        text += QLatin1Char(' ') +
                tr("%1 interruptions: one every %2 accelerator-hours (plan: one every %3).")
                    .arg(formatCount(c.interruptions, l),
                         formatCount(
                             c.failuresPerAcceleratorHour > 0 ? 1.0 / c.failuresPerAcceleratorHour : 0, l),
                         formatCount(c.plannedFailuresPerAcceleratorHour > 0
                                         ? 1.0 / c.plannedFailuresPerAcceleratorHour
                                         : 0,
                                     l));
    return text;
}

QStringList TrackingTexts::deviationHeader(bool categories)
{
    return {categories ? Terms::category() : Terms::phase(), tr("Planned to date"), tr("Actual"),
            tr("Difference")};
}

QStringList TrackingTexts::tagHeader()
{
    return {tr("Tag"), Terms::value(), tr("Actual")};
}

QStringList TrackingTexts::explanationHeader()
{
    return {Terms::input(), Terms::plan(), tr("Measured"), tr("Effect on total")};
}

QString TrackingTexts::categoryName(const std::string &key)
{
    const auto c = tco::categoryFromKey(key);
    return c ? categoryLabel(*c) : fromStd(key);
}

QString TrackingTexts::phaseName(const std::string &key)
{
    const auto p = tco::phaseFromKey(key);
    return p ? phaseLabel(*p) : fromStd(key);
}

QString TrackingTexts::tagName(const std::string &tag)
{
    if (tag == "project")
        return Terms::project();
    if (tag == "experiment")
        return tr("Experiment");
    if (tag == "team")
        return tr("Team");
    return fromStd(tag);
}

QString TrackingTexts::tagValue(const tco::TagSpend &row, const QLocale &l)
{
    if (!row.isOther())
        return row.value.empty() ? Terms::none() : fromStd(row.value);
    const QString count = formatWhole(static_cast<double>(row.otherValues), l);
    if (row.otherValuesEstimated)
        //: The row of a tag's values not listed: an estimated count (two significant digits)
        return tr("(about %1 other values)").arg(count);
    return row.otherValues == 1 ? tr("(1 other value)") : tr("(%1 other values)").arg(count);
}

QString TrackingTexts::tagLimitsNote(const QLocale &l)
{
    const tco::TagLimits limits;
    return tr("Each tag lists its %1 largest values and sums the rest in one row; a tag's first %2 values "
              "are "
              "told apart, and a value first seen after them is summed with the rest.")
        .arg(formatWhole(static_cast<double>(limits.listed), l),
             formatWhole(static_cast<double>(limits.summed), l));
}

QString TrackingTexts::inputValue(const std::string &key, const std::string &text, const QLocale &locale)
{
    const auto id = tco::findInput(key);
    bool ok = false;
    const double value = QString::fromStdString(text).toDouble(&ok); // the model's C-locale text
    if (!id || !ok)
        return fromStd(text);
    // A measured value to three significant digits in the unit shown
    // ("39.6 %", not "39.5898 %"): the plan's own values are round already.
    const tco::InputSpec &spec = tco::spec(*id);
    const double scale = InputFormat::displayScale(spec);
    double shown = value;
    if (spec.kind == tco::InputKind::Real && value != 0 && std::isfinite(value) && scale > 0)
        shown = tco::roundedToSignificant(value * scale, 3) / scale;
    return InputFormat::textWithUnit(spec, shown, locale);
}

} // namespace planner
