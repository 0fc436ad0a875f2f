//===- ReuseBounds.h - Exact bounds on the reuse cost of one pool -*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Lower bounds on the activated reuse cost (ReuseCost.h) of one pool, used
/// by solveReuseAware to prove a placement's cost minimal:
///
///  - the *hitting-set bound* (implicit hitting sets, as in MaxSAT solvers):
///    a set of penalised pairs that cannot all be kept apart within the
///    pool's capacity (the peak solver proves the pool infeasible with them
///    as separations) is a *core*; every fitting placement activates at least
///    one penalty of every core, so the cheapest set of penalties that meets
///    every core (a minimum-cost hitting set, searched exactly) is a lower
///    bound. If separating every penalised pair outside that set fits, the
///    bound is reached and the placement found is optimal; if it is proven
///    infeasible, those pairs are one more core (shrunk by deletion) and the
///    search goes on. An undecided solve stops it with the bound so far.
///  - the *Turan bound* for a pool of equal-size buffers (where slot
///    placements are all there is, see ReuseCost.cpp): a set W of buffers
///    in which every pair is penalised or may not share bytes at all, put
///    into k slots, has at least the Turan number of same-slot pairs
///    (balanced slots), each costing at least the cheapest penalty in W.
///
/// Both need the PyPTO constraint set (lifetimes, separations, alignments,
/// capacities, reserved ranges, one allowed pool per buffer) and at most 64
/// penalties that can be activated in the pool; otherwise they decline.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_REUSEBOUNDS_H
#define ASCENDPTO_PLANNER_REUSEBOUNDS_H

#include "Planner/Problem.h"
#include "Planner/Solver.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <functional>
#include <optional>

namespace llvm {
namespace ptoplan {

/// A minimum-cost hitting set of \p Cores (bit masks over up to 64 elements
/// with costs \p Cost). \p Complete is false if the search stopped at
/// \p NodeBudget; the result is then a hitting set, not proven cheapest.
/// std::nullopt if some core is empty (no hitting set exists).
std::optional<uint64_t> minCostHittingSet(ArrayRef<uint64_t> Cores,
                                          ArrayRef<uint64_t> Cost,
                                          uint64_t NodeBudget,
                                          bool &Complete);

/// What hittingSetBound found for one pool.
struct PoolReuseBound {
  /// Proven lower bound on the pool's activated cost (0 if declined).
  uint64_t LowerBound = 0;
  /// A placement of the whole problem that differs from the one given only
  /// in this pool and activates LowerBound there (not yet validated), if
  /// the bound was reached.
  std::optional<Solution> Placement;
  /// Peak solves run.
  unsigned Solves = 0;
  /// Cores found.
  unsigned Cores = 0;
};

/// The hitting-set bound of pool \p Pool of \p P (see the file comment);
/// \p Incumbent is the pool's cost in \p Best, the search stops once the
/// bound reaches it. \p OutOfTime is polled between solves.
PoolReuseBound hittingSetBound(const Problem &P, unsigned Pool,
                               const Solution &Best, uint64_t Incumbent,
                               const SolverOptions &Opts,
                               const std::function<bool()> &OutOfTime);

/// The Turan bound of pool \p Pool of \p P (0 if the pool's buffers do not
/// all have one size, or it has none).
uint64_t turanBound(const Problem &P, unsigned Pool);

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_REUSEBOUNDS_H
