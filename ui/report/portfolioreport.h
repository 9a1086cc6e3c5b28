// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportdata.h"
#include "report/reportdocument.h"
#include "report/reportinput.h"

#include "portfolio/demand.h"
#include "portfolio/metrics.h"
#include "portfolio/optimiser.h"
#include "portfolio/portfolio.h"
#include "portfolio/portfoliotracking.h"
#include "portfolio/risk.h"

#include <QByteArray>
#include <QDateTime>
#include <QLocale>
#include <QString>

#include <optional>
#include <vector>

namespace planner {

/** Everything a portfolio report is made from (docs/model.md §16): the
 *  window fills it from its open portfolio, `llm-tco report --portfolio`
 *  from a file. The caller keeps the portfolio valid
 *  (tco::validatePortfolio with `catalog`). Words follow the installed
 *  translators, numbers `locale`, as for the plan's report (reportinput.h). */
struct PortfolioReportInput {
    tco::Portfolio portfolio;
    /** The file it was loaded from or saved to; titles a portfolio without a name. */
    QString fileName;
    /** Executive: at most 4 pages for the annual budget meeting; Full: the
     *  executive pages and then every run, month and pool. */
    ReportKind kind = ReportKind::Executive;
    const tco::Catalog *catalog = nullptr; ///< nullptr = tco::Catalog::builtIn(); must outlive the call
    QLocale locale;
    QDateTime generatedAt; ///< invalid = now
};

/** What the portfolio report shows, computed once: the portfolio as it is,
 *  its fleet decision and the year's Monte Carlo, each at the window's
 *  settings, so the report repeats the window's figures. */
struct PortfolioReportData {
    PortfolioReportInput input; ///< with the catalog and date filled in
    QString name;               ///< the portfolio's name, else its file's, else "Portfolio"
    std::vector<tco::RunDemands> demands;
    tco::PortfolioEvaluation evaluation;
    tco::FleetDecision fleet; ///< valid == false without an owned pool to decide
    /** The year's Monte Carlo of the portfolio as it is (the window's P10–P90). */
    tco::PortfolioRisk risk;
    /** The same at the recommended fleet; samples == 0 when there is none. */
    tco::PortfolioRisk bestRisk;
    /** The runs' actual spend rolled up (docs/model.md §16.8), as the
     *  window shows it; only when a run's plan holds actuals. */
    std::optional<tco::PortfolioTracking> tracking;
    /** P10–P90 along the fleet curve, at the window's points and samples. */
    std::vector<tco::FleetBandPoint> band;
    /** The answer at the Monte Carlo's rising and falling rent paths and
     *  at the portfolio's own (tco::answersAcrossRentPaths). */
    std::vector<tco::PathAnswer> paths;
    /** The chapters' base (report/chapters/reportchapter.h) reads the date,
     *  locale and catalog from a plan report's data: this one has no plans. */
    ReportData frame;

    const tco::Catalog &catalog() const { return *input.catalog; }
    const tco::PortfolioMetrics &metrics() const { return evaluation.metrics; }
    const tco::Schedule &schedule() const { return evaluation.schedule; }
};

/** One run of the portfolio over all its instances (a repeated run's
 *  instances summed): what the report's tables and its CSV list per run. */
struct PortfolioRunTotal {
    int run = 0;
    int instances = 0, scheduled = 0, missed = 0;
    int firstDay = 0, endDay = 0; ///< of the placed instances: first day held, day after the last
    tco::RunCost cost;            ///< the model's (tco::PortfolioMetrics::runs)
    double totalUsd() const { return cost.totalUsd(); }
};
/** In the portfolio's order of runs: the schedule's days and deadlines of
 *  each run's instances, with the model's cost of the run. */
std::vector<PortfolioRunTotal> portfolioRunTotals(const PortfolioReportData &data);

/** Pool `pool` over the whole calendar: its months of
 *  tco::PortfolioMetrics::pools summed (capacity, hours used, cost, idle). */
tco::PoolMonth portfolioPoolTotal(const PortfolioReportData &data, std::size_t pool);

/** Samples of the report's Monte Carlo: the Portfolio window's
 *  (ui/modes/portfolio/portfolioanalysis.h, kRiskSamples), at the model's
 *  default seed. */
inline constexpr int kPortfolioReportRiskSamples = 500;

/** Evaluates the portfolio, decides the fleet and runs the Monte Carlo. */
PortfolioReportData computePortfolioReportData(const PortfolioReportInput &input);

/** The report as a document for the PDF and HTML writers; charts are
 *  rendered unless `withCharts` is false (tests of the text). */
ReportDocument buildPortfolioReport(const PortfolioReportData &data, bool withCharts = true);

/** The report's figures as CSV (report/portfoliocsv.cpp). */
QByteArray portfolioCsv(const PortfolioReportData &data);

/** Writes the report to `path` in the format of its extension (.pdf,
 *  .html/.htm, .csv), atomically, as ReportExporter::exportFile does for a
 *  plan. On failure returns false and, if given, a translated `error`.
 *  Needs a QApplication for the charts of PDF and HTML. */
bool exportPortfolioReport(const PortfolioReportInput &input, const QString &path, QString *error = nullptr);

} // namespace planner
