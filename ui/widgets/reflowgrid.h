// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLayout>
#include <QList>

namespace planner {

/** A grid of equal cells that reflows: as many columns as fit the width
 *  (never more than `maxColumns`), each cell at least its item's minimum
 *  size, the rows below. A page of charts in a scroll area then scrolls
 *  down, never sideways: at 1280 px the six trade-off charts stand two
 *  across instead of three with a horizontal scroll bar (docs/architecture.md,
 *  "Laptop screens"). */
class ReflowGrid : public QLayout
{
public:
    ReflowGrid(QWidget *parent, int maxColumns, int spacing = 6);
    ~ReflowGrid() override;

    /** The columns the grid uses at `width` pixels of contents. */
    int columnsAt(int width) const;

    void addItem(QLayoutItem *item) override;
    int count() const override { return static_cast<int>(m_items.size()); }
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return Qt::Horizontal | Qt::Vertical; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    QSize cellMinimum() const; ///< the largest minimum of the items
    int rowsFor(int columns) const;
    int m_maxColumns;
    QList<QLayoutItem *> m_items;
};

} // namespace planner
