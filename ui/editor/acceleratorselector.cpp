// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/acceleratorselector.h"

#include "texts/tone.h"
#include "widgets/themedtext.h"

#include "texts/inputtexts.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"
#include "widgets/elidedlabel.h"
#include "widgets/wheelguard.h"

#include "document/scenariodocument.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace planner {

AcceleratorSelector::AcceleratorSelector(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_label(new QLabel(this)), m_combo(new QComboBox(this)),
      m_details(new ElidedLabel(this)), m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("editor.hardware.gpu"));
    m_label->setObjectName(QStringLiteral("label.hardware.gpu"));
    m_combo->setObjectName(QStringLiteral("combo.hardware.gpu"));
    m_details->setObjectName(QStringLiteral("details.hardware.gpu"));
    m_message->setObjectName(QStringLiteral("message.hardware.gpu"));
    m_label->setBuddy(m_combo);
    m_combo->setFocusPolicy(Qt::StrongFocus);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combo->setMinimumContentsLength(16);
    WheelGuard::install(m_combo);
    m_details->setForegroundRole(QPalette::PlaceholderText);
    showAsRefusal(m_message);
    m_message->setWordWrap(true);
    m_message->hide();

    // The closed drop-down shows the name; the open list is a table of the
    // figures that matter, so accelerators can be compared at a glance.
    m_model = new QStandardItemModel(this);
    m_model->setColumnCount(kColumns);
    for (const tco::Accelerator &acc : m_document->catalog().accelerators()) {
        QList<QStandardItem *> row;
        auto *name = new QStandardItem(QString::fromStdString(acc.name));
        name->setData(QString::fromStdString(acc.id), Qt::UserRole);
        row << name;
        for (int c = 1; c < kColumns; ++c) {
            auto *item = new QStandardItem;
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            row << item;
        }
        m_model->appendRow(row);
    }
    auto *view = new QTreeView(m_combo);
    view->setRootIsDecorated(false);
    view->setUniformRowHeights(true);
    view->setAllColumnsShowFocus(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->header()->setStretchLastSection(false);
    view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_combo->setModel(m_model);
    m_combo->setView(view);
    m_combo->setModelColumn(0);

    connect(m_combo, &QComboBox::activated, this, [this](int index) {
        const QString id = m_combo->itemData(index, Qt::UserRole).toString();
        if (auto issue = m_document->setGpu(id)) {
            m_message->setText(MessageTexts::issue(*issue, m_combo->itemText(index), m_document->scenario()));
            m_message->show();
        } else {
            m_message->hide();
        }
        sync();
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 2);
    layout->setSpacing(2);
    layout->addWidget(m_label);
    layout->addWidget(m_combo);
    layout->addWidget(m_details);
    layout->addWidget(m_message);

    retranslate();
}

AcceleratorSelector::Figures AcceleratorSelector::figures(int row) const
{
    const auto &accs = m_document->catalog().accelerators();
    const tco::Accelerator &acc = accs[static_cast<std::size_t>(row)];
    const tco::Precision wanted = tco::precision(m_document->scenario());
    const tco::Precision used = acc.effectivePrecision(wanted);
    const bool buy = tco::pricingMode(m_document->scenario()) == tco::PricingMode::Buy;
    const QString precisionName = InputTexts::choice(tco::InputId::ComputePrecision, static_cast<int>(used));
    Figures f;
    f.peak = tr("%1 TFLOP/s %2").arg(formatFixed(acc.peakTflops(used), 0), precisionName);
    f.memory = tr("%1 GB").arg(formatFixed(acc.memoryGb, 0));
    if (buy)
        f.price = acc.purchaseUsd > 0 ? tr("%1 to buy").arg(formatUsd(acc.purchaseUsd)) : tr("not for sale");
    else
        // Hourly prices to the cent, so $2.00 and $2.99 read as prices.
        f.price = acc.rentUsdPerHour > 0 ? tr("%1/h").arg(formatPriceCents(acc.rentUsdPerHour))
                                         : tr("no list price");
    return f;
}

void AcceleratorSelector::clearIssue()
{
    if (m_message->isHidden())
        return;
    m_message->clear();
    m_message->hide();
}

void AcceleratorSelector::sync()
{
    const QSignalBlocker blocker(m_combo);
    const auto &accs = m_document->catalog().accelerators();
    for (int i = 0; i < m_model->rowCount(); ++i) {
        const tco::Accelerator &acc = accs[static_cast<std::size_t>(i)];
        const Figures f = figures(i);
        m_model->item(i, 1)->setText(f.peak);
        m_model->item(i, 2)->setText(f.memory);
        m_model->item(i, 3)->setText(f.price);
        const QString tip = tr("%1\nPrices dated %2 (editable defaults).\nSource: %3")
                                .arg(QString::fromStdString(acc.name), QString::fromStdString(acc.priceDate),
                                     QString::fromStdString(acc.specSource));
        for (int c = 0; c < kColumns; ++c)
            m_model->item(i, c)->setToolTip(tip);
    }
    const int index = m_combo->findData(m_document->gpuId(), Qt::UserRole);
    m_combo->setCurrentIndex(index);
    if (index >= 0) {
        const tco::Accelerator &acc = accs[static_cast<std::size_t>(index)];
        const Figures f = figures(index);
        const QString full = tr("%1 · %2 · %3 (prices dated %4)")
                                 .arg(f.peak, f.memory, f.price, QString::fromStdString(acc.priceDate));
        m_details->setText(full);
        m_details->setShorterTexts({QStringLiteral("%1 · %2 · %3").arg(f.peak, f.memory, f.price)});
        m_details->setToolTip(full);
    }
    if (auto *view = qobject_cast<QTreeView *>(m_combo->view())) {
        int width = 0;
        for (int c = 0; c < kColumns; ++c) {
            view->resizeColumnToContents(c);
            width += view->columnWidth(c);
        }
        view->setMinimumWidth(width + 24);
        view->header()->setMinimumSectionSize(60);
    }
    const bool changed =
        m_document->gpuId() !=
        QString::fromLatin1(tco::kDefaultGpuId.data(), static_cast<qsizetype>(tco::kDefaultGpuId.size()));
    m_label->setText(InputTexts::labelMarkup(InputTexts::acceleratorLabel(), changed));
}

void AcceleratorSelector::retranslate()
{
    const QString tip = QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                            .arg(InputTexts::acceleratorLabel().toHtmlEscaped(),
                                 InputTexts::acceleratorHelp().toHtmlEscaped());
    m_label->setToolTip(tip);
    m_combo->setToolTip(tip);
    m_combo->setAccessibleName(InputTexts::acceleratorLabel());
    m_model->setHorizontalHeaderLabels(
        {InputTexts::acceleratorLabel(), tr("Peak"), tr("Memory"), tr("Price")});
    m_details->setAccessibleName(tr("Accelerator figures"));
    sync();
}

} // namespace planner

#include "moc_acceleratorselector.cpp"
