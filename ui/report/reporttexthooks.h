// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace planner {

struct ReportInput;

/** Gives a report the window's own translated words: input names and
 *  sources (InputTexts), and the sentences of conditions and levers
 *  (MessageTexts), so the window, its reports and `llm-tco report` say the
 *  same thing. Call after setting `input.catalog`. */
void useWindowTexts(ReportInput &input);

} // namespace planner
