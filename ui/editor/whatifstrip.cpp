// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/whatifstrip.h"

#include "dialogs/pinvariantdialog.h"

#include "document/scenariodocument.h"
#include "texts/inputformat.h"
#include "texts/inputtexts.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"
#include "texts/terms.h"
#include "texts/tone.h"
#include "widgets/themedtext.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <tuple>
#include <utility>

namespace planner {
namespace {

// The variants stand in two groups of columns side by side where they fit.
constexpr int kGroups = 2;
// Per group: name, total, P90, main run, Δ total, Δ days, remove; a gap.
constexpr int kColumns = 8;
// The twelve standard variants at most (tco::standardVariants).
constexpr int kStandardVariants = 12;
// The gap between two groups.
constexpr int kGroupGap = 16;

/** Whether a row shows figures: a variant that cannot run or does not
 *  apply shows a word instead. */
bool hasFigures(const tco::VariantRow &row)
{
    return !row.refused && row.feasible;
}

void setTone(QLabel *label, Tone tone)
{
    // A palette change restyles and repaints the label: only when the tone
    // changes, not on every slider move.
    const QVariant current = label->property("tone");
    if (current.isValid() && current.toInt() == static_cast<int>(tone))
        return;
    label->setProperty("tone", static_cast<int>(tone));
    // The tone's colour on this theme, and again after every theme change.
    setThemedTextColour(label, [tone](const QPalette &pal) {
        return tone == Tone::Muted ? palette::secondaryText(pal)
                                   : palette::tile(tone, palette::darkTheme()).text;
    });
}

/** Qt invalidates the enclosing layout on every setVisible(), even when
 *  nothing changes: only when it does. */
void setShown(QWidget *widget, bool shown)
{
    if (widget->isHidden() == shown)
        widget->setVisible(shown);
}

} // namespace

WhatIfStrip::WhatIfStrip(ScenarioDocument *document, QWidget *parent)
    : QFrame(parent), m_document(document), m_heading(new QLabel(this)), m_note(new QLabel(this)),
      m_pin(new QPushButton(this)), m_grid(new QWidget(this)), m_layout(new QGridLayout(m_grid))
{
    setObjectName(QStringLiteral("whatIfStrip"));
    setFrameShape(QFrame::StyledPanel);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_heading->setObjectName(QStringLiteral("whatIf.heading"));
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_note->setObjectName(QStringLiteral("whatIf.note"));
    m_note->hide();
    m_pin->setObjectName(QStringLiteral("whatIf.pin"));
    m_pin->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    connect(m_pin, &QPushButton::clicked, this, &WhatIfStrip::openPinDialog);

    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setHorizontalSpacing(12);
    m_layout->setVerticalSpacing(1);
    for (int g = 0; g < kGroups; ++g) {
        m_layout->setColumnStretch(g * kColumns, 1);
        if (g > 0)
            m_layout->setColumnMinimumWidth(g * kColumns - 1, kGroupGap);
        for (int c = 1; c < 6; ++c) {
            auto *h = new QLabel(m_grid);
            h->setAlignment(Qt::AlignRight | Qt::AlignBottom);
            setTone(h, Tone::Muted);
            m_layout->addWidget(h, 0, g * kColumns + c);
            m_headers.push_back(h);
        }
    }

    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_heading);
    top->addSpacing(12);
    // Why a variant could not be applied or pinned, on the heading's line so
    // the strip keeps its height.
    top->addWidget(m_note, 1);
    top->addStretch(1);
    top->addWidget(m_pin);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 6);
    layout->setSpacing(3);
    layout->addLayout(top);
    layout->addWidget(m_grid);
    layout->addStretch(1);
    retranslate();
}

WhatIfStrip::RowWidgets &WhatIfStrip::rowWidgets(int index)
{
    while (static_cast<int>(m_widgets.size()) <= index) {
        const int n = static_cast<int>(m_widgets.size());
        RowWidgets w;
        w.name = new QPushButton(m_grid);
        w.name->setObjectName(QStringLiteral("whatIf.%1.name").arg(n));
        w.name->setFlat(true);
        w.name->setStyleSheet(QStringLiteral("text-align: left; padding: 1px 4px;"));
        w.name->setCursor(Qt::PointingHandCursor);
        connect(w.name, &QPushButton::clicked, this, [this, n] { apply(n); });
        const auto number = [this, n](const QString &what) {
            auto *l = new QLabel(m_grid);
            l->setObjectName(QStringLiteral("whatIf.%1.%2").arg(n).arg(what));
            l->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return l;
        };
        w.total = number(QStringLiteral("total"));
        w.p90 = number(QStringLiteral("p90"));
        w.days = number(QStringLiteral("days"));
        w.delta = number(QStringLiteral("delta"));
        w.deltaDays = number(QStringLiteral("deltaDays"));
        w.remove = new QToolButton(m_grid);
        w.remove->setObjectName(QStringLiteral("whatIf.%1.remove").arg(n));
        w.remove->setText(QStringLiteral("×"));
        w.remove->setAutoRaise(true);
        // Hidden until its variant is pinned: explicitly, or showing the
        // strip would show it (and its column) on a row made before.
        w.remove->hide();
        connect(w.remove, &QToolButton::clicked, this, [this, n] {
            if (n < static_cast<int>(m_rows.size()))
                m_document->unpinVariant(m_rows[static_cast<std::size_t>(n)].variant.pinnedIndex);
        });
        m_widgets.push_back(w);
    }
    return m_widgets[static_cast<std::size_t>(index)];
}

void WhatIfStrip::refresh()
{
    m_rows = tco::whatIf(m_document->scenario(), m_document->catalog());
    updateTexts();
}

void WhatIfStrip::setRows(std::vector<tco::VariantRow> rows)
{
    m_rows = std::move(rows);
    updateTexts();
}

QString WhatIfStrip::variantName(const tco::VariantRow &row) const
{
    return MessageTexts::variantName(row.variant, m_document->scenario());
}

int WhatIfStrip::widthFor(int groups) const
{
    // A group's columns as wide as their widest text, in any row: the rows
    // of each group change as variants come and go.
    int group = 0;
    int remove = 0;
    for (std::size_t i = 0; i < m_rows.size() && i < m_widgets.size(); ++i)
        group = std::max(group, m_widgets[i].name->sizeHint().width());
    std::array<int, 5> columns{};
    for (std::size_t c = 0; c < columns.size(); ++c) {
        columns[c] = m_headers[c]->sizeHint().width();
        for (std::size_t i = 0; i < m_rows.size() && i < m_widgets.size(); ++i) {
            if (!hasFigures(m_rows[i]))
                continue; // its word spans the columns
            const RowWidgets &w = m_widgets[i];
            const QLabel *cell = std::array{w.total, w.p90, w.days, w.delta, w.deltaDays}[c];
            columns[c] = std::max(columns[c], cell->sizeHint().width());
        }
    }
    // A P90 as wide as a total: the strip keeps its columns while the P90s
    // read "…" during a drag and when they come.
    columns[1] = std::max(columns[1], columns[0]);
    for (const int column : columns)
        group += column;
    for (std::size_t i = 0; i < m_rows.size() && i < m_widgets.size(); ++i)
        if (m_rows[i].variant.kind == tco::VariantKind::Pinned)
            remove = std::max(remove, m_widgets[i].remove->sizeHint().width());
    const int spacing = m_layout->horizontalSpacing();
    group += 5 * spacing + (remove > 0 ? remove + spacing : 0);
    const int grid = groups * group + (groups - 1) * (kGroupGap + 2 * spacing);
    const int top = m_heading->sizeHint().width() + 12 + m_pin->sizeHint().width();
    const QMargins m = layout()->contentsMargins();
    return std::max(grid, top) + m.left() + m.right() + 2 * frameWidth();
}

bool WhatIfStrip::fitGroups()
{
    // Hidden, its width is not yet the one it will be shown at: a strip
    // placed in one column and then in two would move what lies below it.
    if (!isVisible())
        return false;
    const int wanted = width() >= widthFor(kGroups) ? kGroups : 1;
    if (wanted == m_groups)
        return false;
    m_groups = wanted;
    return true;
}

QSize WhatIfStrip::minimumSizeHint() const
{
    return {widthFor(1), QFrame::minimumSizeHint().height()};
}

void WhatIfStrip::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    if (fitGroups())
        updateTexts();
}

void WhatIfStrip::showEvent(QShowEvent *event)
{
    QFrame::showEvent(event);
    if (fitGroups())
        updateTexts();
}

void WhatIfStrip::updateTexts()
{
    const int count = static_cast<int>(m_rows.size());
    const int perGroup = (count + m_groups - 1) / m_groups;
    // One group: its gap and the second group's columns take no room, and
    // the spare width lies after the figures rather than between a name
    // and its figures, which a wide strip would set far apart.
    m_layout->setColumnStretch(0, m_groups > 1 ? 1 : 0);
    m_layout->setColumnStretch(kColumns - 1, m_groups > 1 ? 0 : 1);
    for (int g = 1; g < kGroups; ++g) {
        m_layout->setColumnStretch(g * kColumns, g < m_groups ? 1 : 0);
        m_layout->setColumnMinimumWidth(g * kColumns - 1, g < m_groups ? kGroupGap : 0);
    }
    for (std::size_t i = 0; i < m_headers.size(); ++i)
        setShown(m_headers[i], static_cast<int>(i) / 5 < m_groups);
    // Rows of one height, and room for every standard variant whether the
    // plan has them all or not: a variant that comes or goes (or a plan
    // that cannot run) moves nothing below the strip.
    const int rowHeight = std::max(rowWidgets(0).name->sizeHint().height(), fontMetrics().height() + 4);
    const int shownRows = std::max(perGroup, (kStandardVariants + m_groups - 1) / m_groups);
    for (int r = 1; r <= std::max(shownRows, m_layout->rowCount() - 1); ++r)
        m_layout->setRowMinimumHeight(r, r <= shownRows ? rowHeight : 0);
    // A fixed height, worked out rather than measured: what the rows show
    // (a plan that cannot run shows fewer figures) must not move the charts.
    const QMargins m = layout()->contentsMargins();
    const int topHeight = std::max(m_pin->sizeHint().height(), m_heading->sizeHint().height());
    setFixedHeight(m.top() + m.bottom() + 2 * frameWidth() + topHeight + layout()->spacing() +
                   fontMetrics().height() + shownRows * (rowHeight + m_layout->verticalSpacing()) + 2);
    const tco::Scenario &plan = m_document->scenario();
    for (int i = 0; i < count; ++i) {
        RowWidgets &w = rowWidgets(i);
        const tco::VariantRow &row = m_rows[static_cast<std::size_t>(i)];
        // Place by position: pinning a variant moves the second column.
        const int g = perGroup > 0 ? i / perGroup : 0;
        const int r = 1 + (perGroup > 0 ? i % perGroup : 0);
        const int base = g * kColumns;
        // A variant that cannot run or does not apply has no figures: its
        // word ("Cannot run") spans their columns rather than widen the
        // total's, so such a plan moves nothing (hasFigures()).
        const bool figures = hasFigures(row);
        const std::tuple<QWidget *, int, int> cells[] = {
            {w.name, 0, 1},  {w.total, 1, figures ? 1 : 5}, {w.p90, 2, 1},   {w.days, 3, 1},
            {w.delta, 4, 1}, {w.deltaDays, 5, 1},           {w.remove, 6, 1}};
        for (const auto &[widget, column, span] : cells) {
            int at = m_layout->indexOf(widget), row0 = -1, col0 = -1, rs = 0, cs = 0;
            if (at >= 0)
                m_layout->getItemPosition(at, &row0, &col0, &rs, &cs);
            if (row0 != r || col0 != base + column || cs != span)
                m_layout->addWidget(widget, r, base + column, 1, span);
            if (column != 6) // the remove button shows for pinned variants only
                setShown(widget, column < 2 || figures);
        }
        const Qt::Alignment totalAlignment = (figures ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter;
        if (w.total->alignment() != totalAlignment)
            w.total->setAlignment(totalAlignment);

        QString name = variantName(row);
        const bool pinned = row.variant.kind == tco::VariantKind::Pinned;
        w.name->setText(row.current ? tr("%1 (current)").arg(name) : name);
        w.name->setEnabled(!row.current && !row.refused);
        QStringList changes;
        for (const tco::InputSetting &s : row.variant.changes.settings())
            if (s.value != plan.value(s.id))
                changes << Terms::labelled().arg(InputTexts::label(s.id),
                                                 InputFormat::textWithUnit(tco::spec(s.id), s.value));
        if (const std::string &gpu = row.variant.changes.gpuId(); !gpu.empty())
            changes << Terms::labelled().arg(InputTexts::acceleratorLabel(),
                                             InputTexts::acceleratorName(gpu, m_document->catalog()));
        w.name->setToolTip(row.current
                               ? tr("This is the plan as it is")
                               : tr("Apply to the plan (one undo step):\n%1").arg(changes.join(u'\n')));
        w.name->setAccessibleName(Terms::applyAt().arg(name));
        setShown(w.remove, pinned);
        w.remove->setToolTip(tr("Remove this pinned variant"));
        w.remove->setAccessibleName(tr("Remove pinned variant %1").arg(name));

        for (QLabel *l : {w.total, w.p90, w.days, w.delta, w.deltaDays})
            l->setToolTip(QString());
        // Each label's tone once: a tone set and set back restyles the label
        // twice (a palette change each), on every move of a slider.
        const auto tones = [&w](Tone total, Tone delta, Tone deltaDays) {
            setTone(w.total, total);
            setTone(w.p90, Tone::Neutral);
            setTone(w.days, Tone::Neutral);
            setTone(w.delta, delta);
            setTone(w.deltaDays, deltaDays);
        };
        if (row.refused) {
            w.total->setText(Terms::notApplicable());
            w.total->setToolTip(MessageTexts::issue(*row.refused, name, plan));
            tones(Tone::Muted, Tone::Neutral, Tone::Neutral);
            for (QLabel *l : {w.p90, w.days, w.delta, w.deltaDays})
                l->clear();
            continue;
        }
        if (!row.feasible) {
            w.total->setText(Terms::cannotRun());
            w.total->setToolTip(MessageTexts::conditionTitle(row.blocking));
            tones(severityTone(tco::Severity::Infeasible), Tone::Neutral, Tone::Neutral);
            for (QLabel *l : {w.p90, w.days, w.delta, w.deltaDays})
                l->clear();
            continue;
        }
        w.total->setText(formatUsd(row.totalUsd));
        w.p90->setText(std::isnan(row.costP90Usd) ? QStringLiteral("…") : formatUsd(row.costP90Usd));
        w.p90->setToolTip(std::isnan(row.costP90Usd)
                              ? tr("Being computed: the simulated runs of this variant follow")
                              : tr("9 in 10 simulated runs of this variant cost at most this much"));
        w.days->setText(formatDays(row.mainRunDays));
        if (std::isnan(row.deltaUsd)) {
            w.delta->clear();
            w.deltaDays->clear();
            tones(Tone::Neutral, Tone::Neutral, Tone::Neutral);
        } else {
            w.delta->setText(formatSignedUsd(row.deltaUsd));
            w.deltaDays->setText(formatSigned(row.deltaDays, formatDays(std::abs(row.deltaDays))));
            tones(Tone::Neutral, deltaTone(row.deltaUsd), deltaTone(row.deltaDays));
        }
    }
    for (int i = count; i < static_cast<int>(m_widgets.size()); ++i) {
        RowWidgets &w = m_widgets[static_cast<std::size_t>(i)];
        for (QWidget *widget :
             {static_cast<QWidget *>(w.name), static_cast<QWidget *>(w.total), static_cast<QWidget *>(w.p90),
              static_cast<QWidget *>(w.days), static_cast<QWidget *>(w.delta),
              static_cast<QWidget *>(w.deltaDays), static_cast<QWidget *>(w.remove)})
            setShown(widget, false);
    }
    // The texts decide whether two groups fit; placed again when not.
    if (fitGroups()) {
        updateTexts();
        return;
    }
    // Every name whole: the name columns share the spare width by their
    // stretch, which alone would give a group's long name what the other
    // group's short ones leave.
    int name = 0;
    for (int i = 0; i < count; ++i)
        name = std::max(name, m_widgets[static_cast<std::size_t>(i)].name->sizeHint().width());
    for (int g = 0; g < kGroups; ++g)
        m_layout->setColumnMinimumWidth(g * kColumns, g < m_groups ? name : 0);
}

void WhatIfStrip::apply(int index)
{
    if (index < 0 || index >= static_cast<int>(m_rows.size()))
        return;
    // A copy: applying changes the document, which replaces the rows.
    const tco::VariantRow row = m_rows[static_cast<std::size_t>(index)];
    const QString name = variantName(row);
    if (auto issue = m_document->applyVariant(row.variant)) {
        m_note->setText(MessageTexts::issue(*issue, name, m_document->scenario()));
        m_note->show();
    } else {
        m_note->hide();
    }
}

void WhatIfStrip::openPinDialog()
{
    if (m_dialog)
        return;
    m_dialog = new PinVariantDialog(m_document->scenario(), m_document->catalog(), this);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &QDialog::finished, this, [this](int result) {
        PinVariantDialog *dialog = m_dialog;
        m_dialog = nullptr;
        if (result != QDialog::Accepted || !dialog)
            return;
        const tco::PinnedVariant variant = dialog->variant();
        if (auto issue = m_document->pinVariant(variant)) {
            m_note->setText(
                MessageTexts::issue(*issue, QString::fromStdString(variant.name), m_document->scenario()));
            m_note->show();
        } else {
            m_note->hide();
        }
    });
    m_dialog->open();
}

void WhatIfStrip::retranslate()
{
    m_heading->setText(Terms::whatIf());
    m_heading->setToolTip(tr("The plan with one thing changed, each evaluated by the model; click one to "
                             "apply it"));
    m_pin->setText(tr("Pin…"));
    m_pin->setToolTip(tr("Keep a variant of your own next to the plan (saved with it)"));
    const QString headers[] = {tr("Total"), Terms::p90(), Terms::mainRun(), Terms::versusPlan(),
                               tr("Days vs plan")};
    for (std::size_t i = 0; i < m_headers.size(); ++i)
        m_headers[i]->setText(headers[i % std::size(headers)]);
    updateTexts();
}

} // namespace planner

#include "moc_whatifstrip.cpp"
