// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/qcpfwd.h"
#include "charts/portfolio/portfoliochart.h"

#include <QPointF>
#include <QRectF>
#include <QVector>

#include <vector>

namespace planner {

/** The runs of a portfolio on its pools over the calendar (docs/model.md
 *  §16.2): one row per run, one bar per instance from its first to its last
 *  day, coloured by the kind of pool that holds most of it. Instances of a
 *  repeated run that overlap share the row in thin lanes. A late or unplaced
 *  run is outlined and says why; each run's deadline is a dashed tick
 *  (named in the legend). A bar that stands for several instances carries
 *  its count, inside it where it fits, else beside it.
 *
 *  Drag a bar sideways to move its run (runMoved, day of the new start);
 *  double-click to open it as a plan (runActivated). */
class GanttChart : public PortfolioChart
{
    Q_OBJECT
public:
    explicit GanttChart(QWidget *parent = nullptr);

    QString title() const override;
    void retranslate() override;
    void showPortfolio(const PortfolioFigures &figures) override;

    /** The placement (index into Schedule::placements) under `pixel`, or -1. */
    int placementAt(const QPointF &pixel) const;
    /** The pixel at the middle of a placement's bar (tests drag from it). */
    QPointF barCentre(int placement) const;
    /** Plot pixels per calendar day along the time axis. */
    double pixelsPerDay() const;
    /** What the bar says when hovered: run, pools, dates, deadline. */
    QString describe(int placement) const;
    int lateCount() const { return m_late; }
    /** The row label of run `run` (tests). */
    QString rowLabel(int run) const;
    /** A count ("× 36", or "each × 2" for bars side by side) and where it
     *  was drawn at the last replot, in the plot's pixels. */
    struct CountMark {
        std::vector<int> placements; ///< of the bars it counts: each one's first instance
        int count = 0;
        QRectF rect;
    };
    /** The counts drawn at the last replot (tests): inside their bars where
     *  they fit, else beside them (issue 53). */
    const std::vector<CountMark> &countMarks() const;
    /** How many bars stand for several instances. */
    int bundledBars() const;

Q_SIGNALS:
    /** The user dropped run `run` so that it starts `startDay` days after the portfolio's start. */
    void runMoved(int run, int startDay);
    /** The user double-clicked run `run`. */
    void runActivated(int run);

private:
    std::vector<double> m_rowTop; ///< run r's row spans [m_rowTop[r], m_rowTop[r + 1])
    struct Bar {
        int placement = -1; ///< the first of the instances it stands for
        int count = 1;      ///< instances alike (same run, days and kind of pool)
        int run = -1;
        double top = 0, bottom = 0; ///< in row coordinates
        int startDay = 0, endDay = 0;
    };
    QCPItemText *textAt(std::size_t slot);
    QCPItemLine *lineAt(std::size_t slot);
    void placeBars();
    /** The middle of run `run`'s row, in row coordinates. */
    double rowCentre(int run) const;
    void onPress(QMouseEvent *event);
    void onMove(QMouseEvent *event);
    void onRelease(QMouseEvent *event);
    void onDoubleClick(QMouseEvent *event);
    /** Shows the run being dragged `days` later (negative: earlier). */
    void previewShift(int run, int days);

    tco::Portfolio m_portfolio;
    tco::Schedule m_schedule;
    std::vector<Bar> m_bars;
    class GanttBars *m_barsLayer = nullptr; ///< draws every bar of m_bars in one pass
    std::vector<QCPItemText *> m_texts;
    std::vector<QCPItemLine *> m_lines;
    std::vector<QCPBars *> m_legend;   ///< one empty series per pool kind: the legend's swatches
    QCPGraph *m_deadlineKey = nullptr; ///< an empty series: the deadline ticks in the legend
    QSharedPointer<class QCPAxisTickerText> m_rowTicker;
    int m_late = 0;

    struct Drag {
        int run = -1;
        double pressDay = 0;
        int shiftDays = 0;
    } m_drag;
};

} // namespace planner
