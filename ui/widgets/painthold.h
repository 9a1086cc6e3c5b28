// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace planner {

/** Holds a paint of `window` back once while `pending()` says work is
 *  queued that would change what it paints (a chart's replot, a Monte
 *  Carlo already computed), so that work lands in the same paint instead
 *  of a second one. Needed because Qt runs the events queued when it
 *  starts working through its queue first: a paint requested early in a
 *  slider move (at low priority) still goes before every replot and result
 *  posted after that, however high theirs. The held paint is posted again
 *  behind them, and held at most kMostHolds times before it goes ahead
 *  (work that queues more work would otherwise hold it for ever). */
class PaintHold : public QObject
{
public:
    PaintHold(QWidget *window, std::function<bool()> pending, QObject *parent);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
    std::function<bool()> m_pending;
    static constexpr int kMostHolds = 3;
    int m_held = 0; ///< times the coming paint has been held
};

} // namespace planner
