// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/scenario.h"

#include <span>

namespace tco {

/** One input a practice preset sets, and the value it sets it to. */
struct PracticeSetting {
    InputId id;
    double value;
};

/** The inputs a preset stands for: restart and detection times,
 *  checkpoint practice, hot spares, storage bandwidth and the platform
 *  engineers it takes. Values and sources: docs/model.md, "Operational
 *  practice". The "established team" preset equals the inputs' defaults. */
std::span<const PracticeSetting> practiceSettings(Practice p);

/** Sets failures.practice and every input the preset stands for. */
void applyPractice(Scenario &s, Practice p);

/** True when every input the preset stands for has the preset's value. */
bool matchesPractice(const Scenario &s, Practice p);

Practice practice(const Scenario &s);

} // namespace tco
