// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <qcustomplot.h>

#include <array>
#include <cstdint>
#include <vector>

namespace planner {

/** A grid of cells filled by class (e.g. "every target holds", "a target
 *  is missed", "cannot run"), one brush per class. Cells are centred on
 *  the given column and row values; their edges lie halfway between
 *  centres (geometrically on log axes), so a log-spaced grid fills a log
 *  axis evenly. Runs of equal cells in a row are drawn as one rectangle.
 *  Hover and the tracer see a cell as a data point at its centre (index
 *  j × columns + i, as in tco::RegionGrid). */
class RegionCells : public QCPAbstractPlottable, public QCPPlottableInterface1D
{
    Q_OBJECT
public:
    static constexpr int kClasses = 4;

    RegionCells(QCPAxis *keyAxis, QCPAxis *valueAxis);

    /** Copies the grid (storage is reused between calls). `classes` is
     *  row-major from the bottom-left, values below kClasses. */
    void setGrid(const std::vector<double> &xs, const std::vector<double> &ys,
                 const std::vector<std::uint8_t> &classes);
    void setClassBrush(int cls, const QBrush &brush);
    int columns() const { return static_cast<int>(m_xs.size()); }
    int rows() const { return static_cast<int>(m_ys.size()); }
    /** The cell under a plot coordinate; -1 outside the grid. */
    int cellAt(double key, double value) const;

    double selectTest(const QPointF &pos, bool onlySelectable, QVariant *details = nullptr) const override;
    QCPPlottableInterface1D *interface1D() override { return this; }
    QCPRange getKeyRange(bool &foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool &foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange &inKeyRange = QCPRange()) const override;

    int dataCount() const override { return static_cast<int>(m_classes.size()); }
    double dataMainKey(int index) const override;
    double dataSortKey(int index) const override { return dataMainKey(index); }
    double dataMainValue(int index) const override;
    QCPRange dataValueRange(int index) const override;
    QPointF dataPixelPosition(int index) const override;
    bool sortKeyIsMainKey() const override { return false; }
    QCPDataSelection selectTestRect(const QRectF &rect, bool onlySelectable) const override;
    int findBegin(double, bool = true) const override { return 0; }
    int findEnd(double, bool = true) const override { return dataCount(); }

protected:
    void draw(QCPPainter *painter) override;
    void drawLegendIcon(QCPPainter *painter, const QRectF &rect) const override;

private:
    /** Edges between centres: edges[k] .. edges[k + 1] bound cell k. */
    static void fillEdges(const std::vector<double> &centres, bool log, std::vector<double> &edges);
    bool isLog(const QCPAxis *axis) const;

    std::vector<double> m_xs, m_ys;
    std::vector<std::uint8_t> m_classes;
    std::array<QBrush, kClasses> m_brushes;
};

} // namespace planner
