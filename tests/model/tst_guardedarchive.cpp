// SPDX-License-Identifier: GPL-3.0-or-later
// The guarded load and save of a Boost XML archive (model/files/guardedarchive.h)
// on a record made for the test: what a plan and a portfolio file share,
// without either. A newer version is refused, a truncated or malformed
// archive is refused with a message naming what is wrong, and a save whose
// text does not load back to what was saved is refused.
#include "files/guardedarchive.h"

#include "testmain.h"

#include <boost/serialization/split_member.hpp>
#include <boost/serialization/string.hpp>
#include <boost/serialization/tracking.hpp>
#include <boost/serialization/version.hpp>

#include <QTest>

#include <cstdint>
#include <string>

namespace tst_guardedarchive { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using filerecord::LoadContext;

inline constexpr unsigned int kTinyRecordVersion = 2;
inline constexpr std::uint32_t kTinyFormatVersion = 1;

/** A word and a count. Loading trims the word, so " padded " does not load
 *  back as it was saved; an empty word is an issue (a refused value). */
struct TinyRecord {
    std::string word;
    std::uint32_t count = 0;
    LoadContext *context = nullptr;

    void save(boost::archive::xml_oarchive &ar, unsigned int /*version*/) const
    {
        ar << boost::serialization::make_nvp("word", word);
        ar << boost::serialization::make_nvp("count", count);
    }
    void load(boost::archive::xml_iarchive &ar, unsigned int version)
    {
        filerecord::guardVersion(version, kTinyRecordVersion, "tiny record");
        context->where = "word";
        ar >> boost::serialization::make_nvp("word", word);
        word = std::string(filerecord::trimmed(word));
        if (word.empty())
            context->issues.push_back({IssueCode::OutOfRange, "word", "", "a word"});
        context->where = "count";
        ar >> boost::serialization::make_nvp("count", count);
    }
    BOOST_SERIALIZATION_SPLIT_MEMBER()
};

} // namespace tst_guardedarchive

BOOST_CLASS_VERSION(tst_guardedarchive::TinyRecord, tst_guardedarchive::kTinyRecordVersion)
BOOST_CLASS_TRACKING(tst_guardedarchive::TinyRecord, boost::serialization::track_never)

namespace tst_guardedarchive {

namespace {

filerecord::Refusal tinyKind(std::string_view first)
{
    if (!first.starts_with("<tinyFormatVersion>"))
        return std::pair{FileError::NotScenarioFile, std::string("not a tiny file")};
    return std::nullopt;
}

filerecord::ArchiveFormat tinyFormat(bool readBackRefusesValues = false)
{
    return {
        .element = "tiny",
        .versions = {{"tinyFormatVersion", "tiny format", kTinyFormatVersion}},
        .maxBytes = 1000,
        .limitText = [] { return std::string("the limit is 1000 bytes"); },
        .kind = tinyKind,
        .tooLargeToSave =
            [](std::size_t bytes) { return "the tiny takes " + std::to_string(bytes) + " bytes"; },
        .issuesDetail = [](const std::vector<Issue> &issues) { return describe(issues.front()); },
        .readBackRefusesValues = readBackRefusesValues,
    };
}

bool sameWord(const TinyRecord &saved, const TinyRecord &back, const std::string & /*text*/)
{
    return saved.word == back.word && saved.count == back.count;
}

std::string replaced(std::string text, const std::string &from, const std::string &to)
{
    const auto at = text.find(from);
    if (at != std::string::npos)
        text.replace(at, from.size(), to);
    return text;
}

} // namespace

class TestGuardedArchive : public QObject
{
    Q_OBJECT

    std::string m_text;

    static TinyRecord tiny(std::string word, std::uint32_t count)
    {
        TinyRecord r;
        r.word = std::move(word);
        r.count = count;
        return r;
    }
    static FileOutcome load(const std::string &text, TinyRecord &into)
    {
        return filerecord::readRecord(text, tinyFormat(), into);
    }
    static void expectRefused(const std::string &text, FileError code, const std::string &detail)
    {
        TinyRecord back;
        const FileOutcome r = load(text, back);
        QCOMPARE(QString::fromStdString(std::string(fileErrorKey(r.error)) + ": " + r.detail),
                 QString::fromStdString(std::string(fileErrorKey(code)) + ": " + detail));
    }

private slots:
    void initTestCase()
    {
        FileError error = FileError::WriteFailed;
        const TinyRecord saved = tiny("hello", 3);
        m_text = filerecord::saveRecord(saved, tinyFormat(), sameWord, &error).value_or("");
        QCOMPARE(fileErrorKey(error), fileErrorKey(FileError::None));
        QVERIFY(m_text.find("<tinyFormatVersion>1</tinyFormatVersion>") != std::string::npos);
        QVERIFY(m_text.find("version=\"2\"") != std::string::npos);
    }

    void aSavedRecordLoadsBack()
    {
        TinyRecord back;
        const FileOutcome r = load(m_text, back);
        QVERIFY2(r.ok(), r.detail.c_str());
        QCOMPARE(back.word, std::string("hello"));
        QCOMPARE(back.count, 3u);
        QVERIFY(back.context == nullptr);
    }

    void aNewerVersionIsRefused()
    {
        expectRefused(replaced(m_text, "version=\"2\"", "version=\"3\""), FileError::NewerVersion,
                      "tiny record version 3 is newer than this program's 2");
        expectRefused(replaced(m_text, "<tinyFormatVersion>1<", "<tinyFormatVersion>2<"),
                      FileError::NewerVersion, "tiny format version 2 is newer than this program's 1");
        // Read signed: -1 is no version at all, not a very new one.
        expectRefused(replaced(m_text, "<tinyFormatVersion>1<", "<tinyFormatVersion>-1<"), FileError::Damaged,
                      "tiny format version -1 does not exist");
        expectRefused(replaced(m_text, "version=\"2\"", "version=\"0\""), FileError::Damaged,
                      "tiny record version 0 does not exist");
    }

    void aTruncatedArchiveIsRefusedWithAMessage()
    {
        expectRefused(
            m_text.substr(0, m_text.find("<count>")), FileError::Damaged,
            "the file does not end with </boost_serialization> (truncated, or extra content after it)");
        // The record's own end tag missing: the closing tag is read as its
        // end, and nothing is left.
        expectRefused(replaced(m_text, "</tiny>", ""), FileError::Damaged,
                      "the closing tag is missing after the tiny");
        expectRefused(replaced(m_text, "</tiny>", "</tiny><more>1</more>"), FileError::Damaged,
                      "unexpected content after the tiny: '<more>1</more>\n</boost_serialization>'");
    }

    void whatBoostThrowsBecomesAMessage()
    {
        expectRefused(replaced(m_text, "<count>3</count>", "<count>abc</count>"), FileError::Damaged,
                      "malformed or truncated data at count");
    }

    void theChecksBeforeBoost()
    {
        expectRefused("", FileError::NotScenarioFile, "the file is empty");
        expectRefused("hello", FileError::NotScenarioFile, "not a Boost XML archive");
        expectRefused(replaced(m_text, "<tinyFormatVersion>", "<otherVersion>"), FileError::NotScenarioFile,
                      "not a tiny file");
        expectRefused(m_text + std::string(1000, ' '), FileError::TooLarge,
                      std::to_string(m_text.size() + 1000) + " bytes; the limit is 1000 bytes");
    }

    void aRoundTripMismatchIsCaught()
    {
        FileError error = FileError::None;
        std::string detail;
        QVERIFY(!filerecord::saveRecord(tiny(" padded ", 1), tinyFormat(), sameWord, &error, &detail));
        QCOMPARE(fileErrorKey(error), fileErrorKey(FileError::WriteFailed));
        QCOMPARE(detail, std::string("the saved text loads back to different values"));
    }

    void aValueRefusedOnTheReadBack()
    {
        FileError error = FileError::None;
        std::string detail;
        QVERIFY(!filerecord::saveRecord(tiny("", 1), tinyFormat(), sameWord, &error, &detail));
        QCOMPARE(fileErrorKey(error), fileErrorKey(FileError::WriteFailed));
        QCOMPARE(QString::fromStdString(detail),
                 QString::fromStdString("the saved text does not load back (invalidValues: " +
                                        describe(Issue{IssueCode::OutOfRange, "word", "", "a word"}) + ")"));
        // A file kind whose saver leaves its value checks to the read back.
        QVERIFY(!filerecord::saveRecord(tiny("", 1), tinyFormat(true), sameWord, &error, &detail));
        QCOMPARE(fileErrorKey(error), fileErrorKey(FileError::InvalidValues));
        QCOMPARE(detail, describe(Issue{IssueCode::OutOfRange, "word", "", "a word"}));
    }

    void aTextOverTheLimitIsNotSaved()
    {
        FileError error = FileError::None;
        std::string detail;
        QVERIFY(!filerecord::saveRecord(tiny(std::string(2000, 'x'), 1), tinyFormat(), sameWord, &error,
                                        &detail));
        QCOMPARE(fileErrorKey(error), fileErrorKey(FileError::TooLarge));
        QVERIFY2(detail.starts_with("the tiny takes "), detail.c_str());
    }
};

PLANNER_TEST_APPLESS_MAIN(TestGuardedArchive)
} // namespace tst_guardedarchive

#include "tst_guardedarchive.moc"
