// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/storagetierchart.h"

#include "charts/chartcatalog.h"

#include "charts/core/chartstyle.h"
#include "charts/core/infeasibleregion.h"
#include "charts/core/sweepseries.h"
#include "charts/core/valuemarker.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <qcustomplot.h>

namespace planner {

using tco::Category;
using tco::InputId;

namespace {
double storageUsd(const tco::Result &r)
{
    return r.categoryUsd(Category::Storage);
}
double restUsd(const tco::Result &r)
{
    return r.totalUsd - storageUsd(r);
}
} // namespace

StorageTierChart::StorageTierChart(QWidget *parent) : ChartView(parent)
{
    setObjectName(QStringLiteral("storageTierChart"));
    QCPAxis *x = m_plot->xAxis;
    QCPAxis *y = m_plot->yAxis;
    setLinearAxis(x, [](double v) { return formatPercent(v, QLocale(), 0); });
    setMoneyAxis(y, false, true);
    setAxisFit(x, {false, 0.0, true, 0});
    setAxisFit(y, {true, 0.08, false, 0});
    x->setRange(-0.02, 1.02); // markers at 0 % and 100 % stay visible

    m_infeasible = addInfeasibleRegions(x, y);
    m_storage = m_plot->addGraph(x, y);
    m_storage->setObjectName(QStringLiteral("storage"));
    m_storage->setPen(style::linePen(style::colour::alternativeA(), 2.0));
    m_rest = m_plot->addGraph(x, y);
    m_rest->setObjectName(QStringLiteral("rest"));
    m_rest->setPen(style::linePen(style::colour::time(), 2.0, Qt::DashDotLine));
    m_total = m_plot->addGraph(x, y);
    m_total->setObjectName(QStringLiteral("total"));
    m_total->setPen(style::linePen(style::colour::cost(), 2.8));

    m_cheapest = addMarker(x, y, style::colour::optimum(), Qt::DashLine, 0, QStringLiteral("cheapestMarker"));
    m_current = addMarker(x, y, style::colour::current(), Qt::SolidLine, 1, QStringLiteral("currentMarker"));

    finishConstruction();
}

QString StorageTierChart::title() const
{
    return tr("Storage tiering: hot share against the bill");
}

void StorageTierChart::retranslate()
{
    applyTitle();
    m_plot->xAxis->setLabel(tr("Share of the working set on hot storage"));
    updateAxisLabel();
    m_storage->setName(tr("Storage bill"));
    m_rest->setName(tr("Rest of the bill (stalls, failures, longer run)"));
    m_total->setName(Terms::total());
    m_infeasible->retranslate();
    m_current->setText(Terms::currentAt().arg(formatPercent(m_currentShare, QLocale(), 0)));
    m_cheapest->setText(tr("Cheapest %1").arg(formatPercent(m_cheapestShare, QLocale(), 0)));
}

void StorageTierChart::updateAxisLabel()
{
    const double share = m_reference < m_sweep.size() ? m_sweep[m_reference].x : 0.0;
    m_plot->yAxis->setLabel(
        share == 0.0
            ? tr("Change from all-warm storage (%1)").arg(currencyCode())
            : tr("Change from %1 hot storage (%2)").arg(formatPercent(share, QLocale(), 0), currencyCode()));
}

void StorageTierChart::refresh(const ChartInputs &in)
{
    if (!in.scenario || !in.result || !in.catalog)
        return;
    m_currentShare = in.scenario->value(InputId::StorageHotFraction);
    sweepInto(m_sweep, *in.scenario, *in.catalog, charts::storageTierSweep());
    // Changes are measured from all-warm storage, or from the lowest hot
    // share with a valid plan when all-warm has none.
    m_reference = 0;
    while (m_reference + 1 < m_sweep.size() && !m_sweep[m_reference].result.feasible())
        ++m_reference;
    if (!m_sweep[m_reference].result.feasible())
        m_reference = 0; // none has: nothing is drawn, the axis keeps its plain name
    const tco::Result &base = m_sweep[m_reference].result;
    const double storage0 = storageUsd(base);
    const double rest0 = restUsd(base);
    const double total0 = base.totalUsd;
    fillFromSweep(m_storage, m_storageData, m_sweep,
                  [storage0](const tco::Result &r) { return storageUsd(r) - storage0; });
    fillFromSweep(m_rest, m_restData, m_sweep, [rest0](const tco::Result &r) { return restUsd(r) - rest0; });
    fillFromSweep(m_total, m_totalData, m_sweep,
                  [total0](const tco::Result &r) { return r.totalUsd - total0; });
    m_infeasible->setSpans(infeasibleSpans(m_sweep, false));
    m_plot->yAxis->setTickLabels(anyFeasible(m_sweep));
    updateAxisLabel();

    double best = 0;
    bool found = false;
    for (const tco::SweepPoint &p : m_sweep) {
        if (!p.result.feasible())
            continue;
        if (!found || p.result.totalUsd < best) {
            best = p.result.totalUsd;
            m_cheapestShare = p.x;
            found = true;
        }
    }
    m_cheapest->setVisible(found);
    m_cheapest->setX(m_cheapestShare);
    m_cheapest->setText(tr("Cheapest %1").arg(formatPercent(m_cheapestShare, QLocale(), 0)));
    m_current->setX(m_currentShare);
    m_current->setText(Terms::currentAt().arg(formatPercent(m_currentShare, QLocale(), 0)));

    fitAxes(in.interacting);
    queueReplot();
}

QString StorageTierChart::pointText(QCPAbstractPlottable *, int index) const
{
    if (index < 0 || static_cast<std::size_t>(index) >= m_sweep.size())
        return {};
    const tco::SweepPoint &p = m_sweep[static_cast<std::size_t>(index)];
    if (!p.result.feasible())
        return InfeasibleRegions::pointText(tr("<b>Hot share %1</b>").arg(formatPercent(p.x, QLocale(), 0)),
                                            p.result);
    const tco::Result &warm = m_sweep[m_reference].result;
    return tr("<b>Hot share %1</b><br>Storage bill: %2 (%3)<br>Rest of the bill: %4 (%5)<br>"
              "Total: %6 (%7)<br>Storage throughput: %8 GB/s")
        .arg(formatPercent(p.x, QLocale(), 0), formatUsd(storageUsd(p.result)),
             formatSignedUsd(storageUsd(p.result) - storageUsd(warm)), formatUsd(restUsd(p.result)),
             formatSignedUsd(restUsd(p.result) - restUsd(warm)), formatUsd(p.result.totalUsd),
             formatSignedUsd(p.result.totalUsd - warm.totalUsd), formatCount(p.result.storageThroughputGBps));
}

} // namespace planner

#include "moc_storagetierchart.cpp"
