// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/comparisontable.h"
#include "charts/plots/comparedplan.h"
#include "document/documentchange.h"

#include <QColor>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <vector>

class QDialog;
class QLabel;
class QTabWidget;

namespace planner {

class AnalysisWorker;
class CompareGpuCountChart;
class CompareIntervalChart;
class WaterfallChart;
class InputsPage;
class KeyFiguresPage;
class PlanCards;
class ScenarioDocument;
class TradeOffsPage;
class WaterfallPage;

/** Two to four plans side by side: the plan open in the main window plus
 *  plans read from files or editable copies. The first column is the
 *  baseline; every figure shows its change against it.
 *
 *  The window is the shell: the plan list (documents, colours, their
 *  tco::ComparisonTable and Monte Carlo workers), the cards above the tabs
 *  (PlanCards), one tab per page in pages/ (KeyFiguresPage, WaterfallPage,
 *  InputsPage, TradeOffsPage) and the editor of a plan (PlanEditor). Cards
 *  and pages get a ComparedPlans snapshot and ask through signals; every
 *  change to a plan goes through here.
 *
 *  Every plan is a ScenarioDocument, so every copy of a value is an undo
 *  step: in the main window's stack for the current plan, in the plan's own
 *  stack (Edit…) for the others, which show "changed" and offer Save
 *  (ScenarioDocument::save: atomic, see "Saving" in docs/file-format.md).
 *
 *  Seam for tests: the file choosers, warnings and the unsaved question
 *  go through Prompts (prompts/prompts.h). Object names: "compareTabs",
 *  "compareIntro"; the cards' and the pages' own are listed in plancards.h
 *  and pages/. */
class CompareWindow : public QWidget
{
    Q_OBJECT
public:
    /** Asks for plans to compare with the current one (Prompts, ComparePlans). */
    static QStringList chooseFiles(QWidget *parent);

    /** Starts with `current` (the main window's plan, not owned) as the
     *  baseline. Add at least one more plan with addFiles() or addCopy(). */
    explicit CompareWindow(ScenarioDocument *current, QWidget *parent = nullptr);
    ~CompareWindow() override;

    /** Reads every file and adds them all, or none (with a message) when one
     *  cannot be read or there would be more than four plans. */
    bool addFiles(const QStringList &paths);
    /** Adds an editable, unsaved copy of plan `source` (-1: the current plan). */
    bool addCopy(int source = -1);
    /** Takes a plan out of the comparison (not the current plan; at least two stay). */
    bool removeScenario(int index);
    /** Makes plan `index` the baseline (first column). */
    bool setBaseline(int index);
    /** Copies input `key` ("hardware.gpu" or an input key) from plan `from`
     *  to plan `to`, or to every other plan when `to` is -1. Through each
     *  document, so it is undoable; refused values are reported. */
    bool copyValue(const QString &key, int from, int to);
    bool copyValues(const QStringList &keys, int from, int to);
    /** Saves plan `index` to its file, asking for one when it has none or
     *  when `askForName`. */
    bool saveScenario(int index, bool askForName = false);
    /** Opens the editor of plan `index` (the main window for the current plan). */
    void editScenario(int index);

    int scenarioCount() const { return static_cast<int>(m_columns.size()); }
    ScenarioDocument *document(int index) const;
    int indexOf(const ScenarioDocument *document) const;
    /** True for the plan open in the main window. */
    bool isCurrent(int index) const;
    const tco::ComparisonTable &table() const { return m_table; }
    QString scenarioName(int index) const;
    /** "A", "B", ... by position. */
    static QString letter(int index);
    QColor scenarioColour(int index) const;

    /** The plan the waterfall and the decisions compare the baseline with. */
    void setWaterfallTarget(int index);
    int waterfallTarget() const { return m_waterfallTarget; }
    void setShowAllInputs(bool all);
    /** Input keys in the rows of the differences table. */
    QStringList differenceKeys() const;
    QTabWidget *tabs() const { return m_tabs; }
    WaterfallChart *waterfallChart() const;
    CompareIntervalChart *intervalChart() const;
    CompareGpuCountChart *gpuCountChart() const;

Q_SIGNALS:
    /** Plans were added, removed or reordered. */
    void scenariosChanged();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Column {
        QPointer<ScenarioDocument> document; ///< the main window's may go first at exit
        bool owned = false;
        QColor colour;
        QString copyName; ///< the name of a copy that has no file yet
        AnalysisWorker *analysis = nullptr;
        QPointer<QDialog> editor;
    };

    // The plan list (compareplanlist.cpp).
    void addColumn(ScenarioDocument *document, bool owned, const QString &copyName);
    void releaseColumn(Column &column);
    QColor nextColour() const;
    QString columnTitle(int index) const;
    /** What the cards and pages show, in column order. */
    ComparedPlans plans() const;
    void syncTable();

    // The window (comparewindow.cpp).
    void onDocumentChanged(ScenarioDocument *document, const DocumentChange &change);
    void onAnalysisFinished(ScenarioDocument *document);
    void structureChanged();
    void updateCards();
    void refreshViews(bool interacting);
    void retranslate();
    // Through Prompts.
    void showMessage(const QString &title, const QString &text);
    /** Where to save a plan; empty when cancelled. */
    QString askSaveFileName(const QString &suggested);

    QPointer<ScenarioDocument> m_current;
    tco::ComparisonTable m_table;
    std::vector<Column> m_columns;
    int m_waterfallTarget = 1;

    QLabel *m_intro = nullptr;
    PlanCards *m_cards = nullptr;
    QTabWidget *m_tabs = nullptr;
    KeyFiguresPage *m_keyFigures = nullptr;
    WaterfallPage *m_waterfall = nullptr;
    InputsPage *m_inputs = nullptr;
    TradeOffsPage *m_tradeOffs = nullptr;
};

} // namespace planner
