// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco calibrate`: the MFU a measured throughput (tokens per second per
// accelerator, or a step time) implies, checked by hand, and refused when it
// is beyond what the accelerator can do.
#include "cliharness.h"

#include <plan/catalog.h>

#include "testmain.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

namespace tst_clicalibrate { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace Qt::StringLiterals;
using namespace clitest;

namespace {

double number(const QByteArray &json, const QString &dotted)
{
    return at(parseJson(json).object(), dotted).toDouble(std::numeric_limits<double>::quiet_NaN());
}

/** Tokens per second per accelerator that give exactly `mfu` for a dense
 *  `params` model at k = 6 on the H100's catalog bf16 peak. */
double tokensPerSecondFor(double mfu, double params)
{
    const double peak = tco::Catalog::builtIn().find("H100-SXM")->bf16Tflops;
    return mfu * peak * 1e12 / (6.0 * params);
}

} // namespace

class TestCliCalibrate : public QObject
{
    Q_OBJECT
private slots:
    void calibrateHandChecked();
    void calibrateStepTime();
    void calibrateOutOfRange();
    void calibratedMfuIsRecordedAsCalibrated();
};

void TestCliCalibrate::calibrateHandChecked()
{
    // 70e9 x 6 FLOP/token x 942.2857... tokens/s = 0.4 x 989.4 TFLOP/s.
    const double tps = tokensPerSecondFor(0.4, 70e9);
    QVERIFY(std::abs(tps - 942.285714285714286) < 1e-9);
    const std::vector<std::string> args = {"calibrate",
                                           "--tokens-per-second-per-gpu",
                                           shortest(tps),
                                           "--set",
                                           "model.parameters=70e9",
                                           "--set",
                                           "compute.flopsPerParameterPerToken=6",
                                           "--set",
                                           "hardware.gpu=H100-SXM",
                                           "--set",
                                           "compute.precision=bf16"};
    Run r = runBinary(args);
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(r.out, QByteArray("compute.mfu=0.4\n"));
    QVERIFY(r.err.contains("H100-SXM"));

    std::vector<std::string> json = args;
    json.insert(json.end(), {"--format", "json"});
    r = runBinary(json);
    QCOMPARE(r.code, 0);
    const QJsonObject o = parseJson(r.out).object();
    QVERIFY(std::abs(o.value(u"computeMfu").toDouble() - 0.4) < 1e-12);
    QVERIFY(std::abs(o.value(u"measuredMfu").toDouble() - 0.4) < 1e-12);
    QCOMPARE(o.value(u"peakTflops").toDouble(), 989.4);
    QCOMPARE(o.value(u"set").toString(), u"compute.mfu=0.4"_s);

    // Pasting the printed line back reproduces the measured throughput.
    const Run eval = runInProcess({"evaluate", "--format", "json", "--set", "compute.mfu=0.4"});
    const double tokensPerSecond = number(eval.out, u"tokensPerSecond"_s);
    QVERIFY(std::abs(tokensPerSecond / 2048.0 - tps) < 1e-6 * tps);

    // A topology penalty is divided out of compute.mfu: 0.4 / (1 - 0.2) = 0.5.
    r = runInProcess(
        {"calibrate", "--tokens-per-second-per-gpu", shortest(tps), "--set", "compute.topologyPenalty=0.2"});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QByteArray("compute.mfu=0.5\n"));

    // Mixture of experts: active parameters count, not total.
    r = runInProcess({"calibrate", "--tokens-per-second-per-gpu", shortest(tokensPerSecondFor(0.3, 20e9)),
                      "--set", "model.parameters=200e9", "--set", "model.activeParameters=20e9"});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QByteArray("compute.mfu=0.3\n"));
}

void TestCliCalibrate::calibratedMfuIsRecordedAsCalibrated()
{
    // --out writes the plan with the MFU recorded as calibrated (format 7):
    // evaluate then says so; an MFU set by hand afterwards is entered.
    QTemporaryDir dir;
    const std::string path = dir.filePath(u"pilot.tcoplan"_s).toStdString();
    Run r = runInProcess(
        {"calibrate", "--tokens-per-second-per-gpu", shortest(tokensPerSecondFor(0.3, 70e9)), "--out", path});
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(r.out, QByteArray("compute.mfu=0.3\n"));
    r = runInProcess({"evaluate", "--scenario", path, "--format", "json"});
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(at(parseJson(r.out).object(), u"mfu.source"_s).toString(), u"calibrated"_s);
    QVERIFY(std::abs(at(parseJson(r.out).object(), u"mfu.value"_s).toDouble() - 0.3) < 1e-12);
    r = runInProcess({"evaluate", "--scenario", path, "--set", "compute.mfu=0.31", "--format", "json"});
    QCOMPARE(at(parseJson(r.out).object(), u"mfu.source"_s).toString(), u"entered"_s);
    // Without --scenario and --set, the plan's MFU is typical.
    r = runInProcess({"evaluate", "--format", "json"});
    QCOMPARE(at(parseJson(r.out).object(), u"mfu.source"_s).toString(), u"typical"_s);
}

void TestCliCalibrate::calibrateStepTime()
{
    // 2048 GPUs x 942.2857 tokens/s = 1,929,801 tokens/s; a 16M-token batch
    // then takes 16e6 / that seconds per step at MFU 0.4.
    const double tps = tokensPerSecondFor(0.4, 70e9);
    const double batch = 16e6;
    const double step = batch / (tps * 2048.0);
    const Run r = runBinary({"calibrate", "--step-seconds", shortest(step), "--global-batch-tokens", "16e6"});
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(r.out, QByteArray("compute.mfu=0.4\n"));

    const Run half = runBinary({"calibrate", "--step-seconds", shortest(step)});
    QCOMPARE(half.code, 2);
    QVERIFY(half.err.contains("--global-batch-tokens"));
    const Run both = runBinary({"calibrate", "--step-seconds", "1", "--global-batch-tokens", "1e6",
                                "--tokens-per-second-per-gpu", "900"});
    QCOMPARE(both.code, 2);
    const Run none = runBinary({"calibrate"});
    QCOMPARE(none.code, 2);
    QVERIFY(none.err.contains("--tokens-per-second-per-gpu"));
}

void TestCliCalibrate::calibrateOutOfRange()
{
    // Twice the hand-checked throughput is MFU 0.8: fine; 2.5x is 1.0: impossible.
    Run r =
        runInProcess({"calibrate", "--tokens-per-second-per-gpu", shortest(tokensPerSecondFor(0.8, 70e9))});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QByteArray("compute.mfu=0.8\n"));

    r = runBinary({"calibrate", "--tokens-per-second-per-gpu", shortest(tokensPerSecondFor(1.0, 70e9))});
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("above") && r.err.contains("0.95") && r.err.contains("inconsistent"),
             r.err.constData());

    r = runBinary({"calibrate", "--tokens-per-second-per-gpu", "0"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("--tokens-per-second-per-gpu") && r.err.contains("> 0"));

    r = runBinary({"calibrate", "--tokens-per-second-per-gpu", "1e-6"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("below"));

    // Defect: 1e308 said "measured MFU n/a is above ...".
    r = runInProcess({"calibrate", "--tokens-per-second-per-gpu", "1e308"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("too large") && !r.err.contains("n/a"), r.err.constData());
}

PLANNER_TEST_GUILESS_MAIN(TestCliCalibrate)
} // namespace tst_clicalibrate

#include "tst_clicalibrate.moc"
