//===- AscendPTOPipeModel.h - What placement does to the pipes --*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The machine-function side of the `time` placement objective
/// (lib/Planner/PipeAware.h, docs/planner.md "The placement objective"):
///
///  - The *reuse dependences*: for each pair of tiles of one space that may
///    share bytes (never live together, not kept apart by a rule, not one
///    buffer), whether sharing would add a dependence the kernel does not
///    already have. Tile A's accesses X (its definition and every reader)
///    and tile B's first write Y (B's definition; B after A): the reuse
///    adds X -> Y unless the kernel already orders X before Y, which it
///    does when Y is X, when Y depends on X through data (def-use chains in
///    program order), when an op Y depends on runs after X on X's own pipe
///    (an in-order queue: a flag set after it covers X), or when X and Y
///    share a pipe that needs no barrier between dependent ops (SyncPipe in
///    td/AscendPTOSync.td). Inside a loop both tiles live in, the reuse
///    also orders B's accesses before A's next definition, which the kernel
///    already does only for an access ordered before one of A's own.
///    Each pair that adds a dependence becomes a ReusePenalty of cost 1.
///
///  - The *trace*: the tile ops in layout order, each with its pipe (td/),
///    its cost class and work, and the planned buffers it reads and writes;
///    each loop body is laid out twice (one iteration and the next, enough
///    to see iteration i + 1's loads against iteration i's compute), both
///    arms of an `if` in layout order.
///
/// Limits, beyond which the objective falls back to bytes for the function
/// (documented): 65536 instructions, 2048 tiles per space without a reuse
/// window (with one, only the pairs it holds are looked at: linear in the
/// tiles), and the trace limits of PipeAware.h. Data ancestors are
/// remembered 8192 instructions back (all of them in a kernel that short).
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOPIPEMODEL_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOPIPEMODEL_H

#include "Planner/PipeAware.h"
#include "Planner/Problem.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/CodeGen/Register.h"
#include <optional>

namespace llvm {

class MachineFunction;
class MachineLoopInfo;

namespace AscendPTO {

class TileConstraints;

/// What the time objective knows of one function.
struct PipeModel {
  /// The reuses that add a dependence (cost 1 each), when computed.
  std::optional<SmallVector<ptoplan::ReusePenalty, 0>> Penalties;
  /// The trace, when it is within the limits.
  std::optional<ptoplan::PipeTrace> Trace;
};

/// Builds the model of \p MF, whose planned tiles are the keys of
/// \p BufferOf (tile register -> problem buffer) in problem \p P.
PipeModel buildPipeModel(const MachineFunction &MF, const MachineLoopInfo &MLI,
                         const TileConstraints &TC, const ptoplan::Problem &P,
                         const DenseMap<Register, unsigned> &BufferOf);

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOPIPEMODEL_H
