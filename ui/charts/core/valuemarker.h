// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/qcpfwd.h"

#include <QColor>
#include <QString>
#include <Qt>

namespace planner {

/** A labelled vertical line at one x value (the current setting, an
 *  optimum, a percentile). Built once; refresh only moves it. The label
 *  sits at the top of the axis rect, in `row` (0, 1, 2…) so two markers
 *  close together do not overwrite each other. */
class ValueMarker
{
public:
    ValueMarker(QCPAxis *keyAxis, QCPAxis *valueAxis, const QColor &colour, Qt::PenStyle style, int row,
                const QString &objectName);

    void setX(double x);
    double x() const { return m_x; }
    void setText(const QString &text);
    void setVisible(bool visible);
    /** Put the label left of the line (for markers near the right edge). */
    void setLabelOnLeft(bool left);
    /** Puts the label on whichever side of the line has room; call after
     *  the axis ranges changed (ChartView::fitAxes does). */
    void fitLabel();

    QCPItemStraightLine *line() const { return m_line; }
    QCPItemText *label() const { return m_label; }

private:
    QCPItemStraightLine *m_line = nullptr;
    QCPItemText *m_label = nullptr;
    QCPAxis *m_keyAxis = nullptr;
    double m_x = 0;
    int m_row = 0;
};

} // namespace planner
