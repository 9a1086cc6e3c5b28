// SPDX-License-Identifier: GPL-3.0-or-later
#include "spendtally.h"

#include <algorithm>

namespace tco {

namespace {

constexpr std::array<const char *, 3> kTags = {"project", "experiment", "team"};
constexpr std::array<std::string SpendTags::*, 3> kTagMembers = {&SpendTags::project, &SpendTags::experiment,
                                                                 &SpendTags::team};

} // namespace

void SpendTally::add(const SpendLine &l)
{
    ++m_lines;
    if (const std::optional<OutsideWhy> why = m_window.outside(l.date)) {
        std::optional<OutsideSpend> &group = m_outside[static_cast<std::size_t>(*why)];
        if (!group)
            group = OutsideSpend{*why, 0, 0, l.date, l.date, {}};
        ++group->lines;
        group->usd += l.amountUsd;
        group->first = std::min(group->first, l.date);
        group->last = std::max(group->last, l.date);
        if (group->sourceLines.size() < kListedOutsideLines)
            group->sourceLines.push_back(l.sourceLine);
        m_outsideUsd += l.amountUsd;
        return;
    }
    ++m_toDateLines;
    m_toDateUsd += l.amountUsd;
    if (!m_lastToDate || *m_lastToDate < l.date)
        m_lastToDate = l.date;
    m_byCategory[static_cast<std::size_t>(l.category)] += l.amountUsd;
    m_byPhase[static_cast<std::size_t>(l.phase)] += l.amountUsd;
    for (std::size_t k = 0; k < kTags.size(); ++k) {
        const std::string &value = l.tags.*kTagMembers[k];
        // Found before inserting: a value seen before costs no string.
        auto it = m_byTag[k].usd.find(value);
        if (it == m_byTag[k].usd.end())
            it = m_byTag[k].usd.emplace(value, 0.0).first;
        it->second += l.amountUsd;
        m_byTag[k].any = m_byTag[k].any || !value.empty();
    }
    m_byMonth[CivilDate{l.date.year, l.date.month, 1}] += l.amountUsd;
}

std::vector<TagSpend> SpendTally::byTag() const
{
    std::vector<TagSpend> out;
    for (std::size_t k = 0; k < kTags.size(); ++k) {
        if (!m_byTag[k].any)
            continue;
        std::vector<TagSpend> rows;
        for (const auto &[value, usd] : m_byTag[k].usd)
            rows.push_back({kTags[k], value, usd});
        std::stable_sort(rows.begin(), rows.end(),
                         [](const TagSpend &a, const TagSpend &b) { return a.actualUsd > b.actualUsd; });
        out.insert(out.end(), rows.begin(), rows.end());
    }
    return out;
}

double SpendTally::toDateBefore(const CivilDate &d) const
{
    double usd = 0;
    for (const auto &[month, sum] : m_byMonth) {
        if (!(month < d))
            break;
        usd += sum;
    }
    return usd;
}

std::vector<OutsideSpend> SpendTally::outside() const
{
    std::vector<OutsideSpend> out;
    for (const std::optional<OutsideSpend> &group : m_outside)
        if (group)
            out.push_back(*group);
    return out;
}

} // namespace tco
