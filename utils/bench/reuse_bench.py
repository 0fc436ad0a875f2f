#!/usr/bin/env python3
# ===- reuse_bench.py - Reuse-cost benchmark of pto-plan ------------------===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Reuse cost on the PyPTO cross-pipe-soft captures.

Each `-cross-pipe-soft` capture of ../shared/bench/dsa-solver states the
objective [capacity_overflow, reuse_cost] with unit penalties on recognised
cross-pipe reuse pairs. For each file this prints the reuse cost of pto-plan's
placement (and its proven lower bound), the cost a peak-only placement (the
first fit by decreasing size of `--bench`) activates, the status and the
time; then the sums.

Example:
  utils/bench/reuse_bench.py --pto-plan build/bin/pto-plan

Standard library only. Not a test: timings depend on the machine.
"""

import argparse
import glob
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--pto-plan", default=os.path.join(ROOT, "build", "bin",
                                                       "pto-plan"))
    ap.add_argument("--bench", default=None,
                    help="the bench directory (default ../shared/bench)")
    ap.add_argument("--budget-ms", type=int, default=None)
    args = ap.parse_args()
    bench = args.bench or next(
        (d for d in (os.path.join(ROOT, "..", "shared", "bench"),
                     "/work/shared/bench") if os.path.isdir(d)), None)
    if not bench:
        sys.exit("reuse_bench.py: no bench directory; pass --bench")
    if not os.access(args.pto_plan, os.X_OK):
        sys.exit("reuse_bench.py: %s is not an executable pto-plan"
                 % args.pto_plan)
    files = sorted(glob.glob(os.path.join(bench, "dsa-solver", "**",
                                          "*-cross-pipe-soft*.json"),
                             recursive=True))
    if not files:
        sys.exit("reuse_bench.py: no -cross-pipe-soft captures under " + bench)
    cmd = [args.pto_plan, "--bench"]
    if args.budget_ms:
        cmd.append("--budget-ms=%d" % args.budget_ms)
    tot = dict(cost=0, lb=0, base=0, zero=0, proven=0, ms=0.0)
    print("%-70s %6s %6s %8s %-10s %9s" % ("file", "cost", "lb", "peakonly",
                                            "status", "time_ms"))
    for f in files:
        out = subprocess.run(cmd + [f], capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit("reuse_bench.py: pto-plan failed on %s: %s"
                     % (f, out.stderr.strip()))
        r = json.loads(out.stdout.splitlines()[0])
        name = os.path.basename(f)
        print("%-70s %6d %6d %8d %-10s %9.1f" % (
            name[:70], r["reuse_cost"], r["reuse_lb"],
            r["baseline_reuse_cost"], r["status"], r["time_ms"]))
        tot["cost"] += r["reuse_cost"]
        tot["lb"] += r["reuse_lb"]
        tot["base"] += r["baseline_reuse_cost"]
        tot["zero"] += r["reuse_cost"] == 0
        tot["proven"] += bool(r["reuse_proven"])
        tot["ms"] += r["time_ms"]
    print()
    print("files=%d reuse_cost_sum=%d lower_bound_sum=%d peak_only_sum=%d "
          "files_at_zero=%d proven_minimal=%d time_ms_sum=%.1f"
          % (len(files), tot["cost"], tot["lb"], tot["base"], tot["zero"],
             tot["proven"], tot["ms"]))


if __name__ == "__main__":
    main()
