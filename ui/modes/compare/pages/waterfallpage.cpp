// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/compare/pages/waterfallpage.h"

#include "analysis/comparisontable.h"
#include "charts/plots/waterfallchart.h"
#include "modes/compare/compareformat.h"
#include "texts/codelabels.h"
#include "texts/inputtexts.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace planner {

using namespace compare;

WaterfallPage::WaterfallPage(const tco::ComparisonTable &table, QWidget *parent)
    : QWidget(parent), m_table(table)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    auto *row = new QHBoxLayout;
    m_targetLabel = new QLabel(this);
    m_target = new QComboBox(this);
    m_target->setObjectName(QStringLiteral("waterfallTarget"));
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_targetLabel->setBuddy(m_target);
    connect(m_target, &QComboBox::activated, this,
            [this](int i) { Q_EMIT targetChosen(m_target->itemData(i).toInt()); });
    row->addWidget(m_targetLabel);
    row->addWidget(m_target);
    row->addStretch(1);
    layout->addLayout(row);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("waterfallSummary"));
    m_summary->setWordWrap(true);
    QFont summaryFont = m_summary->font();
    summaryFont.setPointSizeF(summaryFont.pointSizeF() * 1.2);
    m_summary->setFont(summaryFont);
    layout->addWidget(m_summary);

    auto *split = new QSplitter(Qt::Horizontal, this);
    m_chart = new WaterfallChart(split);
    m_chart->setObjectName(QStringLiteral("compareWaterfallChart"));
    m_chart->setMinimumSize(520, 360);
    auto *right = new QWidget(split);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_decisionsTitle = new QLabel(right);
    m_decisionsTitle->setWordWrap(true);
    QFont bold = m_decisionsTitle->font();
    bold.setBold(true);
    m_decisionsTitle->setFont(bold);
    m_decisions = new QTableWidget(right);
    m_decisions->setObjectName(QStringLiteral("decisionsTable"));
    m_decisions->setColumnCount(4);
    m_decisions->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_decisions->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_decisions->verticalHeader()->setVisible(false);
    m_decisions->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 4; ++c)
        m_decisions->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_decisions->setWordWrap(false);
    rightLayout->addWidget(m_decisionsTitle);
    rightLayout->addWidget(m_decisions, 1);
    split->addWidget(m_chart);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);
}

void WaterfallPage::retranslate()
{
    m_targetLabel->setText(tr("Compare %1 with:").arg(letter(0)));
    m_decisions->setAccessibleName(tr("Resource decisions behind the change"));
    m_target->setAccessibleName(tr("Plan to compare with the baseline"));
}

void WaterfallPage::showPlans(const ComparedPlans &plans, int t)
{
    const int n = static_cast<int>(plans.size());
    if (m_table.scenarioCount() != n)
        return;
    const auto title = [&plans](int i) { return plans[static_cast<std::size_t>(i)].title; };
    {
        const QSignalBlocker block(m_target);
        m_target->clear();
        for (int i = 1; i < n; ++i)
            m_target->addItem(swatch(plans[static_cast<std::size_t>(i)].colour), title(i), i);
        m_target->setCurrentIndex(t - 1);
    }
    const tco::Comparison &c = m_table.comparison(t);
    std::vector<WaterfallChart::Step> byCategory;
    for (const tco::ComparisonTable::Step &s : m_table.waterfall(t))
        byCategory.push_back({categoryLabel(s.category), s.deltaUsd});
    m_chart->setSteps({title(0), plans[0].colour, c.a.totalUsd}, byCategory,
                      {title(t), plans[static_cast<std::size_t>(t)].colour, c.b.totalUsd});

    const std::vector<tco::InputChange> decisions = m_table.decisions(t);
    if (c.totalDeltaUsd > 0)
        m_summary->setText(tr("<b>%1</b> costs <b>%2 more</b> than %3 (%4).")
                               .arg(title(t).toHtmlEscaped(), formatUsd(c.totalDeltaUsd),
                                    title(0).toHtmlEscaped(), formatSignedPercent(c.relativeDelta)));
    else if (c.totalDeltaUsd < 0)
        m_summary->setText(tr("<b>%1</b> costs <b>%2 less</b> than %3 (%4).")
                               .arg(title(t).toHtmlEscaped(), formatUsd(-c.totalDeltaUsd),
                                    title(0).toHtmlEscaped(), formatSignedPercent(c.relativeDelta)));
    else
        m_summary->setText(
            tr("<b>%1</b> costs the same as %2.").arg(title(t).toHtmlEscaped(), title(0).toHtmlEscaped()));
    m_decisionsTitle->setText(
        decisions.empty()
            ? tr("No input differs: change the copy (Edit…) or copy values on the Inputs tab.")
            : tr("The resource decisions behind the change, largest first. Each input is moved "
                 "from %1's value to %2's in turn, so together they add up to the whole difference.")
                  .arg(letter(0), letter(t)));

    m_decisions->setHorizontalHeaderLabels({tr("Resource decision"), tr("%1 (from)").arg(letter(0)),
                                            tr("%1 (to)").arg(letter(t)), Terms::costChange()});
    m_decisions->setRowCount(static_cast<int>(decisions.size()) + (decisions.empty() ? 0 : 1));
    const tco::Scenario &a = m_table.scenario(0);
    const tco::Scenario &b = m_table.scenario(t);
    const tco::Catalog &catalog = m_table.catalog();
    int row = 0;
    for (const tco::InputChange &d : decisions) {
        auto *label = new QTableWidgetItem(InputTexts::keyLabel(d.key));
        label->setData(Qt::UserRole, QString::fromStdString(d.key));
        if (const auto id = tco::findInput(d.key))
            label->setToolTip(InputTexts::toolTip(*id));
        m_decisions->setItem(row, 0, label);
        m_decisions->setItem(row, 1, new QTableWidgetItem(valueText(a, d.key, catalog)));
        m_decisions->setItem(row, 2, new QTableWidgetItem(valueText(b, d.key, catalog)));
        auto *delta = new QTableWidgetItem(formatSignedUsd(d.deltaUsd));
        delta->setData(Qt::UserRole, d.deltaUsd);
        delta->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        delta->setForeground(d.deltaUsd > 0   ? worseColour()
                             : d.deltaUsd < 0 ? betterColour()
                                              : quietColour());
        m_decisions->setItem(row, 3, delta);
        ++row;
    }
    if (!decisions.empty()) {
        auto *total = new QTableWidgetItem(tr("Total change"));
        QFont bold = total->font();
        bold.setBold(true);
        total->setFont(bold);
        m_decisions->setItem(row, 0, total);
        m_decisions->setItem(row, 1, new QTableWidgetItem(formatUsd(c.a.totalUsd)));
        m_decisions->setItem(row, 2, new QTableWidgetItem(formatUsd(c.b.totalUsd)));
        auto *delta = new QTableWidgetItem(formatSignedUsd(c.totalDeltaUsd));
        delta->setFont(bold);
        delta->setData(Qt::UserRole, c.totalDeltaUsd);
        delta->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_decisions->setItem(row, 3, delta);
    }
}

} // namespace planner

#include "moc_waterfallpage.cpp"
