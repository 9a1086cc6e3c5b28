// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/inputs.h"
#include "plan/validation.h"
#include "widgets/sliderscale.h"

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QSlider;
class QToolButton;

namespace planner {

class ScenarioDocument;
class ValueSpinBox;

/** Edits one input of the document: a label that marks a changed value, a
 *  slider (log-scaled where the range spans decades) paired with a field for
 *  exact typing and the unit, or a drop-down for options; a reset button;
 *  and a line that says why a typed value was refused, floating over the
 *  row below so that no control moves while it shows.
 *
 *  Child object names, for tests and accessibility tools: "label.<key>",
 *  "slider.<key>", "spin.<key>", "combo.<key>", "reset.<key>",
 *  "message.<key>". The editor never holds a value of its own: every change
 *  goes to the document and comes back through sync(). */
class InputEditor : public QWidget
{
    Q_OBJECT
public:
    enum class Style {
        Primary, ///< always a slider; label on its own line
        Compact, ///< slider only where it helps (SliderScale::suitsSlider)
    };

    InputEditor(ScenarioDocument *document, tco::InputId input, Style style, QWidget *parent = nullptr);

    tco::InputId input() const { return m_input; }
    /** Shows the document's value and whether it differs from the default
     *  (for the operational practice, also whether its inputs still match
     *  the preset: "(edited)"). */
    void sync();
    void retranslate();
    /** Hides the line that says why a typed value was refused: the plan
     *  moved on (another edit, Save, New, Open), so it no longer applies. */
    void clearIssue();
    /** Adds a widget (e.g. a "use optimal" button) at the end of the label row. */
    void addLabelRowWidget(QWidget *widget);

    QSlider *slider() const { return m_slider; }
    ValueSpinBox *spinBox() const { return m_spin; }
    QComboBox *comboBox() const { return m_combo; }
    QLabel *messageLabel() const { return m_message; }

    ~InputEditor() override;

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void moveEvent(QMoveEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /** The refusal line floats just under the editor (see the constructor). */
    void placeMessage();
    void apply(double value, bool dragging, const QString &attempted);
    void showIssue(const tco::Issue &issue, const QString &attempted);
    void updateLabel();
    void updateChoiceTexts();

    ScenarioDocument *m_document;
    tco::InputId m_input;
    const tco::InputSpec &m_spec;
    SliderScale m_scale;
    QLabel *m_label = nullptr;
    QSlider *m_slider = nullptr;
    ValueSpinBox *m_spin = nullptr;
    QComboBox *m_combo = nullptr;
    QLabel *m_unit = nullptr;
    QToolButton *m_reset = nullptr;
    QLabel *m_message = nullptr;
    QHBoxLayout *m_labelRow = nullptr;
    std::optional<tco::Issue> m_issue;
    QString m_attempted;
    double m_keptValue = 0;
};

/** The editor of `input` among `editors`, or nullptr. */
InputEditor *findEditor(const std::vector<InputEditor *> &editors, tco::InputId input);

} // namespace planner
