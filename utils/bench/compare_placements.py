#!/usr/bin/env python3
# ===- compare_placements.py - Two builds' placements, input by input -----===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Compares the output of two builds of AscendPTO on the same inputs.

Usage: compare_placements.py --old-plugin OLD.so --new-plugin NEW.so
                             [--old-pto-plan OLD] [--new-pto-plan NEW]
                             [--planners pypto,auto,dsa] [--fuzz-seeds 40]
                             [--bench /work/shared/bench] [--llc llc-22]
                             [--show N]

For a change that must not move a placement (the pypto packer is the seed's
reference behaviour: `-ascendpto-memory-planner=pypto` keeps it exactly),
this runs both builds on

  - every .ll under test/ (lit tests and their Inputs, default options),
  - examples/*.ll and examples/*.c (through utils/clang/pto-cc),
  - the generated kernels of utils/fuzz/pto_fuzz.py --print --seed 1..N,
  - the llc_scaling.py kernels (lanes and mixed, 100 / 1,000 / 10,000
    tiles),

under each planner, and compares the printed PTO text (every tile's
address is in it), the exit status and the diagnostics; and, with both
pto-plan binaries, the pypto packer's placement
(`pto-plan --pypto-placement`) of every schema-v1 JSON problem and
MiniMalloc CSV under the benchmark directory. It prints one line per
(input group, planner): inputs, identical, different, and the first
different inputs. Exit status 1 if any output differs under a planner
listed in --must-match (default: pypto), else 0.
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

import llc_scaling  # noqa: E402


def normalise(text, plugin):
    """Output with the plugin's path and timing lines taken out."""
    text = text.replace(plugin, "PLUGIN")
    return "\n".join(l for l in text.splitlines()
                     if not re.search(r"time_ms=|Total Execution Time", l))


def run_llc(args, plugin, path, planner):
    if path.endswith(".c"):
        cmd = [os.path.join(ROOT, "utils", "clang", "pto-cc"), path,
               f"-ascendpto-memory-planner={planner}", "-o", "-"]
        env = dict(os.environ, ASCENDPTO_PLUGIN=plugin)
    else:
        cmd = [args.llc, f"-load={plugin}", "-mtriple=ascendpto",
               f"-ascendpto-memory-planner={planner}", path, "-o", "-"]
        env = None
    r = subprocess.run(cmd, capture_output=True, text=True, env=env,
                       timeout=600)
    return (r.returncode, normalise(r.stdout, plugin),
            normalise(r.stderr, plugin))


def run_pto_plan(binary, path, out):
    r = subprocess.run([binary, path, "--pypto-placement", out],
                       capture_output=True, text=True, timeout=600)
    text = ""
    if os.path.exists(out):
        with open(out) as f:
            text = f.read()
        os.remove(out)
    return (r.returncode, r.stdout + text, r.stderr.replace(path, "FILE"))


def report(group, planner, results, show):
    same = [p for p, eq in results if eq]
    diff = [p for p, eq in results if not eq]
    first = ", ".join(os.path.relpath(p, ROOT) if p.startswith(ROOT) else p
                      for p in diff[:show])
    print(f"{group:>10} {planner:>7} {len(results):>6} {len(same):>9} "
          f"{len(diff):>9}  {first}", flush=True)
    return len(diff)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--old-plugin", required=True)
    ap.add_argument("--new-plugin", required=True)
    ap.add_argument("--old-pto-plan")
    ap.add_argument("--new-pto-plan")
    ap.add_argument("--planners", default="pypto,auto,dsa")
    ap.add_argument("--must-match", default="pypto")
    ap.add_argument("--fuzz-seeds", type=int, default=40)
    ap.add_argument("--bench", default="/work/shared/bench")
    ap.add_argument("--llc", default="llc-22")
    ap.add_argument("--scaling-sizes", default="100,1000,10000")
    ap.add_argument("--show", type=int, default=5)
    args = ap.parse_args()
    for p in (args.old_plugin, args.new_plugin):
        if not os.path.exists(p):
            sys.exit(f"compare_placements.py: no plugin at {p}")
    planners = [p for p in args.planners.split(",") if p]
    must = set(p for p in args.must_match.split(",") if p)
    tmp = tempfile.mkdtemp(prefix="ascendpto-compare-")

    groups = []
    lit = sorted(glob.glob(os.path.join(ROOT, "test", "**", "*.ll"),
                           recursive=True))
    groups.append(("lit", lit))
    ex = sorted(glob.glob(os.path.join(ROOT, "examples", "*.ll")) +
                glob.glob(os.path.join(ROOT, "examples", "*.c")))
    groups.append(("examples", ex))
    fuzz = []
    for seed in range(1, args.fuzz_seeds + 1):
        r = subprocess.run([sys.executable,
                            os.path.join(ROOT, "utils", "fuzz",
                                         "pto_fuzz.py"),
                            "--print", "--seed", str(seed)],
                           capture_output=True, text=True)
        if r.returncode == 0 and r.stdout:
            path = os.path.join(tmp, f"fuzz-{seed}.ll")
            with open(path, "w") as f:
                f.write(r.stdout)
            fuzz.append(path)
    groups.append(("fuzz", fuzz))
    scaling = []
    for n in [int(s) for s in args.scaling_sizes.split(",") if s]:
        for kind, gen in (("lanes", llc_scaling.generate),
                          ("mixed", llc_scaling.generate_mixed)):
            path = os.path.join(tmp, f"{kind}-{n}.ll")
            with open(path, "w") as f:
                f.write(gen(n)[0])
            scaling.append(path)
    groups.append(("scaling", scaling))

    print(f"{'group':>10} {'planner':>7} {'inputs':>6} {'identical':>9} "
          f"{'different':>9}  first different")
    bad = 0
    for name, files in groups:
        for planner in planners:
            results = []
            for path in files:
                old = run_llc(args, args.old_plugin, path, planner)
                new = run_llc(args, args.new_plugin, path, planner)
                results.append((path, old == new))
            n = report(name, planner, results, args.show)
            if planner in must:
                bad += n
    if args.old_pto_plan and args.new_pto_plan:
        problems = sorted(
            p for p in glob.glob(os.path.join(args.bench, "**", "*.json"),
                                 recursive=True)
            if "schemas" not in p and "architectures" not in p)
        problems += sorted(glob.glob(os.path.join(args.bench, "**", "*.csv"),
                                     recursive=True))
        results = []
        for path in problems:
            old = run_pto_plan(args.old_pto_plan, path,
                               os.path.join(tmp, "old.csv"))
            new = run_pto_plan(args.new_pto_plan, path,
                               os.path.join(tmp, "new.csv"))
            results.append((path, old == new))
        bad += report("bench", "pypto", results, args.show)
    for f in os.listdir(tmp):
        os.remove(os.path.join(tmp, f))
    os.rmdir(tmp)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
