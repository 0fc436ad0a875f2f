#!/usr/bin/env python3
# ===- gen_chain.py - Generate a long chain of tiles for scaling runs -----===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Writes a schema-v1 problem: a chain of N tiles in one 192 KiB pool.

Usage: gen_chain.py N SEED OUT.json

Tile i starts 0 to 2 steps after tile i-1 and lives 1, 2, 3, 5, 8 or 20
steps; sizes are 1 to 16 KiB; 30% of neighbouring pairs are separated
(semantic_no_alias). Deterministic for a given seed. Standard library only.
"""

import json
import random
import sys


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    n, seed, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    rng = random.Random(seed)
    buffers, separations, t = [], [], 0
    for i in range(n):
        t += rng.randint(0, 2)
        length = rng.choice([1, 2, 3, 5, 8, 20])
        size = rng.choice([1024, 2048, 4096, 8192, 16384])
        buffers.append({"id": i, "name": "t%d" % i, "size": size,
                        "alignment": 32,
                        "live_intervals": [{"lower": t, "upper": t + length}],
                        "allowed_pools": [0]})
        if i > 0 and rng.random() < 0.3:
            separations.append({"first": i - 1, "second": i,
                                "reasons": ["semantic_no_alias"]})
    problem = {
        "schema_version": 1, "profile": "pypto_hard_v1",
        "instance": "chain%d" % n,
        "problem": {
            "pools": [{"id": 0, "name": "Vec", "capacity": 196608,
                       "reserved_ranges": []}],
            "buffers": buffers,
            "constraints": {"colocations": [], "separations": separations,
                            "temporal_exclusions": [],
                            "pinned_allocations": []},
            "objective": {"aggregation": "lexicographic",
                          "terms": ["total_peak"]}}}
    with open(out, "w") as f:
        json.dump(problem, f)


if __name__ == "__main__":
    main()
