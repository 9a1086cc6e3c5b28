// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QStandardItemModel;

namespace planner {

class ElidedLabel;

class ScenarioDocument;

/** Chooses hardware.gpu from the catalog. Each entry and the line under the
 *  drop-down show the figures that drive the cost: peak TFLOP/s at the
 *  chosen precision, memory, and the dated price (rent per hour, or the
 *  purchase price when buying). Object names: "combo.hardware.gpu",
 *  "details.hardware.gpu". */
class AcceleratorSelector : public QWidget
{
    Q_OBJECT
public:
    explicit AcceleratorSelector(ScenarioDocument *document, QWidget *parent = nullptr);

    /** Re-reads the current accelerator and refreshes the figures (precision
     *  and pricing mode change them). */
    void sync();
    void retranslate();
    /** Hides an old refusal once the plan moved on (see InputEditor::clearIssue). */
    void clearIssue();
    QComboBox *comboBox() const { return m_combo; }

private:
    struct Figures {
        QString peak, memory, price;
    };
    static constexpr int kColumns = 4;
    Figures figures(int row) const;

    ScenarioDocument *m_document;
    QLabel *m_label;
    QComboBox *m_combo;
    QStandardItemModel *m_model = nullptr;
    ElidedLabel *m_details; ///< one line: a longer text (Buy mode) moves no control
    QLabel *m_message;
};

} // namespace planner
