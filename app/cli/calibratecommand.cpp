// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "error.h"
#include "format.h"
#include "json.h"
#include "planinput.h"

#include <analysis/analysis.h>
#include <files/scenariofile.h>
#include <plan/validation.h>

#include <cmath>
#include <ostream>

namespace cli {

namespace {

double positive(const ParsedOptions &o, const std::string &option)
{
    const std::string text = *o.value(option);
    const double v = parseReal(option, text);
    if (!(v > 0))
        throw Error("--" + option + " = '" + text + "': must be > 0");
    return v;
}

std::string precisionName(tco::Precision p)
{
    const auto choices = tco::spec(tco::InputId::ComputePrecision).choices;
    const auto i = static_cast<std::size_t>(p);
    return i < choices.size() ? std::string(choices[i]) : std::string();
}

} // namespace

Command calibrateCommand()
{
    Command c{.name = "calibrate",
              .summary = "turn a pilot run's measured throughput into compute.mfu",
              .formats = {"text", "json"}};
    c.options = joinSpecs(
        {{"tokens-per-second-per-gpu", "X", "measured training throughput per accelerator"},
         {"step-seconds", "S", "measured time of one optimizer step (with --global-batch-tokens)"},
         {"global-batch-tokens", "T", "tokens per optimizer step over all cluster.gpuCount accelerators"},
         {"out", "FILE", "also write the plan with this MFU, recorded as calibrated, to a .tcoplan file"},
         forceSpec()},
        planSpecs());
    c.details =
        R"(MFU = throughput x FLOP per token / peak, with FLOP per token = k x active parameters (+ the
attention term when model.layers and model.hiddenSize are set) and the peak of hardware.gpu at
compute.precision. The printed compute.mfu backs out the scenario's topology and fp8 penalties,
so `evaluate --set` with it reproduces the measured throughput. Text output is one line,
compute.mfu=VALUE, ready for --set; the explanation goes to stderr. With --out the plan is
written with that MFU recorded as calibrated (an MFU set by hand later is the user's again).

Examples:
  llm-tco calibrate --tokens-per-second-per-gpu 950 --set model.parameters=70e9
  llm-tco calibrate --step-seconds 12.5 --global-batch-tokens 16e6 --set cluster.gpuCount=2048)";
    c.run = [](const ParsedOptions &o, Io &io) {
        using I = tco::InputId;
        const std::string format = o.format();
        const bool byThroughput = o.has("tokens-per-second-per-gpu");
        const bool byStep = o.has("step-seconds") || o.has("global-batch-tokens");
        if (byThroughput == byStep)
            throw usageError(
                "give either --tokens-per-second-per-gpu, or --step-seconds with --global-batch-tokens");
        if (byStep && !(o.has("step-seconds") && o.has("global-batch-tokens")))
            throw usageError(std::string("missing --") +
                             (o.has("step-seconds") ? "global-batch-tokens" : "step-seconds") +
                             " (both are needed to measure by step time)");
        const double x = byThroughput ? positive(o, "tokens-per-second-per-gpu") : 0.0;
        const double stepSeconds = byStep ? positive(o, "step-seconds") : 0.0;
        const double batchTokens = byStep ? positive(o, "global-batch-tokens") : 0.0;

        const Plan plan = loadPlan(o);
        const tco::Scenario &s = plan.scenario;
        const tco::Accelerator &acc = *plan.catalog.find(s.gpuId); // validated by loadPlan
        const tco::Precision used = acc.effectivePrecision(tco::precision(s));
        const double peak = acc.peakTflops(used);
        const double k = s.value(I::ComputeFlopsPerParameterPerToken);
        const double active = s.value(I::ModelActiveParameters) > 0 ? s.value(I::ModelActiveParameters)
                                                                    : s.value(I::ModelParameters);
        // Same FLOP count as evaluate(): the attention term, when given, as extra "parameters".
        const double attention =
            6.0 * s.value(I::ModelLayers) * s.value(I::ModelContextTokens) * s.value(I::ModelHiddenSize);
        const double params = active + attention / k;
        const int gpus = static_cast<int>(s.value(I::ClusterGpuCount));
        const double tokensPerGpu = byThroughput ? x : batchTokens / stepSeconds / gpus;
        const double measured = byThroughput
                                    ? tco::mfuFromTokensPerSecond(x, params, k, peak)
                                    : tco::mfuFromStepTime(stepSeconds, batchTokens, gpus, params, k, peak);
        // evaluate() applies these penalties to compute.mfu; divide them out.
        const double penalties =
            (1.0 - s.value(I::ComputeTopologyPenalty)) *
            (used == tco::Precision::Fp8 ? 1.0 - s.value(I::ComputeLowPrecisionMfuPenalty) : 1.0);
        const double setting = measured / penalties;

        const std::string basis = humanNumber(tokensPerGpu, 6) + " tokens/s per accelerator x " +
                                  compactNumber(k * params) + " FLOP/token on " + acc.id + " (" +
                                  precisionName(used) + " peak " + humanNumber(peak, 6) + " TFLOP/s)";
        const tco::InputSpec &mfu = tco::spec(I::ComputeMfu);
        if (!std::isfinite(setting))
            throw Error("the measured throughput gives an MFU too large to compute (" + basis +
                        "); allowed: compute.mfu " + tco::allowedText(mfu));
        if (!(setting >= tco::kMinEnteredMfu && setting <= mfu.maxValue)) {
            const std::string what = setting > mfu.maxValue ? "above" : "below";
            throw Error("measured MFU " + humanNumber(measured, 4) +
                        (penalties != 1.0 ? " (compute.mfu " + humanNumber(setting, 4) + " after penalties)"
                                          : std::string()) +
                        " is " + what + " the allowed range of compute.mfu (" + tco::allowedText(mfu) +
                        ") from " + basis +
                        ". The inputs are inconsistent: check the throughput, model.parameters / "
                        "model.activeParameters, hardware.gpu, compute.precision and cluster.gpuCount.");
        }

        if (const auto out = o.value("out")) {
            refuseReadOnly(o, "out", *out);
            // The file records the MFU as calibrated: its source stays
            // "calibrated" until someone enters another (model/plan/typicalmfu.h).
            tco::Scenario calibrated = s;
            calibrated.set(I::ComputeMfu, setting);
            calibrated.calibratedMfu = setting;
            std::string detail;
            const tco::FileError error = tco::saveScenarioFile(calibrated, *out, &detail);
            if (error != tco::FileError::None)
                throw Error("--out '" + *out + "': cannot save (" + std::string(tco::fileErrorKey(error)) +
                                (detail.empty() ? std::string() : ": " + detail) + ")",
                            error == tco::FileError::WriteFailed ? ExitCode::Failure : ExitCode::BadInput);
        }

        if (format == "json") {
            JsonWriter j;
            j.beginObject()
                .value("computeMfu", setting)
                .value("measuredMfu", measured)
                .value("set", "compute.mfu=" + fixedText(setting, 4))
                .value("tokensPerSecondPerGpu", tokensPerGpu)
                .value("flopsPerToken", k * params)
                .value("gpu", acc.id)
                .value("precisionUsed", precisionName(used))
                .value("peakTflops", peak)
                .value("penaltyFactor", penalties)
                .endObject();
            io.out << j.text();
            return 0;
        }
        io.out << "compute.mfu=" << fixedText(setting, 4) << '\n';
        io.err << "Measured MFU " << percentText(measured, 2) << " from " << basis;
        if (penalties != 1.0)
            io.err << "; compute.mfu " << fixedText(setting, 4)
                   << " after dividing out the topology/fp8 penalties (" << humanNumber(penalties) << ")";
        io.err << ".\n";
        return 0;
    };
    return c;
}

} // namespace cli
