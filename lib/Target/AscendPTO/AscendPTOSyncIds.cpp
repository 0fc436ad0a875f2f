//===- AscendPTOSyncIds.cpp - Sync: event ids -----------------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ascendpto-insert-sync's event ids: allocation per ordered pipe pair,
/// releases, and the documented fallbacks when ids run out.
///
//===----------------------------------------------------------------------===//

#include "AscendPTOSyncInserter.h"

using namespace llvm;
using namespace llvm::AscendPTO;
using namespace llvm::AscendPTO::sync;

#define DEBUG_TYPE "ascendpto-insert-sync"

//===----------------------------------------------------------------------===//
// Event ids.
//===----------------------------------------------------------------------===//

std::pair<uint64_t, uint64_t> SyncInserter::liveRange(const Sync &S) const {
  if (S.Kind == Sync::Credit || S.Kind == Sync::SlotCredit) {
    const Seq &Body = Seqs[creditBody(S)];
    const Seq &P = Seqs[Body.Parent];
    return {P.GapPos[preSetGap(S)] + unsigned(Slot::PreSet),
            P.GapPos[Body.ParentItem + 1] + unsigned(Slot::PostWait)};
  }
  const Seq &Sq = Seqs[S.Seq];
  return {Sq.GapPos[S.SetGap] + unsigned(S.SetSlot),
          Sq.GapPos[S.WaitGap] + unsigned(S.WaitSlot)};
}

void SyncInserter::fallBackToBarrier(unsigned SyncI) {
  Sync Old = Syncs[SyncI];
  Syncs[SyncI].Dead = true;
  ++NumFallbacks;
  auto Full = [&](unsigned SeqI, unsigned Gap, Slot Sl) {
    Sync F;
    F.Kind = Sync::Full;
    F.Seq = SeqI;
    F.WaitGap = Gap;
    F.Consumer = Old.Consumer;
    addEntry(SeqI, Gap, addSync(F), Sl, false);
  };
  Full(Old.Seq, Old.WaitGap, Old.WaitSlot);
  if (Old.Kind == Sync::Credit || Old.Kind == Sync::SlotCredit) {
    // The loop may run zero times: order what follows it too.
    const Seq &Body = Seqs[creditBody(Old)];
    Full(Body.Parent, Body.ParentItem + 1, Slot::PostWait);
  }
}

//===----------------------------------------------------------------------===//
// Releases.
//===----------------------------------------------------------------------===//
//
// A release orders a holder's wait W (in the queue of the holder's dst pipe
// D) before a later set S' of the same triple (in the src pipe's queue S):
// a set_flag(D, S, r) after W and a wait_flag(D, S, r) before S', so W ->
// release set -> release wait -> S' is a happens-before chain (the prefix
// lemma in AscendPTOInsertSync.h). Both go into the innermost sequence L
// holding W and S' (the set sunk after the item holding W, the wait
// hoisted before the item holding S'), so they run on the same paths: an
// ordinary pair of L from D to S. When the path runs round a loop's back
// edge (the next trip's set), the release is a credit of that loop: its
// pre-set, its body wait before S', its body set after W and its post-wait
// (right for zero trips, and balanced inside one trip of an outer loop).
// A release is then an ordinary sync of the reverse pipe pair: it gets an
// id from that pair's pool under the same strict rule (allocateIds), so
// its own reuse is checked like any other's; the reuse that asked for it
// is checked again with it in place (ordered() walks it), never assumed.

/// Releases a reuse may ask for before it gives up on an id.
static constexpr unsigned MaxReleasesPerReuse = 3;
/// How deep releases of releases go (placeReleaseOnce).
static constexpr unsigned MaxReleaseDepth = 8;

/// The slot of a set moved down to just before a wait in \p Wait (a
/// release's wait is earlier in its gap than a pair's); none before the
/// earliest.
static std::optional<Slot> narrowSetSlot(Slot Wait) {
  switch (Wait) {
  case Slot::EarlyWait:
    return std::nullopt;
  case Slot::ReleaseWait:
    return Slot::ReleaseNarrowSet;
  case Slot::LateWait:
    return Slot::ReleaseSet;
  default:
    return Slot::NarrowSet;
  }
}

unsigned SyncInserter::releaseArmDepth(
    ArrayRef<std::pair<unsigned, unsigned>> CA, int IA,
    ArrayRef<std::pair<unsigned, unsigned>> CB, int IB) const {
  // Down from the loop body while both chains pass through the same item
  // into the same if arm.
  unsigned Down = 0;
  while (IA - int(Down) >= 1 && IB - int(Down) >= 1) {
    const auto &A = CA[IA - Down - 1], &B = CB[IB - Down - 1];
    if (A.first != B.first || Seqs[A.first].LoopBody ||
        CA[IA - Down].second != CB[IB - Down].second)
      break;
    ++Down;
  }
  return Down;
}

int SyncInserter::makeRelease(const Unordered &U,
                              const MachineInstr *Consumer) {
  auto Chain = [&](ProgPoint P) {
    SmallVector<std::pair<unsigned, unsigned>, 8> C;
    C.push_back({P.Seq, P.Gap});
    for (unsigned Sq = P.Seq; Seqs[Sq].Parent >= 0;
         Sq = unsigned(Seqs[Sq].Parent))
      C.push_back({unsigned(Seqs[Sq].Parent), Seqs[Sq].ParentItem});
    return C;
  };
  auto CA = Chain(U.W), CB = Chain(U.T);
  auto Find = [](ArrayRef<std::pair<unsigned, unsigned>> C,
                 unsigned Sq) -> int {
    for (unsigned I = 0; I < C.size(); ++I)
      if (C[I].first == Sq)
        return int(I);
    return -1;
  };
  int IA = -1, IB = -1;
  if (U.Loop >= 0) {
    IA = Find(CA, unsigned(U.Loop));
    IB = Find(CB, unsigned(U.Loop));
  } else {
    for (unsigned I = 0; I < CA.size() && IB < 0; ++I)
      if ((IB = Find(CB, CA[I].first)) >= 0)
        IA = int(I);
  }
  if (IA < 0 || IB < 0 || U.WP == U.TP)
    return -1;
  // Round a back edge: W and S' in one if arm of the body (an arm of an
  // arm, no loop between) put the body's wait and set in that arm
  // (releaseArm): a trip that skips it runs neither.
  int ArmOf = -1;
  if (U.Loop >= 0) {
    unsigned Down = releaseArmDepth(CA, IA, CB, IB);
    if (Down) {
      ArmOf = U.Loop;
      IA -= int(Down);
      IB -= int(Down);
    }
  }
  unsigned L = CA[IA].first;
  // The set right after W in D's queue; the wait right before S' in S's.
  std::optional<Slot> SetSl, WaitSl;
  unsigned SetGap, WaitGap;
  if (IA == 0) {
    SetGap = U.W.Gap;
    switch (U.W.S) {
    case Slot::EarlyWait:
    case Slot::ReleaseWait:
      SetSl = Slot::SetAfter;
      break;
    case Slot::PostWait:
    case Slot::WaitBefore:
      SetSl = Slot::ReleaseSet;
      break;
    case Slot::LateWait:
      SetSl = Slot::PreSet;
      break;
    default:
      break;
    }
  } else {
    SetGap = CA[IA].second + 1;
    SetSl = Slot::SetAfter;
  }
  if (IB == 0) {
    WaitGap = U.T.Gap;
    switch (U.T.S) {
    case Slot::ReleaseNarrowSet:
      WaitSl = Slot::EarlyWait;
      break;
    case Slot::SetAfter:
    case Slot::NarrowSet:
      WaitSl = Slot::ReleaseWait;
      break;
    case Slot::ReleaseSet:
      WaitSl = Slot::WaitBefore;
      break;
    case Slot::PreSet:
      WaitSl = Slot::LateWait;
      break;
    default:
      break;
    }
  } else {
    WaitGap = CB[IB].second;
    WaitSl = Slot::LateWait;
  }
  if (!SetSl || !WaitSl)
    return -1;
  auto SetKey = std::make_pair(SetGap, unsigned(*SetSl));
  auto WaitKey = std::make_pair(WaitGap, unsigned(*WaitSl));
  Sync R;
  R.Src = U.WP;
  R.Dst = U.TP;
  R.Seq = L;
  R.SetGap = SetGap;
  R.SetSlot = *SetSl;
  R.WaitGap = WaitGap;
  R.WaitSlot = *WaitSl;
  R.Release = true;
  R.Consumer = Consumer;
  if (U.Loop < 0) {
    // A pair of L: its set first.
    if (!(SetKey < WaitKey))
      return -1;
    R.Kind = Sync::Pair;
    unsigned I = addSync(R);
    addEntry(L, SetGap, I, *SetSl, true);
    addEntry(L, WaitGap, I, *WaitSl, false);
    return int(I);
  }
  // A credit of the loop body (its wait and set in L): in a trip, its wait
  // first.
  unsigned BodyI = ArmOf >= 0 ? unsigned(ArmOf) : L;
  if (!Seqs[BodyI].LoopBody || Seqs[BodyI].Parent < 0 || !(WaitKey < SetKey))
    return -1;
  R.Kind = Sync::Credit;
  R.ArmOf = ArmOf;
  unsigned I = addSync(R);
  const Seq &Body = Seqs[BodyI];
  addEntry(Body.Parent, Body.ParentItem, I, Slot::PreSet, true);
  addEntry(L, WaitGap, I, *WaitSl, false);
  addEntry(L, SetGap, I, *SetSl, true);
  addEntry(Body.Parent, Body.ParentItem + 1, I, Slot::PostWait, false);
  return int(I);
}

void SyncInserter::discardRelease(unsigned SyncI) {
  Sync &R = Syncs[SyncI];
  if (R.Kind == Sync::Credit) {
    const Seq &Body = Seqs[creditBody(R)];
    removeEntry(Body.Parent, Body.ParentItem, SyncI, Slot::PreSet);
    removeEntry(Body.Parent, Body.ParentItem + 1, SyncI, Slot::PostWait);
  }
  removeEntry(R.Seq, R.SetGap, SyncI, R.SetSlot);
  removeEntry(R.Seq, R.WaitGap, SyncI, R.WaitSlot);
  R.Dead = true;
  R.Discarded = true;
  R.Id = -1;
  R.SlotIds.clear();
}

unsigned SyncInserter::allowedIds(Pipe Src, Pipe Dst) const {
  return ((1u << getNumEventIds()) - 1) & ~getInternalEventMask(Src, Dst);
}

bool SyncInserter::placeRelease(unsigned SyncI) {
  if (placeReleaseOnce(SyncI))
    return true;
  // No id for its live range: its set moves down to its wait, as a pair's
  // does when the ids run out (still after the holder's wait).
  Sync &R = Syncs[SyncI];
  if (R.Kind != Sync::Pair || R.Narrow || !narrowSetSlot(R.WaitSlot) ||
      !ColouredPairs.count({unsigned(R.Src), unsigned(R.Dst)}))
    return false;
  removeEntry(R.Seq, R.SetGap, SyncI, R.SetSlot);
  R.Narrow = true;
  R.SetGap = R.WaitGap;
  R.SetSlot = *narrowSetSlot(R.WaitSlot);
  addEntry(R.Seq, R.WaitGap, SyncI, R.SetSlot, true);
  return placeReleaseOnce(SyncI);
}

bool SyncInserter::placeReleaseOnce(unsigned SyncI) {
  Sync &R = Syncs[SyncI];
  std::pair<unsigned, unsigned> Key{unsigned(R.Src), unsigned(R.Dst)};
  SmallVector<unsigned, 8> &List = ByPair[Key];
  if (!ColouredPairs.count(Key)) {
    // Its pair is coloured later, with it among the others.
    List.push_back(SyncI);
    return true;
  }
  // The pair has its ids: an id whose holders' ranges miss the release's,
  // with the chain of the id's holders valid with the release among them.
  // Its own next-trip reuse round an enclosing loop (the release of an
  // inner credit of a loop nest three deep, in the arm of the middle loop's
  // guard) may ask for a release of its own, a bounded number of levels
  // deep (so the allocation still ends).
  if (!orderOwnReuse(SyncI))
    return false;
  // Releases made above grow Syncs and ByPair: take both again.
  return placeReleaseId(SyncI, Syncs[SyncI], ByPair[Key]);
}

bool SyncInserter::orderOwnReuse(unsigned SyncI) {
  if (!StrictReuse || selfReuseOrdered(Syncs[SyncI]))
    return true;
  // At most MaxReleaseDepth levels (loops nested 3 to 9 deep need one per
  // level, cf/nested-loop-releases.test); deeper, the ids run out and the
  // reuse falls back.
  if (ReleaseDepth >= MaxReleaseDepth)
    return false;
  ++ReleaseDepth;
  // Syncs grows while releases are made: index it afresh each time.
  bool Ok = releaseUntilOrdered([&] { return selfReuseBlock(Syncs[SyncI]); },
                                Syncs[SyncI].Consumer);
  --ReleaseDepth;
  return Ok;
}

bool SyncInserter::placeReleaseId(unsigned SyncI, Sync &R,
                                  SmallVectorImpl<unsigned> &List) {
  auto [Start, End] = liveRange(R);
  unsigned Allowed = allowedIds(R.Src, R.Dst);
  for (unsigned Id = 0; Id < getNumEventIds(); ++Id) {
    if (!(Allowed & (1u << Id)))
      continue;
    SmallVector<unsigned, 8> Holders;
    bool Overlaps = false;
    for (unsigned J : List) {
      const Sync &X = Syncs[J];
      if (X.Dead || X.Id < 0 || !is_contained(X.SlotIds, Id))
        continue;
      auto [XS, XE] = liveRange(X);
      if (XE >= Start && XS <= End) {
        Overlaps = true;
        break;
      }
      Holders.push_back(J);
    }
    if (Overlaps)
      continue;
    auto StartOf = [&](unsigned J) { return liveRange(Syncs[J]).first; };
    llvm::sort(Holders, [&](unsigned A, unsigned B) {
      return StartOf(A) < StartOf(B);
    });
    auto *Pos = llvm::upper_bound(Holders, Start, [&](uint64_t V, unsigned J) {
      return V < StartOf(J);
    });
    unsigned At = unsigned(Pos - Holders.begin());
    Holders.insert(Pos, SyncI);
    R.Id = int(Id);
    R.SlotIds.assign(1, Id);
    bool Valid = true;
    for (unsigned K = At; Valid && K < Holders.size(); ++K)
      Valid = !StrictReuse ||
              idReusable(ArrayRef<unsigned>(Holders).take_front(K),
                         Syncs[Holders[K]]);
    if (Valid) {
      List.push_back(SyncI);
      return true;
    }
    R.Id = -1;
    R.SlotIds.clear();
  }
  return false;
}

template <typename BlockFn>
bool SyncInserter::releaseUntilOrdered(BlockFn Block,
                                       const MachineInstr *Consumer) {
  // Release what blocks the reuse, check it again with the release in
  // place, at most MaxReleasesPerReuse times; then give each release an
  // id, and check the reuse once more. On failure nothing is left behind.
  SmallVector<unsigned, 4> Made;
  auto Undo = [&] {
    for (unsigned R : Made)
      discardRelease(R);
    return false;
  };
  for (unsigned K = 0;; ++K) {
    std::optional<Unordered> U = Block();
    if (!U)
      break;
    if (K == MaxReleasesPerReuse)
      return Undo();
    int R = makeRelease(*U, Consumer);
    if (R < 0)
      return Undo();
    Made.push_back(unsigned(R));
  }
  for (unsigned R : Made)
    if (!placeRelease(R))
      return Undo();
  // As placed (a release narrows when its ids run out): checked again.
  if (!Made.empty() && Block())
    return Undo();
  NumReleases += Made.size();
  return true;
}

void SyncInserter::moveSet(unsigned SyncI, unsigned Gap, Slot Sl) {
  Sync &S = Syncs[SyncI];
  removeEntry(S.Seq, S.SetGap, SyncI, S.SetSlot);
  S.SetGap = Gap;
  S.SetSlot = Sl;
  addEntry(S.Seq, Gap, SyncI, Sl, true);
}

bool SyncInserter::narrowHolderFor(unsigned SyncI, ArrayRef<unsigned> List) {
  // Narrowing a holder H only shrinks its range, and its later set only
  // orders more (the prefix lemma): no chain through H breaks, no ranges
  // come to overlap. The id's holders are checked again from the first of
  // H and the sync on, so every reuse of the id is still ordered.
  const Sync &F = Syncs[SyncI];
  if (!StrictReuse || F.Dead ||
      (F.Kind != Sync::Pair && F.Kind != Sync::Credit))
    return false;
  auto [Start, End] = liveRange(F);
  unsigned Allowed = allowedIds(F.Src, F.Dst);
  // Releases made below grow Syncs: no reference into it is kept across.
  for (unsigned Id = 0; Id < getNumEventIds(); ++Id) {
    if (!(Allowed & (1u << Id)))
      continue;
    SmallVector<unsigned, 8> Holders;
    SmallVector<unsigned, 2> Live;
    for (unsigned J : List) {
      const Sync &X = Syncs[J];
      if (J == SyncI || X.Dead || X.Id < 0 || !is_contained(X.SlotIds, Id))
        continue;
      Holders.push_back(J);
      auto [XS, XE] = liveRange(X);
      if (XE >= Start && XS <= End)
        Live.push_back(J);
    }
    if (Live.size() != 1)
      continue;
    unsigned H = Live.front();
    const Sync &SH = Syncs[H];
    std::optional<Slot> NarrowSl = narrowSetSlot(SH.WaitSlot);
    if (SH.Kind != Sync::Pair || SH.Narrow || SH.SlotIds.size() != 1 ||
        !NarrowSl)
      continue;
    unsigned OldGap = SH.SetGap;
    Slot OldSlot = SH.SetSlot;
    moveSet(H, SH.WaitGap, *NarrowSl);
    auto [HS, HE] = liveRange(Syncs[H]);
    bool Ok = HE < Start || HS > End;
    if (Ok) {
      Syncs[SyncI].Id = int(Id);
      Syncs[SyncI].SlotIds.assign(1, Id);
      Holders.push_back(SyncI);
      auto StartOf = [&](unsigned J) { return liveRange(Syncs[J]).first; };
      llvm::stable_sort(Holders, [&](unsigned X, unsigned Y) {
        return StartOf(X) < StartOf(Y);
      });
      unsigned From = unsigned(std::min(llvm::find(Holders, H),
                                        llvm::find(Holders, SyncI)) -
                               Holders.begin());
      // The first reuse of the id, from H's or the sync's on, that
      // nothing orders; a release may order it, as in colourPairList.
      auto Block = [&]() -> std::optional<Unordered> {
        if (std::optional<Unordered> U = selfReuseBlock(Syncs[SyncI]))
          return U;
        if (std::optional<Unordered> U = selfReuseBlock(Syncs[H]))
          return U;
        for (unsigned K = From; K < Holders.size(); ++K)
          if (std::optional<Unordered> U = reuseBlock(
                  ArrayRef<unsigned>(Holders).take_front(K),
                  Syncs[Holders[K]]))
            return U;
        return std::nullopt;
      };
      Ok = !Block() || releaseUntilOrdered(Block, Syncs[SyncI].Consumer);
    }
    if (Ok) {
      Syncs[H].Narrow = true;
      ++NumFallbacks;
      return true;
    }
    Syncs[SyncI].Id = -1;
    Syncs[SyncI].SlotIds.clear();
    moveSet(H, OldGap, OldSlot);
  }
  return false;
}

std::optional<unsigned>
SyncInserter::releaseId(unsigned SyncI, unsigned Candidates,
                        ArrayRef<SmallVector<unsigned, 8>> Holders) {
  // The holder whose wait is latest first: its release is the shortest,
  // so it holds an id of the reverse pair the least time (the earliest
  // wait's release, with the longest live ranges, ran that pool out:
  // 84 PIPE_ALL fallbacks instead of 1 on sync/bench.test's kernel).
  SmallVector<unsigned, 8> Ids;
  for (unsigned Id = 0; Id < Holders.size(); ++Id)
    if ((Candidates & (1u << Id)) && !Holders[Id].empty())
      Ids.push_back(Id);
  auto LastWait = [&](unsigned Id) {
    return liveRange(Syncs[Holders[Id].back()]).second;
  };
  llvm::stable_sort(Ids, [&](unsigned A, unsigned B) {
    return LastWait(A) > LastWait(B);
  });
  for (unsigned Id : Ids)
    if (releaseUntilOrdered(
            [&] { return reuseBlock(Holders[Id], Syncs[SyncI]); },
            Syncs[SyncI].Consumer))
      return Id;
  return std::nullopt;
}

bool SyncInserter::allocateIds() {
  computeLinearPositions();
  // Per ordered pipe pair, interval colouring by start (optimal for
  // intervals): live ranges never overlap on one (src, dst, id).
  ByPair.clear();
  ColouredPairs.clear();
  for (auto [I, S] : enumerate(Syncs))
    if (!S.Dead && (S.Kind == Sync::Pair || S.Kind == Sync::Credit ||
                    S.Kind == Sync::SlotCredit))
      ByPair[{unsigned(S.Src), unsigned(S.Dst)}].push_back(I);
  // The pipe pairs with slot credits first: a forward pair takes one id per
  // slot only behind a slot credit that kept its ids (slotPairCredit).
  auto HasSlotCredit = [&](ArrayRef<unsigned> List) {
    return any_of(List, [&](unsigned I) {
      return Syncs[I].Kind == Sync::SlotCredit;
    });
  };
  // Releases join the list of their reverse pair; a pair that gets its
  // first syncs that way is coloured after the others.
  SmallVector<std::pair<unsigned, unsigned>, 16> Keys;
  for (bool First : {true, false})
    for (auto &[Pair, List] : ByPair)
      if (HasSlotCredit(List) == First)
        Keys.push_back(Pair);
  for (unsigned K = 0; K < Keys.size(); ++K) {
    if (!colourPairList(Keys[K]))
      return false;
    if (K + 1 == Keys.size())
      for (auto &KV : ByPair)
        if (!ColouredPairs.count(KV.first) && !is_contained(Keys, KV.first))
          Keys.push_back(KV.first);
  }
  return true;
}

bool SyncInserter::colourPairList(std::pair<unsigned, unsigned> Pair) {
  Pipe Src = Pipe(Pair.first), Dst = Pipe(Pair.second);
  unsigned Allowed = allowedIds(Src, Dst);
  // A copy: releases made here join other pairs' lists.
  SmallVector<unsigned, 8> List(ByPair[Pair]);
  for (unsigned Round = 0; Round < 2; ++Round) {
    SmallVector<unsigned, 8> Live;
    for (unsigned I : List)
      if (!Syncs[I].Dead)
        Live.push_back(I);
    llvm::sort(Live, [&](unsigned A, unsigned B) {
      auto RA = liveRange(Syncs[A]), RB = liveRange(Syncs[B]);
      return std::tie(RA.first, RA.second, A) <
             std::tie(RB.first, RB.second, B);
    });
    SmallVector<std::pair<uint64_t, unsigned>, 8> Active; // (end, ids)
    SmallVector<unsigned, 4> Failed;
    /// The syncs given each id so far.
    SmallVector<SmallVector<unsigned, 8>, 8> Holders(getNumEventIds());
    for (unsigned I : Live) {
      // Releases made here grow Syncs: Syncs[I] is looked up again after
      // each.
      if (Syncs[I].Kind == Sync::Pair)
        Syncs[I].SlotReg = Register();
      auto [Start, End] = liveRange(Syncs[I]);
      // A forward pair whose next set may overtake its wait takes one id
      // per slot behind a slot credit; with none, no id helps.
      int SlotCredit = -1;
      if (StrictReuse && !selfReuseOrdered(Syncs[I])) {
        SlotCredit = slotPairCredit(Syncs[I]);
        // Else a release orders the wait before the next trip's set.
        if (SlotCredit < 0 &&
            !releaseUntilOrdered([&] { return selfReuseBlock(Syncs[I]); },
                                 Syncs[I].Consumer)) {
          reuseFallback(I);
          continue;
        }
      }
      unsigned Busy = 0;
      Active.erase(llvm::remove_if(Active,
                                   [&](const auto &A) {
                                     return A.first < Start;
                                   }),
                   Active.end());
      for (const auto &A : Active)
        Busy |= A.second;
      unsigned Free = Allowed & ~Busy, NotLive = Free;
      // An id is free again only once its last wait is ordered before
      // this set (see "Flag reuse").
      for (unsigned Id = 0; StrictReuse && Id < Holders.size(); ++Id)
        if ((Free & (1u << Id)) && !idReusable(Holders[Id], Syncs[I]))
          Free &= ~(1u << Id);
      // A slot credit or a slot pair: one id per slot that needs one
      // (slotIdMask).
      unsigned SlotMask = 0;
      if (Syncs[I].Kind == Sync::SlotCredit)
        SlotMask = slotIdMask(Syncs[I].SlotReg, Syncs[I].NumSlots,
                              /*Credit=*/true);
      else if (SlotCredit >= 0)
        SlotMask = slotIdMask(Syncs[SlotCredit].SlotReg,
                              Syncs[SlotCredit].NumSlots, /*Credit=*/false);
      unsigned Need = SlotMask ? unsigned(popcount(SlotMask)) : 1;
      // None free by a chain: a release of the holder of an id that is not
      // live here (Releases).
      if (StrictReuse && Need == 1 && !Free && NotLive)
        if (std::optional<unsigned> Id = releaseId(I, NotLive, Holders))
          Free = 1u << *Id;
      Sync &S = Syncs[I];
      if (unsigned(popcount(Free)) < Need) {
        Failed.push_back(I);
        continue;
      }
      if (SlotCredit >= 0) {
        S.SlotReg = Syncs[SlotCredit].SlotReg;
        S.NumSlots = Syncs[SlotCredit].NumSlots;
      }
      S.SlotMask = SlotMask;
      // The lowest free ids; a slot credit or a slot pair takes one per
      // slot.
      unsigned Mask = 0;
      S.SlotIds.clear();
      for (unsigned K = 0; K < Need; ++K) {
        unsigned Id = countr_zero(Free & ~Mask);
        Mask |= 1u << Id;
        S.SlotIds.push_back(Id);
        Holders[Id].push_back(I);
      }
      S.Id = int(S.SlotIds.front());
      Active.push_back({End, Mask});
    }
    if (Failed.empty())
      break;
    for (unsigned I : Failed) {
      Sync &S = Syncs[I];
      if (S.Kind == Sync::SlotCredit) {
        // Too few ids for one per slot: one id for every slot, as a plain
        // credit (the stages then run one after the other).
        emitRemark([&]() {
          MachineOptimizationRemarkMissed Rem(
              DEBUG_TYPE, "PingPongIdsExhausted",
              S.Consumer ? S.Consumer->getDebugLoc() : DebugLoc(),
              S.Consumer ? S.Consumer->getParent() : &MF.front());
          Rem << "too few free event ids of " << NV("Src", getPipeName(S.Src))
              << " -> " << NV("Dst", getPipeName(S.Dst)) << " for one per "
              << "slot (" << NV("Slots", S.NumSlots)
              << "); the slots share one id, so they are ordered one "
                 "after the other";
          return Rem;
        });
        S.Kind = Sync::Credit;
        S.SlotIds.clear();
        S.Id = -1;
        ++NumSlotFallbacks;
        continue;
      }
      bool CanNarrow = Round == 0 && S.Kind == Sync::Pair && !S.Narrow &&
                       narrowSetSlot(S.WaitSlot);
      // Else another holder of an id may narrow instead (narrowHolderFor).
      bool HolderNarrows = !CanNarrow && narrowHolderFor(I, List);
      // narrowHolderFor may make releases (addSync), which may reallocate
      // Syncs: take the sync again.
      Sync &Cur = Syncs[I];
      emitRemark([&]() {
        MachineOptimizationRemarkMissed Rem(
            DEBUG_TYPE, "EventIdsExhausted",
            Cur.Consumer ? Cur.Consumer->getDebugLoc() : DebugLoc(),
            Cur.Consumer ? Cur.Consumer->getParent() : &MF.front());
        Rem << "the event ids of " << NV("Src", getPipeName(Cur.Src))
            << " -> " << NV("Dst", getPipeName(Cur.Dst))
            << " are all live here; "
            << NV("Fallback",
                  CanNarrow       ? "the set moves down to its wait"
                  : HolderNarrows ? "the set of another pair of this id "
                                    "moves down to its wait"
                                  : "a PIPE_ALL barrier orders it");
        return Rem;
      });
      if (HolderNarrows)
        continue;
      if (CanNarrow) {
        removeEntry(Cur.Seq, Cur.SetGap, I, Cur.SetSlot);
        Cur.Narrow = true;
        ++NumFallbacks;
        Cur.SetGap = Cur.WaitGap;
        Cur.SetSlot = *narrowSetSlot(Cur.WaitSlot);
        addEntry(Cur.Seq, Cur.WaitGap, I, Cur.SetSlot, true);
        Cur.Id = -1;
      } else {
        fallBackToBarrier(I);
      }
    }
    if (Round == 1)
      break;
    // Round 1 re-colours with the narrowed ranges; what still fails
    // becomes a barrier (above, on the second pass).
    for (unsigned I : List)
      if (!Syncs[I].Dead)
        Syncs[I].Id = -1;
  }
  // Anything still without an id falls back (round 2 failures).
  for (unsigned I : List)
    if (!Syncs[I].Dead && Syncs[I].Id < 0)
      fallBackToBarrier(I);
  ColouredPairs.insert(Pair);
  // Releases of this pair made while it was coloured (a release's own
  // release, placeReleaseOnce) join its finished ids like any release, or
  // fall back.
  SmallVector<unsigned, 4> Late;
  for (unsigned I : ByPair[Pair])
    if (!is_contained(List, I) && !Syncs[I].Dead && Syncs[I].Id < 0)
      Late.push_back(I);
  for (unsigned I : Late) {
    llvm::erase(ByPair[Pair], I);
    if (!orderOwnReuse(I)) {
      reuseFallback(I);
      continue;
    }
    if (!placeReleaseId(I, Syncs[I], ByPair[Pair]))
      fallBackToBarrier(I);
  }
  return true;
}

