// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tracking/focusexport.h"

#include <QCoreApplication>
#include <QString>

namespace planner {

/** File ▸ Export ▸ FOCUS 1.2 CSV of the plan's and the Portfolio window:
 *  the model's FOCUS rows (model/tracking/focusexport.h,
 *  docs/focus-export.md) written with Qt's JSON writer for the Tags column,
 *  atomically, as the reports are. */
class FocusFile
{
    Q_DECLARE_TR_FUNCTIONS(planner::FocusFile)
public:
    /** "FOCUS 1.2 CSV (*.csv)" for file dialogs, translated. */
    static QString fileFilter();
    /** The Tags column: a JSON object of string members. */
    static std::string tagsJson(const std::vector<std::pair<std::string, std::string>> &tags);
    /** Writes `table` to `path`; on failure false and, if given, a
     *  translated `error` with the system's reason. */
    static bool write(const tco::FocusTable &table, const QString &path, QString *error);
};

} // namespace planner
