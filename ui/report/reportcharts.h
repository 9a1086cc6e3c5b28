// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/plots/waterfallchart.h"
#include "report/reportdata.h"

#include "charts/chartcatalog.h"
#include "charts/plots/spendtimelinechart.h"
#include "charts/portfolio/portfoliochart.h"
#include <QFont>

#include "report/reportdocument.h"

#include <QImage>
#include <QLocale>
#include <QSize>

#include <functional>
#include <memory>

class QWidget;

namespace planner {

class ChartView;

/** The portfolio's charts (charts/portfolio/), as the Portfolio window draws them. */
enum class PortfolioChartId { Gantt, Utilisation, Money, Fleet };

/** Renders the charts of the chart library (and the report's waterfall)
 *  for the report, off screen: each chart is built, filled for one
 *  scenario, laid out at a fixed logical size and recorded as drawing
 *  commands (ReportDrawing), which paper replays as vectors.
 *
 *  While a renderer exists it sets the default QLocale to the report's
 *  locale, so chart labels and numbers follow the report language; the
 *  previous default is restored on destruction. Needs a QApplication
 *  (QCustomPlot is a widget); works under QT_QPA_PLATFORM=offscreen. */
class ReportChartRenderer
{
public:
    explicit ReportChartRenderer(const QLocale &locale);
    ~ReportChartRenderer();
    ReportChartRenderer(const ReportChartRenderer &) = delete;
    ReportChartRenderer &operator=(const ReportChartRenderer &) = delete;

    /** Logical size of a typical chart; the breakdown and tornado are taller. */
    static QSize chartSize();
    /** The family list the report's text uses: a Latin face first (it
     *  extracts cleanly from PDFs), then Simplified Chinese faces. */
    static QFont reportFont(double pointSize);
    /** The charts' faces: a Simplified Chinese face first, whose Latin
     *  letters and digits serve English too. A chart is replayed from its
     *  recording (ReportDrawing) run by run, each run set by its first face's
     *  ascent: one face for Latin and Han keeps a mixed label on one baseline. */
    static QFont chartFont(double pointSize);

    /** A chart of the plan made by the chart catalog, as the window draws
     *  it: the cost breakdown and every trade-off curve. */
    ReportDrawing plan(ChartId id, const ScenarioFigures &f, const tco::Catalog &catalog);
    /** The spend timeline with `series` in the bars (ScenarioFigures::cashflow's months). */
    ReportDrawing spend(const ScenarioFigures &f, const tco::Catalog &catalog, SpendSeries series);
    ReportDrawing risk(const ScenarioFigures &f);
    ReportDrawing sensitivity(const ScenarioFigures &f, const std::function<QString(tco::InputId)> &labeler);
    ReportDrawing history(const ScenarioFigures &f, const tco::Catalog &catalog,
                          const std::vector<tco::HistoryPoint> &userPoints);
    ReportDrawing waterfall(const QString &title, const WaterfallChart::Total &start,
                            const std::vector<WaterfallChart::Step> &steps, const WaterfallChart::Total &end);

    /** A chart of the portfolio (docs/model.md §16) from one evaluation, its
     *  fleet decision and Monte Carlo; the Gantt is as tall as its runs. */
    ReportDrawing portfolio(PortfolioChartId id, const PortfolioFigures &figures);

    /** `plot` as drawing commands, laid out at `size`. */
    static ReportDrawing record(QCustomPlot *plot, QSize size);

private:
    ReportDrawing render(ChartView *chart, QSize size, const std::function<void()> &fill);

    std::unique_ptr<QWidget> m_host;
    QLocale m_previousLocale;
};

} // namespace planner
