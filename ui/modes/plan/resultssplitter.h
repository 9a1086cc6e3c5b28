// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSplitter>

class QScrollArea;

namespace planner {

/** The results column: the figures (KPI tiles, conditions and Improve, the
 *  what-if strip) above the charts, with a handle between them. On a
 *  laptop the figures alone are taller than half the window, so on first
 *  start the charts get at least half the height and the figures scroll;
 *  dragging the handle resizes them, dragging it to the top collapses
 *  them, and the window remembers the choice (saveState, restoreState). */
class ResultsSplitter : public QSplitter
{
    Q_OBJECT
public:
    /** `figures` and `charts` become the two panes. */
    ResultsSplitter(QWidget *figures, QWidget *charts, QWidget *parent = nullptr);

    /** Sizes the user chose in an earlier session: they apply instead of
     *  the split that follows the window's height. */
    bool restoreSizes(const QByteArray &state);
    /** The sizes the user chose by dragging, or empty: until they drag, the
     *  split follows the window's height. */
    QByteArray chosenSizes() const;
    QScrollArea *figuresPane() const { return m_figuresPane; }

    /** The share of the splitter the charts get at least until the user drags:
     *  with the menu and status bars, half the window or more. */
    static constexpr double kChartsShare = 0.58;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QScrollArea *m_figuresPane;
    bool m_chosen = false; ///< the user dragged the handle (now or in an earlier session)
};

} // namespace planner
