// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tracking/forecast.h"

#include <QWidget>

#include <memory>

class QAction;
class QLabel;
class QStackedWidget;
class QTableWidget;
class QToolButton;

namespace planner {

/** Actual spend against the plan (docs/actuals.md), under the spend
 *  timeline: the status against the budget lines in plain words, what was
 *  spent against the plan to date, the forecast at completion with its
 *  band and finish date, what the progress measured, and the deviations by
 *  category, phase and tag with the input changes that explain them. A plan
 *  without actuals says what importing them gives, with the import buttons.
 *  Object names: "trackingPanel", "trackingStatus", "trackingActual",
 *  "trackingForecast", "trackingIncomplete", "trackingCalibration", "trackingByCategory",
 *  "trackingByPhase", "trackingByTag", "trackingExplanation",
 *  "trackingEmpty". */
class TrackingPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TrackingPanel(QWidget *parent = nullptr);

    /** The Track menu's actions, shown as buttons here too. */
    void setActions(QAction *importSpend, QAction *importProgress, QAction *clear);
    /** `hasActuals`: the plan holds actuals; `tracking`: their tracking,
     *  null while it is computed. */
    void setTracking(bool hasActuals, std::shared_ptr<const tco::Tracking> tracking);
    const tco::Tracking *tracking() const { return m_tracking.get(); }
    void retranslate();

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();
    void fillDeviations(QTableWidget *table, const std::vector<tco::Deviation> &rows, bool categories);
    void fillTags(const std::vector<tco::TagSpend> &rows);
    /** `progressGiven`: progress of a run not yet started explains no rows. */
    void fillExplanation(const std::vector<tco::InputChange> &rows, bool progressGiven);

    QStackedWidget *m_pages;
    QLabel *m_empty;
    QLabel *m_status;
    QLabel *m_actual;
    QLabel *m_forecast;
    QLabel *m_incomplete; ///< possibly an incomplete export (hidden when not)
    QLabel *m_dates;      ///< spend dated outside the plan, progress not used (hidden when none)
    QLabel *m_flags;      ///< a measured figure clamped or beyond the plan (hidden when none)
    QLabel *m_calibration;
    QLabel *m_categoryTitle;
    QLabel *m_phaseTitle;
    QLabel *m_tagTitle;
    QLabel *m_explanationTitle;
    QTableWidget *m_byCategory;
    QTableWidget *m_byPhase;
    QTableWidget *m_byTag;
    QTableWidget *m_explanation;
    QToolButton *m_importSpend[2] = {};
    QToolButton *m_importProgress[2] = {};
    QToolButton *m_clear = nullptr;
    bool m_hasActuals = false;
    std::shared_ptr<const tco::Tracking> m_tracking;
};

} // namespace planner
