#!/usr/bin/env python3
# ===- sync_check_bench.py - How fast the independent sync checker is -----===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""The independent sync checker's speed (issue 11 point 6): printed figures.

Usage: sync_check_bench.py [--llc llc-22] [--plugin build/lib/libAscendPTO.so]
                           [--tiles 1000,10000] [--families lanes,mixed]
                           [--planner auto] [--vary instance|uniform]
                           [--pairs-tiles 1000] [--keep DIR]

For each generated kernel (the "lanes" and "mixed" kernels of
llc_scaling.py at each tile count) llc prints the PTO, and
utils/fuzz/pto_sync_check.py checks it in this process: the seconds to read
the text, the seconds to check it (the access index, the default), the
trace entries executed, the executions and the findings; for kernels of at
most --pairs-tiles tiles also the seconds of the all-pairs scan (--scan=
pairs, quadratic in the ops of an execution) and whether it found the same.
The kernels are deterministic; the times are this machine's.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "utils", "fuzz"))

import llc_scaling  # noqa: E402
import pto_sync_check  # noqa: E402


def check(pto, vary, scan):
    """(read seconds, check seconds, stats, findings)."""
    t0 = time.time()
    funcs = pto_sync_check.Reader(pto, False).read()
    t1 = time.time()
    stats, found = [], []
    for f in funcs:
        st = pto_sync_check.Stats(f.name)
        found += sorted(pto_sync_check.check_func(f, vary=vary, stats=st,
                                                  scan=scan))
        stats.append(st)
    return t1 - t0, time.time() - t1, stats, found


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llc", default="llc-22")
    ap.add_argument("--plugin", default=os.path.join(ROOT, "build", "lib",
                                                     "libAscendPTO.so"))
    ap.add_argument("--tiles", default="1000,10000")
    ap.add_argument("--families", default="lanes,mixed")
    ap.add_argument("--planner", default="auto")
    ap.add_argument("--vary", choices=pto_sync_check.VARY,
                    default="instance")
    ap.add_argument("--pairs-tiles", type=int, default=1000)
    ap.add_argument("--keep", help="keep the kernels and their PTO here")
    args = ap.parse_args()
    try:
        tiles = [int(s) for s in args.tiles.split(",") if s]
    except ValueError:
        sys.exit("sync_check_bench.py: --tiles takes numbers separated by "
                 "commas")
    if not tiles or any(n < 1 for n in tiles):
        sys.exit("sync_check_bench.py: tile counts must be positive")
    families = [f for f in args.families.split(",") if f]
    gens = {"lanes": llc_scaling.generate, "mixed": llc_scaling.generate_mixed}
    if any(f not in gens for f in families):
        sys.exit("sync_check_bench.py: --families takes lanes and mixed")
    if not os.path.exists(args.plugin):
        sys.exit(f"sync_check_bench.py: no plugin at {args.plugin}")
    tmp = args.keep or tempfile.mkdtemp(prefix="ascendpto-check-bench-")
    os.makedirs(tmp, exist_ok=True)
    print(f"{'kernel':<14} {'tiles':>6} {'trace':>7} {'runs':>4} "
          f"{'read_s':>7} {'check_s':>8} {'us/entry':>8} {'found':>5} "
          f"{'pairs_s':>8} {'same':>4}")
    for family in families:
        for n in tiles:
            text, count = gens[family](n)
            path = os.path.join(tmp, f"{family}-{n}.ll")
            with open(path, "w") as f:
                f.write(text)
            p = subprocess.run(
                [args.llc, f"-load={args.plugin}", "-mtriple=ascendpto",
                 f"-ascendpto-memory-planner={args.planner}", path, "-o",
                 "-"], capture_output=True, text=True)
            name = f"{family}-{n}"
            if p.returncode != 0:
                msg = (p.stderr.strip().splitlines() or ["?"])[0][:60]
                print(f"{name:<14} llc failed (exit {p.returncode}): {msg}")
                continue
            if args.keep:
                with open(os.path.join(tmp, f"{name}.pto"), "w") as f:
                    f.write(p.stdout)
            read_s, check_s, stats, found = check(p.stdout, args.vary,
                                                  "index")
            trace = sum(st.ops for st in stats)
            runs = sum(sum(st.runs.values()) for st in stats)
            pairs_s, same = "-", "-"
            if count <= args.pairs_tiles:
                _, pairs_s, _, pfound = check(p.stdout, args.vary, "pairs")
                same = "yes" if pfound == found else "NO"
                pairs_s = f"{pairs_s:.2f}"
            per = check_s * 1e6 / max(trace, 1)
            print(f"{name:<14} {count:>6} {trace:>7} {runs:>4} "
                  f"{read_s:>7.2f} {check_s:>8.2f} {per:>8.1f} "
                  f"{len(found):>5} {pairs_s:>8} {same:>4}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
