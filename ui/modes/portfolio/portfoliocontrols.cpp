// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/portfolio/portfoliocontrols.h"

#include "modes/portfolio/portfoliodocument.h"
#include "plan/inputs.h"
#include "plan/validation.h"
#include "portfolio/risk.h"
#include "texts/inputformat.h"
#include "texts/numberformat.h"

#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>

#include <algorithm>
#include <cmath>

namespace planner {

namespace {

enum MergeKey { OwnedKey = 101, CommittedKey, MainRunKey, DeclineKey };
constexpr double kMinParameters = 1e9, kMaxParameters = 2e12;
constexpr int kMainRunSteps = 300;
// Whole percent a year: from the Monte Carlo's steepest rise (−40 %, a
// negative decline; portfolio/risk.h) to a fall of 60 %.
const int kDeclineLowest = static_cast<int>(std::lround(tco::PortfolioRiskSettings{}.declineLow * 100));
constexpr int kDeclineHighest = 60;

} // namespace

PortfolioControls::PortfolioControls(PortfolioDocument *document, QWidget *parent, Arrangement arrangement)
    : QWidget(parent), m_doc(document)
{
    setObjectName(QStringLiteral("portfolioControls"));
    auto *grid = new QGridLayout(this);
    grid->setColumnStretch(0, 1);
    m_owned = addLever(QStringLiteral("ownedSlider"), OwnedKey);
    m_committed = addLever(QStringLiteral("committedSlider"), CommittedKey);
    m_mainRun = addLever(QStringLiteral("mainRunSlider"), MainRunKey);
    m_decline = addLever(QStringLiteral("declineSlider"), DeclineKey);
    m_mainRun.slider->setRange(0, kMainRunSteps);
    m_decline.slider->setRange(kDeclineLowest, kDeclineHighest);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("controlsNote"));
    const bool strip = arrangement == Arrangement::Strip;
    int row = 0, column = 0;
    for (const Lever *lever : {&m_owned, &m_committed, &m_mainRun, &m_decline}) {
        grid->addWidget(lever->caption, row, column);
        grid->addWidget(lever->value, row, column + 1, Qt::AlignRight);
        grid->addWidget(lever->slider, row + 1, column, 1, 2);
        if (strip) {
            grid->setColumnStretch(column, 1);
            column += 2;
        } else {
            row += 2;
        }
    }
    if (strip) {
        grid->setHorizontalSpacing(24);
        grid->addWidget(m_note, 2, 0, 1, column);
    } else {
        grid->addWidget(m_note, row++, 0, 1, 2);
        grid->setRowStretch(row, 1);
    }
    connect(m_doc, &PortfolioDocument::changed, this, &PortfolioControls::sync);
    retranslate();
    sync();
}

PortfolioControls::Lever PortfolioControls::addLever(const QString &objectName, int mergeKey)
{
    Lever lever;
    lever.caption = new QLabel(this);
    lever.caption->setWordWrap(true);
    lever.value = new QLabel(this);
    lever.value->setObjectName(objectName + QStringLiteral("Value"));
    lever.slider = new QSlider(Qt::Horizontal, this);
    lever.slider->setObjectName(objectName);
    lever.caption->setBuddy(lever.slider);
    QSlider *slider = lever.slider;
    connect(slider, &QSlider::valueChanged, this, [this, mergeKey, slider](int position) {
        if (!m_syncing)
            moved(mergeKey, position, slider->isSliderDown());
    });
    connect(lever.slider, &QSlider::sliderReleased, m_doc, &PortfolioDocument::endInteraction);
    return lever;
}

void PortfolioControls::retranslate()
{
    m_owned.caption->setText(tr("Accelerators &owned"));
    m_committed.caption->setText(tr("Accelerators &committed"));
    m_mainRun.caption->setText(tr("&Main run's size"));
    m_decline.caption->setText(tr("&Rental prices, a year"));
    m_owned.slider->setToolTip(
        tr("How many accelerators the first owned pool holds, bought on its purchase day"));
    m_committed.slider->setToolTip(tr("How many accelerators the first commitment reserves at its discount"));
    m_mainRun.slider->setToolTip(tr("Parameters of the main pre-training run; its tokens stay as planned"));
    m_decline.slider->setToolTip(tr("How fast on-demand and spot prices fall (right) or rise (left) a year, "
                                    "from the day each was quoted"));
    sync();
}

int PortfolioControls::ownedPool() const
{
    const auto &pools = m_doc->portfolio().pools;
    for (std::size_t i = 0; i < pools.size(); ++i)
        if (pools[i].kind == tco::PoolKind::Owned)
            return static_cast<int>(i);
    return -1;
}

int PortfolioControls::committedPool() const
{
    const auto &pools = m_doc->portfolio().pools;
    for (std::size_t i = 0; i < pools.size(); ++i)
        if (pools[i].kind == tco::PoolKind::Commitment)
            return static_cast<int>(i);
    return -1;
}

int PortfolioControls::mainRun() const
{
    const auto &runs = m_doc->portfolio().runs;
    for (std::size_t i = 0; i < runs.size(); ++i)
        if (runs[i].kind == tco::RunKind::MainRun)
            return static_cast<int>(i);
    return -1;
}

int PortfolioControls::mainRunPosition(double parameters)
{
    const double at = std::log(std::clamp(parameters, kMinParameters, kMaxParameters) / kMinParameters) /
                      std::log(kMaxParameters / kMinParameters);
    return static_cast<int>(std::lround(at * kMainRunSteps));
}

double PortfolioControls::mainRunParameters(int position)
{
    const double raw =
        kMinParameters * std::pow(kMaxParameters / kMinParameters, double(position) / kMainRunSteps);
    return tco::roundedToSignificant(raw, 2);
}

void PortfolioControls::sync()
{
    m_syncing = true;
    const tco::Portfolio &p = m_doc->portfolio();
    // The owned and committed sliders reach twice the most accelerators the
    // year's largest run holds, or the pool's own count if that is more.
    int peak = 0;
    for (const tco::RunDemands &d : m_doc->demands())
        for (const tco::RunDemand &a : d.byAccelerator)
            peak = std::max(peak, a.gpus);
    const auto pool = [&](Lever &lever, int index) {
        lever.slider->setEnabled(index >= 0);
        if (index < 0) {
            lever.value->setText(tr("no such pool"));
            return;
        }
        const int count = p.pools[static_cast<std::size_t>(index)].count;
        lever.slider->setRange(0, std::max({2 * peak, 2 * count, 64}));
        lever.slider->setSingleStep(8);
        lever.slider->setPageStep(128);
        lever.slider->setValue(count);
        lever.value->setText(formatWhole(count));
    };
    pool(m_owned, ownedPool());
    pool(m_committed, committedPool());
    const int run = mainRun();
    m_mainRun.slider->setEnabled(run >= 0);
    if (run >= 0) {
        const double parameters =
            p.runs[static_cast<std::size_t>(run)].scenario.value(tco::InputId::ModelParameters);
        m_mainRun.slider->setValue(mainRunPosition(parameters));
        m_mainRun.value->setText(
            InputFormat::textWithUnit(tco::spec(tco::InputId::ModelParameters), parameters));
    } else {
        m_mainRun.value->setText(tr("no main run"));
    }
    m_decline.slider->setValue(static_cast<int>(std::lround(p.rentalDeclinePerYear * 100)));
    const double decline = p.rentalDeclinePerYear;
    const QString rate = formatPercent(std::abs(decline), QLocale(), 0);
    m_decline.value->setText(decline > 0   ? tr("fall %1").arg(rate)
                             : decline < 0 ? tr("rise %1").arg(rate)
                                           : tr("flat"));
    m_note->setText(tr("Every view follows each move. A drag is one step to undo."));
    m_syncing = false;
}

void PortfolioControls::moved(int mergeKey, int position, bool held)
{
    switch (mergeKey) {
    case OwnedKey: {
        const int pool = ownedPool();
        m_doc->edit(
            tr("Own %1 accelerators").arg(formatWhole(position)),
            [pool, position](tco::Portfolio &p) { p.pools[static_cast<std::size_t>(pool)].count = position; },
            mergeKey, held);
        break;
    }
    case CommittedKey: {
        const int pool = committedPool();
        m_doc->edit(
            tr("Commit %1 accelerators").arg(formatWhole(position)),
            [pool, position](tco::Portfolio &p) { p.pools[static_cast<std::size_t>(pool)].count = position; },
            mergeKey, held);
        break;
    }
    case MainRunKey: {
        const int run = mainRun();
        const double parameters = mainRunParameters(position);
        m_doc->edit(
            tr("Main run's size"),
            [run, parameters](tco::Portfolio &p) {
                p.runs[static_cast<std::size_t>(run)].scenario.set(tco::InputId::ModelParameters, parameters);
            },
            mergeKey, held);
        break;
    }
    case DeclineKey:
        m_doc->edit(
            tr("Rental price path"),
            [position](tco::Portfolio &p) { p.rentalDeclinePerYear = position / 100.0; }, mergeKey, held);
        break;
    default:
        break;
    }
}

} // namespace planner

#include "moc_portfoliocontrols.cpp"
