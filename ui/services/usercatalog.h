// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/catalog.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace planner {

/** The accelerator catalog the window uses: the built-in one, extended or
 *  overridden by the user's own CSV files of the same format (a row with
 *  an existing id replaces it). */
class UserCatalog
{
    Q_DECLARE_TR_FUNCTIONS(planner::UserCatalog)
public:
    /** Where a user catalog is picked up on every start:
     *  <AppConfigLocation>/accelerators.csv. */
    static QString defaultPath();

    /** Built-in, then the default user file if it exists, then `extraPath`
     *  (from --catalog) if given. A file that cannot be read or parsed is
     *  skipped whole and described in `errors` (file, line, column, value,
     *  what is allowed), so a bad file never half-applies. */
    static tco::Catalog load(const QString &extraPath, QStringList *errors);

    /** Title and text of the warning shown when files were skipped. */
    static QString problemsTitle();
    static QString problemsText(const QStringList &errors);
};

} // namespace planner
