//===- AscendPTOCheckNesting.cpp - Refuse deep nesting before planning ----===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The first pass of the AscendPTO pipeline: a kernel whose loops and ifs
/// nest more than Structurizer::MaxNesting (256) levels deep is refused
/// here, on the IR, before anything whose cost grows with the nesting depth
/// runs.
///
/// The structurizer (AscendPTOStructurizer.h) enforces the same limit, and
/// the passes that walk its tree one stack frame per level (sync, cost
/// estimate, emitter) rely on it. But it runs on MIR, after LoopInfo, loop
/// simplification, instruction selection and LiveIntervals, and those cost
/// the nesting depth times the function size: a loop's block list holds
/// the blocks of every loop inside it, and a value used at every level has
/// its live range extended through every block above each use. 100,000
/// nested ifs took minutes, and 30,000 nested loops 8 GB, before the
/// structurizer could refuse them.
///
/// This pass needs only the dominator and post-dominator trees, which LLVM
/// builds without recursion in near-linear time, and one walk over the
/// dominator tree (an explicit stack). For each block it computes how many
/// loops and ifs enclose it, as the structurizer counts them on code it can
/// structure:
///
///  - a loop header (the target of a branch from a block it dominates) opens
///    a level that holds the header itself; the loop's exit test is the
///    latch's conditional branch (a bottom-tested loop: the exit is its other
///    target) or else the header's (top-tested: the exit is the header's
///    immediate post-dominator), and it is not an if;
///  - any other conditional branch with two targets is an if: it opens a
///    level for the blocks it strictly dominates, up to its immediate
///    post-dominator, the merge;
///  - a level closes at its exit or merge when its opener dominates it.
///
/// So depth(B) = depth(idom(B)) + [idom(B) opens an if] + [B is a loop
/// header] - (the levels that close at B). An opener whose paths never meet
/// again (no exit, no merge) is not counted, so on any CFG the figure is a
/// lower bound of what the structurizer would count; on structured code,
/// where an if's merge and a loop's dedicated exit are dominated by their
/// opener, it is the structurizer's count. A kernel within the limit is
/// therefore never refused here, and one beyond it is refused in time
/// linear in its size with the structurizer's message; the rare shapes the
/// bound undercounts still meet the structurizer's own check.
///
/// A refused function loses its body: it becomes one `unreachable` block
/// marked "ascendpto-refused", which instruction selection turns into the
/// empty function it leaves after any error. No later pass or analysis
/// spends time on it, and llc exits with status 1.
///
//===----------------------------------------------------------------------===//

#include "AscendPTO.h"
#include "AscendPTODiagnostics.h"
#include "AscendPTOStructurizer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "ascendpto-check-nesting"

namespace {

/// The levels of loops and ifs, per block, of one function.
class NestingDepth {
public:
  NestingDepth(Function &F, DominatorTree &DT, PostDominatorTree &PDT)
      : F(F), DT(DT), PDT(PDT) {}

  /// The first block, in a preorder walk of the dominator tree, that more
  /// than \p Limit levels enclose; null if there is none.
  const BasicBlock *firstDeeperThan(unsigned Limit);

private:
  Function &F;
  DominatorTree &DT;
  PostDominatorTree &PDT;
  SmallPtrSet<const BasicBlock *, 16> Headers, IfOpeners, LoopTests;
  /// How many levels close at a block.
  DenseMap<const BasicBlock *, unsigned> Closes;

  BasicBlock *mergeOf(BasicBlock *BB) const;
  void close(const BasicBlock *Opener, const BasicBlock *At);
  void findLoops();
  void findIfs();
};

} // namespace

BasicBlock *NestingDepth::mergeOf(BasicBlock *BB) const {
  const DomTreeNode *N = PDT.getNode(BB);
  return N && N->getIDom() ? N->getIDom()->getBlock() : nullptr;
}

void NestingDepth::close(const BasicBlock *Opener, const BasicBlock *At) {
  if (At && At != Opener && DT.dominates(Opener, At))
    ++Closes[At];
}

void NestingDepth::findLoops() {
  for (BasicBlock &H : F) {
    if (!DT.isReachableFromEntry(&H))
      continue;
    BasicBlock *Latch = nullptr;
    for (BasicBlock *P : predecessors(&H))
      if (DT.dominates(&H, P)) {
        Latch = P;
        break;
      }
    if (!Latch)
      continue;
    BasicBlock *Exit = nullptr;
    auto *LatchBr = dyn_cast<BranchInst>(Latch->getTerminator());
    auto *HeaderBr = dyn_cast<BranchInst>(H.getTerminator());
    if (LatchBr && LatchBr->isConditional()) {
      Exit = LatchBr->getSuccessor(LatchBr->getSuccessor(0) == &H ? 1 : 0);
      LoopTests.insert(Latch);
    } else if (HeaderBr && HeaderBr->isConditional()) {
      Exit = mergeOf(&H);
      LoopTests.insert(&H);
    }
    // A loop that never exits is not counted (the structurizer refuses it
    // for that).
    if (!Exit)
      continue;
    Headers.insert(&H);
    close(&H, Exit);
  }
}

void NestingDepth::findIfs() {
  for (BasicBlock &C : F) {
    auto *Br = dyn_cast<BranchInst>(C.getTerminator());
    if (!Br || !Br->isConditional() ||
        Br->getSuccessor(0) == Br->getSuccessor(1) || LoopTests.count(&C) ||
        !DT.isReachableFromEntry(&C))
      continue;
    // An if whose paths do not meet again at a block it dominates is not
    // counted: it is not structured, and the structurizer says so.
    BasicBlock *M = mergeOf(&C);
    if (!M || M == &C || !DT.dominates(&C, M))
      continue;
    IfOpeners.insert(&C);
    close(&C, M);
  }
}

const BasicBlock *NestingDepth::firstDeeperThan(unsigned Limit) {
  findLoops();
  findIfs();
  DenseMap<const BasicBlock *, int64_t> Depth;
  // df_iterator keeps its own stack: the dominator tree of nested code is
  // as deep as the function is long.
  for (DomTreeNode *N : depth_first(DT.getRootNode())) {
    const BasicBlock *BB = N->getBlock();
    int64_t D = 0;
    if (const DomTreeNode *IDom = N->getIDom())
      D = Depth.lookup(IDom->getBlock()) + IfOpeners.count(IDom->getBlock());
    D += Headers.count(BB);
    D -= Closes.lookup(BB);
    D = std::max<int64_t>(D, 0);
    Depth[BB] = D;
    if (D > int64_t(Limit))
      return BB;
  }
  return nullptr;
}

/// Where a diagnostic about \p BB points: its branch, else its first
/// instruction with a location.
static DebugLoc blockLoc(const BasicBlock &BB) {
  if (const Instruction *T = BB.getTerminator())
    if (T->getDebugLoc())
      return T->getDebugLoc();
  for (const Instruction &I : BB)
    if (I.getDebugLoc())
      return I.getDebugLoc();
  return DebugLoc();
}

/// Replaces the body of a refused \p F by one unreachable block that
/// instruction selection recognises by its attribute and leaves empty.
static void dropBody(Function &F) {
  GlobalValue::LinkageTypes Linkage = F.getLinkage();
  F.deleteBody();
  F.setLinkage(Linkage);
  LLVMContext &Ctx = F.getContext();
  new UnreachableInst(Ctx, BasicBlock::Create(Ctx, "refused", &F));
  F.addFnAttr(AscendPTO::RefusedFnAttr);
}

namespace {

class AscendPTOCheckNesting : public FunctionPass {
public:
  static char ID;
  AscendPTOCheckNesting() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "AscendPTO nesting check";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<DominatorTreeWrapperPass>();
    AU.addRequired<PostDominatorTreeWrapperPass>();
  }

  bool runOnFunction(Function &F) override {
    if (F.isDeclaration())
      return false;
    NestingDepth ND(F, getAnalysis<DominatorTreeWrapperPass>().getDomTree(),
                    getAnalysis<PostDominatorTreeWrapperPass>().getPostDomTree());
    const BasicBlock *Deep =
        ND.firstDeeperThan(AscendPTO::Structurizer::MaxNesting);
    if (!Deep)
      return false;
    std::string Block;
    raw_string_ostream OS(Block);
    Deep->printAsOperand(OS, /*PrintType=*/false);
    AscendPTO::reportError(
        F,
        "control flow that cannot be printed as scf.for/scf.if at " + Block +
            ": loops and ifs nest more than " +
            Twine(AscendPTO::Structurizer::MaxNesting) +
            " levels deep (the limit)",
        blockLoc(*Deep));
    dropBody(F);
    return true;
  }
};

} // namespace

char AscendPTOCheckNesting::ID = 0;

INITIALIZE_PASS_BEGIN(AscendPTOCheckNesting, DEBUG_TYPE,
                      "AscendPTO nesting check", false, false)
INITIALIZE_PASS_DEPENDENCY(DominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(PostDominatorTreeWrapperPass)
INITIALIZE_PASS_END(AscendPTOCheckNesting, DEBUG_TYPE,
                    "AscendPTO nesting check", false, false)

FunctionPass *llvm::createAscendPTOCheckNestingPass() {
  return new AscendPTOCheckNesting();
}
