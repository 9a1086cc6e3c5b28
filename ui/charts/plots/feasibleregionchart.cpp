// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/feasibleregionchart.h"

#include "charts/core/chartstyle.h"
#include "charts/core/regioncells.h"
#include "charts/core/regionworker.h"
#include "charts/core/textitem.h"
#include "charts/core/valuemarker.h"
#include "texts/inputtexts.h"
#include "texts/keyfiguretexts.h"
#include "texts/numberformat.h"
#include "texts/prosetexts.h"
#include "texts/terms.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace planner {

using tco::InputId;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

enum CellClass : std::uint8_t { Met = 0, Missed = 1, Blocked = 2 };

bool limitSet(double v)
{
    return std::isfinite(v) && v > 0;
}

/** Tick labels for an input on an axis. */
ValueFormatter tickFormat(InputId id)
{
    switch (id) {
    case InputId::ComputeMfu:
        return [](double v) { return formatPercent(v, QLocale(), 0); };
    case InputId::CheckpointIntervalHours:
        return [](double v) { return formatHours(v); };
    default:
        return [](double v) { return formatCount(v); };
    }
}

/** The value as the hover and the marker labels say it. */
QString valueText(InputId id, double v)
{
    switch (id) {
    case InputId::ClusterGpuCount:
        return Terms::gpusAt().arg(formatWhole(v));
    case InputId::DataTokens:
        return ProseTexts::withUnit("tokens").arg(formatCount(v));
    case InputId::ModelParameters:
        return ProseTexts::withUnit("parameters").arg(formatCount(v));
    case InputId::ComputeMfu:
        return FeasibleRegionChart::tr("MFU %1").arg(formatPercent(v));
    case InputId::CheckpointIntervalHours:
        return FeasibleRegionChart::tr("checkpoint every %1").arg(formatHours(v));
    default:
        return formatNumber(v);
    }
}

/** Round values (1, 2, 5 × 10^k) strictly between lo and hi, at most
 *  `most` of them, spread evenly. */
int roundLevels(double lo, double hi, std::array<double, 4> &out)
{
    if (!(lo > 0) || !(hi > lo))
        return 0;
    std::array<double, 64> all{};
    std::size_t n = 0;
    for (double decade = std::pow(10.0, std::floor(std::log10(lo))); decade <= hi && n + 3 <= all.size();
         decade *= 10) {
        for (double m : {1.0, 2.0, 5.0}) {
            const double v = m * decade;
            if (v > lo * 1.02 && v < hi / 1.02)
                all[n++] = v;
        }
    }
    if (n <= out.size()) {
        std::copy(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(n), out.begin());
        return static_cast<int>(n);
    }
    for (std::size_t k = 0; k < out.size(); ++k)
        out[k] = all[(2 * k + 1) * n / (2 * out.size())];
    return static_cast<int>(out.size());
}

/** The coordinate at fractional step `f` of grid values `v` (geometric on log axes). */
double along(const std::vector<double> &v, double f, bool log)
{
    const auto k =
        static_cast<std::size_t>(std::clamp(std::floor(f), 0.0, static_cast<double>(v.size() - 2)));
    const double t = f - static_cast<double>(k);
    const double a = v[k], b = v[k + 1];
    return log && a > 0 && b > 0 ? a * std::pow(b / a, t) : a + (b - a) * t;
}

/** Marching squares over `field` (row-major, NaN where no plan runs) at
 *  `level`: the contour as polylines separated by NaN points in `out`.
 *  Returns the data index where the longest polyline is at its middle
 *  (-1 when there is no line), for its label. */
int contour(const std::vector<double> &field, const tco::RegionGrid &g, bool logX, bool logY, double level,
            QVector<QCPCurveData> &out)
{
    out.clear();
    const int cols = g.columns(), rows = g.rows();
    if (cols < 2 || rows < 2)
        return -1;
    // Edge ids: horizontal edge from (i, j) = 2 (j cols + i), vertical = that + 1.
    struct Segment {
        int a, b;
    };
    std::vector<Segment> segments;
    std::unordered_map<int, QPointF> points;
    std::unordered_map<int, std::array<int, 2>> ends; // edge → up to two segments
    const auto value = [&](int i, int j) { return field[static_cast<std::size_t>(j * cols + i)]; };
    const auto crossing = [&](int id, double fi, double fj) {
        if (!points.count(id))
            points.emplace(id, QPointF(along(g.xs, fi, logX), along(g.ys, fj, logY)));
    };
    for (int j = 0; j + 1 < rows; ++j) {
        for (int i = 0; i + 1 < cols; ++i) {
            const double a = value(i, j), b = value(i + 1, j), c = value(i + 1, j + 1), d = value(i, j + 1);
            if (std::isnan(a) || std::isnan(b) || std::isnan(c) || std::isnan(d))
                continue;
            std::array<int, 4> hit{};
            int n = 0;
            const auto edge = [&](double v1, double v2, int id, double fi1, double fj1, double fi2,
                                  double fj2) {
                if ((v1 < level) == (v2 < level))
                    return;
                const double t = (level - v1) / (v2 - v1);
                crossing(id, fi1 + (fi2 - fi1) * t, fj1 + (fj2 - fj1) * t);
                hit[static_cast<std::size_t>(n++)] = id;
            };
            const int h = 2 * (j * cols + i);
            edge(a, b, h, i, j, i + 1, j);                                  // bottom
            edge(b, c, 2 * (j * cols + i + 1) + 1, i + 1, j, i + 1, j + 1); // right
            edge(d, c, 2 * ((j + 1) * cols + i), i, j + 1, i + 1, j + 1);   // top
            edge(a, d, h + 1, i, j, i, j + 1);                              // left
            for (int k = 0; k + 1 < n; k += 2)
                segments.push_back({hit[static_cast<std::size_t>(k)], hit[static_cast<std::size_t>(k + 1)]});
        }
    }
    for (std::size_t s = 0; s < segments.size(); ++s) {
        for (int id : {segments[s].a, segments[s].b}) {
            auto it = ends.try_emplace(id, std::array<int, 2>{-1, -1}).first;
            it->second[it->second[0] < 0 ? 0 : 1] = static_cast<int>(s);
        }
    }
    // Chain segments that share an edge into polylines.
    std::vector<bool> used(segments.size(), false);
    std::vector<int> chain;
    int bestMid = -1;
    int bestLength = 0;
    double t = 0;
    for (std::size_t start = 0; start < segments.size(); ++start) {
        if (used[start])
            continue;
        // Walk back to an open end (or around a loop) first.
        int seg = static_cast<int>(start);
        int from = segments[start].a;
        for (std::size_t guard = 0; guard < segments.size(); ++guard) {
            const auto &e = ends[from];
            const int prev = e[0] == seg ? e[1] : e[0];
            if (prev < 0 || prev == static_cast<int>(start))
                break;
            const Segment &p = segments[static_cast<std::size_t>(prev)];
            from = p.a == from ? p.b : p.a;
            seg = prev;
        }
        chain.clear();
        chain.push_back(from);
        int at = from;
        while (seg >= 0 && !used[static_cast<std::size_t>(seg)]) {
            used[static_cast<std::size_t>(seg)] = true;
            const Segment &s = segments[static_cast<std::size_t>(seg)];
            at = s.a == at ? s.b : s.a;
            chain.push_back(at);
            const auto &e = ends[at];
            seg = e[0] == seg ? e[1] : e[0];
        }
        if (!out.isEmpty())
            out.append(QCPCurveData(t++, kNaN, kNaN));
        const auto first = static_cast<int>(out.size());
        for (int id : chain) {
            const QPointF p = points[id];
            out.append(QCPCurveData(t++, p.x(), p.y()));
        }
        if (static_cast<int>(chain.size()) > bestLength) {
            bestLength = static_cast<int>(chain.size());
            bestMid = first + bestLength / 2;
        }
    }
    return bestMid;
}

QCPItemText *makeLineLabel(QCustomPlot *plot, const QColor &colour)
{
    auto *label = new TextItem(plot);
    label->setClipToAxisRect(true);
    label->setColor(colour);
    style::backWithPaper(label);
    label->setPadding(QMargins(3, 0, 3, 1));
    label->setPositionAlignment(Qt::AlignCenter);
    label->setSelectable(false);
    label->setVisible(false);
    return label;
}

} // namespace

FeasibleRegionChart::FeasibleRegionChart(QWidget *parent) : ChartView(parent)
{
    setObjectName(QStringLiteral("feasibleRegionChart"));
    m_targets = tco::SolveTargets{};

    // The axis choice sits above the plot, where it is seen before it is needed.
    auto *row = new QHBoxLayout;
    row->setContentsMargins(8, 4, 8, 0);
    m_xLabel = new QLabel(this);
    m_yLabel = new QLabel(this);
    m_xCombo = new QComboBox(this);
    m_xCombo->setObjectName(QStringLiteral("regionX"));
    m_yCombo = new QComboBox(this);
    m_yCombo->setObjectName(QStringLiteral("regionY"));
    for (QComboBox *combo : {m_xCombo, m_yCombo}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        for (InputId id : tco::regionAxisInputs())
            combo->addItem(QString(), static_cast<int>(id));
    }
    m_xLabel->setBuddy(m_xCombo);
    m_yLabel->setBuddy(m_yCombo);
    row->addWidget(m_xLabel);
    row->addWidget(m_xCombo);
    row->addSpacing(12);
    row->addWidget(m_yLabel);
    row->addWidget(m_yCombo);
    row->addStretch(1);
    static_cast<QVBoxLayout *>(layout())->insertLayout(0, row);
    const auto onCombo = [this] {
        const auto x = static_cast<InputId>(m_xCombo->currentData().toInt());
        const auto y = static_cast<InputId>(m_yCombo->currentData().toInt());
        // Picking the other axis's input swaps the two.
        if (x != y)
            setAxes(x, y);
        else if (x != m_xInput)
            setAxes(x, m_xInput); // across took the input that was up
        else
            setAxes(m_yInput, m_xInput); // up took the input that was across
    };
    connect(m_xCombo, &QComboBox::activated, this, onCombo);
    connect(m_yCombo, &QComboBox::activated, this, onCombo);

    // A caption row under the title: which targets and which estimate.
    QCPLayoutGrid *layoutGrid = m_plot->plotLayout();
    layoutGrid->insertRow(1);
    m_caption = new QCPTextElement(m_plot, QString(), QFont(font().family(), 9));
    m_caption->setObjectName(QStringLiteral("caption"));
    m_caption->setMargins(QMargins(6, 0, 6, 2));
    layoutGrid->addElement(1, 0, m_caption);

    QCPAxis *x = m_plot->xAxis;
    QCPAxis *y = m_plot->yAxis;
    setAxisFit(x, {false, 0, true, 0});
    setAxisFit(y, {false, 0, true, 0});

    m_cells = new RegionCells(x, y);
    m_cells->setObjectName(QStringLiteral("cells"));
    m_cells->setProperty("fit", false);
    const std::array<QBrush, 3> brushes = {style::regionBrush(style::colour::optimum(), 80),
                                           style::regionBrush(style::colour::neutral(), 26),
                                           style::hatchedRegionBrush(style::colour::infeasible())};
    for (int c = 0; c < 3; ++c)
        m_cells->setClassBrush(c, brushes[static_cast<std::size_t>(c)]);
    m_cells->removeFromLegend();
    // Legend swatches: empty cell plottables that only draw their icon.
    for (std::size_t c = 0; c < m_legendSwatches.size(); ++c) {
        auto *swatch = new RegionCells(x, y);
        swatch->setClassBrush(0, brushes[c]);
        swatch->setProperty("fit", false);
        swatch->setProperty("hover", false);
        m_legendSwatches[c] = swatch;
    }

    const auto makeLine = [&](const QColor &colour, double width, Qt::PenStyle pen, const QString &name) {
        auto *curve = new QCPCurve(x, y);
        curve->setObjectName(name);
        curve->setPen(style::linePen(colour, width, pen));
        curve->setProperty("fit", false);
        curve->setProperty("hover", false);
        return curve;
    };
    for (std::size_t k = 0; k < kIsoLevels; ++k) {
        m_costLines[k] =
            makeLine(style::colour::cost(), 1.1, Qt::SolidLine, QStringLiteral("isoCost%1").arg(k));
        m_timeLines[k] =
            makeLine(style::colour::time(), 1.1, Qt::DashLine, QStringLiteral("isoTime%1").arg(k));
        m_costLabels[k] = makeLineLabel(m_plot, style::colour::cost().darker(120));
        m_timeLabels[k] = makeLineLabel(m_plot, style::colour::time().darker(135));
        if (k > 0) {
            m_costLines[k]->removeFromLegend();
            m_timeLines[k]->removeFromLegend();
        }
    }
    m_budgetLine = makeLine(style::colour::cost(), 2.6, Qt::SolidLine, QStringLiteral("budgetLine"));
    m_deadlineLine = makeLine(style::colour::time(), 2.6, Qt::DashLine, QStringLiteral("deadlineLine"));
    m_budgetLabel = makeLineLabel(m_plot, style::colour::cost().darker(130));
    m_deadlineLabel = makeLineLabel(m_plot, style::colour::time().darker(150));
    for (QCPItemText *label : {m_budgetLabel, m_deadlineLabel}) {
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
    }

    m_cheapest = m_plot->addGraph(x, y);
    m_cheapest->setObjectName(QStringLiteral("cheapest"));
    m_cheapest->setLineStyle(QCPGraph::lsNone);
    m_cheapest->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond,
                                                QPen(style::colour::optimum(), 2.2), QBrush(Qt::white), 13));
    m_current = m_plot->addGraph(x, y);
    m_current->setObjectName(QStringLiteral("current"));
    m_current->setLineStyle(QCPGraph::lsNone);
    m_current->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style::colour::current(), 2),
                                               QBrush(style::colour::current()), 11));
    m_currentX = addMarker(x, y, style::colour::current(), Qt::DotLine, 0, QStringLiteral("currentX"));
    m_currentY = addMarker(y, x, style::colour::current(), Qt::DotLine, 0, QStringLiteral("currentY"));
    m_currentY->setLabelOnLeft(true);

    m_worker = new RegionWorker(this);
    connect(m_worker, &RegionWorker::finished, this, &FeasibleRegionChart::onRiskFinished);

    setLegendColumns(3);
    style::applyBaseStyle(m_plot, palette());
    setAxes(m_xInput, m_yInput); // scales, tickers and texts
}

FeasibleRegionChart::~FeasibleRegionChart() = default;

QString FeasibleRegionChart::title() const
{
    return tr("Feasible region: where budget and deadline both hold");
}

void FeasibleRegionChart::retranslate()
{
    applyTitle();
    m_xLabel->setText(tr("&Across:"));
    m_yLabel->setText(tr("&Up:"));
    for (QComboBox *combo : {m_xCombo, m_yCombo}) {
        for (int k = 0; k < combo->count(); ++k)
            combo->setItemText(k, InputTexts::label(static_cast<InputId>(combo->itemData(k).toInt())));
        combo->setToolTip(tr("The input on this axis; every other input stays as in the plan"));
    }
    {
        const QSignalBlocker bx(m_xCombo), by(m_yCombo);
        m_xCombo->setCurrentIndex(m_xCombo->findData(static_cast<int>(m_xInput)));
        m_yCombo->setCurrentIndex(m_yCombo->findData(static_cast<int>(m_yInput)));
    }
    const auto axisTitle = [this](InputId id) {
        return spec(id).logScale ? tr("%1 (log scale)").arg(InputTexts::label(id)) : InputTexts::label(id);
    };
    m_plot->xAxis->setLabel(axisTitle(m_xInput));
    m_plot->yAxis->setLabel(axisTitle(m_yInput));
    m_legendSwatches[Met]->setName(tr("Budget and deadline hold"));
    m_legendSwatches[Missed]->setName(tr("Runs, but misses a target"));
    m_legendSwatches[Blocked]->setName(KeyFigureTexts::noValidPlan());
    m_costLines[0]->setName(Terms::totalCost());
    m_timeLines[0]->setName(m_targets.deadlineScope == tco::DeadlineScope::MainRun
                                ? tr("Days of the main run")
                                : tr("Days of the project"));
    m_budgetLine->setName(InputTexts::label(tco::InputId::BudgetUsd));
    m_deadlineLine->setName(Terms::deadline());
    m_current->setName(Terms::thisPlan());
    m_cheapest->setName(tr("Cheapest plan meeting both"));
    updateCaption();
}

void FeasibleRegionChart::setTargets(const tco::SolveTargets &targets)
{
    m_targets = targets;
    m_targetsSet = true;
    retranslate(); // the time lines' name follows the deadline's scope
    if (m_haveScenario)
        recompute(false);
}

void FeasibleRegionChart::setDeadline(double days, tco::DeadlineScope scope)
{
    tco::SolveTargets t = m_targets;
    t.deadlineDays = limitSet(days) ? days : kNaN;
    t.deadlineScope = scope;
    setTargets(t);
}

bool FeasibleRegionChart::setAxes(InputId across, InputId up)
{
    const auto inputs = tco::regionAxisInputs();
    const auto known = [&](InputId id) {
        return std::find(inputs.begin(), inputs.end(), id) != inputs.end();
    };
    if (across == up || !known(across) || !known(up))
        return false;
    m_xInput = across;
    m_yInput = up;
    m_haveAxes = false;
    // Axis scale and tickers follow the inputs.
    for (const auto &[axis, id] : {std::pair{m_plot->xAxis, across}, std::pair{m_plot->yAxis, up}}) {
        if (spec(id).logScale)
            setLogAxis(axis, tickFormat(id));
        else
            setLinearAxis(axis, tickFormat(id));
    }
    retranslate();
    if (m_haveScenario)
        recompute(false);
    return true;
}

tco::SolveTargets FeasibleRegionChart::effectiveTargets() const
{
    // The plan's own targets (saved with it: Plan ▸ What Fits), unless a
    // caller set others.
    if (!m_targetsSet)
        return tco::targetsOf(m_scenario);
    tco::SolveTargets t = m_targets;
    if (!std::isfinite(t.budgetUsd)) {
        const double own = m_scenario.value(InputId::BudgetUsd);
        t.budgetUsd = own > 0 ? own : kNaN;
    }
    return t;
}

void FeasibleRegionChart::refresh(const ChartInputs &in)
{
    if (!in.scenario || !in.catalog)
        return;
    m_haveScenario = true;
    m_scenario = *in.scenario;
    m_catalog = in.catalog;
    if (!m_targetsSet)
        m_targets = tco::targetsOf(m_scenario);
    recompute(in.interacting);
}

void FeasibleRegionChart::recompute(bool interacting)
{
    if (!m_catalog)
        return;
    const int columns = interacting ? kCoarseColumns : kFineColumns;
    const int rows = interacting ? kCoarseRows : kFineRows;
    if (!interacting || !m_haveAxes) {
        m_xAxis = tco::defaultRegionAxis(m_xInput, m_scenario, columns);
        m_yAxis = tco::defaultRegionAxis(m_yInput, m_scenario, rows);
        m_haveAxes = true;
    } else {
        // While a slider is held the axes only grow, so the region stays
        // put under the hand and the plan moves across it.
        for (auto *axis : {&m_xAxis, &m_yAxis}) {
            const double v = tco::regionPlanValue(axis->input, m_scenario, *m_catalog);
            axis->from = std::min(axis->from, v);
            axis->to = std::max(axis->to, v);
        }
        m_xAxis.steps = columns;
        m_yAxis.steps = rows;
    }
    const tco::SolveTargets targets = effectiveTargets();
    tco::evaluateRegion(m_point, m_scenario, *m_catalog, targets, m_xAxis, m_yAxis);
    m_shown = &m_point;
    if (interacting)
        m_worker->cancel();
    else
        m_worker->request(m_scenario, *m_catalog, targets, m_xAxis, m_yAxis);
    show(m_point);
}

void FeasibleRegionChart::onRiskFinished()
{
    if (const tco::RegionGrid *grid = m_worker->latest()) {
        m_shown = grid;
        show(*grid);
    }
}

void FeasibleRegionChart::show(const tco::RegionGrid &grid)
{
    m_classes.resize(grid.cells.size());
    for (std::size_t k = 0; k < grid.cells.size(); ++k) {
        const tco::RegionCell &c = grid.cells[k];
        m_classes[k] = !c.feasible ? Blocked : c.meetsAll() ? Met : Missed;
    }
    m_cells->setGrid(grid.xs, grid.ys, m_classes);
    updateAxes(grid);
    updateIsoLines(grid);

    const double px = tco::regionPlanValue(m_xInput, m_scenario, *m_catalog),
                 py = tco::regionPlanValue(m_yInput, m_scenario, *m_catalog);
    m_current->data()->clear();
    m_current->addData(px, py);
    m_currentX->setX(px);
    m_currentX->setText(Terms::thisPlanAt().arg(valueText(m_xInput, px)));
    m_currentY->setX(py);
    m_currentY->setText(valueText(m_yInput, py));
    m_cheapest->data()->clear();
    if (grid.cheapest >= 0)
        m_cheapest->addData(grid.xs[static_cast<std::size_t>(grid.cheapest % grid.columns())],
                            grid.ys[static_cast<std::size_t>(grid.cheapest / grid.columns())]);
    updateCaption();
    queueReplot();
}

void FeasibleRegionChart::updateAxes(const tco::RegionGrid &)
{
    bool found = false;
    const QCPRange keys = m_cells->getKeyRange(found);
    if (found)
        m_plot->xAxis->setRange(keys);
    const QCPRange values = m_cells->getValueRange(found);
    if (found)
        m_plot->yAxis->setRange(values);
}

void FeasibleRegionChart::updateIsoLines(const tco::RegionGrid &grid)
{
    const bool logX = m_plot->xAxis->scaleType() == QCPAxis::stLogarithmic;
    const bool logY = m_plot->yAxis->scaleType() == QCPAxis::stLogarithmic;
    // Costs and days span decades: contour their logarithms, so a line
    // between two cells falls where a log axis of them would put it.
    const auto draw = [&](bool cost, std::array<QCPCurve *, kIsoLevels> &lines,
                          std::array<QCPItemText *, kIsoLevels> &labels, QCPCurve *limitLine,
                          QCPItemText *limitLabel, double limit) {
        m_field.resize(grid.cells.size());
        double lo = std::numeric_limits<double>::infinity(), hi = 0;
        for (std::size_t k = 0; k < grid.cells.size(); ++k) {
            const tco::RegionCell &c = grid.cells[k];
            const double v = cost ? c.totalUsd : c.days;
            if (c.feasible && v > 0) {
                m_field[k] = std::log(v);
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            } else {
                m_field[k] = kNaN;
            }
        }
        std::array<double, kIsoLevels> levels{};
        const int n = roundLevels(lo, hi, levels);
        const auto place = [&](QCPCurve *line, QCPItemText *label, double level, const QString &text) {
            const int mid = contour(m_field, grid, logX, logY, std::log(level), m_lineData);
            line->data()->set(m_lineData, true);
            label->setVisible(mid >= 0);
            if (mid >= 0) {
                label->position->setCoords(m_lineData[mid].key, m_lineData[mid].value);
                label->setText(text);
            }
        };
        for (std::size_t k = 0; k < kIsoLevels; ++k) {
            const bool on = static_cast<int>(k) < n;
            if (on) {
                place(lines[k], labels[k], levels[k], cost ? formatUsd(levels[k]) : formatDays(levels[k]));
            } else {
                lines[k]->data()->clear();
                labels[k]->setVisible(false);
            }
        }
        if (limitSet(limit)) {
            place(limitLine, limitLabel, limit,
                  cost ? Terms::budgetAt().arg(formatUsd(limit)) : tr("Deadline %1").arg(formatDays(limit)));
        } else {
            limitLine->data()->clear();
            limitLabel->setVisible(false);
        }
        limitLine->setVisible(limitSet(limit));
        // No legend entry for a target that is not set.
        if (limitSet(limit))
            limitLine->addToLegend();
        else
            limitLine->removeFromLegend();
    };
    draw(true, m_costLines, m_costLabels, m_budgetLine, m_budgetLabel, grid.budgetUsd);
    draw(false, m_timeLines, m_timeLabels, m_deadlineLine, m_deadlineLabel, grid.deadlineDays);
}

void FeasibleRegionChart::updateCaption()
{
    const tco::SolveTargets t = m_haveScenario ? effectiveTargets() : m_targets;
    const QString budget =
        limitSet(t.budgetUsd) ? tr("budget %1").arg(formatUsd(t.budgetUsd)) : tr("no budget");
    const QString deadline = !limitSet(t.deadlineDays) ? tr("no deadline")
                             : t.deadlineScope == tco::DeadlineScope::MainRun
                                 ? tr("deadline %1 for the main run").arg(formatDays(t.deadlineDays))
                                 : tr("deadline %1 for the project").arg(formatDays(t.deadlineDays));
    QString estimate;
    const tco::RegionGrid &g = *m_shown;
    if (g.estimate == tco::RegionEstimate::Point)
        estimate = m_worker && m_worker->isBusy()
                       ? tr("shaded by the point estimate; the %1 shading follows")
                             .arg(t.confidence == tco::Confidence::P90 ? QStringLiteral("P90")
                                                                       : QStringLiteral("P50"))
                       : tr("shaded by the point estimate");
    else if (g.estimate == tco::RegionEstimate::P90)
        estimate = tr("shaded at P90: both hold in 9 of 10 outcomes (%1 samples a cell)").arg(g.samples);
    else
        estimate = tr("shaded at P50: both hold in half the outcomes (%1 samples a cell)").arg(g.samples);
    m_caption->setText(tr("Targets: %1, %2 · %3").arg(budget, deadline, estimate));
}

QString FeasibleRegionChart::cellText(const tco::RegionGrid &grid, int index) const
{
    if (index < 0 || static_cast<std::size_t>(index) >= grid.cells.size() || grid.columns() == 0)
        return {};
    const tco::RegionCell &c = grid.cells[static_cast<std::size_t>(index)];
    const double x = grid.xs[static_cast<std::size_t>(index % grid.columns())];
    const double y = grid.ys[static_cast<std::size_t>(index / grid.columns())];
    QString head =
        QStringLiteral("<b>%1, %2</b>")
            .arg(valueText(grid.x.input, x).toHtmlEscaped(), valueText(grid.y.input, y).toHtmlEscaped());
    if (!c.feasible)
        return head + QStringLiteral("<br>") + Terms::noValidPlanHere();
    const QString at = grid.estimate == tco::RegionEstimate::P90   ? QStringLiteral(" (P90)")
                       : grid.estimate == tco::RegionEstimate::P50 ? QStringLiteral(" (P50)")
                                                                   : QString();
    QString verdict;
    if (c.meetsAll())
        verdict = tr("Budget and deadline hold");
    else if (!c.meetsBudget && !c.meetsDeadline)
        verdict = tr("Over budget and past the deadline");
    else if (!c.meetsBudget)
        verdict = tr("Over budget");
    else
        verdict = tr("Past the deadline");
    const QString days = grid.scope == tco::DeadlineScope::MainRun ? Terms::mainRun() : Terms::project();
    return head + QStringLiteral("<br>") + tr("Total cost%1: %2").arg(at, formatUsd(c.totalUsd)) +
           QStringLiteral("<br>") + tr("%1%2: %3").arg(days, at, formatDays(c.days)) +
           QStringLiteral("<br>") + verdict;
}

QString FeasibleRegionChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    const tco::RegionGrid &g = *m_shown;
    if (plottable == m_cells)
        return cellText(g, index);
    if (plottable == m_cheapest && g.cheapest >= 0)
        return tr("<b>Cheapest plan meeting both</b><br>") + cellText(g, g.cheapest);
    if (plottable == m_current) {
        const double px = tco::regionPlanValue(m_xInput, m_scenario, *m_catalog),
                     py = tco::regionPlanValue(m_yInput, m_scenario, *m_catalog);
        return tr("<b>This plan</b><br>%1, %2")
            .arg(valueText(m_xInput, px).toHtmlEscaped(), valueText(m_yInput, py).toHtmlEscaped());
    }
    return ChartView::pointText(plottable, index);
}

} // namespace planner

#include "moc_feasibleregionchart.cpp"
