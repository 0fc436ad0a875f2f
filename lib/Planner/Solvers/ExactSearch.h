//===- ExactSearch.h - MiniMalloc-style branch and bound --------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// This file declares the exact search: does the pool fit in a given
/// capacity? It explores *canonical* placements only: blocks are placed in
/// non-decreasing order of base offset (ties by a static rank), each at the
/// lowest admissible base above every conflicting block placed before it.
/// Every placement can be pushed down until each block rests on a conflicting
/// block or an obstacle, and the resulting sequence sorted by offset is one
/// the search enumerates, so exhausting the search proves that no placement
/// fits (for rectangular blocks; see PoolModel::Complete).
///
/// Pruning, after each placement at offset O:
///  - dominance: a block is not placed at a base at or above the lowest
///    possible *top* of another unplaced block (that block could go below,
///    so the canonical order would have placed it first);
///  - section inference: time is cut into sections (maximal sets of
///    co-live blocks); in each, the blocks still to place need their
///    combined bytes above max(O, floor) below the capacity, where the floor
///    is the top of the placed blocks there, or the lowest base any unplaced
///    block there can still take;
///  - decomposition: when no unplaced block spans a section boundary (and no
///    separation links the sides), the two sides are solved independently.
///
/// The search runs on an explicit stack (no recursion; its depth is one
/// level per placed block). It restarts with a round robin of static
/// rankings under doubling node limits, as MiniMalloc does, and stops at a
/// node budget and/or a deadline; a later call at the same capacity goes on
/// with the schedule where the cut one stopped (a run cut before its limit
/// is repeated whole). With a node budget alone it is deterministic.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_SOLVERS_EXACTSEARCH_H
#define ASCENDPTO_PLANNER_SOLVERS_EXACTSEARCH_H

#include "Planner/Solvers/PoolModel.h"
#include "llvm/ADT/SmallVector.h"
#include <chrono>
#include <memory>
#include <optional>

namespace llvm {
namespace ptoplan {

/// The answer of one decision search.
enum class SearchOutcome : uint8_t {
  /// A placement within the capacity was found.
  Found,
  /// The search space was exhausted: none exists (a proof if the model is
  /// complete).
  Exhausted,
  /// The node budget or the deadline ran out first.
  Aborted,
};

/// Limits of one decision search.
struct SearchLimits {
  uint64_t NodeBudget = UINT64_MAX;
  std::optional<std::chrono::steady_clock::time_point> Deadline;
};

class ExactSearchImpl;

/// The exact search over one PoolModel (which must outlive it).
class ExactSearch {
public:
  explicit ExactSearch(const PoolModel &M);
  ~ExactSearch();

  /// Searches for block bases with every block end <= \p Cap. On Found,
  /// \p Bases receives them.
  SearchOutcome decide(uint64_t Cap, const SearchLimits &Limits,
                       SmallVectorImpl<uint64_t> &Bases);

  /// Nodes explored by all decide() calls so far.
  uint64_t nodes() const;

private:
  std::unique_ptr<ExactSearchImpl> Impl;
};

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_SOLVERS_EXACTSEARCH_H
