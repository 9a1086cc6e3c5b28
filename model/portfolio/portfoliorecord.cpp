// SPDX-License-Identifier: GPL-3.0-or-later
// The portfolio record of a .tcoportfolio file, element by element: what
// savePortfolio() writes and what loadPortfolio() reads back, each value
// checked on its own (the archive around it: model/files/guardedarchive.cpp). Numbers,
// dates and choices are text, as in a plan file (model/files/scenariorecord.cpp),
// so "nan" or "-3" is an issue naming its run or pool, not a stream error.
#include "portfolio/portfoliorecord.h"

#include "portfolio/portfoliofile.h"

#include "files/guardedarchive.h"
#include "plan/calendar.h"
#include "plan/validation.h"

#include <boost/archive/xml_iarchive.hpp>
#include <boost/archive/xml_oarchive.hpp>
#include <boost/serialization/nvp.hpp>
#include <boost/serialization/string.hpp>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <system_error>

namespace tco::portfoliorecord {
namespace {

using boost::serialization::make_nvp;
using filerecord::clip;
using filerecord::FormatError;
using filerecord::LoadContext;
using filerecord::trimmed;

constexpr std::uint32_t kMaxListCount = 1000; ///< a run's dependencies or accelerators

/** Reads one element of text, each checked against its range, with the
 *  issue key naming the item ("pool.2 'rented' count"). */
class Reader
{
public:
    Reader(boost::archive::xml_iarchive &ar, LoadContext &ctx) : m_ar(ar), m_ctx(ctx) {}

    std::string item; ///< "run.3 'main'", or "" for the portfolio's own fields

    std::string raw(const char *field)
    {
        m_ctx.where = key(field);
        std::string text;
        m_ar >> make_nvp(field, text);
        return text;
    }
    void text(const char *field, std::string &out)
    {
        out = raw(field);
        if (auto issue = checkText(key(field), out, false)) {
            m_ctx.issues.push_back(std::move(*issue));
            out.clear();
        }
    }
    /** A number in [lo, hi] (hi excluded when `hiOpen`). */
    void number(const char *field, double lo, double hi, bool hiOpen, double &out)
    {
        const std::string t = raw(field);
        const std::string allowed =
            "a number from " + formatNumber(lo) + (hiOpen ? " to below " : " to ") + formatNumber(hi);
        const std::string_view s = trimmed(t);
        double v = 0;
        const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
        if (s.empty() || r.ec != std::errc() || r.ptr != s.data() + s.size())
            refuse(IssueCode::NotANumber, field, t, allowed);
        else if (!std::isfinite(v))
            refuse(IssueCode::NotFinite, field, t, allowed);
        else if (!(v >= lo && (hiOpen ? v < hi : v <= hi)))
            refuse(IssueCode::OutOfRange, field, t, allowed);
        else
            out = v;
    }
    void integer(const char *field, long long lo, long long hi, int &out)
    {
        const std::string t = raw(field);
        const std::string allowed = "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
        const std::string_view s = trimmed(t);
        long long v = 0;
        const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
        if (s.empty() || r.ptr != s.data() + s.size() || r.ec == std::errc::invalid_argument)
            refuse(IssueCode::NotInteger, field, t, allowed);
        else if (r.ec != std::errc() || v < lo || v > hi)
            refuse(IssueCode::OutOfRange, field, t, allowed);
        else
            out = static_cast<int>(v);
    }
    void date(const char *field, CivilDate &out)
    {
        const std::string t = raw(field);
        if (const auto d = parseDate(trimmed(t)))
            out = *d;
        else
            refuse(IssueCode::InvalidDate, field, t, dateAllowed());
    }
    void optionalDate(const char *field, std::optional<CivilDate> &out)
    {
        const std::string t = raw(field);
        if (trimmed(t).empty())
            out.reset();
        else if (const auto d = parseDate(trimmed(t)))
            out = *d;
        else
            refuse(IssueCode::InvalidDate, field, t, dateAllowed() + ", or empty for none");
    }
    void flag(const char *field, bool &out)
    {
        const std::string t = raw(field);
        if (t == "true" || t == "false")
            out = t == "true";
        else
            refuse(IssueCode::UnknownChoice, field, t, "true | false");
    }
    template <typename Enum> void choice(const char *field, std::string_view (*keyOf)(Enum), Enum &out)
    {
        const std::string t = raw(field);
        std::string allowed;
        for (int i = 0; i < static_cast<int>(Enum::Count); ++i) {
            const auto e = static_cast<Enum>(i);
            allowed += (i ? " | " : "") + std::string(keyOf(e));
            if (keyOf(e) == t) {
                out = e;
                return;
            }
        }
        refuse(IssueCode::UnknownChoice, field, t, allowed);
    }
    /** A count over `limit` is a damaged file: nothing after it is read. */
    std::uint32_t count(const char *field, std::uint32_t limit)
    {
        m_ctx.where = key(field);
        std::uint32_t n = 0;
        m_ar >> make_nvp(field, n);
        if (n > limit)
            throw FormatError(FileError::Damaged, key(field) + " " + std::to_string(n) +
                                                      " exceeds the limit of " + std::to_string(limit));
        return n;
    }
    std::string key(std::string_view field) const
    {
        return item.empty() ? std::string(field) : item + " " + std::string(field);
    }

private:
    static std::string dateAllowed()
    {
        return "a real day YYYY-MM-DD from " + formatDate({kMinDateYear, 1, 1}) + " to " +
               formatDate({kMaxDateYear, 12, 31});
    }
    void refuse(IssueCode code, const char *field, const std::string &value, std::string allowed)
    {
        m_ctx.issues.push_back({code, key(field), clip(value), std::move(allowed)});
    }

    boost::archive::xml_iarchive &m_ar;
    LoadContext &m_ctx;
};

std::string_view idlePolicyKey(IdlePolicy p)
{
    return p == IdlePolicy::Central ? "central" : "proRata";
}

std::string itemName(std::string_view what, std::size_t index, std::string_view id)
{
    return std::string(what) + "." + std::to_string(index) + " '" + clip(id, 40) + "'";
}

} // namespace

void PortfolioRecord::save(boost::archive::xml_oarchive &ar, const unsigned int /*version*/) const
{
    const Portfolio &p = portfolio;
    const auto put = [&](const char *field, const std::string &text) { ar << make_nvp(field, text); };
    const auto num = [&](const char *field, double v) { put(field, formatNumber(v)); };
    const auto whole = [&](const char *field, long long v) { put(field, std::to_string(v)); };
    const auto count = [&](const char *field, std::size_t n) {
        const auto c = static_cast<std::uint32_t>(n);
        ar << make_nvp(field, c);
    };
    put("name", p.name);
    put("start", formatDate(p.start));
    whole("horizonMonths", p.horizonMonths);
    num("budgetUsd", p.budget.annualUsd);
    num("warningFraction", p.budget.warningFraction);
    num("reviewFraction", p.budget.reviewFraction);
    whole("fiscalYearStartMonth", p.budget.fiscalYearStartMonth);
    put("idlePolicy", std::string(idlePolicyKey(p.idlePolicy)));
    num("rentalDeclinePerYear", p.rentalDeclinePerYear);
    num("costOfCapital", p.costOfCapital);
    count("sharedCount", p.sharedCosts.size());
    for (const SharedCost &s : p.sharedCosts) {
        put("sharedName", s.name);
        num("usdPerMonth", s.usdPerMonth);
    }
    count("poolCount", p.pools.size());
    for (const Pool &pool : p.pools) {
        put("id", pool.id);
        put("kind", std::string(poolKindKey(pool.kind)));
        put("accelerator", pool.accelerator);
        whole("count", pool.count);
        put("start", formatDate(pool.start));
        num("purchaseUsdPerAccelerator", pool.purchaseUsdPerAccelerator);
        num("networkCapexShare", pool.networkCapexShare);
        num("facilityCapexShare", pool.facilityCapexShare);
        num("depreciationYears", pool.depreciationYears);
        num("resaleFraction", pool.resaleFraction);
        num("hostingUsdPerAcceleratorHour", pool.hostingUsdPerAcceleratorHour);
        whole("termMonths", pool.termMonths);
        num("discount", pool.discount);
        num("prepaidShare", pool.prepaidShare);
        whole("days", pool.days);
        num("upfrontUsd", pool.upfrontUsd);
        num("usdPerHour", pool.usdPerHour);
        put("priceDate", pool.priceDate ? formatDate(*pool.priceDate) : std::string());
        num("goodputLoss", pool.goodputLoss);
    }
    count("runCount", p.runs.size());
    for (const PortfolioRun &r : p.runs) {
        put("id", r.id);
        put("kind", std::string(runKindKey(r.kind)));
        put("team", r.team);
        put("project", r.project);
        put("corpus", r.corpus);
        put("earliestStart", formatDate(r.earliestStart));
        put("deadline", formatDate(r.deadline));
        put("pinnedStart", r.pinnedStart ? formatDate(*r.pinnedStart) : std::string());
        whole("priority", r.priority);
        whole("repeat", r.repeat);
        whole("intervalDays", r.intervalDays);
        put("allowSpot", r.allowSpot ? "true" : "false");
        put("preemptible", r.preemptible ? "true" : "false");
        count("dependsOnCount", r.dependsOn.size());
        for (const std::string &d : r.dependsOn)
            put("dependsOn", d);
        count("acceleratorCount", r.accelerators.size());
        for (const std::string &a : r.accelerators)
            put("accelerator", a);
        filerecord::ScenarioRecord plan;
        plan.scenario = r.scenario;
        const filerecord::ScenarioRecord &constPlan = plan;
        ar << make_nvp("scenario", constPlan);
    }
}

void PortfolioRecord::load(boost::archive::xml_iarchive &ar, const unsigned int version)
{
    LoadContext &ctx = *context;
    filerecord::guardVersion(version, kRecordVersion, "portfolio record");
    portfolio = Portfolio{};
    Portfolio &p = portfolio;
    Reader in(ar, ctx);
    in.text("name", p.name);
    in.date("start", p.start);
    in.integer("horizonMonths", 1, 120, p.horizonMonths);
    in.number("budgetUsd", 0, 1e13, false, p.budget.annualUsd);
    in.number("warningFraction", 0, 10, false, p.budget.warningFraction);
    in.number("reviewFraction", 0, 10, false, p.budget.reviewFraction);
    int fiscal = static_cast<int>(p.budget.fiscalYearStartMonth);
    in.integer("fiscalYearStartMonth", 1, 12, fiscal);
    p.budget.fiscalYearStartMonth = static_cast<unsigned>(fiscal);
    const std::string policy = in.raw("idlePolicy");
    if (policy == "proRata" || policy == "central")
        p.idlePolicy = policy == "central" ? IdlePolicy::Central : IdlePolicy::ProRata;
    else
        ctx.issues.push_back({IssueCode::UnknownChoice, "idlePolicy", clip(policy), "proRata | central"});
    in.number("rentalDeclinePerYear", version >= 4 ? -1 : 0, 1, true, p.rentalDeclinePerYear);
    if (version >= 3)
        in.number("costOfCapital", 0, 1, true, p.costOfCapital);

    const std::uint32_t shared = in.count("sharedCount", static_cast<std::uint32_t>(kMaxSharedCosts));
    for (std::uint32_t i = 0; i < shared; ++i) {
        SharedCost s;
        in.item = "shared." + std::to_string(i);
        in.text("sharedName", s.name);
        in.number("usdPerMonth", 0, 1e12, false, s.usdPerMonth);
        p.sharedCosts.push_back(std::move(s));
    }
    in.item.clear();
    const std::uint32_t pools = in.count("poolCount", static_cast<std::uint32_t>(kMaxPortfolioPools));
    for (std::uint32_t i = 0; i < pools; ++i) {
        Pool pool;
        in.item = "pool." + std::to_string(i);
        in.text("id", pool.id);
        in.item = itemName("pool", i, pool.id);
        in.choice("kind", poolKindKey, pool.kind);
        in.text("accelerator", pool.accelerator);
        in.integer("count", 0, 10'000'000, pool.count);
        in.date("start", pool.start);
        in.number("purchaseUsdPerAccelerator", 0, 1e9, false, pool.purchaseUsdPerAccelerator);
        if (version >= 3) {
            in.number("networkCapexShare", 0, 2, false, pool.networkCapexShare);
            in.number("facilityCapexShare", 0, 2, false, pool.facilityCapexShare);
        }
        in.number("depreciationYears", 1, 30, false, pool.depreciationYears);
        in.number("resaleFraction", 0, 1, false, pool.resaleFraction);
        in.number("hostingUsdPerAcceleratorHour", 0, 1e4, false, pool.hostingUsdPerAcceleratorHour);
        in.integer("termMonths", 1, 120, pool.termMonths);
        in.number("discount", 0, 1, true, pool.discount);
        in.number("prepaidShare", 0, 1, false, pool.prepaidShare);
        in.integer("days", 1, 3660, pool.days);
        in.number("upfrontUsd", 0, 1e12, false, pool.upfrontUsd);
        in.number("usdPerHour", 0, 1e4, false, pool.usdPerHour);
        if (version >= 4)
            in.optionalDate("priceDate", pool.priceDate);
        in.number("goodputLoss", 0, 1, true, pool.goodputLoss);
        p.pools.push_back(std::move(pool));
    }
    in.item.clear();
    const std::uint32_t runs = in.count("runCount", static_cast<std::uint32_t>(kMaxPortfolioRuns));
    for (std::uint32_t i = 0; i < runs; ++i) {
        PortfolioRun r;
        in.item = "run." + std::to_string(i);
        in.text("id", r.id);
        in.item = itemName("run", i, r.id);
        in.choice("kind", runKindKey, r.kind);
        in.text("team", r.team);
        in.text("project", r.project);
        if (version >= 2)
            in.text("corpus", r.corpus);
        in.date("earliestStart", r.earliestStart);
        in.date("deadline", r.deadline);
        in.optionalDate("pinnedStart", r.pinnedStart);
        in.integer("priority", -1'000'000, 1'000'000, r.priority);
        in.integer("repeat", 1, 10'000, r.repeat);
        if (version >= 2)
            in.integer("intervalDays", 0, 3660, r.intervalDays);
        in.flag("allowSpot", r.allowSpot);
        in.flag("preemptible", r.preemptible);
        const std::uint32_t deps = in.count("dependsOnCount", kMaxListCount);
        for (std::uint32_t d = 0; d < deps; ++d) {
            std::string dep;
            in.text("dependsOn", dep);
            r.dependsOn.push_back(std::move(dep));
        }
        const std::uint32_t accelerators = in.count("acceleratorCount", kMaxListCount);
        for (std::uint32_t a = 0; a < accelerators; ++a) {
            std::string id;
            in.text("accelerator", id);
            r.accelerators.push_back(std::move(id));
        }
        // The plan's own record and checks; its issues are named by run.
        const std::size_t before = ctx.issues.size();
        filerecord::ScenarioRecord plan;
        plan.context = &ctx;
        ctx.where = in.key("scenario");
        ctx.within = in.item + " plan";
        ar >> make_nvp("scenario", plan);
        ctx.within.clear();
        for (std::size_t k = before; k < ctx.issues.size(); ++k)
            ctx.issues[k].key = in.key(ctx.issues[k].key);
        r.scenario = std::move(plan.scenario);
        p.runs.push_back(std::move(r));
    }
    ctx.where = "the end of the portfolio";
}

} // namespace tco::portfoliorecord
