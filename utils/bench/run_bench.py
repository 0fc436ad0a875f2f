#!/usr/bin/env python3
# ===- run_bench.py - Benchmark of the joint (dsa) planner ----------------===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Benchmark the joint planner over ../shared/bench.

Runs `pto-plan --bench` (which solves every instance twice in one process:
first fit by decreasing size, the benchmark's baseline, and the chosen
solver) and prints, per instance: buffers, lower bound, peak, peak / bound,
peak / best known (MiniMalloc instances, from bench/README.md), status and
time, beside the baseline's peak; then summaries (geometric means of the
ratios, median and maximum times, status counts).

Example:
  utils/bench/run_bench.py --pto-plan build/bin/pto-plan --budget-ms 10000

--no-capacity solves every instance without its capacity (pto-plan
--no-capacity: the MiniMalloc name's 1048576, the captures' pool
capacities); --both solves each way and then compares the peaks, instance
by instance (minimisation without a capacity hint should be as good as with
one).

Standard library only. Not a test: timings depend on the machine.
"""

import argparse
import glob
import json
import math
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def print_head(head, sep, markdown):
    """A table's header row: Markdown, or the columns joined by sep."""
    if markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "|".join("---" for _ in head) + "|")
    else:
        print(sep.join(head))


def parse_best_known(readme):
    """Reads the MiniMalloc table of bench/README.md: name -> best peak."""
    best = {}
    if not os.path.exists(readme):
        return best
    row = re.compile(r"^\|\s*([A-Z])\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|")
    with open(readme, encoding="utf-8") as f:
        for line in f:
            m = row.match(line)
            if m:
                best[m.group(1)] = int(m.group(4))
    return best


def find_instances(bench, only):
    mm = sorted(glob.glob(os.path.join(bench, "minimalloc", "challenging",
                                       "*.csv")))
    py = sorted(glob.glob(os.path.join(bench, "dsa-solver", "pypto", "**",
                                       "*.json"), recursive=True))
    out = []
    if only in (None, "minimalloc"):
        out += [("minimalloc", f) for f in mm]
    if only in (None, "pypto"):
        out += [("pypto", f) for f in py]
    return out


def run_pto_plan(tool, files, extra):
    cmd = [tool, "--bench"] + extra + files
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, check=False)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr)
        raise SystemExit("pto-plan failed: " + " ".join(cmd[:4]) + " ...")
    return [json.loads(line) for line in proc.stdout.splitlines() if line]


def geomean(values):
    values = [v for v in values if v > 0]
    if not values:
        return float("nan")
    return math.exp(sum(math.log(v) for v in values) / len(values))


def ratio(a, b):
    return a / b if b else float("nan")


def fmt_ratio(x):
    return "-" if x != x else "%.4f" % x


def known_at(r, best):
    """Milliseconds until the peak first reached the best known one."""
    if len(r["pool_reports"]) != 1:
        return float("nan")
    for ms, peak in r["pool_reports"][0]["improvements"]:
        if peak <= best:
            return ms
    return float("nan")


def short_name(family, path, bench):
    if family == "minimalloc":
        return os.path.basename(path).split(".")[0]
    rel = os.path.relpath(path, os.path.join(bench, "dsa-solver", "pypto"))
    return rel[:-5] if rel.endswith(".json") else rel


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pto-plan", default=os.path.join(ROOT, "build", "bin",
                                                       "pto-plan"))
    ap.add_argument("--bench-dir", default=os.path.join(ROOT, "..", "shared",
                                                        "bench"))
    ap.add_argument("--budget-ms", type=int, default=10000,
                    help="wall-clock budget per instance (default 10000)")
    ap.add_argument("--node-budget", type=int,
                    help="node budget per instance (deterministic)")
    ap.add_argument("--only", choices=["minimalloc", "pypto"])
    ap.add_argument("--markdown", action="store_true",
                    help="print Markdown tables")
    ap.add_argument("--chunk", type=int, default=32,
                    help="instances per pto-plan process")
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--no-capacity", action="store_true",
                      help="solve without the instances' capacities")
    mode.add_argument("--both", action="store_true",
                      help="solve with and without the capacities and "
                      "compare the peaks")
    args = ap.parse_args()
    if args.both:
        with_cap = bench_rows(args, [])
        print("# with the capacities")
        report(args, with_cap)
        without = bench_rows(args, ["--no-capacity"])
        print()
        print("# without the capacities (--no-capacity)")
        report(args, without)
        print()
        print("# with against without")
        compare(args, with_cap, without)
        return 0
    report(args, bench_rows(args, ["--no-capacity"] if args.no_capacity
                            else []))
    return 0


def bench_rows(args, mode):
    """Runs pto-plan --bench over the instances; one dict per instance."""
    bench = os.path.abspath(args.bench_dir)
    extra = list(mode)
    if args.budget_ms is not None and args.node_budget is None:
        extra += ["--budget-ms", str(args.budget_ms)]
    if args.node_budget is not None:
        extra += ["--node-budget", str(args.node_budget)]

    instances = find_instances(bench, args.only)
    rows = []
    for family in ("minimalloc", "pypto"):
        files = [f for fam, f in instances if fam == family]
        for i in range(0, len(files), args.chunk):
            for r in run_pto_plan(args.pto_plan, files[i:i + args.chunk],
                                  extra):
                r["family"] = family
                r["name"] = short_name(family, r["file"], bench)
                rows.append(r)
    return rows


def report(args, rows):
    """Prints the per-instance tables and the summaries of one mode."""
    bench = os.path.abspath(args.bench_dir)
    best = parse_best_known(os.path.join(bench, "README.md"))
    sep = " | " if args.markdown else "  "
    head = ["instance", "buffers", "lb", "peak", "peak/lb", "peak/best",
            "status", "time_ms", "best_at_ms", "known_at_ms", "ff_peak",
            "ff/lb", "ff/best"]
    for family in ("minimalloc", "pypto"):
        fam = [r for r in rows if r["family"] == family]
        if not fam:
            continue
        print()
        print("## %s (%d instances)" % (family, len(fam)))
        print()
        print_head(head, sep, args.markdown)
        for r in fam:
            key = r["name"] if family == "minimalloc" else None
            b = best.get(key) if key else None
            cells = [r["name"], str(r["buffers"]), str(r["lb"]),
                     str(r["peak"]), fmt_ratio(ratio(r["peak"], r["lb"])),
                     fmt_ratio(ratio(r["peak"], b)) if b else "-",
                     r["status"], "%.3f" % r["time_ms"],
                     "%.3f" % r["time_to_best_ms"],
                     "%.3f" % known_at(r, b) if b else "-",
                     str(r["baseline_peak"]),
                     fmt_ratio(ratio(r["baseline_peak"], r["lb"])),
                     fmt_ratio(ratio(r["baseline_peak"], b)) if b else "-"]
            if args.markdown:
                print("| " + " | ".join(cells) + " |")
            else:
                print(sep.join(cells))

    print()
    print("## summary")
    print()
    for family in ("minimalloc", "pypto"):
        fam = [r for r in rows if r["family"] == family]
        if not fam:
            continue
        times = [r["time_ms"] for r in fam]
        best_at = [r["time_to_best_ms"] for r in fam]
        ff_times = [r["baseline_time_ms"] for r in fam]
        statuses = {}
        for r in fam:
            statuses[r["status"]] = statuses.get(r["status"], 0) + 1
        at_lb = sum(1 for r in fam if r["peak"] == r["lb"])
        ff_at_lb = sum(1 for r in fam if r["baseline_peak"] == r["lb"])
        print("%s: %d instances" % (family, len(fam)))
        print("  geomean peak/lb      %.4f   (first fit: %.4f)" % (
            geomean([ratio(r["peak"], r["lb"]) for r in fam]),
            geomean([ratio(r["baseline_peak"], r["lb"]) for r in fam])))
        if family == "minimalloc":
            pb = [ratio(r["peak"], best[r["name"]]) for r in fam
                  if r["name"] in best]
            fb = [ratio(r["baseline_peak"], best[r["name"]]) for r in fam
                  if r["name"] in best]
            print("  geomean peak/best    %.4f   (first fit: %.4f)" % (
                geomean(pb), geomean(fb)))
            fits = sum(1 for r in fam if r["status"] in ("optimal",
                                                          "feasible"))
            reached = sum(1 for r in fam if r["name"] in best
                          and r["peak"] <= best[r["name"]])
            print("  fit 1048576          %d/%d; at or below best known %d/%d"
                  % (fits, len(fam), reached, len(fam)))
            ka = [known_at(r, best[r["name"]]) for r in fam
                  if r["name"] in best]
            ka = [x for x in ka if x == x]
            if ka:
                print("  time to best known   median %.1f ms, max %.1f ms" % (
                    statistics.median(ka), max(ka)))
        print("  peak == lb           %d/%d   (first fit: %d/%d)" % (
            at_lb, len(fam), ff_at_lb, len(fam)))
        print("  status               " + ", ".join(
            "%s %d" % (k, statuses[k]) for k in sorted(statuses)))
        print("  time ms              median %.3f, max %.1f "
              "(time to best: median %.3f, max %.1f)" % (
                  statistics.median(times), max(times),
                  statistics.median(best_at), max(best_at)))
        print("  first-fit time ms    median %.3f, max %.3f" % (
            statistics.median(ff_times), max(ff_times)))
        bad = [r["name"] for r in fam if r["violations"] and
               r["status"] in ("optimal", "feasible")]
        if bad:
            print("  VALIDATION FAILURES: " + ", ".join(bad))


def compare(args, with_cap, without):
    """Prints, per family, the instances whose peak differs between the two
    modes, and the counts of same, lower and higher peaks without."""
    by_name = {(r["family"], r["name"]): r for r in without}
    sep = " | " if args.markdown else "  "
    head = ["instance", "peak with", "peak without", "lb",
            "best_at_ms with", "best_at_ms without"]
    for family in ("minimalloc", "pypto"):
        pairs = [(r, by_name.get((family, r["name"]))) for r in with_cap
                 if r["family"] == family]
        if not pairs:
            continue
        same = sum(1 for a, b in pairs if b and b["peak"] == a["peak"])
        lower = sum(1 for a, b in pairs if b and b["peak"] < a["peak"])
        higher = [(a, b) for a, b in pairs if b and b["peak"] > a["peak"]]
        at_lb = sum(1 for a, b in pairs if b and b["peak"] == b["lb"])
        print()
        print("## %s: without the capacity, %d the same peak, %d lower, %d "
              "higher; peak == lb %d/%d" % (family, same, lower, len(higher),
                                           at_lb, len(pairs)))
        shown = pairs if family == "minimalloc" else higher
        if not shown:
            continue
        print()
        print_head(head, sep, args.markdown)
        for a, b in shown:
            cells = [a["name"], str(a["peak"]), str(b["peak"]) if b else "-",
                     str(a["lb"]), "%.1f" % a["time_to_best_ms"],
                     "%.1f" % b["time_to_best_ms"] if b else "-"]
            if args.markdown:
                print("| " + " | ".join(cells) + " |")
            else:
                print(sep.join(cells))


if __name__ == "__main__":
    sys.exit(main())
