// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/plan/scenarioheader.h"

#include "dialogs/scenariopropertiesdialog.h"
#include "document/scenariodocument.h"
#include "texts/inputtexts.h"
#include "texts/numberformat.h"

#include "plan/calendar.h"
#include "texts/terms.h"

#include <QDateEdit>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QToolButton>

namespace planner {

ScenarioHeader::ScenarioHeader(ScenarioDocument *document, QWidget *parent)
    : QFrame(parent), m_document(document), m_name(new QLineEdit(this)), m_tags(new QLabel(this)),
      m_startLabel(new QLabel(this)), m_startDate(new QDateEdit(this)), m_edit(new QToolButton(this))
{
    setObjectName(QStringLiteral("scenarioHeader"));
    m_name->setObjectName(QStringLiteral("scenarioName"));
    m_tags->setObjectName(QStringLiteral("scenarioTags"));
    m_edit->setObjectName(QStringLiteral("editScenarioProperties"));
    m_startLabel->setObjectName(QStringLiteral("scenarioStartDateLabel"));
    m_startDate->setObjectName(QStringLiteral("scenarioStartDate"));
    // Days as every text of the window writes them ("31 Mar 2027").
    m_startDate->setDisplayFormat(dayFormat());
    m_startDate->setCalendarPopup(true);
    m_startDate->setDateRange(QDate(tco::kMinDateYear, 1, 1), QDate(tco::kMaxDateYear, 12, 31));
    // One undo step when a date is picked, or typed and confirmed, not
    // one per keystroke.
    m_startDate->setKeyboardTracking(false);
    m_startLabel->setBuddy(m_startDate);
    m_name->setMaxLength(ScenarioPropertiesDialog::kMaxLineLength);
    m_name->setFrame(false);
    QFont nameFont = m_name->font();
    nameFont.setBold(true);
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.15);
    m_name->setFont(nameFont);
    m_tags->setTextFormat(Qt::PlainText);
    m_tags->setForegroundRole(QPalette::PlaceholderText);
    m_edit->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_edit->setAutoRaise(true);

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setHorizontalSpacing(6);
    layout->setVerticalSpacing(0);
    layout->addWidget(m_name, 0, 0);
    layout->addWidget(m_edit, 0, 1, 1, 2, Qt::AlignRight);
    layout->addWidget(m_tags, 1, 0);
    layout->addWidget(m_startLabel, 1, 1);
    layout->addWidget(m_startDate, 1, 2);
    layout->setColumnStretch(0, 1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);

    connect(m_name, &QLineEdit::editingFinished, this, &ScenarioHeader::applyName);
    // Typed: when confirmed (Return, or focus leaves), as a month name's
    // section completes mid-typing; picked in the calendar: at once.
    connect(m_startDate, &QDateEdit::editingFinished, this, &ScenarioHeader::applyStartDate);
    connect(m_startDate, &QDateEdit::dateChanged, this, [this] {
        if (!m_startDate->hasFocus())
            applyStartDate();
    });
    connect(m_edit, &QToolButton::clicked, this, &ScenarioHeader::propertiesRequested);
    connect(m_document, &ScenarioDocument::metadataChanged, this, &ScenarioHeader::refresh);
    retranslate();
}

ScenarioHeader::~ScenarioHeader()
{
    m_startDate->disconnect(this);
}

void ScenarioHeader::retranslate()
{
    m_name->setPlaceholderText(tr("Unnamed plan — click to name it"));
    m_name->setAccessibleName(Terms::scenarioName());
    m_name->setToolTip(tr("The plan's name, shown in reports and comparisons"));
    m_startLabel->setText(tr("Starts"));
    m_startDate->setToolTip(tr("The day the project starts: preparation begins, and the main run follows "
                               "after the preparation months. A plan without a date starts on the first "
                               "day of next month."));
    m_startDate->setAccessibleName(InputTexts::keyLabel(tco::kStartDateKey));
    m_edit->setText(tr("Properties…"));
    m_edit->setToolTip(tr("Name, description, project, experiment and team of this plan"));
    m_edit->setAccessibleName(tr("Plan properties"));
    refresh();
}

void ScenarioHeader::refresh()
{
    const tco::Scenario &s = m_document->scenario();
    const QString name = QString::fromStdString(s.name);
    if (m_name->text() != name) {
        const QSignalBlocker blocker(m_name);
        m_name->setText(name);
        m_name->setCursorPosition(0);
    }
    QStringList tags;
    if (!s.tags.project.empty())
        tags << tr("Project: %1").arg(QString::fromStdString(s.tags.project));
    if (!s.tags.experiment.empty())
        tags << tr("Experiment: %1").arg(QString::fromStdString(s.tags.experiment));
    if (!s.tags.team.empty())
        tags << tr("Team: %1").arg(QString::fromStdString(s.tags.team));
    m_tags->setText(tags.isEmpty() ? tr("No project, experiment or team yet")
                                   : tags.join(QStringLiteral("  ·  ")));
    setToolTip(QString::fromStdString(s.description));
    const tco::CivilDate start = tco::resolvedStart(s, tco::todayUtc());
    const QDate date(start.year, static_cast<int>(start.month), static_cast<int>(start.day));
    if (m_startDate->date() != date) {
        const QSignalBlocker blocker(m_startDate);
        m_startDate->setDate(date);
    }
}

void ScenarioHeader::applyStartDate()
{
    const QDate date = m_startDate->date();
    const tco::CivilDate picked{date.year(), static_cast<unsigned>(date.month()),
                                static_cast<unsigned>(date.day())};
    const tco::Scenario &s = m_document->scenario();
    // A plan without a date that is shown its default date keeps no date
    // until the user picks another one.
    if (s.startDate.empty() && picked == tco::resolvedStart(s, tco::todayUtc()))
        return;
    if (s.startDate == tco::formatDate(picked))
        return; // confirmed unchanged: no undo step

    m_document->setStartDate(tco::formatDate(picked));
    refresh();
}

void ScenarioHeader::applyName()
{
    ScenarioMetadata metadata = m_document->metadata();
    metadata.name = m_name->text().toStdString();
    m_document->setMetadata(std::move(metadata));
    // Shows what was stored (trimmed, control characters removed).
    refresh();
}

} // namespace planner

#include "moc_scenarioheader.cpp"
