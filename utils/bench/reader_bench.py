#!/usr/bin/env python3
# ===- reader_bench.py - pto-plan's readers at 10^5-10^6 buffers -----------===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""What reading a large problem costs: measured figures, printed (no asserts).

Usage: reader_bench.py [--pto-plan build/bin/pto-plan] [--sizes 100000,1000000]

For each size, a random problem of gen_random.py (about 100 buffers live
at once, 1 to 64 KiB, seed 1) is solved by pto-plan from its MiniMalloc CSV,
which also writes it as schema-v1 JSON (--write-problem), and then from that
JSON. The solve is the same (--solver=baseline --node-budget=1), so the
difference in maximum resident memory and wall time between the two rows of
a size is what the JSON reader costs over the CSV one. Printed per run: the
format, the file's size, the process's wall time and maximum resident set
(each run in a fresh interpreter, so that RUSAGE_CHILDREN is its own), and
the peak (which must be equal for both formats).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import gen_random  # noqa: E402

PROBE = ("import resource, subprocess, sys, time; "
         "t = time.perf_counter(); "
         "r = subprocess.run(sys.argv[1:], capture_output=True, text=True); "
         "w = (time.perf_counter() - t) * 1000; "
         "u = resource.getrusage(resource.RUSAGE_CHILDREN); "
         "print(r.returncode, w, u.ru_maxrss); "
         "print(r.stdout, end=''); print(r.stderr, end='', file=sys.stderr)")


def measure(cmd):
    """(exit status, wall ms, max RSS KiB, stdout, stderr) of cmd."""
    p = subprocess.run([sys.executable, "-c", PROBE] + cmd,
                       capture_output=True, text=True)
    lines = p.stdout.splitlines()
    code, wall, rss = lines[0].split() if lines else ("?", "0", "0")
    return code, float(wall), int(rss), p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pto-plan", default=os.path.join(ROOT, "build", "bin",
                                                       "pto-plan"))
    ap.add_argument("--sizes", default="100000,1000000")
    args = ap.parse_args()
    try:
        sizes = [int(s) for s in args.sizes.split(",") if s]
    except ValueError:
        sys.exit("reader_bench.py: --sizes takes numbers separated by commas")
    if any(n < 1 for n in sizes):
        sys.exit("reader_bench.py: sizes must be positive")
    if not os.path.exists(args.pto_plan):
        sys.exit(f"reader_bench.py: no pto-plan at {args.pto_plan}")
    solve = ["--solver=baseline", "--node-budget=1"]
    print(f"{'buffers':>8} {'format':>6} {'file_MiB':>9} {'wall_ms':>9} "
          f"{'max_rss_MiB':>11} {'peak':>10}")
    with tempfile.TemporaryDirectory(prefix="ascendpto-reader-") as tmp:
        for n in sizes:
            csv = os.path.join(tmp, f"random-{n}.csv")
            js = os.path.join(tmp, f"random-{n}.json")
            gen_random.write(n, 1, csv)
            for fmt, path, extra in (("csv", csv, ["--write-problem", js]),
                                     ("json", js, [])):
                code, wall, rss, out, err = measure(
                    [args.pto_plan, path] + solve + extra)
                m = re.search(r"peak=(\d+)", out)
                if code != "0" or not m:
                    print(f"{n:>8} {fmt:>6} pto-plan failed (exit {code}): "
                          f"{err.strip()}")
                    continue
                print(f"{n:>8} {fmt:>6} "
                      f"{os.path.getsize(path) / 2**20:>9.1f} {wall:>9.1f} "
                      f"{rss / 1024:>11.1f} {m.group(1):>10}", flush=True)
            for path in (csv, js):
                if os.path.exists(path):
                    os.remove(path)


if __name__ == "__main__":
    main()
