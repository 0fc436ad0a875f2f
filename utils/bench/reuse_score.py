#!/usr/bin/env python3
# ===- reuse_score.py - Score a schema-v1 solution's reuse objective ------===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Score a schema-v1 solution against its problem's reuse objective.

Reads a problem (schema v1, ../shared/bench/dsa-solver/schemas) and a
solution for it (pto-plan's -o output, or any other solver's placements) and
prints, for the objective [capacity_overflow, reuse_cost]:

  capacity_overflow=B reuse_cost=C activated=N penalties=M conflicts=K

- capacity_overflow: bytes beyond capacity, summed over pools (a pool's peak
  is its highest offset + size);
- reuse_cost: the sum of the costs of the activated penalties; a penalty
  (first, second, cost) is activated when both buffers are placed in one
  pool on at least one common byte (the schema's rule: "a cost is charged
  when the pair has disjoint lifetimes but overlapping placed address
  ranges"; dsa-solver docs/structured_problem_schema_v1.md);
- conflicts: pairs that share a byte while live together, or that a
  separation keeps apart; a valid placement has none (the count is printed,
  the exit status is 1 if it is not 0).

It shares no code with pto-plan (lib/Planner/ReuseCost.cpp), so
utils/bench/reuse_bench.py uses it to re-score every placement pto-plan
writes. `--per-pool` adds one line per pool.

Example:
  utils/bench/reuse_score.py problem.json solution.json

Standard library only.
"""

import argparse
import json
import sys


def overlaps(a_lo, a_hi, b_lo, b_hi):
    return a_lo < b_hi and b_lo < a_hi


def score(problem_doc, solution_doc):
    prob = problem_doc["problem"]
    buffers = {b["id"]: b for b in prob["buffers"]}
    pools = {p["id"]: p for p in prob["pools"]}
    place = {}
    for pl in solution_doc["placements"]:
        place[pl["buffer"]] = (pl["pool"], pl["offset"])
    missing = [b for b in buffers if b not in place]
    if missing:
        raise ValueError("no placement for buffer(s) %s" % missing[:5])

    def shares(a, b):
        (pa, oa), (pb, ob) = place[a], place[b]
        sa, sb = buffers[a]["size"], buffers[b]["size"]
        return pa == pb and sa and sb and overlaps(oa, oa + sa, ob, ob + sb)

    def live_together(a, b):
        return any(overlaps(i["lower"], i["upper"], j["lower"], j["upper"])
                   for i in buffers[a]["live_intervals"]
                   for j in buffers[b]["live_intervals"])

    peak = {p: 0 for p in pools}
    for b, (p, off) in place.items():
        peak[p] = max(peak.get(p, 0), off + buffers[b]["size"])
    over = {p: max(0, peak[p] - pools[p]["capacity"])
            if pools[p]["capacity"] is not None else 0 for p in pools}

    pens = prob.get("cost_model", {}).get("reuse_penalties", [])
    cost, active = {p: 0 for p in pools}, 0
    for r in pens:
        if r["first"] != r["second"] and shares(r["first"], r["second"]):
            cost[place[r["first"]][0]] += r["cost"]
            active += 1

    conflicts = 0
    seps = {(min(s["first"], s["second"]), max(s["first"], s["second"]))
            for s in prob["constraints"]["separations"]}
    by_pool = {}
    for b, (p, _) in place.items():
        by_pool.setdefault(p, []).append(b)
    for members in by_pool.values():
        members.sort(key=lambda b: place[b][1])
        for i, a in enumerate(members):
            end = place[a][1] + buffers[a]["size"]
            for b in members[i + 1:]:
                if place[b][1] >= end:
                    break
                if shares(a, b) and (live_together(a, b) or
                                     (min(a, b), max(a, b)) in seps):
                    conflicts += 1
    return dict(overflow=over, cost=cost, active=active, penalties=len(pens),
                conflicts=conflicts, peak=peak, pools=pools)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("problem")
    ap.add_argument("solution")
    ap.add_argument("--per-pool", action="store_true")
    args = ap.parse_args()
    try:
        with open(args.problem) as f:
            prob = json.load(f)
        with open(args.solution) as f:
            sol = json.load(f)
        r = score(prob, sol)
    except (OSError, ValueError, KeyError, TypeError) as e:
        sys.exit("reuse_score.py: %s" % e)
    if args.per_pool:
        for p, pool in sorted(r["pools"].items()):
            print("pool %s: peak=%d capacity=%s overflow=%d reuse_cost=%d"
                  % (pool["name"], r["peak"][p], pool["capacity"],
                     r["overflow"][p], r["cost"][p]))
    print("capacity_overflow=%d reuse_cost=%d activated=%d penalties=%d "
          "conflicts=%d" % (sum(r["overflow"].values()),
                            sum(r["cost"].values()), r["active"],
                            r["penalties"], r["conflicts"]))
    return 1 if r["conflicts"] else 0


if __name__ == "__main__":
    sys.exit(main())
