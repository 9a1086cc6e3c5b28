// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco track` on a generated billing export of 1,000,000 lines (issue
// 32: under 100 MB of memory and under 2 s; docs/actuals.md: track streams
// the export), twice: with a few tag values, and with a distinct
// experiment on every line (issue 52: the tally tells a bounded number of
// a tag's values apart, model/tracking/spendtally.h). Runs the real binary
// as a child and reads its peak resident memory from the kernel (wait4's
// rusage, ru_maxrss) and its wall-clock time. Prints the figures against
// the targets and exits 1 when a median misses one (run by hand: timing on
// a shared machine is noise for CTest).
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
 *  plan's first 100 days, with tags: five experiments, or with
 *  `distinctTags` an experiment of its own on every line. */
void writeExport(const std::string &path, long lines, bool distinctTags)
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
                          month, dom, kind[0], kind[1], 1 + k % 97, k % 100, distinctTags ? k : k % 5, k % 3);
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

/** The median time and the largest peak of `repeats` runs on an export of
 *  `lines`; false when either misses issue 32's targets. */
bool measure(long lines, int repeats, bool distinctTags, int &status)
{
    const std::string path =
        (std::filesystem::temp_directory_path() / ("bench_track_" + std::to_string(getpid()) + ".csv"))
            .string();
    writeExport(path, lines, distinctTags);
    const double mb = static_cast<double>(std::filesystem::file_size(path)) / (1024.0 * 1024.0);
    std::printf("llm-tco track on a %ld-line export (%.1f MiB), %s, %d runs\n", lines, mb,
                distinctTags ? "a distinct experiment on every line" : "5 experiments", repeats);
    std::vector<double> seconds, rss;
    for (int r = 0; r < repeats; ++r) {
        const Measured m = runTrack(path);
        if (m.status != 0 && m.status != 5 && m.status != 6)
            status = m.status;
        seconds.push_back(m.seconds);
        rss.push_back(m.maxRssMb);
        std::printf("  run %d: exit %d, %.2f s, peak RSS %.1f MiB\n", r + 1, m.status, m.seconds, m.maxRssMb);
    }
    std::filesystem::remove(path);
    std::sort(seconds.begin(), seconds.end());
    const double median = seconds[seconds.size() / 2];
    const double peakMb = *std::max_element(rss.begin(), rss.end()) * 1024.0 * 1024.0 / 1e6;
    const bool met = median < 2.0 && peakMb < 100.0;
    std::printf("  median %.2f s (target < 2 s), largest peak RSS %.1f MB (target < 100 MB): %s\n", median,
                peakMb, met ? "met" : "MISSED");
    return met;
}

} // namespace

int main(int argc, char **argv)
{
    const long lines = argc > 1 ? std::atol(argv[1]) : 1000000;
    const int repeats = argc > 2 ? std::max(1, std::atoi(argv[2])) : 3;
    int status = 0;
    bool met = measure(lines, repeats, false, status);
    met = measure(lines, repeats, true, status) && met;
    return status == 0 && met ? 0 : 1;
}
