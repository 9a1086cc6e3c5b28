// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/tone.h"

#include <QPalette>

namespace planner {

Tone budgetTone(tco::BudgetStatus status)
{
    switch (status) {
    case tco::BudgetStatus::NoBudget:
        return Tone::Neutral;
    case tco::BudgetStatus::Within:
        return Tone::Good;
    case tco::BudgetStatus::PastWarning:
        return Tone::Warning;
    case tco::BudgetStatus::PastReview:
        return Tone::Bad;
    }
    return Tone::Neutral;
}

Tone severityTone(tco::Severity severity)
{
    switch (severity) {
    case tco::Severity::Infeasible:
        return Tone::Bad;
    case tco::Severity::Warning:
        return Tone::Warning;
    case tco::Severity::Note:
        return Tone::Muted;
    }
    return Tone::Neutral;
}

Tone deltaTone(double deltaUsd)
{
    return deltaUsd > 0 ? Tone::Bad : deltaUsd < 0 ? Tone::Good : Tone::Neutral;
}

namespace palette {

bool isDark(const QColor &background)
{
    return background.lightness() < 128;
}

bool darkTheme()
{
    return isDark(QPalette().color(QPalette::Window));
}

Tint tile(Tone tone, bool dark)
{
    switch (tone) {
    case Tone::Good:
        return dark ? Tint{QColor(0x1f, 0x3d, 0x2a), QColor(0x8f, 0xe0, 0xa5)}
                    : Tint{QColor(0xe4, 0xf4, 0xe8), QColor(0x1b, 0x6e, 0x34)};
    case Tone::Warning:
        return {warningBanner(dark).background, warningText(dark)};
    case Tone::Bad:
        return {blockingBanner(dark).background, dark ? QColor(0xff, 0x9d, 0x95) : QColor(0xa8, 0x1b, 0x12)};
    case Tone::Neutral:
    case Tone::Muted:
        break;
    }
    return {QPalette().color(QPalette::Window), QPalette().color(QPalette::WindowText)};
}

Tint blockingBanner(bool dark)
{
    return dark ? Tint{QColor(0x55, 0x1e, 0x1e), QColor(0xff, 0xc4, 0xbe)}
                : Tint{QColor(0xfd, 0xe3, 0xe1), QColor(0x8a, 0x14, 0x0c)};
}

Tint warningBanner(bool dark)
{
    return dark ? Tint{QColor(0x4a, 0x3a, 0x12), QColor(0xff, 0xe0, 0xa0)}
                : Tint{QColor(0xff, 0xf2, 0xd4), QColor(0x6b, 0x46, 0x00)};
}

Tint infoBanner(bool dark)
{
    return dark ? Tint{QColor(0x1d, 0x3b, 0x5c), QColor(0xcf, 0xe4, 0xff)}
                : Tint{QColor(0xdc, 0xeb, 0xfb), QColor(0x0b, 0x3d, 0x75)};
}

QColor warningText(bool dark)
{
    return dark ? QColor(0xff, 0xd2, 0x7a) : QColor(0x8a, 0x5a, 0x00);
}

QColor errorText(bool dark)
{
    return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x1c, 0x10);
}

QColor ink(Tone tone)
{
    switch (tone) {
    case Tone::Neutral:
        return QColor(0x1F, 0x26, 0x2E);
    case Tone::Good:
        return QColor(0x2E, 0x7D, 0x32);
    // The compare window's amber (B2 6A 00) and the report's (A8 60 00)
    // were one hue written twice; the report's reads better on paper.
    case Tone::Warning:
        return QColor(0xA8, 0x60, 0x00);
    case Tone::Bad:
        return QColor(0xB0, 0x3A, 0x48);
    case Tone::Muted:
        return QColor(0x5A, 0x66, 0x72);
    }
    return QColor(0x1F, 0x26, 0x2E);
}

QColor ink(Tone tone, bool dark)
{
    if (!dark)
        return ink(tone);
    switch (tone) {
    case Tone::Neutral:
        return QColor(0xE3, 0xE8, 0xED);
    case Tone::Good:
        return tile(Tone::Good, true).text;
    case Tone::Warning:
        return warningText(true);
    case Tone::Bad:
        return tile(Tone::Bad, true).text;
    case Tone::Muted:
        return QColor(0xA9, 0xB4, 0xBF);
    }
    return QColor(0xE3, 0xE8, 0xED);
}

QColor quiet(bool dark)
{
    return dark ? QColor(0xA8, 0xA8, 0xA8) : QColor(0x70, 0x70, 0x70);
}

QColor secondaryText(const QPalette &palette)
{
    const QColor placeholder = palette.color(QPalette::PlaceholderText);
    return isDark(palette.color(QPalette::Window)) ? placeholder.lighter(125) : placeholder.darker(130);
}

QColor paperAccent()
{
    return QColor(0x2F, 0x5D, 0x8F);
}

PaperInk paperInk()
{
    return {QColor(0xC5, 0xCC, 0xD3), QColor(0xE1, 0xE5, 0xEA), QColor(0xEC, 0xF0, 0xF4),
            QColor(0xE3, 0xEA, 0xF1), QColor(0xFF, 0xF3, 0xD4), QColor(0xF3, 0xF6, 0xF9),
            QColor(0xF5, 0xF7, 0xF9)};
}

QColor changedMark()
{
    return QColor(0x1F, 0x6F, 0xD1);
}

} // namespace palette
} // namespace planner
