// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/valuespinbox.h"

#include "texts/inputformat.h"

#include <QLineEdit>
#include <QWheelEvent>

namespace planner {

ValueSpinBox::ValueSpinBox(const tco::InputSpec &spec, QWidget *parent)
    : QAbstractSpinBox(parent), m_spec(spec), m_scale(spec)
{
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setKeyboardTracking(false);
    setFocusPolicy(Qt::StrongFocus);
    setCorrectionMode(QAbstractSpinBox::CorrectToPreviousValue);
    connect(lineEdit(), &QLineEdit::textEdited, this, [this] { m_edited = true; });
    connect(this, &QAbstractSpinBox::editingFinished, this, &ValueSpinBox::commit);
}

void ValueSpinBox::setValue(double modelValue)
{
    m_value = modelValue;
    m_edited = false;
    refreshText();
}

void ValueSpinBox::refreshText()
{
    const QString text = InputFormat::text(m_spec, m_value);
    if (lineEdit()->text() != text)
        lineEdit()->setText(text);
    update(); // the step arrows' enabled state follows the value
}

void ValueSpinBox::commit()
{
    if (!m_edited)
        return;
    m_edited = false;
    const QString text = lineEdit()->text();
    const auto parsed = InputFormat::parse(m_spec, text);
    if (parsed)
        Q_EMIT valueEdited(*parsed, text);
    else
        Q_EMIT textRejected(text);
}

void ValueSpinBox::stepBy(int steps)
{
    // A half-typed value is committed first, so stepping starts from it.
    if (m_edited) {
        commit();
        return;
    }
    const double next = m_scale.stepped(m_value, steps);
    if (next != m_value)
        Q_EMIT valueEdited(next, InputFormat::text(m_spec, next));
}

QAbstractSpinBox::StepEnabled ValueSpinBox::stepEnabled() const
{
    StepEnabled enabled = StepNone;
    if (m_value < m_spec.maxValue)
        enabled |= StepUpEnabled;
    if (m_value > m_spec.minValue)
        enabled |= StepDownEnabled;
    return enabled;
}

void ValueSpinBox::wheelEvent(QWheelEvent *event)
{
    // In a scrolling panel the wheel scrolls; it changes values only in a
    // field the user has clicked into.
    if (!hasFocus()) {
        event->ignore();
        return;
    }
    QAbstractSpinBox::wheelEvent(event);
}

QSize ValueSpinBox::sizeHint() const
{
    QSize size = QAbstractSpinBox::sizeHint();
    const int textWidth = fontMetrics().horizontalAdvance(QStringLiteral("00,000.00M"));
    size.setWidth(textWidth + 36);
    return size;
}

QSize ValueSpinBox::minimumSizeHint() const
{
    return sizeHint();
}

} // namespace planner

#include "moc_valuespinbox.cpp"
