//===- PoolModel.h - One pool's placement problem, for solvers --*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// This file declares PoolModel, the form in which the solvers see one pool:
///
///  - a *block* is a colocation component assigned to the pool and not
///    pinned: a rigid set of members, member M occupying bytes
///    [Base + Rel(M), Base + Rel(M) + Size(M)) while it is live. A block's
///    base must be congruent to Residue modulo Modulus (alignment).
///  - two blocks *conflict* if some member of one and some member of the
///    other are live together or separated; the conflict is stored as the
///    list of forbidden base differences Base(B) - Base(Q) in [Lo, Hi), one
///    per conflicting member pair (merged), and as Above(B, Q), the smallest
///    difference that puts every conflicting member of B above those of Q.
///    For plain buffers Above(B, Q) = Size(Q) and the forbidden range is
///    (-Size(B), Size(Q)).
///  - *obstacles* are bytes fixed before solving (reserved ranges, pinned
///    components); for each block they become forbidden base ranges.
///
/// Blocks whose members tile a full rectangle (every live instant covers
/// bytes [0, Extent)) are *rectangular*; the exact search is complete only
/// when every block is.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_SOLVERS_POOLMODEL_H
#define ASCENDPTO_PLANNER_SOLVERS_POOLMODEL_H

#include "Planner/Components.h"
#include "Planner/Problem.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <optional>
#include <string>

namespace llvm {
namespace ptoplan {

/// A member of a block: one buffer at a fixed offset from the block's base.
struct BlockMember {
  unsigned Buffer = 0;
  uint64_t Rel = 0;
  uint64_t Size = 0;
  /// Sorted, merged, non-empty live intervals.
  SmallVector<LiveInterval, 1> Live;
};

/// A rigid unit of placement (see the file comment).
struct Block {
  unsigned Component = 0;
  SmallVector<BlockMember, 1> Members;
  uint64_t Extent = 0;
  uint64_t Modulus = 1;
  uint64_t Residue = 0;
  /// Time hull of the members' lifetimes and the sum of live lengths
  /// (for orderings).
  int64_t Start = 0, End = 0;
  uint64_t Length = 0;
  bool Rectangular = true;

  /// The smallest admissible base offset >= \p X.
  uint64_t alignUp(uint64_t X) const {
    if (Modulus <= 1)
      return X;
    uint64_t R = X % Modulus;
    uint64_t Add = (Residue + Modulus - R) % Modulus;
    return X + Add;
  }
};

/// Forbidden base differences for one conflicting pair of blocks.
struct Conflict {
  unsigned Other = 0;
  /// Base(this) - Base(Other) must be >= Above to clear Other entirely.
  int64_t Above = 0;
  /// Base(this) - Base(Other) must not lie in any [Lo, Hi).
  SmallVector<std::pair<int64_t, int64_t>, 1> Forbidden;
};

/// One pool's problem as the solvers see it.
struct PoolModel {
  unsigned Pool = 0;
  /// Capacity to aim for (after any override); unbounded if unset.
  std::optional<uint64_t> Capacity;
  /// Free blocks to place.
  SmallVector<Block, 0> Blocks;
  /// Conflicts of each block, sorted by Other.
  SmallVector<SmallVector<Conflict, 4>, 0> Conflicts;
  /// Forbidden base ranges [Lo, Hi) of each block from obstacles; sorted and
  /// disjoint.
  SmallVector<SmallVector<std::pair<uint64_t, uint64_t>, 1>, 0> Forbidden;
  /// Obstacle byte ranges live at every instant (reserved ranges, bytes of
  /// exclusive pins), for bounds.
  SmallVector<AddressRange, 2> AllTimeObstacles;
  /// Fixed (pinned) components of the pool: component and base offset.
  SmallVector<std::pair<unsigned, uint64_t>, 0> Fixed;
  /// Highest end of a fixed member (the peak can be no lower).
  uint64_t FixedTop = 0;
  /// Common divisor of every quantity that can make up a peak.
  uint64_t Granule = 1;
  /// True if an exhausted exact search proves the pool cannot be packed
  /// lower: every block is rectangular, every conflict forbids one range of
  /// base differences around 0 (one block above the other), and no block
  /// could have gone to another pool.
  bool Complete = true;
  /// True if the conflicts of members live together are not listed in
  /// Conflicts (only separations and same-or-disjoint pairs are): the pool
  /// has more co-live member pairs than MaxListedCoLivePairs, and the greedy
  /// placers find them through a TimeIndex instead. The exact search and
  /// the skyline placer need the lists and are not run on such a pool.
  bool ImplicitCoLive = false;

  unsigned size() const { return Blocks.size(); }
};

/// Above this many co-live member pairs a pool's conflicts are implicit
/// (PoolModel::ImplicitCoLive): listing them takes about 100 bytes a pair.
constexpr uint64_t MaxListedCoLivePairs = 4000000;

/// The live intervals of a pool's block members, by start, with the latest
/// end among the *active* ones (blocks marked placed) in a max-segment tree:
/// finds the active members live during an interval in
/// O(log n + found) rather than by a scan of every placed block. Iterative.
/// Each entry carries its member's offset in the block and size, so a query
/// does not touch the blocks.
class TimeIndex {
public:
  explicit TimeIndex(const PoolModel &M);
  /// Marks block \p B placed: its members are found from now on.
  void activate(unsigned B);
  /// Calls F(Block, Rel, Size) for every active member with a live interval
  /// meeting [Lower, Upper) (a member live in several such intervals is
  /// reported once per interval).
  template <typename Fn>
  void forEachLive(int64_t Lower, int64_t Upper, Fn F) const {
    size_t Limit = std::lower_bound(Starts.begin(), Starts.end(), Upper) -
                   Starts.begin();
    SmallVector<std::pair<size_t, size_t>, 64> Work; // (node, leaf count)
    Work.push_back({1, Leaves});
    while (!Work.empty()) {
      auto [X, Count] = Work.pop_back_val();
      size_t First = X * Count - Leaves;
      if (First >= Limit || MaxEnd[X] <= Lower)
        continue;
      if (Count == 1) {
        F(EntryBlock[First], EntryRel[First], EntrySize[First]);
        continue;
      }
      Work.push_back({2 * X + 1, Count / 2});
      Work.push_back({2 * X, Count / 2});
    }
  }

private:
  size_t Leaves = 1;
  /// Per entry (by start): its start, end, block, member offset and size.
  SmallVector<int64_t, 0> Starts, Ends;
  SmallVector<unsigned, 0> EntryBlock;
  SmallVector<uint64_t, 0> EntryRel, EntrySize;
  /// Entries of each block (CSR).
  SmallVector<unsigned, 0> EntryBegin, EntryOf;
  SmallVector<int64_t, 0> MaxEnd;
};

/// Builds the model of pool \p PoolIdx. \p PoolOf gives the pool chosen for
/// each component (only components mapped to \p PoolIdx are included).
/// \p Capacity overrides the pool's capacity if set.
PoolModel buildPoolModel(const Problem &P, const ColocationComponents &CC,
                         ArrayRef<unsigned> PoolOf, unsigned PoolIdx,
                         std::optional<uint64_t> Capacity);

/// The lowest admissible base >= \p From for block \p B that avoids the
/// block's obstacles, or \p From itself if none apply.
uint64_t liftPastObstacles(const PoolModel &M, unsigned B, uint64_t From);

/// Writes block offsets (bases) into per-buffer placements of \p S.
void writeBlockPlacements(const PoolModel &M, const ColocationComponents &CC,
                          ArrayRef<uint64_t> Bases, Solution &S);

/// Peak (highest end) of block bases \p Bases together with the fixed
/// components of \p M.
uint64_t modelPeak(const PoolModel &M, ArrayRef<uint64_t> Bases);

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_SOLVERS_POOLMODEL_H
