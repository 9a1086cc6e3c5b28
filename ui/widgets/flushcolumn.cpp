// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/flushcolumn.h"

#include <QVBoxLayout>

namespace planner {

QVBoxLayout *flushColumn(QWidget *widget)
{
    auto *layout = new QVBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    return layout;
}

} // namespace planner
