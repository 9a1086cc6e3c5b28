// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to model/portfolio: the archive record of a .tcoportfolio file,
// shared by portfoliofile.cpp (which hands it to the guarded load and save,
// model/files/guardedarchive.h) and portfoliorecord.cpp (which reads and
// writes its elements).

#include "files/scenariorecord.h"
#include "portfolio/portfolio.h"

#include <boost/serialization/split_member.hpp>
#include <boost/serialization/tracking.hpp>
#include <boost/serialization/version.hpp>

namespace tco::portfoliorecord {

/** 1: the first; 2: a run's corpus and its instances' cadence
 *  (PortfolioRun::corpus, intervalDays); 3: owned hardware as finance
 *  prices it (Portfolio::costOfCapital, Pool::networkCapexShare,
 *  facilityCapexShare; 0 in older files, as they were priced); 4: each
 *  pool's price date (Pool::priceDate; empty in older files: the
 *  portfolio's start) and rental paths that rise (rentalDeclinePerYear
 *  from -1). */
inline constexpr unsigned int kRecordVersion = 4;

/** What the archive holds after the two format versions. Loading starts
 *  from an empty portfolio; a refused field keeps its default and is an
 *  issue in `context` (keys "run.N 'id' field", "pool.N 'id' field"). */
struct PortfolioRecord {
    Portfolio portfolio;
    /** Set when loading; formatVersion = the plans'. While a run's plan is
     *  read, `within` names the run ("run.3 'main' plan"): the plan's record
     *  names only its own element in `where`. */
    filerecord::LoadContext *context = nullptr;

    void save(boost::archive::xml_oarchive &ar, unsigned int version) const;
    void load(boost::archive::xml_iarchive &ar, unsigned int version);

    BOOST_SERIALIZATION_SPLIT_MEMBER()
};

} // namespace tco::portfoliorecord

BOOST_CLASS_VERSION(tco::portfoliorecord::PortfolioRecord, tco::portfoliorecord::kRecordVersion)
BOOST_CLASS_TRACKING(tco::portfoliorecord::PortfolioRecord, boost::serialization::track_never)
