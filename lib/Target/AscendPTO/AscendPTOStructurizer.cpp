//===- AscendPTOStructurizer.cpp - Recover scf.for / scf.if ---------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOStructurizer.h"
#include "AscendPTOTables.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/Twine.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachinePostDominators.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::AscendPTO;

std::string AscendPTO::describeBlock(const MachineBasicBlock &MBB) {
  std::string S = "%bb." + std::to_string(MBB.getNumber());
  if (const BasicBlock *BB = MBB.getBasicBlock())
    if (BB->hasName())
      S += " (" + BB->getName().str() + ")";
  return S;
}

/// Where a diagnostic about \p MBB points: its branch, as the loop or the
/// if is written there, else its first instruction with a location.
static DebugLoc blockLoc(const MachineBasicBlock &MBB) {
  for (const MachineInstr &T : MBB.terminators())
    if (T.getDebugLoc())
      return T.getDebugLoc();
  for (const MachineInstr &MI : MBB)
    if (MI.getDebugLoc())
      return MI.getDebugLoc();
  return DebugLoc();
}

bool Structurizer::fail(const MachineBasicBlock *MBB, const Twine &Msg) {
  if (Error.empty()) {
    Error = ("control flow that cannot be printed as scf.for/scf.if at " +
             (MBB ? describeBlock(*MBB) : std::string("entry")) + ": " + Msg)
                .str();
    ErrorLoc = MBB ? blockLoc(*MBB) : DebugLoc();
  }
  return false;
}

/// The conditional and unconditional branch targets of \p MBB.
static void getBranch(MachineBasicBlock &MBB, MachineInstr *&CondBr,
                      MachineBasicBlock *&True, MachineBasicBlock *&False) {
  CondBr = nullptr;
  True = False = nullptr;
  for (MachineInstr &T : MBB.terminators()) {
    if (T.getOpcode() == AscendPTO::BRCOND) {
      CondBr = &T;
      True = T.getOperand(1).getMBB();
    } else if (T.getOpcode() == AscendPTO::BR) {
      (CondBr ? False : True) = T.getOperand(0).getMBB();
    }
  }
}

static bool isInvariant(const MachineRegisterInfo &MRI, MachineLoop *L,
                        Register R) {
  MachineInstr *Def = MRI.getVRegDef(R);
  return Def && !L->contains(Def->getParent());
}

/// MLIR's cmpi predicate order: eq ne slt sle sgt sge ult ule ugt uge.
enum CmpPred { EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE };

static CmpPred inversePred(CmpPred P) {
  static const CmpPred Inv[] = {NE, EQ, SGE, SGT, SLE, SLT, UGE, UGT, ULE, ULT};
  return Inv[P];
}

static CmpPred swappedPred(CmpPred P) {
  static const CmpPred Swap[] = {EQ, NE, SGT, SGE, SLT, SLE, UGT, UGE, ULT, ULE};
  return Swap[P];
}

/// The constant a register holds, if it is one.
static std::optional<int64_t> constantOf(const MachineRegisterInfo &MRI,
                                         Register R) {
  const MachineInstr *Def = MRI.getVRegDef(R);
  if (Def && Def->getOpcode() == AscendPTO::CONST_INT)
    return Def->getOperand(1).getImm();
  return std::nullopt;
}

static bool sameValue(const MachineRegisterInfo &MRI, Register A, Register B) {
  if (A == B)
    return true;
  std::optional<int64_t> CA = constantOf(MRI, A), CB = constantOf(MRI, B);
  return CA && CB && *CA == *CB;
}

bool Structurizer::guardedByLowerBound(MachineBasicBlock *Pre, Register Lb,
                                       Register Ub) const {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  std::optional<int64_t> CL = constantOf(MRI, Lb), CU = constantOf(MRI, Ub);
  if (CL && CU && *CU > *CL)
    return true;
  // The rotated loop's guard: a dominating `ub > lb` on the way in.
  MachineBasicBlock *To = Pre;
  for (unsigned Depth = 0; Depth < 4 && To->pred_size() == 1; ++Depth) {
    MachineBasicBlock *G = *To->pred_begin();
    MachineInstr *CondBr;
    MachineBasicBlock *T, *F;
    getBranch(*G, CondBr, T, F);
    if (CondBr && T != F) {
      MachineInstr *Cmp = MRI.getVRegDef(CondBr->getOperand(0).getReg());
      if (!Cmp || Cmp->getOpcode() != AscendPTO::CMPI)
        return false;
      CmpPred P = CmpPred(Cmp->getOperand(1).getImm());
      if (T != To)
        P = inversePred(P);
      Register A = Cmp->getOperand(2).getReg(), B = Cmp->getOperand(3).getReg();
      return ((P == SGT || P == UGT) && sameValue(MRI, A, Ub) &&
              sameValue(MRI, B, Lb)) ||
             ((P == SLT || P == ULT) && sameValue(MRI, A, Lb) &&
              sameValue(MRI, B, Ub));
    }
    To = G;
  }
  return false;
}

bool Structurizer::loop(MachineLoop *L, SLoop &Out,
                        SmallPtrSetImpl<MachineBasicBlock *> *Blocks) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  MachineBasicBlock *H = L->getHeader();
  Out.Header = H;
  Out.Latch = L->getLoopLatch();
  Out.Exiting = L->getExitingBlock();
  Out.Exit = L->getExitBlock();
  // The block entering the loop; it may also branch elsewhere (a guard).
  MachineBasicBlock *Pre = L->getLoopPredecessor();
  if (!Out.Latch)
    return fail(H, "the loop has several back edges");
  if (!Out.Exiting || !Out.Exit) {
    SmallVector<MachineBasicBlock *, 2> Exiting;
    L->getExitingBlocks(Exiting);
    if (Exiting.empty())
      return fail(H, "the loop never exits (scf.for needs an exit test that "
                     "counts an induction variable up to a bound)");
    return fail(H, "the loop has several exits (scf.for has one): a break, "
                   "return or goto leaves it early; count the iterations "
                   "first, or guard the rest of the body with an if");
  }
  if (!Pre)
    return fail(H, "the loop is entered from several blocks");
  if (Out.Exiting != H && Out.Exiting != Out.Latch)
    return fail(Out.Exiting, "the loop exits from the middle of its body");
  Out.TopTested = Out.Exiting == H && H != Out.Latch;

  // The exit test.
  MachineInstr *CondBr;
  MachineBasicBlock *T, *F;
  getBranch(*Out.Exiting, CondBr, T, F);
  if (!CondBr || !T || !F)
    return fail(Out.Exiting, "the loop's exit test is not a conditional "
                             "branch");
  Register Cond = CondBr->getOperand(0).getReg();
  MachineInstr *Cmp = MRI.getVRegDef(Cond);
  if (!Cmp || Cmp->getOpcode() != AscendPTO::CMPI)
    return fail(Out.Exiting,
                "the loop's exit test is not an integer comparison: a "
                "break, or a condition such as i < n && ok, leaves the "
                "loop on more than the count of its induction variable; "
                "count the iterations first, or guard the rest of the body "
                "with an if");
  CmpPred Pred = CmpPred(Cmp->getOperand(1).getImm());
  // Normalise to the condition for staying in the loop.
  if (!L->contains(T))
    Pred = inversePred(Pred);

  // The induction variable: a header phi incremented by an invariant step.
  for (MachineInstr &Phi : H->phis()) {
    Register R = Phi.getOperand(0).getReg();
    if (getMemSpaceForRegClass(MRI.getRegClass(R)->getID()))
      continue;
    Register FromLatch, FromPre;
    for (unsigned I = 1; I < Phi.getNumOperands(); I += 2)
      (Phi.getOperand(I + 1).getMBB() == Out.Latch ? FromLatch : FromPre) =
          Phi.getOperand(I).getReg();
    MachineInstr *Inc = FromLatch ? MRI.getVRegDef(FromLatch) : nullptr;
    if (!Inc || Inc->getOpcode() != AscendPTO::ADDI)
      continue;
    Register Step;
    if (Inc->getOperand(1).getReg() == R &&
        isInvariant(MRI, L, Inc->getOperand(2).getReg()))
      Step = Inc->getOperand(2).getReg();
    else if (Inc->getOperand(2).getReg() == R &&
             isInvariant(MRI, L, Inc->getOperand(1).getReg()))
      Step = Inc->getOperand(1).getReg();
    else
      continue;
    Register IVVal = Out.TopTested ? R : FromLatch;
    Register A = Cmp->getOperand(2).getReg(), B = Cmp->getOperand(3).getReg();
    CmpPred P = Pred;
    Register Bound;
    if (A == IVVal && isInvariant(MRI, L, B)) {
      Bound = B;
    } else if (B == IVVal && isInvariant(MRI, L, A)) {
      Bound = A;
      P = swappedPred(P);
    } else {
      continue;
    }
    if (P != SLT && P != ULT && P != NE && P != SLE && P != ULE)
      return fail(Out.Exiting, "the loop's exit test does not count the "
                               "induction variable up to a bound");
    if (MachineInstr *StepDef = MRI.getVRegDef(Step))
      if (StepDef->getOpcode() == AscendPTO::CONST_INT &&
          StepDef->getOperand(1).getImm() <= 0)
        return fail(H, "the loop's step is not positive");
    Out.IVPhi = &Phi;
    Out.IVInc = Inc;
    Out.ExitCmp = Cmp;
    Out.LowerBound = FromPre;
    Out.UpperBound = Bound;
    Out.Step = Step;
    Out.InclusiveBound = P == SLE || P == ULE;
    Out.AtLeastOnce = !Out.TopTested && P != NE;
    break;
  }
  if (!Out.IVPhi)
    return fail(H, "no induction variable: scf.for needs a header phi "
                   "incremented by a loop-invariant step and compared with "
                   "a loop-invariant bound");
  if (Out.AtLeastOnce && guardedByLowerBound(Pre, Out.LowerBound,
                                             Out.UpperBound))
    Out.AtLeastOnce = false;

  for (MachineInstr &Phi : H->phis()) {
    if (&Phi == Out.IVPhi)
      continue;
    Register R = Phi.getOperand(0).getReg();
    if (getMemSpaceForRegClass(MRI.getRegClass(R)->getID()))
      Out.TilePhis.push_back(&Phi);
    else
      Out.ScalarPhis.push_back(&Phi);
  }

  // The compare and the increment are printed only if something else uses
  // them.
  if (MRI.hasOneNonDBGUse(Cond))
    Control.insert(Cmp);
  Register IncReg = Out.IVInc->getOperand(0).getReg();
  bool IncOnlyControl = true;
  for (const MachineInstr &U : MRI.use_nodbg_instructions(IncReg))
    if (&U != Out.IVPhi && &U != Cmp)
      IncOnlyControl = false;
  if (IncOnlyControl)
    Control.insert(Out.IVInc);

  if (Out.TopTested) {
    // The header's other work must be pure scalar code used only in the
    // loop: it moves to the top of the body.
    for (MachineInstr &MI : *H) {
      if (MI.isPHI() || MI.isTerminator() || Control.count(&MI))
        continue;
      if (!getScalarOpInfo(MI.getOpcode()) || MI.getNumDefs() != 1)
        return fail(H, "the loop header does work besides the exit test");
      for (const MachineInstr &U :
           MRI.use_nodbg_instructions(MI.getOperand(0).getReg()))
        if (!L->contains(U.getParent()))
          return fail(H, "a value computed in the loop header is used after "
                         "the loop");
    }
    Visited.insert(H);
    if (Blocks)
      Blocks->insert(H);
    Out.Body.push_back({SNode::Block, H, nullptr, nullptr});
    MachineBasicBlock *BodyEntry = L->contains(T) ? T : F;
    if (!region(BodyEntry, H, L, Out.Body, Blocks))
      return false;
  } else {
    // The latch's exit test ends the body.
    if (!region(H, nullptr, L, Out.Body, Blocks))
      return false;
  }
  for (MachineBasicBlock *MBB : L->blocks())
    if (!Visited.count(MBB))
      return fail(MBB, "the loop body branches in a way scf cannot express");
  return true;
}

bool Structurizer::region(MachineBasicBlock *Entry, MachineBasicBlock *Stop,
                          MachineLoop *Loop, SRegion &Out,
                          SmallPtrSetImpl<MachineBasicBlock *> *Blocks) {
  // The function's own region is level 0.
  if (Depth > MaxNesting)
    return fail(Entry, "loops and ifs nest more than " + Twine(MaxNesting) +
                           " levels deep (the limit)");
  ++Depth;
  auto Leave = make_scope_exit([&] { --Depth; });
  MachineBasicBlock *B = Entry;
  while (B && B != Stop) {
    if (Visited.count(B))
      return fail(B, "the block is reached along two paths that do not "
                     "form an if/else");
    MachineLoop *BL = MLI.getLoopFor(B);
    if (BL && BL->getHeader() == B && BL != Loop) {
      if (BL->getParentLoop() != Loop)
        return fail(B, "a loop is entered from outside its parent loop");
      SNode N;
      N.Kind = SNode::Loop;
      N.L = std::make_shared<SLoop>();
      if (!loop(BL, *N.L, Blocks))
        return false;
      B = N.L->Exit;
      Out.push_back(std::move(N));
      continue;
    }
    if (Loop && !Loop->contains(B))
      return fail(B, "a branch leaves the loop other than through its exit "
                     "test");
    Visited.insert(B);
    if (Blocks)
      Blocks->insert(B);
    Out.push_back({SNode::Block, B, nullptr, nullptr});
    if (Loop && B == Loop->getExitingBlock())
      return true; // The latch's exit test closes a bottom-tested body.

    MachineInstr *CondBr;
    MachineBasicBlock *T, *F;
    getBranch(*B, CondBr, T, F);
    if (!CondBr) {
      if (!T) {
        // A return.
        if (Stop)
          return fail(B, "the function returns from inside a loop or an if");
        return true;
      }
      B = T;
      continue;
    }
    if (!T || !F)
      return fail(B, "a conditional branch without an else target");
    MachineDomTreeNode *N = MPDT.getNode(B);
    MachineBasicBlock *M =
        N && N->getIDom() ? N->getIDom()->getBlock() : nullptr;
    if (!M)
      return fail(B, "the two paths of this branch never meet again");
    if (Loop && !Loop->contains(M) && M != Stop)
      return fail(B, "the paths of this branch meet outside the loop");
    SNode If;
    If.Kind = SNode::If;
    If.I = std::make_shared<SIf>();
    If.I->Branch = B;
    If.I->Cond = CondBr->getOperand(0).getReg();
    If.I->Merge = M;
    if (!region(T, M, Loop, If.I->Then, &If.I->ThenBlocks) ||
        !region(F, M, Loop, If.I->Else, &If.I->ElseBlocks))
      return false;
    if (Blocks) {
      Blocks->insert(If.I->ThenBlocks.begin(), If.I->ThenBlocks.end());
      Blocks->insert(If.I->ElseBlocks.begin(), If.I->ElseBlocks.end());
    }
    Out.push_back(std::move(If));
    B = M;
  }
  return true;
}

bool Structurizer::run(SRegion &Top, std::string &Why) {
  Visited.clear();
  Control.clear();
  Error.clear();
  ErrorLoc = DebugLoc();
  Depth = 0;
  Top.clear();
  bool Ok = region(&MF.front(), nullptr, nullptr, Top, nullptr);
  if (Ok)
    for (MachineBasicBlock &MBB : MF)
      if (!Visited.count(&MBB)) {
        Ok = fail(&MBB, "the block is not reached by structured control "
                        "flow (irreducible control flow?)");
        break;
      }
  Why = Error;
  return Ok;
}
