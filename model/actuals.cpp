// SPDX-License-Identifier: GPL-3.0-or-later
#include "actuals.h"

#include <algorithm>
#include <memory>
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

} // namespace tco
