// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/advice.h"
#include "plan/result.h"
#include "plan/scenario.h"

#include <QFrame>

#include <vector>

class QGridLayout;
class QLabel;
class QPushButton;
class QScrollArea;

namespace planner {

class ScenarioDocument;

/** "Improve this plan": the levers tco::advise() found for the open plan,
 *  each with what the model computed it gains ($ and days saved; for an
 *  infeasible plan, the total and days it would have once feasible) and an
 *  Apply button that changes the document in one undo step.
 *
 *  Object names: "advicePanel", its heading "advice.heading", the rows
 *  "advice.<n>.text", "advice.<n>.outcome" and "advice.<n>.apply" (n from
 *  0 in rank order). */
class AdvicePanel : public QFrame
{
    Q_OBJECT
public:
    explicit AdvicePanel(ScenarioDocument *document, QWidget *parent = nullptr);

    /** The levers tco::advise() gave for `scenario` (whose result is `result`). */
    void setLevers(const tco::Scenario &scenario, const tco::Result &result, std::vector<tco::Lever> levers);
    const std::vector<tco::Lever> &levers() const { return m_levers; }
    /** While a slider is held the levers follow when the hand rests
     *  (PlanMode): until then the rows are greyed, cannot be applied and
     *  the heading says "updating…". setLevers() ends it. */
    void setUpdating(bool updating);
    bool isUpdating() const { return m_updating; }
    /** The height that shows the heading and `rows` levers in full (more
     *  scroll). */
    int heightForRows(int rows) const;
    void retranslate();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Row {
        QLabel *text = nullptr;
        QLabel *outcome = nullptr;
        QPushButton *apply = nullptr;
    };
    Row &row(int index);
    void placeRow(int index);
    void updateTexts();
    void updateHeading();
    void apply(int index);

    ScenarioDocument *m_document;
    QLabel *m_heading;
    QLabel *m_note;
    QScrollArea *m_scroll;
    QWidget *m_rowsWidget;
    QGridLayout *m_rows;
    std::vector<Row> m_rowWidgets;
    tco::Scenario m_scenario;
    bool m_feasible = true;
    bool m_narrow = false;
    bool m_updating = false;
    std::vector<tco::Lever> m_levers;
};

} // namespace planner
