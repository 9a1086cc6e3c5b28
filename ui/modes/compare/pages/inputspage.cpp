// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/compare/pages/inputspage.h"

#include "analysis/comparisontable.h"
#include "modes/compare/compareformat.h"
#include "texts/inputtexts.h"
#include "texts/terms.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace planner {

using namespace compare;

InputsPage::InputsPage(const tco::ComparisonTable &table, QWidget *parent) : QWidget(parent), m_table(table)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);

    m_differences = new QTableWidget(this);
    m_differences->setObjectName(QStringLiteral("differencesTable"));
    m_differences->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_differences->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_differences->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_differences->verticalHeader()->setVisible(false);
    m_differences->setContextMenuPolicy(Qt::CustomContextMenu);
    m_differences->setAlternatingRowColors(true);
    connect(m_differences, &QWidget::customContextMenuRequested, this, &InputsPage::showMenu);
    connect(m_differences, &QTableWidget::itemSelectionChanged, this,
            [this] { m_copyButton->setEnabled(!selectedKeys().isEmpty() && planCount() >= 2); });
    layout->addWidget(m_differences, 1);

    auto *row = new QHBoxLayout;
    m_showAllBox = new QCheckBox(this);
    m_showAllBox->setObjectName(QStringLiteral("showAllInputs"));
    connect(m_showAllBox, &QCheckBox::toggled, this, &InputsPage::setShowAll);
    m_copyFromLabel = new QLabel(this);
    m_copyFrom = new QComboBox(this);
    m_copyFrom->setObjectName(QStringLiteral("copyFrom"));
    m_copyFromLabel->setBuddy(m_copyFrom);
    m_copyToLabel = new QLabel(this);
    m_copyTo = new QComboBox(this);
    m_copyTo->setObjectName(QStringLiteral("copyTo"));
    m_copyToLabel->setBuddy(m_copyTo);
    m_copyButton = new QPushButton(this);
    m_copyButton->setObjectName(QStringLiteral("copyButton"));
    m_copyButton->setEnabled(false);
    connect(m_copyButton, &QPushButton::clicked, this, [this] {
        const QStringList keys = selectedKeys();
        if (!keys.isEmpty())
            Q_EMIT copyRequested(keys, m_copyFrom->currentData().toInt(), m_copyTo->currentData().toInt());
    });
    // "to" never offers the plan chosen in "from".
    connect(m_copyFrom, &QComboBox::activated, this, [this] { setCopyChoices(m_plans); });
    row->addWidget(m_showAllBox);
    row->addStretch(1);
    row->addWidget(m_copyFromLabel);
    row->addWidget(m_copyFrom);
    row->addWidget(m_copyToLabel);
    row->addWidget(m_copyTo);
    row->addWidget(m_copyButton);
    layout->addLayout(row);
}

void InputsPage::retranslate()
{
    m_showAllBox->setText(tr("Show all inputs"));
    m_copyFromLabel->setText(tr("Copy the selected inputs from"));
    m_copyToLabel->setText(tr("to"));
    m_copyButton->setText(tr("Copy"));
    m_copyButton->setToolTip(
        tr("Undoable: in the main window for the plan open there, with Edit… for the others"));
    m_differences->setAccessibleName(tr("Inputs that differ between the plans"));
    m_copyFrom->setAccessibleName(tr("Copy from"));
    m_copyTo->setAccessibleName(tr("Copy to"));
}

QStringList InputsPage::keys() const
{
    QStringList keys;
    for (int r = 0; r < m_differences->rowCount(); ++r)
        if (const QTableWidgetItem *item = m_differences->item(r, 0))
            keys << item->data(Qt::UserRole).toString();
    return keys;
}

QStringList InputsPage::selectedKeys() const
{
    QStringList keys;
    const QList<QTableWidgetItem *> items = m_differences->selectedItems();
    for (const QTableWidgetItem *item : items) {
        const QString key = m_differences->item(item->row(), 0)->data(Qt::UserRole).toString();
        if (!keys.contains(key))
            keys << key;
    }
    return keys;
}

void InputsPage::setShowAll(bool all)
{
    m_showAll = all;
    if (m_showAllBox->isChecked() != all) {
        const QSignalBlocker block(m_showAllBox);
        m_showAllBox->setChecked(all);
    }
    showPlans(m_plans);
}

void InputsPage::showPlans(const ComparedPlans &plans)
{
    m_plans = plans;
    const int n = planCount();
    if (m_table.scenarioCount() != n)
        return;
    const QStringList selected = selectedKeys();
    const std::vector<tco::ComparisonTable::Difference> rows = m_table.differences(m_showAll);
    const QSignalBlocker block(m_differences);
    m_differences->clearSelection();
    m_differences->setColumnCount(n + 1);
    QStringList headers{Terms::input()};
    for (const ComparedPlan &p : plans)
        headers << p.title;
    m_differences->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < n; ++c)
        m_differences->horizontalHeaderItem(c + 1)->setIcon(
            swatch(plans[static_cast<std::size_t>(c)].colour));
    m_differences->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c <= n; ++c)
        m_differences->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_differences->setRowCount(static_cast<int>(rows.size()));
    const tco::Catalog &catalog = m_table.catalog();
    int row = 0;
    for (const tco::ComparisonTable::Difference &d : rows) {
        auto *label = new QTableWidgetItem(InputTexts::keyLabel(d.key));
        label->setData(Qt::UserRole, QString::fromStdString(d.key));
        if (d.input)
            label->setToolTip(InputTexts::toolTip(*d.input));
        m_differences->setItem(row, 0, label);
        for (int c = 0; c < n; ++c) {
            const tco::Scenario &s = m_table.scenario(c);
            auto *item = new QTableWidgetItem(valueText(s, d.key, catalog));
            if (c > 0 && !tco::ComparisonTable::sameValue(m_table.scenario(0), s, d.key)) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_differences->setItem(row, c + 1, item);
        }
        if (selected.contains(QString::fromStdString(d.key)))
            m_differences->selectRow(row);
        ++row;
    }
    m_note->setText(
        rows.empty()
            ? tr("All plans use the same inputs. Change a plan (Edit…) to see how it differs.")
            : tr("Inputs that differ between the plans: %1 (bold: differs from the baseline). Select "
                 "rows and copy one plan's values to another; right-click for quick copies.")
                  .arg(m_table.differences(false).size()));
    m_copyButton->setEnabled(!selectedKeys().isEmpty());
}

void InputsPage::setCopyChoices(const ComparedPlans &plans)
{
    m_plans = plans;
    const int n = planCount();
    const int from = std::clamp(m_copyFrom->currentData().isValid() ? m_copyFrom->currentData().toInt() : 0,
                                0, std::max(0, n - 1));
    const int oldTo = m_copyTo->currentData().isValid() ? m_copyTo->currentData().toInt() : -2;
    {
        const QSignalBlocker block(m_copyFrom);
        m_copyFrom->clear();
        for (int i = 0; i < n; ++i)
            m_copyFrom->addItem(swatch(plans[static_cast<std::size_t>(i)].colour),
                                plans[static_cast<std::size_t>(i)].title, i);
        m_copyFrom->setCurrentIndex(from);
    }
    const QSignalBlocker block(m_copyTo);
    m_copyTo->clear();
    for (int i = 0; i < n; ++i)
        if (i != from)
            m_copyTo->addItem(swatch(plans[static_cast<std::size_t>(i)].colour),
                              plans[static_cast<std::size_t>(i)].title, i);
    if (n > 2)
        m_copyTo->addItem(tr("all other plans"), -1);
    const int keep = m_copyTo->findData(oldTo);
    m_copyTo->setCurrentIndex(keep >= 0 ? keep : 0);
}

void InputsPage::showMenu(const QPoint &pos)
{
    const QTableWidgetItem *item = m_differences->itemAt(pos);
    if (!item)
        return;
    if (!m_differences->item(item->row(), 0)->isSelected())
        m_differences->selectRow(item->row());
    const QStringList keys = selectedKeys();
    const int n = planCount();
    QMenu menu(this);
    for (int from = 0; from < n; ++from) {
        for (int to = 0; to < n; ++to) {
            if (to == from)
                continue;
            menu.addAction(tr("Copy %1's value to %2").arg(letter(from), letter(to)), this,
                           [this, keys, from, to] { Q_EMIT copyRequested(keys, from, to); });
        }
        if (n > 2)
            menu.addAction(tr("Copy %1's value to all other plans").arg(letter(from)), this,
                           [this, keys, from] { Q_EMIT copyRequested(keys, from, -1); });
        menu.addSeparator();
    }
    menu.exec(m_differences->viewport()->mapToGlobal(pos));
}

} // namespace planner

#include "moc_inputspage.cpp"
