// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/scalinglawchart.h"

#include "charts/core/chartstyle.h"
#include "charts/core/sweepseries.h"
#include "charts/core/textitem.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace planner {

using tco::InputId;

ScalingLawChart::ScalingLawChart(QWidget *parent) : ChartView(parent)
{
    setObjectName(QStringLiteral("scalingLawChart"));
    QCPAxis *x = m_plot->xAxis;
    QCPAxis *y = m_plot->yAxis;
    setLogAxis(x, [](double v) { return formatCount(v); });
    setLinearAxis(
        y, [](double v) { return formatSignificant(v, 4); }, [](double v) { return formatFixed(v, 3); });
    setAxisFit(x, {false, 0.0, false, 0});
    setAxisFit(y, {false, 0.12, false, 0});

    m_iso = m_plot->addGraph(x, y);
    m_iso->setObjectName(QStringLiteral("isoFlop"));
    m_iso->setPen(style::linePen(style::colour::cost(), 2.4));

    m_optimal = m_plot->addGraph(x, y);
    m_optimal->setObjectName(QStringLiteral("optimal"));
    m_optimal->setLineStyle(QCPGraph::lsNone);
    m_optimal->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(style::colour::optimum(), 2),
                                               QBrush(Qt::white), 13));
    m_plan = m_plot->addGraph(x, y);
    m_plan->setObjectName(QStringLiteral("plan"));
    m_plan->setLineStyle(QCPGraph::lsNone);
    m_plan->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style::colour::current(), 2),
                                            QBrush(style::colour::current()), 11));

    const auto makeLabel = [this](const QColor &colour, Qt::Alignment align, const QString &name) {
        auto *label = new TextItem(m_plot);
        label->setObjectName(name);
        label->setColor(colour);
        label->setPositionAlignment(align);
        label->setPadding(QMargins(6, 6, 6, 6));
        label->setTextAlignment(Qt::AlignLeft);
        label->setSelectable(false);
        return label;
    };
    m_planLabel = makeLabel(style::colour::current().darker(115), Qt::AlignHCenter | Qt::AlignBottom,
                            QStringLiteral("planLabel"));
    m_optimalLabel = makeLabel(style::colour::optimum().darker(115), Qt::AlignHCenter | Qt::AlignTop,
                               QStringLiteral("optimalLabel"));

    finishConstruction();
}

QString ScalingLawChart::title() const
{
    return tr("Scaling law at this compute budget");
}

void ScalingLawChart::retranslate()
{
    applyTitle();
    m_plot->xAxis->setLabel(tr("Parameters (log scale); tokens = compute / (k × parameters)"));
    m_plot->yAxis->setLabel(Terms::predictedLoss());
    m_iso->setName(tr("Same compute, other model sizes"));
    m_plan->setName(Terms::thisPlan());
    m_optimal->setName(Terms::computeOptimal());
}

QString ScalingLawChart::describe(double parameters, double tokens, double loss) const
{
    return tr("%1 parameters, %2 tokens\n%3 tokens per parameter, loss %4")
        .arg(formatCount(parameters), formatCount(tokens), formatCount(tokens / parameters),
             formatFixed(loss, 3));
}

void ScalingLawChart::refresh(const ChartInputs &in)
{
    if (!in.scenario || !in.result)
        return;
    const tco::Scenario &s = *in.scenario;
    const tco::Result &r = *in.result;
    const tco::ScalingCoefficients law = tco::scalingCoefficients(tco::scalingLaw(s));
    const double active = s.value(InputId::ModelActiveParameters) > 0
                              ? s.value(InputId::ModelActiveParameters)
                              : s.value(InputId::ModelParameters);
    // The same compute as evaluate() uses for the optimum: C = k N D.
    m_parameterTokens = active * r.trainedTokens;
    m_planTokens = r.trainedTokens;
    m_optimalTokens = r.computeOptimalTokens;
    const double optimalN = r.computeOptimalParameters;

    const double lo = std::min(active, optimalN) / 12.0;
    const double hi = std::max(active, optimalN) * 12.0;
    QVector<QCPGraphData> &iso = takeBuffer(m_iso, m_isoData, kPoints);
    for (int i = 0; i < kPoints; ++i) {
        const double n = lo * std::pow(hi / lo, static_cast<double>(i) / (kPoints - 1));
        iso[i] = {n, tco::predictedLoss(law, n, m_parameterTokens / n)};
    }
    publishBuffer(m_iso, iso);

    QVector<QCPGraphData> &plan = takeBuffer(m_plan, m_planData, 1);
    plan[0] = {active, r.predictedLoss};
    publishBuffer(m_plan, plan);
    QVector<QCPGraphData> &optimal = takeBuffer(m_optimal, m_optimalData, 1);
    optimal[0] = {optimalN, r.computeOptimalLoss};
    publishBuffer(m_optimal, optimal);

    m_planLabel->position->setCoords(active, r.predictedLoss);
    m_planLabel->setText(tr("This plan\n%1").arg(describe(active, r.trainedTokens, r.predictedLoss)));
    m_optimalLabel->position->setCoords(optimalN, r.computeOptimalLoss);
    m_optimalLabel->setText(
        tr("Compute-optimal\n%1").arg(describe(optimalN, r.computeOptimalTokens, r.computeOptimalLoss)));

    fitAxes(in.interacting);
    if (!in.interacting)
        m_plot->xAxis->setRange(lo, hi);
    // Room above the plan's label and below the optimum's.
    const QCPRange y = m_plot->yAxis->range();
    const double span = y.size();
    m_plot->yAxis->setRange(std::min(y.lower, r.computeOptimalLoss - 0.35 * span),
                            std::max(y.upper, r.predictedLoss + 0.35 * span));
    queueReplot();
}

QString ScalingLawChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    double n = 0, loss = 0, tokens = 0;
    QString name;
    if (plottable == m_iso && index >= 0 && index < m_isoData.size()) {
        n = m_isoData.at(index).key;
        loss = m_isoData.at(index).value;
        tokens = m_parameterTokens / n;
    } else if (plottable == m_plan && !m_planData.isEmpty()) {
        n = m_planData.front().key;
        loss = m_planData.front().value;
        tokens = m_planTokens;
    } else if (plottable == m_optimal && !m_optimalData.isEmpty()) {
        n = m_optimalData.front().key;
        loss = m_optimalData.front().value;
        tokens = m_optimalTokens;
    } else {
        return {};
    }
    return QStringLiteral("<b>%1</b><br>%2")
        .arg(plottable->name().toHtmlEscaped(),
             describe(n, tokens, loss).toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
}

} // namespace planner

#include "moc_scalinglawchart.cpp"
