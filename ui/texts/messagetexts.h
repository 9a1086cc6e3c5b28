// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/advice.h"
#include "analysis/solve.h"
#include "analysis/variants.h"
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scenario.h"
#include "plan/validation.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace planner {

/** Words for what the model reports as codes: refused values, conditions,
 *  advice levers, budget status and file errors (the model names them; the
 *  UI says them). The texts follow the installed translators
 *  (planner_zh_CN.ts) and numbers follow QLocale(), so the report and the
 *  command line can call them too. */
class MessageTexts
{
    Q_DECLARE_TR_FUNCTIONS(planner::MessageTexts)
public:
    /** Why a value was refused, naming the value tried, what is allowed and
     *  the value that is kept. `attempted` is the text as typed or shown. */
    static QString issue(const tco::Issue &issue, const QString &attempted, const tco::Scenario &kept);
    /** One plain sentence for a condition of `r` (the result of `s`), with
     *  its $ or days where it has one, the value used for a clamped input and,
     *  for a plan that does not fit, the change that makes it fit. */
    static QString conditionSentence(tco::Condition condition, const tco::Result &r, const tco::Scenario &s,
                                     const tco::Catalog &catalog = tco::Catalog::builtIn());
    /** A short name for a condition, for badges ("Past the useful scale"). */
    static QString conditionTitle(tco::Condition condition);
    /** What a lever of tco::advise() does to the plan `s`, as an imperative
     *  ("Checkpoint every 8 min instead of 1 h"). */
    static QString leverSentence(const tco::Lever &lever, const tco::Scenario &s);
    /** What the lever gains, as the model computed it: "saves $1.2M and 3
     *  days", or for a lever that makes an infeasible plan feasible, "feasible:
     *  $21M, 54 days". */
    static QString leverOutcome(const tco::Lever &lever);
    static QString budgetStatus(tco::BudgetStatus status);
    /** What a hidden cost or the opportunity cost is and how this plan's
     *  figure was computed, one or two sentences with its numbers
     *  (docs/model.md, "Structure" and "Ownership"); empty for the other
     *  categories, which say what they are by their names. */
    static QString costExplanation(tco::Category category, const tco::Scenario &s, const tco::Result &r,
                                   const QLocale &locale = QLocale());
    /** A what-if variant of plan `s` (tco::standardVariants), e.g. "MFU
     *  −25 % (30 %)", "Faster accelerator: B200", a pinned variant's name. */
    static QString variantName(const tco::Variant &variant, const tco::Scenario &s);
    /** A solver target with the percentile it is held at where it has one:
     *  "budget (P90 total)", "project deadline (P50)", "tokens per parameter". */
    static QString targetName(tco::Target target, const tco::SolveTargets &targets);
    /** The percentile a solver target is held at: "P50" or "P90". */
    static QString confidence(tco::Confidence c);
    /** A limit, value or gap of a solver target in its unit: "$50M", "180
     *  days", "20" tokens per parameter, "1.896" loss. */
    static QString targetAmount(tco::Target target, double value, const QLocale &locale = QLocale());
    /** A loss target at or below the scaling law's irreducible loss `bound`:
     *  no plan reaches it, whatever it buys. */
    static QString lossBeyondReach(double maxLoss, double bound, const QLocale &locale = QLocale());
    /** Sentences one after the other, with a space between Western ones and
     *  none after a Chinese full stop. */
    static QString joinSentences(const QStringList &sentences);
    static QString fileError(tco::FileError error);
};

} // namespace planner
