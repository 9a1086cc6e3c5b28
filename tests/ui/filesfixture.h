// SPDX-License-Identifier: GPL-3.0-or-later
// What tst_files and tst_recovery share: a window on a fresh plan, offscreen,
// with every question answered through Prompts so nothing opens a real
// dialog (docs/architecture.md, "Dialogs and tests"), and the files they
// write.
#pragma once

#include "dialogs/scenariopropertiesdialog.h"
#include "modes/plan/planmode.h"
#include "modes/presentation/presentationmode.h"
#include "modes/tracking/trackingmode.h"
#include "prompts/prompts.h"
#include "report/report.h"
#include "report/reportinput.h"
#include "services/autosave.h"
#include "services/languagemanager.h"
#include "services/recentfiles.h"
#include "services/settings.h"
#include "shell/fileactions.h"
#include "shell/mainwindow.h"

#include "document/scenariodocument.h"

#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/scenario.h"
#include "settingsfixture.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLockFile>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUuid>

#include <memory>

using planner::MainWindow;
using planner::Prompts;
using tco::InputId;

Q_DECLARE_METATYPE(Prompts::UnsavedChoice)

class FilesFixture : public QObject
{
protected:
    /** initTestCase(): test-mode paths; `application` keeps the suites'
     *  settings and autosave folders apart when ctest runs them at once. */
    void setUpCase(const QString &application);
    void setUp();    // init()
    void tearDown(); // cleanup()

    QAction *action(const QString &name) const
    {
        auto *found = m_window->findChild<QAction *>(name);
        if (!found)
            qWarning("no action %s", qPrintable(name));
        return found;
    }
    /** The next file dialog answers `path`. */
    void answerFileDialog(const QString &path)
    {
        Prompts::setFileDialogHook([this, path](QWidget *, Prompts::FileDialog kind, const QString &,
                                                const QString &, const QString &filter) {
            m_dialogKinds << int(kind);
            m_dialogFilter = filter;
            return path;
        });
    }
    planner::ScenarioPropertiesDialog *propertiesDialog() const
    {
        // A closed dialog may linger until its deferred delete.
        for (auto *d : m_window->findChildren<planner::ScenarioPropertiesDialog *>())
            if (d->isVisible())
                return d;
        return nullptr;
    }
    QString savedPlan(const QString &name, double modelParameters);
    QString writeLeftover(const tco::Scenario &scenario, const QString &fileName, const QString &id = {});

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<planner::LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
    QList<int> m_dialogKinds;
    QString m_dialogFilter;
    int m_unsavedAsked = 0;
};

inline void FilesFixture::setUpCase(const QString &application)
{
    planner::tests::useOwnSettings(application);
    QVERIFY(planner::AutoSave::directory().contains(QLatin1String("qttest")));
    QDir(planner::AutoSave::directory()).removeRecursively();
}

inline void FilesFixture::setUp()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_messages.clear();
    m_dialogKinds.clear();
    m_unsavedAsked = 0;
    Prompts::setMessageHook([this](QWidget *, const QString &title, const QString &text) {
        m_messages << title + QLatin1Char('|') + text;
    });
    // Nothing may open a real dialog: an unexpected question fails the test.
    Prompts::setUnsavedHook([this](QWidget *, const QString &) {
        ++m_unsavedAsked;
        return Prompts::UnsavedChoice::Cancel;
    });
    Prompts::setRecoveryHook([](QWidget *, const QString &) { return Prompts::RecoveryChoice::Later; });
    Prompts::setFileDialogHook([](QWidget *, Prompts::FileDialog, const QString &, const QString &,
                                  const QString &) { return QString(); });
    Prompts::setPrintHook([](QWidget *, QPrinter *) { return false; });
    Prompts::setFilesDialogHook([](auto &&...) { return QStringList(); });
    m_languages = std::make_unique<planner::LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en"));
    // As the program starts: defaults, no name yet.
    m_window = std::make_unique<MainWindow>(tco::Catalog::builtIn(),
                                            planner::ScenarioDocument::freshScenario(), m_languages.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

inline void FilesFixture::tearDown()
{
    m_window.reset();
    m_languages.reset();
    Prompts::resetHooks();
    QSettings().clear();
    QDir(planner::AutoSave::directory()).removeRecursively();
    m_dir.reset();
}

inline QString FilesFixture::savedPlan(const QString &name, double modelParameters)
{
    const QString path = m_dir->filePath(name);
    planner::ScenarioDocument other(tco::Catalog::builtIn());
    if (other.setValue(InputId::ModelParameters, modelParameters))
        return {};
    return other.save(path).ok() ? path : QString();
}

inline QString FilesFixture::writeLeftover(const tco::Scenario &scenario, const QString &fileName,
                                           const QString &idIn)
{
    // What a crashed instance leaves: the plan and its note, and no live lock.
    const QString id = idIn.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : idIn;
    const QString dir = planner::AutoSave::directory();
    QDir().mkpath(dir);
    const auto text = tco::saveScenario(scenario);
    if (!text)
        return {};
    QFile plan(dir + QLatin1Char('/') + id + QStringLiteral(".tcoplan"));
    if (!plan.open(QIODevice::WriteOnly))
        return {};
    plan.write(text->data(), static_cast<qint64>(text->size()));
    plan.close();
    QFile info(dir + QLatin1Char('/') + id + QStringLiteral(".json"));
    if (!info.open(QIODevice::WriteOnly))
        return {};
    QJsonObject o;
    o.insert(QStringLiteral("fileName"), fileName);
    o.insert(QStringLiteral("scenarioName"), QString::fromStdString(scenario.name));
    o.insert(QStringLiteral("savedUtc"), QStringLiteral("2026-01-02T03:04:05Z"));
    info.write(QJsonDocument(o).toJson());
    return plan.fileName();
}
