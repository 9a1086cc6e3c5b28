// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>
#include <QWidget>

namespace planner {

/** Holds one widget whose texts change on every slider move (the KPI
 *  figures, the what-if strip) and keeps those changes from relaying out
 *  the whole window. A QLabel::setText() asks every enclosing layout up to
 *  the window to recompute, and the window's layout then measures every
 *  word-wrapped label again (text shaping): several milliseconds a move.
 *  The fence lays out its content itself and passes a layout request on
 *  only when the height the content needs at the fence's width, or its
 *  minimum size, really changed; a wider or narrower figure stays inside. */
class LayoutFence : public QWidget
{
    Q_OBJECT
public:
    /** Takes `content` as its only child, filling the fence. */
    explicit LayoutFence(QWidget *content, QWidget *parent = nullptr);

    QWidget *content() const { return m_content; }
    /** While a slider is held: the fence may grow with its content but not
     *  shrink, so what lies below does not bob up and down with every move;
     *  released, it takes the height the content needs. */
    void setGrowOnly(bool growOnly);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    /** Layout requests passed on to the enclosing layout (for tests). */
    int forwardedRequests() const { return m_forwarded; }

protected:
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QWidget *m_content;
    QSize m_hint;
    QSize m_minimumHint;
    int m_height = -1; ///< the height the content asked for at the fence's width
    int m_forwarded = 0;
    bool m_growOnly = false;
};

} // namespace planner
