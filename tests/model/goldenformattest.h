// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The golden-file test every format version of the .tcoplan file runs (as
// KeePassXC's TestKeePass2Format does for its versions): written once here,
// instantiated by tst_scenariofilevN.cpp for version N, which says what the
// version adds and keeps the tests that are its own as extra slots.
//
// Qt Test runs the private slots of this base for the derived object, the
// base's first. Each golden file tests/data/scenario-vN.tcoplan is written
// once, by the program of its version, and never rewritten by tests.
//
// A new format version N: add its removal to asVersion() below, write the
// golden file from the previous one with the new inputs set (the saved text
// is left in the temporary folder when it differs), and add
// tst_scenariofilevN.cpp subclassing GoldenFormatTest (docs/architecture.md,
// "Tests").
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/scenario.h"
#include "plan/validation.h"

#include "testdata.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QObject>
#include <QString>
#include <QTest>

#include <string>
#include <vector>

namespace testing {

/** tests/data/scenario-vN.tcoplan. */
inline QString goldenFileName(unsigned version)
{
    return QStringLiteral("scenario-v%1.tcoplan").arg(version);
}

/** A file of today's version as `version` wrote it: what each later version
 *  added taken out and the version rewritten. A new version adds its own. */
inline QByteArray asVersion(QByteArray text, unsigned version)
{
    text.replace("<formatVersion>" + QByteArray::number(tco::kScenarioFormatVersion) + "<",
                 "<formatVersion>" + QByteArray::number(version) + "<");
    // Versions 5 to 7 each added elements at the end of <scenario>, in this
    // order: the first one a later version wrote starts what goes.
    struct Tail {
        unsigned version;
        const char *first;
    };
    for (const Tail &tail :
         {Tail{5, "\t<currencyCode>"}, Tail{6, "\t<spendCount>"}, Tail{7, "\t<calibratedMfu>"}}) {
        const qsizetype at = tail.version > version ? text.indexOf(tail.first) : -1;
        if (at >= 0) {
            text.remove(at, text.indexOf("</scenario>") - at);
            break;
        }
    }
    // Version 4 added three inputs.
    if (version < 4) {
        text.replace("<inputCount>111<", "<inputCount>108<");
        for (const char *key : {"uncertainty.samples", "uncertainty.seed", "ownership.resaleDiscount"}) {
            const QByteArray open = QByteArray("\t<key>") + key + "</key>\n";
            const qsizetype at = text.indexOf(open);
            if (at >= 0)
                text.remove(at, text.indexOf("</value>\n", at) + 9 - at);
        }
    }
    return text;
}

/** A value out of range in the golden file: `from` replaced by `to` (once)
 *  is refused with one issue naming `key`, whose allowed values contain
 *  `allowedHas`; when `to` ends an element's text ('<') the message quotes
 *  the value too. */
struct Refusal {
    const char *tag;
    QByteArray from;
    QByteArray to;
    QString key;
    QString allowedHas;
};

class GoldenFormatTest : public QObject
{
    Q_OBJECT

public:
    explicit GoldenFormatTest(unsigned version)
        : m_version(version), m_golden(testData(goldenFileName(version)))
    {
    }

protected:
    /** What version N adds, set on the plan of the version N-1 golden file. */
    virtual void addTheChange(tco::Scenario &s) const = 0;
    /** The golden plan as loaded has it (QVERIFY/QCOMPARE in here). */
    virtual void checkTheChange(const tco::Scenario &loaded) const = 0;
    /** A plan of an older version's golden file is without it. */
    virtual void checkOlderFile(const tco::Scenario &older) const = 0;
    /** Values of what the version adds that a file may not hold. */
    virtual std::vector<Refusal> refusals() const = 0;

    unsigned version() const { return m_version; }
    /** tests/data/scenario-vN.tcoplan, never rewritten by tests. */
    const QByteArray &golden() const { return m_golden; }

    /** The golden file with `from` replaced by `to` (once), loaded. */
    tco::LoadResult loadMutated(const QByteArray &from, const QByteArray &to) const
    {
        return tco::loadScenario(toStd(replacedOnce(m_golden, from, to)), tco::Catalog::builtIn());
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(
            !m_golden.isEmpty(),
            qPrintable(QStringLiteral("cannot read %1 in PLANNER_TEST_DATA").arg(goldenFileName(m_version))));
        QVERIFY(tco::kScenarioFormatVersion >= m_version);
        // The newest golden file is the version the program writes.
        if (testData(goldenFileName(m_version + 1)).isEmpty())
            QCOMPARE(tco::kScenarioFormatVersion, m_version);
    }

    void goldenIsThePreviousFileWithTheChange()
    {
        // The previous version's golden file with this version's change,
        // saved today and written back as this version, is the golden file
        // byte for byte. When the layout changes this fails: decide on a
        // format version then. On a difference the text this program writes
        // is left in the temporary folder to compare.
        const unsigned previous = m_version - 1;
        const tco::LoadResult before =
            tco::loadScenario(toStd(testData(goldenFileName(previous))), tco::Catalog::builtIn());
        QVERIFY2(before.scenario, tco::describe(before).c_str());
        tco::Scenario s = *before.scenario;
        const std::string n = std::to_string(m_version);
        s.name = "Golden v" + n + ": 中文 计划 <MoE> & \"spot\"";
        s.description = "Format version " + n + " golden file.\nSecond line: 中文 团队 — kept forever.";
        addTheChange(s);
        std::string detail;
        const auto text = tco::saveScenario(s, nullptr, &detail);
        QVERIFY2(text, detail.c_str());
        const QByteArray saved = asVersion(QByteArray::fromStdString(*text), m_version);
        if (saved != m_golden) {
            QFile out(QDir::temp().filePath(QStringLiteral("scenario-v%1.saved.tcoplan").arg(m_version)));
            if (out.open(QIODevice::WriteOnly))
                out.write(saved);
        }
        QCOMPARE(saved, m_golden);

        // And the golden file loads to that plan, without a remark, and is
        // saved again as it is.
        const tco::LoadResult r = tco::loadScenario(toStd(m_golden), tco::Catalog::builtIn());
        QVERIFY2(r.scenario, tco::describe(r).c_str());
        QVERIFY(r.issues.empty());
        QVERIFY(*r.scenario == s);
        checkTheChange(*r.scenario);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(asVersion(QByteArray::fromStdString(tco::saveScenario(*r.scenario).value_or("")), m_version),
                 m_golden);
    }

    void olderFilesLoadWithoutTheChange()
    {
        for (unsigned older = 1; older < m_version; ++older) {
            const tco::LoadResult r =
                tco::loadScenario(toStd(testData(goldenFileName(older))), tco::Catalog::builtIn());
            QVERIFY2(r.scenario, qPrintable(goldenFileName(older) + QLatin1String(": ") +
                                            QString::fromStdString(tco::describe(r))));
            checkOlderFile(*r.scenario);
            if (QTest::currentTestFailed()) {
                qWarning("in %s", qPrintable(goldenFileName(older)));
                return;
            }
        }
    }

    void refusesOutOfRangeValues_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("allowedHas");
        for (const Refusal &row : refusals())
            QTest::newRow(row.tag) << row.from << row.to << row.key << row.allowedHas;
    }
    void refusesOutOfRangeValues()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, key);
        QFETCH(QString, allowedHas);
        QVERIFY2(m_golden.contains(from), from.constData());
        const tco::LoadResult r = loadMutated(from, to);
        QVERIFY(!r.scenario);
        QCOMPARE(r.error, tco::FileError::InvalidValues);
        QCOMPARE(r.issues.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(r.issues[0].key), key);
        // The message names the field, the value and what is allowed.
        const QString message = QString::fromStdString(tco::describe(r.issues[0]));
        QVERIFY2(message.contains(key), qPrintable(message));
        QVERIFY2(QString::fromStdString(r.issues[0].allowed).contains(allowedHas), qPrintable(message));
        if (to.endsWith('<')) // the value as the file has it
            QVERIFY2(message.contains(QLatin1Char('\'') +
                                      QString::fromUtf8(to.mid(to.lastIndexOf('>') + 1).chopped(1)) +
                                      QLatin1Char('\'')),
                     qPrintable(message));
    }

private:
    unsigned m_version;
    QByteArray m_golden;
};

} // namespace testing
