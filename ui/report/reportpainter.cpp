// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportpainter.h"

#include "report/reportcharts.h"

#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>
#include <functional>
#include <memory>

namespace planner {

namespace {

// Typography in points, spacing in millimetres: A4 at arm's length.
constexpr double kBodyPt = 10.0;
constexpr double kTablePt = 9.0;
constexpr double kSmallPt = 9.0;
constexpr double kFooterPt = 8.5;
constexpr double kH1Pt = 17.0;
constexpr double kH2Pt = 12.5;
constexpr double kCaptionPt = 9.0;
constexpr double kKpiValuePt = 14.0;
constexpr double kCoverTitlePt = 26.0;

constexpr double kMinFigureScale = 0.78;

constexpr double kMarginSideMm = 18.0;
constexpr double kMarginTopMm = 22.0;
constexpr double kMarginBottomMm = 24.0;

/** The page's structure; the tones' ink is the window's (texts/tone.h). */
namespace ink {
const QColor text = palette::ink(Tone::Neutral);
const QColor muted = palette::ink(Tone::Muted);
const QColor accent = palette::paperAccent();
const palette::PaperInk paper = palette::paperInk();
} // namespace ink

QColor toneColour(ReportTone tone, const QColor &neutral = ink::text)
{
    switch (tone) {
    case ReportTone::Neutral:
        return neutral;
    case ReportTone::Good:
    case ReportTone::Warning:
    case ReportTone::Bad:
    case ReportTone::Muted:
        return palette::ink(tone);
    }
    return neutral;
}

QColor barColour(ReportTone tone)
{
    return tone == ReportTone::Neutral || tone == ReportTone::Muted ? ink::accent : toneColour(tone);
}

/** Laid-out text: a QTextLayout broken into lines for one width. */
struct Text {
    std::shared_ptr<QTextLayout> layout;
    double height = 0;
    bool empty() const { return !layout; }
};

using Op = std::function<void(QPainter &)>;

struct Page {
    std::vector<Op> ops;
    bool cover = false;
};

} // namespace

struct ReportPainter::Impl {
    const ReportDocument &doc;
    QPagedPaintDevice *dev = nullptr;
    double dpi = 72;
    QRectF pageRect;
    QRectF content;
    double y = 0;
    std::vector<Page> pages;
    std::vector<int> chapterPages; ///< per level-1 heading, in order
    std::vector<QString> chapterTitles;

    explicit Impl(const ReportDocument &d) : doc(d) {}

    double pt(double points) const { return points * dpi / 72.0; }
    double mm(double millimetres) const { return millimetres * dpi / 25.4; }

    QFont font(double points, bool bold = false, bool italic = false) const
    {
        QFont f = ReportChartRenderer::reportFont(points);
        f.setBold(bold);
        f.setItalic(italic);
        // Any letter spacing turns ligatures off: "ff" stays two letters, so
        // copying and searching the PDF find "Trade-offs" (Qt 6.4 has no
        // QFont::setFeature to switch off "liga" alone).
        f.setLetterSpacing(QFont::AbsoluteSpacing, 0.05);
        return f;
    }

    Text text(QString s, const QFont &f, double width, Qt::Alignment align = Qt::AlignLeft,
              double spacing = 1.12, int boldPrefix = 0) const
    {
        if (s.isEmpty())
            return {};
        s.replace(QLatin1Char('\n'), QChar::LineSeparator);
        auto layout = std::make_shared<QTextLayout>(s, f, dev);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        option.setAlignment(align & Qt::AlignHorizontal_Mask);
        layout->setTextOption(option);
        if (boldPrefix > 0) {
            QTextLayout::FormatRange range;
            range.start = 0;
            range.length = boldPrefix;
            range.format.setFontWeight(QFont::Bold);
            layout->setFormats({range});
        }
        layout->beginLayout();
        double h = 0;
        for (;;) {
            QTextLine line = layout->createLine();
            if (!line.isValid())
                break;
            line.setLineWidth(width);
            line.setPosition(QPointF(0, h));
            h += line.height() * spacing;
        }
        layout->endLayout();
        // The spacing after the last line is not part of the text.
        const int n = layout->lineCount();
        if (n > 0)
            h -= layout->lineAt(n - 1).height() * (spacing - 1.0);
        return {layout, h};
    }

    void draw(const Text &t, double x, double top, const QColor &colour)
    {
        if (t.empty())
            return;
        ops().push_back([t, x, top, colour](QPainter &p) {
            p.setPen(colour);
            t.layout->draw(&p, QPointF(x, top));
        });
    }

    void fill(const QRectF &r, const QColor &colour)
    {
        ops().push_back([r, colour](QPainter &p) { p.fillRect(r, colour); });
    }

    void line(QPointF a, QPointF b, const QColor &colour, double widthPt)
    {
        const double w = pt(widthPt);
        ops().push_back([a, b, colour, w](QPainter &p) {
            p.setPen(QPen(colour, w));
            p.drawLine(a, b);
        });
    }

    std::vector<Op> &ops() { return pages.back().ops; }

    void newPage()
    {
        pages.emplace_back();
        y = content.top();
    }
    bool atTop() const { return y <= content.top() + 0.5; }
    double room() const { return content.bottom() - y; }
    /** Starts a new page unless `height` still fits (or the page is empty). */
    void ensure(double height)
    {
        if (height > room() && !atTop())
            newPage();
    }

    // ---------------------------------------------------------- blocks

    void layoutCover(const ReportCover &c)
    {
        pages.back().cover = true;
        const double w = content.width();
        y = content.top() + mm(14);
        fill(QRectF(content.left(), y, mm(18), mm(1.6)), ink::accent);
        y += mm(5);
        Text product = text(c.product, font(12, true), w);
        draw(product, content.left(), y, ink::accent);
        y += product.height + mm(2);
        Text kind = text(c.kind, font(11.5), w);
        draw(kind, content.left(), y, ink::muted);
        y += kind.height + mm(9);
        Text title = text(c.title, font(kCoverTitlePt, true), w, Qt::AlignLeft, 1.05);
        draw(title, content.left(), y, ink::text);
        y += title.height + mm(4);
        Text date = text(c.date, font(kBodyPt), w);
        draw(date, content.left(), y, ink::muted);
        y += date.height + mm(6);
        line({content.left(), y}, {content.right(), y}, ink::paper.rule, 0.8);
        y += mm(4);

        const double labelW = w * 0.22;
        for (const auto &[label, value] : c.facts) {
            Text l = text(label, font(kBodyPt, true), labelW - mm(2));
            Text v = text(value, font(kBodyPt), w - labelW);
            draw(l, content.left(), y, ink::muted);
            draw(v, content.left() + labelW, y, ink::text);
            y += std::max(l.height, v.height) + mm(2.2);
        }
        if (!c.description.isEmpty()) {
            y += mm(2);
            Text d = text(c.description, font(kBodyPt, false, true), w);
            draw(d, content.left(), y, ink::text);
            y += d.height + mm(3);
        }
        if (!c.headline.isEmpty()) {
            y += mm(3);
            const double pad = mm(4);
            Text h = text(c.headline, font(12.5, true), w - 2 * pad - mm(1.5));
            const QRectF box(content.left(), y, w, h.height + 2 * pad);
            fill(box, ink::paper.boxFill);
            fill(QRectF(box.left(), box.top(), mm(1.5), box.height()), barColour(c.headlineTone));
            draw(h, box.left() + pad + mm(1.5), y + pad, toneColour(c.headlineTone));
            y = box.bottom() + mm(4);
        }
        if (!c.notice.isEmpty()) {
            Text n = text(c.notice, font(kSmallPt, false, true), w);
            draw(n, content.left(), y, ink::muted);
            y += n.height + mm(8);
        }
    }

    void layoutContents(const ReportContents &c)
    {
        const double w = content.width();
        Text title = text(c.title, font(13, true), w);
        const double entryH = QFontMetricsF(font(kBodyPt), dev).height() * 1.5;
        ensure(title.height + mm(4) + entryH * static_cast<double>(chapterTitles.size()));
        draw(title, content.left(), y, ink::text);
        y += title.height + mm(3);
        for (std::size_t i = 0; i < chapterTitles.size(); ++i) {
            const QString titleText = chapterTitles[i];
            const QFont f = font(kBodyPt);
            const double top = y;
            const QRectF row(content.left(), top, w, entryH);
            const double dotW = pt(0.6);
            // Page numbers are known only when the whole report is laid out.
            ops().push_back([this, i, titleText, f, row, dotW](QPainter &p) {
                p.setFont(f);
                p.setPen(ink::text);
                const QFontMetricsF fm(f, p.device());
                const QString number = QString::number(i < chapterPages.size() ? chapterPages[i] : 0);
                const double numberW = fm.horizontalAdvance(number);
                const double titleW = fm.horizontalAdvance(titleText);
                p.drawText(row, Qt::AlignLeft | Qt::AlignVCenter, titleText);
                p.drawText(row, Qt::AlignRight | Qt::AlignVCenter, number);
                const double baseline = row.center().y() + fm.ascent() / 2 - fm.descent() / 2;
                p.setPen(QPen(ink::paper.rule, dotW, Qt::DotLine));
                const double from = row.left() + titleW + fm.horizontalAdvance(QLatin1Char(' '));
                const double to = row.right() - numberW - fm.horizontalAdvance(QLatin1Char(' '));
                if (to > from)
                    p.drawLine(QPointF(from, baseline), QPointF(to, baseline));
            });
            y += entryH;
        }
        y += mm(4);
    }

    /** How much of `next` must fit under a heading for the heading to stay
     *  on this page: a figure (at the smallest scale layoutFigure allows),
     *  a table's caption, header and first row, or a few lines of text. */
    double keepHeight(const ReportBlock *next) const
    {
        if (!next)
            return 0;
        if (const auto *f = std::get_if<ReportFigure>(next); f && !f->drawing.isNull()) {
            const double w = content.width() * std::clamp(f->widthFraction, 0.2, 1.0);
            return kMinFigureScale * w * f->drawing.size.height() / f->drawing.size.width() + mm(12);
        }
        if (const auto *p = std::get_if<ReportParagraph>(next))
            return std::min(text(p->text, font(kBodyPt), content.width(), Qt::AlignLeft, 1.15).height,
                            mm(30)) +
                   mm(2);
        if (const auto *t = std::get_if<ReportTable>(next))
            return tableLead(measureTable(*t));
        if (std::holds_alternative<ReportKpiGrid>(*next))
            return mm(28);
        return mm(15);
    }

    void layoutHeading(const ReportHeading &h, const ReportBlock *next)
    {
        const double w = content.width();
        if (h.level <= 1) {
            if (!atTop())
                newPage();
            Text t = text(h.text, font(kH1Pt, true), w);
            draw(t, content.left(), y, ink::accent);
            y += t.height + mm(2);
            line({content.left(), y}, {content.right(), y}, ink::accent, 1.0);
            y += mm(5);
            chapterPages.push_back(static_cast<int>(pages.size()));
            return;
        }
        Text t = text(h.text, font(kH2Pt, true), w);
        // Keep the heading with at least a few lines of what follows.
        const double before = atTop() ? 0 : mm(5);
        ensure(before + t.height + mm(2.5) + keepHeight(next));
        if (!atTop())
            y += before;
        draw(t, content.left(), y, ink::text);
        y += t.height + mm(2.5);
    }

    void layoutParagraph(const ReportParagraph &p)
    {
        const double w = content.width();
        const QString all = p.lead.isEmpty() ? p.text : p.lead + QLatin1Char(' ') + p.text;
        const int boldPrefix = p.lead.isEmpty() ? 0 : static_cast<int>(p.lead.size());
        if (p.boxed) {
            const double pad = mm(3);
            const double bar = mm(1.2);
            Text t = text(all, font(kBodyPt), w - 2 * pad - bar, Qt::AlignLeft, 1.15, boldPrefix);
            const double h = t.height + 2 * pad;
            ensure(h);
            const QRectF box(content.left(), y, w, h);
            fill(box, ink::paper.boxFill);
            fill(QRectF(box.left(), box.top(), bar, h), barColour(p.tone));
            draw(t, box.left() + bar + pad, y + pad, ink::text);
            y += h + mm(3);
            return;
        }
        Text t = text(all, font(kBodyPt), w, Qt::AlignLeft, 1.15, boldPrefix);
        ensure(t.height);
        draw(t, content.left(), y, toneColour(p.tone));
        y += t.height + mm(3);
    }

    void layoutBullets(const ReportBullets &b)
    {
        const double indent = mm(5);
        for (const QString &item : b.items) {
            Text t = text(item, font(kBodyPt), content.width() - indent, Qt::AlignLeft, 1.15);
            Text dot = text(QStringLiteral("•"), font(kBodyPt), indent);
            ensure(t.height);
            draw(dot, content.left() + mm(1), y, ink::accent);
            draw(t, content.left() + indent, y, ink::text);
            y += t.height + mm(1.8);
        }
        y += mm(1.5);
    }

    struct CellText {
        Text main;
        Text detail;
        double height = 0;
        double ascent = 0; ///< of the first line: cells of a row share a baseline
    };

    static double firstAscent(const Text &t)
    {
        return t.empty() || t.layout->lineCount() == 0 ? 0 : t.layout->lineAt(0).ascent();
    }

    /** A table laid out but not drawn: its columns, header, caption and
     *  rows, for layoutTable() to draw and keepHeight() to keep a heading
     *  with. */
    struct TableLayout {
        std::size_t columns = 0;
        double w = 0, padX = 0, padY = 0, headerH = 0;
        std::vector<double> x;
        std::vector<Text> header;
        Text caption;
        std::vector<std::vector<CellText>> rows;
        std::vector<double> heights;
    };

    TableLayout measureTable(const ReportTable &t) const
    {
        const double w = content.width();
        const std::size_t columns = t.header.size();
        if (columns == 0)
            return {};
        double total = 0;
        for (std::size_t c = 0; c < columns; ++c)
            total += c < t.widths.size() ? t.widths[c] : 1.0;
        std::vector<double> x(columns + 1, content.left());
        for (std::size_t c = 0; c < columns; ++c)
            x[c + 1] = x[c] + w * (c < t.widths.size() ? t.widths[c] : 1.0) / total;
        const double padX = mm(1.6);
        const double padY = mm(1.15);
        const auto alignOf = [&](std::size_t c) {
            return c < t.align.size() ? t.align[c] : Qt::Alignment(Qt::AlignLeft);
        };

        // Header row, laid out once and drawn on every page the table spans.
        std::vector<Text> header;
        double headerH = 0;
        for (std::size_t c = 0; c < columns; ++c) {
            // A header word wider than its column is set smaller rather than broken.
            const double cw = x[c + 1] - x[c] - 2 * padX;
            const QFontMetricsF fm(font(kTablePt, true), dev);
            double widest = 0;
            for (const QString &word : t.header[c].split(QLatin1Char(' '), Qt::SkipEmptyParts))
                widest = std::max(widest, fm.horizontalAdvance(word));
            const double headerPt = widest > cw ? std::max(7.5, kTablePt * cw / widest * 0.98) : kTablePt;
            header.push_back(text(t.header[c], font(headerPt, true), cw, alignOf(c), 1.05));
            headerH = std::max(headerH, header.back().height);
        }
        headerH += 2 * padY;

        Text caption;
        if (!t.caption.isEmpty())
            caption = text(t.caption, font(kBodyPt, true), w);

        // Lay out every row first: a row is never split across pages.
        std::vector<std::vector<CellText>> rows;
        std::vector<double> heights;
        for (const ReportRow &row : t.rows) {
            std::vector<CellText> cells;
            double h = 0;
            const bool section = row.kind == ReportRowKind::Section;
            for (std::size_t c = 0; c < columns; ++c) {
                CellText ct;
                const ReportCell empty;
                const ReportCell &cell = c < row.cells.size() ? row.cells[c] : empty;
                const bool bold = cell.strong || row.kind == ReportRowKind::Total || section;
                const double cw = section && c == 0 ? w - 2 * padX : x[c + 1] - x[c] - 2 * padX;
                ct.main = text(cell.text, font(kTablePt, bold), cw, alignOf(c), 1.08);
                if (!cell.detail.isEmpty())
                    ct.detail = text(cell.detail, font(kSmallPt), cw, alignOf(c), 1.08);
                ct.height = ct.main.height + (ct.detail.empty() ? 0 : pt(1.5) + ct.detail.height);
                ct.ascent = firstAscent(ct.main);
                cells.push_back(std::move(ct));
                if (section)
                    break;
            }
            // Align first baselines: a Chinese fallback face has a taller
            // ascent than the Latin one next to it.
            double ascent = 0;
            for (const CellText &ct : cells)
                ascent = std::max(ascent, ct.ascent);
            for (CellText &ct : cells) {
                ct.ascent = ascent - ct.ascent; // now: the cell's offset from the row's top padding
                h = std::max(h, ct.ascent + ct.height);
            }
            rows.push_back(std::move(cells));
            heights.push_back(h + 2 * padY);
        }

        TableLayout L;
        L.columns = columns;
        L.w = w;
        L.padX = padX;
        L.padY = padY;
        L.headerH = headerH;
        L.x = std::move(x);
        L.header = std::move(header);
        L.caption = std::move(caption);
        L.rows = std::move(rows);
        L.heights = std::move(heights);
        return L;
    }

    /** What of a table must go on the page it starts on: the whole of a
     *  short table (a third of a page at most), else its caption, header
     *  and two rows; so no row is left alone on a page. */
    double tableLead(const TableLayout &L) const
    {
        double rowsH = 0;
        for (const double h : L.heights)
            rowsH += h;
        const double firstRows =
            L.heights.empty() ? 0 : L.heights[0] + (L.heights.size() > 1 ? L.heights[1] : 0);
        return (L.caption.empty() ? 0 : L.caption.height + mm(2)) + L.headerH +
               (rowsH <= content.height() / 3 ? rowsH : firstRows);
    }

    void layoutTable(const ReportTable &t)
    {
        const TableLayout L = measureTable(t);
        if (L.columns == 0)
            return;
        const std::size_t columns = L.columns;
        const double w = L.w, padX = L.padX, padY = L.padY, headerH = L.headerH;
        const std::vector<double> &x = L.x;
        const std::vector<Text> &header = L.header;
        const Text &caption = L.caption;
        const std::vector<std::vector<CellText>> &rows = L.rows;
        const std::vector<double> &heights = L.heights;
        const auto drawHeader = [&] {
            fill(QRectF(x[0], y, w, headerH), ink::paper.headerFill);
            for (std::size_t c = 0; c < columns; ++c)
                draw(header[c], x[c] + padX, y + padY, ink::text);
            y += headerH;
            line({x[0], y}, {x[columns], y}, ink::paper.rule, 0.8);
        };

        ensure(tableLead(L));
        if (!caption.empty()) {
            draw(caption, content.left(), y, ink::text);
            y += caption.height + mm(2);
        }
        drawHeader();
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const ReportRow &row = t.rows[r];
            const double h = heights[r];
            // A group title stays with the first row of its group.
            double keep = row.kind == ReportRowKind::Section && r + 1 < rows.size() ? heights[r + 1] : 0;
            // The last row never goes over alone: the one before goes with it.
            if (r + 2 == rows.size() && r >= 2 && h + heights[r + 1] > room())
                keep = std::max(keep, heights[r + 1]);
            if (h + keep > room() && y > content.top() + headerH + 1) {
                newPage();
                drawHeader();
            }
            const QRectF band(x[0], y, w, h);
            if (row.kind == ReportRowKind::Section)
                fill(band, ink::paper.sectionFill);
            else if (row.kind == ReportRowKind::Marked)
                fill(band, ink::paper.markedFill);
            if (row.kind == ReportRowKind::Total)
                line({x[0], y}, {x[columns], y}, ink::text, 0.9);
            for (std::size_t c = 0; c < rows[r].size(); ++c) {
                const CellText &ct = rows[r][c];
                const ReportCell empty;
                const ReportCell &cell = c < row.cells.size() ? row.cells[c] : empty;
                const QColor colour =
                    row.kind == ReportRowKind::Section ? ink::accent : toneColour(cell.tone);
                draw(ct.main, x[c] + padX, y + padY + ct.ascent, colour);
                if (!ct.detail.empty())
                    draw(ct.detail, x[c] + padX, y + padY + ct.ascent + ct.main.height + pt(1.5), ink::muted);
            }
            y += h;
            if (row.kind != ReportRowKind::Total)
                line({x[0], y}, {x[columns], y}, ink::paper.hairline, 0.5);
        }
        if (!t.note.isEmpty()) {
            Text note = text(t.note, font(kSmallPt, false, true), w, Qt::AlignLeft, 1.1);
            y += mm(1.5);
            ensure(note.height);
            draw(note, content.left(), y, ink::muted);
            y += note.height;
        }
        y += mm(5);
    }

    void layoutFigure(const ReportFigure &f)
    {
        if (f.drawing.isNull())
            return;
        Text caption = text(f.caption, font(kCaptionPt, false, true), content.width(), Qt::AlignLeft, 1.1);
        double w = content.width() * std::clamp(f.widthFraction, 0.2, 1.0);
        double h = w * f.drawing.size.height() / f.drawing.size.width();
        const double maxH = content.height() - caption.height - mm(6);
        if (h > maxH) {
            w *= maxH / h;
            h = maxH;
        }
        // A figure that almost fits is drawn a little smaller rather than
        // leaving most of a page empty.
        const double need = h + mm(2) + caption.height;
        if (need > room() && !atTop()) {
            const double fit = room() - mm(2) - caption.height;
            if (fit >= kMinFigureScale * h) {
                w *= fit / h;
                h = fit;
            } else {
                newPage();
            }
        }
        const QRectF target(content.left() + (content.width() - w) / 2, y, w, h);
        const ReportDrawing drawing = f.drawing;
        ops().push_back([target, drawing](QPainter &p) {
            // The chart's own drawing: vectors on paper, no image.
            drawing.paint(p, target);
        });
        y += h + mm(2);
        draw(caption, content.left(), y, ink::muted);
        y += caption.height + mm(6);
    }

    void layoutKpis(const ReportKpiGrid &g)
    {
        const int cols = std::max(1, g.columns);
        const double gap = mm(2.5);
        const double cardW = (content.width() - gap * (cols - 1)) / cols;
        const double pad = mm(2.2);
        const double bar = mm(1.2);
        const double inner = cardW - 2 * pad - bar;
        for (std::size_t start = 0; start < g.items.size(); start += static_cast<std::size_t>(cols)) {
            struct Card {
                Text label, value, detail;
                ReportTone tone;
            };
            std::vector<Card> cards;
            double h = 0;
            for (std::size_t i = start; i < std::min(g.items.size(), start + static_cast<std::size_t>(cols));
                 ++i) {
                const ReportKpi &k = g.items[i];
                // A long value ("$14.3M – $19.1M") is set smaller, not wrapped.
                const double natural = QFontMetricsF(font(kKpiValuePt, true), dev).horizontalAdvance(k.value);
                const double valuePt =
                    natural > inner ? std::max(10.5, kKpiValuePt * inner / natural * 0.98) : kKpiValuePt;
                Card c{text(k.label, font(kSmallPt), inner),
                       text(k.value, font(valuePt, true), inner, Qt::AlignLeft, 1.0),
                       text(k.detail, font(kSmallPt), inner, Qt::AlignLeft, 1.08), k.tone};
                h = std::max(h, c.label.height + mm(1.2) + c.value.height + mm(1.2) + c.detail.height);
                cards.push_back(std::move(c));
            }
            h += 2 * pad;
            ensure(h);
            for (std::size_t i = 0; i < cards.size(); ++i) {
                const double left = content.left() + static_cast<double>(i) * (cardW + gap);
                fill(QRectF(left, y, cardW, h), ink::paper.cardFill);
                fill(QRectF(left, y, bar, h), barColour(cards[i].tone));
                double cy = y + pad;
                const double cx = left + bar + pad;
                draw(cards[i].label, cx, cy, ink::muted);
                cy += cards[i].label.height + mm(1.2);
                draw(cards[i].value, cx, cy, toneColour(cards[i].tone));
                cy += cards[i].value.height + mm(1.2);
                draw(cards[i].detail, cx, cy, ink::muted);
            }
            y += h + gap;
        }
        y += mm(2);
    }

    // ---------------------------------------------------------- pages

    void layout()
    {
        pages.clear();
        chapterPages.clear();
        chapterTitles.clear();
        for (const ReportBlock &b : doc.blocks)
            if (const auto *h = std::get_if<ReportHeading>(&b); h && h->level <= 1)
                chapterTitles.push_back(h->text);
        newPage();
        for (std::size_t i = 0; i < doc.blocks.size(); ++i) {
            const ReportBlock &b = doc.blocks[i];
            const ReportBlock *next = i + 1 < doc.blocks.size() ? &doc.blocks[i + 1] : nullptr;
            std::visit(
                [this, next](const auto &block) {
                    using T = std::decay_t<decltype(block)>;
                    if constexpr (std::is_same_v<T, ReportCover>)
                        layoutCover(block);
                    else if constexpr (std::is_same_v<T, ReportContents>)
                        layoutContents(block);
                    else if constexpr (std::is_same_v<T, ReportHeading>)
                        layoutHeading(block, next);
                    else if constexpr (std::is_same_v<T, ReportParagraph>)
                        layoutParagraph(block);
                    else if constexpr (std::is_same_v<T, ReportBullets>)
                        layoutBullets(block);
                    else if constexpr (std::is_same_v<T, ReportTable>)
                        layoutTable(block);
                    else if constexpr (std::is_same_v<T, ReportFigure>)
                        layoutFigure(block);
                    else if constexpr (std::is_same_v<T, ReportKpiGrid>)
                        layoutKpis(block);
                    else if constexpr (std::is_same_v<T, ReportPageBreak>) {
                        if (!atTop())
                            newPage();
                    }
                },
                b);
        }
        // A trailing empty page (a break at the very end) is dropped.
        if (pages.size() > 1 && pages.back().ops.empty())
            pages.pop_back();
    }

    void paintFrame(QPainter &p, int index, int count)
    {
        const QFont small = font(kFooterPt);
        const QFontMetricsF fm(small, p.device());
        p.setFont(small);
        if (!pages[static_cast<std::size_t>(index)].cover) {
            // Running header.
            const double baseline = mm(kMarginTopMm - 8);
            p.setPen(ink::muted);
            p.drawText(QPointF(content.left(), baseline),
                       fm.elidedText(doc.headerText, Qt::ElideRight, content.width()));
            p.setPen(QPen(ink::paper.rule, pt(0.6)));
            p.drawLine(QPointF(content.left(), baseline + mm(2)), QPointF(content.right(), baseline + mm(2)));
        }
        // Footer: the scenario name and the notice on the left, the page on the right.
        const double top = pageRect.bottom() - mm(kMarginBottomMm) + mm(7);
        p.setPen(QPen(ink::paper.rule, pt(0.6)));
        p.drawLine(QPointF(content.left(), top), QPointF(content.right(), top));
        const QString pageText = doc.pageLabel.arg(index + 1).arg(count);
        const double pageW = fm.horizontalAdvance(pageText);
        const double leftW = content.width() - pageW - mm(6);
        const double line1 = top + mm(2) + fm.ascent();
        const double line2 = line1 + fm.height() * 1.15;
        QFont bold = small;
        bold.setBold(true);
        p.setFont(bold);
        p.setPen(ink::text);
        p.drawText(QPointF(content.left(), line1),
                   QFontMetricsF(bold, p.device()).elidedText(doc.footerName, Qt::ElideRight, leftW));
        p.setFont(small);
        p.setPen(ink::muted);
        p.drawText(QPointF(content.left(), line2), fm.elidedText(doc.footerNotice, Qt::ElideRight, leftW));
        p.setPen(ink::text);
        p.drawText(QPointF(content.right() - pageW, line1), pageText);
    }
};

ReportPainter::ReportPainter(const ReportDocument &document) : d(std::make_unique<Impl>(document))
{
}

ReportPainter::~ReportPainter() = default;

const std::vector<int> &ReportPainter::chapterPages() const
{
    return d->chapterPages;
}

int ReportPainter::paint(QPagedPaintDevice *device)
{
    if (!device)
        return 0;
    d->dev = device;
    d->dpi = device->logicalDpiY();
    d->pageRect = QRectF(0, 0, device->width(), device->height());
    d->content = d->pageRect.adjusted(d->mm(kMarginSideMm), d->mm(kMarginTopMm), -d->mm(kMarginSideMm),
                                      -d->mm(kMarginBottomMm));
    d->layout();

    QPainter painter;
    if (!painter.begin(device))
        return 0;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const int count = static_cast<int>(d->pages.size());
    for (int i = 0; i < count; ++i) {
        if (i > 0 && !device->newPage()) {
            painter.end();
            return 0;
        }
        d->paintFrame(painter, i, count);
        for (const Op &op : d->pages[static_cast<std::size_t>(i)].ops)
            op(painter);
    }
    painter.end();
    return count;
}

} // namespace planner
