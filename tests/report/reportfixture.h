// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the report tests share: a report input with a fixed date, seed and
// sample count, scenarios changed from the default, and reading PDFs
// (poppler-utils), CSV and the document's tables back, and `llm-tco` run
// as a process (LLM_TCO_BINARY, tests/report/CMakeLists.txt).
#include "report/reportdocument.h"
#include "report/reportinput.h"

#include "plan/catalog.h"
#include "plan/scenario.h"
#include "plan/validation.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStringList>

#include <initializer_list>
#include <utility>
#include <variant>
#include <vector>

namespace reporttest {

using namespace planner;

inline constexpr int kSamples = 2000; // enough for stable percentiles, quick enough for a test

inline ReportInput inputFor(std::vector<tco::Scenario> scenarios,
                            const QLocale &locale = QLocale(QLocale::English, QLocale::UnitedStates))
{
    ReportInput in;
    in.scenarios = std::move(scenarios);
    // The plans' own Monte Carlo, small enough for a test.
    for (tco::Scenario &s : in.scenarios) {
        s.set(tco::InputId::UncertaintySamples, kSamples);
        s.set(tco::InputId::UncertaintySeed, 7);
    }
    in.catalog = &tco::Catalog::builtIn();
    in.locale = locale;
    in.generatedAt = QDateTime(QDate(2026, 11, 29), QTime(21, 0));
    return in;
}

inline tco::Scenario changed(std::initializer_list<std::pair<const char *, const char *>> sets,
                             const char *name)
{
    tco::Scenario s = tco::defaultScenario();
    s.name = name;
    for (const auto &[key, value] : sets) {
        const auto issue = tco::setFromText(s, key, value, tco::Catalog::builtIn());
        if (issue)
            qFatal("bad test value %s=%s", key, value);
    }
    return s;
}

inline QString tool(const QString &name)
{
    return QStandardPaths::findExecutable(name);
}

/** Page count: pdfinfo when installed, else the /Type /Page objects. */
inline int pdfPages(const QString &path)
{
    if (const QString pdfinfo = tool(QStringLiteral("pdfinfo")); !pdfinfo.isEmpty()) {
        QProcess p;
        p.start(pdfinfo, {path});
        p.waitForFinished(60000);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(out);
        return m.hasMatch() ? m.captured(1).toInt() : -1;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    return static_cast<int>(
        QString::fromLatin1(f.readAll()).count(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b"))));
}

/** The text of a PDF as a reader's viewer extracts it (pdftotext). */
inline QString pdfText(const QString &path)
{
    QProcess p;
    p.start(tool(QStringLiteral("pdftotext")),
            {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

/** The text of one page of a PDF. */
inline QString pdfPageText(const QString &path, int page)
{
    QProcess p;
    p.start(tool(QStringLiteral("pdftotext")),
            {QStringLiteral("-enc"), QStringLiteral("UTF-8"), QStringLiteral("-f"), QString::number(page),
             QStringLiteral("-l"), QString::number(page), path, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

/** A dense 405B model on 8 accelerators: its training state does not fit. */
inline tco::Scenario doesNotFit()
{
    return changed({{"model.parameters", "4.05e11"}, {"cluster.gpuCount", "8"}}, "Too big for eight");
}

/** pdftotext breaks lines where the page does; join them for phrase searches. */
inline QString flat(QString text)
{
    return text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

/** A minimal RFC 4180 reader: rows of fields, blank lines kept as empty rows. */
inline std::vector<QStringList> parseCsv(const QString &text)
{
    std::vector<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false, any = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"')) {
            quoted = true;
            any = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
            any = true;
        } else if (c == QLatin1Char('\r')) {
            continue;
        } else if (c == QLatin1Char('\n')) {
            if (any || !field.isEmpty())
                row << field;
            rows.push_back(row);
            row.clear();
            field.clear();
            any = false;
        } else {
            field += c;
            any = true;
        }
    }
    if (any || !field.isEmpty()) {
        row << field;
        rows.push_back(row);
    }
    return rows;
}

/** The CSV value of `metric` for `scenario` in the first block. */
inline QString csvMetric(const std::vector<QStringList> &rows, const QString &scenario, const QString &metric)
{
    for (const QStringList &r : rows)
        if (r.size() >= 4 && r[0] == scenario && r[1] == metric)
            return r[3];
    return {};
}

inline const ReportTable *findTable(const ReportDocument &doc, const QString &firstHeader, int skip = 0)
{
    for (const ReportBlock &b : doc.blocks)
        if (const auto *t = std::get_if<ReportTable>(&b);
            t && !t->header.empty() && t->header.front() == firstHeader)
            if (skip-- == 0)
                return t;
    return nullptr;
}

inline const ReportRow *findRow(const ReportTable &t, const QString &firstCell)
{
    for (const ReportRow &r : t.rows)
        if (!r.cells.empty() && r.cells.front().text == firstCell)
            return &r;
    return nullptr;
}

/** What a run of `llm-tco` gave: exit status (-1 timed out, -2 crashed), output, errors. */
struct Run {
    int code = -1;
    QString out;
    QString err;
};

/** `llm-tco` run as a process with `args`, without a display as on a build
 *  server (and, with `unsetPlatform`, without QT_QPA_PLATFORM). */
inline Run runCli(const QStringList &args, bool unsetPlatform = false)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (unsetPlatform)
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY")); // no display, as on a build server
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(LLM_TCO_BINARY), args);
    if (!p.waitForFinished(240000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    Run r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

/** The tests read their PDFs back with pdftotext: without it they skip. */
inline bool havePdfText()
{
    return !tool(QStringLiteral("pdftotext")).isEmpty();
}

} // namespace reporttest
