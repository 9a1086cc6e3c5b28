// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/plan/trackingpanel.h"

#include "plan/deviation.h"
#include "texts/inputtexts.h"
#include "texts/numberformat.h"
#include "texts/tone.h"
#include "texts/trackingtexts.h"
#include "widgets/themedtext.h"

#include <QAction>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStackedWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace planner {
namespace {

QTableWidget *newTable(const QString &objectName, QWidget *parent)
{
    auto *t = new QTableWidget(parent);
    t->setObjectName(objectName);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->setFocusPolicy(Qt::NoFocus);
    t->verticalHeader()->setVisible(false);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setWordWrap(false);
    return t;
}

QLabel *newText(const QString &objectName, QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setObjectName(objectName);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

QTableWidgetItem *moneyItem(double usd)
{
    auto *item = new QTableWidgetItem(formatUsd(usd));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

/** A difference: more than planned reads worse, less better. */
QTableWidgetItem *deltaItem(double usd, bool dark)
{
    const double shown = tco::shownDeviationUsd(usd);
    auto *item = new QTableWidgetItem(formatSignedUsd(shown));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setForeground(palette::ink(deltaTone(shown), dark));
    return item;
}

} // namespace

TrackingPanel::TrackingPanel(QWidget *parent)
    : QWidget(parent), m_pages(new QStackedWidget(this)), m_empty(new QLabel(this)),
      m_status(newText(QStringLiteral("trackingStatus"), this)),
      m_actual(newText(QStringLiteral("trackingActual"), this)),
      m_forecast(newText(QStringLiteral("trackingForecast"), this)),
      m_incomplete(newText(QStringLiteral("trackingIncomplete"), this)),
      m_dates(newText(QStringLiteral("trackingDates"), this)),
      m_flags(newText(QStringLiteral("trackingFlags"), this)),
      m_calibration(newText(QStringLiteral("trackingCalibration"), this)), m_categoryTitle(new QLabel(this)),
      m_phaseTitle(new QLabel(this)), m_tagTitle(new QLabel(this)), m_explanationTitle(new QLabel(this)),
      m_byCategory(newTable(QStringLiteral("trackingByCategory"), this)),
      m_byPhase(newTable(QStringLiteral("trackingByPhase"), this)),
      m_byTag(newTable(QStringLiteral("trackingByTag"), this)),
      m_explanation(newTable(QStringLiteral("trackingExplanation"), this))
{
    setObjectName(QStringLiteral("trackingPanel"));
    const auto buttons = [this](int page) {
        auto *row = new QHBoxLayout;
        row->setContentsMargins(0, 0, 0, 0);
        m_importSpend[page] = new QToolButton(this);
        m_importProgress[page] = new QToolButton(this);
        row->addWidget(m_importSpend[page]);
        row->addWidget(m_importProgress[page]);
        if (page == 1) {
            m_clear = new QToolButton(this);
            row->addWidget(m_clear);
        }
        row->addStretch(1);
        return row;
    };

    // Without actuals: what importing them gives.
    auto *emptyPage = new QWidget(m_pages);
    auto *emptyLayout = new QVBoxLayout(emptyPage);
    m_empty->setObjectName(QStringLiteral("trackingEmpty"));
    m_empty->setWordWrap(true);
    showAsSecondaryText(m_empty);
    emptyLayout->addWidget(m_empty);
    emptyLayout->addLayout(buttons(0));
    emptyLayout->addStretch(1);

    // With actuals: the words across the top, the tables under them.
    auto *page = new QWidget(m_pages);
    auto *grid = new QGridLayout(page);
    grid->setContentsMargins(0, 4, 0, 0);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(4);
    QFont strong = m_status->font();
    strong.setBold(true);
    m_status->setFont(strong);
    showAsSecondaryText(m_calibration);
    auto *words = new QVBoxLayout;
    words->setSpacing(2);
    words->addWidget(m_status);
    words->addWidget(m_actual);
    words->addWidget(m_forecast);
    words->addWidget(m_incomplete);
    words->addWidget(m_dates);
    words->addWidget(m_calibration);
    words->addWidget(m_flags);
    grid->addLayout(words, 0, 0, 1, 3);
    const auto titled = [&](QLabel *title, QTableWidget *table, int row, int column, int rows) {
        auto *box = new QVBoxLayout;
        box->setSpacing(2);
        box->addWidget(title);
        box->addWidget(table, 1);
        grid->addLayout(box, row, column, rows, 1);
    };
    // Categories are the longest list: they take both rows.
    titled(m_categoryTitle, m_byCategory, 1, 0, 2);
    titled(m_phaseTitle, m_byPhase, 1, 1, 1);
    titled(m_tagTitle, m_byTag, 2, 1, 1);
    titled(m_explanationTitle, m_explanation, 1, 2, 2);
    grid->addLayout(buttons(1), 3, 0, 1, 3);
    grid->setRowStretch(1, 1);
    grid->setRowStretch(2, 1);
    for (int column = 0; column < 3; ++column)
        grid->setColumnStretch(column, 1);

    m_pages->addWidget(emptyPage);
    m_pages->addWidget(page);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);
    retranslate();
}

void TrackingPanel::setActions(QAction *importSpend, QAction *importProgress, QAction *clear)
{
    for (int page = 0; page < 2; ++page) {
        m_importSpend[page]->setDefaultAction(importSpend);
        m_importProgress[page]->setDefaultAction(importProgress);
    }
    m_clear->setDefaultAction(clear);
}

void TrackingPanel::setTracking(bool hasActuals, std::shared_ptr<const tco::Tracking> tracking)
{
    m_hasActuals = hasActuals;
    m_tracking = hasActuals ? std::move(tracking) : nullptr;
    fill();
}

void TrackingPanel::retranslate()
{
    m_empty->setText(tr("<b>No actual spend imported.</b> Track ▸ Import Actual Spend reads a billing export "
                        "(CSV: date, category, phase, amount, optional currency and tags) and compares it "
                        "with this plan month by month. Import Progress adds the tokens trained and "
                        "accelerator-hours used, so the forecast at completion uses the MFU and failure rate "
                        "the run actually shows. Both are saved with the plan."));
    m_categoryTitle->setText(tr("<b>To date by category</b>"));
    m_phaseTitle->setText(tr("<b>By phase</b>"));
    m_tagTitle->setText(tr("<b>Actual spend by tag</b>"));
    m_explanationTitle->setText(tr("<b>What the measured run changes in the total</b>"));
    fill();
}

void TrackingPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // The tones of the differences follow the theme.
    if (event->type() == QEvent::PaletteChange)
        fill();
}

void TrackingPanel::fill()
{
    // The stack is as tall as the page shown, not as its tallest page.
    m_pages->setCurrentIndex(m_hasActuals ? 1 : 0);
    for (int i = 0; i < m_pages->count(); ++i)
        m_pages->widget(i)->setSizePolicy(QSizePolicy::Preferred, i == m_pages->currentIndex()
                                                                      ? QSizePolicy::Preferred
                                                                      : QSizePolicy::Ignored);
    if (!m_hasActuals)
        return;
    const tco::Tracking *t = m_tracking.get();
    if (!t) {
        m_status->setText(tr("Computing the forecast at completion…"));
        for (QLabel *l : {m_actual, m_forecast, m_incomplete, m_dates, m_calibration, m_flags})
            l->clear();
        for (QLabel *l : {m_incomplete, m_dates, m_flags})
            l->hide();
        return;
    }
    m_status->setText(TrackingTexts::statusTitle(t->status) + QStringLiteral(": ") +
                      TrackingTexts::statusSentence(*t));
    const Tone tone = budgetTone(t->status);
    setThemedTextColour(m_status, [tone](const QPalette &pal) {
        return tone == Tone::Neutral ? pal.color(QPalette::WindowText)
                                     : palette::ink(tone, palette::isDark(pal.color(QPalette::Window)));
    });
    m_actual->setText(TrackingTexts::actualSentence(*t));
    m_forecast->setText(TrackingTexts::forecastSentence(*t));
    // Beside the forecast it may make too low, in the warning's colour.
    m_incomplete->setText(TrackingTexts::incompleteExportSentence(*t));
    // Spend outside the plan's dates beside it; a clamped figure beside the
    // measurement it clamps.
    m_dates->setText(TrackingTexts::datesSentence(*t));
    m_calibration->setText(TrackingTexts::calibrationSentence(*t));
    m_flags->setText(TrackingTexts::calibrationFlagSentence(*t));
    for (QLabel *l : {m_incomplete, m_dates, m_flags}) {
        l->setVisible(!l->text().isEmpty());
        setThemedTextColour(l, [](const QPalette &pal) {
            return palette::ink(Tone::Warning, palette::isDark(pal.color(QPalette::Window)));
        });
    }
    fillDeviations(m_byCategory, t->byCategory, true);
    fillDeviations(m_byPhase, t->byPhase, false);
    fillTags(t->byTag);
    fillExplanation(t->explanation, t->calibration.given);
}

void TrackingPanel::fillDeviations(QTableWidget *table, const std::vector<tco::Deviation> &rows,
                                   bool categories)
{
    const bool dark = palette::isDark(palette().color(QPalette::Base));
    table->clear();
    table->setColumnCount(4);
    table->setHorizontalHeaderLabels(TrackingTexts::deviationHeader(categories));
    table->setRowCount(static_cast<int>(rows.size()));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const tco::Deviation &d = rows[i];
        const int r = static_cast<int>(i);
        table->setItem(r, 0,
                       new QTableWidgetItem(categories ? TrackingTexts::categoryName(d.key)
                                                       : TrackingTexts::phaseName(d.key)));
        table->setItem(r, 1, moneyItem(d.plannedUsd));
        table->setItem(r, 2, moneyItem(d.actualUsd));
        table->setItem(r, 3, deltaItem(d.deltaUsd(), dark));
    }
}

void TrackingPanel::fillTags(const std::vector<tco::TagSpend> &rows)
{
    m_byTag->clear();
    m_byTag->setColumnCount(3);
    m_byTag->setHorizontalHeaderLabels(TrackingTexts::tagHeader());
    m_byTag->setRowCount(static_cast<int>(rows.size()));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const int r = static_cast<int>(i);
        m_byTag->setItem(r, 0, new QTableWidgetItem(TrackingTexts::tagName(rows[i].tag)));
        auto *value = new QTableWidgetItem(TrackingTexts::tagValue(rows[i]));
        // The row of the values not listed says why there is one.
        if (rows[i].isOther())
            value->setToolTip(TrackingTexts::tagLimitsNote());
        m_byTag->setItem(r, 1, value);
        m_byTag->setItem(r, 2, moneyItem(rows[i].actualUsd));
    }
}

void TrackingPanel::fillExplanation(const std::vector<tco::InputChange> &rows, bool progressGiven)
{
    const bool dark = palette::isDark(palette().color(QPalette::Base));
    m_explanation->clear();
    m_explanation->setColumnCount(4);
    m_explanation->setHorizontalHeaderLabels(TrackingTexts::explanationHeader());
    m_explanation->setRowCount(static_cast<int>(rows.size()));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const tco::InputChange &c = rows[i];
        const int r = static_cast<int>(i);
        m_explanation->setItem(r, 0, new QTableWidgetItem(InputTexts::keyLabel(c.key)));
        m_explanation->setItem(r, 1, new QTableWidgetItem(TrackingTexts::inputValue(c.key, c.fromText)));
        m_explanation->setItem(r, 2, new QTableWidgetItem(TrackingTexts::inputValue(c.key, c.toText)));
        m_explanation->setItem(r, 3, deltaItem(c.deltaUsd, dark));
    }
    m_explanationTitle->setToolTip(!rows.empty() ? QString()
                                   : !progressGiven
                                       ? tr("Import progress to measure the run's MFU and failure rate")
                                       : tr("The main run has not started: there is no MFU or "
                                            "failure rate to measure yet"));
}

} // namespace planner

#include "moc_trackingpanel.cpp"
