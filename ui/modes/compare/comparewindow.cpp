// SPDX-License-Identifier: GPL-3.0-or-later
// The window: its questions (through Prompts), the cards and tabs, keeping
// them current, and closing. The plan list itself is in compareplanlist.cpp.
#include "modes/compare/comparewindow.h"

#include "modes/compare/pages/inputspage.h"
#include "modes/compare/pages/keyfigurespage.h"
#include "modes/compare/pages/tradeoffspage.h"
#include "modes/compare/pages/waterfallpage.h"
#include "modes/compare/plancards.h"
#include "modes/compare/planeditor.h"
#include "services/analysisworker.h"

#include "document/scenariodocument.h"
#include "prompts/prompts.h"
#include "texts/terms.h"

#include <QCloseEvent>
#include <QLabel>
#include <QScreen>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace planner {

// ---------------------------------------------------------------- questions

QStringList CompareWindow::chooseFiles(QWidget *parent)
{
    return Prompts::fileNames(parent, Prompts::FileDialog::ComparePlans,
                              tr("Compare with Plans (choose up to 3)"), QString(), Prompts::planFilter());
}

void CompareWindow::showMessage(const QString &title, const QString &text)
{
    Prompts::warn(this, title, text);
}

QString CompareWindow::askSaveFileName(const QString &suggested)
{
    return Prompts::fileName(this, Prompts::FileDialog::SavePlan, Terms::savePlanAs(), suggested,
                             Prompts::planFilter());
}

// ------------------------------------------------------------------ set-up

CompareWindow::CompareWindow(ScenarioDocument *current, QWidget *parent)
    : QWidget(parent, Qt::Window), m_current(current), m_table(current->catalog())
{
    setObjectName(QStringLiteral("compareWindow"));

    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("compareIntro"));
    m_intro->setWordWrap(true);

    m_cards = new PlanCards(this);
    connect(m_cards, &PlanCards::addPlanRequested, this, [this] {
        const QStringList files = chooseFiles(this);
        if (!files.isEmpty())
            addFiles(files);
    });
    connect(m_cards, &PlanCards::addCopyRequested, this, &CompareWindow::addCopy);
    connect(m_cards, &PlanCards::editRequested, this, &CompareWindow::editScenario);
    connect(m_cards, &PlanCards::saveRequested, this, &CompareWindow::saveScenario);
    connect(m_cards, &PlanCards::baselineRequested, this, &CompareWindow::setBaseline);
    connect(m_cards, &PlanCards::removeRequested, this, &CompareWindow::removeScenario);

    m_keyFigures = new KeyFiguresPage(m_table);
    m_waterfall = new WaterfallPage(m_table);
    connect(m_waterfall, &WaterfallPage::targetChosen, this, &CompareWindow::setWaterfallTarget);
    m_inputs = new InputsPage(m_table);
    connect(m_inputs, &InputsPage::copyRequested, this, &CompareWindow::copyValues);
    m_tradeOffs = new TradeOffsPage(m_table);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("compareTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_keyFigures, QString());
    m_tabs->addTab(m_waterfall, QString());
    m_tabs->addTab(m_inputs, QString());
    m_tabs->addTab(m_tradeOffs, QString());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 10, 10, 10);
    layout->setSpacing(8);
    layout->addWidget(m_intro);
    layout->addWidget(m_cards);
    layout->addWidget(m_tabs, 1);

    addColumn(current, false, QString());

    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
    resize(std::min(1500, available.width()), std::min(940, available.height()));
    retranslate();
}

CompareWindow::~CompareWindow()
{
    for (Column &c : m_columns)
        releaseColumn(c);
}

WaterfallChart *CompareWindow::waterfallChart() const
{
    return m_waterfall->chart();
}

CompareIntervalChart *CompareWindow::intervalChart() const
{
    return m_tradeOffs->intervalChart();
}

CompareGpuCountChart *CompareWindow::gpuCountChart() const
{
    return m_tradeOffs->gpuCountChart();
}

// ------------------------------------------------------------------ views

void CompareWindow::structureChanged()
{
    if (m_waterfallTarget < 1 || m_waterfallTarget >= scenarioCount())
        m_waterfallTarget = scenarioCount() >= 2 ? scenarioCount() - 1 : 1;
    syncTable();
    m_cards->rebuild(plans());
    m_inputs->setCopyChoices(plans());
    refreshViews(false);
    Q_EMIT scenariosChanged();
}

void CompareWindow::onDocumentChanged(ScenarioDocument *document, const DocumentChange &change)
{
    const int index = indexOf(document);
    if (index < 0)
        return;
    if (change.kind != ChangeKind::Interaction) {
        m_columns[static_cast<std::size_t>(index)].analysis->request(document->scenario());
        if (m_table.scenarioCount() == scenarioCount())
            m_table.setScenario(index, document->scenario());
    }
    updateCards();
    refreshViews(change.interacting);
}

void CompareWindow::onAnalysisFinished(ScenarioDocument *document)
{
    const int index = indexOf(document);
    if (index < 0 || m_table.scenarioCount() != scenarioCount())
        return;
    const AnalysisWorker::Output *out = m_columns[static_cast<std::size_t>(index)].analysis->latest();
    if (!out)
        return;
    m_table.setRisk(index, out->risk.costP10, out->risk.costP90);
    m_keyFigures->showPlans(plans());
}

void CompareWindow::updateCards()
{
    m_cards->showPlans(plans());
}

void CompareWindow::refreshViews(bool interacting)
{
    if (m_table.scenarioCount() != scenarioCount())
        return; // fewer than two plans: nothing to compare yet
    const ComparedPlans shown = plans();
    m_keyFigures->showPlans(shown);
    m_waterfall->showPlans(shown, m_waterfallTarget);
    // A drag in the main window moves one value: the rows of the inputs
    // table only change when it ends, and rebuilding them on every step
    // would lose the hover and selection.
    if (!interacting)
        m_inputs->showPlans(shown);
    m_tradeOffs->showPlans(shown, interacting);
}

void CompareWindow::setWaterfallTarget(int index)
{
    if (index < 1 || index >= scenarioCount())
        return;
    m_waterfallTarget = index;
    m_waterfall->showPlans(plans(), m_waterfallTarget);
}

void CompareWindow::setShowAllInputs(bool all)
{
    m_inputs->setShowAll(all);
}

QStringList CompareWindow::differenceKeys() const
{
    return m_inputs->keys();
}

// ------------------------------------------------------------------ window

void CompareWindow::editScenario(int index)
{
    ScenarioDocument *doc = document(index);
    if (!doc)
        return;
    if (isCurrent(index)) {
        if (QWidget *main = parentWidget()) {
            main->raise();
            main->activateWindow();
        }
        return;
    }
    Column &column = m_columns[static_cast<std::size_t>(index)];
    if (!column.editor) {
        column.editor = new PlanEditor(doc, columnTitle(index), this);
        column.editor->show();
        return;
    }
    column.editor->raise();
    column.editor->activateWindow();
}

void CompareWindow::closeEvent(QCloseEvent *event)
{
    std::vector<int> unsaved;
    for (int i = 0; i < scenarioCount(); ++i)
        if (!isCurrent(i) && document(i)->isModified())
            unsaved.push_back(i);
    if (!unsaved.empty()) {
        QStringList names;
        for (int i : unsaved)
            names << columnTitle(i);
        const QString text = tr("These compared plans have unsaved changes: %1. Save them?")
                                 .arg(names.join(QStringLiteral(", ")));
        const bool saved = Prompts::mayDiscard(this, text, [this, &unsaved] {
            return std::all_of(unsaved.begin(), unsaved.end(), [this](int i) { return saveScenario(i); });
        });
        if (!saved) {
            event->ignore();
            return;
        }
    }
    for (Column &c : m_columns)
        if (c.editor)
            c.editor->close();
    event->accept();
}

void CompareWindow::changeEvent(QEvent *event)
{
    // The shell retranslates the cards and pages itself, before refilling
    // them, rather than leaving each to its own LanguageChange.
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CompareWindow::retranslate()
{
    setWindowTitle(tr("Compare Plans — LLM TCO Planner"));
    m_intro->setText(tr("Plans side by side. The first column is the baseline: every other column shows its "
                        "change against it. Changes in the main window show here at once."));
    m_tabs->setTabText(0, tr("Key Figures"));
    m_tabs->setTabText(1, tr("What Moved the Cost"));
    m_tabs->setTabText(2, Terms::inputs());
    m_tabs->setTabText(3, Terms::tradeOffs());
    m_cards->retranslate();
    m_keyFigures->retranslate();
    m_waterfall->retranslate();
    m_inputs->retranslate();
    updateCards();
    m_inputs->setCopyChoices(plans());
    refreshViews(false);
}

} // namespace planner

#include "moc_comparewindow.cpp"
