// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/solve.h"

#include <QDialog>
#include <QFutureWatcher>

#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDate;
class QDateEdit;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace planner {

class ScenarioDocument;
class ValueSpinBox;

/** "What fits": plan backwards from a budget and a deadline
 *  (docs/model.md §13). The user picks one or two inputs to solve for and
 *  the targets; the solver runs off the GUI thread; "Apply" writes the
 *  solution and the targets into the plan as one undo step. The targets
 *  start from the plan's own (budget.usd and Scenario::targets). */
class WhatFitsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit WhatFitsDialog(ScenarioDocument *document, QWidget *parent = nullptr);
    ~WhatFitsDialog() override;

    /** The targets as set in the dialog. */
    tco::SolveTargets targets() const;
    std::vector<tco::InputId> unknowns() const;
    /** The last answer; empty before the first, and after the plan changed. */
    const std::optional<tco::Solution> &solution() const { return m_solution; }

public Q_SLOTS:
    /** Starts the solver on the current plan and targets. */
    void solve();
    /** Writes the solved (or nearest) values and the targets into the plan. */
    void apply();
    /** Takes the main run's own answer to a project deadline within the
     *  fixed phases: the deadline's basis becomes the main run (its date
     *  follows) and that answer is the one Apply writes. */
    void useMainRunAnswer();

Q_SIGNALS:
    /** An answer arrived (solution() holds it). */
    void solved();

private:
    void buildForm();
    void loadTargets();
    void syncDeadlineDate();
    void syncDeadlineDays();
    /** Where the deadline's days count from: the start date for the whole
     *  project, the main run's start for the main run. */
    QDate deadlineOrigin() const;
    void showAnswer();
    void markStale();
    QString answerHtml(const tco::Solution &s) const;
    QString solutionHtml(const tco::Solution &s, const tco::SolveTargets &t) const;
    /** TargetMissed: each target the nearest plan misses, with its gap. */
    QString missesHtml(const tco::Solution &s, const tco::SolveTargets &t) const;
    /** A sentence for each miss no plan can reach (a loss below the law's floor). */
    static QString beyondReachHtml(const tco::Solution &s, const tco::SolveTargets &t);

    ScenarioDocument *m_document;
    QComboBox *m_first = nullptr;
    QComboBox *m_second = nullptr;
    QCheckBox *m_budgetOn = nullptr;
    ValueSpinBox *m_budget = nullptr;
    QCheckBox *m_deadlineOn = nullptr;
    QSpinBox *m_deadlineDays = nullptr;
    QDateEdit *m_finishBy = nullptr;
    QComboBox *m_scope = nullptr;
    QComboBox *m_confidence = nullptr;
    QCheckBox *m_tppOn = nullptr;
    QDoubleSpinBox *m_tpp = nullptr;
    QCheckBox *m_lossOn = nullptr;
    QDoubleSpinBox *m_loss = nullptr;
    QLabel *m_answer = nullptr;
    QPushButton *m_solve = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_useMainRun = nullptr;
    double m_budgetUsd = 0;
    std::optional<tco::Solution> m_solution;
    tco::SolveTargets m_solvedTargets;
    QFutureWatcher<tco::Solution> m_watcher;
    bool m_stale = false;
    bool m_applying = false; ///< our own Apply changes the plan: the answer stands
    bool m_adopting = false; ///< useMainRunAnswer() switches the basis: the answer stands
};

} // namespace planner
