// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/plan/chartarea.h"

#include "modes/plan/trackingpanel.h"
#include "texts/inputtexts.h"

#include "plan/currency.h"

#include "charts/plots/breakevenchart.h"
#include "charts/plots/checkpointintervalchart.h"
#include "charts/plots/costbreakdownchart.h"
#include "charts/plots/costhistorychart.h"
#include "charts/plots/feasibleregionchart.h"
#include "charts/plots/goodputchart.h"
#include "charts/plots/gpucountchart.h"
#include "charts/plots/mfuchart.h"
#include "charts/plots/riskhistogramchart.h"
#include "charts/plots/scalinglawchart.h"
#include "charts/plots/sensitivitychart.h"
#include "charts/plots/spendtimelinechart.h"
#include "charts/plots/storagetierchart.h"
#include "charts/plots/typicalrunschart.h"
#include "texts/terms.h"
#include "widgets/reflowgrid.h"

#include <QDate>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace planner {
namespace {

/** On small screens a page of charts scrolls rather than squeezing the
 *  charts below a readable size. */
QScrollArea *scrollable(QWidget *page)
{
    auto *scroll = new QScrollArea;
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

/** Lays `page` out as a grid of its charts in reading order, at most
 *  `columns` to a row and fewer when the page is narrower than that many
 *  charts: it then scrolls down, never sideways. */
void placeInGrid(QWidget *page, int columns, const std::vector<ChartView *> &charts)
{
    auto *grid = new ReflowGrid(page, columns);
    grid->setContentsMargins(0, 4, 0, 0);
    for (ChartView *chart : charts)
        grid->addWidget(chart);
}

} // namespace

ChartArea::ChartArea(QWidget *parent)
    : QWidget(parent), m_tabs(new QTabWidget(this)),
      m_redraw([this](int index, bool interacting) { refreshPage(index, interacting); })
{
    setObjectName(QStringLiteral("chartArea"));
    m_tabs->setObjectName(QStringLiteral("chartTabs"));
    m_tabs->setDocumentMode(true);
    m_pages.resize(6);
    m_redraw.setPageCount(static_cast<int>(m_pages.size()));

    // Overview: what a budget owner needs first.
    {
        Page &page = newPage(0);
        m_breakdown = addChart<CostBreakdownChart>(page, ChartId::CostBreakdown);
        m_checkpoint = addChart<CheckpointIntervalChart>(page, ChartId::CheckpointInterval);
        m_risk = addChart<RiskHistogramChart>(page, ChartId::Risk);
        m_sensitivity = addChart<SensitivityChart>(page, ChartId::Sensitivity);
        m_sensitivity->setInputLabeler([](tco::InputId id) { return InputTexts::label(id); });
        addGridTab(page, 2);
    }
    {
        Page &page = newPage(1);
        m_mfu = addChart<MfuChart>(page, ChartId::Mfu);
        m_gpuCount = addChart<GpuCountChart>(page, ChartId::GpuCount);
        m_goodput = addChart<GoodputChart>(page, ChartId::Goodput);
        m_storage = addChart<StorageTierChart>(page, ChartId::StorageTier);
        m_scaling = addChart<ScalingLawChart>(page, ChartId::ScalingLaw);
        m_breakEven = addChart<BreakEvenChart>(page, ChartId::BreakEven);
        // Three across: at 1600×1000 each is still about 400 px wide.
        addGridTab(page, 3);
    }
    {
        // A grid of plans needs room: the region has the page to itself.
        Page &page = newPage(2);
        m_region = addChart<FeasibleRegionChart>(page, ChartId::FeasibleRegion);
        addGridTab(page, 1);
    }
    {
        // Spend and cash month by month: what approvals are planned with.
        // Under the plan, what was actually spent against it.
        Page &page = newPage(3);
        m_spend = addChart<SpendTimelineChart>(page, ChartId::SpendTimeline);
        m_tracking = new TrackingPanel(page.widget);
        m_spendSplit = new QSplitter(Qt::Vertical, page.widget);
        m_spendSplit->setObjectName(QStringLiteral("spendSplitter"));
        m_spendSplit->addWidget(m_spend);
        m_spendSplit->addWidget(m_tracking);
        m_spendSplit->setStretchFactor(0, 1);
        m_spendSplit->setStretchFactor(1, 0);
        m_spendSplit->setChildrenCollapsible(false);
        auto *layout = new QVBoxLayout(page.widget);
        layout->setContentsMargins(0, 4, 0, 0);
        layout->addWidget(m_spendSplit);
        m_tabs->addTab(scrollable(page.widget), QString());
        fitTrackingPanel(false);
    }
    {
        Page &page = newPage(4);
        auto *layout = new QVBoxLayout(page.widget);
        layout->setContentsMargins(0, 4, 0, 0);
        m_history = addChart<CostHistoryChart>(page, ChartId::CostHistory);
        layout->addWidget(m_history, 1);
        auto *row = new QHBoxLayout;
        m_addHistoryPoint = new QPushButton(page.widget);
        m_addHistoryPoint->setObjectName(QStringLiteral("addHistoryPoint"));
        connect(m_addHistoryPoint, &QPushButton::clicked, this, &ChartArea::addHistoryPoint);
        row->addStretch(1);
        row->addWidget(m_addHistoryPoint);
        layout->addLayout(row);
        m_tabs->addTab(page.widget, QString());
    }
    {
        // Against the published runs the plan's typical MFU comes from.
        Page &page = newPage(5);
        addChart<TypicalRunsChart>(page, ChartId::TypicalRuns);
        addGridTab(page, 1);
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) { m_redraw.shown(index, false); });
    retranslate();
}

ChartArea::Page &ChartArea::newPage(std::size_t index)
{
    Page &page = m_pages[index];
    page.widget = new QWidget(m_tabs);
    return page;
}

template <typename Chart> Chart *ChartArea::addChart(Page &page, ChartId id)
{
    auto *chart = charts::create<Chart>(id, page.widget);
    // At least 360 x 320; a chart that needs more for its rows keeps it.
    chart->setMinimumSize(chart->minimumSize().expandedTo(QSize(360, 320)));
    page.charts.push_back(chart);
    m_all.push_back(chart);
    return chart;
}

void ChartArea::addGridTab(const Page &page, int columns)
{
    placeInGrid(page.widget, columns, page.charts);
    m_tabs->addTab(scrollable(page.widget), QString());
}

std::vector<ChartView *> ChartArea::visibleCharts() const
{
    const int index = m_tabs->currentIndex();
    if (index < 0 || static_cast<std::size_t>(index) >= m_pages.size())
        return {};
    return m_pages[static_cast<std::size_t>(index)].charts;
}

bool ChartArea::replotQueued() const
{
    const int index = m_tabs->currentIndex();
    if (index < 0 || static_cast<std::size_t>(index) >= m_pages.size())
        return false;
    const auto &charts = m_pages[static_cast<std::size_t>(index)].charts;
    return std::any_of(charts.begin(), charts.end(), [](const ChartView *c) { return c->replotQueued(); });
}

void ChartArea::refresh(const ChartInputs &inputs)
{
    m_scenario = *inputs.scenario;
    m_result = *inputs.result;
    m_catalog = inputs.catalog;
    m_bestIntervalHours = inputs.bestIntervalHours;
    for (ChartView *chart : charts())
        chart->setLive(inputs.interacting);
    m_redraw.changed(m_tabs->currentIndex(), inputs.interacting);
}

void ChartArea::refreshPage(int index, bool interacting)
{
    if (!m_catalog)
        return; // nothing to show before the first refresh
    const ChartInputs inputs{&m_scenario, &m_result, m_catalog, interacting, m_bestIntervalHours};
    for (ChartView *chart : m_pages[static_cast<std::size_t>(index)].charts)
        chart->refresh(inputs);
}

void ChartArea::setAnalysis(const AnalysisWorker::Output &output)
{
    m_risk->setRisk(output.risk);
    // A drag's result repeats the last sensitivity and tracking: no replot.
    if (output.hasSensitivity) {
        m_sensitivity->setSensitivity(output.sensitivity, output.baseTotalUsd);
        m_spend->setTracking(output.tracking);
        m_tracking->setTracking(!m_scenario.actuals.empty(), output.tracking);
    }
}

void ChartArea::setActualsPending(bool hasActuals)
{
    m_spend->setTracking(nullptr);
    m_tracking->setTracking(hasActuals, nullptr);
    fitTrackingPanel(hasActuals);
}

void ChartArea::fitTrackingPanel(bool hasActuals)
{
    // Only when actuals come or go, so a splitter the user moved stays.
    if (m_trackingShown == static_cast<int>(hasActuals))
        return;
    m_trackingShown = static_cast<int>(hasActuals);
    // Without actuals the panel is two lines and its buttons; with them it
    // needs room for its tables. Below that the page scrolls.
    const int panel = hasActuals ? kTrackingPanelHeight : m_tracking->sizeHint().height();
    m_tracking->setMinimumHeight(hasActuals ? kTrackingPanelHeight / 2 : panel);
    QWidget *page = m_spendSplit->parentWidget();
    page->setMinimumHeight(m_spend->minimumHeight() + panel + m_spendSplit->handleWidth() + 4);
    const int total = std::max(m_spendSplit->height(), page->minimumHeight());
    m_spendSplit->setSizes({total - panel, panel});
}

void ChartArea::showTracking()
{
    m_tabs->setCurrentIndex(3);
}

void ChartArea::addHistoryPoint()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Add a point to the cost history"));
    auto *year = new QDoubleSpinBox(&dialog);
    year->setObjectName(QStringLiteral("historyYear"));
    year->setRange(1950, 2100);
    year->setDecimals(1);
    year->setValue(QDate::currentDate().year());
    auto *label = new QLineEdit(&dialog);
    label->setObjectName(QStringLiteral("historyLabel"));
    label->setPlaceholderText(tr("e.g. our previous model"));
    auto *cost = new QDoubleSpinBox(&dialog);
    cost->setObjectName(QStringLiteral("historyCost"));
    cost->setRange(1, 1e12);
    cost->setDecimals(0);
    cost->setGroupSeparatorShown(true);
    // Typed in the display currency, kept in US dollars like every history point.
    const tco::DisplayCurrency currency = tco::activeCurrency();
    cost->setPrefix(QString::fromStdString(currency.symbol));
    cost->setValue(currency.fromUsd(m_result.totalUsd > 0 ? m_result.totalUsd : 1e6));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *form = new QFormLayout(&dialog);
    form->addRow(Terms::year(), year);
    form->addRow(tr("Label"), label);
    form->addRow(tr("Training cost"), cost);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_history->addUserPoint(year->value(), label->text().isEmpty() ? tr("My point") : label->text(),
                            currency.toUsd(cost->value()));
}

void ChartArea::retranslate()
{
    m_tabs->setTabText(0, tr("Overview"));
    m_tabs->setTabText(1, Terms::tradeOffs());
    m_tabs->setTabText(2, tr("Feasible region"));
    m_tabs->setTabText(3, Terms::spendOverTime());
    m_tabs->setTabText(4, tr("History"));
    m_tabs->setTabText(5, tr("Published runs"));
    m_tabs->setTabToolTip(0, tr("Cost breakdown, checkpoint interval, risk and sensitivity"));
    m_tabs->setTabToolTip(1, tr("How cost and time change with MFU, accelerator count, storage tiering "
                                "and the ratio of tokens to parameters"));
    m_tabs->setTabToolTip(2, tr("Where budget and deadline both hold as two inputs change, with the "
                                "cheapest plan that meets both"));
    m_tabs->setTabToolTip(3,
                          tr("Cost and cash month by month from the start date, by category, with the "
                             "cumulative spend against the budget, and the actual spend against the plan"));
    m_tabs->setTabToolTip(
        4, tr("How the cost of training frontier models has grown, with this plan as a point"));
    m_tabs->setTabToolTip(5, tr("How many accelerator-hours published runs took per trillion tokens, "
                                "with this plan and the band its typical MFU gives"));
    m_addHistoryPoint->setText(tr("Add a point…"));
    m_addHistoryPoint->setToolTip(
        tr("Add a known training cost (your own or a published estimate) to the chart"));
    m_tracking->retranslate();
    for (ChartView *chart : m_all) {
        chart->retranslate();
        chart->setAccessibleName(chart->title());
    }
}

} // namespace planner

#include "moc_chartarea.cpp"
