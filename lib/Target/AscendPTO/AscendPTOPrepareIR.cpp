//===- AscendPTOPrepareIR.cpp - Make front-end IR selectable --------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The first IR pass of the AscendPTO pipeline. Kernels written in C reach
/// llc as clang emits them at whatever optimisation level the author chose;
/// this pass rewrites what the selector would otherwise refuse although the
/// author wrote nothing PTO lacks:
///
///  - at -O0 and -Og, every local variable (tiles included) lives in an
///    `alloca` that is loaded and stored; promotable allocas become SSA
///    values (mem2reg), which also turns their dbg.declare records into
///    dbg.value records, so the selector still knows the source names;
///  - `llvm.fake.use` (-Og keeps variables alive with it) does nothing in a
///    kernel, whose values are never spilled, and is dropped, with what
///    only it kept alive (a loop counter's exit value in a phi);
///  - unsigned division, remainder and right shifts (`n / 16` with an
///    unsigned `n` is `lshr`), which PTO's `arith` lacks: on an integer of
///    at most 32 bits they are computed exactly on its zero extension to
///    i64 with the signed `divsi`/`remsi`; on an i64 that is known to be
///    non-negative, directly;
///  - at -O0 and -Og, a loop's bound or step computed inside the loop
///    (`i < n / 16` is evaluated in the loop header each time round):
///    side-effect-free scalar code whose operands are all loop-invariant is
///    hoisted into the loop's preheader, inner loops first, so the exit test
///    compares the induction variable with a value defined before the loop,
///    as scf.for needs (and as LICM leaves it at -O1 and above);
///  - at -O1 and above, a constant-trip loop's exit test compares the
///    counter *before* its increment (`icmp ult i32 %i, 15` for
///    `i < 16`, InstCombine's form), where scf.for reads the counter that
///    the next trip starts with: with a constant start, bound and positive
///    step, and every counter value of the loop in [0, 2^(w-1)), the test
///    becomes `icmp ne/eq %i.next, End`, End the counter's exact value
///    after the last trip (`rewriteExitTests`);
///  - `or` and `xor` of booleans (a loop's exit test combined with a
///    `break` condition, a negated condition), which PTO has no `ori` or
///    `xori` for: they become `select`s (`and` has `andi`); so does a
///    boolean widened to an integer (`zext i1`, `sext i1`), which
///    `index_cast` cannot do.
///
/// It also turns what C can write into what the tile ABI reads
/// (utils/clang/pto.h):
///
///  - `__attribute__((annotate("pto.kernel_kind=cube")))` (PTO_CUBE_KERNEL,
///    PTO_SPLIT_AIV, PTO_STAGES) becomes the function attribute
///    `"pto.kernel_kind"="cube"`;
///  - `pto.stage.<space>(tile, group, stage, depth)` (PTO_STAGE) becomes
///    `!pto.pipeline !{group, stage, depth}` on the call defining the tile;
///  - a call of an op with two results returns its struct through a hidden
///    pointer in C (`sret`); the call becomes one returning the struct and
///    the reads of its two fields `extractvalue`s.
///
/// Unlike the optimisation passes, it runs on `optnone` functions too: it
/// makes IR acceptable rather than faster.
///
//===----------------------------------------------------------------------===//

#include "AscendPTO.h"
#include "AscendPTODiagnostics.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

using namespace llvm;
using namespace llvm::PatternMatch;

#define DEBUG_TYPE "ascendpto-prepare-ir"

namespace {

class AscendPTOPrepareIR : public FunctionPass {
public:
  static char ID;
  AscendPTOPrepareIR() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "AscendPTO IR preparation";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<DominatorTreeWrapperPass>();
    AU.addRequired<LoopInfoWrapperPass>();
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override;

private:
  bool applyAnnotations(Function &F);
  bool lowerStageMarkers(Function &F);
  bool lowerStructReturns(Function &F);
  bool promoteAllocas(Function &F);
  bool dropFakeUses(Function &F);
  bool rewriteUnsigned(Function &F);
  bool rewriteBooleans(Function &F);
  bool hoistInvariants(Function &F);
  bool rewriteExitTests(Function &F);
};

} // namespace

char AscendPTOPrepareIR::ID = 0;

INITIALIZE_PASS_BEGIN(AscendPTOPrepareIR, DEBUG_TYPE,
                      "AscendPTO IR preparation", false, false)
INITIALIZE_PASS_DEPENDENCY(DominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(LoopInfoWrapperPass)
INITIALIZE_PASS_END(AscendPTOPrepareIR, DEBUG_TYPE, "AscendPTO IR preparation",
                    false, false)

FunctionPass *llvm::createAscendPTOPrepareIRPass() {
  return new AscendPTOPrepareIR();
}

bool AscendPTOPrepareIR::promoteAllocas(Function &F) {
  SmallVector<AllocaInst *, 16> Allocas;
  for (Instruction &I : F.getEntryBlock())
    if (auto *AI = dyn_cast<AllocaInst>(&I))
      if (isAllocaPromotable(AI))
        Allocas.push_back(AI);
  if (Allocas.empty())
    return false;
  PromoteMemToReg(Allocas,
                  getAnalysis<DominatorTreeWrapperPass>().getDomTree());
  return true;
}

bool AscendPTOPrepareIR::dropFakeUses(Function &F) {
  SmallVector<Instruction *, 8> Dead;
  SmallVector<WeakTrackingVH, 8> Kept;
  for (Instruction &I : instructions(F))
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      if (II->getIntrinsicID() == Intrinsic::fake_use)
        Dead.push_back(II);
  for (Instruction *I : Dead) {
    for (Value *Op : I->operands())
      Kept.push_back(Op);
    I->eraseFromParent();
  }
  // What only a fake use kept alive goes too: -Og keeps the loop counter's
  // exit value in a phi after the loop, which scf could not print (the
  // worklist deletion does not recurse).
  for (WeakTrackingVH &V : Kept)
    if (V)
      RecursivelyDeleteTriviallyDeadInstructions(V);
  return !Dead.empty();
}

/// `x udiv/urem/lshr y` as the signed operation on values known to be
/// non-negative, or nullptr when that cannot be shown (the selector then
/// explains the error).
static Value *signedForm(BinaryOperator &BO) {
  auto *Ty = dyn_cast<IntegerType>(BO.getType());
  if (!Ty || Ty->getBitWidth() == 1)
    return nullptr;
  Instruction::BinaryOps Opc = BO.getOpcode();
  Value *A = BO.getOperand(0), *B = BO.getOperand(1);
  IRBuilder<> IRB(&BO);
  const DataLayout &DL = BO.getModule()->getDataLayout();
  if (Opc == Instruction::LShr) {
    // A right shift by a constant is a division by a power of two.
    auto *C = dyn_cast<ConstantInt>(B);
    if (!C || C->getValue().uge(Ty->getBitWidth()) ||
        C->getValue().uge(63))
      return nullptr;
    B = ConstantInt::get(Ty, APInt::getOneBitSet(Ty->getBitWidth(),
                                                 C->getZExtValue()));
    Opc = Instruction::UDiv;
  }
  Instruction::BinaryOps Signed =
      Opc == Instruction::URem ? Instruction::SRem : Instruction::SDiv;
  if (Ty->getBitWidth() <= 32) {
    // Exact on the zero extensions: both fit a non-negative i64.
    Type *I64 = IRB.getInt64Ty();
    Value *R = IRB.CreateBinOp(Signed, IRB.CreateZExt(A, I64),
                               IRB.CreateZExt(B, I64), BO.getName());
    return IRB.CreateTrunc(R, Ty);
  }
  if (Ty->getBitWidth() == 64 && isKnownNonNegative(A, SimplifyQuery(DL)) &&
      isKnownNonNegative(B, SimplifyQuery(DL)) && !match(B, m_Zero()))
    return IRB.CreateBinOp(Signed, A, B, BO.getName());
  return nullptr;
}

bool AscendPTOPrepareIR::rewriteUnsigned(Function &F) {
  SmallVector<BinaryOperator *, 8> Work;
  for (Instruction &I : instructions(F))
    if (auto *BO = dyn_cast<BinaryOperator>(&I))
      if (BO->getOpcode() == Instruction::UDiv ||
          BO->getOpcode() == Instruction::URem ||
          BO->getOpcode() == Instruction::LShr)
        Work.push_back(BO);
  bool Changed = false;
  for (BinaryOperator *BO : Work) {
    if (Value *R = signedForm(*BO)) {
      if (auto *RI = dyn_cast<Instruction>(R))
        RI->setDebugLoc(BO->getDebugLoc());
      BO->replaceAllUsesWith(R);
      BO->eraseFromParent();
      Changed = true;
    }
  }
  return Changed;
}

bool AscendPTOPrepareIR::rewriteBooleans(Function &F) {
  // C computes `(a < b) | (c < d)` on ints at -O0: the or of two widened
  // booleans is the widened or of the booleans.
  SmallVector<BinaryOperator *, 4> Wide;
  for (Instruction &I : instructions(F))
    if (auto *BO = dyn_cast<BinaryOperator>(&I))
      if ((BO->getOpcode() == Instruction::Or ||
           BO->getOpcode() == Instruction::Xor ||
           BO->getOpcode() == Instruction::And) &&
          !BO->getType()->isIntegerTy(1) &&
          all_of(BO->operands(), [](Value *V) {
            auto *Z = dyn_cast<ZExtInst>(V);
            return Z && Z->getSrcTy()->isIntegerTy(1);
          }))
        Wide.push_back(BO);
  for (BinaryOperator *BO : Wide) {
    IRBuilder<> IRB(BO);
    Value *A = cast<ZExtInst>(BO->getOperand(0))->getOperand(0);
    Value *B = cast<ZExtInst>(BO->getOperand(1))->getOperand(0);
    Value *R = IRB.CreateZExt(IRB.CreateBinOp(BO->getOpcode(), A, B),
                              BO->getType(), BO->getName());
    BO->replaceAllUsesWith(R);
    BO->eraseFromParent();
  }
  SmallVector<BinaryOperator *, 8> Work;
  for (Instruction &I : instructions(F))
    if (auto *BO = dyn_cast<BinaryOperator>(&I))
      if (BO->getType()->isIntegerTy(1) &&
          (BO->getOpcode() == Instruction::Or ||
           BO->getOpcode() == Instruction::Xor))
        Work.push_back(BO);
  for (BinaryOperator *BO : Work) {
    IRBuilder<> IRB(BO);
    Value *A = BO->getOperand(0), *B = BO->getOperand(1);
    Value *R;
    switch (BO->getOpcode()) {
    case Instruction::Or: // a | b = a ? true : b
      R = IRB.CreateSelect(A, IRB.getTrue(), B, BO->getName());
      break;
    default: // a ^ b = a ? !b : b, with !b = b ? false : true
      R = IRB.CreateSelect(
          A, IRB.CreateSelect(B, IRB.getFalse(), IRB.getTrue()), B,
          BO->getName());
      break;
    }
    if (auto *RI = dyn_cast<Instruction>(R))
      RI->setDebugLoc(BO->getDebugLoc());
    BO->replaceAllUsesWith(R);
    BO->eraseFromParent();
  }
  // A widened boolean: c ? 1 : 0 (zext), c ? -1 : 0 (sext).
  SmallVector<CastInst *, 4> Widen;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CastInst>(&I))
      if ((isa<ZExtInst>(CI) || isa<SExtInst>(CI)) &&
          CI->getSrcTy()->isIntegerTy(1) && CI->getDestTy()->isIntegerTy())
        Widen.push_back(CI);
  for (CastInst *CI : Widen) {
    IRBuilder<> IRB(CI);
    Type *Ty = CI->getDestTy();
    Value *R = IRB.CreateSelect(
        CI->getOperand(0),
        isa<ZExtInst>(CI) ? ConstantInt::get(Ty, 1)
                          : ConstantInt::getAllOnesValue(Ty),
        ConstantInt::get(Ty, 0), CI->getName());
    if (auto *RI = dyn_cast<Instruction>(R))
      RI->setDebugLoc(CI->getDebugLoc());
    CI->replaceAllUsesWith(R);
    CI->eraseFromParent();
  }
  return !Wide.empty() || !Work.empty() || !Widen.empty();
}

bool AscendPTOPrepareIR::applyAnnotations(Function &F) {
  const GlobalVariable *GA =
      F.getParent()->getGlobalVariable("llvm.global.annotations");
  if (!GA || !GA->hasInitializer())
    return false;
  const auto *Arr = dyn_cast<ConstantArray>(GA->getInitializer());
  if (!Arr)
    return false;
  bool Changed = false;
  for (const Use &U : Arr->operands()) {
    const auto *Entry = dyn_cast<ConstantStruct>(U.get());
    if (!Entry || Entry->getNumOperands() < 2 ||
        Entry->getOperand(0)->stripPointerCasts() != &F)
      continue;
    const auto *Str =
        dyn_cast<GlobalVariable>(Entry->getOperand(1)->stripPointerCasts());
    const auto *Data = Str && Str->hasInitializer()
                           ? dyn_cast<ConstantDataArray>(Str->getInitializer())
                           : nullptr;
    if (!Data || !Data->isCString())
      continue;
    StringRef Text = Data->getAsCString();
    if (!Text.starts_with("pto."))
      continue;
    auto [Key, Value] = Text.split('=');
    F.addFnAttr(Key, Value);
    Changed = true;
  }
  return Changed;
}

bool AscendPTOPrepareIR::lowerStageMarkers(Function &F) {
  SmallVector<CallInst *, 4> Markers;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (const Function *Callee = CI->getCalledFunction())
        if (Callee->getName().starts_with("pto.stage.") &&
            CI->arg_size() == 4)
          Markers.push_back(CI);
  for (CallInst *CI : Markers) {
    Value *Tile = CI->getArgOperand(0);
    auto *Def = dyn_cast<CallInst>(Tile);
    SmallVector<Metadata *, 3> Fields;
    for (unsigned I = 1; I < 4; ++I)
      if (auto *C = dyn_cast<ConstantInt>(CI->getArgOperand(I)))
        Fields.push_back(ConstantAsMetadata::get(C));
    if (!Def || Fields.size() != 3) {
      AscendPTO::reportError(
          F,
          Twine("PTO_STAGE (") + CI->getCalledFunction()->getName() +
              ") needs " +
              (Def ? "compile-time group, stage and depth values"
                   : "the tile a pto.* call defines, not a phi or an "
                     "argument"),
          CI->getDebugLoc());
    } else {
      Def->setMetadata("pto.pipeline", MDNode::get(F.getContext(), Fields));
    }
    CI->replaceAllUsesWith(Tile);
    CI->eraseFromParent();
  }
  return !Markers.empty();
}

bool AscendPTOPrepareIR::lowerStructReturns(Function &F) {
  SmallVector<CallInst *, 2> Calls;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (const Function *Callee = CI->getCalledFunction())
        if (Callee->getName().starts_with("pto.") && CI->arg_size() &&
            CI->paramHasAttr(0, Attribute::StructRet))
          Calls.push_back(CI);
  for (CallInst *CI : Calls) {
    Type *STy = CI->getParamStructRetType(0);
    Value *Slot = CI->getArgOperand(0);
    SmallVector<Value *, 6> Args(drop_begin(CI->args()));
    SmallVector<Type *, 6> ArgTys;
    for (Value *A : Args)
      ArgTys.push_back(A->getType());
    IRBuilder<> IRB(CI);
    CallInst *New = IRB.CreateCall(FunctionType::get(STy, ArgTys, false),
                                   CI->getCalledOperand(), Args);
    New->setDebugLoc(CI->getDebugLoc());
    New->copyMetadata(*CI);
    // The reads of the two fields: at the slot (first) and one pointer
    // further (second).
    const DataLayout &DL = F.getParent()->getDataLayout();
    SmallVector<Instruction *, 8> Dead;
    bool AllRead = true;
    for (User *U : Slot->users()) {
      if (U == CI)
        continue;
      if (auto *II = dyn_cast<IntrinsicInst>(U))
        if (II->isLifetimeStartOrEnd()) {
          Dead.push_back(II);
          continue;
        }
      if (auto *LI = dyn_cast<LoadInst>(U)) {
        LI->replaceAllUsesWith(IRB.CreateExtractValue(New, 0, LI->getName()));
        Dead.push_back(LI);
        continue;
      }
      auto *GEP = dyn_cast<GetElementPtrInst>(U);
      APInt Off(DL.getIndexTypeSizeInBits(Slot->getType()), 0);
      if (GEP && GEP->accumulateConstantOffset(DL, Off) &&
          all_of(GEP->users(), [](User *G) { return isa<LoadInst>(G); })) {
        unsigned Field =
            Off.isZero() ? 0 : 1; // Two pointers: offset 0 or one further.
        for (User *G : make_early_inc_range(GEP->users())) {
          G->replaceAllUsesWith(
              IRB.CreateExtractValue(New, Field, G->getName()));
          cast<Instruction>(G)->eraseFromParent();
        }
        Dead.push_back(GEP);
        continue;
      }
      AllRead = false;
    }
    if (!AllRead) {
      // Copied as a whole (-O0): keep the struct in the slot; the selector
      // then reports the memory access.
      IRB.CreateStore(New, Slot);
      AscendPTO::reportError(
          F,
          "the two results of '" + CI->getCalledFunction()->getName() +
              "' must be read as the fields of the returned struct (r.first, "
              "r.second) and not copied as a whole; with -O0, compile with "
              "-O1 or more",
          CI->getDebugLoc());
    }
    for (Instruction *I : Dead)
      I->eraseFromParent();
    CI->eraseFromParent();
    if (auto *AI = dyn_cast<AllocaInst>(Slot))
      if (AI->use_empty())
        AI->eraseFromParent();
  }
  return !Calls.empty();
}

/// Hoists loop-invariant scalar code into the preheader (the -O0 loop
/// bound). Inner loops come first, so a value hoisted out of an inner loop
/// may leave its outer loop too; within a loop, blocks are visited in
/// reverse post-order, so an invariant chain moves in one sweep.
bool AscendPTOPrepareIR::hoistInvariants(Function &F) {
  LoopInfo &LI = getAnalysis<LoopInfoWrapperPass>().getLoopInfo();
  if (LI.empty())
    return false;
  ReversePostOrderTraversal<Function *> RPOT(&F);
  bool Changed = false;
  SmallVector<Loop *, 8> Loops = LI.getLoopsInPreorder();
  for (Loop *L : reverse(Loops)) {
    BasicBlock *Pre = L->getLoopPreheader();
    if (!Pre)
      continue;
    Instruction *At = Pre->getTerminator();
    for (BasicBlock *BB : RPOT) {
      if (!L->contains(BB))
        continue;
      for (Instruction &I : make_early_inc_range(*BB)) {
        if (isa<PHINode>(I) || I.isTerminator() || isa<CallBase>(I) ||
            I.mayHaveSideEffects() || I.mayReadFromMemory() ||
            !isSafeToSpeculativelyExecute(&I) ||
            !L->hasLoopInvariantOperands(&I))
          continue;
        I.moveBefore(At->getIterator());
        Changed = true;
      }
    }
  }
  return Changed;
}

/// The number of trips of a bottom-tested loop whose counter starts at
/// \p Start, grows by \p Step > 0 and stays in the loop while
/// `counter Pred Bound` holds at the latch (the counter before its
/// increment), or nothing for a predicate or values it does not handle.
/// The arithmetic is exact: the operands are widened to twice their width
/// plus two bits, in the predicate's signedness.
static std::optional<APInt> tripsOf(CmpInst::Predicate Pred,
                                    const APInt &Start, const APInt &Bound,
                                    const APInt &Step) {
  bool Signed = CmpInst::isSigned(Pred);
  unsigned W = 2 * Start.getBitWidth() + 2;
  auto Widen = [&](const APInt &V) {
    return Signed ? V.sext(W) : V.zext(W);
  };
  APInt S = Widen(Start), B = Widen(Bound), D = Step.zext(W);
  APInt One(W, 1), Zero(W, 0);
  // The first k >= 0 at which the test fails; the loop runs k + 1 trips.
  APInt K(W, 0);
  switch (Pred) {
  case CmpInst::ICMP_ULT:
  case CmpInst::ICMP_SLT: // Stays while counter < Bound.
    if (S.slt(B))
      K = (B - S + D - One).udiv(D);
    break;
  case CmpInst::ICMP_ULE:
  case CmpInst::ICMP_SLE: // Stays while counter <= Bound.
    if (S.sle(B))
      K = (B - S).udiv(D) + One;
    break;
  case CmpInst::ICMP_NE: // Stays until counter == Bound: it must be hit.
    // The counter is read as a signed value below, so compare signed.
    if (Bound.slt(Start) || (Bound - Start).urem(Step) != 0)
      return std::nullopt;
    K = (Bound.sext(W) - Start.sext(W)).udiv(D);
    break;
  default:
    return std::nullopt;
  }
  return K + One;
}

/// A bottom-tested loop at -O1 and above compares the counter before its
/// increment with a constant (`%i u< 15` where the source says `i < 16`);
/// scf.for counts the value the next trip starts with. Where the start,
/// bound and step are constants, the step positive and every value the
/// counter and its increment take lies in [0, 2^(w-1)) (so signed and
/// unsigned readings agree and nothing wraps, whatever the add's flags),
/// the test is rewritten to compare the increment with its exact value
/// after the last trip: the same trips, in the form the structurizer reads.
bool AscendPTOPrepareIR::rewriteExitTests(Function &F) {
  LoopInfo &LI = getAnalysis<LoopInfoWrapperPass>().getLoopInfo();
  bool Changed = false;
  for (Loop *L : LI.getLoopsInPreorder()) {
    BasicBlock *Latch = L->getLoopLatch(), *Pre = L->getLoopPredecessor();
    if (!Latch || !Pre || L->getExitingBlock() != Latch)
      continue;
    auto *Br = dyn_cast<BranchInst>(Latch->getTerminator());
    auto *Cmp = Br && Br->isConditional()
                    ? dyn_cast<ICmpInst>(Br->getCondition())
                    : nullptr;
    if (!Cmp)
      continue;
    bool StayOnTrue = L->contains(Br->getSuccessor(0));
    CmpInst::Predicate Pred = StayOnTrue ? Cmp->getPredicate()
                                         : Cmp->getInversePredicate();
    Value *A = Cmp->getOperand(0), *B = Cmp->getOperand(1);
    auto *Phi = dyn_cast<PHINode>(A);
    if (!Phi || Phi->getParent() != L->getHeader()) {
      Phi = dyn_cast<PHINode>(B);
      std::swap(A, B);
      Pred = CmpInst::getSwappedPredicate(Pred);
    }
    const ConstantInt *Bound = dyn_cast<ConstantInt>(B);
    if (!Phi || Phi->getParent() != L->getHeader() || !Bound ||
        Phi->getNumIncomingValues() != 2)
      continue;
    const auto *Start =
        dyn_cast<ConstantInt>(Phi->getIncomingValueForBlock(Pre));
    auto *Inc = dyn_cast<BinaryOperator>(Phi->getIncomingValueForBlock(Latch));
    const ConstantInt *Step = nullptr;
    if (Inc && Inc->getOpcode() == Instruction::Add) {
      if (Inc->getOperand(0) == Phi)
        Step = dyn_cast<ConstantInt>(Inc->getOperand(1));
      else if (Inc->getOperand(1) == Phi)
        Step = dyn_cast<ConstantInt>(Inc->getOperand(0));
    }
    if (!Start || !Step || !Step->getValue().isStrictlyPositive() ||
        Start->getValue().isNegative())
      continue;
    std::optional<APInt> Trips =
        tripsOf(Pred, Start->getValue(), Bound->getValue(), Step->getValue());
    if (!Trips)
      continue;
    // End = Start + Trips * Step, which must stay below 2^(w-1).
    unsigned W = Start->getBitWidth();
    APInt Wide = Start->getValue().zext(2 * W + 2) +
                 *Trips * Step->getValue().zext(2 * W + 2);
    if (Wide.getActiveBits() >= W)
      continue;
    Constant *End = ConstantInt::get(Phi->getType(), Wide.trunc(W));
    IRBuilder<> IRB(Br);
    Value *NewCmp =
        IRB.CreateICmp(StayOnTrue ? CmpInst::ICMP_NE : CmpInst::ICMP_EQ, Inc,
                       End, Cmp->getName());
    Br->setCondition(NewCmp);
    if (Cmp->use_empty())
      Cmp->eraseFromParent();
    Changed = true;
  }
  return Changed;
}

bool AscendPTOPrepareIR::runOnFunction(Function &F) {
  if (F.isDeclaration())
    return false;
  bool Changed = applyAnnotations(F);
  Changed |= lowerStructReturns(F);
  Changed |= promoteAllocas(F);
  Changed |= lowerStageMarkers(F);
  Changed |= dropFakeUses(F);
  Changed |= rewriteUnsigned(F);
  Changed |= rewriteBooleans(F);
  Changed |= hoistInvariants(F);
  Changed |= rewriteExitTests(F);
  return Changed;
}
