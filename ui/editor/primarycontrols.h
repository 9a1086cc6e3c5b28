// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/documentchange.h"
#include "plan/inputs.h"

#include <QWidget>

#include <span>
#include <vector>

class QLabel;
class QPushButton;

namespace planner {

class AcceleratorSelector;
class InputEditor;
class ScenarioDocument;

/** The always-visible drivers of the plan: model size, training tokens,
 *  accelerator, MFU, checkpoint interval (with "use optimal") and storage
 *  tiering; next to them accelerator count, precision and pricing mode. */
class PrimaryControls : public QWidget
{
    Q_OBJECT
public:
    explicit PrimaryControls(ScenarioDocument *document, QWidget *parent = nullptr);

    /** The inputs shown here (InputGroupsPanel leaves them out). */
    static std::span<const tco::InputId> inputs();

    void onDocumentChanged(const DocumentChange &change);
    void retranslate();
    InputEditor *editor(tco::InputId input) const;
    AcceleratorSelector *acceleratorSelector() const { return m_accelerator; }

private:
    void syncAll();
    void updateOptimalButton();
    /** The MFU follows the plan's class while it is typical: every change
     *  may move it, and the line under it says where it comes from. */
    void updateMfu();

    ScenarioDocument *m_document;
    QLabel *m_title;
    QLabel *m_clusterTitle;
    AcceleratorSelector *m_accelerator;
    QPushButton *m_useOptimal;
    QLabel *m_mfuSource;
    std::vector<InputEditor *> m_editors;
};

} // namespace planner
