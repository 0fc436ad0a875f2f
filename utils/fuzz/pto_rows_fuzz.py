#!/usr/bin/env python3
"""Symbolic-rows fuzzer: random GM stores at loop-counter rows, checked
over every trip.

Each kernel stores two tiles to one global argument at rows that are
constants or `a*i + c` of loop counters (a in -32..64, both signs, loops
of 1 to 8 trips, sequential and nested), the shapes the sync pass follows
over the loops' trips (docs/sync.md "Symbolic rows"). Each is compiled by
llc with the plugin and checked by pto_sync_check with --trips 8: every
loop runs every trip count its constant bound allows, so a pair of stores
the pass takes as apart but that meet in some trip is a finding. Each
kernel is also compiled with -ascendpto-sync-symbolic-rows=false, to count
how many kernels the rule printed with fewer barriers (that the fuzzer
exercises it).

Usage: pto_rows_fuzz.py [--count N] [--seed S] [--llc "llc -load=..."]
                        [--seconds T] [--keep DIR]
Prints a finding per line (and keeps the kernel's .ll in --keep) and a
summary "pto_rows_fuzz: N kernels from seed S, M with fewer barriers,
findings=F"; exit 0 when F is 0, else 1.
"""

import argparse
import os
import random
import shlex
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pto_sync_check  # noqa: E402

HEADER = """declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
define void @k(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
"""

MAX_TRIPS = 8


class Kernel:
    """One random kernel (LLVM IR), from its seed."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.names = 0

    def fresh(self, prefix):
        self.names += 1
        return "%s%d" % (prefix, self.names)

    def store(self, iv, trips):
        """A store of %a or %b at a constant row or a*iv + c (rows >= 0
        over the trips)."""
        rng = self.rng
        tile = rng.choice(["%a", "%b"])
        if iv is None or rng.random() < 0.2:
            return ("  call void @pto.tstore(ptr addrspace(1) %s, ptr %%w, "
                    "i64 %d, i64 0)\n" % (tile, rng.randrange(0, 40) * 8))
        a = rng.choice([-32, -16, -8, 8, 16, 24, 32, 48, 64])
        m, r = "%" + self.fresh("m"), "%" + self.fresh("r")
        text = "  %s = mul i64 %s, %d\n" % (m, iv, abs(a))
        if a > 0:
            text += "  %s = add i64 %s, %d\n" % (r, m,
                                                 rng.randrange(0, 40) * 8)
        else:
            c = -a * (trips - 1) + rng.randrange(0, 20) * 8
            text += "  %s = sub i64 %d, %s\n" % (r, c, m)
        return text + ("  call void @pto.tstore(ptr addrspace(1) %s, ptr %%w, "
                       "i64 %s, i64 0)\n" % (tile, r))

    def loop(self, prev, depth):
        """A counted loop entered from block prev: (its text, the block
        after it)."""
        rng = self.rng
        head, after = self.fresh("L"), self.fresh("X")
        iv, trips = "%i" + head, rng.randint(1, MAX_TRIPS)
        body, latch = "", head
        for _ in range(rng.randint(1, 3)):
            if depth < 1 and rng.random() < 0.3:
                text, latch = self.loop(latch, depth + 1)
                body += text
            else:
                body += self.store(iv, trips)
        return ("  br label %%%s\n%s:\n"
                "  %s = phi i64 [ 0, %%%s ], [ %s.n, %%%s ]\n%s"
                "  %s.n = add i64 %s, 1\n"
                "  %s.c = icmp slt i64 %s.n, %d\n"
                "  br i1 %s.c, label %%%s, label %%%s\n%s:\n" %
                (head, head, iv, prev, iv, latch, body, iv, iv, iv, iv,
                 trips, iv, head, after, after)), after

    def text(self):
        out, prev = HEADER, "entry"
        for _ in range(self.rng.randint(1, 3)):
            if self.rng.random() < 0.7:
                text, prev = self.loop(prev, 0)
                out += text
            else:
                out += self.store(None, 1)
        return out + "  ret void\n}\n"


def compile_ir(llc, ir, extra=()):
    p = subprocess.run(shlex.split(llc) + list(extra) + ["-", "-o", "-"],
                       input=ir, capture_output=True, text=True,
                       timeout=120)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--llc", default="llc-22 -load=" + os.path.join(
        HERE, "..", "..", "build", "lib", "libAscendPTO.so") +
        " -mtriple=ascendpto")
    ap.add_argument("--seconds", type=float, default=0,
                    help="stop after this long (0: no limit)")
    ap.add_argument("--keep", default=None,
                    help="a directory for the kernels with a finding")
    args = ap.parse_args()
    pto_sync_check.MOST_TRIPS = MAX_TRIPS
    started = time.time()
    done = fewer = findings = 0
    for seed in range(args.seed, args.seed + args.count):
        ir = Kernel(seed).text()
        rc, pto, err = compile_ir(args.llc, ir)
        found = []
        if rc != 0:
            found = [("k", "llc", err.strip()[-300:])]
        else:
            found = pto_sync_check.check_text(pto, True, 256, True,
                                              samples=16)
            _, whole, _ = compile_ir(
                args.llc, ir, ["-ascendpto-sync-symbolic-rows=false"])
            if whole.count("pto.barrier") > pto.count("pto.barrier"):
                fewer += 1
        done += 1
        for name, kind, msg in found:
            print("seed %d: @%s: %s: %s" % (seed, name, kind, msg))
        if found:
            findings += 1
            if args.keep:
                os.makedirs(args.keep, exist_ok=True)
                with open(os.path.join(args.keep, "rows-%d.ll" % seed),
                          "w") as fh:
                    fh.write(ir)
        if args.seconds and time.time() - started > args.seconds:
            break
    print("pto_rows_fuzz: %d kernels from seed %d, %d with fewer barriers, "
          "findings=%d" % (done, args.seed, fewer, findings))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
