// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/portfolio/portfoliopresentation.h"

#include "charts/core/chartstyle.h"
#include "charts/portfolio/fleetdecisionchart.h"
#include "charts/portfolio/ganttchart.h"
#include "charts/portfolio/portfoliomoneychart.h"
#include "modes/portfolio/portfolioanalysis.h"
#include "modes/portfolio/portfoliocontrols.h"
#include "modes/portfolio/portfoliodocument.h"
#include "modes/portfolio/portfoliotiles.h"

#include <qcustomplot.h>

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStackedWidget>

namespace planner {

PortfolioPresentation::PortfolioPresentation(PortfolioDocument *document, PortfolioAnalysis *analysis,
                                             QWidget *parent)
    : SlideDeck(document->undoStack(), parent), m_doc(document), m_analysis(analysis),
      m_redraw([this](int page, bool interacting) { drawPage(page, interacting); })
{
    setObjectName(QStringLiteral("portfolioPresentation"));
    auto *figureLayout = new QHBoxLayout(figures());
    figureLayout->setContentsMargins(0, 0, 0, 0);
    m_tiles = new PortfolioTiles(true, figures());
    figureLayout->addWidget(m_tiles);

    m_banner = new QLabel(this);
    m_banner->setObjectName(QStringLiteral("portfolioPresentationBanner"));
    m_banner->setWordWrap(true);
    setBanner(m_banner);

    QStackedWidget *stack = pages();
    m_gantt = new GanttChart(stack);
    m_money = new PortfolioMoneyChart(stack);
    m_fleet = new FleetDecisionChart(stack);
    for (PortfolioChart *chart : std::initializer_list<PortfolioChart *>{m_gantt, m_money, m_fleet}) {
        chart->setFocusPolicy(Qt::NoFocus);
        stack->addWidget(chart);
        m_charts.push_back(chart);
    }
    m_redraw.setPageCount(static_cast<int>(m_charts.size()));

    m_controls = new PortfolioControls(m_doc, this, PortfolioControls::Arrangement::Strip);
    setControls(m_controls);

    connect(m_doc, &PortfolioDocument::changed, this, &PortfolioPresentation::refresh);
    connect(m_analysis, &PortfolioAnalysis::ready, this, [this] { refresh(m_doc->isInteracting()); });
    // "What if the main run starts a month later?": a drag moves it here too.
    connect(m_gantt, &GanttChart::runMoved, m_doc, &PortfolioDocument::moveRun);
    retranslate();
    refresh(false);
    setPage(0);
}

PortfolioPresentation::~PortfolioPresentation() = default;

PortfolioChart *PortfolioPresentation::chart(int page) const
{
    if (page < 0 || page >= static_cast<int>(m_charts.size()))
        return nullptr;
    return m_charts[static_cast<std::size_t>(page)];
}

QString PortfolioPresentation::pageTitle(int page) const
{
    const PortfolioChart *c = chart(page);
    return c ? c->title() : QString();
}

void PortfolioPresentation::pageShown(int page)
{
    m_redraw.shown(page, m_doc->isInteracting());
}

void PortfolioPresentation::refresh(bool interacting)
{
    // The figures and the slide on screen follow each edit; the other
    // slides catch up when shown (tests/bench/bench_portfoliowindow.cpp).
    holdHeaderHeight(interacting);
    m_redraw.changed(currentPage(), interacting);
    m_tiles->showYear(*m_doc, *m_analysis, m_banner);
}

void PortfolioPresentation::drawPage(int page, bool interacting)
{
    const PortfolioFigures f =
        figuresOf(m_doc->portfolio(), m_doc->evaluation(), m_analysis->latest(), interacting);
    PortfolioChart *chart = m_charts[static_cast<std::size_t>(page)];
    chart->setLive(interacting);
    chart->showPortfolio(f);
    if (!interacting)
        style::liftTextToPlotFont(chart->plot());
}

void PortfolioPresentation::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    SlideDeck::changeEvent(event);
}

void PortfolioPresentation::retranslate()
{
    setWindowTitle(tr("Portfolio presentation — LLM TCO Planner"));
    m_tiles->retranslate();
    m_controls->retranslate();
    for (PortfolioChart *chart : m_charts)
        chart->retranslate();
    refresh(false);
    retranslateDeck();
}

} // namespace planner

#include "moc_portfoliopresentation.cpp"
