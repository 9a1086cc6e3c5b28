// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to model/: the archive record of a scenario file, version by
// version, shared by scenariofile.cpp (which hands it to the guarded load
// and save, model/files/guardedarchive.h) and scenariorecord.cpp (which
// reads and writes the record's elements).

#include "archivefile.h"
#include "scenariofile.h"

#include <boost/serialization/split_member.hpp>
#include <boost/serialization/tracking.hpp>
#include <boost/serialization/version.hpp>

#include <cstdint>

namespace boost::archive {
class xml_iarchive;
class xml_oarchive;
} // namespace boost::archive

namespace tco::filerecord {

/** Class version of ScenarioRecord (Boost's per-class version, distinct from
 *  the application-level kScenarioFormatVersion written first). */
inline constexpr unsigned int kRecordVersion = 1;

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
