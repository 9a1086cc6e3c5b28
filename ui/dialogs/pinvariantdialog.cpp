// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/pinvariantdialog.h"

#include "texts/inputtexts.h"
#include "widgets/valuespinbox.h"

#include "analysis/variants.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace planner {

PinVariantDialog::PinVariantDialog(const tco::Scenario &plan, const tco::Catalog &catalog, QWidget *parent)
    : QDialog(parent), m_plan(plan), m_name(new QLineEdit(this)), m_accelerator(new QComboBox(this)),
      m_changes(new QGridLayout), m_add(new QPushButton(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("pinVariantDialog"));
    setWindowTitle(tr("Pin a Variant"));
    m_name->setObjectName(QStringLiteral("pin.name"));
    m_name->setPlaceholderText(tr("e.g. Negotiated price, 3,000 accelerators"));
    m_accelerator->setObjectName(QStringLiteral("pin.accelerator"));
    m_accelerator->addItem(tr("The plan's (%1)").arg(QString::fromStdString(plan.gpuId)), QString());
    for (const tco::Accelerator &a : catalog.accelerators())
        if (a.id != plan.gpuId)
            m_accelerator->addItem(QString::fromStdString(a.name), QString::fromStdString(a.id));
    m_add->setObjectName(QStringLiteral("pin.addChange"));
    m_add->setText(tr("Add a Change"));
    connect(m_add, &QPushButton::clicked, this, [this] { addChange(tco::InputId::ComputeMfu); });

    auto *form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(InputTexts::acceleratorLabel() + QLatin1Char(':'), m_accelerator);
    auto *note = new QLabel(tr("Each change sets one input of the plan; the strip shows the plan with all of "
                               "them. Values start at the plan's own."),
                            this);
    note->setWordWrap(true);
    m_changes->setColumnStretch(0, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addLayout(m_changes);
    layout->addWidget(m_add, 0, Qt::AlignLeft);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &PinVariantDialog::updateOk);
    addChange(tco::InputId::ComputeMfu);
    setMinimumWidth(520);
}

void PinVariantDialog::addChange(tco::InputId input)
{
    if (m_rows.size() >= tco::ChangeSet::kCapacity)
        return;
    const int n = static_cast<int>(m_rows.size());
    Row row;
    row.input = new QComboBox(this);
    row.input->setObjectName(QStringLiteral("pin.%1.input").arg(n));
    for (const tco::InputSpec &in : tco::inputSpecs())
        row.input->addItem(InputTexts::label(in.id), static_cast<int>(in.id));
    m_rows.push_back(row);
    m_changes->addWidget(row.input, n, 0);
    connect(row.input, &QComboBox::currentIndexChanged, this, [this, n](int i) {
        setRowInput(
            n, static_cast<tco::InputId>(m_rows[static_cast<std::size_t>(n)].input->itemData(i).toInt()));
    });
    row.input->setCurrentIndex(row.input->findData(static_cast<int>(input)));
    setRowInput(n, input);
    m_add->setEnabled(m_rows.size() < tco::ChangeSet::kCapacity);
}

void PinVariantDialog::setRowInput(int index, tco::InputId input)
{
    Row &row = m_rows[static_cast<std::size_t>(index)];
    // A spin box knows its input's format and range: a new one per input.
    delete row.value;
    row.value = new ValueSpinBox(tco::spec(input), this);
    row.value->setObjectName(QStringLiteral("pin.%1.value").arg(index));
    row.entered = m_plan.value(input);
    row.value->setValue(row.entered);
    connect(row.value, &ValueSpinBox::valueEdited, this, [this, index](double v) {
        Row &r = m_rows[static_cast<std::size_t>(index)];
        r.entered = v;
        r.value->setValue(v);
    });
    m_changes->addWidget(row.value, index, 1);
    updateOk();
}

tco::PinnedVariant PinVariantDialog::variant() const
{
    tco::PinnedVariant v;
    v.name = m_name->text().trimmed().toStdString();
    for (const Row &row : m_rows) {
        const auto id = static_cast<tco::InputId>(row.input->currentData().toInt());
        if (row.entered == m_plan.value(id))
            continue;
        const auto same = std::find_if(v.changes.begin(), v.changes.end(),
                                       [id](const tco::InputSetting &c) { return c.id == id; });
        if (same != v.changes.end())
            same->value = row.entered;
        else
            v.changes.push_back({id, row.entered});
    }
    v.gpuId = m_accelerator->currentData().toString().toStdString();
    return v;
}

void PinVariantDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_name->text().trimmed().isEmpty());
}

} // namespace planner

#include "moc_pinvariantdialog.cpp"
