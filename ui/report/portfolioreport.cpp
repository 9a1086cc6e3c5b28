// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/portfolioreport.h"

#include "report/chapters/portfoliochapter.h"
#include "report/chapters/portfoliodetailchapter.h"
#include "report/report.h"
#include "report/reportcharts.h"

#include <QFileInfo>
#include <QIODevice>

#include <algorithm>
#include <memory>

namespace planner {

PortfolioReportData computePortfolioReportData(const PortfolioReportInput &input)
{
    PortfolioReportData data;
    data.input = input;
    if (!data.input.catalog)
        data.input.catalog = &tco::Catalog::builtIn();
    if (!data.input.generatedAt.isValid())
        data.input.generatedAt = QDateTime::currentDateTime();
    const tco::Portfolio &p = data.input.portfolio;
    const tco::Catalog &catalog = *data.input.catalog;
    data.name = !p.name.empty()             ? QString::fromStdString(p.name)
                : !input.fileName.isEmpty() ? QFileInfo(input.fileName).completeBaseName()
                                            : PortfolioChapter::untitled();

    // As `llm-tco portfolio optimise` does (app/cli/portfoliocommand.cpp):
    // one evaluation, the fleet decision, and the Monte Carlo of the
    // portfolio as it is and of the recommended fleet.
    data.demands = tco::portfolioDemands(p, catalog);
    data.evaluation = tco::evaluatePortfolio(p, data.demands, catalog);
    data.fleet = tco::optimiseFleet(p, data.demands, catalog);
    tco::PortfolioRiskSettings settings;
    settings.samples = kPortfolioReportRiskSamples;
    data.risk = tco::portfolioMonteCarlo(p, data.demands, catalog, settings);
    if (data.fleet.valid) {
        data.bestRisk = tco::portfolioMonteCarlo(tco::withFleet(p, data.fleet, data.fleet.best), data.demands,
                                                 catalog, settings);
        tco::PortfolioRiskSettings bandSettings = settings;
        bandSettings.samples = tco::kFleetBandSamples;
        data.band = tco::fleetBand(p, data.demands, catalog, data.fleet, tco::kFleetBandPoints, bandSettings);
        data.paths = tco::answersAcrossRentPaths(p, data.demands, catalog, data.fleet, settings);
    }

    const tco::RunActuals actuals = tco::runActualsOf(p);
    if (!actuals.empty())
        data.tracking = tco::trackPortfolio(p, data.evaluation, actuals, catalog);

    data.frame.input.catalog = data.input.catalog;
    data.frame.input.locale = data.input.locale;
    data.frame.input.generatedAt = data.input.generatedAt;
    data.frame.input.kind = data.input.kind;
    return data;
}

std::vector<PortfolioRunTotal> portfolioRunTotals(const PortfolioReportData &data)
{
    std::vector<PortfolioRunTotal> runs(data.input.portfolio.runs.size());
    for (std::size_t i = 0; i < runs.size(); ++i)
        runs[i].run = static_cast<int>(i);
    const tco::Schedule &s = data.schedule();
    for (std::size_t i = 0; i < s.placements.size(); ++i) {
        const tco::RunPlacement &r = s.placements[i];
        PortfolioRunTotal &t = runs[static_cast<std::size_t>(r.run)];
        ++t.instances;
        t.missed += r.metDeadline ? 0 : 1;
        if (r.scheduled) {
            t.firstDay = t.scheduled == 0 ? r.startDay : std::min(t.firstDay, r.startDay);
            t.endDay = t.scheduled == 0 ? r.endDay : std::max(t.endDay, r.endDay);
            ++t.scheduled;
        }
    }
    for (std::size_t i = 0; i < runs.size() && i < data.metrics().runs.size(); ++i)
        runs[i].cost = data.metrics().runs[i];
    return runs;
}

tco::PoolMonth portfolioPoolTotal(const PortfolioReportData &data, std::size_t pool)
{
    tco::PoolMonth sum;
    if (pool >= data.metrics().pools.size())
        return sum;
    for (const tco::PoolMonth &m : data.metrics().pools[pool]) {
        sum.capacityHours += m.capacityHours;
        sum.usedHours += m.usedHours;
        sum.paidHours += m.paidHours;
        sum.costUsd += m.costUsd;
        sum.chargedUsd += m.chargedUsd;
        sum.idleUsd += m.idleUsd;
        sum.cashUsd += m.cashUsd;
        sum.capexUsd += m.capexUsd;
        sum.depreciationUsd += m.depreciationUsd;
    }
    return sum;
}

ReportDocument buildPortfolioReport(const PortfolioReportData &data, bool withCharts)
{
    const QLocale locale = data.input.locale;
    // The renderer sets the default locale for the charts' numbers while it lives.
    std::unique_ptr<ReportChartRenderer> charts;
    if (withCharts)
        charts = std::make_unique<ReportChartRenderer>(locale);
    ChapterContext context{data.frame, locale, charts.get(), {}, 0, 0, 0, {}};
    PortfolioChapter(context, data).writeExecutive();
    if (data.input.kind == ReportKind::Full)
        PortfolioDetailChapter(context, data).write();
    return std::move(context.doc);
}

bool exportPortfolioReport(const PortfolioReportInput &input, const QString &path, QString *error)
{
    return ReportExporter::exportWith(
        path,
        [&](ReportFormat format, QIODevice *out, QString *why) {
            const PortfolioReportData data = computePortfolioReportData(input);
            if (format != ReportFormat::Csv)
                return ReportExporter::writeDocument(buildPortfolioReport(data), format, out, why);
            const QByteArray bytes = portfolioCsv(data);
            if (out->write(bytes) == bytes.size())
                return true;
            if (why)
                *why = out->errorString();
            return false;
        },
        error);
}

} // namespace planner
