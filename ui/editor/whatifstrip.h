// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/variants.h"

#include <QFrame>

#include <vector>

class QGridLayout;
class QLabel;
class QPushButton;
class QToolButton;

namespace planner {

class PinVariantDialog;
class ScenarioDocument;

/** "What if…": the plan against its common variants (tco::whatIf) and the
 *  variants the user pinned, each with its total, P90, main-run days and
 *  the difference to the plan, in two columns of rows. Totals and days
 *  follow every change: at once for a change made at rest (refresh), from
 *  the analysis worker during a drag (setRows); the P90 comes from the
 *  worker once the change settles and reads "…" until then. Where two
 *  columns of rows would not fit the strip's width (a laptop, Chinese, the
 *  presentation's large type), the rows stand in one column, so no name or
 *  figure is ever cut (issue 53). Clicking a
 *  variant's name applies it (one undo step); "Pin…" opens a form for a
 *  variant of the user's own; a pinned variant has a remove button.
 *
 *  Object names: "whatIfStrip", "whatIf.pin", and per row n (strip order,
 *  from 0) "whatIf.<n>.name" (the button that applies it), ".total",
 *  ".p90", ".days", ".delta", ".deltaDays" and, for pinned ones, ".remove". */
class WhatIfStrip : public QFrame
{
    Q_OBJECT
public:
    explicit WhatIfStrip(ScenarioDocument *document, QWidget *parent = nullptr);

    /** Re-evaluates the variants of the document's plan; the P90s become "…". */
    void refresh();
    /** The analysis worker's variants of the plan shown (its tco::whatIf:
     *  during a drag their totals and days, once the change settles each
     *  one's P90 too): they replace the rows. */
    void setRows(std::vector<tco::VariantRow> rows);
    const std::vector<tco::VariantRow> &rows() const { return m_rows; }
    /** The open "Pin…" form, if any (tests). */
    PinVariantDialog *pinDialog() const { return m_dialog; }
    void retranslate();
    /** The name of a variant as the strip shows it. */
    QString variantName(const tco::VariantRow &row) const;
    /** The columns of rows shown side by side: 2, or 1 where 2 do not fit. */
    int groups() const { return m_groups; }
    /** As narrow as one column of rows, whole: wider, it shows two. */
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    struct RowWidgets {
        QPushButton *name = nullptr;
        QLabel *total = nullptr;
        QLabel *p90 = nullptr;
        QLabel *days = nullptr;
        QLabel *delta = nullptr;
        QLabel *deltaDays = nullptr;
        QToolButton *remove = nullptr;
    };
    RowWidgets &rowWidgets(int index);
    void updateTexts();
    /** The width `groups` columns of the current rows need, whole. */
    int widthFor(int groups) const;
    /** Two columns of rows where they fit, else one; true when that changed. */
    bool fitGroups();
    void apply(int index);
    void openPinDialog();

    ScenarioDocument *m_document;
    QLabel *m_heading;
    QLabel *m_note;
    QPushButton *m_pin;
    QWidget *m_grid;
    QGridLayout *m_layout;
    std::vector<QLabel *> m_headers;
    std::vector<RowWidgets> m_widgets;
    std::vector<tco::VariantRow> m_rows;
    PinVariantDialog *m_dialog = nullptr;
    int m_groups = 2;
};

} // namespace planner
