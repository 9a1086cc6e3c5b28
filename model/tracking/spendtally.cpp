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
        TagSums &sums = m_byTag[k];
        sums.any = sums.any || !value.empty();
        // Found before inserting: a value seen before costs no string.
        auto it = sums.usd.find(value);
        if (it == sums.usd.end()) {
            // Past the values told apart, a new one is summed with the
            // others: memory stays bounded (TagLimits). A value summed
            // apart stays so, so its sum holds all its lines.
            if (sums.usd.size() >= m_limits.summed && !value.empty()) {
                sums.laterUsd += l.amountUsd;
                sums.laterValues.add(value);
                continue;
            }
            it = sums.usd.emplace(value, 0.0).first;
        }
        it->second += l.amountUsd;
    }
    m_byMonth[CivilDate{l.date.year, l.date.month, 1}] += l.amountUsd;
}

std::vector<TagSpend> SpendTally::byTag() const
{
    std::vector<TagSpend> out;
    for (std::size_t k = 0; k < kTags.size(); ++k) {
        const TagSums &sums = m_byTag[k];
        if (!sums.any)
            continue;
        // Largest first; equal sums in the order of their values.
        std::vector<std::pair<double, const std::string *>> rows;
        rows.reserve(sums.usd.size());
        for (const auto &[value, usd] : sums.usd)
            rows.emplace_back(usd, &value);
        std::stable_sort(rows.begin(), rows.end(),
                         [](const auto &a, const auto &b) { return a.first > b.first; });
        const std::size_t listed = std::min(rows.size(), m_limits.listed);
        for (std::size_t r = 0; r < listed; ++r)
            out.push_back({kTags[k], *rows[r].second, rows[r].first});
        TagSpend other{kTags[k], {}, sums.laterUsd};
        for (std::size_t r = listed; r < rows.size(); ++r)
            other.actualUsd += rows[r].first;
        other.otherValues = rows.size() - listed + sums.laterValues.count();
        other.otherValuesEstimated = sums.laterValues.estimated();
        if (other.otherValuesEstimated)
            other.otherValues = DistinctCount::rounded(other.otherValues);
        if (other.otherValues > 0)
            out.push_back(std::move(other));
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
