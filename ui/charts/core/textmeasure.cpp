// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/core/textmeasure.h"

#include <qcustomplot.h>

#include <QFontMetrics>
#include <QFontMetricsF>
#include <QHash>

#include <algorithm>
#include <vector>

namespace planner::textmeasure {
namespace {

enum class Kind { Bounds, BoundsF, Advance, AdvanceF };

struct Key {
    Kind kind;
    int flags;
    QString text;
    bool operator==(const Key &) const = default;
};

size_t qHash(const Key &key, size_t seed = 0)
{
    return qHashMulti(seed, static_cast<int>(key.kind), key.flags, key.text);
}

/** The measurements of one font. A chart uses a handful of fonts; a font
 *  that falls out is measured again. */
struct FontCache {
    QFont font;
    QHash<Key, QRectF> rects;
};

constexpr std::size_t kFonts = 12;
constexpr qsizetype kTextsPerFont = 4096; ///< then forgotten at once (tick labels drift with data)

QRectF measure(const QFont &font, const Key &key)
{
    thread_local std::vector<FontCache> fonts;
    auto it = std::find_if(fonts.begin(), fonts.end(), [&](const FontCache &c) { return c.font == font; });
    if (it == fonts.end()) {
        if (fonts.size() == kFonts)
            fonts.erase(fonts.begin());
        fonts.push_back({font, {}});
        it = fonts.end() - 1;
    }
    if (const auto found = it->rects.constFind(key); found != it->rects.constEnd())
        return *found;
    if (it->rects.size() >= kTextsPerFont)
        it->rects.clear();
    QRectF r;
    switch (key.kind) {
    case Kind::Bounds:
        r = QFontMetrics(font).boundingRect(QRect(), key.flags, key.text);
        break;
    case Kind::BoundsF:
        r = QFontMetricsF(font).boundingRect(QRectF(0, 0, 1e6, 1e6), key.flags, key.text);
        break;
    case Kind::Advance:
        r = QRectF(0, 0, QFontMetrics(font).horizontalAdvance(key.text), 0);
        break;
    case Kind::AdvanceF:
        r = QRectF(0, 0, QFontMetricsF(font).horizontalAdvance(key.text), 0);
        break;
    }
    it->rects.insert(key, r);
    return r;
}

} // namespace

QRect bounds(const QFont &font, int flags, const QString &text)
{
    return measure(font, {Kind::Bounds, flags, text}).toRect();
}

QRectF boundsF(const QFont &font, int flags, const QString &text)
{
    return measure(font, {Kind::BoundsF, flags, text});
}

int advance(const QFont &font, const QString &text)
{
    return static_cast<int>(measure(font, {Kind::Advance, 0, text}).width());
}

double advanceF(const QFont &font, const QString &text)
{
    return measure(font, {Kind::AdvanceF, 0, text}).width();
}

QRectF itemRect(const QCPItemText *item)
{
    if (!qFuzzyIsNull(item->rotation())) // not used by the charts; QCustomPlot's own geometry
        return QRectF(item->topLeft->pixelPosition(), item->bottomRight->pixelPosition()).normalized();
    // QCPItemText::anchorPixelPosition without the rotation: the text's
    // box, padded, placed at the position by the position alignment (whose
    // offset QCustomPlot rounds to whole pixels).
    const QFont font = item->selected() ? item->selectedFont() : item->font();
    const QRect text = bounds(font, Qt::TextDontClip | int(item->textAlignment()), item->text());
    const QMargins pad = item->padding();
    const QRectF box = text.adjusted(-pad.left(), -pad.top(), pad.right(), pad.bottom());
    const Qt::Alignment align = item->positionAlignment();
    QPointF offset(0, 0);
    if (align.testFlag(Qt::AlignHCenter))
        offset.rx() -= box.width() / 2.0;
    else if (align.testFlag(Qt::AlignRight))
        offset.rx() -= box.width();
    if (align.testFlag(Qt::AlignVCenter))
        offset.ry() -= box.height() / 2.0;
    else if (align.testFlag(Qt::AlignBottom))
        offset.ry() -= box.height();
    const QPointF topLeft = item->position->pixelPosition() + QPointF(offset.toPoint());
    return QRectF(topLeft, box.size()).normalized();
}

} // namespace planner::textmeasure
