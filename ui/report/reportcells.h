// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportdocument.h"
#include "texts/tone.h"

#include "plan/result.h"

namespace planner::reportcells {

/** Helpers the chapters share to write table cells. */
inline ReportCell cell(const QString &text, const QString &detail = {}, bool strong = false,
                       ReportTone tone = ReportTone::Neutral)
{
    return ReportCell{text, detail, strong, tone};
}

inline constexpr Qt::Alignment kLeft = Qt::AlignLeft | Qt::AlignVCenter;
inline constexpr Qt::Alignment kRight = Qt::AlignRight | Qt::AlignVCenter;

} // namespace planner::reportcells
