//===- PipeAware.h - Placement that sees the pipes --------------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `time` placement objective (docs/planner.md, "The placement
/// objective"). Reusing memory is free in bytes but not in time: when a tile
/// takes over bytes whose previous occupant was last touched by an op the
/// new tile's first write does not already wait for, the kernel gains a
/// dependence it did not have (a set/wait between two pipes, or a barrier on
/// one), and the pipes that could have overlapped run one after the other.
///
/// Two IR-free pieces live here:
///
///  - A *placement estimate*: a kernel's tile ops in program order (loops
///    expanded by the caller), each with its pipe, its work and the buffers
///    it reads and writes, are synchronised for one placement as a backend
///    would (a conflicting earlier access on another pipe gets a set after
///    it and a wait before the consumer, the waits nearest producer first;
///    on the same pipe a barrier where the pipe needs one and no flag
///    covers it; accesses already ordered through earlier syncs get
///    nothing; a dependence round a loop's back edge the rest of its loop
///    credit), and run on the pipe simulator of lib/CostModel. It
///    shares no code with ascendpto-insert-sync and is a model for ranking
///    placements, not the printed synchronisation: flags are unbounded (no
///    event-id pressure) and global memory is not modelled (placement does
///    not change it).
///
///  - planForTime: among placements that fit the capacity, the one whose
///    estimate is fastest, ties broken by fewer added dependences and then
///    by the smaller total peak. The candidates are the given (bytes)
///    placement; the pypto packing with every penalised pair (a reuse that
///    would add a dependence, as ReusePenalty) kept apart; and, when that
///    does not fit, a greedy that keeps pairs apart one at a time, in order
///    of the bytes it costs, and keeps each one that still fits: it trades
///    exactly as much parallelism as the capacity demands. The greedy tries
///    the pairs in batches (a batch that fits is kept whole and the next
///    one is twice as large; one that does not is halved down to a single
///    pair, which is then dropped), and all of planForTime's packings are
///    charged against a work budget proportional to the problem's size
///    (TimeBudget): deterministic, never wall-clock.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_PIPEAWARE_H
#define ASCENDPTO_PLANNER_PIPEAWARE_H

#include "CostModel/PipeCost.h"
#include "CostModel/PipeSim.h"
#include "Planner/Problem.h"
#include "Planner/PyptoPacker.h"
#include "llvm/ADT/SmallVector.h"
#include <array>
#include <optional>
#include <vector>

namespace llvm {
namespace ptoplan {

/// One tile operation of a kernel's trace.
struct TraceOp {
  ptocost::OpWork Work;
  ptocost::Pipe Pipe = ptocost::Pipe::V;
  /// The planned buffers it reads (false) and writes (true).
  SmallVector<std::pair<unsigned, bool>, 4> Accesses;
  /// Where the trace lays out a loop's body twice: the innermost such
  /// loop's instance (NoLoop outside loops), which of its two trips the op
  /// is in, the index of the same op in the other trip, and one past the
  /// loop's last op in the trace. The estimate reads them to give a
  /// dependence round the back edge the loop credit that
  /// ascendpto-insert-sync prints for it (synchroniseTrace).
  static constexpr uint32_t NoLoop = ~0u;
  uint32_t Loop = NoLoop;
  uint8_t Trip = 0;
  uint32_t Twin = 0;
  uint32_t LoopEnd = 0;
};

/// A kernel's tile ops in execution order (loops expanded).
struct PipeTrace {
  std::vector<TraceOp> Ops;
  /// Per pipe: two dependent ops on it need a barrier between them (the
  /// SyncPipe rows of td/AscendPTOSync.td for the target).
  std::array<bool, ptocost::NumPipes> SamePipeBarrier{};
};

/// What one placement's estimate found.
struct TraceEstimate {
  uint64_t Makespan = 0;
  unsigned Flags = 0;    ///< set/wait pairs the model inserted
  unsigned Barriers = 0; ///< same-pipe barriers the model inserted
};

/// The longest trace, and the most overlap checks, one estimate spends.
constexpr size_t MaxTraceOps = size_t(1) << 16;
constexpr uint64_t MaxEstimateWork = uint64_t(1) << 26;

/// The trace estimatePlacement simulates: \p T's ops with the model's
/// waits and barriers before them and sets after them.
struct SyncedTrace {
  std::vector<ptocost::SimInstr> Trace;
  TraceEstimate Counts; ///< without a makespan
  /// Overlap checks charged: one per pair of accessed buffers sharing a
  /// byte, and per access one per accessed buffer sharing a byte with the
  /// one accessed, itself included (the lists the model once walked; it
  /// now visits only the buffers whose last accesses are not yet ordered,
  /// and charges the same, so that the same placements are estimated).
  uint64_t Work = 0;
};

/// Synchronises \p T for placement \p S of \p P. std::nullopt when the
/// trace exceeds MaxTraceOps, the overlap checks exceed \p MaxWork, or \p S
/// places no buffer.
std::optional<SyncedTrace>
synchroniseTrace(const Problem &P, const Solution &S, const PipeTrace &T,
                 uint64_t MaxWork = MaxEstimateWork);

/// Synchronises \p T for placement \p S of \p P and simulates it on \p CM.
/// std::nullopt when the trace or its overlap checks exceed the limits
/// above, or \p S places no buffer.
std::optional<TraceEstimate> estimatePlacement(const Problem &P,
                                               const Solution &S,
                                               const PipeTrace &T,
                                               const ptocost::CostModel &CM);

/// What planForTime chose.
struct TimePlan {
  Solution Sol;
  /// Activated penalties (dependences added by reuse) of Sol.
  uint64_t Cost = 0;
  /// Sol's estimate, when the trace could be estimated.
  std::optional<TraceEstimate> Estimate;
  /// The estimate and cost of the given placement.
  std::optional<TraceEstimate> BaseEstimate;
  uint64_t BaseCost = 0;
  /// Sol is not the given placement.
  bool Changed = false;
  /// The pypto packing with every penalised pair apart, when it was packed.
  std::optional<Solution> AllApart;
  /// Placements packed.
  unsigned Packs = 0;
  /// Work charged (a packing of a problem with B buffers and S
  /// separations costs B + S), and the budget it had.
  uint64_t Work = 0, Budget = 0;
  /// The greedy stopped at the budget with this many pairs untried.
  uint64_t PairsUntried = 0;
  bool BudgetCut = false;
};

/// planForTime's work budget: \p Packings packings' worth of the problem
/// with every penalised pair apart (a packing of P with S pairs apart is
/// charged |Buffers| + |Separations| + S), counted as if the problem had
/// at least \p MinSize of them, so that small kernels are searched as
/// fully as before (256 pairs one at a time), and at least \p PerBuffer
/// per buffer, so that the budget per tile does not fall with the
/// dependences per tile: a short kernel, whose reuse window is cut at its
/// ends, has fewer of them per tile than a long one, and was searched less
/// per tile. Deterministic: the same input gets the same placement on any
/// machine. Packings = 0 stops the greedy before its first packing.
struct TimeBudget {
  uint64_t Packings = 8;
  uint64_t MinSize = 2048;
  /// Assumption, from a measurement: under the default reuse window (64),
  /// the long `mixed` kernels of utils/bench/llc_scaling.py have 57.4
  /// (1,000 tiles) and 59.3 (10,000) buffers, separations and dependences
  /// per buffer, the 100-tile one 38.5. 56 keeps the long kernels' budget
  /// as it was and gives a short one as much per tile (docs/planner.md).
  uint64_t PerBuffer = 56;
  /// The greedy's trials replay the roots a batch does not concern from
  /// the last packing kept (PyptoOptions::Replay): the same placements and
  /// charges as full packings, in less time. False packs each trial whole.
  bool Incremental = true;
  uint64_t limit(const Problem &P) const;
};

/// Chooses a placement of \p P (whose ReusePenalties are the reuses that add
/// dependences, and whose pipeline stages, if any, are already separations)
/// for time; \p Base is the bytes placement, which must fit. \p Opts are the
/// pypto packer's options.
TimePlan planForTime(const Problem &P, const Solution &Base,
                     const PyptoOptions &Opts, const PipeTrace *T,
                     const ptocost::CostModel &CM,
                     const TimeBudget &Budget = TimeBudget());

/// Problem \p P with every penalty of \p Enforced (indices into
/// P.ReusePenalties) as a separation.
Problem withPenaltiesApart(const Problem &P, ArrayRef<unsigned> Enforced);

/// True if every pool of \p S is within its capacity.
bool fitsCapacity(const Problem &P, const Solution &S);

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_PIPEAWARE_H
