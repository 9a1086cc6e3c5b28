// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"

#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tco {
namespace {

namespace fs = std::filesystem;

std::atomic<int> g_injectedError{0};

// Temporaries are named ".<name>.tco-tmp-XXXXXX" next to the target.
constexpr std::string_view kTempMarker = ".tco-tmp-";
constexpr auto kStaleAfter = std::chrono::minutes(10);
constexpr int kMaxLinks = 32; // symbolic links followed before giving up (loops)

std::string systemReason(int err)
{
    return std::strerror(err);
}

/** The file a path finally names: symbolic links followed (also dangling
 *  ones, whose target is then created). */
bool resolveTarget(const std::string &path, fs::path &target, std::string &error)
{
    target = path;
    for (int i = 0; i < kMaxLinks; ++i) {
        std::error_code ec;
        const fs::file_status st = fs::symlink_status(target, ec);
        if (ec || !fs::is_symlink(st))
            return true;
        const fs::path link = fs::read_symlink(target, ec);
        if (ec) {
            error = "cannot read the link '" + target.string() + "': " + ec.message();
            return false;
        }
        target = link.is_absolute() ? link : target.parent_path() / link;
    }
    error = "'" + path + "' is a loop of symbolic links";
    return false;
}

void removeStaleTemporaries(const fs::path &folder, const std::string &name)
{
    std::error_code ec;
    const std::string prefix = "." + name + std::string(kTempMarker);
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string entry = it->path().filename().string();
        if (!entry.starts_with(prefix))
            continue;
        std::error_code age;
        const auto written = fs::last_write_time(it->path(), age);
        if (!age && fs::file_time_type::clock::now() - written > kStaleAfter)
            fs::remove(it->path(), age);
    }
}

bool writeAll(int fd, std::string_view bytes, int &err)
{
    if (const int injected = g_injectedError.exchange(0)) {
        err = injected;
        return false;
    }
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0) {
            if (errno == EINTR)
                continue;
            err = errno;
            return false;
        }
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

} // namespace

void injectWriteFailureForTesting(int err)
{
    g_injectedError = err;
}

bool writeFileAtomically(const std::string &path, std::string_view bytes, std::string &error)
{
    fs::path target;
    if (!resolveTarget(path, target, error))
        return false;
    struct stat old {
    };
    const bool exists = ::stat(target.c_str(), &old) == 0;
    if (exists && !S_ISREG(old.st_mode)) {
        error =
            "'" + target.string() + "' is not a regular file (a folder, pipe or device); choose another name";
        return false;
    }
    const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
    const std::string name = target.filename().string();
    removeStaleTemporaries(folder, name);

    std::string tmpl = (folder / ("." + name + std::string(kTempMarker) + "XXXXXX")).string();
    std::vector<char> tmp(tmpl.begin(), tmpl.end());
    tmp.push_back('\0');
    const int fd = ::mkstemp(tmp.data()); // mode 0600: private until it is complete
    if (fd < 0) {
        error = "cannot create a temporary file in '" + folder.string() + "': " + systemReason(errno);
        return false;
    }
    const auto fail = [&](const std::string &what, int err) {
        ::close(fd);
        ::unlink(tmp.data());
        error = what + ": " + systemReason(err);
        return false;
    };
    int err = 0;
    if (!writeAll(fd, bytes, err))
        return fail("cannot write '" + target.string() + "'", err);
    // The old file's permissions, or what a new file gets under the umask.
    mode_t mode = old.st_mode & 07777;
    if (!exists) {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    if (::fchmod(fd, mode) != 0)
        return fail("cannot set the permissions of '" + target.string() + "'", errno);
    if (::fsync(fd) != 0)
        return fail("cannot write '" + target.string() + "' to disk", errno);
    if (::close(fd) != 0) {
        const int closeErr = errno;
        ::unlink(tmp.data());
        error = "cannot write '" + target.string() + "': " + systemReason(closeErr);
        return false;
    }
    if (::rename(tmp.data(), target.c_str()) != 0) {
        const int renameErr = errno;
        ::unlink(tmp.data());
        error = "cannot replace '" + target.string() + "': " + systemReason(renameErr);
        return false;
    }
    // The rename is durable only once the folder is on disk too.
    const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return true;
}

} // namespace tco
