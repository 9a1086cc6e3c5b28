// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/portfolio/portfoliochart.h"

#include "texts/numberformat.h"

#include <qcustomplot.h>

namespace planner {

void PortfolioChart::setMonthTicks(QCPAxis *axis, const tco::MonthGrid &grid, bool inDays)
{
    if (!m_monthTicker) {
        m_monthTicker.reset(new QCPAxisTickerText);
        axis->setTicker(m_monthTicker);
        axis->setSubTicks(false);
    }
    // Twelve short labels fit ("Jan", the year under the first and each
    // January); a longer calendar labels every other (third) month.
    const auto months = static_cast<int>(grid.months.size());
    const int every = months > 24 ? 3 : months > 12 ? 2 : 1;
    const QString key = QStringLiteral("%1/%2/%3/%4")
                            .arg(months)
                            .arg(inDays)
                            .arg(months > 0 ? formatMonth(grid.months.front()) : QString())
                            .arg(QLocale().name());
    if (key == m_monthKey)
        return;
    m_monthKey = key;
    m_monthTicker->clear();
    for (int m = 0; m < months; m += every) {
        const double at = inDays ? grid.firstDay[static_cast<std::size_t>(m)] : m;
        const tco::CivilDate &month = grid.months[static_cast<std::size_t>(m)];
        m_monthTicker->addTick(at, formatMonthTick(month, m == 0 || month.month == 1));
    }
}

} // namespace planner

#include "moc_portfoliochart.cpp"
