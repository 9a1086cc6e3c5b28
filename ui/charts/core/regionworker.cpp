// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/core/regionworker.h"

namespace planner {

RegionWorker::RegionWorker(QObject *parent)
    : QObject(parent),
      m_worker(
          [](const Job &job, QPromise<Grid> &promise) {
              auto grid = std::make_shared<tco::RegionGrid>();
              tco::RiskSettings risk;
              risk.samples = job.samples;
              tco::evaluateRegionAtRisk(*grid, job.scenario, *job.catalog, job.targets, job.x, job.y, risk);
              promise.addResult(Grid(std::move(grid)));
          },
          [this](Grid &&grid, int) {
              m_latest = std::move(grid);
              Q_EMIT finished();
          })
{
}

RegionWorker::~RegionWorker() = default;

void RegionWorker::request(const tco::Scenario &scenario, const tco::Catalog &catalog,
                           const tco::SolveTargets &targets, const tco::RegionAxis &x,
                           const tco::RegionAxis &y)
{
    // A copy of the catalog: the user catalog may change while the job runs.
    m_worker.submit(Job{scenario, std::make_shared<const tco::Catalog>(catalog), targets, x, y, m_samples});
}

} // namespace planner

#include "moc_regionworker.cpp"
