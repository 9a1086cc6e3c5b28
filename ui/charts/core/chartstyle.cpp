// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/core/chartstyle.h"

#include <qcustomplot.h>

#include <QPainter>
#include <QPalette>
#include <QPixmap>

#include <algorithm>
#include <cmath>
#include <optional>

namespace planner::style {

QPen linePen(const QColor &c, double width, Qt::PenStyle style)
{
    QPen pen(c, width, style);
    pen.setCapStyle(Qt::FlatCap);
    pen.setJoinStyle(Qt::RoundJoin);
    return pen;
}

QBrush hatchedBrush(const QColor &c)
{
    // A texture rather than a Qt::BDiagPattern brush: the pattern brushes
    // leave the background transparent, which vanishes in greyscale.
    QPixmap tile(8, 8);
    tile.fill(c);
    QPainter p(&tile);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(c.lighter(150), 2.0));
    p.drawLine(QPointF(-1, 9), QPointF(9, -1));
    p.drawLine(QPointF(-1, 1), QPointF(1, -1));
    p.drawLine(QPointF(7, 9), QPointF(9, 7));
    p.end();
    return QBrush(tile);
}

QBrush hatchedRegionBrush(const QColor &c)
{
    QColor fill = c;
    fill.setAlpha(46);
    QColor stripe = c;
    stripe.setAlpha(120);
    QPixmap tile(10, 10);
    tile.fill(Qt::transparent);
    QPainter p(&tile);
    p.fillRect(tile.rect(), fill);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(stripe, 1.4));
    p.drawLine(QPointF(-1, 11), QPointF(11, -1));
    p.drawLine(QPointF(-1, 1), QPointF(1, -1));
    p.drawLine(QPointF(9, 11), QPointF(11, 9));
    p.end();
    return QBrush(tile);
}

QBrush regionBrush(const QColor &c, int alpha)
{
    QColor fill = c;
    fill.setAlpha(alpha);
    return QBrush(fill);
}

QColor tintOver(const QColor &c, int alpha, const QColor &paper)
{
    const double a = std::clamp(alpha, 0, 255) / 255.0;
    const auto mix = [a](int ink, int under) {
        return static_cast<int>(std::lround(ink * a + under * (1 - a)));
    };
    return QColor(mix(c.red(), paper.red()), mix(c.green(), paper.green()), mix(c.blue(), paper.blue()));
}

void styleAxis(QCPAxis *axis, const QPalette &palette)
{
    const QColor ink = palette.color(QPalette::Text);
    QColor faint = ink;
    faint.setAlpha(40);
    QColor fainter = ink;
    fainter.setAlpha(18);
    if (axis->basePen().style() != Qt::NoPen) // axes hidden on purpose stay hidden
        axis->setBasePen(QPen(ink, 1));
    axis->setTickPen(QPen(ink, 1));
    axis->setSubTickPen(QPen(ink, 1));
    axis->setTickLabelColor(ink);
    axis->setLabelColor(ink);
    axis->grid()->setPen(QPen(faint, 1, Qt::SolidLine));
    axis->grid()->setSubGridPen(QPen(fainter, 1, Qt::DotLine));
    axis->grid()->setZeroLinePen(QPen(faint, 1));
    axis->setLabelPadding(6);
}

namespace {
constexpr int kPaperAlpha = 215; ///< backed labels: paper over the grid, the grid faintly through
} // namespace

void backWithPaper(QCPItemText *text)
{
    text->setBrush(QColor(255, 255, 255, kPaperAlpha)); // the theme's paper once applyBaseStyle runs
}

void applyBaseStyle(QCustomPlot *plot, const QPalette &palette)
{
    plot->setBackground(palette.brush(QPalette::Base));
    for (QCPAxisRect *rect : plot->axisRects()) {
        rect->setBackground(palette.brush(QPalette::Base));
        for (QCPAxis *axis : rect->axes())
            styleAxis(axis, palette);
    }
    if (plot->legend) {
        plot->legend->setBrush(palette.brush(QPalette::Base));
        plot->legend->setTextColor(palette.color(QPalette::Text));
        plot->legend->setBorderPen(Qt::NoPen);
        // Items clip to their outer rect and QCustomPlot sizes them to the
        // font height exactly, which cuts descenders; a little margin fixes it.
        for (int i = 0; i < plot->legend->itemCount(); ++i) {
            if (QCPAbstractLegendItem *item = plot->legend->item(i)) // null for empty cells
                item->setMargins(QMargins(2, 1, 2, 3));
        }
    }
    // Labels with a backing (marker labels) take the paper colour, so they
    // stay readable over grid lines in light and dark themes.
    QColor paper = palette.color(QPalette::Base);
    paper.setAlpha(kPaperAlpha);
    // Texts left in QCustomPlot's default ink (black) take the palette's
    // text colour instead, so they read on a dark theme too; once marked
    // they follow every later theme (shell/theme.h).
    static const char *const kPaletteInk = "planner.paletteInk";
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto *text = qobject_cast<QCPItemText *>(plot->item(i));
        if (!text)
            continue;
        if (text->brush().style() != Qt::NoBrush)
            text->setBrush(paper);
        if (text->property(kPaletteInk).toBool() || text->color() == QColor(Qt::black)) {
            text->setProperty(kPaletteInk, true);
            text->setColor(palette.color(QPalette::Text));
        }
    }
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
        if (auto *text = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i)))
            text->setTextColor(palette.color(QPalette::Text));
    }
    keepInkReadable(plot, palette);
}

namespace {

double relativeLuminance(const QColor &c)
{
    const auto channel = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

/** The ink to set on `item` so it reads on `paper`, or nothing to do. The
 *  item remembers the ink its chart chose and the one shown: when the shown
 *  ink is no longer what was last set, the chart has set a new one. */
std::optional<QColor> liftedInk(QObject *item, const QColor &current, const QColor &paper, double ratio)
{
    static const char *const kChosen = "planner.chosenInk";
    static const char *const kShown = "planner.shownInk";
    const QColor lastShown = item->property(kShown).value<QColor>();
    QColor chosen = item->property(kChosen).value<QColor>();
    if (!chosen.isValid() || lastShown != current)
        chosen = current;
    const QColor shown = readableInk(chosen, paper, ratio);
    if (shown == current && lastShown == shown)
        return std::nullopt; // the common case on every replot
    item->setProperty(kChosen, chosen);
    item->setProperty(kShown, shown);
    return shown == current ? std::nullopt : std::optional<QColor>(shown);
}

template <typename Item> void liftPen(Item *item, const QColor &paper)
{
    QPen pen = item->pen();
    if (const std::optional<QColor> ink = liftedInk(item, pen.color(), paper, 3.0)) {
        pen.setColor(*ink);
        item->setPen(pen);
    }
}

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableInk(const QColor &ink, const QColor &paper, double ratio)
{
    if (!ink.isValid() || !palette::isDark(paper) || contrastRatio(ink, paper) >= ratio)
        return ink;
    // Toward white in small steps: the first mix that reads keeps most hue.
    for (int step = 1; step <= 20; ++step) {
        const double t = step / 20.0;
        QColor mixed =
            QColor::fromRgbF(static_cast<float>(ink.redF() + (1 - ink.redF()) * t),
                             static_cast<float>(ink.greenF() + (1 - ink.greenF()) * t),
                             static_cast<float>(ink.blueF() + (1 - ink.blueF()) * t), ink.alphaF());
        if (contrastRatio(mixed, paper) >= ratio)
            return mixed.toRgb();
    }
    return QColor(255, 255, 255, ink.alpha());
}

void keepInkReadable(QCustomPlot *plot, const QPalette &palette)
{
    const QColor paper = palette.color(QPalette::Base);
    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem *item = plot->item(i);
        if (auto *text = qobject_cast<QCPItemText *>(item)) {
            if (const std::optional<QColor> ink = liftedInk(text, text->color(), paper, 4.5))
                text->setColor(*ink);
        } else if (auto *line = qobject_cast<QCPItemStraightLine *>(item)) {
            liftPen(line, paper);
        } else if (auto *segment = qobject_cast<QCPItemLine *>(item)) {
            liftPen(segment, paper);
        }
    }
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable *plottable = plot->plottable(i);
        if (qobject_cast<QCPGraph *>(plottable) || qobject_cast<QCPCurve *>(plottable))
            liftPen(plottable, paper);
    }
}

QCPTextElement *addTitleAndLegendRows(QCustomPlot *plot, int legendColumns)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->insertRow(0);
    QFont titleFont = plot->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    auto *title = new QCPTextElement(plot, QString(), titleFont);
    layout->addElement(0, 0, title);

    // The legend sits in its own row under the plot so it never covers data.
    QCPLegend *legend = plot->legend;
    legend->setVisible(true);
    if (QCPLayoutInset *inset = plot->axisRect()->insetLayout(); inset->elements(false).contains(legend))
        inset->take(legend);
    const int row = layout->rowCount();
    layout->addElement(row, 0, legend);
    layout->setRowStretchFactor(row, 0.001);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setWrap(legendColumns);
    legend->setMargins(QMargins(8, 2, 8, 6));
    legend->setIconSize(24, 14);
    legend->setColumnSpacing(18);
    layout->setRowSpacing(2);
    return title;
}

void liftTextToPlotFont(QCustomPlot *plot)
{
    const double target = plot->font().pointSizeF();
    const auto lift = [target](QFont f) {
        if (target > 0 && f.pointSizeF() > 0 && f.pointSizeF() < target)
            f.setPointSizeF(target);
        return f;
    };
    mapTextFonts(plot, lift);
}

void mapTextFonts(QCustomPlot *plot, const std::function<QFont(QFont)> &map)
{
    if (QCPLegend *legend = plot->legend) {
        legend->setFont(map(legend->font()));
        for (int i = 0; i < legend->itemCount(); ++i)
            if (QCPAbstractLegendItem *item = legend->item(i))
                item->setFont(map(item->font()));
    }
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)))
            text->setFont(map(text->font()));
}

} // namespace planner::style
