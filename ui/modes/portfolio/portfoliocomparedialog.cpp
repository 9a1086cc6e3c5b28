// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/portfolio/portfoliocomparedialog.h"
#include "texts/terms.h"
#include "texts/tone.h"

#include "charts/plots/waterfallchart.h"
#include "modes/portfolio/portfoliodocument.h"
#include "texts/numberformat.h"
#include "texts/palette.h"
#include "texts/portfoliotexts.h"

#include "portfolio/demand.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace planner {

namespace {

QString sideUsd(const tco::RunSide &s)
{
    return s.present ? formatUsd(s.usd) : QStringLiteral("—");
}

QString sideStart(const tco::RunSide &s)
{
    if (s.start)
        return formatDay(*s.start);
    return s.present ? PortfolioCompareDialog::tr("not placed") : QStringLiteral("—");
}

QString fromTo(const QString &a, const QString &b)
{
    return PortfolioCompareDialog::tr("%1 → %2").arg(a, b);
}

QColor changeColour(double deltaUsd)
{
    const bool dark = palette::darkTheme();
    return deltaUsd > 0.005    ? palette::ink(Tone::Bad, dark)
           : deltaUsd < -0.005 ? palette::ink(Tone::Good, dark)
                               : palette::quiet(dark);
}

} // namespace

PortfolioCompareDialog::PortfolioCompareDialog(PortfolioDocument *document, QWidget *parent)
    : QDialog(parent), m_doc(document)
{
    setObjectName(QStringLiteral("portfolioCompareDialog"));
    setModal(false);
    setAttribute(Qt::WA_DeleteOnClose);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("compareSummary"));
    m_summary->setWordWrap(true);
    QFont summaryFont = m_summary->font();
    summaryFont.setPointSizeF(summaryFont.pointSizeF() * 1.2);
    m_summary->setFont(summaryFont);

    m_chart = new WaterfallChart(this);
    m_chart->setObjectName(QStringLiteral("portfolioCompareWaterfall"));
    m_chart->setMinimumSize(560, 340);
    m_owned = new QLabel(this);
    m_owned->setObjectName(QStringLiteral("compareOwned"));
    m_owned->setWordWrap(true);
    m_owned->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_owned->setMinimumWidth(340);
    auto *top = new QHBoxLayout;
    top->addWidget(m_chart, 3);
    top->addWidget(m_owned, 1);

    m_runsTitle = new QLabel(this);
    QFont bold = m_runsTitle->font();
    bold.setBold(true);
    m_runsTitle->setFont(bold);
    m_runs = new QTableWidget(this);
    m_runs->setObjectName(QStringLiteral("compareRunsTable"));
    m_runs->setColumnCount(6);
    m_runs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_runs->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runs->verticalHeader()->setVisible(false);
    m_runs->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_runs->setFocusPolicy(Qt::NoFocus);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(top, 3);
    layout->addWidget(m_runsTitle);
    layout->addWidget(m_runs, 2);

    connect(m_doc, &PortfolioDocument::changed, this, &PortfolioCompareDialog::refresh);
    connect(m_doc, &PortfolioDocument::fileNameChanged, this, &PortfolioCompareDialog::refresh);
    resize(1100, 780);
}

PortfolioCompareDialog *PortfolioCompareDialog::of(PortfolioDocument *document, QWidget *window)
{
    auto *dialog = window->findChild<PortfolioCompareDialog *>();
    if (!dialog)
        dialog = new PortfolioCompareDialog(document, window);
    return dialog;
}

tco::Portfolio PortfolioCompareDialog::rentingEverything(tco::Portfolio p)
{
    using K = tco::PoolKind;
    for (tco::Pool &pool : p.pools)
        if (pool.kind == K::Owned || pool.kind == K::Commitment || pool.kind == K::CapacityBlock)
            pool.count = 0;
    return p;
}

void PortfolioCompareDialog::compareWith(const tco::Portfolio &other, const QString &name)
{
    m_hasB = true;
    m_rentAll = false;
    m_b = other;
    m_nameB = name;
    m_eb = tco::evaluatePortfolio(m_b, tco::portfolioDemands(m_b, m_doc->catalog()), m_doc->catalog());
    refresh();
    present();
}

void PortfolioCompareDialog::compareWithRentingEverything()
{
    m_hasB = true;
    m_rentAll = true;
    refresh();
    present();
}

void PortfolioCompareDialog::present()
{
    show();
    raise();
    activateWindow();
}

void PortfolioCompareDialog::refresh()
{
    if (!m_hasB)
        return;
    if (m_rentAll) {
        // The runs' demands do not depend on the pools' counts: A's serve B.
        m_b = rentingEverything(m_doc->portfolio());
        m_eb = tco::evaluatePortfolio(m_b, m_doc->demands(), m_doc->catalog());
        m_nameB = PortfolioTerms::rentEverything();
    }
    const tco::Portfolio &a = m_doc->portfolio();
    m_comparison = tco::comparePortfolios(a, m_doc->evaluation(), m_b, m_eb);
    const tco::PortfolioComparison &c = m_comparison;
    const QString nameA = portfolioDisplayName(a, m_doc->fileName());

    setWindowTitle(tr("Compare Portfolios — %1 and %2").arg(nameA, m_nameB));
    const QString a1 = nameA.toHtmlEscaped(), b1 = m_nameB.toHtmlEscaped();
    QString summary;
    if (c.deltaUsd() > 0.005)
        summary = tr("<b>B</b> (%1) costs <b>%2 more</b> a year than <b>A</b> (%3).")
                      .arg(b1, formatUsd(c.deltaUsd()), a1);
    else if (c.deltaUsd() < -0.005)
        summary = tr("<b>B</b> (%1) costs <b>%2 less</b> a year than <b>A</b> (%3).")
                      .arg(b1, formatUsd(-c.deltaUsd()), a1);
    else
        summary = tr("<b>B</b> (%1) costs the same a year as <b>A</b> (%2).").arg(b1, a1);
    summary += QLatin1Char(' ') +
               tr("Deadlines missed: %1 in A, %2 in B.").arg(formatWhole(c.missedA), formatWhole(c.missedB));
    m_summary->setText(summary);

    std::vector<WaterfallChart::Step> steps;
    for (const tco::CostStep &s : c.steps)
        steps.push_back({costCauseLabel(s.cause), s.deltaUsd()});
    m_chart->setTitle(tr("What moved the annual cost, by cause"));
    m_chart->setAxisName(PortfolioTerms::annualCost());
    m_chart->setSteps({tr("A: %1").arg(nameA), {}, c.startUsd}, steps,
                      {tr("B: %1").arg(m_nameB), {}, c.endUsd});
    showOwned(nameA, m_nameB);
    showRuns();
}

void PortfolioCompareDialog::showOwned(const QString &nameA, const QString &nameB)
{
    const tco::OwnedFigures &a = m_comparison.ownedA, &b = m_comparison.ownedB;
    QString rows;
    const auto row = [&rows](const QString &what, double usdA, double usdB) {
        rows +=
            QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td>"
                           "<td align=right>%4</td></tr>")
                .arg(what.toHtmlEscaped(), formatUsd(usdA), formatUsd(usdB), formatSignedUsd(usdB - usdA));
    };
    row(tr("Depreciation, a year"), a.depreciationUsd, b.depreciationUsd);
    row(tr("Power and hosting, a year"), a.hostingUsd, b.hostingUsd);
    row(tr("Capex over the horizon"), a.capexUsd, b.capexUsd);
    row(tr("Residual value at the end"), a.residualUsd, b.residualUsd);
    m_owned->setText(
        QStringLiteral(
            "<b>%1</b><p>%2</p><table cellspacing=0 cellpadding=3><tr><th></th><th align=right>A</th>"
            "<th align=right>B</th><th align=right>%5</th></tr>%3</table><p>%4</p>")
            .arg(tr("Owned accelerators").toHtmlEscaped(),
                 tr("Beside the annual cost, not a step of it: depreciation and hosting are in the owned and "
                    "idle steps; capex is cash and the residual value is what they sell for at the end.")
                     .toHtmlEscaped(),
                 rows, tr("A: %1<br>B: %2").arg(nameA.toHtmlEscaped(), nameB.toHtmlEscaped()),
                 Terms::change().toHtmlEscaped()));
}

void PortfolioCompareDialog::showRuns()
{
    m_runsTitle->setText(tr("Runs: accelerator charges and extras, a year's worth"));
    m_runs->setHorizontalHeaderLabels({PortfolioTerms::run(), tr("A"), tr("B"), Terms::change(),
                                       tr("Start A → B"), tr("Missed deadlines A → B")});
    m_runs->setRowCount(static_cast<int>(m_comparison.runs.size()));
    int row = 0;
    for (const tco::RunChange &r : m_comparison.runs) {
        const auto number = [](const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return item;
        };
        m_runs->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(r.id)));
        m_runs->setItem(row, 1, number(sideUsd(r.a)));
        m_runs->setItem(row, 2, number(sideUsd(r.b)));
        QTableWidgetItem *delta = number(formatSignedUsd(r.deltaUsd()));
        delta->setData(Qt::UserRole, r.deltaUsd());
        delta->setForeground(changeColour(r.deltaUsd()));
        m_runs->setItem(row, 3, delta);
        m_runs->setItem(row, 4, new QTableWidgetItem(fromTo(sideStart(r.a), sideStart(r.b))));
        auto *missed = new QTableWidgetItem(fromTo(formatWhole(r.a.missed), formatWhole(r.b.missed)));
        if (r.b.missed != r.a.missed)
            missed->setForeground(changeColour(r.b.missed - r.a.missed));
        m_runs->setItem(row, 5, missed);
        ++row;
    }
}

void PortfolioCompareDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QDialog::changeEvent(event);
}

} // namespace planner

#include "moc_portfoliocomparedialog.cpp"
