// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

#include <functional>

class QPalette;
class QWidget;

namespace planner {

namespace palette {
struct Tint;
}

/** How a text's colour is chosen from the palette it is shown on. */
using TextColourRule = std::function<QColor(const QPalette &)>;

/** Gives `label` the text colour `rule` picks from its palette, now and after
 *  every theme change (View ▸ Theme): a colour set once would stay the old
 *  theme's, dark grey on dark after a switch. A later call replaces the rule. */
void setThemedTextColour(QWidget *label, TextColourRule rule);

/** How a banner's background and text are chosen for a theme. */
using BannerTintRule = std::function<palette::Tint(bool dark)>;

/** Gives `banner` the background and text colour `rule` picks for the
 *  theme (texts/tone.h: palette::warningBanner, blockingBanner, …), now and
 *  after every theme change; a later call replaces the rule. */
void setThemedBannerTint(QWidget *banner, BannerTintRule rule);

/** Secondary text (captions, details, notes) in the theme's quiet colour:
 *  setThemedTextColour with palette::secondaryText (texts/tone.h). */
void showAsSecondaryText(QWidget *label);

/** A refused value or an invalid entry next to its input: the theme's error
 *  colour (palette::errorText). */
void showAsRefusal(QWidget *label);

} // namespace planner
