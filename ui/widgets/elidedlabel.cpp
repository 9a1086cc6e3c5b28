// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/elidedlabel.h"

#include <QPainter>

namespace planner {

QSize ElidedLabel::minimumSizeHint() const
{
    // Any width: the text gives way, the layout does not.
    return {1, QLabel::minimumSizeHint().height()};
}

void ElidedLabel::setShorterTexts(QStringList texts)
{
    m_shorter = std::move(texts);
    update();
}

int ElidedLabel::fullWidth() const
{
    return text().isEmpty() ? 0 : advance(text()) + 2;
}

int ElidedLabel::shortestWidth() const
{
    return m_shorter.isEmpty() ? fullWidth() : advance(m_shorter.last()) + 2;
}

void ElidedLabel::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setPen(palette().color(QPalette::WindowText));
    const QRect r = contentsRect();
    QString shown = text();
    for (const QString &shorter : m_shorter)
        if (advance(shown) > r.width())
            shown = shorter;
    if (advance(shown) > r.width())
        shown = fontMetrics().elidedText(shown, Qt::ElideRight, r.width());
    p.drawText(r, static_cast<int>(alignment()) | Qt::TextSingleLine, shown);
}

int ElidedLabel::advance(const QString &text) const
{
    // A few dozen texts at most (a line's figures change with every move):
    // forget them all when the font changes or the list grows long.
    if (m_measuredFont != font() || m_advances.size() > 64) {
        m_advances.clear();
        m_measuredFont = font();
    }
    auto it = m_advances.constFind(text);
    if (it == m_advances.constEnd())
        it = m_advances.insert(text, fontMetrics().horizontalAdvance(text));
    return it.value();
}

} // namespace planner
