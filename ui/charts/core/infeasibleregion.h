// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/qcpfwd.h"
#include "charts/core/sweepseries.h"

#include <QObject>
#include <QRectF>
#include <QString>

#include <array>
#include <functional>
#include <initializer_list>

namespace planner {

/** The greyed x ranges of a sweep chart where no valid plan exists, with
 *  one label that says why. The label goes inside the widest region when
 *  it fits there, else next to it with an arrow, and at the height where
 *  it covers no curve; it is placed after every layout, so it is never cut
 *  off by the axis rect in the window, in exports or in reports.
 *  Owned by the plot (a child QObject). Object names: "infeasibleRegion",
 *  "infeasibleRegion1", "infeasibleRegion2", "infeasibleLabel". */
class InfeasibleRegions : public QObject
{
    Q_OBJECT
public:
    InfeasibleRegions(QCPAxis *keyAxis, QCPAxis *valueAxis);

    void setSpans(const InfeasibleSpans &spans);
    const InfeasibleSpans &spans() const { return m_spans; }
    /** Replaces the label's first line ("No valid plan here"), e.g. "No plan is valid here". */
    void setHeadline(const QString &headline);
    void retranslate();
    QCPItemText *label() const { return m_label; }
    /** How a label beside its region says where the region is ("No valid
     *  plan above 46.5 h →"), in the key axis' words; without it the label
     *  says only "here" and points. */
    void setKeyFormat(std::function<QString(double)> format) { m_keyFormat = std::move(format); }

    /** A short reason for a chart label, two lines at most. */
    static QString reasonText(tco::Condition c);
    /** The label a chart shows in place of its figures when its plan
     *  cannot run ("infeasibleLabel"): centred on `centre`, a share of the
     *  axis rect; hidden until the chart shows it. */
    static QCPItemText *addNoPlanLabel(QCustomPlot *plot, QPointF centre);
    /** A sweep point's hover text when its plan cannot run: `head` (rich
     *  text, the point's x) and "No valid plan: <reason>." on one line. */
    static QString pointText(const QString &head, const tco::Result &r);

    /** Pixel rect `r` of `plot` crosses no visible line, curve, bar, dot
     *  or text item other than `self` (plottables whose "fit" property is
     *  false are ignored) and, with `markerLinesToo`, no marker's straight
     *  line. For placing labels where they hide no data. */
    static bool isFree(QCustomPlot *plot, const QRectF &r, const QCPAbstractItem *self = nullptr,
                       bool markerLinesToo = true);
    /** Puts `label` (absolute position, top-left aligned) at the first of
     *  `spots` where it hides no data; a spot is the label's top-left as a
     *  share of the room left in `rect` (0,0 top left; 1,1 bottom right),
     *  so the label always stays inside. Call after layout. */
    static void placeFree(QCPItemText *label, const QCPAxisRect *rect, std::initializer_list<QPointF> spots);

private:
    void fitLabel();
    /** The label's text; without the reasons when `withReasons` is false
     *  (a chart too crowded for the whole note). */
    QString text(bool outside, bool regionOnRight, bool withReasons = true) const;

    QCPAxis *m_keyAxis;
    std::array<QCPItemRect *, InfeasibleSpans::kMax> m_rects{};
    QCPItemText *m_label = nullptr;
    InfeasibleSpans m_spans;
    QString m_headline;
    std::function<QString(double)> m_keyFormat;
    int m_widest = 0;           ///< the region the label names (fitLabel)
    bool m_widestAtEnd = false; ///< it runs to the end of the axis on its side
};

} // namespace planner
