//===- Greedy.h - Greedy placers: first fit, best fit, skyline --*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// This file declares the constructive placers of the heuristic portfolio.
/// Each places the blocks of a PoolModel one at a time and never moves a
/// placed block:
///
///  - first fit: in a given order, each block at its lowest admissible base
///    (one that avoids every placed conflicting block and every obstacle);
///    in size-descending order this is the benchmark's baseline;
///  - best fit: in a given order, each block into the tightest hole that
///    holds it (below the capacity if one is set), else at first fit;
///  - skyline: no fixed order; repeatedly the unplaced block whose lowest
///    admissible base is lowest (ties by a priority order) is placed there,
///    so memory fills bottom-up like a rising skyline, with holes reused.
///
/// First fit and best fit find the placed blocks a block conflicts with in
/// its conflict list, or, on a model with implicit co-live conflicts
/// (PoolModel::ImplicitCoLive), through a TimeIndex of the placed blocks:
/// O(k log n) per block for k conflicting placed blocks, so O(n log n) for a
/// bounded number live at once. The skyline placer re-seats conflicting
/// blocks from the lists; on an implicit model it is first fit in priority
/// order.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_SOLVERS_GREEDY_H
#define ASCENDPTO_PLANNER_SOLVERS_GREEDY_H

#include "Planner/Solvers/PoolModel.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <chrono>
#include <optional>

namespace llvm {
namespace ptoplan {

/// Static block orderings used by the portfolio.
enum class BlockOrder : uint8_t {
  SizeDesc,     ///< Extent, then lifetime length, descending.
  LengthDesc,   ///< Lifetime length, then extent, descending.
  AreaDesc,     ///< Extent x lifetime length, descending.
  StartAsc,     ///< Start time ascending, then extent descending.
  TotalDesc,    ///< Heaviest live load among the block's instants, then area.
  ConflictDesc, ///< Sum of conflicting extents, then extent.
  /// Extent class (SizeClasses classes of equal width up to the largest
  /// extent), descending; within a class, the heaviest load the block sees
  /// in steps of a LoadSteps-th of the heaviest load of all, descending;
  /// then start time ascending. First fit in this order packs the blocks
  /// of the heaviest regions first, each class and region in time order.
  ClassStart,
};

/// The extent classes and load steps of BlockOrder::ClassStart (assumptions,
/// measured on gen_random.py problems of 10^5 buffers, seeds 1 to 4: first
/// fit is 1.036 of the bound on average at 4 classes and 24 steps; 1.041
/// at 16 steps, 1.036 at 48; 4 classes by start alone 1.051 on seeds 1
/// and 2 and 1.065 on seed 3; 2 and 8 classes by start alone 1.057 and
/// 1.054 on seed 1; first fit by size, SizeDesc, 1.064 to 1.084).
constexpr uint64_t SizeClasses = 4, LoadSteps = 24;

/// Returns a stable name of \p O ("size", "length", ...).
StringRef getBlockOrderName(BlockOrder O);

/// Returns the blocks of \p M in order \p O (deterministic; ties by index).
SmallVector<unsigned, 0> orderBlocks(const PoolModel &M, BlockOrder O);

/// A deadline for a placer: past it, the placer stops and returns no bases
/// (an empty vector). Checked every few blocks.
using PlacerDeadline = std::optional<std::chrono::steady_clock::time_point>;

/// The placed blocks of a pool and the queries the placers make on them.
/// On a model with implicit co-live conflicts, a TimeIndex of the placed
/// blocks answers which of them are live during a block's intervals.
class PlacementState {
public:
  explicit PlacementState(const PoolModel &M);

  /// The bases of every block (unplaced ones: 0).
  ArrayRef<uint64_t> bases() const { return Bases; }
  void place(unsigned B, uint64_t Base);

  /// Absolute forbidden base ranges of block \p B from the placed blocks
  /// it conflicts with and from its obstacles, sorted by start.
  void collectForbidden(unsigned B,
                        SmallVectorImpl<std::pair<uint64_t, uint64_t>> &Out) const;
  /// The lowest admissible base of \p B given the placed blocks.
  uint64_t lowestBase(unsigned B);

private:
  const PoolModel &M;
  SmallVector<uint64_t, 0> Bases;
  SmallVector<bool, 0> Placed;
  std::optional<TimeIndex> Index;
  SmallVector<std::pair<uint64_t, uint64_t>, 32> Scratch;
};

/// Places the blocks in \p Order at their lowest admissible base.
SmallVector<uint64_t, 0> placeFirstFit(const PoolModel &M,
                                       ArrayRef<unsigned> Order,
                                       PlacerDeadline Deadline = std::nullopt);

/// Places the blocks in \p Order into the tightest hole that holds them.
SmallVector<uint64_t, 0> placeBestFit(const PoolModel &M,
                                      ArrayRef<unsigned> Order,
                                      PlacerDeadline Deadline = std::nullopt);

/// Places the block with the lowest admissible base first, ties broken by
/// position in \p Priority.
SmallVector<uint64_t, 0> placeSkyline(const PoolModel &M,
                                      ArrayRef<unsigned> Priority,
                                      PlacerDeadline Deadline = std::nullopt);

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_SOLVERS_GREEDY_H
