// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/formatticker.h"
#include "charts/core/qcpfwd.h"
#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scenario.h"

#include <QHash>
#include <QMetaObject>
#include <QPointF>
#include <QWidget>

#include <functional>
#include <limits>
#include <memory>
#include <vector>

class QMenu;

namespace planner {

class InfeasibleRegions;
class LabelLayout;
class ValueMarker;

/** What every chart gets on each change of the scenario. Pointers stay
 *  valid only during refresh(). */
struct ChartInputs {
    const tco::Scenario *scenario = nullptr;
    const tco::Result *result = nullptr;
    const tco::Catalog *catalog = nullptr;
    bool interacting = false; ///< a slider is held: keep axis ranges stable, rescale on release
    /** The plan's tco::bestCheckpointIntervalHours when the caller has it
     *  (ScenarioDocument keeps it for every view); NaN: the chart searches. */
    double bestIntervalHours = std::numeric_limits<double>::quiet_NaN();
};

/** Base of every chart: one QCustomPlot whose graphs are built once and
 *  whose data is swapped on refresh (docs/architecture.md, "The live path"). Gives
 *  each chart a hover read-out and PNG/PDF export.
 *
 *  Subclasses build their plottables and items in the constructor, call
 *  retranslate() there, and in refresh() only refill data buffers, move
 *  markers, call fitAxes() and queueReplot(). */
class ChartView : public QWidget
{
    Q_OBJECT
public:
    explicit ChartView(QWidget *parent = nullptr);
    ~ChartView() override;

    /** Translated title, e.g. "Checkpoint interval". */
    virtual QString title() const = 0;
    /** Recompute curves for the current scenario. Cheap: runs on every slider move. */
    virtual void refresh(const ChartInputs &in) = 0;
    /** Re-set axis titles and legends after a language switch. */
    virtual void retranslate() = 0;

    QCustomPlot *plot() const { return m_plot; }
    /** Writes the chart as a `width` x `height` pixel PNG. */
    bool exportPng(const QString &path, int width = 1600, int height = 1000);
    /** Writes the chart as a one-page vector PDF of the same proportions. */
    bool exportPdf(const QString &path, int width = 1600, int height = 1000);
    /** Why the last export failed, with the system's reason; empty if it did not. */
    QString lastExportError() const { return m_lastExportError; }
    /** A replot is queued (queueReplot) and not yet done. */
    bool replotQueued() const { return m_replotQueued; }

    /** The right-click menu: "Export PNG…", "Export PDF…". Caller owns it. */
    QMenu *createContextMenu(QWidget *parent);
    /** The hover read-out for a position in plot pixels; empty when no data
     *  point is near. Public so tests can check it without a mouse. */
    QString hoverTextAt(const QPointF &pixel) const;

public Q_SLOTS:
    /** Ask for a file name (Prompts, ExportChart) and export; false if cancelled or failed. */
    bool exportPngInteractively();
    bool exportPdfInteractively();

Q_SIGNALS:
    /** After an interactive export: the path and whether writing succeeded. */
    void exportFinished(const QString &path, bool ok);

protected:
    /** Tick labels and hover text for an axis. `hover` defaults to `ticks`. */
    void setLinearAxis(QCPAxis *axis, ValueFormatter ticks, ValueFormatter hover = {});
    void setLogAxis(QCPAxis *axis, ValueFormatter ticks, ValueFormatter hover = {});
    /** An axis of US dollars shown in the display currency (formatUsd, or
     *  formatSignedUsd with `showSign`): its ticks fall on round amounts of
     *  that currency ("¥5000万", not the yuan of $10M). */
    void setMoneyAxis(QCPAxis *axis, bool logarithmic = false, bool showSign = false);
    /** An axis of wall-clock days: whole-number ticks, days in the hover. */
    void setDaysAxis(QCPAxis *axis, bool logarithmic = false);
    /** An axis of a share (0.4 is 40 %): whole percent on the ticks, one
     *  decimal in the hover. */
    void setShareAxis(QCPAxis *axis);
    /** Ticks only at `candidates` (e.g. 1 min, 1 h, 1 day), linear or log. */
    void setListAxis(QCPAxis *axis, QVector<double> candidates, ValueFormatter ticks,
                     ValueFormatter hover = {}, bool logarithmic = false);
    /** A logarithmic axis of a checkpoint interval in hours: ticks at
     *  readable intervals from a minute to a week. */
    void setIntervalAxis(QCPAxis *axis);
    QString formatOnAxis(const QCPAxis *axis, double value) const;

    /** How fitAxes() treats an axis. */
    struct AxisFit {
        bool includeZero = false; ///< bars and costs that start at 0
        double padding = 0.05;    ///< share of the span added on each side
        bool fixed = false;       ///< never touched by fitAxes (e.g. a 0..1 share)
        double maxOverMin = 0;    ///< > 0: cap each plottable's upper end at this multiple of its
                                  ///< lowest value, so a spike does not flatten the interesting part
    };
    void setAxisFit(QCPAxis *axis, AxisFit fit);
    /** The axes of time against cost as the accelerator count varies (the
     *  plan's chart and compare's): wall-clock days along x (log), the
     *  total cost up y from zero. */
    void setDaysAgainstCostAxes();
    /** Fits every axis to the visible plottables. While `interacting` the
     *  ranges only grow (so a held slider does not make the chart jump);
     *  otherwise they are set to fit with padding. Plottables whose
     *  property "fit" is false are ignored. */
    void fitAxes(bool interacting);

public:
    /** While a slider is held: draw without antialiasing, as QCustomPlot
     *  does while its own axes are dragged, and solid curves as separate
     *  segments (QCP::phFastPolylines); crisp again on release. */
    void setLive(bool live);

protected:
    /** For charts of named rows (cost breakdown, tornado): asks for a height
     *  at which `rowSpan` rows named `names` in `axis`'s tick font do not run
     *  into each other, plus `otherLines` text lines of title, legend and
     *  axes. The chart's tab scrolls when the window is smaller. */
    void fitMinimumHeightToRows(const QCPAxis *axis, const QStringList &names, double rowSpan,
                                double otherLines);

    /** A labelled vertical line on `keyAxis`, owned by the chart; its label
     *  side is re-fitted by fitAxes(). `objectName` is the test seam. */
    ValueMarker *addMarker(QCPAxis *keyAxis, QCPAxis *valueAxis, const QColor &colour, Qt::PenStyle style,
                           int row, const QString &objectName);

    /** The pair that sweep charts share: wall-clock days on the right axis
     *  (dash-dot) drawn under total cost (solid). Object names "days" and
     *  "cost" are the test seams. */
    struct CostDaysGraphs {
        QCPGraph *cost = nullptr;
        QCPGraph *days = nullptr;
    };
    CostDaysGraphs addCostDaysGraphs(QCPAxis *keyAxis, QCPAxis *costAxis, QCPAxis *daysAxis);
    /** Axis titles and legend names of that pair, in the UI language. */
    void nameCostDaysGraphs(const CostDaysGraphs &graphs);

    /** Hover text of one data point; the default names the plottable and
     *  formats key and value with the axes' formatters. */
    virtual QString pointText(QCPAbstractPlottable *plottable, int index) const;

    /** The grey spans of a sweep where no plan is valid; a label beside
     *  them names them in `keyAxis`' hover format. Owned by the plot. */
    InfeasibleRegions *addInfeasibleRegions(QCPAxis *keyAxis, QCPAxis *valueAxis);
    /** "Total cost (USD)": the cost axis' title in the display currency. */
    static QString totalCostLabel();
    /** Sets the in-plot title and the accessible name from title(). */
    void applyTitle();
    /** applyTitle() and the titles of the plot's x and y axes: the start of
     *  most charts' retranslate(). */
    void applyTitles(const QString &xAxis, const QString &yAxis);
    /** The end of a chart's constructor, once its plottables exist: the
     *  base style (style::applyBaseStyle) and its words (retranslate()). */
    void finishConstruction();
    void queueReplot();
    /** At most this many legend entries per row; fewer when the chart is
     *  too narrow for them (see fitLegend()). */
    void setLegendColumns(int columns);
    /** Picks the most legend columns that fit the current width. Called on
     *  resize and by queueReplot() (names change with data and language). */
    void fitLegend();

    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

    QCustomPlot *m_plot = nullptr;
    QCPTextElement *m_title = nullptr;

private:
    struct Hit {
        QCPAbstractPlottable *plottable = nullptr;
        int index = -1;
    };
    Hit hitAt(const QPointF &pixel) const;
    void onMouseMove(QMouseEvent *event);
    void hideHover();
    bool m_replotQueued = false;
    /** The overlay (hover marker) on a paint buffer of its own, or sharing
     *  the one every other layer draws into. */
    void setHoverBuffered(bool buffered);
    void updateDevicePixelRatio();
    QString suggestedPath(const QString &suffix) const;
    bool exportInteractively(bool pdf);
    /** Writes exported bytes so that a failure keeps the old file (model/files/atomicfile.h). */
    bool writeAtomically(const QString &path, const QByteArray &bytes);

    QHash<const QCPAxis *, ValueFormatter> m_hoverFormats;
    QHash<const QCPAxis *, AxisFit> m_fits;
    std::vector<std::unique_ptr<ValueMarker>> m_markers;
    std::unique_ptr<LabelLayout> m_labels; ///< no text cut off or over another
    QCPItemTracer *m_tracer = nullptr;
    QMetaObject::Connection m_screenConnection;
    bool m_fitted = false;
    int m_legendColumns = 3;
    QString m_legendKey; ///< width and names the legend was last fitted for
    QString m_lastExportError;
};

} // namespace planner
