# SPDX-License-Identifier: GPL-3.0-or-later
# The live path with every chart on screen: an executable, not a CTest test.
# Run: QT_QPA_PLATFORM=offscreen ./tests/bench/bench_charts
add_executable(bench_charts bench_charts.cpp)
target_link_libraries(bench_charts PRIVATE planner_options planner_charts Qt6::Test)
