// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in typical year (docs/model.md §16.6): the run mix follows the
// published shares named in typicalyear.h; each run is a plan of today's
// model whose tokens are set so its accelerator-hours are its share.
#include "portfolio/typicalyear.h"

#include "plan/catalog.h"
#include "plan/evaluate.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

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

/** "150M", "1B": a model size in run ids. */
std::string compactCount(double parameters)
{
    char text[32];
    if (parameters >= 1e9)
        std::snprintf(text, sizeof text, "%gB", parameters / 1e9);
    else
        std::snprintf(text, sizeof text, "%gM", parameters / 1e6);
    return text;
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
    p.costOfCapital = a.costOfCapital;
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

    // Ablations: hundreds of small runs at three scales, one starting
    // every few days through the year, each with two weeks to finish.
    std::vector<PortfolioRun> ablations;
    double ablationHours = 0;
    for (const TypicalYearAssumptions::AblationScale &scale : a.ablations) {
        Scenario s = job(a.accelerator, scale.parameters, scale.tokens, scale.gpus);
        ablationHours += heldHours(s, catalog) * scale.count;
        PortfolioRun r = makeRun("ablation-" + compactCount(scale.parameters), RunKind::Ablation,
                                 std::move(s), start, 0, 0, 0);
        r.deadline = addDays(r.earliestStart, 13);
        r.repeat = scale.count;
        r.intervalDays = scale.intervalDays;
        r.allowSpot = true;
        r.preemptible = true;
        ablations.push_back(std::move(r));
    }

    // Experiments at scale fill what the experiments' share leaves: a
    // whole number of runs of the pilot size, started on a cadence from the
    // first day, each sized so together they hold their share exactly.
    const double experiments = std::max(0.0, a.experimentShare()) * yearHours;
    const double pilotHours = std::max(0.0, experiments - ablationHours - ladderHours);
    Scenario pilotPlan = job(a.accelerator, a.pilotParameters, a.pilotTokens, a.pilotGpus);
    const double onePilot = heldHours(pilotPlan, catalog);
    const int pilots = onePilot > 0 ? std::max(1, static_cast<int>(std::lround(pilotHours / onePilot))) : 1;
    PortfolioRun pilot =
        makeRun("pilot", RunKind::Pilot, sized(pilotPlan, pilotHours / pilots, catalog), start, 0, 0, 1);
    const int pilotDays = static_cast<int>(std::ceil(evaluate(pilot.scenario, catalog).wallClockDays));
    pilot.repeat = pilots;
    pilot.intervalDays = std::max(1, (horizonDays(p) - pilotDays) / pilots);
    pilot.deadline = addDays(pilot.earliestStart, 2 * pilotDays + 14);

    PortfolioRun mainRun = makeRun("main", RunKind::MainRun, main, start, 3, 10, 3);
    mainRun.dependsOn = {ladder.back().id};
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

    // One pre-training corpus for every pre-training run, bought once; the
    // post-training and evaluation data is another (docs/model.md §16.1).
    for (PortfolioRun *r : {&pilot, &mainRun})
        r->corpus = "pre-training corpus";
    for (PortfolioRun &r : ablations)
        r.corpus = "pre-training corpus";
    for (PortfolioRun &r : ladder)
        r.corpus = "pre-training corpus";
    post.corpus = eval.corpus = "post-training data";
    p.runs = {pilot};
    p.runs.insert(p.runs.end(), ablations.begin(), ablations.end());
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
    owned.networkCapexShare = d.value(I::OwnershipNetworkCapexShare);
    owned.facilityCapexShare = a.facilityCapexShare;
    owned.depreciationYears = a.depreciationYears;
    owned.resaleFraction = a.resaleFraction;
    owned.hostingUsdPerAcceleratorHour =
        watts / 1e6 * d.value(I::EnergyPue) * d.value(I::EnergyPriceUsdPerMWh) +
        d.value(I::OwnershipFacilityUsdPerGpuMonth) / 730.0;
    Pool commitment = pool("commitment", PoolKind::Commitment, a.committedGpus);
    commitment.termMonths = a.commitmentTermMonths;
    commitment.discount = a.commitmentDiscount;
    commitment.usdPerHour = onDemandUsd;
    // Rented capacity that exists: what one customer can rent in a region
    // without a reservation (an assumption, typicalyear.h).
    Pool onDemand = pool("on-demand", PoolKind::OnDemand, a.onDemandGpus);
    onDemand.usdPerHour = onDemandUsd;
    // Spot: the plan's spot discount, and the goodput its pre-emptions cost
    // an ablation in today's failure model (docs/model.md §3).
    Scenario spotJob = ablations.front().scenario;
    const double steady = heldHours(spotJob, catalog);
    spotJob.set(I::PricingMode, static_cast<double>(PricingMode::Spot));
    const double preempted = heldHours(spotJob, catalog);
    Pool spot = pool("spot", PoolKind::Spot, a.spotGpus);
    spot.usdPerHour = onDemandUsd * (1.0 - d.value(I::PricingSpotDiscount));
    spot.goodputLoss = preempted > 0 ? std::clamp(1.0 - steady / preempted, 0.0, 0.9) : 0.0;
    // Every price is the catalog's, of the catalog's date: rented prices
    // follow their path from it, not from the year's start (issue 51).
    for (Pool *q : {&owned, &commitment, &onDemand, &spot})
        q->priceDate = acc ? catalogPriceDate(acc->priceDate) : std::nullopt;
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
