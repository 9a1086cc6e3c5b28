// SPDX-License-Identifier: GPL-3.0-or-later
#include "guardedarchive.h"

#include <boost/archive/archive_exception.hpp>

#include <exception>
#include <locale>
#include <new>
#include <sstream>

namespace tco::filerecord {

void guardVersion(long long version, std::uint32_t current, std::string_view what)
{
    if (version > static_cast<long long>(current))
        throw FormatError(FileError::NewerVersion, std::string(what) + " version " + std::to_string(version) +
                                                       " is newer than this program's " +
                                                       std::to_string(current));
    if (version <= 0)
        throw FormatError(FileError::Damaged,
                          std::string(what) + " version " + std::to_string(version) + " does not exist");
}

FileOutcome readArchive(std::string_view bytes, const ArchiveFormat &format, LoadContext &ctx,
                        const RecordReader &read)
{
    const auto refused = [](FileError code, std::string detail) {
        return FileOutcome{code, std::move(detail), {}};
    };
    if (bytes.size() > format.maxBytes)
        return refused(FileError::TooLarge, std::to_string(bytes.size()) + " bytes; " + format.limitText());
    bytes = withoutBom(bytes);
    if (auto refusal = precheckArchive(bytes, format.kind))
        return refused(refusal->first, std::move(refusal->second));

    const std::string element(format.element);
    try {
        std::istringstream is{std::string(bytes)};
        is.imbue(std::locale::classic());
        {
            boost::archive::xml_iarchive ar(is,
                                            boost::archive::no_xml_tag_checking | boost::archive::no_codecvt);
            for (const VersionElement &v : format.versions) {
                ctx.where = v.name;
                // Read signed: "-1" must not wrap to 4294967295 and pass
                // for a newer version.
                long long version = 0;
                ar >> boost::serialization::make_nvp(v.name, version);
                guardVersion(version, v.current, v.what);
                ctx.formatVersion = static_cast<std::uint32_t>(version);
            }
            ctx.where = "the " + element + " element";
            read(ar);

            // Still inside the archive's scope: only the closing tag may
            // remain. If the data consumed it, the destructor's final parse
            // would abort; throwing now makes the destructor skip it.
            ctx.where = "the end of the file";
            const std::streamoff pos = is.tellg();
            if (pos < 0 || static_cast<std::size_t>(pos) > bytes.size())
                throw FormatError(FileError::Damaged, "the archive ended early");
            const std::string_view rest = trimmed(bytes.substr(static_cast<std::size_t>(pos)));
            if (rest.find('>') == std::string_view::npos)
                throw FormatError(FileError::Damaged, "the closing tag is missing after the " + element);
            if (rest != kClosingTag)
                throw FormatError(FileError::Damaged,
                                  "unexpected content after the " + element + ": '" + clip(rest, 40) + "'");
        }
    } catch (const FormatError &e) {
        return refused(e.code(), e.detail());
    } catch (const boost::archive::archive_exception &e) {
        // A stream error's text ends in strerror(errno), which is noise here.
        const bool stream = e.code == boost::archive::archive_exception::input_stream_error;
        return refused(archiveErrorCode(e),
                       std::string(archiveErrorHeadline(e)) + " at " + ctx.place() +
                           (stream ? std::string() : " (" + std::string(e.what()) + ")"));
    } catch (const std::bad_alloc &) {
        return refused(FileError::Damaged, "out of memory at " + ctx.place());
    } catch (const std::exception &e) {
        return refused(FileError::Damaged, "at " + ctx.place() + ": " + e.what());
    }
    if (ctx.issues.empty())
        return {};
    return FileOutcome{FileError::InvalidValues, {}, std::move(ctx.issues)};
}

std::optional<std::string> writeArchive(const ArchiveFormat &format, const RecordWriter &write)
{
    std::ostringstream os;
    os.imbue(std::locale::classic());
    {
        boost::archive::xml_oarchive ar(os, boost::archive::no_codecvt);
        for (const VersionElement &v : format.versions) {
            const std::uint32_t version = v.current;
            ar << boost::serialization::make_nvp(v.name, version);
        }
        write(ar);
    } // the archive writes </boost_serialization> when it leaves scope
    if (!os)
        return std::nullopt;
    return std::move(os).str();
}

std::optional<std::string> refuseSave(FileError code, std::string why, FileError *error, std::string *detail)
{
    if (error)
        *error = code;
    if (detail)
        *detail = std::move(why);
    return std::nullopt;
}

std::optional<std::string> saveArchive(const ArchiveFormat &format, const RecordWriter &write,
                                       const std::function<ReadBack(const std::string &text)> &readBack,
                                       FileError *error, std::string *detail)
{
    const auto refuse = [&](FileError code, std::string why) {
        return refuseSave(code, std::move(why), error, detail);
    };
    std::optional<std::string> text;
    try {
        text = writeArchive(format, write);
    } catch (const std::exception &e) {
        return refuse(FileError::WriteFailed, std::string("serialization failed: ") + e.what());
    }
    if (!text)
        return refuse(FileError::WriteFailed, "the output stream failed");
    if (text->size() > format.maxBytes)
        return refuse(FileError::TooLarge, format.tooLargeToSave(text->size()));
    // Round trip: the text must load back to exactly what was saved, or the
    // user would save a file they cannot open (e.g. a control character in
    // a name).
    const ReadBack back = readBack(*text);
    const FileOutcome &read = back.outcome;
    if (read.error == FileError::InvalidValues && format.readBackRefusesValues)
        return refuse(FileError::InvalidValues, format.issuesDetail(read.issues));
    if (read.error != FileError::None)
        return refuse(FileError::WriteFailed,
                      "the saved text does not load back (" + std::string(fileErrorKey(read.error)) + ": " +
                          (read.issues.empty() ? read.detail : format.issuesDetail(read.issues)) + ")");
    if (!back.same)
        return refuse(FileError::WriteFailed, "the saved text loads back to different values");
    if (error)
        *error = FileError::None;
    return text;
}

} // namespace tco::filerecord
