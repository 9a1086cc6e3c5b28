// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of the Portfolio window's live path (issue 35: "moves the
// owned-count slider and sees every view follow within one frame"): from a
// change of the owned-count slider during a drag to the finished repaint of
// the window: the year evaluated again, the tiles and the banner refilled
// (fenced: they neither relayout the window nor resize the tab below) and the
// chart on screen refilled and drawn without antialiasing while held, on each
// tab. Also the slides (View ▸ Present the Year) at full screen. Prints
// p50/p95/max in ms; a frame is 16.7 ms. Timings on a shared machine are
// noisy: `valgrind --tool=callgrind --toggle-collect='*drag*'` counts the
// instructions of the same moves, which do not depend on the load.
// Not a test: run by hand.
//   QT_QPA_PLATFORM=offscreen ./tests/bench/bench_portfoliowindow [moves] [DIR]
// With DIR, also saves a picture of each tab and slide there, to look at.
#include "modes/portfolio/portfolioanalysis.h"
#include "modes/portfolio/portfoliodocument.h"
#include "modes/portfolio/portfoliomode.h"
#include "modes/portfolio/portfoliopresentation.h"
#include "modes/portfolio/portfoliowindow.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"

#include "plan/catalog.h"
#include "plan/scenario.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

/** Drags `slider` through `moves` positions; each move's time runs from
 *  the value change to the end of the synchronous repaint of `surface`. */
std::vector<double> drag(QSlider *slider, QWidget *surface, int moves)
{
    std::vector<double> ms;
    const int from = slider->value();
    const int span = std::max(1, (slider->maximum() - slider->minimum()) / 3);
    slider->setSliderDown(true);
    for (int i = 1; i <= moves; ++i) {
        const int to =
            std::clamp(from + (i % 2 ? 1 : -1) * (span * i / moves), slider->minimum(), slider->maximum());
        QElapsedTimer t;
        t.start();
        slider->setValue(to);
        QCoreApplication::processEvents(); // queued replots
        surface->repaint();
        ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    slider->setSliderDown(false);
    slider->setValue(from);
    return ms;
}

void print(const char *what, const std::vector<double> &ms)
{
    std::printf("  %-34s p50 %6.2f ms  p95 %6.2f ms  max %6.2f ms  (%zu moves)\n", what, percentile(ms, 0.5),
                percentile(ms, 0.95), *std::max_element(ms.begin(), ms.end()), ms.size());
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int moves = argc > 1 ? std::max(5, std::atoi(argv[1])) : 60;
    const QString pictures = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();
    const auto picture = [&](QWidget *w, const QString &name) {
        if (!pictures.isEmpty())
            w->grab().save(pictures + QLatin1Char('/') + name + QStringLiteral(".png"));
    };

    planner::LanguageManager languages;
    planner::MainWindow main(tco::Catalog::builtIn(), tco::defaultScenario(), &languages);
    main.show();
    main.findChild<QAction *>(QStringLiteral("actionTypicalYearPortfolio"))->trigger();
    planner::PortfolioWindow *window = main.mode<planner::PortfolioMode>()->window();
    window->resize(1600, 1000);
    window->show();
    QCoreApplication::processEvents();
    window->analysis()->waitForIdle();
    auto *owned = window->findChild<QSlider *>(QStringLiteral("ownedSlider"));

    std::printf("Portfolio window, 1600x1000, the typical year: owned-count slider -> window repainted\n");
    QTabWidget *tabs = window->tabs();
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        QCoreApplication::processEvents();
        print(qPrintable(tabs->tabText(tab)), drag(owned, window, moves));
        window->analysis()->waitForIdle();
        QCoreApplication::processEvents();
        picture(window, QStringLiteral("tab%1").arg(tab));
    }

    planner::PortfolioPresentation *slides = window->present();
    QCoreApplication::processEvents();
    auto *strip = slides->findChild<QSlider *>(QStringLiteral("ownedSlider"));
    std::printf("Slides, full screen:\n");
    for (int page = 0; page < slides->pageCount(); ++page) {
        slides->setPage(page);
        QCoreApplication::processEvents();
        print(qPrintable(QStringLiteral("slide %1").arg(page + 1)), drag(strip, slides, moves));
        window->analysis()->waitForIdle();
        QCoreApplication::processEvents();
        picture(slides, QStringLiteral("slide%1").arg(page));
    }
    slides->close();
    window->document()->undoStack()->setClean();
    return 0;
}
