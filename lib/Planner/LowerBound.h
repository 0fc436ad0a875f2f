//===- LowerBound.h - Lower bounds on a pool's peak -------------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// This file declares the two lower bounds on the peak of a pool (the highest
/// end offset of a buffer placed in it):
///
///  - LOAD: the most bytes live at one time. A colocation component counts
///    once, with the union of its live members' byte ranges; pinned buffers
///    count like any other.
///  - CLIQUE: the heaviest set of buffers that must pairwise be disjoint
///    (their lifetimes overlap, or they are separated), i.e. a maximum-weight
///    clique of the conflict graph. On interval graphs (no separations, no
///    multi-interval buffers, no colocations) it is the heaviest instant,
///    exact without a graph. Otherwise, on a chordal conflict graph (interval
///    structure kept by the separations, among others) it is read off a
///    maximum cardinality search, exact at any size up to 20000 buffers;
///    else exact by branch and bound (greedy colouring bound) within a node
///    budget up to 2000 buffers, or the best clique found (the heaviest
///    instant's buffers, pairwise conflicting, extended greedily), which is
///    still a valid bound.
///
/// Both account for bytes no buffer may use at any time (reserved ranges and
/// exclusive pins): W bytes that must be disjoint need the smallest P with
/// P - |reserved ∩ [0, P)| >= W. Only buffers that can go to no other pool
/// count toward a pool's bound.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_LOWERBOUND_H
#define ASCENDPTO_PLANNER_LOWERBOUND_H

#include "Planner/Problem.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <optional>

namespace llvm {
namespace ptoplan {

/// Options of the bound computation.
struct BoundOptions {
  /// Branch-and-bound nodes allowed for the clique search of one pool.
  uint64_t CliqueNodeBudget = 200000;
};

/// The lower bounds of one pool.
struct PoolBound {
  /// LOAD bound in bytes (see the file comment).
  uint64_t Load = 0;
  /// Clique bound in bytes.
  uint64_t Clique = 0;
  /// Weight (bytes) of the clique behind Clique, before reserved bytes.
  uint64_t CliqueWeight = 0;
  /// True if the clique is proven to be of maximum weight.
  bool CliqueExact = false;
  /// Branch-and-bound nodes spent on the clique.
  uint64_t CliqueNodes = 0;
  /// Buffers (indices into Problem::Buffers) of the clique.
  SmallVector<unsigned, 0> CliqueBuffers;

  /// The bound: the larger of the two.
  uint64_t get() const { return Load > Clique ? Load : Clique; }
  /// True if the clique bound is strictly larger than LOAD.
  bool cliqueIsLarger() const { return Clique > Load; }
};

/// The smallest peak P with P - |Reserved ∩ [0, P)| >= Bytes. \p Reserved
/// need not be sorted or disjoint.
uint64_t peakForBytes(uint64_t Bytes, ArrayRef<AddressRange> Reserved);

/// Computes the bounds of pool \p PoolIdx of \p P.
PoolBound computePoolBound(const Problem &P, unsigned PoolIdx,
                           const BoundOptions &Opts = {});

/// Computes the bounds of every pool of \p P.
SmallVector<PoolBound, 4> computeLowerBounds(const Problem &P,
                                             const BoundOptions &Opts = {});

/// Per pool, a lower bound on the peak of every placement of \p P that keeps
/// apart any two buffers with the same allowed pools and in different
/// colocation components (no reuse: what -ascendpto-disable-buffer-reuse
/// separates). Such buffers share no byte whatever their lifetimes, so the
/// components whose members can all go only to the pool occupy disjoint
/// bytes: the sum, over them, of the union of their members' byte ranges
/// (a view inside its source counts once, a declared buffer with all its
/// slots), with the pool's reserved bytes skipped (peakForBytes). O(n log n)
/// in the buffers, without building the O(n^2) separations. Components whose
/// colocation offsets contradict each other count nothing.
SmallVector<uint64_t, 4> computeApartLowerBounds(const Problem &P);

/// Maximum-weight clique on an explicit graph: \p Adj[I] lists the
/// neighbours of I (symmetric), \p Weights the vertex weights. Returns the
/// clique's weight; \p Clique receives its vertices and \p Exact whether it
/// is proven maximum within \p NodeBudget nodes (\p Nodes receives the count).
/// \p Seed, if non-empty, must be a clique and is used as the first
/// incumbent.
uint64_t maxWeightClique(ArrayRef<SmallVector<unsigned, 8>> Adj,
                         ArrayRef<uint64_t> Weights, uint64_t NodeBudget,
                         SmallVectorImpl<unsigned> &Clique, bool &Exact,
                         uint64_t &Nodes, ArrayRef<unsigned> Seed = {});

/// The maximum-weight clique of the graph \p Adj (sorted adjacency lists)
/// if it is chordal (interval graphs are), by maximum cardinality search
/// in O((n + m) log n): its weight, with its vertices in \p Clique; else
/// std::nullopt.
std::optional<uint64_t>
chordalMaxWeightClique(ArrayRef<SmallVector<unsigned, 8>> Adj,
                       ArrayRef<uint64_t> Weights,
                       SmallVectorImpl<unsigned> &Clique);

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_LOWERBOUND_H
