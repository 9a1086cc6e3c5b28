# SPDX-License-Identifier: GPL-3.0-or-later
# One INTERFACE target carries the project's compile rules; every target links it.
add_library(planner_options INTERFACE)
target_compile_features(planner_options INTERFACE cxx_std_20)
# Aggregates are initialised naming only what differs from their defaults
# (Command{.name = ..., .formats = ...}, HistoryPoint{year, label, usd}): on
# purpose, which -Wextra's missing-field-initializers reports in GCC 12.
target_compile_options(planner_options INTERFACE
  $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion
  -Wno-missing-field-initializers>)
# In a unity build every source is an included file, where GCC warns of a
# class whose member's type is in an anonymous namespace (a hazard only in
# a real header, which a .cpp is not).
if(CMAKE_UNITY_BUILD)
  target_compile_options(planner_options INTERFACE $<$<CXX_COMPILER_ID:GNU>:-Wno-subobject-linkage>)
endif()
# Release at -O2 (after CMake's -O3, so it wins), as Debian builds its
# packages: GCC 12 at -O3 reports std::variant and memcpy false positives
# (maybe-uninitialized, restrict) and compiles no faster.
# Test executables (PLANNER_TEST_CODE) at -O1: their code only drives the
# libraries, which stay at -O2, and -O1 compiles them a quarter faster.
target_compile_options(planner_options INTERFACE
  $<$<AND:$<CONFIG:Release>,$<CXX_COMPILER_ID:GNU>>:$<IF:$<BOOL:$<TARGET_PROPERTY:PLANNER_TEST_CODE>>,-O1,-O2>>)
target_compile_definitions(planner_options INTERFACE
  QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
  QT_NO_URL_CAST_FROM_STRING QT_STRICT_ITERATORS)

# Debian's hardening (dpkg-buildflags with hardening=+all: stack protector,
# fortified string functions, format checks, full RELRO) in every build, so
# the package's build is the tests' build: packaging/check-package.sh then
# reuses build/ instead of compiling everything again (.ci/run). Not under
# the sanitizers, which bring their own checks.
option(PLANNER_HARDENING "Build with Debian's hardening flags" ON)
set(PLANNER_SANITIZE "" CACHE STRING "Sanitizers for every target, e.g. address,undefined (empty: none)")
if(PLANNER_HARDENING AND NOT PLANNER_SANITIZE AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  target_compile_options(planner_options INTERFACE -fstack-protector-strong -Wformat -Werror=format-security)
  # _FORTIFY_SOURCE needs the optimiser: not in Debug builds.
  target_compile_definitions(planner_options INTERFACE $<$<NOT:$<CONFIG:Debug>>:_FORTIFY_SOURCE=2>)
  target_link_options(planner_options INTERFACE -Wl,-z,relro -Wl,-z,now)
endif()

# PLANNER_SANITIZE=address,undefined builds every target of ours under those
# sanitizers (packaging/sanitize.sh, run by .ci/run, in build-asan/). Qt and
# Boost stay uninstrumented; packaging/lsan.supp names the leaks of theirs
# that are suppressed, and why.
if(PLANNER_SANITIZE)
  target_compile_options(planner_options INTERFACE
    -fsanitize=${PLANNER_SANITIZE} -fno-sanitize-recover=all -fno-omit-frame-pointer)
  target_link_options(planner_options INTERFACE -fsanitize=${PLANNER_SANITIZE})
endif()

# add_planner_test(NAME SOURCES tst_NAME.cpp... LIBS...) registers the CTest
# test NAME. Every test of a folder is built into that folder's one
# executable, tst_<folder> (tests/testmain.h): the test runs as
# `tst_<folder> NAME`, alone in its own process as before, but the folder
# links once instead of once per test. Per-test compile definitions and
# dependencies go on planner_test_target(<var>)'s target.
function(add_planner_test name)
  cmake_parse_arguments(T "GUI" "" "SOURCES;LIBS" ${ARGN})
  list(GET T_SOURCES 0 first)
  if(NOT first STREQUAL "tst_${name}.cpp")
    message(FATAL_ERROR "add_planner_test(${name}): the first source must be tst_${name}.cpp (the test's registered name)")
  endif()
  planner_test_target(exe)
  if(NOT TARGET ${exe})
    add_executable(${exe} "${PROJECT_SOURCE_DIR}/tests/testmain.cpp")
    target_include_directories(${exe} PRIVATE "${PROJECT_SOURCE_DIR}/tests")
    target_link_libraries(${exe} PRIVATE planner_options Qt6::Test)
    set_target_properties(${exe} PROPERTIES PLANNER_TEST_CODE ON)
  endif()
  target_sources(${exe} PRIVATE ${T_SOURCES})
  target_link_libraries(${exe} PRIVATE ${T_LIBS})
  add_test(NAME ${name} COMMAND ${exe} ${name})
  set_tests_properties(${name} PROPERTIES
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;PLANNER_TEST_DATA=${PROJECT_SOURCE_DIR}/tests/data"
    TIMEOUT 300)
endfunction()

# planner_test_target(VAR) sets VAR to the current folder's test executable.
function(planner_test_target var)
  get_filename_component(folder "${CMAKE_CURRENT_SOURCE_DIR}" NAME)
  set(${var} tst_${folder} PARENT_SCOPE)
endfunction()

# planner_sources(VAR name...) sets VAR to the sources the names stand for
# in the current folder: a name with its extension (.h, .cpp) for itself; a
# stem ("plan/evaluate") for stem.cpp and stem.h, whichever exist (a header
# on its own, a source without a header). A stem with neither is an error.
function(planner_sources var)
  set(sources "")
  foreach(name IN LISTS ARGN)
    if(name MATCHES "\\.(cpp|h)$")
      list(APPEND sources "${name}")
      continue()
    endif()
    set(found "")
    foreach(extension IN ITEMS .cpp .h)
      if(EXISTS "${CMAKE_CURRENT_SOURCE_DIR}/${name}${extension}")
        list(APPEND found "${name}${extension}")
      endif()
    endforeach()
    if(NOT found)
      message(FATAL_ERROR "${CMAKE_CURRENT_SOURCE_DIR}: neither ${name}.cpp nor ${name}.h exists")
    endif()
    list(APPEND sources ${found})
  endforeach()
  set(${var} ${sources} PARENT_SCOPE)
endfunction()

# planner_add_library(NAME name...) makes the static library NAME of the
# names' sources (planner_sources).
function(planner_add_library name)
  planner_sources(sources ${ARGN})
  add_library(${name} STATIC ${sources})
endfunction()
