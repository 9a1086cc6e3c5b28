// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/qcpfwd.h"

#include <QFont>
#include <QRect>
#include <QRectF>
#include <QString>

namespace planner::textmeasure {

/** Text extents for the charts' own layout passes (LabelLayout, the
 *  infeasible regions' and the markers' labels), remembered per font,
 *  flags and text: a chart places the same titles, tick labels and notes
 *  on every replot, and Qt shapes a text again on every measurement
 *  (a fifth of the histogram's replot). Each thread keeps its own. */

/** QFontMetrics(font).boundingRect(QRect(), flags, text). */
QRect bounds(const QFont &font, int flags, const QString &text);
/** QFontMetricsF(font).boundingRect(QRectF(0, 0, 1e6, 1e6), flags, text). */
QRectF boundsF(const QFont &font, int flags, const QString &text);
/** QFontMetrics(font).horizontalAdvance(text). */
int advance(const QFont &font, const QString &text);
/** QFontMetricsF(font).horizontalAdvance(text). */
double advanceF(const QFont &font, const QString &text);

/** Where `item` draws its box (text and padding), in the plot's pixels:
 *  the rectangle from its topLeft to its bottomRight anchor, as
 *  QCPItemText places it, measured through bounds(). */
QRectF itemRect(const QCPItemText *item);

} // namespace planner::textmeasure
