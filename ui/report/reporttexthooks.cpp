// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reporttexthooks.h"

#include "texts/inputtexts.h"
#include "texts/messagetexts.h"

#include "report/reportinput.h"

namespace planner {

void useWindowTexts(ReportInput &input)
{
    const tco::Catalog *catalog = input.catalog ? input.catalog : &tco::Catalog::builtIn();
    input.inputLabel = [](tco::InputId id) { return InputTexts::label(id); };
    input.inputSource = [](tco::InputId id) { return InputTexts::help(id); };
    input.conditionSentence = [catalog](tco::Condition c, const tco::Result &r, const tco::Scenario &s) {
        return MessageTexts::conditionSentence(c, r, s, *catalog);
    };
    input.leverSentence = [](const tco::Lever &l, const tco::Scenario &s) {
        return MessageTexts::leverSentence(l, s);
    };
}

} // namespace planner
