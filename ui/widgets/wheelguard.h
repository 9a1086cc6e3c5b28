// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace planner {

/** Keeps the mouse wheel from changing sliders and drop-downs that the
 *  pointer merely passes over while the user scrolls the controls panel. */
class WheelGuard : public QObject
{
    Q_OBJECT
public:
    /** Installs one guard, owned by `widget`. */
    static void install(QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace planner
