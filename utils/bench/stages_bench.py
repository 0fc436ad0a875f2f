#!/usr/bin/env python3
# ===- stages_bench.py - Multi-buffering against the K-loop length --------===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Print est_cycles of the K-loop GEMMs at 1, 2 and 4 stages, by K, with bounds.

Three kernels are run with their K rewritten (--chunks 8,16,32,64: the
loop's trips, and the file's own; the first chunk is peeled, so K = chunk
x (trips + 1)):

- examples/matmul_stages_l1.ll: C[128x128] = A[128xK] x B[Kx128], K
  chunks of 256 in L1, 128x128x64 cube blocks: MTE2-bound (per chunk MTE2
  1348 cycles, MTE1 976, M 1128 with its barriers);
- examples/matmul_stages_balanced.ll: C[128x256] = A[128xK] x B[Kx256],
  K chunks of 128 in L1, 128x256x64 cube blocks (the base block of Ascend
  GEMM tilings): the cube has nearly MTE2's work (1143, 744, 1036);
- examples/matmul_stages_decode.ll: C[16x256] = A[16xK] x B[Kx256], the
  decode-shaped GEMM (16 rows of activations against a streamed weight),
  K chunks of 256 in L1, 16x256x64 cube blocks: MTE1 has nearly MTE2's
  work, the cube little (1400, 1264, 280). Its file has K = 11008 (42
  trips), where four stages peel two trips before the loop.

For each K and each placement objective (time, the default, and bytes)
it compiles with -ascendpto-stages=1, 2 and 4 and prints est_cycles
(docs/cost-model.md), the busy cycles of MTE2, MTE1 and M at one stage,
and the ratios to the 1-stage figure. Then the other K-loop GEMMs of
examples/ (matmul_stages.ll, matmul_kloop.ll) at their own K, and
examples/gemm.c (through clang, when clang-22 is there), whose K loop has
a run-time trip count: the estimate assumes -ascendpto-cost-loop-trips
trips for it, so the same work is 2t + 1 trips at one stage and t at two
(t trips of two copies, and the epilogue's one), for t = 4, 8, 16 (four
stages would assume t trips for the epilogue's loop too: not the same
work, not printed).

Every target of --cpus (default ascend910b and ascend950) is run; at
every (kernel, K, stage count) point time is checked against bytes (a
VIOLATION line when it is slower), with a count per target and a last
summary line.

The column "bound" is the lower bound of any stage count's ratio: the
busiest pipe's busy cycles (the same work at every stage count) over the
1-stage est_cycles (docs/planner.md, "Automatic multi-buffering").

Not a test: the figures are a model's, printed, not asserted.

Example:
  utils/bench/stages_bench.py --plugin build/lib/libAscendPTO.so
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
EXAMPLES = os.path.join(ROOT, "examples")
SYNC = re.compile(r"^ascendpto-sync: func=gemm mode=\S+ .* est_cycles=(\S+)$")
BUSY = re.compile(r"^ascendpto-sync: func=gemm busy (.*)$")
PEAK = re.compile(r"^ascendpto-plan: func=gemm space=(\S+) .* peak=(\d+) ")

# The GEMMs whose K is rewritten: (file, description, K chunk, the K of
# the file, the loop's end in the file).
SCALED = [
    ("matmul_stages_l1.ll", "128x128 += 128xK x Kx128 (f16), K chunks of "
     "256 in L1, 128x128x64 cube blocks (MTE2-bound)", 256, 2304, 9),
    ("matmul_stages_balanced.ll", "128x256 += 128xK x Kx256 (f16), K chunks "
     "of 128 in L1, 128x256x64 cube blocks (balanced)", 128, 2176, 17),
    ("matmul_stages_decode.ll", "16x256 += 16xK x Kx256 (f16), K chunks of "
     "256 in L1, 16x256x64 cube blocks (decode: MTE2 ~ MTE1)", 256, 11008,
     43),
]
# The other K-loop GEMMs, at their own K.
FIXED = ["matmul_stages.ll", "matmul_kloop.ll"]


def kernel(gemm, chunks):
    """The GEMM's example with a loop of `chunks` trips."""
    name, _, chunk, k0, end0 = gemm
    path = os.path.join(EXAMPLES, name)
    with open(path) as f:
        text = f.read()
    k = chunk * (chunks + 1)
    # The K extent of A's and B's views, and the loop's bound.
    out, n = re.subn(r"\bi64 %d\b" % k0, "i64 %d" % k, text)
    if n != 3:
        sys.exit("stages_bench.py: %s no longer has K = %d in its two "
                 "views (found %d)" % (path, k0, n))
    out, n = re.subn(r"icmp eq i64 %%k.next, %d\b" % end0,
                     "icmp eq i64 %%k.next, %d" % (chunks + 1), out)
    if n != 1:
        sys.exit("stages_bench.py: %s no longer ends its loop at %d" %
                 (path, end0))
    return out


def compile_ll(args, path, extra, assumed=False):
    """(est_cycles, {pipe: busy}, mat peak) or an error string; with
    \p assumed, an estimate on assumed trip counts (`~N`) is taken too."""
    out = subprocess.run(
        [args.llc, "-load=" + args.plugin, "-mtriple=ascendpto",
         "-mcpu=" + args.cpu_now, "-ascendpto-plan-report=detail", path, "-o",
         os.devnull] + extra, capture_output=True, text=True,
        timeout=args.timeout)
    if out.returncode != 0:
        lines = out.stderr.strip().splitlines()
        return "refused: " + (lines[-1][:70] if lines else "?")
    est, busy, mat = None, {}, 0
    for line in out.stderr.splitlines():
        m = SYNC.match(line)
        if m:
            est = m.group(1)[1:] if assumed and m.group(1).startswith("~") \
                else m.group(1)
            continue
        m = BUSY.match(line)
        if m:
            for kv in m.group(1).split():
                p, v = kv.split("=")
                busy[p.replace("PIPE_", "")] = int(v)
            continue
        m = PEAK.match(line)
        if m and m.group(1) == "mat":
            mat = int(m.group(2))
    if est is None or est == "?" or est.startswith("~"):
        return "no static estimate (%s)" % est
    return int(est), busy, mat


def compile_assumed(args, path, extra):
    """(est_cycles, busy) of a kernel whose trip counts are assumed."""
    r = compile_ll(args, path, extra, assumed=True)
    return None if isinstance(r, str) else r[:2]


def runtime_gemm(args, tmp, counts):
    """examples/gemm.c: one stage at 2t + 1 assumed trips against two
    stages at t (the same work)."""
    ll = os.path.join(tmp, "gemm-c.ll")
    cc = subprocess.run(
        [sys.executable, os.path.join(ROOT, "utils", "clang", "pto-cc"),
         os.path.join(EXAMPLES, "gemm.c"), "-S", "-emit-llvm", "-o", ll],
        capture_output=True, text=True,
        env=dict(os.environ, ASCENDPTO_PLUGIN=args.plugin))
    if cc.returncode != 0:
        print("examples/gemm.c: not compiled (%s)" %
              (cc.stderr.strip().splitlines() or ["?"])[-1][:70])
        return
    print("cpu %s; examples/gemm.c (run-time K): 1 stage at 2t+1 trips, 2 "
          "stages at t" % args.cpu_now)
    print("%-9s %15s | %8s %8s | %6s %6s | %6s %6s %6s" % (
        "objective", "trips", "1 stage", "2", "2/1", "bound", "MTE2", "MTE1",
        "M"))
    for t in (4, 8, 16):
        res = {}
        for objective in ("time", "bytes"):
            obj = ["-ascendpto-placement-objective=" + objective]
            one = compile_assumed(args, ll, obj + [
                "-ascendpto-cost-loop-trips=%d" % (2 * t + 1)])
            two = compile_assumed(args, ll, obj + [
                "-ascendpto-stages=2", "-ascendpto-cost-loop-trips=%d" % t])
            if not one or not two:
                print("%-9s %15s | refused" % (objective, "%d/%d" % (2 * t + 1, t)))
                continue
            c1, busy = one
            print("%-9s %15s | %8d %8d | %6.3f %6.3f | %6d %6d %6d" % (
                objective, "%d/%d" % (2 * t + 1, t), c1, two[0], two[0] / c1,
                max(busy.values(), default=0) / c1, busy.get("MTE2", 0),
                busy.get("MTE1", 0), busy.get("M", 0)))
            res[objective] = {1: c1, 2: two[0]}
        compare("%s gemm.c t=%d" % (args.cpu_now, t), res, counts)
    print()


def row(args, label, ll, objective):
    """One row: est_cycles at 1, 2 and 4 stages, ratios, bound, busy."""
    runs = {}
    for n in (1, 2, 4):
        runs[n] = compile_ll(args, ll, [
            "-ascendpto-stages=%d" % n,
            "-ascendpto-placement-objective=" + objective])
    bad = [r for r in runs.values() if isinstance(r, str)]
    if bad:
        print("%-9s %15s | %s" % (objective, label, bad[0]))
        return None
    c1, busy = runs[1][0], runs[1][1]
    bound = max(busy.values(), default=0) / c1
    print("%-9s %15s | %8d %8d %8d | %6.3f %6.3f %6.3f | %6d %6d %6d" % (
        objective, label, c1, runs[2][0], runs[4][0], runs[2][0] / c1,
        runs[4][0] / c1, bound, busy.get("MTE2", 0), busy.get("MTE1", 0),
        busy.get("M", 0)))
    return {n: runs[n][0] for n in runs}


def compare(label, by_objective, counts):
    """Checks time <= bytes at every stage count of one kernel; prints the
    rows that break it and counts them in \p counts."""
    t, b = by_objective.get("time"), by_objective.get("bytes")
    if not t or not b:
        return
    for n in sorted(t):
        counts["compared"] += 1
        if t[n] > b[n]:
            counts["slower"] += 1
            print("VIOLATION %s, %d stage(s): time %d > bytes %d" % (
                label, n, t[n], b[n]))


def header(title):
    print(title)
    print("%-9s %15s | %8s %8s %8s | %6s %6s %6s | %6s %6s %6s" % (
        "objective", "trips/K", "1 stage", "2", "4", "2/1", "4/1", "bound",
        "MTE2", "MTE1", "M"))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--plugin", default=os.path.join(ROOT, "build", "lib",
                                                     "libAscendPTO.so"))
    ap.add_argument("--llc", default="llc-22")
    ap.add_argument("--cpus", default="ascend910b,ascend950",
                    help="targets, comma-separated")
    ap.add_argument("--cpu", help="one target (same as --cpus CPU)")
    ap.add_argument("--chunks", default="8,16,32,64",
                    help="loop trips (K chunks after the first)")
    ap.add_argument("--timeout", type=int, default=300)
    args = ap.parse_args()
    if not os.path.exists(args.plugin):
        sys.exit("stages_bench.py: no plugin at %s (build first)" %
                 args.plugin)
    cpus = [args.cpu] if args.cpu else args.cpus.split(",")
    total = {"compared": 0, "slower": 0}
    with tempfile.TemporaryDirectory() as tmp:
        for cpu in cpus:
            args.cpu_now = cpu
            counts = {"compared": 0, "slower": 0}
            for gemm in SCALED:
                header("cpu %s; %s: %s" % (cpu, gemm[0], gemm[1]))
                trips = sorted(set([int(c) for c in args.chunks.split(",")] +
                                   [gemm[4] - 1]))
                results = {}
                for objective in ("time", "bytes"):
                    for chunks in trips:
                        ll = os.path.join(tmp, "kloop-%d.ll" % chunks)
                        with open(ll, "w") as f:
                            f.write(kernel(gemm, chunks))
                        results.setdefault(chunks, {})[objective] = row(
                            args, "%d/%d" % (chunks, gemm[2] * (chunks + 1)),
                            ll, objective)
                for chunks in trips:
                    compare("%s %s trips %d" % (cpu, gemm[0], chunks),
                            results[chunks], counts)
                print()
            header("cpu %s; the other K-loop GEMMs at their own K" % cpu)
            for name in FIXED:
                results = {}
                for objective in ("time", "bytes"):
                    results[objective] = row(
                        args, name.replace(".ll", ""),
                        os.path.join(EXAMPLES, name), objective)
                compare("%s %s" % (cpu, name), results, counts)
            print()
            runtime_gemm(args, tmp, counts)
            print("# %s: time <= bytes at %d of %d (kernel, K, stage count)"
                  " points" % (cpu, counts["compared"] - counts["slower"],
                              counts["compared"]))
            print()
            for k in total:
                total[k] += counts[k]
    print("summary: %d (cpu, kernel, K, stage count) points on %s; time "
          "slower than bytes: %d" % (total["compared"], "+".join(cpus),
                                     total["slower"]))


if __name__ == "__main__":
    main()
