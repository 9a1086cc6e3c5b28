// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/scenariodocument.h"

#include <files/atomicfile.h>

#include "document/commands/changegpucommand.h"
#include "document/commands/changevaluecommand.h"
#include "document/commands/changevaluescommand.h"
#include "document/commands/swapcommand.h"

#include "analysis/analysis.h"
#include "analysis/leverchanges.h"
#include "plan/calendar.h"
#include "plan/evaluate.h"
#include "tracking/actuals.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>
#include <utility>

namespace planner {
namespace {

/** Removes what an XML archive cannot carry back (control characters);
 *  keeps line breaks where `multiLine`, as "\n". */
std::string cleanText(const std::string &utf8, bool multiLine)
{
    QString text = QString::fromStdString(utf8);
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    QString out;
    out.reserve(text.size());
    for (const QChar c : std::as_const(text)) {
        if (c == QLatin1Char('\n') && multiLine)
            out += c;
        else if (c == QLatin1Char('\t') || c == QLatin1Char('\n'))
            out += QLatin1Char(' ');
        else if (c.category() != QChar::Other_Control)
            out += c;
    }
    // Surrounding blanks are not kept by every reader of the XML either.
    return out.trimmed().toStdString();
}

} // namespace

ScenarioDocument::ScenarioDocument(const tco::Catalog &catalog, QObject *parent)
    : ScenarioDocument(catalog, tco::defaultScenario(), parent)
{
}

ScenarioDocument::ScenarioDocument(const tco::Catalog &catalog, tco::Scenario scenario, QObject *parent)
    : QObject(parent), m_catalog(catalog), m_scenario(std::move(scenario)), m_undoStack(new QUndoStack(this))
{
    reevaluate();
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

ScenarioDocument::~ScenarioDocument() = default;

bool ScenarioDocument::isDefault(tco::InputId input) const
{
    return m_scenario.value(input) == tco::spec(input).defaultValue;
}

bool ScenarioDocument::isModified() const
{
    return !m_undoStack->isClean();
}

std::optional<tco::Issue> ScenarioDocument::checkCandidate(const tco::Scenario &candidate,
                                                           std::string_view key) const
{
    // Cross-field rules: refuse only what this edit newly breaks, so a file
    // that was valid stays editable.
    const auto before = tco::validate(m_scenario, m_catalog);
    const auto after = tco::validate(candidate, m_catalog);
    const auto known = [&before](const tco::Issue &i) {
        return std::any_of(before.begin(), before.end(),
                           [&i](const tco::Issue &b) { return b.code == i.code && b.key == i.key; });
    };
    std::optional<tco::Issue> found;
    for (const tco::Issue &issue : after) {
        if (known(issue))
            continue;
        if (issue.key == key)
            return issue;
        if (!found)
            found = issue;
    }
    return found;
}

std::optional<tco::Issue> ScenarioDocument::setValue(tco::InputId input, double value, bool dragging)
{
    if (auto issue = tco::checkValue(input, value))
        return issue;
    tco::Scenario candidate = m_scenario;
    candidate.set(input, value);
    if (auto issue = checkCandidate(candidate, tco::spec(input).key))
        return issue;

    if (dragging) {
        if (m_dragSession == 0 || m_dragInput != input) {
            m_dragSession = ++m_lastDragSession;
            m_dragInput = input;
        }
    } else if (m_dragSession != 0 && m_dragInput != input) {
        m_dragSession = 0;
    }
    const double old = m_scenario.value(input);
    if (old == value)
        return std::nullopt;
    m_undoStack->push(new ChangeValueCommand(this, input, old, value, dragging ? m_dragSession : 0));
    return std::nullopt;
}

std::optional<tco::Issue> ScenarioDocument::setGpu(const QString &id)
{
    const std::string newId = id.toStdString();
    if (!m_catalog.find(newId))
        return tco::Issue{tco::IssueCode::UnknownAccelerator, std::string(tco::kGpuKey), newId,
                          "an id of the accelerator catalog"};
    if (newId == m_scenario.gpuId)
        return std::nullopt;
    tco::Scenario candidate = m_scenario;
    candidate.gpuId = newId;
    if (auto issue = checkCandidate(candidate, tco::kGpuKey))
        return issue;
    m_dragSession = 0;
    m_undoStack->push(new ChangeGpuCommand(this, m_scenario.gpuId, newId));
    return std::nullopt;
}

std::optional<tco::Issue> ScenarioDocument::resetToDefault(tco::InputId input)
{
    return setValue(input, tco::spec(input).defaultValue);
}

void ScenarioDocument::resetAllToDefaults()
{
    const tco::Scenario defaults = tco::defaultScenario();
    if (defaults.values == m_scenario.values && defaults.gpuId == m_scenario.gpuId)
        return;
    m_dragSession = 0;
    // One step; applied in an order that never breaks a cross-field rule
    // because the end state (the defaults) is valid and each command only
    // sets a value without re-checking.
    auto *macro = new QUndoCommand(QStringLiteral("reset"));
    for (const tco::InputSpec &in : tco::inputSpecs()) {
        const double old = m_scenario.value(in.id);
        if (old != in.defaultValue)
            new ChangeValueCommand(this, in.id, old, in.defaultValue, 0, macro);
    }
    if (defaults.gpuId != m_scenario.gpuId)
        new ChangeGpuCommand(this, m_scenario.gpuId, defaults.gpuId, macro);
    m_undoStack->push(macro);
}

std::optional<tco::Issue> ScenarioDocument::useOptimalInterval()
{
    const tco::InputSpec &in = tco::spec(tco::InputId::CheckpointIntervalHours);
    const double best = tco::bestCheckpointIntervalHours(m_scenario, m_catalog);
    const double optimum = std::clamp(best, in.minValue, in.maxValue);
    return setValue(in.id, optimum);
}

std::optional<tco::Issue>
ScenarioDocument::setValues(const std::vector<std::pair<tco::InputId, double>> &values, const QString &text)
{
    tco::Scenario candidate = m_scenario;
    std::vector<ValueChange> changes;
    for (const auto &[input, value] : values) {
        if (auto issue = tco::checkValue(input, value))
            return issue;
        candidate.set(input, value);
    }
    if (values.empty())
        return std::nullopt;
    if (auto issue = checkCandidate(candidate, tco::spec(values.front().first).key))
        return issue;
    for (const tco::InputSpec &in : tco::inputSpecs())
        if (candidate.value(in.id) != m_scenario.value(in.id))
            changes.push_back({in.id, m_scenario.value(in.id), candidate.value(in.id)});
    if (changes.empty())
        return std::nullopt;
    m_dragSession = 0;
    m_undoStack->push(new ChangeValuesCommand(this, std::move(changes), text));
    return std::nullopt;
}

std::optional<tco::Issue> ScenarioDocument::applyLever(const tco::Lever &lever)
{
    const auto key = tco::leverKey(lever.kind);
    return applyChanges(lever.changes,
                        QStringLiteral("advice.") +
                            QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())));
}

std::optional<tco::Issue> ScenarioDocument::applyChanges(const tco::ChangeSet &changes, const QString &text)
{
    for (const tco::InputSetting &c : changes.settings())
        if (auto issue = tco::checkValue(c.id, c.value))
            return issue;
    const std::string &gpu = changes.gpuId();
    if (!gpu.empty() && !m_catalog.find(gpu))
        return tco::Issue{tco::IssueCode::UnknownAccelerator, std::string(tco::kGpuKey), gpu,
                          "an id of the accelerator catalog"};
    const tco::Scenario candidate = tco::applyChanges(m_scenario, changes);
    const std::string_view key =
        changes.size() > 0 ? tco::spec(changes.settings().front().id).key : tco::kGpuKey;
    if (auto issue = checkCandidate(candidate, key))
        return issue;
    std::vector<ValueChange> diff;
    for (const tco::InputSpec &in : tco::inputSpecs())
        if (candidate.value(in.id) != m_scenario.value(in.id))
            diff.push_back({in.id, m_scenario.value(in.id), candidate.value(in.id)});
    const bool gpuChanges = candidate.gpuId != m_scenario.gpuId;
    if (diff.empty() && !gpuChanges)
        return std::nullopt;
    m_dragSession = 0;
    m_undoStack->push(new ChangeValuesCommand(this, std::move(diff),
                                              gpuChanges ? m_scenario.gpuId : std::string(),
                                              gpuChanges ? candidate.gpuId : std::string(), text));
    return std::nullopt;
}

std::optional<tco::Issue> ScenarioDocument::applyVariant(const tco::Variant &variant)
{
    if (variant.refused)
        return variant.refused;
    const auto key = tco::variantKey(variant.kind);
    return applyChanges(variant.changes,
                        QStringLiteral("variant.") +
                            QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())));
}

std::optional<tco::Issue> ScenarioDocument::pinVariant(tco::PinnedVariant variant)
{
    variant.name = cleanText(variant.name, false);
    if (auto issue = tco::checkText("variant.name", variant.name, false))
        return issue;
    tco::Issue why;
    if (!tco::changeSetOf(variant, &why))
        return why;
    if (!variant.gpuId.empty() && !m_catalog.find(variant.gpuId))
        return tco::Issue{tco::IssueCode::UnknownAccelerator, std::string(tco::kGpuKey), variant.gpuId,
                          "an id of the accelerator catalog"};
    std::vector<tco::PinnedVariant> pinned = m_scenario.pinnedVariants;
    pinned.push_back(std::move(variant));
    m_dragSession = 0;
    m_undoStack->push(
        new SwapCommand<std::vector<tco::PinnedVariant>, &ScenarioDocument::applyPinnedVariants>(
            this, m_scenario.pinnedVariants, std::move(pinned), QStringLiteral("variant.pin")));
    return std::nullopt;
}

void ScenarioDocument::unpinVariant(int index)
{
    if (index < 0 || index >= static_cast<int>(m_scenario.pinnedVariants.size()))
        return;
    std::vector<tco::PinnedVariant> pinned = m_scenario.pinnedVariants;
    pinned.erase(pinned.begin() + index);
    m_dragSession = 0;
    m_undoStack->push(
        new SwapCommand<std::vector<tco::PinnedVariant>, &ScenarioDocument::applyPinnedVariants>(
            this, m_scenario.pinnedVariants, std::move(pinned), QStringLiteral("variant.unpin")));
}

void ScenarioDocument::applyPinnedVariants(const std::vector<tco::PinnedVariant> &variants)
{
    m_scenario.pinnedVariants = variants;
    Q_EMIT pinnedVariantsChanged();
}

std::optional<tco::Issue> ScenarioDocument::setPractice(tco::Practice practice)
{
    // The change Improve's and the strip's stronger practice make (leverchanges.h).
    return applyChanges(tco::practiceChange(practice), QStringLiteral("practice"));
}

void ScenarioDocument::endInteraction()
{
    if (m_dragSession == 0)
        return;
    const tco::InputId input = m_dragInput;
    m_dragSession = 0;
    m_dragInput = tco::InputId::Count;
    Q_EMIT changed(DocumentChange{ChangeKind::Interaction, input, false});
}

void ScenarioDocument::setScenario(tco::Scenario scenario)
{
    const bool currencyMoved = scenario.currency != m_scenario.currency;
    const bool actualsMoved = !(scenario.actuals == m_scenario.actuals);
    m_scenario = std::move(scenario);
    m_dragSession = 0;
    m_undoStack->clear();
    reevaluate();
    driveDisplayCurrency();
    if (currencyMoved)
        Q_EMIT currencyChanged();
    Q_EMIT changed(DocumentChange{ChangeKind::Scenario, tco::InputId::Count, false});
    Q_EMIT metadataChanged();
    if (actualsMoved)
        Q_EMIT actualsChanged();
    Q_EMIT replaced();
}

ScenarioMetadata ScenarioDocument::normalized(ScenarioMetadata metadata)
{
    metadata.name = cleanText(metadata.name, false);
    metadata.description = cleanText(metadata.description, true);
    metadata.tags.project = cleanText(metadata.tags.project, false);
    metadata.tags.experiment = cleanText(metadata.tags.experiment, false);
    metadata.tags.team = cleanText(metadata.tags.team, false);
    return metadata;
}

std::optional<tco::Issue> ScenarioDocument::setMetadata(ScenarioMetadata metadata)
{
    metadata = normalized(std::move(metadata));
    tco::Scenario candidate = m_scenario;
    metadata.applyTo(candidate);
    for (const tco::Issue &issue : tco::validate(candidate, m_catalog))
        if (issue.code == tco::IssueCode::TextTooLong)
            return issue;
    const ScenarioMetadata old = this->metadata();
    if (old == metadata)
        return std::nullopt;
    m_dragSession = 0;
    m_undoStack->push(new SwapCommand<ScenarioMetadata, &ScenarioDocument::applyMetadata>(
        this, old, std::move(metadata), QStringLiteral("metadata")));
    return std::nullopt;
}

void ScenarioDocument::applyMetadata(const ScenarioMetadata &metadata)
{
    metadata.applyTo(m_scenario);
    Q_EMIT metadataChanged();
}

std::optional<tco::Issue> ScenarioDocument::setStartDate(const std::string &isoDate)
{
    if (auto issue = tco::checkStartDate(isoDate))
        return issue;
    if (isoDate == m_scenario.startDate)
        return std::nullopt;
    m_dragSession = 0;
    m_undoStack->push(new SwapCommand<std::string, &ScenarioDocument::applyStartDate>(
        this, m_scenario.startDate, isoDate, QStringLiteral("startDate")));
    return std::nullopt;
}

void ScenarioDocument::followStartDate(const std::string &isoDate)
{
    if (!tco::checkStartDate(isoDate) && isoDate != m_scenario.startDate)
        applyStartDate(isoDate);
}

void ScenarioDocument::applyStartDate(const std::string &isoDate)
{
    m_scenario.startDate = isoDate;
    Q_EMIT metadataChanged();
    // The costs stay; the dates the KPI header shows move.
    Q_EMIT changed(DocumentChange{ChangeKind::Scenario, tco::InputId::Count, false});
}

void ScenarioDocument::setTargets(const tco::PlanTargets &targets)
{
    if (targets == m_scenario.targets)
        return;
    m_dragSession = 0;
    m_undoStack->push(new SwapCommand<tco::PlanTargets, &ScenarioDocument::applyTargets>(
        this, m_scenario.targets, targets, QStringLiteral("targets")));
}

std::optional<tco::Issue> ScenarioDocument::setCurrency(const tco::DisplayCurrency &currency)
{
    if (auto issues = tco::checkCurrency(currency); !issues.empty())
        return issues.front();
    if (currency == m_scenario.currency)
        return std::nullopt;
    m_dragSession = 0;
    m_undoStack->push(new SwapCommand<tco::DisplayCurrency, &ScenarioDocument::applyCurrency>(
        this, m_scenario.currency, currency, QStringLiteral("currency")));
    return std::nullopt;
}

void ScenarioDocument::applyCurrency(const tco::DisplayCurrency &currency)
{
    m_scenario.currency = currency;
    // Lines billed in the plan's currency stand at its rate (model/tracking/actuals.h).
    if (!m_scenario.actuals.empty())
        m_scenario.actuals.reset(tco::convertedAt(m_scenario.actuals.get(), currency));
    driveDisplayCurrency();
    Q_EMIT currencyChanged();
    Q_EMIT metadataChanged();
    // The costs stay in US dollars; every figure is written anew.
    Q_EMIT changed(DocumentChange{ChangeKind::Scenario, tco::InputId::Count, false});
}

void ScenarioDocument::setActuals(const tco::ActualsRef &actuals)
{
    if (actuals == m_scenario.actuals)
        return;
    m_dragSession = 0;
    m_undoStack->push(new SwapCommand<tco::ActualsRef, &ScenarioDocument::applyActuals>(
        this, m_scenario.actuals, actuals, QStringLiteral("actuals")));
}

void ScenarioDocument::applyActuals(const tco::ActualsRef &actuals)
{
    m_scenario.actuals = actuals;
    Q_EMIT actualsChanged();
    // The plan's costs stay; the views that draw the actuals are redrawn.
    Q_EMIT changed(DocumentChange{ChangeKind::Scenario, tco::InputId::Count, false});
}

void ScenarioDocument::setDrivesDisplayCurrency(bool on)
{
    m_drivesCurrency = on;
    driveDisplayCurrency();
}

void ScenarioDocument::driveDisplayCurrency() const
{
    if (m_drivesCurrency)
        tco::setThreadCurrency(m_scenario.currency);
}

void ScenarioDocument::applyTargets(const tco::PlanTargets &targets)
{
    m_scenario.targets = targets;
    Q_EMIT changed(DocumentChange{ChangeKind::Scenario, tco::InputId::Count, false});
}

std::optional<tco::Issue>
ScenarioDocument::applySolution(const std::vector<std::pair<tco::InputId, double>> &values,
                                const tco::PlanTargets &targets)
{
    const bool sameValues = std::all_of(values.begin(), values.end(), [this](const auto &v) {
        return m_scenario.value(v.first) == v.second;
    });
    if (sameValues && targets == m_scenario.targets)
        return std::nullopt;
    m_undoStack->beginMacro(QStringLiteral("solution"));
    auto issue = setValues(values, QStringLiteral("solution"));
    if (!issue)
        setTargets(targets);
    m_undoStack->endMacro();
    return issue;
}

tco::Scenario ScenarioDocument::freshScenario()
{
    tco::Scenario fresh = tco::defaultScenario();
    fresh.name.clear();
    fresh.description.clear();
    fresh.createdUtc = nowUtc();
    fresh.startDate = tco::formatDate(tco::firstOfNextMonth(tco::todayUtc()));
    return fresh;
}

void ScenarioDocument::newScenario()
{
    setScenario(freshScenario());
    m_undoStack->setClean();
    setFileName(QString());
}

std::string ScenarioDocument::nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
}

void ScenarioDocument::setFileName(const QString &path)
{
    if (m_fileName == path)
        return;
    m_fileName = path;
    Q_EMIT fileNameChanged(m_fileName);
}

void ScenarioDocument::applyValue(tco::InputId input, double value)
{
    m_scenario.set(input, value);
    reevaluate();
    Q_EMIT changed(DocumentChange{ChangeKind::Value, input, m_dragSession != 0});
}

void ScenarioDocument::applyValues(const std::vector<std::pair<tco::InputId, double>> &values,
                                   const std::string &gpuId)
{
    for (const auto &[input, value] : values)
        m_scenario.set(input, value);
    if (!gpuId.empty())
        m_scenario.gpuId = gpuId;
    reevaluate();
    Q_EMIT changed(DocumentChange{ChangeKind::Scenario, tco::InputId::Count, false});
}

void ScenarioDocument::applyGpu(const std::string &id)
{
    m_scenario.gpuId = id;
    reevaluate();
    Q_EMIT changed(DocumentChange{ChangeKind::Accelerator, tco::InputId::Count, false});
}

void ScenarioDocument::reevaluate()
{
    m_result = tco::evaluate(m_scenario, m_catalog);
    m_bestIntervalHours.reset();
}

double ScenarioDocument::bestCheckpointIntervalHours() const
{
    if (!m_bestIntervalHours)
        m_bestIntervalHours = tco::bestCheckpointIntervalHours(m_scenario, m_catalog);
    return *m_bestIntervalHours;
}

FileOutcome ScenarioDocument::write(const tco::Scenario &scenario, const QString &path)
{
    FileOutcome out;
    std::string detail;
    tco::FileError error = tco::FileError::None;
    const auto text = tco::saveScenario(scenario, &error, &detail);
    if (!text) {
        out.error = error == tco::FileError::None ? tco::FileError::WriteFailed : error;
        out.detail = detail;
        return out;
    }
    // Through links, never onto a FIFO or device, synced before the rename:
    // a full disk keeps the old file and says why (model/files/atomicfile.h).
    std::string why;
    if (!tco::writeFileAtomically(QFile::encodeName(path).toStdString(), *text, why)) {
        out.error = tco::FileError::WriteFailed;
        out.detail = why;
    }
    return out;
}

FileOutcome ScenarioDocument::save(const QString &path)
{
    // The dates belong to the file: created once, modified on every save.
    tco::Scenario stamped = m_scenario;
    const std::string now = nowUtc();
    if (stamped.createdUtc.empty())
        stamped.createdUtc = now;
    stamped.modifiedUtc = now;
    FileOutcome out = write(stamped, path);
    if (!out.ok())
        return out;
    const bool datesChanged =
        stamped.createdUtc != m_scenario.createdUtc || stamped.modifiedUtc != m_scenario.modifiedUtc;
    m_scenario.createdUtc = stamped.createdUtc;
    m_scenario.modifiedUtc = stamped.modifiedUtc;
    m_undoStack->setClean();
    setFileName(path);
    if (datesChanged)
        Q_EMIT metadataChanged();
    Q_EMIT saved();
    return out;
}

FileOutcome ScenarioDocument::saveCopy(const QString &path) const
{
    return write(m_scenario, path);
}

std::optional<tco::Scenario> ScenarioDocument::read(const QString &path, FileOutcome &out) const
{
    const QFileInfo info(path);
    QFile file(path);
    if (!info.isFile() || !file.open(QIODevice::ReadOnly)) {
        out.error = tco::FileError::CannotOpen;
        out.detail = info.isFile() ? file.errorString().toStdString() : std::string("not a regular file");
        return std::nullopt;
    }
    if (file.size() > static_cast<qint64>(tco::kMaxScenarioFileBytes)) {
        out.error = tco::FileError::TooLarge;
        out.detail = QStringLiteral("%1 bytes; %2")
                         .arg(file.size())
                         .arg(QString::fromStdString(tco::scenarioFileLimitText()))
                         .toStdString();
        return std::nullopt;
    }
    // Read one byte more than allowed so a file that grows meanwhile is caught.
    const QByteArray bytes = file.read(static_cast<qint64>(tco::kMaxScenarioFileBytes) + 1);
    if (bytes.size() > static_cast<qsizetype>(tco::kMaxScenarioFileBytes)) {
        out.error = tco::FileError::TooLarge;
        out.detail = QStringLiteral("too large; %1")
                         .arg(QString::fromStdString(tco::scenarioFileLimitText()))
                         .toStdString();
        return std::nullopt;
    }
    tco::LoadResult loaded = tco::loadScenario(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), m_catalog);
    if (loaded.error != tco::FileError::None || !loaded.scenario) {
        out.error = loaded.error == tco::FileError::None ? tco::FileError::Damaged : loaded.error;
        out.detail = std::move(loaded.detail);
        out.issues = std::move(loaded.issues);
        return std::nullopt;
    }
    return std::move(loaded.scenario);
}

FileOutcome ScenarioDocument::load(const QString &path)
{
    FileOutcome out;
    auto scenario = read(path, out);
    if (!scenario)
        return out;
    setScenario(std::move(*scenario));
    m_undoStack->setClean();
    setFileName(path);
    return out;
}

FileOutcome ScenarioDocument::restore(const QString &recoveryPath, const QString &fileName)
{
    FileOutcome out;
    auto scenario = read(recoveryPath, out);
    if (!scenario)
        return out;
    setScenario(std::move(*scenario));
    setFileName(fileName);
    // Nothing to undo, yet unsaved: the clean state is no longer reachable.
    m_undoStack->resetClean();
    return out;
}

} // namespace planner

#include "moc_scenariodocument.cpp"
