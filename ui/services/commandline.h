// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace planner {

/** What the window's command line asks for. */
struct CommandLineOptions {
    QString language;         ///< --language en|zh_CN; empty = saved choice or system
    QString file;             ///< a scenario file to open
    QStringList compareFiles; ///< --compare FILE (repeatable): compare the plan with these
    bool present = false;     ///< --present: start in presentation mode
    QString catalogFile;      ///< --catalog FILE: accelerators to add or override
    QString portfolioFile;    ///< --portfolio FILE: open this year of compute (.tcoportfolio)
    bool typicalYear = false; ///< --typical-year: open the built-in typical year
};

/** Parses the window's command line (--help and --version exit here). */
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(planner::CommandLine)
public:
    static CommandLineOptions parse(const QStringList &arguments);
};

} // namespace planner
