# SPDX-License-Identifier: GPL-3.0-or-later
# The targets of the Qt layers (ui/CMakeLists.txt, docs/architecture.md
# "Layers"): one static library per folder, its sources named by stem.

# planner_ui_library(NAME stem... LINK library...) makes the static library
# NAME of the stems' sources (planner_add_library, cmake/PlannerOptions.cmake).
# It and its users include its headers qualified from ui/
# ("charts/core/chartview.h"); it links planner_options and the LINK
# libraries publicly: the layers it may use.
function(planner_ui_library name)
  cmake_parse_arguments(L "" "" "LINK" ${ARGN})
  planner_add_library(${name} ${L_UNPARSED_ARGUMENTS})
  target_include_directories(${name} PUBLIC "${PLANNER_UI_ROOT}")
  target_link_libraries(${name} PUBLIC planner_options ${L_LINK})
endfunction()

# planner_ui_translations(TARGET CATALOGUE [SOURCES file...]) compiles the
# Chinese catalogue resources/translations/CATALOGUE_zh_CN.ts and embeds it
# in TARGET as :/i18n/CATALOGUE_zh_CN.qm; lupdate reads TARGET's sources, or
# the SOURCES given. `cmake --build <dir> --target update_translations`
# refreshes the .ts.
function(planner_ui_translations target catalogue)
  qt_add_translations(${target}
    TS_FILES "${PROJECT_SOURCE_DIR}/resources/translations/${catalogue}_zh_CN.ts"
    RESOURCE_PREFIX /i18n
    LUPDATE_OPTIONS -no-obsolete -locations none
    ${ARGN})
endfunction()
