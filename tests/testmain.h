// SPDX-License-Identifier: GPL-3.0-or-later
// One executable per test folder (tst_model, tst_ui, ...) holds every test
// class of that folder; each CTest test runs it with its own name
// (`tst_ui mainwindow`), so a test still runs alone, in its own process,
// with its own application object. Linking ~80 executables against the same
// static libraries was the largest cost of the test build (CONTRIBUTING.md,
// "Tests").
//
// PLANNER_TEST_MAIN, PLANNER_TEST_GUILESS_MAIN and PLANNER_TEST_APPLESS_MAIN
// replace QTEST_MAIN, QTEST_GUILESS_MAIN and QTEST_APPLESS_MAIN with the
// same body (qtest.h's QTEST_MAIN_WRAPPER: initMain(), the application,
// the source path for QFINDTESTDATA, qExec), registered under the file's
// name: tst_NAME.cpp is the test NAME. tests/testmain.cpp is the main.
//
// Unity builds: CMake compiles a folder's test files eight at a time as one
// translation unit (CMakeLists.txt, PLANNER_UNITY_BUILD), so each
// tst_NAME.cpp puts its code in `namespace tst_NAME` (its helpers then never
// meet another file's of the same name) and the registration below makes
// its names unique; Q_DECLARE_METATYPE stays outside that namespace.
#pragma once

#include <QTest>

namespace planner::tests {

using TestMain = int (*)(int argc, char *argv[]);

// Registers `main` under the name of `file` (tst_NAME.cpp -> NAME).
struct TestRegistration {
    TestRegistration(const char *file, TestMain main);
};

} // namespace planner::tests

// A test with its own main (e.g. one that sets the environment before the
// application exists) registers that function.
// Names made unique per file with __COUNTER__ (expanded before pasting), so
// the tests of a folder may also be compiled as one unity translation unit.
#define PLANNER_TEST_CAT_(a, b) a##b
#define PLANNER_TEST_CAT(a, b) PLANNER_TEST_CAT_(a, b)
#define PLANNER_TEST_REGISTER_MAIN(function)                                                                 \
    PLANNER_TEST_REGISTER_MAIN_AS(PLANNER_TEST_CAT(plannerTestRegistration, __COUNTER__), function)
#define PLANNER_TEST_REGISTER_MAIN_AS(registration, function)                                                \
    namespace {                                                                                              \
    const planner::tests::TestRegistration registration(__FILE__, function);                                 \
    }

#define PLANNER_TEST_MAIN_WRAPPER(TestObject, ...)                                                           \
    PLANNER_TEST_MAIN_WRAPPER_AS(PLANNER_TEST_CAT(plannerTestMain, __COUNTER__), TestObject, __VA_ARGS__)
#define PLANNER_TEST_MAIN_WRAPPER_AS(mainName, TestObject, ...)                                              \
    namespace {                                                                                              \
    int mainName(int argc, char *argv[])                                                                     \
    {                                                                                                        \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                                   \
        __VA_ARGS__                                                                                          \
        TestObject tc;                                                                                       \
        QTEST_SET_MAIN_SOURCE_PATH                                                                           \
        return QTest::qExec(&tc, argc, argv);                                                                \
    }                                                                                                        \
    }                                                                                                        \
    PLANNER_TEST_REGISTER_MAIN(mainName)

#define PLANNER_TEST_MAIN(TestObject) PLANNER_TEST_MAIN_WRAPPER(TestObject, QTEST_MAIN_SETUP())
#define PLANNER_TEST_GUILESS_MAIN(TestObject)                                                                \
    PLANNER_TEST_MAIN_WRAPPER(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
#define PLANNER_TEST_APPLESS_MAIN(TestObject) PLANNER_TEST_MAIN_WRAPPER(TestObject)
