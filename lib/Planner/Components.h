//===- Components.h - Colocation components of a problem --------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// This file declares the grouping of buffers into colocation components:
/// the connected components of the colocation graph, each a rigid shape whose
/// members sit at fixed offsets from a common base. The lower bounds and the
/// solvers place components (not buffers) as units. The validator does not
/// use this file: it recomputes what it needs on its own.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_COMPONENTS_H
#define ASCENDPTO_PLANNER_COMPONENTS_H

#include "Planner/Problem.h"
#include "llvm/ADT/SmallVector.h"

namespace llvm {
namespace ptoplan {

/// The colocation components of a problem.
struct ColocationComponents {
  /// Component index of each buffer.
  SmallVector<unsigned, 0> ComponentOf;
  /// Offset of each buffer from its component's base; the lowest member of a
  /// component is at 0, so every RelOffset is >= 0.
  SmallVector<uint64_t, 0> RelOffset;
  /// Members of each component, in increasing buffer index.
  SmallVector<SmallVector<unsigned, 2>, 0> Members;
  /// Highest RelOffset + Size over each component's members.
  SmallVector<uint64_t, 0> Extent;
  /// False if the component's colocation offsets contradict each other (a
  /// cycle with a non-zero offset sum); such a component cannot be placed.
  SmallVector<bool, 0> Consistent;
  /// Pools every member of the component may go to (intersection of the
  /// members' allowed pools, narrowed by pins).
  SmallVector<SmallVector<unsigned, 2>, 0> AllowedPools;
  /// Base offset forced by a pin of some member, if any, and its pool.
  SmallVector<std::optional<uint64_t>, 0> PinnedBase;
  SmallVector<unsigned, 0> PinnedPool;
  /// True if a member is pinned with ExclusiveForAllTime.
  SmallVector<bool, 0> Exclusive;
  /// False if two pins of the component disagree.
  SmallVector<bool, 0> PinsConsistent;

  unsigned size() const { return Members.size(); }
  bool isSingleton(unsigned C) const { return Members[C].size() == 1; }
};

/// Groups the buffers of \p P into colocation components.
ColocationComponents computeColocationComponents(const Problem &P);

/// Returns the least common multiple of \p A and \p B, saturating at
/// \p Limit (so that absurd alignments cannot overflow).
uint64_t lcmSaturating(uint64_t A, uint64_t B, uint64_t Limit = 1ull << 40);

/// The offsets a component's base may take: Base % Modulus == Residue, so
/// that every member lands on a multiple of its own and its pool's alignment.
struct BaseAlignment {
  uint64_t Modulus = 1;
  uint64_t Residue = 0;
  /// False if no base offset satisfies every member's alignment.
  bool Satisfiable = true;
};

/// Computes the base alignment of component \p C of \p CC in pool \p PoolIdx.
BaseAlignment computeBaseAlignment(const Problem &P,
                                   const ColocationComponents &CC, unsigned C,
                                   unsigned PoolIdx);

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_COMPONENTS_H
