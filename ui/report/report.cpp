// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/report.h"

#include "report/csvreport.h"
#include "report/htmlreport.h"
#include "report/pdfreport.h"
#include "report/reportbuilder.h"
#include "texts/terms.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>

#include <files/atomicfile.h>

namespace planner {

std::optional<ReportFormat> ReportExporter::formatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pdf"))
        return ReportFormat::Pdf;
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return ReportFormat::Html;
    if (suffix == QLatin1String("csv"))
        return ReportFormat::Csv;
    return std::nullopt;
}

QString ReportExporter::fileFilter()
{
    return tr("PDF report (*.pdf);;HTML report (*.html *.htm);;CSV figures (*.csv)");
}

bool ReportExporter::writeDocument(const ReportDocument &document, ReportFormat format, QIODevice *out,
                                   QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!out || !out->isWritable())
        return fail(tr("The report cannot be written: the output is not open for writing."));
    switch (format) {
    case ReportFormat::Csv:
        break;
    case ReportFormat::Html: {
        const QByteArray bytes = htmlReport(document);
        if (out->write(bytes) != bytes.size())
            return fail(tr("The report cannot be written: %1").arg(out->errorString()));
        return true;
    }
    case ReportFormat::Pdf:
        if (writePdf(document, out) <= 0)
            return fail(tr("The PDF cannot be written: %1").arg(out->errorString()));
        return true;
    }
    return false;
}

bool ReportExporter::write(const ReportData &data, ReportFormat format, QIODevice *out, QString *error)
{
    if (format != ReportFormat::Csv)
        return writeDocument(ReportBuilder(data).build(), format, out, error);
    if (!out || !out->isWritable()) {
        if (error)
            *error = tr("The report cannot be written: the output is not open for writing.");
        return false;
    }
    const QByteArray bytes = csvReport(data);
    if (out->write(bytes) != bytes.size()) {
        if (error)
            *error = tr("The report cannot be written: %1").arg(out->errorString());
        return false;
    }
    return true;
}

bool ReportExporter::exportWith(const QString &path, const Renderer &render, QString *error)
{
    const auto format = formatForPath(path);
    if (!format) {
        if (error)
            *error = tr("Unknown report format '%1': use .pdf, .html or .csv.").arg(QFileInfo(path).suffix());
        return false;
    }
    // Rendered to memory first (QPdfWriter reports no write errors), then
    // written atomically: a full disk keeps the old report and says why.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!render(*format, &buffer, error))
        return false;
    buffer.close();
    std::string why;
    if (!tco::writeFileAtomically(QFile::encodeName(path).toStdString(),
                                  std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                                  why)) {
        if (error)
            *error = Terms::cannotWrite().arg(path, QString::fromStdString(why));
        return false;
    }
    return true;
}

bool ReportExporter::exportFile(const ReportInput &input, const QString &path, QString *error)
{
    return exportWith(
        path,
        [&](ReportFormat format, QIODevice *out, QString *why) {
            return write(computeReportData(input), format, out, why);
        },
        error);
}

} // namespace planner
