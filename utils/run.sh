#!/usr/bin/env bash
#===- utils/run.sh - Set up, build, and run AscendPTO ---------------------===#
#
#   utils/run.sh examples   install what is missing, build, and compile every
#                           kernel in examples/ (.ll, and .c through clang)
#                           to PTO, printing it
#   utils/run.sh test       install what is missing, build, and run the whole
#                           test suite (lit + GoogleTest) through ctest
#
# The build directory is `build` (override with ASCENDPTO_BUILD_DIR).
#
#===----------------------------------------------------------------------===#
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ASCENDPTO_BUILD_DIR:-$root/build}"
mode="${1:-}"

case "$mode" in
  examples|test) ;;
  *) echo "usage: utils/run.sh examples|test" >&2; exit 2 ;;
esac

"$root/utils/setup.sh"

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
