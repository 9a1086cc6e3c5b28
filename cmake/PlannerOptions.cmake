# SPDX-License-Identifier: GPL-3.0-or-later
# One INTERFACE target carries the project's compile rules; every target links it.
add_library(planner_options INTERFACE)
target_compile_features(planner_options INTERFACE cxx_std_20)
target_compile_options(planner_options INTERFACE
  $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion>)
target_compile_definitions(planner_options INTERFACE
  QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
  QT_NO_URL_CAST_FROM_STRING QT_STRICT_ITERATORS)

# PLANNER_SANITIZE=address,undefined builds every target of ours under those
# sanitizers (packaging/sanitize.sh, run by .ci/run, in build-asan/). Qt and
# Boost stay uninstrumented; packaging/lsan.supp names the leaks of theirs
# that are suppressed, and why.
set(PLANNER_SANITIZE "" CACHE STRING "Sanitizers for every target, e.g. address,undefined (empty: none)")
if(PLANNER_SANITIZE)
  target_compile_options(planner_options INTERFACE
    -fsanitize=${PLANNER_SANITIZE} -fno-sanitize-recover=all -fno-omit-frame-pointer)
  target_link_options(planner_options INTERFACE -fsanitize=${PLANNER_SANITIZE})
endif()

# add_planner_test(NAME SOURCES... LIBS... [GUI]) builds tst_NAME and registers it with CTest.
function(add_planner_test name)
  cmake_parse_arguments(T "GUI" "" "SOURCES;LIBS" ${ARGN})
  add_executable(tst_${name} ${T_SOURCES})
  target_link_libraries(tst_${name} PRIVATE planner_options Qt6::Test ${T_LIBS})
  add_test(NAME ${name} COMMAND tst_${name})
  set_tests_properties(${name} PROPERTIES
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;PLANNER_TEST_DATA=${PROJECT_SOURCE_DIR}/tests/data"
    TIMEOUT 300)
endfunction()
