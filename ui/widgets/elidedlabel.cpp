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
    return text().isEmpty() ? 0 : fontMetrics().horizontalAdvance(text()) + 2;
}

int ElidedLabel::shortestWidth() const
{
    return m_shorter.isEmpty() ? fullWidth() : fontMetrics().horizontalAdvance(m_shorter.last()) + 2;
}

void ElidedLabel::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setPen(palette().color(QPalette::WindowText));
    const QRect r = contentsRect();
    QString shown = text();
    for (const QString &shorter : m_shorter)
        if (fontMetrics().horizontalAdvance(shown) > r.width())
            shown = shorter;
    p.drawText(r, static_cast<int>(alignment()) | Qt::TextSingleLine,
               fontMetrics().elidedText(shown, Qt::ElideRight, r.width()));
}

} // namespace planner
