#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds everything under AddressSanitizer + UndefinedBehaviorSanitizer in
# build-asan/ and runs the whole test suite there (model, file format,
# command line, document and widgets). Any sanitizer report fails the run:
# UBSan stops at its first finding, ASan at its first error, and LeakSanitizer
# reports every leak except those named in packaging/lsan.supp (Qt's and the
# system's own, never ours). Benchmarks are not built here.
# Fails, rather than checks less, when the loader's symbols (libc6-dbg) are
# missing, when a test program is not built with both sanitizers, when CTest
# finds no test, or when a test class skipped all its tests.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "sanitize: FAILED: $*" >&2; exit 1; }
packaging/deps.sh --sanitize
# -O1 and line tables only (-g1): what a sanitizer needs for its reports'
# stacks, at a fraction of the compile time of -O2 -g (.ci/run's longest
# stage).
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" \
      -DPLANNER_SANITIZE=address,undefined -DPLANNER_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build build-asan -j2

# Every test program carries both sanitizers' runtimes.
mapfile -t programs < <(find build-asan/tests -name 'tst_*' -type f -perm -u+x | sort)
[[ ${#programs[@]} -gt 0 ]] || fail "no test program (tst_*) in build-asan/tests"
for p in "${programs[@]}"; do
  needed=$(readelf -d "$p")
  [[ $needed == *libasan.so* && $needed == *libubsan.so* ]] || fail "$p is not linked with libasan and libubsan"
done
# LeakSanitizer can only match packaging/lsan.supp's loader frame
# (tls_get_addr_tail) when the loader's debug symbols are installed.
interpreter=$(readelf -lW "${programs[0]}" | sed -n 's/.*Requesting program interpreter: \(.*\)]/\1/p')
build_id=$(readelf -n "$(readlink -f "$interpreter")" | awk '/Build ID:/ { print $3 }')
[[ -n $build_id ]] || fail "no build ID in the loader $interpreter"
[[ -f /usr/lib/debug/.build-id/${build_id:0:2}/${build_id:2}.debug ]] ||
  fail "the loader's symbols ($interpreter, build ID $build_id) are not installed: apt-get install libc6-dbg of the same version as libc6"
echo "sanitize: ${#programs[@]} test programs with ASan and UBSan; the loader's symbols are installed"

# intercept_tls_get_addr=0: gcc 12's runtime (as LLVM's before 17) takes a
# dynamic-TLS block whose address ends in 0x10 within its page for a
# pre-2.25 glibc one and reads the two words before it as that block's
# range; glibc 2.36 has no such header, so on a chance heap layout the
# leak check's tracer reads garbage and dies at exit ("Tracer caught signal
# 11", no leak reported; the report suites hit it on pristine Debian 12).
# Without the interceptor, a dynamic-TLS block is an ordinary heap block,
# reached through the thread's DTV, which LeakSanitizer scans.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1:intercept_tls_get_addr=0"
export LSAN_OPTIONS="suppressions=$PWD/packaging/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# Qt Test stops a test function after 5 minutes; under the sanitizers the
# Portfolio window's suites wait minutes for the year's fleet decisions.
# CTest's per-suite TIMEOUTs still bound each run.
export QTEST_FUNCTION_TIMEOUT=900000
ctest --test-dir build-asan --output-on-failure --no-tests=error -j2
packaging/check-skips.sh build-asan
