// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/core/chartview.h"

#include <files/atomicfile.h>

#include "charts/core/chartstyle.h"
#include "charts/core/infeasibleregion.h"
#include "charts/core/labellayout.h"
#include "charts/core/valuemarker.h"
#include "prompts/prompts.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <qcustomplot.h>

#include <QBuffer>
#include <QDir>
#include <QEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWindow>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace planner {

namespace {

/** Beyond this distance in pixels the hover shows nothing. */
constexpr double kHoverRadius = 14.0;

/** "Total cost (USD)" → "Total cost": units are in the formatted value. */
QString withoutUnit(QString label)
{
    static const QRegularExpression unit(QStringLiteral("\\s*[(（][^()（）]*[)）]\\s*$"));
    label.remove(unit);
    return label;
}

void unite(QHash<QCPAxis *, QCPRange> &ranges, QCPAxis *axis, const QCPRange &r)
{
    auto it = ranges.find(axis);
    if (it == ranges.end())
        ranges.insert(axis, r);
    else
        it->expand(r);
}

QCP::SignDomain domainOf(const QCPAxis *axis)
{
    return axis->scaleType() == QCPAxis::stLogarithmic ? QCP::sdPositive : QCP::sdBoth;
}

/** An export's layout: the chart is laid out at about 1000 logical pixels
 *  and scaled up, so text stays in proportion in a 1600-pixel picture. */
struct ExportLayout {
    double scale;
    int width;  ///< logical pixels
    int height; ///< logical pixels
};

ExportLayout exportLayout(int width, int height)
{
    const double scale = std::max(1.0, width / 1000.0);
    return {scale, static_cast<int>(std::lround(width / scale)),
            static_cast<int>(std::lround(height / scale))};
}

} // namespace

ChartView::ChartView(QWidget *parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumSize(320, 220);

    m_plot->setObjectName(QStringLiteral("plot"));
    m_plot->setMouseTracking(true);
    m_plot->setAntialiasedElements(QCP::aePlottables | QCP::aeItems | QCP::aeLegendItems);
    m_plot->setNoAntialiasingOnDrag(true);
    m_plot->setPlottingHint(QCP::phImmediateRefresh, false);
    m_plot->setContextMenuPolicy(Qt::CustomContextMenu);
    m_plot->installEventFilter(this);
    m_title = style::addTitleAndLegendRows(m_plot, 3);

    // The hover marker lives on the overlay layer. While the pointer is over
    // the chart that layer has a buffer of its own, so moving the marker
    // repaints it alone (setHoverBuffered); at rest every layer shares one
    // buffer: each further one is cleared on every replot and blended over
    // the whole chart on every paint.
    m_plot->layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);
    m_tracer = new QCPItemTracer(m_plot);
    m_tracer->setLayer(QStringLiteral("overlay"));
    m_tracer->setStyle(QCPItemTracer::tsCircle);
    m_tracer->setSize(11);
    m_tracer->setPen(QPen(palette().color(QPalette::Text), 1.5));
    m_tracer->setBrush(Qt::NoBrush);
    m_tracer->setVisible(false);
    m_tracer->setSelectable(false);

    connect(m_plot, &QCustomPlot::mouseMove, this, &ChartView::onMouseMove);
    // Titles and margins fit first; marker labels then pick their side
    // from the final pixel geometry, and no text is left cut off or on
    // top of another.
    m_labels = std::make_unique<LabelLayout>(m_plot);
    connect(m_plot, &QCustomPlot::afterReplot, this, [this] { m_replotQueued = false; });
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
        m_labels->fitFrame();
        for (const auto &marker : m_markers)
            marker->fitLabel();
        m_labels->placeItems();
        style::keepInkReadable(m_plot, palette());
    });
    connect(m_plot, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu *menu = createContextMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(m_plot->mapToGlobal(pos));
    });
}

ChartView::~ChartView() = default;

bool ChartView::exportPng(const QString &path, int width, int height)
{
    hideHover();
    const ExportLayout layout = exportLayout(width, height);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!m_plot->toPixmap(layout.width, layout.height, layout.scale).save(&buffer, "PNG"))
        return false;
    return writeAtomically(path, bytes);
}

bool ChartView::exportPdf(const QString &path, int width, int height)
{
    hideHover();
    const ExportLayout layout = exportLayout(width, height);
    // QCustomPlot writes PDFs only to a path and reports no write errors:
    // render into a private temporary file, read it back, then write the
    // target atomically.
    QTemporaryDir scratch;
    const QString tmp = scratch.filePath(QStringLiteral("chart.pdf"));
    if (!scratch.isValid() || !m_plot->savePdf(tmp, layout.width, layout.height, QCP::epAllowCosmetic,
                                               QStringLiteral("LLM TCO Planner"), title()))
        return false;
    QFile rendered(tmp);
    if (!rendered.open(QIODevice::ReadOnly))
        return false;
    const QByteArray bytes = rendered.readAll();
    return !bytes.isEmpty() && writeAtomically(path, bytes);
}

bool ChartView::writeAtomically(const QString &path, const QByteArray &bytes)
{
    std::string why;
    m_lastExportError.clear();
    if (tco::writeFileAtomically(QFile::encodeName(path).toStdString(),
                                 std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                                 why))
        return true;
    m_lastExportError = QString::fromStdString(why);
    return false;
}

QMenu *ChartView::createContextMenu(QWidget *parent)
{
    auto *menu = new QMenu(parent);
    QAction *png = menu->addAction(tr("Export PNG…"));
    png->setObjectName(QStringLiteral("exportPngAction"));
    connect(png, &QAction::triggered, this, &ChartView::exportPngInteractively);
    QAction *pdf = menu->addAction(tr("Export PDF…"));
    pdf->setObjectName(QStringLiteral("exportPdfAction"));
    connect(pdf, &QAction::triggered, this, &ChartView::exportPdfInteractively);
    return menu;
}

bool ChartView::exportPngInteractively()
{
    return exportInteractively(false);
}

bool ChartView::exportPdfInteractively()
{
    return exportInteractively(true);
}

bool ChartView::exportInteractively(bool pdf)
{
    const QString caption = pdf ? tr("Export chart as PDF") : tr("Export chart as PNG");
    const QString filter = pdf ? tr("PDF documents (*.pdf)") : tr("PNG images (*.png)");
    const QString suggested = suggestedPath(pdf ? QStringLiteral("pdf") : QStringLiteral("png"));
    QString path = Prompts::fileName(this, Prompts::FileDialog::ExportChart, caption, suggested, filter);
    if (path.isEmpty())
        return false;
    const QString suffix = pdf ? QStringLiteral(".pdf") : QStringLiteral(".png");
    if (!path.endsWith(suffix, Qt::CaseInsensitive))
        path += suffix;
    const bool ok = pdf ? exportPdf(path) : exportPng(path);
    Q_EMIT exportFinished(path, ok);
    return ok;
}

QString ChartView::suggestedPath(const QString &suffix) const
{
    QString base = title().toLower();
    static const QRegularExpression unsafe(QStringLiteral("[\\s/\\\\:*?\"<>|]+"));
    base.replace(unsafe, QStringLiteral("-"));
    if (base.isEmpty())
        base = QStringLiteral("chart");
    QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (dir.isEmpty())
        dir = QDir::homePath();
    return QDir(dir).filePath(base + QLatin1Char('.') + suffix);
}

void ChartView::setLinearAxis(QCPAxis *axis, ValueFormatter ticks, ValueFormatter hover)
{
    axis->setScaleType(QCPAxis::stLinear);
    m_hoverFormats.insert(axis, hover ? hover : ticks);
    axis->setTicker(QSharedPointer<QCPAxisTicker>(new FormatTicker(std::move(ticks))));
}

void ChartView::setLogAxis(QCPAxis *axis, ValueFormatter ticks, ValueFormatter hover)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    m_hoverFormats.insert(axis, hover ? hover : ticks);
    axis->setTicker(QSharedPointer<QCPAxisTicker>(new LogFormatTicker(std::move(ticks))));
}

void ChartView::setMoneyAxis(QCPAxis *axis, bool logarithmic, bool showSign)
{
    ValueFormatter format = showSign ? ValueFormatter([](double usd) { return formatSignedUsd(usd); })
                                     : ValueFormatter([](double usd) { return formatUsd(usd); });
    const TickScale perUsd = [] { return tco::activeCurrency().perUsd; };
    axis->setScaleType(logarithmic ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    m_hoverFormats.insert(axis, format);
    if (logarithmic)
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new LogFormatTicker(std::move(format), perUsd)));
    else
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new FormatTicker(std::move(format), perUsd)));
}

void ChartView::setDaysAxis(QCPAxis *axis, bool logarithmic)
{
    const ValueFormatter ticks = [](double v) { return formatCount(v); };
    const ValueFormatter hover = [](double v) { return formatDays(v); };
    if (logarithmic)
        setLogAxis(axis, ticks, hover);
    else
        setLinearAxis(axis, ticks, hover);
}

void ChartView::setShareAxis(QCPAxis *axis)
{
    setLinearAxis(
        axis, [](double v) { return formatPercent(v, QLocale(), 0); },
        [](double v) { return formatPercent(v); });
}

void ChartView::setListAxis(QCPAxis *axis, QVector<double> candidates, ValueFormatter ticks,
                            ValueFormatter hover, bool logarithmic)
{
    axis->setScaleType(logarithmic ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    m_hoverFormats.insert(axis, hover ? hover : ticks);
    axis->setTicker(QSharedPointer<QCPAxisTicker>(new ListTicker(std::move(candidates), std::move(ticks))));
}

void ChartView::setIntervalAxis(QCPAxis *axis)
{
    setListAxis(
        axis, {1.0 / 60, 2.0 / 60, 5.0 / 60, 10.0 / 60, 15.0 / 60, 0.5, 1, 2, 4, 8, 12, 24, 48, 96, 168},
        [](double h) { return formatHours(h); }, {}, true);
}

QString ChartView::formatOnAxis(const QCPAxis *axis, double value) const
{
    const auto it = m_hoverFormats.constFind(axis);
    if (it != m_hoverFormats.constEnd() && *it)
        return (*it)(value);
    return formatSignificant(value, 4);
}

void ChartView::setAxisFit(QCPAxis *axis, AxisFit fit)
{
    m_fits.insert(axis, fit);
}

void ChartView::fitAxes(bool interacting)
{
    QHash<QCPAxis *, QCPRange> wanted;
    for (int i = 0; i < m_plot->plottableCount(); ++i) {
        QCPAbstractPlottable *p = m_plot->plottable(i);
        const QVariant fit = p->property("fit");
        if (!p->visible() || (fit.isValid() && !fit.toBool()))
            continue;
        bool found = false;
        const QCPRange keys = p->getKeyRange(found, domainOf(p->keyAxis()));
        if (found)
            unite(wanted, p->keyAxis(), keys);
        QCPRange values = p->getValueRange(found, domainOf(p->valueAxis()));
        // The cap applies to each curve on its own, so a second curve at a
        // higher level (another plan) still fits, while a spike does not.
        const double maxOverMin = m_fits.value(p->valueAxis()).maxOverMin;
        if (found && maxOverMin > 0 && values.lower > 0)
            values.upper = std::min(values.upper, values.lower * maxOverMin);
        if (found)
            unite(wanted, p->valueAxis(), values);
    }
    for (auto it = wanted.cbegin(); it != wanted.cend(); ++it) {
        QCPAxis *axis = it.key();
        const AxisFit fit = m_fits.value(axis);
        if (fit.fixed)
            continue;
        QCPRange r = it.value();
        const bool log = axis->scaleType() == QCPAxis::stLogarithmic;
        if (fit.includeZero && !log) {
            r.lower = std::min(r.lower, 0.0);
            r.upper = std::max(r.upper, 0.0);
        }
        if (!(r.upper > r.lower)) {
            if (log) {
                r.lower /= 2.0;
                r.upper *= 2.0;
            } else {
                const double d = r.lower != 0 ? std::abs(r.lower) * 0.1 : 1.0;
                r.lower -= d;
                r.upper += d;
            }
        }
        if (log) {
            const double f = std::pow(r.upper / r.lower, fit.padding);
            r.lower /= f;
            r.upper *= f;
        } else {
            const double d = (r.upper - r.lower) * fit.padding;
            if (!(fit.includeZero && r.lower == 0.0))
                r.lower -= d;
            if (!(fit.includeZero && r.upper == 0.0))
                r.upper += d;
        }
        if (interacting && m_fitted) {
            // While a slider is held the axes only grow: a jumping scale
            // would hide the very change the user is looking at.
            QCPRange current = axis->range();
            current.lower = std::min(current.lower, r.lower);
            current.upper = std::max(current.upper, r.upper);
            r = current;
        }
        axis->setRange(r);
    }
    m_fitted = true;
}

ChartView::CostDaysGraphs ChartView::addCostDaysGraphs(QCPAxis *keyAxis, QCPAxis *costAxis, QCPAxis *daysAxis)
{
    CostDaysGraphs g;
    g.days = m_plot->addGraph(keyAxis, daysAxis);
    g.days->setObjectName(QStringLiteral("days"));
    g.days->setPen(style::linePen(style::colour::time(), 1.8, Qt::DashDotLine));
    g.cost = m_plot->addGraph(keyAxis, costAxis);
    g.cost->setObjectName(QStringLiteral("cost"));
    g.cost->setPen(style::linePen(style::colour::cost(), 2.6));
    return g;
}

InfeasibleRegions *ChartView::addInfeasibleRegions(QCPAxis *keyAxis, QCPAxis *valueAxis)
{
    auto *regions = new InfeasibleRegions(keyAxis, valueAxis);
    regions->setKeyFormat([this, keyAxis](double v) { return formatOnAxis(keyAxis, v); });
    return regions;
}

QString ChartView::totalCostLabel()
{
    return tr("Total cost (%1)").arg(currencyCode());
}

void ChartView::nameCostDaysGraphs(const CostDaysGraphs &graphs)
{
    graphs.cost->valueAxis()->setLabel(totalCostLabel());
    graphs.days->valueAxis()->setLabel(tr("Wall-clock time of the main run (days)"));
    graphs.cost->setName(Terms::totalCost());
    graphs.days->setName(tr("Wall-clock days (right axis)"));
}

ValueMarker *ChartView::addMarker(QCPAxis *keyAxis, QCPAxis *valueAxis, const QColor &colour,
                                  Qt::PenStyle style, int row, const QString &objectName)
{
    m_markers.push_back(std::make_unique<ValueMarker>(keyAxis, valueAxis, colour, style, row, objectName));
    return m_markers.back().get();
}

QString ChartView::pointText(QCPAbstractPlottable *plottable, int index) const
{
    double key = 0, value = 0;
    if (auto *curve = qobject_cast<QCPCurve *>(plottable)) {
        const auto it = curve->data()->at(index);
        key = it->key;
        value = it->value;
    } else if (QCPPlottableInterface1D *iface = plottable->interface1D()) {
        key = iface->dataMainKey(index);
        value = iface->dataMainValue(index);
    } else {
        return {};
    }
    if (std::isnan(value) || std::isnan(key))
        return {};
    const QCPAxis *k = plottable->keyAxis();
    const QCPAxis *v = plottable->valueAxis();
    return QStringLiteral("<b>%1</b><br>%2: %3<br>%4: %5")
        .arg(plottable->name().toHtmlEscaped(), withoutUnit(k->label()).toHtmlEscaped(),
             formatOnAxis(k, key).toHtmlEscaped(), withoutUnit(v->label()).toHtmlEscaped(),
             formatOnAxis(v, value).toHtmlEscaped());
}

ChartView::Hit ChartView::hitAt(const QPointF &pixel) const
{
    Hit best;
    double bestDistance = kHoverRadius;
    for (int i = 0; i < m_plot->plottableCount(); ++i) {
        QCPAbstractPlottable *p = m_plot->plottable(i);
        const QVariant hover = p->property("hover");
        if (!p->visible() || (hover.isValid() && !hover.toBool()))
            continue;
        QVariant details;
        const double d = p->selectTest(pixel, false, &details);
        if (d < 0 || d >= bestDistance)
            continue;
        const QCPDataSelection selection = details.value<QCPDataSelection>();
        if (selection.isEmpty())
            continue;
        bestDistance = d;
        best.plottable = p;
        best.index = selection.dataRange().begin();
    }
    return best;
}

QString ChartView::hoverTextAt(const QPointF &pixel) const
{
    const Hit hit = hitAt(pixel);
    return hit.plottable ? pointText(hit.plottable, hit.index) : QString();
}

void ChartView::onMouseMove(QMouseEvent *event)
{
    const QPointF pos = event->position();
    const Hit hit = hitAt(pos);
    const QString text = hit.plottable ? pointText(hit.plottable, hit.index) : QString();
    if (text.isEmpty()) {
        hideHover();
        return;
    }
    QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
    setHoverBuffered(true);
    // Mark the point itself for lines and scatters; a bar is its own marker.
    if (!qobject_cast<QCPBars *>(hit.plottable)) {
        double key = 0, value = 0;
        if (auto *curve = qobject_cast<QCPCurve *>(hit.plottable)) {
            key = curve->data()->at(hit.index)->key;
            value = curve->data()->at(hit.index)->value;
        } else {
            key = hit.plottable->interface1D()->dataMainKey(hit.index);
            value = hit.plottable->interface1D()->dataMainValue(hit.index);
        }
        m_tracer->setClipAxisRect(hit.plottable->keyAxis()->axisRect());
        m_tracer->position->setAxisRect(hit.plottable->keyAxis()->axisRect());
        m_tracer->position->setAxes(hit.plottable->keyAxis(), hit.plottable->valueAxis());
        m_tracer->position->setCoords(key, value);
        m_tracer->setVisible(true);
    } else {
        m_tracer->setVisible(false);
    }
    m_plot->layer(QStringLiteral("overlay"))->replot();
}

void ChartView::hideHover()
{
    QToolTip::hideText();
    if (m_tracer && m_tracer->visible()) {
        m_tracer->setVisible(false);
        m_plot->layer(QStringLiteral("overlay"))->replot();
    }
}

void ChartView::setHoverBuffered(bool buffered)
{
    QCPLayer *overlay = m_plot->layer(QStringLiteral("overlay"));
    const QCPLayer::LayerMode mode = buffered ? QCPLayer::lmBuffered : QCPLayer::lmLogical;
    if (overlay->mode() == mode)
        return;
    // The next replot sets the buffers up again: at once when the marker
    // comes (its layer's replot is then a full one), on the next change of
    // data when it has gone (until then the empty buffer costs a blend).
    overlay->setMode(mode);
}

void ChartView::applyTitle()
{
    const QString t = title();
    if (m_title)
        m_title->setText(t);
    setAccessibleName(t);
    m_plot->setAccessibleName(t);
}

void ChartView::setDaysAgainstCostAxes()
{
    setDaysAxis(m_plot->xAxis, true);
    setMoneyAxis(m_plot->yAxis);
    setAxisFit(m_plot->xAxis, {false, 0.06, false, 0});
    setAxisFit(m_plot->yAxis, {true, 0.08, false, 0});
}

void ChartView::applyTitles(const QString &xAxis, const QString &yAxis)
{
    applyTitle();
    m_plot->xAxis->setLabel(xAxis);
    m_plot->yAxis->setLabel(yAxis);
}

void ChartView::finishConstruction()
{
    style::applyBaseStyle(m_plot, palette());
    retranslate();
}

void ChartView::setLive(bool live)
{
    const QCP::AntialiasedElements none = live ? QCP::aeAll : QCP::aeNone;
    if (m_plot->notAntialiasedElements() != none)
        m_plot->setNotAntialiasedElements(none);
    // Solid curves as separate segments, without the joins a wide pen's
    // stroker computes (a fifth of the checkpoint chart's replot).
    m_plot->setPlottingHint(QCP::phFastPolylines, live);
}

void ChartView::queueReplot()
{
    fitLegend(); // names may have changed; a few font measurements
    m_replotQueued = true;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void ChartView::setLegendColumns(int columns)
{
    m_legendColumns = std::max(1, columns);
    fitLegend();
}

void ChartView::fitLegend()
{
    QCPLegend *legend = m_plot->legend;
    // Measuring text is the expensive part: skip when nothing changed.
    QString key = QString::number(m_plot->width()) + QLatin1Char('/') + QString::number(m_legendColumns);
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (auto *item = qobject_cast<QCPPlottableLegendItem *>(legend->item(i)))
            key += QLatin1Char('|') + item->plottable()->name();
    }
    if (key == m_legendKey)
        return;
    m_legendKey = key;
    std::vector<int> widths;
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (QCPAbstractLegendItem *item = legend->item(i))
            widths.push_back(item->minimumOuterSizeHint().width());
    }
    const int available = m_plot->width() - legend->margins().left() - legend->margins().right();
    int columns = m_legendColumns;
    for (; columns > 1; --columns) {
        // Each column is as wide as its widest entry.
        int total = (columns - 1) * legend->columnSpacing();
        for (int c = 0; c < columns; ++c) {
            int widest = 0;
            for (std::size_t i = static_cast<std::size_t>(c); i < widths.size();
                 i += static_cast<std::size_t>(columns))
                widest = std::max(widest, widths[i]);
            total += widest;
        }
        if (total <= available)
            break;
    }
    if (legend->wrap() != columns) {
        legend->setWrap(columns);
        legend->setFillOrder(legend->fillOrder(), true); // re-flow the existing entries
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void ChartView::fitMinimumHeightToRows(const QCPAxis *axis, const QStringList &names, double rowSpan,
                                       double otherLines)
{
    // Each row as tall as its tallest name (Chinese names are taller than
    // the font's Latin height), in the tick font and in the plot's (the
    // value labels beside the bars), and a little gap.
    double row = 0;
    for (const QFont &font : {axis->tickLabelFont(), m_plot->font()}) {
        const QFontMetricsF metrics(font);
        row = std::max(row, metrics.height());
        for (const QString &name : names)
            row = std::max(row, metrics.boundingRect(name).height());
    }
    row += 4;
    setMinimumHeight(static_cast<int>(std::ceil(row * (rowSpan + otherLines) + 60)));
}

void ChartView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitLegend();
    // About one tick label per 110 px across and 55 px up: dense enough to
    // read values off, sparse enough that "$17.5M" labels do not touch.
    for (QCPAxisRect *rect : m_plot->axisRects()) {
        for (QCPAxis *axis : rect->axes()) {
            const bool across = axis->orientation() == Qt::Horizontal;
            const int pixels = across ? m_plot->width() : m_plot->height();
            axis->ticker()->setTickCount(std::clamp(pixels / (across ? 110 : 55), 3, 8));
        }
    }
}

void ChartView::updateDevicePixelRatio()
{
    // QCustomPlot reads the ratio once at construction, before the widget
    // is on a screen; without this the charts blur on high-DPI displays.
    const double ratio = devicePixelRatioF();
    if (!qFuzzyCompare(m_plot->bufferDevicePixelRatio(), ratio)) {
        m_plot->setBufferDevicePixelRatio(ratio);
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void ChartView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    updateDevicePixelRatio();
    if (QWindow *window = this->window()->windowHandle()) {
        disconnect(m_screenConnection);
        m_screenConnection =
            connect(window, &QWindow::screenChanged, this, [this] { updateDevicePixelRatio(); });
    }
}

void ChartView::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        retranslate();
        queueReplot();
        break;
    case QEvent::PaletteChange:
        style::applyBaseStyle(m_plot, palette());
        m_tracer->setPen(QPen(palette().color(QPalette::Text), 1.5));
        queueReplot();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

bool ChartView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_plot && event->type() == QEvent::Leave) {
        hideHover();
        setHoverBuffered(false);
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace planner

#include "moc_chartview.cpp"
