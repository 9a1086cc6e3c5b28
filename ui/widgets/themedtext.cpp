// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/themedtext.h"

#include "texts/tone.h"

#include <QEvent>
#include <QPalette>
#include <QWidget>

namespace planner {
namespace {

/** The colours a widget takes from the palette it is shown on: its text,
 *  and for a banner its background (invalid: the theme's own). */
using TintRule = std::function<palette::Tint(const QPalette &)>;

/** Watches its widget for palette changes (the application's palette
 *  reaches every widget as one) and puts the rule's colours back. */
class ThemedText : public QObject
{
public:
    ThemedText(QWidget *label, TintRule rule) : QObject(label), m_label(label), m_rule(std::move(rule))
    {
        setObjectName(QStringLiteral("planner.themedText"));
        label->installEventFilter(this);
    }
    void setRule(TintRule rule) { m_rule = std::move(rule); }
    void apply()
    {
        const palette::Tint tint = m_rule(m_label->palette());
        const QPalette &now = m_label->palette();
        if (now.color(QPalette::WindowText) == tint.text &&
            (!tint.background.isValid() || now.color(QPalette::Window) == tint.background))
            return; // also ends the PaletteChange that setPalette sends
        QPalette pal = now;
        pal.setColor(QPalette::WindowText, tint.text);
        if (tint.background.isValid())
            pal.setColor(QPalette::Window, tint.background);
        m_label->setPalette(pal);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_label && event->type() == QEvent::PaletteChange)
            apply();
        return false;
    }

private:
    QWidget *m_label;
    TintRule m_rule;
};

void setTintRule(QWidget *widget, TintRule rule)
{
    // A plain QObject lookup: ThemedText has no meta-object of its own.
    auto *themed = static_cast<ThemedText *>(
        widget->findChild<QObject *>(QStringLiteral("planner.themedText"), Qt::FindDirectChildrenOnly));
    if (themed)
        themed->setRule(std::move(rule));
    else
        themed = new ThemedText(widget, std::move(rule));
    themed->apply();
}

} // namespace

void setThemedTextColour(QWidget *label, TextColourRule rule)
{
    setTintRule(label, [rule = std::move(rule)](const QPalette &pal) {
        return palette::Tint{QColor(), rule(pal)};
    });
}

void setThemedBannerTint(QWidget *banner, BannerTintRule rule)
{
    banner->setAutoFillBackground(true);
    setTintRule(banner, [rule = std::move(rule)](const QPalette &) { return rule(palette::darkTheme()); });
}

void showAsSecondaryText(QWidget *label)
{
    setThemedTextColour(label, [](const QPalette &pal) { return palette::secondaryText(pal); });
}

void showAsRefusal(QWidget *label)
{
    setThemedTextColour(label, [](const QPalette &pal) {
        return palette::errorText(palette::isDark(pal.color(QPalette::Window)));
    });
}

} // namespace planner
