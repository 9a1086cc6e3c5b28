// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tracking/forecast.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace planner {

/** Says plainly, beside the advice, when the actual spend or the forecast at
 *  completion has crossed the warning or review line (docs/actuals.md):
 *  amber past the warning line, red past the review line, hidden within
 *  budget or without actuals. "Show" asks for the tracking view. Object
 *  names "trackingAlert", its text "trackingAlertText", "trackingAlertShow". */
class TrackingAlert : public QFrame
{
    Q_OBJECT
public:
    explicit TrackingAlert(QWidget *parent = nullptr);

    /** The tracking of the open plan, or null when it has no actuals. */
    void setTracking(const tco::Tracking *tracking);
    QString text() const;
    /** The status shown (NoBudget when hidden). */
    tco::BudgetStatus status() const { return m_status; }

Q_SIGNALS:
    void showRequested();

protected:
    /** The words follow the language. */
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_icon;
    QLabel *m_text;
    QPushButton *m_show;
    tco::BudgetStatus m_status = tco::BudgetStatus::NoBudget;
};

} // namespace planner
