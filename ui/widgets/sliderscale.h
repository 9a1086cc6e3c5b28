// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputs.h"

namespace planner {

/** Maps an input's value range onto integer slider positions: geometric for
 *  inputs whose range spans decades (InputSpec::logScale), linear otherwise.
 *  Values from positions are snapped to round figures (three significant
 *  digits, whole numbers for integer inputs) so a drag shows "72B", not
 *  "71.8372B". */
class SliderScale
{
public:
    static constexpr int kSteps = 1000;

    explicit SliderScale(const tco::InputSpec &spec);

    /** Whether a slider is useful: a log range, or a linear range not much
     *  wider than the default (money and head-counts get a field only). */
    static bool suitsSlider(const tco::InputSpec &spec);

    int steps() const { return m_steps; }
    int position(double value) const;
    double value(int position) const;
    /** The next value for one arrow step up (+1) or down (-1) in a field. */
    double stepped(double value, int steps) const;

private:
    double snap(double value) const;

    const tco::InputSpec &m_spec;
    int m_steps = kSteps;
    bool m_log = false;
};

} // namespace planner
