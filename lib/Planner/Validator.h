//===- Validator.h - Independent placement validator ------------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// This file declares the validator: an independent re-check of a placement
/// against its problem. It shares no code with any solver (not even the
/// colocation-component or interval helpers), so that a bug in a solver
/// cannot hide itself. Its verdict, not a solver's claim, decides whether a
/// placement may be used.
///
/// Rules (one ViolationKind each):
///  - every buffer has a placement, in a pool that exists and that the buffer
///    allows;
///  - the offset is a multiple of the buffer's alignment and of the pool's;
///  - offset + size fits the pool's capacity (when bounded);
///  - no byte of a buffer lies in a reserved range of its pool;
///  - two buffers whose lifetimes overlap share no byte, unless they are in
///    the same colocation component and placed exactly at the offsets the
///    colocations imply;
///  - separated buffers share no byte, whatever their lifetimes;
///  - each colocation holds: same pool, Second at First + Offset;
///  - pins hold (pool and offset), and no other buffer touches the bytes of
///    an exclusive pin at any time (colocated buffers excepted);
///  - temporally exclusive buffers are never live at the same time.
///
/// Pipeline groups are checked separately by validatePipelineGroup, for a
/// given effective depth F: members whose dense stage ordinals differ modulo
/// F must not share bytes (the dense ordinal of a member is the rank of its
/// stage id among the group's distinct stage ids, so stages {0, 2} are
/// ordinals {0, 1}).
///
/// Zero-size buffers occupy no byte and never collide.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_VALIDATOR_H
#define ASCENDPTO_PLANNER_VALIDATOR_H

#include "Planner/Problem.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace llvm {
namespace ptoplan {

/// The rule a violation breaks.
enum class ViolationKind : uint8_t {
  MissingPlacement,
  UnknownPool,
  PoolNotAllowed,
  BufferAlignment,
  PoolAlignment,
  Capacity,
  Reserved,
  Overlap,
  Separation,
  Colocation,
  Pin,
  ExclusivePin,
  TemporalExclusion,
  PipelineStage,
  SameOrDisjoint,
};

/// Returns a stable name of \p K ("overlap", "separation", ...).
StringRef getViolationKindName(ViolationKind K);

/// One broken rule.
struct Violation {
  ViolationKind Kind;
  /// The buffer at fault (index into Problem::Buffers).
  unsigned First = 0;
  /// The other buffer involved, for pairwise rules.
  std::optional<unsigned> Second;
  /// A complete sentence naming both buffers by name and the rule, e.g.
  /// "buffers 'a' and 'b' are live together at [3, 5) and share bytes
  /// [64, 128) in pool 'vec'".
  std::string Message;
};

/// Checks \p S against every rule of \p P (see the file comment). Returns
/// the violations in a deterministic order; empty means valid.
SmallVector<Violation, 0> validate(const Problem &P, const Solution &S);

/// Checks pipeline group \p GroupIdx of \p P at effective depth
/// \p EffectiveDepth (>= 1): members whose dense stage ordinals differ modulo
/// the depth must not share bytes.
SmallVector<Violation, 0> validatePipelineGroup(const Problem &P,
                                                const Solution &S,
                                                unsigned GroupIdx,
                                                unsigned EffectiveDepth);

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_VALIDATOR_H
