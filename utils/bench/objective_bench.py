#!/usr/bin/env python3
# ===- objective_bench.py - Placement objective: est_cycles and peak ------===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Print est_cycles and peak under the placement objectives.

For every example kernel (examples/*.ll, examples/*.c through pto-cc) and
the fuzzer's generated kernels (pto_fuzz.py --print --seed S for S in
--first..--last, generated for the target: --mcpu CPU where the fuzzer
takes it), on every
target (--cpus, default ascend910b and ascend950) and stage count
(--stages, -ascendpto-stages=1, 2 and 4), compiles each function under
-ascendpto-placement-objective=bytes, =time (the default) and with no
reuse at all (-ascendpto-disable-buffer-reuse, where that fits), and
prints per function the summed peak over its spaces, the est_cycles of
the synchronised kernel (the `ascendpto-sync:` report line,
docs/cost-model.md; `~` marks an assumed trip count), and issue 12 point
5 on that row: `t<=b` (time never slower than bytes) and `t<=1.05n` (time
within 5% of no-reuse, where no-reuse fits); a summary line per target
and stage count, and a last one with the count of violations; a row whose time placement
the arbitration replaced (docs/planner.md, "Arbitration") ends with
chosen=bytes or chosen=noreuse, and a line counts them. Then the
K-loop GEMMs with
-ascendpto-stages=2 at most 0.6 of their 1-stage est_cycles (also printed
for 4 stages): examples/matmul_stages.ll (16x64 outputs, K blocks of 32,
eight in its loop; DMA-head bound), examples/matmul_stages_l1.ll
(128x128 outputs, K chunks of 256 in L1 fed to the cube in 128x128x64
blocks, eight in its loop; MTE2-bound) and
examples/matmul_stages_balanced.ll (128x256 outputs, K chunks of 128 fed
in 128x256x64 blocks, 16 in its loop) and
examples/matmul_stages_decode.ll (16x256 outputs, the decode shape: K
chunks of 256 fed in 16x256x64 blocks, 42 in its loop; MTE2 and MTE1
nearly equal), each under both objectives
(utils/bench/stages_bench.py prints them by K, with their bounds).

Not a test: the figures are a model's, printed, not asserted.

Example:
  utils/bench/objective_bench.py --plugin build/lib/libAscendPTO.so --seeds 20
  utils/bench/objective_bench.py --first 1 --last 200 --no-kloop
  utils/bench/objective_bench.py --cpus ascend950 --stages 2 --no-kloop
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
PLAN = re.compile(r"^ascendpto-plan: func=(\S+) space=(\S+) .* peak=(\d+) "
                  r".* reuse_deps=(\S+)")
CHOSEN = re.compile(r" chosen=(\S+)$")
SYNC = re.compile(r"^ascendpto-sync: func=(\S+) mode=\S+ .* est_cycles=(\S+)")

MODES = [
    ("bytes", ["-ascendpto-placement-objective=bytes"]),
    ("time", []),
    ("noreuse", ["-ascendpto-disable-buffer-reuse"]),
]


def compile_ll(args, path, extra, cpu):
    """{function: [peak, deps, est, chosen]} or an error line (chosen: the
    placement arbitration's candidate, None when it did not run)."""
    out = subprocess.run(
        [args.llc, "-load=" + args.plugin, "-mtriple=ascendpto",
         "-mcpu=" + cpu, "-ascendpto-plan-report", path, "-o",
         os.devnull] + extra, capture_output=True, text=True,
        timeout=args.timeout)
    if out.returncode != 0:
        lines = out.stderr.strip().splitlines()
        return "refused: " + (lines[-1][:70] if lines else "?")
    funcs = {}
    for line in out.stderr.splitlines():
        m = PLAN.match(line)
        if m:
            f = funcs.setdefault(m.group(1), [0, 0, None, None])
            f[0] += int(m.group(3))
            f[1] += int(m.group(4)) if m.group(4) != "?" else 0
            c = CHOSEN.search(line)
            if c:
                f[3] = c.group(1)
            continue
        m = SYNC.match(line)
        if m and m.group(1) in funcs:
            funcs[m.group(1)][2] = m.group(2)
    return funcs


def cycles(est):
    if est is None or est == "?":
        return None
    return int(est.lstrip("~"))


def fuzz_takes_mcpu(fuzz):
    """Whether pto_fuzz.py generates per target (--mcpu)."""
    r = subprocess.run([sys.executable, fuzz, "--help"], capture_output=True,
                       text=True)
    return "--mcpu" in r.stdout


def examples(args, tmp):
    ks = sorted(glob.glob(os.path.join(ROOT, "examples", "*.ll")))
    for c in sorted(glob.glob(os.path.join(ROOT, "examples", "*.c"))):
        ll = os.path.join(tmp, os.path.basename(c)[:-2] + ".c.ll")
        r = subprocess.run([args.clang, "--target=spir64", "-O2", "-S",
                            "-emit-llvm", "-I",
                            os.path.join(ROOT, "utils", "clang"), c, "-o", ll],
                           capture_output=True, text=True)
        if r.returncode == 0:
            ks.append(ll)
    return ks


def generated(args, tmp, cpu):
    """The fuzzer's kernels of seeds --first..--last, for \p cpu when the
    fuzzer generates per target (its kernels then carry that target-cpu,
    which the function attribute makes win over llc's -mcpu)."""
    fuzz = os.path.join(ROOT, "utils", "fuzz", "pto_fuzz.py")
    per_cpu = fuzz_takes_mcpu(fuzz)
    ks = []
    for s in range(args.first, args.last + 1):
        ll = os.path.join(tmp, "fuzz-%d%s.ll" % (
            s, "-" + cpu if per_cpu else ""))
        cmd = [sys.executable, fuzz, "--print", "--seed", str(s)]
        if per_cpu:
            cmd += ["--mcpu", cpu]
        with open(ll, "w") as f:
            r = subprocess.run(cmd, stdout=f, text=True)
        if r.returncode == 0:
            ks.append(ll)
    return ks


def check_rows(args, kernels_list, cpu, stages):
    """Compile every kernel under the three modes at \p stages on \p cpu;
    print a row per function and return the counts."""
    n = {"rows": 0, "slower": 0, "compared_n": 0, "within": 0,
         "worst_tn": 0.0, "worst_tb": 0.0, "bytes": 0, "noreuse": 0}
    stage_opt = ["-ascendpto-stages=%d" % stages]
    for k in kernels_list:
        res = {m: compile_ll(args, k, extra + stage_opt, cpu)
               for m, extra in MODES}
        name = os.path.basename(k)
        if isinstance(res["time"], str) or isinstance(res["bytes"], str):
            print("%-11s %2d %-24s %s" % (
                cpu, stages, name[:24],
                res["time"] if isinstance(res["time"], str)
                else res["bytes"]))
            continue
        for fn in sorted(res["time"]):
            b = res["bytes"].get(fn, [0, 0, None, None])
            t = res["time"][fn]
            nr = res["noreuse"].get(fn) if isinstance(
                res["noreuse"], dict) else None
            bc, tc = cycles(b[2]), cycles(t[2])
            nc = cycles(nr[2]) if nr else None
            tb = "%.3f" % (tc / bc) if bc and tc else "-"
            tn = "%.3f" % (tc / nc) if nc and tc else "-"
            # The two properties of issue 12 point 5, per row.
            ok_b = "-" if not (bc and tc) else ("yes" if tc <= bc else "NO")
            ok_n = "-" if not (nc and tc) else (
                "yes" if tc <= 1.05 * nc else "NO")
            n["rows"] += 1
            if t[3] in ("bytes", "noreuse"):
                n[t[3]] += 1
            if bc and tc:
                n["worst_tb"] = max(n["worst_tb"], tc / bc)
                n["slower"] += tc > bc
            if nc and tc:
                n["compared_n"] += 1
                n["worst_tn"] = max(n["worst_tn"], tc / nc)
                n["within"] += tc <= 1.05 * nc
            print("%-11s %2d %-24s %-14s %7d %7s %3d | %7d %7s %3d | %7s "
                  "%7s | %5s %5s | %-3s %-3s" % (
                      cpu, stages, name[:24], fn[:14], b[0], b[2], b[1],
                      t[0], t[2], t[1], nr[0] if nr else "no fit",
                      nr[2] if nr else "-", tb, tn, ok_b, ok_n) +
                  (" chosen=" + t[3] if t[3] and t[3] != "time" else ""))
    return n


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--plugin", default=os.path.join(ROOT, "build", "lib",
                                                     "libAscendPTO.so"))
    ap.add_argument("--llc", default="llc-22")
    ap.add_argument("--clang", default="clang-22")
    ap.add_argument("--cpus", default="ascend910b,ascend950",
                    help="targets, comma-separated")
    ap.add_argument("--cpu", help="one target (same as --cpus CPU)")
    ap.add_argument("--stages", default="1,2,4",
                    help="-ascendpto-stages values, comma-separated")
    ap.add_argument("--seeds", type=int,
                    help="generated kernels of seeds 1..N (the same as "
                    "--first 1 --last N; default 20)")
    ap.add_argument("--first", type=int,
                    help="first generated kernel's seed (default 1)")
    ap.add_argument("--last", type=int,
                    help="last generated kernel's seed (default 20; below "
                    "--first: none)")
    ap.add_argument("--only", help="only kernels whose file name contains "
                    "this")
    ap.add_argument("--no-kloop", action="store_true",
                    help="skip the K-loop GEMM ratios")
    ap.add_argument("--timeout", type=int, default=120)
    args = ap.parse_args()
    if not os.path.exists(args.plugin):
        sys.exit("objective_bench.py: no plugin at %s (build first)" %
                 args.plugin)
    if args.seeds is not None and (args.first is not None or
                                   args.last is not None):
        ap.error("--seeds N is --first 1 --last N: give one or the other")
    if args.seeds is not None:
        args.first, args.last = 1, args.seeds
    args.first = 1 if args.first is None else args.first
    args.last = 20 if args.last is None else args.last
    cpus = [args.cpu] if args.cpu else args.cpus.split(",")
    stage_counts = [int(x) for x in args.stages.split(",")]
    print("peak: bytes summed over a function's spaces; est: est_cycles; "
          "deps: reuse_deps; t<=b: time not slower than bytes; t<=1.05n: "
          "time within 5% of no-reuse (where no-reuse fits)")
    print("%-11s %2s %-24s %-14s %7s %7s %3s | %7s %7s %3s | %7s %7s | "
          "%5s %5s | %-3s %-3s" % (
              "cpu", "st", "kernel", "function", "b.peak", "b.est", "dep",
              "t.peak", "t.est", "dep", "n.peak", "n.est", "t/b", "t/n",
              "t<=b", "t<=1.05n"))
    total = {"rows": 0, "slower": 0, "compared_n": 0, "within": 0,
             "worst_tn": 0.0, "worst_tb": 0.0, "bytes": 0, "noreuse": 0}
    with tempfile.TemporaryDirectory() as tmp:
        ex = examples(args, tmp)
        for cpu in cpus:
            ks = ex + generated(args, tmp, cpu)
            if args.only:
                ks = [k for k in ks if args.only in os.path.basename(k)]
            for st in stage_counts:
                n = check_rows(args, ks, cpu, st)
                for key in ("rows", "slower", "compared_n", "within",
                            "bytes", "noreuse"):
                    total[key] += n[key]
                for key in ("worst_tn", "worst_tb"):
                    total[key] = max(total[key], n[key])
                print("# %s, %d stage(s): %d functions; time slower than "
                      "bytes: %d (worst time/bytes %.3f); time within 5%% "
                      "of no-reuse: %d of %d (worst time/no-reuse %.3f)" % (
                          cpu, st, n["rows"], n["slower"], n["worst_tb"],
                          n["within"], n["compared_n"], n["worst_tn"]))
        print()
        print("summary: %d rows (%s x stages %s); time slower than bytes: "
              "%d; time above 1.05 x no-reuse: %d of %d; violations: %d" % (
                  total["rows"], "+".join(cpus), args.stages,
                  total["slower"], total["compared_n"] - total["within"],
                  total["compared_n"],
                  total["slower"] + total["compared_n"] - total["within"]))
        print("arbitration: time's placement replaced by bytes' in %d rows, "
              "by one buffer per tile in %d" % (total["bytes"],
                                                total["noreuse"]))
        if args.no_kloop:
            return
        for cpu in cpus:
            for ex in ("matmul_stages.ll", "matmul_stages_l1.ll",
                       "matmul_stages_balanced.ll",
                       "matmul_stages_decode.ll"):
                for objective in ("time", "bytes"):
                    kloop_ratios(args, ex, objective, cpu)


def kloop_ratios(args, ex, objective, cpu):
    """The K-loop GEMM \p ex at 1, 2 and 4 stages under \p objective."""
    kloop = os.path.join(ROOT, "examples", ex)
    obj = ["-ascendpto-placement-objective=" + objective]
    runs = {n: compile_ll(args, kloop, ["-ascendpto-stages=%d" % n] + obj,
                          cpu)
            for n in (1, 2, 4)}
    bad = [r for r in runs.values() if isinstance(r, str)]
    if bad:
        print("K-loop GEMM %s with stages: %s" % (ex, bad[0]))
        return
    c1 = cycles(runs[1]["gemm"][2])
    for n in (2, 4):
        cn = cycles(runs[n]["gemm"][2])
        print("K-loop GEMM (%s, %s, %s): 1 stage %s cycles (peak %d), %d "
              "stages %s cycles (peak %d): ratio %.3f (target <= 0.6 "
              "at 2 stages)" % (
                  cpu, ex, objective, c1, runs[1]["gemm"][0], n, cn,
                  runs[n]["gemm"][0],
                  cn / c1 if c1 and cn else float("nan")))

if __name__ == "__main__":
    main()
