// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/reflowgrid.h"

#include <QWidget>

#include <algorithm>

namespace planner {

ReflowGrid::ReflowGrid(QWidget *parent, int maxColumns, int spacing)
    : QLayout(parent), m_maxColumns(std::max(1, maxColumns))
{
    setSpacing(spacing);
}

ReflowGrid::~ReflowGrid()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void ReflowGrid::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

QLayoutItem *ReflowGrid::itemAt(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items.at(index) : nullptr;
}

QLayoutItem *ReflowGrid::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

QSize ReflowGrid::cellMinimum() const
{
    QSize cell(0, 0);
    for (const QLayoutItem *item : m_items)
        cell = cell.expandedTo(item->minimumSize());
    return cell;
}

int ReflowGrid::columnsAt(int width) const
{
    const QMargins m = contentsMargins();
    const int inner = width - m.left() - m.right();
    const int cell = std::max(1, cellMinimum().width());
    const int fits = (inner + spacing()) / (cell + spacing());
    const int items = std::max(1, static_cast<int>(m_items.size()));
    return std::clamp(fits, 1, std::min(m_maxColumns, items));
}

int ReflowGrid::rowsFor(int columns) const
{
    return (static_cast<int>(m_items.size()) + columns - 1) / columns;
}

int ReflowGrid::heightForWidth(int width) const
{
    const QMargins m = contentsMargins();
    const int rows = rowsFor(columnsAt(width));
    return m.top() + m.bottom() + rows * cellMinimum().height() + std::max(0, rows - 1) * spacing();
}

QSize ReflowGrid::minimumSize() const
{
    // One column wide: narrower than that, the page scrolls down, not sideways.
    const QMargins m = contentsMargins();
    const QSize cell = cellMinimum();
    return {cell.width() + m.left() + m.right(), cell.height() + m.top() + m.bottom()};
}

QSize ReflowGrid::sizeHint() const
{
    const QMargins m = contentsMargins();
    const QSize cell = cellMinimum();
    const int columns = std::min(m_maxColumns, std::max(1, static_cast<int>(m_items.size())));
    const int rows = rowsFor(columns);
    return {m.left() + m.right() + columns * cell.width() + (columns - 1) * spacing(),
            m.top() + m.bottom() + rows * cell.height() + std::max(0, rows - 1) * spacing()};
}

void ReflowGrid::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    if (m_items.isEmpty())
        return;
    const QRect inner = rect.marginsRemoved(contentsMargins());
    const int columns = columnsAt(rect.width());
    const int rows = rowsFor(columns);
    const int gap = spacing();
    const int width = std::max(0, (inner.width() - (columns - 1) * gap) / columns);
    // The rows share the height the page has, and never go below a chart's minimum.
    const int height = std::max(cellMinimum().height(), (inner.height() - (rows - 1) * gap) / rows);
    for (int i = 0; i < m_items.size(); ++i) {
        const int row = i / columns;
        const int column = i % columns;
        m_items.at(i)->setGeometry(
            QRect(inner.left() + column * (width + gap), inner.top() + row * (height + gap), width, height));
    }
}

} // namespace planner
