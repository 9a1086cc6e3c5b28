// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/plannames.h"

#include "plan/planname.h"

#include <QFileInfo>

namespace planner {

QString PlanNames::fromInputs(const tco::Scenario &s)
{
    // tco::nameFromInputs words the same parts in English for the command line.
    const tco::NameParts p = tco::namePartsOf(s);
    const QString size = QString::fromStdString(p.size);
    const QString gpus = QString::number(p.gpus);
    const QString accelerator = QString::fromStdString(p.accelerator);
    if (!p.active.empty())
        //: A plan's name from its inputs: model size, active parameters, accelerator count and type.
        return tr("%1 MoE (%2 active) on %3 %4")
            .arg(size, QString::fromStdString(p.active), gpus, accelerator);
    //: A plan's name from its inputs: model size, accelerator count and type.
    return tr("%1 dense on %2 %3").arg(size, gpus, accelerator);
}

QString PlanNames::ownName(const tco::Scenario &s)
{
    if (s.name.empty())
        return {};
    static const std::string builtIn = tco::defaultScenario().name;
    if (s.name == builtIn)
        // The built-in name holds only while the plan is the default plan.
        return tco::differsFromDefaultInputs(s)
                   ? QString()
                   //: The built-in default plan's name; %1 is its size ("70B dense on 2048 H100").
                   : tr("Default plan: %1").arg(fromInputs(tco::defaultScenario()));
    if (s.name == tco::nameFromInputs(s))
        return fromInputs(s);
    return QString::fromStdString(s.name);
}

QString PlanNames::of(const tco::Scenario &s, const QString &fileName)
{
    // tco::planName's rule, with the model's names in the UI language.
    switch (tco::nameSourceOf(s, fileName.toStdString())) {
    case tco::NameSource::Own:
        return ownName(s);
    case tco::NameSource::File:
        return QFileInfo(fileName).completeBaseName();
    case tco::NameSource::Inputs:
        break;
    }
    return fromInputs(s);
}

QString PlanNames::description(const tco::Scenario &s)
{
    static const std::string builtIn = tco::defaultScenario().description;
    if (!s.description.empty() && s.description == builtIn)
        return tr("Built-in default plan. Every value is an editable assumption.");
    return QString::fromStdString(s.description);
}

} // namespace planner
