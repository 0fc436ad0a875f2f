//===- AscendPTOSyncTree.cpp - Sync: the tree -----------------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ascendpto-insert-sync's structured tree: sequences of items with the
/// gaps between them that syncs go into, and their linear positions.
///
//===----------------------------------------------------------------------===//

#include "AscendPTOSyncInserter.h"

using namespace llvm;
using namespace llvm::AscendPTO;
using namespace llvm::AscendPTO::sync;

#define DEBUG_TYPE "ascendpto-insert-sync"

//===----------------------------------------------------------------------===//
// The tree.
//===----------------------------------------------------------------------===//

bool SyncInserter::buildTree(const SRegion &Tree, const Structurizer &S) {
  // An explicit stack: loop and if nesting may be deep.
  struct Frame {
    const SRegion *R;
    unsigned Seq;
    size_t Next;
    /// Close the item (Seq, Item) instead: its ops end here.
    int CloseItem;
  };
  Seqs.emplace_back();
  SmallVector<Frame, 16> Stack;
  Stack.push_back({&Tree, 0, 0, -1});
  // The SRegion of each sequence, for its gap points.
  std::vector<const SRegion *> RegionOf = {&Tree};
  while (!Stack.empty()) {
    Frame &F = Stack.back();
    if (F.CloseItem >= 0) {
      Seqs[F.Seq].Items[F.CloseItem].EndOp = Ops.size();
      Stack.pop_back();
      continue;
    }
    if (F.Next == F.R->size()) {
      Stack.pop_back();
      continue;
    }
    const SNode &N = (*F.R)[F.Next++];
    unsigned SeqI = F.Seq;
    if (N.Kind == SNode::Block) {
      BlockSeq[N.MBB] = SeqI;
      for (MachineInstr &MI : *N.MBB) {
        if (MI.isPHI() || MI.isTerminator() || S.isLoopControl(MI))
          continue;
        const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
        if (!Op)
          continue;
        Pipe P = pipeOf(MI, *Op);
        if (P == Pipe::None)
          continue;
        OpRec R;
        R.MI = &MI;
        R.P = P;
        R.Seq = SeqI;
        R.Item = Seqs[SeqI].Items.size();
        collectAccesses(MI, *Op, R);
        if (R.Acc.empty())
          continue;
        UsedPipes |= pipeBit(P);
        Item It;
        It.Kind = Item::Op;
        It.OpIdx = Ops.size();
        It.FirstOp = Ops.size();
        It.EndOp = Ops.size() + 1;
        Seqs[SeqI].Items.push_back(It);
        Ops.push_back(std::move(R));
      }
      continue;
    }
    Item It;
    It.Kind = N.Kind == SNode::Loop ? Item::Loop : Item::If;
    It.FirstOp = Ops.size();
    unsigned ItemI = Seqs[SeqI].Items.size();
    auto NewSeq = [&](const SRegion &R, const SLoop *Loop) {
      Seq Sq;
      Sq.Parent = int(SeqI);
      Sq.ParentItem = ItemI;
      Sq.LoopBody = Loop != nullptr;
      Sq.Loop = Loop;
      Seqs.push_back(std::move(Sq));
      RegionOf.push_back(&R);
      return int(Seqs.size() - 1);
    };
    if (N.Kind == SNode::Loop) {
      It.First = NewSeq(N.L->Body, N.L.get());
    } else {
      It.First = NewSeq(N.I->Then, nullptr);
      It.Second = NewSeq(N.I->Else, nullptr);
    }
    Seqs[SeqI].Items.push_back(It);
    // F is invalidated by the pushes below.
    Stack.push_back({nullptr, SeqI, 0, int(ItemI)});
    if (It.Second >= 0)
      Stack.push_back({RegionOf[It.Second], unsigned(It.Second), 0, -1});
    Stack.push_back({RegionOf[It.First], unsigned(It.First), 0, -1});
  }
  for (unsigned I = 0; I < Seqs.size(); ++I)
    if (!computeGapPoints(I, *RegionOf[I], S))
      return false;
  return true;
}

bool SyncInserter::computeGapPoints(unsigned SeqI, const SRegion &R,
                                    const Structurizer &S) {
  Seq &Sq = Seqs[SeqI];
  unsigned N = Sq.Items.size();
  Sq.GapAt.assign(N + 1, {nullptr, nullptr});
  Sq.Gaps.assign(N + 1, {});
  // Walk the region's nodes alongside the items: before an op, the op;
  // before a compound item, the end of the block node just before it; at
  // the end, the end of the last block node.
  unsigned ItemI = 0;
  MachineBasicBlock *LastBlock = nullptr;
  for (const SNode &Nd : R) {
    if (Nd.Kind == SNode::Block) {
      for (MachineInstr &MI : *Nd.MBB)
        if (ItemI < N && Sq.Items[ItemI].Kind == Item::Op &&
            Ops[Sq.Items[ItemI].OpIdx].MI == &MI)
          Sq.GapAt[ItemI++] = {Nd.MBB, &MI};
      LastBlock = Nd.MBB;
      continue;
    }
    if (ItemI < N)
      Sq.GapAt[ItemI++] = {LastBlock, nullptr};
    LastBlock = nullptr;
  }
  Sq.GapAt[N] = {LastBlock, nullptr};
  return true;
}

void SyncInserter::computeLinearPositions() {
  struct Frame {
    unsigned Seq;
    unsigned Gap;
  };
  uint64_t Counter = 0;
  SmallVector<Frame, 16> Stack;
  Stack.push_back({0, 0});
  for (Seq &S : Seqs)
    S.GapPos.assign(S.Items.size() + 1, 0);
  while (!Stack.empty()) {
    Frame F = Stack.pop_back_val();
    Seq &S = Seqs[F.Seq];
    S.GapPos[F.Gap] = Counter;
    Counter += NumGapSlots;
    if (F.Gap == S.Items.size())
      continue;
    const Item &It = S.Items[F.Gap];
    Stack.push_back({F.Seq, F.Gap + 1});
    if (It.Second >= 0)
      Stack.push_back({unsigned(It.Second), 0});
    if (It.First >= 0)
      Stack.push_back({unsigned(It.First), 0});
  }
}

//===----------------------------------------------------------------------===//
// Placing.
//===----------------------------------------------------------------------===//

unsigned SyncInserter::addSync(Sync S) {
  Syncs.push_back(S);
  return Syncs.size() - 1;
}

void SyncInserter::addEntry(unsigned SeqI, unsigned Gap, unsigned SyncI,
                            Slot Sl, bool IsSet) {
  Seqs[SeqI].Gaps[Gap].push_back({SyncI, Sl, IsSet});
  updateGapMask(SeqI, Gap);
}

void SyncInserter::removeEntry(unsigned SeqI, unsigned Gap, unsigned SyncI,
                               Slot Sl) {
  auto &G = Seqs[SeqI].Gaps[Gap];
  G.erase(llvm::remove_if(G,
                          [&](const GapEntry &E) {
                            return E.Sync == SyncI && E.S == Sl;
                          }),
          G.end());
  updateGapMask(SeqI, Gap);
}
