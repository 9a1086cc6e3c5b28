// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/theme.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace planner::theme {
namespace {

struct SystemLook {
    bool remembered = false;
    QPalette palette;
    QString styleName;
};

SystemLook &systemLook()
{
    static SystemLook look;
    return look;
}

Theme &applied()
{
    static Theme theme = Theme::System;
    return theme;
}

struct Colours {
    QColor window, windowText, base, alternateBase, text, button, buttonText, light, midlight, mid, dark,
        shadow, highlight, highlightedText, link, linkVisited, toolTipBase, toolTipText, placeholder,
        disabledText;
};

QPalette makePalette(const Colours &c)
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

QString key(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

Theme fromKey(const QString &key)
{
    if (key == QLatin1String("light"))
        return Theme::Light;
    if (key == QLatin1String("dark"))
        return Theme::Dark;
    return Theme::System;
}

QPalette lightPalette()
{
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

QPalette darkPalette()
{
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
}

void rememberSystem()
{
    SystemLook &look = systemLook();
    if (look.remembered)
        return;
    look.remembered = true;
    look.palette = QApplication::palette();
    look.styleName = QApplication::style() ? QApplication::style()->name() : QString();
}

QPalette systemPalette()
{
    rememberSystem();
    return systemLook().palette;
}

void apply(Theme theme)
{
    rememberSystem();
    if (theme == applied())
        return;
    applied() = theme;
    const SystemLook &look = systemLook();
    // Fusion draws every part from the palette; other styles (a desktop's
    // own) may keep their colours, so light and dark use it.
    const QString style = theme == Theme::System ? look.styleName : QStringLiteral("Fusion");
    if (QApplication::style() == nullptr ||
        QApplication::style()->name().compare(style, Qt::CaseInsensitive) != 0) {
        if (QStyle *s = QStyleFactory::create(style))
            QApplication::setStyle(s);
    }
    QApplication::setPalette(theme == Theme::Light  ? lightPalette()
                             : theme == Theme::Dark ? darkPalette()
                                                    : look.palette);
}

Theme current()
{
    return applied();
}

QIcon applicationIcon()
{
    QIcon icon;
    for (const int size : {16, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/llm-tco-planner-%1.png").arg(size), QSize(size, size));
    return icon;
}

} // namespace planner::theme
