#!/usr/bin/env python3
# ===- sync_scale_bench.py - ascendpto-insert-sync time as kernels grow ---===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""The insert-sync scaling benchmark of issue 15: measured figures, printed.

Usage: sync_scale_bench.py [--llc llc-22] [--plugin build/lib/libAscendPTO.so]
                           [--baseline-plugin OTHER.so]
                           [--tiles 100,1000,10000,20000]
                           [--families lanes,mixed,chain,loop,loopchain]
                           [--planner auto] [--repeat 3] [--timeout 600]
                           [--keep DIR]
       sync_scale_bench.py --print FAMILY N     (the kernel, on stdout)

For each kernel family and tile count, llc runs --repeat times with
-time-passes and the script prints the printed kernel's set/wait pairs
(set_flag lines), same-pipe barriers and PIPE_ALL barriers (the final one
included), and the smallest of the runs' times: the ascendpto-insert-sync
pass's user + system time (sync_cpu, ms; -time-passes has a resolution of
0.1 ms), that time per tile in microseconds, the pass's wall time and llc's
whole run (on a loaded machine the wall times grow with the load; the CPU
time much less).
With --baseline-plugin, the same for that plugin (e.g. main's before a
change), and whether the two printed kernels are byte-identical. The last
line per family gives the largest over the smallest time per tile from
--tiles' smallest to 10,000 (flat is 1).

Families (deterministic; N is the number of tile-producing ops):
  lanes  llc_scaling.py's: eight in-place accumulator chains of tadd, each
         stored and restarted every 16 steps;
  mixed  llc_scaling.py's: loads of random heights, each stored 1 to 12
         steps later;
  chain  one in-place chain: a taxpy updates the same accumulator N times
         (a V -> V dependence at every step), a store of it every 64 steps;
  loop   the mixed kernel's body, N tiles, inside one counted loop with a
         run-time trip count: every back-edge dependence is a credit;
  loopchain  the chain kernel's body inside such a loop.

The times are measurements of this machine (shared, so a run varies); the
counts are deterministic.
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import llc_scaling  # noqa: E402

RE_SET = re.compile(r"^\s*pto\.set_flag ", re.M)
RE_BARRIER = re.compile(r"^\s*pto\.barrier #pto\.pipe<(\w+)>", re.M)

DECLS = [
    "declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)",
    "declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)",
    "declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), "
    "ptr addrspace(1), float)",
    "declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)",
]


def generate_chain(n):
    """An in-place chain of n taxpy updates of one accumulator."""
    out = ["define void @chain(ptr noalias %p, ptr noalias %q) {",
           "  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 4096, i64 64, "
           "i64 64, i64 1)",
           "  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 4096, i64 64, "
           "i64 64, i64 1)",
           "  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, "
           "i64 16, i64 64)",
           "  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, "
           "i64 16, i64 64)"]
    for i in range(1, n - 1):
        out.append(f"  %a{i} = call ptr addrspace(1) @pto.taxpy("
                   f"ptr addrspace(1) %a{i - 1}, ptr addrspace(1) %x, "
                   f"float 5.0e-01)")
        if i % 64 == 0:
            out.append(f"  call void @pto.tstore(ptr addrspace(1) %a{i}, "
                       f"ptr %w, i64 {(i // 64 * 16) % 4000}, i64 0)")
    last = max(n - 2, 0)
    out += [f"  call void @pto.tstore(ptr addrspace(1) %a{last}, ptr %w, "
            f"i64 0, i64 0)", "  ret void", "}"] + DECLS + [""]
    return "\n".join(out), max(n, 2)


def generate_loop(n, seed=1):
    """n tiles (loads of random heights, each stored 1 to 12 steps later)
    in the body of one loop of a run-time trip count."""
    rng = random.Random(seed)
    out = ["define void @loop(ptr noalias %p, ptr noalias %q, i64 %n) {",
           "entry:",
           "  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 4096, i64 32, "
           "i64 32, i64 1)",
           "  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 4096, i64 32, "
           "i64 32, i64 1)",
           "  br label %body",
           "body:",
           "  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]"]
    pending = []  # (death step, name)
    for step in range(n):
        for death, name in sorted(d for d in pending if d[0] <= step):
            out.append(f"  call void @pto.tstore(ptr addrspace(1) {name}, "
                       f"ptr %w, i64 {(death * 8) % 4000}, i64 0)")
        pending = [d for d in pending if d[0] > step]
        rows = rng.choice([8, 16, 32, 64])
        name = f"%t{step}"
        out.append(f"  {name} = call ptr addrspace(1) @pto.tload(ptr %v, "
                   f"i64 {(step * 8) % 4000}, i64 0, i64 {rows}, i64 32)")
        pending.append((step + rng.randint(1, 12), name))
    for death, name in sorted(pending):
        out.append(f"  call void @pto.tstore(ptr addrspace(1) {name}, "
                   f"ptr %w, i64 {(death * 8) % 4000}, i64 0)")
    out += ["  %i.next = add i64 %i, 1",
            "  %c = icmp slt i64 %i.next, %n",
            "  br i1 %c, label %body, label %exit",
            "exit:", "  ret void", "}"] + DECLS + [""]
    return "\n".join(out), n


def generate_loopchain(n):
    """The chain kernel's body inside one loop of a run-time trip count."""
    text, count = generate_chain(n)
    lines = text.split("\n")
    head = lines[0].replace("@chain(", "@loopchain(").replace(
        ") {", ", i64 %n) {")
    views = [x for x in lines[1:] if "tensor_view" in x and "call" in x]
    end = lines.index("  ret void")
    body = [x for x in lines[1:end] if x not in views]
    out = ([head, "entry:"] + views +
           ["  br label %body", "body:",
            "  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]"] + body +
           ["  %i.next = add i64 %i, 1",
            "  %c = icmp slt i64 %i.next, %n",
            "  br i1 %c, label %body, label %exit",
            "exit:"] + lines[end:])
    return "\n".join(out), count


FAMILIES = {
    "lanes": llc_scaling.generate,
    "mixed": llc_scaling.generate_mixed,
    "chain": generate_chain,
    "loop": generate_loop,
    "loopchain": generate_loopchain,
}


def counts(pto):
    """(set/wait pairs, same-pipe barriers, PIPE_ALL barriers) printed."""
    bars = RE_BARRIER.findall(pto)
    full = sum(1 for b in bars if b == "PIPE_ALL")
    return len(RE_SET.findall(pto)), len(bars) - full, full


def sync_pass_ms(err):
    """The insert-sync pass's (user + system, wall) times from -time-passes
    (ms), or (None, None)."""
    for line in err.splitlines():
        if "nsert" in line and "ync" in line:
            # user (%) system (%) user+system (%) wall (%) name; a report
            # whose system times are all zero has no system column.
            nums = re.findall(r"(\d+\.\d+) \(", line)
            if len(nums) >= 4:
                return float(nums[2]) * 1000, float(nums[3]) * 1000
            if len(nums) == 3:
                return float(nums[1]) * 1000, float(nums[2]) * 1000
    return None, None


def run_llc(args, plugin, path):
    """(ok, message, pto, sync cpu ms, sync wall ms, llc wall ms), the
    smallest times of --repeat runs."""
    best = None
    for _ in range(args.repeat):
        r = run_llc_once(args, plugin, path)
        if not r[0]:
            return r
        if best is None:
            best = list(r)
            continue
        if best[2] != r[2]:
            return (False, "two runs printed different kernels", "", None,
                    None, None)
        for k in (3, 4, 5):
            if r[k] is not None and (best[k] is None or r[k] < best[k]):
                best[k] = r[k]
    return tuple(best)


def run_llc_once(args, plugin, path):
    cmd = [args.llc, f"-load={plugin}", "-mtriple=ascendpto", "-time-passes",
           f"-ascendpto-memory-planner={args.planner}", path, "-o", "-"]
    start = time.perf_counter()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True,
                           timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return False, f"timeout ({args.timeout} s)", "", None, None, None
    wall = (time.perf_counter() - start) * 1000
    if p.returncode != 0:
        msg = (p.stderr.strip().splitlines() or ["?"])[0][:60]
        return False, f"exit {p.returncode}: {msg}", "", None, None, wall
    cpu, swall = sync_pass_ms(p.stderr)
    return True, "", p.stdout, cpu, swall, wall


def fmt(x, spec):
    return "-" if x is None else format(x, spec)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llc", default="llc-22")
    ap.add_argument("--plugin", default=os.path.join(ROOT, "build", "lib",
                                                     "libAscendPTO.so"))
    ap.add_argument("--baseline-plugin", default=None,
                    help="a second plugin to time and compare against")
    ap.add_argument("--tiles", default="100,1000,10000,20000")
    ap.add_argument("--families", default="lanes,mixed,chain,loop,loopchain")
    ap.add_argument("--planner", default="auto")
    ap.add_argument("--timeout", type=int, default=600,
                    help="seconds per llc run")
    ap.add_argument("--repeat", type=int, default=3,
                    help="runs per kernel and plugin; the smallest times")
    ap.add_argument("--keep", help="keep the generated kernels here")
    ap.add_argument("--print", nargs=2, metavar=("FAMILY", "N"),
                    help="print one generated kernel and exit")
    args = ap.parse_args()
    if args.print:
        fam, n = args.print
        if fam not in FAMILIES or not n.isdigit() or int(n) < 2:
            sys.exit("sync_scale_bench.py: --print FAMILY N, FAMILY one of "
                     f"{', '.join(FAMILIES)}, N at least 2")
        sys.stdout.write(FAMILIES[fam](int(n))[0])
        return
    try:
        tiles = [int(s) for s in args.tiles.split(",") if s]
    except ValueError:
        sys.exit("sync_scale_bench.py: --tiles takes numbers separated by "
                 "commas")
    if not tiles or any(n < 2 for n in tiles):
        sys.exit("sync_scale_bench.py: tile counts must be at least 2")
    families = [f for f in args.families.split(",") if f]
    for f in families:
        if f not in FAMILIES:
            sys.exit(f"sync_scale_bench.py: unknown family '{f}' (one of "
                     f"{', '.join(FAMILIES)})")
    plugins = [("new", args.plugin)]
    if args.baseline_plugin:
        plugins.append(("base", args.baseline_plugin))
    for _, p in plugins:
        if not os.path.exists(p):
            sys.exit(f"sync_scale_bench.py: no plugin at {p}")
    tmp = args.keep or tempfile.mkdtemp(prefix="ascendpto-sync-scale-")
    os.makedirs(tmp, exist_ok=True)
    if args.repeat < 1:
        sys.exit("sync_scale_bench.py: --repeat must be at least 1")
    head = (f"{'family':<6} {'tiles':>6} {'plugin':>6} {'pairs':>6} "
            f"{'barriers':>8} {'full':>5} {'sync_cpu':>9} {'us/tile':>8} "
            f"{'sync_wall':>9} {'llc_wall':>9}")
    if args.baseline_plugin:
        head += " same"
    print(head, flush=True)
    for fam in families:
        per_tile = {name: [] for name, _ in plugins}
        for n in tiles:
            text, count = FAMILIES[fam](n)
            path = os.path.join(tmp, f"{fam}-{n}.ll")
            with open(path, "w") as f:
                f.write(text)
            outputs = []
            for name, plugin in plugins:
                ok, msg, pto, ms, swall, wall = run_llc(args, plugin, path)
                outputs.append(pto if ok else None)
                if not ok:
                    print(f"{fam:<6} {count:>6} {name:>6} llc failed: {msg}",
                          flush=True)
                    continue
                pairs, bars, full = counts(pto)
                us = None if ms is None else ms * 1000 / count
                if us is not None and n <= 10000:
                    per_tile[name].append(us)
                line = (f"{fam:<6} {count:>6} {name:>6} {pairs:>6} "
                        f"{bars:>8} {full:>5} {fmt(ms, '9.1f')} "
                        f"{fmt(us, '8.1f')} {fmt(swall, '9.1f')} "
                        f"{fmt(wall, '9.1f')}")
                if args.baseline_plugin and name == plugins[-1][0]:
                    same = (outputs[0] is not None and outputs[0] == pto)
                    line += " yes" if same else " NO"
                print(line, flush=True)
            if not args.keep:
                os.remove(path)
        for name, _ in plugins:
            v = [x for x in per_tile[name] if x > 0]
            if len(v) > 1:
                print(f"{fam:<6} {'flat':>6} {name:>6} largest/smallest "
                      f"us/tile up to 10000 tiles: {max(v) / min(v):.2f}",
                      flush=True)
    if not args.keep:
        os.rmdir(tmp)


if __name__ == "__main__":
    main()
