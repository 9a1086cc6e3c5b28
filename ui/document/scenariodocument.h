// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/documentchange.h"
#include "document/scenariometadata.h"

#include "analysis/advice.h"
#include "analysis/variants.h"
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scenario.h"
#include "plan/validation.h"

#include <QObject>
#include <QString>

#include <optional>
#include <string>
#include <utility>
#include <vector>

class QUndoStack;

namespace planner {

/** Outcome of reading or writing a scenario file (model/files/scenariofile.h,
 *  where the texts can word it without depending on the document). */
using FileOutcome = tco::FileOutcome;

/** One open plan: the scenario, its evaluated result, the undo stack and the
 *  file it belongs to.
 *
 *  Invariants: the scenario always passes tco::validate() (edits that would
 *  break a rule are refused and return the issue, the scenario unchanged);
 *  result() is always evaluate(scenario()); every edit is a QUndoCommand on
 *  undoStack(); isModified() == !undoStack()->isClean(). Every change is
 *  announced once through changed(). */
class ScenarioDocument : public QObject
{
    Q_OBJECT
public:
    explicit ScenarioDocument(const tco::Catalog &catalog, QObject *parent = nullptr);
    /** Adopts `scenario`, which must be valid for `catalog`. */
    ScenarioDocument(const tco::Catalog &catalog, tco::Scenario scenario, QObject *parent = nullptr);
    ~ScenarioDocument() override;

    const tco::Scenario &scenario() const { return m_scenario; }
    const tco::Result &result() const { return m_result; }
    /** The checkpoint interval with the lowest total on the plan's own
     *  curve (tco::bestCheckpointIntervalHours, a search of about 240
     *  evaluations): searched once a change, for every view that shows it. */
    double bestCheckpointIntervalHours() const;
    const tco::Catalog &catalog() const { return m_catalog; }
    QUndoStack *undoStack() const { return m_undoStack; }

    double value(tco::InputId input) const { return m_scenario.value(input); }
    QString gpuId() const { return QString::fromStdString(m_scenario.gpuId); }
    /** True when `input` differs from its documented default. */
    bool isDefault(tco::InputId input) const;
    /** True while a slider drag is in progress (between a dragging
     *  setValue() and endInteraction()). */
    bool isInteracting() const { return m_dragSession != 0; }

    /** Sets one numeric input through an undo command. `dragging`: part of a
     *  slider drag; consecutive dragging changes of the same input merge into
     *  one undo step until endInteraction(). Returns the reason and changes
     *  nothing when the value is refused. */
    std::optional<tco::Issue> setValue(tco::InputId input, double value, bool dragging = false);
    /** Chooses the accelerator by catalog id. */
    std::optional<tco::Issue> setGpu(const QString &id);
    /** Puts one input back to its default (an undoable step). */
    std::optional<tco::Issue> resetToDefault(tco::InputId input);
    /** Puts every input and the accelerator back to the defaults, as one step. */
    void resetAllToDefaults();
    /** Sets checkpoint.intervalHours to the interval with the lowest total
     *  on the model's own curve (tco::bestCheckpointIntervalHours: Young/Daly
     *  where that is the minimum), so it never raises the total. */
    std::optional<tco::Issue> useOptimalInterval();
    /** Sets several inputs as one undo step with one evaluation; `text` is
     *  the command's key for the window to word. Refuses the whole set, and
     *  changes nothing, when any value is refused. Nothing happens when no
     *  value differs. */
    std::optional<tco::Issue> setValues(const std::vector<std::pair<tco::InputId, double>> &values,
                                        const QString &text);
    /** Sets the plan's targets (tco::PlanTargets) as one undo step. */
    void setTargets(const tco::PlanTargets &targets);
    /** A solver's answer: the solved values and the targets it met, as one
     *  undo step ("What fits", docs/model.md §13). */
    std::optional<tco::Issue> applySolution(const std::vector<std::pair<tco::InputId, double>> &values,
                                            const tco::PlanTargets &targets);
    /** Applies an advice lever (tco::advise) as one undo step. */
    std::optional<tco::Issue> applyLever(const tco::Lever &lever);
    /** Applies a change set (tco::applyChanges: inputs and optionally
     *  another accelerator) as one undo step with one evaluation; `text` is
     *  the command's key. Refuses the whole set, changing nothing, when a
     *  value or the accelerator is refused; nothing happens when nothing
     *  differs. Levers and what-if variants go through here. */
    std::optional<tco::Issue> applyChanges(const tco::ChangeSet &changes, const QString &text);
    /** Applies a what-if variant (tco::standardVariants) as one undo step
     *  ("variant.<variantKey>"); a refused pinned variant returns why. */
    std::optional<tco::Issue> applyVariant(const tco::Variant &variant);
    /** Pins a variant of the user's own next to the plan (one undo step,
     *  "variant.pin"). Refuses one whose changes the model refuses
     *  (tco::changeSetOf) or whose name is too long or has control
     *  characters. */
    std::optional<tco::Issue> pinVariant(tco::PinnedVariant variant);
    /** Removes pinned variant `index` (one undo step, "variant.unpin"). */
    void unpinVariant(int index);
    /** Applies an operational practice preset (tco::applyPractice): the
     *  practice input and every input it stands for, as one undo step. */
    std::optional<tco::Issue> setPractice(tco::Practice practice);
    /** A slider was released: closes the merge window and lets views rescale. */
    void endInteraction();

    /** Replaces the scenario (not undoable: clears the undo stack). */
    void setScenario(tco::Scenario scenario);

    /** Name, description and tags. */
    ScenarioMetadata metadata() const { return ScenarioMetadata::of(m_scenario); }
    /** Sets name, description and tags as one undoable step (nothing when
     *  unchanged). Control characters are removed first (line breaks stay
     *  in the description), since a file must load back what it saves.
     *  Refuses a text longer than tco::kMaxTextLength bytes (TextTooLong). */
    std::optional<tco::Issue> setMetadata(ScenarioMetadata metadata);
    /** What setMetadata() stores for `metadata`. */
    static ScenarioMetadata normalized(ScenarioMetadata metadata);
    /** Sets the start date ("YYYY-MM-DD", or empty for the first day of
     *  next month) as one undoable step (nothing when unchanged). Refuses
     *  an impossible date (tco::IssueCode::InvalidDate). Emits
     *  metadataChanged() and, as the plan's dates move, changed(). */
    std::optional<tco::Issue> setStartDate(const std::string &isoDate);
    /** Moves the start date as a schedule elsewhere moves it (a portfolio
     *  places the run this plan is): not an undo step here, since the move
     *  is undone where it was made. Ignores an impossible date. */
    void followStartDate(const std::string &isoDate);

    /** Sets the display currency (code, symbol, rate, rate date;
     *  docs/model.md, Display currency) as one undoable step, "currency"
     *  (nothing when unchanged). Refuses one tco::checkCurrency() refuses.
     *  Values stay in US dollars; every view re-renders (changed()). */
    std::optional<tco::Issue> setCurrency(const tco::DisplayCurrency &currency);
    /** Replaces the imported actual spend or progress (docs/actuals.md) as
     *  one undoable step, "actuals" (nothing when unchanged). The plan's
     *  costs stay; the tracking views follow actualsChanged(). */
    void setActuals(const tco::ActualsRef &actuals);

    /** Makes this document's currency the display currency of its thread
     *  (tco::setThreadCurrency) now and whenever it changes, before
     *  changed() is emitted: the main window's plan does this, so every
     *  figure of the window follows it. Off by default (compare, tests). */
    void setDrivesDisplayCurrency(bool on);

    /** File ▸ New: freshScenario(), belonging to no file, unmodified,
     *  with an empty undo stack. */
    void newScenario();
    /** What a new plan starts from: every input at its default, no name or
     *  description yet (the user names it, in their language), created now,
     *  starting on the first day of next month. */
    static tco::Scenario freshScenario();

    bool isModified() const;
    QString fileName() const { return m_fileName; }
    /** Writes atomically (QSaveFile). On success the document is clean and
     *  belongs to `path`. */
    FileOutcome save(const QString &path);
    /** Reads and validates `path`; on any failure the document is untouched. */
    FileOutcome load(const QString &path);
    /** Reads a recovery file like load(), then belongs to `fileName` (the
     *  file the edits were made to; empty for a plan never saved) and is
     *  modified: the recovered edits are not in any file yet. */
    FileOutcome restore(const QString &recoveryPath, const QString &fileName);
    /** Writes the scenario as it is to `path` atomically without changing
     *  the document (clean state, file name, dates): for recovery files. */
    FileOutcome saveCopy(const QString &path) const;

    /** Now, as the documents' dates are written: ISO 8601 UTC to the second. */
    static std::string nowUtc();

Q_SIGNALS:
    void changed(const planner::DocumentChange &change);
    void modifiedChanged(bool modified);
    void fileNameChanged(const QString &fileName);
    /** The plan was written to its file (Save, Save As), changed or not. */
    void saved();
    /** Name, description, tags or dates changed (they do not change the
     *  result, so they are not a DocumentChange: no view re-evaluates). */
    void metadataChanged();
    /** The pinned variants changed (they change no result: not a
     *  DocumentChange). */
    void pinnedVariantsChanged();
    /** The display currency changed (set, undone, or a plan with another
     *  one opened); emitted before changed(), after the thread's currency
     *  follows it (setDrivesDisplayCurrency). Texts with the currency's
     *  code or symbol (axis titles, units) are written anew on it. */
    void currencyChanged();
    /** The imported actuals changed (imported, cleared, undone, or a plan
     *  with other actuals opened); emitted before changed(), which follows
     *  so the views that draw the actuals redraw (the result stays). */
    void actualsChanged();
    /** The whole plan was replaced (File ▸ New, Open, a recovered file, a
     *  portfolio's run opened): emitted after changed(). */
    void replaced();

private:
    friend class ChangeValueCommand;
    friend class ChangeGpuCommand;
    friend class ChangeValuesCommand;
    // Called by the undo commands: set without a command, re-evaluate, announce.
    void applyValue(tco::InputId input, double value);
    void applyGpu(const std::string &id);
    /** `gpuId` non-empty: the accelerator changes with the values. */
    void applyValues(const std::vector<std::pair<tco::InputId, double>> &values,
                     const std::string &gpuId = {});
    void applyPinnedVariants(const std::vector<tco::PinnedVariant> &variants);
    void applyMetadata(const ScenarioMetadata &metadata);
    void applyStartDate(const std::string &isoDate);
    void applyTargets(const tco::PlanTargets &targets);
    void applyCurrency(const tco::DisplayCurrency &currency);
    void applyActuals(const tco::ActualsRef &actuals);
    /** With setDrivesDisplayCurrency(): the thread shows this plan's currency. */
    void driveDisplayCurrency() const;
    /** Reads and validates a file; nullopt (and `out` says why) on failure. */
    std::optional<tco::Scenario> read(const QString &path, FileOutcome &out) const;
    static FileOutcome write(const tco::Scenario &scenario, const QString &path);
    void setFileName(const QString &path);
    void reevaluate();
    std::optional<tco::Issue> checkCandidate(const tco::Scenario &candidate, std::string_view key) const;

    const tco::Catalog &m_catalog;
    tco::Scenario m_scenario;
    tco::Result m_result;
    mutable std::optional<double> m_bestIntervalHours; ///< of m_scenario; reset by reevaluate()
    QUndoStack *m_undoStack;
    bool m_drivesCurrency = false;
    QString m_fileName;
    int m_dragSession = 0; ///< non-zero while a drag is open
    int m_lastDragSession = 0;
    tco::InputId m_dragInput = tco::InputId::Count;
};

} // namespace planner
