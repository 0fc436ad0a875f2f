//===- AscendPTOSyncScan.cpp - Sync: the scan -----------------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ascendpto-insert-sync's backward scan from each consumer, which places
/// the syncs that order its conflicting producers; the scan's index; and
/// the pruning of syncs the others make redundant.
///
//===----------------------------------------------------------------------===//

#include "AscendPTOSyncInserter.h"

using namespace llvm;
using namespace llvm::AscendPTO;
using namespace llvm::AscendPTO::sync;

#define DEBUG_TYPE "ascendpto-insert-sync"

//===----------------------------------------------------------------------===//
// The scan's index.
//===----------------------------------------------------------------------===//
//
// A consumer's backward scan (scanConsumer) changes its state only at a few
// positions; it passes the others unchanged. With Covered the pipes already
// ordered before the consumer (on pipe Q), a position can change something
// only if it holds
//   - an op on a pipe not in Covered that may conflict with the consumer:
//     it writes a memory the consumer accesses, or accesses one the
//     consumer writes, or both read the accumulator on different pipes
//     (orderProducer returns at once for an ordered pipe, and classify
//     finds no dependence without one of these, mayConflict);
//   - a wait of a pair or credit from a pipe not in Covered to Q or to a
//     pipe in Covered (applyGap counts it; a wait from an ordered pipe can
//     only order that pipe again, and a wait to a pipe not in Covered here
//     is never counted: it is passed);
//   - a set from a pipe not in Covered;
//   - a barrier on Q while Q is not in Covered; a PIPE_ALL barrier; or a
//     sync of a kind this list does not know (always visited);
//   - a loop or an if whose contents hold any of these (its scan starts
//     from the same state, and a join adds only what both arms order,
//     nothing new when neither changed).
// Covered only grows along a scan, so a position that cannot change
// anything now cannot later either, until something else does. skipBack
// finds the last position at or before the scan's that can, in the
// sequence's ScanIndex (dead syncs stay in it: visiting one changes
// nothing, so the skips are exact and the output is the one of the full
// scan). Each position's mask: word MaskPairs has bit 8 * Src + Dst for a
// wait; words MaskOpWrite and MaskOpAccess bit 8 * pipe + memory for an op
// that writes (accesses) the memory (memIndex); word MaskMisc the bits
// below.

namespace {
constexpr unsigned MaskPairs = 0, MaskOpWrite = 1, MaskOpAccess = 2,
                   MaskMisc = 3;
constexpr unsigned MaskSetShift = 8;     ///< a set from the pipe
constexpr unsigned MaskBarrierShift = 16; ///< a barrier on the pipe
constexpr uint64_t MaskFull = uint64_t(1) << 24;   ///< a PIPE_ALL barrier
constexpr uint64_t MaskAlways = uint64_t(1) << 25; ///< always visited
constexpr unsigned MaskPipes = 0xff;

uint64_t pairBit(Pipe Src, Pipe Dst) {
  return uint64_t(1) << (8 * (unsigned(Src) & 7) + (unsigned(Dst) & 7));
}

/// An access's memory as one of 8 bits: the on-chip spaces, then global
/// memory (and anything else: sharing a bit only visits more).
unsigned memIndex(unsigned Mem) {
  static_assert(NumMemSpaces <= 7, "one bit per space and one for GM");
  return Mem < NumMemSpaces ? Mem : 7;
}
} // namespace

ScanMask SyncInserter::entryMask(const GapEntry &E) const {
  const Sync &S = Syncs[E.Sync];
  ScanMask M;
  switch (S.Kind) {
  case Sync::Full:
    M.W[MaskMisc] = MaskFull;
    break;
  case Sync::Barrier:
    M.W[MaskMisc] = uint64_t(pipeBit(S.Src) & MaskPipes) << MaskBarrierShift;
    break;
  case Sync::Pair:
  case Sync::Credit:
  case Sync::SlotCredit: // Ordered like a credit once it falls back to one.
    if (E.IsSet)
      M.W[MaskMisc] = uint64_t(pipeBit(S.Src) & MaskPipes) << MaskSetShift;
    else
      M.W[MaskPairs] = pairBit(S.Src, S.Dst);
    break;
  }
  if (M.empty())
    M.W[MaskMisc] = MaskAlways;
  return M;
}

ScanMask SyncInserter::opMask(const OpRec &R) {
  ScanMask M;
  unsigned Shift = 8 * (unsigned(R.P) & 7);
  for (const Access &A : R.Acc) {
    uint64_t Bit = uint64_t(1) << (Shift + memIndex(A.Mem));
    M.W[MaskOpAccess] |= Bit;
    if (A.Write)
      M.W[MaskOpWrite] |= Bit;
  }
  return M;
}

ScanMask SyncInserter::scanQuery(unsigned GapCovered, unsigned OpCovered,
                                 const OpRec &Cons) {
  ScanMask Q;
  unsigned CP = pipeBit(Cons.P);
  unsigned Open = ~GapCovered & MaskPipes;
  unsigned Into = (GapCovered | CP) & MaskPipes;
  for (unsigned Src = 0; Src < 8; ++Src)
    if (Open & (1u << Src))
      Q.W[MaskPairs] |= uint64_t(Into) << (8 * Src);
  // The memories the consumer accesses and writes, and whether it reads
  // the accumulator (which conflicts with a read on another pipe).
  unsigned Accessed = 0, Written = 0;
  for (const Access &A : Cons.Acc) {
    Accessed |= 1u << memIndex(A.Mem);
    if (A.Write)
      Written |= 1u << memIndex(A.Mem);
  }
  uint64_t AccBit = Accessed & (1u << memIndex(unsigned(MemSpace::Acc)))
                        ? 1u << memIndex(unsigned(MemSpace::Acc))
                        : 0;
  unsigned OpOpen = ~OpCovered & MaskPipes;
  for (unsigned P = 0; P < 8; ++P) {
    if (!(OpOpen & (1u << P)))
      continue;
    Q.W[MaskOpWrite] |= uint64_t(Accessed) << (8 * P);
    Q.W[MaskOpAccess] |= uint64_t(Written) << (8 * P);
    if ((1u << P) != CP)
      Q.W[MaskOpAccess] |= AccBit << (8 * P);
  }
  Q.W[MaskMisc] = uint64_t(Open) << MaskSetShift | MaskFull | MaskAlways;
  if (!(GapCovered & CP))
    Q.W[MaskMisc] |= uint64_t(CP & MaskPipes) << MaskBarrierShift;
  return Q;
}

void SyncInserter::buildScanIndex() {
  // Children come after their parents in Seqs: build from the last, so a
  // loop's or an if's mask is the union of its sequences'.
  for (unsigned SeqI = Seqs.size(); SeqI-- > 0;) {
    Seq &Sq = Seqs[SeqI];
    unsigned N = Sq.Items.size();
    Sq.Index.reset(2 * N + 1);
    for (unsigned I = 0; I < N; ++I) {
      const Item &It = Sq.Items[I];
      ScanMask M;
      if (It.Kind == Item::Op) {
        M = opMask(Ops[It.OpIdx]);
      } else {
        for (int Child : {It.First, It.Second})
          if (Child >= 0)
            M |= Seqs[Child].Index.all();
      }
      Sq.Index.setLeaf(2 * I + 1, M);
    }
    for (unsigned G = 0; G <= N; ++G) {
      ScanMask M;
      for (const GapEntry &E : Sq.Gaps[G])
        M |= entryMask(E);
      Sq.Index.setLeaf(2 * G, M);
    }
    Sq.Index.build();
  }
}

void SyncInserter::updateGapMask(unsigned SeqI, unsigned Gap) {
  if (!Seqs[SeqI].Index.size())
    return; // Not built yet.
  ScanMask M;
  for (const GapEntry &E : Seqs[SeqI].Gaps[Gap])
    M |= entryMask(E);
  if (!Seqs[SeqI].Index.set(2 * Gap, M))
    return;
  // The union changed: so did the mask of the item holding the sequence.
  for (int Sq = int(SeqI); Seqs[Sq].Parent >= 0; Sq = Seqs[Sq].Parent) {
    Seq &P = Seqs[Seqs[Sq].Parent];
    const Item &It = P.Items[Seqs[Sq].ParentItem];
    ScanMask U;
    for (int Child : {It.First, It.Second})
      if (Child >= 0)
        U |= Seqs[Child].Index.all();
    if (!P.Index.set(2 * Seqs[Sq].ParentItem + 1, U))
      break;
  }
}

unsigned SyncInserter::skipBack(unsigned SeqI, unsigned G, unsigned Lo,
                                unsigned Covered, unsigned OpCovered,
                                unsigned C) const {
  // Every pipe ordered: the scan stops at its next gap; let it.
  if (!ScanSkipOpt || (Covered & UsedPipes) == UsedPipes)
    return G;
  long K = Seqs[SeqI].Index.findLast(
      Lo, 2 * G, scanQuery(Covered, OpCovered, Ops[C]));
  // Resume at the gap whose visit (the gap, then the item before it)
  // reaches position K; with none, at the lowest gap the caller visits.
  return K < 0 ? Lo / 2 : unsigned(K + 1) / 2;
}

// The flag-reuse walks (ordered(), AscendPTOSyncReuse.cpp) run forward
// over gaps with a FlowState: Informed, the pipes that have passed the
// wait, which only grows, and Pending, the syncs set by an informed pipe
// and not yet waited. With Informed the pipes so far, a gap can change
// what the walk finds only if it holds
//   - a set from a pipe in Informed (flowGap takes no other);
//   - a wait from a pipe in Informed to one not in it. A wait from a pipe
//     never informed has no pending set (its set would have been taken
//     only from an informed pipe); a wait to an informed pipe may drop its
//     sync from Pending, but informs nothing new, and neither can a later
//     wait of that sync, so every later Informed is the same without it;
//   - a PIPE_ALL barrier, or an entry of a kind this list does not know.
// Same-pipe barriers order nothing there. So the walk may pass any other
// gap without looking (nextFlowGap), and Informed after each gap is the
// full walk's: the same answer, with the gaps passed counted as steps of
// the walk's bound. The items between the gaps (odd positions) are not on
// the walk: a hit there is passed.

ScanMask SyncInserter::flowQuery(unsigned Informed) {
  ScanMask Q;
  unsigned In = Informed & MaskPipes, Out = ~Informed & MaskPipes;
  for (unsigned Src = 0; Src < 8; ++Src)
    if (In & (1u << Src))
      Q.W[MaskPairs] |= uint64_t(Out) << (8 * Src);
  Q.W[MaskMisc] = uint64_t(In) << MaskSetShift | MaskFull | MaskAlways;
  return Q;
}

unsigned SyncInserter::nextFlowGap(unsigned SeqI, unsigned G, unsigned Last,
                                   unsigned Informed) const {
  const ScanIndex &Index = Seqs[SeqI].Index;
  if (!ScanSkipOpt || !Index.size())
    return G;
  ScanMask Q = flowQuery(Informed);
  for (unsigned Lo = 2 * G; Lo <= 2 * Last;) {
    long K = Index.findFirst(Lo, 2 * Last, Q);
    if (K < 0)
      break;
    if (!(K & 1))
      return unsigned(K) / 2;
    Lo = unsigned(K) + 1; // An item: not on the walk.
  }
  return Last + 1;
}

void SyncInserter::applyGap(unsigned SeqI, unsigned G, Pipe Consumer,
                            ScanState &St) {
  // Later entries run later: walk them backwards, as the scan does.
  ArrayRef<GapEntry> Entries = Seqs[SeqI].Gaps[G];
  auto BySlot = [](const GapEntry &A, const GapEntry &B) {
    return A.S < B.S;
  };
  // Most gaps hold their entries in order already (or none).
  SmallVector<GapEntry, 4> Copy;
  if (!llvm::is_sorted(Entries, BySlot)) {
    Copy.assign(Entries.begin(), Entries.end());
    llvm::stable_sort(Copy, BySlot);
    Entries = Copy;
  }
  // A sync that orders a pipe not ordered yet is one the consumer relies
  // on (pruneSyncs).
  auto Order = [&](unsigned SyncI, unsigned Bits) {
    if (St.Used && (Bits & ~St.Covered))
      St.Used->push_back(SyncI);
    St.Covered |= Bits;
  };
  for (const GapEntry &E : reverse(Entries)) {
    const Sync &S = Syncs[E.Sync];
    if (S.Dead)
      continue;
    switch (S.Kind) {
    case Sync::Full:
      Order(E.Sync, ~0u);
      St.Done = true;
      return;
    case Sync::Barrier:
      if (S.Src == Consumer)
        Order(E.Sync, pipeBit(Consumer));
      break;
    case Sync::SlotCredit:
      // The wait after the loop waits every id: each id's last set, at or
      // after its pre-set and after the body set of every trip on that id
      // in the src queue. So it orders like a credit's wait, through the
      // pre-set, and through the body set where every trip has an id to
      // set (slotCreditSetsEveryTrip): whichever trip a body walked as an
      // item stands for, its set is followed by the one the wait takes.
      // Waited holds a slot credit only from that wait, so the set met
      // after it is one of its loop's.
      if (E.S == Slot::PostWait) {
        if (S.Dst == Consumer || (St.Covered & pipeBit(S.Dst)))
          St.Waited.insert(E.Sync);
        break;
      }
      if (E.IsSet && St.Waited.count(E.Sync) &&
          (E.S == Slot::PreSet || slotCreditSetsEveryTrip(S))) {
        Order(E.Sync, pipeBit(S.Src));
        break;
      }
      // A body wait orders only the iteration that used the same slot:
      // nothing the scan may count on for other accesses, except in check
      // mode, which knows the trip whose set it takes (slotCreditWalk).
      if (St.SlotWaits)
        if (unsigned Bits = slotCreditWalk(SeqI, E, Consumer, St))
          Order(E.Sync, Bits);
      break;
    case Sync::Pair:
    case Sync::Credit:
      if (!E.IsSet) {
        // A wait orders later ops of its dst pipe, and every fence of that
        // pipe after it.
        if (S.Dst == Consumer || (St.Covered & pipeBit(S.Dst)))
          St.Waited.insert(E.Sync);
      } else if (St.Waited.count(E.Sync)) {
        Order(E.Sync, pipeBit(S.Src));
      }
      break;
    }
  }
  if ((St.Covered & UsedPipes) == UsedPipes)
    St.Done = true;
}

void SyncInserter::widenCredit(unsigned SyncI, unsigned ItemI, unsigned Pos) {
  // The body's wait moves up to the earliest consumer, its set down after
  // the latest producer.
  Sync &S = Syncs[SyncI];
  if (Pos < S.WaitGap) {
    removeEntry(S.Seq, S.WaitGap, SyncI, Slot::WaitBefore);
    S.WaitGap = Pos;
    addEntry(S.Seq, Pos, SyncI, Slot::WaitBefore, false);
  }
  if (ItemI + 1 > S.SetGap) {
    removeEntry(S.Seq, S.SetGap, SyncI, Slot::SetAfter);
    S.SetGap = ItemI + 1;
    addEntry(S.Seq, S.SetGap, SyncI, Slot::SetAfter, true);
  }
}

// Where a credit's pre-set goes. The pre-set stands for the producer of
// the trip before the first: the first trip's wait takes it, and through
// it every access before it on its src pipe is ordered before that wait.
// So it must follow the pre-loop accesses on its src pipe that the
// credit's consumers depend on, and nothing else needs it there: placed
// just before the loop, it also waits for unrelated work (the peeled first
// chunk of a K loop), and so does the first trip's consumer. It stays in
// the loop's parent sequence, like the wait after the loop, so both run on
// the same paths (zero trips: set, then wait; one trip of an outer loop
// balances it). It starts after the conflicting accesses of the consumer
// that made the credit (at the sequence's start when there are none); a
// consumer that joins the credit, and one after the loop (in program
// order, or in the next trip of an enclosing loop) whose scan reaches the
// credit's wait after the loop with its src pipe still open (with no trip,
// that wait takes the pre-set), move it down after their own. Moves are
// only ever down: a set later in its queue orders more, so no consumer
// scanned before a move loses anything, and the consumers scanned before
// the credit was made did not see it. Any other consumer whose scan
// reaches the pre-set counts it where it is (applyGap): what it needs from
// the accesses between the pre-set and the loop, the scan places itself.
// The event id lives from the pre-set (liveRange).

unsigned SyncInserter::preSetGap(const Sync &S) const {
  return S.PreSetGap >= 0 ? unsigned(S.PreSetGap)
                          : Seqs[creditBody(S)].ParentItem;
}

std::optional<unsigned>
SyncInserter::afterLastConflict(unsigned SeqI, unsigned Lo, unsigned Below,
                                Pipe P, const OpRec &Cons, bool Wrap) const {
  // Ops looked at per search: past it, what is left counts as conflicting
  // (a pre-set later than needed, never too early).
  unsigned Budget = 256;
  const Seq &Sq = Seqs[SeqI];
  auto Depends = [&](unsigned OpI) {
    Register SlotReg;
    return Ops[OpI].P == P &&
           classify(Ops[OpI], Cons, SeqI, Wrap, SlotReg) != Dep::None;
  };
  for (unsigned I = Below; I-- > Lo;) {
    const Item &It = Sq.Items[I];
    unsigned First = It.Kind == Item::Op ? It.OpIdx : It.FirstOp;
    unsigned End = It.Kind == Item::Op ? It.OpIdx + 1 : It.EndOp;
    for (unsigned OpI = First; OpI < End; ++OpI)
      if (!Budget-- || Depends(OpI))
        return I + 1;
  }
  return std::nullopt;
}

unsigned SyncInserter::beforeNextOnPipe(unsigned SeqI, unsigned From,
                                        unsigned Below, Pipe P) const {
  const Seq &Sq = Seqs[SeqI];
  unsigned G = From;
  for (; G < Below; ++G) {
    const Item &It = Sq.Items[G];
    unsigned First = It.Kind == Item::Op ? It.OpIdx : It.FirstOp;
    unsigned End = It.Kind == Item::Op ? It.OpIdx + 1 : It.EndOp;
    bool OnPipe = false;
    for (unsigned OpI = First; OpI < End && !OnPipe; ++OpI)
      OnPipe = Ops[OpI].P == P;
    // Nor past a wait or barrier: the set would follow it in its queue.
    if (OnPipe || any_of(Sq.Gaps[G + 1],
                         [](const GapEntry &E) { return !E.IsSet; }))
      break;
  }
  return G;
}

void SyncInserter::preSetAfterConflicts(unsigned SyncI, const OpRec &Cons,
                                        unsigned Lo, bool Wrap) {
  Sync &S = Syncs[SyncI];
  const Seq &Body = Seqs[S.Seq];
  unsigned Old = preSetGap(S);
  std::optional<unsigned> New =
      afterLastConflict(unsigned(Body.Parent), std::max(Lo, Old),
                        Body.ParentItem, S.Src, Cons, Wrap);
  if (!New || *New <= Old)
    return;
  removeEntry(unsigned(Body.Parent), Old, SyncI, Slot::PreSet);
  S.PreSetGap = int(*New);
  addEntry(unsigned(Body.Parent), *New, SyncI, Slot::PreSet, true);
}

void SyncInserter::preSetsForConsumer(unsigned Body, unsigned C,
                                      const ScanState &St, unsigned Lo,
                                      bool Wrap) {
  // A consumer after the loop (in program order, or in the next trip of an
  // enclosing loop) that reaches the loop's credits through their waits
  // after the loop: a pre-set just before the loop would order its src
  // pipe for it; one moved down after C's conflicting accesses still does.
  if (Checking)
    return;
  SmallVector<unsigned, 8> Relied;
  for (unsigned K : St.Waited) {
    const Sync &S = Syncs[K];
    if (S.Kind == Sync::Credit && S.Seq == Body && !S.Dead && !S.Release &&
        !(St.Covered & pipeBit(S.Src)))
      Relied.push_back(K);
  }
  llvm::sort(Relied); // Deterministic (the moves do not depend on it).
  for (unsigned K : Relied)
    preSetAfterConflicts(K, Ops[C], Lo, Wrap);
}

unsigned SyncInserter::addCredit(const Sync &S, const OpRec &Cons) {
  // A set before the loop (after the pre-loop accesses Cons depends on),
  // the body's wait and set, a wait after the loop.
  unsigned I = addSync(S);
  const Seq &Body = Seqs[S.Seq];
  unsigned Parent = unsigned(Body.Parent);
  // After the conflicts, and past the ops of other pipes that follow
  // them: the set fires at the same time, and the scalar unit issues the
  // work before it first (a pre-set at the function's start would delay
  // its first load by an issue cycle).
  Syncs[I].PreSetGap = int(beforeNextOnPipe(
      Parent,
      afterLastConflict(Parent, 0, Body.ParentItem, S.Src, Cons, false)
          .value_or(0),
      Body.ParentItem, S.Src));
  addEntry(Parent, preSetGap(Syncs[I]), I, Slot::PreSet, true);
  addEntry(S.Seq, S.WaitGap, I, Slot::WaitBefore, false);
  addEntry(S.Seq, S.SetGap, I, Slot::SetAfter, true);
  addEntry(Parent, Body.ParentItem + 1, I, Slot::PostWait, false);
  return I;
}

void SyncInserter::orderProducer(unsigned SeqI, unsigned ItemI, unsigned Pos,
                                 unsigned R, unsigned C, ScanState &St,
                                 unsigned Inside, bool Wrap) {
  const OpRec &Prod = Ops[R], &Cons = Ops[C];
  if ((St.Covered | Inside) & pipeBit(Prod.P))
    return;
  Register SlotReg;
  // Round the back edge in check mode: the trip back rows first meet at.
  unsigned RowsTrip = 0;
  Dep D = classify(Prod, Cons, SeqI, Wrap, SlotReg, St.LaterTrips,
                   Wrap && St.Deferred ? &RowsTrip : nullptr);
  if (D == Dep::None)
    return;
  if (Checking) {
    // Only what the hardware orders itself, or a slot's own id, may order
    // a producer the syncs in place do not. The slot credit is one the
    // consumer relies on: pruned, the consumer is checked again.
    if (D == Dep::Slot && Prod.P != Cons.P) {
      int K = slotCreditCovering(SeqI, ItemI, Pos, Prod, Cons, SlotReg);
      if (K >= 0) {
        if (St.Used)
          St.Used->push_back(unsigned(K));
        return;
      }
    }
    if (Prod.P == Cons.P && !needsSamePipeBarrier(Cons.P)) {
      St.Covered |= pipeBit(Prod.P);
      return;
    }
    // A same-pipe dependence through one slot that the slot's id chain
    // orders (AscendPTOSyncSlotChain.cpp).
    if (D == Dep::Slot && slotChainCovers(SeqI, ItemI, Pos, R, C, SlotReg,
                                          St.Used))
      return;
    // Else, through one slot of a loop whose consecutive trips use
    // different slots, ordered in a trip further back (tripsBackOrdered).
    if (D == Dep::Slot && Wrap && St.Deferred)
      if (unsigned Trips = slotTripDistance(SlotReg, SeqI)) {
        St.Deferred->push_back({ItemI, Prod.P, Trips});
        return;
      }
    // Or global rows that move with the counter and meet only k >= 2 trips
    // back: decided in trip j - k like a slot's (docs/sync.md "Trips
    // back", rows).
    if (D == Dep::Normal && RowsTrip >= 2) {
      St.Deferred->push_back({ItemI, Prod.P, RowsTrip});
      return;
    }
    CheckFailed = true;
    St.Done = true;
    return;
  }
  // A dependence only on the same slot of a ping-pong buffer, across
  // pipes: that slot's id orders it, and the stages overlap.
  if (D == Dep::Slot && Prod.P != Cons.P &&
      addSlotCredit(SeqI, ItemI, Pos, Prod, Cons, SlotReg))
    return;
  // On the same pipe, the slot's id chain may order it already (only this
  // producer: the pipe stays open).
  if (D == Dep::Slot && Prod.P == Cons.P && needsSamePipeBarrier(Cons.P) &&
      slotChainCovers(SeqI, ItemI, Pos, R, C, SlotReg, nullptr))
    return;
  St.Covered |= pipeBit(Prod.P);
  if (Prod.P == Cons.P) {
    // In-order issue, overlapping completion: a barrier where the target
    // needs one (td: SyncPipe); S and a5's V are ordered by the hardware.
    if (!needsSamePipeBarrier(Cons.P))
      return;
    for (const GapEntry &E : Seqs[SeqI].Gaps[Pos])
      if (Syncs[E.Sync].Kind == Sync::Barrier && Syncs[E.Sync].Src == Cons.P)
        return; // Already there (from another consumer).
    Sync S;
    S.Kind = Sync::Barrier;
    S.Src = S.Dst = Cons.P;
    S.Seq = SeqI;
    S.WaitGap = Pos;
    S.Consumer = Cons.MI;
    addEntry(SeqI, Pos, addSync(S), Slot::WaitBefore, false);
    return;
  }
  if (!Wrap) {
    Sync S;
    S.Kind = Sync::Pair;
    S.Src = Prod.P;
    S.Dst = Cons.P;
    S.Seq = SeqI;
    S.SetGap = ItemI + 1;
    S.WaitGap = Pos;
    S.Consumer = Cons.MI;
    unsigned I = addSync(S);
    addEntry(SeqI, S.SetGap, I, Slot::SetAfter, true);
    addEntry(SeqI, S.WaitGap, I, Slot::WaitBefore, false);
    return;
  }
  // A back edge: a credit of the loop and pipe pair, its body wait before
  // the earliest consumer and its body set after the latest producer.
  auto Key = std::make_tuple(SeqI, unsigned(Prod.P), unsigned(Cons.P));
  if (std::optional<unsigned> K = overlappingCredit(Key, ItemI, Pos)) {
    widenCredit(*K, ItemI, Pos);
    preSetAfterConflicts(*K, Cons, 0, /*Wrap=*/false);
    return;
  }
  Sync S;
  S.Kind = Sync::Credit;
  S.Src = Prod.P;
  S.Dst = Cons.P;
  S.Seq = SeqI;
  S.SetGap = ItemI + 1;
  S.WaitGap = Pos;
  S.Consumer = Cons.MI;
  Credits[Key].push_back(addCredit(S, Cons));
}

std::optional<unsigned>
SyncInserter::overlappingCredit(std::tuple<unsigned, unsigned, unsigned> Key,
                                unsigned ItemI, unsigned Pos) const {
  // The dependence's stretch of the body runs from its consumer (gap Pos)
  // to its producer (gap ItemI + 1). It joins a credit whose stretch
  // overlaps it; one in a stretch of its own (the next stage's copy of an
  // unrolled body, docs/planner.md "Automatic multi-buffering") gets a
  // credit of its own, so that its consumer waits for its own producer and
  // not for a later one.
  auto It = Credits.find(Key);
  if (It == Credits.end())
    return std::nullopt;
  for (unsigned C : It->second)
    if (Pos < Syncs[C].SetGap && Syncs[C].WaitGap < ItemI + 1)
      return C;
  return std::nullopt;
}

bool SyncInserter::needsSamePipeBarrier(Pipe P) const {
  const SyncPipeInfo *Info = getSyncPipeInfo(P);
  return Info && (Info->BarrierArchMask & archBit(STI.getArch()));
}

int SyncInserter::slotCreditCovering(unsigned SeqI, unsigned ItemI,
                                     unsigned Pos, const OpRec &Prod,
                                     const OpRec &Cons,
                                     Register SlotReg) const {
  auto It = SlotCredits.find(std::make_tuple(
      SeqI, unsigned(Prod.P), unsigned(Cons.P), unsigned(SlotReg.id())));
  if (It == SlotCredits.end())
    return -1;
  const Sync &S = Syncs[It->second];
  return !S.Dead && S.WaitGap <= Pos && S.SetGap >= ItemI + 1
             ? int(It->second)
             : -1;
}

bool SyncInserter::slotDefDominates(Register SlotReg, unsigned SeqI,
                                    unsigned Gap) {
  auto [MBB, Before] = Seqs[SeqI].GapAt[Gap];
  const MachineInstr *Def = MRI.getVRegDef(SlotReg);
  if (!MBB || !Def)
    return false;
  if (!DT)
    DT = std::make_unique<MachineDominatorTree>(MF);
  return Before ? DT->dominates(Def, Before)
                : DT->dominates(Def->getParent(), MBB);
}

bool SyncInserter::addSlotCredit(unsigned SeqI, unsigned ItemI, unsigned Pos,
                                 const OpRec &Prod, const OpRec &Cons,
                                 Register SlotReg) {
  // The body's wait and set print the slot value: it must be defined
  // there.
  if (!slotDefDominates(SlotReg, SeqI, Pos) ||
      !slotDefDominates(SlotReg, SeqI, ItemI + 1))
    return false;
  std::optional<unsigned> M =
      slotCount(*MRI.getVRegDef(SlotReg), Seqs[SeqI].Loop);
  if (!M)
    return false;
  auto Key = std::make_tuple(SeqI, unsigned(Prod.P), unsigned(Cons.P),
                             unsigned(SlotReg.id()));
  auto It = SlotCredits.find(Key);
  if (It != SlotCredits.end()) {
    widenCredit(It->second, ItemI, Pos);
    preSetAfterConflicts(It->second, Cons, 0, /*Wrap=*/false);
    return true;
  }
  Sync S;
  S.Kind = Sync::SlotCredit;
  S.Src = Prod.P;
  S.Dst = Cons.P;
  S.Seq = SeqI;
  S.SetGap = ItemI + 1;
  S.WaitGap = Pos;
  S.Consumer = Cons.MI;
  S.SlotReg = SlotReg;
  S.NumSlots = *M;
  SlotCredits[Key] = addCredit(S, Cons);
  return true;
}

void SyncInserter::visitItem(unsigned SeqI, unsigned ItemI, unsigned Pos,
                             unsigned C, ScanState &St, bool Wrap) {
  const Item &It = Seqs[SeqI].Items[ItemI];
  if ((St.Covered & UsedPipes) == UsedPipes)
    St.Done = true;
  if (St.Done)
    return;
  if (It.Kind == Item::Op) {
    if (It.OpIdx != C || Wrap)
      orderProducer(SeqI, ItemI, Pos, It.OpIdx, C, St, 0, Wrap);
    return;
  }
  // A loop or an if: its sequences backward from their ends, nearest op
  // first (a fence for a later op of a pipe covers its earlier ops), each
  // from the state at the item's end. An op inside ran in a trip (an arm)
  // that ran on to its end, so the syncs of that trip (arm) after the op
  // order it as they would at the scanned level; they order nothing
  // before the item (the loop may run no trip, the other arm may run),
  // except what both arms of an if order at their starts: one of them
  // runs. What a producer inside gets is placed at the scanned level.
  struct Frame {
    unsigned Seq;
    unsigned Gap;
    ScanState In;
    /// An if's arm: its join (Joins), whose pipes both arms order.
    int Join = -1;
  };
  struct Join {
    unsigned Both = ~0u;
    unsigned Pending = 2;
    /// The frame of the sequence holding the if, or -1: the scanned level.
    int Parent;
  };
  Pipe CP = Ops[C].P;
  SmallVector<Frame, 4> Stack;
  SmallVector<Join, 4> Joins;
  auto Enter = [&](const Item &X, const ScanState &From, int Parent) {
    ScanState In = From;
    In.Done = false;
    // Slot credits count only at the scanned level: a body wait inside an
    // item may not run in this trip (a loop of no trip, the other arm), and
    // the map outlives the frame (slotCreditWalk).
    In.SlotWaits = nullptr;
    int J = -1;
    if (X.Second >= 0 && MinimalOpt) {
      J = int(Joins.size());
      Joins.push_back({~0u, 2, Parent});
    }
    // The else arm's ops come after the then arm's: nearest first.
    Stack.push_back({unsigned(X.First), unsigned(Seqs[X.First].Items.size()),
                     In, J});
    if (X.Second >= 0)
      Stack.push_back({unsigned(X.Second),
                       unsigned(Seqs[X.Second].Items.size()), In, J});
  };
  // An arm is done: what it orders at its start, both arms order before
  // the if.
  auto Leave = [&](Frame &F, bool All) {
    if (F.Join < 0)
      return;
    Join &J = Joins[F.Join];
    J.Both &= All ? ~0u : F.In.Covered;
    if (--J.Pending)
      return;
    unsigned Bits = J.Both & UsedPipes;
    if (J.Parent < 0)
      St.Covered |= Bits;
    else
      Stack[J.Parent].In.Covered |= Bits;
  };
  Enter(It, St, -1);
  while (!Stack.empty() && !St.Done) {
    Frame &F = Stack.back();
    if (F.In.Done ||
        ((F.In.Covered | St.Covered) & UsedPipes) == UsedPipes) {
      Leave(F, /*All=*/true);
      Stack.pop_back();
      continue;
    }
    if (F.Gap == 0) {
      if (F.Join >= 0)
        applyGap(F.Seq, 0, CP, F.In); // The arm's start.
      Leave(F, F.In.Done);
      Stack.pop_back();
      continue;
    }
    // Past what cannot change anything (every frame's Covered holds St's:
    // orderProducer's pipes are copied into all of them).
    F.Gap = skipBack(F.Seq, F.Gap, 0, F.In.Covered, F.In.Covered, C);
    if (F.Gap == 0)
      continue; // The arm's start, at the top of the loop.
    if (MinimalOpt)
      applyGap(F.Seq, F.Gap, CP, F.In);
    if (F.In.Done) {
      Leave(F, /*All=*/true);
      Stack.pop_back();
      continue;
    }
    unsigned I = --F.Gap;
    const Item &X = Seqs[F.Seq].Items[I];
    if (X.Kind != Item::Op) {
      ScanState From = F.In;
      Enter(X, From, int(Stack.size() - 1)); // F is invalid from here.
      continue;
    }
    if (X.OpIdx == C && !Wrap)
      continue;
    orderProducer(SeqI, ItemI, Pos, X.OpIdx, C, St, F.In.Covered, Wrap);
    // What the scanned level now orders, it orders everywhere inside.
    for (Frame &G : Stack)
      G.In.Covered |= St.Covered;
  }
}

unsigned SyncInserter::wrapScan(unsigned SeqI, unsigned Pos, unsigned C,
                                ScanState St) {
  // The previous iteration: from the end of the body back to the
  // consumer's own item (earlier items were ordered before the consumer's
  // previous run, so before this one).
  Pipe CP = Ops[C].P;
  const Seq &S = Seqs[SeqI];
  SmallVector<SlotDeferred, 4> Deferred;
  St.Deferred = Checking ? &Deferred : nullptr;
  St.SlotTrip = 1;
  for (unsigned G = S.Items.size(); G > Pos && !St.Done; --G) {
    // Past what cannot change anything, down to the consumer's own item.
    G = skipBack(SeqI, G, 2 * Pos + 1, St.Covered, St.Covered, C);
    if (G <= Pos)
      break;
    applyGap(SeqI, G, CP, St);
    if (St.Done)
      break;
    visitItem(SeqI, G - 1, Pos, C, St, /*Wrap=*/true);
    if (CheckFailed)
      break;
    // Past a loop of the previous trip: its credits' pre-sets.
    const Item &It = S.Items[G - 1];
    if (It.Kind == Item::Loop && !St.Done)
      preSetsForConsumer(unsigned(It.First), C, St, Pos + 1, /*Wrap=*/true);
  }
  // What the syncs of trip j - 1 (and of trip j before the consumer) order:
  // taken before the walk trips back, whose sets of trip j - 2 stand,
  // in trip 1, for sets before the loop.
  unsigned Later = St.Covered;
  // Producers through one slot that nothing in trip j - 1 ordered.
  if (!Deferred.empty() && !CheckFailed &&
      !tripsBackOrdered(SeqI, Pos, C, St, Deferred))
    CheckFailed = true;
  return Later;
}

void SyncInserter::scanConsumer(unsigned C, ScanState &St) {
  Pipe CP = Ops[C].P;
  unsigned SeqI = Ops[C].Seq, Pos = Ops[C].Item;
  while (true) {
    for (unsigned G = Pos + 1; G-- > 0;) {
      // Past what cannot change anything (the scan's index).
      G = skipBack(SeqI, G, 0, St.Covered, St.Covered, C);
      applyGap(SeqI, G, CP, St);
      if (St.Done)
        return;
      if (G == 0)
        break;
      visitItem(SeqI, G - 1, Pos, C, St, /*Wrap=*/false);
      if (St.Done)
        return;
      // Past a loop (the consumer after it): its credits' pre-sets.
      const Item &It = Seqs[SeqI].Items[G - 1];
      if (It.Kind == Item::Loop)
        preSetsForConsumer(unsigned(It.First), C, St, 0, /*Wrap=*/false);
    }
    const Seq &S = Seqs[SeqI];
    // The previous trip; a loop of one trip at most has none.
    if (S.LoopBody && !(MinimalOpt && atMostOneTrip(S.Loop))) {
      unsigned Later = wrapScan(SeqI, Pos, C, St);
      // In trip t >= 1 the consumer is ordered, on the pipes the trip
      // before ordered, after every op issued before that trip: every op
      // the scan meets from here on (docs/sync.md "Minimality", the first
      // trip; rowsApart).
      if (MinimalOpt && (Later & ~St.Covered & UsedPipes))
        St.LaterTrips.push_back({SeqI, Later});
    }
    if (CheckFailed || S.Parent < 0)
      return;
    Pos = S.ParentItem;
    SeqI = unsigned(S.Parent);
  }
}

//===----------------------------------------------------------------------===//
// Pruning.
//===----------------------------------------------------------------------===//

bool SyncInserter::isOrdered(unsigned C, SmallVectorImpl<unsigned> &Used) {
  Checking = true;
  CheckFailed = false;
  ScanState St;
  St.Used = &Used;
  SmallDenseMap<unsigned, unsigned, 4> SlotWaits;
  if (MinimalOpt && SlotChainOpt)
    St.SlotWaits = &SlotWaits;
  scanConsumer(C, St);
  Checking = false;
  return !CheckFailed;
}

bool SyncInserter::pruneSyncs(bool WithFull, bool WithIds) {
  // Which consumers rely on which syncs. A consumer that does not rely on
  // a sync scans exactly the same without it, so only the users of a sync
  // are checked again when it goes.
  std::vector<SmallVector<unsigned, 8>> UsedBy(Ops.size());
  std::vector<SmallVector<unsigned, 4>> Users(Syncs.size());
  for (unsigned C = 0; C < Ops.size(); ++C) {
    // The syncs in place were placed (or, after the ids, replaced by
    // stronger ones) so that this scan passes: a failure is a bug.
    if (!isOrdered(C, UsedBy[C]))
    {
      const TileOpInfo *Op = getTileOpInfo(Ops[C].MI->getOpcode());
      return fail(Ops[C].MI,
                  "internal error: ascendpto-insert-sync's own check finds " +
                      Twine(Op ? Op->Mnemonic : "a tile op") +
                      " not ordered after a conflicting access by the syncs "
                      "it placed");
    }
    for (unsigned U : UsedBy[C])
      Users[U].push_back(C);
  }
  // A full barrier stops every pipe and a credit serialises its loop's
  // trips: they go first, then pairs, then same-pipe barriers.
  SmallVector<unsigned, 16> Order;
  auto Add = [&](Sync::KindTy K) {
    for (unsigned I = 0; I < Syncs.size(); ++I)
      if (Syncs[I].Kind == K && !Syncs[I].Dead && int(I) != EndSync)
        Order.push_back(I);
  };
  if (WithFull)
    Add(Sync::Full);
  Add(Sync::Credit);
  // A slot credit serialises nothing, but orders its slot's trips only
  // where another ordering may already (tripsBackOrdered).
  Add(Sync::SlotCredit);
  Add(Sync::Pair);
  Add(Sync::Barrier);
  // Each candidate costs one scan per user; a bound keeps huge kernels
  // linear (what is left then is correct, only not minimal).
  uint64_t Budget = 16 * uint64_t(Ops.size()) + 4096;
  // Each id check walks every id's chain, one reuse check per holder: a
  // budget of reuse checks keeps it linear (256 id checks of a kernel with
  // 500 holders; 18 of one with 7,000).
  uint64_t IdHolders = 0;
  for (const Sync &S : Syncs)
    if (!S.Dead && S.Id >= 0)
      IdHolders += std::max<size_t>(1, S.SlotIds.size());
  uint64_t IdCheckBudget = uint64_t(1) << 17;
  IdChecks = IdCheckState(); // Built at the first id check.
  SmallVector<unsigned, 16> Check;
  std::vector<SmallVector<unsigned, 8>> NewUsed;
  for (unsigned I : Order) {
    Check.assign(Users[I].begin(), Users[I].end());
    llvm::sort(Check);
    Check.erase(llvm::unique(Check), Check.end());
    if (Check.size() > Budget)
      break;
    Budget -= Check.size();
    Syncs[I].Dead = true;
    NewUsed.assign(Check.size(), {});
    bool Ok = true;
    for (auto [K, C] : enumerate(Check))
      if (!(Ok = isOrdered(C, NewUsed[K])))
        break;
    // After the ids: every reuse the allocator checked must stay ordered
    // without it (it may be a link of a chain, or a holder of an id). A
    // same-pipe barrier is neither (no chain runs through it).
    if (Ok && WithIds && StrictReuse && Syncs[I].Kind != Sync::Barrier) {
      if (IdCheckBudget < IdHolders)
        break;
      IdCheckBudget -= IdHolders;
      // The same answer as idsStillOrdered(), checking again only what
      // relied on this sync (AscendPTOSyncPruneIds.cpp).
      Ok = idsOrderedWithout(I);
      finishIdCheck(Ok);
    } else if (Ok && WithIds) {
      noteRemovedWithoutIdCheck(I);
    }
    if (!Ok) {
      Syncs[I].Dead = false;
      continue;
    }
    Syncs[I].Pruned = true;
    for (auto [K, C] : enumerate(Check)) {
      UsedBy[C] = NewUsed[K];
      for (unsigned U : NewUsed[K])
        Users[U].push_back(C);
    }
  }
  remarkIdChecks();
  return true;
}

SmallVector<unsigned, 8>
SyncInserter::holdersByStart(ArrayRef<unsigned> List, unsigned Id) const {
  SmallVector<unsigned, 8> Holders;
  for (unsigned J : List)
    if (!Syncs[J].Dead && Syncs[J].Id >= 0 &&
        is_contained(Syncs[J].SlotIds, Id))
      Holders.push_back(J);
  llvm::sort(Holders, [&](unsigned A, unsigned B) {
    return liveRange(Syncs[A]).first < liveRange(Syncs[B]).first;
  });
  return Holders;
}

bool SyncInserter::idsStillOrdered() const {
  for (const auto &[Pair, List] : ByPair) {
    for (unsigned Id = 0; Id < getNumEventIds(); ++Id) {
      SmallVector<unsigned, 8> Holders = holdersByStart(List, Id);
      for (unsigned K = 0; K < Holders.size(); ++K)
        if (!idReusable(ArrayRef<unsigned>(Holders).take_front(K),
                        Syncs[Holders[K]]))
          return false;
    }
    for (unsigned J : List) {
      const Sync &S = Syncs[J];
      if (S.Dead || S.Id < 0)
        continue;
      // A slot pair stands on its slot credit (or a chain to its slot's
      // next trip), any other on its own chain.
      if (S.Kind == Sync::Pair && S.SlotReg.isValid()
              ? !slotPairReuseOrdered(S)
              : !selfReuseOrdered(S))
        return false;
    }
  }
  return true;
}

