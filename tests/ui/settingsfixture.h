// SPDX-License-Identifier: GPL-3.0-or-later
// The one place a GUI suite isolates its settings (issue 55, "logic written
// once"): every suite that opens a window or reads QSettings calls one of
// these from its initTestCase, so a user's real settings and data are never
// touched (QStandardPaths' test mode puts them under ~/.qttest).
#pragma once

#include <QAnyStringView>
#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

namespace planner::tests {

/** The test mode of QStandardPaths alone: settings, the user catalog and
 *  the autosave folder go to the test locations, under the application's
 *  own names (for suites that keep what an earlier suite left no matter). */
inline void useTestPaths()
{
    QStandardPaths::setTestModeEnabled(true);
}

/** This suite's settings alone, empty: the test locations, organization
 *  "llm-tco-planner-tests", application `suite` (tst_NAME), cleared. */
inline void useOwnSettings(QAnyStringView suite)
{
    useTestPaths();
    QCoreApplication::setOrganizationName(QStringLiteral("llm-tco-planner-tests"));
    QCoreApplication::setApplicationName(suite.toString());
    QSettings().clear();
}

} // namespace planner::tests
