#!/usr/bin/env bash
#===- utils/run.sh - Set up, build, and run AscendPTO ---------------------===#
#
#   utils/run.sh examples   install what is missing, build, and compile every
#                           kernel in examples/ (.ll, and .c through clang)
#                           to PTO, printing it
#   utils/run.sh test       install what is missing, build, and run the whole
#                           test suite (lit + GoogleTest) through ctest
#   utils/run.sh sanitize   build with -DASCENDPTO_SANITIZE=address,undefined
#                           in build-sanitize and run the whole test suite
#                           and a short placement fuzz under it (the
#                           sanitizer runtime preloaded into llc)
#   utils/run.sh fuzz       install clang-22 and libclang-rt-22-dev, build the
#                           libFuzzer targets (-DASCENDPTO_FUZZ=ON) in
#                           build-fuzz and run each for ASCENDPTO_FUZZ_RUNS
#                           executions (default 1000000; at most
#                           ASCENDPTO_FUZZ_SECONDS each if set) from the kept
#                           corpus, under ASan and UBSan
#
# The build directory is `build` (override with ASCENDPTO_BUILD_DIR).
# sanitize and fuzz are not part of CI (docs/testing.md).
#
#===----------------------------------------------------------------------===#
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ASCENDPTO_BUILD_DIR:-$root/build}"
mode="${1:-}"

case "$mode" in
  examples|test|sanitize|fuzz) ;;
  *) echo "usage: utils/run.sh examples|test|sanitize|fuzz" >&2; exit 2 ;;
esac

"$root/utils/setup.sh"

if [ "$mode" = sanitize ]; then
  build="${ASCENDPTO_BUILD_DIR:-$root/build-sanitize}"
  cmake -G Ninja -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release \
    -DASCENDPTO_SANITIZE=address,undefined
  cmake --build "$build" -j2
  # llc-22 is not instrumented: the plugin needs the runtime loaded first.
  # Leaks at exit are LLVM's static state, not findings.
  export LD_PRELOAD="$(c++ -print-file-name=libasan.so)"
  export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  (cd "$build" && ctest -j2 --output-on-failure)
  python3 "$root/utils/fuzz/pto_fuzz.py" --count 40 --seed 1 \
    --plugin "$build/lib/libAscendPTO.so" --quiet
  exit 0
fi

if [ "$mode" = fuzz ]; then
  missing=()
  command -v clang++-22 >/dev/null || missing+=(clang-22)
  [ -d /usr/lib/llvm-22/lib/clang/22/lib/linux ] &&
    ls /usr/lib/llvm-22/lib/clang/22/lib/linux/libclang_rt.fuzzer-x86_64.a \
      >/dev/null 2>&1 || missing+=(libclang-rt-22-dev)
  if [ ${#missing[@]} -gt 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q
    apt-get install -y -q --no-install-recommends "${missing[@]}"
  fi
  build="${ASCENDPTO_BUILD_DIR:-$root/build-fuzz}"
  # ASan and UBSan too, so a memory error is a finding and not luck. Only
  # the three targets are built: the other tools of an instrumented build
  # have no libFuzzer runtime to link (utils/fuzz/libfuzzer/CMakeLists.txt).
  CC=clang-22 CXX=clang++-22 cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release -DASCENDPTO_FUZZ=ON \
    -DASCENDPTO_SANITIZE=address,undefined
  cmake --build "$build" -j2 --target ascendpto-fuzz-problem-json \
    ascendpto-fuzz-problem-csv ascendpto-fuzz-mir-info
  runs="${ASCENDPTO_FUZZ_RUNS:-1000000}"
  seconds="${ASCENDPTO_FUZZ_SECONDS:-0}"
  export ASAN_OPTIONS=detect_leaks=0
  for t in problem-json:json problem-csv:csv mir-info:mir; do
    target="${t%%:*}" corpus="${t##*:}"
    work="$build/fuzz-corpus/$corpus"
    mkdir -p "$work" "$build/fuzz-findings"
    cp -n "$root/test/Fuzz/Inputs/corpus/$corpus/"* "$work/" 2>/dev/null || true
    echo "== ascendpto-fuzz-$target: $runs runs"
    "$build/bin/ascendpto-fuzz-$target" -runs="$runs" \
      -max_total_time="$seconds" -max_len=4096 \
      -artifact_prefix="$build/fuzz-findings/$target-" -print_final_stats=1 \
      "$work"
  done
  exit 0
fi

cmake -G Ninja -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release
cmake --build "$build" -j2

if [ "$mode" = examples ]; then
  plugin="$build/lib/libAscendPTO.so"
  for kernel in "$root"/examples/*.ll; do
    echo "// ===== $(basename "$kernel") ====="
    llc-22 -load="$plugin" -mtriple=ascendpto -ascendpto-plan-report \
      "$kernel" -o -
  done
  # Kernels written in C go through clang first (utils/clang/pto-cc).
  for kernel in "$root"/examples/*.c; do
    echo "// ===== $(basename "$kernel") ====="
    ASCENDPTO_PLUGIN="$plugin" "$root/utils/clang/pto-cc" "$kernel" \
      -ascendpto-plan-report
  done
  exit 0
fi

cd "$build"
ctest -j2 --output-on-failure
