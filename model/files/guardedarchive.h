// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to model/: the guarded load and save of a file that is one
// record in a Boost XML archive, written once for every such file kind (a
// plan, model/files/scenariofile.cpp; a portfolio,
// model/portfolio/portfoliofile.cpp). Loading caps the size, runs the checks
// before Boost sees the text (model/files/archivefile.h), refuses versions
// newer than this build, requires the closing tag to be all that follows
// the record, and turns every exception into a FileError with a message
// naming what is wrong and where. Saving writes the text, caps its size and
// loads it back to compare. What differs between the file kinds is an
// ArchiveFormat. docs/file-format.md, "Why the loader is built this way".

#include "archivefile.h"

#include <boost/archive/xml_iarchive.hpp>
#include <boost/archive/xml_oarchive.hpp>
#include <boost/serialization/nvp.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tco::filerecord {

/** A version written before the record ("formatVersion"). */
struct VersionElement {
    const char *name;      ///< the element: "formatVersion"
    std::string_view what; ///< for messages: "format" ("format version 9 is newer ...")
    std::uint32_t current; ///< this build's, written on saving; a newer one is refused
};

/** What one file kind is: the real differences between them. */
struct ArchiveFormat {
    /** The record's element, and its noun in messages: "scenario". */
    const char *element = nullptr;
    /** Written first, in this order. The last is the plan format version
     *  the records are read by (LoadContext::formatVersion). */
    std::vector<VersionElement> versions;
    /** The largest file read or text written. */
    std::size_t maxBytes = 0;
    /** "the limit is N bytes": why a larger file is refused. */
    std::string (*limitText)() = nullptr;
    /** Is the text from its first element on this kind of file? */
    Refusal (*kind)(std::string_view first) = nullptr;
    /** Saving: why a text of `bytes` over maxBytes is refused. */
    std::string (*tooLargeToSave)(std::size_t bytes) = nullptr;
    /** The issues of a refused read, in one line. */
    std::string (*issuesDetail)(const std::vector<Issue> &issues) = nullptr;
    /** Saving: a value the read back refuses is the saver's refusal
     *  (InvalidValues, with the issues) when the saver leaves the values'
     *  checks to the read back; else the text failed to load back (WriteFailed). */
    bool readBackRefusesValues = false;
};

/** The record's version guard, and the format versions': Boost hands a
 *  record's load() any class version without complaint, so `version` over
 *  `current` throws NewerVersion ("`what` version 9 is newer than this
 *  program's 2") and 0 or below Damaged ("... does not exist"). */
void guardVersion(long long version, std::uint32_t current, std::string_view what);

using RecordReader = std::function<void(boost::archive::xml_iarchive &)>;
using RecordWriter = std::function<void(boost::archive::xml_oarchive &)>;

/** Reads `bytes` defensively, `read` reading the record, with `ctx`
 *  telling where it is and collecting the issues. Returns the refusal, or
 *  InvalidValues with the issues (detail empty), or None. */
FileOutcome readArchive(std::string_view bytes, const ArchiveFormat &format, LoadContext &ctx,
                        const RecordReader &read);
/** The text of the version elements and the record `write` writes;
 *  nullopt when the stream failed. Throws what Boost throws. */
std::optional<std::string> writeArchive(const ArchiveFormat &format, const RecordWriter &write);

/** A read back: what it refused, and whether it loaded to what was saved. */
struct ReadBack {
    FileOutcome outcome;
    bool same = false;
};
/** Writes, caps the size and loads the text back (`readBack`); nullopt
 *  with `error` and `detail` set when any of it refuses. */
std::optional<std::string> saveArchive(const ArchiveFormat &format, const RecordWriter &write,
                                       const std::function<ReadBack(const std::string &text)> &readBack,
                                       FileError *error, std::string *detail);

/** readArchive() into `record` (a type with `LoadContext *context` and
 *  Boost's save and load). */
template <typename Record>
FileOutcome readRecord(std::string_view bytes, const ArchiveFormat &format, Record &record)
{
    LoadContext ctx;
    record.context = &ctx;
    FileOutcome outcome = readArchive(bytes, format, ctx, [&](boost::archive::xml_iarchive &ar) {
        ar >> boost::serialization::make_nvp(format.element, record);
    });
    record.context = nullptr;
    return outcome;
}

/** writeArchive() of `record`. */
template <typename Record>
std::optional<std::string> writeRecord(const Record &record, const ArchiveFormat &format)
{
    return writeArchive(format, [&](boost::archive::xml_oarchive &ar) {
        ar << boost::serialization::make_nvp(format.element, record);
    });
}

/** saveArchive() of `record`: its text, when it loads back to a record
 *  that `same(record, back, text)` finds the same. */
template <typename Record, typename Same>
std::optional<std::string> saveRecord(const Record &record, const ArchiveFormat &format, Same same,
                                      FileError *error = nullptr, std::string *detail = nullptr)
{
    return saveArchive(
        format,
        [&](boost::archive::xml_oarchive &ar) {
            ar << boost::serialization::make_nvp(format.element, record);
        },
        [&](const std::string &text) {
            Record back;
            ReadBack r{readRecord(text, format, back)};
            r.same = r.outcome.ok() && same(record, back, text);
            return r;
        },
        error, detail);
}

/** Saving refused: nullopt, with `error` and `detail` set when given. */
std::optional<std::string> refuseSave(FileError code, std::string why, FileError *error, std::string *detail);

} // namespace tco::filerecord
