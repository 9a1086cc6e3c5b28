// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "portfolio/demand.h"
#include "portfolio/metrics.h"

#include <QObject>
#include <QString>

#include <functional>

class QUndoStack;

namespace tco {
class Catalog;
}

namespace planner {

/** The open portfolio of the Portfolio window (docs/model.md §16): the
 *  year's runs and fleet, its undo stack and file, and its evaluation,
 *  brought up to date synchronously on every edit (a slider move costs the
 *  demands of the runs it touched and one schedule, about a millisecond).
 *  The fleet decision and the Monte Carlo are slower and live in
 *  PortfolioAnalysis. */
class PortfolioDocument : public QObject
{
    Q_OBJECT
public:
    PortfolioDocument(const tco::Catalog &catalog, tco::Portfolio portfolio, QObject *parent = nullptr);

    const tco::Portfolio &portfolio() const { return m_portfolio; }
    const tco::PortfolioEvaluation &evaluation() const { return m_evaluation; }
    const std::vector<tco::RunDemands> &demands() const { return m_demands.demands(); }
    const tco::Catalog &catalog() const { return m_catalog; }
    QUndoStack *undoStack() const { return m_undo; }
    bool isInteracting() const { return m_interacting; }

    /** One undoable edit named `text`. Edits with the same `mergeKey` (> 0)
     *  in a row are one undo step: a slider drag, or a plan's changes
     *  flowing back. `interacting`: a slider is still held. */
    void edit(const QString &text, const std::function<void(tco::Portfolio &)> &change, int mergeKey = 0,
              bool interacting = false);
    /** Pins run `run` to start `startDay` days after the portfolio's start:
     *  one undo step, as a drag on the Gantt asks. */
    void moveRun(int run, int startDay);
    /** The held slider was released: views that wait for it recompute. */
    void endInteraction();
    /** A new portfolio, as from a file: the undo stack starts again. */
    void replace(tco::Portfolio portfolio, const QString &fileName);

    QString fileName() const { return m_fileName; }
    bool isModified() const;
    /** Writes the portfolio (docs/file-format.md); false with a message naming the file. */
    bool save(const QString &path, QString *error);
    /** The portfolio as the undo stack last applied it (commands call this). */
    void apply(const tco::Portfolio &portfolio, bool interacting);

Q_SIGNALS:
    /** The portfolio or its evaluation changed. */
    void changed(bool interacting);
    void modifiedChanged(bool modified);
    void fileNameChanged(const QString &fileName);

private:
    void evaluate();

    const tco::Catalog &m_catalog;
    tco::Portfolio m_portfolio;
    tco::DemandCache m_demands;
    tco::PortfolioEvaluation m_evaluation;
    QUndoStack *m_undo;
    QString m_fileName;
    bool m_interacting = false;
    int m_mergeEpoch = 0;
};

} // namespace planner
