// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/layoutfence.h"

#include <QCoreApplication>
#include <QEvent>

namespace planner {

LayoutFence::LayoutFence(QWidget *content, QWidget *parent)
    : QWidget(parent), m_content(content), m_hint(content->sizeHint()),
      m_minimumHint(content->minimumSizeHint())
{
    content->setParent(this);
    setSizePolicy(content->sizePolicy());
    setMinimumSize(content->minimumSize());
    setMaximumSize(content->maximumSize());
    setObjectName(content->objectName() + QStringLiteral("Fence"));
}

QSize LayoutFence::sizeHint() const
{
    return m_hint;
}

QSize LayoutFence::minimumSizeHint() const
{
    return m_minimumHint;
}

void LayoutFence::setGrowOnly(bool growOnly)
{
    if (m_growOnly == growOnly)
        return;
    m_growOnly = growOnly;
    // Released: take the height the content needs now (perhaps less).
    if (!growOnly)
        QCoreApplication::postEvent(this, new QEvent(QEvent::LayoutRequest));
}

bool LayoutFence::hasHeightForWidth() const
{
    return m_content->hasHeightForWidth();
}

int LayoutFence::heightForWidth(int width) const
{
    return m_content->heightForWidth(width);
}

bool LayoutFence::event(QEvent *event)
{
    // The content's layout has already been activated by its own request;
    // this one only asks whether the space the fence needs has changed.
    if (event->type() == QEvent::LayoutRequest) {
        const QSize hint = m_content->sizeHint();
        const QSize minimum = m_content->minimumSizeHint();
        const int height =
            m_content->hasHeightForWidth() ? m_content->heightForWidth(width()) : hint.height();
        // While held, a minimum that grows only in width (a heading that
        // says "updating…") waits for the release, which asks again.
        const bool minimumChanged =
            m_growOnly ? minimum.height() > m_minimumHint.height() : minimum != m_minimumHint;
        const bool changed = (m_growOnly ? height > m_height : height != m_height) || minimumChanged ||
                             m_content->minimumSize() != minimumSize() ||
                             m_content->maximumSize() != maximumSize();
        if (changed || !m_growOnly)
            m_height = height;
        m_hint = hint;
        if (changed || !m_growOnly)
            m_minimumHint = minimum;
        if (changed) {
            setMinimumSize(m_content->minimumSize());
            setMaximumSize(m_content->maximumSize());
            ++m_forwarded;
            updateGeometry();
        }
        return true;
    }
    return QWidget::event(event);
}

void LayoutFence::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_content->setGeometry(rect());
}

} // namespace planner

#include "moc_layoutfence.cpp"
