// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/catalog.h"
#include "plan/scenario.h"
#include "plan/variant.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QDialogButtonBox;
class QGridLayout;
class QLineEdit;
class QPushButton;

namespace planner {

class ValueSpinBox;

/** "Pin a variant": a form for a variant of the user's own, a name and one
 *  or more input changes (an input by its translated name and a value in
 *  the input's own format), optionally another accelerator. It starts from
 *  the plan's values; variant() is what the user entered. A form, not a
 *  question, so an ordinary dialog (docs/architecture.md, "Dialogs and
 *  tests"): tests fill its widgets by object name ("pin.name",
 *  "pin.<n>.input", "pin.<n>.value", "pin.addChange", "pin.accelerator"). */
class PinVariantDialog : public QDialog
{
    Q_OBJECT
public:
    PinVariantDialog(const tco::Scenario &plan, const tco::Catalog &catalog, QWidget *parent = nullptr);

    /** The variant as entered: the changes whose value differs from the plan's. */
    tco::PinnedVariant variant() const;
    /** Adds a change row for `input` at the plan's value. */
    void addChange(tco::InputId input);
    int changeCount() const { return static_cast<int>(m_rows.size()); }

private:
    struct Row {
        QComboBox *input = nullptr;
        ValueSpinBox *value = nullptr;
        double entered = 0;
    };
    void setRowInput(int index, tco::InputId input);
    void updateOk();

    tco::Scenario m_plan;
    QLineEdit *m_name;
    QComboBox *m_accelerator;
    QGridLayout *m_changes;
    QPushButton *m_add;
    QDialogButtonBox *m_buttons;
    std::vector<Row> m_rows;
};

} // namespace planner
