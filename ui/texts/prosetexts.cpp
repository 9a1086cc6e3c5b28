// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/prosetexts.h"

#include "texts/inputtexts.h"
#include "texts/keyfiguretexts.h"
#include "texts/numberformat.h"

#include <algorithm>
#include <cmath>

namespace planner {

namespace {

QString fromView(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

QString ProseTexts::withUnit(std::string_view unit)
{
    struct Entry {
        std::string_view unit;
        const char *text;
        // The words numberformat.h and the input fields also say are theirs.
        const char *context = "planner::ProseTexts";
    };
    static constexpr Entry entries[] = {
        {"1/node-day", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 per node-day")},
        {"B/parameter", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 bytes per parameter")},
        {"B/token", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 bytes per token")},
        {"CPU-h/TB", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 CPU-hours per TB")},
        {"FLOP", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 FLOP")},
        {"GB/node-day", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 GB per node-day")},
        {"GB/s", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 GB/s")},
        {"USD/(GB/s)-month", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 per GB/s and month")},
        {"USD/B tokens", QT_TRANSLATE_NOOP("planner::InputTexts", "%1 per billion tokens"),
         "planner::InputTexts"},
        {"USD/CPU-h", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 per CPU-hour")},
        {"USD/GB", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 per GB")},
        {"USD/GB-month", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 per GB-month")},
        {"USD/MWh", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 per MWh")},
        {"USD/accelerator", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 per accelerator")},
        {"USD/accelerator-h", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 per accelerator-hour")},
        {"USD/accelerator-month", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 per accelerator-month")},
        {"USD/month", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 per month")},
        {"USD/node-month", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 per node-month")},
        {"W", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 W")},
        {"accelerators", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 accelerators")},
        {"accelerators/node", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 per node")},
        {"checkpoints", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 checkpoints")},
        {"days", QT_TRANSLATE_NOOP("planner::Format", "%1 days"), "planner::Format"},
        {"h", QT_TRANSLATE_NOOP("planner::Format", "%1 h"), "planner::Format"},
        {"heads", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 attention heads")},
        {"kg CO2/kWh", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 kg CO₂ per kWh")},
        {"layers", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 layers")},
        {"months", QT_TRANSLATE_NOOP("planner::Format", "%1 months"), "planner::Format"},
        {"parameters", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 parameters")},
        {"people", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 people")},
        {"sequences", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 sequences")},
        {"stages", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 pipeline stages")},
        {"tokens", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1 tokens")},
        {"x", QT_TRANSLATE_NOOP("planner::ProseTexts", "%1×")},
        {"years", QT_TRANSLATE_NOOP("planner::Format", "%1 years"), "planner::Format"},
    };
    for (const Entry &e : entries)
        if (e.unit == unit)
            return QCoreApplication::translate(e.context, e.text);
    if (unit.empty() || unit == "dimensions" || unit == "ratio" || unit == "USD")
        return QStringLiteral("%1");
    return QStringLiteral("%1 ") + fromView(unit);
}

QString ProseTexts::nature(tco::CostNature n)
{
    return n == tco::CostNature::Fixed ? tr("fixed") : tr("elastic");
}

QString ProseTexts::severity(tco::Severity s)
{
    switch (s) {
    case tco::Severity::Infeasible:
        return KeyFigureTexts::noValidPlan();
    case tco::Severity::Warning:
        return tr("Warning");
    case tco::Severity::Note:
        return tr("Note");
    }
    return {};
}

QString ProseTexts::lever(tco::LeverKind k)
{
    using L = tco::LeverKind;
    switch (k) {
    case L::OptimalInterval:
        return tr("Optimal checkpoint interval");
    case L::AsyncCheckpoints: // the lever is the input: one name
        return InputTexts::label(tco::InputId::CheckpointAsync);
    case L::InMemoryCheckpoints:
        return InputTexts::label(tco::InputId::CheckpointInMemory);
    case L::HotSpares:
        return tr("Hot spare accelerators");
    case L::StrongerPractice:
        return tr("Stronger operational practice");
    case L::FewerAccelerators:
        return tr("Fewer accelerators");
    case L::MoreAccelerators:
        return tr("More accelerators");
    case L::FastestAccelerators:
        return tr("The fastest accelerator count");
    case L::AcceleratorsToFit:
        return tr("Enough accelerators to fit the model");
    case L::FullRecompute:
        return tr("Full activation recomputation");
    case L::FullSharding:
        return tr("Shard everything (ZeRO-3 / FSDP)");
    case L::OnDemand:
        return tr("Rent on demand");
    case L::Reserved:
        return tr("Rent reserved");
    case L::Spot:
        return tr("Rent spot");
    case L::Buy:
        return tr("Buy the cluster");
    case L::StorageMix:
        return tr("Cheapest storage mix");
    case L::Deduplication:
        return tr("Deduplicate the data");
    case L::Fp8:
        return tr("Train in fp8");
    case L::Count:
        break;
    }
    return {};
}

QString ProseTexts::practice(tco::Practice p)
{
    // A preset is an option of the practice input, named as the field names it.
    return InputTexts::choice(tco::InputId::FailuresPractice, static_cast<int>(p));
}

QString ProseTexts::choice(tco::InputId input, int index)
{
    const tco::InputSpec &s = tco::spec(input);
    if (index < 0 || static_cast<std::size_t>(index) >= s.choices.size())
        return QString::number(index);
    const std::string_view name = s.choices[static_cast<std::size_t>(index)];
    if (name == "onDemand")
        return tr("on-demand");
    if (name == "reserved")
        return tr("reserved");
    if (name == "spot")
        return tr("spot");
    if (name == "buy")
        return tr("buy (owned cluster)");
    if (name == "on")
        return tr("on");
    if (name == "off")
        return tr("off");
    if (name == "yes")
        return tr("yes");
    if (name == "no")
        return tr("no");
    if (name == "besiroglu2024") // a citation reads the same in a field and in prose
        return InputTexts::choice(input, index);
    if (name == "hoffmann2022")
        return tr("Hoffmann et al. 2022");
    if (name == "firstLargeRun")
        return practice(tco::Practice::FirstLargeRun);
    if (name == "establishedTeam")
        return practice(tco::Practice::EstablishedTeam);
    if (name == "frontierScale")
        return practice(tco::Practice::FrontierScale);
    if (name == "none")
        return tr("none");
    if (name == "selective")
        return tr("selective");
    if (name == "full")
        return tr("full");
    if (name == "zero1" || name == "zero2" || name == "zero3")
        return tr("ZeRO stage %1").arg(QLatin1Char(name.back()));
    return fromView(name); // bf16, fp16, fp8, tf32
}

QString ProseTexts::key(tco::InputId input)
{
    return fromView(tco::spec(input).key);
}

QString ProseTexts::inputValue(tco::InputId input, double value, const QLocale &locale)
{
    const tco::InputSpec &s = tco::spec(input);
    if (s.kind == tco::InputKind::Choice)
        return choice(input, static_cast<int>(std::lround(value)));
    if (input == tco::InputId::ComputeMfu && value == 0)
        //: compute.mfu = 0: the plan uses the MFU published runs of its class reached (docs/model.md)
        return tr("typical for the plan");
    if (s.unit == "fraction" || s.unit == "probability")
        return formatNumber(value * 100.0, locale, 4) + QStringLiteral(" %");
    if (InputTexts::isMoney(s)) {
        // In the display currency, exact like every input (docs/model.md, Display currency).
        const tco::DisplayCurrency &currency = tco::activeCurrency();
        return withUnit(s.unit).arg(QString::fromStdString(currency.symbol) +
                                    formatExactCompact(currency.fromUsd(value), locale));
    }
    return withUnit(s.unit).arg(formatExactCompact(value, locale));
}

} // namespace planner
