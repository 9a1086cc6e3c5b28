// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/breakevenchart.h"

#include "charts/core/chartstyle.h"
#include "charts/core/infeasibleregion.h"
#include "charts/core/sweepseries.h"
#include "charts/core/valuemarker.h"
#include "plan/evaluate.h"
#include "texts/numberformat.h"
#include "texts/prosetexts.h"
#include "texts/terms.h"

#include <qcustomplot.h>

#include <algorithm>

namespace planner {

using tco::InputId;
using tco::PricingMode;

BreakEvenChart::BreakEvenChart(QWidget *parent) : ChartView(parent)
{
    setObjectName(QStringLiteral("breakEvenChart"));
    QCPAxis *x = m_plot->xAxis;
    QCPAxis *cost = m_plot->yAxis;
    setShareAxis(x);
    setMoneyAxis(cost);
    setAxisFit(x, {false, 0.0, false, 0});
    // Buying at low utilisation costs many times more: fit the part where
    // the lines meet, not the far end of the hyperbola.
    setAxisFit(cost, {false, 0.08, false, 2.5});

    m_infeasible = addInfeasibleRegions(x, cost);
    const std::array<QColor, RentalCount> colours{style::colour::time(), style::colour::optimum(),
                                                  style::colour::alternativeB()};
    const std::array<Qt::PenStyle, RentalCount> dashes{Qt::DashLine, Qt::DashDotLine, Qt::DotLine};
    static const char *const names[] = {"onDemand", "reserved", "spot"};
    for (int i = 0; i < RentalCount; ++i) {
        QCPGraph *g = m_plot->addGraph(x, cost);
        g->setObjectName(QString::fromLatin1(names[i]));
        g->setPen(
            style::linePen(colours[static_cast<std::size_t>(i)], 1.8, dashes[static_cast<std::size_t>(i)]));
        m_rentals[static_cast<std::size_t>(i)] = g;
    }
    m_buy = m_plot->addGraph(x, cost);
    m_buy->setObjectName(QStringLiteral("buy"));
    m_buy->setPen(style::linePen(style::colour::cost(), 2.6));

    m_points = m_plot->addGraph(x, cost);
    m_points->setObjectName(QStringLiteral("breakEvenPoints"));
    m_points->setLineStyle(QCPGraph::lsNone);
    m_points->setScatterStyle(QCPScatterStyle(
        QCPScatterStyle::ssDiamond, QPen(style::colour::neutral().darker(140), 1.6), QBrush(Qt::white), 10));
    m_points->setProperty("fit", false);

    m_vsOnDemand =
        addMarker(x, cost, style::colour::time(), Qt::DashLine, 0, QStringLiteral("breakEvenOnDemandMarker"));
    m_vsReserved = addMarker(x, cost, style::colour::optimum(), Qt::DashLine, 1,
                             QStringLiteral("breakEvenReservedMarker"));
    m_current =
        addMarker(x, cost, style::colour::current(), Qt::SolidLine, 2, QStringLiteral("currentMarker"));

    finishConstruction();
}

QString BreakEvenChart::title() const
{
    return tr("Buy or rent: total cost against fleet utilisation");
}

void BreakEvenChart::retranslate()
{
    applyTitles(tr("Fleet utilisation of an owned cluster"), totalCostLabel());
    m_buy->setName(tr("Buy"));
    m_rentals[OnDemand]->setName(ProseTexts::lever(tco::LeverKind::OnDemand));
    m_rentals[Reserved]->setName(ProseTexts::lever(tco::LeverKind::Reserved));
    m_rentals[Spot]->setName(ProseTexts::lever(tco::LeverKind::Spot));
    m_points->setName(tr("Break-even"));
    m_infeasible->retranslate();
    updateTexts();
}

void BreakEvenChart::updateTexts()
{
    // Short labels, in the colours of the rental lines they meet: the
    // break-even against on-demand is the one usually quoted.
    if (m_breakEven.vsOnDemand)
        m_vsOnDemand->setText(tr("Break-even %1").arg(formatPercent(*m_breakEven.vsOnDemand, QLocale(), 0)));
    if (m_breakEven.vsReserved)
        m_vsReserved->setText(
            tr("Break-even, reserved %1").arg(formatPercent(*m_breakEven.vsReserved, QLocale(), 0)));
    m_current->setText(Terms::currentAt().arg(formatPercent(m_currentUtilization, QLocale(), 0)));
}

void BreakEvenChart::refresh(const ChartInputs &in)
{
    if (!in.scenario || !in.result || !in.catalog)
        return;
    const tco::Scenario &s = *in.scenario;
    const tco::Catalog &catalog = *in.catalog;
    m_currentUtilization = s.value(InputId::OwnershipFleetUtilization);
    m_breakEven = tco::breakEven(s, catalog);

    // The plan's totals when renting, each with everything else unchanged.
    m_work = s;
    for (int i = 0; i < RentalCount; ++i) {
        static constexpr std::array<PricingMode, RentalCount> modes{PricingMode::OnDemand,
                                                                    PricingMode::Reserved, PricingMode::Spot};
        m_work.set(InputId::PricingMode, static_cast<double>(modes[static_cast<std::size_t>(i)]));
        m_rentalResults[static_cast<std::size_t>(i)] = tco::evaluate(m_work, catalog);
    }

    double from = std::min(kFrom, m_currentUtilization * 0.8);
    for (const std::optional<double> &u : {m_breakEven.vsOnDemand, m_breakEven.vsReserved})
        if (u)
            from = std::min(from, *u * 0.8);
    from = std::max(from, tco::spec(InputId::OwnershipFleetUtilization).minValue);
    const double to = 1.0;
    m_work.set(InputId::PricingMode, static_cast<double>(PricingMode::Buy));
    tco::sweepInto(m_sweep, m_work, catalog, InputId::OwnershipFleetUtilization, from, to, kPoints, false);
    fillFromSweep(m_buy, m_buyData, m_sweep, [](const tco::Result &r) { return r.totalUsd; });
    const InfeasibleSpans spans = infeasibleSpans(m_sweep, false);
    m_infeasible->setSpans(spans);
    m_plot->yAxis->setTickLabels(anyFeasible(m_sweep));
    // A break-even needs two valid plans: buying at that utilisation and renting.
    const auto validAt = [&](double u) {
        for (int i = 0; i < spans.count; ++i)
            if (u >= spans.spans[static_cast<std::size_t>(i)].from &&
                u <= spans.spans[static_cast<std::size_t>(i)].to)
                return false;
        return true;
    };
    if (m_breakEven.vsOnDemand &&
        (!m_rentalResults[OnDemand].feasible() || !validAt(*m_breakEven.vsOnDemand)))
        m_breakEven.vsOnDemand.reset();
    if (m_breakEven.vsReserved &&
        (!m_rentalResults[Reserved].feasible() || !validAt(*m_breakEven.vsReserved)))
        m_breakEven.vsReserved.reset();

    for (int i = 0; i < RentalCount; ++i) {
        const auto k = static_cast<std::size_t>(i);
        const tco::Result &r = m_rentalResults[k];
        QVector<QCPGraphData> &line = takeBuffer(m_rentals[k], m_rentalData[k], r.feasible() ? 2 : 0);
        if (r.feasible()) {
            line[0] = {from, r.totalUsd};
            line[1] = {to, r.totalUsd};
        }
        publishBuffer(m_rentals[k], line);
    }

    // Where buying meets renting: on the rental line at the break-even.
    QVector<QCPGraphData> &points = takeBuffer(m_points, m_pointData, 0);
    const std::array<std::pair<std::optional<double>, Rental>, 2> crossings{
        {{m_breakEven.vsOnDemand, OnDemand}, {m_breakEven.vsReserved, Reserved}}};
    for (const auto &[u, rental] : crossings)
        if (u)
            points.append({*u, m_rentalResults[rental].totalUsd});
    std::sort(points.begin(), points.end(),
              [](const QCPGraphData &a, const QCPGraphData &b) { return a.key < b.key; });
    publishBuffer(m_points, points);

    m_vsOnDemand->setVisible(m_breakEven.vsOnDemand.has_value());
    m_vsReserved->setVisible(m_breakEven.vsReserved.has_value());
    m_vsOnDemand->setX(m_breakEven.vsOnDemand.value_or(0));
    m_vsReserved->setX(m_breakEven.vsReserved.value_or(0));
    m_current->setX(m_currentUtilization);
    updateTexts();

    fitAxes(in.interacting);
    if (!in.interacting)
        m_plot->xAxis->setRange(from, to);
    queueReplot();
}

QString BreakEvenChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    for (int i = 0; i < RentalCount; ++i) {
        const auto k = static_cast<std::size_t>(i);
        if (plottable == m_rentals[k])
            return tr("<b>%1</b><br>Total cost: %2<br>Wall-clock: %3")
                .arg(plottable->name().toHtmlEscaped(), formatUsd(m_rentalResults[k].totalUsd),
                     formatDays(m_rentalResults[k].wallClockDays));
    }
    if (plottable == m_points && index >= 0 && index < m_pointData.size())
        return tr("<b>Break-even</b> at %1 utilisation<br>Buying and renting both cost %2")
            .arg(formatPercent(m_pointData.at(index).key), formatUsd(m_pointData.at(index).value));
    if (plottable != m_buy || index < 0 || static_cast<std::size_t>(index) >= m_sweep.size())
        return {};
    const tco::SweepPoint &p = m_sweep[static_cast<std::size_t>(index)];
    if (!p.result.feasible())
        return InfeasibleRegions::pointText(tr("<b>Buy at %1 utilisation</b>").arg(formatPercent(p.x)),
                                            p.result);
    QString text = tr("<b>Buy at %1 utilisation</b><br>Total cost: %2")
                       .arg(formatPercent(p.x), formatUsd(p.result.totalUsd));
    if (m_rentalResults[OnDemand].feasible())
        text += tr("<br>Against on-demand: %1")
                    .arg(formatSignedUsd(p.result.totalUsd - m_rentalResults[OnDemand].totalUsd));
    if (m_rentalResults[Reserved].feasible())
        text += tr("<br>Against reserved: %1")
                    .arg(formatSignedUsd(p.result.totalUsd - m_rentalResults[Reserved].totalUsd));
    return text;
}

} // namespace planner

#include "moc_breakevenchart.cpp"
