// SPDX-License-Identifier: GPL-3.0-or-later
// The typical MFU (docs/model.md, "Typical MFU"): the data file of published
// runs, the fit refitted from it against the stored coefficients, the runs
// the fit never saw, the formula by hand, and how evaluate(), the Monte
// Carlo and the plan's MFU source use it.
#include "analysis/analysis.h"
#include "plan/builtindata.h"
#include "plan/evaluate.h"
#include "plan/typicalmfu.h"

#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <set>

namespace tst_typicalmfu { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;

class TestTypicalMfu : public QObject
{
    Q_OBJECT
private slots:
    void everyRunIsReadableAndCited()
    {
        std::vector<PublishedRunError> errors;
        const auto runs = parsePublishedRuns(builtinPublishedRunsCsv(), &errors);
        for (const PublishedRunError &e : errors)
            qWarning("line %zu: column %s = '%s'", e.line, e.column.c_str(), e.value.c_str());
        QVERIFY(errors.empty());
        QCOMPARE(runs.size(), builtinPublishedRuns().size());
        std::set<std::string> ids;
        int fit = 0, holdout = 0;
        for (const PublishedRun &r : runs) {
            QVERIFY2(ids.insert(r.id).second, r.id.c_str());
            QVERIFY2(Catalog::builtIn().find(r.acceleratorId), r.id.c_str());
            QVERIFY2(r.source.size() > 20, r.id.c_str());
            QVERIFY2(r.activeParameters <= r.totalParameters, r.id.c_str());
            QVERIFY2(r.mixtureOfExperts == (r.activeParameters < r.totalParameters), r.id.c_str());
            (r.role == RunRole::Fit ? fit : holdout) += 1;
        }
        QVERIFY2(fit >= 25, "the fit needs at least 25 published runs");
        QVERIFY2(holdout >= 6, "the check needs runs the fit never sees");
    }

    void aBadRowNamesItsColumn()
    {
        const std::string header = "id,model,year,total_params_b,active_params_b,moe,tokens_b,accelerator,"
                                   "accelerator_count,count_basis,accelerator_hours,hours_basis,precision,"
                                   "role,source\n";
        std::vector<PublishedRunError> errors;
        const auto runs = parsePublishedRuns(
            header + "a,A,2024,7,7,0,2000,H100-SXM,512,published,-5,pretraining,bf16,fit,paper\n"
                     "b,B,2024,7,7,0,2000,H100-SXM,512,published,5000,weekly,bf16,fit,paper\n",
            &errors);
        QVERIFY(runs.empty());
        QCOMPARE(errors.size(), std::size_t(2));
        QCOMPARE(errors[0].line, std::size_t(2));
        QCOMPARE(errors[0].column, std::string("accelerator_hours"));
        QCOMPARE(errors[0].value, std::string("-5"));
        QCOMPARE(errors[1].column, std::string("hours_basis"));
    }

    void plannerMfuReproducesThePublishedHours()
    {
        for (const PublishedRun &run : builtinPublishedRuns()) {
            const double mfu = plannerMfu(run, Catalog::builtIn());
            if (mfu <= 0.0101 || mfu >= 0.949)
                QFAIL(qPrintable(QStringLiteral("%1: MFU %2 at the range's end")
                                     .arg(QString::fromStdString(run.id))
                                     .arg(mfu)));
            const Result r = evaluate(publishedRunPlan(run, mfu), Catalog::builtIn());
            QVERIFY2(std::abs(r.gpuHoursMainRun / run.acceleratorHours - 1) < 1e-6, run.id.c_str());
        }
    }

    void storedCoefficientsAreTheRefit()
    {
        const MfuFit fit = fitTypicalMfu(builtinPublishedRuns(), Catalog::builtIn());
        const MfuFit &stored = storedMfuFit();
        QString refit = QStringLiteral("refit: {{");
        for (double c : fit.coefficients)
            refit += QString::number(c, 'g', 6) + QStringLiteral(", ");
        refit += QStringLiteral("}, %1, %2, out of sample %3}")
                     .arg(fit.residualLogStd, 0, 'g', 6)
                     .arg(fit.runs)
                     .arg(fit.outOfSampleLogStd, 0, 'g', 6);
        for (std::size_t i = 0; i < fit.coefficients.size(); ++i)
            QVERIFY2(std::abs(fit.coefficients[i] - stored.coefficients[i]) < 5e-4, qPrintable(refit));
        QVERIFY2(std::abs(fit.residualLogStd - stored.residualLogStd) < 5e-4, qPrintable(refit));
        QVERIFY2(std::abs(fit.outOfSampleLogStd - stored.outOfSampleLogStd) < 5e-4, qPrintable(refit));
        QCOMPARE(stored.runs, fit.runs);
        QVERIFY(fit.runs >= 25);
    }

    /** Each fitted run's MFU beside the fit's (docs/model.md lists them). */
    void residualsOfTheFit()
    {
        for (const RunMfu &r : builtinRunMfus()) {
            const Scenario plan = publishedRunPlan(*r.run, 0);
            const double typical = evaluate(plan, Catalog::builtIn()).mfuInput;
            qInfo("%-20s %-8s %-14s run %.3f fit %.3f ln ratio %+.2f", r.run->id.c_str(),
                  r.run->role == RunRole::Fit       ? "fit"
                  : r.run->role == RunRole::Holdout ? "holdout"
                                                    : "context",
                  r.run->acceleratorId.c_str(), r.mfu, typical, std::log(r.mfu / typical));
        }
    }

    /** The check the issue asks for: runs the fit never saw, entered with
     *  only size, tokens, accelerator and count, land near their hours. */
    void runsTheFitNeverSawLandNearTheirHours()
    {
        std::vector<double> factors;
        for (const PublishedRun &run : builtinPublishedRuns()) {
            if (run.role != RunRole::Holdout || run.hoursBasis == HoursBasis::IncludesOther)
                continue;
            const Result r = evaluate(publishedRunPlan(run, 0), Catalog::builtIn());
            QCOMPARE(r.mfuSource, MfuSource::Typical);
            const double factor = r.gpuHoursMainRun / run.acceleratorHours;
            qInfo("%-24s planned / published hours = %.2f (typical MFU %.3f)", run.id.c_str(), factor,
                  r.mfuInput);
            factors.push_back(factor);
        }
        QVERIFY(factors.size() >= 6);
        std::sort(factors.begin(), factors.end());
        const std::size_t n = factors.size();
        const double median = n % 2 ? factors[n / 2] : std::sqrt(factors[n / 2 - 1] * factors[n / 2]);
        QVERIFY2(median > 1 / 1.15 && median < 1.15, qPrintable(QString::number(median)));
        const auto within =
            std::count_if(factors.begin(), factors.end(), [](double f) { return f >= 0.75 && f <= 1.25; });
        QVERIFY2(double(within) >= 0.7 * double(n),
                 qPrintable(QStringLiteral("%1 of %2").arg(within).arg(n)));
    }

    /** Issue 54, "a band that holds": the P10-P90 is the fit's
     *  out-of-sample error. Each fitted run, left out of the fit, lands
     *  inside the band the fit without it gives; each held-out run inside
     *  the band the plan shows; at least 75 % of each (80 % nominal). */
    void theBandHoldsOutOfSample()
    {
        const MfuFit fit = fitTypicalMfu(builtinPublishedRuns(), Catalog::builtIn());
        QVERIFY(fit.outOfSampleLogStd > fit.residualLogStd); // leaving a run out costs accuracy
        QCOMPARE_LE(std::abs(fit.outOfSampleLogStd - storedMfuFit().outOfSampleLogStd), 5e-4);
        const double z = 1.2815516 * fit.outOfSampleLogStd;
        QVERIFY(fit.outOfSampleErrors.size() == static_cast<std::size_t>(fit.runs));
        const auto inside = std::count_if(fit.outOfSampleErrors.begin(), fit.outOfSampleErrors.end(),
                                          [z](double e) { return std::abs(e) <= z; });
        qInfo("left-one-out: %d of %d fitted runs inside their own P10-P90 (sigma %.3f, in-sample %.3f)",
              int(inside), fit.runs, fit.outOfSampleLogStd, fit.residualLogStd);
        QVERIFY2(double(inside) >= 0.75 * fit.runs, qPrintable(QString::number(inside)));

        int holdouts = 0, held = 0;
        for (const RunMfu &r : builtinRunMfus()) {
            if (r.run->role != RunRole::Holdout || r.run->hoursBasis == HoursBasis::IncludesOther)
                continue;
            const PlanMfu m = planMfu(publishedRunPlan(*r.run, 0), Catalog::builtIn());
            ++holdouts;
            held += r.mfu >= m.p10 && r.mfu <= m.p90 ? 1 : 0;
            qInfo("%-24s MFU %.3f, band %.3f-%.3f", r.run->id.c_str(), r.mfu, m.p10, m.p90);
        }
        QVERIFY(holdouts >= 6);
        QVERIFY2(double(held) >= 0.75 * holdouts,
                 qPrintable(QStringLiteral("%1 of %2").arg(held).arg(holdouts)));
        // The Monte Carlo draws from the same band: its sigma is the band's.
        const PlanMfu d = planMfu(defaultScenario(), Catalog::builtIn());
        QCOMPARE_LE(std::abs(std::log(d.p90 / d.p10) / (2 * 1.2815516) - d.logStd), 1e-6);
    }

    void theFormulaByHand()
    {
        MfuFit fit;
        fit.coefficients = {-1.5, -0.8, 0.1, -0.3, -0.2, -0.05, 0.4};
        fit.outOfSampleLogStd = 0.25;
        MfuClass c;
        c.peakTflops = 989.4;     // log10(0.9894) = -0.0046...
        c.activeParameters = 3e9; // log10(0.3) = -0.5229
        c.mixtureOfExperts = true;
        c.fp8 = false;
        c.acceleratorCount = 512; // log10(0.512) = -0.2907
        const double ln = -1.5 - 0.8 * std::log10(0.9894) + 0.1 * std::log10(0.3) - 0.3 -
                          0.05 * std::log10(0.512) + 0.4 * std::log10(0.9894) * std::log10(0.3);
        const TypicalMfu t = fittedMfu(c, fit);
        QCOMPARE_LE(std::abs(t.value - std::exp(ln)), 1e-12);
        // -1.834049 + 0.4 x (-0.004628) x (-0.522879) = -1.833081
        QCOMPARE_LE(std::abs(t.value - 0.15992), 2e-5);
        // P10 and P90: z = 1.2816 standard deviations of the log.
        QCOMPARE_LE(std::abs(t.p10 - t.value * std::exp(-1.2815516 * 0.25)), 1e-6);
        QCOMPARE_LE(std::abs(t.p90 - t.value * std::exp(1.2815516 * 0.25)), 1e-6);
        // Beyond the data a feature counts as at the data's edge (540B
        // active), and the value stays within its bounds.
        c.activeParameters = 1e12;
        const double at1T = fittedMfu(c, fit).value;
        c.activeParameters = 1e13;
        QCOMPARE(fittedMfu(c, fit).value, at1T);
        fit.coefficients[0] = 3.0;
        QCOMPARE(fittedMfu(c, fit).value, kTypicalMfuMax);
    }

    void theSourceOfAPlansMfu()
    {
        Scenario s = defaultScenario();
        const Accelerator &h100 = *Catalog::builtIn().find("H100-SXM");
        Result r = evaluate(s, Catalog::builtIn());
        QCOMPARE(r.mfuSource, MfuSource::Typical);
        QCOMPARE(r.mfuInput, typicalMfu(mfuClass(s, h100)).value);
        QCOMPARE(mfuInUse(s, Catalog::builtIn()), r.mfuInput);
        s.set(I::ComputeMfu, 0.31);
        r = evaluate(s, Catalog::builtIn());
        QCOMPARE(r.mfuSource, MfuSource::Entered);
        QCOMPARE(r.mfuInput, 0.31);
        s.calibratedMfu = 0.31;
        QCOMPARE(evaluate(s, Catalog::builtIn()).mfuSource, MfuSource::Calibrated);
        s.set(I::ComputeMfu, 0.32); // the user moved it: theirs now
        QCOMPARE(evaluate(s, Catalog::builtIn()).mfuSource, MfuSource::Entered);
    }

    void theTypicalValueFollowsThePlansClass()
    {
        Scenario s = defaultScenario();
        const Accelerator &h100 = *Catalog::builtIn().find("H100-SXM");
        const Accelerator &a100 = *Catalog::builtIn().find("A100-SXM-80GB");
        const double dense = typicalMfu(mfuClass(s, h100)).value;
        QVERIFY(typicalMfu(mfuClass(s, a100)).value > dense); // an older, slower chip is easier to feed
        s.set(I::ModelActiveParameters, 10e9);
        QVERIFY(mfuClass(s, h100).mixtureOfExperts);
        s.set(I::ModelActiveParameters, 0);
        s.set(I::ModelParameters, 1e9);
        QVERIFY(typicalMfu(mfuClass(s, h100)).value < dense); // small models reach less
    }

    void theMonteCarloDrawsATypicalMfuFromTheFitsSpread()
    {
        // With prices and MTBF held, the days' spread is the MFU's: the run
        // takes 1/MFU as long, so ln(P90/P10) of days = 2 z sigma.
        Scenario s = defaultScenario();
        s.set(I::UncertaintyPriceRelStd, 0);
        s.set(I::UncertaintyMtbfRelStd, 0);
        const RiskSummary risk = monteCarlo(s, Catalog::builtIn(), 4000, 7);
        const double spread = std::log(risk.daysP90 / risk.daysP10);
        const double expected = 2 * 1.2815516 * storedMfuFit().outOfSampleLogStd;
        QVERIFY2(std::abs(spread / expected - 1) < 0.15,
                 qPrintable(QStringLiteral("%1 vs %2").arg(spread).arg(expected)));
    }

    void neverOutsideTheData()
    {
        // Issue 54: a 1.1B model on 64 V100 got a typical MFU of 60 %
        // (P10-P90 44-81 %), above every run in the data and anything
        // published for V100 (runs of that kind imply 9-25 %). The class
        // (V100 or TPU v3, dense, 110M to 11B) holds no fitted or held-out
        // run (T5 11B is a context row): the value stays within what its
        // generation's runs reached (Gopher 280B, 31.8 %), the band widens
        // by a factor of two either way, and the nearest run is named.
        Scenario s = defaultScenario();
        s.gpuId = "V100-SXM2-32GB";
        s.set(I::ModelParameters, 1.1e9);
        s.set(I::ClusterGpuCount, 64);
        const Accelerator &v100 = *Catalog::builtIn().find("V100-SXM2-32GB");
        const MfuClass c = mfuClass(s, v100);
        const TypicalMfu t = typicalMfu(c);
        double high = 0;
        for (const RunMfu &r : builtinRunMfus()) {
            const double ratio = r.mfuClass.peakTflops / c.peakTflops;
            if (ratio < 1.5 && ratio > 1 / 1.5 && !r.mfuClass.mixtureOfExperts &&
                r.run->role != RunRole::Context)
                high = std::max(high, r.mfu);
        }
        QVERIFY(high > 0);
        QVERIFY2(t.fitted > high,
                 qPrintable(QStringLiteral("fit %1, runs up to %2").arg(t.fitted).arg(high)));
        QCOMPARE(t.value, high);
        QVERIFY(t.outsideData());
        QCOMPARE(t.classRuns, 0);
        QVERIFY(t.nearest);
        QCOMPARE(QString::fromStdString(t.nearest->run->id), QStringLiteral("gopher-280b"));
        QVERIFY(t.value < 0.33);
        const double fitSpread = std::exp(2 * 1.2815516 * storedMfuFit().outOfSampleLogStd);
        QVERIFY(t.p90 / t.p10 > fitSpread * 1.5);
        QVERIFY(t.p90 / t.p10 < fitSpread * 4 * 1.01);
        // The default plan (70B dense on 2,048 H100) is inside its data: the
        // fit's value and band as they are.
        const TypicalMfu d = typicalMfu(mfuClass(defaultScenario(), *Catalog::builtIn().find("H100-SXM")));
        QVERIFY(!d.outsideData());
        QVERIFY(d.classRuns >= 2);
        QVERIFY(!d.nearest);
        // The runs the window lists are the runs it counts.
        QCOMPARE(runsLike(mfuClass(defaultScenario(), *Catalog::builtIn().find("H100-SXM"))).size(),
                 static_cast<std::size_t>(d.classRuns));
        QCOMPARE(d.value, d.fitted);
        QCOMPARE_LE(std::abs(d.p90 / d.p10 / fitSpread - 1), 1e-6);
    }

    void runsLikeThePlanShareItsClass()
    {
        Scenario s = defaultScenario();
        s.set(I::ModelParameters, 3e9);
        const MfuClass c = mfuClass(s, *Catalog::builtIn().find("H100-SXM"));
        const auto like = runsLike(c);
        QVERIFY(like.size() >= 2);
        for (const RunMfu &r : like) {
            const Accelerator *acc = Catalog::builtIn().find(r.run->acceleratorId);
            QVERIFY2(acc->bf16Tflops > 600 && acc->bf16Tflops < 1500, r.run->id.c_str());
            QVERIFY2(!r.run->mixtureOfExperts, r.run->id.c_str());
        }
    }
};

PLANNER_TEST_APPLESS_MAIN(TestTypicalMfu)
} // namespace tst_typicalmfu

#include "tst_typicalmfu.moc"
