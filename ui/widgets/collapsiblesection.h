// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QToolButton;
class QVBoxLayout;

namespace planner {

/** A titled section whose content folds away: a header button with an
 *  arrow (keyboard: Space) and a content area. Starts collapsed. */
class CollapsibleSection : public QWidget
{
    Q_OBJECT
public:
    explicit CollapsibleSection(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    void addWidget(QWidget *widget);
    void setExpanded(bool expanded);
    bool isExpanded() const;
    QToolButton *headerButton() const { return m_header; }

private:
    QToolButton *m_header;
    QWidget *m_content;
    QVBoxLayout *m_contentLayout;
};

} // namespace planner
