// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <qcustomplot.h>

#include <QImage>

namespace planner {

/** A QCPItemText that draws on screen from a picture of its text, made
 *  again only when its text, font, colour or the screen's pixel ratio
 *  change. QCustomPlot lays out and shapes every item's text on every
 *  replot, twice (to measure it, then to draw it): a third of a chart's
 *  replot during a slider drag, for labels that mostly stay the same (the
 *  tick labels QCustomPlot already keeps as pictures). Printing, PDF and
 *  the report's vector charts draw the text itself, as QCPItemText does;
 *  so does a rotated item. Every chart makes its text items as TextItem. */
class TextItem : public QCPItemText
{
public:
    using QCPItemText::QCPItemText;

protected:
    void draw(QCPPainter *painter) override;

private:
    /** The text drawn into a transparent picture of `size` logical pixels. */
    const QImage &picture(const QFont &font, const QColor &ink, QSize size, double ratio, bool antialiased);

    QImage m_picture;
    QString m_pictureText;
    QFont m_pictureFont;
    QColor m_pictureInk;
    Qt::Alignment m_pictureAlignment;
    bool m_pictureAntialiased = true;
};

} // namespace planner
