// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/theme.h"

#include "texts/palette.h"

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
    return palette::themePalette(false);
}

QPalette darkPalette()
{
    return palette::themePalette(true);
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
