// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/plan/resultssplitter.h"

#include <QResizeEvent>
#include <QScrollArea>

#include <algorithm>

namespace planner {

ResultsSplitter::ResultsSplitter(QWidget *figures, QWidget *charts, QWidget *parent)
    : QSplitter(Qt::Vertical, parent), m_figuresPane(new QScrollArea)
{
    setObjectName(QStringLiteral("resultsSplitter"));
    m_figuresPane->setObjectName(QStringLiteral("figuresPane"));
    m_figuresPane->setWidget(figures);
    m_figuresPane->setWidgetResizable(true);
    m_figuresPane->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_figuresPane->setFrameShape(QFrame::NoFrame);
    addWidget(m_figuresPane);
    addWidget(charts);
    setStretchFactor(0, 0);
    setStretchFactor(1, 1);
    // The figures may be folded away; the charts never are.
    setCollapsible(0, true);
    setCollapsible(1, false);
    connect(this, &QSplitter::splitterMoved, this, [this] { m_chosen = true; });
    handle(1)->setToolTip(tr("Drag to give the figures or the charts more room; drag to the top to hide "
                             "the figures"));
}

bool ResultsSplitter::restoreSizes(const QByteArray &state)
{
    if (state.isEmpty() || !restoreState(state))
        return false;
    m_chosen = true;
    return true;
}

QByteArray ResultsSplitter::chosenSizes() const
{
    return m_chosen ? saveState() : QByteArray();
}

void ResultsSplitter::resizeEvent(QResizeEvent *event)
{
    QSplitter::resizeEvent(event);
    const int height = event->size().height();
    if (m_chosen || height <= 0)
        return;
    // The figures as tall as they are, but never more than leaves the
    // charts their share.
    const int room = height - handleWidth();
    const int figures =
        std::min(m_figuresPane->widget()->sizeHint().height(), static_cast<int>(room * (1.0 - kChartsShare)));
    setSizes({figures, room - figures});
}

} // namespace planner

#include "moc_resultssplitter.cpp"
