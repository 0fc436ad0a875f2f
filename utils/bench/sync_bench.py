#!/usr/bin/env python3
# ===- sync_bench.py - What the backend's pipe synchronisation costs ------===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""The sync benchmark of issue 11 (point 7): measured figures, printed.

Usage: sync_bench.py [--llc llc-22] [--plugin build/lib/libAscendPTO.so]
                     [--tiles 100,1000,10000] [--planners auto,dsa]
                     [--families lanes,mixed] [--check-tiles 1000]
                     [--skip-examples] [--keep DIR]

For each kernel (the .ll examples, then the "lanes" and "mixed" kernels of
llc_scaling.py at each tile count) and each planner, llc runs twice:

  backend    -ascendpto-sync=backend (the default): the printed kernel's
             set/wait pairs (set_flag lines), same-pipe barriers, PIPE_ALL
             barriers (the final one included), and the ascendpto-insert-sync
             pass's time from -time-passes, per tile;
  assembler  -ascendpto-sync=assembler: the PIPE_ALL barriers the backend
             prints before tiles that partially overlap another from a
             different base, which ptoas --enable-insert-sync cannot see
             (ptoas adds every other sync and its own final barrier).

-time-passes prints seconds to four decimals: sync_ms has a resolution of
0.1 ms, so the smallest kernels show 0.0.

"check" is the number of findings of the independent checker
(utils/fuzz/pto_sync_check.py) on the backend output, for kernels of at
most --check-tiles tiles ("-" above that; sync_check_bench.py measures the
checker's own time). Deterministic kernels; the times are this machine's.
"""

import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "utils", "fuzz"))

import llc_scaling  # noqa: E402
import pto_sync_check  # noqa: E402

RE_SET = re.compile(r"^\s*pto\.set_flag ", re.M)
RE_BARRIER = re.compile(r"^\s*pto\.barrier #pto\.pipe<(\w+)>", re.M)
RE_TILE = re.compile(r"^\s*%\S+ = pto\.alloc_tile ", re.M)


def counts(pto):
    """(set/wait pairs, same-pipe barriers, PIPE_ALL barriers) printed."""
    bars = RE_BARRIER.findall(pto)
    full = sum(1 for b in bars if b == "PIPE_ALL")
    return len(RE_SET.findall(pto)), len(bars) - full, full


def sync_pass_ms(err):
    """The insert-sync pass's wall time from -time-passes (ms), or None."""
    for line in err.splitlines():
        if "nsert" in line and "ync" in line:
            nums = re.findall(r"(\d+\.\d+) \(", line)
            if nums:
                return float(nums[-1]) * 1000
    return None


def run_llc(args, path, planner, mode):
    cmd = [args.llc, f"-load={args.plugin}", "-mtriple=ascendpto",
           "-time-passes", f"-ascendpto-sync={mode}",
           f"-ascendpto-memory-planner={planner}", path, "-o", "-"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def kernels(args, tmp):
    """(name, path, tiles or None) for every kernel of the table."""
    if not args.skip_examples:
        for path in sorted(glob.glob(os.path.join(ROOT, "examples", "*.ll"))):
            yield os.path.basename(path), path, None
    for family, gen in (("lanes", llc_scaling.generate),
                        ("mixed", llc_scaling.generate_mixed)):
        if family not in args.families:
            continue
        for n in args.tiles:
            text, tiles = gen(n)
            path = os.path.join(tmp, f"{family}-{n}.ll")
            with open(path, "w") as f:
                f.write(text)
            yield f"{family}-{n}", path, tiles


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llc", default="llc-22")
    ap.add_argument("--plugin", default=os.path.join(ROOT, "build", "lib",
                                                     "libAscendPTO.so"))
    ap.add_argument("--tiles", default="100,1000,10000")
    ap.add_argument("--planners", default="auto,dsa")
    ap.add_argument("--families", default="lanes,mixed",
                    help="generated kernel families (lanes, mixed)")
    ap.add_argument("--check-tiles", type=int, default=1000)
    ap.add_argument("--skip-examples", action="store_true")
    ap.add_argument("--keep", help="keep the generated kernels here")
    args = ap.parse_args()
    try:
        args.tiles = [int(s) for s in args.tiles.split(",") if s]
    except ValueError:
        sys.exit("sync_bench.py: --tiles takes numbers separated by commas")
    if any(n < 1 for n in args.tiles):
        sys.exit("sync_bench.py: tile counts must be positive")
    if not os.path.exists(args.plugin):
        sys.exit(f"sync_bench.py: no plugin at {args.plugin}")
    planners = [p for p in args.planners.split(",") if p]
    args.families = [f for f in args.families.split(",") if f]
    if any(f not in ("lanes", "mixed") for f in args.families):
        sys.exit("sync_bench.py: --families takes lanes and mixed")
    tmp = args.keep or tempfile.mkdtemp(prefix="ascendpto-sync-bench-")
    os.makedirs(tmp, exist_ok=True)
    print(f"{'kernel':<22} {'planner':>7} {'tiles':>6} {'pairs':>6} "
          f"{'barriers':>8} {'full':>5} {'asm_full':>8} {'sync_ms':>8} "
          f"{'us/tile':>8} {'check':>5}")
    for name, path, tiles in kernels(args, tmp):
        for planner in planners:
            code, pto, err = run_llc(args, path, planner, "backend")
            acode, apto, _ = run_llc(args, path, planner, "assembler")
            if code != 0 or acode != 0:
                msg = (err.strip().splitlines() or ["?"])[0][:60]
                print(f"{name:<22} {planner:>7} llc failed (exit {code}/"
                      f"{acode}): {msg}")
                continue
            n = tiles or len(RE_TILE.findall(pto))
            pairs, bars, full = counts(pto)
            asm_full = counts(apto)[2]
            ms = sync_pass_ms(err)
            check = "-"
            if n <= args.check_tiles:
                try:
                    check = str(len(pto_sync_check.check_text(pto)))
                except pto_sync_check.Unreadable as e:
                    check = "unreadable: %s" % e
            print(f"{name:<22} {planner:>7} {n:>6} {pairs:>6} {bars:>8} "
                  f"{full:>5} {asm_full:>8} "
                  f"{'-' if ms is None else f'{ms:.1f}':>8} "
                  f"{'-' if ms is None else f'{ms * 1000 / n:.1f}':>8} "
                  f"{check:>5}", flush=True)
        if not args.keep and path.startswith(tmp):
            os.remove(path)
    if not args.keep:
        os.rmdir(tmp)


if __name__ == "__main__":
    main()
