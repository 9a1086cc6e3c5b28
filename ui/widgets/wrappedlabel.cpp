// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/wrappedlabel.h"

namespace planner {

WrappedLabel::WrappedLabel(QWidget *parent) : WrappedLabel(QString(), parent)
{
}

WrappedLabel::WrappedLabel(const QString &text, QWidget *parent) : QLabel(text, parent)
{
    setWordWrap(true);
}

WrappedLabel::Key WrappedLabel::currentKey() const
{
    return {text(), font(), textFormat(), contentsMargins(), margin(), indent()};
}

int WrappedLabel::heightForWidth(int width) const
{
    Key key = currentKey();
    if (!(key == m_key)) {
        m_key = std::move(key);
        m_heights.fill(Entry{});
    }
    for (const Entry &e : m_heights)
        if (e.width == width)
            return e.height;
    ++m_measurements;
    const int height = QLabel::heightForWidth(width);
    m_heights[m_next] = {width, height};
    m_next = (m_next + 1) % m_heights.size();
    return height;
}

} // namespace planner

#include "moc_wrappedlabel.cpp"
