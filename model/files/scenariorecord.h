// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to model/: the archive record of a scenario file, version by
// version, shared by scenariofile.cpp (which drives the archive) and
// scenariorecord.cpp (which reads and writes the record's elements).

#include "scenariofile.h"

#include <boost/serialization/split_member.hpp>
#include <boost/serialization/tracking.hpp>
#include <boost/serialization/version.hpp>

#include <cstdint>
#include <exception>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace boost::archive {
class xml_iarchive;
class xml_oarchive;
} // namespace boost::archive

namespace tco::filerecord {

/** Class version of ScenarioRecord (Boost's per-class version, distinct from
 *  the application-level kScenarioFormatVersion written first). */
inline constexpr unsigned int kRecordVersion = 1;

/** Thrown inside the archive's scope for every refusal we detect ourselves.
 *  Throwing while the archive is alive matters: its destructor then skips
 *  the final parse that would call std::terminate on bad input
 *  (docs/file-format.md). */
class FormatError : public std::exception
{
public:
    FormatError(FileError code, std::string detail) : m_code(code), m_detail(std::move(detail)) {}
    const char *what() const noexcept override { return m_detail.c_str(); }
    FileError code() const { return m_code; }
    const std::string &detail() const { return m_detail; }

private:
    FileError m_code;
    std::string m_detail;
};

/** `s` without leading and trailing blanks (space, tab, line breaks). */
std::string_view trimmed(std::string_view s);
/** For messages: a key or text cut to a readable length. */
std::string clip(std::string_view s, std::size_t n = 60);

/** The loader's state: where it is (for messages) and what it refused. */
struct LoadContext {
    std::uint32_t formatVersion = 0;
    std::string where = "the archive header";
    std::vector<Issue> issues; ///< value problems, reported together as InvalidValues
};

/** What the archive holds after formatVersion. Saving reads `scenario`;
 *  loading fills it, starting from the defaults. */
struct ScenarioRecord {
    Scenario scenario;
    LoadContext *context = nullptr; ///< set when loading

    void save(boost::archive::xml_oarchive &ar, unsigned int version) const;
    void load(boost::archive::xml_iarchive &ar, unsigned int version);

    BOOST_SERIALIZATION_SPLIT_MEMBER()
};

} // namespace tco::filerecord

BOOST_CLASS_VERSION(tco::filerecord::ScenarioRecord, tco::filerecord::kRecordVersion)
BOOST_CLASS_TRACKING(tco::filerecord::ScenarioRecord, boost::serialization::track_never)
