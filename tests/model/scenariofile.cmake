# SPDX-License-Identifier: GPL-3.0-or-later
# The .tcoplan format test; included from tests/model/CMakeLists.txt.
# Reads the golden files tests/data/scenario-v*.tcoplan through PLANNER_TEST_DATA.
add_planner_test(scenariofile SOURCES tst_scenariofile.cpp LIBS planner_model)
