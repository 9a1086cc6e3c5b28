// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/fleettexts.h"

#include "texts/numberformat.h"
#include "texts/portfoliotexts.h"

#include <QStringList>

#include <cmath>

namespace planner {

QString FleetTexts::breakEven(const tco::FleetDecision &d, const QLocale &locale)
{
    const auto percent = [&locale](double fraction) { return formatPercent(fraction, locale, 0); };
    QString out = d.breakEvenOwned
                      ? tr("Owning pays up to %1 accelerators: beyond that the year costs more than renting "
                           "everything.")
                            .arg(formatWhole(*d.breakEvenOwned, locale))
                      : tr("Owning any accelerators costs more than renting everything.");
    // Against what owning displaces in this schedule, named, and against on
    // demand alone when that is something else (docs/model.md §16.4).
    const tco::DisplacedUse &x = d.displaced;
    out += QLatin1Char(' ');
    out += x.measured
               ? tr("Against what it displaces in this schedule, mostly %1 (%2 of those hours, %3 a useful "
                    "hour in all), an owned accelerator costing %4 an hour pays for itself when it is busy "
                    "%5 of its hours.")
                     .arg(poolKindLabel(x.main()), percent(x.share(x.main())),
                          formatPriceCents(x.usdPerUsefulHour(), locale),
                          formatPriceCents(d.ownedUsdPerHour, locale), percent(d.breakEvenUtilisation))
               : tr("Against on demand at %1 an hour, an owned accelerator costing %2 an hour pays for "
                    "itself when it is busy %3 of its hours.")
                     .arg(formatPriceCents(x.usdPerUsefulHour(), locale),
                          formatPriceCents(d.ownedUsdPerHour, locale), percent(d.breakEvenUtilisation));
    if (x.measured && x.main() != tco::PoolKind::OnDemand)
        out += QLatin1Char(' ') +
               tr("Against on demand alone it would be %1.").arg(percent(d.breakEvenUtilisationVsOnDemand));
    return out + QLatin1Char(' ') +
           tr("At the peak the runs hold %1 at once.").arg(formatWhole(d.peakGpus, locale));
}

QString FleetTexts::nearBest(const tco::FleetDecision &d, const QLocale &locale)
{
    if (!d.best.deadlinesMet())
        return {};
    const tco::NearBest &n = d.nearBest;
    return n.lowOwned == n.highOwned
               ? tr("No other owned count tried costs within %1 a year of the recommendation.")
                     .arg(formatUsd(n.toleranceUsd, locale))
               : tr("Owning anything from %1 to %2 accelerators, each at its best commitment, costs "
                    "within %3 a year of the recommendation: it is no more precise than that.")
                     .arg(formatWhole(n.lowOwned, locale), formatWhole(n.highOwned, locale),
                          formatUsd(n.toleranceUsd, locale));
}

QString FleetTexts::otherPools(const tco::Portfolio &p, const tco::FleetDecision &d,
                               const tco::FleetPoint &point, const QLocale &locale)
{
    QStringList counts;
    for (std::size_t k = 0; k < d.otherPools.size() && k < point.others.size(); ++k)
        counts << tr("%1 in %2").arg(formatWhole(point.others[k], locale), poolName(p, d.otherPools[k]));
    return counts.join(PortfolioTerms::tr(", ")); // the pool lists' separator (portfoliotexts.cpp)
}

QString FleetTexts::rentPaths(const std::vector<tco::PathAnswer> &paths, double plannedDeclinePerYear,
                              const QLocale &locale)
{
    if (paths.size() < 2)
        return {};
    QStringList answers;
    for (const tco::PathAnswer &a : paths) {
        const QString rate = formatPercent(std::abs(a.declinePerYear), locale, 0);
        const QString path = a.declinePerYear == plannedDeclinePerYear
                                 ? (a.declinePerYear < 0 ? tr("on the planned path (rising %1 a year)")
                                                         : tr("on the planned path (falling %1 a year)"))
                                       .arg(rate)
                                 : (a.declinePerYear < 0 ? tr("with rented prices rising %1 a year")
                                                         : tr("with rented prices falling %1 a year"))
                                       .arg(rate);
        answers << tr("%1, own %2 and commit %3 (%4 a year)")
                       .arg(path, formatWhole(a.best.owned, locale), formatWhole(a.best.committed, locale),
                            formatUsd(a.best.annualUsd, locale));
    }
    return tr("From the day each price was quoted: %1.").arg(answers.join(tr("; ")));
}

} // namespace planner
