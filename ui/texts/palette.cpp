// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/palette.h"

#include "texts/tone.h"

#include <iterator>

namespace planner {

namespace {

/** The roles our themes set, in QPalette's order. */
constexpr QPalette::ColorRole kThemeRoles[] = {QPalette::Window,         QPalette::WindowText,
                                               QPalette::Base,           QPalette::AlternateBase,
                                               QPalette::Text,           QPalette::Button,
                                               QPalette::ButtonText,     QPalette::Light,
                                               QPalette::Midlight,       QPalette::Mid,
                                               QPalette::Dark,           QPalette::Shadow,
                                               QPalette::Highlight,      QPalette::HighlightedText,
                                               QPalette::Link,           QPalette::LinkVisited,
                                               QPalette::ToolTipBase,    QPalette::ToolTipText,
                                               QPalette::PlaceholderText};

/** A theme: a colour (0xRRGGBB) for each of kThemeRoles, and the disabled texts'. */
struct ThemeColours {
    QRgb roles[std::size(kThemeRoles)];
    QRgb disabledText;
};

constexpr ThemeColours kLightTheme = {{0xefefef, 0x202020, 0xffffff, 0xf5f5f5, 0x202020, 0xe8e8e8, 0x202020,
                                       0xffffff, 0xe0e0e0, 0xa0a0a0, 0x808080, 0x404040, 0x307cd0, 0xffffff,
                                       0x1a5fb4, 0x6a3d9a, 0xfffff0, 0x202020, 0x707070},
                                      0x909090};
constexpr ThemeColours kDarkTheme = {{0x2b2b2e, 0xe6e6e6, 0x1e1e20, 0x28282b, 0xe6e6e6, 0x38383c, 0xe6e6e6,
                                      0x505055, 0x444448, 0x303033, 0x18181a, 0x0c0c0c, 0x2f6fc0, 0xffffff,
                                      0x6cb0ff, 0xb89ce8, 0x3a3a3e, 0xe6e6e6, 0x9a9a9a},
                                     0x7a7a7a};

QPalette makePalette(const ThemeColours &c)
{
    QPalette p;
    for (std::size_t i = 0; i < std::size(kThemeRoles); ++i)
        p.setColor(kThemeRoles[i], QColor(c.roles[i]));
    p.setColor(QPalette::BrightText, Qt::red);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(c.disabledText));
    p.setColor(QPalette::Disabled, QPalette::Highlight, p.color(QPalette::Active, QPalette::Mid));
    return p;
}

} // namespace

namespace palette {

QPalette themePalette(bool dark)
{
    return makePalette(dark ? kDarkTheme : kLightTheme);
}

QPalette paper()
{
    QPalette paper;
    paper.setColor(QPalette::Window, Qt::white);
    paper.setColor(QPalette::Base, Qt::white);
    paper.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
    paper.setColor(QPalette::Text, QColor(0x20, 0x20, 0x20));
    paper.setColor(QPalette::Mid, QColor(0xA0, 0xA0, 0xA0));
    paper.setColor(QPalette::Midlight, QColor(0xE0, 0xE0, 0xE0));
    paper.setColor(QPalette::Dark, QColor(0x60, 0x60, 0x60));
    paper.setColor(QPalette::Button, QColor(0xF0, 0xF0, 0xF0));
    paper.setColor(QPalette::ButtonText, QColor(0x20, 0x20, 0x20));
    paper.setColor(QPalette::ToolTipBase, QColor(0xFF, 0xFF, 0xF0));
    paper.setColor(QPalette::PlaceholderText, QColor(0x70, 0x70, 0x70));
    return paper;
}

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

namespace chart {

namespace {

/** The hue of enumerator `e` in `hues` (0xRRGGBB, in the enum's order);
 *  neutral() for one past the table. */
template <std::size_t N, class Enum> QColor hue(const QRgb (&hues)[N], Enum e)
{
    const auto index = static_cast<std::size_t>(e);
    return index < N ? QColor(hues[index]) : neutral();
}

} // namespace

QColor cost()
{
    return QColor(0x3B, 0x6E, 0xA5);
}

QColor time()
{
    return QColor(0xD9, 0x82, 0x2B);
}

QColor optimum()
{
    return QColor(0x2E, 0x8B, 0x57);
}

QColor current()
{
    return QColor(0xB0, 0x3A, 0x48);
}

QColor alternativeA()
{
    return QColor(0x9C, 0x75, 0x5F);
}

QColor alternativeB()
{
    return QColor(0x8E, 0x6B, 0xB0);
}

QColor preparation()
{
    return QColor(0x8C, 0xB8, 0xA8);
}

QColor training()
{
    return QColor(0x3B, 0x6E, 0xA5);
}

QColor postTraining()
{
    return QColor(0xE0, 0xB4, 0x5A);
}

QColor fixedCost()
{
    return QColor(0x4A, 0x5A, 0x6A);
}

QColor elasticCost()
{
    return QColor(0xA8, 0xB8, 0xC8);
}

QColor warning()
{
    return ink(Tone::Bad);
}

QColor neutral()
{
    return QColor(0x7F, 0x7F, 0x7F);
}

QColor infeasible()
{
    return QColor(0x6E, 0x6E, 0x6E);
}

QColor lower()
{
    return QColor(0x59, 0xA1, 0x4F);
}

QColor higher()
{
    return QColor(0xD9, 0x82, 0x2B);
}

QColor labelOnLight()
{
    return QColor(0x20, 0x28, 0x30);
}

QColor cumulativeCost()
{
    return QColor(0x20, 0x28, 0x30);
}

QColor cumulativeCash()
{
    return QColor(0xB0, 0x3A, 0x48);
}

QColor actualSpend()
{
    return QColor(0x00, 0x7C, 0x91);
}

QColor category(tco::Category c)
{
    // In tco::Category's order; the opportunity cost has no hue of its own.
    constexpr QRgb kHues[] = {
        0x3B6EA5, // Compute
        0xE0B45A, // Energy
        0x59A14F, // Storage
        0x76B7B2, // Network
        0x9C755F, // Data
        0xB07AA1, // People
        0x4A5A6A, // Hardware
        0xBAB0AC, // Monitoring
        0xFF9DA7, // Operations
        0xD9822B, // Failures
        0xB03A48, // Experiments
        0xA8B8C8, // Idle
    };
    static_assert(std::size(kHues) == static_cast<std::size_t>(tco::Category::Opportunity));
    return hue(kHues, c);
}

QColor pool(tco::PoolKind kind)
{
    // In tco::PoolKind's order: owned, commitment, capacity block, on-demand, spot.
    constexpr QRgb kHues[] = {0x3B6EA5, 0x5FA2B8, 0x8E6BB0, 0xD9822B, 0xE3B54A};
    static_assert(std::size(kHues) == static_cast<std::size_t>(tco::PoolKind::Count));
    return hue(kHues, kind);
}

} // namespace chart

} // namespace palette
} // namespace planner
