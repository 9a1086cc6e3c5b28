// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"

namespace cli {

/** `llm-tco report`: the budget owner's report (PDF, HTML or CSV by the
 *  extension of --out) for up to four scenarios, without a display. Lives
 *  in planner_cli_report (Qt Widgets, QCustomPlot, planner_report) so a
 *  build without the UI still has the rest of llm-tco. Creates a
 *  QApplication on the offscreen platform when none exists. */
Command reportCommand();

} // namespace cli
