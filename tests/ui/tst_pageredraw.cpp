// SPDX-License-Identifier: GPL-3.0-or-later
// The redraw of only the page a view shows (widgets/pageredraw.h), shared by
// the plan's chart tabs, the portfolio's tabs and slides and the plan's
// presentation: a change draws the shown page at once, the others when they
// come on screen, and a page shown again unchanged is not drawn again.
#include "widgets/pageredraw.h"

#include "testmain.h"

#include <QTest>

#include <utility>
#include <vector>

namespace tst_pageredraw { // one namespace a test file: tests/testmain.h, "Unity builds"

using Drawn = std::vector<std::pair<int, bool>>; // page, interacting

class TestPageRedraw : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aChangeDrawsTheShownPageAndTheOthersWhenShown()
    {
        Drawn drawn;
        planner::PageRedraw redraw(
            [&drawn](int page, bool interacting) { drawn.emplace_back(page, interacting); });
        redraw.setPageCount(3);
        redraw.changed(1, true); // a move: only the page on screen
        QCOMPARE(drawn, (Drawn{{1, true}}));
        redraw.shown(1, false); // still current, unchanged
        redraw.shown(2, false); // catches up
        redraw.shown(2, false); // already drawn
        redraw.shown(0, false);
        QCOMPARE(drawn, (Drawn{{1, true}, {2, false}, {0, false}}));
        redraw.changed(2, false);
        redraw.shown(1, false);
        QCOMPARE(drawn, (Drawn{{1, true}, {2, false}, {0, false}, {2, false}, {1, false}}));
    }

    void noPageIsNotAPage()
    {
        Drawn drawn;
        planner::PageRedraw redraw(
            [&drawn](int page, bool interacting) { drawn.emplace_back(page, interacting); });
        redraw.setPageCount(2);
        redraw.changed(-1, false); // an empty tab widget's current index
        redraw.shown(2, false);
        QVERIFY(drawn.empty());
        redraw.shown(0, false); // every page starts undrawn
        QCOMPARE(drawn, (Drawn{{0, false}}));
    }
};

PLANNER_TEST_APPLESS_MAIN(TestPageRedraw)
} // namespace tst_pageredraw

#include "tst_pageredraw.moc"
