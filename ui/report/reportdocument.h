// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "texts/tone.h"

#include <QImage>
#include <QPicture>
#include <QRectF>
#include <QSize>
#include <QString>
#include <Qt>

#include <utility>
#include <variant>
#include <vector>

class QPainter;

namespace planner {

/** How a piece of text is coloured: neutral, or a status a reader should
 *  notice (within budget, past a warning line, a saving, an extra cost).
 *  The window's tones (texts/tone.h), so both map a status alike. */
using ReportTone = Tone;

/** The report as a list of blocks, independent of the output format: the
 *  builder writes it once (all words translated), the page painter lays
 *  it out on PDF or printer pages and the HTML writer turns it into
 *  markup, so every format has the same sections in the same order. */

struct ReportCover {
    QString product; ///< "LLM TCO Planner"
    QString kind;    ///< "Total cost of ownership report"
    QString title;   ///< the scenario name(s)
    QString date;
    std::vector<std::pair<QString, QString>> facts; ///< label, value (tags, scenarios)
    QString description;
    QString headline; ///< the total and its range, one line; or "No valid plan: …"
    ReportTone headlineTone = ReportTone::Neutral; ///< Bad for a plan that cannot run
    QString notice;                                ///< "estimates from editable assumptions, not quotes"
};

/** A table of contents of the level-1 headings; the PDF adds page numbers. */
struct ReportContents {
    QString title;
};

struct ReportHeading {
    int level = 1; ///< 1 starts a new page in paged output
    QString text;
    QString anchor; ///< id for links (HTML)
};

struct ReportParagraph {
    QString text;
    QString lead; ///< bold words before the text ("Note:")
    ReportTone tone = ReportTone::Neutral;
    bool boxed = false; ///< a call-out with a tinted background
};

struct ReportBullets {
    std::vector<QString> items;
};

struct ReportCell {
    QString text;
    QString detail; ///< a second, muted line under the text
    bool strong = false;
    ReportTone tone = ReportTone::Neutral;
};

enum class ReportRowKind {
    Normal,
    Section, ///< a group title across the whole row (first cell only)
    Total,   ///< bold with a rule above
    Marked,  ///< highlighted: e.g. an input that differs from its default
};

struct ReportRow {
    std::vector<ReportCell> cells;
    ReportRowKind kind = ReportRowKind::Normal;
};

struct ReportTable {
    std::vector<QString> header;
    std::vector<double> widths;       ///< relative column widths
    std::vector<Qt::Alignment> align; ///< per column; numbers right-aligned
    std::vector<ReportRow> rows;
    QString caption; ///< above the table
    QString note;    ///< below the table (legend)
};

/** A chart recorded as drawing commands at the size it was laid out at:
 *  paper (PDF, print) gets its lines and text as vectors, crisp at any zoom
 *  and searchable; HTML gets an image of it (toImage). */
struct ReportDrawing {
    QPicture picture;
    QSize size; ///< logical pixels
    bool isNull() const { return size.isEmpty(); }
    /** Replays the drawing scaled into `target` (report/reportcharts.cpp). */
    void paint(QPainter &painter, const QRectF &target) const;
    /** On white, `scale` times the logical size. */
    QImage toImage(double scale) const;
};

struct ReportFigure {
    ReportDrawing drawing;
    QString caption;            ///< "Figure 3. …" (number included)
    double widthFraction = 1.0; ///< of the text width
};

struct ReportKpi {
    QString label;
    QString value;
    QString detail;
    ReportTone tone = ReportTone::Neutral;
};

struct ReportKpiGrid {
    std::vector<ReportKpi> items;
    int columns = 3;
};

struct ReportPageBreak {
};

using ReportBlock = std::variant<ReportCover, ReportContents, ReportHeading, ReportParagraph, ReportBullets,
                                 ReportTable, ReportFigure, ReportKpiGrid, ReportPageBreak>;

struct ReportDocument {
    QString language;     ///< BCP 47 tag for HTML lang: "en", "zh-CN"
    QString title;        ///< document title (PDF metadata, HTML <title>)
    QString headerText;   ///< top of every page after the cover
    QString footerName;   ///< bottom left of every page: the scenario name(s)
    QString footerNotice; ///< bottom centre: "Estimates from editable assumptions, not quotes"
    QString pageLabel;    ///< "Page %1 of %2"
    std::vector<ReportBlock> blocks;

    int figureCount() const
    {
        int n = 0;
        for (const ReportBlock &b : blocks)
            n += std::holds_alternative<ReportFigure>(b) ? 1 : 0;
        return n;
    }
};

} // namespace planner
