// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "texts/keyfiguretexts.h"
#include "texts/tone.h"

#include <QFrame>

class QLabel;

namespace planner {

/** One figure of the KPI header: a caption, a large value and up to two
 *  detail lines, on a background that can carry a status colour. */
class KpiTile : public QFrame
{
    Q_OBJECT
public:
    using Tone = planner::Tone; ///< texts/tone.h: one mapping of a status to a tone

    KpiTile(const QString &objectName, bool prominent, QWidget *parent = nullptr);

    void setCaption(const QString &caption);
    void setValue(const QString &value);
    void setDetail(const QString &detail);
    void setSecondDetail(const QString &detail);
    /** Greys the detail line while it waits for a fresh analysis. */
    void setDetailPending(bool pending);
    void setTone(Tone tone);
    /** Value, both detail lines and tone at once. */
    void setFigure(const KeyFigure &figure);

    QString caption() const;
    QString value() const;
    QString detail() const;
    QString secondDetail() const;

protected:
    /** A new theme: the tone's tint for it (texts/tone.h, light or dark). */
    void changeEvent(QEvent *event) override;

private:
    void updateAccessibleText();
    void applyTint();

    QLabel *m_caption;
    QLabel *m_value;
    QLabel *m_detail;
    QLabel *m_detail2;
    Tone m_tone = Tone::Neutral;
    bool m_tinting = false; ///< the tint's own palette change is not a new theme
};

} // namespace planner
