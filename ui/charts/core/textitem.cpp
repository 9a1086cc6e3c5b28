// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/core/textitem.h"

#include "charts/core/textmeasure.h"

#include <QPainter>

#include <cmath>

namespace planner {

void TextItem::draw(QCPPainter *painter)
{
    if (painter->modes().testFlag(QCPPainter::pmVectorized) ||
        painter->modes().testFlag(QCPPainter::pmNoCaching) || !qFuzzyIsNull(mRotation)) {
        QCPItemText::draw(painter);
        return;
    }
    // The geometry of QCPItemText::draw, with the text measured once.
    const QPointF pos(position->pixelPosition());
    QTransform transform = painter->transform();
    transform.translate(pos.x(), pos.y());
    const QFont font = mainFont();
    const int flags = Qt::TextDontClip | static_cast<int>(mTextAlignment);
    QRect textRect = textmeasure::bounds(font, flags, mText);
    QRect boxRect = textRect.adjusted(-mPadding.left(), -mPadding.top(), mPadding.right(), mPadding.bottom());
    const QPointF textPos = getTextDrawPoint(QPointF(0, 0), boxRect, mPositionAlignment);
    textRect.moveTopLeft(textPos.toPoint() + QPoint(mPadding.left(), mPadding.top()));
    boxRect.moveTopLeft(textPos.toPoint());
    const int clipPad = static_cast<int>(std::ceil(mainPen().widthF()));
    const QRect bounds = boxRect.adjusted(-clipPad, -clipPad, clipPad, clipPad);
    if (!transform.mapRect(bounds).intersects(painter->transform().mapRect(clipRect())))
        return;
    painter->setTransform(transform);
    if ((mainBrush().style() != Qt::NoBrush && mainBrush().color().alpha() != 0) ||
        (mainPen().style() != Qt::NoPen && mainPen().color().alpha() != 0)) {
        painter->setPen(mainPen());
        painter->setBrush(mainBrush());
        painter->drawRect(boxRect);
    }
    if (textRect.isEmpty())
        return;
    const double ratio = painter->device() ? painter->device()->devicePixelRatio() : 1.0;
    painter->drawImage(textRect.topLeft(), picture(font, mainColor(), textRect.size(), ratio,
                                                   painter->testRenderHint(QPainter::TextAntialiasing)));
}

const QImage &TextItem::picture(const QFont &font, const QColor &ink, QSize size, double ratio,
                                bool antialiased)
{
    const QSize pixels(static_cast<int>(std::ceil(size.width() * ratio)),
                       static_cast<int>(std::ceil(size.height() * ratio)));
    if (!m_picture.isNull() && m_picture.size() == pixels &&
        qFuzzyCompare(m_picture.devicePixelRatio(), ratio) && m_pictureText == mText &&
        m_pictureFont == font && m_pictureInk == ink && m_pictureAlignment == mTextAlignment &&
        m_pictureAntialiased == antialiased)
        return m_picture;
    m_picture = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
    m_picture.setDevicePixelRatio(ratio);
    m_picture.fill(Qt::transparent);
    QPainter p(&m_picture);
    p.setRenderHint(QPainter::TextAntialiasing, antialiased);
    p.setFont(font);
    p.setPen(ink);
    p.drawText(QRect(QPoint(0, 0), size), Qt::TextDontClip | static_cast<int>(mTextAlignment), mText);
    p.end();
    m_pictureText = mText;
    m_pictureFont = font;
    m_pictureInk = ink;
    m_pictureAlignment = mTextAlignment;
    m_pictureAntialiased = antialiased;
    return m_picture;
}

} // namespace planner
