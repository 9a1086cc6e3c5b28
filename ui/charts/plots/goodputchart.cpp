// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/goodputchart.h"

#include "charts/core/chartstyle.h"
#include "charts/core/infeasibleregion.h"
#include "charts/core/labellayout.h"
#include "charts/core/sweepseries.h"
#include "charts/core/textitem.h"
#include "texts/inputtexts.h"
#include "texts/keyfiguretexts.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"

#include <qcustomplot.h>

#include <cmath>

namespace planner {

using tco::InputId;

namespace {

QColor partColour(GoodputChart::Part part)
{
    switch (part) {
    case GoodputChart::Productive:
        return style::colour::cost();
    case GoodputChart::Checkpoint:
        return style::colour::alternativeB();
    case GoodputChart::LostWork:
        return style::colour::warning();
    case GoodputChart::Restart:
        return style::colour::time();
    case GoodputChart::Stall:
        return style::colour::postTraining();
    case GoodputChart::PartCount:
        break;
    }
    return style::colour::neutral();
}

} // namespace

GoodputChart::GoodputChart(QWidget *parent) : ChartView(parent)
{
    setObjectName(QStringLiteral("goodputChart"));
    QCPAxis *x = m_plot->xAxis;
    QCPAxis *y = m_plot->yAxis;
    m_ticker.reset(new QCPAxisTickerText);
    x->setTicker(m_ticker);
    x->setRange(-0.6, static_cast<double>(kFactors.size()) - 0.4);
    setShareAxis(y);
    setAxisFit(x, {false, 0.0, true, 0});
    setAxisFit(y, {false, 0.0, true, 0});
    y->setRange(0, 1.0);

    static const char *const names[] = {"productive", "checkpoint", "lostWork", "restart", "stall"};
    QCPBars *below = nullptr;
    for (int p = 0; p < PartCount; ++p) {
        auto *bars = new QCPBars(x, y);
        bars->setObjectName(QString::fromLatin1(names[p]));
        const QColor c = partColour(static_cast<Part>(p));
        bars->setPen(QPen(c.darker(125), 0.8));
        bars->setBrush(c);
        bars->setWidth(0.62);
        if (below)
            bars->moveAbove(below);
        below = bars;
        m_parts[static_cast<std::size_t>(p)] = bars;
    }
    m_infeasible = new QCPBars(x, y);
    m_infeasible->setObjectName(QStringLiteral("infeasible"));
    m_infeasible->setPen(QPen(style::colour::infeasible(), 0.8, Qt::DashLine));
    m_infeasible->setBrush(style::regionBrush(style::colour::infeasible(), 58));
    m_infeasible->setWidth(0.62);

    // The share that matters most, where the eye is: inside the productive
    // part of each bar, near its top.
    for (std::size_t i = 0; i < m_productiveLabels.size(); ++i) {
        auto *label = new TextItem(m_plot);
        label->setObjectName(QStringLiteral("productiveLabel%1").arg(i));
        label->setClipToAxisRect(true);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
        // The theme's ink on its paper (applyBaseStyle): readable where
        // the share is wider than its bar, on light and dark themes; it
        // names its bar, so it is left out rather than moved when its
        // neighbours crowd it (LabelLayout).
        style::backWithPaper(label);
        label->setProperty(LabelLayout::kLabelStaysPut, true);
        label->setPadding(QMargins(2, 1, 2, 1));
        label->setSelectable(false);
        label->position->setCoords(static_cast<double>(i), 0);
        label->setVisible(false);
        m_productiveLabels[i] = label;
    }

    finishConstruction();
}

QString GoodputChart::title() const
{
    return tr("Goodput by accelerator count");
}

void GoodputChart::retranslate()
{
    applyTitles(InputTexts::label(tco::InputId::ClusterGpuCount), tr("Share of accelerator-hours"));
    m_parts[Productive]->setName(tr("Productive training"));
    m_parts[Checkpoint]->setName(tr("Checkpoint pauses"));
    m_parts[LostWork]->setName(tr("Work lost to failures"));
    m_parts[Restart]->setName(tr("Restarts"));
    m_parts[Stall]->setName(MessageTexts::conditionTitle(tco::Condition::DataLoadingStall));
    m_infeasible->setName(KeyFigureTexts::noValidPlan());
    updateTicks();
}

double GoodputChart::share(const tco::Goodput &g, Part part)
{
    switch (part) {
    case Productive:
        return g.productive;
    case Checkpoint:
        return g.checkpoint;
    case LostWork:
        return g.lostWork;
    case Restart:
        return g.restart;
    case Stall:
        return g.stall;
    case PartCount:
        break;
    }
    return 0;
}

double GoodputChart::countAt(int index) const
{
    return index >= 0 && static_cast<std::size_t>(index) < m_points.size()
               ? m_points[static_cast<std::size_t>(index)].x
               : 0.0;
}

void GoodputChart::updateTicks()
{
    m_ticker->clear();
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const QString count = formatWhole(m_points[i].x);
        m_ticker->addTick(static_cast<double>(i),
                          static_cast<int>(i) == kPlanIndex ? tr("%1\nthis plan").arg(count) : count);
    }
}

void GoodputChart::refresh(const ChartInputs &in)
{
    if (!in.scenario || !in.result || !in.catalog)
        return;
    m_planGpus = in.scenario->value(InputId::ClusterGpuCount);
    // kFactors are powers of two apart: a geometric sweep of five steps hits
    // each of them, rounded and clamped as the input allows.
    tco::sweepInto(m_points, *in.scenario, *in.catalog, InputId::ClusterGpuCount,
                   m_planGpus * kFactors.front(), m_planGpus * kFactors.back(),
                   static_cast<int>(kFactors.size()), true);
    m_points[kPlanIndex].x = m_planGpus;
    m_points[kPlanIndex].result = *in.result; // exactly the plan, even where rounding differs

    const auto n = static_cast<qsizetype>(m_points.size());
    for (int p = 0; p < PartCount; ++p) {
        QCPBars *bars = m_parts[static_cast<std::size_t>(p)];
        QVector<QCPBarsData> &values = takeBuffer(bars, m_data[static_cast<std::size_t>(p)], n);
        for (qsizetype i = 0; i < n; ++i) {
            const tco::Result &r = m_points[static_cast<std::size_t>(i)].result;
            values[i] = {static_cast<double>(i), r.feasible() ? share(r.goodput, static_cast<Part>(p)) : 0.0};
        }
        publishBuffer(bars, values);
    }
    QVector<QCPBarsData> &grey = takeBuffer(m_infeasible, m_infeasibleData, n);
    for (qsizetype i = 0; i < n; ++i)
        grey[i] = {static_cast<double>(i),
                   m_points[static_cast<std::size_t>(i)].result.feasible() ? 0.0 : 1.0};
    publishBuffer(m_infeasible, grey);
    for (std::size_t i = 0; i < m_productiveLabels.size(); ++i) {
        QCPItemText *label = m_productiveLabels[i];
        const bool shown = i < m_points.size() && m_points[i].result.feasible();
        label->setVisible(shown);
        if (shown) {
            const double productive = m_points[i].result.goodput.productive;
            label->position->setCoords(static_cast<double>(i), productive);
            label->setText(formatPercent(productive));
        }
    }
    updateTicks();
    queueReplot();
}

QString GoodputChart::pointText(QCPAbstractPlottable *, int index) const
{
    if (index < 0 || static_cast<std::size_t>(index) >= m_points.size())
        return {};
    const tco::SweepPoint &p = m_points[static_cast<std::size_t>(index)];
    const QString head = index == kPlanIndex ? tr("<b>%1 GPUs (this plan)</b>").arg(formatWhole(p.x))
                                             : tr("<b>%1 GPUs</b>").arg(formatWhole(p.x));
    if (!p.result.feasible())
        return InfeasibleRegions::pointText(head, p.result);
    QString text = head;
    const double hours = p.result.gpuHoursMainRun;
    for (int part = 0; part < PartCount; ++part) {
        const double s = share(p.result.goodput, static_cast<Part>(part));
        text += tr("<br>%1: %2 (%3 GPU-h)")
                    .arg(m_parts[static_cast<std::size_t>(part)]->name().toHtmlEscaped(), formatPercent(s),
                         formatCount(s * hours));
    }
    text += tr("<br>Wall-clock: %1").arg(formatDays(p.result.wallClockDays));
    return text;
}

} // namespace planner

#include "moc_goodputchart.cpp"
