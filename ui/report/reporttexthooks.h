// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace planner {

struct ReportInput;

/** TEMPORARY, does nothing: the report takes its words from texts/ itself
 *  (InputTexts, MessageTexts). Kept only because ui/mainwindow/mainwindow.cpp
 *  and mainwindowfiles.cpp still include this header and call it while
 *  that folder is being restructured; delete this file with those calls. */
inline void useWindowTexts(ReportInput &)
{
}

} // namespace planner
