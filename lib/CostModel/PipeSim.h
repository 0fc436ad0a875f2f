//===- PipeSim.h - In-order pipe queue simulator -----------------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A discrete-event simulator of one AI core running a straight-line
/// instruction trace (loops already expanded by the caller, one arm of each
/// `if` chosen). It follows the execution model of sync-facts.md section 2:
///
///  - The scalar unit (S) reads the trace in program order. Scalar
///    instructions (tgetval/tsetval, waits whose destination is S, sets
///    whose source is S, and PIPE_ALL barriers) run on S itself and block
///    it; every other instruction is issued, at a small issue cost, into the
///    in-order queue of its pipe.
///  - Each pipe runs its queue in order; an op starts when it has been
///    issued and the previous op of its pipe has finished.
///  - set_flag(src, dst, id) runs in the src queue: it fires once every
///    earlier src instruction has finished and sets a one-bit flag. Setting
///    a flag that is already set is an error (a lost signal).
///  - wait_flag(src, dst, id) runs in the dst queue: it blocks that queue
///    until the flag is set, then clears it. A wait that can never be
///    satisfied is a deadlock.
///  - pipe_barrier(P) runs in P's queue; pipe_barrier(PIPE_ALL) runs on S
///    and waits until every queue has drained.
///  - A flag still set when the trace ends is an error.
///
/// The simulator reports the makespan (the cycle at which the last
/// instruction finishes) and each pipe's busy cycles. It is deterministic:
/// events at the same cycle are taken in a fixed order (waits before sets,
/// then by pipe number).
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_COSTMODEL_PIPESIM_H
#define ASCENDPTO_COSTMODEL_PIPESIM_H

#include "CostModel/PipeCost.h"
#include "llvm/ADT/SmallVector.h"
#include <array>
#include <string>
#include <vector>

namespace llvm {
namespace ptocost {

/// One instruction of a trace.
struct SimInstr {
  enum class Kind : uint8_t { Op, SetFlag, WaitFlag, Barrier, BarrierAll };
  Kind K = Kind::Op;
  /// Op: the work, costed by the model (its class gives the pipe).
  OpWork Work;
  /// Op: if set, the cycles to charge instead of the model's.
  std::optional<uint64_t> FixedCycles;
  /// Barrier: the pipe it drains.
  Pipe P = Pipe::S;
  /// SetFlag / WaitFlag: the pipe pair and event id.
  Pipe Src = Pipe::S, Dst = Pipe::S;
  unsigned Id = 0;
  /// What to call it in diagnostics ("tadd %t3").
  std::string Label;

  static SimInstr op(OpWork W, std::string Label = {});
  static SimInstr opCycles(Pipe P, uint64_t Cycles, std::string Label = {});
  static SimInstr set(Pipe Src, Pipe Dst, unsigned Id);
  static SimInstr wait(Pipe Src, Pipe Dst, unsigned Id);
  static SimInstr barrier(Pipe P);
  static SimInstr barrierAll();

  /// The pipe whose queue runs this instruction (S for the scalar unit).
  Pipe queue() const;
};

/// When one instruction of the trace ran (SimResult::Timeline).
struct SimEvent {
  /// Its index in the trace.
  size_t Idx = 0;
  /// The queue that ran it (S: the scalar unit).
  Pipe Queue = Pipe::S;
  /// The cycle it could have started: issued, and the previous
  /// instruction of its queue finished. Start - Ready is the cycles it
  /// waited for a flag (a wait_flag) or for every queue to drain (a
  /// PIPE_ALL barrier).
  uint64_t Ready = 0;
  uint64_t Start = 0;
  /// The cycle its queue is free again.
  uint64_t End = 0;
};

/// What a simulation found.
struct SimResult {
  /// Cycle at which the last instruction finished.
  uint64_t Makespan = 0;
  /// Busy cycles per pipe (index: Pipe).
  std::array<uint64_t, NumPipes> Busy{};
  /// Double sets, deadlocks and flags left set, as sentences; empty when
  /// the trace is well synchronised.
  std::vector<std::string> Errors;
  bool ok() const { return Errors.empty(); }
  /// Every instruction run, in the order the simulation took them (by
  /// start cycle); filled only when simulate() is asked for it. The issue
  /// of an instruction into a pipe queue is not an event of its own.
  std::vector<SimEvent> Timeline;
};

/// Runs \p Trace on the cost model \p CM; with \p RecordTimeline, also
/// fills SimResult::Timeline.
SimResult simulate(ArrayRef<SimInstr> Trace, const CostModel &CM,
                   bool RecordTimeline = false);

} // namespace ptocost
} // namespace llvm

#endif // ASCENDPTO_COSTMODEL_PIPESIM_H
