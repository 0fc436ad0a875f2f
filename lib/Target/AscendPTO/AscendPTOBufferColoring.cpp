//===- AscendPTOBufferColoring.cpp - Place every tile buffer --------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Buffer coloring: gives every tile virtual register a byte address in its
/// on-chip memory space, so that the PTO emitter can print one
/// `pto.alloc_tile addr = ...` per tile.
///
/// Tiles are SSA values. Two tiles may share bytes when they are never live
/// at the same time, and no rule forbids it. Consider (UB, f32 [64, 64],
/// 16 KiB each):
///
/// \code
///   %a = pto.tload ...            ; %a live from here
///   %b = pto.tadd %a, %x          ; last use of %a: %b may take %a's bytes
///   %c = pto.tload ...            ; %a is dead: %c may take them too
///   %d = pto.trecip %c            ; not in-place safe: %d never shares %c's
/// \endcode
///
/// becomes
///
/// \code
///   %a = pto.alloc_tile addr = %c0_i64      ; [0, 16K)
///   %b = pto.alloc_tile addr = %c0_i64      ; touches %a: inputs are read
///                                           ; before outputs are written
///   %c = pto.alloc_tile addr = %c16384_i64  ; %b is still live
///   %d = pto.alloc_tile addr = %c32768_i64  ; trecip forbids %c's bytes
/// \endcode
///
/// The pass has four steps, each a method of BufferColoring:
///
///  1. collectTiles: every tile-defining instruction, its type and size
///     (AscendPTOTileType.h, acc rows rounded per target).
///  2. computeIntervals: lifetimes from LiveIntervals over SSA MIR, in
///     SlotIndex units. A use ends a segment at the using instruction's
///     register slot and a def starts one there, so a tile whose last use
///     is the instruction defining another may share bytes with it. A value
///     live around a loop is live through the whole loop; the values that
///     feed the two arms of an if-merge are never live together.
///  3. collectConstraints: colocations (tile phi webs: one buffer per carry
///     or merge) and separations from the op table (not_inplace_safe,
///     forbid_output_alias, the per-target rows, tcvt's width rule).
///  4. plan, validate, commit: the problem goes to lib/Planner (the pypto
///     packer: largest first, first fit into whole buffers); the independent
///     validator re-checks the placement; a space that does not fit its
///     capacity is an error naming the space, the peak, the capacity and the
///     tiles live at the busiest point; the offsets go to
///     AscendPTOMachineFunctionInfo.
///
/// What the pass shows of a plan (the plan report, the PlanSummary remark,
/// -ascendpto-plan-json and -ascendpto-plan-svg; docs/planner.md, "Seeing
/// the plan") is in AscendPTOPlanView.cpp.
///
//===----------------------------------------------------------------------===//

#include "AscendPTO.h"
#include "AscendPTOCostEstimate.h"
#include "AscendPTOInsertSync.h"
#include "AscendPTOStructurizer.h"
#include "AscendPTODiagnostics.h"
#include "AscendPTOKernelChecks.h"
#include "AscendPTOMachineFunctionInfo.h"
#include "AscendPTOPipeModel.h"
#include "AscendPTOPlanView.h"
#include "AscendPTOSubtarget.h"
#include "AscendPTOTileConstraints.h"
#include "AscendPTOTileType.h"
#include "AscendPTOUnionFind.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "Planner/Components.h"
#include "Planner/LowerBound.h"
#include "Planner/PipeAware.h"
#include "Planner/PipelineAdvice.h"
#include "Planner/Problem.h"
#include "Planner/PyptoPacker.h"
#include "Planner/ReuseCost.h"
#include "Planner/Solver.h"
#include "Planner/Validator.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "AscendPTOTileIntervals.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachinePostDominators.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/SlotIndexes.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <map>

using namespace llvm;
using namespace llvm::AscendPTO;

#define DEBUG_TYPE "ascendpto-buffer-coloring"

STATISTIC(NumTilesPlaced, "Number of tiles placed");
STATISTIC(NumBuffers, "Number of distinct buffers after reuse");
STATISTIC(NumBytesSaved, "Bytes saved by reuse over one buffer per tile");

enum class PlanReportKind { None, Summary, Detail };

static cl::opt<PlanReportKind> PlanReport(
    "ascendpto-plan-report",
    cl::desc("Print the plan to stderr: per function and memory space the "
             "tiles, buffers, peak, lower bound and capacity; =detail adds "
             "one line per tile (docs/planner.md)"),
    cl::ValueOptional,
    cl::values(clEnumValN(PlanReportKind::Summary, "summary",
                          "one line per function and space (the default)"),
               clEnumValN(PlanReportKind::Detail, "detail",
                          "and one line per tile: offset, size, lifetime, "
                          "what shares its bytes and what kept others apart"),
               // -ascendpto-plan-report without a value.
               clEnumValN(PlanReportKind::Summary, "", "")),
    cl::init(PlanReportKind::None));

static cl::opt<std::string> PlanJSONDir(
    "ascendpto-plan-json", cl::value_desc("dir"),
    cl::desc("Write each function's placement problem and solution as "
             "schema-v1 JSON (DIR/<function>.problem.json, .solution.json; "
             "pto-plan reads them), also when it does not fit"));

static cl::opt<std::string> PlanSVGDir(
    "ascendpto-plan-svg", cl::value_desc("dir"),
    cl::desc("Draw each function's memory map (DIR/<function>.svg), also "
             "when it does not fit"));

bool llvm::AscendPTO::isPlanReportEnabled() {
  return PlanReport != PlanReportKind::None;
}

bool llvm::AscendPTO::isPlanReportDetail() {
  return PlanReport == PlanReportKind::Detail;
}

static cl::opt<bool> VerifyPlacement(
    "ascendpto-verify-placement",
    cl::desc("Re-check every placement with the independent validator "
             "before it may be printed (default on)"),
    cl::init(true));

enum class PlannerKind { Auto, Pypto, DSA };

static cl::opt<PlannerKind> Planner(
    "ascendpto-memory-planner",
    cl::desc("The memory planner (docs/planner.md)"),
    cl::values(
        clEnumValN(PlannerKind::Auto, "auto",
                   "pypto, replaced by the joint planner's placement where "
                   "it lowers a peak (backend sync) or where pypto's "
                   "overflows a space (the default)"),
        clEnumValN(PlannerKind::Pypto, "pypto",
                   "whole-buffer first fit, PyPTO's reuse semantics"),
        clEnumValN(PlannerKind::DSA, "dsa",
                   "joint placement (lib/Planner solvers), used when it is "
                   "valid and no worse than pypto in every space, or when "
                   "it keeps pipeline depths pypto shed")),
    cl::init(PlannerKind::Auto));

enum class ObjectiveKind { Time, Bytes };

static cl::opt<ObjectiveKind> PlacementObjective(
    "ascendpto-placement-objective",
    cl::desc("What the planner minimises among placements that fit "
             "(docs/planner.md; -ascendpto-memory-planner=pypto ignores it)"),
    cl::values(clEnumValN(ObjectiveKind::Time, "time",
                          "the pipe simulator's makespan: no reuse that "
                          "adds a dependence between pipes unless the "
                          "capacity demands it, peak as the tie-breaker "
                          "(the default)"),
               clEnumValN(ObjectiveKind::Bytes, "bytes",
                          "the smallest peak")),
    cl::init(ObjectiveKind::Time));

static cl::opt<unsigned> TimeObjectiveBudget(
    "ascendpto-time-objective-budget",
    cl::desc("Work budget of the time objective's search, in packings of "
             "the whole function (each charged its buffers and "
             "separations, at least 2048 and 56 per buffer): "
             "deterministic, the remark TimeObjectiveBudget names a cut "
             "(docs/planner.md)"),
    cl::init(8));

static cl::opt<bool> TimeObjectiveIncremental(
    "ascendpto-time-objective-incremental", cl::Hidden,
    cl::desc("Replay, in each trial packing of the time objective, the "
             "roots its new pairs do not concern (the same placement; off "
             "packs every trial whole, for comparison)"),
    cl::init(true));

static cl::opt<uint64_t> DSANodeBudget(
    "ascendpto-dsa-node-budget",
    cl::desc("Search nodes the dsa planner may spend per function "
             "(deterministic)"),
    cl::init(200000));

static cl::opt<unsigned> ShedRounds(
    "ascendpto-pipeline-shed-rounds", cl::Hidden,
    cl::desc("Pipeline depth residues the planner may shed before an "
             "overflowing space falls back to the legacy packing (default: "
             "no limit, as the seed sheds until no depth is left to shed)"),
    cl::init(~0u));

static cl::opt<bool> DisableReuse(
    "ascendpto-disable-buffer-reuse", cl::Hidden,
    cl::desc("Give every tile a buffer of its own (for debugging)"),
    cl::init(false));

static cl::opt<unsigned> ArbitrationMaxInstrs(
    "ascendpto-arbitration-max-instrs",
    cl::desc("Under the time objective, functions of at most this many MIR "
             "instructions choose their placement among the time search's, "
             "the bytes objective's and one buffer per tile by the "
             "est_cycles of the synchronised kernel (docs/planner.md; 0: "
             "never)"),
    cl::init(4000));

namespace {

/// One tile virtual register and its buffer in the problem.
struct Tile {
  Register Reg;
  const MachineInstr *Def = nullptr;
  TileType Type;
  uint64_t Size = 0;
  /// Index of its buffer in the problem.
  unsigned Buffer = 0;
};

/// The algorithm, behind the pass.
class BufferColoring {
public:
  BufferColoring(MachineFunction &MF, TileIntervals &LIS, MachineLoopInfo &MLI)
      : MF(MF), MRI(MF.getRegInfo()), LIS(LIS), MLI(MLI),
        STI(MF.getSubtarget<AscendPTOSubtarget>()), F(MF.getFunction()) {}

  bool run();
  /// Validates the offsets already in AscendPTOMachineFunctionInfo against
  /// the problem built from the MIR (AscendPTO::verifyPlan).
  bool verify();

private:
  MachineFunction &MF;
  MachineRegisterInfo &MRI;
  TileIntervals &LIS;
  MachineLoopInfo &MLI;
  const AscendPTOSubtarget &STI;
  const Function &F;

  TileConstraints TC;
  SmallVector<Tile, 0> Tiles;
  DenseMap<Register, unsigned> TileIndex;
  ptoplan::Problem Problem;
  /// Problem pool of each memory space, or -1 when the space is unused.
  int PoolOf[NumMemSpaces];
  MemSpace SpaceOfPool[NumMemSpaces];

  bool collectTiles();
  void computeIntervals();
  bool collectConstraints();
  bool declaredBuffers(const std::function<unsigned(unsigned)> &Find,
                       const std::function<void(unsigned, unsigned)> &Join);
  /// No bound view of an unbound tile, no group in two declared buffers;
  /// otherwise an error naming the binding.
  bool boundGroupsHold(const std::function<unsigned(unsigned)> &Find);
  /// Bound tiles that share a buffer (a carry, a merge, an in-place chain)
  /// are bound to one slot: one constant, or one slot register.
  bool boundSlotsAgree(const std::function<unsigned(unsigned)> &Find);
  bool boundTilesApart();
  /// The written-workspace hazard (separations).
  void writtenWorkspaces();
  /// Pipeline membership (MachineFunctionInfo) into Problem::PipelineGroups.
  bool pipelineGroups();
  /// The dsa planner's placement, if it may replace the pypto one.
  /// The stages kept apart at \p Depths (one per pipeline group); with
  /// \p NoWorse, only if no space needs more bytes than pypto's; with
  /// \p Quiet, no DSAFallback remark when it is not.
  std::optional<ptoplan::Solution> tryDSA(const ptoplan::PyptoResult &Pypto,
                                          ArrayRef<unsigned> Depths,
                                          bool NoWorse, bool Quiet,
                                          ptoplan::SolveReport &Report,
                                          bool Better = false);
  /// PH-MR-001 remarks and the legacy-fallback warning.
  /// \p Kept: the depth each group keeps in the final placement.
  void reportPipelines(const ptoplan::PyptoResult &Res,
                       const ptoplan::PyptoOptions &Opts,
                       ArrayRef<unsigned> Kept);
  DenseMap<unsigned, const MachineInstr *> PipelineFirstTile;

public:
  MachineOptimizationRemarkEmitter *RemarkEmitter = nullptr;

private:
  bool plan();
  /// The placement objective (lib/Planner/PipeAware.h): under `time`,
  /// replaces \p Final by a placement that fits and adds fewer dependences
  /// when the pipe model says it is faster; under every objective, counts
  /// the dependences reuse added per pool and says what removing them would
  /// cost (the ReuseDependences remark).
  void applyObjective(ptoplan::Solution &Final, StringRef &PlannerName,
                      ArrayRef<unsigned> Kept,
                      const ptoplan::PyptoOptions &Opts);
  /// Per pool: the dependences the final placement's reuse added, when
  /// known; the objective used.
  SmallVector<std::optional<uint64_t>, 8> ReuseDeps;
  StringRef ObjectiveName = "bytes";
  /// The placement arbitration (docs/planner.md, "Arbitration"): among the
  /// time search's placement \p Final, the bytes objective's \p Bytes (of
  /// planner \p BytesPlanner) and one buffer per tile, the one whose
  /// synchronised kernel has the fewest est_cycles replaces \p Final.
  void arbitrate(ptoplan::Solution &Final, StringRef &PlannerName,
                 const ptoplan::Solution &Bytes, StringRef BytesPlanner,
                 ArrayRef<unsigned> Kept, const ptoplan::PyptoOptions &Opts);
  /// Whether \p S fits every capacity and the validator accepts it, the
  /// pipeline groups at the depths \p Kept.
  bool acceptable(const ptoplan::Solution &S, ArrayRef<unsigned> Kept) const;
  /// The est_cycles of the kernel as it would be printed with \p S: its
  /// offsets in the MachineFunctionInfo, the backend's sync inserted
  /// quietly, estimated, and every inserted instruction removed again.
  std::optional<uint64_t> trialCycles(const ptoplan::Solution &S,
                                      Structurizer &St, const SRegion &Tree);
  /// Sets the tiles' offsets in the MachineFunctionInfo from \p S.
  void commitOffsets(const ptoplan::Solution &S);
  /// Separates every two buffers that are not one (views, in-place
  /// results, carries), as -ascendpto-disable-buffer-reuse does.
  static void separateAll(ptoplan::Problem &P);
  /// Why one buffer per tile (separateAll) cannot fit, by a capacity lower
  /// bound (ptoplan::computeApartLowerBounds): the first pool whose bound
  /// exceeds its capacity, its bound and its capacity; empty when no bound
  /// rules it out.
  std::string noReuseOverflow() const;
  /// Which candidate the arbitration chose ("time", "bytes", "noreuse"),
  /// empty when it did not run: the plan report's chosen=.
  StringRef Chosen;
  /// The plan report, the PlanSummary remarks and the plan files, when
  /// any is asked for (Bounds is computed if empty).
  void showPlan(const ptoplan::Solution &Final, StringRef PlannerName,
                const ptoplan::SolveReport *DSAReport,
                SmallVectorImpl<ptoplan::PoolBound> &Bounds, bool Failed);

  std::string tileName(const Tile &T) const {
    return TileConstraints::name(MRI, T.Reg);
  }
  /// What is live at the busiest point of \p Pool, largest first, and how
  /// to fit; \p Where gets the location of the definition making the peak.
  std::string describeBusiestPoint(unsigned Pool, uint64_t &Bytes,
                                   DebugLoc *Where = nullptr) const;
  /// The kernel kind for the plan report: "pto.kernel_kind" when given,
  /// else the inferred one.
  StringRef kernelKind() const {
    Attribute A = F.getFnAttribute("pto.kernel_kind");
    return A.isValid() ? A.getValueAsString() : inferKernelKind(MF);
  }
  /// Per pool: why the sub-region retry is off there, for the overflow
  /// error (empty where it is on).
  SmallVector<std::string, 8> RetryOffReason;
  /// The problem buffer of each declared buffer in use, to its index in
  /// AscendPTOMachineFunctionInfo::getDeclaredBuffers().
  DenseMap<unsigned, unsigned> DeclOfBuffer;
  /// The planned tile of \p R, or null for a tile in queue storage.
  const Tile *tileOf(Register R) const {
    auto It = TileIndex.find(R);
    return It == TileIndex.end() ? nullptr : &Tiles[It->second];
  }
};

} // namespace

bool BufferColoring::collectTiles() {
  std::string Err;
  if (!TC.build(MF, STI, Err)) {
    reportError(F, Err);
    return false;
  }
  for (const TileInfo &TI : TC.tiles()) {
    if (TC.isReserved(TI.Reg))
      continue; // Queue storage, not planned.
    Tile T;
    T.Reg = TI.Reg;
    T.Def = TI.Def;
    T.Type = TI.Type;
    T.Size = TI.Size;
    TileIndex[T.Reg] = Tiles.size();
    Tiles.push_back(T);
  }
  return true;
}

void BufferColoring::computeIntervals() {
  SlotIndex Zero = LIS.getSlotIndexes()->getZeroIndex();
  for (int &P : PoolOf)
    P = -1;
  for (Tile &T : Tiles) {
    unsigned S = unsigned(T.Type.Space);
    if (PoolOf[S] < 0) {
      const MemSpaceInfo &Info = getMemSpaceInfo(T.Type.Space);
      PoolOf[S] = Problem.addPool(
          (Twine(Info.Name) + " (" + Info.Hardware + ")").str(),
          STI.getCapacity(T.Type.Space), STI.getAlignment(T.Type.Space));
      SpaceOfPool[PoolOf[S]] = T.Type.Space;
    }
    SmallVector<ptoplan::LiveInterval, 2> Live;
    const LiveInterval &LI = LIS.getInterval(T.Reg);
    for (const LiveRange::Segment &Seg : LI.segments)
      Live.push_back({Zero.distance(Seg.start), Zero.distance(Seg.end)});
    if (Live.empty()) {
      // Defined and never used: it still occupies its bytes while written.
      SlotIndex Def = LIS.getInstructionIndex(*T.Def).getRegSlot();
      Live.push_back({Zero.distance(Def), Zero.distance(Def.getDeadSlot())});
    }
    T.Buffer = Problem.addBuffer(tileName(T), T.Size,
                                 STI.getAlignment(T.Type.Space), Live,
                                 PoolOf[S]);
  }
  Problem.normalize();
}

bool BufferColoring::collectConstraints() {
  // Groups whose members hold different values over time (a carry or merge
  // web, an in-place chain) must never have two members live at once:
  // ascendpto-tile-carries made it so; check, since the validator accepts
  // any overlap inside one group (views legitimately overlap their source).
  DenseMap<unsigned, unsigned> Parent;
  std::function<unsigned(unsigned)> Find = [&](unsigned X) -> unsigned {
    return findUnionRoot(Parent, X);
  };
  auto Join = [&](unsigned A, unsigned B) {
    unsigned RA = Find(A), RB = Find(B);
    if (RA != RB)
      Parent[std::max(RA, RB)] = std::min(RA, RB);
  };

  // Pairs with a tile the planner does not place (queue storage) are left
  // out: those tiles have no buffer here.
  for (const TileColocation &C : TC.colocations()) {
    const Tile *PA = tileOf(C.A), *PB = tileOf(C.B);
    if (!PA || !PB)
      continue;
    const Tile &A = *PA, &B = *PB;
    Problem.addColocation(A.Buffer, B.Buffer, C.Offset);
    if (C.InPlace)
      Join(A.Buffer, B.Buffer);
  }
  for (const Tile &T : Tiles) {
    if (!T.Def->isPHI())
      continue;
    for (unsigned I = 1; I < T.Def->getNumOperands(); I += 2) {
      auto It = TileIndex.find(T.Def->getOperand(I).getReg());
      if (It == TileIndex.end())
        continue;
      Problem.addColocation(T.Buffer, Tiles[It->second].Buffer, 0);
      Join(T.Buffer, Tiles[It->second].Buffer);
    }
  }
  DenseMap<unsigned, SmallVector<unsigned, 4>> Groups;
  for (const Tile &T : Tiles)
    Groups[Find(T.Buffer)].push_back(T.Buffer);
  for (auto &[Root, Members] : Groups)
    for (unsigned I = 0; I < Members.size(); ++I)
      for (unsigned J = I + 1; J < Members.size(); ++J) {
        const ptoplan::Buffer &A = Problem.Buffers[Members[I]];
        const ptoplan::Buffer &B = Problem.Buffers[Members[J]];
        for (const ptoplan::LiveInterval &X : A.Live)
          for (const ptoplan::LiveInterval &Y : B.Live)
            if (X.overlaps(Y)) {
              reportError(F, "internal error: " + A.Name + " and " + B.Name +
                                 " must share one buffer (a carry, a merge "
                                 "or an in-place update) but are live at the "
                                 "same time");
              return false;
            }
      }

  for (const TileSeparation &S : TC.separations())
    if (const Tile *A = tileOf(S.A))
      if (const Tile *B = tileOf(S.B))
        Problem.addSeparation(A->Buffer, B->Buffer, S.Reason, S.Rule);
  for (const TileSeparation &S : TC.sameOrDisjoint())
    if (const Tile *A = tileOf(S.A))
      if (const Tile *B = tileOf(S.B))
        Problem.SameOrDisjoints.push_back({A->Buffer, B->Buffer, S.Rule});
  writtenWorkspaces();
  return declaredBuffers(Find, Join) && pipelineGroups();
}

void BufferColoring::writtenWorkspaces() {
  // Seed: 被写工作区危害. An op writes its workspace operand on a pipe of its
  // own choosing (TSELS: the scalar pipe), with no wait for vector readers
  // of the same bytes still in flight. So the workspace may not take over
  // the bytes of a tile that died at or before it was defined; later tiles
  // may still take the dead workspace's bytes. Inside a loop the back edge
  // breaks that direction: the workspace gets bytes of its own.
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
      if (!Op)
        continue;
      for (const TileOperandInfo &O : getOperands(*Op)) {
        if (!O.Written || O.MIOperand < 0)
          continue;
        auto It = TileIndex.find(MI.getOperand(O.MIOperand).getReg());
        if (It == TileIndex.end())
          continue;
        const Tile &WS = Tiles[It->second];
        const ptoplan::Buffer &WB = Problem.Buffers[WS.Buffer];
        bool InLoop = MLI.getLoopFor(&MBB) ||
                      MLI.getLoopFor(WS.Def->getParent());
        std::string Rule = (Twine("pto.") + Op->Mnemonic + " writes " +
                            O.Name + " " + tileName(WS) +
                            " as a workspace")
                               .str();
        for (const Tile &T : Tiles) {
          if (T.Reg == WS.Reg || T.Type.Space != WS.Type.Space)
            continue;
          const ptoplan::Buffer &TB = Problem.Buffers[T.Buffer];
          bool DiedBefore = !TB.Live.empty() && !WB.Live.empty() &&
                            TB.Live.back().Upper <= WB.Live.front().Lower;
          if (InLoop || DiedBefore)
            Problem.addSeparation(
                WS.Buffer, T.Buffer, ptoplan::SeparationReason::TargetHazard,
                Rule + (InLoop ? " inside a loop: it takes bytes of its own"
                               : ": it may not take the bytes of " +
                                     tileName(T) +
                                     ", which died before it was defined"));
        }
      }
    }
}

bool BufferColoring::pipelineGroups() {
  auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
  // Group ids in increasing order (deterministic), members by register.
  std::map<unsigned, ptoplan::PipelineGroup> Groups;
  SmallVector<std::pair<Register, AscendPTOPipelineMember>, 8> Members(
      MFI->getPipeline().begin(), MFI->getPipeline().end());
  llvm::sort(Members, [](const auto &A, const auto &B) {
    return A.first.id() < B.first.id();
  });
  for (auto [Reg, M] : Members) {
    auto It = TileIndex.find(Reg);
    if (It == TileIndex.end()) {
      if (TC.lookup(Reg))
        continue; // Queue storage: not planned, no stages to keep apart.
      // The IR path accepts !pto.pipeline only on calls that define a
      // tile; a .mir file must say the same.
      reportError(F, "pipeline member " + TileConstraints::name(MRI, Reg) +
                         " is not a tile: only tiles have pipeline stages");
      return false;
    }
    const Tile &T = Tiles[It->second];
    unsigned Pool = PoolOf[unsigned(T.Type.Space)];
    auto [GI, New] = Groups.try_emplace(M.Group);
    ptoplan::PipelineGroup &G = GI->second;
    if (New) {
      G.Id = M.Group;
      G.Pool = Pool;
      G.Depth = M.Depth;
    } else if (G.Pool != Pool || G.Depth != M.Depth) {
      reportError(F, "pipeline group " + Twine(M.Group) + ": " + tileName(T) +
                         (G.Pool != Pool ? " is in another memory space than "
                                           "the group's other members"
                                         : " asks for another depth than "
                                           "the group's other members"),
                  T.Def->getDebugLoc());
      return false;
    }
    G.Members.push_back({T.Buffer, M.Stage});
    PipelineFirstTile.try_emplace(M.Group, T.Def);
  }
  for (auto &[Id, G] : Groups)
    Problem.PipelineGroups.push_back(std::move(G));
  return true;
}

/// A remark's named argument (-pass-remarks-output records it by key).
using NamedArg = DiagnosticInfoOptimizationBase::Argument;

/// The fix PH-MR-001 prints for one group, from re-planned figures
/// (PipelineAdvice.h); \p Slot names the current per-stage size when set.
static std::string describeFix(const ptoplan::PipelineAdvice &A,
                               const ptoplan::PyptoPipelineOutcome &O,
                               StringRef PoolName, bool Slot) {
  std::string S;
  raw_string_ostream OS(S);
  ListSeparator Or(", or ");
  if (A.MaxStageBytes) {
    OS << Or << "shrink the per-stage tile";
    if (Slot)
      OS << " (" << O.SlotBytes << " bytes)";
    OS << " to at most " << *A.MaxStageBytes << " bytes";
  }
  if (A.MaxDepth)
    OS << Or << "lower the depth to " << *A.MaxDepth;
  if (S.empty())
    OS << "no smaller per-stage tile and no lower depth fits: the other "
       << "tiles of " << PoolName << " leave no room for it";
  return S;
}

void BufferColoring::reportPipelines(const ptoplan::PyptoResult &Res,
                                     const ptoplan::PyptoOptions &Opts,
                                     ArrayRef<unsigned> Kept) {
  MachineOptimizationRemarkEmitter &ORE = *RemarkEmitter;
  // A space fell back unless the joint planner kept stages apart there.
  auto FellBack = [&](unsigned Pool) {
    if (!Res.LegacyFallback[Pool])
      return false;
    for (auto [GI, G] : enumerate(Problem.PipelineGroups))
      if (G.Pool == Pool && Kept[GI] > 1)
        return false;
    return true;
  };
  for (auto [GI, G] : enumerate(Problem.PipelineGroups)) {
    const ptoplan::PyptoPipelineOutcome &O = Res.Pipelines[GI];
    const ptoplan::Pool &PI = Problem.Pools[G.Pool];
    // No hint where the space cannot hold one of its buffers at all: that
    // is the capacity error the pass reports next. Nor where it fell back:
    // the warning below covers that.
    if (FellBack(G.Pool) || Kept[GI] >= O.Requested ||
        Res.SingleBufferTooLarge[G.Pool])
      continue;
    // The advice re-plans, so it is computed only when the remark is
    // wanted.
    const MachineInstr *First = PipelineFirstTile.lookup(G.Id);
    ORE.emit([&]() {
      std::string Fix = describeFix(
          ptoplan::advisePipelineGroup(Problem, Res, GI, Opts), O, PI.Name,
          /*Slot=*/false);
      MachineOptimizationRemarkMissed R(DEBUG_TYPE, "PH-MR-001",
                                        First->getDebugLoc(),
                                        First->getParent());
      R << "PH-MR-001: pipeline group " << NamedArg("Group", G.Id) << " in "
        << NamedArg("Space", PI.Name) << " keeps depth "
        << NamedArg("Depth", std::max(1u, Kept[GI])) << " of the requested "
        << NamedArg("Requested", O.Requested) << " ("
        << NamedArg("StageBytes", O.SlotBytes)
        << " bytes per stage): " << NamedArg("Fix", Fix);
      return R;
    });
  }
  for (unsigned Pool = 0; Pool < Problem.Pools.size(); ++Pool) {
    if (!FellBack(Pool))
      continue;
    // The seed's fix (a smaller per-stage tile, or a depth that fits), each
    // figure re-planned.
    std::string Groups, Fixes;
    for (auto [GI, G] : enumerate(Problem.PipelineGroups)) {
      if (G.Pool != Pool)
        continue;
      const ptoplan::PyptoPipelineOutcome &O = Res.Pipelines[GI];
      Groups += (Groups.empty() ? "" : ", ") + std::to_string(G.Id) +
                " (depth " + std::to_string(O.Requested) + ", now 1)";
      if (O.Requested > 1)
        Fixes += (Fixes.empty() ? "" : "; ") + std::string("group ") +
                 std::to_string(G.Id) + ": " +
                 describeFix(
                     ptoplan::advisePipelineGroup(Problem, Res, GI, Opts), O,
                     Problem.Pools[Pool].Name, /*Slot=*/true);
    }
    reportWarning(F, "PH-MR-001: " + Twine(Problem.Pools[Pool].Name) +
                         " cannot keep the stages of pipeline groups " +
                         Groups + " apart and still fit: it falls back to "
                         "the legacy packing, and the pipelined copies will "
                         "serialise; " + Fixes);
  }
}

bool BufferColoring::declaredBuffers(
    const std::function<unsigned(unsigned)> &Find,
    const std::function<void(unsigned, unsigned)> &Join) {
  auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
  ArrayRef<AscendPTODeclaredBuffer> Decls = MFI->getDeclaredBuffers();
  if (TC.bindings().empty())
    return true;
  if (!boundSlotsAgree(Find))
    return false;
  // One problem buffer per declared buffer in use, holding all its slots;
  // bound tiles sit at their slot's offset inside it.
  DenseMap<unsigned, unsigned> DeclBuffer;
  for (const TileBinding &B : TC.bindings()) {
    if (B.Buffer >= Decls.size()) {
      reportError(F, "pto.bind names declared buffer " + Twine(B.Buffer) +
                         ", which the function does not declare");
      return false;
    }
    const AscendPTODeclaredBuffer &D = Decls[B.Buffer];
    if (!tileOf(B.Tile)) {
      reportError(F, "tile " + TileConstraints::name(MRI, B.Tile) +
                         " lives in the queue storage of tpop_from_aic and "
                         "cannot be bound to a declared buffer",
                  B.MI->getDebugLoc());
      return false;
    }
    const Tile &T = *tileOf(B.Tile);
    std::string Decl = "@" + D.Name;
    if (unsigned(T.Type.Space) != D.Space) {
      reportError(F, "tile " + tileName(T) + " is in " +
                         getMemSpaceInfo(T.Type.Space).Name +
                         " but the declared buffer " + Decl + " is in " +
                         getMemSpaceInfo(MemSpace(D.Space)).Name +
                         ": bind a tile of " +
                         getMemSpaceInfo(MemSpace(D.Space)).Name +
                         ", or declare a buffer in address space " +
                         Twine(getMemSpaceInfo(T.Type.Space).AddrSpace) +
                         " (" +
                         getMemSpaceInfo(T.Type.Space).Name + ") for " +
                         tileName(T),
                  B.MI->getDebugLoc());
      return false;
    }
    if (T.Size > D.SlotBytes) {
      reportError(F, "tile " + tileName(T) + " (" + Twine(T.Size) +
                         " bytes) does not fit a slot of " + Decl + " (" +
                         Twine(D.SlotBytes) + " bytes): declare " + Decl +
                         " with slots of at least " + Twine(T.Size) +
                         " bytes, or bind a tile of at most " +
                         Twine(D.SlotBytes) + " bytes",
                  B.MI->getDebugLoc());
      return false;
    }
    if (B.Slot && (*B.Slot < 0 || *B.Slot >= int64_t(D.Slots))) {
      // More slots help only a slot a declared buffer can have.
      std::string MoreSlots;
      if (*B.Slot >= int64_t(AscendPTODeclaredBuffer::MaxSlots))
        MoreSlots = " (a declared buffer has at most " +
                    std::to_string(AscendPTODeclaredBuffer::MaxSlots) +
                    " (2^20) slots)";
      else if (*B.Slot >= 0)
        MoreSlots = (", or declare " + Decl + " with at least " +
                     Twine(*B.Slot + 1) + " slots")
                        .str();
      reportError(F, "tile " + tileName(T) + " is bound to slot " +
                         Twine(*B.Slot) + " of " + Decl + ", which has " +
                         Twine(D.Slots) + (D.Slots == 1 ? " slot" : " slots") +
                         (D.Slots == 1 ? Twine(": bind slot 0")
                                       : ": bind a slot of 0.." +
                                             Twine(D.Slots - 1)) +
                         MoreSlots,
                  B.MI->getDebugLoc());
      return false;
    }
    // A run-time slot `x srem M` reaches M - 1: the buffer needs M slots
    // (a slot outside [0, slots) is outside the buffer; docs/tile-abi.md).
    if (!B.Slot && B.SlotReg.isVirtual())
      if (const MachineInstr *Def = MRI.getVRegDef(B.SlotReg))
        if (Def->getOpcode() == AscendPTO::REMSI &&
            Def->getOperand(2).isReg())
          if (const MachineInstr *M = MRI.getVRegDef(Def->getOperand(2).getReg()))
            if (M->getOpcode() == AscendPTO::CONST_INT &&
                (M->getOperand(1).getImm() > int64_t(D.Slots) ||
                 M->getOperand(1).getImm() < -int64_t(D.Slots))) {
              reportError(F, "tile " + tileName(T) + " is bound to slot " +
                                 TileConstraints::name(MRI, B.SlotReg) +
                                 " = x srem " +
                                 Twine(M->getOperand(1).getImm()) +
                                 ", which reaches slots " + Decl +
                                 " does not have (it has " + Twine(D.Slots) +
                                 "): declare " +
                                 Twine(M->getOperand(1).getImm() < 0
                                           ? 0 - uint64_t(M->getOperand(1).getImm())
                                           : uint64_t(M->getOperand(1).getImm())) +
                                 " slots or take the slot modulo " +
                                 Twine(D.Slots),
                          B.MI->getDebugLoc());
              return false;
            }
    auto [It, New] = DeclBuffer.try_emplace(B.Buffer, 0u);
    if (New) {
      int Pool = PoolOf[D.Space];
      It->second = Problem.addBuffer(Decl, D.Slots * D.SlotBytes,
                                     STI.getAlignment(MemSpace(D.Space)),
                                     Problem.Buffers[T.Buffer].Live, Pool);
    }
    ptoplan::Buffer &DB = Problem.Buffers[It->second];
    for (const ptoplan::LiveInterval &I : Problem.Buffers[T.Buffer].Live)
      DB.Live.push_back(I);
    DeclOfBuffer[It->second] = B.Buffer;
    Problem.addColocation(It->second, T.Buffer,
                          B.Slot ? *B.Slot * int64_t(D.SlotBytes) : 0);
    Join(It->second, T.Buffer);
  }
  Problem.normalize();

  // A tile whose slot is only known at run time moves with it: it cannot
  // share its buffer with other values (a carry, an in-place chain).
  for (const TileBinding &B : TC.bindings()) {
    if (B.Slot)
      continue;
    const Tile &T = Tiles[TileIndex.lookup(B.Tile)];
    for (const Tile &U : Tiles)
      if (U.Reg != T.Reg && Find(U.Buffer) == Find(T.Buffer) &&
          !TC.binding(U.Reg)) {
        reportError(F, "tile " + tileName(T) + " is bound to a run-time "
                           "slot of @" + Decls[B.Buffer].Name +
                           " but also shares its buffer with " + tileName(U) +
                           " (a carry, a merge or an in-place update): its "
                           "address would change under it",
                    B.MI->getDebugLoc());
        return false;
      }
  }

  if (!boundGroupsHold(Find))
    return false;

  if (!boundTilesApart())
    return false;

  // A declared buffer is never shared: it is kept apart from every buffer
  // outside its group.
  for (auto [Decl, PB] : DeclBuffer) {
    unsigned Root = Find(PB);
    for (unsigned B = 0, E = Problem.Buffers.size(); B != E; ++B)
      if (B != PB && Find(B) != Root &&
          Problem.Buffers[B].AllowedPools == Problem.Buffers[PB].AllowedPools)
        Problem.addSeparation(PB, B, ptoplan::SeparationReason::Generic,
                              "declared buffer @" + Decls[Decl].Name +
                                  " is never shared");
  }
  return true;
}

bool BufferColoring::boundTilesApart() {
  // Two tiles bound to one declared buffer and live at the same time are
  // at their slots' bytes whatever the planner does: they must be in
  // different slots on every run (slotsDiffer), else one overwrites the
  // other. The same slot register is one slot; a register and a constant,
  // or two unrelated registers, may be one slot at run time.
  ArrayRef<AscendPTODeclaredBuffer> Decls =
      MF.getInfo<AscendPTOMachineFunctionInfo>()->getDeclaredBuffers();
  ArrayRef<TileBinding> Bs = TC.bindings();
  auto LiveAtOnce = [&](const Tile &A, const Tile &B) {
    for (const ptoplan::LiveInterval &X : Problem.Buffers[A.Buffer].Live)
      for (const ptoplan::LiveInterval &Y : Problem.Buffers[B.Buffer].Live)
        if (X.overlaps(Y))
          return true;
    return false;
  };
  for (unsigned I = 0; I < Bs.size(); ++I)
    for (unsigned J = I + 1; J < Bs.size(); ++J) {
      if (Bs[I].Buffer != Bs[J].Buffer || slotsDiffer(MRI, Bs[I], Bs[J]))
        continue;
      const Tile &A = Tiles[TileIndex.lookup(Bs[I].Tile)];
      const Tile &B = Tiles[TileIndex.lookup(Bs[J].Tile)];
      if (!LiveAtOnce(A, B))
        continue;
      const AscendPTODeclaredBuffer &D = Decls[Bs[I].Buffer];
      std::string Decl = "@" + D.Name;
      std::string End = ", or end " + tileName(A) + "'s life before " +
                        tileName(B) + " is written";
      bool Same = Bs[I].Slot ? Bs[J].Slot && *Bs[I].Slot == *Bs[J].Slot
                             : !Bs[J].Slot && Bs[I].SlotReg == Bs[J].SlotReg;
      if (Same) {
        std::string Slot = Bs[I].Slot ? std::to_string(*Bs[I].Slot)
                                      : TileConstraints::name(MRI, Bs[I].SlotReg);
        reportError(F, "tiles " + tileName(A) + " and " + tileName(B) +
                           " are both bound to slot " + Slot + " of " + Decl +
                           " but are live at the same time: " +
                           (D.Slots > 1
                                ? "bind " + tileName(B) + " to another slot of " +
                                      Decl
                                : "declare " + Decl + " with a second slot for " +
                                      tileName(B)) +
                           End,
                    Bs[J].MI->getDebugLoc());
        return false;
      }
      auto SlotName = [&](const TileBinding &X) {
        return X.Slot ? std::to_string(*X.Slot)
                      : TileConstraints::name(MRI, X.SlotReg);
      };
      reportError(F, "tiles " + tileName(A) + " and " + tileName(B) +
                         " are live at the same time, bound to slots " +
                         SlotName(Bs[I]) + " and " + SlotName(Bs[J]) + " of " +
                         Decl + ", which may be the same slot at run time: "
                         "bind them to two constant slots, or to (x + a) "
                         "srem M and (x + b) srem M of one x with a - b not "
                         "a multiple of M" + End,
                  Bs[J].MI->getDebugLoc());
      return false;
    }
  return true;
}

bool BufferColoring::boundSlotsAgree(
    const std::function<unsigned(unsigned)> &Find) {
  // Before the declared buffers join their tiles, a group is one carry,
  // merge or in-place chain: one set of bytes every member writes and
  // reads. A member bound to a slot is at base + slot * bytes (a run-time
  // slot computed where the member is made); another member bound to
  // another slot (another constant, or another register, which may differ
  // at run time) is at other bytes, and what one writes the other would
  // not read. (Unbound members of a run-time slot's group are refused
  // below; an unbound member of a constant slot's group joins the slot.) The same
  // register is the same value: a phi's slot is computed before the phi
  // (the emitter requires it), so it does not change round the phi's loop.
  ArrayRef<AscendPTODeclaredBuffer> Decls =
      MF.getInfo<AscendPTOMachineFunctionInfo>()->getDeclaredBuffers();
  DenseMap<unsigned, const TileBinding *> First;
  for (const TileBinding &B : TC.bindings())
    if (const Tile *T = tileOf(B.Tile))
      if (B.Buffer < Decls.size())
        First.try_emplace(Find(T->Buffer), &B);
  auto SlotName = [&](const TileBinding &B) {
    return B.Slot ? "slot " + std::to_string(*B.Slot)
                  : "slot " + TileConstraints::name(MRI, B.SlotReg);
  };
  for (const TileBinding &B : TC.bindings()) {
    const Tile *T = tileOf(B.Tile);
    if (!T || B.Buffer >= Decls.size())
      continue;
    const TileBinding &R = *First.lookup(Find(T->Buffer));
    // Two declared buffers in one group: boundGroupsHold says so.
    if (&R == &B || R.Buffer != B.Buffer)
      continue;
    if (B.Slot ? R.Slot && *R.Slot == *B.Slot
               : !R.Slot && R.SlotReg == B.SlotReg)
      continue;
    std::string RName = TileConstraints::name(MRI, R.Tile);
    reportError(F, "tiles " + RName + " and " + tileName(*T) +
                       " share one buffer (a carry, a merge or an in-place "
                       "update) but are bound to different slots of @" +
                       Decls[B.Buffer].Name + " (" + SlotName(R) + " and " +
                       SlotName(B) + "): the bytes one writes are not the "
                       "bytes the other reads; bind both to the same slot "
                       "value (one register), or copy between the slots",
                B.MI->getDebugLoc());
    return false;
  }
  return true;
}

bool BufferColoring::boundGroupsHold(
    const std::function<unsigned(unsigned)> &Find) {
  // A view has its source's bytes: binding a view of a tile that is not
  // bound itself would move the source into the declared buffer. And one
  // group (a carry, a merge, an in-place chain) cannot be in two declared
  // buffers.
  ArrayRef<AscendPTODeclaredBuffer> Decls =
      MF.getInfo<AscendPTOMachineFunctionInfo>()->getDeclaredBuffers();
  DenseMap<Register, const TileColocation *> ViewOf;
  for (const TileColocation &C : TC.colocations())
    if (!C.InPlace)
      ViewOf.try_emplace(C.B, &C);
  DenseMap<unsigned, const TileBinding *> GroupBinding;
  for (const TileBinding &B : TC.bindings()) {
    const Tile *T = tileOf(B.Tile);
    if (!T)
      continue;
    std::string Decl = "@" + Decls[B.Buffer].Name;
    // Up the view chain to the first tile that is bound (or none).
    SmallPtrSet<const TileColocation *, 8> Seen;
    for (Register X = B.Tile;;) {
      const TileColocation *C = ViewOf.lookup(X);
      if (!C || !Seen.insert(C).second || TC.binding(C->A))
        break;
      if (!ViewOf.count(C->A)) {
        std::string Src = TileConstraints::name(MRI, C->A);
        reportError(F, "tile " + tileName(*T) + " is bound to " + Decl +
                           ", but it is a view of " + Src + " (" +
                           C->Why.substr(C->Why.find(' ') + 1) +
                           "), which is not bound: a view has its source's "
                           "bytes, so bind " + Src + " instead",
                    B.MI->getDebugLoc());
        return false;
      }
      X = C->A;
    }
    auto [It, New] = GroupBinding.try_emplace(Find(T->Buffer), &B);
    if (!New && It->second->Buffer != B.Buffer) {
      const TileBinding &O = *It->second;
      reportError(F, "tiles " + TileConstraints::name(MRI, O.Tile) + " and " +
                         tileName(*T) + " share one buffer (a carry, a "
                         "merge or an in-place update) but are bound to @" +
                         Decls[O.Buffer].Name + " and " + Decl,
                  B.MI->getDebugLoc());
      return false;
    }
  }
  return true;
}

std::string BufferColoring::describeBusiestPoint(unsigned Pool,
                                                 uint64_t &Bytes,
                                                 DebugLoc *Where) const {
  // Sweep the pool's colocation groups: each holds its extent over the
  // union of its members' lifetimes. A view is not counted twice, and a
  // declared buffer counts all its slots while any tile bound to it lives.
  ptoplan::ColocationComponents CC =
      ptoplan::computeColocationComponents(Problem);
  auto InPool = [&](unsigned B) {
    ArrayRef<unsigned> Pools = Problem.Buffers[B].AllowedPools;
    return Pools.size() == 1 && Pools.front() == Pool;
  };
  SmallVector<std::pair<int64_t, int64_t>, 0> Events; // (time, +/-bytes)
  for (unsigned C = 0; C < CC.size(); ++C) {
    if (!InPool(CC.Members[C].front()))
      continue;
    SmallVector<ptoplan::LiveInterval, 4> Live;
    for (unsigned B : CC.Members[C])
      append_range(Live, Problem.Buffers[B].Live);
    llvm::sort(Live, [](const ptoplan::LiveInterval &X,
                        const ptoplan::LiveInterval &Y) {
      return X.Lower < Y.Lower;
    });
    int64_t Extent = int64_t(std::min<uint64_t>(CC.Extent[C], INT64_MAX / 4));
    for (unsigned I = 0; I < Live.size();) {
      int64_t Lo = Live[I].Lower, Hi = Live[I].Upper;
      for (++I; I < Live.size() && Live[I].Lower < Hi; ++I)
        Hi = std::max(Hi, Live[I].Upper);
      Events.push_back({Lo, Extent});
      Events.push_back({Hi, -Extent});
    }
  }
  llvm::sort(Events); // Ends (negative) before starts at the same time.
  int64_t Cur = 0, Best = -1, BestTime = 0;
  for (auto [Time, Delta] : Events) {
    Cur += Delta;
    if (Cur > Best) {
      Best = Cur;
      BestTime = Time;
    }
  }
  Bytes = Best < 0 ? 0 : uint64_t(Best);
  auto LiveAt = [&](unsigned B) {
    return any_of(Problem.Buffers[B].Live, [&](const ptoplan::LiveInterval &I) {
      return I.Lower <= BestTime && BestTime < I.Upper;
    });
  };

  // What the user wrote: a declared buffer by name, slots and bound tiles;
  // any other group by its tiles live there. Largest first (then in program
  // order), so that the fix starts at the top.
  struct Entry {
    std::string Text, Name;
    uint64_t Size;
    /// For a declared buffer: its slots and their size.
    uint64_t Slots = 0, SlotBytes = 0;
  };
  SmallVector<Entry, 8> Entries;
  ArrayRef<AscendPTODeclaredBuffer> Decls =
      MF.getInfo<AscendPTOMachineFunctionInfo>()->getDeclaredBuffers();
  DenseSet<unsigned> Described;
  for (const Tile &T : Tiles) {
    // The diagnostic points at the definition whose tile makes the peak.
    if (Where && !*Where && T.Def && PoolOf[unsigned(T.Type.Space)] == int(Pool))
      for (const ptoplan::LiveInterval &I : Problem.Buffers[T.Buffer].Live)
        if (I.Lower == BestTime)
          *Where = T.Def->getDebugLoc();
    std::string Text;
    raw_string_ostream OS(Text);
    unsigned C = CC.ComponentOf[T.Buffer];
    if (PoolOf[unsigned(T.Type.Space)] != int(Pool) ||
        Described.contains(C))
      continue;
    auto Decl = find_if(CC.Members[C], [&](unsigned B) {
      return DeclOfBuffer.count(B);
    });
    if (Decl != CC.Members[C].end()) {
      if (!any_of(CC.Members[C], LiveAt))
        continue;
      Described.insert(C);
      unsigned DI = DeclOfBuffer.lookup(*Decl);
      const AscendPTODeclaredBuffer &D = Decls[DI];
      OS << "the declared buffer @" << D.Name << " (" << D.Slots
         << (D.Slots == 1 ? " slot" : " slots") << " of " << D.SlotBytes
         << " bytes, " << Problem.Buffers[*Decl].Size << " bytes; bound: ";
      ListSeparator Bound(", ");
      for (const TileBinding &B : TC.bindings())
        if (B.Buffer == DI)
          OS << Bound << TileConstraints::name(MRI, B.Tile);
      OS << ")";
      Entries.push_back({Text, "@" + D.Name, Problem.Buffers[*Decl].Size,
                         D.Slots, D.SlotBytes});
      continue;
    }
    if (LiveAt(T.Buffer)) {
      OS << tileName(T) << " (" << T.Type.describe() << ", " << T.Size
         << " bytes)";
      Entries.push_back({Text, tileName(T), T.Size});
    }
  }
  llvm::stable_sort(Entries, [](const Entry &A, const Entry &B) {
    return A.Size > B.Size;
  });
  std::string S;
  raw_string_ostream OS(S);
  ListSeparator LS(", ");
  const unsigned Shown = 6;
  uint64_t Rest = 0;
  for (auto [I, E] : enumerate(Entries)) {
    if (I < Shown)
      OS << LS << E.Text;
    else
      Rest += E.Size;
  }
  if (Entries.size() > Shown)
    OS << " and " << (Entries.size() - Shown) << " smaller (" << Rest
       << " bytes)";

  // How to fit: the two smallest single changes, each shrinking one of them
  // by the excess (or ending its life before this point). When the live
  // bytes fit, the addresses do not, and no single change says how much.
  const ptoplan::Pool &PI = Problem.Pools[Pool];
  if (!PI.Capacity || Bytes <= *PI.Capacity)
    return S;
  uint64_t Excess = Bytes - *PI.Capacity;
  SmallVector<const Entry *, 2> Fixes;
  for (const Entry &E : reverse(Entries)) // smallest first
    if (E.Size >= Excess && Fixes.size() < 2)
      Fixes.push_back(&E);
  OS << "; to fit, " << Excess << " bytes must go from the busiest point: ";
  if (Fixes.empty()) {
    // No one is that large: the fewest of the largest that together are.
    uint64_t Sum = 0;
    ListSeparator And(", ");
    OS << "no single tile there is that large; shrink, split or end earlier "
          "the lives of ";
    for (const Entry &E : Entries) {
      OS << And << E.Name;
      if ((Sum += E.Size) >= Excess)
        break;
    }
    OS << " (" << Sum << " bytes together)";
    return S;
  }
  ListSeparator Or(", or ");
  for (const Entry *E : Fixes) {
    OS << Or;
    if (E->SlotBytes && E->Slots > 1) {
      // A declared buffer shrinks by whole slots.
      uint64_t Fewer = (Excess + E->SlotBytes - 1) / E->SlotBytes;
      if (Fewer < E->Slots) {
        OS << "declare " << E->Name << " with at most " << (E->Slots - Fewer)
           << " slots";
        continue;
      }
    }
    OS << "shrink " << E->Name << " to at most " << (E->Size - Excess)
       << " bytes (or end its life before this point)";
  }
  return S;
}

/// Counts the distinct start addresses of the tiles placed in \p Pool.
static unsigned countAddresses(const ptoplan::Problem &P,
                               const ptoplan::Solution &S, unsigned Pool,
                               ArrayRef<unsigned> TileBuffers) {
  SmallVector<uint64_t, 16> Offsets;
  for (unsigned B : TileBuffers)
    if (S.Placements[B].Pool == Pool)
      Offsets.push_back(S.Placements[B].Offset);
  llvm::sort(Offsets);
  return std::unique(Offsets.begin(), Offsets.end()) - Offsets.begin();
}

std::optional<ptoplan::Solution>
BufferColoring::tryDSA(const ptoplan::PyptoResult &Pypto,
                       ArrayRef<unsigned> Depths, bool NoWorse, bool Quiet,
                       ptoplan::SolveReport &Report, bool Better) {
  // The joint planner sees the same buffers (un-merged: views and in-place
  // results as colocations), every separation, and the pipeline stages kept
  // apart at the given depths.
  ptoplan::Problem Q = Problem;
  ptoplan::addPipelineSeparations(Q, Depths);
  Q.PipelineGroups.clear();
  ptoplan::SolverOptions SO;
  SO.Solver = "auto";
  SO.NodeBudget = DSANodeBudget;
  ptoplan::Solution S = ptoplan::solve(Q, SO, Report);
  // A bound the solver proves holds for Q; where Q is stricter than the
  // function's problem (stages fixed at pypto's depths) it is no bound of
  // the function's problem, and the plan report must not use it.
  if (!Depths.empty())
    for (auto &PR : Report.Pools)
      PR.LowerBound = 0;

  std::string Why;
  if (!S.hasPlacement() || (S.Status != ptoplan::Solution::StatusKind::Optimal &&
                            S.Status != ptoplan::Solution::StatusKind::Feasible))
    Why = (Twine("the joint planner found no placement within capacity "
                 "(status ") +
           ptoplan::getStatusName(S.Status) + ")")
              .str();
  if (Why.empty()) {
    SmallVector<ptoplan::Violation, 0> V = ptoplan::validate(Q, S);
    if (!V.empty())
      Why = "the validator rejects the joint planner's placement: " +
            V.front().Message;
  }
  if (Why.empty() && NoWorse)
    for (unsigned Pool = 0; Pool < Q.Pools.size(); ++Pool) {
      uint64_t D = ptoplan::computePeak(Q, S, Pool);
      if (D > Pypto.Pools[Pool].Peak) {
        Why = (Twine("it needs ") + Twine(D) + " bytes in " +
               Q.Pools[Pool].Name + " where the pypto planner needs " +
               Twine(Pypto.Pools[Pool].Peak))
                  .str();
        break;
      }
    }
  if (Why.empty() && Better) {
    // Auto's plain run: only a placement that lowers some peak replaces
    // pypto's (an equal one would only move tiles).
    bool Lower = false;
    for (unsigned Pool = 0; Pool < Q.Pools.size(); ++Pool)
      Lower |= ptoplan::computePeak(Q, S, Pool) < Pypto.Pools[Pool].Peak;
    if (!Lower)
      Why = "it lowers no peak";
  }
  if (Why.empty())
    return S;
  if (Quiet)
    return std::nullopt;
  RemarkEmitter->emit([&]() {
    MachineOptimizationRemarkMissed R(DEBUG_TYPE, "DSAFallback", DebugLoc(),
                                      &MF.front());
    R << "the dsa planner's placement is not used ("
      << ore::NV("Reason", Why) << "); the pypto planner's is";
    return R;
  });
  return std::nullopt;
}

bool BufferColoring::plan() {
  ptoplan::PyptoOptions Opts;
  Opts.MaxShedRounds = ShedRounds;
  // Seed (子区间复用): only a direct window may have a run-time offset
  // when its root moves into a hole. A view of such a window (a reshape of
  // a dynamic subset, say) disables the sub-region retry in its space.
  Opts.DisableRetryInPool.assign(Problem.Pools.size(), false);
  for (const TileColocation &C : TC.colocations()) {
    if (!C.Dynamic)
      continue;
    for (const TileColocation &D : TC.colocations())
      if (D.A == C.B && !D.InPlace)
        if (const Tile *T = tileOf(D.B)) {
          int Pool = PoolOf[unsigned(T->Type.Space)];
          if (Pool >= 0 && !Opts.DisableRetryInPool[Pool]) {
            Opts.DisableRetryInPool[Pool] = true;
            RetryOffReason.resize(Problem.Pools.size());
            RetryOffReason[Pool] = " (the sub-region retry is off in this "
                                   "space: " + tileName(*T) +
                                   " views the run-time window " +
                                   TileConstraints::name(MRI, C.B) + ")";
          }
        }
  }
  if (DisableReuse)
    separateAll(Problem);
  Expected<ptoplan::PyptoResult> Res = ptoplan::packPypto(Problem, Opts);
  if (!Res) {
    reportError(F, "the memory planner cannot place the tiles: " +
                       toString(Res.takeError()));
    return false;
  }

  // The joint planner, when asked for, replaces the pypto placement only if
  // it is feasible, valid and no worse in every space.
  ptoplan::Solution Final = Res->Sol;
  StringRef PlannerName = "pypto";
  ptoplan::SolveReport DSAReport;
  bool UsedDSA = false;
  SmallVector<ptoplan::PoolBound, 4> Bounds;
  // The depth each pipeline group keeps: pypto's, unless the joint planner
  // keeps the requested ones.
  SmallVector<unsigned, 8> Kept, Gated;
  bool Shed = false;
  for (auto [GI, O] : enumerate(Res->Pipelines)) {
    Kept.push_back(O.Achieved);
    const std::optional<uint64_t> &Cap =
        Problem.Pools[Problem.PipelineGroups[GI].Pool].Capacity;
    uint64_t Fit = Cap && O.SlotBytes ? *Cap / O.SlotBytes : O.Requested;
    Gated.push_back(unsigned(std::max<uint64_t>(
        1, std::min<uint64_t>(O.Requested, Fit))));
    Shed |= Gated.back() > std::max(1u, O.Achieved);
  }
  // Auto runs the joint planner wherever it can lower a peak when the
  // backend synchronises the kernel: its subdivided layouts are ordered by
  // set/wait pairs on the exact byte ranges (ascendpto-insert-sync). When
  // the assembler synchronises, a partial overlap from another base costs
  // a full barrier, so auto consults it only to rescue a placement that
  // does not fit (docs/planner.md, docs/sync.md).
  bool Overflows = false;
  for (unsigned Pool = 0; Pool < Problem.Pools.size(); ++Pool)
    if (const std::optional<uint64_t> &Cap = Problem.Pools[Pool].Capacity)
      Overflows |= ptoplan::computePeak(Problem, Final, Pool) > *Cap;
  bool AutoLowers = Planner == PlannerKind::Auto && !Overflows &&
                    isBackendSync();
  if ((Planner == PlannerKind::DSA ||
       (Planner == PlannerKind::Auto && (Overflows || AutoLowers))) &&
      !DisableReuse) {
    // Seed (DSA_RP): the joint planner keeps the requested (capacity-gated)
    // depths as hard separations, and relaxes them to pypto's only when it
    // cannot place them within capacity.
    if (Planner == PlannerKind::DSA && Shed)
      if (std::optional<ptoplan::Solution> S =
              tryDSA(*Res, Gated, /*NoWorse=*/false, /*Quiet=*/true,
                     DSAReport)) {
        Final = std::move(*S);
        PlannerName = "dsa";
        UsedDSA = true;
        Kept = Gated;
      }
    // Where the pypto placement already meets the lower bound in every
    // space, the joint planner cannot do better: it is not run.
    Bounds = ptoplan::computeLowerBounds(Problem);
    bool AtBound = true;
    for (unsigned Pool = 0; Pool < Problem.Pools.size(); ++Pool)
      AtBound &= ptoplan::computePeak(Problem, Final, Pool) <=
                 Bounds[Pool].get();
    if (AtBound && !UsedDSA)
      LLVM_DEBUG(dbgs() << "dsa planner skipped: the pypto placement of "
                        << F.getName() << " meets the lower bound\n");
    else if (!UsedDSA)
      if (std::optional<ptoplan::Solution> S =
              tryDSA(*Res, Kept, /*NoWorse=*/true, /*Quiet=*/AutoLowers,
                     DSAReport, /*Better=*/AutoLowers)) {
        Final = std::move(*S);
        PlannerName = "dsa";
        UsedDSA = true;
      }
  }

  if (!Problem.PipelineGroups.empty())
    reportPipelines(*Res, Opts, Kept);
  applyObjective(Final, PlannerName, Kept, Opts);

  bool Ok = true;
  for (unsigned Pool = 0; Pool < Problem.Pools.size(); ++Pool) {
    const ptoplan::Pool &PI = Problem.Pools[Pool];
    uint64_t Peak = ptoplan::computePeak(Problem, Final, Pool);
    if (PI.Capacity && Peak > *PI.Capacity) {
      uint64_t Busiest;
      DebugLoc Where;
      std::string Live = describeBusiestPoint(Pool, Busiest, &Where);
      reportError(F,
                  Twine(PI.Name) + " overflows: the plan needs " +
                      Twine(Peak) + " bytes but " + STI.getCPUName() +
                      " has " + Twine(*PI.Capacity) + "; " + Twine(Busiest) +
                      " bytes are live at the busiest point: " + Live +
                      (Pool < RetryOffReason.size() ? RetryOffReason[Pool]
                                                    : std::string()),
                  Where);
      Ok = false;
    }
  }
  if (!Ok) {
    showPlan(Final, PlannerName, UsedDSA ? &DSAReport : nullptr, Bounds,
             /*Failed=*/true);
    return false;
  }

  if (VerifyPlacement) {
    SmallVector<ptoplan::Violation, 0> Violations =
        ptoplan::validate(Problem, Final);
    for (unsigned GI = 0; GI < Problem.PipelineGroups.size(); ++GI)
      if (Kept[GI] > 1)
        Violations.append(
            ptoplan::validatePipelineGroup(Problem, Final, GI, Kept[GI]));
    if (!Violations.empty()) {
      for (const ptoplan::Violation &V : Violations)
        reportError(F, "internal error: the " + PlannerName +
                           " planner produced an invalid placement (" +
                           ptoplan::getViolationKindName(V.Kind) + "): " +
                           V.Message);
      return false;
    }
  }

  auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
  // Membership has been consumed: it does not reach the emitter.
  MFI->clearPipeline();
  commitOffsets(Final);
  MFI->setPlanned(true);

  SmallVector<unsigned, 0> TileBuffers;
  for (const Tile &T : Tiles)
    TileBuffers.push_back(T.Buffer);
  for (unsigned Pool = 0; Pool < Problem.Pools.size(); ++Pool) {
    unsigned NumTiles = 0;
    uint64_t Total = 0;
    for (const Tile &T : Tiles)
      if (PoolOf[unsigned(T.Type.Space)] == int(Pool)) {
        ++NumTiles;
        Total += T.Size;
      }
    uint64_t Peak = ptoplan::computePeak(Problem, Final, Pool);
    unsigned Addresses = countAddresses(Problem, Final, Pool, TileBuffers);
    NumTilesPlaced += NumTiles;
    NumBuffers += Addresses;
    if (Total > Peak)
      NumBytesSaved += Total - Peak;
  }
  showPlan(Final, PlannerName, UsedDSA ? &DSAReport : nullptr, Bounds,
           /*Failed=*/false);
  return true;
}

void BufferColoring::separateAll(ptoplan::Problem &P) {
  // Every buffer apart, except those that are one (views, in-place
  // results, carries: colocated).
  SmallVector<unsigned, 0> Group(P.Buffers.size());
  for (unsigned B = 0; B < Group.size(); ++B)
    Group[B] = B;
  auto Find = [&](unsigned X) { return findUnionRootDense(Group, X); };
  for (const ptoplan::Colocation &C : P.Colocations)
    Group[Find(C.Second)] = Find(C.First);
  for (unsigned A = 0; A < P.Buffers.size(); ++A)
    for (unsigned B = A + 1; B < P.Buffers.size(); ++B)
      if (P.Buffers[A].AllowedPools == P.Buffers[B].AllowedPools &&
          Find(A) != Find(B))
        P.addSeparation(A, B, ptoplan::SeparationReason::Generic,
                        "-ascendpto-disable-buffer-reuse");
}

std::string BufferColoring::noReuseOverflow() const {
  SmallVector<uint64_t, 4> Apart = ptoplan::computeApartLowerBounds(Problem);
  for (unsigned Pool = 0; Pool < Problem.Pools.size(); ++Pool) {
    const ptoplan::Pool &PI = Problem.Pools[Pool];
    if (PI.Capacity && Apart[Pool] > *PI.Capacity)
      return (Twine("cannot fit: ") + PI.Name + " needs at least " +
              Twine(Apart[Pool]) + " bytes without reuse, capacity " +
              Twine(*PI.Capacity))
          .str();
  }
  return std::string();
}

void BufferColoring::commitOffsets(const ptoplan::Solution &S) {
  auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
  MFI->clearTileOffsets();
  for (const Tile &T : Tiles)
    MFI->setTileOffset(T.Reg, S.Placements[T.Buffer].Offset);
}

bool BufferColoring::acceptable(const ptoplan::Solution &S,
                                ArrayRef<unsigned> Kept) const {
  if (!ptoplan::fitsCapacity(Problem, S) ||
      !ptoplan::validate(Problem, S).empty())
    return false;
  for (unsigned GI = 0; GI < Problem.PipelineGroups.size(); ++GI)
    if (Kept[GI] > 1 &&
        !ptoplan::validatePipelineGroup(Problem, S, GI, Kept[GI]).empty())
      return false;
  return true;
}

std::optional<uint64_t>
BufferColoring::trialCycles(const ptoplan::Solution &S, Structurizer &St,
                            const SRegion &Tree) {
  commitOffsets(S);
  SyncSummary Sum;
  std::string Why;
  std::optional<CycleEstimate> E;
  if (insertBackendSync(MF, St, Tree, *RemarkEmitter, Sum, /*Quiet=*/true))
    E = estimateCycles(MF, Tree, Why, /*Quiet=*/true);
  // The function as it was: the insertion adds sync instructions only.
  removeSyncInstrs(MF);
  if (!E || !E->Sim.ok())
    return std::nullopt;
  return E->Sim.Makespan;
}

void BufferColoring::arbitrate(ptoplan::Solution &Final,
                               StringRef &PlannerName,
                               const ptoplan::Solution &Bytes,
                               StringRef BytesPlanner,
                               ArrayRef<unsigned> Kept,
                               const ptoplan::PyptoOptions &Opts) {
  if (!isBackendSync() || !ArbitrationMaxInstrs)
    return;
  unsigned NumInstrs = 0;
  for (const MachineBasicBlock &MBB : MF) {
    NumInstrs += MBB.size();
    for (const MachineInstr &MI : MBB)
      if (isSyncInstr(MI))
        return; // hand-written syncs: ascendpto-insert-sync refuses them
  }
  auto Where = [&]() {
    DiagnosticLocation Loc;
    if (const DISubprogram *SP = F.getSubprogram())
      Loc = DiagnosticLocation(SP);
    return Loc;
  };
  if (NumInstrs > ArbitrationMaxInstrs) {
    RemarkEmitter->emit([&]() {
      MachineOptimizationRemarkAnalysis R(DEBUG_TYPE, "ArbitrationSkipped",
                                          Where(), &MF.front());
      R << "placement arbitration skipped: "
        << NamedArg("Instrs", NumInstrs) << " instructions, more than "
        << NamedArg("MaxInstrs", unsigned(ArbitrationMaxInstrs))
        << " (-ascendpto-arbitration-max-instrs); the time search's "
           "placement is used";
      return R;
    });
    return;
  }
  MachinePostDominatorTree PDT(MF);
  Structurizer St(MF, MLI, PDT);
  SRegion Tree;
  std::string Why;
  if (!St.run(Tree, Why))
    return; // the emitter reports the structure error
  struct Candidate {
    StringRef Name;
    ptoplan::Solution Sol;
    StringRef Planner;
    std::optional<uint64_t> Cycles;
  };
  // In the order ties are broken: the time search's, then bytes', then
  // one buffer per tile.
  SmallVector<Candidate, 3> Cands;
  Cands.push_back({"time", Final, PlannerName, std::nullopt});
  if (acceptable(Bytes, Kept))
    Cands.push_back({"bytes", Bytes, BytesPlanner, std::nullopt});
  // One buffer per tile, unless a capacity bound proves it cannot fit:
  // then neither its O(n^2) separations nor its packing are built.
  std::string NoReuseOverflow = noReuseOverflow();
  if (NoReuseOverflow.empty()) {
    ptoplan::Problem NR = Problem;
    separateAll(NR);
    if (Expected<ptoplan::PyptoResult> Apart = ptoplan::packPypto(NR, Opts)) {
      if (acceptable(Apart->Sol, Kept))
        Cands.push_back({"noreuse", std::move(Apart->Sol), "pypto",
                         std::nullopt});
    } else {
      consumeError(Apart.takeError());
    }
  }
  auto SameOffsets = [&](const ptoplan::Solution &A,
                         const ptoplan::Solution &B) {
    return llvm::all_of(Tiles, [&](const Tile &T) {
      return A.Placements[T.Buffer].Offset == B.Placements[T.Buffer].Offset;
    });
  };
  for (unsigned I = 0; I < Cands.size(); ++I) {
    // A candidate that prints the same offsets as an earlier one prints
    // the same kernel.
    for (unsigned J = 0; J < I && !Cands[I].Cycles; ++J)
      if (SameOffsets(Cands[I].Sol, Cands[J].Sol))
        Cands[I].Cycles = Cands[J].Cycles;
    if (!Cands[I].Cycles)
      Cands[I].Cycles = trialCycles(Cands[I].Sol, St, Tree);
  }
  // The time search's placement stays unless another is strictly faster.
  unsigned Best = 0;
  if (!Cands[0].Cycles)
    return; // no estimate to compare with
  for (unsigned I = 1; I < Cands.size(); ++I)
    if (Cands[I].Cycles && *Cands[I].Cycles < *Cands[Best].Cycles)
      Best = I;
  Chosen = Cands[Best].Name;
  auto CyclesOf = [&](StringRef Name) -> std::string {
    for (const Candidate &C : Cands)
      if (C.Name == Name)
        return C.Cycles ? std::to_string(*C.Cycles) : "?";
    return "-";
  };
  RemarkEmitter->emit([&]() {
    MachineOptimizationRemarkAnalysis R(DEBUG_TYPE, "PlacementArbitration",
                                        Where(), &MF.front());
    R << "placement chosen by est_cycles: time "
      << NamedArg("TimeCycles", CyclesOf("time")) << ", bytes "
      << NamedArg("BytesCycles", CyclesOf("bytes")) << ", no reuse "
      << NamedArg("NoReuseCycles", CyclesOf("noreuse"));
    if (!NoReuseOverflow.empty())
      R << " (" << NamedArg("NoReuseBound", NoReuseOverflow) << ")";
    R << "; chosen " << NamedArg("Chosen", Chosen);
    return R;
  });
  if (Best) {
    Final = std::move(Cands[Best].Sol);
    PlannerName = Cands[Best].Planner;
  }
}

void BufferColoring::applyObjective(ptoplan::Solution &Final,
                                    StringRef &PlannerName,
                                    ArrayRef<unsigned> Kept,
                                    const ptoplan::PyptoOptions &Opts) {
  ReuseDeps.assign(Problem.Pools.size(), std::nullopt);
  bool Time = PlacementObjective == ObjectiveKind::Time &&
              Planner != PlannerKind::Pypto;
  ObjectiveName = Time ? "time" : "bytes";
  if (DisableReuse)
    return;
  DenseMap<Register, unsigned> BufferOf;
  for (const Tile &T : Tiles)
    BufferOf[T.Reg] = T.Buffer;
  PipeModel M = buildPipeModel(MF, MLI, TC, Problem, BufferOf);
  if (!M.Penalties) {
    LLVM_DEBUG(dbgs() << "placement objective: " << F.getName()
                      << " is beyond the pipe model's limits\n");
    return;
  }
  // The problem as the time search sees it: the stages kept apart at the
  // depths the placement keeps, and the reuses that add dependences.
  ptoplan::Problem Q = Problem;
  ptoplan::addPipelineSeparations(Q, Kept);
  Q.PipelineGroups.clear();
  Q.ReusePenalties = std::move(*M.Penalties);
  Q.Objective = {"capacity_overflow", "reuse_cost"};
  ptoplan::PyptoOptions PO = Opts;
  PO.MaxShedRounds = 0;
  std::optional<ptoplan::Solution> AllApart;
  if (Time && ptoplan::fitsCapacity(Problem, Final)) {
    ptoplan::Solution Bytes = Final;
    StringRef BytesPlanner = PlannerName;
    ptocost::CostModel CM(STI.getArch() == Arch::A5 ? ptocost::Target::A5
                                                     : ptocost::Target::A2A3);
    ptoplan::TimeBudget TB;
    TB.Packings = TimeObjectiveBudget;
    TB.Incremental = TimeObjectiveIncremental;
    ptoplan::TimePlan TP = ptoplan::planForTime(
        Q, Final, PO, M.Trace ? &*M.Trace : nullptr, CM, TB);
    if (TP.BudgetCut)
      RemarkEmitter->emit([&]() {
        DiagnosticLocation Loc;
        if (const DISubprogram *SP = F.getSubprogram())
          Loc = DiagnosticLocation(SP);
        MachineOptimizationRemarkAnalysis R(DEBUG_TYPE, "TimeObjectiveBudget",
                                            Loc, &MF.front());
        R << "time objective stopped at its work budget ("
          << NamedArg("Work", TP.Work) << " of "
          << NamedArg("Budget", TP.Budget) << " after "
          << NamedArg("Packings", TP.Packs) << " packings); "
          << NamedArg("Untried", TP.PairsUntried)
          << " reuse dependences were not tried apart "
             "(-ascendpto-time-objective-budget)";
        return R;
      });
    LLVM_DEBUG(dbgs() << "placement objective: " << F.getName()
                      << " model cycles "
                      << (TP.BaseEstimate ? TP.BaseEstimate->Makespan : 0)
                      << " -> " << (TP.Estimate ? TP.Estimate->Makespan : 0)
                      << ", reuse dependences " << TP.BaseCost << " -> "
                      << TP.Cost << " (" << TP.Packs << " packings)\n");
    if (TP.Changed) {
      Final = std::move(TP.Sol);
      PlannerName = "pypto";
    }
    AllApart = std::move(TP.AllApart);
    arbitrate(Final, PlannerName, Bytes, BytesPlanner, Kept, Opts);
  }
  // Per pool: the dependences left, and what keeping them apart would need.
  SmallVector<uint64_t, 8> Left(Problem.Pools.size(), 0);
  bool Any = false;
  for (const ptoplan::ReusePenalty &R : Q.ReusePenalties)
    if (ptoplan::isPenaltyActivated(Q, Final, R)) {
      ++Left[Final.Placements[R.First].Pool];
      Any = true;
    }
  for (unsigned Pool = 0; Pool < Problem.Pools.size(); ++Pool)
    ReuseDeps[Pool] = Left[Pool];
  // A placement that overflows gets the capacity error instead.
  if (!Any || !ptoplan::fitsCapacity(Problem, Final))
    return;
  // What keeping every such pair apart needs (whole buffers, as pypto):
  // the time search packed it already, else it is packed here.
  if (!AllApart) {
    SmallVector<std::pair<unsigned, unsigned>, 0> Pairs;
    for (const ptoplan::ReusePenalty &R : Q.ReusePenalties)
      Pairs.push_back({R.First, R.Second});
    PO.ExtraSeparations = Pairs;
    Expected<ptoplan::PyptoResult> Apart = ptoplan::packPypto(Q, PO);
    PO.ExtraSeparations = {}; // Pairs dies with this scope.
    if (!Apart) {
      consumeError(Apart.takeError());
      return;
    }
    AllApart = std::move(Apart->Sol);
  }
  for (unsigned Pool = 0; Pool < Problem.Pools.size(); ++Pool) {
    if (!Left[Pool])
      continue;
    uint64_t Peak = ptoplan::computePeak(Problem, Final, Pool);
    uint64_t Need = ptoplan::computePeak(Q, *AllApart, Pool);
    const std::optional<uint64_t> &Cap = Problem.Pools[Pool].Capacity;
    RemarkEmitter->emit([&]() {
      DiagnosticLocation Loc;
      if (const DISubprogram *SP = F.getSubprogram())
        Loc = DiagnosticLocation(SP);
      MachineOptimizationRemarkMissed R(DEBUG_TYPE, "ReuseDependences", Loc,
                                        &MF.front());
      R << "reuse in "
        << NamedArg("Space", getMemSpaceInfo(SpaceOfPool[Pool]).Name)
        << " adds " << NamedArg("Dependences", Left[Pool])
        << (Left[Pool] == 1 ? " dependence" : " dependences")
        << " between ops that could overlap; keeping them apart needs "
        << NamedArg("Bytes", Need) << " bytes, "
        << NamedArg("Extra", Need > Peak ? Need - Peak : 0)
        << " more than now (peak " << NamedArg("CurrentPeak", Peak);
      if (Cap)
        R << ", capacity " << NamedArg("Capacity", *Cap);
      R << ")";
      return R;
    });
  }
}

void BufferColoring::showPlan(const ptoplan::Solution &Final,
                              StringRef PlannerName,
                              const ptoplan::SolveReport *DSAReport,
                              SmallVectorImpl<ptoplan::PoolBound> &Bounds,
                              bool Failed) {
  if (PlanReport == PlanReportKind::None && PlanJSONDir.empty() &&
      PlanSVGDir.empty() && !RemarkEmitter->allowExtraAnalysis(DEBUG_TYPE))
    return;
  if (Bounds.empty())
    Bounds = ptoplan::computeLowerBounds(Problem);
  PlanView V;
  V.F = &F;
  V.CPU = STI.getCPUName().str();
  V.Kind = kernelKind().str();
  V.Problem = &Problem;
  V.Solution = &Final;
  V.Failed = Failed;
  V.Bounds.assign(Bounds.begin(), Bounds.end());
  SmallVector<Register, 0> Regs;
  SmallVector<unsigned, 0> TileBuffers;
  for (const Tile &T : Tiles) {
    PlanTile PT;
    PT.Buffer = T.Buffer;
    PT.Space = getMemSpaceInfo(T.Type.Space).Name;
    PT.Type = T.Type.describe();
    V.Tiles.push_back(std::move(PT));
    Regs.push_back(T.Reg);
    TileBuffers.push_back(T.Buffer);
  }
  describePlanTiles(MF, *LIS.getSlotIndexes(), Regs, V);
  for (unsigned Pool = 0; Pool < Problem.Pools.size(); ++Pool) {
    PlanPoolSummary S;
    S.Pool = Pool;
    S.Space = getMemSpaceInfo(SpaceOfPool[Pool]).Name;
    for (const Tile &T : Tiles)
      S.Tiles += PoolOf[unsigned(T.Type.Space)] == int(Pool);
    S.Buffers = countAddresses(Problem, Final, Pool, TileBuffers);
    S.Peak = ptoplan::computePeak(Problem, Final, Pool);
    S.LowerBound = Bounds[Pool].get();
    if (DSAReport && Pool < DSAReport->Pools.size())
      S.LowerBound = std::max(S.LowerBound, DSAReport->Pools[Pool].LowerBound);
    S.Capacity = Problem.Pools[Pool].Capacity;
    S.Planner = PlannerName.str();
    S.Objective = ObjectiveName.str();
    S.Chosen = Chosen.str();
    if (Pool < ReuseDeps.size())
      S.ReuseDeps = ReuseDeps[Pool];
    V.Pools.push_back(std::move(S));
  }
  if (PlanReport != PlanReportKind::None)
    for (const PlanPoolSummary &S : V.Pools)
      printPlanSummary(V, S, errs());
  if (PlanReport == PlanReportKind::Detail)
    printPlanDetail(V, errs());
  for (const PlanPoolSummary &S : V.Pools)
    emitPlanSummaryRemark(*RemarkEmitter, MF, S);
  writePlanFiles(V, PlanJSONDir, PlanSVGDir);
}

bool BufferColoring::run() {
  LLVM_DEBUG(dbgs() << "********** AscendPTO Buffer Coloring **********\n"
                    << "********** Function: " << MF.getName() << '\n');
  if (!collectTiles())
    return false;
  computeIntervals();
  if (!collectConstraints() || !plan()) {
    MF.getInfo<AscendPTOMachineFunctionInfo>()->setFailed();
    return false;
  }
  return true;
}

bool BufferColoring::verify() {
  if (!collectTiles())
    return false;
  computeIntervals();
  if (!collectConstraints())
    return false;
  if (!VerifyPlacement)
    return true;
  auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
  ptoplan::Solution S;
  S.Placements.resize(Problem.Buffers.size());
  SmallVector<bool, 0> Placed(Problem.Buffers.size(), false);
  for (const Tile &T : Tiles) {
    std::optional<uint64_t> Off = MFI->getTileOffset(T.Reg);
    if (!Off) {
      reportError(F, "the plan gives tile " + tileName(T) +
                         " no address (machineFunctionInfo.tileOffsets)",
                  T.Def->getDebugLoc());
      return false;
    }
    S.Placements[T.Buffer] = {unsigned(PoolOf[unsigned(T.Type.Space)]), *Off};
    Placed[T.Buffer] = true;
  }
  // Buffers without a tile of their own (declared buffers) sit where the
  // tiles colocated with them say: First + Offset is Second's address.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const ptoplan::Colocation &C : Problem.Colocations) {
      if (Placed[C.First] || !Placed[C.Second])
        continue;
      const ptoplan::Placement &P = S.Placements[C.Second];
      int64_t Base;
      if (C.Offset > int64_t(P.Offset) ||
          SubOverflow(int64_t(P.Offset), C.Offset, Base))
        continue; // The validator reports the colocation.
      S.Placements[C.First] = {P.Pool, uint64_t(Base)};
      Placed[C.First] = true;
      Changed = true;
    }
  }
  SmallVector<ptoplan::Violation, 0> Violations = ptoplan::validate(Problem, S);
  for (const ptoplan::Violation &V : Violations) {
    // The tile of the buffer at fault, for its location (a declared
    // buffer has none: the function's).
    DebugLoc DL;
    for (const Tile &T : Tiles)
      if (T.Buffer == V.First) {
        DL = T.Def->getDebugLoc();
        break;
      }
    reportError(F, "the plan handed to the emitter is invalid (" +
                       ptoplan::getViolationKindName(V.Kind) + "): " +
                       V.Message,
                DL);
  }
  return Violations.empty();
}

bool AscendPTO::verifyPlan(MachineFunction &MF, SlotIndexes &SI,
                           MachineDominatorTree &MDT,
                           MachineLoopInfo &MLI) {
  TileIntervals LIS(MF, SI, MDT);
  return BufferColoring(MF, LIS, MLI).verify();
}

namespace {

/// The legacy-PM wrapper.
class AscendPTOBufferColoring : public MachineFunctionPass {
public:
  static char ID;
  AscendPTOBufferColoring() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "AscendPTO Buffer Coloring";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    AU.addRequired<SlotIndexesWrapperPass>();
    AU.addRequired<MachineDominatorTreeWrapperPass>();
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
    if (MFI->hasFailed())
      return false;
    // The tiles' intervals only (AscendPTOTileIntervals.h).
    TileIntervals LIS(
        MF, getAnalysis<SlotIndexesWrapperPass>().getSI(),
        getAnalysis<MachineDominatorTreeWrapperPass>().getDomTree());
    BufferColoring BC(MF, LIS,
                      getAnalysis<MachineLoopInfoWrapperPass>().getLI());
    BC.RemarkEmitter =
        &getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
    BC.run();
    return true;
  }
};

} // namespace

char AscendPTOBufferColoring::ID = 0;

INITIALIZE_PASS_BEGIN(AscendPTOBufferColoring, DEBUG_TYPE,
                      "AscendPTO Buffer Coloring", false, false)
INITIALIZE_PASS_DEPENDENCY(SlotIndexesWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineOptimizationRemarkEmitterPass)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_END(AscendPTOBufferColoring, DEBUG_TYPE,
                    "AscendPTO Buffer Coloring", false, false)

FunctionPass *llvm::createAscendPTOBufferColoringPass() {
  return new AscendPTOBufferColoring();
}
