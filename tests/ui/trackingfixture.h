// SPDX-License-Identifier: GPL-3.0-or-later
// What the window's tracking tests share (tst_tracking, tst_trackingchecksui,
// tst_onestatus): FilesFixture's window on the plan the sample actuals were
// made for (docs/actuals.md, "Samples"), tracked on a day after them, and
// the steps of an import through the column-mapping dialog.
#pragma once

#include "filesfixture.h"

#include "dialogs/columnmappingdialog.h"
#include "services/analysisworker.h"

#include <QDialogButtonBox>
#include <QPushButton>

class TrackingFixture : public FilesFixture
{
protected:
    /** The samples lie in 2027: track to a day after them (docs/actuals.md, "Today"). */
    void setUpTrackingCase(const QString &name)
    {
        qputenv("LLM_TCO_TODAY", "2027-04-15");
        setUpCase(name);
    }
    /** A fresh window on the samples' plan: the default plan from
     *  2027-01-01, with an entered MFU of 40 % and a $20M budget. */
    void setUpTrackedPlan()
    {
        setUp();
        QVERIFY(!m_window->document()->setStartDate("2027-01-01"));
        QVERIFY(!m_window->document()->setValue(tco::InputId::ComputeMfu, 0.4));
        QVERIFY(!m_window->document()->setValue(tco::InputId::BudgetUsd, 20e6));
        m_window->analysis()->setCoalesceMs(0);
    }

    static QString sample(const char *name)
    {
        return QStringLiteral(PLANNER_ACTUALS_DIR "/") + QLatin1String(name);
    }
    /** Track ▸ Import of `path` (spend or progress): the mapping dialog it
     *  opens, or nullptr. */
    planner::ColumnMappingDialog *openImport(bool spend, const QString &path)
    {
        if (!m_window->mode<planner::TrackingMode>()->importActuals(spend, path))
            return nullptr;
        for (auto *d : m_window->findChildren<planner::ColumnMappingDialog *>())
            if (d->isVisible())
                return d;
        return nullptr;
    }
    static QPushButton *importButton(planner::ColumnMappingDialog *d)
    {
        return d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }
    /** Until the worker has tracked the plan as it is now. */
    bool waitForTracking()
    {
        return QTest::qWaitFor(
            [this] {
                const auto *out = m_window->analysis()->latest();
                return !m_window->analysis()->isStale() && out && out->tracking;
            },
            60000); // a Monte Carlo off the GUI thread: slow under the sanitizers
    }
};
