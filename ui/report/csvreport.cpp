// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/csvreport.h"
#include "texts/codelabels.h"
#include "texts/inputtexts.h"
#include "texts/keyfiguretexts.h"
#include "texts/messagetexts.h"
#include "texts/prosetexts.h"
#include "texts/terms.h"

#include "plan/calendar.h"
#include "plan/validation.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace planner {

namespace {

QString field(const QString &text)
{
    return csvField(text);
}

QString num(double v)
{
    return csvNumber(v);
}

/** A label marked with QT_TRANSLATE_NOOP("planner::CsvReport", …), translated. */
QString label(const char *source)
{
    return QCoreApplication::translate("planner::CsvReport", source);
}

QString fromView(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

struct Kpi {
    const char *metric;
    QString label;
    double value;
    const char *unit;
    bool needsRun = true; ///< empty for a plan that cannot run: a floor, not a figure
};

/** A value, or an empty field where the figure does not exist. */
QString numOrEmpty(double v, bool exists)
{
    return exists && std::isfinite(v) ? num(v) : QString();
}

} // namespace

QString csvField(QString text)
{
    // Spreadsheets run cells that start like a formula: neutralise them.
    if (!text.isEmpty() && (text.front() == QLatin1Char('=') || text.front() == QLatin1Char('+') ||
                            text.front() == QLatin1Char('-') || text.front() == QLatin1Char('@') ||
                            text.front() == QLatin1Char('\t') || text.front() == QLatin1Char('\r')))
        text.prepend(QLatin1Char('\''));
    if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
        text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'))) {
        text.replace(QStringLiteral("\""), QStringLiteral("\"\""));
        return QLatin1Char('"') + text + QLatin1Char('"');
    }
    return text;
}

QString csvNumber(double v)
{
    // A figure the model does not have (a rate without usage) is an empty
    // cell, as in `llm-tco --format csv`, not "nan".
    return std::isfinite(v) ? QString::fromStdString(tco::formatNumber(v)) : QString();
}

QByteArray csvReport(const ReportData &data)
{
    QString out;
    const auto line = [&](const QStringList &fields) {
        out += fields.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    };

    line({QStringLiteral("scenario"), QStringLiteral("metric"), QStringLiteral("label"),
          QStringLiteral("value"), QStringLiteral("unit")});
    for (const ScenarioFigures &f : data.scenarios) {
        const tco::Result &r = f.result;
        const tco::RiskSummary &k = f.risk;
        const Kpi kpis[] = {
            {"cost.total", label(QT_TRANSLATE_NOOP("planner::CsvReport", "Total cost of ownership")),
             r.totalUsd, "USD"},
            {"cost.fixed", Terms::fixedCosts(), r.fixedUsd, "USD"},
            {"cost.elastic", Terms::elasticCosts(), r.elasticUsd, "USD"},
            {"cost.hidden",
             label(QT_TRANSLATE_NOOP("planner::CsvReport", "Hidden costs (failures, experiments, idle)")),
             r.hiddenUsd, "USD"},
            {"unitCost.usdPerMillionTokens",
             label(QT_TRANSLATE_NOOP("planner::CsvReport", "Cost per million training tokens")),
             r.usdPerMillionTokens, "USD"},
            {"unitCost.usdPerPflopsDay",
             label(QT_TRANSLATE_NOOP("planner::CsvReport", "Cost per effective PFLOP/s-day")),
             r.usdPerPflopsDay, "USD"},
            {"flops", Terms::trainingCompute(), r.flops, "FLOP", false},
            {"trainedTokens", label(QT_TRANSLATE_NOOP("planner::CsvReport", "Trained tokens")),
             r.trainedTokens, "tokens", false},
            {"gpuHours.productive",
             label(QT_TRANSLATE_NOOP("planner::CsvReport", "Accelerator-hours, productive")),
             r.gpuHoursProductive, "accelerator-h"},
            {"gpuHours.total",
             label(QT_TRANSLATE_NOOP("planner::CsvReport", "Accelerator-hours, total allocated")),
             r.gpuHoursTotal, "accelerator-h"},
            {"wallClockDays", label(QT_TRANSLATE_NOOP("planner::CsvReport", "Wall-clock of the main run")),
             r.wallClockDays, "days"},
            {"projectMonths", Terms::projectLength(), r.projectMonths, "months"},
            {"effectiveMfu", Terms::effectiveMfuGoodput(), r.effectiveMfu, "fraction"},
            {"energyMWh", categoryLabel(tco::Category::Energy), r.energyMWh, "MWh"},
            {"co2Tonnes", label(QT_TRANSLATE_NOOP("planner::CsvReport", "CO2")), r.co2Tonnes, "t"},
            {"failures.expected", label(QT_TRANSLATE_NOOP("planner::CsvReport", "Expected failures")),
             r.expectedFailures, "failures"},
            {"checkpoint.intervalUsedHours", InputTexts::label(tco::InputId::CheckpointIntervalHours),
             r.intervalUsedHours, "h", false},
            // The optimum is the lowest total on the plan's own curve, as
            // the window and llm-tco show it; Young and Daly are references.
            {"checkpoint.optimalIntervalHours",
             label(QT_TRANSLATE_NOOP("planner::CsvReport", "Optimal checkpoint interval (lowest total)")),
             f.checkpointInterval.best, "h", false},
            {"checkpoint.youngIntervalHours",
             label(QT_TRANSLATE_NOOP("planner::CsvReport",
                                     "Checkpoint interval by Young's formula (reference)")),
             r.youngIntervalHours, "h", false},
            {"checkpoint.dalyIntervalHours",
             label(QT_TRANSLATE_NOOP("planner::CsvReport",
                                     "Checkpoint interval by Daly's formula (reference)")),
             r.dalyIntervalHours, "h", false},
            {"demand.peakGpus", label(QT_TRANSLATE_NOOP("planner::CsvReport", "Accelerators, peak")),
             r.peakGpus, "accelerators"},
            {"demand.averageGpus", label(QT_TRANSLATE_NOOP("planner::CsvReport", "Accelerators, average")),
             r.averageGpus, "accelerators"},
            {"budget.usd", InputTexts::label(tco::InputId::BudgetUsd),
             f.scenario.value(tco::InputId::BudgetUsd), "USD", false},
            {"budget.usedFraction", KeyFigureTexts::budgetUsed(), f.status.usedFraction, "fraction"},
            {"risk.samples", label(QT_TRANSLATE_NOOP("planner::CsvReport", "Monte Carlo samples")),
             static_cast<double>(k.samples), "runs", false},
            {"risk.costP10", label(QT_TRANSLATE_NOOP("planner::CsvReport", "Total cost, P10")), k.costP10,
             "USD"},
            {"risk.costP50", label(QT_TRANSLATE_NOOP("planner::CsvReport", "Total cost, P50")), k.costP50,
             "USD"},
            {"risk.costP90", label(QT_TRANSLATE_NOOP("planner::CsvReport", "Total cost, P90")), k.costP90,
             "USD"},
            {"risk.costMean", label(QT_TRANSLATE_NOOP("planner::CsvReport", "Total cost, mean")), k.costMean,
             "USD"},
            {"risk.daysP10", label(QT_TRANSLATE_NOOP("planner::CsvReport", "Main run, P10")), k.daysP10,
             "days"},
            {"risk.daysP50", label(QT_TRANSLATE_NOOP("planner::CsvReport", "Main run, P50")), k.daysP50,
             "days"},
            {"risk.daysP90", label(QT_TRANSLATE_NOOP("planner::CsvReport", "Main run, P90")), k.daysP90,
             "days"},
        };
        const QString name = field(f.name);
        const bool feasible = f.feasible();
        // Whether the plan can run comes first: without it no total exists.
        line({name, QStringLiteral("feasible"),
              field(label(QT_TRANSLATE_NOOP("planner::CsvReport", "Valid plan (it can run)"))),
              feasible ? QStringLiteral("1") : QStringLiteral("0"), QString()});
        for (const Kpi &kpi : kpis)
            line({name, QString::fromLatin1(kpi.metric), field(kpi.label),
                  numOrEmpty(kpi.value, feasible || !kpi.needsRun), QString::fromLatin1(kpi.unit)});
        line({name, QStringLiteral("risk.infeasibleShare"),
              field(label(
                  QT_TRANSLATE_NOOP("planner::CsvReport", "Share of simulated runs without a valid plan"))),
              num(k.infeasibleShare()), QStringLiteral("fraction")});
        if (f.withinBudgetProbability >= 0)
            line({name, QStringLiteral("risk.withinBudgetProbability"),
                  field(label(
                      QT_TRANSLATE_NOOP("planner::CsvReport", "Share of simulated runs within budget"))),
                  num(f.withinBudgetProbability), QStringLiteral("fraction")});
        line({name, QStringLiteral("risk.seed"), field(InputTexts::label(tco::InputId::UncertaintySeed)),
              QString::number(k.seed), QString()});
        line({name, QStringLiteral("budget.status"), field(Terms::budgetStatus()),
              fromView(tco::planStatusKey(f.status)),
              feasible ? field(MessageTexts::budgetStatus(f.status.budget)) : QString()});
        line({name, QStringLiteral("budget.basis"), field(Terms::statusBasis()),
              f.status.tracked() ? QStringLiteral("forecastAtCompletion") : QStringLiteral("plan"),
              QString()});
        // Every condition with its severity as the unit; the $ and days of
        // those that are set, where they have them.
        for (std::size_t c = 0; c < tco::kConditionCount; ++c) {
            const auto cond = static_cast<tco::Condition>(c);
            const QString key = QStringLiteral("condition.") + fromView(tco::conditionKey(cond));
            const QString title = MessageTexts::conditionTitle(cond);
            line({name, key, field(title), r.conditions[c] ? QStringLiteral("1") : QStringLiteral("0"),
                  fromView(tco::severityKey(tco::conditionSeverity(cond)))});
            if (r.conditions[c] && std::isfinite(r.conditionUsd[c]))
                line({name, key + QStringLiteral(".usd"), field(title), num(r.conditionUsd[c]),
                      QStringLiteral("USD")});
            if (r.conditions[c] && std::isfinite(r.conditionDays[c]))
                line({name, key + QStringLiteral(".days"), field(title), num(r.conditionDays[c]),
                      QStringLiteral("days")});
        }
    }

    out += QStringLiteral("\r\n");
    QStringList header{QStringLiteral("scenario"), QStringLiteral("category"), QStringLiteral("label")};
    for (std::size_t p = 0; p < tco::kPhaseCount; ++p)
        header << fromView(tco::phaseKey(static_cast<tco::Phase>(p)));
    header << QStringLiteral("total") << QStringLiteral("nature") << QStringLiteral("hidden");
    line(header);
    for (const ScenarioFigures &f : data.scenarios) {
        const tco::Result &r = f.result;
        const QString name = field(f.name);
        const bool feasible = f.feasible();
        for (std::size_t c = 0; c < tco::kCategoryCount; ++c) {
            const auto cat = static_cast<tco::Category>(c);
            QStringList row{name, fromView(tco::categoryKey(cat)), field(categoryLabel(cat))};
            QStringList natures;
            for (std::size_t p = 0; p < tco::kPhaseCount; ++p) {
                row << numOrEmpty(r.cost[c][p], feasible);
                const QString n = r.nature[c][p] == tco::CostNature::Fixed ? QStringLiteral("fixed")
                                                                           : QStringLiteral("elastic");
                if (!natures.contains(n))
                    natures << n;
            }
            row << numOrEmpty(r.categoryUsd(cat), feasible)
                << (natures.size() == 1 ? natures.front() : QStringLiteral("mixed"))
                << (tco::isHidden(cat) ? QStringLiteral("yes") : QStringLiteral("no"));
            line(row);
        }
        QStringList total{name, QStringLiteral("total"), field(Terms::total())};
        for (std::size_t p = 0; p < tco::kPhaseCount; ++p)
            total << numOrEmpty(r.phaseUsd(static_cast<tco::Phase>(p)), feasible);
        total << numOrEmpty(r.totalUsd, feasible) << QString() << QString();
        line(total);
    }

    // The spend over time (model/analysis/cashflow.h), one row a month: the columns of
    // `llm-tco cashflow --format csv` after the scenario's name, in US dollars.
    out += QStringLiteral("\r\n");
    QStringList spendHeader{QStringLiteral("scenario"), QStringLiteral("month")};
    for (std::size_t c = 0; c < tco::kCategoryCount; ++c)
        spendHeader << fromView(tco::categoryKey(static_cast<tco::Category>(c)));
    spendHeader << QStringLiteral("total") << QStringLiteral("cumulative") << QStringLiteral("cash")
                << QStringLiteral("cashCumulative");
    line(spendHeader);
    for (const ScenarioFigures &f : data.scenarios) {
        const tco::Cashflow &flow = f.cashflow;
        for (std::size_t m = 0; m < flow.cost.size() && m < flow.cash.size(); ++m) {
            const tco::SpendMonth &cost = flow.cost[m];
            QStringList row{field(f.name), QString::fromStdString(tco::formatDate(cost.month)).left(7)};
            for (const double usd : cost.byCategory)
                row << num(usd);
            row << num(cost.total) << num(cost.cumulative) << num(flow.cash[m].total)
                << num(flow.cash[m].cumulative);
            line(row);
        }
    }

    // The levers of tco::advise, as the report's "Improve this plan" lists them.
    out += QStringLiteral("\r\n");
    line({QStringLiteral("scenario"), QStringLiteral("lever"), QStringLiteral("label"),
          QStringLiteral("totalUsd"), QStringLiteral("days"), QStringLiteral("savedUsd"),
          QStringLiteral("savedDays"), QStringLiteral("makesFeasible"), QStringLiteral("changes")});
    for (const ScenarioFigures &f : data.scenarios) {
        for (const tco::Lever &l : f.levers) {
            QStringList changes;
            for (const tco::InputSetting &c : l.changes.settings()) {
                if (c.id != tco::InputId::Count)
                    changes << fromView(tco::spec(c.id).key) + QLatin1Char('=') + num(c.value);
            }
            line({field(f.name), fromView(tco::leverKey(l.kind)), field(ProseTexts::lever(l.kind)),
                  num(l.totalUsd), num(l.days), numOrEmpty(l.savedUsd, f.feasible()),
                  numOrEmpty(l.savedDays, f.feasible()),
                  l.makesFeasible ? QStringLiteral("1") : QStringLiteral("0"),
                  field(changes.join(QLatin1Char(';')))});
        }
    }

    // Actual spend against the plan (tco::track), for the plans with actuals.
    bool tracked = false;
    for (const ScenarioFigures &f : data.scenarios)
        tracked = tracked || (f.tracking && f.tracking->feasible);
    if (tracked) {
        out += QStringLiteral("\r\n");
        line({QStringLiteral("scenario"), QStringLiteral("tracking"), QStringLiteral("key"),
              QStringLiteral("plannedUsd"), QStringLiteral("actualUsd"), QStringLiteral("deltaUsd")});
        for (const ScenarioFigures &f : data.scenarios) {
            if (!f.tracking || !f.tracking->feasible)
                continue;
            const tco::Tracking &t = *f.tracking;
            const QString name = field(f.name);
            const auto row = [&](const QString &kind, const QString &key, double planned, double actual) {
                line({name, kind, field(key), num(planned), num(actual), num(actual - planned)});
            };
            line({name, QStringLiteral("status"), fromView(tco::planStatusKey(f.status)), QString(),
                  QString(), QString()});
            line({name, QStringLiteral("asOf"), QString::fromStdString(tco::formatDate(t.asOf)), QString(),
                  QString(), QString()});
            row(QStringLiteral("toDate"), QStringLiteral("total"), t.plannedToDateUsd, t.actualUsd);
            if (t.forecastFeasible) {
                row(QStringLiteral("forecast"), QStringLiteral("p10"), t.plan.totalUsd, t.forecastP10Usd);
                row(QStringLiteral("forecast"), QStringLiteral("p50"), t.plan.totalUsd, t.forecastP50Usd);
                row(QStringLiteral("forecast"), QStringLiteral("p90"), t.plan.totalUsd, t.forecastP90Usd);
            }
            for (const tco::Deviation &d : t.byCategory)
                row(QStringLiteral("category"), QString::fromStdString(d.key), d.plannedUsd, d.actualUsd);
            for (const tco::Deviation &d : t.byPhase)
                row(QStringLiteral("phase"), QString::fromStdString(d.key), d.plannedUsd, d.actualUsd);
            // The row of a tag's values not listed (tco::TagLimits) says how
            // many it sums, "about" when estimated.
            for (const tco::TagSpend &g : t.byTag)
                line({name, g.isOther() ? QStringLiteral("tagOther") : QStringLiteral("tag"),
                      field(QString::fromStdString(
                          g.tag + '=' +
                          (g.isOther() ? std::string(g.otherValuesEstimated ? "(about " : "(") +
                                             std::to_string(g.otherValues) + " other values)"
                                       : g.value))),
                      QString(), num(g.actualUsd), QString()});
        }
    }

    if (data.comparisons.empty())
        return out.toUtf8();
    out += QStringLiteral("\r\n");
    line({QStringLiteral("baseline"), QStringLiteral("scenario"), QStringLiteral("kind"),
          QStringLiteral("key"), QStringLiteral("label"), QStringLiteral("from"), QStringLiteral("to"),
          QStringLiteral("deltaUsd")});
    const ScenarioFigures &a = data.scenarios.front();
    for (std::size_t i = 0; i < data.comparisons.size(); ++i) {
        const tco::Comparison &c = data.comparisons[i];
        const ScenarioFigures &b = data.scenarios[i + 1];
        const QString an = field(a.name), bn = field(b.name);
        // Totals compare only when both plans can run.
        const bool both = a.feasible() && b.feasible();
        line({an, bn, QStringLiteral("total"), QStringLiteral("cost.total"),
              field(label(QT_TRANSLATE_NOOP("planner::CsvReport", "Total cost of ownership"))),
              numOrEmpty(c.a.totalUsd, a.feasible()), numOrEmpty(c.b.totalUsd, b.feasible()),
              numOrEmpty(c.totalDeltaUsd, both)});
        for (std::size_t k = 0; k < tco::kCategoryCount; ++k) {
            const auto cat = static_cast<tco::Category>(k);
            line({an, bn, QStringLiteral("category"), fromView(tco::categoryKey(cat)),
                  field(categoryLabel(cat)), numOrEmpty(c.a.categoryUsd(cat), a.feasible()),
                  numOrEmpty(c.b.categoryUsd(cat), b.feasible()), numOrEmpty(c.categoryDeltaUsd[k], both)});
        }
        for (const tco::InputChange &change : c.inputChanges)
            line({an, bn, QStringLiteral("input"), field(QString::fromStdString(change.key)),
                  field(QString::fromStdString(change.key)), field(QString::fromStdString(change.fromText)),
                  field(QString::fromStdString(change.toText)), numOrEmpty(change.deltaUsd, both)});
    }
    return out.toUtf8();
}

} // namespace planner
