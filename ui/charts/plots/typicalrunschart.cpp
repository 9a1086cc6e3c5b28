// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/typicalrunschart.h"

#include "charts/core/chartstyle.h"
#include "charts/core/sweepseries.h"
#include "charts/core/textitem.h"
#include "texts/mfutexts.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include "plan/evaluate.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace planner {

using tco::InputId;

namespace {

// Active parameters the band spans: the published runs' range and beyond.
constexpr double kBandFrom = 3e8, kBandTo = 3e12;

double hoursPerTrillionTokens(double hours, double tokens)
{
    return hours / (tokens / 1e12);
}

QColor generationColour(int generation)
{
    switch (generation) {
    case 0:
        return style::colour::neutral();
    case 1:
        return style::colour::alternativeA();
    default:
        return style::colour::cost();
    }
}

} // namespace

int TypicalRunsChart::generation(double peakTflops)
{
    return peakTflops <= 200 ? 0 : peakTflops <= 600 ? 1 : 2;
}

TypicalRunsChart::TypicalRunsChart(QWidget *parent) : ChartView(parent)
{
    setObjectName(QStringLiteral("typicalRunsChart"));
    QCPAxis *x = m_plot->xAxis;
    QCPAxis *y = m_plot->yAxis;
    setLogAxis(x, [](double v) { return formatCount(v); });
    setLogAxis(y, [](double v) { return formatCount(v); });
    setAxisFit(x, {false, 0.08, false, 0});
    setAxisFit(y, {false, 0.12, false, 0});

    m_bandLow = m_plot->addGraph(x, y);
    m_bandLow->setObjectName(QStringLiteral("bandLow"));
    m_bandLow->setPen(Qt::NoPen);
    m_bandLow->removeFromLegend();
    m_bandHigh = m_plot->addGraph(x, y);
    m_bandHigh->setObjectName(QStringLiteral("band"));
    m_bandHigh->setPen(Qt::NoPen);
    QColor fill = style::colour::optimum();
    fill.setAlpha(45);
    m_bandHigh->setBrush(fill);
    m_bandHigh->setChannelFillGraph(m_bandLow);
    m_typical = m_plot->addGraph(x, y);
    m_typical->setObjectName(QStringLiteral("typical"));
    m_typical->setPen(style::linePen(style::colour::optimum(), 1.6, Qt::DashLine));
    // The band reaches beyond the runs: the axes fit the runs and the plan.
    for (QCPGraph *g : {m_bandLow, m_bandHigh, m_typical})
        g->setProperty("fit", false);

    for (int g = 0; g < kGenerations; ++g)
        for (int moe = 0; moe < 2; ++moe) {
            QCPGraph *graph = m_plot->addGraph(x, y);
            graph->setObjectName(
                QStringLiteral("runs%1%2").arg(g).arg(moe ? QStringLiteral("Moe") : QString()));
            graph->setLineStyle(QCPGraph::lsNone);
            const QColor colour = generationColour(g);
            graph->setScatterStyle(
                moe ? QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(colour, 1.6), QBrush(Qt::white), 9)
                    : QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(colour, 1.2),
                                      QBrush(colour.lighter(130)), 7));
            m_runs[static_cast<std::size_t>(g)][static_cast<std::size_t>(moe)] = graph;
        }

    m_plan = m_plot->addGraph(x, y);
    m_plan->setObjectName(QStringLiteral("plan"));
    m_plan->setLineStyle(QCPGraph::lsNone);
    m_plan->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssStar, QPen(style::colour::current(), 2.4),
                                            QBrush(style::colour::current()), 16));
    m_planLabel = new TextItem(m_plot);
    m_planLabel->setObjectName(QStringLiteral("planLabel"));
    m_planLabel->setColor(style::colour::current().darker(115));
    m_planLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_planLabel->setPadding(QMargins(8, 6, 6, 6));
    m_planLabel->setSelectable(false);

    setLegendColumns(3);
    finishConstruction();
}

void TypicalRunsChart::nameBand()
{
    // How far to trust the band (issue 54): the runs its class holds, or
    // that it holds none and which run is nearest.
    const tco::TypicalMfu &t = m_class;
    m_bandHigh->setName(
        t.outsideData() && t.nearest
            ? tr("Typical for this plan's class: P10–P90, widened: no published runs of the class (nearest "
                 "%1)")
                  .arg(QString::fromStdString(t.nearest->run->model))
            : tr("Typical for this plan's class: P10–P90 (%n published runs in the class)", "", t.classRuns));
}

QString TypicalRunsChart::title() const
{
    return tr("How typical is this plan");
}

void TypicalRunsChart::retranslate()
{
    applyTitles(tr("Active parameters (log scale)"), tr("Accelerator-hours per trillion tokens (log scale)"));
    nameBand();
    m_typical->setName(tr("Typical MFU"));
    const QString generations[] = {tr("V100, TPU v3"), tr("A100, TPU v4"), tr("H100 class")};
    for (int g = 0; g < kGenerations; ++g)
        for (int moe = 0; moe < 2; ++moe)
            m_runs[static_cast<std::size_t>(g)][static_cast<std::size_t>(moe)]->setName(
                tr("%1, %2").arg(generations[g], MfuTexts::architecture(moe != 0)));
    m_plan->setName(Terms::thisPlan());
}

void TypicalRunsChart::refresh(const ChartInputs &in)
{
    if (!in.scenario || !in.result || !in.catalog)
        return;
    const tco::Scenario &s = *in.scenario;
    const tco::Result &r = *in.result;

    // The published runs, by generation and architecture.
    for (auto &byMoe : m_runPoints)
        for (auto &points : byMoe)
            points.clear();
    for (const tco::RunMfu &run : tco::builtinRunMfus()) {
        const tco::Accelerator *acc = tco::Catalog::builtIn().find(run.run->acceleratorId);
        const int g = generation(acc->bf16Tflops > 0 ? acc->bf16Tflops : acc->fp16Tflops);
        m_runPoints[static_cast<std::size_t>(g)][run.run->mixtureOfExperts ? 1 : 0].push_back(&run);
    }
    for (std::size_t g = 0; g < m_runs.size(); ++g)
        for (std::size_t moe = 0; moe < 2; ++moe) {
            const auto &points = m_runPoints[g][moe];
            QVector<QCPGraphData> &runData =
                takeBuffer(m_runs[g][moe], m_runData[g][moe], static_cast<int>(points.size()));
            for (std::size_t i = 0; i < points.size(); ++i) {
                const tco::PublishedRun &run = *points[i]->run;
                runData[static_cast<int>(i)] = {run.activeParameters,
                                                hoursPerTrillionTokens(run.acceleratorHours, run.tokens)};
            }
            std::sort(runData.begin(), runData.end(),
                      [](const QCPGraphData &a, const QCPGraphData &b) { return a.key < b.key; });
            std::sort(m_runPoints[g][moe].begin(), m_runPoints[g][moe].end(),
                      [](const tco::RunMfu *a, const tco::RunMfu *b) {
                          return a->run->activeParameters < b->run->activeParameters;
                      });
            publishBuffer(m_runs[g][moe], runData);
            if (points.empty())
                m_runs[g][moe]->removeFromLegend();
            else
                m_runs[g][moe]->addToLegend();
        }

    // The band: the plan's class at other sizes, at the typical MFU and its
    // P10 and P90 (a lower MFU takes more hours).
    m_work = s;
    const double total = s.value(InputId::ModelParameters);
    const double active =
        s.value(InputId::ModelActiveParameters) > 0 ? s.value(InputId::ModelActiveParameters) : total;
    const double totalPerActive = total / active;
    const tco::Accelerator *acc = in.catalog->find(s.gpuId);
    m_class = acc ? tco::typicalMfu(tco::mfuClass(s, *acc)) : tco::TypicalMfu{};
    nameBand();
    QVector<QCPGraphData> &low = takeBuffer(m_bandLow, m_lowData, acc ? kBandPoints : 0);
    QVector<QCPGraphData> &high = takeBuffer(m_bandHigh, m_highData, acc ? kBandPoints : 0);
    QVector<QCPGraphData> &typical = takeBuffer(m_typical, m_typicalData, acc ? kBandPoints : 0);
    for (int i = 0; acc && i < kBandPoints; ++i) {
        const double n =
            kBandFrom * std::pow(kBandTo / kBandFrom, static_cast<double>(i) / (kBandPoints - 1));
        m_work.set(InputId::ModelParameters,
                   std::min(n * totalPerActive, tco::spec(InputId::ModelParameters).maxValue));
        m_work.set(InputId::ModelActiveParameters, totalPerActive > 1 ? n : 0.0);
        const tco::TypicalMfu t = tco::typicalMfu(tco::mfuClass(m_work, *acc));
        const auto hoursAt = [&](double mfu) {
            m_work.set(InputId::ComputeMfu, mfu);
            const tco::Result x = tco::evaluate(m_work, *in.catalog);
            return hoursPerTrillionTokens(x.gpuHoursMainRun, x.trainedTokens);
        };
        typical[i] = {n, hoursAt(t.value)};
        low[i] = {n, hoursAt(t.p90)};
        high[i] = {n, hoursAt(t.p10)};
    }
    publishBuffer(m_bandLow, low);
    publishBuffer(m_bandHigh, high);
    publishBuffer(m_typical, typical);

    m_planMfu = r.mfuInput;
    const bool valid = r.feasible() && r.trainedTokens > 0;
    QVector<QCPGraphData> &plan = takeBuffer(m_plan, m_planData, valid ? 1 : 0);
    if (valid)
        plan[0] = {active, hoursPerTrillionTokens(r.gpuHoursMainRun, r.trainedTokens)};
    publishBuffer(m_plan, plan);
    m_planLabel->setVisible(valid);
    if (valid) {
        m_planLabel->position->setCoords(plan[0].key, plan[0].value);
        m_planLabel->setText(
            tr("This plan\nMFU %1 (%2)")
                .arg(formatPercent(r.mfuInput, QLocale(), 0),
                     r.mfuSource == tco::MfuSource::Typical ? tr("typical") : tr("entered")));
    }

    fitAxes(in.interacting);
    queueReplot();
}

QString TypicalRunsChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    for (std::size_t g = 0; g < m_runs.size(); ++g)
        for (std::size_t moe = 0; moe < 2; ++moe) {
            if (plottable != m_runs[g][moe] || index < 0 ||
                index >= static_cast<int>(m_runPoints[g][moe].size()))
                continue;
            const tco::RunMfu &r = *m_runPoints[g][moe][static_cast<std::size_t>(index)];
            return tr("<b>%1</b> (%2)<br>%3 accelerator-hours on %4 %5, %6 tokens<br>MFU %7 in this "
                      "planner's terms")
                .arg(QString::fromStdString(r.run->model).toHtmlEscaped())
                .arg(r.run->year)
                .arg(formatCount(r.run->acceleratorHours), formatCount(r.run->acceleratorCount),
                     QString::fromStdString(r.run->acceleratorId).toHtmlEscaped(), formatCount(r.run->tokens),
                     formatPercent(r.mfu, QLocale(), 0));
        }
    if (plottable == m_plan && !m_planData.isEmpty())
        return tr("<b>This plan</b><br>%1 accelerator-hours per trillion tokens at MFU %2")
            .arg(formatCount(m_planData.front().value), formatPercent(m_planMfu, QLocale(), 1));
    return ChartView::pointText(plottable, index);
}

} // namespace planner

#include "moc_typicalrunschart.cpp"
