// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco track` on a generated billing export of 1,000,000 lines (issue
// 32: under 100 MB of memory and under 2 s; docs/actuals.md: track streams
// the export), four times: with a few tag values, with a distinct
// experiment on every line (issue 52: the tally tells a bounded number of
// a tag's values apart, model/tracking/spendtally.h), and as a FOCUS export
// (issue 56: Tags as JSON, read without a mapping), plain and
// gzip-compressed as clouds deliver it (inflated as it streams). Runs the real binary
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

#include <zlib.h>

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

/** The same days, kinds and amounts as a FOCUS 1.2 export: a one-day
 *  charge per line, its tags a JSON object; gzip-compressed with `gzip`. */
void writeFocusExport(const std::string &path, long lines, bool gzip)
{
    static const char *const services[] = {"AI and Machine Learning",
                                           "Compute",
                                           "Storage",
                                           "Networking",
                                           "Databases",
                                           "Analytics",
                                           "Compute",
                                           "Storage"};
    std::string text =
        "ChargePeriodStart,ChargePeriodEnd,ChargeCategory,ChargeClass,BilledCost,EffectiveCost,"
        "BillingCurrency,ServiceCategory,Tags\n";
    const auto flush = [&](gzFile z, std::ofstream &out) {
        if (z)
            gzwrite(z, text.data(), static_cast<unsigned>(text.size()));
        else
            out.write(text.data(), static_cast<std::streamsize>(text.size()));
        text.clear();
    };
    gzFile z = gzip ? gzopen(path.c_str(), "wb6") : nullptr;
    std::ofstream out;
    if (!gzip)
        out.open(path, std::ios::binary);
    char line[300];
    for (long k = 0; k < lines; ++k) {
        const int day = static_cast<int>(k % 100);
        const int month = day < 31 ? 1 : day < 59 ? 2 : day < 90 ? 3 : 4;
        const int dom = day - (month == 1 ? 0 : month == 2 ? 31 : month == 3 ? 59 : 90) + 1;
        const int next = day + 1;
        const int nextMonth = next < 31 ? 1 : next < 59 ? 2 : next < 90 ? 3 : 4;
        const int nextDom = next - (nextMonth == 1 ? 0 : nextMonth == 2 ? 31 : nextMonth == 3 ? 59 : 90) + 1;
        const int n = std::snprintf(
            line, sizeof line,
            "2027-%02d-%02dT00:00:00Z,2027-%02d-%02dT00:00:00Z,Usage,,%ld.%02ld,%ld.%02ld,USD,%s,"
            "\"{\"\"project\"\":\"\"llm-70b\"\",\"\"experiment\"\":\"\"run-%ld\"\",\"\"team\"\":\"\"team-%"
            "ld\"\"}\"\n",
            month, dom, nextMonth, nextDom, 1 + k % 97, k % 100, 1 + k % 97, k % 100, services[k % 8], k % 5,
            k % 3);
        text.append(line, static_cast<std::size_t>(n));
        if (text.size() > (1 << 20))
            flush(z, out);
    }
    flush(z, out);
    if (z)
        gzclose(z);
}

enum class Layout { Planner, PlannerDistinctTags, Focus, FocusGzip };

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
bool measure(long lines, int repeats, Layout layout, int &status)
{
    const bool gzip = layout == Layout::FocusGzip;
    const std::string path = (std::filesystem::temp_directory_path() /
                              ("bench_track_" + std::to_string(getpid()) + (gzip ? ".csv.gz" : ".csv")))
                                 .string();
    if (layout == Layout::Focus || gzip)
        writeFocusExport(path, lines, gzip);
    else
        writeExport(path, lines, layout == Layout::PlannerDistinctTags);
    const double mb = static_cast<double>(std::filesystem::file_size(path)) / (1024.0 * 1024.0);
    static const char *const names[] = {"5 experiments", "a distinct experiment on every line",
                                        "FOCUS 1.2, tags as JSON", "FOCUS 1.2, gzip-compressed"};
    std::printf("llm-tco track on a %ld-line export (%.1f MiB), %s, %d runs\n", lines, mb,
                names[static_cast<int>(layout)], repeats);
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
    // Issue 32's 2 s for the planner's layout; issue 56's "a few seconds"
    // (3) for FOCUS, whose lines are twice as long and carry JSON tags.
    const double targetSeconds = layout == Layout::Focus || gzip ? 3.0 : 2.0;
    const bool met = median < targetSeconds && peakMb < 100.0;
    std::printf("  median %.2f s (target < %.0f s), largest peak RSS %.1f MB (target < 100 MB): %s\n", median,
                targetSeconds, peakMb, met ? "met" : "MISSED");
    return met;
}

} // namespace

int main(int argc, char **argv)
{
    const long lines = argc > 1 ? std::atol(argv[1]) : 1000000;
    const int repeats = argc > 2 ? std::max(1, std::atoi(argv[2])) : 3;
    int status = 0;
    bool met = true;
    for (const Layout layout :
         {Layout::Planner, Layout::PlannerDistinctTags, Layout::Focus, Layout::FocusGzip})
        met = measure(lines, repeats, layout, status) && met;
    return status == 0 && met ? 0 : 1;
}
