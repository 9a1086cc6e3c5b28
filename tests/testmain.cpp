// SPDX-License-Identifier: GPL-3.0-or-later
// The main of a folder's test executable (tests/testmain.h): `tst_ui NAME
// [Qt Test options]` runs the test registered as NAME; without a known
// name it lists the tests it holds and fails.
#include "testmain.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace planner::tests {
namespace {

std::map<std::string, TestMain> &registry()
{
    static std::map<std::string, TestMain> tests;
    return tests;
}

std::string testName(const char *file)
{
    std::string name(file);
    if (const auto slash = name.find_last_of("/\\"); slash != std::string::npos)
        name.erase(0, slash + 1);
    if (name.rfind("tst_", 0) == 0)
        name.erase(0, 4);
    if (const auto dot = name.rfind('.'); dot != std::string::npos)
        name.erase(dot);
    return name;
}

} // namespace

TestRegistration::TestRegistration(const char *file, TestMain main)
{
    const bool added = registry().emplace(testName(file), main).second;
    if (!added) {
        std::fprintf(stderr, "two tests named %s\n", testName(file).c_str());
        std::abort();
    }
}

} // namespace planner::tests

int main(int argc, char *argv[])
{
    const auto &tests = planner::tests::registry();
    const auto test = argc > 1 ? tests.find(argv[1]) : tests.end();
    if (test == tests.end()) {
        std::fprintf(stderr, "usage: %s TEST [Qt Test options]; TEST is one of:\n",
                     argc > 0 ? argv[0] : "tst");
        for (const auto &[name, main] : tests)
            std::fprintf(stderr, "  %s\n", name.c_str());
        return 2;
    }
    // The test sees the command line it had as its own executable,
    // tst_NAME next to this one: Qt names the application after argv[0], and
    // the application's name places its settings and QStandardPaths' test
    // folders, so tests running side by side keep them apart.
    std::string program(argv[0]);
    const auto slash = program.find_last_of('/');
    program =
        (slash == std::string::npos ? std::string() : program.substr(0, slash + 1)) + "tst_" + test->first;
    std::vector<char *> args;
    args.push_back(program.data());
    for (int i = 2; i < argc; ++i)
        args.push_back(argv[i]);
    args.push_back(nullptr);
    int count = argc - 1;
    return test->second(count, args.data());
}
