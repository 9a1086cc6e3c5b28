// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparewindow.h"

#include "analysisworker.h"
#include "chartlabels.h"
#include "chartstyle.h"
#include "compareoverlaycharts.h"
#include "comparewaterfallchart.h"
#include "inputformat.h"
#include "inputgroupspanel.h"
#include "inputtexts.h"
#include "messagetexts.h"
#include "numberformat.h"
#include "primarycontrols.h"

#include "scenariodocument.h"

#include "inputs.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace planner {

using Metric = ComparisonTable::Metric;

namespace {

CompareWindow::Dialogs &dialogs()
{
    static CompareWindow::Dialogs d;
    return d;
}

QString fileFilter()
{
    return CompareWindow::tr("LLM TCO plans (*.tcoplan);;All files (*)");
}

QString fromKey(std::string_view key)
{
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

std::string toKey(const QString &key)
{
    return key.toStdString();
}

/** The translated name of an input key ("hardware.gpu" included). */
QString inputLabel(std::string_view key)
{
    if (key == tco::kGpuKey)
        return InputTexts::acceleratorLabel();
    if (const auto id = tco::findInput(key))
        return InputTexts::label(*id);
    return fromKey(key);
}

/** A plan's value of `key` as people read it: option names, units, the
 *  accelerator's catalog name. */
QString valueText(const tco::Scenario &s, std::string_view key, const tco::Catalog &catalog)
{
    if (key == tco::kGpuKey) {
        if (const tco::Accelerator *a = catalog.find(s.gpuId))
            return QString::fromStdString(a->name);
        return QString::fromStdString(s.gpuId);
    }
    const auto id = tco::findInput(key);
    if (!id)
        return {};
    const tco::InputSpec &spec = tco::spec(*id);
    const double v = s.value(*id);
    if (spec.kind == tco::InputKind::Choice)
        return InputTexts::choice(*id, static_cast<int>(std::lround(v)));
    return InputFormat::textWithUnit(spec, v);
}

QString signedUsd(double usd)
{
    if (usd > 0)
        return QStringLiteral("+") + formatUsd(usd);
    if (usd < 0)
        return QStringLiteral("−") + formatUsd(-usd);
    return formatUsd(0);
}

QString signedPercent(double fraction)
{
    if (fraction > 0)
        return QStringLiteral("+") + formatPercent(fraction);
    if (fraction < 0)
        return QStringLiteral("−") + formatPercent(-fraction);
    return formatPercent(0);
}

QString metricName(Metric m)
{
    switch (m) {
    case Metric::TotalUsd: return CompareWindow::tr("Total cost of ownership");
    case Metric::CostP10Usd: return CompareWindow::tr("Total, P10 (optimistic)");
    case Metric::CostP90Usd: return CompareWindow::tr("Total, P90 (pessimistic)");
    case Metric::WallClockDays: return CompareWindow::tr("Wall-clock time of the main run");
    case Metric::GpuHours: return CompareWindow::tr("Accelerator-hours");
    case Metric::EnergyMWh: return CompareWindow::tr("Energy");
    case Metric::Co2Tonnes: return CompareWindow::tr("CO₂");
    case Metric::EffectiveMfu: return CompareWindow::tr("Effective MFU");
    case Metric::UsdPerMillionTokens: return CompareWindow::tr("Cost per million tokens");
    case Metric::BudgetUsedFraction: return CompareWindow::tr("Budget used");
    case Metric::HiddenUsd: return CompareWindow::tr("Hidden costs");
    case Metric::Count: break;
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
    case Metric::WallClockDays: return formatDays(v);
    case Metric::GpuHours: return CompareWindow::tr("%1 GPU-h").arg(formatCount(v));
    case Metric::EnergyMWh: return CompareWindow::tr("%1 MWh").arg(formatCount(v));
    case Metric::Co2Tonnes: return CompareWindow::tr("%1 t").arg(formatCount(v));
    case Metric::EffectiveMfu: return formatPercent(v);
    case Metric::BudgetUsedFraction: return formatPercent(v, QLocale(), 0);
    case Metric::Count: break;
    }
    return {};
}

/** The absolute change in the metric's own unit (percentage points for shares). */
QString metricDelta(Metric m, double d)
{
    const QString sign = d > 0 ? QStringLiteral("+") : d < 0 ? QStringLiteral("−") : QString();
    const double a = std::abs(d);
    switch (m) {
    case Metric::TotalUsd:
    case Metric::CostP10Usd:
    case Metric::CostP90Usd:
    case Metric::UsdPerMillionTokens:
    case Metric::HiddenUsd:
        return sign + formatUsd(a);
    case Metric::WallClockDays: return sign + formatDays(a);
    case Metric::GpuHours: return sign + CompareWindow::tr("%1 GPU-h").arg(formatCount(a));
    case Metric::EnergyMWh: return sign + CompareWindow::tr("%1 MWh").arg(formatCount(a));
    case Metric::Co2Tonnes: return sign + CompareWindow::tr("%1 t").arg(formatCount(a));
    case Metric::EffectiveMfu:
    case Metric::BudgetUsedFraction:
        return sign + CompareWindow::tr("%1 pp").arg(QLocale().toString(a * 100, 'f', 1));
    case Metric::Count: break;
    }
    return {};
}

QColor betterColour() { return QColor(0x2E, 0x7D, 0x32); }
QColor worseColour() { return QColor(0xB0, 0x3A, 0x48); }
QColor quietColour() { return QColor(0x70, 0x70, 0x70); }

QColor budgetColour(tco::BudgetStatus s)
{
    switch (s) {
    case tco::BudgetStatus::NoBudget: return quietColour();
    case tco::BudgetStatus::Within: return betterColour();
    case tco::BudgetStatus::PastWarning: return QColor(0xB2, 0x6A, 0x00);
    case tco::BudgetStatus::PastReview: return worseColour();
    }
    return quietColour();
}

QIcon swatch(const QColor &c)
{
    QPixmap pm(14, 14);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(c.darker(130));
    p.setBrush(c);
    p.drawRoundedRect(QRectF(0.5, 0.5, 13, 13), 3, 3);
    return QIcon(pm);
}

const QColor kPalette[] = {style::colour::cost(), style::colour::time(), style::colour::optimum(),
                           style::colour::alternativeB()};

} // namespace

// ------------------------------------------------------------------ dialogs

void CompareWindow::setDialogs(Dialogs d)
{
    Dialogs &current = dialogs();
    if (d.openFiles)
        current.openFiles = std::move(d.openFiles);
    if (d.saveFile)
        current.saveFile = std::move(d.saveFile);
    if (d.message)
        current.message = std::move(d.message);
    if (d.question)
        current.question = std::move(d.question);
}

void CompareWindow::resetDialogs()
{
    dialogs() = Dialogs{};
}

QStringList CompareWindow::chooseFiles(QWidget *parent)
{
    if (dialogs().openFiles)
        return dialogs().openFiles(parent);
    return QFileDialog::getOpenFileNames(parent, tr("Compare with Plans (choose up to 3)"), QString(),
                                         fileFilter());
}

void CompareWindow::showMessage(const QString &title, const QString &text)
{
    if (dialogs().message)
        dialogs().message(this, title, text);
    else
        QMessageBox::warning(this, title, text);
}

// ------------------------------------------------------------------ set-up

CompareWindow::CompareWindow(ScenarioDocument *current, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_current(current)
    , m_table(current->catalog())
{
    setObjectName(QStringLiteral("compareWindow"));

    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("compareIntro"));
    m_intro->setWordWrap(true);

    m_cards = new QWidget(this);
    m_cardsLayout = new QHBoxLayout(m_cards);
    m_cardsLayout->setContentsMargins(0, 0, 0, 0);
    m_cardsLayout->setSpacing(8);
    m_addPlan = new QPushButton(this);
    m_addPlan->setObjectName(QStringLiteral("addPlan"));
    connect(m_addPlan, &QPushButton::clicked, this, [this] {
        const QStringList files = chooseFiles(this);
        if (!files.isEmpty())
            addFiles(files);
    });
    m_addCopy = new QPushButton(this);
    m_addCopy->setObjectName(QStringLiteral("addCopy"));
    connect(m_addCopy, &QPushButton::clicked, this, [this] { addCopy(-1); });

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("compareTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(createKeyFiguresPage(), QString());
    m_tabs->addTab(createWaterfallPage(), QString());
    m_tabs->addTab(createInputsPage(), QString());
    m_tabs->addTab(createTradeOffsPage(), QString());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 10, 10, 10);
    layout->setSpacing(8);
    layout->addWidget(m_intro);
    layout->addWidget(m_cards);
    layout->addWidget(m_tabs, 1);

    addColumn(current, false, QString());

    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
    resize(std::min(1500, available.width()), std::min(940, available.height()));
    retranslate();
}

CompareWindow::~CompareWindow()
{
    for (Column &c : m_columns)
        releaseColumn(c);
}

QWidget *CompareWindow::createKeyFiguresPage()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 6, 0, 0);
    m_kpiTable = new QTableWidget(page);
    m_kpiTable->setObjectName(QStringLiteral("kpiTable"));
    m_kpiTable->setRowCount(static_cast<int>(ComparisonTable::kMetricCount));
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
    m_kpiNote = new QLabel(page);
    m_kpiNote->setObjectName(QStringLiteral("kpiNote"));
    m_kpiNote->setWordWrap(true);
    layout->addWidget(m_kpiTable, 1);
    layout->addWidget(m_kpiNote);
    return page;
}

QWidget *CompareWindow::createWaterfallPage()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 6, 0, 0);
    auto *row = new QHBoxLayout;
    m_waterfallLabel = new QLabel(page);
    m_waterfallTargetCombo = new QComboBox(page);
    m_waterfallTargetCombo->setObjectName(QStringLiteral("waterfallTarget"));
    m_waterfallTargetCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_waterfallLabel->setBuddy(m_waterfallTargetCombo);
    connect(m_waterfallTargetCombo, &QComboBox::activated, this,
            [this](int i) { setWaterfallTarget(m_waterfallTargetCombo->itemData(i).toInt()); });
    row->addWidget(m_waterfallLabel);
    row->addWidget(m_waterfallTargetCombo);
    row->addStretch(1);
    layout->addLayout(row);

    m_waterfallSummary = new QLabel(page);
    m_waterfallSummary->setObjectName(QStringLiteral("waterfallSummary"));
    m_waterfallSummary->setWordWrap(true);
    QFont summaryFont = m_waterfallSummary->font();
    summaryFont.setPointSizeF(summaryFont.pointSizeF() * 1.2);
    m_waterfallSummary->setFont(summaryFont);
    layout->addWidget(m_waterfallSummary);

    auto *split = new QSplitter(Qt::Horizontal, page);
    m_waterfall = new CompareWaterfallChart(split);
    m_waterfall->setMinimumSize(520, 360);
    auto *right = new QWidget(split);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_decisionsTitle = new QLabel(right);
    m_decisionsTitle->setWordWrap(true);
    QFont bold = m_decisionsTitle->font();
    bold.setBold(true);
    m_decisionsTitle->setFont(bold);
    m_decisions = new QTableWidget(right);
    m_decisions->setObjectName(QStringLiteral("decisionsTable"));
    m_decisions->setColumnCount(4);
    m_decisions->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_decisions->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_decisions->verticalHeader()->setVisible(false);
    m_decisions->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 4; ++c)
        m_decisions->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_decisions->setWordWrap(false);
    rightLayout->addWidget(m_decisionsTitle);
    rightLayout->addWidget(m_decisions, 1);
    split->addWidget(m_waterfall);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);
    return page;
}

QWidget *CompareWindow::createInputsPage()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 6, 0, 0);
    m_inputsNote = new QLabel(page);
    m_inputsNote->setWordWrap(true);
    layout->addWidget(m_inputsNote);

    m_differences = new QTableWidget(page);
    m_differences->setObjectName(QStringLiteral("differencesTable"));
    m_differences->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_differences->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_differences->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_differences->verticalHeader()->setVisible(false);
    m_differences->setContextMenuPolicy(Qt::CustomContextMenu);
    m_differences->setAlternatingRowColors(true);
    connect(m_differences, &QWidget::customContextMenuRequested, this, &CompareWindow::showDifferencesMenu);
    connect(m_differences, &QTableWidget::itemSelectionChanged, this, [this] {
        m_copyButton->setEnabled(!selectedKeys().isEmpty() && scenarioCount() >= 2);
    });
    layout->addWidget(m_differences, 1);

    auto *row = new QHBoxLayout;
    m_showAllBox = new QCheckBox(page);
    m_showAllBox->setObjectName(QStringLiteral("showAllInputs"));
    connect(m_showAllBox, &QCheckBox::toggled, this, &CompareWindow::setShowAllInputs);
    m_copyFromLabel = new QLabel(page);
    m_copyFrom = new QComboBox(page);
    m_copyFrom->setObjectName(QStringLiteral("copyFrom"));
    m_copyFromLabel->setBuddy(m_copyFrom);
    m_copyToLabel = new QLabel(page);
    m_copyTo = new QComboBox(page);
    m_copyTo->setObjectName(QStringLiteral("copyTo"));
    m_copyToLabel->setBuddy(m_copyTo);
    m_copyButton = new QPushButton(page);
    m_copyButton->setObjectName(QStringLiteral("copyButton"));
    m_copyButton->setEnabled(false);
    connect(m_copyButton, &QPushButton::clicked, this, &CompareWindow::copySelected);
    connect(m_copyFrom, &QComboBox::activated, this, [this] { updateCopyControls(); });
    row->addWidget(m_showAllBox);
    row->addStretch(1);
    row->addWidget(m_copyFromLabel);
    row->addWidget(m_copyFrom);
    row->addWidget(m_copyToLabel);
    row->addWidget(m_copyTo);
    row->addWidget(m_copyButton);
    layout->addLayout(row);
    return page;
}

QWidget *CompareWindow::createTradeOffsPage()
{
    auto *page = new QWidget;
    auto *layout = new QHBoxLayout(page);
    layout->setContentsMargins(0, 6, 0, 0);
    m_intervalChart = new CompareIntervalChart(page);
    m_gpuChart = new CompareGpuCountChart(page);
    m_intervalChart->setMinimumSize(420, 360);
    m_gpuChart->setMinimumSize(420, 360);
    layout->addWidget(m_intervalChart, 1);
    layout->addWidget(m_gpuChart, 1);
    return page;
}

// ------------------------------------------------------------------ columns

QColor CompareWindow::nextColour() const
{
    for (const QColor &c : kPalette) {
        const bool used = std::any_of(m_columns.begin(), m_columns.end(),
                                      [&c](const Column &col) { return col.colour == c; });
        if (!used)
            return c;
    }
    return style::colour::neutral();
}

void CompareWindow::addColumn(ScenarioDocument *document, bool owned, const QString &copyName)
{
    Column column;
    column.document = document;
    column.owned = owned;
    column.colour = nextColour();
    column.copyName = copyName;
    column.analysis = new AnalysisWorker(document->catalog(), this);
    // Fewer samples than the main window: four plans share the cores, and
    // P10/P90 of 2000 samples are steady to well under a percent.
    column.analysis->setSamples(2000);
    connect(column.analysis, &AnalysisWorker::finished, this, [this, document] { onAnalysisFinished(document); });
    connect(document, &ScenarioDocument::changed, this,
            [this, document](const DocumentChange &change) { onDocumentChanged(document, change); });
    connect(document, &ScenarioDocument::modifiedChanged, this, &CompareWindow::updateCards);
    connect(document, &ScenarioDocument::fileNameChanged, this, [this] {
        updateCards();
        refreshViews(false); // names in headers and legends
    });
    m_columns.push_back(std::move(column));
    m_columns.back().analysis->request(document->scenario());
}

void CompareWindow::releaseColumn(Column &column)
{
    if (column.editor)
        column.editor->close();
    if (column.document)
        disconnect(column.document, nullptr, this, nullptr);
    delete column.analysis;
    column.analysis = nullptr;
    if (column.owned)
        delete column.document.data();
    column.document = nullptr;
}

bool CompareWindow::addFiles(const QStringList &paths)
{
    if (paths.isEmpty())
        return false;
    if (scenarioCount() + paths.size() > ComparisonTable::kMaxScenarios) {
        showMessage(tr("Compare Plans"),
                    tr("Up to %1 plans can be compared side by side: this plan and at most %2 others. "
                       "%3 were chosen.")
                        .arg(ComparisonTable::kMaxScenarios)
                        .arg(ComparisonTable::kMaxScenarios - scenarioCount())
                        .arg(paths.size()));
        return false;
    }
    std::vector<ScenarioDocument *> loaded;
    for (const QString &path : paths) {
        auto *doc = new ScenarioDocument(m_table.catalog(), this);
        const FileOutcome outcome = doc->load(path);
        if (!outcome.ok()) {
            QString text = tr("%1 could not be opened.").arg(QFileInfo(path).fileName()) + QLatin1Char('\n')
                           + MessageTexts::fileError(outcome.error);
            for (const tco::Issue &issue : outcome.issues)
                text += QLatin1Char('\n')
                        + MessageTexts::issue(issue, QString::fromStdString(issue.value), doc->scenario());
            delete doc;
            qDeleteAll(loaded);
            showMessage(tr("Compare Plans"), text);
            return false;
        }
        loaded.push_back(doc);
    }
    for (ScenarioDocument *doc : loaded)
        addColumn(doc, true, QString());
    structureChanged();
    return true;
}

bool CompareWindow::addCopy(int source)
{
    if (source < 0)
        source = indexOf(m_current);
    if (source < 0 || source >= scenarioCount())
        return false;
    if (scenarioCount() >= ComparisonTable::kMaxScenarios) {
        showMessage(tr("Compare Plans"), tr("Up to %1 plans can be compared side by side. Remove one first.")
                                             .arg(ComparisonTable::kMaxScenarios));
        return false;
    }
    const QString name = tr("Copy of %1").arg(scenarioName(source));
    tco::Scenario copy = document(source)->scenario();
    auto *doc = new ScenarioDocument(m_table.catalog(), std::move(copy), this);
    addColumn(doc, true, name);
    structureChanged();
    return true;
}

bool CompareWindow::removeScenario(int index)
{
    if (index < 0 || index >= scenarioCount() || isCurrent(index) || scenarioCount() <= ComparisonTable::kMinScenarios)
        return false;
    Column column = m_columns[static_cast<std::size_t>(index)];
    m_columns.erase(m_columns.begin() + index);
    releaseColumn(column);
    structureChanged();
    return true;
}

bool CompareWindow::setBaseline(int index)
{
    if (index <= 0 || index >= scenarioCount())
        return index == 0;
    std::rotate(m_columns.begin(), m_columns.begin() + index, m_columns.begin() + index + 1);
    structureChanged();
    return true;
}

ScenarioDocument *CompareWindow::document(int index) const
{
    if (index < 0 || index >= scenarioCount())
        return nullptr;
    return m_columns[static_cast<std::size_t>(index)].document;
}

int CompareWindow::indexOf(const ScenarioDocument *document) const
{
    for (int i = 0; i < scenarioCount(); ++i)
        if (m_columns[static_cast<std::size_t>(i)].document == document)
            return i;
    return -1;
}

bool CompareWindow::isCurrent(int index) const
{
    return m_current && document(index) == m_current.data();
}

QString CompareWindow::letter(int index)
{
    return QString(QChar(static_cast<char16_t>(u'A' + index)));
}

QColor CompareWindow::scenarioColour(int index) const
{
    if (index < 0 || index >= scenarioCount())
        return {};
    return m_columns[static_cast<std::size_t>(index)].colour;
}

QString CompareWindow::scenarioName(int index) const
{
    const ScenarioDocument *doc = document(index);
    if (!doc)
        return {};
    if (!doc->fileName().isEmpty())
        return QFileInfo(doc->fileName()).completeBaseName();
    const QString &copy = m_columns[static_cast<std::size_t>(index)].copyName;
    if (!copy.isEmpty())
        return copy;
    if (!doc->scenario().name.empty())
        return QString::fromStdString(doc->scenario().name);
    return tr("Untitled plan");
}

QString CompareWindow::columnTitle(int index) const
{
    return tr("%1 · %2").arg(letter(index), scenarioName(index));
}

QString CompareWindow::statusText(int index) const
{
    const ScenarioDocument *doc = document(index);
    QStringList parts;
    if (index == 0)
        parts << tr("baseline");
    if (isCurrent(index))
        parts << tr("open in the main window");
    else if (doc->fileName().isEmpty())
        parts << tr("copy, not saved yet");
    else if (doc->isModified())
        parts << tr("changed, not saved");
    else
        parts << tr("from file");
    // The file names the column; the plan's own name says what it is.
    const QString name = QString::fromStdString(doc->scenario().name);
    if (!doc->fileName().isEmpty() && !name.isEmpty() && name != scenarioName(index))
        parts << name;
    if (isCurrent(index) && doc->isModified())
        parts << tr("unsaved changes");
    return parts.join(QStringLiteral(" · "));
}

void CompareWindow::structureChanged()
{
    if (m_waterfallTarget < 1 || m_waterfallTarget >= scenarioCount())
        m_waterfallTarget = scenarioCount() >= 2 ? scenarioCount() - 1 : 1;
    syncTable();
    rebuildCards();
    updateCopyControls();
    refreshViews(false);
    Q_EMIT scenariosChanged();
}

void CompareWindow::syncTable()
{
    std::vector<tco::Scenario> scenarios;
    for (const Column &c : m_columns)
        scenarios.push_back(c.document->scenario());
    if (!m_table.setScenarios(std::move(scenarios)))
        return;
    for (int i = 0; i < scenarioCount(); ++i) {
        const AnalysisWorker *worker = m_columns[static_cast<std::size_t>(i)].analysis;
        if (!worker->isStale() && worker->latest())
            m_table.setRisk(i, worker->latest()->risk.costP10, worker->latest()->risk.costP90);
    }
}

void CompareWindow::onDocumentChanged(ScenarioDocument *document, const DocumentChange &change)
{
    const int index = indexOf(document);
    if (index < 0)
        return;
    if (change.kind != ChangeKind::Interaction) {
        m_columns[static_cast<std::size_t>(index)].analysis->request(document->scenario());
        if (m_table.scenarioCount() == scenarioCount())
            m_table.setScenario(index, document->scenario());
    }
    updateCards();
    refreshViews(change.interacting);
}

void CompareWindow::onAnalysisFinished(ScenarioDocument *document)
{
    const int index = indexOf(document);
    if (index < 0 || m_table.scenarioCount() != scenarioCount())
        return;
    const AnalysisWorker::Output *out = m_columns[static_cast<std::size_t>(index)].analysis->latest();
    if (!out)
        return;
    m_table.setRisk(index, out->risk.costP10, out->risk.costP90);
    updateKpiTable();
}

// ------------------------------------------------------------------ views

void CompareWindow::refreshViews(bool interacting)
{
    if (m_table.scenarioCount() != scenarioCount())
        return; // fewer than two plans: nothing to compare yet
    updateKpiTable();
    updateWaterfall();
    // A drag in the main window moves one value: the rows of the inputs
    // table only change when it ends, and rebuilding them on every step
    // would lose the hover and selection.
    if (!interacting)
        updateDifferences();
    updateCurves(interacting);
}

void CompareWindow::rebuildCards()
{
    // The card row is rebuilt on every structural change: at most four cards.
    while (QLayoutItem *item = m_cardsLayout->takeAt(0)) {
        if (QWidget *w = item->widget(); w && w != m_addPlan && w != m_addCopy) {
            // Later: this may run from a click inside the card itself.
            w->setObjectName(QString());
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
    for (int i = 0; i < scenarioCount(); ++i) {
        const QString n = QString::number(i);
        auto *card = new QFrame(m_cards);
        card->setObjectName(QStringLiteral("scenarioCard.") + n);
        card->setFrameShape(QFrame::StyledPanel);
        card->setAutoFillBackground(true);
        auto *grid = new QGridLayout(card);
        grid->setContentsMargins(0, 0, 8, 6);
        grid->setHorizontalSpacing(8);
        grid->setVerticalSpacing(2);
        auto *bar = new QFrame(card);
        bar->setFixedWidth(8);
        bar->setAutoFillBackground(true);
        QPalette pal = bar->palette();
        pal.setColor(QPalette::Window, scenarioColour(i));
        bar->setPalette(pal);
        auto *title = new QLabel(card);
        title->setObjectName(QStringLiteral("title.") + n);
        QFont titleFont = title->font();
        titleFont.setBold(true);
        titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
        title->setFont(titleFont);
        auto *status = new QLabel(card);
        status->setObjectName(QStringLiteral("status.") + n);
        auto *edit = new QPushButton(card);
        edit->setObjectName(QStringLiteral("edit.") + n);
        connect(edit, &QPushButton::clicked, this, [this, card] {
            editScenario(m_cardsLayout->indexOf(card));
        });
        auto *save = new QPushButton(card);
        save->setObjectName(QStringLiteral("save.") + n);
        save->setVisible(!isCurrent(i));
        connect(save, &QPushButton::clicked, this, [this, card] { saveScenario(m_cardsLayout->indexOf(card)); });
        auto *more = new QToolButton(card);
        more->setObjectName(QStringLiteral("more.") + n);
        more->setText(QStringLiteral("⋯"));
        more->setPopupMode(QToolButton::InstantPopup);
        auto *menu = new QMenu(more);
        more->setMenu(menu);
        connect(menu, &QMenu::aboutToShow, this, [this, menu, card] {
            const int index = m_cardsLayout->indexOf(card);
            menu->clear();
            QAction *saveAs = menu->addAction(tr("Save As…"), this, [this, index] { saveScenario(index, true); });
            saveAs->setEnabled(!isCurrent(index));
            QAction *copy = menu->addAction(tr("Add a Copy of This Plan"), this, [this, index] { addCopy(index); });
            copy->setEnabled(scenarioCount() < ComparisonTable::kMaxScenarios);
            QAction *baseline = menu->addAction(tr("Make Baseline"), this, [this, index] { setBaseline(index); });
            baseline->setEnabled(index > 0);
            menu->addSeparator();
            QAction *remove = menu->addAction(tr("Remove from Comparison"), this,
                                              [this, index] { removeScenario(index); });
            remove->setEnabled(!isCurrent(index) && scenarioCount() > ComparisonTable::kMinScenarios);
        });
        grid->addWidget(bar, 0, 0, 3, 1);
        grid->addWidget(title, 0, 1, 1, 4);
        grid->addWidget(status, 1, 1, 1, 4);
        grid->addWidget(edit, 2, 1);
        grid->addWidget(save, 2, 2);
        grid->addWidget(more, 2, 3);
        grid->setColumnStretch(4, 1);
        grid->setRowMinimumHeight(0, 6);
        m_cardsLayout->addWidget(card, 1);
    }
    m_cardsLayout->addWidget(m_addPlan);
    m_cardsLayout->addWidget(m_addCopy);
    updateCards();
}

void CompareWindow::updateCards()
{
    for (int i = 0; i < scenarioCount() && i < m_cardsLayout->count(); ++i) {
        const QString n = QString::number(i);
        auto *card = qobject_cast<QFrame *>(m_cardsLayout->itemAt(i)->widget());
        if (!card)
            continue;
        const ScenarioDocument *doc = document(i);
        if (auto *title = card->findChild<QLabel *>(QStringLiteral("title.") + n))
            title->setText(columnTitle(i) + (doc->isModified() && !isCurrent(i) ? QStringLiteral(" *") : QString()));
        if (auto *status = card->findChild<QLabel *>(QStringLiteral("status.") + n))
            status->setText(statusText(i));
        if (auto *edit = card->findChild<QPushButton *>(QStringLiteral("edit.") + n)) {
            edit->setText(isCurrent(i) ? tr("Edit in Main Window") : tr("Edit…"));
            edit->setToolTip(isCurrent(i) ? tr("Changes in the main window show here at once")
                                          : tr("Change this plan's inputs (undoable)"));
        }
        if (auto *save = card->findChild<QPushButton *>(QStringLiteral("save.") + n)) {
            save->setText(doc->fileName().isEmpty() ? tr("Save As…") : tr("Save"));
            save->setEnabled(doc->isModified() || doc->fileName().isEmpty());
        }
        if (auto *more = card->findChild<QToolButton *>(QStringLiteral("more.") + n)) {
            more->setToolTip(tr("More actions for %1").arg(columnTitle(i)));
            more->setAccessibleName(tr("More actions for %1").arg(columnTitle(i)));
        }
    }
    const bool room = scenarioCount() < ComparisonTable::kMaxScenarios;
    m_addPlan->setEnabled(room);
    m_addCopy->setEnabled(room);
    setWindowTitle(tr("Compare Plans — LLM TCO Planner"));
}

void CompareWindow::updateKpiTable()
{
    const int n = scenarioCount();
    if (m_table.scenarioCount() != n)
        return;
    m_kpiTable->setColumnCount(n);
    for (int c = 0; c < n; ++c) {
        auto *header = m_kpiTable->horizontalHeaderItem(c);
        if (!header) {
            header = new QTableWidgetItem;
            m_kpiTable->setHorizontalHeaderItem(c, header);
        }
        header->setText(columnTitle(c));
        header->setIcon(swatch(scenarioColour(c)));
    }
    for (std::size_t m = 0; m < ComparisonTable::kMetricCount; ++m) {
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
            const QString name = QStringLiteral("cell.%1.%2").arg(fromKey(ComparisonTable::metricKey(metric))).arg(c);
            if (!label) {
                label = new QLabel;
                label->setTextFormat(Qt::RichText);
                label->setAlignment(Qt::AlignCenter);
                label->setMargin(4);
                m_kpiTable->setCellWidget(row, c, label);
            }
            label->setObjectName(name);
            const ComparisonTable::Cell cell = m_table.cell(metric, c);
            const tco::Result &r = m_table.result(c);
            QString value;
            QString second;
            QColor secondColour = quietColour();
            if (metric == Metric::BudgetUsedFraction) {
                value = r.budgetStatus == tco::BudgetStatus::NoBudget ? tr("no budget set")
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
                    second = tr("baseline");
                } else if (cell.absoluteDelta == 0.0) {
                    second = tr("no change");
                } else {
                    const QString relative = metric == Metric::EffectiveMfu ? QString()
                                                                             : signedPercent(cell.relativeDelta);
                    second = relative.isEmpty() ? metricDelta(metric, cell.absoluteDelta)
                                                : tr("%1 (%2)").arg(metricDelta(metric, cell.absoluteDelta), relative);
                    const bool better = (cell.absoluteDelta > 0) == ComparisonTable::higherIsBetter(metric);
                    secondColour = better ? betterColour() : worseColour();
                }
            }
            const bool prominent = metric == Metric::TotalUsd;
            label->setText(QStringLiteral("<div style='font-size:%1pt'><b>%2</b></div>"
                                          "<div style='color:%3'>%4</div>")
                               .arg(QString::number(label->font().pointSizeF() * (prominent ? 1.5 : 1.2), 'f', 1),
                                    value.toHtmlEscaped(), secondColour.name(), second.toHtmlEscaped()));
            label->setAccessibleName(metricName(metric) + QStringLiteral(", ") + columnTitle(c));
            label->setAccessibleDescription(value + QStringLiteral(", ") + second);
        }
    }
}

void CompareWindow::setWaterfallTarget(int index)
{
    if (index < 1 || index >= scenarioCount())
        return;
    m_waterfallTarget = index;
    updateWaterfall();
}

void CompareWindow::updateWaterfall()
{
    const int n = scenarioCount();
    if (m_table.scenarioCount() != n)
        return;
    {
        const QSignalBlocker block(m_waterfallTargetCombo);
        m_waterfallTargetCombo->clear();
        for (int i = 1; i < n; ++i)
            m_waterfallTargetCombo->addItem(swatch(scenarioColour(i)), columnTitle(i), i);
        m_waterfallTargetCombo->setCurrentIndex(m_waterfallTarget - 1);
    }
    const int t = m_waterfallTarget;
    const tco::Comparison &c = m_table.comparison(t);
    m_waterfall->setComparison(columnTitle(0), scenarioColour(0), c.a.totalUsd, m_table.waterfall(t), columnTitle(t),
                               scenarioColour(t), c.b.totalUsd);

    const std::vector<tco::InputChange> decisions = m_table.decisions(t);
    if (c.totalDeltaUsd > 0)
        m_waterfallSummary->setText(tr("<b>%1</b> costs <b>%2 more</b> than %3 (%4).")
                                        .arg(columnTitle(t).toHtmlEscaped(), formatUsd(c.totalDeltaUsd),
                                             columnTitle(0).toHtmlEscaped(), signedPercent(c.relativeDelta)));
    else if (c.totalDeltaUsd < 0)
        m_waterfallSummary->setText(tr("<b>%1</b> costs <b>%2 less</b> than %3 (%4).")
                                        .arg(columnTitle(t).toHtmlEscaped(), formatUsd(-c.totalDeltaUsd),
                                             columnTitle(0).toHtmlEscaped(), signedPercent(c.relativeDelta)));
    else
        m_waterfallSummary->setText(tr("<b>%1</b> costs the same as %2.")
                                        .arg(columnTitle(t).toHtmlEscaped(), columnTitle(0).toHtmlEscaped()));
    m_decisionsTitle->setText(
        decisions.empty() ? tr("No input differs: change the copy (Edit…) or copy values on the Inputs tab.")
                          : tr("The resource decisions behind the change, largest first. Each input is moved "
                               "from %1's value to %2's in turn, so together they add up to the whole difference.")
                                .arg(letter(0), letter(t)));

    m_decisions->setHorizontalHeaderLabels(
        {tr("Resource decision"), tr("%1 (from)").arg(letter(0)), tr("%1 (to)").arg(letter(t)), tr("Cost change")});
    m_decisions->setRowCount(static_cast<int>(decisions.size()) + (decisions.empty() ? 0 : 1));
    const tco::Scenario &a = m_table.scenario(0);
    const tco::Scenario &b = m_table.scenario(t);
    const tco::Catalog &catalog = m_table.catalog();
    int row = 0;
    for (const tco::InputChange &d : decisions) {
        auto *label = new QTableWidgetItem(inputLabel(d.key));
        label->setData(Qt::UserRole, QString::fromStdString(d.key));
        if (const auto id = tco::findInput(d.key))
            label->setToolTip(InputTexts::toolTip(*id));
        m_decisions->setItem(row, 0, label);
        m_decisions->setItem(row, 1, new QTableWidgetItem(valueText(a, d.key, catalog)));
        m_decisions->setItem(row, 2, new QTableWidgetItem(valueText(b, d.key, catalog)));
        auto *delta = new QTableWidgetItem(signedUsd(d.deltaUsd));
        delta->setData(Qt::UserRole, d.deltaUsd);
        delta->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        delta->setForeground(d.deltaUsd > 0 ? worseColour() : d.deltaUsd < 0 ? betterColour() : quietColour());
        m_decisions->setItem(row, 3, delta);
        ++row;
    }
    if (!decisions.empty()) {
        auto *total = new QTableWidgetItem(tr("Total change"));
        QFont bold = total->font();
        bold.setBold(true);
        total->setFont(bold);
        m_decisions->setItem(row, 0, total);
        m_decisions->setItem(row, 1, new QTableWidgetItem(formatUsd(c.a.totalUsd)));
        m_decisions->setItem(row, 2, new QTableWidgetItem(formatUsd(c.b.totalUsd)));
        auto *delta = new QTableWidgetItem(signedUsd(c.totalDeltaUsd));
        delta->setFont(bold);
        delta->setData(Qt::UserRole, c.totalDeltaUsd);
        delta->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_decisions->setItem(row, 3, delta);
    }
}

QStringList CompareWindow::differenceKeys() const
{
    QStringList keys;
    for (int r = 0; r < m_differences->rowCount(); ++r)
        if (const QTableWidgetItem *item = m_differences->item(r, 0))
            keys << item->data(Qt::UserRole).toString();
    return keys;
}

QStringList CompareWindow::selectedKeys() const
{
    QStringList keys;
    const QList<QTableWidgetItem *> items = m_differences->selectedItems();
    for (const QTableWidgetItem *item : items) {
        const QString key = m_differences->item(item->row(), 0)->data(Qt::UserRole).toString();
        if (!keys.contains(key))
            keys << key;
    }
    return keys;
}

void CompareWindow::setShowAllInputs(bool all)
{
    m_showAll = all;
    if (m_showAllBox->isChecked() != all) {
        const QSignalBlocker block(m_showAllBox);
        m_showAllBox->setChecked(all);
    }
    updateDifferences();
}

void CompareWindow::updateDifferences()
{
    const int n = scenarioCount();
    if (m_table.scenarioCount() != n)
        return;
    const QStringList selected = selectedKeys();
    const std::vector<ComparisonTable::Difference> rows = m_table.differences(m_showAll);
    const QSignalBlocker block(m_differences);
    m_differences->clearSelection();
    m_differences->setColumnCount(n + 1);
    QStringList headers{tr("Input")};
    for (int c = 0; c < n; ++c)
        headers << columnTitle(c);
    m_differences->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < n; ++c)
        m_differences->horizontalHeaderItem(c + 1)->setIcon(swatch(scenarioColour(c)));
    m_differences->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c <= n; ++c)
        m_differences->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_differences->setRowCount(static_cast<int>(rows.size()));
    const tco::Catalog &catalog = m_table.catalog();
    int row = 0;
    for (const ComparisonTable::Difference &d : rows) {
        auto *label = new QTableWidgetItem(inputLabel(d.key));
        label->setData(Qt::UserRole, QString::fromStdString(d.key));
        if (d.input)
            label->setToolTip(InputTexts::toolTip(*d.input));
        m_differences->setItem(row, 0, label);
        for (int c = 0; c < n; ++c) {
            const tco::Scenario &s = m_table.scenario(c);
            auto *item = new QTableWidgetItem(valueText(s, d.key, catalog));
            if (c > 0 && !ComparisonTable::sameValue(m_table.scenario(0), s, d.key)) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_differences->setItem(row, c + 1, item);
        }
        if (selected.contains(QString::fromStdString(d.key)))
            m_differences->selectRow(row);
        ++row;
    }
    m_inputsNote->setText(
        rows.empty() ? tr("All plans use the same inputs. Change a plan (Edit…) to see how it differs.")
                     : tr("Inputs that differ between the plans: %1 (bold: differs from the baseline). Select "
                          "rows and copy one plan's values to another; right-click for quick copies.")
                           .arg(m_table.differences(false).size()));
    m_copyButton->setEnabled(!selectedKeys().isEmpty());
}

void CompareWindow::updateCopyControls()
{
    const int n = scenarioCount();
    const int from = std::clamp(m_copyFrom->currentData().isValid() ? m_copyFrom->currentData().toInt() : 0, 0,
                                std::max(0, n - 1));
    const int oldTo = m_copyTo->currentData().isValid() ? m_copyTo->currentData().toInt() : -2;
    {
        const QSignalBlocker block(m_copyFrom);
        m_copyFrom->clear();
        for (int i = 0; i < n; ++i)
            m_copyFrom->addItem(swatch(scenarioColour(i)), columnTitle(i), i);
        m_copyFrom->setCurrentIndex(from);
    }
    const QSignalBlocker block(m_copyTo);
    m_copyTo->clear();
    for (int i = 0; i < n; ++i)
        if (i != from)
            m_copyTo->addItem(swatch(scenarioColour(i)), columnTitle(i), i);
    if (n > 2)
        m_copyTo->addItem(tr("all other plans"), -1);
    const int keep = m_copyTo->findData(oldTo);
    m_copyTo->setCurrentIndex(keep >= 0 ? keep : 0);
}

void CompareWindow::updateCurves(bool interacting)
{
    const int n = scenarioCount();
    std::vector<CompareSeries> series;
    for (int i = 0; i < n; ++i)
        series.push_back({&m_table.scenario(i), &m_table.result(i), columnTitle(i), scenarioColour(i)});
    m_intervalChart->setSeries(series, m_table.catalog(), interacting);
    m_gpuChart->setSeries(series, m_table.catalog(), interacting);
}

// ------------------------------------------------------------------ actions

bool CompareWindow::copyValue(const QString &key, int from, int to)
{
    return copyValues(QStringList{key}, from, to);
}

bool CompareWindow::copyValues(const QStringList &keys, int from, int to)
{
    ScenarioDocument *source = document(from);
    if (!source || keys.isEmpty() || (to != -1 && (!document(to) || to == from)))
        return false;
    std::vector<ScenarioDocument *> targets;
    for (int i = 0; i < scenarioCount(); ++i)
        if (i != from && (to == -1 || i == to))
            targets.push_back(document(i));
    // The source may itself change while copying (never: it is not a
    // target), but keep its values stable anyway.
    const tco::Scenario values = source->scenario();
    QStringList refused;
    for (ScenarioDocument *target : targets) {
        QUndoStack *stack = target->undoStack();
        const bool macro = keys.size() > 1;
        if (macro)
            stack->beginMacro(tr("copy inputs from %1").arg(letter(from)));
        for (const QString &key : keys) {
            const std::string k = toKey(key);
            std::optional<tco::Issue> issue;
            if (k == tco::kGpuKey) {
                if (target->scenario().gpuId != values.gpuId)
                    issue = target->setGpu(QString::fromStdString(values.gpuId));
            } else if (const auto id = tco::findInput(k)) {
                if (target->value(*id) != values.value(*id))
                    issue = target->setValue(*id, values.value(*id));
            }
            if (issue)
                refused << tr("%1 → %2: %3")
                               .arg(inputLabel(k), columnTitle(indexOf(target)),
                                    MessageTexts::issue(*issue, valueText(values, k, m_table.catalog()),
                                                        target->scenario()));
        }
        if (macro)
            stack->endMacro();
    }
    if (!refused.isEmpty()) {
        showMessage(tr("Copy Values"), tr("Some values were not copied:") + QLatin1Char('\n') +
                                           refused.join(QLatin1Char('\n')));
        return false;
    }
    return true;
}

void CompareWindow::copySelected()
{
    const QStringList keys = selectedKeys();
    if (keys.isEmpty())
        return;
    copyValues(keys, m_copyFrom->currentData().toInt(), m_copyTo->currentData().toInt());
}

void CompareWindow::showDifferencesMenu(const QPoint &pos)
{
    const QTableWidgetItem *item = m_differences->itemAt(pos);
    if (!item)
        return;
    if (!m_differences->item(item->row(), 0)->isSelected())
        m_differences->selectRow(item->row());
    const QStringList keys = selectedKeys();
    const int n = scenarioCount();
    QMenu menu(this);
    for (int from = 0; from < n; ++from) {
        for (int to = 0; to < n; ++to) {
            if (to == from)
                continue;
            menu.addAction(tr("Copy %1's value to %2").arg(letter(from), letter(to)), this,
                           [this, keys, from, to] { copyValues(keys, from, to); });
        }
        if (n > 2)
            menu.addAction(tr("Copy %1's value to all other plans").arg(letter(from)), this,
                           [this, keys, from] { copyValues(keys, from, -1); });
        menu.addSeparator();
    }
    menu.exec(m_differences->viewport()->mapToGlobal(pos));
}

bool CompareWindow::saveScenario(int index, bool askForName)
{
    ScenarioDocument *doc = document(index);
    if (!doc || isCurrent(index))
        return false;
    QString path = doc->fileName();
    if (path.isEmpty() || askForName) {
        const QString suggested = path.isEmpty() ? scenarioName(index) + QStringLiteral(".tcoplan") : path;
        path = dialogs().saveFile ? dialogs().saveFile(this, suggested)
                                  : QFileDialog::getSaveFileName(this, tr("Save Plan As"), suggested, fileFilter());
        if (path.isEmpty())
            return false;
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".tcoplan");
    }
    const FileOutcome outcome = doc->save(path);
    if (!outcome.ok()) {
        showMessage(tr("Save Plan"), tr("%1 could not be saved.").arg(QFileInfo(path).fileName()) +
                                         QLatin1Char('\n') + MessageTexts::fileError(outcome.error) +
                                         QLatin1Char('\n') + outcome.detail);
        return false;
    }
    updateCards();
    refreshViews(false);
    return true;
}

void CompareWindow::editScenario(int index)
{
    ScenarioDocument *doc = document(index);
    if (!doc)
        return;
    if (isCurrent(index)) {
        if (QWidget *main = parentWidget()) {
            main->raise();
            main->activateWindow();
        }
        return;
    }
    Column &column = m_columns[static_cast<std::size_t>(index)];
    if (column.editor) {
        column.editor->raise();
        column.editor->activateWindow();
        return;
    }
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("editDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Edit %1").arg(columnTitle(index)));
    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    auto *primary = new PrimaryControls(doc, content);
    auto *groups = new InputGroupsPanel(doc, content);
    contentLayout->addWidget(primary);
    contentLayout->addWidget(groups);
    contentLayout->addStretch(1);
    auto *scroll = new QScrollArea(dialog);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *undo = new QPushButton(tr("Undo"), dialog);
    undo->setObjectName(QStringLiteral("editUndo"));
    undo->setShortcut(QKeySequence::Undo);
    auto *redo = new QPushButton(tr("Redo"), dialog);
    redo->setObjectName(QStringLiteral("editRedo"));
    redo->setShortcut(QKeySequence::Redo);
    auto *close = new QPushButton(tr("Close"), dialog);
    QUndoStack *stack = doc->undoStack();
    connect(undo, &QPushButton::clicked, stack, &QUndoStack::undo);
    connect(redo, &QPushButton::clicked, stack, &QUndoStack::redo);
    connect(close, &QPushButton::clicked, dialog, &QDialog::close);
    undo->setEnabled(stack->canUndo());
    redo->setEnabled(stack->canRedo());
    connect(stack, &QUndoStack::canUndoChanged, undo, &QPushButton::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, redo, &QPushButton::setEnabled);
    connect(doc, &ScenarioDocument::changed, dialog, [primary, groups](const DocumentChange &change) {
        primary->onDocumentChanged(change);
        groups->onDocumentChanged(change);
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(undo);
    buttons->addWidget(redo);
    buttons->addStretch(1);
    buttons->addWidget(close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(scroll, 1);
    layout->addLayout(buttons);
    dialog->resize(440, std::min(900, height()));
    column.editor = dialog;
    dialog->show();
}

// ------------------------------------------------------------------ window

void CompareWindow::closeEvent(QCloseEvent *event)
{
    std::vector<int> unsaved;
    for (int i = 0; i < scenarioCount(); ++i)
        if (!isCurrent(i) && document(i)->isModified())
            unsaved.push_back(i);
    if (!unsaved.empty()) {
        QStringList names;
        for (int i : unsaved)
            names << columnTitle(i);
        const QString title = tr("Unsaved changes");
        const QString text = tr("These compared plans have unsaved changes: %1. Save them?")
                                 .arg(names.join(QStringLiteral(", ")));
        const auto answer = dialogs().question
                                ? dialogs().question(this, title, text)
                                : QMessageBox::question(this, title, text,
                                                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                                        QMessageBox::Save);
        if (answer == QMessageBox::Cancel) {
            event->ignore();
            return;
        }
        if (answer == QMessageBox::Save) {
            for (int i : unsaved) {
                if (!saveScenario(i)) {
                    event->ignore();
                    return;
                }
            }
        }
    }
    for (Column &c : m_columns)
        if (c.editor)
            c.editor->close();
    event->accept();
}

void CompareWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CompareWindow::retranslate()
{
    m_intro->setText(tr("Plans side by side. The first column is the baseline: every other column shows its "
                        "change against it. Changes in the main window show here at once."));
    m_addPlan->setText(tr("Add Plan from File…"));
    m_addPlan->setToolTip(tr("Compare with a saved plan (up to %1 plans in all)").arg(ComparisonTable::kMaxScenarios));
    m_addCopy->setText(tr("Add Copy of This Plan"));
    m_addCopy->setToolTip(tr("A copy of the main window's plan to change and compare against"));
    m_tabs->setTabText(0, tr("Key Figures"));
    m_tabs->setTabText(1, tr("What Moved the Cost"));
    m_tabs->setTabText(2, tr("Inputs"));
    m_tabs->setTabText(3, tr("Trade-offs"));
    m_kpiNote->setText(tr("Green: better than the baseline, red: worse. P10 and P90 come from a Monte Carlo over "
                          "MFU, prices, MTBF and failures. Every default is an editable assumption, not a quote."));
    m_waterfallLabel->setText(tr("Compare %1 with:").arg(letter(0)));
    m_showAllBox->setText(tr("Show all inputs"));
    m_copyFromLabel->setText(tr("Copy the selected inputs from"));
    m_copyToLabel->setText(tr("to"));
    m_copyButton->setText(tr("Copy"));
    m_copyButton->setToolTip(tr("Undoable: in the main window for the plan open there, with Edit… for the others"));
    m_kpiTable->setAccessibleName(tr("Key figures of the compared plans"));
    m_decisions->setAccessibleName(tr("Resource decisions behind the change"));
    m_differences->setAccessibleName(tr("Inputs that differ between the plans"));
    m_waterfallTargetCombo->setAccessibleName(tr("Plan to compare with the baseline"));
    m_copyFrom->setAccessibleName(tr("Copy from"));
    m_copyTo->setAccessibleName(tr("Copy to"));
    updateCards();
    updateCopyControls();
    refreshViews(false);
}

} // namespace planner
