//===- AscendPTOTileCarries.cpp - One buffer per carried tile -------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// In PTO a tile is not an SSA value that can flow around a loop or out of
/// an if: a carried or merged tile is one buffer that every path writes.
/// This pass makes the SSA MIR say so, before planning, by giving every tile
/// phi and all its incoming values one buffer (a *class*), and inserting a
/// `tile.move` (TMOV) only where an incoming value cannot live in that buffer
/// (seed: 算法 4-7):
///
///  - Classes start from the buffers the op table forces: an in-place result
///    and its input (tmatmul.acc), a view and its source. An in-place input
///    that is still read after the in-place write gets a copy first (or, in
///    acc, where no acc-to-acc move exists, an error).
///  - Tile phis are visited in reverse post-order (outer loops before inner
///    ones, so nested loops see their outer carry). Each incoming value joins
///    the phi's class unless a member of its class is live at the same time
///    as a member of the phi's class, or an op-table rule keeps two of them
///    apart. This is how a matmul K-loop keeps its accumulator in one buffer,
///    and how the peeled split-K if-merge (a fresh tmatmul in one arm, an
///    in-place tmatmul.acc in the other) shares the accumulator: the seed's
///    two preconditions (the seed is computed inside its arm; the accumulator
///    is not read after it in that arm) are exactly "not live at the same
///    time".
///  - An incoming value that cannot join is copied into the class on its
///    edge: at the end of a loop's latch ("just before the yield") or of the
///    preheader, or in a new block on a critical edge (so an arm that yields
///    the outer carry unchanged gets its own move). The copies of one edge
///    form a parallel copy: a copy whose source another copy would overwrite
///    runs first (the shift register `lag2 = lag1; lag1 = v`); a cycle (the
///    swap `cur, prev = prev, cur`) goes through a scratch tile planned like
///    any other. A copy the target cannot make (acc to acc, mat to mat, ...)
///    is an error naming the carry and the reason it could not share.
///
/// The planner then treats each class as one sharing group.
///
/// Liveness comes from AscendPTOTileIntervals, one tile at a time, as the
/// planner reads it: LiveIntervals would compute every virtual register,
/// in O(N^2) over N sequential ifs (docs/planner.md "Lifetimes"). The
/// pass keeps the SlotIndexes up to date as it adds and removes
/// instructions, and forgets the interval of each register whose defs or
/// uses it changes before it reads it again; the tile.move made by the
/// edge copies are not indexed (nothing here reads them afterwards, and
/// the planner indexes the function again).
///
//===----------------------------------------------------------------------===//

#include "AscendPTO.h"
#include "AscendPTODiagnostics.h"
#include "AscendPTOMachineFunctionInfo.h"
#include "AscendPTOStructurizer.h"
#include "AscendPTOSubtarget.h"
#include "AscendPTOTileConstraints.h"
#include "AscendPTOTileIntervals.h"
#include "AscendPTOUnionFind.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachinePostDominators.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/SlotIndexes.h"
#include "llvm/IR/Function.h"
#include "llvm/InitializePasses.h"
#include <map>

using namespace llvm;
using namespace llvm::AscendPTO;

#define DEBUG_TYPE "ascendpto-tile-carries"

STATISTIC(NumCarryMoves, "Number of tile.move inserted for carries");
STATISTIC(NumSwapTemps, "Number of scratch tiles breaking copy cycles");
STATISTIC(NumInPlaceCopies, "Number of copies before in-place writes");

namespace {

/// A copy of Src into the class of Phi, needed on the edge Pred -> Phi.
struct PendingCopy {
  Register Src;
  MachineBasicBlock *Pred = nullptr;
  MachineInstr *Phi = nullptr;
  unsigned OpIdx = 0;
  std::string Why;
};

class TileCarries {
public:
  TileCarries(MachineFunction &MF, SlotIndexes &SI,
              MachineDominatorTree &MDT, MachineLoopInfo &MLI)
      : MF(MF), MRI(MF.getRegInfo()), SI(SI), Lifetimes(MF, SI, MDT),
        MLI(MLI),
        STI(MF.getSubtarget<AscendPTOSubtarget>()),
        TII(*STI.getInstrInfo()), F(MF.getFunction()) {}

  /// Returns false after reporting an error.
  bool run();

private:
  MachineFunction &MF;
  MachineRegisterInfo &MRI;
  SlotIndexes &SI;
  TileIntervals Lifetimes;
  MachineLoopInfo &MLI;
  const AscendPTOSubtarget &STI;
  const TargetInstrInfo &TII;
  const Function &F;
  TileConstraints TC;

  DenseMap<Register, Register> Parent;
  DenseMap<Register, SmallVector<Register, 4>> Members;
  SmallVector<PendingCopy, 8> Pending;
  StringSet<> UsedNames;

  /// The live interval of \p R; none for a register without a def or a
  /// use, as LiveIntervals has none.
  const LiveInterval *interval(Register R) {
    if (MRI.reg_nodbg_empty(R))
      return nullptr;
    return &Lifetimes.getInterval(R);
  }
  /// Erases \p MI from the function and the SlotIndexes.
  void erase(MachineInstr &MI) {
    SI.removeMachineInstrFromMaps(MI);
    MI.eraseFromParent();
  }

  Register find(Register R);
  void unite(Register A, Register B);
  /// Why the classes of \p A and \p B cannot be one buffer; empty if they
  /// can.
  std::string conflict(Register A, Register B);
  /// The window (narrower than its source, or at a run-time offset) that
  /// \p R is, or is a view or in-place result of; none if there is none.
  Register windowBehind(Register R) const;
  /// The colocation defining each view and in-place result.
  DenseMap<Register, const TileColocation *> MadeFrom;
  std::string name(Register R) const { return TileConstraints::name(MRI, R); }
  std::string freshName(StringRef Base);
  bool isTile(Register R) const {
    return R.isVirtual() &&
           getMemSpaceForRegClass(MRI.getRegClass(R)->getID()).has_value();
  }
  /// Types of the tiles made by this pass.
  DenseMap<Register, TileType> NewTypes;
  TileType typeOf(Register R) const {
    if (const TileInfo *T = TC.lookup(R))
      return T->Type;
    return NewTypes.lookup(R);
  }

  void foldSingleIncomingPhis();
  void removeDeadPhis();
  bool legalizeInPlace();
  void coalescePhis();
  bool copyOutLiveOuts();
  /// Copies \p T, a member of the carry class \p Class read after the loop
  /// of \p Latch, out of that class before the latch's moves.
  bool copyOut(Register T, MachineBasicBlock *Latch, Register Class);
  bool insertCopies();
  /// A TMOV of \p Src into a new register of space \p Space.
  Register buildMove(MachineBasicBlock &MBB, MachineBasicBlock::iterator At,
                     Register Src, MemSpace Space, StringRef Name,
                     const Twine &Context);
  MachineBasicBlock *splitEdge(MachineBasicBlock *Pred,
                               MachineBasicBlock *Succ);
  bool error(const MachineInstr *MI, const Twine &Msg) {
    reportError(F, Msg, MI ? MI->getDebugLoc() : DebugLoc());
    return false;
  }
};

} // namespace

Register TileCarries::find(Register R) {
  return findUnionRoot(Parent, R);
}

void TileCarries::unite(Register A, Register B) {
  Register RA = find(A), RB = find(B);
  if (RA == RB)
    return;
  // Keep the lower-numbered root (deterministic).
  if (RB.id() < RA.id())
    std::swap(RA, RB);
  Parent[RB] = RA;
  Parent.try_emplace(RA, RA);
  SmallVector<Register, 4> &MA = Members[RA];
  if (MA.empty())
    MA.push_back(RA);
  SmallVector<Register, 4> MB = Members.lookup(RB);
  if (MB.empty())
    MB.push_back(RB);
  MA.append(MB.begin(), MB.end());
  Members.erase(RB);
}

std::string TileCarries::conflict(Register A, Register B) {
  Register RA = find(A), RB = find(B);
  SmallVector<Register, 4> MA = Members.lookup(RA), MB = Members.lookup(RB);
  if (MA.empty())
    MA.push_back(RA);
  if (MB.empty())
    MB.push_back(RB);
  // A window PTO addresses only through its source cannot be the one
  // buffer of a carry or a merge: the merged value is printed as a tile at
  // an address. That holds for the values themselves and for whatever they
  // are made from in place or as a view; a window *of* a member (read in
  // the loop body, say) is only an alias of the carry's bytes (seed: Yield
  // 修复 needs no move where the buffers are the same).
  for (Register X : {A, B})
    if (Register W = windowBehind(X))
      return name(W) + " is a window into " + "its source's rows, which " +
             "a carried or merged tile cannot be";
  for (Register X : MA)
    for (Register Y : MB) {
      if (MRI.getRegClass(X) != MRI.getRegClass(Y))
        return name(X) + " and " + name(Y) + " are in different memory "
                                             "spaces";
      const LiveInterval *IX = interval(X), *IY = interval(Y);
      if (IX && IY && IX->overlaps(*IY))
        return name(X) + " and " + name(Y) + " are live at the same time";
      if (const TileSeparation *S = TC.separation(X, Y))
        return name(X) + " and " + name(Y) + " may not share bytes: " +
               S->Rule;
    }
  return "";
}

Register TileCarries::windowBehind(Register R) const {
  // Walk from a value to the tiles it is a view or an in-place result of.
  // Each step follows the colocation defining the current tile, so the walk
  // ends within the number of colocations.
  SmallPtrSet<const TileColocation *, 8> Seen;
  for (Register X = R;;) {
    if (TC.isSourceWindow(X))
      return X;
    const TileColocation *Def = MadeFrom.lookup(X);
    if (!Def || !Seen.insert(Def).second)
      return Register();
    X = Def->A;
  }
}

std::string TileCarries::freshName(StringRef Base) {
  if (UsedNames.empty())
    for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I) {
      StringRef N = MRI.getVRegName(Register::index2VirtReg(I));
      if (!N.empty())
        UsedNames.insert(N);
    }
  std::string Name = Base.str();
  for (unsigned N = 1; UsedNames.count(Name); ++N)
    Name = (Base + "_" + Twine(N)).str();
  UsedNames.insert(Name);
  return Name;
}

Register TileCarries::buildMove(MachineBasicBlock &MBB,
                                MachineBasicBlock::iterator At, Register Src,
                                MemSpace Space, StringRef Name,
                                const Twine &Context) {
  TileType Ty = typeOf(Src);
  if (!lookupMovePair(Ty.Space, Space, STI.getArch())) {
    // At the definition of the value that would need the copy.
    error(MRI.getVRegDef(Src), Context + ", but there is no move from " +
                       getMemSpaceInfo(Ty.Space).Name + " to " +
                       getMemSpaceInfo(Space).Name + " on " +
                       STI.getArchName());
    return Register();
  }
  const TargetRegisterClass *RC = STI.getRegisterInfo()->getRegClass(
      getMemSpaceInfo(Space).RegClassID);
  Register Dst = MRI.createVirtualRegister(RC, freshName(Name));
  DebugLoc DL = At != MBB.end() ? At->getDebugLoc() : DebugLoc();
  BuildMI(MBB, At, DL, TII.get(AscendPTO::TMOV), Dst)
      .addImm(int64_t(Ty.ElemType))
      .addImm(Ty.Rows)
      .addImm(Ty.Cols)
      .addImm(Ty.ValidRows)
      .addImm(Ty.ValidCols)
      .addImm(Ty.Layout.pack())
      .addReg(Src);
  TileType DstTy = Ty;
  DstTy.Space = Space;
  NewTypes[Dst] = DstTy;
  return Dst;
}

bool TileCarries::legalizeInPlace() {
  for (const TileColocation &C : TC.colocations()) {
    if (!C.InPlace)
      continue;
    MachineInstr &MI = const_cast<MachineInstr &>(*C.MI);
    SlotIndex Write = SI.getInstructionIndex(MI).getRegSlot();
    // The input, or any tile sharing its bytes as a view (a view of it, a
    // view of that, its source, the source's other views), still read
    // after the in-place write would see the new value.
    SmallVector<Register, 4> Readers = {C.A};
    for (unsigned I = 0; I < Readers.size(); ++I)
      for (const TileColocation &V : TC.colocations()) {
        if (V.InPlace)
          continue;
        if (V.A == Readers[I] && !is_contained(Readers, V.B))
          Readers.push_back(V.B);
        if (V.B == Readers[I] && !is_contained(Readers, V.A))
          Readers.push_back(V.A);
      }
    Register Late;
    for (Register R : Readers)
      if (const LiveInterval *I = interval(R); I && I->liveAt(Write))
        Late = R;
    if (!Late)
      continue;
    // Copy the input before the write; the op overwrites the copy.
    std::string CopyName = MRI.getVRegName(C.A).empty()
                               ? std::string("inplace_mv")
                               : (MRI.getVRegName(C.A) + "_mv").str();
    Register Copy =
        buildMove(*MI.getParent(), MI.getIterator(), C.A, typeOf(C.A).Space,
                  CopyName,
                  name(Late) + " is read after " + C.Why + " overwrites " +
                      name(C.A) + " in place (defining " + name(C.B) +
                      "), so " + name(C.A) + " must be copied first");
    if (!Copy)
      return false;
    for (MachineOperand &MO : MI.uses())
      if (MO.isReg() && MO.getReg() == C.A)
        MO.setReg(Copy);
    SI.insertMachineInstrInMaps(*std::prev(MI.getIterator()));
    Lifetimes.forget(C.A);
    ++NumInPlaceCopies;
  }
  return true;
}

void TileCarries::coalescePhis() {
  // Forced classes first: in-place results with their input, views with
  // their source.
  for (const TileColocation &C : TC.colocations()) {
    unite(C.A, C.B);
    MadeFrom.try_emplace(C.B, &C);
  }

  ReversePostOrderTraversal<MachineFunction *> RPOT(&MF);
  for (MachineBasicBlock *MBB : RPOT)
    for (MachineInstr &Phi : MBB->phis()) {
      Register P = Phi.getOperand(0).getReg();
      if (!isTile(P))
        continue;
      for (unsigned I = 1; I < Phi.getNumOperands(); I += 2) {
        Register V = Phi.getOperand(I).getReg();
        if (find(V) == find(P))
          continue;
        std::string Why = conflict(V, P);
        if (Why.empty()) {
          unite(V, P);
          continue;
        }
        Pending.push_back({V, Phi.getOperand(I + 1).getMBB(), &Phi, I, Why});
      }
    }
}

MachineBasicBlock *TileCarries::splitEdge(MachineBasicBlock *Pred,
                                          MachineBasicBlock *Succ) {
  MachineBasicBlock *New = MF.CreateMachineBasicBlock(Succ->getBasicBlock());
  MF.insert(std::next(Pred->getIterator()), New);
  BuildMI(*New, New->end(), DebugLoc(), TII.get(AscendPTO::BR)).addMBB(Succ);
  for (MachineInstr &T : Pred->terminators())
    for (MachineOperand &MO : T.operands())
      if (MO.isMBB() && MO.getMBB() == Succ)
        MO.setMBB(New);
  Pred->replaceSuccessor(Succ, New);
  New->addSuccessor(Succ);
  for (MachineInstr &Phi : Succ->phis())
    for (unsigned I = 2; I < Phi.getNumOperands(); I += 2)
      if (Phi.getOperand(I).getMBB() == Pred)
        Phi.getOperand(I).setMBB(New);
  return New;
}

bool TileCarries::copyOutLiveOuts() {
  // Moves at the end of a latch that also exits run on the last iteration
  // too, overwriting the carry's buffer: a tile of the carry's class that
  // the code after the loop still reads (the carry as it was before its
  // update, or a value computed in place from it) is first copied out, and
  // read after the loop from there. PTO's scf.for returns only the updated
  // value.
  // A copied-out value that an outer carry of the same class receives
  // (nested loops: the outer loop yields the inner loop's result) cannot be
  // that carry's buffer any more, so it is copied in on that edge too: a
  // new pending copy, which may need copies out of the outer loop in turn.
  SmallVector<std::pair<Register, MachineBasicBlock *>, 2> LiveOut;
  for (unsigned CI = 0; CI < Pending.size(); ++CI) {
    unsigned Done = LiveOut.size();
    const PendingCopy &C = Pending[CI];
    MachineBasicBlock *Pred = C.Pred, *Succ = C.Phi->getParent();
    MachineLoop *L = MLI.getLoopFor(Succ);
    if (!L || L->getHeader() != Succ || !L->contains(Pred) ||
        Pred->succ_size() < 2)
      continue;
    Register Class = find(C.Phi->getOperand(0).getReg());
    for (MachineBasicBlock *Exit : Pred->successors()) {
      if (Exit == Succ)
        continue;
      for (const TileInfo &T : TC.tiles())
        if (find(T.Reg) == Class &&
            llvm::none_of(LiveOut,
                          [&](const auto &X) { return X.first == T.Reg; }))
          if (const LiveInterval *I = interval(T.Reg);
              I && I->liveAt(SI.getMBBStartIdx(Exit)))
            LiveOut.push_back({T.Reg, Pred});
    }
    for (unsigned LI = Done; LI < LiveOut.size(); ++LI)
      if (!copyOut(LiveOut[LI].first, LiveOut[LI].second, Class))
        return false;
  }
  return true;
}

bool TileCarries::copyOut(Register T, MachineBasicBlock *Latch,
                          Register Class) {
  MachineLoop *L = MLI.getLoopFor(Latch);
  std::string Base = MRI.getVRegName(T).empty()
                         ? std::string("carry")
                         : MRI.getVRegName(T).str();
  Register Out = buildMove(
      *Latch, Latch->getFirstTerminator(), T, typeOf(T).Space,
      Base + "_out",
      "the loop's exit reads " + name(T) + ", which the back edge's "
      "moves overwrite, so it needs a copy of its own");
  if (!Out)
    return false;
  ++NumCarryMoves;
  SmallVector<PendingCopy, 2> Into;
  for (MachineOperand &MO : make_early_inc_range(MRI.use_operands(T))) {
    MachineInstr &User = *MO.getParent();
    if (User.getParent() == Latch || L->contains(User.getParent()))
      continue;
    MO.setReg(Out);
    if (User.isPHI() && find(User.getOperand(0).getReg()) == Class) {
      unsigned OpIdx = User.getOperandNo(&MO);
      Into.push_back({Out, User.getOperand(OpIdx + 1).getMBB(), &User,
                      OpIdx,
                      name(Out) + " is a copy of " + name(T) +
                          " out of the loop at " + describeBlock(*Latch)});
    }
  }
  // Copies still to be made outside the loop read the copy too.
  for (PendingCopy &C : Pending)
    if (C.Src == T && !L->contains(C.Pred))
      C.Src = Out;
  Pending.append(Into.begin(), Into.end());
  return true;
}

bool TileCarries::insertCopies() {
  if (!copyOutLiveOuts())
    return false;
  // Group the copies by edge, in a deterministic order.
  std::map<std::pair<int, int>, SmallVector<PendingCopy, 4>> ByEdge;
  for (PendingCopy &C : Pending)
    ByEdge[{C.Pred->getNumber(), C.Phi->getParent()->getNumber()}].push_back(
        C);

  for (auto &[Edge, Copies] : ByEdge) {
    MachineBasicBlock *Pred = Copies.front().Pred;
    MachineBasicBlock *Succ = Copies.front().Phi->getParent();
    // A back edge from a latch that also exits: the moves go before the exit
    // test ("just before the yield"). Any other edge leaving a block that
    // branches elsewhere too gets a block of its own.
    MachineBasicBlock *At = Pred;
    MachineLoop *L = MLI.getLoopFor(Succ);
    bool BackEdge = L && L->getHeader() == Succ && L->contains(Pred);
    if (Pred->succ_size() > 1 && !BackEdge)
      At = splitEdge(Pred, Succ);

    // Two copies into one class on one edge cannot both be right.
    for (unsigned I = 0; I < Copies.size(); ++I)
      for (unsigned J = I + 1; J < Copies.size(); ++J)
        if (find(Copies[I].Phi->getOperand(0).getReg()) ==
                find(Copies[J].Phi->getOperand(0).getReg()) &&
            Copies[I].Src != Copies[J].Src)
          return error(Copies[I].Phi,
                       "the carries " +
                           name(Copies[I].Phi->getOperand(0).getReg()) +
                           " and " +
                           name(Copies[J].Phi->getOperand(0).getReg()) +
                           " share one buffer but receive different values "
                           "on the edge from " + describeBlock(*Pred));

    // Sequentialize the parallel copy: a copy may run once no other pending
    // copy still reads the class it writes.
    SmallVector<PendingCopy, 4> Work(Copies.begin(), Copies.end());
    SmallVector<Register, 4> Sources;
    for (PendingCopy &C : Work)
      Sources.push_back(C.Src);
    MachineBasicBlock::iterator InsertPt = At->getFirstTerminator();
    while (!Work.empty()) {
      unsigned Ready = Work.size();
      for (unsigned I = 0; I < Work.size() && Ready == Work.size(); ++I) {
        Register Dst = find(Work[I].Phi->getOperand(0).getReg());
        bool Blocked = false;
        for (unsigned J = 0; J < Work.size(); ++J)
          if (J != I && find(Sources[J]) == Dst)
            Blocked = true;
        if (!Blocked)
          Ready = I;
      }
      if (Ready == Work.size()) {
        // A cycle: save the first source in a scratch tile.
        PendingCopy &C = Work.front();
        Register P = C.Phi->getOperand(0).getReg();
        Register Tmp = buildMove(
            *At, InsertPt, Sources.front(), typeOf(Sources.front()).Space,
            (MRI.getVRegName(P) + "_tmp").str(),
            "the carries on the edge from " + describeBlock(*Pred) +
                " form a cycle that needs a scratch copy of " +
                name(Sources.front()));
        if (!Tmp)
          return false;
        ++NumSwapTemps;
        Sources.front() = Tmp;
        continue;
      }
      PendingCopy &C = Work[Ready];
      Register P = C.Phi->getOperand(0).getReg();
      std::string Base = MRI.getVRegName(P).empty()
                             ? std::string("carry")
                             : MRI.getVRegName(P).str();
      Register Dst = buildMove(
          *At, InsertPt, Sources[Ready], typeOf(P).Space, Base + "_mv",
          "the carry " + name(P) + " needs " + name(C.Src) +
              " copied into its buffer on the edge from " +
              describeBlock(*Pred) + " (they cannot share: " + C.Why + ")");
      if (!Dst)
        return false;
      C.Phi->getOperand(C.OpIdx).setReg(Dst);
      if (At != Pred)
        C.Phi->getOperand(C.OpIdx + 1).setMBB(At);
      unite(Dst, P);
      ++NumCarryMoves;
      Work.erase(Work.begin() + Ready);
      Sources.erase(Sources.begin() + Ready);
    }
  }
  return true;
}

void TileCarries::foldSingleIncomingPhis() {
  // A tile phi with one incoming value (the LCSSA phi clang -O2 and loop
  // simplification leave at a loop's exit) is that value: folded, so that
  // a read after the loop is seen as a read of the carry itself, which is
  // copied out before the back edge's moves overwrite its buffer (was an
  // internal error 'must share one buffer but are live at the same time').
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &Phi : make_early_inc_range(MBB.phis())) {
      Register R = Phi.getOperand(0).getReg();
      if (!isTile(R) || Phi.getNumOperands() != 3)
        continue;
      Register V = Phi.getOperand(1).getReg();
      if (!V.isVirtual() || MRI.getRegClass(V) != MRI.getRegClass(R))
        continue;
      erase(Phi);
      MRI.replaceRegWith(R, V);
      Lifetimes.forget(R);
      Lifetimes.forget(V);
    }
}

void TileCarries::removeDeadPhis() {
  // A tile phi nobody reads (a carry computed and never used) would still
  // ask for a buffer and moves; its incoming values live shorter without it.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (MachineBasicBlock &MBB : MF)
      for (MachineInstr &Phi : make_early_inc_range(MBB.phis())) {
        Register R = Phi.getOperand(0).getReg();
        if (!isTile(R) || !MRI.use_nodbg_empty(R))
          continue;
        SmallVector<Register, 4> Incoming;
        for (unsigned I = 1; I < Phi.getNumOperands(); I += 2)
          Incoming.push_back(Phi.getOperand(I).getReg());
        erase(Phi);
        Lifetimes.forget(R);
        for (Register V : Incoming)
          Lifetimes.forget(V);
        Changed = true;
      }
  }
}

bool TileCarries::run() {
  std::string Err;
  foldSingleIncomingPhis();
  removeDeadPhis();
  if (!TC.build(MF, STI, Err))
    return error(nullptr, Err);
  if (!legalizeInPlace())
    return false;
  // The copies made above are tiles too.
  if (!TC.build(MF, STI, Err))
    return error(nullptr, Err);
  coalescePhis();
  return insertCopies();
}

namespace {

class AscendPTOTileCarries : public MachineFunctionPass {
public:
  static char ID;
  AscendPTOTileCarries() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "AscendPTO Tile Carries"; }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<SlotIndexesWrapperPass>();
    AU.addRequired<MachineDominatorTreeWrapperPass>();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addRequired<MachinePostDominatorTreeWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
    if (MFI->hasFailed())
      return false;
    MachineLoopInfo &MLI = getAnalysis<MachineLoopInfoWrapperPass>().getLI();
    // Control flow PTO cannot express is reported before anything is
    // planned.
    SRegion Tree;
    std::string Why;
    Structurizer S(MF, MLI,
                   getAnalysis<MachinePostDominatorTreeWrapperPass>()
                       .getPostDomTree());
    if (!S.run(Tree, Why)) {
      reportError(MF.getFunction(), Why, S.getErrorLoc());
      MFI->setFailed();
      return false;
    }
    if (!TileCarries(MF, getAnalysis<SlotIndexesWrapperPass>().getSI(),
                     getAnalysis<MachineDominatorTreeWrapperPass>()
                         .getDomTree(),
                     MLI)
             .run())
      MFI->setFailed();
    return true;
  }
};

} // namespace

char AscendPTOTileCarries::ID = 0;

INITIALIZE_PASS_BEGIN(AscendPTOTileCarries, DEBUG_TYPE,
                      "AscendPTO Tile Carries", false, false)
INITIALIZE_PASS_DEPENDENCY(SlotIndexesWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachinePostDominatorTreeWrapperPass)
INITIALIZE_PASS_END(AscendPTOTileCarries, DEBUG_TYPE, "AscendPTO Tile Carries",
                    false, false)

FunctionPass *llvm::createAscendPTOTileCarriesPass() {
  return new AscendPTOTileCarries();
}
