// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/inputeditor.h"

#include "texts/tone.h"
#include "widgets/themedtext.h"

#include "texts/inputformat.h"
#include "texts/inputtexts.h"
#include "texts/messagetexts.h"
#include "widgets/aimedslider.h"
#include "widgets/valuespinbox.h"
#include "widgets/wheelguard.h"
#include "widgets/wrappedlabel.h"

#include "document/scenariodocument.h"

#include "analysis/practice.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace planner {
namespace {

QString keyText(const tco::InputSpec &spec)
{
    return QString::fromLatin1(spec.key.data(), static_cast<qsizetype>(spec.key.size()));
}

} // namespace

InputEditor::InputEditor(ScenarioDocument *document, tco::InputId input, Style style, QWidget *parent)
    : QWidget(parent), m_document(document), m_input(input), m_spec(tco::spec(input)), m_scale(m_spec)
{
    const QString key = keyText(m_spec);
    setObjectName(QStringLiteral("editor.") + key);

    m_label = new WrappedLabel(this);
    m_label->setObjectName(QStringLiteral("label.") + key);
    m_label->setTextFormat(Qt::RichText);

    m_reset = new QToolButton(this);
    m_reset->setObjectName(QStringLiteral("reset.") + key);
    m_reset->setText(QStringLiteral("↺"));
    m_reset->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_reset->setAutoRaise(true);
    m_reset->setFocusPolicy(Qt::TabFocus);
    connect(m_reset, &QToolButton::clicked, this, [this] {
        clearIssue();
        if (m_input == tco::InputId::FailuresPractice) {
            // Back to the default preset and everything it stands for.
            if (auto issue = m_document->setPractice(static_cast<tco::Practice>(m_spec.defaultValue)))
                showIssue(*issue, InputTexts::choice(m_input, static_cast<int>(m_spec.defaultValue)));
            return;
        }
        if (auto issue = m_document->resetToDefault(m_input))
            showIssue(*issue, InputFormat::textWithUnit(m_spec, m_spec.defaultValue));
    });

    // The refusal floats over what lies below the field, outside any
    // layout: showing it moves no control, so the next click lands where
    // the user aimed (placeMessage).
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message.") + key);
    m_message->setWordWrap(true);
    m_message->setVisible(false);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setFrameStyle(QFrame::Box | QFrame::Plain);
    m_message->setMargin(3);
    m_message->setAutoFillBackground(true);
    m_message->setBackgroundRole(QPalette::Base);
    showAsRefusal(m_message);

    m_labelRow = new QHBoxLayout;
    m_labelRow->setContentsMargins(0, 0, 0, 0);
    m_labelRow->setSpacing(4);
    m_labelRow->addWidget(m_label, 1);

    auto *valueRow = new QHBoxLayout;
    valueRow->setContentsMargins(0, 0, 0, 0);
    valueRow->setSpacing(6);

    if (m_spec.kind == tco::InputKind::Choice) {
        m_combo = new QComboBox(this);
        m_combo->setObjectName(QStringLiteral("combo.") + key);
        m_combo->setFocusPolicy(Qt::StrongFocus);
        WheelGuard::install(m_combo);
        for (std::size_t i = 0; i < m_spec.choices.size(); ++i)
            m_combo->addItem(QString(), static_cast<int>(i));
        connect(m_combo, &QComboBox::activated, this, [this](int index) {
            clearIssue();
            const int choice = m_combo->itemData(index).toInt();
            if (m_input == tco::InputId::FailuresPractice) {
                // A preset sets every input it stands for, as one step.
                if (auto issue = m_document->setPractice(static_cast<tco::Practice>(choice)))
                    showIssue(*issue, m_combo->itemText(index));
                sync();
                return;
            }
            apply(static_cast<double>(choice), false, m_combo->itemText(index));
        });
        valueRow->addWidget(m_combo, 1);
    } else {
        const bool withSlider = style == Style::Primary || SliderScale::suitsSlider(m_spec);
        if (withSlider) {
            auto *slider = new AimedSlider(Qt::Horizontal, this);
            m_slider = slider;
            m_slider->setObjectName(QStringLiteral("slider.") + key);
            m_slider->setRange(0, m_scale.steps());
            m_slider->setPageStep(m_scale.pageStep());
            m_slider->setSingleStep(m_scale.singleStep());
            // A log scale spans decades in a few hundred pixels: a drag
            // steps about 5 % at a time from the value (Shift: 1 %).
            slider->setAimedDrag(m_scale.isLog());
            m_slider->setFocusPolicy(Qt::StrongFocus);
            WheelGuard::install(m_slider);
            connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
                const double v = m_scale.value(position);
                apply(v, m_slider->isSliderDown(), InputFormat::textWithUnit(m_spec, v));
            });
            connect(m_slider, &QSlider::sliderReleased, this, [this] { m_document->endInteraction(); });
            valueRow->addWidget(m_slider, 1);
        }
        m_spin = new ValueSpinBox(m_spec, this);
        m_spin->setObjectName(QStringLiteral("spin.") + key);
        connect(m_spin, &ValueSpinBox::valueEdited, this,
                [this](double v, const QString &) { apply(v, false, InputFormat::textWithUnit(m_spec, v)); });
        connect(m_spin, &ValueSpinBox::textRejected, this, [this](const QString &text) {
            showIssue(tco::Issue{tco::IssueCode::NotANumber, std::string(m_spec.key), text.toStdString(), {}},
                      text);
            m_spin->setValue(m_document->value(m_input));
        });
        m_unit = new WrappedLabel(this);
        // One unit column width for every row so the fields line up; long
        // units wrap instead of pushing the field left.
        m_unit->setFixedWidth(fontMetrics().horizontalAdvance(QStringLiteral("$/GB-month__")));
        if (withSlider) {
            valueRow->addWidget(m_spin);
            valueRow->addWidget(m_unit);
        } else {
            // Field-only inputs sit on the label row to keep the panel short.
            m_labelRow->addWidget(m_spin);
            m_labelRow->addWidget(m_unit);
        }
    }
    m_labelRow->addWidget(m_reset);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 2);
    layout->setSpacing(2);
    layout->addLayout(m_labelRow);
    if (valueRow->count() > 0)
        layout->addLayout(valueRow);
    else
        delete valueRow;

    retranslate();
    sync();
}

void InputEditor::addLabelRowWidget(QWidget *widget)
{
    m_labelRow->insertWidget(m_labelRow->indexOf(m_reset), widget);
}

void InputEditor::apply(double value, bool dragging, const QString &attempted)
{
    if (auto issue = m_document->setValue(m_input, value, dragging)) {
        showIssue(*issue, attempted);
        sync();
        return;
    }
    // A value the document accepted clears an old complaint.
    clearIssue();
    // Refused or unchanged values leave no document signal: show the truth.
    sync();
}

void InputEditor::sync()
{
    const double v = m_document->value(m_input);
    // A complaint is about the value it kept; once the value moves on
    // (undo, reset, another edit) it no longer applies.
    if (m_issue && v != m_keptValue)
        clearIssue();
    // compute.mfu 0 is "typical for the plan": show the value it stands for.
    // It is a fit, so a tenth of a percent is all the precision it has.
    const double shown = m_input == tco::InputId::ComputeMfu && v <= 0
                             ? std::round(m_document->result().mfuInput * 1000.0) / 1000.0
                             : v;
    if (m_slider) {
        const QSignalBlocker blocker(m_slider);
        // While the user drags, the handle follows the mouse, not the snap.
        if (!m_slider->isSliderDown())
            m_slider->setValue(m_scale.position(shown));
    }
    if (m_spin)
        m_spin->setValue(shown);
    if (m_combo) {
        const QSignalBlocker blocker(m_combo);
        m_combo->setCurrentIndex(m_combo->findData(static_cast<int>(v)));
        updateChoiceTexts();
    }
    updateLabel();
}

void InputEditor::updateChoiceTexts()
{
    const QSignalBlocker blocker(m_combo);
    // A practice preset whose inputs were edited since says so.
    const bool edited = m_input == tco::InputId::FailuresPractice &&
                        !tco::matchesPractice(m_document->scenario(), tco::practice(m_document->scenario()));
    for (int i = 0; i < m_combo->count(); ++i) {
        const QString text = InputTexts::choice(m_input, m_combo->itemData(i).toInt());
        m_combo->setItemText(i, edited && i == m_combo->currentIndex() ? tr("%1 (edited)").arg(text) : text);
    }
}

void InputEditor::updateLabel()
{
    const bool changed = !m_document->isDefault(m_input);
    m_label->setText(InputTexts::labelMarkup(InputTexts::label(m_input), changed));
    m_label->setAccessibleDescription(changed ? tr("changed from the default") : QString());
    // A preset whose inputs were edited can be put back too.
    const bool editedPreset =
        m_input == tco::InputId::FailuresPractice &&
        !tco::matchesPractice(m_document->scenario(), tco::practice(m_document->scenario()));
    m_reset->setEnabled(changed || editedPreset);
}

void InputEditor::retranslate()
{
    const QString label = InputTexts::label(m_input);
    const QString tip = InputTexts::toolTip(m_input);
    m_label->setToolTip(tip);
    m_label->setAccessibleName(label);
    m_reset->setToolTip(
        m_input == tco::InputId::ComputeMfu
            ? tr("Reset to the MFU typical for the plan")
            : tr("Reset to the default (%1)")
                  .arg(m_spec.kind == tco::InputKind::Choice
                           ? InputTexts::choice(m_input, static_cast<int>(m_spec.defaultValue))
                           : InputFormat::textWithUnit(m_spec, m_spec.defaultValue)));
    m_reset->setAccessibleName(tr("Reset %1 to default").arg(label));
    if (m_slider) {
        m_slider->setToolTip(tip);
        m_slider->setAccessibleName(label);
    }
    if (m_spin) {
        m_spin->setToolTip(tip);
        m_spin->setAccessibleName(tr("%1, exact value").arg(label));
        m_spin->refreshText();
    }
    if (m_unit)
        m_unit->setText(InputTexts::unit(m_spec));
    if (m_combo) {
        updateChoiceTexts();
        m_combo->setToolTip(tip);
        m_combo->setAccessibleName(label);
    }
    m_message->setAccessibleName(tr("%1: message").arg(label));
    if (m_issue) {
        m_message->setText(MessageTexts::issue(*m_issue, m_attempted, m_document->scenario()));
        placeMessage();
    }
    updateLabel();
}

void InputEditor::showIssue(const tco::Issue &issue, const QString &attempted)
{
    m_issue = issue;
    m_attempted = attempted;
    m_keptValue = m_document->value(m_input);
    m_message->setText(MessageTexts::issue(issue, attempted, m_document->scenario()));
    placeMessage();
    m_message->setVisible(true);
    m_message->raise();
}

void InputEditor::placeMessage()
{
    // In the editor's parent, so it may cover the row below without being
    // clipped to the editor; just under the field, as wide as the editor.
    if (parentWidget() && m_message->parentWidget() != parentWidget())
        m_message->setParent(parentWidget());
    const QPoint below =
        m_message->parentWidget() == this ? QPoint(0, height()) : QPoint(x(), y() + height());
    const int width = std::max(120, this->width());
    m_message->setGeometry(below.x(), below.y(), width, m_message->heightForWidth(width));
}

InputEditor::~InputEditor()
{
    delete m_message; // it may live in the parent (placeMessage)
}

void InputEditor::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_message->setVisible(m_issue.has_value());
}

void InputEditor::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_message->setVisible(false);
}

void InputEditor::moveEvent(QMoveEvent *event)
{
    QWidget::moveEvent(event);
    if (m_issue)
        placeMessage();
}

void InputEditor::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_issue)
        placeMessage();
}

void InputEditor::clearIssue()
{
    if (!m_issue)
        return;
    m_issue.reset();
    m_attempted.clear();
    m_message->clear();
    m_message->setVisible(false);
}

InputEditor *findEditor(const std::vector<InputEditor *> &editors, tco::InputId input)
{
    const auto it = std::find_if(editors.begin(), editors.end(),
                                 [input](const InputEditor *e) { return e->input() == input; });
    return it == editors.end() ? nullptr : *it;
}

} // namespace planner

#include "moc_inputeditor.cpp"
