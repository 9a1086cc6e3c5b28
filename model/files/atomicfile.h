// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace tco {

/** Replaces the file at `path` with `bytes` so that the old file survives
 *  any failure byte for byte:
 *  - a symbolic link is written through to its target (as editors do);
 *  - anything that is not a regular file (a FIFO, a device, a folder) is
 *    refused;
 *  - the bytes go to a private temporary file (mode 0600) next to the
 *    target, which takes the old file's permissions, is synced to disk and
 *    renamed over the target; the folder is synced after the rename;
 *  - stale temporaries of our own naming left by an interrupted save (older
 *    than ten minutes) are removed.
 *  Returns true on success; otherwise `error` says what failed, with the
 *  system's reason (e.g. "No space left on device"). */
bool writeFileAtomically(const std::string &path, std::string_view bytes, std::string &error);

/** Tests only: the next `writeFileAtomically` fails at its write step as if
 *  the system had returned `err` (e.g. ENOSPC for a full disk). */
void injectWriteFailureForTesting(int err);

} // namespace tco
