// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/compare/plancards.h"

#include "analysis/comparisontable.h"
#include "texts/terms.h"

#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QToolButton>

namespace planner {

PlanCards::PlanCards(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("planCards"));
    m_layout = new QHBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(8);
    m_addPlan = new QPushButton(this);
    m_addPlan->setObjectName(QStringLiteral("addPlan"));
    connect(m_addPlan, &QPushButton::clicked, this, &PlanCards::addPlanRequested);
    m_addCopy = new QPushButton(this);
    m_addCopy->setObjectName(QStringLiteral("addCopy"));
    connect(m_addCopy, &QPushButton::clicked, this, [this] { Q_EMIT addCopyRequested(-1); });
}

void PlanCards::retranslate()
{
    m_addPlan->setText(tr("Add Plan from File…"));
    m_addPlan->setToolTip(
        tr("Compare with a saved plan (up to %1 plans in all)").arg(tco::ComparisonTable::kMaxScenarios));
    m_addCopy->setText(tr("Add Copy of This Plan"));
    m_addCopy->setToolTip(tr("A copy of the main window's plan to change and compare against"));
}

bool PlanCards::isCurrent(int index) const
{
    return index >= 0 && index < planCount() && m_plans[static_cast<std::size_t>(index)].current;
}

void PlanCards::rebuild(const ComparedPlans &plans)
{
    m_plans = plans;
    // Rebuilt on every structural change: at most four cards.
    while (QLayoutItem *item = m_layout->takeAt(0)) {
        if (QWidget *w = item->widget(); w && w != m_addPlan && w != m_addCopy) {
            // Later: this may run from a click inside the card itself.
            w->setObjectName(QString());
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
    for (int i = 0; i < planCount(); ++i) {
        const QString n = QString::number(i);
        auto *card = new QFrame(this);
        card->setObjectName(QStringLiteral("scenarioCard.") + n);
        card->setFrameShape(QFrame::StyledPanel);
        card->setAutoFillBackground(true);
        auto *grid = new QGridLayout(card);
        grid->setContentsMargins(0, 0, 8, 6);
        grid->setHorizontalSpacing(8);
        grid->setVerticalSpacing(2);
        auto *bar = new QFrame(card);
        bar->setFixedWidth(8);
        bar->setAutoFillBackground(true);
        QPalette pal = bar->palette();
        pal.setColor(QPalette::Window, plans[static_cast<std::size_t>(i)].colour);
        bar->setPalette(pal);
        auto *title = new QLabel(card);
        title->setObjectName(QStringLiteral("title.") + n);
        QFont titleFont = title->font();
        titleFont.setBold(true);
        titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
        title->setFont(titleFont);
        auto *status = new QLabel(card);
        status->setObjectName(QStringLiteral("status.") + n);
        // The position is looked up at click time: a card on its way out
        // (deleteLater) is no longer in the layout and asks for plan -1.
        auto *edit = new QPushButton(card);
        edit->setObjectName(QStringLiteral("edit.") + n);
        connect(edit, &QPushButton::clicked, this,
                [this, card] { Q_EMIT editRequested(m_layout->indexOf(card)); });
        auto *save = new QPushButton(card);
        save->setObjectName(QStringLiteral("save.") + n);
        save->setVisible(!isCurrent(i));
        connect(save, &QPushButton::clicked, this,
                [this, card] { Q_EMIT saveRequested(m_layout->indexOf(card), false); });
        auto *more = new QToolButton(card);
        more->setObjectName(QStringLiteral("more.") + n);
        more->setText(QStringLiteral("⋯"));
        more->setPopupMode(QToolButton::InstantPopup);
        auto *menu = new QMenu(more);
        more->setMenu(menu);
        connect(menu, &QMenu::aboutToShow, this, [this, menu, card] {
            const int index = m_layout->indexOf(card);
            menu->clear();
            QAction *saveAs =
                menu->addAction(tr("Save As…"), this, [this, index] { Q_EMIT saveRequested(index, true); });
            saveAs->setEnabled(!isCurrent(index));
            QAction *copy = menu->addAction(tr("Add a Copy of This Plan"), this,
                                            [this, index] { Q_EMIT addCopyRequested(index); });
            copy->setEnabled(planCount() < tco::ComparisonTable::kMaxScenarios);
            QAction *baseline = menu->addAction(tr("Make Baseline"), this,
                                                [this, index] { Q_EMIT baselineRequested(index); });
            baseline->setEnabled(index > 0);
            menu->addSeparator();
            QAction *remove = menu->addAction(tr("Remove from Comparison"), this,
                                              [this, index] { Q_EMIT removeRequested(index); });
            remove->setEnabled(!isCurrent(index) && planCount() > tco::ComparisonTable::kMinScenarios);
        });
        grid->addWidget(bar, 0, 0, 3, 1);
        grid->addWidget(title, 0, 1, 1, 4);
        grid->addWidget(status, 1, 1, 1, 4);
        grid->addWidget(edit, 2, 1);
        grid->addWidget(save, 2, 2);
        grid->addWidget(more, 2, 3);
        grid->setColumnStretch(4, 1);
        grid->setRowMinimumHeight(0, 6);
        m_layout->addWidget(card, 1);
    }
    m_layout->addWidget(m_addPlan);
    m_layout->addWidget(m_addCopy);
    showPlans(plans);
}

QString PlanCards::statusText(int index) const
{
    const ComparedPlan &plan = m_plans[static_cast<std::size_t>(index)];
    QStringList parts;
    if (index == 0)
        parts << Terms::baseline();
    if (plan.current)
        parts << tr("open in the main window");
    else if (!plan.hasFile)
        parts << tr("copy, not saved yet");
    else if (plan.modified)
        parts << tr("changed, not saved");
    else
        parts << tr("from file");
    // The plan's name heads the card; the file it comes from is said here.
    if (plan.hasFile)
        parts << plan.fileName;
    if (plan.current && plan.modified)
        parts << tr("unsaved changes");
    return parts.join(QStringLiteral(" · "));
}

void PlanCards::showPlans(const ComparedPlans &plans)
{
    m_plans = plans;
    for (int i = 0; i < planCount() && i < m_layout->count(); ++i) {
        const QString n = QString::number(i);
        auto *card = qobject_cast<QFrame *>(m_layout->itemAt(i)->widget());
        if (!card)
            continue;
        const ComparedPlan &plan = plans[static_cast<std::size_t>(i)];
        if (auto *title = card->findChild<QLabel *>(QStringLiteral("title.") + n))
            title->setText(plan.title + (plan.modified && !plan.current ? QStringLiteral(" *") : QString()));
        if (auto *status = card->findChild<QLabel *>(QStringLiteral("status.") + n))
            status->setText(statusText(i));
        if (auto *edit = card->findChild<QPushButton *>(QStringLiteral("edit.") + n)) {
            edit->setText(plan.current ? tr("Edit in Main Window") : tr("Edit…"));
            edit->setToolTip(plan.current ? tr("Changes in the main window show here at once")
                                          : tr("Change this plan's inputs (undoable)"));
        }
        if (auto *save = card->findChild<QPushButton *>(QStringLiteral("save.") + n)) {
            save->setText(plan.hasFile ? tr("Save") : tr("Save As…"));
            save->setEnabled(plan.modified || !plan.hasFile);
        }
        if (auto *more = card->findChild<QToolButton *>(QStringLiteral("more.") + n)) {
            more->setToolTip(tr("More actions for %1").arg(plan.title));
            more->setAccessibleName(tr("More actions for %1").arg(plan.title));
        }
    }
    const bool room = planCount() < tco::ComparisonTable::kMaxScenarios;
    m_addPlan->setEnabled(room);
    m_addCopy->setEnabled(room);
}

} // namespace planner

#include "moc_plancards.cpp"
