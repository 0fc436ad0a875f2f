//===- AscendPTOStages.cpp - Automatic multi-buffering --------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ascendpto-stages: automatic multi-buffering (docs/planner.md,
/// "Automatic multi-buffering"), on the IR before instruction selection.
///
/// A loop with a stage count N > 1 gets its loads rotated over N buffers
/// (and its L1 -> L0 moves alternated over N, below),
/// as hand-written `!pto.pipeline` stages are: the loop is unrolled N
/// times (LLVM's UnrollLoop), and the i-th copy of the body's `pto.tload`s
/// becomes stage i of the loop's pipeline group, of depth N. The planner then
/// keeps the stages in different buffers, so iteration i + 1's loads need
/// not wait for iteration i's readers of the same bytes, and the sync pass
/// gives each buffer flags of its own. The seed's capacity gate and
/// MaxRelief shedding apply to the groups like to any other, with the
/// PH-MR-001 remark when a depth is lowered.
///
/// The stage count of an innermost loop is, first found:
///   - its loop metadata `!{!"pto.stages", i32 N}` (in `!llvm.loop`);
///   - the function attribute `"pto.stages"="N"` (from C: PTO_STAGES(N));
///   - `-ascendpto-stages=N` (default 1: off).
/// The loop must be in simplified form with one exit, at its latch;
/// otherwise it is left alone, and the missed remark `StagesNotApplied`
/// says why. When its trip count T is a compile-time constant and N does
/// not divide it, the first T mod N trips are peeled off before the loop
/// (LLVM's peelLoop, one trip at a time; each copy's exit test is removed,
/// since a trip before the last never exits) and the rest unrolls by N:
/// the analysis remark `StagesPeeled` says how many. Only T < N lowers the
/// count, to T (a full unroll; the missed remark).
/// When T is known only at run time, the loop is unrolled by N (a power
/// of two) with LLVM's run-time unroll, the T mod N trips left over in an
/// epilogue after it (stageRuntime; the analysis remark `StagesRuntime`),
/// and LLVM's skip of the unrolled loop is straightened into two ifs in
/// sequence (straightenEpilogue).
/// Loads that already carry `!pto.pipeline` keep it. Loads into different
/// memory spaces make one group per space (a group lives in one space).
///
/// The cube's operands are multi-buffered too: the moves from L1 into L0A
/// and L0B (`pto.textract.left/right`, `pto.tmov.left/right`: a tile
/// defined in `left` or `right` from a `mat` tile) of the unrolled body
/// become one pipeline group per space, of depth N, the j-th such move of
/// a space (in program order) stage j mod N. So the move of block j + 1
/// never shares bytes with the block j the cube multiplies, as the L0
/// ping-pong of hand-written GEMM kernels does; the capacity gate and
/// PH-MR-001 apply to these groups as to the loads'. The accumulator is
/// not staged: a K-loop carries one accumulator through its trips.
///
/// A peeled first chunk joins the rotation (the kernel's own, and the
/// trips peeled above): a load before the loop (in a block that dominates
/// its preheader) of a view the loop's loads read, and no use inside the
/// loop (and not in an earlier sibling loop, whose loads run once per trip
/// of that loop), is the chunk before the loop's first, so the last such
/// load of a view is stage N - 1, the one before it N - 2, and so on
/// (mod N); the moves from those loads into L0A/L0B continue the moves'
/// rotation the same way. The peeled trips' copies of the loop's loads and moves join
/// whatever they read. Stage 0's loads of the first trip then never wait
/// for the peeled chunk's moves (when L1 holds exactly N stages, the
/// peeled chunk shares the bytes of the stage loaded last).
///
/// A function marked with a stage count ("pto.stages" or -ascendpto-stages)
/// that has no loop at all gets the missed remark `StagesNoLoop`, with a
/// hint when the function looks like a constant-trip loop the front end
/// unrolled (tile ops sharing a source line, or one view loaded several
/// times); a loop with a stage count but nothing to rotate (no plain load,
/// no L1 -> L0 move) gets `StagesNotApplied`.
///
/// A stage count that is not an integer from 1 to 64 (wrong arity, not an
/// integer, out of range) is an error naming the loop or the function, the
/// value and the limit (docs/diagnostics.md), found before anything is
/// unrolled; a legal count that cannot be applied as asked is only the
/// missed remark.
///
//===----------------------------------------------------------------------===//

#include "AscendPTO.h"
#include "AscendPTOTables.h"
#include "AscendPTODiagnostics.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/InstructionSimplify.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/SimplifyQuery.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopPeel.h"
#include "llvm/Transforms/Utils/LoopRotationUtils.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"
#include <map>

using namespace llvm;
using llvm::AscendPTO::MemSpace;
using llvm::AscendPTO::getMemSpaceForAddrSpace;

#define DEBUG_TYPE "ascendpto-stages"

static cl::opt<unsigned> StagesOpt(
    "ascendpto-stages",
    cl::desc("Stage count of every innermost loop without a loop or "
             "function stage count: its loads rotate over N buffers "
             "(docs/planner.md; default 1: off)"),
    cl::init(1));

/// The largest stage count, as for !pto.pipeline depths.
static constexpr unsigned MaxStages = 64;

namespace {

class AscendPTOStages : public FunctionPass {
public:
  static char ID;
  AscendPTOStages() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "AscendPTO automatic multi-buffering";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<AssumptionCacheTracker>();
    AU.addRequired<DominatorTreeWrapperPass>();
    AU.addRequired<LoopInfoWrapperPass>();
    AU.addRequired<ScalarEvolutionWrapperPass>();
    AU.addRequired<TargetTransformInfoWrapperPass>();
    AU.addRequired<OptimizationRemarkEmitterWrapperPass>();
  }
  bool runOnFunction(Function &F) override;

private:
  /// The stage count asked for \p L, and where it was written; 0 when it
  /// is malformed (an error has been reported).
  std::pair<unsigned, StringRef> stagesOf(const Loop &L,
                                          const Function &F) const;
  /// Checks every stage count of \p F (its loops' !pto.stages, its
  /// "pto.stages", -ascendpto-stages) and reports each malformed one;
  /// false if there was one.
  bool validateStages(const Function &F);
  bool rotateHeaderTest(Loop &L);
  bool stage(Loop &L, unsigned N, StringRef From);
  /// A loop of a run-time trip count: unrolled by \p N (a power of two),
  /// the trips left over in an epilogue after it.
  bool stageRuntime(Loop &L, unsigned N, StringRef From);
  /// One pipeline group for the loop's loads and one for its moves (when
  /// there are any), marked on them until the unroll: a load's stage
  /// field holds its index among the loads, which its copies inherit.
  std::pair<std::optional<unsigned>, std::optional<unsigned>>
  markForUnroll(ArrayRef<CallInst *> Loads, ArrayRef<Instruction *> Moves,
                unsigned Count);
  /// Peels the first \p Peel trips of \p L off before it, leaving \p Left
  /// trips in the loop, and records the copies of \p Ops (the loop's loads
  /// and moves) in PeeledCopies; false, with the missed remark, if it
  /// cannot.
  bool peelRemainder(Loop &L, unsigned Peel, unsigned Left,
                     ArrayRef<Instruction *> Ops);
  /// Removes the exit test of the trip \p VMap peeled off \p L (whose
  /// latch was \p Latch), which never exits, and folds its arithmetic.
  bool foldPeeledTrip(Loop &L, BasicBlock *Latch, ValueToValueMapTy &VMap);
  /// After the unroll, the stages of the copies of one loop's ops, found
  /// by their marks: the loads of \p LoadGroup (stage field: the load's
  /// index) get stage = copy, the L1 -> L0A/L0B moves of \p MoveGroup
  /// stage j mod \p Count; one group per memory space.
  void assignStages(Function &F, std::optional<unsigned> LoadGroup,
                    std::optional<unsigned> MoveGroup, unsigned Count);
  /// The peeled chunk before \p L: its loads of the views \p Loads read
  /// and its L1 -> L0A/L0B moves from them, each in program order.
  struct Prologue {
    SmallVector<CallInst *, 4> Loads;
    SmallVector<Instruction *, 8> Moves;
  };
  Prologue prologueOf(const Loop &L, ArrayRef<CallInst *> Loads) const;
  /// Makes \p Pro the stages before the loop's first trip: the i-th last
  /// op of a view or space gets stage (Count - 1 - i) mod Count.
  void assignPrologueStages(const Prologue &Pro, unsigned Count);
  /// The group of space \p AS among \p Groups, the next free id if new.
  unsigned groupOfSpace(SmallVectorImpl<std::pair<unsigned, unsigned>> &Groups,
                        unsigned AS, std::optional<unsigned> First);
  void missed(const Loop &L, const Twine &Why);
  /// True, with the missed remark, when \p L has a stage count \p N but
  /// neither loads nor L1 -> L0 moves to rotate.
  bool nothingToRotate(const Loop &L, unsigned N, StringRef From,
                       ArrayRef<CallInst *> Loads,
                       ArrayRef<Instruction *> Moves);
  /// The missed remark StagesNoLoop for \p F, marked with a stage count
  /// but without a loop to apply it to.
  void noLoop(const Function &F);

  LoopInfo *LI = nullptr;
  DominatorTree *DT = nullptr;
  ScalarEvolution *SE = nullptr;
  AssumptionCache *AC = nullptr;
  const TargetTransformInfo *TTI = nullptr;
  OptimizationRemarkEmitter *ORE = nullptr;
  unsigned NextGroup = 0;
  /// Whether the function was changed (a peel that was not staged too).
  bool Modified = false;
  /// The peeled trips' copies of the loop's loads and moves: chunks before
  /// the loop whatever they load or move from.
  SmallPtrSet<const Instruction *, 16> PeeledCopies;
  /// The groups assignStages gave the loop's loads and moves, per space.
  SmallVector<std::pair<unsigned, unsigned>, 2> LoadGroups, MoveGroups;
};

} // namespace

char AscendPTOStages::ID = 0;

//===----------------------------------------------------------------------===//
// Validation of the stage counts as written
//===----------------------------------------------------------------------===//

/// The `!{!"pto.stages", ...}` properties of \p L's loop ID.
static SmallVector<const MDNode *, 1> stagesProperties(const Loop &L) {
  SmallVector<const MDNode *, 1> Props;
  if (MDNode *LoopID = L.getLoopID())
    for (const MDOperand &Op : drop_begin(LoopID->operands()))
      if (auto *MD = dyn_cast_or_null<MDNode>(Op.get()))
        if (MD->getNumOperands() >= 1)
          if (auto *Name = dyn_cast_or_null<MDString>(MD->getOperand(0)))
            if (Name->getString() == "pto.stages")
              Props.push_back(MD);
  return Props;
}

/// The count of a well-formed `!{!"pto.stages", iN C}` with C in
/// 1..MaxStages, else 0.
static unsigned stagesOfProperty(const MDNode &MD) {
  if (MD.getNumOperands() != 2)
    return 0;
  auto *C = mdconst::dyn_extract_or_null<ConstantInt>(MD.getOperand(1));
  if (!C || C->getValue().isNegative() || C->getValue().isZero() ||
      C->getValue().ugt(MaxStages))
    return 0;
  return unsigned(C->getZExtValue());
}

/// The count of a well-formed "pto.stages" attribute value, else 0.
static unsigned stagesOfAttribute(StringRef S) {
  unsigned N = 0;
  if (S.getAsInteger(10, N) || N == 0 || N > MaxStages)
    return 0;
  return N;
}

/// `i32 -1`, `!"two"`, `null`: a metadata operand as the IR writes it.
static std::string printOperand(const MDOperand &Op, const Module *M) {
  std::string S;
  raw_string_ostream OS(S);
  if (!Op)
    OS << "null";
  else
    Op->print(OS, M);
  return S;
}

/// Why the property \p MD is malformed (it is not well-formed).
static std::string whyMalformed(const MDNode &MD, const Module *M) {
  unsigned Values = MD.getNumOperands() - 1;
  std::string Limit = "a stage count is an integer from 1 to " +
                      std::to_string(MaxStages);
  if (Values != 1) {
    std::string List;
    for (const MDOperand &Op : drop_begin(MD.operands()))
      List += (List.empty() ? "" : ", ") + printOperand(Op, M);
    return "has " + std::to_string(Values) + " values" +
           (List.empty() ? "" : " (" + List + ")") +
           "; it takes one, !{!\"pto.stages\", i32 N}: " + Limit;
  }
  std::string Value = printOperand(MD.getOperand(1), M);
  if (!mdconst::dyn_extract_or_null<ConstantInt>(MD.getOperand(1)))
    return "is " + Value + ", not an integer: " + Limit;
  return "is " + Value + ", outside 1.." + std::to_string(MaxStages) +
         " (the limit of a stage count)";
}

/// `%loop`: the loop's header as an operand.
static std::string loopName(const Loop &L) {
  std::string S;
  raw_string_ostream OS(S);
  L.getHeader()->printAsOperand(OS, /*PrintType=*/false);
  return S;
}

bool AscendPTOStages::validateStages(const Function &F) {
  bool Valid = true;
  auto Error = [&](const Twine &Msg, DebugLoc DL = DebugLoc()) {
    AscendPTO::reportError(F, Msg, DL);
    Valid = false;
  };
  if (StagesOpt.getNumOccurrences() && (StagesOpt == 0 || StagesOpt > MaxStages))
    Error("-ascendpto-stages=" + Twine(unsigned(StagesOpt)) +
          " is outside 1.." + Twine(MaxStages) +
          " (the limit of a stage count)");
  if (F.hasFnAttribute("pto.stages")) {
    StringRef S = F.getFnAttribute("pto.stages").getValueAsString();
    if (!stagesOfAttribute(S)) {
      bool Integer = !S.empty() && S.drop_front(S.front() == '-').size() &&
                     all_of(S.drop_front(S.front() == '-'), isDigit);
      Error("the function's \"pto.stages\" (PTO_STAGES in C) is \"" + S +
            "\", " +
            (Integer ? "outside 1.." + Twine(MaxStages) +
                           " (the limit of a stage count)"
                     : "not an integer: a stage count is an integer from 1 "
                       "to " + Twine(MaxStages)));
    }
  }
  for (const Loop *L : LI->getLoopsInPreorder()) {
    SmallVector<const MDNode *, 1> Props = stagesProperties(*L);
    if (Props.size() > 1) {
      std::string List;
      for (const MDNode *MD : Props)
        List += (List.empty() ? "" : ", ") +
                (MD->getNumOperands() == 2
                     ? printOperand(MD->getOperand(1), F.getParent())
                     : std::string("..."));
      Error("the loop at " + loopName(*L) + " has " + Twine(Props.size()) +
                " !pto.stages properties (" + List + "); it takes one",
            L->getStartLoc());
    }
    for (const MDNode *MD : Props)
      if (!stagesOfProperty(*MD))
        Error("the !pto.stages of the loop at " + loopName(*L) + " " +
                  whyMalformed(*MD, F.getParent()),
              L->getStartLoc());
    if (!Props.empty() && !L->isInnermost() && Valid)
      missed(*L, "the loop's !pto.stages not applied: the loop is not "
                 "innermost (stage counts apply to innermost loops)");
  }
  return Valid;
}

std::pair<unsigned, StringRef>
AscendPTOStages::stagesOf(const Loop &L, const Function &F) const {
  SmallVector<const MDNode *, 1> Props = stagesProperties(L);
  if (!Props.empty())
    return {stagesOfProperty(*Props.front()), "the loop's !pto.stages"};
  if (F.hasFnAttribute("pto.stages"))
    return {stagesOfAttribute(
                F.getFnAttribute("pto.stages").getValueAsString()),
            "the function's \"pto.stages\""};
  return {StagesOpt, "-ascendpto-stages"};
}

void AscendPTOStages::missed(const Loop &L, const Twine &Why) {
  ORE->emit([&]() {
    return OptimizationRemarkMissed(DEBUG_TYPE, "StagesNotApplied",
                                    L.getStartLoc(), L.getHeader())
           << ore::NV("Reason", Why.str());
  });
}

/// Whether \p I calls a pto.tload*.
static bool isTileLoad(const Instruction &I) {
  const auto *CI = dyn_cast<CallInst>(&I);
  const Function *Callee = CI ? CI->getCalledFunction() : nullptr;
  return Callee && (Callee->getName() == "pto.tload" ||
                    Callee->getName().starts_with("pto.tload."));
}

/// Whether the tile \p CI defines is bound to a declared buffer
/// (`pto.bind`, docs/tile-abi.md): its bytes are the kernel's choice, a
/// slot that may be a run-time one (a ping-pong buffer of its own), so the
/// planner may not rotate it over buffers of its own.
static bool isBound(const CallInst &CI) {
  return any_of(CI.users(), [&](const User *U) {
    const auto *B = dyn_cast<CallInst>(U);
    const Function *Callee = B ? B->getCalledFunction() : nullptr;
    return Callee && Callee->getName() == "pto.bind" &&
           B->getArgOperand(0) == &CI;
  });
}

/// Whether \p I calls a pto.tload* without pipeline metadata whose tile is
/// not bound to a declared buffer.
static bool isPlainLoad(const Instruction &I) {
  return isTileLoad(I) && !I.getMetadata("pto.pipeline") &&
         !isBound(cast<CallInst>(I));
}

/// Whether \p Ops is two or more copies of one sequence, as the tile ops
/// at one source location are when the front end unrolled a loop (each
/// copy of the body keeps the body's locations), but not when a macro
/// expanded to several tile ops (clang gives them all the location of the
/// macro's use). By the sequence's prefix function: linear in its length.
static bool isRepeated(ArrayRef<const Function *> Ops) {
  unsigned N = Ops.size();
  if (N < 2)
    return false;
  SmallVector<unsigned, 8> Prefix(N, 0);
  for (unsigned I = 1; I < N; ++I) {
    unsigned K = Prefix[I - 1];
    while (K && Ops[I] != Ops[K])
      K = Prefix[K - 1];
    if (Ops[I] == Ops[K])
      ++K;
    Prefix[I] = K;
  }
  unsigned Period = N - Prefix[N - 1];
  return Period < N && N % Period == 0;
}

/// Why a function without loops looks like one whose constant-trip loop
/// the front end unrolled, or "" when nothing says so. With debug
/// locations: tile ops at one source line and column that repeat one
/// sequence of ops (isRepeated); several tile ops of one macro use, each
/// once, are not a sign. Without any: loads that read one view several
/// times.
static std::string unrolledHint(const Function &F) {
  MapVector<std::pair<unsigned, unsigned>, SmallVector<const Function *, 4>>
      PerLine;
  std::map<const Value *, unsigned> PerView;
  unsigned ViewLoads = 0;
  for (const Instruction &I : instructions(F)) {
    const auto *CI = dyn_cast<CallInst>(&I);
    const Function *Callee = CI ? CI->getCalledFunction() : nullptr;
    if (!Callee || !Callee->getName().starts_with("pto.t"))
      continue;
    if (const DebugLoc &DL = CI->getDebugLoc(); DL && DL.getLine())
      PerLine[{DL.getLine(), DL.getCol()}].push_back(Callee);
    if (isTileLoad(I) && CI->arg_size())
      ViewLoads = std::max(ViewLoads, ++PerView[CI->getArgOperand(0)]);
  }
  const char *Fix = ": keep the loop with #pragma clang loop "
                    "unroll(disable) on it, or compile with "
                    "-fno-unroll-loops (pto-cc passes it to clang)";
  // The location with the most ops among those that repeat; the first
  // such in the function on a tie.
  std::pair<unsigned, unsigned> Line;
  unsigned LineOps = 0;
  for (const auto &[Key, Ops] : PerLine)
    if (Ops.size() > LineOps && isRepeated(Ops)) {
      LineOps = Ops.size();
      Line = Key;
    }
  if (LineOps)
    return ("the loop was probably unrolled by the front end (" +
            Twine(LineOps) + " tile ops come from line " + Twine(Line.first) +
            ", column " + Twine(Line.second) + ")" + Fix)
        .str();
  // Debug locations that show no copies outweigh the views.
  if (PerLine.empty() && ViewLoads > 1)
    return ("if its " + Twine(ViewLoads) +
            " loads of one view were a loop's trips, the front end unrolled "
            "it" + Fix)
        .str();
  return "";
}

void AscendPTOStages::noLoop(const Function &F) {
  unsigned N = StagesOpt;
  StringRef From = "-ascendpto-stages";
  if (F.hasFnAttribute("pto.stages")) {
    N = stagesOfAttribute(F.getFnAttribute("pto.stages").getValueAsString());
    From = "the function's \"pto.stages\"";
  }
  if (N <= 1)
    return;
  std::string Hint = unrolledHint(F);
  ORE->emit([&]() {
    OptimizationRemarkMissed R(DEBUG_TYPE, "StagesNoLoop",
                               DiagnosticLocation(F.getSubprogram()),
                               &F.getEntryBlock());
    R << "stage count " << ore::NV("Stages", N) << " ("
      << ore::NV("From", From)
      << ") not applied: the function has no loop to rotate";
    if (!Hint.empty())
      R << "; " << ore::NV("Hint", Hint);
    return R;
  });
}

/// Unrolling and peeling simplify the counter's arithmetic: LLVM's
/// simplifyLoopIVs turns an `srem` or `sdiv` of operands it proves
/// non-negative into `urem` or `udiv` (a slot index `i srem N`, say), which
/// PTO has no operation for (docs/tile-abi.md, "Scalars and control
/// flow"). On operands scalar evolution proves non-negative (the divisor
/// positive) the signed and unsigned forms agree, so each is written back
/// as the signed one; any other is left to the usual diagnostic.
static bool restoreSignedDivisions(Function &F, ScalarEvolution &SE) {
  SmallVector<BinaryOperator *, 4> Unsigned;
  for (Instruction &I : instructions(F))
    if (auto *BO = dyn_cast<BinaryOperator>(&I))
      if ((BO->getOpcode() == Instruction::URem ||
           BO->getOpcode() == Instruction::UDiv) &&
          SE.isSCEVable(BO->getType()) &&
          SE.isKnownNonNegative(SE.getSCEV(BO->getOperand(0))) &&
          SE.isKnownPositive(SE.getSCEV(BO->getOperand(1))))
        Unsigned.push_back(BO);
  for (BinaryOperator *BO : Unsigned) {
    auto Op = BO->getOpcode() == Instruction::URem ? Instruction::SRem
                                                   : Instruction::SDiv;
    // The name simplifyLoopIVs gave it is the signed one's plus a suffix.
    std::string Name = BO->getName().str();
    StringRef Base(Name);
    if (!Base.consume_back(".urem"))
      Base.consume_back(".udiv");
    std::string Signed = Base.str();
    BO->setName("");
    auto *S = BinaryOperator::Create(Op, BO->getOperand(0), BO->getOperand(1),
                                     Signed, BO->getIterator());
    S->setDebugLoc(BO->getDebugLoc());
    BO->replaceAllUsesWith(S);
    BO->eraseFromParent();
  }
  return !Unsigned.empty();
}

/// The tile loads of \p L (pto.tload calls without pipeline metadata).
static SmallVector<CallInst *, 8> loadsOf(const Loop &L) {
  SmallVector<CallInst *, 8> Loads;
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB)
      if (isPlainLoad(I))
        Loads.push_back(cast<CallInst>(&I));
  return Loads;
}

/// `!pto.pipeline !{Group, Stage, Depth}`.
static MDNode *pipelineNode(LLVMContext &Ctx, unsigned Group, unsigned Stage,
                            unsigned Depth) {
  Type *I32 = Type::getInt32Ty(Ctx);
  return MDNode::get(
      Ctx, {ConstantAsMetadata::get(ConstantInt::get(I32, Group)),
            ConstantAsMetadata::get(ConstantInt::get(I32, Stage)),
            ConstantAsMetadata::get(ConstantInt::get(I32, Depth))});
}


/// Whether \p I is a move of an L1 tile into L0A or L0B that multi-buffering
/// may stage: a pto.* call defining a `left` or `right` tile from a `mat`
/// operand, not yet in a pipeline group, whose result no phi carries.
static bool isL0Move(const Instruction &I) {
  const auto *CI = dyn_cast<CallInst>(&I);
  const Function *Callee = CI ? CI->getCalledFunction() : nullptr;
  if (!Callee || !Callee->getName().starts_with("pto.") ||
      CI->getMetadata("pto.pipeline"))
    return false;
  auto SpaceOf = [](const Value *V) -> std::optional<MemSpace> {
    if (!V->getType()->isPointerTy())
      return std::nullopt;
    return getMemSpaceForAddrSpace(V->getType()->getPointerAddressSpace());
  };
  std::optional<MemSpace> S = SpaceOf(CI);
  if (S != MemSpace::Left && S != MemSpace::Right)
    return false;
  if (any_of(CI->users(), [](const User *U) { return isa<PHINode>(U); }))
    return false;
  return any_of(CI->args(),
                [&](const Use &A) { return SpaceOf(A.get()) == MemSpace::Mat; });
}

/// A loop that tests its exit in the header (C's `for` at -O0, where no
/// optimisation rotated it) is rotated into the bottom-tested form that the
/// unroll below needs, when its trip count is a compile-time constant: the
/// guard before the loop then folds away (the loop runs at least once), so
/// the rotation adds no `if`. The header may hold only scalar code (the
/// structurizer's rule for top-tested loops), which the rotation copies.
bool AscendPTOStages::rotateHeaderTest(Loop &L) {
  BasicBlock *Header = L.getHeader();
  if (L.getExitingBlock() != Header || L.getLoopLatch() == Header ||
      !L.isLoopSimplifyForm() ||
      SE->getSmallConstantTripCount(&L, Header) == 0 ||
      any_of(*Header, [](const Instruction &I) { return isa<CallBase>(I); }))
    return false;
  SimplifyQuery SQ(Header->getDataLayout(), DT, AC);
  if (!LoopRotation(&L, LI, TTI, AC, DT, SE, /*MSSAU=*/nullptr, SQ,
                    /*RotationOnly=*/true, /*Threshold=*/64,
                    /*IsUtilMode=*/true))
    return false;
  SE->forgetLoop(&L);
  simplifyLoop(&L, DT, LI, SE, AC, /*MSSAU=*/nullptr, /*PreserveLCSSA=*/false);
  return true;
}

/// The loads and L1 -> L0A/L0B moves of \p L that multi-buffering stages.
static void stagedOpsOf(const Loop &L, SmallVectorImpl<CallInst *> &Loads,
                        SmallVectorImpl<Instruction *> &Moves) {
  Loads = loadsOf(L);
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB)
      if (isL0Move(I))
        Moves.push_back(&I);
}

std::pair<std::optional<unsigned>, std::optional<unsigned>>
AscendPTOStages::markForUnroll(ArrayRef<CallInst *> Loads,
                               ArrayRef<Instruction *> Moves, unsigned Count) {
  std::optional<unsigned> LoadGroup, MoveGroup;
  if (!Loads.empty())
    LoadGroup = NextGroup++;
  if (!Moves.empty())
    MoveGroup = NextGroup++;
  for (auto [Idx, CI] : enumerate(Loads))
    CI->setMetadata("pto.pipeline", pipelineNode(CI->getContext(), *LoadGroup,
                                                 unsigned(Idx), Count));
  for (Instruction *I : Moves)
    I->setMetadata("pto.pipeline",
                   pipelineNode(I->getContext(), *MoveGroup, 0, Count));
  return {LoadGroup, MoveGroup};
}

/// Takes back markForUnroll's marks when the unroll did not happen.
static void unmark(ArrayRef<CallInst *> Loads, ArrayRef<Instruction *> Moves) {
  for (CallInst *CI : Loads)
    CI->setMetadata("pto.pipeline", nullptr);
  for (Instruction *I : Moves)
    I->setMetadata("pto.pipeline", nullptr);
}

bool AscendPTOStages::nothingToRotate(const Loop &L, unsigned N,
                                      StringRef From,
                                      ArrayRef<CallInst *> Loads,
                                      ArrayRef<Instruction *> Moves) {
  if (!Loads.empty() || !Moves.empty())
    return false;
  // The loads the loop has are not the stages pass's to rotate: staged by
  // hand, or bound to a declared buffer whose slots the kernel chose.
  bool ByHand = false, Bound = false;
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB)
      if (isTileLoad(I)) {
        ByHand |= bool(I.getMetadata("pto.pipeline"));
        Bound |= isBound(cast<CallInst>(I));
      }
  StringRef What =
      ByHand && Bound
          ? "pto.tload that is neither staged by hand (!pto.pipeline) nor "
            "bound to a declared buffer (pto.bind): its loads keep their "
            "own stages and declared slots"
      : ByHand ? "pto.tload without !pto.pipeline: its loads are staged by "
                 "hand"
      : Bound ? "pto.tload of a tile of its own: its loads are bound to "
                "declared buffers (pto.bind) and keep their declared slots"
              : "pto.tload";
  missed(L, Twine("stage count ") + Twine(N) + " (" + From +
                ") not applied: the loop has no load to rotate (no " + What +
                ", and no move from mat into left or right)");
  return true;
}

/// LLVM's unroll by \p Count: forced for a constant trip count (which the
/// count divides after the peel); for a run-time one, with the remainder
/// loop, a trip count of cheap arithmetic only.
static UnrollLoopOptions unrollOptions(unsigned Count, bool Runtime) {
  UnrollLoopOptions ULO;
  ULO.Count = Count;
  ULO.Force = !Runtime;
  ULO.Runtime = Runtime;
  ULO.AllowExpensiveTripCount = false;
  ULO.UnrollRemainder = false;
  ULO.ForgetAllSCEV = true;
  ULO.SCEVExpansionBudget = Runtime ? 8 : 0;
  return ULO;
}

bool AscendPTOStages::stage(Loop &L, unsigned N, StringRef From) {
  if (rotateHeaderTest(L))
    Modified = true;
  BasicBlock *Exiting = L.getExitingBlock();
  if (!L.isLoopSimplifyForm() || !Exiting || !L.getExitBlock() ||
      Exiting != L.getLoopLatch()) {
    missed(L, Twine("stage count ") + Twine(N) + " (" + From +
                  ") not applied: the loop has not one exit at its latch (a "
                  "loop that tests its exit in its header with a run-time "
                  "trip count, as C's for at -O0: -O1 or above rotates it)");
    return false;
  }
  unsigned Trips = SE->getSmallConstantTripCount(&L, Exiting);
  if (Trips == 0)
    return stageRuntime(L, N, From);
  if (Trips < 2) {
    missed(L, Twine("stage count ") + Twine(N) + " (" + From +
                  ") not applied: the loop runs once");
    return false;
  }
  SmallVector<CallInst *, 8> Loads;
  SmallVector<Instruction *, 8> Moves;
  stagedOpsOf(L, Loads, Moves);
  if (nothingToRotate(L, N, From, Loads, Moves))
    return false;
  // More stages than trips: as many stages as trips (a full unroll).
  unsigned Count = std::min(N, Trips);
  if (Count != N)
    missed(L, Twine("stage count ") + Twine(N) + " (" + From +
                  ") lowered to the trip count " + Twine(Count));
  // The trips the stage count does not divide run first, peeled off
  // before the loop: their loads and moves join the rotation below as a
  // peeled chunk does, and the rest of the loop unrolls by Count.
  unsigned Peel = Trips % Count;
  PeeledCopies.clear();
  SmallVector<Instruction *, 16> Ops(Loads.begin(), Loads.end());
  append_range(Ops, Moves);
  if (Peel && !peelRemainder(L, Peel, Trips - Peel, Ops))
    return false;
  if (Peel)
    ORE->emit([&]() {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "StagesPeeled",
                                        L.getStartLoc(), L.getHeader())
             << "stage count " << ore::NV("Stages", Count) << " (" << From
             << "): " << ore::NV("Peeled", Peel) << " of the "
             << ore::NV("Trips", Trips)
             << " trips peeled before the loop, the other "
             << ore::NV("Unrolled", Trips - Peel) << " unrolled by "
             << Twine(Count).str();
    });
  // Found before the unroll, which may remove the loop.
  Prologue Pro = prologueOf(L, Loads);

  // One pipeline group per loop (and space), as hand-written stages are:
  // each copy of the body is a stage. Until the unroll, a load's stage
  // field holds its index among the loads, which its copies inherit; the
  // L0 moves are marked with a group of their own.
  auto [LoadGroup, MoveGroup] = markForUnroll(Loads, Moves, Count);

  formLCSSARecursively(L, *DT, LI, SE);
  UnrollLoopOptions ULO = unrollOptions(Count, /*Runtime=*/false);
  Function &F = *L.getHeader()->getParent();
  LoopUnrollResult R = UnrollLoop(&L, ULO, LI, SE, DT, AC, TTI, ORE,
                                  /*PreserveLCSSA=*/true);
  // From here on L may be gone (a trip count equal to the stage count
  // unrolls it fully): the copies are found by their marks.
  if (R == LoopUnrollResult::Unmodified) {
    unmark(Loads, Moves);
    missed(L, "the loop could not be unrolled");
    return false;
  }
  assignStages(F, LoadGroup, MoveGroup, Count);
  assignPrologueStages(Pro, Count);
  return true;
}

/// LLVM's run-time unroll with an epilogue (UnrollRuntimeLoopRemainder)
/// leaves, before the unrolled loop \p L, a test that skips it when fewer
/// trips than the count are left, straight to the epilogue's preheader.
/// That block is then reached from two nesting levels, which no scf.if
/// prints. This sends the skip to the unrolled loop's exit block instead
/// (as if the loop ran zero trips: each value the epilogue starts from
/// takes, on that path, the value it had before the loop), so that the
/// unrolled loop is the then-arm of one if and the epilogue the arm of the
/// next. On the skip path the epilogue always runs (the trips, at least
/// one since the rotated loop was entered, are fewer than the count, so
/// their remainder is not zero); the exit block's other values are dead
/// there and take the loop's initial ones. False when the shape is not
/// the one expected.
static bool straightenEpilogue(Loop &L, DominatorTree &DT, LoopInfo &LI) {
  BasicBlock *NewPH = L.getLoopPreheader();
  BasicBlock *Unr = L.getExitBlock();
  BasicBlock *PH = NewPH ? NewPH->getSinglePredecessor() : nullptr;
  auto *Br = PH ? dyn_cast<BranchInst>(PH->getTerminator()) : nullptr;
  if (!Unr || !Br || !Br->isConditional())
    return false;
  unsigned SkipIdx = Br->getSuccessor(0) == NewPH ? 1 : 0;
  if (Br->getSuccessor(1 - SkipIdx) != NewPH)
    return false;
  BasicBlock *EP = Br->getSuccessor(SkipIdx);
  if (EP == Unr || pred_size(EP) != 2 || !is_contained(predecessors(EP), Unr) ||
      !is_contained(predecessors(EP), PH))
    return false;
  SmallVector<BasicBlock *, 2> UnrPreds(predecessors(Unr));
  if (!all_of(UnrPreds, [&](BasicBlock *B) { return L.contains(B); }))
    return false;
  // The value of \p V (flowing out of the loop into Unr) after zero trips:
  // the initial value of the header phi that carries it.
  auto ZeroTrips = [&](Value *V) -> Value * {
    for (PHINode &H : L.getHeader()->phis())
      if (H.getIncomingValueForBlock(L.getLoopLatch()) == V) {
        Value *Init = H.getIncomingValueForBlock(NewPH);
        auto *I = dyn_cast<Instruction>(Init);
        if (!I || DT.dominates(I, PH->getTerminator()))
          return Init;
      }
    return nullptr;
  };
  // Unr's own phis get their zero-trip values; each phi of EP becomes one
  // of Unr, with its value from PH.
  SmallVector<std::pair<PHINode *, Value *>, 4> Zero;
  for (PHINode &U : Unr->phis()) {
    Value *Z = ZeroTrips(U.getIncomingValue(0));
    if (!Z)
      return false; // liveOutsCarried said this cannot be.
    Zero.push_back({&U, Z});
  }
  for (auto [U, Z] : Zero)
    U->addIncoming(Z, PH);
  // The phis of Unr that now also carry an epilogue phi's start.
  SmallDenseMap<PHINode *, Value *, 4> Reused;
  for (PHINode &Q : make_early_inc_range(EP->phis())) {
    Value *FromUnr = Q.getIncomingValueForBlock(Unr);
    Value *FromPH = Q.getIncomingValueForBlock(PH);
    auto *NU = dyn_cast<PHINode>(FromUnr);
    if (NU && NU->getParent() == Unr &&
        Reused.try_emplace(NU, FromPH).first->second == FromPH) {
      // Its other uses (after the epilogue is skipped) are dead on the
      // skip path, which always runs the epilogue.
      NU->setIncomingValueForBlock(PH, FromPH);
    } else {
      // A phi of its own (a value from before the loop, or a phi of Unr
      // already starting another epilogue phi from another value).
      auto *Of = NU && NU->getParent() == Unr ? NU : nullptr;
      NU = PHINode::Create(Q.getType(), UnrPreds.size() + 1,
                           Q.getName() + ".skip");
      NU->insertBefore(Unr->getFirstNonPHIIt());
      for (BasicBlock *B : UnrPreds)
        NU->addIncoming(Of ? Of->getIncomingValueForBlock(B) : FromUnr, B);
      NU->addIncoming(FromPH, PH);
    }
    Q.replaceAllUsesWith(NU);
    Q.eraseFromParent();
  }
  // Two carries of one value would be two buffers (and a copy).
  EliminateDuplicatePHINodes(Unr);
  Br->setSuccessor(SkipIdx, Unr);
  // The epilogue's assumption that its trip count is not zero stays true
  // but is no longer needed; with it goes its test.
  for (Instruction &I : make_early_inc_range(*EP))
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      if (II->getIntrinsicID() == Intrinsic::assume) {
        Value *C = II->getArgOperand(0);
        II->eraseFromParent();
        RecursivelyDeleteTriviallyDeadInstructions(C);
      }
  DT.recalculate(*PH->getParent());
  // A block of the if's arm after the loop, where the sync pass puts what
  // follows the loop (the exit test now sits in the join, Unr).
  SplitEdge(L.getLoopLatch(), Unr, &DT, &LI, /*MSSAU=*/nullptr,
            Unr->getName() + ".arm");
  return true;
}

/// The trip count LLVM's run-time unroll computes may use what PTO's
/// scalar arithmetic lacks (pto-op-syntax.md §5: signed min/max only):
/// `umax`/`umin` become a compare and a select, and `freeze` its operand
/// (the hardware has no poison: the value is the one computed).
static bool isTripCountArithmetic(const Instruction &I) {
  if (isa<FreezeInst>(I))
    return true;
  auto *II = dyn_cast<IntrinsicInst>(&I);
  return II && (II->getIntrinsicID() == Intrinsic::umax ||
                II->getIntrinsicID() == Intrinsic::umin);
}

/// Only the instructions not in \p Before: the kernel's own are left as
/// written.
static void lowerTripCountArithmetic(
    Function &F, const SmallPtrSetImpl<const Instruction *> &Before) {
  for (Instruction &I : make_early_inc_range(instructions(F))) {
    if (!isTripCountArithmetic(I) || Before.count(&I))
      continue;
    if (auto *Fr = dyn_cast<FreezeInst>(&I)) {
      Fr->replaceAllUsesWith(Fr->getOperand(0));
      Fr->eraseFromParent();
      continue;
    }
    auto *II = dyn_cast<IntrinsicInst>(&I);
    if (!II || (II->getIntrinsicID() != Intrinsic::umax &&
                II->getIntrinsicID() != Intrinsic::umin))
      continue;
    IRBuilder<> B(II);
    Value *X = II->getArgOperand(0), *Y = II->getArgOperand(1);
    Value *Cmp = B.CreateICmp(II->getIntrinsicID() == Intrinsic::umax
                                  ? CmpInst::ICMP_UGT
                                  : CmpInst::ICMP_ULT,
                              X, Y);
    Value *Sel = B.CreateSelect(Cmp, X, Y, II->getName());
    II->replaceAllUsesWith(Sel);
    II->eraseFromParent();
  }
}

/// Whether every value \p L computes and something after it uses is
/// carried by a header phi (the latch's incoming value), so that it has a
/// value after zero trips of the unrolled loop (straightenEpilogue).
static bool liveOutsCarried(const Loop &L) {
  BasicBlock *Latch = L.getLoopLatch();
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB)
      for (const User *U : I.users())
        if (!L.contains(cast<Instruction>(U)) &&
            none_of(L.getHeader()->phis(), [&](const PHINode &H) {
              return H.getIncomingValueForBlock(Latch) == &I;
            }))
          return false;
  return true;
}

bool AscendPTOStages::stageRuntime(Loop &L, unsigned N, StringRef From) {
  SmallVector<CallInst *, 8> Loads;
  SmallVector<Instruction *, 8> Moves;
  stagedOpsOf(L, Loads, Moves);
  if (nothingToRotate(L, N, From, Loads, Moves))
    return false;
  auto Missed = [&](const Twine &Why) {
    missed(L, Twine("stage count ") + Twine(N) + " (" + From +
                  ") not applied: " + Why);
    return false;
  };
  if (!isPowerOf2_32(N))
    return Missed("the trip count is not a compile-time constant and the "
                  "count is not a power of two (a run-time remainder is "
                  "computed with a mask)");
  if (!SE->hasLoopInvariantBackedgeTakenCount(&L))
    return Missed("the trip count is not known before the loop runs");
  if (!liveOutsCarried(L))
    return Missed("the trip count is not a compile-time constant and a "
                  "value the loop computes is used after it without being "
                  "carried from trip to trip");
  PeeledCopies.clear(); // Nothing peeled: only the kernel's own chunk.
  Prologue Pro = prologueOf(L, Loads);
  auto [LoadGroup, MoveGroup] = markForUnroll(Loads, Moves, N);
  formLCSSARecursively(L, *DT, LI, SE);
  Function &F = *L.getHeader()->getParent();
  SmallPtrSet<const Instruction *, 8> Before;
  for (Instruction &I : instructions(F))
    if (isTripCountArithmetic(I))
      Before.insert(&I);
  UnrollLoopOptions ULO = unrollOptions(N, /*Runtime=*/true);
  std::string Header = L.getHeader()->getName().str();
  DebugLoc Loc = L.getStartLoc();
  Loop *Rem = nullptr;
  LoopUnrollResult R = UnrollLoop(&L, ULO, LI, SE, DT, AC, TTI, ORE,
                                  /*PreserveLCSSA=*/true, &Rem);
  if (R == LoopUnrollResult::Unmodified) {
    unmark(Loads, Moves);
    return Missed("LLVM's run-time unroll refused the loop");
  }
  Modified = true;
  // L is gone after a full unroll: the error names what was read before.
  if (R != LoopUnrollResult::PartiallyUnrolled ||
      !straightenEpilogue(L, *DT, *LI)) {
    AscendPTO::reportError(
        F,
        "internal: the run-time multi-buffering of the loop at %" + Header +
            " left a shape it does not know (report it; -ascendpto-stages=1 "
            "avoids it)",
        Loc);
    return true;
  }
  SE->forgetAllLoops();
  lowerTripCountArithmetic(F, Before);
  // The epilogue's copies run 0 to N - 1 times after the rotation: not
  // stages.
  for (BasicBlock &BB : F)
    if (!L.contains(&BB))
      for (Instruction &I : BB)
        if (MDNode *MD = I.getMetadata("pto.pipeline"))
          if (auto *G = mdconst::dyn_extract<ConstantInt>(MD->getOperand(0)))
            if ((LoadGroup && G->getZExtValue() == *LoadGroup) ||
                (MoveGroup && G->getZExtValue() == *MoveGroup))
              I.setMetadata("pto.pipeline", nullptr);
  assignStages(F, LoadGroup, MoveGroup, N);
  assignPrologueStages(Pro, N);
  ORE->emit([&]() {
    return OptimizationRemarkAnalysis(DEBUG_TYPE, "StagesRuntime",
                                      L.getStartLoc(), L.getHeader())
           << "stage count " << ore::NV("Stages", N) << " (" << From
           << "): the run-time trip count is unrolled by "
           << Twine(N).str() << ", its remainder (fewer than "
           << Twine(N).str() << " trips) runs after the loop";
  });
  return true;
}

bool AscendPTOStages::foldPeeledTrip(Loop &L, BasicBlock *Latch,
                                     ValueToValueMapTy &VMap) {
  auto *PeeledLatch = dyn_cast_or_null<BasicBlock>(VMap.lookup(Latch));
  auto *Br = PeeledLatch ? dyn_cast<BranchInst>(PeeledLatch->getTerminator())
                         : nullptr;
  BasicBlock *Preheader = L.getLoopPreheader();
  if (!Br || !Br->isConditional() || !Preheader ||
      Br->getSuccessor(0) == Br->getSuccessor(1))
    return false;
  // The successor on the way to the loop dominates its preheader; the
  // other is the exit.
  bool First = DT->dominates(Br->getSuccessor(0), Preheader);
  if (First == DT->dominates(Br->getSuccessor(1), Preheader))
    return false;
  BasicBlock *Next = Br->getSuccessor(First ? 0 : 1);
  BasicBlock *Exit = Br->getSuccessor(First ? 1 : 0);
  Exit->removePredecessor(PeeledLatch);
  Value *Cond = Br->getCondition();
  BranchInst::Create(Next, Br->getIterator());
  Br->eraseFromParent();
  DT->deleteEdge(PeeledLatch, Exit);
  RecursivelyDeleteTriviallyDeadInstructions(Cond);
  // The copy's counter is a constant when the loop's start is: fold its
  // arithmetic (`mul i64 1, 32`) so that the printed kernel does not
  // compute constants.
  SimplifyQuery SQ(Latch->getDataLayout(), DT, AC);
  for (BasicBlock *BB : L.blocks())
    if (auto *Copy = dyn_cast_or_null<BasicBlock>(VMap.lookup(BB)))
      for (Instruction &I : make_early_inc_range(*Copy)) {
        if (Value *V = simplifyInstruction(&I, SQ)) {
          I.replaceAllUsesWith(V);
          SE->forgetValue(&I);
        }
        if (isInstructionTriviallyDead(&I))
          I.eraseFromParent();
      }
  return true;
}

bool AscendPTOStages::peelRemainder(Loop &L, unsigned Peel, unsigned Left,
                                    ArrayRef<Instruction *> Ops) {
  if (!canPeel(&L)) {
    missed(L, "the loop could not be peeled (LLVM's canPeel refuses it)");
    return false;
  }
  formLCSSARecursively(L, *DT, LI, SE);
  // One trip at a time, so that each copy's exit test is known: the
  // copies run the trip count's first trips, and it is above Peel.
  BasicBlock *Latch = L.getLoopLatch();
  for (unsigned I = 0; I != Peel; ++I) {
    ValueToValueMapTy VMap;
    if (!peelLoop(&L, 1, /*PeelLast=*/false, LI, SE, *DT, AC,
                  /*PreserveLCSSA=*/true, VMap)) {
      missed(L, "the loop could not be peeled (LLVM's peelLoop failed)");
      return false;
    }
    Modified = true;
    // `%am.peel0`, `%am.peel1`, ...: the trip's copy of `%am`, in program
    // order (LLVM would name them `%am.peel`, `%am.peel5`, ...).
    for (BasicBlock *BB : L.blocks())
      for (Instruction &Orig : *BB)
        if (Orig.hasName() && !isa<PHINode>(Orig)) // A phi maps to its
          if (Value *Copy = VMap.lookup(&Orig))       // incoming value.
            Copy->setName(Orig.getName() + ".peel" + Twine(I));
    for (Instruction *Op : Ops)
      if (auto *Copy = dyn_cast_or_null<Instruction>(VMap.lookup(Op)))
        PeeledCopies.insert(Copy);
    if (!foldPeeledTrip(L, Latch, VMap)) {
      missed(L, "the loop could not be peeled (the peeled trip's exit test "
                "was not found)");
      return false;
    }
  }
  SE->forgetLoop(&L);
  BasicBlock *Exiting = L.getExitingBlock();
  unsigned Trips =
      Exiting && Exiting == L.getLoopLatch() && L.isLoopSimplifyForm()
          ? SE->getSmallConstantTripCount(&L, Exiting)
          : 0;
  if (Trips != Left) {
    missed(L, Twine("the loop could not be peeled (after ") + Twine(Peel) +
                  " trips peeled, its trip count is not " + Twine(Left) + ")");
    return false;
  }
  return true;
}

AscendPTOStages::Prologue
AscendPTOStages::prologueOf(const Loop &L, ArrayRef<CallInst *> Loads) const {
  Prologue Pro;
  BasicBlock *Preheader = L.getLoopPreheader();
  if (!Preheader || !DT->getNode(Preheader))
    return Pro;
  // (callee, view) of each of the loop's loads.
  SmallPtrSet<const Value *, 4> Views;
  SmallPtrSet<const Function *, 2> Callees;
  for (CallInst *CI : Loads) {
    Views.insert(CI->getArgOperand(0));
    Callees.insert(CI->getCalledFunction());
  }
  // The blocks that dominate the preheader, in program order (each
  // dominates the next): an iterative walk up the dominator tree.
  SmallVector<BasicBlock *, 4> Chain;
  for (DomTreeNode *N = DT->getNode(Preheader); N; N = N->getIDom())
    Chain.push_back(N->getBlock());
  std::reverse(Chain.begin(), Chain.end());
  SmallPtrSet<const Value *, 4> Joined;
  for (BasicBlock *BB : Chain) {
    // A block of an earlier sibling loop dominates the preheader too, but
    // its loads run once per trip of that loop: they are not a chunk
    // before this one (only blocks of L's enclosing loops, or of none).
    const Loop *BL = LI->getLoopFor(BB);
    if (BL && !BL->contains(&L))
      continue;
    for (Instruction &I : *BB) {
      if (isPlainLoad(I)) {
        auto &CI = cast<CallInst>(I);
        if (PeeledCopies.count(&CI) ||
            (CI.arg_size() && Views.count(CI.getArgOperand(0)) &&
             Callees.count(CI.getCalledFunction()) &&
             none_of(CI.users(), [&](const User *U) {
               return L.contains(cast<Instruction>(U));
             }))) {
          Pro.Loads.push_back(&CI);
          Joined.insert(&CI);
        }
        continue;
      }
      if (isL0Move(I) &&
          (PeeledCopies.count(&I) ||
           any_of(cast<CallInst>(I).args(),
                  [&](const Use &A) { return Joined.count(A.get()); })))
        Pro.Moves.push_back(&I);
    }
  }
  return Pro;
}

void AscendPTOStages::assignPrologueStages(const Prologue &Pro,
                                           unsigned Count) {
  // Walk each list backwards: the last op of a view (or space) is the
  // stage just before the loop's first trip, Count - 1.
  auto Assign = [&](auto &Ops, auto KeyOf,
                    SmallVectorImpl<std::pair<unsigned, unsigned>> &Groups) {
    std::map<const void *, unsigned> Seen;
    for (Instruction *I : reverse(Ops)) {
      unsigned AS = I->getType()->getPointerAddressSpace();
      auto G = find_if(Groups, [&](auto &P) { return P.first == AS; });
      if (G == Groups.end())
        continue; // The loop has no op of this space to rotate with.
      unsigned Back = Seen[KeyOf(I)]++ % Count;
      I->setMetadata("pto.pipeline", pipelineNode(I->getContext(), G->second,
                                                  Count - 1 - Back, Count));
    }
  };
  Assign(Pro.Loads,
         [](Instruction *I) -> const void * {
           return cast<CallInst>(I)->getArgOperand(0);
         },
         LoadGroups);
  Assign(Pro.Moves,
         [](Instruction *I) -> const void * {
           return reinterpret_cast<const void *>(
               uintptr_t(I->getType()->getPointerAddressSpace()));
         },
         MoveGroups);
}

unsigned AscendPTOStages::groupOfSpace(
    SmallVectorImpl<std::pair<unsigned, unsigned>> &Groups, unsigned AS,
    std::optional<unsigned> First) {
  for (auto [Space, G] : Groups)
    if (Space == AS)
      return G;
  unsigned G = Groups.empty() && First ? *First : NextGroup++;
  Groups.push_back({AS, G});
  return G;
}

void AscendPTOStages::assignStages(Function &F,
                                   std::optional<unsigned> LoadGroup,
                                   std::optional<unsigned> MoveGroup,
                                   unsigned Count) {
  // Program order: the function's blocks in reverse post-order. A load's
  // copies are stages 0, 1, ... (stage = copy); the j-th L0 move of a
  // space is stage j mod Count. Each space has a group of its own; the
  // first space found keeps the group the loop's ops were marked with.
  std::map<uint64_t, unsigned> Copies;
  LoadGroups.clear();
  MoveGroups.clear();
  SmallVector<unsigned, 2> MovesSeen; // per entry of MoveGroups
  ReversePostOrderTraversal<Function *> RPOT(&F);
  for (BasicBlock *BB : RPOT)
    for (Instruction &I : *BB) {
      MDNode *MD = I.getMetadata("pto.pipeline");
      if (!MD || MD->getNumOperands() != 3)
        continue;
      auto *G = mdconst::dyn_extract<ConstantInt>(MD->getOperand(0));
      auto *S = mdconst::dyn_extract<ConstantInt>(MD->getOperand(1));
      if (!G || !S)
        continue;
      unsigned AS = I.getType()->getPointerAddressSpace();
      if (LoadGroup && G->getZExtValue() == *LoadGroup) {
        unsigned Stage = Copies[S->getZExtValue()]++;
        I.setMetadata("pto.pipeline",
                      pipelineNode(I.getContext(),
                                   groupOfSpace(LoadGroups, AS, *LoadGroup),
                                   Stage, Count));
      } else if (MoveGroup && G->getZExtValue() == *MoveGroup) {
        unsigned Group = groupOfSpace(MoveGroups, AS, *MoveGroup);
        MovesSeen.resize(MoveGroups.size());
        unsigned Slot =
            find_if(MoveGroups, [&](auto &P) { return P.first == AS; }) -
            MoveGroups.begin();
        I.setMetadata("pto.pipeline",
                      pipelineNode(I.getContext(), Group,
                                   MovesSeen[Slot]++ % Count, Count));
      }
    }
}

bool AscendPTOStages::runOnFunction(Function &F) {
  LI = &getAnalysis<LoopInfoWrapperPass>().getLoopInfo();
  DT = &getAnalysis<DominatorTreeWrapperPass>().getDomTree();
  SE = &getAnalysis<ScalarEvolutionWrapperPass>().getSE();
  AC = &getAnalysis<AssumptionCacheTracker>().getAssumptionCache(F);
  TTI = &getAnalysis<TargetTransformInfoWrapperPass>().getTTI(F);
  ORE = &getAnalysis<OptimizationRemarkEmitterWrapperPass>().getORE();
  // New groups above every group the kernel names itself.
  NextGroup = 0;
  for (Instruction &I : instructions(F))
    if (MDNode *MD = I.getMetadata("pto.pipeline"))
      if (MD->getNumOperands() == 3)
        if (auto *G = mdconst::dyn_extract<ConstantInt>(MD->getOperand(0)))
          NextGroup = std::max<uint64_t>(NextGroup,
                                         G->getLimitedValue(INT32_MAX - 1) + 1);
  // Malformed stage counts are errors, and nothing is unrolled.
  if (!validateStages(F))
    return false;
  // Innermost loops, collected first: unrolling changes the loop tree.
  SmallVector<Loop *, 4> Innermost;
  for (Loop *L : LI->getLoopsInPreorder())
    if (L->isInnermost())
      Innermost.push_back(L);
  bool Changed = false;
  Modified = false;
  if (Innermost.empty())
    noLoop(F);
  for (Loop *L : Innermost) {
    auto [N, From] = stagesOf(*L, F);
    if (N == 1)
      continue;
    Changed |= stage(*L, N, From);
  }
  if (Changed || Modified)
    restoreSignedDivisions(F, *SE);
  return Changed || Modified;
}

INITIALIZE_PASS_BEGIN(AscendPTOStages, DEBUG_TYPE,
                      "AscendPTO automatic multi-buffering", false, false)
INITIALIZE_PASS_DEPENDENCY(AssumptionCacheTracker)
INITIALIZE_PASS_DEPENDENCY(DominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(LoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(ScalarEvolutionWrapperPass)
INITIALIZE_PASS_DEPENDENCY(TargetTransformInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(OptimizationRemarkEmitterWrapperPass)
INITIALIZE_PASS_END(AscendPTOStages, DEBUG_TYPE,
                    "AscendPTO automatic multi-buffering", false, false)

FunctionPass *llvm::createAscendPTOStagesPass() {
  return new AscendPTOStages();
}
