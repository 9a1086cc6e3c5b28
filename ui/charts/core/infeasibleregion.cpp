// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/core/infeasibleregion.h"

#include "charts/core/chartstyle.h"
#include "charts/core/textitem.h"
#include "charts/core/textmeasure.h"
#include "texts/terms.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace planner {

namespace {

constexpr double kGap = 6.0; ///< pixels between the label and what it points at

bool segmentCrosses(const QRectF &r, QPointF a, QPointF b)
{
    if (r.contains(a) || r.contains(b))
        return true;
    const QLineF segment(a, b);
    const QLineF edges[] = {{r.topLeft(), r.topRight()},
                            {r.topRight(), r.bottomRight()},
                            {r.bottomRight(), r.bottomLeft()},
                            {r.bottomLeft(), r.topLeft()}};
    for (const QLineF &edge : edges) {
        if (segment.intersects(edge, nullptr) == QLineF::BoundedIntersection)
            return true;
    }
    return false;
}

/** True when the polyline through `points` (NaN breaks it) touches `r`. */
template <class Points> bool polylineCrosses(const QRectF &r, const Points &points)
{
    bool havePrevious = false;
    QPointF previous;
    for (const QPointF &p : points) {
        if (!std::isfinite(p.x()) || !std::isfinite(p.y())) {
            havePrevious = false;
            continue;
        }
        if (havePrevious ? segmentCrosses(r, previous, p) : r.contains(p))
            return true;
        previous = p;
        havePrevious = true;
    }
    return false;
}

} // namespace

InfeasibleRegions::InfeasibleRegions(QCPAxis *keyAxis, QCPAxis *valueAxis)
    : QObject(keyAxis->parentPlot()), m_keyAxis(keyAxis)
{
    QCustomPlot *plot = keyAxis->parentPlot();
    QCPAxisRect *rect = keyAxis->axisRect();
    for (std::size_t i = 0; i < m_rects.size(); ++i) {
        auto *region = new QCPItemRect(plot);
        region->setObjectName(i == 0 ? QStringLiteral("infeasibleRegion")
                                     : QStringLiteral("infeasibleRegion%1").arg(i));
        region->setLayer(QStringLiteral("background")); // curves and markers draw over it
        region->setClipAxisRect(rect);
        region->setPen(Qt::NoPen);
        region->setBrush(style::regionBrush(style::colour::infeasible(), 58));
        region->setSelectable(false);
        for (QCPItemPosition *p : {region->topLeft, region->bottomRight}) {
            p->setAxisRect(rect);
            p->setAxes(keyAxis, valueAxis);
            p->setTypeX(QCPItemPosition::ptPlotCoords);
            p->setTypeY(QCPItemPosition::ptAxisRectRatio);
        }
        region->topLeft->setCoords(0, 0);
        region->bottomRight->setCoords(0, 1);
        region->setVisible(false);
        m_rects[i] = region;
    }
    m_label = new TextItem(plot);
    m_label->setObjectName(QStringLiteral("infeasibleLabel"));
    m_label->setClipToAxisRect(false); // placed inside by fitLabel(); never clipped
    m_label->position->setType(QCPItemPosition::ptAbsolute);
    m_label->setColor(style::colour::infeasible().darker(150));
    m_label->setPadding(QMargins(6, 3, 6, 3));
    m_label->setTextAlignment(Qt::AlignCenter);
    m_label->setSelectable(false);
    m_label->setVisible(false);
    connect(plot, &QCustomPlot::afterLayout, this, &InfeasibleRegions::fitLabel);
    retranslate();
}

void InfeasibleRegions::setSpans(const InfeasibleSpans &spans)
{
    m_spans = spans;
    for (int i = 0; i < InfeasibleSpans::kMax; ++i) {
        QCPItemRect *region = m_rects[static_cast<std::size_t>(i)];
        const bool used = i < spans.count;
        region->setVisible(used);
        if (used) {
            const InfeasibleSpans::Span &s = spans.spans[static_cast<std::size_t>(i)];
            region->topLeft->setCoords(s.from, 0);
            region->bottomRight->setCoords(s.to, 1);
        }
    }
    m_label->setVisible(spans.any());
    if (spans.any())
        m_label->setText(text(false, false));
}

void InfeasibleRegions::setHeadline(const QString &headline)
{
    m_headline = headline;
    if (m_spans.any())
        m_label->setText(text(false, false));
}

void InfeasibleRegions::retranslate()
{
    m_headline = Terms::noValidPlanHere();
    if (m_spans.any())
        m_label->setText(text(false, false));
}

QString InfeasibleRegions::reasonText(tco::Condition c)
{
    switch (c) {
    case tco::Condition::RunCannotFinish:
        return tr("the run cannot finish:\nfailures outpace progress");
    case tco::Condition::ModelDoesNotFit:
        return tr("the model does not fit\nin accelerator memory");
    case tco::Condition::UnknownAccelerator:
        return tr("the accelerator is\nnot in the catalog");
    default:
        return {};
    }
}

QCPItemText *InfeasibleRegions::addNoPlanLabel(QCustomPlot *plot, QPointF centre)
{
    auto *label = new TextItem(plot);
    label->setObjectName(QStringLiteral("infeasibleLabel"));
    label->position->setType(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(centre);
    label->setPositionAlignment(Qt::AlignCenter);
    label->setTextAlignment(Qt::AlignCenter);
    label->setColor(style::colour::infeasible().darker(150));
    label->setPadding(QMargins(10, 6, 10, 6));
    style::backWithPaper(label); // a marker's line may have to pass behind it
    label->setVisible(false);
    return label;
}

QString InfeasibleRegions::pointText(const QString &head, const tco::Result &r)
{
    return tr("%1<br>No valid plan: %2.").arg(head, reasonText(infeasibleReason(r)).simplified());
}

QString InfeasibleRegions::text(bool outside, bool regionOnRight, bool withReasons) const
{
    // Every distinct reason, in the order of the regions.
    QStringList reasons;
    for (int i = 0; i < m_spans.count; ++i) {
        const QString r = reasonText(m_spans.spans[static_cast<std::size_t>(i)].reason);
        if (!r.isEmpty() && !reasons.contains(r))
            reasons << r;
    }
    QString head = m_headline;
    if (outside) {
        // Beside the region, "here" would name the plans it sits on: say
        // where the region is.
        if (m_keyFormat && m_widest < m_spans.count) {
            const InfeasibleSpans::Span &w = m_spans.spans[static_cast<std::size_t>(m_widest)];
            const double from = std::min(w.from, w.to), to = std::max(w.from, w.to);
            if (!m_widestAtEnd)
                head = tr("No valid plan\nfrom %1 to %2").arg(m_keyFormat(from), m_keyFormat(to));
            else if (regionOnRight)
                head = tr("No valid plan\nabove %1").arg(m_keyFormat(from));
            else
                head = tr("No valid plan\nbelow %1").arg(m_keyFormat(to));
        }
        head = regionOnRight ? head + QStringLiteral(" →") : QStringLiteral("← ") + head;
    }
    return reasons.isEmpty() || !withReasons ? head
                                             : head + QLatin1Char('\n') + reasons.join(QLatin1Char('\n'));
}

bool InfeasibleRegions::isFree(QCustomPlot *plot, const QRectF &r, const QCPAbstractItem *self,
                               bool markerLinesToo)
{
    // Other labels (markers' and the like) are data too.
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto *text = qobject_cast<QCPItemText *>(plot->item(i));
        if (!text || text == self || !text->visible() || text->text().isEmpty())
            continue;
        if (r.intersects(textmeasure::itemRect(text)))
            return false;
    }
    // So are the markers' lines (the plan's value, the optimum).
    for (int i = 0; markerLinesToo && i < plot->itemCount(); ++i) {
        auto *line = qobject_cast<QCPItemStraightLine *>(plot->item(i));
        if (!line || !line->visible())
            continue;
        const QPointF a = line->point1->pixelPosition(), b = line->point2->pixelPosition();
        const auto side = [&](QPointF p) {
            return (b.x() - a.x()) * (p.y() - a.y()) - (b.y() - a.y()) * (p.x() - a.x());
        };
        const double s1 = side(r.topLeft()), s2 = side(r.topRight()), s3 = side(r.bottomLeft()),
                     s4 = side(r.bottomRight());
        if (std::min({s1, s2, s3, s4}) <= 0 && std::max({s1, s2, s3, s4}) >= 0)
            return false;
    }
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable *p = plot->plottable(i);
        const QVariant fit = p->property("fit");
        if (!p->visible() || (fit.isValid() && !fit.toBool()))
            continue;
        QCPAxis *key = p->keyAxis();
        QCPAxis *value = p->valueAxis();
        const auto pixel = [&](double k, double v) {
            return key->orientation() == Qt::Horizontal
                       ? QPointF(key->coordToPixel(k), value->coordToPixel(v))
                       : QPointF(value->coordToPixel(v), key->coordToPixel(k));
        };
        std::vector<QPointF> points;
        if (auto *graph = qobject_cast<QCPGraph *>(p)) {
            for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
                points.push_back(std::isnan(it->value) ? QPointF(NAN, NAN) : pixel(it->key, it->value));
            if (graph->lineStyle() == QCPGraph::lsNone) {
                // Dots: each marker is a small square.
                for (const QPointF &d : points) {
                    if (std::isfinite(d.x()) && r.intersects(QRectF(d - QPointF(7, 7), QSizeF(14, 14))))
                        return false;
                }
                continue;
            }
        } else if (auto *curve = qobject_cast<QCPCurve *>(p)) {
            for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it)
                points.push_back(pixel(it->key, it->value));
        } else if (auto *bars = qobject_cast<QCPBars *>(p)) {
            // A stack covers everything from the base to its top.
            const double w = bars->width() / 2.0;
            for (int k = 0; k < bars->dataCount(); ++k) {
                const double at = bars->dataMainKey(k);
                const QPointF base = pixel(at - w, bars->baseValue());
                const QPointF top = bars->dataPixelPosition(k);
                const QPointF far = pixel(at + w, bars->baseValue());
                const QRectF bar =
                    key->orientation() == Qt::Horizontal
                        ? QRectF(QPointF(base.x(), base.y()), QPointF(far.x(), top.y())).normalized()
                        : QRectF(QPointF(base.x(), base.y()), QPointF(top.x(), far.y())).normalized();
                if (r.intersects(bar))
                    return false;
            }
            continue;
        } else {
            continue;
        }
        if (polylineCrosses(r, points))
            return false;
    }
    return true;
}

void InfeasibleRegions::placeFree(QCPItemText *label, const QCPAxisRect *rect,
                                  std::initializer_list<QPointF> spots)
{
    const QRect area = rect->rect();
    const QMargins pad = label->padding();
    const QRect text = textmeasure::bounds(label->font(), Qt::AlignLeft, label->text());
    const QSizeF size(text.width() + pad.left() + pad.right(), text.height() + pad.top() + pad.bottom());
    const double roomX = std::max(0.0, area.width() - size.width() - 4);
    const double roomY = std::max(0.0, area.height() - size.height() - 4);
    QPointF at;
    bool first = true;
    for (const QPointF &spot : spots) {
        const QPointF p(area.left() + 2 + spot.x() * roomX, area.top() + 2 + spot.y() * roomY);
        if (first)
            at = p;
        first = false;
        if (isFree(label->parentPlot(), QRectF(p, size), label)) {
            at = p;
            break;
        }
    }
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->position->setCoords(at);
}

void InfeasibleRegions::fitLabel()
{
    if (!m_spans.any())
        return;
    const QRect area = m_keyAxis->axisRect()->rect();
    if (area.width() <= 0 || area.height() <= 0)
        return;
    // The widest visible region, in pixels.
    double left = 0, right = 0;
    m_widest = 0;
    for (int i = 0; i < m_spans.count; ++i) {
        const InfeasibleSpans::Span &s = m_spans.spans[static_cast<std::size_t>(i)];
        const double a =
            std::clamp(m_keyAxis->coordToPixel(s.from), double(area.left()), double(area.right()));
        const double b = std::clamp(m_keyAxis->coordToPixel(s.to), double(area.left()), double(area.right()));
        if (std::abs(b - a) > right - left) {
            left = std::min(a, b);
            right = std::max(a, b);
            m_widest = i;
        }
    }
    if (right - left < 1) {
        m_label->setVisible(false); // off the axis
        return;
    }
    m_label->setVisible(true);
    const QMargins pad = m_label->padding();
    const auto sizeOf = [&](const QString &t) {
        const QRect b = textmeasure::bounds(m_label->font(), Qt::AlignCenter, t);
        return QSizeF(b.width() + pad.left() + pad.right(), b.height() + pad.top() + pad.bottom());
    };
    const double minX = area.left() + 2.0;
    const auto clampX = [&](double x, double width) {
        return std::clamp(x, minX, std::max(minX, area.right() - width - 2.0));
    };

    // Where the label may go, best first: inside the region when it fits
    // there, else beside it on the side with more room, then further away
    // on that side (the arrow still points at the region).
    struct Spot {
        double x;
        QString text;
        QSizeF size;
    };
    std::vector<Spot> spots;
    const bool regionOnRight = left - area.left() > area.right() - right;
    m_widestAtEnd = regionOnRight ? right >= area.right() - 1.0 : left <= area.left() + 1.0;
    const double room = regionOnRight ? left - area.left() : area.right() - right;
    // The whole note first; where no spot is free of data and markers'
    // lines, the headline alone (the reasons are in the plan's conditions).
    for (const bool withReasons : {true, false}) {
        const QString inside = text(false, false, withReasons);
        const QSizeF insideSize = sizeOf(inside);
        if (insideSize.width() + 2 * kGap <= right - left)
            spots.push_back({(left + right - insideSize.width()) / 2.0, inside, insideSize});
        const QString outside = text(true, regionOnRight, withReasons);
        const QSizeF outsideSize = sizeOf(outside);
        // Further away in sixteenths: a narrow chart may have a free gap
        // only between two markers' lines.
        for (int sixteenths = 0; sixteenths <= 16; ++sixteenths) {
            const double away = sixteenths / 16.0;
            const double x =
                regionOnRight ? left - kGap - outsideSize.width() - away * room : right + kGap + away * room;
            spots.push_back({clampX(x, outsideSize.width()), outside, outsideSize});
        }
    }
    // Heights from the bottom up; the top rows belong to the markers' labels.
    const double candidates[] = {1.0, 0.5, 0.75, 0.25, 0.875, 0.625, 0.375, 0.125, 0.0};
    const Spot *chosen = nullptr;
    double y = 0;
    // Free of everything; else across a marker's line (the label's paper
    // hides it), but never over data or another label.
    for (const bool markerLinesToo : {true, false}) {
        for (const Spot &spot : spots) {
            const double top = area.top() + 2, bottom = area.bottom() - spot.size.height() - 2;
            for (double c : candidates) {
                const double at = top + c * std::max(0.0, bottom - top);
                if (isFree(m_keyAxis->parentPlot(), QRectF(QPointF(spot.x, at), spot.size), m_label,
                           markerLinesToo)) {
                    chosen = &spot;
                    y = at;
                    break;
                }
            }
            if (chosen)
                break;
        }
        if (chosen)
            break;
    }
    if (!chosen) { // crowded everywhere: next to the region, at the bottom
        chosen = &spots.front();
        y = area.bottom() - chosen->size.height() - 2;
    }
    m_label->setText(chosen->text);
    m_label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_label->position->setCoords(chosen->x, y);
}

} // namespace planner

#include "moc_infeasibleregion.cpp"
