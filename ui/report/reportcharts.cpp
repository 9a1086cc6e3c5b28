// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportcharts.h"

#include "charts/core/chartstyle.h"
#include "charts/plots/costhistorychart.h"
#include "charts/plots/riskhistogramchart.h"
#include "charts/plots/sensitivitychart.h"
#include "charts/portfolio/fleetdecisionchart.h"
#include "charts/portfolio/ganttchart.h"
#include "charts/portfolio/poolutilisationchart.h"
#include "charts/portfolio/portfoliomoneychart.h"

#include <qcustomplot.h>

#include <QLayout>
#include <QPalette>
#include <QWidget>

namespace planner {

namespace {
constexpr double kChartFontPt = 9.5;

/** QCustomPlot's legend and text items name one family ("sans serif"):
 *  for Han text the system then falls back to its first CJK face, which
 *  under a non-Chinese locale is the Japanese one. They take the report's
 *  faces instead (size, weight and style kept), Simplified Chinese among them. */
void useReportFaces(QCustomPlot *plot)
{
    const QStringList families = plot->font().families();
    const QFont::StyleStrategy strategy = plot->font().styleStrategy();
    const auto faces = [&families, strategy](QFont f) {
        f.setFamilies(families);
        f.setStyleStrategy(strategy);
        return f;
    };
    style::mapTextFonts(plot, faces);
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true))
        if (auto *text = qobject_cast<QCPTextElement *>(element))
            text->setFont(faces(text->font()));
}
} // namespace

ReportChartRenderer::ReportChartRenderer(const QLocale &locale)
    : m_host(std::make_unique<QWidget>()), m_previousLocale(QLocale())
{
    QLocale::setDefault(locale);
    // Charts inherit the host's font and palette when they are built: a
    // Latin face with Simplified Chinese fallbacks, dark ink on white paper,
    // whatever the window's theme.
    m_host->setFont(chartFont(kChartFontPt));
    m_host->setPalette(palette::paper());
    m_host->setAttribute(Qt::WA_DontShowOnScreen);
    m_host->setAttribute(Qt::WA_QuitOnClose, false);
    m_host->resize(chartSize());
    m_host->show();
}

ReportChartRenderer::~ReportChartRenderer()
{
    m_host.reset();
    QLocale::setDefault(m_previousLocale);
}

QSize ReportChartRenderer::chartSize()
{
    return {680, 400};
}

namespace {
const QStringList &chineseFaces()
{
    static const QStringList faces{
        QStringLiteral("Noto Sans CJK SC"),   QStringLiteral("Noto Sans SC"),
        QStringLiteral("Source Han Sans SC"), QStringLiteral("WenQuanYi Micro Hei"),
        QStringLiteral("Microsoft YaHei"),    QStringLiteral("PingFang SC")};
    return faces;
}

QFont withFamilies(const QStringList &families, double pointSize)
{
    QFont font;
    font.setFamilies(families);
    font.setStyleHint(QFont::SansSerif);
    // Without shaping where a script needs none: Noto Sans CJK turns digits
    // after Latin text into contextual forms, and Qt 6.4's PDF writer maps
    // only the glyphs of the font's character map back to text, so a
    // chart's "$12.5M" would be extracted as "$ . M" (tests/report/tst_report.cpp).
    font.setStyleStrategy(QFont::PreferNoShaping);
    font.setPointSizeF(pointSize);
    return font;
}
} // namespace

QFont ReportChartRenderer::reportFont(double pointSize)
{
    return withFamilies(QStringList{QStringLiteral("DejaVu Sans")} + chineseFaces(), pointSize);
}

QFont ReportChartRenderer::chartFont(double pointSize)
{
    return withFamilies(chineseFaces() + QStringList{QStringLiteral("DejaVu Sans")}, pointSize);
}

ReportDrawing ReportChartRenderer::render(ChartView *chart, QSize size, const std::function<void()> &fill)
{
    // The chart gets real geometry (the host is "shown" off screen), so its
    // resize handling — legend columns, tick density, label placement —
    // works as in the window.
    m_host->resize(size);
    chart->setGeometry(QRect(QPoint(0, 0), size));
    chart->show();
    if (chart->layout())
        chart->layout()->activate();
    QCustomPlot *plot = chart->plot();
    // Fill twice: markers and labels that place themselves in pixels
    // (ValueMarker::fitLabel) need the axis rect of the first layout.
    fill();
    plot->replot(QCustomPlot::rpImmediateRefresh);
    fill();
    useReportFaces(plot);
    plot->replot(QCustomPlot::rpImmediateRefresh);
    ReportDrawing drawing = record(plot, size);
    delete chart;
    return drawing;
}

ReportDrawing ReportChartRenderer::record(QCustomPlot *plot, QSize size)
{
    ReportDrawing drawing;
    drawing.size = size;
    QCPPainter painter(&drawing.picture);
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNonCosmetic); // a hairline would vanish at 1200 dpi
    plot->toPainter(&painter, size.width(), size.height());
    painter.end();
    return drawing;
}

void ReportDrawing::paint(QPainter &painter, const QRectF &target) const
{
    // QPicture::play scales by the device's resolution over the picture's
    // own (a 1200 dpi PDF draws it 12.5 times larger): undone here, so the
    // drawing fills `target` on any device.
    const QPaintDevice *device = painter.device();
    const double sx = target.width() / size.width() * picture.logicalDpiX() / device->logicalDpiX();
    const double sy = target.height() / size.height() * picture.logicalDpiY() / device->logicalDpiY();
    painter.save();
    painter.translate(target.topLeft());
    painter.scale(sx, sy);
    painter.drawPicture(QPointF(0, 0), picture);
    painter.restore();
}

QImage ReportDrawing::toImage(double scale) const
{
    QImage image(size * scale, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    paint(painter, QRectF(QPointF(0, 0), QSizeF(image.size())));
    return image;
}

namespace {
ChartInputs inputsOf(const ScenarioFigures &f, const tco::Catalog &catalog)
{
    ChartInputs in;
    in.scenario = &f.scenario;
    in.result = &f.result;
    in.catalog = &catalog;
    in.interacting = false;
    return in;
}
} // namespace

ReportDrawing ReportChartRenderer::plan(ChartId id, const ScenarioFigures &f, const tco::Catalog &catalog)
{
    ChartView *chart = charts::create(id, m_host.get());
    const QSize size = id == ChartId::CostBreakdown ? QSize(680, 520) : chartSize();
    return render(chart, size, [&] { chart->refresh(inputsOf(f, catalog)); });
}

ReportDrawing ReportChartRenderer::spend(const ScenarioFigures &f, const tco::Catalog &catalog,
                                         SpendSeries series)
{
    auto *chart = charts::create<SpendTimelineChart>(ChartId::SpendTimeline, m_host.get());
    chart->setSeries(series);
    chart->setTracking(f.tracking);
    return render(chart, chartSize(), [&] { chart->refresh(inputsOf(f, catalog)); });
}

ReportDrawing ReportChartRenderer::risk(const ScenarioFigures &f)
{
    auto *chart = charts::create<RiskHistogramChart>(ChartId::Risk, m_host.get());
    return render(chart, chartSize(), [&] { chart->setRisk(f.risk); });
}

ReportDrawing ReportChartRenderer::sensitivity(const ScenarioFigures &f,
                                               const std::function<QString(tco::InputId)> &labeler)
{
    auto *chart = charts::create<SensitivityChart>(ChartId::Sensitivity, m_host.get());
    if (labeler)
        chart->setInputLabeler(labeler);
    const int rows = std::min<int>(SensitivityChart::kMaxRows, static_cast<int>(f.sensitivity.size()));
    const QSize size(680, std::max(300, 150 + 26 * rows));
    return render(chart, size, [&] { chart->setSensitivity(f.sensitivity, f.result.totalUsd); });
}

ReportDrawing ReportChartRenderer::history(const ScenarioFigures &f, const tco::Catalog &catalog,
                                           const std::vector<tco::HistoryPoint> &userPoints)
{
    auto *chart = charts::create<CostHistoryChart>(ChartId::CostHistory, m_host.get());
    QVector<HistoryUserPoint> points;
    for (const tco::HistoryPoint &p : userPoints)
        points.append({p.year, QString::fromStdString(p.label), p.costUsd});
    chart->setUserPoints(points);
    return render(chart, {680, 440}, [&] { chart->refresh(inputsOf(f, catalog)); });
}

ReportDrawing ReportChartRenderer::waterfall(const QString &title, const WaterfallChart::Total &start,
                                             const std::vector<WaterfallChart::Step> &steps,
                                             const WaterfallChart::Total &end)
{
    auto *chart = new WaterfallChart(m_host.get());
    chart->setTitle(title);
    const QSize size(680, std::max(300, 150 + 30 * static_cast<int>(steps.size() + 2)));
    return render(chart, size, [&] { chart->setSteps(start, steps, end); });
}

ReportDrawing ReportChartRenderer::portfolio(PortfolioChartId id, const PortfolioFigures &figures)
{
    PortfolioChart *chart = nullptr;
    QSize size = chartSize();
    // The charts along the calendar are drawn wider than a plan's chart and
    // scaled to the text width: a month label ("Sep 2027") needs about 60 px,
    // and twelve or more of them must stand side by side. Heights keep the
    // executive portfolio report to its four pages (report/chapters/portfoliochapter.h).
    switch (id) {
    case PortfolioChartId::Gantt: {
        chart = new GanttChart(m_host.get());
        // A row per run, as the window's chart is tall enough for its rows;
        // at most about half a page, where many runs share thinner rows.
        const int rows = figures.portfolio ? static_cast<int>(figures.portfolio->runs.size()) : 0;
        size = QSize(960, std::clamp(140 + 25 * rows, 340, 500));
        break;
    }
    case PortfolioChartId::Utilisation:
        chart = new PoolUtilisationChart(m_host.get());
        size = QSize(900, 440);
        break;
    case PortfolioChartId::Money:
        chart = new PortfolioMoneyChart(m_host.get());
        size = QSize(900, 440);
        break;
    case PortfolioChartId::Fleet:
        chart = new FleetDecisionChart(m_host.get());
        size = QSize(680, 360);
        break;
    }
    return render(chart, size, [&] { chart->showPortfolio(figures); });
}

} // namespace planner
