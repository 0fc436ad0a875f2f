//===- Solver.h - Joint placement solvers (dsa) -----------------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// This file declares the entry point of the joint ("dsa") placement
/// planner. It chooses addresses directly for every buffer, so a freed region
/// can be split among smaller buffers (the #1908 case), rather than first
/// merging buffers into slots and then placing slots.
///
/// Solvers (SolverOptions::Solver):
///  - "baseline": first fit by decreasing size (the benchmark's baseline);
///  - "portfolio": first fit and best fit under several orderings and a
///    skyline placer; the best valid result;
///  - "exact": the branch-and-bound search of ExactSearch.h, from the lower
///    bound up, starting from the baseline as incumbent;
///  - "auto" (default): the portfolio, then the exact search while the peak
///    is above the proven lower bound and budget remains.
///
/// Pools are solved one after the other (a buffer allowed in several pools
/// is first assigned greedily to one). In each pool the objective is the
/// peak (the highest end offset); minimising every pool's peak minimises
/// both the total and the maximum peak and any capacity overflow.
///
/// Every candidate placement is checked by the independent validator before
/// it is accepted, so the result is the best *validated* placement found.
///
/// Status:
///  - Optimal: every pool fits and its peak equals its proven lower bound
///    (the bound of LowerBound.h rounded up to the granule every peak is a
///    multiple of, raised by exhausted searches);
///  - Feasible: every pool fits its capacity;
///  - Infeasible: proven that some pool cannot fit (its lower bound exceeds
///    the capacity, or the search at the capacity was exhausted), or the
///    problem contradicts itself (inconsistent colocations or pins,
///    unsatisfiable alignments, separated or same-or-disjoint buffers
///    colocated onto common bytes, colliding or misaligned pins, violated
///    temporal exclusions; SolveReport::Contradictions says which);
///  - Unknown: no placement within capacity found, none proven impossible
///    (also for problems whose sizes exceed what the planner computes with:
///    a size above 2^56, an alignment of 2^40 or more, all sizes together
///    above 2^60).
///
/// Determinism: with a node budget the result depends only on the problem
/// and the budget. A time budget (BudgetMs) can stop the search earlier on a
/// slower machine; tests use node budgets or instances that finish early.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_SOLVER_H
#define ASCENDPTO_PLANNER_SOLVER_H

#include "Planner/LowerBound.h"
#include "Planner/Problem.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <optional>
#include <string>

namespace llvm {
namespace ptoplan {

/// Where a solve stands, for a progress display.
struct SolveProgress {
  StringRef Pool;
  /// Peak of the best placement so far in this pool (0 before the first).
  uint64_t BestPeak = 0;
  uint64_t LowerBound = 0;
  double ElapsedMs = 0;
  /// Search nodes spent in this pool so far.
  uint64_t Nodes = 0;
};

/// How to solve.
struct SolverOptions {
  /// "auto", "baseline", "portfolio" or "exact".
  std::string Solver = "auto";
  /// Wall-clock budget of the whole solve in milliseconds (none if unset).
  std::optional<uint64_t> BudgetMs;
  /// Search-node budget of the whole solve. If neither budget is set,
  /// DefaultNodeBudget applies.
  std::optional<uint64_t> NodeBudget;
  /// Replaces the capacity of every pool.
  std::optional<uint64_t> Capacity;
  /// Branch-and-bound nodes of the clique bound, per pool.
  uint64_t CliqueNodeBudget = 200000;
  /// If set, each portfolio result and exact-search probe is logged here.
  raw_ostream *Trace = nullptr;
  /// If set, called after every accepted placement and every exact-search
  /// probe (the caller throttles what it prints).
  std::function<void(const SolveProgress &)> Progress;

  static constexpr uint64_t DefaultNodeBudget = 1000000;
};

/// What the solver found for one pool.
struct PoolSolveReport {
  unsigned Pool = 0;
  /// Highest end offset in the pool.
  uint64_t Peak = 0;
  /// Proven lower bound on the pool's peak (>= Bound.get()).
  uint64_t LowerBound = 0;
  /// The static bounds (LOAD and clique).
  PoolBound Bound;
  /// Capacity aimed for (after any override).
  std::optional<uint64_t> Capacity;
  Solution::StatusKind Status = Solution::StatusKind::Unknown;
  /// Which method produced the placement (e.g. "first-fit/size", "exact").
  std::string Method;
  /// Exact-search nodes spent on the pool.
  uint64_t Nodes = 0;
  /// Each accepted improvement: (milliseconds since the solve started,
  /// peak), in order.
  SmallVector<std::pair<double, uint64_t>, 8> Improvements;
  /// Buffers placed in the pool (pinned ones included).
  unsigned Buffers = 0;
  /// Free blocks (colocation components) placed by the solver.
  unsigned Blocks = 0;
  /// Phases that the deadline cut short (a placer such as "best-fit/size",
  /// or "exact"): the placement then depends on the machine's speed.
  SmallVector<std::string, 2> CutPhases;
};

/// What the solver found overall.
struct SolveReport {
  SmallVector<PoolSolveReport, 4> Pools;
  Solution::StatusKind Status = Solution::StatusKind::Unknown;
  /// Sum over pools of the peaks and of the proven lower bounds.
  uint64_t TotalPeak = 0;
  uint64_t TotalLowerBound = 0;
  /// Wall-clock time of the solve.
  double TimeMs = 0;
  /// Time at which the final placement was first found.
  double TimeToBestMs = 0;
  uint64_t Nodes = 0;
  /// Why the problem is infeasible whatever the placement, if it is.
  SmallVector<std::string, 0> Contradictions;
  /// Why the problem was not solved although it may be feasible (sizes
  /// beyond the planner's arithmetic); the status is then Unknown.
  SmallVector<std::string, 0> Unsupported;
  /// Violations the validator reports on the returned placement, capacity
  /// overflows included (0 for Optimal and Feasible).
  unsigned Violations = 0;
};

/// Returns the solver names accepted by SolverOptions::Solver.
ArrayRef<StringRef> getSolverNames();

/// Solves \p P. Never fails: on contradictory input the status says so and
/// the placement is a best effort.
Solution solve(const Problem &P, const SolverOptions &Opts);

/// As above, also filling \p Report.
Solution solve(const Problem &P, const SolverOptions &Opts,
               SolveReport &Report);

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_SOLVER_H
