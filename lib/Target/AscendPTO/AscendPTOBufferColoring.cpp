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
/// -ascendpto-plan-report prints one line per function and space
/// (docs/planner.md, "Plan report").
///
//===----------------------------------------------------------------------===//

#include "AscendPTO.h"
#include "AscendPTODiagnostics.h"
#include "AscendPTOMachineFunctionInfo.h"
#include "AscendPTOSubtarget.h"
#include "AscendPTOTileType.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "Planner/LowerBound.h"
#include "Planner/Problem.h"
#include "Planner/PyptoPacker.h"
#include "Planner/Validator.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/SlotIndexes.h"
#include "llvm/IR/Function.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::AscendPTO;

#define DEBUG_TYPE "ascendpto-buffer-coloring"

STATISTIC(NumTilesPlaced, "Number of tiles placed");
STATISTIC(NumBuffers, "Number of distinct buffers after reuse");
STATISTIC(NumBytesSaved, "Bytes saved by reuse over one buffer per tile");

static cl::opt<bool>
    PlanReport("ascendpto-plan-report",
               cl::desc("Print, per function and memory space, the tiles, "
                        "buffers, peak, lower bound and capacity to stderr"),
               cl::init(false));

static cl::opt<bool> VerifyPlacement(
    "ascendpto-verify-placement",
    cl::desc("Re-check every placement with the independent validator "
             "before it may be printed (default on)"),
    cl::init(true));

static cl::opt<bool> DisableReuse(
    "ascendpto-disable-buffer-reuse", cl::Hidden,
    cl::desc("Give every tile a buffer of its own (for debugging)"),
    cl::init(false));

namespace {

/// One tile virtual register.
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
  BufferColoring(MachineFunction &MF, LiveIntervals &LIS)
      : MF(MF), MRI(MF.getRegInfo()), LIS(LIS),
        STI(MF.getSubtarget<AscendPTOSubtarget>()), F(MF.getFunction()) {}

  bool run();

private:
  MachineFunction &MF;
  MachineRegisterInfo &MRI;
  LiveIntervals &LIS;
  const AscendPTOSubtarget &STI;
  const Function &F;

  SmallVector<Tile, 0> Tiles;
  DenseMap<Register, unsigned> TileIndex;
  ptoplan::Problem Problem;
  /// Problem pool of each memory space, or -1 when the space is unused.
  int PoolOf[NumMemSpaces];
  MemSpace SpaceOfPool[NumMemSpaces];

  bool collectTiles();
  void computeIntervals();
  void collectConstraints();
  bool plan();

  std::string tileName(const Tile &T) const;
  std::optional<MemSpace> spaceOf(Register R) const {
    if (!R.isVirtual())
      return std::nullopt;
    return getMemSpaceForRegClass(MRI.getRegClass(R)->getID());
  }
  void separate(const Tile &A, const Tile &B, ptoplan::SeparationReason Why,
                const Twine &Detail);
  std::string describeBusiestPoint(unsigned Pool, uint64_t &Bytes) const;
};

} // namespace

std::string BufferColoring::tileName(const Tile &T) const {
  StringRef N = MRI.getVRegName(T.Reg);
  if (!N.empty())
    return ("%" + N).str();
  return "%" + std::to_string(Register(T.Reg).virtRegIndex());
}

bool BufferColoring::collectTiles() {
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      if (MI.getNumOperands() == 0 || !MI.getOperand(0).isReg() ||
          !MI.getOperand(0).isDef())
        continue;
      Register R = MI.getOperand(0).getReg();
      std::optional<MemSpace> S = spaceOf(R);
      if (!S)
        continue;
      Tile T;
      T.Reg = R;
      T.Def = &MI;
      if (MI.isPHI())
        continue; // Typed below from an incoming value.
      std::string Why;
      if (!TileType::fromMachineInstr(MI, *S, T.Type, &Why)) {
        reportError(F, "malformed tile type on the definition of " +
                           tileName(T) + ": " + Why,
                    MI.getDebugLoc());
        return false;
      }
      T.Size = T.Type.getSizeInBytes(STI.getArch());
      TileIndex[R] = Tiles.size();
      Tiles.push_back(T);
    }
  // Phis take the type of an incoming tile (all incomings agree: ISel
  // checks it for IR, this for MIR).
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (MachineBasicBlock &MBB : MF)
      for (MachineInstr &MI : MBB.phis()) {
        Register R = MI.getOperand(0).getReg();
        if (!spaceOf(R) || TileIndex.count(R))
          continue;
        for (unsigned I = 1; I < MI.getNumOperands(); I += 2) {
          auto It = TileIndex.find(MI.getOperand(I).getReg());
          if (It == TileIndex.end())
            continue;
          Tile T = Tiles[It->second];
          T.Reg = R;
          T.Def = &MI;
          T.Type.Space = *spaceOf(R);
          TileIndex[R] = Tiles.size();
          Tiles.push_back(T);
          Changed = true;
          break;
        }
      }
  }
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB.phis())
      if (spaceOf(MI.getOperand(0).getReg()) &&
          !TileIndex.count(MI.getOperand(0).getReg())) {
        std::string Name;
        raw_string_ostream OS(Name);
        OS << printReg(MI.getOperand(0).getReg(), nullptr, 0, &MRI);
        reportError(F, "tile phi " + Name + " has no typed incoming tile");
        return false;
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

void BufferColoring::separate(const Tile &A, const Tile &B,
                              ptoplan::SeparationReason Why,
                              const Twine &Detail) {
  if (A.Buffer == B.Buffer)
    return;
  Problem.addSeparation(A.Buffer, B.Buffer, Why, Detail.str());
}

void BufferColoring::collectConstraints() {
  for (const Tile &T : Tiles) {
    const MachineInstr &MI = *T.Def;
    // A tile phi and its incoming values are one carry or merge: one buffer
    // (ascendpto-tile-carries has made that legal).
    if (MI.isPHI()) {
      for (unsigned I = 1; I < MI.getNumOperands(); I += 2) {
        auto It = TileIndex.find(MI.getOperand(I).getReg());
        if (It != TileIndex.end())
          Problem.addColocation(T.Buffer, Tiles[It->second].Buffer, 0);
      }
      continue;
    }
    const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
    if (!Op)
      continue;
    ArrayRef<TileOperandInfo> Opnds = getOperands(*Op);
    auto OperandTile = [&](unsigned I) -> const Tile * {
      if (Opnds[I].MIOperand < 0 || !Opnds[I].IsTile)
        return nullptr;
      auto It = TileIndex.find(MI.getOperand(Opnds[I].MIOperand).getReg());
      return It == TileIndex.end() ? nullptr : &Tiles[It->second];
    };

    // Operands the result may not alias: not_inplace_safe, then
    // forbid_output_alias, replaced by a per-target row when one applies.
    uint32_t Forbid = Op->ForbidOutputAliasMask;
    std::string Rule = "forbid_output_alias";
    if (Op->NotInplaceSafe) {
      for (auto [I, O] : enumerate(Opnds))
        if (O.IsTile)
          Forbid |= 1u << I;
      Rule = "not_inplace_safe";
    }
    for (const TargetAliasRuleInfo &R : getTargetRules(*Op))
      if (R.ArchMask & archBit(STI.getArch())) {
        Forbid = R.ForbidOutputAliasMask;
        Rule = (Twine("the ") + STI.getArchName() + " rule").str();
        for (const OperandSeparationInfo &Sep : getSeparations(R))
          if (const Tile *A = OperandTile(Sep.Operand))
            for (unsigned I = 0; I < Opnds.size(); ++I)
              if ((Sep.OthersMask & (1u << I)))
                if (const Tile *B = OperandTile(I))
                  separate(*A, *B, ptoplan::SeparationReason::TargetHazard,
                           Twine("pto.") + Op->Mnemonic + " on " +
                               STI.getArchName() + ": " +
                               Opnds[Sep.Operand].Name + " must not overlap " +
                               Opnds[I].Name);
      }
    if (Op->CastWidthRule) {
      if (const Tile *Src = OperandTile(0)) {
        unsigned From = getDTypeInfo(Src->Type.ElemType).Bits;
        unsigned To = getDTypeInfo(T.Type.ElemType).Bits;
        if (To > From) {
          Forbid |= 1u;
          Rule = "widening tcvt";
        } else if (To < From && STI.getArch() == Arch::A2A3) {
          Forbid |= 1u;
          Rule = "narrowing tcvt on a2a3";
        }
      }
    }
    for (unsigned I = 0; I < Opnds.size(); ++I)
      if (Forbid & (1u << I))
        if (const Tile *Src = OperandTile(I))
          separate(T, *Src, ptoplan::SeparationReason::SemanticNoAlias,
                   Twine("pto.") + Op->Mnemonic + " (" + Rule +
                       "): the result may not alias " + Opnds[I].Name);
  }
}

std::string BufferColoring::describeBusiestPoint(unsigned Pool,
                                                 uint64_t &Bytes) const {
  // Sweep the interval end points of the pool's buffers.
  SmallVector<std::pair<int64_t, int64_t>, 0> Events; // (time, +/-size)
  for (const Tile &T : Tiles)
    if (PoolOf[unsigned(T.Type.Space)] == int(Pool))
      for (const ptoplan::LiveInterval &I : Problem.Buffers[T.Buffer].Live) {
        Events.push_back({I.Lower, int64_t(T.Size)});
        Events.push_back({I.Upper, -int64_t(T.Size)});
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
  std::string S;
  raw_string_ostream OS(S);
  ListSeparator LS(", ");
  for (const Tile &T : Tiles) {
    if (PoolOf[unsigned(T.Type.Space)] != int(Pool))
      continue;
    for (const ptoplan::LiveInterval &I : Problem.Buffers[T.Buffer].Live)
      if (I.Lower <= BestTime && BestTime < I.Upper) {
        OS << LS << tileName(T) << " (" << T.Type.describe() << ", "
           << T.Size << " bytes)";
        break;
      }
  }
  return S;
}

bool BufferColoring::plan() {
  ptoplan::PyptoOptions Opts;
  if (DisableReuse)
    for (unsigned A = 0; A < Problem.Buffers.size(); ++A)
      for (unsigned B = A + 1; B < Problem.Buffers.size(); ++B)
        if (Problem.Buffers[A].AllowedPools == Problem.Buffers[B].AllowedPools)
          Problem.addSeparation(A, B, ptoplan::SeparationReason::Generic,
                                "-ascendpto-disable-buffer-reuse");
  Expected<ptoplan::PyptoResult> Res = ptoplan::packPypto(Problem, Opts);
  if (!Res) {
    reportError(F, "the memory planner cannot place the tiles: " +
                       toString(Res.takeError()));
    return false;
  }

  bool Ok = true;
  for (unsigned Pool = 0; Pool < Problem.Pools.size(); ++Pool) {
    const ptoplan::Pool &PI = Problem.Pools[Pool];
    uint64_t Peak = Res->Pools[Pool].Peak;
    if (PI.Capacity && Peak > *PI.Capacity) {
      uint64_t Busiest;
      std::string Live = describeBusiestPoint(Pool, Busiest);
      reportError(F, Twine(PI.Name) + " overflows: the plan needs " +
                         Twine(Peak) + " bytes but " + STI.getCPUName() +
                         " has " + Twine(*PI.Capacity) + "; " +
                         Twine(Busiest) + " bytes are live at the busiest "
                         "point: " + Live);
      Ok = false;
    }
  }
  if (!Ok)
    return false;

  if (VerifyPlacement) {
    SmallVector<ptoplan::Violation, 0> Violations =
        ptoplan::validate(Problem, Res->Sol);
    if (!Violations.empty()) {
      for (const ptoplan::Violation &V : Violations)
        reportError(F, "internal error: the planner produced an invalid "
                       "placement (" +
                           ptoplan::getViolationKindName(V.Kind) + "): " +
                           V.Message);
      return false;
    }
  }

  auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
  MFI->clearTileOffsets();
  for (const Tile &T : Tiles)
    MFI->setTileOffset(T.Reg, Res->Sol.Placements[T.Buffer].Offset);
  MFI->setPlanned(true);

  SmallVector<ptoplan::PoolBound, 4> Bounds;
  if (PlanReport)
    Bounds = ptoplan::computeLowerBounds(Problem);
  for (unsigned Pool = 0; Pool < Problem.Pools.size(); ++Pool) {
    unsigned NumTiles = 0;
    uint64_t Total = 0;
    for (const Tile &T : Tiles)
      if (PoolOf[unsigned(T.Type.Space)] == int(Pool)) {
        ++NumTiles;
        Total += T.Size;
      }
    NumTilesPlaced += NumTiles;
    NumBuffers += Res->Pools[Pool].Buffers;
    if (Total > Res->Pools[Pool].Peak)
      NumBytesSaved += Total - Res->Pools[Pool].Peak;
    if (PlanReport) {
      const MemSpaceInfo &Info = getMemSpaceInfo(SpaceOfPool[Pool]);
      const ptoplan::Pool &PI = Problem.Pools[Pool];
      errs() << "ascendpto-plan: func=" << F.getName()
             << " space=" << Info.Name << " tiles=" << NumTiles
             << " buffers=" << Res->Pools[Pool].Buffers
             << " peak=" << Res->Pools[Pool].Peak
             << " lb=" << Bounds[Pool].Load << " capacity="
             << (PI.Capacity ? std::to_string(*PI.Capacity)
                             : std::string("none"))
             << " planner=pypto\n";
    }
  }
  return true;
}

bool BufferColoring::run() {
  LLVM_DEBUG(dbgs() << "********** AscendPTO Buffer Coloring **********\n"
                    << "********** Function: " << MF.getName() << '\n');
  if (!collectTiles())
    return false;
  computeIntervals();
  collectConstraints();
  if (!plan()) {
    MF.getInfo<AscendPTOMachineFunctionInfo>()->setFailed();
    return false;
  }
  return true;
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
    AU.addRequired<LiveIntervalsWrapperPass>();
    AU.addRequired<SlotIndexesWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
    if (MFI->hasFailed())
      return false;
    LiveIntervals &LIS = getAnalysis<LiveIntervalsWrapperPass>().getLIS();
    BufferColoring(MF, LIS).run();
    return false;
  }
};

} // namespace

char AscendPTOBufferColoring::ID = 0;

INITIALIZE_PASS_BEGIN(AscendPTOBufferColoring, DEBUG_TYPE,
                      "AscendPTO Buffer Coloring", false, false)
INITIALIZE_PASS_DEPENDENCY(LiveIntervalsWrapperPass)
INITIALIZE_PASS_DEPENDENCY(SlotIndexesWrapperPass)
INITIALIZE_PASS_END(AscendPTOBufferColoring, DEBUG_TYPE,
                    "AscendPTO Buffer Coloring", false, false)

FunctionPass *llvm::createAscendPTOBufferColoringPass() {
  return new AscendPTOBufferColoring();
}
