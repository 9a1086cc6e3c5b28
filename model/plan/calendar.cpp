// SPDX-License-Identifier: GPL-3.0-or-later
#include "calendar.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace tco {
namespace {

namespace chr = std::chrono;

chr::sys_days toSysDays(const CivilDate &d)
{
    return chr::sys_days{chr::year{d.year} / chr::month{d.month} / chr::day{d.day}};
}

CivilDate fromSysDays(chr::sys_days days)
{
    const chr::year_month_day ymd{days};
    return {static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
            static_cast<unsigned>(ymd.day())};
}

constexpr double kMaxDayOffset = 1e7;

} // namespace

bool isValid(const CivilDate &d)
{
    const chr::year_month_day ymd{chr::year{d.year}, chr::month{d.month}, chr::day{d.day}};
    return ymd.ok() && d.year >= kMinDateYear && d.year <= kMaxDateYear;
}

std::optional<CivilDate> parseDate(std::string_view text)
{
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        return std::nullopt;
    const auto number = [&](std::size_t from, std::size_t count) -> std::optional<int> {
        int n = 0;
        for (std::size_t i = from; i < from + count; ++i) {
            if (text[i] < '0' || text[i] > '9')
                return std::nullopt;
            n = n * 10 + (text[i] - '0');
        }
        return n;
    };
    const auto year = number(0, 4);
    const auto month = number(5, 2);
    const auto day = number(8, 2);
    if (!year || !month || !day)
        return std::nullopt;
    const CivilDate d{*year, static_cast<unsigned>(*month), static_cast<unsigned>(*day)};
    if (!isValid(d))
        return std::nullopt;
    return d;
}

std::string formatDate(const CivilDate &d)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", d.year, d.month, d.day);
    return buf;
}

CivilDate firstOfNextMonth(const CivilDate &today)
{
    if (today.month >= 12)
        return {today.year + 1, 1, 1};
    return {today.year, today.month + 1, 1};
}

CivilDate addDays(const CivilDate &d, double days)
{
    const double clamped = std::clamp(std::isnan(days) ? 0.0 : days, -kMaxDayOffset, kMaxDayOffset);
    const auto whole = static_cast<long long>(std::floor(clamped));
    return fromSysDays(toSysDays(d) + chr::days{whole});
}

CivilDate addMonths(const CivilDate &d, double months)
{
    return addDays(d, months * kDaysPerMonth);
}

long long daysBetween(const CivilDate &from, const CivilDate &to)
{
    return static_cast<long long>((toSysDays(to) - toSysDays(from)).count());
}

CivilDate todayUtc()
{
    // LLM_TCO_TODAY=YYYY-MM-DD: another day than the clock's, to track to a
    // day gone by or one of the samples' (docs/actuals.md, "Today").
    if (const char *given = std::getenv("LLM_TCO_TODAY"))
        if (const auto d = parseDate(given))
            return *d;
    return fromSysDays(chr::floor<chr::days>(chr::system_clock::now()));
}

CivilDate resolvedStart(const Scenario &s, const CivilDate &today)
{
    if (const auto d = parseDate(s.startDate))
        return *d;
    return firstOfNextMonth(today);
}

std::string resolvedStartDate(const Scenario &s, const CivilDate &today)
{
    return formatDate(resolvedStart(s, today));
}

ProjectDates projectDates(const Scenario &s, const Result &r, const CivilDate &today)
{
    ProjectDates dates;
    dates.start = resolvedStart(s, today);
    const double prepDays = s.value(InputId::ProjectPreparationMonths) * kDaysPerMonth;
    dates.mainRunStart = addDays(dates.start, prepDays);
    const double runEnd = prepDays + r.wallClockDays;
    if (!std::isfinite(r.wallClockDays) || r.wallClockDays < 0 || runEnd > kMaxDayOffset)
        return dates;
    dates.mainRunFinish = addDays(dates.start, runEnd);
    dates.projectFinish =
        addDays(dates.start, runEnd + s.value(InputId::ProjectPostTrainingMonths) * kDaysPerMonth);
    return dates;
}

CivilDate deadlineOrigin(const Scenario &s, DeadlineScope scope, const CivilDate &today)
{
    const CivilDate start = resolvedStart(s, today);
    if (scope == DeadlineScope::Project)
        return start;
    return addDays(start, s.value(InputId::ProjectPreparationMonths) * kDaysPerMonth);
}

} // namespace tco
