//===- WindowRepair.h - Exact re-packing of time windows --------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// This file declares the window repair of a large pool's placement: given a
/// placement of every block and a target peak, the blocks that end above the
/// target are grouped by time into clusters, and each cluster's *window* (its
/// time hull widened by a margin on both sides) is packed again by the exact
/// search, within the target:
///
///  - the *free* blocks of a window are those whose whole lifetime lies in
///    it; they are removed and placed again;
///  - every other block that conflicts with a free one (it crosses the
///    window's ends, or it is separated from a free one) keeps its base and
///    becomes an obstacle, as pinned blocks are (PoolModel::Forbidden).
///
/// The window is closed in time: a free block meets no block outside it
/// but those obstacles, so any placement the search finds within the target
/// replaces the free blocks' bases without touching the rest, and the peak
/// of the whole never rises (the old bases are one placement of the window,
/// so a window that fails keeps them). The blocks above a target crowd a few
/// heavy instants (at 10^5 random buffers, 1 to 4 clusters above the
/// bound after first fit by class), and a window of some hundreds of blocks
/// is the size of problem the exact search solves in milliseconds, where
/// the whole pool is far beyond it. An earlier attempt handed the search
/// the blocks *live* in a window instead: those live on outside it, walled
/// in by the blocks that stay, and every such window was refuted at its
/// root (docs/planner-dsa.md).
///
/// A window is searched at rising targets (the lower bound first, then
/// fractions of it above), and keeps the first placement found. The search
/// runs with a node allowance per target and window and for the whole
/// repair, so with node limits alone the result depends only on the
/// problem; a deadline stops it between windows and every 1024 nodes. The
/// blocks visited to build windows are bounded too (16 per block of the
/// pool, plus 10^6), so a pool with many clusters, or blocks that cross
/// every window, costs a few passes over the pool at most.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_SOLVERS_WINDOWREPAIR_H
#define ASCENDPTO_PLANNER_SOLVERS_WINDOWREPAIR_H

#include "Planner/Solvers/PoolModel.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <optional>

namespace llvm {
namespace ptoplan {

/// Limits of one repair.
struct WindowRepairLimits {
  /// Search nodes for one window at one target.
  uint64_t WindowNodes = 5000;
  /// Search nodes for the whole repair (all windows).
  uint64_t TotalNodes = UINT64_MAX;
  /// At most this many free blocks in a window: a wider one is narrowed
  /// (its margin halved) until it fits.
  unsigned MaxWindowBlocks = 1500;
  std::optional<std::chrono::steady_clock::time_point> Deadline;
  /// If set, one line per window searched.
  raw_ostream *Trace = nullptr;
};

/// What one or more repairs did.
struct WindowRepairReport {
  /// Windows searched, and those re-packed within their target.
  unsigned Windows = 0, Repaired = 0;
  uint64_t Nodes = 0;
  /// True if the deadline stopped a repair before it was done.
  bool Cut = false;
};

/// One window of a placement as a PoolModel of its free blocks (see the
/// file comment), for the exact search.
struct WindowModel {
  PoolModel Sub;
  /// Sub block -> block of the whole model.
  SmallVector<unsigned, 0> Orig;
};

/// Builds the model of the window [\p Lower, \p Upper) of placement
/// \p Bases of \p M: its free blocks, with the other conflicting blocks at
/// their bases as obstacles, and capacity \p Target.
WindowModel buildWindowModel(const PoolModel &M, ArrayRef<uint64_t> Bases,
                             int64_t Lower, int64_t Upper, uint64_t Target);

/// Re-packs the windows of the blocks of \p Bases (a placement of every
/// block of \p M) that end above \p Targets.front(): each window is
/// searched at the targets in turn, lowest first, until one is found (within
/// the limits; a target at or above the window's own peak is not tried).
/// \p Targets must be ascending. Never raises the peak.
void repairWindows(const PoolModel &M, MutableArrayRef<uint64_t> Bases,
                   ArrayRef<uint64_t> Targets, const WindowRepairLimits &L,
                   WindowRepairReport &R);

/// Lowers the peak of \p Bases by repairWindows at the targets \p LowerBound
/// and 1/1024, 1/512, ..., 1/2 above it (rounded up to the granule) that lie
/// below the peak.
void lowerPeakByWindows(const PoolModel &M, MutableArrayRef<uint64_t> Bases,
                        uint64_t LowerBound, const WindowRepairLimits &L,
                        WindowRepairReport &R);

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_SOLVERS_WINDOWREPAIR_H
