// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportdata.h"
#include "report/reportdocument.h"

#include <QCoreApplication>
#include <QLocale>

#include <cstdint>
#include <string>
#include <string_view>

namespace planner {

enum class ChartId : std::uint8_t;
class ReportChartRenderer;

/** What the chapters of one report share while they are written: the data,
 *  the document they append to, and the numbering that later chapters
 *  refer back to. ReportBuilder owns it for one build(). */
struct ChapterContext {
    const ReportData &data;
    QLocale locale;
    ReportChartRenderer *charts = nullptr; ///< nullptr: no figures (tests of the text)
    ReportDocument doc;
    int chapter = 0;
    int section = 0;
    int figure = 0;
    QString improveRef; ///< "1.4": the section with the levers, for later chapters
};

/** The base of every chapter in chapters/: headings with their numbers,
 *  paragraphs, figures and the report's ways of writing money, inputs and a
 *  plan that cannot run.
 *
 *  Every word goes through tr() in the context "planner::ReportBuilder",
 *  the one the Chinese translation (report_zh_CN.ts) is keyed by: each
 *  chapter class repeats Q_DECLARE_TR_FUNCTIONS with that context so that
 *  lupdate, which does not follow base classes, finds its strings there. */
class ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    explicit ReportChapter(ChapterContext &context);

    /** The total as the report writes it (summary, cover, tables): "No
     *  valid plan" for a plan that cannot run. */
    static QString totalText(const tco::Result &r, const QLocale &locale);

    /** The letter of the full report's appendix with every input (AssumptionsChapter). */
    static constexpr char16_t kInputsAppendix = u'A';

protected:
    /** A level-1 heading "N  text" (new page) and its anchor. */
    void chapter(const QString &text, const QString &anchor);
    /** A level-1 heading "Appendix A  text" (new page) after the chapters. */
    void appendix(QChar letter, const QString &text, const QString &anchor);
    /** A chapter with a section per plan: the heading, its introduction,
     *  then `section(plan)` for every plan of the report. */
    template <class Section>
    void chapterPerPlan(const QString &title, const QString &anchor, const QString &introduction,
                        Section section)
    {
        chapter(title, anchor);
        paragraph(introduction);
        for (const ScenarioFigures &f : m_data.scenarios)
            section(f);
    }
    /** A level-2 heading "N.M  text". */
    void section(const QString &text);
    /** In a report on several scenarios, a level-2 heading per scenario. */
    void scenarioSection(const ScenarioFigures &f);
    void paragraph(const QString &text, ReportTone tone = ReportTone::Neutral, const QString &lead = {},
                   bool boxed = false);
    /** "Figure N. caption"; a null image (no chart renderer) adds nothing. */
    void figure(const ReportDrawing &drawing, const QString &caption);
    /** The figure of chart `id` of plan `f` (charts/chartcatalog.h); nothing
     *  without a chart renderer. */
    void planFigure(ChartId id, const ScenarioFigures &f, const QString &caption);
    void add(ReportBlock block);

    QString usd(double v) const;
    QString percent(double fraction, int decimals = 1) const;
    QString inputLabel(tco::InputId id) const;
    QString inputSource(tco::InputId id) const;
    QString acceleratorText(const ScenarioFigures &f) const;
    QString planLine(const ScenarioFigures &f) const;
    /** A compared result's tone; a plan's own is budgetTone(ScenarioFigures). */
    ReportTone budgetTone(const tco::Result &r) const;
    /** The tone of the plan's one verdict (ScenarioFigures::status). */
    ReportTone budgetTone(const ScenarioFigures &f) const;
    /** The plan's one verdict in words: "Within budget", "Past the review
     *  line", with ", forecast at completion" once it is tracked. */
    QString statusText(const ScenarioFigures &f) const;
    /** The budget status tile: "% of budget used" and the share of Monte
     *  Carlo runs within it; `noBudget` says what a plan without one shows. */
    ReportKpi budgetKpi(const ScenarioFigures &f, const QString &noBudget) const;
    /** The `rows` inputs that move the total of `f` most (its sensitivity,
     *  largest swing first): value, the totals with the input lowered and
     *  raised with their change, and the swing. The summary, the risk
     *  chapter and the executive report show this one table. */
    ReportTable driversTable(const ScenarioFigures &f, std::size_t rows, const QString &caption) const;
    /** A cover with the product, `kind` and when the report was made: what
     *  the full and the executive report's covers share. */
    ReportCover newCover(const QString &kind) const;
    /** The cover's "Currency" fact with the rate, for money not in US dollars. */
    void addCurrencyFact(ReportCover &cover) const;
    bool many() const { return m_data.scenarios.size() > 1; }

    // A plan that cannot run has no totals (docs/model.md §6): these say why.
    /** "No valid plan: <reason>". */
    QString noValidPlan(const ScenarioFigures &f) const;
    /** The sentence for a condition of `f` (MessageTexts::conditionSentence),
     *  else its title. */
    QString conditionSentence(const ScenarioFigures &f, tco::Condition c) const;
    /** For a plan that cannot run: a boxed note in place of a section's
     *  figures. True when it was added (the caller then stops). */
    bool withoutFigures(const ScenarioFigures &f);

    static QString fromStd(const std::string &s) { return QString::fromStdString(s); }
    static QString fromView(std::string_view s)
    {
        return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
    }
    /** Text cut to `max` characters with an ellipsis: the cover has one page. */
    static QString capped(const QString &text, qsizetype max);
    /** The cover cuts a description to this; the summary repeats a longer one in full. */
    static constexpr qsizetype kCoverDescriptionChars = 600;

    ChapterContext &m_ctx;
    const ReportData &m_data;
    const QLocale &m_locale;
    ReportChartRenderer *const m_charts;
};

} // namespace planner
