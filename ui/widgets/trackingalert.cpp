// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/trackingalert.h"

#include "texts/tone.h"
#include "texts/trackingtexts.h"
#include "widgets/themedtext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace planner {

TrackingAlert::TrackingAlert(QWidget *parent)
    : QFrame(parent), m_icon(new QLabel(QStringLiteral("⚠"), this)), m_text(new QLabel(this)),
      m_show(new QPushButton(this))
{
    setObjectName(QStringLiteral("trackingAlert"));
    m_text->setObjectName(QStringLiteral("trackingAlertText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_show->setObjectName(QStringLiteral("trackingAlertShow"));
    setFrameShape(QFrame::StyledPanel);
    QFont iconFont = m_icon->font();
    iconFont.setPointSizeF(iconFont.pointSizeF() * 1.4);
    m_icon->setFont(iconFont);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 4, 10, 4);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_show, 0, Qt::AlignBottom);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    m_icon->setAlignment(Qt::AlignTop);
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    connect(m_show, &QPushButton::clicked, this, &TrackingAlert::showRequested);
    retranslate();
    hide();
}

void TrackingAlert::setTracking(const tco::Tracking *tracking)
{
    const bool crossed = tracking && tracking->feasible && tracking->status >= tco::BudgetStatus::PastWarning;
    if (!crossed) {
        m_status = tco::BudgetStatus::NoBudget;
        m_text->clear();
        hide();
        return;
    }
    m_text->setText(QStringLiteral("<b>%1.</b> %2")
                        .arg(TrackingTexts::statusTitle(tracking->status).toHtmlEscaped(),
                             TrackingTexts::statusSentence(*tracking).toHtmlEscaped()));
    setAccessibleName(m_text->text());
    if (tracking->status != m_status) {
        m_status = tracking->status;
        const bool review = m_status == tco::BudgetStatus::PastReview;
        setThemedBannerTint(this, [review](bool dark) {
            return review ? palette::blockingBanner(dark) : palette::warningBanner(dark);
        });
    }
    show();
}

QString TrackingAlert::text() const
{
    return m_text->text();
}

void TrackingAlert::retranslate()
{
    m_show->setText(tr("Show Tracking"));
    m_show->setToolTip(
        tr("The actual spend against the plan, the forecast and what explains the difference"));
}

void TrackingAlert::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

} // namespace planner

#include "moc_trackingalert.cpp"
