// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportdata.h"
#include "report/reportdocument.h"
#include "report/reportinput.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
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
    /** Writes a built document as PDF or HTML to an open device (CSV is
     *  each report's own figures, not a document: false). */
    static bool writeDocument(const ReportDocument &document, ReportFormat format, QIODevice *out,
                              QString *error = nullptr);

    /** How a report is rendered into memory in the format chosen. */
    using Renderer = std::function<bool(ReportFormat format, QIODevice *out, QString *error)>;
    /** The one way a report reaches a file, for the plan's report and the
     *  portfolio's (report/portfolioreport.h): the format from `path`'s
     *  extension, `render` into memory, then an atomic write. */
    static bool exportWith(const QString &path, const Renderer &render, QString *error = nullptr);
};

} // namespace planner
