// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/palette.h"

#include "texts/tone.h"

namespace planner {

namespace {

/** The roles our themes set, in QPalette's order. */
struct ThemeColours {
    QColor window, windowText, base, alternateBase, text, button, buttonText, light, midlight, mid, dark,
        shadow, highlight, highlightedText, link, linkVisited, toolTipBase, toolTipText, placeholder,
        disabledText;
};

QPalette makePalette(const ThemeColours &c)
{
    QPalette p;
    p.setColor(QPalette::Window, c.window);
    p.setColor(QPalette::WindowText, c.windowText);
    p.setColor(QPalette::Base, c.base);
    p.setColor(QPalette::AlternateBase, c.alternateBase);
    p.setColor(QPalette::Text, c.text);
    p.setColor(QPalette::Button, c.button);
    p.setColor(QPalette::ButtonText, c.buttonText);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Light, c.light);
    p.setColor(QPalette::Midlight, c.midlight);
    p.setColor(QPalette::Mid, c.mid);
    p.setColor(QPalette::Dark, c.dark);
    p.setColor(QPalette::Shadow, c.shadow);
    p.setColor(QPalette::Highlight, c.highlight);
    p.setColor(QPalette::HighlightedText, c.highlightedText);
    p.setColor(QPalette::Link, c.link);
    p.setColor(QPalette::LinkVisited, c.linkVisited);
    p.setColor(QPalette::ToolTipBase, c.toolTipBase);
    p.setColor(QPalette::ToolTipText, c.toolTipText);
    p.setColor(QPalette::PlaceholderText, c.placeholder);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, c.disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, c.mid);
    return p;
}

} // namespace

namespace palette {

QPalette themePalette(bool dark)
{
    if (dark)
        return makePalette({QColor(0x2b, 0x2b, 0x2e), QColor(0xe6, 0xe6, 0xe6),
                            QColor(0x1e, 0x1e, 0x20), QColor(0x28, 0x28, 0x2b),
                            QColor(0xe6, 0xe6, 0xe6), QColor(0x38, 0x38, 0x3c),
                            QColor(0xe6, 0xe6, 0xe6), QColor(0x50, 0x50, 0x55),
                            QColor(0x44, 0x44, 0x48), QColor(0x30, 0x30, 0x33),
                            QColor(0x18, 0x18, 0x1a), QColor(0x0c, 0x0c, 0x0c),
                            QColor(0x2f, 0x6f, 0xc0), Qt::white,
                            QColor(0x6c, 0xb0, 0xff), QColor(0xb8, 0x9c, 0xe8),
                            QColor(0x3a, 0x3a, 0x3e), QColor(0xe6, 0xe6, 0xe6),
                            QColor(0x9a, 0x9a, 0x9a), QColor(0x7a, 0x7a, 0x7a)});
    return makePalette({QColor(0xef, 0xef, 0xef),
                        QColor(0x20, 0x20, 0x20),
                        Qt::white,
                        QColor(0xf5, 0xf5, 0xf5),
                        QColor(0x20, 0x20, 0x20),
                        QColor(0xe8, 0xe8, 0xe8),
                        QColor(0x20, 0x20, 0x20),
                        Qt::white,
                        QColor(0xe0, 0xe0, 0xe0),
                        QColor(0xa0, 0xa0, 0xa0),
                        QColor(0x80, 0x80, 0x80),
                        QColor(0x40, 0x40, 0x40),
                        QColor(0x30, 0x7c, 0xd0),
                        Qt::white,
                        QColor(0x1a, 0x5f, 0xb4),
                        QColor(0x6a, 0x3d, 0x9a),
                        QColor(0xff, 0xff, 0xf0),
                        QColor(0x20, 0x20, 0x20),
                        QColor(0x70, 0x70, 0x70),
                        QColor(0x90, 0x90, 0x90)});
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
    using C = tco::Category;
    switch (c) {
    case C::Compute:
        return QColor(0x3B, 0x6E, 0xA5);
    case C::Energy:
        return QColor(0xE0, 0xB4, 0x5A);
    case C::Storage:
        return QColor(0x59, 0xA1, 0x4F);
    case C::Network:
        return QColor(0x76, 0xB7, 0xB2);
    case C::Data:
        return QColor(0x9C, 0x75, 0x5F);
    case C::People:
        return QColor(0xB0, 0x7A, 0xA1);
    case C::Hardware:
        return QColor(0x4A, 0x5A, 0x6A);
    case C::Monitoring:
        return QColor(0xBA, 0xB0, 0xAC);
    case C::Operations:
        return QColor(0xFF, 0x9D, 0xA7);
    case C::Failures:
        return QColor(0xD9, 0x82, 0x2B);
    case C::Experiments:
        return QColor(0xB0, 0x3A, 0x48);
    case C::Idle:
        return QColor(0xA8, 0xB8, 0xC8);
    case C::Opportunity:
    case C::Count:
        break;
    }
    return QColor(0x7F, 0x7F, 0x7F);
}

QColor pool(tco::PoolKind kind)
{
    using K = tco::PoolKind;
    switch (kind) {
    case K::Owned:
        return QColor(0x3B, 0x6E, 0xA5);
    case K::Commitment:
        return QColor(0x5F, 0xA2, 0xB8);
    case K::CapacityBlock:
        return QColor(0x8E, 0x6B, 0xB0);
    case K::OnDemand:
        return QColor(0xD9, 0x82, 0x2B);
    case K::Spot:
        return QColor(0xE3, 0xB5, 0x4A);
    case K::Count:
        break;
    }
    return neutral();
}

} // namespace chart

} // namespace palette
} // namespace planner
