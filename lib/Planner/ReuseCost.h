//===- ReuseCost.h - Placement under a reuse-cost objective -----*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Schema-v1 problems may state a lexicographic objective such as
/// [capacity_overflow, reuse_cost] with a cost model of reuse penalties: a
/// penalty on a buffer pair is *activated* when the two buffers share a byte
/// of one pool (they are then never live together, so one reuses the
/// other's memory), and the reuse cost of a placement is the sum of its
/// activated penalties. The PyPTO captures use it for cross-pipe reuse: a
/// buffer that takes over memory last touched on another pipe adds a
/// dependence the kernel did not have.
///
/// solveReuseAware minimises that cost subject to capacity, over the peak
/// solver of Solver.h, which it uses as a black box:
///  1. Solve the problem as it is. If it does not fit its capacity, the
///     first objective term cannot be improved by avoiding reuse: stop.
///  2. Solve with every penalised pair as a separation. If that fits, the
///     reuse cost is 0: proven minimal.
///  3. Otherwise enforce penalties one by one (largest cost first) as
///     separations, keeping each one whose solve still fits; pairs the
///     current placement already keeps apart are enforced for free. The best
///     fitting placement found is kept.
///  4. Lower bound: a penalty is forced if the problem with that one pair
///     separated is proven infeasible (every fitting placement activates
///     it). The cost is proven minimal when it equals the sum of the forced
///     penalties.
///  5. Slot search: a pool of equal-size buffers whose capacity holds k of
///     them is a choice of slot per buffer, searched exactly; with k <= 2
///     every placement is a slot placement, so a finished search proves
///     the pool's cost (docs/planner-dsa.md).
///
/// Every placement is validated against the original problem (the added
/// separations only make it stricter); peak is the tie-breaker within each
/// step, as the peak solver minimises it.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_REUSECOST_H
#define ASCENDPTO_PLANNER_REUSECOST_H

#include "Planner/Problem.h"
#include "Planner/Solver.h"
#include <cstdint>

namespace llvm {
namespace ptoplan {

/// True if \p P's objective has a reuse_cost term and \p P has penalties.
bool hasReuseObjective(const Problem &P);

/// True if penalty \p R is activated by \p S: both buffers placed in one
/// pool on at least one common byte.
bool isPenaltyActivated(const Problem &P, const Solution &S,
                        const ReusePenalty &R);

/// The activated reuse cost of \p S (see the file comment).
uint64_t computeReuseCost(const Problem &P, const Solution &S);

/// What solveReuseAware found.
struct ReuseReport {
  /// Activated reuse cost of the returned placement.
  uint64_t Cost = 0;
  /// Proven lower bound on the reuse cost of any fitting placement.
  uint64_t LowerBound = 0;
  /// Bytes beyond capacity, summed over pools (the first objective term).
  uint64_t Overflow = 0;
  /// Overflow is the least any placement has (0, or each overflowing
  /// pool's peak is its proven lower bound).
  bool OverflowProven = true;
  /// Cost == LowerBound and the overflow is proven least: the placement is
  /// lexicographically optimal for [capacity_overflow, reuse_cost].
  bool Proven = false;
  /// Penalised pairs the returned placement keeps apart.
  unsigned Avoided = 0;
  /// Peak solves run.
  unsigned Solves = 0;
};

/// Minimises the reuse cost of \p P subject to capacity. \p Report is the
/// peak solver's report of the returned placement, with the status and
/// lower bound of \p P itself.
Solution solveReuseAware(const Problem &P, const SolverOptions &Opts,
                         SolveReport &Report, ReuseReport &Reuse);

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_REUSECOST_H
