// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <vector>

class QLockFile;

namespace planner {

class ScenarioDocument;

/** A recovery file left behind by a run that ended abnormally. While the
 *  object lives it holds that file's lock, so no other instance offers or
 *  takes the same file at the same time. */
struct RecoveryFile {
    QString path;         ///< the .tcoplan recovery file
    QString fileName;     ///< the plan's own file, empty if never saved
    QString scenarioName; ///< for the question, may be empty
    QDateTime savedUtc;   ///< when it was written
    std::shared_ptr<QLockFile> lock;

    /** Deletes the recovery file and its companions, then releases the lock. */
    void remove();
};

/** Crash protection in the KAutoSaveFile style (docs/model.md §12).
 *
 *  While the document has unsaved edits, writes it every interval() ms to
 *  a recovery file of its own in AppLocalDataLocation/autosave:
 *  `<id>.tcoplan` (written atomically through QSaveFile), `<id>.json`
 *  (which file the plan belongs to) and `<id>.lock` (a QLockFile held for
 *  the life of this object, so a second instance never mistakes a live
 *  instance's file for a left-over one). The files go when the document
 *  is saved or has no unsaved edits any more, on discard() and when this
 *  object is destroyed (normal quit); after a crash they stay and
 *  findLeftovers() offers them on the next start. */
class AutoSave : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultIntervalMs = 60 * 1000;

    explicit AutoSave(ScenarioDocument *document, QObject *parent = nullptr);
    ~AutoSave() override;

    /** AppLocalDataLocation/autosave (created on demand). */
    static QString directory();
    /** Recovery files whose instance is gone, newest first; each holds its lock. */
    static std::vector<RecoveryFile> findLeftovers();

    int interval() const { return m_timer.interval(); }
    void setInterval(int ms);
    QString recoveryPath() const;
    bool hasRecoveryFile() const;

    /** Writes the recovery file now when the document has unsaved edits
     *  not written yet (or `force`); true when a file was written. */
    bool writeNow(bool force = false);
    /** Removes this instance's recovery file (saved, discarded or quitting). */
    void discard();

Q_SIGNALS:
    void written(const QString &path);
    /** Writing failed (disk full, no permission): the edits are not protected. */
    void failed(const QString &detail);

private:
    void onEdited();
    void onTimeout();
    bool lock();

    ScenarioDocument *m_document;
    QTimer m_timer;
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
    bool m_dirty = false;
};

} // namespace planner
