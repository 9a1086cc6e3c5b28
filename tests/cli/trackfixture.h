// SPDX-License-Identifier: GPL-3.0-or-later
// What the tests of `llm-tco track` share (tst_clitrack, tst_clitrackchecks):
// the sample actuals, the plan they were made for, and files written for a test.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QTemporaryDir>

#include <string>
#include <vector>

namespace clitest {

/** A sample of resources/actuals/. */
inline std::string sample(const char *name)
{
    return std::string(PLANNER_ACTUALS_DIR) + "/" + name;
}

/** `track` on the plan the samples were made for (docs/actuals.md,
 *  "Samples"): the default plan from 2027-01-01 at MFU 40 % with a $20M
 *  budget, then `extra`. */
inline std::vector<std::string> track(std::vector<std::string> extra)
{
    std::vector<std::string> args = {"track",          "--set",           "project.startDate=2027-01-01",
                                     "--set",          "compute.mfu=0.4", "--set",
                                     "budget.usd=20e6"};
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
}

/** Writes `bytes` to the file `name` in `dir`; returns its path. */
inline std::string write(const QTemporaryDir &dir, const char *name, const QByteArray &bytes)
{
    const QString path = dir.filePath(QLatin1String(name));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(bytes);
    return path.toStdString();
}

} // namespace clitest
