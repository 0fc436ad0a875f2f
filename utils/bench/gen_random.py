#!/usr/bin/env python3
# ===- gen_random.py - Random interval buffers for planner scaling runs ---===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Writes a MiniMalloc CSV problem of N random buffers in one unbounded pool.

Usage: gen_random.py N SEED OUT.csv

Buffer i starts at a uniform time in [0, N) and lives 1 to 199 steps
(uniform, mean 100), so about 100 buffers are live at once; its size is 1 to
64 KiB in whole KiB (uniform). Deterministic for a given seed. Standard
library only.
"""

import random
import sys


def write(n, seed, out):
    rng = random.Random(seed)
    with open(out, "w") as f:
        f.write("id,lower,upper,size\n")
        for i in range(n):
            lo = rng.randrange(n)
            f.write("%d,%d,%d,%d\n" % (i, lo, lo + rng.randint(1, 199),
                                       1024 * rng.randint(1, 64)))


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    try:
        n, seed = int(sys.argv[1]), int(sys.argv[2])
    except ValueError:
        sys.exit("gen_random.py: N and SEED must be integers")
    if n < 1:
        sys.exit("gen_random.py: N must be positive")
    write(n, seed, sys.argv[3])


if __name__ == "__main__":
    main()
