#!/usr/bin/env python3
# ===- llc_scaling.py - Planning time inside llc as kernels grow ----------===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Measures planning time inside llc on generated kernels of growing size.

Usage: llc_scaling.py [--sizes 100,1000,10000] [--llc llc-22]
                      [--plugin build/lib/libAscendPTO.so] [--keep DIR]

Two kernel families. "lanes": each kernel is straight-line vector code over eight accumulator lanes of
different shapes: every step loads a tile and adds it into its lane's
accumulator (an in-place candidate); every 16th step of a lane stores the
accumulator and starts it again from a load, so tiles keep dying and being
reborn. A kernel of N tiles therefore has about N/2 loads and N/2 adds, with
at most a few dozen tiles live at once (it always fits the 184 KiB of UB).
The pypto placement meets the bound there, so the dsa planner is skipped.
"mixed": N loads of random heights (8 to 64 rows of 32 f32), each stored 1
to 12 steps later, so the joint planner has fragmentation to remove.

For each size and each planner (pypto, dsa) the script runs llc with
-time-passes and prints: tiles, the plan report's peak and bound, the CPU
time (user + system) of the buffer-coloring pass, that time per tile, and
llc's whole run (wall).
Deterministic kernels; the times are measurements of this machine.
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))))

LANE_ROWS = [8, 16, 24, 32, 8, 16, 24, 32]


def generate(n):
    """A kernel with about n tile-producing calls."""
    out = ["define void @scaling(ptr %p) {",
           "  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 4096, i64 64, "
           "i64 64, i64 1)"]
    tiles = 0
    acc = {}
    count = {}
    step = 0
    while tiles < n:
        lane = step % len(LANE_ROWS)
        rows = LANE_ROWS[lane]
        row = (step * 8) % 4000
        t = f"%t{step}"
        out.append(f"  {t} = call ptr addrspace(1) @pto.tload(ptr %v, "
                   f"i64 {row}, i64 0, i64 {rows}, i64 64)")
        tiles += 1
        if lane not in acc:
            acc[lane] = t
            count[lane] = 0
        else:
            a = f"%a{step}"
            out.append(f"  {a} = call ptr addrspace(1) @pto.tadd("
                       f"ptr addrspace(1) {acc[lane]}, ptr addrspace(1) {t})")
            tiles += 1
            acc[lane] = a
            count[lane] += 1
            if count[lane] == 16:
                out.append(f"  call void @pto.tstore(ptr addrspace(1) {a}, "
                           f"ptr %v, i64 {row}, i64 0)")
                del acc[lane]
        step += 1
    for lane in sorted(acc):
        out.append(f"  call void @pto.tstore(ptr addrspace(1) {acc[lane]}, "
                   f"ptr %v, i64 0, i64 0)")
    out += ["  ret void", "}",
            "declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)",
            "declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)",
            "declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), "
            "ptr addrspace(1))",
            "declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)", ""]
    return "\n".join(out), tiles


def generate_mixed(n, seed=1):
    """A kernel of n loads of random heights, each stored 1 to 12 steps
    later: fragmentation the whole-buffer packing cannot always undo, so the
    dsa planner has work to do."""
    rng = random.Random(seed)
    out = ["define void @mixed(ptr %p) {",
           "  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 4096, i64 32, "
           "i64 32, i64 1)"]
    pending = []  # (death step, name)
    for step in range(n):
        for death, name in sorted(d for d in pending if d[0] <= step):
            out.append(f"  call void @pto.tstore(ptr addrspace(1) {name}, "
                       f"ptr %v, i64 0, i64 0)")
        pending = [d for d in pending if d[0] > step]
        rows = rng.choice([8, 16, 32, 64])
        name = f"%t{step}"
        out.append(f"  {name} = call ptr addrspace(1) @pto.tload(ptr %v, "
                   f"i64 {(step * 8) % 4000}, i64 0, i64 {rows}, i64 32)")
        pending.append((step + rng.randint(1, 12), name))
    for _, name in sorted(pending):
        out.append(f"  call void @pto.tstore(ptr addrspace(1) {name}, "
                   f"ptr %v, i64 0, i64 0)")
    out += ["  ret void", "}",
            "declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)",
            "declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)",
            "declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)", ""]
    return "\n".join(out), n


def run(llc, plugin, path, planner):
    cmd = [llc, f"-load={plugin}", "-mtriple=ascendpto", "-time-passes",
           "-ascendpto-plan-report", f"-ascendpto-memory-planner={planner}",
           path, "-o", os.devnull]
    start = time.perf_counter()
    r = subprocess.run(cmd, capture_output=True, text=True)
    wall = (time.perf_counter() - start) * 1000
    if r.returncode != 0:
        sys.exit(f"llc failed on {path}:\n{r.stderr}")
    report = re.search(r"ascendpto-plan: .* peak=(\d+) lb=(\d+)", r.stderr)
    # -time-passes: "  <user> (..)  [<sys> (..)]  <user+sys> (..)  <wall>
    # (..)  <name>" (no system column when the run spent none): CPU time
    # (user + system) is the second number from the end.
    coloring = None
    for line in r.stderr.splitlines():
        if "Buffer Coloring" in line or "buffer coloring" in line:
            nums = re.findall(r"(\d+\.\d+) \(", line)
            if len(nums) >= 2:
                coloring = float(nums[-2]) * 1000
                break
    return (int(report.group(1)), int(report.group(2)), coloring, wall)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="100,1000,10000")
    ap.add_argument("--llc", default="llc-22")
    ap.add_argument("--plugin", default=os.path.join(ROOT, "build", "lib",
                                                     "libAscendPTO.so"))
    ap.add_argument("--keep", help="write the kernels into this directory")
    args = ap.parse_args()
    try:
        sizes = [int(s) for s in args.sizes.split(",")]
    except ValueError:
        sys.exit(f"llc_scaling.py: --sizes takes numbers separated by "
                 f"commas, not '{args.sizes}'")
    if any(n < 1 for n in sizes):
        sys.exit("llc_scaling.py: --sizes must be positive")
    if not os.path.exists(args.plugin):
        sys.exit(f"llc_scaling.py: no plugin at {args.plugin} (build first "
                 f"or pass --plugin)")
    tmp = args.keep or tempfile.mkdtemp(prefix="ascendpto-scaling-")
    os.makedirs(tmp, exist_ok=True)
    print(f"{'kernel':>7} {'tiles':>7} {'planner':>7} {'peak':>7} "
          f"{'lb':>7} {'cpu_ms':>11} {'us/tile':>8} {'llc_ms':>8}")
    written = []
    for kind, gen in (("lanes", generate), ("mixed", generate_mixed)):
        for n in sizes:
            text, tiles = gen(n)
            path = os.path.join(tmp, f"{kind}-{n}.ll")
            with open(path, "w") as f:
                f.write(text)
            written.append(path)
            for planner in ("pypto", "dsa"):
                peak, lb, coloring, wall = run(args.llc, args.plugin, path,
                                               planner)
                per = ("-" if coloring is None
                       else f"{coloring * 1000 / tiles:.1f}")
                col = "-" if coloring is None else f"{coloring:.1f}"
                print(f"{kind:>7} {tiles:>7} {planner:>7} {peak:>7} {lb:>7} "
                      f"{col:>11} {per:>8} {wall:>8.1f}", flush=True)
    if not args.keep:
        for path in written:
            os.remove(path)
        os.rmdir(tmp)


if __name__ == "__main__":
    main()
