// SPDX-License-Identifier: GPL-3.0-or-later
#include "archivefile.h"

#include "atomicfile.h"

#include <boost/archive/archive_exception.hpp>

#include <filesystem>
#include <fstream>
#include <system_error>

namespace tco::filerecord {
namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

} // namespace

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

std::string clip(std::string_view s, std::size_t n)
{
    return s.size() <= n ? std::string(s) : std::string(s.substr(0, n)) + "...";
}

FileBytes readFileCapped(const std::string &path, std::size_t maxBytes, const std::string &limitText)
{
    namespace fs = std::filesystem;
    const auto refused = [](FileError code, std::string detail) {
        return FileBytes{{}, code, std::move(detail)};
    };
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (ec || !fs::exists(st))
        return refused(FileError::CannotOpen, "'" + path + "' does not exist or cannot be accessed");
    if (!fs::is_regular_file(st))
        return refused(FileError::CannotOpen, "'" + path + "' is not a regular file");
    const auto size = fs::file_size(path, ec);
    if (!ec && size > maxBytes)
        return refused(FileError::TooLarge,
                       "'" + path + "' has " + std::to_string(size) + " bytes; " + limitText);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return refused(FileError::CannotOpen, "'" + path + "' cannot be opened for reading");
    FileBytes out;
    char chunk[64 * 1024];
    while (out.bytes.size() <= maxBytes) {
        in.read(chunk, sizeof chunk);
        out.bytes.append(chunk, static_cast<std::size_t>(in.gcount()));
        if (!in)
            break;
    }
    if (in.bad())
        return refused(FileError::CannotOpen, "'" + path + "' could not be read");
    if (out.bytes.size() > maxBytes)
        return refused(FileError::TooLarge, "'" + path + "' is too large; " + limitText);
    return out;
}

std::string_view withoutBom(std::string_view text)
{
    constexpr std::string_view bom = "\xEF\xBB\xBF";
    if (text.substr(0, bom.size()) == bom)
        text.remove_prefix(bom.size());
    return text;
}

Refusal precheckArchive(std::string_view text, const std::function<Refusal(std::string_view first)> &kind)
{
    if (trimmed(text).empty())
        return std::pair{FileError::NotScenarioFile, std::string("the file is empty")};
    const std::string_view head = text.substr(0, 1024);
    const auto root = head.find("<boost_serialization");
    if (trimmed(text).substr(0, 5) != "<?xml" || root == std::string_view::npos)
        return std::pair{FileError::NotScenarioFile, std::string("not a Boost XML archive")};
    const auto rootEnd = head.find('>', root);
    if (auto refused =
            kind(rootEnd == std::string_view::npos ? std::string_view() : trimmed(text.substr(rootEnd + 1))))
        return refused;
    const std::string_view body = trimmed(text);
    if (body.size() < kClosingTag.size() || body.substr(body.size() - kClosingTag.size()) != kClosingTag)
        return std::pair{
            FileError::Damaged,
            std::string(
                "the file does not end with </boost_serialization> (truncated, or extra content after it)")};
    return std::nullopt;
}

std::string_view archiveErrorHeadline(const boost::archive::archive_exception &e)
{
    using AE = boost::archive::archive_exception;
    switch (e.code) {
    case AE::input_stream_error:
        return "malformed or truncated data";
    case AE::invalid_signature:
        return "not a Boost serialization archive";
    case AE::unsupported_version:
    case AE::unsupported_class_version:
        return "written by a newer version";
    default:
        return "corrupted archive";
    }
}

FileError archiveErrorCode(const boost::archive::archive_exception &e)
{
    using AE = boost::archive::archive_exception;
    switch (e.code) {
    case AE::invalid_signature:
        return FileError::NotScenarioFile;
    case AE::unsupported_version:
    case AE::unsupported_class_version:
        return FileError::NewerVersion;
    default:
        return FileError::Damaged;
    }
}

FileError writeSavedText(const std::optional<std::string> &text, FileError error, const std::string &path,
                         std::string *detail)
{
    if (!text)
        return error;
    std::string why;
    if (!writeFileAtomically(path, *text, why)) {
        if (detail)
            *detail = std::move(why);
        return FileError::WriteFailed;
    }
    return FileError::None;
}

std::string describeLoad(FileError error, std::string_view kind, const std::string &invalid,
                         const std::string &detail)
{
    const std::string k(kind);
    std::string headline;
    switch (error) {
    case FileError::None:
        return k + " loaded";
    case FileError::CannotOpen:
        headline = "cannot open the file";
        break;
    case FileError::TooLarge:
        headline = "the file is too large to be a " + k;
        break;
    case FileError::NotScenarioFile:
        headline = "not a " + k + " file";
        break;
    case FileError::Damaged:
        headline = "the " + k + " file is damaged";
        break;
    case FileError::NewerVersion:
        headline = "the " + k + " file was made by a newer version of the program";
        break;
    case FileError::InvalidValues:
        headline = invalid;
        break;
    case FileError::NotFinite:
        headline = "a value is not a finite number";
        break;
    case FileError::WriteFailed:
        headline = "the file could not be written";
        break;
    }
    std::string line = detail.empty() ? headline : headline + ": " + detail;
    // One line, even when a quoted value from the file holds a line break.
    for (char &c : line)
        if (c == '\n' || c == '\r' || c == '\t')
            c = ' ';
    return line;
}

} // namespace tco::filerecord
