// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QVBoxLayout;
class QWidget;

namespace planner {

/** A vertical layout on `widget` with no margins and no spacing, for parts
 *  that draw their own edges and stack flush (the controls column, a
 *  collapsible section). */
QVBoxLayout *flushColumn(QWidget *widget);

} // namespace planner
