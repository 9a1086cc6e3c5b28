// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSlider>

namespace planner {

/** A slider that can be aimed (docs/architecture.md, "The live path"): a
 *  drag of the handle moves the value by whole single steps for every few
 *  pixels the mouse travels, from where it was pressed, instead of putting
 *  the handle under the mouse (on a log scale 8 px were 70B to 123B). With
 *  Shift held, a drag or an arrow key moves by one position (the fine step).
 *  A click on the groove, the wheel and the other keys are QSlider's own.
 *
 *  Without setDragSteps() (a linear scale) it drags as a QSlider. */
class AimedSlider : public QSlider
{
    Q_OBJECT
public:
    /** Pixels of mouse travel per step of a drag. */
    static constexpr int kPixelsPerStep = 4;

    explicit AimedSlider(Qt::Orientation orientation, QWidget *parent = nullptr);

    /** Drags step by singleStep() positions every kPixelsPerStep pixels
     *  (Shift: one position); off, the handle follows the mouse. */
    void setAimedDrag(bool on) { m_aimedDrag = on; }
    bool aimedDrag() const { return m_aimedDrag; }
    /** Where the handle is drawn, in the slider's coordinates. */
    QRect handleRect() const;

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    /** Starts counting travel from here at the current speed (Shift or not). */
    void anchor(double along, bool fine);
    double along(const QMouseEvent *event) const;

    bool m_aimedDrag = false;
    bool m_aiming = false; ///< a drag of the handle is under way
    bool m_fine = false;   ///< that drag counts fine steps (Shift)
    int m_anchorPosition = 0;
    double m_anchorAlong = 0;
};

} // namespace planner
