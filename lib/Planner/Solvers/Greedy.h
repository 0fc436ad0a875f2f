//===- Greedy.h - Greedy placers: first fit, best fit, skyline ---*- C++ -*-===//
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
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_SOLVERS_GREEDY_H
#define ASCENDPTO_PLANNER_SOLVERS_GREEDY_H

#include "Planner/Solvers/PoolModel.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

namespace llvm {
namespace ptoplan {

/// Static block orderings used by the portfolio.
enum class BlockOrder : uint8_t {
  SizeDesc,   ///< Extent, then lifetime length, descending.
  LengthDesc, ///< Lifetime length, then extent, descending.
  AreaDesc,   ///< Extent x lifetime length, descending.
  StartAsc,   ///< Start time ascending, then extent descending.
  TotalDesc,  ///< Heaviest live load among the block's instants, then area.
  ConflictDesc, ///< Sum of conflicting extents, then extent.
};

/// Returns a stable name of \p O ("size", "length", ...).
StringRef getBlockOrderName(BlockOrder O);

/// Returns the blocks of \p M in order \p O (deterministic; ties by index).
SmallVector<unsigned, 0> orderBlocks(const PoolModel &M, BlockOrder O);

/// Places the blocks in \p Order at their lowest admissible base.
SmallVector<uint64_t, 0> placeFirstFit(const PoolModel &M,
                                       ArrayRef<unsigned> Order);

/// Places the blocks in \p Order into the tightest hole that holds them.
SmallVector<uint64_t, 0> placeBestFit(const PoolModel &M,
                                      ArrayRef<unsigned> Order);

/// Places the block with the lowest admissible base first, ties broken by
/// position in \p Priority.
SmallVector<uint64_t, 0> placeSkyline(const PoolModel &M,
                                      ArrayRef<unsigned> Priority);

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_SOLVERS_GREEDY_H
