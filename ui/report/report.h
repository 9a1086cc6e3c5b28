// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportdata.h"
#include "report/reportinput.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class QIODevice;

namespace planner {

/** The formats a report is written in, chosen by the file's extension. */
enum class ReportFormat { Pdf, Html, Csv };

/** The one entry point for the window and the command line: computes the
 *  report (results, Monte Carlo, sensitivity, comparisons), builds it in
 *  the current UI language and writes it. Files are written atomically
 *  (QSaveFile): a failed export leaves an existing file untouched. Needs
 *  a QApplication for the charts of PDF and HTML (CSV needs none). */
class ReportExporter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportExporter)
public:
    /** .pdf, .html/.htm, .csv (any case); nullopt for anything else. */
    static std::optional<ReportFormat> formatForPath(const QString &path);
    /** "*.pdf", … for file dialogs, translated. */
    static QString fileFilter();

    /** Writes `input`'s report to `path` in the format of its extension.
     *  On failure returns false and, if given, a translated `error`. */
    static bool exportFile(const ReportInput &input, const QString &path, QString *error = nullptr);
    /** Writes already computed data to an open device. */
    static bool write(const ReportData &data, ReportFormat format, QIODevice *out, QString *error = nullptr);
};

} // namespace planner
