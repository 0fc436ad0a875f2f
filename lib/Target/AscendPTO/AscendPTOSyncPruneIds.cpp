//===- AscendPTOSyncPruneIds.cpp - Sync: the pruning's id checks ----------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ascendpto-insert-sync's pruning after the ids (pruneSyncs) removes a
/// sync only if every id's holders still reuse it in order without it
/// (idsStillOrdered: each holder's reuse after the earlier holders of its
/// chain, reuseBlock, and its own reuse, selfReuseBlock). Run whole for
/// each removal, those checks cost a walk per holder of every chain, times
/// the removals tried. Here they are kept between removals, each with the
/// syncs its answer relied on, and a removal runs again only the checks
/// that relied on the sync removed. The answer is idsStillOrdered's, byte
/// for byte in the output:
///
///  - A reuse walk (ordered()) depends on the syncs alive only through the
///    ones that informed a pipe (FlowState::Used: a wait whose set an
///    informed pipe issued, to a pipe not informed yet; a PIPE_ALL
///    barrier). Remove any other and the walk informs the same pipes at
///    every gap: its pending sets lose at most the removed sync, whose
///    waits informed nothing new.
///  - reuseBlock looks at the earlier holders from the latest back to one
///    that runs on every path to the set, and in each loop from the first
///    to one that runs on every trip: remove a holder it did not look at
///    and it looks at the same ones. Those it looked at are among its
///    syncs relied on.
///  - A slot pair's own check relies on the slot credit it found, or, that
///    credit pruned, on the syncs of its chain (slotPairReuseOrdered).
///  - A removal takes away the removed sync's own checks, and leaves every
///    chain in the order of the live ranges' starts, which the full check
///    sorts by: the same order when no two holders of a chain start at one
///    position (with two, std::sort may order them either way, so then
///    every check runs whole, as before).
///
/// So the checks that did not rely on the removed sync keep their answers,
/// and the removal is ordered exactly when no check fails after running
/// again the ones that did. `-ascendpto-sync-incremental-id-checks=false`
/// runs the full check for every removal (sync/scale.test compares the
/// two).
///
//===----------------------------------------------------------------------===//

#include "AscendPTOSyncInserter.h"

using namespace llvm;
using namespace llvm::AscendPTO;
using namespace llvm::AscendPTO::sync;

#define DEBUG_TYPE "ascendpto-insert-sync"

static cl::opt<bool> IncrementalIdChecks(
    "ascendpto-sync-incremental-id-checks",
    cl::desc("Backend sync: in the pruning after the ids, check again only "
             "the id reuses that relied on the sync removed (docs/sync.md "
             "\"Complexity\"); false checks every id's chain for each "
             "removal: the same output, slower, for comparison"),
    cl::init(true), cl::Hidden);

static cl::opt<bool> VerifyIdChecks(
    "ascendpto-sync-verify-id-checks",
    cl::desc("Backend sync: run the full id check beside the incremental one "
             "for every removal the pruning after the ids tries, and report "
             "an internal error where their answers differ (for tests)"),
    cl::init(false), cl::Hidden);

void SyncInserter::buildIdChecks() {
  IdCheckState &St = IdChecks;
  St = IdCheckState();
  St.Built = true;
  St.Usable = true;
  St.ChecksOf.resize(Syncs.size());
  St.Dependents.resize(Syncs.size());
  auto Add = [&](unsigned Holder, int Chain) {
    St.ChecksOf[Holder].push_back(St.Checks.size());
    St.Checks.push_back({Holder, Chain});
  };
  // The chains and checks of idsStillOrdered, in its order.
  for (const auto &[Pair, List] : ByPair) {
    for (unsigned Id = 0; Id < getNumEventIds(); ++Id) {
      SmallVector<unsigned, 8> Holders = holdersByStart(List, Id);
      for (unsigned K = 1; K < Holders.size(); ++K)
        if (liveRange(Syncs[Holders[K - 1]]).first ==
            liveRange(Syncs[Holders[K]]).first)
          St.Usable = false;
      int Chain = int(St.Chains.size());
      for (unsigned H : Holders)
        Add(H, Chain);
      St.Chains.push_back(std::move(Holders));
    }
    for (unsigned J : List)
      if (!Syncs[J].Dead && Syncs[J].Id >= 0)
        Add(J, -1);
  }
  if (!St.Usable)
    return;
  SmallVector<unsigned, 8> Deps;
  for (unsigned C = 0; C < St.Checks.size(); ++C) {
    Deps.clear();
    IdCheck &Ck = St.Checks[C];
    Ck.Ok = runIdCheck(Ck, Deps);
    St.NumFailing += !Ck.Ok;
    for (unsigned D : Deps)
      St.Dependents[D].push_back({C, Ck.Version});
  }
}

bool SyncInserter::runIdCheck(const IdCheck &C,
                              SmallVectorImpl<unsigned> &Deps) {
  const Sync &S = Syncs[C.Holder];
  ReuseDeps = &Deps;
  bool Ok;
  if (C.Chain >= 0) {
    // After the holders before it in its chain.
    ArrayRef<unsigned> Chain = IdChecks.Chains[C.Chain];
    uint64_t Start = liveRange(S).first;
    const unsigned *At = llvm::lower_bound(Chain, Start, [&](unsigned H,
                                                             uint64_t P) {
      return liveRange(Syncs[H]).first < P;
    });
    Ok = idReusable(Chain.take_front(At - Chain.begin()), S);
  } else if (S.Kind == Sync::Pair && S.SlotReg.isValid()) {
    // A slot pair stands on its slot credit, or on a chain to the next
    // trip of its slot (the credit it relies on, or that chain's syncs, go
    // to Deps).
    Ok = slotPairReuseOrdered(S);
  } else {
    Ok = selfReuseOrdered(S);
  }
  ReuseDeps = nullptr;
  return Ok;
}

bool SyncInserter::idsOrderedWithout(unsigned SyncI) {
  ++IdChecks.NumTried;
  if (!IncrementalIdChecks) {
    ++IdChecks.NumFull;
    return idsStillOrdered();
  }
  bool Ok = idsOrderedWithoutIncremental(SyncI);
  if (VerifyIdChecks && Ok != idsStillOrdered())
    fail(Syncs[SyncI].Consumer,
         "internal error: ascendpto-insert-sync's incremental id checks "
         "answer " + Twine(Ok ? "ordered" : "not ordered") +
             " for the removal of a " + getPipeName(Syncs[SyncI].Src) +
             " -> " + getPipeName(Syncs[SyncI].Dst) +
             " sync, the full check the opposite");
  return Ok;
}

bool SyncInserter::idsOrderedWithoutIncremental(unsigned SyncI) {
  IdCheckState &St = IdChecks;
  if (!St.Built || St.ChecksOf.size() != Syncs.size()) {
    // The checks as they were with the sync.
    unsigned Tried = St.NumTried, Rerun = St.NumRerun, Full = St.NumFull;
    Syncs[SyncI].Dead = false;
    buildIdChecks();
    Syncs[SyncI].Dead = true;
    St.NumTried = Tried;
    St.NumRerun = Rerun;
    St.NumFull = Full;
  }
  if (!St.Usable) {
    ++St.NumFull;
    return idsStillOrdered();
  }
  St.Tried = int(SyncI);
  St.TriedAt.clear();
  St.Redo.clear();
  St.RedoOk.clear();
  St.TriedFailing = St.NumFailing;
  // Its own checks go, and it leaves its chains.
  for (unsigned C : St.ChecksOf[SyncI]) {
    IdCheck &Ck = St.Checks[C];
    if (!Ck.Live)
      continue;
    St.TriedFailing -= !Ck.Ok;
    if (Ck.Chain < 0)
      continue;
    auto &Chain = St.Chains[Ck.Chain];
    auto It = llvm::find(Chain, SyncI);
    St.TriedAt.push_back({unsigned(Ck.Chain), unsigned(It - Chain.begin())});
    Chain.erase(It);
  }
  // The checks that relied on it run again.
  for (auto [C, Version] : St.Dependents[SyncI]) {
    const IdCheck &Ck = St.Checks[C];
    if (Ck.Live && Ck.Version == Version && Ck.Holder != SyncI &&
        !is_contained(St.Redo, C))
      St.Redo.push_back(C);
  }
  St.NumRerun += St.Redo.size();
  if (St.RedoDeps.size() < St.Redo.size())
    St.RedoDeps.resize(St.Redo.size());
  for (auto [K, C] : enumerate(St.Redo)) {
    St.RedoDeps[K].clear();
    bool Ok = runIdCheck(St.Checks[C], St.RedoDeps[K]);
    St.RedoOk.push_back(Ok);
    if (Ok != St.Checks[C].Ok)
      Ok ? --St.TriedFailing : ++St.TriedFailing;
  }
  return St.TriedFailing == 0;
}

void SyncInserter::finishIdCheck(bool Keep) {
  IdCheckState &St = IdChecks;
  if (St.Tried < 0)
    return;
  unsigned SyncI = unsigned(St.Tried);
  St.Tried = -1;
  if (!Keep) {
    // Back into its chains, where it was (in the order it left them).
    for (auto [Chain, At] : reverse(St.TriedAt))
      St.Chains[Chain].insert(St.Chains[Chain].begin() + At, SyncI);
    return;
  }
  for (unsigned C : St.ChecksOf[SyncI])
    St.Checks[C].Live = false;
  St.NumFailing = St.TriedFailing;
  for (auto [K, C] : enumerate(St.Redo)) {
    IdCheck &Ck = St.Checks[C];
    Ck.Ok = St.RedoOk[K];
    ++Ck.Version;
    for (unsigned D : St.RedoDeps[K])
      St.Dependents[D].push_back({C, Ck.Version});
  }
}

void SyncInserter::noteRemovedWithoutIdCheck(unsigned SyncI) {
  // A sync no check holds or relied on changes none; any other, and the
  // checks are built again when next asked.
  IdCheckState &St = IdChecks;
  if (!St.Built || !St.Usable)
    return;
  bool Involved = any_of(St.ChecksOf[SyncI],
                         [&](unsigned C) { return St.Checks[C].Live; }) ||
                  any_of(St.Dependents[SyncI], [&](auto CV) {
                    const IdCheck &Ck = St.Checks[CV.first];
                    return Ck.Live && Ck.Version == CV.second;
                  });
  if (Involved)
    St.Built = false;
}

void SyncInserter::remarkIdChecks() {
  const IdCheckState &St = IdChecks;
  if (!St.NumTried)
    return;
  emitRemark([&]() {
    MachineOptimizationRemarkAnalysis R(DEBUG_TYPE, "PruneIdChecks",
                                        DebugLoc(), &MF.front());
    R << "the pruning after the ids checked " << NV("Removals", St.NumTried)
      << " removals against " << NV("Checks", St.Checks.size())
      << " id reuse checks, running " << NV("Rerun", St.NumRerun)
      << " of them again and the full check " << NV("Full", St.NumFull)
      << " times";
    return R;
  });
}
