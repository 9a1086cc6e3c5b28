// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/kpitile.h"

#include "widgets/themedtext.h"
#include "widgets/wrappedlabel.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace planner {

KpiTile::KpiTile(const QString &objectName, bool prominent, QWidget *parent)
    : QFrame(parent), m_caption(new WrappedLabel(this)), m_value(new QLabel(this)),
      m_detail(new WrappedLabel(this)), m_detail2(new WrappedLabel(this))
{
    setObjectName(objectName);
    m_value->setObjectName(objectName + QStringLiteral(".value"));
    m_detail->setObjectName(objectName + QStringLiteral(".detail"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setFocusPolicy(Qt::NoFocus);

    QFont captionFont = m_caption->font();
    captionFont.setPointSizeF(captionFont.pointSizeF() * 0.9);
    m_caption->setFont(captionFont);
    QFont valueFont = m_value->font();
    valueFont.setBold(true);
    valueFont.setPointSizeF(valueFont.pointSizeF() * (prominent ? 1.8 : 1.35));
    m_value->setFont(valueFont);
    QFont detailFont = m_detail->font();
    detailFont.setPointSizeF(detailFont.pointSizeF() * 0.9);
    m_detail->setFont(detailFont);
    m_detail2->setFont(detailFont);
    for (QLabel *l : {m_caption, m_detail, m_detail2})
        showAsSecondaryText(l);
    m_value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Narrow tiles wrap their caption and details (WrappedLabel) rather than clip them.
    for (QLabel *l : {m_caption, m_value, m_detail, m_detail2})
        l->setMinimumWidth(1);
    m_detail2->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 5, 8, 5);
    layout->setSpacing(1);
    layout->addWidget(m_caption);
    layout->addWidget(m_value);
    layout->addWidget(m_detail);
    layout->addWidget(m_detail2);
    layout->addStretch(1);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void KpiTile::setCaption(const QString &caption)
{
    m_caption->setText(caption);
    updateAccessibleText();
}

void KpiTile::setValue(const QString &value)
{
    if (m_value->text() == value)
        return;
    m_value->setText(value);
    updateAccessibleText();
}

void KpiTile::setDetail(const QString &detail)
{
    if (m_detail->text() == detail)
        return;
    m_detail->setText(detail);
    updateAccessibleText();
}

void KpiTile::setSecondDetail(const QString &detail)
{
    m_detail2->setText(detail);
    m_detail2->setVisible(!detail.isEmpty());
    updateAccessibleText();
}

void KpiTile::setDetailPending(bool pending)
{
    QFont f = m_detail->font();
    if (f.italic() == pending)
        return;
    f.setItalic(pending);
    m_detail->setFont(f);
}

void KpiTile::setFigure(const KeyFigure &figure)
{
    setValue(figure.value);
    setDetail(figure.detail);
    setSecondDetail(figure.secondDetail);
    setTone(figure.tone);
}

void KpiTile::setTone(Tone tone)
{
    if (m_tone == tone)
        return;
    m_tone = tone;
    applyTint();
}

void KpiTile::applyTint()
{
    m_tinting = true;
    QPalette pal = palette();
    // Light tints on light themes, dark tints on dark ones.
    const auto [background, text] = palette::tile(m_tone, palette::darkTheme());
    pal.setColor(QPalette::Window, background);
    setPalette(pal);
    QPalette valuePal = m_value->palette();
    valuePal.setColor(QPalette::WindowText, text);
    m_value->setPalette(valuePal);
    m_tinting = false;
}

void KpiTile::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_tinting)
        applyTint();
}

QString KpiTile::caption() const
{
    return m_caption->text();
}

QString KpiTile::value() const
{
    return m_value->text();
}

QString KpiTile::detail() const
{
    return m_detail->text();
}

QString KpiTile::secondDetail() const
{
    return m_detail2->text();
}

void KpiTile::updateAccessibleText()
{
    setAccessibleName(m_caption->text());
    QStringList parts{m_value->text(), m_detail->text()};
    if (!m_detail2->text().isEmpty())
        parts << m_detail2->text();
    setAccessibleDescription(parts.join(QStringLiteral(", ")));
}

} // namespace planner

#include "moc_kpitile.cpp"
