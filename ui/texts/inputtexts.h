// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/catalog.h"
#include "plan/inputs.h"

#include <QCoreApplication>
#include <QString>

#include <string>
#include <string_view>

class QLocale;

namespace planner {

/** The window's words for the model's inputs: a translated label and help
 *  text for every key of tco::inputSpecs(), group titles, option names and
 *  units. The model's own descriptions are developer English for the
 *  command line; these are what people read (docs/model.md: every default is an
 *  editable assumption, so the tooltips say where each default comes from). */
class InputTexts
{
    Q_DECLARE_TR_FUNCTIONS(planner::InputTexts)
public:
    static QString label(tco::InputId input);
    static QString help(tco::InputId input);
    /** Rich-text tooltip: label, help, unit, default, allowed range and key. */
    static QString toolTip(tco::InputId input);
    static QString groupTitle(tco::InputGroup group);
    /** Name of option `index` of a Choice input. */
    static QString choice(tco::InputId input, int index);
    /** The unit next to a field, translated; money units in the display
     *  currency ("¥/accelerator-h"). */
    static QString unit(const tco::InputSpec &spec);
    /** True for an input in US dollars (its unit starts with "USD"): the
     *  editor shows and takes it in the display currency. */
    static bool isMoney(const tco::InputSpec &spec);

    static QString acceleratorLabel();
    /** The accelerator `gpuId` as the catalog names it ("NVIDIA H100 SXM"),
     *  else its id (one the catalog does not hold). */
    static QString acceleratorName(const std::string &gpuId, const tco::Catalog &catalog);
    /** The name of any key a plan holds, for messages and tables: an
     *  input's label, the accelerator, the start date, the display
     *  currency's fields; the key itself for anything else. */
    static QString keyLabel(std::string_view key);
    static QString acceleratorHelp();
    /** An input's label as rich text: escaped, and bold with a dot in
     *  palette::changedMark() when the value was changed from its default,
     *  so a budget owner sees at a glance which assumptions were edited. */
    static QString labelMarkup(const QString &label, bool changed);

    /** True when every input key has a label and help (for tests). */
    static bool coversAllInputs();
};

} // namespace planner
