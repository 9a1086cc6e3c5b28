// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportdocument.h"

#include "result.h"

namespace planner::reportcells {

/** Helpers the chapters share to write table cells. */
inline ReportCell cell(const QString &text, const QString &detail = {}, bool strong = false,
                       ReportTone tone = ReportTone::Neutral)
{
    return ReportCell{text, detail, strong, tone};
}

/** A cost that rises is bad news, one that falls good news. */
inline ReportTone deltaTone(double delta)
{
    return delta > 0 ? ReportTone::Bad : delta < 0 ? ReportTone::Good : ReportTone::Neutral;
}

/** A condition's colour by its kind: the summary's and the method's tables agree. */
inline ReportTone severityTone(tco::Severity s)
{
    switch (s) {
    case tco::Severity::Infeasible: return ReportTone::Bad;
    case tco::Severity::Warning: return ReportTone::Warning;
    case tco::Severity::Note: return ReportTone::Muted;
    }
    return ReportTone::Neutral;
}

inline constexpr Qt::Alignment kLeft = Qt::AlignLeft | Qt::AlignVCenter;
inline constexpr Qt::Alignment kRight = Qt::AlignRight | Qt::AlignVCenter;

} // namespace planner::reportcells
