// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QHash>
#include <QLabel>
#include <QStringList>

namespace planner {

/** One line that never grows or wraps: its text, else the first of its
 *  shorter forms that fits, else the shortest cut with "…". A longer text
 *  therefore moves nothing around it (the KPI header's status line, the
 *  accelerator's figures above the controls). Callers put the whole text in
 *  the tooltip. */
class ElidedLabel : public QLabel
{
public:
    using QLabel::QLabel;
    QSize minimumSizeHint() const override;
    /** Shorter forms of the text, longest first. */
    void setShorterTexts(QStringList texts);
    /** The width the whole text needs; 0 when empty. */
    int fullWidth() const;
    /** The width the shortest form needs. */
    int shortestWidth() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    /** The advance of `text` in the label's font. Remembered: a status line
     *  measures its text on every move of a slider and again to paint it,
     *  and shaping a line is the costly part of both. */
    int advance(const QString &text) const;

    QStringList m_shorter;
    mutable QFont m_measuredFont;
    mutable QHash<QString, int> m_advances;
};

} // namespace planner
