// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/core/valuemarker.h"

#include "charts/core/chartstyle.h"
#include "charts/core/textitem.h"
#include "charts/core/textmeasure.h"

#include <qcustomplot.h>

namespace planner {

ValueMarker::ValueMarker(QCPAxis *keyAxis, QCPAxis *valueAxis, const QColor &colour, Qt::PenStyle style,
                         int row, const QString &objectName)
    : m_keyAxis(keyAxis), m_row(row)
{
    QCustomPlot *plot = keyAxis->parentPlot();
    QCPAxisRect *rect = keyAxis->axisRect();
    const bool vertical = keyAxis->orientation() == Qt::Horizontal;

    m_line = new QCPItemStraightLine(plot);
    m_line->setObjectName(objectName);
    m_line->setClipAxisRect(rect);
    m_line->setPen(QPen(colour, 1.6, style));
    m_line->setSelectable(false);
    // QCustomPlot reads an axis-rect ratio from the position's key and a
    // vertical plot coordinate from its value: the horizontal axis goes first.
    QCPAxis *across = vertical ? keyAxis : valueAxis;
    QCPAxis *up = vertical ? valueAxis : keyAxis;
    for (QCPItemPosition *p : {m_line->point1, m_line->point2}) {
        p->setAxisRect(rect);
        p->setAxes(across, up);
        // Coordinates on the marked axis, axis-rect ratio across it.
        if (vertical) {
            p->setTypeX(QCPItemPosition::ptPlotCoords);
            p->setTypeY(QCPItemPosition::ptAxisRectRatio);
        } else {
            p->setTypeX(QCPItemPosition::ptAxisRectRatio);
            p->setTypeY(QCPItemPosition::ptPlotCoords);
        }
    }

    m_label = new TextItem(plot);
    m_label->setObjectName(objectName + QStringLiteral("Label"));
    m_label->setClipAxisRect(rect);
    m_label->setClipToAxisRect(true);
    m_label->setColor(colour.darker(115));
    m_label->setPadding(QMargins(4, 1, 4, 1));
    style::backWithPaper(m_label);
    m_label->setSelectable(false);
    m_label->position->setAxisRect(rect);
    m_label->position->setAxes(across, up);
    if (vertical) {
        m_label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        m_label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    } else {
        m_label->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        m_label->position->setTypeY(QCPItemPosition::ptPlotCoords);
    }
    setLabelOnLeft(false);
    setX(0);
}

void ValueMarker::setX(double x)
{
    m_x = x;
    const bool vertical = m_line->point1->typeY() == QCPItemPosition::ptAxisRectRatio;
    if (vertical) {
        m_line->point1->setCoords(x, 0);
        m_line->point2->setCoords(x, 1);
        m_label->position->setCoords(x, 0.015 + 0.075 * m_row);
    } else {
        m_line->point1->setCoords(0, x);
        m_line->point2->setCoords(1, x);
        m_label->position->setCoords(0.99, x);
    }
}

void ValueMarker::setText(const QString &text)
{
    m_label->setText(text);
}

void ValueMarker::setVisible(bool visible)
{
    m_line->setVisible(visible);
    m_label->setVisible(visible);
}

void ValueMarker::setLabelOnLeft(bool left)
{
    m_label->setPositionAlignment(Qt::AlignTop | (left ? Qt::AlignRight : Qt::AlignLeft));
}

} // namespace planner

namespace planner {

void ValueMarker::fitLabel()
{
    if (m_keyAxis->orientation() != Qt::Horizontal)
        return;
    const QRect rect = m_keyAxis->axisRect()->rect();
    if (rect.width() <= 0)
        return;
    // Right of the line when the label fits there, else left of it, else
    // on the side with more room.
    const double pixel = m_keyAxis->coordToPixel(m_x);
    const QMargins pad = m_label->padding();
    const double width =
        textmeasure::advance(m_label->font(), m_label->text()) + pad.left() + pad.right() + 2;
    const double right = rect.right() - pixel, left = pixel - rect.left();
    setLabelOnLeft(right < width && (left >= width || left > right));
}

} // namespace planner
