// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/assumptions/assumptionsmode.h"

#include "texts/inputformat.h"
#include "texts/inputtexts.h"
#include "texts/terms.h"

#include "document/scenariodocument.h"

#include "plan/inputs.h"
#include "plan/scenario.h"

#include <QEvent>
#include <QHeaderView>
#include <QTreeWidget>

#include <map>

namespace planner {

namespace {
enum Column { Name, Value, Default, Allowed, Source, Columns };
} // namespace

AssumptionsMode::AssumptionsMode(const ModeContext &context, QObject *parent)
    : Mode(context, parent), m_list(new QTreeWidget)
{
    m_list->setObjectName(QStringLiteral("assumptionsList"));
    m_list->setColumnCount(Columns);
    m_list->setRootIsDecorated(true);
    m_list->setAlternatingRowColors(true);
    m_list->setWordWrap(true);
    m_list->setUniformRowHeights(false);
    m_list->header()->setStretchLastSection(true);
    // The values follow the plan once the hand rests (a held slider moves
    // one row, which the plan page shows anyway), and only while the page
    // is shown: hidden, it is filled when it is shown again.
    connect(document(), &ScenarioDocument::changed, this, [this](const DocumentChange &change) {
        if (change.interacting)
            return;
        if (m_list->isVisible())
            fill();
        else
            m_stale = true;
    });
    m_list->installEventFilter(this);
}

bool AssumptionsMode::eventFilter(QObject *watched, QEvent *event)
{
    // The event's type first: the list's last events come while it is
    // destroyed, when comparing with m_list would downcast what is no
    // longer a QTreeWidget (UBSan).
    if (event->type() == QEvent::Show && m_stale && watched == m_list)
        fill();
    return Mode::eventFilter(watched, event);
}

AssumptionsMode::~AssumptionsMode()
{
    if (m_list && !m_list->parent())
        delete m_list;
}

QString AssumptionsMode::title() const
{
    return tr("&Assumptions");
}

QWidget *AssumptionsMode::takePage()
{
    return m_list;
}

void AssumptionsMode::retranslate()
{
    m_list->setHeaderLabels({Terms::input(), Terms::value(), Terms::defaultValue(), tr("Allowed"),
                             tr("What it is and where the default comes from")});
    m_list->setAccessibleName(tr("Every input of the plan with its source"));
    fill();
}

void AssumptionsMode::fill()
{
    m_stale = false;
    // One item per group, in the order the groups first appear, and one row
    // per input under it; made once, then only their texts change.
    if (m_rows.empty()) {
        std::map<tco::InputGroup, QTreeWidgetItem *> groups;
        for (const tco::InputSpec &spec : tco::inputSpecs()) {
            QTreeWidgetItem *&group = groups[spec.group];
            if (!group) {
                group = new QTreeWidgetItem(m_list);
                group->setFirstColumnSpanned(true);
                group->setData(Name, Qt::UserRole, static_cast<int>(spec.group));
            }
            m_rows.push_back(new QTreeWidgetItem(group));
        }
        m_list->expandAll();
    }
    for (int g = 0; g < m_list->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_list->topLevelItem(g);
        group->setText(Name, InputTexts::groupTitle(
                                 static_cast<tco::InputGroup>(group->data(Name, Qt::UserRole).toInt())));
    }
    const tco::Scenario &scenario = document()->scenario();
    for (const tco::InputSpec &spec : tco::inputSpecs()) {
        QTreeWidgetItem *item = m_rows[tco::index(spec.id)];
        const double value = scenario.value(spec.id);
        item->setText(Name, InputTexts::label(spec.id));
        item->setText(Value, InputFormat::textWithUnit(spec, value));
        item->setText(Default, InputFormat::textWithUnit(spec, spec.defaultValue));
        item->setText(Allowed, InputFormat::rangeText(spec));
        item->setText(Source, InputTexts::help(spec.id));
        item->setToolTip(Source, InputTexts::help(spec.id));
        QFont font = item->font(Value);
        font.setBold(value != spec.defaultValue);
        item->setFont(Value, font);
    }
    for (int c = Name; c < Source; ++c)
        m_list->resizeColumnToContents(c);
}

} // namespace planner

PLANNER_MODE_FACTORY(assumptionsMode, AssumptionsMode)

#include "moc_assumptionsmode.cpp"
