//===- AscendPTOInsertSync.cpp - Pipe synchronisation ---------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ascendpto-insert-sync: the algorithm is described in
/// AscendPTOInsertSync.h and docs/sync.md. This file holds the options, the
/// driver (SyncInserter::run), the MIR output of the placed syncs, the
/// assembler mode's barriers, and the thin MachineFunctionPass; the phases
/// are in the files AscendPTOSyncInserter.h lists.
///
//===----------------------------------------------------------------------===//

#include "AscendPTOInsertSync.h"
#include "AscendPTOSyncInserter.h"
#include "AscendPTO.h"
#include "AscendPTOCostEstimate.h"
#include "AscendPTODiagnostics.h"
#include "AscendPTOMachineFunctionInfo.h"
#include "AscendPTOStructurizer.h"
#include "AscendPTOSubtarget.h"
#include "AscendPTOSyncScanIndex.h"
#include "AscendPTOTileConstraints.h"
#include "AscendPTOTileType.h"
#include "AscendPTOUnionFind.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachinePostDominators.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <map>
#include <set>
#include <memory>

using namespace llvm;
using namespace llvm::AscendPTO;
using namespace llvm::AscendPTO::sync;

#define DEBUG_TYPE "ascendpto-insert-sync"

namespace {
enum class SyncMode { Backend, Assembler };
} // namespace

static cl::opt<SyncMode> SyncModeOpt(
    "ascendpto-sync",
    cl::desc("Who synchronises the pipes of the printed kernels"),
    cl::values(clEnumValN(SyncMode::Backend, "backend",
                          "the backend: set_flag/wait_flag and barriers "
                          "from the placed byte ranges (the default)"),
               clEnumValN(SyncMode::Assembler, "assembler",
                          "ptoas --enable-insert-sync; the backend only "
                          "adds full barriers before partially "
                          "overlapping tiles")),
    cl::init(SyncMode::Backend));

cl::opt<bool> llvm::AscendPTO::sync::StrictReuse(
    "ascendpto-sync-strict-reuse",
    cl::desc("Reuse an event id only once a happens-before chain orders its "
             "last wait before the next set (docs/sync.md, \"Flag reuse\"; "
             "the default; false reuses an id once its wait is earlier in "
             "program order, which may lose a signal: unsafe, for "
             "comparison only)"),
    cl::init(true));

bool AscendPTO::isBackendSync() { return SyncModeOpt == SyncMode::Backend; }

cl::opt<bool> llvm::AscendPTO::sync::MinimalOpt(
    "ascendpto-sync-minimal",
    cl::desc("Backend sync: count the syncs inside a loop or an if for the "
             "ops there, and remove the syncs the others already order "
             "(docs/sync.md \"Minimality\"); false: the scan of the "
             "earlier passes, for comparison"),
    cl::init(true));

static cl::opt<bool> PruneOpt(
    "ascendpto-sync-prune",
    cl::desc("Backend sync: remove the syncs the others already order "
             "(docs/sync.md \"Minimality\", pruning); false: every sync the "
             "scan placed stays, for measuring other pruning orders "
             "(pto_sync_minimal.py --orders)"),
    cl::init(true), cl::Hidden);

cl::opt<bool> llvm::AscendPTO::sync::ScanSkipOpt(
    "ascendpto-sync-scan-skip",
    cl::desc("Backend sync: let the backward scan and the flag-reuse "
             "walks jump over the positions that cannot change their state "
             "(docs/sync.md \"Complexity\"); false visits every one: the "
             "same output, slower, for comparison"),
    cl::init(true), cl::Hidden);

cl::opt<bool> llvm::AscendPTO::sync::SlotChainOpt(
    "ascendpto-sync-slot-chains",
    cl::desc("Backend sync: a same-pipe dependence through one slot of a "
             "ping-pong buffer that the slot's credit and a chain in one "
             "trip order gets no barrier (docs/sync.md \"Minimality\", slot "
             "chains); false: the barrier, for comparison"),
    cl::init(true), cl::Hidden);

cl::opt<bool> llvm::AscendPTO::sync::SymbolicRowsOpt(
    "ascendpto-sync-symbolic-rows",
    cl::desc("Backend sync: global accesses at a constant row or a row "
             "a * x + c of a loop counter x are followed over the trips of "
             "x's loop, and conflict only if their boxes meet in trips the "
             "scan relates them in (docs/sync.md \"Symbolic rows\"); false: "
             "each run-time row is the whole argument, for comparison"),
    cl::init(true), cl::Hidden);

//===----------------------------------------------------------------------===//
// MIR.
//===----------------------------------------------------------------------===//

void SyncInserter::materialize(SyncSummary &Sum) {
  const TargetInstrInfo &TII = *STI.getInstrInfo();
  for (unsigned SeqI = 0; SeqI < Seqs.size(); ++SeqI) {
    Seq &Sq = Seqs[SeqI];
    for (unsigned G = 0; G < Sq.Gaps.size(); ++G) {
      SmallVector<GapEntry, 4> Sorted(Sq.Gaps[G].begin(), Sq.Gaps[G].end());
      llvm::stable_sort(Sorted, [](const GapEntry &A, const GapEntry &B) {
        return A.S < B.S;
      });
      auto [MBB, Before] = Sq.GapAt[G];
      for (const GapEntry &E : Sorted) {
        const Sync &S = Syncs[E.Sync];
        if (S.Dead)
          continue;
        MachineBasicBlock::iterator At =
            Before ? MachineBasicBlock::iterator(Before)
                   : MBB->getFirstTerminator();
        DebugLoc DL = S.Consumer ? S.Consumer->getDebugLoc() : DebugLoc();
        auto Code = [](Pipe P) {
          const SyncPipeInfo *I = getSyncPipeInfo(P);
          return int64_t(I ? I->Code : getAllPipeCode());
        };
        // A set or wait whose id is the one of this iteration's slot.
        auto buildSlotFlag = [&](bool IsSet, const Sync &S,
                                 MachineBasicBlock &MBB,
                                 MachineBasicBlock::iterator At,
                                 const DebugLoc &DL) {
          MachineInstrBuilder B =
              BuildMI(MBB, At, DL,
                      TII.get(IsSet ? AscendPTO::SET_FLAG_SLOT
                                    : AscendPTO::WAIT_FLAG_SLOT))
                  .addImm(Code(S.Src))
                  .addImm(Code(S.Dst))
                  .addReg(S.SlotReg);
          // One immediate per slot: its id, or -1 for a slot that needs
          // none (slotIdMask).
          unsigned Next = 0;
          for (unsigned K = 0; K < S.NumSlots; ++K)
            B.addImm(S.SlotMask & (1u << K) && Next < S.SlotIds.size()
                         ? int64_t(S.SlotIds[Next++])
                         : int64_t(-1));
          assert(Next == S.SlotIds.size() && "a slot id left unprinted");
        };
        switch (S.Kind) {
        case Sync::Full:
          BuildMI(*MBB, At, DL, TII.get(AscendPTO::PIPE_BARRIER))
              .addImm(getAllPipeCode());
          ++Sum.FullBarriers;
          break;
        case Sync::Barrier:
          BuildMI(*MBB, At, DL, TII.get(AscendPTO::PIPE_BARRIER))
              .addImm(Code(S.Src));
          ++Sum.Barriers;
          break;
        case Sync::Pair:
          if (S.SlotReg.isValid()) {
            // A slot pair: the id of this iteration's slot.
            buildSlotFlag(E.IsSet, S, *MBB, At, DL);
            ++Sum.PingPong;
            if (E.IsSet)
              ++Sum.Pairs;
            break;
          }
          [[fallthrough]];
        case Sync::Credit:
          BuildMI(*MBB, At, DL,
                  TII.get(E.IsSet ? AscendPTO::SET_FLAG : AscendPTO::WAIT_FLAG))
              .addImm(Code(S.Src))
              .addImm(Code(S.Dst))
              .addImm(S.Id);
          if (E.IsSet)
            ++Sum.Pairs;
          break;
        case Sync::SlotCredit:
          if (E.S == Slot::PreSet || E.S == Slot::PostWait) {
            // Every slot's id, before and after the loop.
            for (unsigned Id : S.SlotIds)
              BuildMI(*MBB, At, DL,
                      TII.get(E.IsSet ? AscendPTO::SET_FLAG
                                      : AscendPTO::WAIT_FLAG))
                  .addImm(Code(S.Src))
                  .addImm(Code(S.Dst))
                  .addImm(Id);
            if (E.IsSet)
              Sum.Pairs += S.SlotIds.size();
            break;
          }
          // In the body: the id of this iteration's slot.
          buildSlotFlag(E.IsSet, S, *MBB, At, DL);
          ++Sum.PingPong;
          break;
        }
      }
    }
  }
}

bool SyncInserter::run(const SRegion &Tree, const Structurizer &S,
                       SyncSummary &Sum) {
  std::string Err;
  if (!TC.build(MF, STI, Err))
    return fail(nullptr, Err);
  if (!collectSlotExtents() || !buildTree(Tree, S))
    return false;
  buildScanIndex();
  for (unsigned C = 0; C < Ops.size(); ++C) {
    ScanState St;
    scanConsumer(C, St);
  }
  // Syncs placed for later consumers may order what an earlier one asked
  // for (a chain through them, an inner loop's credit).
  if (MinimalOpt && PruneOpt &&
      !pruneSyncs(/*WithFull=*/false, /*WithIds=*/false))
    return false;
  // The kernel ends with every pipe drained.
  Sync End;
  End.Kind = Sync::Full;
  End.Seq = 0;
  End.WaitGap = Seqs[0].Items.size();
  EndSync = int(addSync(End));
  addEntry(0, End.WaitGap, EndSync, Slot::WaitBefore, false);
  if (!allocateIds())
    return false;
  // The id fallbacks' PIPE_ALL barriers order everything across them, a
  // narrowed set orders more of its pipe than it did, and a release orders
  // its dst pipe before its src pipe, and a slot credit that fell back to
  // one id orders every trip. The ids were given on the chains of the
  // syncs this may remove: each removal keeps every reuse ordered.
  if (MinimalOpt && PruneOpt &&
      (NumFallbacks || NumReleases || NumSlotFallbacks) &&
      !pruneSyncs(/*WithFull=*/true, /*WithIds=*/true))
    return false;
  // Every gap that received a sync must have a place in the MIR.
  for (const Seq &Sq : Seqs)
    for (unsigned G = 0; G < Sq.Gaps.size(); ++G)
      if (!Sq.Gaps[G].empty() && !Sq.GapAt[G].first) {
        return fail(nullptr,
                    "internal error: a synchronisation point has no block "
                    "to go in (a loop or an if directly after another)");
      }
  materialize(Sum);
  for (const Sync &Sy : Syncs)
    if (Sy.Dead && !Sy.Pruned && !Sy.Discarded && Sy.Kind != Sync::Full)
      ++Sum.Fallbacks;
  return true;
}

bool AscendPTO::insertBackendSync(MachineFunction &MF, Structurizer &S,
                                  const std::vector<SNode> &Tree,
                                  MachineOptimizationRemarkEmitter &ORE,
                                  SyncSummary &Summary, bool Quiet) {
  return SyncInserter(MF, ORE, Quiet).run(Tree, S, Summary);
}

bool AscendPTO::isSyncInstr(const MachineInstr &MI) {
  switch (MI.getOpcode()) {
  case AscendPTO::SET_FLAG:
  case AscendPTO::WAIT_FLAG:
  case AscendPTO::SET_FLAG_SLOT:
  case AscendPTO::WAIT_FLAG_SLOT:
  case AscendPTO::PIPE_BARRIER:
    return true;
  default:
    return false;
  }
}

void AscendPTO::removeSyncInstrs(MachineFunction &MF) {
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : make_early_inc_range(MBB))
      if (isSyncInstr(MI))
        MI.eraseFromParent();
}

//===----------------------------------------------------------------------===//
// Assembler mode.
//===----------------------------------------------------------------------===//

bool AscendPTO::insertAssemblerBarriers(MachineFunction &MF, Structurizer &S,
                                        SyncSummary &Summary) {
  // ptoas --enable-insert-sync keys a tile by its base address: two tiles
  // whose bytes overlap from different bases get no synchronisation between
  // them (sync-facts §4). When the planner subdivides a dead buffer, the
  // later tile's first write on one pipe could overtake the earlier tile's
  // last access on another. A full barrier before such a tile's definition
  // orders them.
  const auto &STI = MF.getSubtarget<AscendPTOSubtarget>();
  const auto &MFI = *MF.getInfo<AscendPTOMachineFunctionInfo>();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  TileConstraints TC;
  std::string Err;
  if (!TC.build(MF, STI, Err)) {
    reportError(MF.getFunction(), Err);
    return false;
  }
  // A union-find without recursion (EquivalenceClasses::getLeader recurses
  // once per link: an in-place chain is as long as the kernel).
  DenseMap<unsigned, unsigned> Group;
  auto Union = [&](unsigned A, unsigned B) {
    unsigned RA = findUnionRoot(Group, A), RB = findUnionRoot(Group, B);
    if (RA != RB)
      Group[std::max(RA, RB)] = std::min(RA, RB);
  };
  for (const TileColocation &C : TC.colocations())
    Union(C.A.id(), C.B.id());
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &Phi : MBB.phis())
      if (TC.lookup(Phi.getOperand(0).getReg()))
        for (unsigned I = 1; I < Phi.getNumOperands(); I += 2)
          Union(Phi.getOperand(0).getReg().id(),
                Phi.getOperand(I).getReg().id());
  auto Find = [&](Register R) { return findUnionRoot(Group, R.id()); };
  DenseSet<Register> RuntimeSlots;
  for (const TileBinding &B : TC.bindings())
    if (!B.Slot)
      RuntimeSlots.insert(B.Tile);
  auto PipeOf = [&](const MachineInstr &MI) {
    const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
    if (!Op)
      return Pipe::S;
    auto SpaceOf = [&](const MachineOperand &MO) -> std::optional<MemSpace> {
      if (!MO.isReg() || !MO.getReg().isVirtual())
        return std::nullopt;
      return getMemSpaceForRegClass(MRI.getRegClass(MO.getReg())->getID());
    };
    ArrayRef<TileOperandInfo> Opnds = getOperands(*Op);
    std::optional<MemSpace> Src, Dst;
    if (Op->PairOperand < Opnds.size() &&
        Opnds[Op->PairOperand].MIOperand >= 0)
      Src = SpaceOf(MI.getOperand(Opnds[Op->PairOperand].MIOperand));
    if (Op->hasResult())
      Dst = SpaceOf(MI.getOperand(0));
    return getExecPipe(*Op, STI.getArch(), Src, Dst);
  };
  struct Placed {
    Register Reg;
    MemSpace Space;
    uint64_t Begin, End;
    Pipe DefPipe;
    SmallVector<Pipe, 4> Pipes;
    MachineInstr *Def;
    /// Defined or used inside a loop: the next iteration can reorder it.
    bool InLoop;
  };
  const MachineLoopInfo &MLI = S.getLoopInfo();
  auto InLoop = [&](const MachineInstr &MI) {
    return MLI.getLoopFor(MI.getParent()) != nullptr;
  };
  DenseMap<const MachineInstr *, unsigned> Position;
  for (const MachineBasicBlock &MBB : MF) {
    unsigned N = 0;
    for (const MachineInstr &MI : MBB)
      Position[&MI] = N++;
  }
  MachineDominatorTree MDT(MF);
  auto Before = [&](const MachineInstr *A, const MachineInstr *B) {
    if (A->getParent() == B->getParent())
      return Position.lookup(A) < Position.lookup(B);
    return MDT.dominates(A->getParent(), B->getParent());
  };
  SmallVector<Placed, 0> All;
  for (const TileInfo &T : TC.tiles()) {
    std::optional<uint64_t> Off = MFI.getTileOffset(T.Reg);
    if (!Off || T.Def->isPHI() || RuntimeSlots.count(T.Reg))
      continue;
    MachineInstr *Def = const_cast<MachineInstr *>(T.Def);
    Placed P{T.Reg,       T.Type.Space, *Off, *Off + T.Size,
             PipeOf(*Def), {},          Def,  InLoop(*Def)};
    P.Pipes.push_back(P.DefPipe);
    for (const MachineInstr &U : MRI.use_nodbg_instructions(T.Reg))
      if (getTileOpInfo(U.getOpcode())) {
        P.Pipes.push_back(PipeOf(U));
        P.InLoop |= InLoop(U);
      }
    All.push_back(std::move(P));
  }
  llvm::sort(All, [](const Placed &A, const Placed &B) {
    if (A.Space != B.Space)
      return A.Space < B.Space;
    if (A.Begin != B.Begin)
      return A.Begin < B.Begin;
    return A.Reg.id() < B.Reg.id();
  });
  auto CrossPipe = [](const Placed &Earlier, const Placed &Later) {
    return llvm::any_of(Earlier.Pipes,
                        [&](Pipe P) { return P != Later.DefPipe; });
  };
  DenseSet<Register> NeedsBarrier;
  for (unsigned I = 0; I < All.size(); ++I)
    for (unsigned J = I + 1; J < All.size() && All[J].Space == All[I].Space &&
                             All[J].Begin < All[I].End;
         ++J) {
      const Placed &A = All[I], &B = All[J];
      if (A.Begin == B.Begin || Find(A.Reg) == Find(B.Reg))
        continue;
      // Outside loops only the tile defined second can overtake the other;
      // in a loop, either.
      bool Ordered = !A.InLoop && !B.InLoop;
      if (NeedsBarrier.count(A.Reg) && NeedsBarrier.count(B.Reg))
        continue;
      bool ABeforeB = Ordered && Before(A.Def, B.Def);
      bool BBeforeA = Ordered && Before(B.Def, A.Def);
      if (!BBeforeA && CrossPipe(A, B))
        NeedsBarrier.insert(B.Reg);
      if (!ABeforeB && CrossPipe(B, A))
        NeedsBarrier.insert(A.Reg);
    }
  // One barrier before each defining instruction, in a deterministic order.
  SmallVector<MachineInstr *, 8> Defs;
  DenseSet<MachineInstr *> Seen;
  for (const Placed &P : All)
    if (NeedsBarrier.count(P.Reg) && Seen.insert(P.Def).second)
      Defs.push_back(P.Def);
  const TargetInstrInfo &TII = *STI.getInstrInfo();
  for (MachineInstr *Def : Defs) {
    BuildMI(*Def->getParent(), Def, Def->getDebugLoc(),
            TII.get(AscendPTO::PIPE_BARRIER))
        .addImm(getAllPipeCode());
    ++Summary.FullBarriers;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// The pass.
//===----------------------------------------------------------------------===//

namespace {

class AscendPTOInsertSync : public MachineFunctionPass {
public:
  static char ID;
  AscendPTOInsertSync() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "AscendPTO Insert Pipe Synchronisation";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addRequired<MachinePostDominatorTreeWrapperPass>();
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    AU.addPreserved<MachineLoopInfoWrapperPass>();
    AU.addPreserved<MachinePostDominatorTreeWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // namespace

char AscendPTOInsertSync::ID = 0;

INITIALIZE_PASS_BEGIN(AscendPTOInsertSync, DEBUG_TYPE,
                      "AscendPTO Insert Pipe Synchronisation", false, false)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachinePostDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineOptimizationRemarkEmitterPass)
INITIALIZE_PASS_END(AscendPTOInsertSync, DEBUG_TYPE,
                    "AscendPTO Insert Pipe Synchronisation", false, false)

FunctionPass *llvm::createAscendPTOInsertSyncPass() {
  return new AscendPTOInsertSync();
}

/// The plan report's sync line, with the estimated cycles of the
/// synchronised function (AscendPTOCostEstimate.h): `est_cycles=N`, `~N`
/// when a loop's trip count was assumed, `?` when it cannot be estimated.
static void reportSync(const MachineFunction &MF, const SRegion &Tree,
                       const SyncSummary &Sum) {
  std::string Why;
  std::optional<CycleEstimate> E;
  // Only the backend's own synchronisation orders the pipes of the output.
  if (isBackendSync())
    E = estimateCycles(MF, Tree, Why);
  std::string Est = "?";
  if (E && E->Sim.ok())
    Est = (E->StaticTrips ? "" : "~") + std::to_string(E->Sim.Makespan);
  errs() << "ascendpto-sync: func=" << MF.getName()
         << " mode=" << (isBackendSync() ? "backend" : "assembler")
         << " pairs=" << Sum.Pairs << " barriers=" << Sum.Barriers
         << " full-barriers=" << Sum.FullBarriers
         << " fallbacks=" << Sum.Fallbacks << " slot-syncs=" << Sum.PingPong
         << " est_cycles=" << Est << "\n";
  // =detail: the simulator's busy cycles of each pipe that did work.
  if (!isPlanReportDetail() || !E || !E->Sim.ok())
    return;
  errs() << "ascendpto-sync: func=" << MF.getName() << " busy";
  for (unsigned P = 0; P < ptocost::NumPipes; ++P)
    if (E->Sim.Busy[P])
      errs() << " " << ptocost::getPipeName(ptocost::Pipe(P)) << "="
             << E->Sim.Busy[P];
  errs() << "\n";
}

bool AscendPTOInsertSync::runOnMachineFunction(MachineFunction &MF) {
  auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
  if (MFI->hasFailed())
    return false;
  if (!MFI->isPlanned()) {
    // Hand-written MIR (-start-after=ascendpto-buffer-coloring) may say
    // planned: false; that is the input's fault, not ours.
    reportError(MF.getFunction(),
                "the function reached ascendpto-insert-sync without a plan "
                "(machineFunctionInfo.planned is false: run "
                "ascendpto-buffer-coloring first)");
    MFI->setFailed();
    return false;
  }
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (isSyncInstr(MI)) {
        reportError(MF.getFunction(),
                    "the function is already synchronised (it holds "
                    "pto.set_flag, pto.wait_flag or pto.barrier): "
                    "ascendpto-insert-sync runs once",
                    MI.getDebugLoc());
        MFI->setFailed();
        return false;
      }
  Structurizer S(MF, getAnalysis<MachineLoopInfoWrapperPass>().getLI(),
                 getAnalysis<MachinePostDominatorTreeWrapperPass>()
                     .getPostDomTree());
  SRegion Tree;
  std::string Why;
  if (!S.run(Tree, Why)) {
    // The emitter reports the structure error with the same words.
    return false;
  }
  SyncSummary Sum;
  bool Ok = isBackendSync()
                ? insertBackendSync(
                      MF, S, Tree,
                      getAnalysis<MachineOptimizationRemarkEmitterPass>()
                          .getORE(),
                      Sum)
                : insertAssemblerBarriers(MF, S, Sum);
  if (!Ok) {
    MFI->setFailed();
    return true;
  }
  if (isPlanReportEnabled())
    reportSync(MF, Tree, Sum);
  auto &ORE = getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  ORE.emit([&]() {
    MachineOptimizationRemarkAnalysis R(DEBUG_TYPE, "SyncSummary",
                                        DebugLoc(), &MF.front());
    R << "synchronised with " << NV("Pairs", Sum.Pairs)
      << " set/wait pairs, " << NV("Barriers", Sum.Barriers)
      << " pipe barriers and " << NV("FullBarriers", Sum.FullBarriers)
      << " PIPE_ALL barriers";
    return R;
  });
  return true;
}
