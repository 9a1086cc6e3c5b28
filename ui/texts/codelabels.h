// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/result.h"

#include <QString>

namespace planner {

/** Translated names of the model's codes: cost categories, phases and the
 *  kinds of cost-history points, the same words in the window, the charts
 *  and the reports (context "planner::CodeLabels"). */
QString categoryLabel(tco::Category c);
QString phaseLabel(tco::Phase p);
/** "article", "estimate", "forecast", "user" → readable, translated. */
QString historyKindLabel(const QString &kind);
/** A cost-history run's label (resources/history/training_costs.csv): a
 *  model's name is shown as it is, the descriptive labels of the article's
 *  magnitudes and forecasts are translated. */
QString historyRunLabel(const QString &label);
/** A forecast whose year has passed, against what happened (the chart's
 *  hover and the report's table): "Its year has passed: the most expensive
 *  finished run of 2025 was Grok 4 at $436M, 0.44× the forecast". The
 *  cost and the ratio come formatted (texts/numberformat.h). */
QString historyOutcomeText(int year, const QString &run, const QString &cost, const QString &ratio);
/** The title of source article 0, 1 or 2 (docs/model.md): the three
 *  Chinese articles the model's categories, hidden costs and budget lines
 *  come from, cited by their titles in every language (About, the report). */
QString sourceArticle(int which);

} // namespace planner
