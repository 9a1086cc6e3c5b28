// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportdata.h"
#include "reportdocument.h"

#include <QCoreApplication>
#include <QLocale>

namespace planner {

class ReportChartRenderer;

/** Writes the report's sections as a ReportDocument: cover, contents,
 *  executive summary with the plan's conditions, improve this plan (the
 *  levers of tco::advise), comparison (several scenarios), assumptions,
 *  cost breakdown, hidden costs, trade-offs, risk, cost history and method.
 *  A plan that cannot run (tco::Result::feasible) is marked so on the cover
 *  and has no totals anywhere: the reason stands in their place.
 *  Every word goes through tr() (context "planner::ReportBuilder"), every
 *  number through numberformat.h in the report's locale. Charts are
 *  rendered as images unless `withCharts` is false (tests of the text). */
class ReportBuilder
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    explicit ReportBuilder(const ReportData &data, bool withCharts = true);
    ~ReportBuilder();

    ReportDocument build();

    /** The total as the report writes it (summary, cover, tables): "No
     *  valid plan" for a plan that cannot run. */
    static QString totalText(const tco::Result &r, const QLocale &locale);

private:
    void cover();
    void summary();
    void summarySingle(const ScenarioFigures &f);
    void summaryMany();
    void comparisons();
    void comparison(const ScenarioFigures &a, const ScenarioFigures &b, const tco::Comparison &c, int section);
    void assumptions();
    void breakdown();
    void breakdownOf(const ScenarioFigures &f);
    void hiddenCosts();
    void hiddenCostsOf(const ScenarioFigures &f);
    void tradeOffs();
    void tradeOffsOf(const ScenarioFigures &f);
    void risk();
    void riskOf(const ScenarioFigures &f);
    void history();
    void method();
    // reportplanstatus.cpp: conditions, advice and the failure model.
    /** "No valid plan: <reason>" for a plan that cannot run. */
    QString noValidPlan(const ScenarioFigures &f) const;
    /** The sentence for a condition of `f` (ReportInput::conditionSentence),
     *  else its title. */
    QString conditionSentence(const ScenarioFigures &f, tco::Condition c) const;
    /** The plan's conditions as a table with their $ and days, or a line
     *  saying there are none. */
    void conditionsOf(const ScenarioFigures &f);
    /** For a plan that cannot run: a boxed note in place of a section's
     *  figures. True when it was added (the caller then stops). */
    bool withoutFigures(const ScenarioFigures &f);
    void improve();
    void improveOf(const ScenarioFigures &f);
    QString leverChanges(const ScenarioFigures &f, const tco::Lever &lever) const;
    void methodFailures();

    /** A level-1 heading "N  text" (new page) and its anchor. */
    void chapter(const QString &text, const QString &anchor);
    /** A level-2 heading "N.M  text". */
    void section(const QString &text);
    /** In a report on several scenarios, a level-2 heading per scenario. */
    void scenarioSection(const ScenarioFigures &f);
    void paragraph(const QString &text, ReportTone tone = ReportTone::Neutral, const QString &lead = {},
                   bool boxed = false);
    void figure(const QImage &image, const QString &caption);
    void add(ReportBlock block);

    QString usd(double v) const;
    QString percent(double fraction, int decimals = 1) const;
    QString inputLabel(tco::InputId id) const;
    QString inputSource(tco::InputId id) const;
    QString acceleratorText(const ScenarioFigures &f) const;
    QString planLine(const ScenarioFigures &f) const;
    ReportTone budgetTone(const tco::Result &r) const;
    bool many() const { return m_data.scenarios.size() > 1; }

    const ReportData &m_data;
    QLocale m_locale;
    ReportDocument m_doc;
    ReportChartRenderer *m_charts = nullptr;
    int m_chapter = 0;
    int m_section = 0;
    int m_figure = 0;
    QString m_improveRef; ///< "1.4": the section with the levers, for later chapters
};

} // namespace planner
