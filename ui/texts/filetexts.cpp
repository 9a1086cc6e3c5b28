// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/filetexts.h"

#include "texts/inputformat.h"
#include "texts/inputtexts.h"
#include "texts/messagetexts.h"

#include "plan/calendar.h"

#include <QDir>
#include <QFileInfo>

#include <charconv>

namespace planner {
namespace {

QString fromStd(const std::string &s)
{
    return QString::fromStdString(s);
}

/** The file's text for a value, in the units the window shows. */
QString valueText(const tco::Issue &issue)
{
    const auto id = tco::findInput(issue.key);
    if (!id || tco::spec(*id).kind == tco::InputKind::Choice)
        return fromStd(issue.value);
    double v = 0;
    const char *begin = issue.value.data();
    const char *end = begin + issue.value.size();
    const auto parsed = std::from_chars(begin, end, v);
    if (parsed.ec != std::errc() || parsed.ptr != end)
        return fromStd(issue.value);
    return InputFormat::textWithUnit(tco::spec(*id), v);
}

QString where(const QString &path, const tco::FileOutcome &outcome)
{
    QString text =
        FileTexts::tr("File: %1").arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()));
    if (!outcome.detail.empty())
        text += QLatin1Char('\n') +
                FileTexts::tr("Technical detail: %1").arg(QString::fromStdString(outcome.detail));
    return text;
}

} // namespace

QString FileTexts::fileIssue(const tco::Issue &issue)
{
    const auto id = tco::findInput(issue.key);
    const QString label = InputTexts::keyLabel(issue.key);
    const QString value = valueText(issue);
    const QString allowed = id ? InputFormat::rangeText(tco::spec(*id)) : fromStd(issue.allowed);
    switch (issue.code) {
    case tco::IssueCode::OutOfRange:
        return tr("%1: %2 is outside the allowed range %3.").arg(label, value, allowed);
    case tco::IssueCode::NotInteger:
        return tr("%1: %2 is not a whole number.").arg(label, value);
    case tco::IssueCode::NotANumber:
    case tco::IssueCode::NotFinite:
        if (!allowed.isEmpty())
            return tr("%1: “%2” is not a number (allowed: %3).").arg(label, value, allowed);
        return tr("%1: “%2” is not a number.").arg(label, value);
    case tco::IssueCode::UnknownChoice:
        return tr("%1: “%2” is not one of the options (%3).").arg(label, value, allowed);
    case tco::IssueCode::UnknownAccelerator:
        return tr("%1: “%2” is not in the accelerator catalog.").arg(label, value);
    case tco::IssueCode::Inconsistent:
        return tr("%1: %2 conflicts with another input.").arg(label, value);
    case tco::IssueCode::UnknownKey:
        return tr("“%1” is not an input of this version of the program.").arg(label);
    case tco::IssueCode::TextTooLong:
        return tr("A name, description or tag is longer than %n bytes.", nullptr,
                  static_cast<int>(tco::kMaxTextLength));
    case tco::IssueCode::InvalidDate:
        return tr("%1: “%2” is not a date of the calendar (YYYY-MM-DD, years %3 to %4).")
            .arg(label, value)
            .arg(tco::kMinDateYear)
            .arg(tco::kMaxDateYear);
    case tco::IssueCode::Duplicate:
        return tr("%1 is set twice in one pinned variant.").arg(label);
    case tco::IssueCode::InvalidCurrency:
        return tr("%1: “%2” cannot be used as a currency (allowed: %3).").arg(label, value, allowed);
    case tco::IssueCode::ControlCharacter:
        return tr("%1 holds a control character (such as a terminal escape sequence), which a plan file may "
                  "not contain.")
            .arg(label);
    }
    return label;
}

QString FileTexts::openFailed(const QString &path, const tco::FileOutcome &outcome)
{
    QString text =
        tr("%1 could not be opened; the plan you have open is unchanged.").arg(QFileInfo(path).fileName());
    text += QLatin1Char('\n') + MessageTexts::fileError(outcome.error);
    const int count = static_cast<int>(outcome.issues.size());
    for (int i = 0; i < std::min(count, kMaxListedIssues); ++i)
        text += QStringLiteral("\n• ") + fileIssue(outcome.issues[static_cast<std::size_t>(i)]);
    if (count > kMaxListedIssues)
        text += QStringLiteral("\n• ") + tr("… and %n more.", nullptr, count - kMaxListedIssues);
    return text + QStringLiteral("\n\n") + where(path, outcome);
}

QString FileTexts::saveFailed(const QString &path, const tco::FileOutcome &outcome)
{
    return tr("%1 could not be saved; the file on disk is unchanged.").arg(QFileInfo(path).fileName()) +
           QLatin1Char('\n') + MessageTexts::fileError(outcome.error) + QStringLiteral("\n\n") +
           where(path, outcome);
}

} // namespace planner
