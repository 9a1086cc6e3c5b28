// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/aimedslider.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QStyle>
#include <QStyleOptionSlider>

#include <algorithm>
#include <cmath>

namespace planner {

AimedSlider::AimedSlider(Qt::Orientation orientation, QWidget *parent) : QSlider(orientation, parent)
{
}

QRect AimedSlider::handleRect() const
{
    QStyleOptionSlider option;
    initStyleOption(&option);
    return style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, this);
}

double AimedSlider::along(const QMouseEvent *event) const
{
    // Towards larger values: right (left in a right-to-left layout), or up.
    const QPointF p = event->position();
    if (orientation() == Qt::Vertical)
        return -p.y();
    return isRightToLeft() ? -p.x() : p.x();
}

void AimedSlider::anchor(double along, bool fine)
{
    m_anchorPosition = sliderPosition();
    m_anchorAlong = along;
    m_fine = fine;
}

void AimedSlider::mousePressEvent(QMouseEvent *event)
{
    if (!m_aimedDrag || event->button() != Qt::LeftButton ||
        !handleRect().contains(event->position().toPoint())) {
        QSlider::mousePressEvent(event);
        return;
    }
    m_aiming = true;
    anchor(along(event), event->modifiers().testFlag(Qt::ShiftModifier));
    setSliderDown(true);
    event->accept();
}

void AimedSlider::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_aiming) {
        QSlider::mouseMoveEvent(event);
        return;
    }
    const double here = along(event);
    const bool fine = event->modifiers().testFlag(Qt::ShiftModifier);
    if (fine != m_fine)
        anchor(here, fine); // Shift pressed or let go mid-drag: go on from here
    const int steps = static_cast<int>(std::trunc((here - m_anchorAlong) / kPixelsPerStep));
    const int size = m_fine ? 1 : singleStep();
    setSliderPosition(std::clamp(m_anchorPosition + steps * size, minimum(), maximum()));
    event->accept();
}

void AimedSlider::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_aiming) {
        QSlider::mouseReleaseEvent(event);
        return;
    }
    m_aiming = false;
    setSliderDown(false);
    event->accept();
}

void AimedSlider::keyPressEvent(QKeyEvent *event)
{
    // Shift with an arrow: one position, the fine step.
    if (event->modifiers().testFlag(Qt::ShiftModifier)) {
        const bool ltr = !isRightToLeft();
        int direction = 0;
        switch (event->key()) {
        case Qt::Key_Right:
            direction = ltr ? 1 : -1;
            break;
        case Qt::Key_Left:
            direction = ltr ? -1 : 1;
            break;
        case Qt::Key_Up:
            direction = 1;
            break;
        case Qt::Key_Down:
            direction = -1;
            break;
        default:
            break;
        }
        if (direction != 0) {
            setValue(value() + direction);
            event->accept();
            return;
        }
    }
    QSlider::keyPressEvent(event);
}

} // namespace planner

#include "moc_aimedslider.cpp"
