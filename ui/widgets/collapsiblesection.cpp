// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/collapsiblesection.h"
#include "widgets/flushcolumn.h"

#include <QFrame>
#include <QToolButton>
#include <QVBoxLayout>

namespace planner {

CollapsibleSection::CollapsibleSection(QWidget *parent)
    : QWidget(parent), m_header(new QToolButton(this)), m_content(new QWidget(this)),
      m_contentLayout(new QVBoxLayout(m_content))
{
    m_header->setCheckable(true);
    m_header->setChecked(false);
    m_header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_header->setArrowType(Qt::RightArrow);
    m_header->setAutoRaise(true);
    m_header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont font = m_header->font();
    font.setBold(true);
    m_header->setFont(font);
    m_contentLayout->setContentsMargins(14, 0, 4, 6);
    m_contentLayout->setSpacing(4);
    m_content->setVisible(false);

    auto *line = new QFrame(this);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);

    auto *layout = flushColumn(this);
    layout->addWidget(line);
    layout->addWidget(m_header);
    layout->addWidget(m_content);

    connect(m_header, &QToolButton::toggled, this, &CollapsibleSection::setExpanded);
}

void CollapsibleSection::setTitle(const QString &title)
{
    m_header->setText(title);
    m_header->setAccessibleName(title);
}

void CollapsibleSection::addWidget(QWidget *widget)
{
    m_contentLayout->addWidget(widget);
}

void CollapsibleSection::setExpanded(bool expanded)
{
    if (m_header->isChecked() != expanded)
        m_header->setChecked(expanded); // re-enters through toggled
    m_header->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_content->setVisible(expanded);
}

bool CollapsibleSection::isExpanded() const
{
    return m_header->isChecked();
}

} // namespace planner

#include "moc_collapsiblesection.cpp"
