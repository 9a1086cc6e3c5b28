// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/primarycontrols.h"

#include "editor/acceleratorselector.h"
#include "editor/inputeditor.h"
#include "texts/mfutexts.h"
#include "texts/numberformat.h"
#include "widgets/layoutfence.h"
#include "widgets/wrappedlabel.h"

#include "document/scenariodocument.h"

#include "analysis/analysis.h"
#include "plan/evaluate.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace planner {
namespace {

using tco::InputId;

constexpr InputId kPrimary[] = {
    InputId::ModelParameters,         InputId::DataTokens,         InputId::ComputeMfu,
    InputId::CheckpointIntervalHours, InputId::StorageHotFraction, InputId::ClusterGpuCount,
    InputId::ComputePrecision,        InputId::PricingMode,
};

QLabel *sectionTitle(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    label->setFont(font);
    return label;
}

} // namespace

std::span<const tco::InputId> PrimaryControls::inputs()
{
    return kPrimary;
}

PrimaryControls::PrimaryControls(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("primaryControls"));
    m_title = sectionTitle(this, QStringLiteral("primaryTitle"));
    m_clusterTitle = sectionTitle(this, QStringLiteral("clusterTitle"));

    const auto add = [this](InputId id, InputEditor::Style style) {
        auto *editor = new InputEditor(m_document, id, style, this);
        m_editors.push_back(editor);
        return editor;
    };
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(6);
    layout->addWidget(m_title);
    layout->addWidget(add(InputId::ModelParameters, InputEditor::Style::Primary));
    layout->addWidget(add(InputId::DataTokens, InputEditor::Style::Primary));
    m_accelerator = new AcceleratorSelector(m_document, this);
    layout->addWidget(m_accelerator);
    layout->addWidget(add(InputId::ComputeMfu, InputEditor::Style::Primary));
    m_mfuSource = new WrappedLabel(this);
    m_mfuSource->setObjectName(QStringLiteral("mfuSource"));
    QFont small = m_mfuSource->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_mfuSource->setFont(small);
    m_mfuSource->setForegroundRole(QPalette::PlaceholderText);
    // Its words change with the model size: inside a fence, so they do not
    // relayout the window on every slider move (widgets/layoutfence.h).
    layout->addWidget(new LayoutFence(m_mfuSource, this));
    InputEditor *interval = add(InputId::CheckpointIntervalHours, InputEditor::Style::Primary);
    m_useOptimal = new QPushButton(interval);
    m_useOptimal->setObjectName(QStringLiteral("useOptimalInterval"));
    m_useOptimal->setFocusPolicy(Qt::StrongFocus);
    connect(m_useOptimal, &QPushButton::clicked, this, [this] { m_document->useOptimalInterval(); });
    interval->addLabelRowWidget(m_useOptimal);
    layout->addWidget(interval);
    layout->addWidget(add(InputId::StorageHotFraction, InputEditor::Style::Primary));
    layout->addSpacing(6);
    layout->addWidget(m_clusterTitle);
    layout->addWidget(add(InputId::ClusterGpuCount, InputEditor::Style::Primary));
    layout->addWidget(add(InputId::ComputePrecision, InputEditor::Style::Compact));
    layout->addWidget(add(InputId::PricingMode, InputEditor::Style::Compact));

    retranslate();
}

InputEditor *PrimaryControls::editor(tco::InputId input) const
{
    return findEditor(m_editors, input);
}

void PrimaryControls::onDocumentChanged(const DocumentChange &change)
{
    switch (change.kind) {
    case ChangeKind::Value:
        if (InputEditor *e = editor(change.input))
            e->sync();
        // Precision and pricing mode change the figures in the accelerator list.
        if (change.input == tco::InputId::ComputePrecision || change.input == tco::InputId::PricingMode)
            m_accelerator->sync();
        break;
    case ChangeKind::Accelerator:
        m_accelerator->sync();
        break;
    case ChangeKind::Scenario:
        syncAll();
        break;
    case ChangeKind::Interaction:
        if (InputEditor *e = editor(change.input))
            e->sync();
        break;
    }
    // The optimum depends on the cluster, the model and storage: keep it current.
    updateOptimalButton();
    updateMfu();
}

void PrimaryControls::updateMfu()
{
    if (InputEditor *e = editor(tco::InputId::ComputeMfu))
        e->sync();
    m_mfuSource->setText(MfuTexts::sourceLine(m_document->scenario(), m_document->catalog()));
    m_mfuSource->setToolTip(MfuTexts::runsToolTip(m_document->scenario(), m_document->catalog()));
}

void PrimaryControls::syncAll()
{
    for (InputEditor *e : m_editors)
        e->sync();
    m_accelerator->sync();
}

void PrimaryControls::updateOptimalButton()
{
    // The minimum of the model's own total, not Young/Daly's formula: on
    // spot and at high failure rates the two differ (model/analysis/analysis.h).
    const tco::InputSpec &in = tco::spec(tco::InputId::CheckpointIntervalHours);
    const double optimum = std::clamp(m_document->bestCheckpointIntervalHours(), in.minValue, in.maxValue);
    m_useOptimal->setText(tr("Use optimal (%1)").arg(formatHours(optimum)));
    m_useOptimal->setToolTip(
        tr("Set the checkpoint interval to %1, the interval with the lowest total on the "
           "model's own curve: Young/Daly's τ* ≈ √(2·δ·M) (δ = checkpoint write time, "
           "M = cluster MTBF) where that is the minimum, else the curve's minimum.")
            .arg(formatHours(optimum)));
    m_useOptimal->setAccessibleName(tr("Use the optimal checkpoint interval"));
    const double current = m_document->value(tco::InputId::CheckpointIntervalHours);
    bool helps = std::abs(current - optimum) > 1e-9 * std::max(1.0, optimum);
    if (helps && !m_document->result().feasible()) {
        // An interval only helps a plan that cannot run if it lets it run.
        tco::Scenario at = m_document->scenario();
        at.set(in.id, optimum);
        helps = tco::evaluate(at, m_document->catalog()).feasible();
        if (!helps) {
            m_useOptimal->setText(tr("Use optimal (%1)").arg(QStringLiteral("—")));
            m_useOptimal->setToolTip(tr("No checkpoint interval lets this plan run."));
        }
    }
    m_useOptimal->setEnabled(helps);
    // Its text changes with every slider move. A fixed size, grown to the
    // widest text so far, asks no layout of the controls: a button that
    // changed size laid out the whole column, measuring its rich-text
    // labels again, on every move (bench_window).
    const QSize hint = m_useOptimal->sizeHint();
    if (hint.width() > m_useOptimal->minimumWidth() || hint.height() != m_useOptimal->minimumHeight())
        m_useOptimal->setFixedSize(std::max(hint.width(), m_useOptimal->minimumWidth()), hint.height());
}

void PrimaryControls::retranslate()
{
    m_title->setText(tr("Key drivers"));
    m_clusterTitle->setText(tr("Cluster and pricing"));
    for (InputEditor *e : m_editors)
        e->retranslate();
    m_accelerator->retranslate();
    m_useOptimal->setMinimumSize(0, 0); // measured again for the new language
    updateOptimalButton();
    updateMfu();
}

} // namespace planner

#include "moc_primarycontrols.cpp"
