// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/slidedeck.h"

#include "texts/terms.h"
#include "widgets/elidedlabel.h"
#include "widgets/layoutfence.h"

#include <QAction>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QStackedWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace planner {

namespace {

/** Text grows with the screen: a projector at 1080p or 4K should not show
 *  laptop-sized letters, a 768-pixel laptop screen must still fit. */
double screenFactor(const QWidget *w)
{
    const QScreen *screen = w->screen() ? w->screen() : QGuiApplication::primaryScreen();
    const double height = screen ? screen->geometry().height() : 1000.0;
    return std::clamp(height / 1000.0, 0.85, 1.6);
}

} // namespace

SlideDeck::SlideDeck(QUndoStack *undo, QWidget *parent) : QWidget(parent, Qt::Window)
{
    setAttribute(Qt::WA_DeleteOnClose);
    setFocusPolicy(Qt::StrongFocus);

    m_figures = new QWidget(this);
    m_figures->setObjectName(QStringLiteral("presentationKpis"));
    m_figures->setFont(scaledFont(kFigureScale));

    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(QStringLiteral("presentationPages"));
    m_pages->setFont(scaledFont(kPageScale));

    m_nav = new QWidget(this);
    m_nav->setFont(scaledFont(kStripScale));
    m_previous = new QPushButton(QStringLiteral("◀"), m_nav);
    m_previous->setObjectName(QStringLiteral("previousPage"));
    m_next = new QPushButton(QStringLiteral("▶"), m_nav);
    m_next->setObjectName(QStringLiteral("nextPage"));
    m_indicator = new QLabel(m_nav);
    m_indicator->setObjectName(QStringLiteral("pageIndicator"));
    QFont indicatorFont = m_indicator->font();
    indicatorFont.setBold(true);
    m_indicator->setFont(indicatorFont);
    // Elided, not wider than the screen: a minimum above the screen's width
    // takes a full-screen window out of full screen when it is applied.
    m_pageTitle = new ElidedLabel(m_nav);
    m_pageTitle->setObjectName(QStringLiteral("pageTitle"));
    m_undo = new QPushButton(m_nav);
    m_undo->setObjectName(QStringLiteral("presentationUndo"));
    m_leave = new QPushButton(m_nav);
    m_leave->setObjectName(QStringLiteral("leavePresentation"));
    for (QPushButton *b : {m_previous, m_next, m_undo, m_leave})
        b->setFocusPolicy(Qt::NoFocus);
    connect(m_previous, &QPushButton::clicked, this, &SlideDeck::previousPage);
    connect(m_next, &QPushButton::clicked, this, &SlideDeck::nextPage);
    connect(m_leave, &QPushButton::clicked, this, &QWidget::close);
    connect(m_undo, &QPushButton::clicked, undo, &QUndoStack::undo);
    m_undo->setEnabled(undo->canUndo());
    connect(undo, &QUndoStack::canUndoChanged, m_undo, &QPushButton::setEnabled);
    auto *navLayout = new QHBoxLayout(m_nav);
    navLayout->setContentsMargins(0, 0, 0, 0);
    navLayout->addWidget(m_previous);
    navLayout->addWidget(m_indicator);
    navLayout->addWidget(m_next);
    navLayout->addSpacing(12);
    navLayout->addWidget(m_pageTitle, 1);
    navLayout->addWidget(m_undo);
    navLayout->addSpacing(24);
    navLayout->addWidget(m_leave);

    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(16, 12, 16, 10);
    m_layout->setSpacing(8);
    // The figures and the banner change with every move: fenced, so they
    // do not relayout the slide or resize the chart below (widgets/layoutfence.h).
    m_figuresFence = new LayoutFence(m_figures, this);
    m_layout->addWidget(m_figuresFence);
    // The page takes the height the figures, controls and buttons leave. A
    // page whose rows need more (a breakdown in Chinese on a 768-pixel
    // laptop) scrolls within it: the controls never leave the screen.
    auto *slide = new QScrollArea(this);
    slide->setObjectName(QStringLiteral("presentationSlide"));
    slide->setWidget(m_pages);
    slide->setWidgetResizable(true);
    slide->setFrameShape(QFrame::NoFrame);
    slide->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_layout->addWidget(slide, 1);
    m_layout->addWidget(m_nav);

    // Keys as window shortcuts: they win over a focused slider or button,
    // while a field being typed in keeps its own Left/Right/Home/End/Space.
    const auto shortcut = [this](const QList<QKeySequence> &keys, auto *receiver, auto method) {
        auto *action = new QAction(this);
        action->setShortcuts(keys);
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, receiver, method);
        addAction(action);
    };
    shortcut({QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_Space)}, this,
             &SlideDeck::nextPage);
    shortcut({QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_PageUp)}, this, &SlideDeck::previousPage);
    shortcut({QKeySequence(Qt::Key_Home)}, this, &SlideDeck::firstPage);
    shortcut({QKeySequence(Qt::Key_End)}, this, &SlideDeck::lastPage);
    shortcut({QKeySequence(Qt::Key_Escape)}, this, &QWidget::close);
    shortcut(QKeySequence::keyBindings(QKeySequence::Undo), undo, &QUndoStack::undo);
    shortcut(QKeySequence::keyBindings(QKeySequence::Redo), undo, &QUndoStack::redo);
}

SlideDeck::~SlideDeck() = default;

QFont SlideDeck::scaledFont(double factor) const
{
    factor *= screenFactor(this);
    QFont f = font();
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * factor);
    else
        f.setPixelSize(static_cast<int>(std::lround(f.pixelSize() * factor)));
    return f;
}

void SlideDeck::setBanner(QWidget *banner)
{
    banner->setFont(scaledFont(kStripScale));
    m_bannerFence = new LayoutFence(banner, this);
    m_layout->insertWidget(1, m_bannerFence);
}

void SlideDeck::holdHeaderHeight(bool interacting)
{
    m_figuresFence->setGrowOnly(interacting);
    if (m_bannerFence)
        m_bannerFence->setGrowOnly(interacting);
}

void SlideDeck::setControls(QWidget *strip)
{
    strip->setObjectName(QStringLiteral("presentationControls"));
    strip->setFont(scaledFont(kStripScale));
    m_layout->insertWidget(m_layout->indexOf(m_nav), strip);
}

void SlideDeck::addButton(QPushButton *button)
{
    button->setParent(m_nav);
    button->setFocusPolicy(Qt::NoFocus);
    auto *navLayout = static_cast<QHBoxLayout *>(m_nav->layout());
    navLayout->insertWidget(navLayout->indexOf(m_undo), button);
}

int SlideDeck::pageCount() const
{
    return m_pages->count();
}

int SlideDeck::currentPage() const
{
    return m_pages->currentIndex();
}

QString SlideDeck::pageIndicatorText() const
{
    return m_indicator->text();
}

void SlideDeck::present(QScreen *screen)
{
    if (screen) {
        setScreen(screen);
        setGeometry(screen->geometry());
    }
    showFullScreen();
    raise();
    activateWindow();
    setFocus();
}

void SlideDeck::setPage(int page)
{
    if (pageCount() == 0)
        return;
    page = std::clamp(page, 0, pageCount() - 1);
    m_pages->setCurrentIndex(page);
    pageShown(page);
    updateIndicator();
}

void SlideDeck::nextPage()
{
    setPage(currentPage() + 1);
}

void SlideDeck::previousPage()
{
    setPage(currentPage() - 1);
}

void SlideDeck::firstPage()
{
    setPage(0);
}

void SlideDeck::lastPage()
{
    setPage(pageCount() - 1);
}

void SlideDeck::updateIndicator()
{
    m_indicator->setText(tr("%1 / %2").arg(currentPage() + 1).arg(pageCount()));
    m_pageTitle->setText(pageTitle(currentPage()));
    m_pageTitle->setToolTip(m_pageTitle->text());
    m_previous->setEnabled(currentPage() > 0);
    m_next->setEnabled(currentPage() < pageCount() - 1);
}

void SlideDeck::keyPressEvent(QKeyEvent *event)
{
    // The same keys as the shortcuts, for key events that reach the window
    // directly (no shortcut map involved, e.g. synthetic events).
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
        nextPage();
        return;
    case Qt::Key_Left:
    case Qt::Key_PageUp:
        previousPage();
        return;
    case Qt::Key_Home:
        firstPage();
        return;
    case Qt::Key_End:
        lastPage();
        return;
    case Qt::Key_Escape:
        close();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void SlideDeck::retranslateDeck()
{
    m_undo->setText(Terms::undo());
    m_undo->setToolTip(tr("Take back the last change (Ctrl+Z)"));
    m_previous->setToolTip(tr("Previous chart (Left, Page Up)"));
    m_previous->setAccessibleName(tr("Previous chart"));
    m_next->setToolTip(tr("Next chart (Right, Page Down, Space)"));
    m_next->setAccessibleName(tr("Next chart"));
    m_leave->setText(tr("Leave Presentation (Esc)"));
    updateIndicator();
}

} // namespace planner

#include "moc_slidedeck.cpp"
