# SPDX-License-Identifier: GPL-3.0-or-later
# The chart library's widget test (offscreen). Included from tests/ui/CMakeLists.txt.
add_planner_test(charts SOURCES tst_charts.cpp LIBS planner_charts)
