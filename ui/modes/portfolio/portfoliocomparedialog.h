// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "portfolio/metrics.h"
#include "portfolio/portfoliocompare.h"

#include <QDialog>

class QLabel;
class QTableWidget;

namespace planner {

class PortfolioDocument;
class WaterfallChart;

/** Two portfolios side by side (docs/model.md §16.7): what moved the annual
 *  cost from A, the open portfolio, to B, another one or the same with
 *  everything rented, as a waterfall by cause; the owned accelerators'
 *  figures beside it and each run's change below. A follows the document
 *  on every edit, so the owned slider moves the waterfall. Non-modal, one
 *  per window (File ▸ Compare With …). */
class PortfolioCompareDialog : public QDialog
{
    Q_OBJECT
public:
    PortfolioCompareDialog(PortfolioDocument *document, QWidget *parent = nullptr);

    /** The window's dialog, made when it has none yet. */
    static PortfolioCompareDialog *of(PortfolioDocument *document, QWidget *window);

    /** B is `other`, as saved, named `name`; shows the dialog. */
    void compareWith(const tco::Portfolio &other, const QString &name);
    /** B is A with every owned, committed and block pool at 0, following A; shows the dialog. */
    void compareWithRentingEverything();

    WaterfallChart *chart() const { return m_chart; }
    QTableWidget *runsTable() const { return m_runs; }
    const tco::PortfolioComparison &comparison() const { return m_comparison; }

    /** `p` with no owned, committed or block capacity: every run rents. */
    static tco::Portfolio rentingEverything(tco::Portfolio p);

protected:
    void changeEvent(QEvent *event) override;

private:
    /** Compares the document with B (rebuilt from it when B rents everything) and draws. */
    void refresh();
    void present();
    void showOwned(const QString &nameA, const QString &nameB);
    void showRuns();

    PortfolioDocument *m_doc;
    tco::Portfolio m_b;
    tco::PortfolioEvaluation m_eb;
    QString m_nameB;
    bool m_hasB = false;
    bool m_rentAll = false;
    tco::PortfolioComparison m_comparison;

    QLabel *m_summary;
    WaterfallChart *m_chart;
    QLabel *m_owned;
    QLabel *m_runsTitle;
    QTableWidget *m_runs;
};

} // namespace planner
