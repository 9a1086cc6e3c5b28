// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStackedWidget>

class QActionGroup;
class QMenu;

namespace planner {

class Mode;

/** The stack of the modes' pages, with one checkable action per page
 *  ("page.<key>"); View lists them with Ctrl+1… once there are two. */
class ModePages : public QStackedWidget
{
    Q_OBJECT
public:
    explicit ModePages(QWidget *parent = nullptr);

    /** Adds the page `mode` gives, if any. */
    void add(Mode *mode);
    /** The page entries, with their shortcuts, when there are two or more. */
    void addTo(QMenu *view);
    /** Each page entry named as its mode's title. */
    void retranslate();

private:
    QActionGroup *m_actions;
};

} // namespace planner
