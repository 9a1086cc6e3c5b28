// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/autosave.h"

#include "document/scenariodocument.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace planner {
namespace {

const QString kPlanSuffix = QStringLiteral(".tcoplan");
const QString kInfoSuffix = QStringLiteral(".json");
const QString kLockSuffix = QStringLiteral(".lock");
constexpr qint64 kMaxInfoBytes = 64 * 1024;

const QString kFileNameKey = QStringLiteral("fileName");
const QString kNameKey = QStringLiteral("scenarioName");
const QString kSavedKey = QStringLiteral("savedUtc");

QString pathFor(const QString &id, const QString &suffix)
{
    return AutoSave::directory() + QLatin1Char('/') + id + suffix;
}

/** A lock that only counts as stale when its process is gone: a live
 *  instance's lock is never taken over, however old it is. */
std::unique_ptr<QLockFile> makeLock(const QString &path)
{
    auto lock = std::make_unique<QLockFile>(path);
    lock->setStaleLockTime(0);
    return lock;
}

} // namespace

void RecoveryFile::remove()
{
    QFile::remove(path);
    const QFileInfo info(path);
    QFile::remove(info.absolutePath() + QLatin1Char('/') + info.completeBaseName() + kInfoSuffix);
    if (lock)
        lock->unlock();
    lock.reset();
}

AutoSave::AutoSave(ScenarioDocument *document, QObject *parent)
    : QObject(parent), m_document(document), m_id(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    m_timer.setInterval(kDefaultIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &AutoSave::onTimeout);
    connect(m_document, &ScenarioDocument::changed, this, &AutoSave::onEdited);
    connect(m_document, &ScenarioDocument::metadataChanged, this, &AutoSave::onEdited);
    connect(m_document, &ScenarioDocument::modifiedChanged, this, [this](bool modified) {
        // Saved, or every edit undone: the file on disk is the truth again.
        if (!modified)
            discard();
        else
            onEdited();
    });
}

AutoSave::~AutoSave()
{
    discard();
}

QString AutoSave::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
           QStringLiteral("/autosave");
}

void AutoSave::setInterval(int ms)
{
    m_timer.setInterval(std::max(1, ms));
}

QString AutoSave::recoveryPath() const
{
    return pathFor(m_id, kPlanSuffix);
}

bool AutoSave::hasRecoveryFile() const
{
    return QFileInfo::exists(recoveryPath());
}

void AutoSave::onEdited()
{
    if (!m_document->isModified())
        return;
    m_dirty = true;
    if (!m_timer.isActive())
        m_timer.start();
}

void AutoSave::onTimeout()
{
    if (!m_dirty || !m_document->isModified()) {
        m_timer.stop(); // idle until the next edit
        return;
    }
    writeNow();
}

bool AutoSave::lock()
{
    if (m_lock && m_lock->isLocked())
        return true;
    if (!QDir().mkpath(directory()))
        return false;
    m_lock = makeLock(pathFor(m_id, kLockSuffix));
    return m_lock->tryLock(0);
}

bool AutoSave::writeNow(bool force)
{
    if (!force && (!m_dirty || !m_document->isModified()))
        return false;
    // Mid-drag the scenario changes many times a second: write after release.
    if (!force && m_document->isInteracting())
        return false;
    if (!lock()) {
        Q_EMIT failed(QStringLiteral("cannot lock %1").arg(pathFor(m_id, kLockSuffix)));
        return false;
    }
    const FileOutcome outcome = m_document->saveCopy(recoveryPath());
    if (!outcome.ok()) {
        Q_EMIT failed(QString::fromStdString(outcome.detail));
        return false;
    }
    QJsonObject info;
    info.insert(kFileNameKey, m_document->fileName());
    info.insert(kNameKey, QString::fromStdString(m_document->scenario().name));
    info.insert(kSavedKey, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    QSaveFile file(pathFor(m_id, kInfoSuffix));
    const QByteArray json = QJsonDocument(info).toJson();
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        Q_EMIT failed(file.errorString());
        return false;
    }
    m_dirty = false;
    Q_EMIT written(recoveryPath());
    return true;
}

void AutoSave::discard()
{
    m_timer.stop();
    m_dirty = false;
    QFile::remove(recoveryPath());
    QFile::remove(pathFor(m_id, kInfoSuffix));
    if (m_lock)
        m_lock->unlock();
    m_lock.reset();
}

std::vector<RecoveryFile> AutoSave::findLeftovers()
{
    std::vector<RecoveryFile> found;
    const QDir dir(directory());
    if (!dir.exists())
        return found;
    // Locks without a recovery file (an instance that crashed before its
    // first write): take and release them, which removes them.
    for (const QFileInfo &entry : dir.entryInfoList({QStringLiteral("*") + kLockSuffix}, QDir::Files)) {
        if (QFileInfo::exists(pathFor(entry.completeBaseName(), kPlanSuffix)))
            continue;
        auto lock = makeLock(entry.absoluteFilePath());
        if (lock->tryLock(0))
            lock->unlock();
    }
    for (const QFileInfo &entry : dir.entryInfoList({QStringLiteral("*") + kPlanSuffix}, QDir::Files)) {
        const QString id = entry.completeBaseName();
        std::shared_ptr<QLockFile> lock = makeLock(pathFor(id, kLockSuffix));
        if (!lock->tryLock(0))
            continue; // a running instance's
        RecoveryFile file;
        file.path = entry.absoluteFilePath();
        file.savedUtc = entry.lastModified().toUTC();
        file.lock = std::move(lock);
        QFile infoFile(pathFor(id, kInfoSuffix));
        if (infoFile.open(QIODevice::ReadOnly) && infoFile.size() <= kMaxInfoBytes) {
            const QJsonObject info = QJsonDocument::fromJson(infoFile.read(kMaxInfoBytes)).object();
            file.fileName = info.value(kFileNameKey).toString();
            file.scenarioName = info.value(kNameKey).toString();
            const QDateTime saved = QDateTime::fromString(info.value(kSavedKey).toString(), Qt::ISODate);
            if (saved.isValid())
                file.savedUtc = saved.toUTC();
        }
        found.push_back(std::move(file));
    }
    std::sort(found.begin(), found.end(),
              [](const RecoveryFile &a, const RecoveryFile &b) { return a.savedUtc > b.savedUtc; });
    return found;
}

} // namespace planner

#include "moc_autosave.cpp"
