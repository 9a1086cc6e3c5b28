// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/compare/pages/keyfigurespage.h"
#include "texts/keyfiguretexts.h"
#include "texts/tone.h"

#include "analysis/comparisontable.h"
#include "modes/compare/compareformat.h"
#include "texts/codelabels.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace planner {

using Metric = tco::ComparisonTable::Metric;
using namespace compare;

namespace {

QString metricName(Metric m)
{
    switch (m) {
    case Metric::TotalUsd:
        return KeyFigureTexts::totalCost();
    case Metric::CostP10Usd:
        return KeyFiguresPage::tr("Total, P10 (optimistic)");
    case Metric::CostP90Usd:
        return KeyFiguresPage::tr("Total, P90 (pessimistic)");
    case Metric::WallClockDays:
        return KeyFiguresPage::tr("Wall-clock time of the main run");
    case Metric::GpuHours:
        return KeyFigureTexts::acceleratorHours();
    case Metric::EnergyMWh:
        return categoryLabel(tco::Category::Energy);
    case Metric::Co2Tonnes:
        return KeyFiguresPage::tr("CO₂");
    case Metric::EffectiveMfu:
        return KeyFigureTexts::effectiveMfu();
    case Metric::UsdPerMillionTokens:
        return KeyFigureTexts::costPerMillionTokens();
    case Metric::BudgetUsedFraction:
        return KeyFigureTexts::budgetUsed();
    case Metric::HiddenUsd:
        return KeyFigureTexts::hiddenCosts();
    case Metric::Count:
        break;
    }
    return {};
}

QString metricValue(Metric m, double v)
{
    switch (m) {
    case Metric::TotalUsd:
    case Metric::CostP10Usd:
    case Metric::CostP90Usd:
    case Metric::UsdPerMillionTokens:
    case Metric::HiddenUsd:
        return formatUsd(v);
    case Metric::WallClockDays:
        return formatDays(v);
    case Metric::GpuHours:
        return formatCount(v); // as the window's tile, under "Accelerator-hours"
    case Metric::EnergyMWh:
        return formatEnergy(v);
    case Metric::Co2Tonnes:
        return KeyFigureTexts::co2Tonnes().arg(formatQuantity(v));
    case Metric::EffectiveMfu:
        return formatPercent(v);
    case Metric::BudgetUsedFraction:
        return formatPercent(v, QLocale(), 0);
    case Metric::Count:
        break;
    }
    return {};
}

/** The absolute change in the metric's own unit (percentage points for shares). */
QString metricDelta(Metric m, double d)
{
    const double a = std::abs(d);
    switch (m) {
    case Metric::EffectiveMfu:
    case Metric::BudgetUsedFraction:
        return formatSigned(d, KeyFiguresPage::tr("%1 pp").arg(formatFixed(a * 100, 1)));
    case Metric::Count:
        return {};
    default:
        return formatSigned(d, metricValue(m, a));
    }
}

QColor budgetColour(tco::BudgetStatus s)
{
    const Tone tone = budgetTone(s);
    return tone == Tone::Neutral ? quietColour() : palette::ink(tone, palette::darkTheme());
}

} // namespace

KeyFiguresPage::KeyFiguresPage(const tco::ComparisonTable &table, QWidget *parent)
    : QWidget(parent), m_table(table)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    m_kpiTable = new QTableWidget(this);
    m_kpiTable->setObjectName(QStringLiteral("kpiTable"));
    m_kpiTable->setRowCount(static_cast<int>(tco::ComparisonTable::kMetricCount));
    m_kpiTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_kpiTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_kpiTable->setFocusPolicy(Qt::NoFocus);
    m_kpiTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Rows share the height: the figures are what this window is for.
    m_kpiTable->verticalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_kpiTable->verticalHeader()->setMinimumSectionSize(m_kpiTable->fontMetrics().height() * 3);
    m_kpiTable->setAlternatingRowColors(true);
    QFont headerFont = m_kpiTable->horizontalHeader()->font();
    headerFont.setBold(true);
    m_kpiTable->horizontalHeader()->setFont(headerFont);
    m_kpiTable->verticalHeader()->setFont(headerFont);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("kpiNote"));
    m_note->setWordWrap(true);
    layout->addWidget(m_kpiTable, 1);
    layout->addWidget(m_note);
}

void KeyFiguresPage::retranslate()
{
    m_note->setText(
        tr("Green: better than the baseline, red: worse. P10 and P90 come from a Monte Carlo over "
           "MFU, prices, MTBF and failures. Every default is an editable assumption, not a quote."));
    m_kpiTable->setAccessibleName(tr("Key figures of the compared plans"));
}

void KeyFiguresPage::showPlans(const ComparedPlans &plans)
{
    const int n = static_cast<int>(plans.size());
    if (m_table.scenarioCount() != n)
        return;
    m_kpiTable->setColumnCount(n);
    for (int c = 0; c < n; ++c) {
        auto *header = m_kpiTable->horizontalHeaderItem(c);
        if (!header) {
            header = new QTableWidgetItem;
            m_kpiTable->setHorizontalHeaderItem(c, header);
        }
        header->setText(plans[static_cast<std::size_t>(c)].title);
        header->setIcon(swatch(plans[static_cast<std::size_t>(c)].colour));
    }
    for (std::size_t m = 0; m < tco::ComparisonTable::kMetricCount; ++m) {
        const auto metric = static_cast<Metric>(m);
        const int row = static_cast<int>(m);
        auto *rowHeader = m_kpiTable->verticalHeaderItem(row);
        if (!rowHeader) {
            rowHeader = new QTableWidgetItem;
            m_kpiTable->setVerticalHeaderItem(row, rowHeader);
        }
        rowHeader->setText(metricName(metric));
        for (int c = 0; c < n; ++c) {
            auto *label = qobject_cast<QLabel *>(m_kpiTable->cellWidget(row, c));
            const QString name =
                QStringLiteral("cell.%1.%2").arg(fromKey(tco::ComparisonTable::metricKey(metric))).arg(c);
            if (!label) {
                label = new QLabel;
                label->setTextFormat(Qt::RichText);
                label->setAlignment(Qt::AlignCenter);
                label->setMargin(4);
                m_kpiTable->setCellWidget(row, c, label);
            }
            label->setObjectName(name);
            const tco::ComparisonTable::Cell cell = m_table.cell(metric, c);
            const tco::Result &r = m_table.result(c);
            QString value;
            QString second;
            QColor secondColour = quietColour();
            if (metric == Metric::BudgetUsedFraction) {
                value = r.budgetStatus == tco::BudgetStatus::NoBudget ? Terms::noBudgetSet()
                                                                      : metricValue(metric, cell.value);
                second = MessageTexts::budgetStatus(r.budgetStatus);
                secondColour = budgetColour(r.budgetStatus);
                if (c > 0 && cell.available && m_table.cell(metric, 0).available)
                    second += QStringLiteral(" · ") + metricDelta(metric, cell.absoluteDelta);
            } else if (!cell.available) {
                value = tr("computing…");
            } else {
                value = metricValue(metric, cell.value);
                if (c == 0) {
                    second = Terms::baseline();
                } else if (cell.absoluteDelta == 0.0) {
                    second = tr("no change");
                } else {
                    const QString relative =
                        metric == Metric::EffectiveMfu ? QString() : formatSignedPercent(cell.relativeDelta);
                    second = relative.isEmpty()
                                 ? metricDelta(metric, cell.absoluteDelta)
                                 : Terms::withDetail().arg(metricDelta(metric, cell.absoluteDelta), relative);
                    const bool better =
                        (cell.absoluteDelta > 0) == tco::ComparisonTable::higherIsBetter(metric);
                    secondColour = better ? betterColour() : worseColour();
                }
            }
            const bool prominent = metric == Metric::TotalUsd;
            const double pointSize = label->font().pointSizeF() * (prominent ? 1.5 : 1.2);
            const QString fontSize = QString::number(pointSize, 'f', 1); // format-check: not for people
            label->setText(
                QStringLiteral("<div style='font-size:%1pt'><b>%2</b></div>"
                               "<div style='color:%3'>%4</div>")
                    .arg(fontSize, value.toHtmlEscaped(), secondColour.name(), second.toHtmlEscaped()));
            label->setAccessibleName(metricName(metric) + QStringLiteral(", ") +
                                     plans[static_cast<std::size_t>(c)].title);
            label->setAccessibleDescription(value + QStringLiteral(", ") + second);
        }
    }
}

} // namespace planner

#include "moc_keyfigurespage.cpp"
