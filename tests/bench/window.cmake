# SPDX-License-Identifier: GPL-3.0-or-later
# The live path of the window: slider change -> repaint of all visible charts,
# and start-up to first paint. An executable, not a test (timings are noise
# for pass/fail on shared machines).
add_executable(bench_window bench_window.cpp)
target_link_libraries(bench_window PRIVATE planner_options planner_ui)
