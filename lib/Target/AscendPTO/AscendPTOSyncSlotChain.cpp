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
// before C. It needs none when a credit K of the same body and slot, from
// some pipe P into Q, has
//   (1) its body wait at or before C's gap: in trip j it runs in Q's queue
//       before C, and takes the set of K's id issued last, which is trip
//       j''s body set (a slot credit: the id of slot s, set by the trips of
//       slot s only; a slot credit that fell back to one id: the set of
//       trip j - 1, later than trip j''s in P's queue);
//   (2) its body set after R's item in the body, and
//   (3) a happens-before chain, within one trip, from R's completion to
//       K's body set: ordered(Q after R, P at the set), the flag-reuse
//       walk of AscendPTOSyncReuse.cpp, which counts only the syncs on
//       every path from R to the set (a pair's set after R on Q fires once
//       R has finished, its wait passes only then, and so on to P; a
//       PIPE_ALL barrier on the way orders everything).
// Then R(j') has finished before trip j''s set of K fires (3), that set
// (or a later one of P's queue) is taken by the wait of trip j (1), and C
// runs after that wait in Q's queue: R(j') happens before C(j). Trips of
// slot s before j' are earlier in Q's queue than R(j'), and their own sets
// of K earlier in P's queue: the prefix lemma (docs/sync.md "The hardware
// model") orders them too. This orders R's instances in the trips of slot
// s only, so the scan counts it for this producer alone (it does not add Q
// to the ordered pipes), like a slot credit across pipes.
//
// In check mode (pruneSyncs) the chain's syncs, and K, go to the
// consumer's Used list: removing any of them checks the consumer again.

#include "AscendPTOSyncInserter.h"

using namespace llvm;
using namespace llvm::AscendPTO;
using namespace llvm::AscendPTO::sync;

#define DEBUG_TYPE "ascendpto-insert-sync"

bool SyncInserter::slotChainCovers(unsigned SeqI, unsigned ItemI,
                                   unsigned Pos, unsigned R, unsigned C,
                                   Register SlotReg,
                                   SmallVectorImpl<unsigned> *Used) const {
  const OpRec &Prod = Ops[R], &Cons = Ops[C];
  if (!MinimalOpt || !SlotChainOpt || Prod.P != Cons.P ||
      Prod.P == Pipe::S || !SlotReg.isValid())
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
