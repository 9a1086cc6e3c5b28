// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportdata.h"

#include <QByteArray>

namespace planner {

/** The report's figures as CSV (UTF-8, RFC 4180 quoting), in blocks
 *  separated by one empty line:
 *
 *  1. `scenario,metric,label,value,unit`: the key figures of every
 *     scenario (metric names as in `llm-tco evaluate --format csv`, plus
 *     risk.* from the Monte Carlo); `label` is in the report language.
 *  2. `scenario,category,label,preparation,training,postTraining,total,nature,hidden`:
 *     the category × phase matrix in USD, then a `total` row per scenario.
 *  3. With several scenarios, `baseline,scenario,kind,key,label,from,to,deltaUsd`:
 *     the total, each category and each input that differs (kind
 *     `total`, `category`, `input`) against the baseline A.
 *
 *  Numbers are written with tco::formatNumber (shortest text that reads
 *  back to the same double), so `cost.total` equals the model's total
 *  exactly. Text that a spreadsheet would run as a formula (starting with
 *  = + - @) is prefixed with an apostrophe. */
QByteArray csvReport(const ReportData &data);

/** One CSV field: quoted when it holds a comma, quote or line break, and
 *  prefixed with an apostrophe when a spreadsheet would run it as a
 *  formula. Every CSV the reports write goes through it. */
QString csvField(QString text);
/** A number as its shortest text that reads back to the same double
 *  (tco::formatNumber), as every CSV the reports write it. */
QString csvNumber(double v);

} // namespace planner
