// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/catalog.h"
#include "plan/scenario.h"
#include "variants.h"

#include <optional>

namespace tco {

/** The one definition of each change that Improve's levers (advise()), the
 *  what-if strip (standardVariants()) and the presentation's buttons share,
 *  so one lever has one price on every screen and in every report
 *  (docs/model.md, "Variants"). None of them moves the checkpoint interval:
 *  a lever is measured against the plan as it stands, and the interval's
 *  own saving is a lever of its own (LeverKind::OptimalInterval). */

/** Rent or buy in `mode`: pricing.mode, nothing else. */
ChangeSet pricingModeChange(PricingMode mode);

/** Operational practice `p`: the preset and every input it stands for
 *  (practiceSettings()), as one change (the window's preset choice). */
ChangeSet practiceChange(Practice p);

/** The next stronger operational practice (practiceChange()); none at the
 *  strongest. */
std::optional<ChangeSet> strongerPracticeChange(const Scenario &s);

/** Training in fp8; none on an accelerator without it (one that falls
 *  back to another precision) or one the catalog does not have. */
std::optional<ChangeSet> fp8Change(const Scenario &s, const Catalog &catalog);

/** `factor` × `gpus`, rounded to whole accelerators within the input's
 *  range. Whole accelerators, not whole nodes: "½ of 1,000" is 500, as the
 *  strip and the list say, and the model already charges a part-filled
 *  node as a whole one (model/plan/runtiming.cpp), so the figure is a
 *  cluster's. */
double scaledAcceleratorCount(double gpus, double factor);

/** The plan's accelerator count × `factor` (scaledAcceleratorCount()). */
ChangeSet acceleratorCountChange(const Scenario &s, double factor);

/** The factors of the half and double accelerator levers and variants. */
inline constexpr double kFewerAcceleratorsFactor = 0.5;
inline constexpr double kMoreAcceleratorsFactor = 2.0;

} // namespace tco
