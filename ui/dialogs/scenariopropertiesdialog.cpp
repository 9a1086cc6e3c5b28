// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/scenariopropertiesdialog.h"

#include "texts/numberformat.h"
#include "texts/tone.h"
#include "widgets/themedtext.h"

#include "dialogs/currencyeditor.h"
#include "document/scenariodocument.h"
#include "texts/filetexts.h"
#include "texts/terms.h"
#include "texts/trackingtexts.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace planner {

ScenarioPropertiesDialog::ScenarioPropertiesDialog(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document), m_name(new QLineEdit(this)),
      m_description(new QPlainTextEdit(this)), m_project(new QLineEdit(this)),
      m_experiment(new QLineEdit(this)), m_team(new QLineEdit(this)), m_created(new QLabel(this)),
      m_modified(new QLabel(this)), m_currency(new CurrencyEditor(this)), m_message(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("scenarioPropertiesDialog"));
    setWindowTitle(tr("Plan Properties"));
    const auto name = [](QWidget *w, const char *objectName) { w->setObjectName(QLatin1String(objectName)); };
    name(m_name, "scenario.name");
    name(m_description, "scenario.description");
    name(m_project, "scenario.project");
    name(m_experiment, "scenario.experiment");
    name(m_team, "scenario.team");
    name(m_created, "scenario.created");
    name(m_modified, "scenario.modified");
    name(m_message, "scenario.message");

    for (QLineEdit *edit : {m_name, m_project, m_experiment, m_team})
        edit->setMaxLength(kMaxLineLength);
    m_name->setPlaceholderText(tr("e.g. 70B dense, 15T tokens, H100"));
    m_description->setPlaceholderText(tr("What this plan assumes and what it is for"));
    m_description->setTabChangesFocus(true);
    m_description->setMinimumHeight(90);
    m_project->setPlaceholderText(tr("Cost is attributed to this project"));
    m_experiment->setPlaceholderText(tr("e.g. ablation-3"));
    m_team->setPlaceholderText(tr("e.g. pre-training"));
    m_name->setAccessibleName(Terms::scenarioName());
    m_description->setAccessibleName(tr("Description"));
    m_project->setAccessibleName(TrackingTexts::tagName("project"));
    m_experiment->setAccessibleName(TrackingTexts::tagName("experiment"));
    m_team->setAccessibleName(TrackingTexts::tagName("team"));
    m_message->setWordWrap(true);
    m_message->hide();
    showAsRefusal(m_message);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Description:"), m_description);
    form->addRow(tr("&Project:"), m_project);
    form->addRow(tr("E&xperiment:"), m_experiment);
    form->addRow(tr("&Team:"), m_team);
    form->addRow(tr("C&urrency:"), m_currency);
    form->addRow(tr("Created:"), m_created);
    form->addRow(tr("Last saved:"), m_modified);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ScenarioPropertiesDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ScenarioPropertiesDialog::reject);
    connect(m_document, &ScenarioDocument::metadataChanged, this, [this] {
        // Dates change on save; the fields keep what is being typed.
        const tco::Scenario &s = m_document->scenario();
        m_created->setText(dateText(s.createdUtc));
        m_modified->setText(dateText(s.modifiedUtc));
    });
    resize(520, sizeHint().height());
    load();
}

QString ScenarioPropertiesDialog::dateText(const std::string &isoUtc)
{
    if (isoUtc.empty())
        return tr("not yet saved");
    const QDateTime utc = QDateTime::fromString(QString::fromStdString(isoUtc), Qt::ISODate);
    if (!utc.isValid())
        return QString::fromStdString(isoUtc);
    return formatDayTime(utc.toLocalTime());
}

void ScenarioPropertiesDialog::load()
{
    const tco::Scenario &s = m_document->scenario();
    m_name->setText(QString::fromStdString(s.name));
    m_description->setPlainText(QString::fromStdString(s.description));
    m_project->setText(QString::fromStdString(s.tags.project));
    m_experiment->setText(QString::fromStdString(s.tags.experiment));
    m_team->setText(QString::fromStdString(s.tags.team));
    m_created->setText(dateText(s.createdUtc));
    m_modified->setText(dateText(s.modifiedUtc));
    m_currency->setCurrency(s.currency);
}

void ScenarioPropertiesDialog::accept()
{
    // Pasted control characters (ESC, NUL, ...) are dropped: the plan file
    // would refuse them (tco::checkText), and a terminal would act on them.
    const auto clean = [](QString text, bool multiline) {
        text.removeIf([multiline](QChar c) {
            return c.category() == QChar::Other_Control && c != u'\t' && !(multiline && c == u'\n');
        });
        return text.toStdString();
    };
    // The currency is checked first: a refused field changes nothing.
    tco::Issue refused{};
    const auto currency = m_currency->currency(&refused);
    if (!currency) {
        m_message->setText(FileTexts::fileIssue(refused));
        m_message->show();
        return;
    }
    ScenarioMetadata metadata;
    metadata.name = clean(m_name->text(), false);
    metadata.description = clean(m_description->toPlainText(), true);
    metadata.tags.project = clean(m_project->text(), false);
    metadata.tags.experiment = clean(m_experiment->text(), false);
    metadata.tags.team = clean(m_team->text(), false);
    if (m_document->setMetadata(std::move(metadata))) {
        m_message->setText(tr("The description is too long to be saved: at most %n bytes.", nullptr,
                              static_cast<int>(tco::kMaxTextLength)));
        m_message->show();
        m_description->setFocus();
        return;
    }
    m_document->setCurrency(*currency); // checked above; its own undo step
    QDialog::accept();
}

} // namespace planner

#include "moc_scenariopropertiesdialog.cpp"
