// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco track` on a generated billing export of 1,000,000 lines (issue
// 32: under 100 MB of memory and under 2 s; docs/actuals.md: track streams
// the export). Runs the real binary as a child and reads its peak resident
// memory from the kernel (wait4's rusage, ru_maxrss) and its wall-clock
// time. Prints the figures; not a pass/fail test.
//
//   build/tests/bench/bench_track [lines] [repeats]
//   BENCH_LLM_TCO=other/llm-tco build/tests/bench/bench_track   (another build)
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

/** A billing export of the documented layout: one line per day, category
 *  and phase of the samples' plan (2027-01-01 on), cycling over the
 *  plan's first 100 days, with tags. */
void writeExport(const std::string &path, long lines)
{
    static const char *const kinds[][2] = {
        {"compute", "training"},   {"energy", "training"},  {"storage", "training"},  {"network", "training"},
        {"people", "preparation"}, {"data", "preparation"}, {"failures", "training"}, {"idle", "training"}};
    std::ofstream out(path, std::ios::binary);
    out << "date,category,phase,amount,currency,project,experiment,team\n";
    char line[160];
    for (long k = 0; k < lines; ++k) {
        const int day = static_cast<int>(k % 100); // 2027-01-01 .. 2027-04-10
        const int month = day < 31 ? 1 : day < 59 ? 2 : day < 90 ? 3 : 4;
        const int dom = day - (month == 1 ? 0 : month == 2 ? 31 : month == 3 ? 59 : 90) + 1;
        const auto &kind = kinds[k % 8];
        const int n =
            std::snprintf(line, sizeof line, "2027-%02d-%02d,%s,%s,%ld.%02ld,USD,llm-70b,run-%ld,team-%ld\n",
                          month, dom, kind[0], kind[1], 1 + k % 97, k % 100, k % 5, k % 3);
        out.write(line, n);
    }
}

struct Measured {
    int status = -1;
    double seconds = 0;
    double maxRssMb = 0;
};

Measured runTrack(const std::string &exportPath)
{
    // Another build's binary to compare with: BENCH_LLM_TCO=/path/llm-tco.
    const char *binary = std::getenv("BENCH_LLM_TCO") ? std::getenv("BENCH_LLM_TCO") : LLM_TCO_BINARY;
    std::fflush(stdout); // the child must not print what the parent has buffered
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid == 0) {
        if (!std::freopen("/dev/null", "w", stdout))
            _exit(127);
        setenv("LLM_TCO_TODAY", "2027-04-15", 1);
        execl(binary, "llm-tco", "track", "--set", "project.startDate=2027-01-01", "--set", "compute.mfu=0.4",
              "--set", "budget.usd=20e6", "--actuals", exportPath.c_str(), "--format", "json",
              static_cast<char *>(nullptr));
        _exit(127);
    }
    Measured m;
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    m.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    m.status = WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
    m.maxRssMb = static_cast<double>(usage.ru_maxrss) / 1024.0; // ru_maxrss is in KiB on Linux
    return m;
}

} // namespace

int main(int argc, char **argv)
{
    const long lines = argc > 1 ? std::atol(argv[1]) : 1000000;
    const int repeats = argc > 2 ? std::atoi(argv[2]) : 3;
    const std::string path =
        (std::filesystem::temp_directory_path() / ("bench_track_" + std::to_string(getpid()) + ".csv"))
            .string();
    writeExport(path, lines);
    const double mb = static_cast<double>(std::filesystem::file_size(path)) / (1024.0 * 1024.0);
    std::printf("llm-tco track on a %ld-line export (%.1f MiB), %d runs\n", lines, mb, repeats);
    std::vector<double> seconds, rss;
    int status = 0;
    for (int r = 0; r < repeats; ++r) {
        const Measured m = runTrack(path);
        status = m.status;
        seconds.push_back(m.seconds);
        rss.push_back(m.maxRssMb);
        std::printf("  run %d: exit %d, %.2f s, peak RSS %.1f MiB\n", r + 1, m.status, m.seconds, m.maxRssMb);
    }
    std::filesystem::remove(path);
    std::sort(seconds.begin(), seconds.end());
    std::printf("median %.2f s (target < 2 s), largest peak RSS %.1f MiB (target < 100 MB)\n",
                seconds[seconds.size() / 2], *std::max_element(rss.begin(), rss.end()));
    return status == 0 || status == 5 || status == 6 ? 0 : 1;
}
