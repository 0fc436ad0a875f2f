//===- AscendPTOSyncSlotChain.cpp - Sync: a slot's id chain ---------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ascendpto-insert-sync: a same-pipe dependence through one slot of a
/// ping-pong buffer that the slot's own id chain already orders, so that it
/// needs no same-pipe barrier (docs/sync.md "Minimality", slot chains).
///
//===----------------------------------------------------------------------===//
//
// A consumer C on pipe Q, in trip j of a loop body, accesses slot s of a
// ping-pong buffer (`iv srem N`, docs/sync.md "Ping-pong"); a producer R on
// the same pipe Q accessed the same bytes of slot s in trip j' < j, the last
// trip before j that used slot s (classify: Dep::Slot). On a pipe that
// completes out of order (sync-facts §2.2) the pair would need a barrier
// before C. (A producer on another pipe has its slot credit; once the
// pruning removes that, the check-mode scan asks the same question, review19
// pp-adv.ll PP1: the texp's slot credit, covered by the store's through the
// then arm's V -> MTE3 pair.) It needs none when a credit K of the same
// body and slot, from some pipe P into Q, has
//   (1) its body wait at or before C's gap: in trip j it runs in Q's queue
//       before C, and takes the set of K's id issued last, which is trip
//       j''s body set (a slot credit: the id of slot s, set by the trips of
//       slot s only; a slot credit that fell back to one id: the set of
//       trip j - 1, later than trip j''s in P's queue);
//   (2) its body set after R's item in the body, and
//   (3) a happens-before chain, within one trip, from R's completion to
//       K's body set: ordered(R's pipe after R, P at the set), the flag-reuse
//       walk of AscendPTOSyncReuse.cpp, which counts only the syncs on
//       every path from R to the set (a pair's set after R on its pipe fires once
//       R has finished, its wait passes only then, and so on to P; a
//       PIPE_ALL barrier on the way orders everything).
// Then R(j') has finished before trip j''s set of K fires (3), that set
// (or a later one of P's queue) is taken by the wait of trip j (1), and C
// runs after that wait in Q's queue: R(j') happens before C(j). Trips of
// slot s before j' are earlier in R's queue than R(j'), and their own sets
// of K earlier in P's queue: the prefix lemma (docs/sync.md "The hardware
// model") orders them too. This orders R's instances in the trips of slot
// s only, so the scan counts it for this producer alone (it does not add Q
// to the ordered pipes), like a slot credit across pipes.
//
// In check mode (pruneSyncs) the chain's syncs, and K, go to the
// consumer's Used list: removing any of them checks the consumer again.

#include "AscendPTOSyncInserter.h"
#include <algorithm>
#include <numeric>

using namespace llvm;
using namespace llvm::AscendPTO;
using namespace llvm::AscendPTO::sync;

#define DEBUG_TYPE "ascendpto-insert-sync"

bool SyncInserter::slotChainCovers(unsigned SeqI, unsigned ItemI,
                                   unsigned Pos, unsigned R, unsigned C,
                                   Register SlotReg,
                                   SmallVectorImpl<unsigned> *Used) const {
  const OpRec &Prod = Ops[R], &Cons = Ops[C];
  // Any producer's pipe: the argument does not use it (check mode asks for
  // a producer on another pipe too, its slot credit pruned).
  if (!MinimalOpt || !SlotChainOpt || Prod.P == Pipe::S || !SlotReg.isValid())
    return false;
  for (const auto &[Key, K] : SlotCredits) {
    auto [Body, Src, Dst, Reg] = Key;
    if (Body != SeqI || Dst != unsigned(Cons.P) || Reg != SlotReg.id())
      continue;
    const Sync &S = Syncs[K];
    // A slot credit, or one that fell back to a single id (allocateIds):
    // either takes a set of trip j' or later. Dead or a PIPE_ALL barrier
    // now: the scan counts what is left.
    if (S.Dead || (S.Kind != Sync::SlotCredit && S.Kind != Sync::Credit))
      continue;
    if (S.WaitGap > Pos || S.SetGap < ItemI + 1)
      continue;
    // From R (after every entry of the gap before it: none runs after R)
    // to the body set, within one trip.
    ProgPoint From{Prod.Seq, Prod.Item, Slot::PreSet};
    ProgPoint To{S.Seq, S.SetGap, S.SetSlot};
    SmallVector<unsigned, 4> Deps;
    SmallVectorImpl<unsigned> *Saved = ReuseDeps;
    ReuseDeps = &Deps;
    Order O = ordered(Prod.P, From, S.Src, To, /*WrapSeq=*/-1);
    ReuseDeps = Saved;
    if (O != Order::Ordered)
      continue;
    if (Used) {
      Used->push_back(K);
      Used->append(Deps.begin(), Deps.end());
    }
    return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Trips back.
//===----------------------------------------------------------------------===//
//
// A dependence through one slot (classify: Dep::Slot) of consumer C in trip
// j is on producer R's access of the same slot in trip j - d, the last trip
// before j on that slot. For slot `iv srem M` with iv = lb + k * step the
// slot of trip k is (lb + k * step) mod M, which comes back first after
// d = M / gcd(step mod M, M) trips (slotPeriod); d >= 2 exactly when
// consecutive trips use different slots (slotTripDistance).
//
// R(j - d) comes no later than R(j - t), for every 2 <= t <= d, in R's
// pipe's queue, and a set of that pipe after R(j - t) follows R(j - d) too
// (the prefix lemma, docs/sync.md "The hardware model"): R is ordered
// before C(j) once R's pipe is ordered (covered) at the end of R's item in
// some trip j - t, 2 <= t <= d. The check-mode scan of C, wrapping round
// the back edge (wrapScan, trip j - 1), defers such a producer with its d
// when neither the slot's credit (slotCreditCovering) nor the slot chain
// orders it (orderProducer), and goes on past trip j - 1 (tripsBackOrdered):
// the rest of trip j - 1 above C's item (its syncs only: its ops were
// ordered before C(j - 1), hence before C(j)), then trips j - 2, j - 3, ...
// each from its end, down to trip j - d of the deferred producer with the
// largest d that is still open. A producer is decided at the gap after its
// item in its own trip j - d: covered there or earlier on the walk, it is
// ordered; else the consumer is not. On the way the walk counts, as
// everywhere, a set whose wait it has met: a credit's wait in trip j - 1
// takes the body set of trip j - 2 (the chain over two back edges of
// ping-pong-ids-exhausted.ll: a later load's plain credit, waited in trip
// j - 1 for the set of trip j - 2 after the tadds); the wait of any sync
// takes a set no earlier in the src queue than an earlier instance of that
// set, so counting an older one is sound. Only the body's own gaps are
// walked: the syncs inside a loop or an if of the body are not counted,
// which only orders less. Trips j - 1 down to j - d run whole: the
// dependence exists only when j - d >= 0.
//
// Slot credits count with the trip of each wait (slotCreditWalk, check mode
// only): the body wait of a slot credit of period d' met in trip j - t
// takes the body set of trip j - t - d' (the last trip before on the same
// slot, whose id no other sync uses), so the walk counts that credit's set
// only when it meets it in trip j - t - d' or further back: that set or an
// older instance of it in the src pipe's queue. Its waits are counted from
// the consumer's own trip (t = 0: scanConsumer's walk) and round the back
// edge (t = 1: wrapScan). Only entries in the credit's own body count
// (its pre-set and post-wait, outside, do not), and only where that body
// is the scanned level: a body wait met inside an item (visitItem's
// frames) may not run in the consumer's trip at all (an inner loop of no
// trip, the other arm of an if), so frames do not count slot credits
// (review of c244243: an inner loop of run-time trips whose wait, met in
// trip j, was matched with its set in trip j - 1 at period 1). A set met in
// the same trip as its wait is not counted (d' >= 1).
//
// A loop that never comes back to a slot (slotNeverReused): with constant
// bounds and at most d trips, no trip uses the slot of an earlier one, so
// an access through one slot has no dependence round this loop's back edge
// at all (classify). Round an enclosing loop the slot register is not of
// that loop (slotRelation: unknown), and the bytes decide as for any tile.
//
// So a slot credit, or a slot's same-pipe barrier, that another ordering
// covers is pruned by the check-mode scan like any other sync
// (pruneSyncs); the syncs of the chain go to the consumer's Used list.

std::optional<unsigned> SyncInserter::slotPeriod(Register SlotReg,
                                                 const SLoop *L) const {
  const MachineInstr *Def =
      SlotReg.isVirtual() ? MRI.getVRegDef(SlotReg) : nullptr;
  // slotCount: slot = (iv + c) srem M of this loop's counter, c >= 0,
  // 2 <= M <= 8, a constant lower bound >= 0 and a constant step > 0.
  std::optional<unsigned> M = Def && L ? slotCount(*Def, L) : std::nullopt;
  std::optional<int64_t> Step = M ? constantOf(MRI, L->Step) : std::nullopt;
  if (!M || !Step || *Step <= 0)
    return std::nullopt;
  uint64_t Rem = uint64_t(*Step) % *M;
  return unsigned(*M / std::gcd(Rem, uint64_t(*M)));
}

unsigned SyncInserter::slotTripDistance(Register SlotReg,
                                        unsigned Body) const {
  std::optional<unsigned> D = slotPeriod(SlotReg, Seqs[Body].Loop);
  return D && *D >= 2 ? *D : 0;
}

std::optional<SyncInserter::SlotValues>
SyncInserter::slotValues(Register SlotReg, const SLoop *L) const {
  std::optional<unsigned> D = slotPeriod(SlotReg, L);
  if (!D)
    return std::nullopt;
  const MachineInstr *Def = MRI.getVRegDef(SlotReg);
  unsigned M = *slotCount(*Def, L);
  // slotCount: a constant lower bound >= 0 and step > 0.
  // Trip 0 takes (lb + c) mod M (slotShift: both >= 0, c small).
  uint64_t V = (uint64_t(*constantOf(MRI, L->LowerBound)) % M +
                uint64_t(*slotShift(*Def, L)) % M) %
               M;
  uint64_t StepMod = uint64_t(*constantOf(MRI, L->Step)) % M;
  std::optional<uint64_t> Trips = tripCount(L); // AscendPTOSyncRows.cpp
  // Trip k takes (lb + c + k * step) mod M; trip k + d takes it again. A
  // run-time trip count may reach every trip.
  uint64_t T = Trips ? *Trips : UINT64_MAX;
  SlotValues R;
  for (uint64_t K = 0; K < *D && K < T; ++K) {
    R.Used |= 1u << V;
    if (T - K > *D)
      R.Reused |= 1u << V;
    V = (V + StepMod) % M;
  }
  return R;
}

unsigned SyncInserter::slotIdMask(Register SlotReg, unsigned NumSlots,
                                  bool Credit) const {
  unsigned All = NumSlots >= 32 ? ~0u : (1u << NumSlots) - 1;
  int Body = slotLoopBody(SlotReg);
  std::optional<SlotValues> V =
      Body >= 0 ? slotValues(SlotReg, Seqs[Body].Loop) : std::nullopt;
  unsigned Mask = V ? (Credit ? V->Reused : V->Used) & All : All;
  // None at all: the scan found a dependence the values deny; keep every
  // slot (correct, not minimal).
  return Mask ? Mask : All;
}

bool SyncInserter::slotCreditSetsEveryTrip(const Sync &S) const {
  unsigned All = S.NumSlots >= 32 ? ~0u : (1u << S.NumSlots) - 1;
  // The ids allocateIds gives it (SlotMask is set only there).
  unsigned Ids = slotIdMask(S.SlotReg, S.NumSlots, /*Credit=*/true);
  if (Ids == All)
    return true;
  // Not the last trip's slot alone: that one relies on the exact trip
  // count, and every slot used is what holds for any count up to it.
  int Body = slotLoopBody(S.SlotReg);
  std::optional<SlotValues> V =
      Body >= 0 ? slotValues(S.SlotReg, Seqs[Body].Loop) : std::nullopt;
  return V && (V->Used & ~Ids) == 0;
}

bool SyncInserter::slotNeverReused(Register SlotReg, unsigned Body) const {
  std::optional<SlotValues> V = slotValues(SlotReg, Seqs[Body].Loop);
  return V && V->Reused == 0;
}

unsigned SyncInserter::slotCreditWalk(unsigned SeqI, const GapEntry &E,
                                      Pipe Consumer, ScanState &St) const {
  const Sync &S = Syncs[E.Sync];
  // The body wait of trip t takes the body set of trip t + d (d the
  // slot's period: the last trip before on the same slot); a set of trip
  // T >= t + d is that one or an older one in the src pipe's queue.
  std::optional<unsigned> D =
      S.Seq == SeqI ? slotPeriod(S.SlotReg, Seqs[SeqI].Loop) : std::nullopt;
  if (!D)
    return 0;
  if (!E.IsSet) {
    if (S.Dst != Consumer && !(St.Covered & pipeBit(S.Dst)))
      return 0;
    unsigned Due = St.SlotTrip + *D;
    auto [It, New] = St.SlotWaits->try_emplace(E.Sync, Due);
    if (!New)
      It->second = std::min(It->second, Due);
    return 0;
  }
  auto It = St.SlotWaits->find(E.Sync);
  return It != St.SlotWaits->end() && It->second <= St.SlotTrip
             ? pipeBit(S.Src)
             : 0;
}

bool SyncInserter::tripsBackOrdered(unsigned SeqI, unsigned Pos, unsigned C,
                                    ScanState &St,
                                    SmallVectorImpl<SlotDeferred> &D) {
  Pipe CP = Ops[C].P;
  auto Open = [&] {
    llvm::erase_if(D, [&](const SlotDeferred &X) {
      return St.Covered & pipeBit(X.P);
    });
    return !D.empty();
  };
  if (St.Done || !Open())
    return true;
  // Trip j - 1 goes on (slotCreditWalk counts the slot credits' body
  // waits with their trips, isOrdered).
  St.SlotTrip = 1;
  // Trip j - 1 above C's item: its gaps, from C's own down to the first.
  // (Op positions never hit: every pipe counts as ordered for them.)
  for (unsigned G = Pos;; --G) {
    G = skipBack(SeqI, G, 0, St.Covered, ~0u, C);
    applyGap(SeqI, G, CP, St);
    if (St.Done)
      return true;
    if (G == 0)
      break;
  }
  if (!Open())
    return true;
  // Trips j - 2, j - 3, ...: the nearest deadline first (smallest d, then
  // the latest item), each producer decided at the gap after its item in
  // its trip j - d.
  llvm::sort(D, [](const SlotDeferred &A, const SlotDeferred &B) {
    return A.Trips != B.Trips ? A.Trips < B.Trips : A.Item > B.Item;
  });
  unsigned End = Seqs[SeqI].Items.size();
  for (unsigned Trip = 2;; ++Trip) {
    St.SlotTrip = Trip;
    for (unsigned G = End;; --G) {
      const SlotDeferred &Front = D.front();
      unsigned Lo = Front.Trips == Trip ? 2 * (Front.Item + 1) : 0;
      G = skipBack(SeqI, G, Lo, St.Covered, ~0u, C);
      applyGap(SeqI, G, CP, St);
      if (St.Done || !Open())
        return true;
      if (D.front().Trips == Trip && D.front().Item + 1 == G)
        return false;
      if (G == 0)
        break;
    }
    // Every deadline of this trip has passed (a producer decided at its
    // gap); the next trip holds the nearest one left. (Defensive: a
    // deadline not met is a producer not ordered.)
    if (D.front().Trips <= Trip)
      return false;
  }
}

//===----------------------------------------------------------------------===//
// A slot pair without its slot credit.
//===----------------------------------------------------------------------===//
//
// A slot pair (docs/sync.md "Ping-pong", slot pairs) takes the id of its
// trip's slot; its next set on that id is in the next trip on the same
// slot, d >= 2 trips later when consecutive trips use different slots
// (slotTripDistance), else the next trip. Its slot credit orders that reuse
// (slotPairCredit). Pruned, the reuse needs a chain from the pair's wait in
// trip j to its set in trip j + d: ordered() round the slot loop's back
// edge with d - 1 whole trips between; one trip between (two back edges)
// is enough for every d >= 2, since a pipe informed by the set's place in
// trip j + 2 stays informed in the later trips, and the set of trip j + d
// comes later in its queue. The ids were given per slot, so the trips
// between set other ids. Round an enclosing loop, the next trip of that
// loop sets the id again: checked like any pair's (selfReuseBlock).

int SyncInserter::slotLoopBody(Register SlotReg) const {
  const MachineInstr *Def =
      SlotReg.isVirtual() ? MRI.getVRegDef(SlotReg) : nullptr;
  if (!Def)
    return -1;
  auto It = BlockSeq.find(Def->getParent());
  if (It == BlockSeq.end())
    return -1;
  int Body = int(It->second);
  while (Body >= 0 && !Seqs[Body].LoopBody)
    Body = Seqs[Body].Parent;
  if (Body < 0 || !slotCount(*Def, Seqs[Body].Loop))
    return -1;
  return Body;
}

bool SyncInserter::slotPairReuseOrdered(const Sync &S) const {
  int Credit = slotPairCredit(S);
  if (Credit >= 0) {
    if (ReuseDeps)
      ReuseDeps->push_back(unsigned(Credit));
    return true;
  }
  int Body = slotLoopBody(S.SlotReg);
  ProgPoint W = lastWait(S), Set = firstSet(S);
  if (Body < 0 || !isAncestorOrSelf(unsigned(Body), W.Seq) ||
      !isAncestorOrSelf(unsigned(Body), Set.Seq))
    return false;
  unsigned Laps = slotTripDistance(S.SlotReg, unsigned(Body)) ? 1 : 0;
  if (ordered(S.Dst, W, S.Src, Set, Body, Laps) != Order::Ordered)
    return false;
  int Outer = Seqs[Body].Parent >= 0
                  ? innermostLoop(unsigned(Seqs[Body].Parent))
                  : -1;
  return Outer < 0 ||
         ordered(S.Dst, W, S.Src, Set, Outer) != Order::Unordered;
}
