//===- AscendPTOSyncReuse.cpp - Sync: flag reuse --------------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ascendpto-insert-sync's flag-reuse rule: whether a happens-before chain
/// orders a triple's last wait before its next set (ordered()).
///
//===----------------------------------------------------------------------===//

#include "AscendPTOSyncInserter.h"

using namespace llvm;
using namespace llvm::AscendPTO;
using namespace llvm::AscendPTO::sync;

#define DEBUG_TYPE "ascendpto-insert-sync"

//===----------------------------------------------------------------------===//
// Flag reuse.
//===----------------------------------------------------------------------===//
//
// A flag is one bit (sync-facts §2.1): a set_flag that fires while the
// previous set of its triple is not yet waited loses a signal, and a later
// wait then hangs. Alternating set and wait in program order is not enough:
// the wait runs in the dst queue and the next set in the src queue, so the
// src pipe can reach its set first (fuzz seed 3: the V queue sets
// V -> MTE3 EVENT_ID3 again while MTE3 is still storing before its wait). A
// triple is reused only when a happens-before chain orders its last wait
// before the next set (sync-facts §6.C.4). ordered() looks for that chain
// on the structured program: along the syncs that run on every path from
// the wait to the set (the rest of the wait's sequences, then the sequences
// down to the set; syncs in loops or arms off that path may not run, and
// are not counted), it tracks the pipes that have passed the wait: the
// wait's own pipe; the dst of a wait whose set an informed pipe issued
// after the wait; every pipe after a PIPE_ALL barrier or a wait on S
// (which holds back the issue of everything after it).

/// Gaps a reuse check walks before it gives up (the id then stays taken).
static constexpr unsigned MaxReuseWalk = 2048;

void SyncInserter::flowGap(unsigned SeqI, unsigned G, int After, int Before,
                           FlowState &St) const {
  // In slot order (a stable sort: entries of one slot in the order they
  // came); most gaps hold theirs in that order already, or none.
  ArrayRef<GapEntry> Entries = Seqs[SeqI].Gaps[G];
  auto BySlot = [](const GapEntry &A, const GapEntry &B) {
    return A.S < B.S;
  };
  SmallVector<GapEntry, 4> Sorted;
  if (!llvm::is_sorted(Entries, BySlot)) {
    Sorted.assign(Entries.begin(), Entries.end());
    llvm::stable_sort(Sorted, BySlot);
    Entries = Sorted;
  }
  for (const GapEntry &E : Entries) {
    int Sl = int(E.S);
    if (Sl <= After || Sl >= Before)
      continue;
    const Sync &Sy = Syncs[E.Sync];
    if (Sy.Dead)
      continue;
    switch (Sy.Kind) {
    case Sync::Full:
      if (St.Used && St.Informed != ~0u)
        St.Used->push_back(E.Sync);
      St.Informed = ~0u;
      break;
    case Sync::Barrier:
      break; // orders its own pipe only
    case Sync::SlotCredit:
      // A body wait takes the set of an earlier trip on its slot, not one
      // the walk met. The wait after the loop waits every id, each at or
      // after the id's pre-set and after the body set of any trip on that
      // id in the src queue: so where every trip sets an id
      // (slotCreditSetsEveryTrip), it follows the body set the walk up out
      // of the body meets, whichever trip that is. Only that wait consumes
      // a body set here.
      if (E.S != Slot::PreSet && E.S != Slot::PostWait &&
          !(E.IsSet && slotCreditSetsEveryTrip(Sy)))
        break;
      [[fallthrough]];
    case Sync::Pair:
    case Sync::Credit:
      if (E.IsSet) {
        if (St.Informed & pipeBit(Sy.Src))
          St.Pending.insert(E.Sync);
      } else if (St.Pending.erase(E.Sync)) {
        unsigned New = Sy.Dst == Pipe::S ? ~0u : pipeBit(Sy.Dst);
        if (St.Used && (New & ~St.Informed))
          St.Used->push_back(E.Sync);
        St.Informed |= New;
      }
      break;
    }
  }
}

SyncInserter::Order SyncInserter::ordered(Pipe From, ProgPoint A, Pipe To,
                                          ProgPoint B, int WrapSeq,
                                          unsigned ExtraLaps) const {
  // Each point's sequence, then its ancestors with the item holding it.
  auto Chain = [&](ProgPoint P) {
    SmallVector<std::pair<unsigned, unsigned>, 8> C;
    C.push_back({P.Seq, P.Gap});
    for (unsigned Sq = P.Seq; Seqs[Sq].Parent >= 0;
         Sq = unsigned(Seqs[Sq].Parent))
      C.push_back({unsigned(Seqs[Sq].Parent), Seqs[Sq].ParentItem});
    return C;
  };
  auto CA = Chain(A), CB = Chain(B);
  auto Find = [](ArrayRef<std::pair<unsigned, unsigned>> C,
                 unsigned Sq) -> int {
    for (unsigned I = 0; I < C.size(); ++I)
      if (C[I].first == Sq)
        return int(I);
    return -1;
  };
  // L: the loop body the path wraps around, else the innermost sequence
  // holding both points.
  int IA = -1, IB = -1;
  if (WrapSeq >= 0) {
    IA = Find(CA, unsigned(WrapSeq));
    IB = Find(CB, unsigned(WrapSeq));
  } else {
    for (unsigned I = 0; I < CA.size() && IB < 0; ++I)
      if ((IB = Find(CB, CA[I].first)) >= 0)
        IA = int(I);
  }
  if (IA < 0 || IB < 0)
    return Order::Unreachable;
  unsigned L = CA[IA].first;
  // Where the path starts (after) and ends (before) in L.
  unsigned StartGap = IA == 0 ? A.Gap : CA[IA].second + 1;
  int StartAfter = IA == 0 ? int(A.S) : -1;
  unsigned EndGap = IB == 0 ? B.Gap : CB[IB].second;
  int EndBefore = IB == 0 ? int(B.S) : int(NumGapSlots);
  bool Forward = StartGap < EndGap ||
                 (StartGap == EndGap && StartAfter < EndBefore);
  if (WrapSeq < 0 && !Forward)
    return Order::Unreachable;
  if (From == Pipe::S)
    return Order::Ordered; // the wait held back the issue of what follows
  // Walk the path, gap by gap: done once To is informed; a path longer
  // than MaxReuseWalk gaps counts as unordered (the id stays taken). The
  // gaps that cannot change the walk are passed (nextFlowGap), each
  // counted as a step: the answer is the one of visiting every gap.
  FlowState St;
  St.Informed = pipeBit(From);
  St.Used = ReuseDeps;
  unsigned Steps = 0;
  constexpr int All = int(NumGapSlots);
  // Gaps G0 to G1 of Sq, after slot After0 of G0 and before Before1 of
  // G1; true when the walk is done.
  auto Walk = [&](unsigned Sq, unsigned G0, int After0, unsigned G1,
                  int Before1) {
    for (unsigned G = G0; G <= G1; ++G) {
      unsigned Next = nextFlowGap(Sq, G, G1, St.Informed);
      if (Next - G > MaxReuseWalk - Steps)
        return true; // Unordered within the bound.
      Steps += Next - G;
      if ((G = Next) > G1)
        break;
      flowGap(Sq, G, G == G0 ? After0 : -1, G == G1 ? Before1 : All, St);
      if ((St.Informed & pipeBit(To)) || ++Steps > MaxReuseWalk)
        return true;
    }
    return false;
  };
  auto Result = [&] {
    return (St.Informed & pipeBit(To)) ? Order::Ordered : Order::Unordered;
  };
  // Up from A to L: the rest of each sequence.
  if (IA > 0) {
    if (Walk(A.Seq, A.Gap, int(A.S), Seqs[A.Seq].Gaps.size() - 1, All))
      return Result();
    for (int I = 1; I < IA; ++I) {
      unsigned Sq = CA[I].first, G0 = CA[I].second + 1;
      if (G0 < Seqs[Sq].Gaps.size() &&
          Walk(Sq, G0, -1, Seqs[Sq].Gaps.size() - 1, All))
        return Result();
    }
  }
  // In L, to B's position (round the back edge when wrapping).
  if (WrapSeq >= 0) {
    if (Walk(L, StartGap, StartAfter, Seqs[L].Gaps.size() - 1, All))
      return Result();
    // Whole trips between (the body's own gaps run in every trip).
    for (unsigned K = 0; K < ExtraLaps; ++K)
      if (Walk(L, 0, -1, Seqs[L].Gaps.size() - 1, All))
        return Result();
    if (Walk(L, 0, -1, EndGap, EndBefore))
      return Result();
  } else if (Walk(L, StartGap, StartAfter, EndGap, EndBefore)) {
    return Result();
  }
  // Down from L to B: each sequence from its start.
  for (int I = IB; I-- > 0;) {
    unsigned Sq = CB[I].first;
    unsigned Last = I == 0 ? B.Gap : CB[I].second;
    if (Walk(Sq, 0, -1, Last, I == 0 ? int(B.S) : All))
      return Result();
  }
  return Result();
}

ProgPoint SyncInserter::firstSet(const Sync &S) const {
  if (S.Kind == Sync::Credit || S.Kind == Sync::SlotCredit) {
    const Seq &Body = Seqs[creditBody(S)];
    return {unsigned(Body.Parent), preSetGap(S), Slot::PreSet};
  }
  return {S.Seq, S.SetGap, S.SetSlot};
}

ProgPoint SyncInserter::lastWait(const Sync &S) const {
  if (S.Kind == Sync::Credit || S.Kind == Sync::SlotCredit) {
    const Seq &Body = Seqs[creditBody(S)];
    return {unsigned(Body.Parent), Body.ParentItem + 1, Slot::PostWait};
  }
  return {S.Seq, S.WaitGap, S.WaitSlot};
}

int SyncInserter::innermostLoop(unsigned SeqI) const {
  // A loop of one trip at most has no back edge: no next trip reuses an id.
  for (int Sq = int(SeqI); Sq >= 0; Sq = Seqs[Sq].Parent)
    if (Seqs[Sq].LoopBody && !(MinimalOpt && atMostOneTrip(Seqs[Sq].Loop)))
      return Sq;
  return -1;
}

int SyncInserter::commonLoop(unsigned A, unsigned B) const {
  SmallDenseSet<unsigned, 8> Up;
  for (int Sq = int(A); Sq >= 0; Sq = Seqs[Sq].Parent)
    Up.insert(unsigned(Sq));
  for (int Sq = int(B); Sq >= 0; Sq = Seqs[Sq].Parent)
    if (Up.count(unsigned(Sq)))
      return innermostLoop(unsigned(Sq));
  return -1;
}

std::optional<SyncInserter::Unordered>
SyncInserter::selfReuseBlock(const Sync &S) const {
  if (S.Kind == Sync::Credit || S.Kind == Sync::SlotCredit) {
    // Each trip waits (for the previous trip's set), then sets again.
    ProgPoint BW{S.Seq, S.WaitGap, S.WaitSlot}, BS{S.Seq, S.SetGap, S.SetSlot};
    if (ordered(S.Dst, BW, S.Src, BS, -1) != Order::Ordered)
      return Unordered{S.Dst, BW, S.Src, BS, -1};
  }
  // The next trip of an enclosing loop sets it again.
  ProgPoint W = lastWait(S), St = firstSet(S);
  int Lb = innermostLoop(St.Seq);
  if (Lb >= 0 && ordered(S.Dst, W, S.Src, St, Lb) == Order::Unordered)
    return Unordered{S.Dst, W, S.Src, St, Lb};
  return std::nullopt;
}

bool SyncInserter::isAncestorOrSelf(unsigned Anc, unsigned SeqI) const {
  for (int Sq = int(SeqI); Sq >= 0; Sq = Seqs[Sq].Parent)
    if (unsigned(Sq) == Anc)
      return true;
  return false;
}

std::optional<SyncInserter::Unordered>
SyncInserter::reuseBlock(ArrayRef<unsigned> Holders, const Sync &S) const {
  // Each earlier holder's last wait before S's first set, from the latest
  // back to one that runs on every path to S (the earlier ones were
  // ordered before it when it took the id).
  ProgPoint P = firstSet(S);
  for (unsigned H : reverse(Holders)) {
    const Sync &X = Syncs[H];
    ProgPoint W = lastWait(X);
    if (ReuseDeps)
      ReuseDeps->push_back(H); // The answer relies on the holders it saw.
    Order O = ordered(X.Dst, W, S.Src, P, -1);
    if (O == Order::Unordered)
      return Unordered{X.Dst, W, S.Src, P, -1};
    if (O == Order::Unreachable) {
      // Only through a back edge (the other arm of an if in a loop).
      int Lb = commonLoop(W.Seq, P.Seq);
      if (Lb >= 0 && ordered(X.Dst, W, S.Src, P, Lb) == Order::Unordered)
        return Unordered{X.Dst, W, S.Src, P, Lb};
      continue;
    }
    if (isAncestorOrSelf(W.Seq, P.Seq))
      break;
  }
  // In each loop around S, its last wait before the sets of the holders
  // in that loop in the next trip, from the first holder to one that runs
  // on every trip before S.
  ProgPoint SW = lastWait(S);
  for (int Lb = innermostLoop(SW.Seq); Lb >= 0;
       Lb = Seqs[Lb].Parent >= 0 ? innermostLoop(unsigned(Seqs[Lb].Parent))
                                 : -1) {
    for (unsigned H : Holders) {
      const Sync &X = Syncs[H];
      ProgPoint XS = firstSet(X);
      if (!isAncestorOrSelf(unsigned(Lb), XS.Seq))
        continue;
      if (ReuseDeps)
        ReuseDeps->push_back(H);
      if (ordered(S.Dst, SW, X.Src, XS, Lb) == Order::Unordered)
        return Unordered{S.Dst, SW, X.Src, XS, Lb};
      if (isAncestorOrSelf(XS.Seq, SW.Seq))
        break;
    }
  }
  return std::nullopt;
}

// Slot pairs. A ping-pong loop's forward pair (a load into slot s, then
// its consumer) cannot reuse its id on the next trip: the src pipe's next
// set follows the dst pipe's wait only through the credit of the slot the
// next trip does not use. With one id per slot, chosen by the slot value
// exactly like the slot credit's, trip j's set on slot k's id follows the
// credit's body wait on slot k, which takes the credit's set of the last
// trip j' < j on slot k (or the pre-set), and that set follows trip j''s
// wait of this pair on the same id, in the dst pipe's queue. So the pair
// needs a slot credit of its loop body from its dst pipe to its src pipe
// (a WAR credit of the slot) whose body wait precedes the pair's set and
// whose body set follows the pair's wait, all in the body itself (every
// trip runs the four), and whose ids are one per slot.
//
// The pair may also lie in an arm of an if of that body (an arm of an arm,
// no loop between: each trip runs it at most once), the credit's body wait
// before the if and its body set after it (review19 PP2, a conditional
// load): trip j's set, if its arm runs, follows the credit's wait on slot
// k, which takes the credit's set of the last trip j' < j on slot k, which
// follows in the dst queue the pair's wait of every earlier trip that ran
// the arm (each such trip ran its set and its wait, in order). A trip that
// does not run the arm sets and waits nothing of the pair; the credit's
// wait and set at the body level run in every trip.
int SyncInserter::slotPairCredit(const Sync &S) const {
  if (S.Kind != Sync::Pair)
    return -1;
  unsigned SetGap = S.Narrow ? S.WaitGap : S.SetGap;
  for (const auto &KV : SlotCredits) {
    const Sync &C = Syncs[KV.second];
    // Once the pair has its ids, only a credit of its own slot register.
    if (C.Dead || C.Kind != Sync::SlotCredit || C.Id < 0 ||
        C.SlotIds.size() != unsigned(popcount(C.SlotMask)) ||
        C.SlotIds.empty() || C.Src != S.Dst ||
        C.Dst != S.Src || (S.SlotReg.isValid() && C.SlotReg != S.SlotReg))
      continue;
    // In one sequence, program order is (gap, slot): a pair's set after
    // the wait of the same gap (SetAfter comes first), a release's set
    // right after the credit's wait (ReleaseSet) and its wait right before
    // the credit's set (ReleaseWait).
    if (C.Seq == S.Seq) {
      auto At = [](unsigned Gap, Slot Sl) {
        return std::make_pair(Gap, unsigned(Sl));
      };
      if (At(C.WaitGap, C.WaitSlot) < At(SetGap, S.SetSlot) &&
          At(S.WaitGap, S.WaitSlot) < At(C.SetGap, C.SetSlot))
        return int(KV.second);
      continue;
    }
    std::optional<unsigned> It = ifItemIn(S.Seq, C.Seq);
    if (It && C.WaitGap <= *It && C.SetGap >= *It + 1)
      return int(KV.second);
  }
  return -1;
}

std::optional<unsigned> SyncInserter::ifItemIn(unsigned SeqI,
                                               unsigned Body) const {
  for (unsigned Sq = SeqI; Seqs[Sq].Parent >= 0;
       Sq = unsigned(Seqs[Sq].Parent)) {
    const Item &It = Seqs[Seqs[Sq].Parent].Items[Seqs[Sq].ParentItem];
    if (It.Kind != Item::If)
      return std::nullopt;
    if (unsigned(Seqs[Sq].Parent) == Body)
      return Seqs[Sq].ParentItem;
  }
  return std::nullopt;
}

void SyncInserter::reuseFallback(unsigned SyncI) {
  const Sync &S = Syncs[SyncI];
  emitRemark([&]() {
    MachineOptimizationRemarkMissed Rem(
        DEBUG_TYPE, "FlagReuseUnordered",
        S.Consumer ? S.Consumer->getDebugLoc() : DebugLoc(),
        S.Consumer ? S.Consumer->getParent() : &MF.front());
    Rem << "nothing orders the wait of " << NV("Src", getPipeName(S.Src))
        << " -> " << NV("Dst", getPipeName(S.Dst))
        << " before its next set in the following trip; "
        << NV("Fallback", "a PIPE_ALL barrier orders it");
    return Rem;
  });
  fallBackToBarrier(SyncI);
}

