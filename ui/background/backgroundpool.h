// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QThreadPool;

namespace planner {

/** The pool every analysis of the window runs on (QtConcurrent::run(
 *  backgroundPool(), …)): the Monte Carlo of a slider move, the feasible
 *  region, the What Fits solver, the portfolio's year.
 *
 *  Not QThreadPool::globalInstance(): Qt 6.4's raster engine splits a large
 *  fill or image conversion (a tall bar, a chart's buffer drawn onto the
 *  window) over the global pool and waits for the parts. Sharing that pool,
 *  a chart's paint queued behind a Monte Carlo of a few milliseconds on a
 *  2-core machine, on nearly every move of a slider (docs/architecture.md,
 *  "The live path"). As many threads as cores. */
QThreadPool *backgroundPool();

} // namespace planner
