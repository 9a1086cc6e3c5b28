// SPDX-License-Identifier: GPL-3.0-or-later
#include "actuals.h"

#include <algorithm>
#include <memory>
#include <string_view>
#include <tuple>
#include <utility>

namespace tco {

const Actuals &ActualsRef::get() const
{
    static const Actuals none;
    return m_data ? *m_data : none;
}

bool ActualsRef::empty() const
{
    return !m_data || (m_data->spend.empty() && m_data->progress.empty());
}

void ActualsRef::reset(Actuals actuals)
{
    if (actuals.spend.empty() && actuals.progress.empty())
        m_data.reset();
    else
        m_data = std::make_shared<const Actuals>(std::move(actuals));
}

bool ActualsRef::operator==(const ActualsRef &other) const
{
    return m_data == other.m_data || get() == other.get();
}

double Actuals::spendUsd() const
{
    double usd = 0;
    for (const SpendLine &l : spend)
        usd += l.amountUsd;
    return usd;
}

std::optional<CivilDate> Actuals::lastSpendDate() const
{
    std::optional<CivilDate> last;
    for (const SpendLine &l : spend)
        if (!last || *last < l.date)
            last = l.date;
    return last;
}

std::optional<ProgressPoint> Actuals::latestProgress() const
{
    std::optional<ProgressPoint> latest;
    for (const ProgressPoint &p : progress)
        if (!latest || !(p.date < latest->date))
            latest = p;
    return latest;
}

std::size_t addSpend(std::vector<SpendLine> &existing, const std::vector<SpendLine> &added)
{
    // What makes two lines the same charge; sorted once, so adding an export
    // of 100,000 lines to another stays n log n.
    using Key = std::tuple<CivilDate, Category, Phase, double, std::string_view, std::string_view,
                           std::string_view, std::string_view>;
    const auto key = [](const SpendLine &l) {
        return Key(l.date, l.category, l.phase, l.amountBilled, l.currency, l.tags.project, l.tags.experiment,
                   l.tags.team);
    };
    std::vector<Key> before;
    before.reserve(existing.size());
    for (const SpendLine &l : existing)
        before.push_back(key(l));
    std::sort(before.begin(), before.end());
    // Only against the lines imported before: an export may hold two equal
    // lines of its own (two identical charges on one day).
    std::vector<SpendLine> fresh;
    fresh.reserve(added.size());
    for (const SpendLine &line : added)
        if (!std::binary_search(before.begin(), before.end(), key(line)))
            fresh.push_back(line);
    const std::size_t skipped = added.size() - fresh.size();
    before.clear(); // its keys refer into `existing`, which may now move
    existing.insert(existing.end(), std::make_move_iterator(fresh.begin()),
                    std::make_move_iterator(fresh.end()));
    return skipped;
}

void addProgress(std::vector<ProgressPoint> &existing, const std::vector<ProgressPoint> &added)
{
    for (const ProgressPoint &p : added) {
        const auto at = std::find_if(existing.begin(), existing.end(),
                                     [&](const ProgressPoint &old) { return old.date == p.date; });
        if (at != existing.end())
            *at = p;
        else
            existing.push_back(p);
    }
    std::stable_sort(existing.begin(), existing.end(),
                     [](const ProgressPoint &a, const ProgressPoint &b) { return a.date < b.date; });
}

std::optional<Category> categoryFromKey(std::string_view key)
{
    for (std::size_t c = 0; c < kCategoryCount; ++c)
        if (categoryKey(static_cast<Category>(c)) == key)
            return static_cast<Category>(c);
    return std::nullopt;
}

std::optional<Phase> phaseFromKey(std::string_view key)
{
    for (std::size_t p = 0; p < kPhaseCount; ++p)
        if (phaseKey(static_cast<Phase>(p)) == key)
            return static_cast<Phase>(p);
    return std::nullopt;
}

Actuals convertedAt(const Actuals &a, const DisplayCurrency &currency)
{
    Actuals out = a;
    if (currency.isUsd())
        return out;
    for (SpendLine &l : out.spend)
        if (l.currency == currency.code)
            l.amountUsd = currency.toUsd(l.amountBilled);
    return out;
}

} // namespace tco
