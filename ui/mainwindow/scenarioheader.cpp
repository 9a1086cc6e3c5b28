// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/scenarioheader.h"

#include "dialogs/scenariopropertiesdialog.h"
#include "document/scenariodocument.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QToolButton>

namespace planner {

ScenarioHeader::ScenarioHeader(ScenarioDocument *document, QWidget *parent)
    : QFrame(parent), m_document(document), m_name(new QLineEdit(this)), m_tags(new QLabel(this)),
      m_edit(new QToolButton(this))
{
    setObjectName(QStringLiteral("scenarioHeader"));
    m_name->setObjectName(QStringLiteral("scenarioName"));
    m_tags->setObjectName(QStringLiteral("scenarioTags"));
    m_edit->setObjectName(QStringLiteral("editScenarioProperties"));
    m_name->setMaxLength(ScenarioPropertiesDialog::kMaxLineLength);
    m_name->setFrame(false);
    QFont nameFont = m_name->font();
    nameFont.setBold(true);
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.15);
    m_name->setFont(nameFont);
    m_tags->setTextFormat(Qt::PlainText);
    QPalette pal = m_tags->palette();
    pal.setColor(QPalette::WindowText, pal.color(QPalette::PlaceholderText));
    m_tags->setPalette(pal);
    m_edit->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_edit->setAutoRaise(true);

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setHorizontalSpacing(6);
    layout->setVerticalSpacing(0);
    layout->addWidget(m_name, 0, 0);
    layout->addWidget(m_edit, 0, 1);
    layout->addWidget(m_tags, 1, 0, 1, 2);
    layout->setColumnStretch(0, 1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);

    connect(m_name, &QLineEdit::editingFinished, this, &ScenarioHeader::applyName);
    connect(m_edit, &QToolButton::clicked, this, &ScenarioHeader::propertiesRequested);
    connect(m_document, &ScenarioDocument::metadataChanged, this, &ScenarioHeader::refresh);
    retranslate();
}

void ScenarioHeader::retranslate()
{
    m_name->setPlaceholderText(tr("Untitled scenario — click to name it"));
    m_name->setAccessibleName(tr("Scenario name"));
    m_name->setToolTip(tr("The plan's name, shown in reports and comparisons"));
    m_edit->setText(tr("Properties…"));
    m_edit->setToolTip(tr("Name, description, project, experiment and team of this plan"));
    m_edit->setAccessibleName(tr("Scenario properties"));
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
