// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/portfolio/ganttchart.h"

#include "charts/core/chartstyle.h"
#include "charts/core/textitem.h"
#include "texts/numberformat.h"
#include "texts/portfoliotexts.h"
#include "texts/terms.h"

#include <qcustomplot.h>

#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <tuple>

namespace planner {

namespace {

constexpr double kRowHalf = 0.38; // a row's bars take 76 % of its height

/** The pool that holds most of a placement's accelerators. */
int mainPool(const tco::RunPlacement &p)
{
    int pool = -1, most = -1;
    for (const tco::Allocation &a : p.allocations)
        if (a.gpus > most) {
            most = a.gpus;
            pool = a.pool;
        }
    return pool;
}

} // namespace

/** Every bar of the Gantt drawn in one pass, under the notes and deadline
 *  ticks (items, added later), with the count of each bar that stands for
 *  several instances: a typical year's 700 instances as one QCPItemRect
 *  each cost most of a replot (bench_portfoliowindow). The counts are
 *  placed as the bars are drawn, at the size they are drawn at. */
class GanttBars : public QCPLayerable
{
public:
    struct Paint {
        double left = 0, right = 0, top = 0, bottom = 0; ///< days, rows
        QBrush brush;
        QPen pen;
        int placement = -1;
        int count = 1; ///< instances it stands for: "× 36" when more than one
        QString text;  ///< its count as shown
        QColor ink;    ///< the count's colour inside the bar
    };
    explicit GanttBars(QCustomPlot *plot) : QCPLayerable(plot, QStringLiteral("main")) {}
    std::vector<Paint> bars;
    QColor ink;       ///< a count's colour beside its bar
    QColor paper;     ///< behind a count that lies over other bars
    QString eachText; ///< "each %1": one count for bars side by side
    /** Where each count was drawn at the last replot. */
    std::vector<GanttChart::CountMark> marks;

protected:
    void applyDefaultAntialiasingHint(QCPPainter *painter) const override
    {
        applyAntialiasingHint(painter, mAntialiased, QCP::aeItems);
    }
    QRect clipRect() const override { return mParentPlot->axisRect()->rect(); }
    QRectF pixels(const Paint &b) const
    {
        const QCPAxis *x = mParentPlot->xAxis, *y = mParentPlot->yAxis;
        return QRectF(QPointF(x->coordToPixel(b.left), y->coordToPixel(b.top)),
                      QPointF(x->coordToPixel(b.right), y->coordToPixel(b.bottom)))
            .normalized();
    }
    /** Bars of one look are drawn in one call: a change of pen or brush
     *  costs the raster engine more than the rectangle (a typical year has
     *  hundreds of bars in a handful of looks). Bars never overlap, so the
     *  order among looks does not show. */
    void draw(QCPPainter *painter) override
    {
        std::vector<const Paint *> order;
        order.reserve(bars.size());
        for (const Paint &b : bars)
            order.push_back(&b);
        const auto look = [](const Paint *b) {
            return std::tuple(b->brush.color().rgba(), b->pen.color().rgba(), b->pen.widthF());
        };
        std::stable_sort(order.begin(), order.end(),
                         [&](const Paint *a, const Paint *b) { return look(a) < look(b); });
        QVector<QRectF> rects;
        for (std::size_t i = 0; i < order.size(); ++i) {
            const Paint &b = *order[i];
            rects << pixels(b);
            if (i + 1 == order.size() || look(order[i + 1]) != look(order[i])) {
                painter->setBrush(b.brush);
                painter->setPen(b.pen);
                painter->drawRects(rects.constData(), static_cast<int>(rects.size()));
                rects.clear();
            }
        }
        drawCounts(painter);
    }

    /** Each count inside its bar where it fits. Else bars of one lane side
     *  by side with the same count share one label, "each × 2", inside
     *  them where it fits; else the count stands beside its bars, clear of
     *  the other bars where there is room, else over them on paper; never
     *  over another count. A tooltip alone is not enough (issue 53). */
    void drawCounts(QCPPainter *painter)
    {
        marks.clear();
        const QFont font = mParentPlot->font();
        const QFontMetricsF metrics(font);
        const QRectF area = mParentPlot->axisRect()->rect();
        std::vector<QRectF> px;
        px.reserve(bars.size());
        for (const Paint &b : bars)
            px.push_back(pixels(b));
        std::vector<QRectF> taken;
        const auto free = [&taken, &area](const QRectF &r) {
            return area.contains(r) && std::none_of(taken.begin(), taken.end(),
                                                    [&r](const QRectF &t) { return t.intersects(r); });
        };
        const auto clearOfBars = [&px](const QRectF &r) {
            return std::none_of(px.begin(), px.end(), [&r](const QRectF &b) { return b.intersects(r); });
        };
        const auto labelSize = [&metrics](const QString &text) {
            return QSizeF(metrics.horizontalAdvance(text) + 6, metrics.height());
        };
        /** A label in `span`'s middle, if `span` holds it. */
        const auto inside = [&](const QRectF &span, const QString &text) -> std::optional<QRectF> {
            const QSizeF size = labelSize(text);
            if (span.width() < size.width() || span.height() < 0.8 * size.height())
                return std::nullopt;
            QRectF r(QPointF(0, 0), size);
            r.moveCenter(span.center());
            return free(r) ? std::optional(r) : std::nullopt;
        };
        struct Label {
            std::vector<std::size_t> bars;
            QString text;
            QRectF rect;
            bool inside = true;
            bool onPaper = false;
        };
        std::vector<Label> labels;
        const auto add = [&](Label label) {
            taken.push_back(label.rect);
            labels.push_back(std::move(label));
        };
        std::vector<bool> done(bars.size(), false);
        for (std::size_t k = 0; k < bars.size(); ++k)
            if (bars[k].count > 1)
                if (const auto r = inside(px[k], bars[k].text)) {
                    add({{k}, bars[k].text, *r});
                    done[k] = true;
                }
        // The rest in runs: a lane's bars side by side with the same count.
        std::vector<std::size_t> order;
        for (std::size_t k = 0; k < bars.size(); ++k)
            order.push_back(k);
        std::stable_sort(order.begin(), order.end(), [this](std::size_t a, std::size_t b) {
            return std::tuple(bars[a].top, bars[a].bottom, bars[a].left) <
                   std::tuple(bars[b].top, bars[b].bottom, bars[b].left);
        });
        std::vector<std::vector<std::size_t>> groups;
        for (std::size_t i = 0; i < order.size(); ++i) {
            const std::size_t k = order[i];
            if (bars[k].count < 2 || done[k])
                continue;
            const bool joins = i > 0 && !groups.empty() && groups.back().back() == order[i - 1] &&
                               bars[order[i - 1]].count == bars[k].count &&
                               bars[order[i - 1]].top == bars[k].top &&
                               bars[order[i - 1]].bottom == bars[k].bottom &&
                               px[k].left() - px[order[i - 1]].right() <= metrics.height();
            if (joins)
                groups.back().push_back(k);
            else
                groups.push_back({k});
        }
        for (const std::vector<std::size_t> &group : groups) {
            QRectF span;
            for (const std::size_t k : group)
                span |= px[k];
            const QString &count = bars[group.front()].text;
            const QString text = group.size() > 1 ? eachText.arg(count) : count;
            if (const auto r = inside(span, text)) {
                // Over several bars and the gaps between: on paper, to be read.
                add({group, text, *r, group.size() == 1, group.size() > 1});
                continue;
            }
            // Beside the bars, after them, then before them; then a line up or down.
            const QSizeF size = labelSize(text);
            std::vector<QRectF> candidates;
            for (const double dy : {0.0, -1.0, 1.0, -2.0, 2.0}) {
                const double top = span.center().y() - size.height() / 2 + dy * size.height();
                candidates.emplace_back(QPointF(span.right() + 2, top), size);
                candidates.emplace_back(QPointF(span.left() - 2 - size.width(), top), size);
            }
            auto at = std::find_if(candidates.begin(), candidates.end(),
                                   [&](const QRectF &r) { return free(r) && clearOfBars(r); });
            const bool onPaper = at == candidates.end();
            if (onPaper)
                at = std::find_if(candidates.begin(), candidates.end(), free);
            if (at != candidates.end())
                add({group, text, *at, false, onPaper});
        }
        painter->setFont(font);
        for (const Label &l : labels) {
            const Paint &first = bars[l.bars.front()];
            if (l.onPaper) {
                painter->setPen(QPen(first.brush.color(), 1));
                painter->setBrush(paper);
                painter->drawRect(l.rect);
            }
            painter->setPen(l.inside ? first.ink : ink);
            painter->drawText(l.rect, Qt::AlignCenter, l.text);
            GanttChart::CountMark mark{{}, first.count, l.rect};
            for (const std::size_t k : l.bars)
                mark.placements.push_back(bars[k].placement);
            marks.push_back(std::move(mark));
        }
    }
};

GanttChart::GanttChart(QWidget *parent) : PortfolioChart(parent)
{
    m_barsLayer = new GanttBars(m_plot);
    setObjectName(QStringLiteral("ganttChart"));
    QCPAxis *rows = m_plot->yAxis;
    rows->setRangeReversed(true);
    m_rowTicker.reset(new QCPAxisTickerText);
    rows->setTicker(m_rowTicker);
    rows->setSubTicks(false);
    rows->grid()->setVisible(false);
    setAxisFit(rows, {false, 0, true, 0});
    setAxisFit(m_plot->xAxis, {false, 0, true, 0});
    for (int k = 0; k < static_cast<int>(tco::PoolKind::Count); ++k) {
        auto *swatch = new QCPBars(m_plot->xAxis, rows);
        swatch->setObjectName(QStringLiteral("swatch.") +
                              QString::fromUtf8(tco::poolKindKey(static_cast<tco::PoolKind>(k)).data()));
        swatch->setBrush(style::colour::pool(static_cast<tco::PoolKind>(k)));
        swatch->setPen(Qt::NoPen);
        swatch->setProperty("fit", false);
        swatch->setProperty("hover", false);
        m_legend.push_back(swatch);
    }
    // The dashed deadline ticks, named in the legend by an empty series of their look.
    m_deadlineKey = new QCPGraph(m_plot->xAxis, rows);
    m_deadlineKey->setObjectName(QStringLiteral("legend.deadline"));
    m_deadlineKey->setLineStyle(QCPGraph::lsLine);
    m_deadlineKey->setProperty("fit", false);
    m_deadlineKey->setProperty("hover", false);
    connect(m_plot, &QCustomPlot::mousePress, this, &GanttChart::onPress);
    connect(m_plot, &QCustomPlot::mouseMove, this, &GanttChart::onMove);
    connect(m_plot, &QCustomPlot::mouseRelease, this, &GanttChart::onRelease);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, &GanttChart::onDoubleClick);
    setMouseTracking(true);
    finishConstruction();
}

QString GanttChart::title() const
{
    return tr("Runs on the fleet over the calendar");
}

void GanttChart::retranslate()
{
    applyTitles(QString(), QString());
    for (std::size_t k = 0; k < m_legend.size(); ++k)
        m_legend[k]->setName(poolKindLabel(static_cast<tco::PoolKind>(k)));
    m_deadlineKey->setName(Terms::deadline());
    //: One count ("× 2") standing for each of several bars side by side
    m_barsLayer->eachText = tr("each %1");
    if (!m_portfolio.runs.empty())
        placeBars();
}

void GanttChart::showPortfolio(const PortfolioFigures &f)
{
    m_portfolio = *f.portfolio;
    m_schedule = f.evaluation->schedule;
    m_drag = {};
    placeBars();
}

QCPItemText *GanttChart::textAt(std::size_t slot)
{
    while (m_texts.size() <= slot) {
        auto *text = new TextItem(m_plot);
        text->setSelectable(false);
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        text->setPadding(QMargins(4, 0, 2, 0));
        m_texts.push_back(text);
    }
    m_texts[slot]->setVisible(true);
    return m_texts[slot];
}

QCPItemLine *GanttChart::lineAt(std::size_t slot)
{
    while (m_lines.size() <= slot) {
        auto *line = new QCPItemLine(m_plot);
        line->setSelectable(false);
        m_lines.push_back(line);
    }
    m_lines[slot]->setVisible(true);
    return m_lines[slot];
}

void GanttChart::placeBars()
{
    m_barsLayer->bars.clear();
    for (auto *item : m_texts)
        item->setVisible(false);
    for (auto *item : m_lines)
        item->setVisible(false);
    m_bars.clear();
    m_late = 0;

    const auto runs = static_cast<int>(m_portfolio.runs.size());
    const int days = std::max(1, m_schedule.days);

    // Instances of a run that start and end together on the same kind of
    // pool are one bar, "× 36": 64 ablations as hairlines say nothing.
    struct Group {
        int first = -1; ///< its first placement
        int count = 0;
        tco::PoolKind kind = tco::PoolKind::OnDemand;
        int lane = 0;
    };
    std::vector<Group> groups;
    // run, start, end, pool kind, deadline met -> its group
    std::map<std::tuple<int, int, int, tco::PoolKind, bool>, std::size_t> groupOf;
    for (std::size_t i = 0; i < m_schedule.placements.size(); ++i) {
        const tco::RunPlacement &p = m_schedule.placements[i];
        if (!p.scheduled)
            continue;
        const int pool = mainPool(p);
        const tco::PoolKind kind =
            pool >= 0 ? m_portfolio.pools[static_cast<std::size_t>(pool)].kind : tco::PoolKind::OnDemand;
        const auto [at, added] =
            groupOf.try_emplace(std::tuple(p.run, p.startDay, p.endDay, kind, p.metDeadline), groups.size());
        if (added)
            groups.push_back({static_cast<int>(i), 1, kind, 0});
        else
            ++groups[at->second].count;
    }
    // Lanes: overlapping bars of one run share its row; taken in order of
    // start, the fewest lanes hold them (interval partitioning).
    std::stable_sort(groups.begin(), groups.end(), [this](const Group &a, const Group &b) {
        return m_schedule.placements[static_cast<std::size_t>(a.first)].startDay <
               m_schedule.placements[static_cast<std::size_t>(b.first)].startDay;
    });
    std::vector<std::vector<int>> laneEnds(static_cast<std::size_t>(runs));
    for (Group &g : groups) {
        const tco::RunPlacement &p = m_schedule.placements[static_cast<std::size_t>(g.first)];
        std::vector<int> &ends = laneEnds[static_cast<std::size_t>(p.run)];
        auto free = std::find_if(ends.begin(), ends.end(), [&](int end) { return end <= p.startDay; });
        if (free == ends.end()) {
            g.lane = static_cast<int>(ends.size());
            ends.push_back(p.endDay);
        } else {
            g.lane = static_cast<int>(free - ends.begin());
            *free = p.endDay;
        }
    }

    // A run of many lanes gets a taller row, so a lane stays readable.
    m_rowTop.assign(static_cast<std::size_t>(runs) + 1, 0.0);
    m_rowTicker->clear();
    QStringList names;
    for (int r = 0; r < runs; ++r) {
        const auto lanes =
            static_cast<double>(std::clamp<std::size_t>(laneEnds[static_cast<std::size_t>(r)].size(), 1, 6));
        m_rowTop[static_cast<std::size_t>(r) + 1] =
            m_rowTop[static_cast<std::size_t>(r)] + 1 + 0.45 * (lanes - 1);
        names << runName(m_portfolio, r);
        m_rowTicker->addTick(rowCentre(r), names.back());
    }
    fitMinimumHeightToRows(m_plot->yAxis, names, m_rowTop.back(), 4);

    std::vector<bool> kindUsed(static_cast<std::size_t>(tco::PoolKind::Count), false);
    std::size_t texts = 0;
    std::vector<bool> runLabelled(static_cast<std::size_t>(runs), false);
    const QColor ink = palette().color(QPalette::Text);
    m_barsLayer->ink = ink;
    m_barsLayer->paper = palette().color(QPalette::Base);
    for (const tco::RunPlacement &p : m_schedule.placements) {
        if (!p.metDeadline)
            ++m_late;
        const auto run = static_cast<std::size_t>(p.run);
        if (!p.scheduled && !runLabelled[run]) {
            // One line per unplaced run: why, where its bar would be.
            runLabelled[run] = true;
            QCPItemText *text = textAt(texts++);
            text->position->setCoords(0, rowCentre(p.run));
            text->setText(QStringLiteral("⚠ ") + placementStatusText(m_portfolio, p));
            text->setColor(style::colour::warning());
        }
    }
    for (const Group &g : groups) {
        const tco::RunPlacement &p = m_schedule.placements[static_cast<std::size_t>(g.first)];
        const auto run = static_cast<std::size_t>(p.run);
        const bool late = !p.metDeadline;
        const int lanes = std::max<int>(1, static_cast<int>(laneEnds[run].size()));
        const double rowHeight = m_rowTop[run + 1] - m_rowTop[run];
        const double height = 2 * kRowHalf * rowHeight / lanes;
        Bar bar;
        bar.placement = g.first;
        bar.count = g.count;
        bar.run = p.run;
        bar.top = rowCentre(p.run) - kRowHalf * rowHeight + height * g.lane;
        bar.bottom = bar.top + height * (lanes > 1 ? 0.85 : 1.0);
        bar.startDay = p.startDay;
        bar.endDay = p.endDay;
        kindUsed[static_cast<std::size_t>(g.kind)] = true;
        const QColor colour = style::colour::pool(g.kind);
        m_barsLayer->bars.push_back({double(bar.startDay), double(bar.endDay), bar.top, bar.bottom, colour,
                                     late ? QPen(style::colour::warning(), 2.5) : QPen(colour.darker(130), 1),
                                     g.first, g.count, QStringLiteral("× ") + formatWhole(g.count),
                                     style::readableInk(Qt::white, colour, 4.5)});
        m_bars.push_back(bar);
        if (late && !runLabelled[run]) {
            runLabelled[run] = true;
            QCPItemText *text = textAt(texts++);
            text->position->setCoords(p.endDay, rowCentre(p.run));
            text->setText(QStringLiteral("⚠ ") + placementStatusText(m_portfolio, p));
            text->setColor(style::colour::warning().darker(115));
        }
    }

    // Each run's deadline: a dashed tick at the end of its last day.
    std::size_t lines = 0;
    for (int r = 0; r < runs; ++r) {
        const int deadline =
            tco::dayOf(m_portfolio, m_portfolio.runs[static_cast<std::size_t>(r)].deadline) + 1;
        if (deadline <= 0 || deadline >= days)
            continue;
        QCPItemLine *line = lineAt(lines++);
        line->setPen(QPen(ink, 1.5, Qt::DashLine));
        line->start->setCoords(deadline, m_rowTop[static_cast<std::size_t>(r)]);
        line->end->setCoords(deadline, m_rowTop[static_cast<std::size_t>(r) + 1]);
    }

    for (std::size_t k = 0; k < m_legend.size(); ++k) {
        if (kindUsed[k])
            m_legend[k]->addToLegend();
        else
            m_legend[k]->removeFromLegend();
    }
    // The legend's deadline key: a short dashed line, as the ticks are drawn.
    m_deadlineKey->setPen(QPen(ink, 1.5, Qt::DashLine));
    m_deadlineKey->removeFromLegend();
    if (lines > 0)
        m_deadlineKey->addToLegend();
    setMonthTicks(m_plot->xAxis, m_schedule.grid, true);
    m_plot->xAxis->setRange(0, days);
    m_plot->yAxis->setRange(-0.1, m_rowTop.back() + 0.1);
    queueReplot();
}

const std::vector<GanttChart::CountMark> &GanttChart::countMarks() const
{
    return m_barsLayer->marks;
}

int GanttChart::bundledBars() const
{
    return static_cast<int>(
        std::count_if(m_bars.begin(), m_bars.end(), [](const Bar &b) { return b.count > 1; }));
}

int GanttChart::placementAt(const QPointF &pixel) const
{
    const double day = m_plot->xAxis->pixelToCoord(pixel.x());
    const double row = m_plot->yAxis->pixelToCoord(pixel.y());
    // The last bar drawn is on top.
    for (auto bar = m_bars.rbegin(); bar != m_bars.rend(); ++bar)
        if (day >= bar->startDay && day <= bar->endDay && row >= bar->top && row <= bar->bottom)
            return bar->placement;
    return -1;
}

QPointF GanttChart::barCentre(int placement) const
{
    for (const Bar &bar : m_bars)
        if (bar.placement == placement)
            return {m_plot->xAxis->coordToPixel((bar.startDay + bar.endDay) / 2.0),
                    m_plot->yAxis->coordToPixel((bar.top + bar.bottom) / 2.0)};
    return {};
}

double GanttChart::pixelsPerDay() const
{
    return m_plot->xAxis->coordToPixel(1) - m_plot->xAxis->coordToPixel(0);
}

QString GanttChart::rowLabel(int run) const
{
    return run >= 0 && run + 1 < static_cast<int>(m_rowTop.size())
               ? m_rowTicker->ticks().value(rowCentre(run))
               : QString();
}

double GanttChart::rowCentre(int run) const
{
    const auto r = static_cast<std::size_t>(run);
    return (m_rowTop[r] + m_rowTop[r + 1]) / 2;
}

QString GanttChart::describe(int placement) const
{
    if (placement < 0 || placement >= static_cast<int>(m_schedule.placements.size()))
        return {};
    const tco::RunPlacement &p = m_schedule.placements[static_cast<std::size_t>(placement)];
    const tco::PortfolioRun &run = m_portfolio.runs[static_cast<std::size_t>(p.run)];
    QStringList lines;
    lines << QStringLiteral("<b>%1</b> · %2")
                 .arg(instanceName(m_portfolio, p).toHtmlEscaped(), runKindLabel(run.kind));
    if (p.scheduled) {
        const tco::CivilDate first = tco::addDays(m_portfolio.start, p.startDay);
        const tco::CivilDate last = tco::addDays(m_portfolio.start, p.endDay - 1);
        lines
            << tr("%1 to %2 (%3)").arg(formatDay(first), formatDay(last), formatDays(p.endDay - p.startDay));
        lines << allocationText(m_portfolio, p).toHtmlEscaped();
    }
    lines << tr("Deadline %1: %2")
                 .arg(formatDay(tco::instanceDeadline(run, p.instance)),
                      placementStatusText(m_portfolio, p).toHtmlEscaped());
    for (const Bar &bar : m_bars)
        if (bar.placement == placement && bar.count > 1)
            lines << tr("%n instances alike: the same days on the same kind of pool", nullptr, bar.count);
    if (!run.team.empty())
        lines << tr("Team %1").arg(QString::fromStdString(run.team).toHtmlEscaped());
    lines << tr("Drag to move it; double-click to open it as a plan");
    return lines.join(QStringLiteral("<br>"));
}

void GanttChart::previewShift(int run, int days)
{
    for (std::size_t k = 0; k < m_bars.size() && k < m_barsLayer->bars.size(); ++k) {
        if (m_bars[k].run != run)
            continue;
        m_barsLayer->bars[k].left = m_bars[k].startDay + days;
        m_barsLayer->bars[k].right = m_bars[k].endDay + days;
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void GanttChart::onPress(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const int placement = placementAt(event->position());
    if (placement < 0)
        return;
    m_drag.run = m_schedule.placements[static_cast<std::size_t>(placement)].run;
    m_drag.pressDay = m_plot->xAxis->pixelToCoord(event->position().x());
    m_drag.shiftDays = 0;
}

void GanttChart::onMove(QMouseEvent *event)
{
    if (m_drag.run >= 0 && (event->buttons() & Qt::LeftButton)) {
        const int shift = static_cast<int>(
            std::lround(m_plot->xAxis->pixelToCoord(event->position().x()) - m_drag.pressDay));
        if (shift != m_drag.shiftDays) {
            m_drag.shiftDays = shift;
            previewShift(m_drag.run, shift);
        }
        return;
    }
    const int placement = placementAt(event->position());
    if (placement >= 0)
        QToolTip::showText(event->globalPosition().toPoint(), describe(placement), m_plot);
    else
        QToolTip::hideText();
}

void GanttChart::onRelease(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_drag.run < 0)
        return;
    const Drag drag = m_drag;
    m_drag = {};
    if (drag.shiftDays == 0)
        return;
    int first = m_schedule.days;
    for (const Bar &bar : m_bars)
        if (bar.run == drag.run)
            first = std::min(first, bar.startDay);
    Q_EMIT runMoved(drag.run, std::max(0, first + drag.shiftDays));
}

void GanttChart::onDoubleClick(QMouseEvent *event)
{
    m_drag = {};
    const int placement = placementAt(event->position());
    if (placement >= 0)
        Q_EMIT runActivated(m_schedule.placements[static_cast<std::size_t>(placement)].run);
}

} // namespace planner

#include "moc_ganttchart.cpp"
