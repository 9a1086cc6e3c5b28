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
#define PLANNER_TEST_REGISTER_MAIN(function)                                                                 \
    namespace {                                                                                              \
    const planner::tests::TestRegistration plannerTestRegistration(__FILE__, function);                      \
    }

#define PLANNER_TEST_MAIN_WRAPPER(TestObject, ...)                                                           \
    namespace {                                                                                              \
    int plannerTestMain(int argc, char *argv[])                                                              \
    {                                                                                                        \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                                   \
        __VA_ARGS__                                                                                          \
        TestObject tc;                                                                                       \
        QTEST_SET_MAIN_SOURCE_PATH                                                                           \
        return QTest::qExec(&tc, argc, argv);                                                                \
    }                                                                                                        \
    }                                                                                                        \
    PLANNER_TEST_REGISTER_MAIN(plannerTestMain)

#define PLANNER_TEST_MAIN(TestObject) PLANNER_TEST_MAIN_WRAPPER(TestObject, QTEST_MAIN_SETUP())
#define PLANNER_TEST_GUILESS_MAIN(TestObject)                                                                \
    PLANNER_TEST_MAIN_WRAPPER(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
#define PLANNER_TEST_APPLESS_MAIN(TestObject) PLANNER_TEST_MAIN_WRAPPER(TestObject)
