#!/usr/bin/env python3
# ===- stages_bench.py - Multi-buffering against the K-loop length --------===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Print est_cycles of the K-loop GEMM at 1, 2 and 4 stages, by K.

The kernel is examples/matmul_stages_l1.ll (C[128x128] = A[128xK] x
B[Kx128], f16 in, f32 out; each K chunk of 256 loaded into L1 and fed to
the cube as four 128x128x64 blocks; the first chunk peeled, a loop over
the others) with its K rewritten: --chunks 8,16,32,64 loop trips are K =
2304, 4352, 8448 and 16640. For each K and each placement objective
(time, the default, and bytes) it compiles with -ascendpto-stages=1, 2
and 4 and prints est_cycles (docs/cost-model.md), the busy cycles of
MTE2, MTE1 and M at one stage, and the ratio to the 1-stage figure.

The model's floor for 2 stages is MTE2-bound: the peeled chunk's loads,
the loop's loads back to back, then the last chunk's moves, matmuls and
store (docs/planner.md, "Automatic multi-buffering"). The column "bound"
is the lower bound of any stage count's ratio: the busiest pipe's busy
cycles (the same work at every stage count) over the 1-stage est_cycles.

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
EXAMPLE = os.path.join(ROOT, "examples", "matmul_stages_l1.ll")
SYNC = re.compile(r"^ascendpto-sync: func=gemm mode=\S+ .* est_cycles=(\S+)$")
BUSY = re.compile(r"^ascendpto-sync: func=gemm busy (.*)$")
PEAK = re.compile(r"^ascendpto-plan: func=gemm space=(\S+) .* peak=(\d+) ")


def kernel(chunks):
    """examples/matmul_stages_l1.ll with a loop of `chunks` trips."""
    with open(EXAMPLE) as f:
        text = f.read()
    k = 256 * (chunks + 1)
    # The K extent of A's and B's views, and the loop's bound.
    out, n = re.subn(r"\bi64 2304\b", "i64 %d" % k, text)
    if n != 3:
        sys.exit("stages_bench.py: %s no longer has K = 2304 in its two "
                 "views (found %d)" % (EXAMPLE, n))
    out, n = re.subn(r"icmp eq i64 %k.next, 9\b",
                     "icmp eq i64 %%k.next, %d" % (chunks + 1), out)
    if n != 1:
        sys.exit("stages_bench.py: %s no longer ends its loop at 9" % EXAMPLE)
    return out


def compile_ll(args, path, extra):
    """(est_cycles, {pipe: busy}, mat peak) or an error string."""
    out = subprocess.run(
        [args.llc, "-load=" + args.plugin, "-mtriple=ascendpto",
         "-mcpu=" + args.cpu, "-ascendpto-plan-report=detail", path, "-o",
         os.devnull] + extra, capture_output=True, text=True,
        timeout=args.timeout)
    if out.returncode != 0:
        lines = out.stderr.strip().splitlines()
        return "refused: " + (lines[-1][:70] if lines else "?")
    est, busy, mat = None, {}, 0
    for line in out.stderr.splitlines():
        m = SYNC.match(line)
        if m:
            est = m.group(1)
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


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--plugin", default=os.path.join(ROOT, "build", "lib",
                                                     "libAscendPTO.so"))
    ap.add_argument("--llc", default="llc-22")
    ap.add_argument("--cpu", default="ascend910b")
    ap.add_argument("--chunks", default="8,16,32,64",
                    help="loop trips (K chunks of 256 after the first)")
    ap.add_argument("--timeout", type=int, default=300)
    args = ap.parse_args()
    if not os.path.exists(args.plugin):
        sys.exit("stages_bench.py: no plugin at %s (build first)" %
                 args.plugin)
    print("cpu %s; K-loop GEMM 128x128 += 128xK x Kx128 (f16), K chunks of "
          "256 in L1, 128x128x64 cube blocks" % args.cpu)
    print("%-9s %6s %6s | %8s %8s %8s | %6s %6s %6s | %6s %6s %6s" % (
        "objective", "trips", "K", "1 stage", "2", "4", "2/1", "4/1",
        "bound", "MTE2", "MTE1", "M"))
    with tempfile.TemporaryDirectory() as tmp:
        for objective in ("time", "bytes"):
            for chunks in [int(c) for c in args.chunks.split(",")]:
                ll = os.path.join(tmp, "kloop-%d.ll" % chunks)
                with open(ll, "w") as f:
                    f.write(kernel(chunks))
                runs = {}
                for n in (1, 2, 4):
                    runs[n] = compile_ll(args, ll, [
                        "-ascendpto-stages=%d" % n,
                        "-ascendpto-placement-objective=" + objective])
                bad = [r for r in runs.values() if isinstance(r, str)]
                if bad:
                    print("%-9s %6d %6d | %s" % (objective, chunks,
                                                 256 * (chunks + 1), bad[0]))
                    continue
                c1, busy = runs[1][0], runs[1][1]
                bound = max(busy.values(), default=0) / c1
                print("%-9s %6d %6d | %8d %8d %8d | %6.3f %6.3f %6.3f | %6d "
                      "%6d %6d" % (objective, chunks, 256 * (chunks + 1), c1,
                                   runs[2][0], runs[4][0], runs[2][0] / c1,
                                   runs[4][0] / c1, bound,
                                   busy.get("MTE2", 0), busy.get("MTE1", 0),
                                   busy.get("M", 0)))


if __name__ == "__main__":
    main()
