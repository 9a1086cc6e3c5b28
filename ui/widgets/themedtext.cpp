// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/themedtext.h"

#include "texts/tone.h"

#include <QEvent>
#include <QPalette>
#include <QWidget>

namespace planner {
namespace {

/** Watches its label for palette changes (the application's palette reaches
 *  every widget as one) and puts the rule's colour back. */
class ThemedText : public QObject
{
public:
    ThemedText(QWidget *label, TextColourRule rule) : QObject(label), m_label(label), m_rule(std::move(rule))
    {
        setObjectName(QStringLiteral("planner.themedText"));
        label->installEventFilter(this);
    }
    void setRule(TextColourRule rule) { m_rule = std::move(rule); }
    void apply()
    {
        const QColor colour = m_rule(m_label->palette());
        if (m_label->palette().color(QPalette::WindowText) == colour)
            return; // also ends the PaletteChange that setPalette sends
        QPalette pal = m_label->palette();
        pal.setColor(QPalette::WindowText, colour);
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
    TextColourRule m_rule;
};

} // namespace

void setThemedTextColour(QWidget *label, TextColourRule rule)
{
    // A plain QObject lookup: ThemedText has no meta-object of its own.
    auto *themed = static_cast<ThemedText *>(
        label->findChild<QObject *>(QStringLiteral("planner.themedText"), Qt::FindDirectChildrenOnly));
    if (themed)
        themed->setRule(std::move(rule));
    else
        themed = new ThemedText(label, std::move(rule));
    themed->apply();
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
