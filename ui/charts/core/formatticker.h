// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <qcustomplot.h>

#include <QString>
#include <QVector>

#include <functional>

namespace planner {

/** Turns an axis coordinate into the text a person reads ("$1.2M", "30 min"). */
using ValueFormatter = std::function<QString(double)>;

/** Units shown per axis coordinate: the display currency's rate on an
 *  axis of US dollars, so ticks fall on round amounts of what is shown. */
using TickScale = std::function<double()>;

/** Linear axis ticker whose labels come from a ValueFormatter (e.g.
 *  formatUsd), so tick labels match the numbers elsewhere in the window.
 *  With a TickScale the step is chosen among round numbers of the shown
 *  unit. */
class FormatTicker : public QCPAxisTicker
{
public:
    explicit FormatTicker(ValueFormatter format, TickScale scale = {});

protected:
    double getTickStep(const QCPRange &range) override;
    QString getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision) override;

private:
    ValueFormatter m_format;
    TickScale m_scale;
};

/** Logarithmic axis ticker: 1-2-5 steps per decade when the range spans
 *  few decades, powers of ten (with 2..9 sub-ticks) otherwise. Labels come
 *  from a ValueFormatter. Use with QCPAxis::stLogarithmic. */
class LogFormatTicker : public QCPAxisTicker
{
public:
    explicit LogFormatTicker(ValueFormatter format, TickScale scale = {});

protected:
    QVector<double> createTickVector(double tickStep, const QCPRange &range) override;
    QVector<double> createSubTickVector(int subTickCount, const QVector<double> &ticks) override;
    QString getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision) override;

private:
    ValueFormatter m_format;
    TickScale m_scale;
    bool m_decadesOnly = false;
};

/** Ticks at a fixed list of readable values (e.g. 1 min, 15 min, 1 h, 1 day
 *  for hours, or whole years), thinned to about tickCount() when too many
 *  fall in range. Works on log axes. */
class ListTicker : public QCPAxisTicker
{
public:
    ListTicker(QVector<double> candidates, ValueFormatter format);

protected:
    QVector<double> createTickVector(double tickStep, const QCPRange &range) override;
    QVector<double> createSubTickVector(int subTickCount, const QVector<double> &ticks) override;
    QString getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision) override;

private:
    QVector<double> m_candidates;
    ValueFormatter m_format;
};

} // namespace planner
