#!/usr/bin/env python3
# ===- est_cycles.py - Estimated cycles of the examples -------------------===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Print the estimated cycles (docs/cost-model.md) of every example kernel.

For each examples/*.ll and each CPU, compiles with -ascendpto-plan-report
and prints the function, its sync figures and est_cycles (a `~` marks an
assumed loop trip count). Not a test: the figures are a model's.

Example:
  utils/bench/est_cycles.py --plugin build/lib/libAscendPTO.so
"""

import argparse
import glob
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LINE = re.compile(r"^ascendpto-sync: func=(\S+) mode=(\S+) pairs=(\d+) "
                  r"barriers=(\d+) full-barriers=(\d+) fallbacks=(\d+) "
                  r"(?:slot-syncs=\d+ )?est_cycles=(\S+)$")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--plugin", default=os.path.join(ROOT, "build", "lib",
                                                     "libAscendPTO.so"))
    ap.add_argument("--llc", default="llc-22")
    ap.add_argument("--cpus", default="ascend910b,ascend950")
    ap.add_argument("extra", nargs="*", help="more .ll kernels")
    args = ap.parse_args()
    if not os.path.exists(args.plugin):
        sys.exit("est_cycles.py: no plugin at %s (build first)" % args.plugin)
    kernels = sorted(glob.glob(os.path.join(ROOT, "examples", "*.ll")))
    kernels += args.extra
    print("%-22s %-12s %-20s %6s %8s %6s %11s" % (
        "kernel", "cpu", "function", "pairs", "barriers", "full", "est_cycles"))
    for k in kernels:
        for cpu in args.cpus.split(","):
            out = subprocess.run(
                [args.llc, "-load=" + args.plugin, "-mtriple=ascendpto",
                 "-mcpu=" + cpu, "-ascendpto-plan-report", k, "-o",
                 os.devnull], capture_output=True, text=True)
            if out.returncode != 0:
                print("%-22s %-12s refused: %s" % (
                    os.path.basename(k), cpu,
                    out.stderr.strip().splitlines()[-1][:80]))
                continue
            for line in out.stderr.splitlines():
                m = LINE.match(line)
                if m:
                    print("%-22s %-12s %-20s %6s %8s %6s %11s" % (
                        os.path.basename(k), cpu, m.group(1), m.group(3),
                        m.group(4), m.group(5), m.group(7)))


if __name__ == "__main__":
    main()
