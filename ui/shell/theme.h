// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QPalette>
#include <QString>

namespace planner {

/** The window's look (View ▸ Theme): our own light or dark palette on the
 *  Fusion style, or the desktop's palette and style as they were at start. */
enum class Theme { System, Light, Dark };

namespace theme {

/** The word stored in the settings: "system", "light" or "dark". */
QString key(Theme theme);
/** The theme a stored word names; anything else is System. */
Theme fromKey(const QString &key);

QPalette lightPalette();
QPalette darkPalette();

/** Remembers the desktop's palette and style; the first call counts, so it
 *  runs before any theme is applied (apply() calls it too). */
void rememberSystem();
/** The application palette as it was at start-up. */
QPalette systemPalette();

/** Sets the application's style and palette; every widget restyles on the
 *  palette change (charts: ChartView::changeEvent). Nothing happens when
 *  `theme` is already applied. */
void apply(Theme theme);
/** The theme last applied (System until one is). */
Theme current();
/** The application icon at each size rendered from the SVG
 *  (packaging/icons/render.sh): a high-DPI screen takes the larger one. */
QIcon applicationIcon();

} // namespace theme
} // namespace planner
