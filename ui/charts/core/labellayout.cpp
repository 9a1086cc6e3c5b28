// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/core/labellayout.h"
#include "charts/core/textmeasure.h"

#include <qcustomplot.h>

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <vector>

namespace planner {

namespace {

/** Han characters and full-width punctuation: a line may break next to them. */
bool isWide(QChar c)
{
    const char16_t u = c.unicode();
    return c.script() == QChar::Script_Han || (u >= 0x3000 && u <= 0x303F) || (u >= 0xFF00 && u <= 0xFFEF);
}
/** Punctuation a line must not start with, and one it must not end with. */
bool closes(QChar c)
{
    return QStringView(u"）」』。，；：、》)]").contains(c);
}
bool opens(QChar c)
{
    return QStringView(u"（「『《([").contains(c);
}

/** Overlap beyond half a pixel: texts whose padding touches are fine. */
bool covers(const QRectF &a, const QRectF &b)
{
    return a.adjusted(0.5, 0.5, -0.5, -0.5).intersects(b.adjusted(0.5, 0.5, -0.5, -0.5));
}
bool within(const QRectF &inner, const QRectF &outer)
{
    return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(inner);
}

/** The shortest move that brings `r` inside `area` (zero where it is
 *  already inside or cannot fit). */
double intoRange(double low, double high, double areaLow, double areaHigh)
{
    if (high - low > areaHigh - areaLow)
        return 0;
    if (low < areaLow)
        return areaLow - low;
    if (high > areaHigh)
        return areaHigh - high;
    return 0;
}

/** Where each shown tick label of `axis` lies along it, in pixels, in
 *  screen order (value axes may run up or down); none if it shows none. */
using Span = std::pair<double, double>;
std::vector<Span> tickLabelSpans(const QCPAxis *axis)
{
    std::vector<Span> spans;
    if (!axis->visible() || !axis->tickLabels())
        return spans;
    const bool across = axis->orientation() == Qt::Horizontal;
    const QFont font = axis->tickLabelFont();
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    for (int i = 0; i < ticks.size() && i < labels.size(); ++i) {
        if (!axis->range().contains(ticks[i]) || labels[i].isEmpty())
            continue;
        const QRectF box = textmeasure::boundsF(font, Qt::AlignLeft, labels[i]);
        const double half = (across ? box.width() : box.height()) / 2;
        const double at = axis->coordToPixel(ticks[i]);
        spans.emplace_back(at - half, at + half);
    }
    std::sort(spans.begin(), spans.end());
    return spans;
}

} // namespace

LabelLayout::LabelLayout(QCustomPlot *plot) : m_plot(plot)
{
    // Below the overlay: a layer above a buffered one would take a paint
    // buffer of its own (ChartView::setHoverBuffered).
    m_plot->addLayer(QStringLiteral("labelsLeftOut"), m_plot->layer(QStringLiteral("main")),
                     QCustomPlot::limAbove);
    m_hidden = m_plot->layer(QStringLiteral("labelsLeftOut"));
    m_hidden->setVisible(false);
}

QString LabelLayout::fitText(const QString &text, const QFont &font, double width)
{
    if (width <= 0 || text.contains(QLatin1Char('\n')) || textmeasure::advanceF(font, text) <= width)
        return text;
    const QFontMetricsF metrics(font);
    // The break that makes the longer of the two lines shortest.
    int best = -1;
    double bestWidth = 0;
    for (int i = 1; i < text.size(); ++i) {
        const QChar before = text[i - 1], at = text[i];
        const bool space = at == QLatin1Char(' ');
        const bool wide = (isWide(before) || isWide(at)) && !closes(at) && !opens(before);
        if (!space && !wide)
            continue;
        const double longer = std::max(metrics.horizontalAdvance(text.left(i).trimmed()),
                                       metrics.horizontalAdvance(text.mid(i).trimmed()));
        if (best < 0 || longer < bestWidth) {
            best = i;
            bestWidth = longer;
        }
    }
    if (best < 0)
        return metrics.elidedText(text, Qt::ElideRight, width);
    return metrics.elidedText(text.left(best).trimmed(), Qt::ElideRight, width) + QLatin1Char('\n') +
           metrics.elidedText(text.mid(best).trimmed(), Qt::ElideRight, width);
}

bool LabelLayout::fitFrame()
{
    // The room for tick labels past the right edge is worked out at the
    // size and range drawn: kept, it only grew, and a chart once laid out
    // narrow (before its window was shown) kept a margin of hundreds of
    // pixels at any width (issue 53: the compare window's waterfall).
    bool any = releaseTickOverhang();
    if (any)
        relayout();
    // A few rounds: a wrapped title takes room from the axis across it,
    // fewer ticks change the margins.
    for (int round = 0; round < 4; ++round) {
        const bool titles = fitTitles();
        const bool margins = fitTickOverhang();
        const bool ticks = thinCrowdedTicks();
        if (!titles && !margins && !ticks)
            break;
        any = true;
        // The new titles, margins and ticks take their room before anything is drawn.
        relayout();
    }
    return any;
}

void LabelLayout::relayout()
{
    QCPLayoutGrid *layout = m_plot->plotLayout();
    layout->update(QCPLayoutElement::upPreparation);
    layout->update(QCPLayoutElement::upMargins);
    layout->update(QCPLayoutElement::upLayout);
}

bool LabelLayout::releaseTickOverhang()
{
    if (m_ownRight.isEmpty())
        return false;
    const QList<QCPAxisRect *> rects = m_plot->axisRects();
    for (auto it = m_ownRight.constBegin(); it != m_ownRight.constEnd(); ++it) {
        if (!rects.contains(it.key()))
            continue;
        QMargins minimum = it.key()->minimumMargins();
        minimum.setRight(it.value());
        it.key()->setMinimumMargins(minimum);
    }
    m_ownRight.clear();
    return true;
}

bool LabelLayout::thinCrowdedTicks()
{
    bool changed = false;
    for (QCPAxisRect *rect : m_plot->axisRects()) {
        for (QCPAxis *axis : rect->axes()) {
            if (axis->ticker()->tickCount() <= 2)
                continue;
            // Two pixels apart at least.
            const std::vector<Span> spans = tickLabelSpans(axis);
            for (std::size_t i = 1; i < spans.size(); ++i) {
                if (spans[i].first - 1 < spans[i - 1].second + 1) {
                    axis->ticker()->setTickCount(axis->ticker()->tickCount() - 1);
                    changed = true;
                    break;
                }
            }
        }
    }
    return changed;
}

bool LabelLayout::fitTitles()
{
    bool changed = false;
    for (QCPAxisRect *rect : m_plot->axisRects()) {
        for (QCPAxis *axis : rect->axes()) {
            if (!axis->visible() || axis->label().isEmpty())
                continue;
            AxisTitle &title = m_axisTitles[axis];
            if (axis->label() != title.fitted)
                title.full = axis->label(); // the chart set a new one
            const double length = axis->orientation() == Qt::Horizontal ? rect->width() : rect->height();
            title.fitted = fitText(title.full, axis->labelFont(), length);
            if (title.fitted != axis->label()) {
                axis->setLabel(title.fitted);
                changed = true;
            }
        }
    }
    for (QCPLayoutElement *element : m_plot->plotLayout()->elements(true)) {
        auto *text = qobject_cast<QCPTextElement *>(element);
        if (!text || !text->visible() || text->text().isEmpty())
            continue;
        AxisTitle &title = m_titles[text];
        if (text->text() != title.fitted)
            title.full = text->text();
        title.fitted = fitText(title.full, text->font(), m_plot->width() - 8);
        if (title.fitted != text->text()) {
            text->setText(title.fitted);
            changed = true;
        }
    }
    return changed;
}

bool LabelLayout::fitTickOverhang()
{
    bool changed = false;
    const double right = m_plot->width() - 2;
    for (QCPAxisRect *rect : m_plot->axisRects()) {
        double overhang = 0;
        for (QCPAxis *axis : rect->axes(QCPAxis::atBottom | QCPAxis::atTop)) {
            for (const Span &span : tickLabelSpans(axis))
                overhang = std::max(overhang, span.second - right);
        }
        if (overhang <= 0)
            continue;
        QMargins minimum = rect->minimumMargins();
        if (!m_ownRight.contains(rect))
            m_ownRight.insert(rect, minimum.right());
        minimum.setRight(
            std::max(minimum.right(), rect->margins().right() + static_cast<int>(std::ceil(overhang))));
        rect->setMinimumMargins(minimum);
        changed = true;
    }
    return changed;
}

void LabelLayout::restoreItems()
{
    for (auto it = m_moved.constBegin(); it != m_moved.constEnd(); ++it) {
        if (m_plot->hasItem(it.key()) && it.key()->position->coords() == it->moved)
            it.key()->position->setCoords(it->original);
    }
    m_moved.clear();
    for (auto it = m_left.constBegin(); it != m_left.constEnd(); ++it) {
        if (m_plot->hasItem(it.key()) && it.key()->layer() == m_hidden)
            it.key()->setLayer(it.value());
    }
    m_left.clear();
}

void LabelLayout::placeItems()
{
    restoreItems();
    std::vector<QRectF> placed;
    if (m_plot->legend && m_plot->legend->realVisibility())
        placed.push_back(QRectF(m_plot->legend->outerRect()));
    std::vector<QCPItemText *> texts;
    for (int i = 0; i < m_plot->itemCount(); ++i) {
        auto *text = qobject_cast<QCPItemText *>(m_plot->item(i));
        if (text && text->realVisibility() && !text->text().trimmed().isEmpty())
            texts.push_back(text);
    }
    std::stable_sort(texts.begin(), texts.end(), [](const QCPItemText *a, const QCPItemText *b) {
        return a->property(kLabelPriority).toInt() > b->property(kLabelPriority).toInt();
    });
    for (QCPItemText *text : texts) {
        const QRectF r = textmeasure::itemRect(text);
        const QRectF area = text->clipToAxisRect() && text->clipAxisRect()
                                ? QRectF(text->clipAxisRect()->rect())
                                : QRectF(m_plot->rect());
        const bool staysPut = text->property(kLabelStaysPut).toBool();
        const auto fits = [&](const QPointF &offset) {
            const QRectF at = r.translated(offset);
            return within(at, area) && std::none_of(placed.begin(), placed.end(),
                                                    [&](const QRectF &other) { return covers(at, other); });
        };
        std::vector<QPointF> offsets{QPointF(0, 0)};
        if (!staysPut) {
            // Inside the area first, then above or below each placed text.
            const QPointF inside(intoRange(r.left(), r.right(), area.left(), area.right()),
                                 intoRange(r.top(), r.bottom(), area.top(), area.bottom()));
            offsets.push_back(inside);
            for (const QRectF &other : placed) {
                offsets.emplace_back(inside.x(), other.bottom() + 1 - r.top());
                offsets.emplace_back(inside.x(), other.top() - 1 - r.bottom());
            }
            std::stable_sort(offsets.begin() + 1, offsets.end(), [](const QPointF &a, const QPointF &b) {
                return std::hypot(a.x(), a.y()) < std::hypot(b.x(), b.y());
            });
        }
        const auto found = std::find_if(offsets.begin(), offsets.end(), fits);
        if (found == offsets.end()) {
            m_left.insert(text, text->layer());
            text->setLayer(m_hidden);
            continue;
        }
        if (!found->isNull()) {
            const QPointF original = text->position->coords();
            text->position->setPixelPosition(text->position->pixelPosition() + *found);
            m_moved.insert(text, Moved{original, text->position->coords()});
        }
        placed.push_back(r.translated(*found));
    }
}

} // namespace planner
