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
cross-pipe reuse pairs. For each file this prints the reference solver's best
known cost (dsa_rp_reference.csv beside this script, '-' where it found no
placement within capacity), pto-plan's reuse cost, its proven lower bound and
whether it is proven minimal, the capacity overflow, the cost a peak-only
placement (the first fit by decreasing size of `--bench`) activates, the
status and the time; then the sums. Every placement pto-plan writes is scored
again by reuse_score.py (an independent reading of the rule); a disagreement
stops the benchmark.

Example:
  utils/bench/reuse_bench.py --pto-plan build/bin/pto-plan

Standard library only. Not a test: timings depend on the machine.
"""

import argparse
import csv
import glob
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import reuse_score  # noqa: E402


def load_reference():
    with open(os.path.join(HERE, "dsa_rp_reference.csv")) as f:
        rows = csv.DictReader(line for line in f if not line.startswith("#"))
        return {r["source_fingerprint"]: r for r in rows}


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
    ref = load_reference()
    extra = ["--budget-ms=%d" % args.budget_ms] if args.budget_ms else []
    tot = dict(cost=0, lb=0, base=0, zero=0, proven=0, ms=0.0, ref=0,
               ref_files=0, at_most_ref=0, cost_with_ref=0)
    print("%-64s %4s %5s %5s %3s %8s %8s %-10s %8s" % (
        "file", "ref", "cost", "lb", "prv", "overflow", "peakonly", "status",
        "time_ms"))
    tmp = tempfile.mkdtemp(prefix="reuse_bench.")
    for f in files:
        out = subprocess.run([args.pto_plan, "--bench"] + extra + [f],
                             capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit("reuse_bench.py: pto-plan failed on %s: %s"
                     % (f, out.stderr.strip()))
        r = json.loads(out.stdout.splitlines()[0])
        # The same solve again, writing its placement, scored independently.
        sol = os.path.join(tmp, "solution.json")
        subprocess.run([args.pto_plan] + extra + [f, "-o", sol],
                       capture_output=True, text=True)
        with open(f) as fp:
            prob = json.load(fp)
        with open(sol) as fp:
            s = reuse_score.score(prob, json.load(fp))
        rescored = sum(s["cost"].values())
        over = sum(s["overflow"].values())
        if (rescored != r["reuse_cost"] or over != r["capacity_overflow"]
                or s["conflicts"]):
            sys.exit("reuse_bench.py: %s: pto-plan says reuse_cost=%d "
                     "capacity_overflow=%d, reuse_score.py says %d, %d "
                     "(%d conflicts)" % (f, r["reuse_cost"],
                                         r["capacity_overflow"], rescored,
                                         over, s["conflicts"]))
        fpr = prob.get("metadata", {}).get(
            "corpus_source_fingerprint_fnv1a64", "")
        best = ref.get(fpr, {}).get("best_known_cost", "")
        name = os.path.basename(f)
        print("%-64s %4s %5d %5d %3s %8d %8d %-10s %8.1f" % (
            name[:64], best if best != "" else "-", r["reuse_cost"],
            r["reuse_lb"], "yes" if r["reuse_proven"] else "no",
            r["capacity_overflow"], r["baseline_reuse_cost"], r["status"],
            r["time_ms"]))
        tot["cost"] += r["reuse_cost"]
        tot["lb"] += r["reuse_lb"]
        tot["base"] += r["baseline_reuse_cost"]
        tot["zero"] += r["reuse_cost"] == 0
        tot["proven"] += bool(r["reuse_proven"])
        tot["ms"] += r["time_ms"]
        if best != "":
            tot["ref"] += int(best)
            tot["ref_files"] += 1
            tot["cost_with_ref"] += r["reuse_cost"]
            tot["at_most_ref"] += r["reuse_cost"] <= int(best)
    print()
    print("files=%d reuse_cost_sum=%d lower_bound_sum=%d peak_only_sum=%d "
          "files_at_zero=%d proven_minimal=%d time_ms_sum=%.1f"
          % (len(files), tot["cost"], tot["lb"], tot["base"], tot["zero"],
             tot["proven"], tot["ms"]))
    print("files_with_reference=%d reference_sum=%d reuse_cost_sum_there=%d "
          "files_at_most_reference=%d rescored=%d"
          % (tot["ref_files"], tot["ref"], tot["cost_with_ref"],
             tot["at_most_ref"], len(files)))


if __name__ == "__main__":
    main()
