// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modekit/mode.h"

namespace planner {

/** The Track menu: importing actual spend and progress through the
 *  column-mapping dialog (remembered per file layout) and forgetting them
 *  (docs/actuals.md). What they show lives where the plan's figures are:
 *  the plan page's Tracking tab and alert follow the document. */
class TrackingMode : public Mode
{
    Q_OBJECT
public:
    explicit TrackingMode(const ModeContext &context, QObject *parent = nullptr);

    QString key() const override { return QStringLiteral("tracking"); }
    void addActions(const ModeMenus &menus) override;
    void retranslate() override;

    /** Track ▸ Import Actual Spend / Import Progress: reads `path` (asks
     *  for one when empty) through the column-mapping dialog; false when
     *  nothing was imported. */
    bool importActuals(bool spend, const QString &path = {});

private:
    void onActualsChanged();

    QMenu *m_menu = nullptr;
    QAction *m_importSpend = nullptr;
    QAction *m_importProgress = nullptr;
    QAction *m_clear = nullptr;
};

} // namespace planner
