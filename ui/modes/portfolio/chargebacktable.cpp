// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/portfolio/chargebacktable.h"
#include "texts/terms.h"

#include "modes/portfolio/portfoliodocument.h"
#include "texts/numberformat.h"
#include "texts/portfoliotexts.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

namespace planner {

ChargebackTable::ChargebackTable(PortfolioDocument *document, QWidget *parent)
    : QWidget(parent), m_doc(document), m_policyLabel(new QLabel(this)), m_policy(new QComboBox(this)),
      m_table(new QTableWidget(this)), m_note(new QLabel(this))
{
    m_policy->setObjectName(QStringLiteral("idlePolicy"));
    m_table->setObjectName(QStringLiteral("chargebackTable"));
    m_table->setColumnCount(3);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->setAlternatingRowColors(true);
    m_note->setWordWrap(true);
    m_policyLabel->setBuddy(m_policy);
    auto *policyRow = new QHBoxLayout;
    policyRow->addWidget(m_policyLabel);
    policyRow->addWidget(m_policy, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(policyRow);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_note);
    connect(m_policy, &QComboBox::activated, this, [this](int index) {
        const auto policy = static_cast<tco::IdlePolicy>(m_policy->itemData(index).toInt());
        if (policy != m_doc->portfolio().idlePolicy)
            m_doc->edit(idlePolicyLabel(policy), [policy](tco::Portfolio &p) { p.idlePolicy = policy; });
    });
    connect(m_doc, &PortfolioDocument::changed, this, &ChargebackTable::refresh);
    retranslate();
}

void ChargebackTable::retranslate()
{
    m_policyLabel->setText(tr("&Idle capacity:"));
    const QSignalBlocker block(m_policy);
    m_policy->clear();
    for (tco::IdlePolicy policy : {tco::IdlePolicy::ProRata, tco::IdlePolicy::Central})
        m_policy->addItem(idlePolicyLabel(policy), static_cast<int>(policy));
    m_table->setHorizontalHeaderLabels({tr("Team or project"), Terms::cost(), Terms::share()});
    m_note->setText(
        tr("Each run is charged for the accelerator-hours it holds at its pool's price and for its own "
           "checkpoints and logs; work not placed is priced at on demand. Each corpus is bought once: pro "
           "rata, its runs share it by the tokens they read, and idle capacity and shared people and "
           "operations by their accelerator-hours each month; centrally, they stay with the portfolio."));
    refresh();
}

void ChargebackTable::refresh()
{
    const tco::Portfolio &p = m_doc->portfolio();
    const tco::PortfolioMetrics &m = m_doc->evaluation().metrics;
    {
        const QSignalBlocker block(m_policy);
        m_policy->setCurrentIndex(m_policy->findData(static_cast<int>(p.idlePolicy)));
    }
    struct Row {
        QString name;
        double usd = 0;
        bool heading = false;
    };
    std::vector<Row> rows;
    const auto section = [&](const QString &heading, const std::vector<tco::NamedCost> &costs) {
        rows.push_back({heading, 0, true});
        for (const tco::NamedCost &c : costs)
            rows.push_back({c.name.empty() ? tr("Central (idle capacity, shared data and shared costs)")
                                           : QString::fromStdString(c.name),
                            c.usd, false});
    };
    rows.push_back({tr("By run"), 0, true});
    for (std::size_t i = 0; i < m.runs.size() && i < p.runs.size(); ++i) {
        const tco::RunCost &c = m.runs[i];
        QString name = QString::fromStdString(p.runs[i].id);
        if (c.instances > 1)
            name = Terms::times().arg(name, formatWhole(c.instances));
        if (c.placed < c.instances)
            name = tr("%1 (%n not placed, at on-demand prices)", nullptr, c.instances - c.placed).arg(name);
        rows.push_back({name, c.totalUsd(), false});
    }
    section(tr("By team"), m.byTeam);
    section(tr("By project"), m.byProject);
    m_table->setRowCount(static_cast<int>(rows.size()) + 1);
    int r = 0;
    const auto put = [&](int column, const QString &text, bool bold, Qt::Alignment align) {
        auto *item = new QTableWidgetItem(text);
        item->setTextAlignment(align | Qt::AlignVCenter);
        QFont font = item->font();
        font.setBold(bold);
        item->setFont(font);
        m_table->setItem(r, column, item);
    };
    for (const Row &row : rows) {
        put(0, row.name, row.heading, Qt::AlignLeft);
        put(1, row.heading ? QString() : formatUsd(row.usd), row.heading, Qt::AlignRight);
        put(2, row.heading || m.totalUsd <= 0 ? QString() : formatPercent(row.usd / m.totalUsd), row.heading,
            Qt::AlignRight);
        ++r;
    }
    put(0, tr("Total"), true, Qt::AlignLeft);
    put(1, formatUsd(m.totalUsd), true, Qt::AlignRight);
    put(2, QString(), true, Qt::AlignRight);
    m_table->resizeColumnToContents(1);
    m_table->resizeColumnToContents(2);
}

} // namespace planner

#include "moc_chargebacktable.cpp"
