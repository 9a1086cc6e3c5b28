// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/core/formatticker.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace planner {

namespace {
constexpr int kMaxTicks = 9;
constexpr int kMaxDecades = 11; // one label per decade up to this many
} // namespace

namespace {
/** The scale's factor, 1 without one (or for a factor that cannot scale). */
double factorOf(const TickScale &scale)
{
    const double k = scale ? scale() : 1.0;
    return std::isfinite(k) && k > 0 ? k : 1.0;
}
} // namespace

FormatTicker::FormatTicker(ValueFormatter format, TickScale scale)
    : m_format(std::move(format)), m_scale(std::move(scale))
{
    setTickCount(6);
}

double FormatTicker::getTickStep(const QCPRange &range)
{
    // A round step of the shown unit, in axis coordinates: ticks are its multiples.
    const double k = factorOf(m_scale);
    return QCPAxisTicker::getTickStep(QCPRange(range.lower * k, range.upper * k)) / k;
}

QString FormatTicker::getTickLabel(double tick, const QLocale &, QChar, int)
{
    // Ticks near zero come out as 1e-9 from floating point steps.
    if (std::abs(tick) < 1e-12)
        tick = 0;
    return m_format(tick);
}

LogFormatTicker::LogFormatTicker(ValueFormatter format, TickScale scale)
    : m_format(std::move(format)), m_scale(std::move(scale))
{
}

QVector<double> LogFormatTicker::createTickVector(double, const QCPRange &axisRange)
{
    QVector<double> ticks;
    // Decades and 1-2-5 steps of the shown unit, mapped back to axis coordinates.
    const double k = factorOf(m_scale);
    const QCPRange range(axisRange.lower * k, axisRange.upper * k);
    if (!(range.lower > 0 && range.upper > range.lower))
        return ticks;
    const int first = static_cast<int>(std::floor(std::log10(range.lower)));
    const int last = static_cast<int>(std::ceil(std::log10(range.upper)));
    const int decades = last - first;
    m_decadesOnly = decades > 3;
    // Few decades: 1, 2, 5 per decade; many: every decade or every n-th.
    const int stride = m_decadesOnly ? std::max(1, (decades + kMaxDecades - 1) / kMaxDecades) : 1;
    for (int e = first; e <= last; e += stride) {
        const double decade = std::pow(10.0, e);
        if (m_decadesOnly) {
            ticks.append(decade);
            continue;
        }
        if (decades <= 1) {
            for (int m = 1; m <= 9; ++m)
                ticks.append(m * decade);
        } else {
            for (const double m : {1.0, 2.0, 5.0})
                ticks.append(m * decade);
        }
    }
    // Too dense for the axis (3 decades of 1-2-5, or a short axis: tickCount
    // follows the chart's size and its labels' room, LabelLayout): drop the
    // 2s, then the 5s.
    const int most = std::min(12, std::max(3, tickCount() + 2));
    for (const double dropped : {2.0, 5.0}) {
        if (m_decadesOnly || ticks.size() <= most)
            break;
        QVector<double> thinned;
        for (double t : std::as_const(ticks)) {
            const double mantissa = t / std::pow(10.0, std::floor(std::log10(t) + 1e-9));
            if (std::abs(mantissa - dropped) > 1e-6)
                thinned.append(t);
        }
        ticks.swap(thinned);
    }
    for (double &t : ticks)
        t /= k;
    return ticks;
}

QVector<double> LogFormatTicker::createSubTickVector(int, const QVector<double> &ticks)
{
    QVector<double> sub;
    if (!m_decadesOnly || ticks.size() < 2)
        return sub;
    for (int i = 0; i + 1 < ticks.size(); ++i) {
        const double step = ticks.at(i);
        if (ticks.at(i + 1) / step > 10.5) // thinned decades: no sub-ticks
            continue;
        for (int m = 2; m <= 9; ++m)
            sub.append(step * m);
    }
    return sub;
}

QString LogFormatTicker::getTickLabel(double tick, const QLocale &, QChar, int)
{
    return m_format(tick);
}

ListTicker::ListTicker(QVector<double> candidates, ValueFormatter format)
    : m_candidates(std::move(candidates)), m_format(std::move(format))
{
    std::sort(m_candidates.begin(), m_candidates.end());
}

QVector<double> ListTicker::createTickVector(double, const QCPRange &range)
{
    QVector<double> ticks;
    for (double c : std::as_const(m_candidates)) {
        if (c >= range.lower && c <= range.upper)
            ticks.append(c);
    }
    // As many as the axis asks for (tickCount follows the chart's size).
    const int most = std::clamp(tickCount() + 1, 3, kMaxTicks);
    if (ticks.size() > most) {
        const int stride = (static_cast<int>(ticks.size()) + most - 1) / most;
        QVector<double> thinned;
        for (int i = 0; i < ticks.size(); i += stride)
            thinned.append(ticks.at(i));
        ticks.swap(thinned);
    }
    return ticks;
}

QVector<double> ListTicker::createSubTickVector(int, const QVector<double> &)
{
    return {};
}

QString ListTicker::getTickLabel(double tick, const QLocale &, QChar, int)
{
    return m_format(tick);
}

} // namespace planner
