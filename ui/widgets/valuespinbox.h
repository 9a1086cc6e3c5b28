// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/sliderscale.h"

#include "plan/inputs.h"

#include <QAbstractSpinBox>

namespace planner {

/** A field for exact typing of one numeric input, in the input's display
 *  format (InputFormat). It keeps no value of its own that could drift from
 *  the document: it shows what setValue() gives it and reports what the user
 *  typed or stepped to. Text that is not a number, and numbers outside the
 *  range, are passed on so the owner can say why they are refused (a
 *  QDoubleSpinBox would silently clamp or revert them). */
class ValueSpinBox : public QAbstractSpinBox
{
    Q_OBJECT
public:
    explicit ValueSpinBox(const tco::InputSpec &spec, QWidget *parent = nullptr);

    /** Shows `modelValue` (no signal). */
    void setValue(double modelValue);
    double value() const { return m_value; }
    /** Re-writes the text after a locale change. */
    void refreshText();

    void stepBy(int steps) override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    /** The user committed a number (Enter, focus out) or stepped to one.
     *  `text` is what was typed, for messages. */
    void valueEdited(double modelValue, const QString &text);
    /** The user committed text that does not read as a number. */
    void textRejected(const QString &text);

protected:
    StepEnabled stepEnabled() const override;
    void wheelEvent(QWheelEvent *event) override;

private:
    void commit();

    const tco::InputSpec &m_spec;
    SliderScale m_scale;
    double m_value = 0;
    bool m_edited = false;
};

} // namespace planner
