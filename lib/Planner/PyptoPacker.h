//===- PyptoPacker.h - PyPTO-compatible whole-buffer packing ----*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `pypto` planner: the reuse semantics PyPTO users know
/// (shared/seeds/memory-reuse-pass.zh.txt, "MemoryReuse"), on the IR-free
/// problem model.
///
/// 1. Colocated buffers (views, in-place results, carries) form sharing
///    groups; a group is placed as one rigid *root* whose extent covers its
///    members at their offsets and whose lifetime is the union of theirs.
/// 2. Per pool, roots are packed largest first (ties: earlier start, then
///    lower index) into whole buffers: a root joins the first buffer all of
///    whose members it may share with (no lifetime overlap, no separation,
///    neither side pinned); otherwise it opens a new buffer. A buffer is as
///    large as its first, largest member, so later members are free.
/// 3. Buffers get addresses in creation order, each aligned.
/// 4. Only when that layout overflows a known capacity, the sub-region retry
///    of the seed: a smaller root may take the lowest aligned hole inside an
///    existing, larger arena whose members are all dead while it lives;
///    arenas never grow; members that may not share bytes with it block
///    their whole byte range. Pinned roots never take part.
///
/// The result is deterministic. It is a placement, not a verdict: callers
/// validate it independently (Validator.h).
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_PYPTOPACKER_H
#define ASCENDPTO_PLANNER_PYPTOPACKER_H

#include "Planner/Problem.h"
#include "llvm/Support/Error.h"
#include <array>

namespace llvm {
namespace ptoplan {

/// What each root of a packing decided, per pool and pass (0: whole
/// buffers, 1: the sub-region retry), in packing order: the arena it took
/// (an index equal to the arenas so far opens one) and its offset there.
/// A packing of the same problem with more separations decides the same
/// for every root before the first one the new pairs concern, so it may
/// replay that prefix instead of searching it (PyptoOptions::Replay).
struct PyptoDecisions {
  SmallVector<std::array<SmallVector<std::pair<unsigned, uint64_t>, 0>, 2>, 8>
      Pools;
};

/// Options of the pypto packer.
struct PyptoOptions {
  /// Allow the sub-region retry when the whole-buffer layout overflows.
  bool SubRegionRetry = true;
  /// Per buffer: its group may not be moved into a hole by the sub-region
  /// retry (a dynamic root offset, a declared buffer).
  SmallVector<bool, 0> NoSubRegion;
  /// Per pool: keep the whole-buffer layout even when it overflows (the
  /// seed disables the retry in a space holding a dynamic offset that is not
  /// a direct slice).
  SmallVector<bool, 8> DisableRetryInPool;
  /// Pipeline depth may be shed one residue at a time this many times
  /// before the overflowing pools fall back to the legacy packing. The
  /// default sets no limit: the seed sheds until no group can give up a
  /// residue (at most the sum of depth - 1 over the groups).
  unsigned MaxShedRounds = ~0u;
  /// Find each root's arena through an index over the placed roots'
  /// lifetimes instead of testing every arena (the placement is the same;
  /// false runs the reference scan, for tests).
  bool IndexArenas = true;
  /// Buffer pairs kept apart besides the problem's separations, as if they
  /// were separations (the time objective's trial packings pass them here
  /// rather than copying the problem).
  ArrayRef<std::pair<unsigned, unsigned>> ExtraSeparations;
  /// Decisions of an earlier packing of the same problem with a subset of
  /// this one's separations, and per pool how many roots of its packing
  /// order (PyptoResult::Position) to take from it rather than search: at
  /// most the position of the first root an added pair concerns (the later
  /// of its two roots). Without pipeline groups only.
  const PyptoDecisions *Replay = nullptr;
  ArrayRef<unsigned> ReplayPrefix;
  /// Fill PyptoResult::Decisions.
  bool RecordDecisions = false;
};

/// Statistics of one pool after packing.
struct PyptoPoolStats {
  unsigned Buffers = 0; ///< Distinct whole buffers (arenas).
  uint64_t Peak = 0;    ///< Highest end offset.
  bool UsedSubRegionRetry = false;
};

/// What capacity gating did to one pipeline group (Problem::PipelineGroups).
struct PyptoPipelineOutcome {
  unsigned Requested = 1;
  /// The depth kept apart: members whose dense stage ordinals differ modulo
  /// Achieved never share bytes. 0 when the pool fell back to the legacy
  /// packing (no separation kept at all).
  unsigned Achieved = 1;
  /// The per-stage footprint: the largest member, aligned.
  uint64_t SlotBytes = 0;
};

/// The outcome of the pypto packer.
struct PyptoResult {
  Solution Sol;
  SmallVector<PyptoPoolStats, 8> Pools;
  /// For every buffer, the index of its root (the colocation group leader).
  SmallVector<unsigned, 0> RootOf;
  /// For every root, its place in its pool's packing order (largest first).
  SmallVector<unsigned, 0> Position;
  /// With PyptoOptions::RecordDecisions, what each root decided.
  PyptoDecisions Decisions;
  /// One per Problem::PipelineGroups entry.
  SmallVector<PyptoPipelineOutcome, 0> Pipelines;
  /// Per pool: the pool overflowed with a pipeline group in it that asked
  /// for more than one stage, and shedding ran out of rounds or of depth:
  /// the pipeline separations were dropped (the legacy layout), which may
  /// still overflow.
  SmallVector<bool, 8> LegacyFallback;
  /// Per pool: a single buffer alone exceeds the capacity (no amount of
  /// reuse or shedding helps: that is a capacity error, not a fallback).
  SmallVector<bool, 8> SingleBufferTooLarge;
};

/// Adds to \p P the separations that keep its pipeline groups apart at
/// depths \p F (one per Problem::PipelineGroups entry; 0 or 1 keeps none):
/// members whose dense stage ordinals differ modulo F never share bytes.
void addPipelineSeparations(Problem &P, ArrayRef<unsigned> F);

/// Packs \p P the PyPTO way. Fails only on a malformed problem (a colocation
/// cycle with inconsistent offsets, colocated buffers in different pools,
/// a separation inside one colocation group).
///
/// Pipeline groups (seed: 流水线 stage 守卫) are kept apart up to a
/// capacity-gated depth: F_g = max(1, min(depth_g, floor(C_s / slot_g))),
/// members separated iff their dense stage ordinals differ modulo F_g.
/// While a pool overflows, one residue is shed from the group that relieves
/// the most (largest slot first, lowest group id on ties) and the pool is
/// re-packed; if shedding runs out, the pool is packed without pipeline
/// separations (the legacy layout), which never overflows when the legacy
/// packing fits.
Expected<PyptoResult> packPypto(const Problem &P,
                                const PyptoOptions &Opts = PyptoOptions());

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_PYPTOPACKER_H
