// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "files/scenariofile.h"

#include <QCoreApplication>
#include <QString>

namespace planner {

/** Words for what went wrong with a scenario file: what is wrong (the
 *  FileError, each refused value with its input's label and allowed range)
 *  and where (the file's path and the loader's technical detail). */
class FileTexts
{
    Q_DECLARE_TR_FUNCTIONS(planner::FileTexts)
public:
    /** At most this many refused values are listed one by one. */
    static constexpr int kMaxListedIssues = 8;

    static QString openFailed(const QString &path, const tco::FileOutcome &outcome);
    static QString saveFailed(const QString &path, const tco::FileOutcome &outcome);
    /** One refused value from a file: "MFU: 150 % is outside the allowed range 1 %–95 %." */
    static QString fileIssue(const tco::Issue &issue);
};

} // namespace planner
