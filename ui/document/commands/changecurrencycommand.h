// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "currency.h"

#include <QUndoCommand>

namespace planner {

class ScenarioDocument;

/** Sets the plan's display currency (code, symbol, rate, rate date) as one
 *  undo step. The command text is the key "currency"; the window words it. */
class ChangeCurrencyCommand : public QUndoCommand
{
public:
    ChangeCurrencyCommand(ScenarioDocument *document, tco::DisplayCurrency oldCurrency,
                          tco::DisplayCurrency newCurrency, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    ScenarioDocument *m_document;
    tco::DisplayCurrency m_old;
    tco::DisplayCurrency m_new;
};

} // namespace planner
