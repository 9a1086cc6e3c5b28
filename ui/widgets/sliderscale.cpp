// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/sliderscale.h"

#include <algorithm>
#include <cmath>

namespace planner {
namespace {

double roundSignificant(double v, int digits)
{
    if (v == 0 || !std::isfinite(v))
        return v;
    const double magnitude = std::floor(std::log10(std::abs(v)));
    const double factor = std::pow(10.0, static_cast<double>(digits - 1) - magnitude);
    return std::round(v * factor) / factor;
}

/** 1, 2 or 5 times a power of ten, close to `v`. */
double niceStep(double v)
{
    if (v <= 0 || !std::isfinite(v))
        return 1;
    const double p = std::pow(10.0, std::floor(std::log10(v)));
    const double m = v / p;
    return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

} // namespace

SliderScale::SliderScale(const tco::InputSpec &spec) : m_spec(spec), m_log(spec.logScale && spec.minValue > 0)
{
    // Small whole-number ranges get one position per value.
    const double span = spec.maxValue - spec.minValue;
    if (spec.kind != tco::InputKind::Real && !m_log && span <= kSteps)
        m_steps = static_cast<int>(span);
    // Geometric: a position every 1 % of the value (five decades are 1,158).
    if (m_log)
        m_steps =
            static_cast<int>(std::ceil(std::log(spec.maxValue / spec.minValue) / std::log1p(kFineStep)));
}

int SliderScale::singleStep() const
{
    return m_log ? kStepPositions : std::max(1, m_steps / 100);
}

int SliderScale::pageStep() const
{
    return m_log ? kPagePositions : std::max(1, m_steps / 20);
}

bool SliderScale::suitsSlider(const tco::InputSpec &spec)
{
    if (spec.kind == tco::InputKind::Choice)
        return false;
    if (spec.logScale && spec.minValue > 0)
        return true;
    return spec.defaultValue > 0 && spec.maxValue <= 50 * spec.defaultValue;
}

int SliderScale::position(double value) const
{
    double t = 0;
    if (m_log)
        t = std::log(std::max(value, m_spec.minValue) / m_spec.minValue) /
            std::log(m_spec.maxValue / m_spec.minValue);
    else
        t = (value - m_spec.minValue) / (m_spec.maxValue - m_spec.minValue);
    return std::clamp(static_cast<int>(std::lround(t * m_steps)), 0, m_steps);
}

double SliderScale::value(int position) const
{
    const double t = static_cast<double>(std::clamp(position, 0, m_steps)) / m_steps;
    double v = m_log ? m_spec.minValue * std::pow(m_spec.maxValue / m_spec.minValue, t)
                     : m_spec.minValue + t * (m_spec.maxValue - m_spec.minValue);
    // The ends are exact, in between round figures.
    if (position <= 0)
        return m_spec.minValue;
    if (position >= m_steps)
        return m_spec.maxValue;
    return snap(v);
}

double SliderScale::snap(double v) const
{
    if (m_log) {
        v = roundSignificant(v, 3);
    } else {
        // Linear: multiples of a round step (0.5 % of the range), so the
        // keyboard and the mouse land on figures like 44.5 %, not 44.73 %.
        const double step = niceStep((m_spec.maxValue - m_spec.minValue) / 200);
        v = roundSignificant(std::round(v / step) * step, 9);
    }
    if (m_spec.kind != tco::InputKind::Real)
        v = std::round(v);
    return std::clamp(v, m_spec.minValue, m_spec.maxValue);
}

double SliderScale::stepped(double value, int steps) const
{
    double next = value;
    if (m_log) {
        next = roundSignificant(value * std::pow(10.0, 0.05 * steps), 3);
        if (next == value)
            next = value + steps * niceStep(std::abs(value) / 100);
    } else if (m_spec.kind != tco::InputKind::Real) {
        const double step = std::max(1.0, niceStep(std::abs(value) / 10));
        next = value + steps * (m_spec.maxValue - m_spec.minValue <= kSteps ? 1.0 : step);
    } else if (suitsSlider(m_spec)) {
        next = value + steps * niceStep((m_spec.maxValue - m_spec.minValue) / 100);
    } else {
        const double base = value != 0 ? std::abs(value) / 10 : (m_spec.maxValue - m_spec.minValue) / 1000;
        next = value + steps * niceStep(base);
    }
    // 0.4 + 0.01 is 0.41000000000000003 in binary: keep the figure a person typed.
    next = m_spec.kind != tco::InputKind::Real ? std::round(next) : roundSignificant(next, 9);
    // Stepping stays inside the range; typing outside it is refused with a message.
    return std::clamp(next, m_spec.minValue, m_spec.maxValue);
}

} // namespace planner
