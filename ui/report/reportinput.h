// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/advice.h"
#include "plan/catalog.h"
#include "plan/history.h"
#include "plan/inputs.h"
#include "plan/result.h"
#include "plan/scenario.h"

#include <QDateTime>
#include <QLocale>
#include <QString>

#include <cstdint>
#include <vector>

namespace planner {

/** At most this many scenarios go into one report (the first is the
 *  baseline every other one is compared with). */
inline constexpr int kMaxReportScenarios = 4;

/** Which report: the full one (every chapter, the input list as an
 *  appendix) or the executive one (2–4 pages for the budget owner: the
 *  decision, total and range, spend, drivers, changed assumptions,
 *  conditions and variants). */
enum class ReportKind { Full, Executive };

/** Everything a report is made from. Plain data: the window fills it from
 *  its open document(s), the command line from files.
 *
 *  Invariants the caller keeps: every scenario passed tco::validate() with
 *  `catalog`; `scenarios` holds 1..kMaxReportScenarios entries (an empty
 *  list means the built-in default scenario; extra entries are ignored).
 *  Texts follow the installed translators (the UI language) and are the
 *  window's own (texts/: InputTexts, MessageTexts), so the window, its
 *  reports and `llm-tco report` say the same thing; numbers follow
 *  `locale`. */
struct ReportInput {
    std::vector<tco::Scenario> scenarios;
    /** [i] = the file scenarios[i] was loaded from or saved to; empty or
     *  missing = none. A plan without a name takes its file's name
     *  (texts/plannames.h). */
    std::vector<QString> fileNames;
    ReportKind kind = ReportKind::Full;
    const tco::Catalog *catalog = nullptr; ///< nullptr = tco::Catalog::builtIn(); must outlive the call
    QLocale locale;
    /** invalid = now. The Monte Carlo of each plan uses the plan's own run
     *  count and seed (uncertainty.samples, uncertainty.seed), as the
     *  window does: the report shows the screen's P10–P90. */
    QDateTime generatedAt;

    /** Cost points the user added to the history chart (kind "user"). */
    std::vector<tco::HistoryPoint> userHistory;
    /** When the plan is a run opened from a portfolio: the main window's
     *  note of where the portfolio places it and what it charges it beside
     *  the plan's own total (texts/portfoliotexts.h, portfolioRunNote);
     *  empty otherwise. The executive report and summary say it. */
    QString portfolioRunNote;
};

} // namespace planner
