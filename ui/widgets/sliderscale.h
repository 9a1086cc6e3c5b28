// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/inputs.h"

namespace planner {

/** Maps an input's value range onto integer slider positions: geometric for
 *  inputs whose range spans decades (InputSpec::logScale), linear otherwise.
 *  Values from positions are snapped to round figures (three significant
 *  digits, whole numbers for integer inputs) so a drag shows "72B", not
 *  "71.8372B".
 *
 *  A geometric scale has a position every kFineStep (1 %) of the value, so
 *  it can be aimed (docs/architecture.md, "The live path"): a single step
 *  (arrow keys, one step of a drag) is kStepPositions of them, about 5 %; a
 *  page (Page Up/Down, a click on the groove) kPagePositions, about ×2. */
class SliderScale
{
public:
    static constexpr int kSteps = 1000;       ///< positions of a linear scale
    static constexpr double kFineStep = 0.01; ///< a geometric scale's position: 1 % of the value
    static constexpr int kStepPositions = 5;  ///< a geometric single step: 1.01^5, about 5 %
    static constexpr int kPagePositions = 70; ///< a geometric page: 1.01^70, about ×2

    explicit SliderScale(const tco::InputSpec &spec);

    /** Whether a slider is useful: a log range, or a linear range not much
     *  wider than the default (money and head-counts get a field only). */
    static bool suitsSlider(const tco::InputSpec &spec);

    int steps() const { return m_steps; }
    bool isLog() const { return m_log; }
    /** Positions per single step (keys, a drag's step) and per page. */
    int singleStep() const;
    int pageStep() const;
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
