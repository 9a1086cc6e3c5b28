// SPDX-License-Identifier: GPL-3.0-or-later
// CompareWindow's plan list: the documents in column order, their colours,
// names and Monte Carlo workers, and what changes them (add, remove, make
// baseline, copy values, save).
#include "modes/compare/comparewindow.h"

#include "charts/core/chartstyle.h"
#include "modes/compare/compareformat.h"
#include "prompts/prompts.h"
#include "services/analysisworker.h"
#include "texts/inputtexts.h"
#include "texts/messagetexts.h"
#include "texts/plannames.h"

#include "document/scenariodocument.h"

#include "plan/inputs.h"
#include "texts/terms.h"

#include <QDialog>
#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>
#include <optional>
#include <string>

namespace planner {

namespace {

const QColor kPalette[] = {style::colour::cost(), style::colour::time(), style::colour::optimum(),
                           style::colour::alternativeB()};

} // namespace

QColor CompareWindow::nextColour() const
{
    for (const QColor &c : kPalette) {
        const bool used = std::any_of(m_columns.begin(), m_columns.end(),
                                      [&c](const Column &col) { return col.colour == c; });
        if (!used)
            return c;
    }
    return style::colour::neutral();
}

void CompareWindow::addColumn(ScenarioDocument *document, bool owned, const QString &copyName)
{
    Column column;
    column.document = document;
    column.owned = owned;
    column.colour = nextColour();
    column.copyName = copyName;
    column.analysis = new AnalysisWorker(document->catalog(), this);
    // Each plan's own Monte Carlo (uncertainty.samples, .seed): a column
    // shows the P10–P90 of that plan's window and reports.
    connect(column.analysis, &AnalysisWorker::finished, this,
            [this, document] { onAnalysisFinished(document); });
    connect(document, &ScenarioDocument::changed, this,
            [this, document](const DocumentChange &change) { onDocumentChanged(document, change); });
    connect(document, &ScenarioDocument::modifiedChanged, this, &CompareWindow::updateCards);
    connect(document, &ScenarioDocument::fileNameChanged, this, [this] {
        updateCards();
        refreshViews(false); // names in headers and legends
    });
    m_columns.push_back(std::move(column));
    m_columns.back().analysis->request(document->scenario());
}

void CompareWindow::releaseColumn(Column &column)
{
    if (column.editor)
        column.editor->close();
    if (column.document)
        disconnect(column.document, nullptr, this, nullptr);
    delete column.analysis;
    column.analysis = nullptr;
    if (column.owned)
        delete column.document.data();
    column.document = nullptr;
}

bool CompareWindow::addFiles(const QStringList &paths)
{
    if (paths.isEmpty())
        return false;
    if (scenarioCount() + paths.size() > tco::ComparisonTable::kMaxScenarios) {
        showMessage(tr("Compare Plans"),
                    tr("Up to %1 plans can be compared side by side: this plan and at most %2 others. "
                       "%3 were chosen.")
                        .arg(tco::ComparisonTable::kMaxScenarios)
                        .arg(tco::ComparisonTable::kMaxScenarios - scenarioCount())
                        .arg(paths.size()));
        return false;
    }
    std::vector<ScenarioDocument *> loaded;
    for (const QString &path : paths) {
        auto *doc = new ScenarioDocument(m_table.catalog(), this);
        const FileOutcome outcome = doc->load(path);
        if (!outcome.ok()) {
            QString text = tr("%1 could not be opened.").arg(QFileInfo(path).fileName()) + QLatin1Char('\n') +
                           MessageTexts::fileError(outcome.error);
            for (const tco::Issue &issue : outcome.issues)
                text += QLatin1Char('\n') +
                        MessageTexts::issue(issue, QString::fromStdString(issue.value), doc->scenario());
            delete doc;
            qDeleteAll(loaded);
            showMessage(tr("Compare Plans"), text);
            return false;
        }
        loaded.push_back(doc);
    }
    for (ScenarioDocument *doc : loaded)
        addColumn(doc, true, QString());
    structureChanged();
    return true;
}

bool CompareWindow::addCopy(int source)
{
    if (source < 0)
        source = indexOf(m_current);
    if (source < 0 || source >= scenarioCount())
        return false;
    if (scenarioCount() >= tco::ComparisonTable::kMaxScenarios) {
        showMessage(tr("Compare Plans"), tr("Up to %1 plans can be compared side by side. Remove one first.")
                                             .arg(tco::ComparisonTable::kMaxScenarios));
        return false;
    }
    const QString name = tr("Copy of %1").arg(scenarioName(source));
    tco::Scenario copy = document(source)->scenario();
    auto *doc = new ScenarioDocument(m_table.catalog(), std::move(copy), this);
    addColumn(doc, true, name);
    structureChanged();
    return true;
}

bool CompareWindow::removeScenario(int index)
{
    if (index < 0 || index >= scenarioCount() || isCurrent(index) ||
        scenarioCount() <= tco::ComparisonTable::kMinScenarios)
        return false;
    Column column = m_columns[static_cast<std::size_t>(index)];
    m_columns.erase(m_columns.begin() + index);
    releaseColumn(column);
    structureChanged();
    return true;
}

bool CompareWindow::setBaseline(int index)
{
    if (index <= 0 || index >= scenarioCount())
        return index == 0;
    std::rotate(m_columns.begin(), m_columns.begin() + index, m_columns.begin() + index + 1);
    structureChanged();
    return true;
}

ScenarioDocument *CompareWindow::document(int index) const
{
    if (index < 0 || index >= scenarioCount())
        return nullptr;
    return m_columns[static_cast<std::size_t>(index)].document;
}

int CompareWindow::indexOf(const ScenarioDocument *document) const
{
    for (int i = 0; i < scenarioCount(); ++i)
        if (m_columns[static_cast<std::size_t>(i)].document == document)
            return i;
    return -1;
}

bool CompareWindow::isCurrent(int index) const
{
    return m_current && document(index) == m_current.data();
}

QString CompareWindow::letter(int index)
{
    return compare::letter(index);
}

QColor CompareWindow::scenarioColour(int index) const
{
    if (index < 0 || index >= scenarioCount())
        return {};
    return m_columns[static_cast<std::size_t>(index)].colour;
}

QString CompareWindow::scenarioName(int index) const
{
    const ScenarioDocument *doc = document(index);
    if (!doc)
        return {};
    // A copy not saved yet is "Copy of …"; every other plan has its own name,
    // else its file's (texts/plannames.h).
    const QString &copy = m_columns[static_cast<std::size_t>(index)].copyName;
    if (!copy.isEmpty() && doc->fileName().isEmpty())
        return copy;
    return PlanNames::of(doc->scenario(), doc->fileName());
}

QString CompareWindow::columnTitle(int index) const
{
    // The plan's name alone: a letter beside a file name read as another plan ("B · A").
    return scenarioName(index);
}

ComparedPlans CompareWindow::plans() const
{
    ComparedPlans plans;
    for (int i = 0; i < scenarioCount(); ++i) {
        const ScenarioDocument *doc = document(i);
        plans.push_back({columnTitle(i), scenarioName(i), QString::fromStdString(doc->scenario().name),
                         scenarioColour(i), isCurrent(i), !doc->fileName().isEmpty(), doc->isModified(),
                         QFileInfo(doc->fileName()).fileName()});
    }
    return plans;
}

void CompareWindow::syncTable()
{
    std::vector<tco::Scenario> scenarios;
    for (const Column &c : m_columns)
        scenarios.push_back(c.document->scenario());
    if (!m_table.setScenarios(std::move(scenarios)))
        return;
    for (int i = 0; i < scenarioCount(); ++i) {
        const AnalysisWorker *worker = m_columns[static_cast<std::size_t>(i)].analysis;
        if (!worker->isStale() && worker->latest())
            m_table.setRisk(i, worker->latest()->risk.costP10, worker->latest()->risk.costP90);
    }
}

bool CompareWindow::copyValue(const QString &key, int from, int to)
{
    return copyValues(QStringList{key}, from, to);
}

bool CompareWindow::copyValues(const QStringList &keys, int from, int to)
{
    ScenarioDocument *source = document(from);
    if (!source || keys.isEmpty() || (to != -1 && (!document(to) || to == from)))
        return false;
    std::vector<ScenarioDocument *> targets;
    for (int i = 0; i < scenarioCount(); ++i)
        if (i != from && (to == -1 || i == to))
            targets.push_back(document(i));
    // The source may itself change while copying (never: it is not a
    // target), but keep its values stable anyway.
    const tco::Scenario values = source->scenario();
    QStringList refused;
    for (ScenarioDocument *target : targets) {
        QUndoStack *stack = target->undoStack();
        const bool macro = keys.size() > 1;
        if (macro)
            stack->beginMacro(tr("copy inputs from %1").arg(letter(from)));
        for (const QString &key : keys) {
            const std::string k = key.toStdString();
            std::optional<tco::Issue> issue;
            if (k == tco::kGpuKey) {
                if (target->scenario().gpuId != values.gpuId)
                    issue = target->setGpu(QString::fromStdString(values.gpuId));
            } else if (const auto id = tco::findInput(k)) {
                if (target->value(*id) != values.value(*id))
                    issue = target->setValue(*id, values.value(*id));
            }
            if (issue)
                refused << tr("%1 → %2: %3")
                               .arg(InputTexts::keyLabel(k), columnTitle(indexOf(target)),
                                    MessageTexts::issue(*issue,
                                                        compare::valueText(values, k, m_table.catalog()),
                                                        target->scenario()));
        }
        if (macro)
            stack->endMacro();
    }
    if (!refused.isEmpty()) {
        showMessage(tr("Copy Values"),
                    tr("Some values were not copied:") + QLatin1Char('\n') + refused.join(QLatin1Char('\n')));
        return false;
    }
    return true;
}

bool CompareWindow::saveScenario(int index, bool askForName)
{
    ScenarioDocument *doc = document(index);
    if (!doc || isCurrent(index))
        return false;
    QString path = doc->fileName();
    if (path.isEmpty() || askForName) {
        const QString suggested = path.isEmpty() ? scenarioName(index) + QStringLiteral(".tcoplan") : path;
        path = askSaveFileName(suggested);
        if (path.isEmpty())
            return false;
        path = Prompts::withPlanSuffix(path);
    }
    const FileOutcome outcome = doc->save(path);
    if (!outcome.ok()) {
        showMessage(Terms::savePlan(), tr("%1 could not be saved.").arg(QFileInfo(path).fileName()) +
                                           QLatin1Char('\n') + MessageTexts::fileError(outcome.error) +
                                           QLatin1Char('\n') + QString::fromStdString(outcome.detail));
        return false;
    }
    updateCards();
    refreshViews(false);
    return true;
}

} // namespace planner
