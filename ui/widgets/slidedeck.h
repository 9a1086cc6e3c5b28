// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QScreen;
class QStackedWidget;
class QUndoStack;
class QVBoxLayout;

namespace planner {

class LayoutFence;

/** The frame of a presentation for a meeting, shared by the plan's and the
 *  portfolio's: a row of large figures, a banner, one page at a time, a
 *  strip of live controls and a navigation bar (◀ 3 / 8 ▶, the page's
 *  title, the deck's own buttons, Undo, Leave). Text grows with the screen,
 *  and the page scrolls within the space the rest leaves, so no control
 *  leaves a screen from 1280×800 up (docs/architecture.md, "Laptop screens").
 *
 *  Keys: Right, Page Down, Space next page; Left, Page Up previous; Home,
 *  End first and last; Esc leaves; Ctrl+Z / Ctrl+Shift+Z undo and redo.
 *
 *  Object names: "presentationKpis", "presentationPages",
 *  "presentationSlide", "presentationControls", "pageIndicator",
 *  "pageTitle", "previousPage", "nextPage", "presentationUndo",
 *  "leavePresentation". */
class SlideDeck : public QWidget
{
    Q_OBJECT
public:
    /** Type sizes relative to the desktop's font on a screen ~1000 px high. */
    static constexpr double kFigureScale = 1.9;
    static constexpr double kPageScale = 1.45;
    static constexpr double kStripScale = 1.2;

    SlideDeck(QUndoStack *undo, QWidget *parent);
    ~SlideDeck() override;

    /** The container of the large figures: its font is set before the
     *  caller makes the tiles in it, so they size their text from it. */
    QWidget *figures() const { return m_figures; }
    QStackedWidget *pages() const { return m_pages; }
    /** `base` scaled by `factor` and by the screen's height. */
    QFont scaledFont(double factor) const;
    /** Under the figures, at the strip's size. */
    void setBanner(QWidget *banner);
    /** Above the navigation, at the strip's size. */
    void setControls(QWidget *strip);
    /** While a slider is held, the figures and the banner may grow but not
     *  shrink, so the slide below neither bobs nor replots for a resize. */
    void holdHeaderHeight(bool interacting);
    /** One of the deck's own buttons, before Undo. */
    void addButton(QPushButton *button);

    int pageCount() const;
    int currentPage() const;
    /** "3 / 8" */
    QString pageIndicatorText() const;

    /** Full screen on `screen`, raised and active. Sets the geometry first,
     *  so it fills the screen even where no window manager honours the
     *  full-screen state. */
    void present(QScreen *screen);

public Q_SLOTS:
    void setPage(int page);
    void nextPage();
    void previousPage();
    void firstPage();
    void lastPage();

protected:
    /** The title shown beside the page indicator. */
    virtual QString pageTitle(int page) const = 0;
    /** Called when `page` comes on screen, before the indicator updates. */
    virtual void pageShown(int page) = 0;
    /** The deck's own texts; a subclass calls it from its retranslation. */
    void retranslateDeck();
    void updateIndicator();
    void keyPressEvent(QKeyEvent *event) override;

private:
    QVBoxLayout *m_layout;
    QWidget *m_figures;
    LayoutFence *m_figuresFence;
    LayoutFence *m_bannerFence = nullptr;
    QStackedWidget *m_pages;
    QWidget *m_nav;
    QPushButton *m_undo, *m_previous, *m_next, *m_leave;
    QLabel *m_indicator, *m_pageTitle;
};

} // namespace planner
