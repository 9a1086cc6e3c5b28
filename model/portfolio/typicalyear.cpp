// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in typical year (docs/model.md §16.6): the run mix follows the
// published shares named in typicalyear.h; each run is a plan of today's
// model whose tokens are set so its accelerator-hours are its share.
#include "portfolio/typicalyear.h"

#include "plan/catalog.h"
#include "plan/evaluate.h"

#include <algorithm>
#include <cmath>

namespace tco {

namespace {

using I = InputId;

/** A plan that is one job: no pilots, evaluation or allocation idle of its
 *  own (they are the portfolio's runs and idle, docs/model.md §16.1). */
Scenario job(const std::string &accelerator, double parameters, double tokens, int gpus)
{
    Scenario s = defaultScenario();
    s.gpuId = accelerator;
    s.set(I::ModelParameters, parameters);
    s.set(I::ModelActiveParameters, 0);
    s.set(I::DataTokens, tokens);
    s.set(I::ClusterGpuCount, gpus);
    s.set(I::ExperimentsPilotShare, 0);
    s.set(I::ExperimentsRerunProbability, 0);
    s.set(I::ExperimentsEvaluationShare, 0);
    s.set(I::IdleAllocationEfficiency, 1);
    s.set(I::ProjectPreparationMonths, 0);
    s.set(I::ProjectPostTrainingMonths, 0);
    return s;
}

double heldHours(const Scenario &s, const Catalog &catalog)
{
    const Result r = evaluate(s, catalog);
    return r.peakGpus * r.wallClockHours;
}

/** Tokens so the job holds `hours`: hours are near-linear in tokens, so two
 *  secant steps land within a fraction of a percent. */
Scenario sized(Scenario s, double hours, const Catalog &catalog)
{
    for (int step = 0; step < 2; ++step) {
        const double now = heldHours(s, catalog);
        if (!(now > 0))
            break;
        s.set(I::DataTokens, std::clamp(s.value(I::DataTokens) * hours / now, spec(I::DataTokens).minValue,
                                        spec(I::DataTokens).maxValue));
    }
    return s;
}

PortfolioRun makeRun(std::string id, RunKind kind, Scenario s, const CivilDate &start, double earliestMonths,
                     double deadlineMonths, int priority)
{
    PortfolioRun r;
    r.id = std::move(id);
    r.kind = kind;
    r.scenario = std::move(s);
    r.scenario.name = r.id;
    r.team = kind == RunKind::PostTraining || kind == RunKind::Evaluation ? "post-training" : "pre-training";
    r.project = "typical-year";
    r.earliestStart = addCalendarMonths(start, static_cast<int>(earliestMonths));
    r.deadline = addDays(addCalendarMonths(start, static_cast<int>(deadlineMonths)), -1);
    r.priority = priority;
    return r;
}

} // namespace

Portfolio typicalYear(const Catalog &catalog, const CivilDate &start, const TypicalYearAssumptions &a)
{
    Portfolio p;
    p.name = "typical year";
    p.start = start;
    p.horizonMonths = 12;
    p.rentalDeclinePerYear = a.rentalDeclinePerYear;
    p.budget.annualUsd = a.budgetUsd;
    p.budget.warningFraction = 0.9;
    p.budget.reviewFraction = 1.0;
    p.budget.fiscalYearStartMonth = start.month;

    // The main run is the default plan; the year's hours follow from its share.
    Scenario main = defaultScenario();
    const int mainGpus = static_cast<int>(main.value(I::ClusterGpuCount));
    main = job(a.accelerator, main.value(I::ModelParameters), main.value(I::DataTokens), mainGpus);
    const Result mainResult = evaluate(main, catalog);
    const double yearHours = mainResult.peakGpus * mainResult.wallClockHours / a.mainRunShare;
    const double k = main.value(I::ComputeFlopsPerParameterPerToken);

    // Ladder: Chinchilla-proportioned points (20 tokens a parameter, Hoffmann
    // et al. 2022), the largest ladderLargestFraction of the main run's FLOPs.
    double ladderHours = 0;
    std::vector<PortfolioRun> ladder;
    for (int i = 0; i < a.ladderPoints; ++i) {
        const double flops = mainResult.flops * a.ladderLargestFraction * std::pow(a.ladderSpacing, i);
        const double params = std::sqrt(flops / (k * 20.0));
        Scenario s = job(a.accelerator, params, 20.0 * params, a.ladderGpus);
        ladderHours += heldHours(s, catalog);
        ladder.push_back(makeRun("ladder-" + std::to_string(a.ladderPoints - i), RunKind::ScalingLadder,
                                 std::move(s), start, 1, 4, 1));
    }
    std::reverse(ladder.begin(), ladder.end()); // smallest first

    const double experiments = std::max(0.0, a.experimentShare()) * yearHours;
    const double pilots = a.pilotShareOfExperiments * experiments;
    const double ablations = std::max(0.0, experiments - pilots - ladderHours);
    const double small = 1e9; // 1B-parameter pilots and ablations
    PortfolioRun pilot = makeRun(
        "pilot", RunKind::Pilot,
        sized(job(a.accelerator, 7e9, 1e11, a.pilotGpus), pilots / a.pilotRepeats, catalog), start, 0, 3, 1);
    pilot.repeat = a.pilotRepeats;
    PortfolioRun ablation = makeRun(
        "ablation", RunKind::Ablation,
        sized(job(a.accelerator, small, 1e11, a.ablationGpus), ablations / a.ablationRepeats, catalog), start,
        0, 12, 0);
    ablation.repeat = a.ablationRepeats;
    ablation.allowSpot = true;
    ablation.preemptible = true;

    PortfolioRun mainRun = makeRun("main", RunKind::MainRun, main, start, 3, 10, 3);
    mainRun.dependsOn = {ladder.back().id, "pilot"};
    PortfolioRun post =
        makeRun("post-training", RunKind::PostTraining,
                sized(job(a.accelerator, main.value(I::ModelParameters), 1e10, a.postTrainingGpus),
                      a.postTrainingShare * yearHours, catalog),
                start, 3, 11, 2);
    post.dependsOn = {"main"};
    PortfolioRun eval =
        makeRun("evaluation", RunKind::Evaluation,
                sized(job(a.accelerator, main.value(I::ModelParameters), 1e9, a.evaluationGpus),
                      a.evaluationShare * yearHours / a.evaluationRepeats, catalog),
                start, 3, 12, 2);
    eval.repeat = a.evaluationRepeats;
    eval.dependsOn = {"post-training"};

    p.runs = {pilot, ablation};
    p.runs.insert(p.runs.end(), ladder.begin(), ladder.end());
    p.runs.insert(p.runs.end(), {mainRun, post, eval});

    // The fleet: prices from the catalog, power and hosting from the plan's
    // own defaults (energy and facility, docs/model.md §8).
    const Accelerator *acc = catalog.find(a.accelerator);
    const double onDemandUsd = acc ? acc->rentUsdPerHour : 0.0;
    const Scenario d = defaultScenario();
    const double watts = acc ? acc->serverWattsPerAccelerator : 0.0;
    // Every pool holds the year's accelerator from its first day.
    const auto pool = [&](std::string id, PoolKind kind, int count) {
        return Pool{
            .id = std::move(id), .kind = kind, .accelerator = a.accelerator, .count = count, .start = start};
    };
    Pool owned = pool("owned", PoolKind::Owned, a.ownedGpus);
    owned.purchaseUsdPerAccelerator = acc ? acc->purchaseUsd : 0.0;
    owned.depreciationYears = a.depreciationYears;
    owned.resaleFraction = a.resaleFraction;
    owned.hostingUsdPerAcceleratorHour =
        watts / 1e6 * d.value(I::EnergyPue) * d.value(I::EnergyPriceUsdPerMWh) +
        d.value(I::OwnershipFacilityUsdPerGpuMonth) / 730.0;
    Pool commitment = pool("commitment", PoolKind::Commitment, a.committedGpus);
    commitment.termMonths = a.commitmentTermMonths;
    commitment.discount = a.commitmentDiscount;
    commitment.usdPerHour = onDemandUsd;
    Pool onDemand = pool("on-demand", PoolKind::OnDemand, 0);
    onDemand.usdPerHour = onDemandUsd;
    // Spot: the plan's spot discount, and the goodput its pre-emptions cost
    // an ablation in today's failure model (docs/model.md §3).
    Scenario spotJob = ablation.scenario;
    const double steady = heldHours(spotJob, catalog);
    spotJob.set(I::PricingMode, static_cast<double>(PricingMode::Spot));
    const double preempted = heldHours(spotJob, catalog);
    Pool spot = pool("spot", PoolKind::Spot, 0);
    spot.usdPerHour = onDemandUsd * (1.0 - d.value(I::PricingSpotDiscount));
    spot.goodputLoss = preempted > 0 ? std::clamp(1.0 - steady / preempted, 0.0, 0.9) : 0.0;
    p.pools = {owned, commitment, onDemand, spot};

    // The platform the runs share: the plan's infrastructure and operations
    // people and its operations budget.
    p.sharedCosts = {
        {"platform people", d.value(I::PeopleInfraEngineers) * d.value(I::PeopleInfraUsdPerMonth) +
                                d.value(I::PeopleOpsEngineers) * d.value(I::PeopleOpsUsdPerMonth)},
        {"operations", d.value(I::OperationsUsdPerMonth)}};
    return p;
}

} // namespace tco
