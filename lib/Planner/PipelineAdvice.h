//===- PipelineAdvice.h - What would let a pipeline group fit ---*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The fixes the PH-MR-001 hint and the legacy-fallback warning print
/// (seed: 流水线 stage 守卫: "shrink the per-stage tile, or lower stage= to a
/// value that fits"), found by re-planning rather than by arithmetic on the
/// capacity: the largest per-stage size at the requested depth, and the
/// largest depth at the current size, with which the group's pool fits
/// beside everything else in it. Every figure returned was packed by the
/// pypto packer and fitted; none is an estimate.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_PIPELINEADVICE_H
#define ASCENDPTO_PLANNER_PIPELINEADVICE_H

#include "Planner/PyptoPacker.h"
#include <optional>

namespace llvm {
namespace ptoplan {

/// What would let one pipeline group keep more of its requested depth.
struct PipelineAdvice {
  /// The largest per-stage size (a multiple of the pool's alignment, below
  /// the group's slot) at which the group keeps its requested depth and its
  /// pool fits; none if even one alignment unit does not fit.
  std::optional<uint64_t> MaxStageBytes;
  /// The largest depth below the requested one at which the group, at its
  /// current size, is kept apart and its pool fits; none if no depth fits
  /// (the pool overflows without any stage kept apart).
  std::optional<unsigned> MaxDepth;
};

/// Re-plans \p P (packed as \p R with \p Opts) to advise pipeline group
/// \p GroupIdx (an index into Problem::PipelineGroups): every other group at
/// the depth it achieved in \p R (1 where its pool fell back), this group at
/// a probed depth, its stage tiles (and the views and carries at their
/// offset) shrunk to a probed size. A probe fits when the group's pool fits
/// its capacity and every group of that pool keeps the depth it was given.
/// Sizes are found by bisection over multiples of the alignment, assuming
/// that a smaller stage never fits worse; the returned size was probed and
/// fitted.
PipelineAdvice advisePipelineGroup(const Problem &P, const PyptoResult &R,
                                   unsigned GroupIdx,
                                   const PyptoOptions &Opts = PyptoOptions());

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_PIPELINEADVICE_H
