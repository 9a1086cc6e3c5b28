// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/core/regioncells.h"

#include <algorithm>
#include <cmath>

namespace planner {

RegionCells::RegionCells(QCPAxis *keyAxis, QCPAxis *valueAxis) : QCPAbstractPlottable(keyAxis, valueAxis)
{
    setPen(Qt::NoPen);
    setSelectable(QCP::stNone);
    setAntialiasedFill(false); // cell edges meet without seams
}

void RegionCells::setGrid(const std::vector<double> &xs, const std::vector<double> &ys,
                          const std::vector<std::uint8_t> &classes)
{
    m_xs.assign(xs.begin(), xs.end());
    m_ys.assign(ys.begin(), ys.end());
    m_classes.assign(classes.begin(), classes.end());
}

void RegionCells::setClassBrush(int cls, const QBrush &brush)
{
    if (cls >= 0 && cls < kClasses)
        m_brushes[static_cast<std::size_t>(cls)] = brush;
}

bool RegionCells::isLog(const QCPAxis *axis) const
{
    return axis && axis->scaleType() == QCPAxis::stLogarithmic;
}

void RegionCells::fillEdges(const std::vector<double> &centres, bool log, std::vector<double> &edges)
{
    const std::size_t n = centres.size();
    edges.resize(n + 1);
    if (n == 0)
        return;
    const auto mid = [log](double a, double b) {
        return log && a > 0 && b > 0 ? std::sqrt(a * b) : (a + b) / 2;
    };
    for (std::size_t k = 1; k < n; ++k)
        edges[k] = mid(centres[k - 1], centres[k]);
    if (n == 1) {
        edges[0] = log ? centres[0] / 1.1 : centres[0] - 0.5;
        edges[1] = log ? centres[0] * 1.1 : centres[0] + 0.5;
        return;
    }
    // The outer edges mirror the first and last inner ones.
    edges[0] = log && edges[1] > 0 ? centres[0] * centres[0] / edges[1] : 2 * centres[0] - edges[1];
    edges[n] = log && edges[n - 1] > 0 ? centres[n - 1] * centres[n - 1] / edges[n - 1]
                                       : 2 * centres[n - 1] - edges[n - 1];
}

int RegionCells::cellAt(double key, double value) const
{
    if (m_xs.empty() || m_ys.empty())
        return -1;
    std::vector<double> xe, ye;
    fillEdges(m_xs, isLog(keyAxis()), xe);
    fillEdges(m_ys, isLog(valueAxis()), ye);
    // Edges may repeat (whole accelerator counts) but never decrease.
    const auto find = [](const std::vector<double> &edges, double v) {
        if (v < edges.front() || v > edges.back())
            return -1;
        const auto it = std::upper_bound(edges.begin(), edges.end(), v);
        return std::clamp(static_cast<int>(it - edges.begin()) - 1, 0, static_cast<int>(edges.size()) - 2);
    };
    const int i = find(xe, key), j = find(ye, value);
    return i < 0 || j < 0 ? -1 : j * columns() + i;
}

double RegionCells::selectTest(const QPointF &pos, bool onlySelectable, QVariant *details) const
{
    if ((onlySelectable && selectable() == QCP::stNone) || !keyAxis() || !valueAxis())
        return -1;
    if (!keyAxis()->axisRect()->rect().contains(pos.toPoint()))
        return -1;
    double key = 0, value = 0;
    pixelsToCoords(pos, key, value);
    const int cell = cellAt(key, value);
    if (cell < 0)
        return -1;
    if (details)
        details->setValue(QCPDataSelection(QCPDataRange(cell, cell + 1)));
    // Lines and dots drawn over the cells win when they are as near.
    return mParentPlot->selectionTolerance() * 0.99;
}

QCPRange RegionCells::getKeyRange(bool &foundRange, QCP::SignDomain) const
{
    std::vector<double> e;
    fillEdges(m_xs, isLog(keyAxis()), e);
    foundRange = !m_xs.empty();
    return foundRange ? QCPRange(e.front(), e.back()) : QCPRange();
}

QCPRange RegionCells::getValueRange(bool &foundRange, QCP::SignDomain, const QCPRange &) const
{
    std::vector<double> e;
    fillEdges(m_ys, isLog(valueAxis()), e);
    foundRange = !m_ys.empty();
    return foundRange ? QCPRange(e.front(), e.back()) : QCPRange();
}

double RegionCells::dataMainKey(int index) const
{
    return m_xs.empty() ? 0 : m_xs[static_cast<std::size_t>(index % columns())];
}

double RegionCells::dataMainValue(int index) const
{
    return m_xs.empty() ? 0 : m_ys[static_cast<std::size_t>(index / columns())];
}

QCPRange RegionCells::dataValueRange(int index) const
{
    const double v = dataMainValue(index);
    return QCPRange(v, v);
}

QPointF RegionCells::dataPixelPosition(int index) const
{
    return coordsToPixels(dataMainKey(index), dataMainValue(index));
}

QCPDataSelection RegionCells::selectTestRect(const QRectF &, bool) const
{
    return QCPDataSelection();
}

void RegionCells::draw(QCPPainter *painter)
{
    if (m_xs.empty() || m_ys.empty() || !keyAxis() || !valueAxis())
        return;
    std::vector<double> xe, ye;
    fillEdges(m_xs, isLog(keyAxis()), xe);
    fillEdges(m_ys, isLog(valueAxis()), ye);
    std::vector<double> xp(xe.size()), yp(ye.size());
    for (std::size_t k = 0; k < xe.size(); ++k)
        xp[k] = keyAxis()->coordToPixel(xe[k]);
    for (std::size_t k = 0; k < ye.size(); ++k)
        yp[k] = valueAxis()->coordToPixel(ye[k]);
    painter->setPen(Qt::NoPen);
    applyFillAntialiasingHint(painter);
    // Whole-pixel edges: translucent neighbours neither overlap (a darker
    // hairline) nor leave a gap.
    for (double &p : xp)
        p = std::round(p);
    for (double &p : yp)
        p = std::round(p);
    const int cols = columns();
    for (int j = 0; j < rows(); ++j) {
        const auto jj = static_cast<std::size_t>(j);
        const double top = std::min(yp[jj], yp[jj + 1]);
        const double height = std::abs(yp[jj + 1] - yp[jj]);
        int i = 0;
        while (i < cols) {
            const std::uint8_t cls = m_classes[static_cast<std::size_t>(j * cols + i)];
            int end = i + 1;
            while (end < cols && m_classes[static_cast<std::size_t>(j * cols + end)] == cls)
                ++end;
            const QBrush &brush = m_brushes[std::min<std::size_t>(cls, kClasses - 1)];
            const auto a = static_cast<std::size_t>(i), b = static_cast<std::size_t>(end);
            if (brush.style() != Qt::NoBrush && height > 0)
                painter->fillRect(QRectF(std::min(xp[a], xp[b]), top, std::abs(xp[b] - xp[a]), height),
                                  brush);
            i = end;
        }
    }
}

void RegionCells::drawLegendIcon(QCPPainter *painter, const QRectF &rect) const
{
    painter->fillRect(rect, m_brushes[0]);
}

} // namespace planner

#include "moc_regioncells.cpp"
