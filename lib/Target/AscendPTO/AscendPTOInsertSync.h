//===- AscendPTOInsertSync.h - Pipe synchronisation -------------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ascendpto-insert-sync orders every pair of conflicting memory accesses of
/// a planned kernel across the Ascend pipes (docs/sync.md).
///
/// The hardware. The scalar unit issues each tile op, in program order, to
/// the queue of the pipe it runs on (MTE2, MTE1, M, V, FIX, MTE3, S); the
/// queues run asynchronously. Within a queue, issue is in order but
/// completion may overlap, so dependent ops on one pipe need
/// `pto.barrier #pto.pipe<P>` (on the pipes and targets of the SyncPipe
/// table, td/AscendPTOSync.td). Across pipes, `set_flag(src, dst, id)` in
/// the src queue sets a one-bit flag once every earlier src op is done, and
/// `wait_flag(src, dst, id)` in the dst queue blocks until the flag is set,
/// then clears it (sync-facts §2). A set is therefore a fence over a prefix
/// of its queue, which is what makes transitive pruning sound.
///
/// The prefix lemma. A set_flag(P, Q) at a point x of P's queue fires only
/// once every P instruction issued before x has finished: it is a fence
/// over the prefix of P's queue up to x; the matching wait_flag at a point
/// y of Q's queue holds back every later Q instruction until then. So an
/// edge "P up to x happens before Q after y". The prefixes only grow along
/// a queue: the prefix of a later set contains the prefix of an earlier
/// one, and a later instruction of Q is held back by every wait earlier in
/// Q's queue. Hence an ordering established for an earlier P instruction
/// holds for every P instruction issued before it, and an ordering
/// established before a Q instruction holds for every later Q instruction;
/// edges compose along a chain P -> Q -> R when Q's set follows Q's wait in
/// Q's queue. Everything below relies on this alone: the scan counts a pipe
/// as ordered once one such chain reaches the consumer's pipe (transitive
/// pruning: a producer before an ordered prefix needs nothing more), and
/// the reuse rule asks for a chain from a triple's last wait (a Q
/// instruction) to its next set (a P instruction), which then also covers
/// every earlier use of the triple. Moving a set later in its queue
/// (narrowing) or replacing a pair by a PIPE_ALL barrier at its wait only
/// grows the prefixes, so neither ever breaks a chain already relied on.
///
/// The accesses. Every tile op reads its inputs and writes its results and
/// its tmp/written-workspace operands; each access has a memory (a space,
/// or a global argument) and a footprint from the placement: the whole
/// allocated tile (accumulator rows rounded up), a window's 2-D box of rows
/// a source row apart, the whole declared buffer for a run-time slot, the
/// whole source for a window at a run-time offset, and for global memory
/// the tensor view's box in its argument (views of different arguments are
/// disjoint only when both arguments are `noalias`). Two accesses conflict
/// when they are in one memory, their footprints overlap and one writes
/// (or both read an accumulator on different pipes, as ptoas assumes).
///
/// The algorithm works on the structured tree (scf.for / scf.if) the
/// emitter prints. A sequence holds items: ops and nested loops and ifs;
/// the gaps between items are where syncs go. Consumers are visited in
/// program order; for each, a backward scan like ptoas's (sync-facts §3.4)
/// walks the earlier items of its sequence, then of the enclosing ones,
/// keeping the set of pipes already ordered before the consumer by syncs
/// seen on the way (a wait on the consumer's pipe, then its set, orders the
/// set's pipe; chains compose). Only syncs that run unconditionally at the
/// scanned level count: those nested inside loops (which may run zero
/// times) and if arms (one path) are ignored, which keeps it sound. A
/// conflicting producer on a pipe not yet ordered gets, in the innermost
/// sequence holding both:
///   - the same pipe: a barrier before the consumer's item;
///   - another pipe: a set after the producer's item and a wait before the
///     consumer's item (a wait hoisted out of a loop or an if, a set sunk
///     after one; both arms always run the same syncs).
/// Reaching the top of a loop body, the scan also wraps around to the
/// previous iteration (items from the end of the body back to the
/// consumer's own item). A dependence found there gets a credit: a set
/// before the loop, a wait before the consumer's item and a set after the
/// producer's item in the body, a wait after the loop; one credit per loop
/// and pipe pair. It is right for zero trips and for nested loops.
///
/// Minimality. A sync orders what it must and no pair already ordered gets
/// another (docs/sync.md "Minimality"). The facts the scan relies on, in
/// queue terms: a wait_flag [P, Q, id] executed by Q orders before Q's
/// later ops exactly the P ops issued before the matching set_flag in P's
/// queue; so a claim "P is ordered" must name a set that follows the P op
/// on every path. Two rules make the scan see more such sets:
///   - Inside an item. Reaching a loop or an if item, the scan walks its
///     sequences backward from their ends, each with a copy of the state
///     at the item's end, and counts their syncs for the ops inside only:
///     an op inside ran in a trip (an arm) that ran on to its end, so a set
///     of that trip (arm) after the op, whose wait precedes the fence that
///     orders the wait's pipe at the item's end, orders the op. The copy
///     is dropped at the item's start: with zero trips, or the other arm,
///     those sets precede nothing earlier; but a pipe both arms of an if
///     order at their starts is ordered before the if (one arm runs). (Counting such a set at the
///     item's end instead, for every op before it, was unsound: a second
///     wait co-located after the loop could then chain through a pipe
///     ordered only up to a fence inside the loop.)
///   - Pruning. Consumers placed later add syncs an earlier consumer's
///     scan did not see. After placement every consumer is scanned again
///     in check mode (the same scan, placing nothing), recording the syncs
///     that ordered a pipe not yet ordered; a sync goes when every consumer
///     that relied on it still passes without it. A consumer that did not
///     rely on it scans the same without it, so only those are checked.
///     Credits go first (they serialise trips), then pairs, then
///     same-pipe barriers; the check stays a bounded number of scans per
///     op. Pruning runs again after the ids are given when a fallback or a
///     release happened: a PIPE_ALL barrier orders everything across it
///     (the other of two adjacent ones, a pair whose set and wait it
///     separates), a narrowed set orders more of its pipe, a release
///     orders its dst pipe before its src pipe. Removing a sync never makes
///     two live ranges overlap, but it may be a link of the chain that
///     orders a reuse, or a holder between two others of its id: so a
///     removal stands only if, besides every consumer, every id's holder
///     chain and every sync's own next-trip reuse are still ordered (a
///     bounded number of such checks, then what is left stays).
///   - Slot chains. A same-pipe dependence through one slot of a ping-pong
///     buffer (a load against the load N trips back into the same slot)
///     needs no barrier when a credit of that slot into the pipe waits
///     before the consumer and sets, in the producer's trip, after a
///     happens-before chain from the producer (AscendPTOSyncSlotChain.cpp):
///     the consumer's wait takes that set, or a later one of its queue.
///   - Symbolic rows. Two GM accesses of one argument at rows a * x + c and
///     a * x + d of one loop counter x are one translation of their boxes
///     at x = 0 in one trip of x's loop, and a * step rows apart per trip
///     round its back edge (AscendPTOSyncAccesses.cpp).
///   - One trip. A loop whose constant bounds leave one trip at most has
///     no back edge: no wrapped scan, no credit, no next-trip id reuse.
/// An inner loop's credit then also orders an outer loop's back edge: its
/// first wait in a trip of the outer loop takes its set before the inner
/// loop, its later waits the body's set, and both follow every op of the
/// earlier trips (zero inner trips: the consumer inside does not run).
///
/// Complexity. A scan passes most positions without a change: an op on a
/// pipe already ordered, a wait or set of an ordered pipe. Each sequence
/// keeps a segment tree of masks of what its gaps and items hold (ops' and
/// sets' pipes, waits' pipe pairs, barriers; a loop's or an if's is the
/// union of its contents; AscendPTOSyncScanIndex.h), and the scan jumps in
/// O(log n) to the last position that can change its state given the pipes
/// it has ordered. The jumps skip only what the full scan would pass
/// unchanged, so the output is the same (-ascendpto-sync-scan-skip=false
/// visits everything); a consumer costs O(log n) per position it must
/// visit instead of one step per earlier item.
///
/// Ping-pong buffers. A tile bound to the run-time slot `iv srem N` of a
/// declared buffer (iv the loop's induction variable from a constant lower
/// bound >= 0 with a constant step > 0) is in slot s of the buffer; two
/// such accesses with the same slot value in one iteration compare their
/// bytes within the slot, and across the back edge they meet only in the
/// iteration that used the same slot. Such a dependence across pipes gets
/// a slot credit: N ids, all set before the loop and waited after it, and
/// in the body a wait before the consumer and a set after the producer on
/// the id of this iteration's slot (sync-facts §6.C.2; printed as
/// `scf.if (slot == k)` over static ids). It orders nothing else, so the
/// scan does not count it; iteration i+1's load into the other slot then
/// runs while iteration i computes. Too few ids for one per slot make it a
/// plain credit (a remark); a slot the pass cannot follow is the whole
/// buffer.
///
/// Event ids are given per ordered pipe pair by interval colouring over the
/// linear order of the tree (a pair lives from its set to its wait, a
/// credit over its whole loop), without the ids pto-isa intrinsics use
/// themselves on that pair. A flag is one bit and a pair's wait and the
/// next set of its triple run in different queues: an id is reused only
/// when a happens-before chain orders the last wait before the new set
/// ("Flag reuse" in the .cpp, docs/sync.md; -ascendpto-sync-strict-reuse=
/// false drops the rule, unsafe, for comparison). A ping-pong loop's
/// forward pair, whose next trip's set is ordered after this trip's wait
/// only through the credit of the same slot, takes one id per slot like
/// that credit (a slot pair, slotPairCredit). Otherwise, when no id is free
/// by a chain, a release orders the reuse: the holder's wait W is in the
/// dst pipe D's queue, the new set S' in the src pipe S's queue; a
/// set_flag(D, S, r) right after W and a wait_flag(D, S, r) right before
/// S' make W -> set -> wait -> S' a chain (the prefix lemma: the release's
/// set fences D's prefix up to W, its wait holds back S'). Both go into the
/// innermost sequence holding W and S' (a set sunk after, a wait hoisted
/// before, the items holding them), so both run on exactly the same paths
/// and every if arm leaves the release's triple as it found it; round a
/// loop's back edge (the next trip's set) the release is a credit of that
/// loop, right for zero trips and balanced in one trip of an outer loop.
/// When W and S' both lie in one arm of an if of that loop's body (an arm
/// of an arm, no loop between: an inner loop guarded by `n > 0`, W its
/// credit's wait after it, S' its pre-set in the next trip), the credit's
/// body wait goes before S' and its body set after W in that arm; its
/// pre-set and post-wait stay round the loop. In each trip the arm runs at
/// most once, and then runs the wait before the set; a trip that skips it
/// runs neither. So the triple's sets and waits alternate on every path:
/// the pre-set, then a wait and a set per trip that runs the arm, then the
/// post-wait (zero trips, or the arm never taken: set, then wait). The
/// chain: W, then the body set after W in D's queue; the next wait of the
/// triple in S's queue is the body wait of the next trip that runs the arm
/// (only such a trip runs S'), before S'. Placed round the if instead, the
/// body set of a trip that skips the arm would follow the previous trip's
/// set with nothing between them in D's queue: a second set before the
/// wait (the checker's double set).
/// The release's own reuse is not assumed: it is an ordinary sync of the
/// pair (D, S), given an id under the same rule (coloured with that pair,
/// or inserted into its finished colouring with the chain of every later
/// holder of the id checked again), so its next holder's set is ordered
/// after its wait by a chain like any other's. The reuse that asked for it
/// is checked again with it in place (the chain walk sees it), never taken
/// on trust. A release narrows like a pair when its ids run out; each
/// reuse asks for at most three. A release in an arm inserted into a
/// finished colouring whose own next-trip reuse is unordered (round the outer loop
/// of a nest three deep: the release of the middle loop, in the arm of its
/// guard, set again in the next outer trip) asks for releases of its own,
/// at most two levels deep; one made on the pair being coloured then gets
/// its id when that pair's colouring ends, or falls back. So the
/// allocation terminates. A sync that
/// still finds no id may take the id of the one pair holding it across its
/// range, whose set moves down to its wait instead (a shorter range and a
/// later set: by the prefix lemma no chain through it breaks); every reuse
/// of that id from the first of the two on is checked again, a blocked
/// one may ask for releases as above, and otherwise the move is undone.
/// A pair or credit for which neither an id nor a release can be found
/// becomes a PIPE_ALL barrier (remark FlagReuseUnordered, or
/// EventIdsExhausted: the reverse pool is exhausted too). When the ids run out, a pair's set moves down
/// to its wait (a narrower live range), and failing that the pair becomes
/// one `PIPE_ALL` barrier; each fallback is a remark. A `PIPE_ALL` barrier
/// ends the function. After the ids, the syncs are pruned again; a removal
/// stands only if every id's holder chain stays ordered too.
///
/// With -ascendpto-sync=assembler the pass instead leaves synchronisation
/// to `ptoas --enable-insert-sync` and only puts a full barrier before a
/// tile that partially overlaps another from a different base on another
/// pipe, which ptoas's alias test cannot see (sync-facts §4).
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOINSERTSYNC_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOINSERTSYNC_H

#include "AscendPTOTables.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include <cstdint>

namespace llvm {

class MachineFunction;
class MachineOptimizationRemarkEmitter;

namespace AscendPTO {

class Structurizer;
struct SNode;

/// What the pass inserted into one function.
struct SyncSummary {
  unsigned Pairs = 0;   ///< set/wait pairs (a credit's sets and waits count once per instruction pair)
  unsigned Barriers = 0;    ///< same-pipe barriers
  unsigned FullBarriers = 0; ///< PIPE_ALL barriers, the final one included
  unsigned Fallbacks = 0;   ///< id-exhaustion fallbacks
  unsigned PingPong = 0;    ///< slot-indexed sets and waits in loop bodies
};

/// Synchronises one planned machine function in place (backend mode).
/// Returns false after reporting an error; with \p Quiet, it reports
/// nothing, neither errors nor remarks (a trial of the placement
/// arbitration).
bool insertBackendSync(MachineFunction &MF, Structurizer &S,
                       const std::vector<SNode> &Tree,
                       MachineOptimizationRemarkEmitter &ORE,
                       SyncSummary &Summary, bool Quiet = false);

/// Whether \p MI is a synchronisation instruction (set/wait flag, slot
/// flag, pipe barrier).
bool isSyncInstr(const MachineInstr &MI);

/// Erases every synchronisation instruction of \p MF (after a trial
/// insertion: the insertion adds only those, and no register).
void removeSyncInstrs(MachineFunction &MF);

/// Assembler mode: full barriers before partially overlapping tiles only.
/// Returns false after reporting an error.
bool insertAssemblerBarriers(MachineFunction &MF, Structurizer &S,
                             SyncSummary &Summary);

/// Whether the function's sync is the backend's (-ascendpto-sync=backend).
bool isBackendSync();

/// Whether -ascendpto-plan-report is on (AscendPTOBufferColoring.cpp).
bool isPlanReportEnabled();
/// True under -ascendpto-plan-report=detail.
bool isPlanReportDetail();

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOINSERTSYNC_H
