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

  /// Colocation groups (views, in-place results, carries): a union-find
  /// over buffers.
  SmallVector<unsigned, 0> GroupParent;

  bool collectTiles();
  void computeIntervals();
  bool collectConstraints();
  bool plan();

  unsigned groupOf(unsigned Buffer);
  /// Places \p T at \p Offset bytes into \p Base's buffer.
  void colocate(const Tile &Base, const Tile &T, int64_t Offset);
  /// The byte offset of view \p View in its source \p Src, or std::nullopt
  /// after reporting a window that cannot be placed.
  std::optional<int64_t> viewOffset(const MachineInstr &MI,
                                    const TileOpInfo &Op, const Tile &Src,
                                    const Tile &View);

  std::string tileName(const Tile &T) const;
  std::optional<MemSpace> spaceOf(Register R) const {
    if (!R.isVirtual())
      return std::nullopt;
    return getMemSpaceForRegClass(MRI.getRegClass(R)->getID());
  }
  /// Keeps \p A and \p B apart; reports \p Detail and returns false when
  /// they are one buffer.
  bool separate(const Tile &A, const Tile &B, ptoplan::SeparationReason Why,
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
      if (MI.isPHI())
        continue; // Typed below from an incoming value.
      // Every result of a tile op (tgather's compare form has two).
      for (unsigned D = 0, E = MI.getDesc().getNumDefs(); D < E; ++D) {
        const MachineOperand &MO = MI.getOperand(D);
        if (!MO.isReg() || !MO.isDef())
          continue;
        std::optional<MemSpace> S = spaceOf(MO.getReg());
        if (!S)
          continue;
        Tile T;
        T.Reg = MO.getReg();
        T.Def = &MI;
        std::string Why;
        if (!TileType::fromMachineInstr(MI, *S, T.Type, &Why, D)) {
          reportError(F, "malformed tile type on the definition of " +
                             tileName(T) + ": " + Why,
                      MI.getDebugLoc());
          return false;
        }
        T.Size = T.Type.getSizeInBytes(STI.getArch());
        TileIndex[T.Reg] = Tiles.size();
        Tiles.push_back(T);
      }
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

unsigned BufferColoring::groupOf(unsigned Buffer) {
  while (GroupParent[Buffer] != Buffer)
    Buffer = GroupParent[Buffer] = GroupParent[GroupParent[Buffer]];
  return Buffer;
}

void BufferColoring::colocate(const Tile &Base, const Tile &T,
                              int64_t Offset) {
  Problem.addColocation(Base.Buffer, T.Buffer, Offset);
  unsigned A = groupOf(Base.Buffer), B = groupOf(T.Buffer);
  if (A != B)
    GroupParent[B] = A;
}

bool BufferColoring::separate(const Tile &A, const Tile &B,
                              ptoplan::SeparationReason Why,
                              const Twine &Detail) {
  if (groupOf(A.Buffer) == groupOf(B.Buffer)) {
    // One buffer (or views and in-place results of one): no placement can
    // keep them apart.
    reportError(F,
                Detail + ", but " + tileName(A) + " and " + tileName(B) +
                    (A.Buffer == B.Buffer
                         ? " are the same tile"
                         : " share bytes (a view or an in-place result of "
                           "one another)"),
                A.Def->getDebugLoc());
    return false;
  }
  Problem.addSeparation(A.Buffer, B.Buffer, Why, Detail.str());
  return true;
}

/// The value of \p R when it is a compile-time constant.
static std::optional<int64_t> getConstant(const MachineRegisterInfo &MRI,
                                          Register R) {
  const MachineInstr *Def = MRI.getVRegDef(R);
  if (Def && Def->getOpcode() == AscendPTO::CONST_INT)
    return Def->getOperand(1).getImm();
  return std::nullopt;
}

std::optional<int64_t> BufferColoring::viewOffset(const MachineInstr &MI,
                                                  const TileOpInfo &Op,
                                                  const Tile &Src,
                                                  const Tile &View) {
  if (Op.ViewOffset != ViewOffsetKind::RowCol)
    return 0;
  ArrayRef<TileOperandInfo> Opnds = getOperands(Op);
  std::optional<int64_t> Row = getConstant(
      MRI, MI.getOperand(Opnds[Op.ViewRowOperand].MIOperand).getReg());
  std::optional<int64_t> Col = getConstant(
      MRI, MI.getOperand(Opnds[Op.ViewColOperand].MIOperand).getReg());
  // A run-time window: PTO finds it from the source's address; the view
  // keeps the whole source (it is colocated at the base and no larger).
  if (!Row || !Col)
    return 0;
  const TileType &S = Src.Type;
  std::string Where = (Twine("pto.") + Op.Mnemonic + " of " + tileName(Src) +
                       " at (" + Twine(*Row) + ", " + Twine(*Col) + ")")
                          .str();
  if (*Row < 0 || *Col < 0 || *Row + View.Type.Rows > S.Rows ||
      *Col + View.Type.Cols > S.Cols) {
    reportError(F, Where + ": the [" + Twine(View.Type.Rows) + ", " +
                       Twine(View.Type.Cols) + "] window leaves the source (" +
                       S.describe() + ")",
                MI.getDebugLoc());
    return std::nullopt;
  }
  int64_t Elem = S.getBLayoutName() == "col_major" ? *Col * S.Rows + *Row
                                                   : *Row * S.Cols + *Col;
  unsigned Bits = getDTypeInfo(S.ElemType).Bits;
  uint64_t Align = STI.getAlignment(S.Space);
  if ((Elem * Bits) % 8 || ((Elem * Bits) / 8) % Align) {
    reportError(F, Where + ": the window starts " + Twine(Elem * Bits / 8) +
                       " bytes into the source, not at a multiple of the " +
                       Twine(Align) + "-byte alignment of " +
                       getMemSpaceInfo(S.Space).Name + " tiles",
                MI.getDebugLoc());
    return std::nullopt;
  }
  return Elem * Bits / 8;
}

bool BufferColoring::collectConstraints() {
  GroupParent.resize(Problem.Buffers.size());
  for (unsigned I = 0; I < GroupParent.size(); ++I)
    GroupParent[I] = I;
  auto OperandTiles = [&](const MachineInstr &MI, const TileOpInfo &Op,
                          unsigned I) {
    SmallVector<const Tile *, 1> R;
    const TileOperandInfo &O = getOperands(Op)[I];
    if (O.MIOperand < 0 || !O.IsTile)
      return R;
    unsigned End = O.Variadic ? MI.getNumOperands() : O.MIOperand + 1;
    for (unsigned K = O.MIOperand; K < End; ++K) {
      auto It = TileIndex.find(MI.getOperand(K).getReg());
      if (It != TileIndex.end())
        R.push_back(&Tiles[It->second]);
    }
    return R;
  };

  // First the colocations: a tile phi and its incoming values are one carry
  // or merge (ascendpto-tile-carries has made that legal); a view is its
  // source's bytes at an offset; an in-place result is the reused input's
  // buffer.
  bool Ok = true;
  for (const Tile &T : Tiles) {
    const MachineInstr &MI = *T.Def;
    if (MI.isPHI()) {
      for (unsigned I = 1; I < MI.getNumOperands(); I += 2) {
        auto It = TileIndex.find(MI.getOperand(I).getReg());
        if (It != TileIndex.end())
          colocate(Tiles[It->second], T, 0);
      }
      continue;
    }
    const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
    if (!Op)
      continue;
    if (Op->IsView) {
      SmallVector<const Tile *, 1> Src = OperandTiles(MI, *Op, 0);
      if (Src.empty())
        continue;
      std::optional<int64_t> Off = viewOffset(MI, *Op, *Src.front(), T);
      if (!Off) {
        Ok = false;
        continue;
      }
      colocate(*Src.front(), T, *Off);
    } else if (Op->OutputReusesInput >= 0) {
      SmallVector<const Tile *, 1> Src =
          OperandTiles(MI, *Op, Op->OutputReusesInput);
      if (!Src.empty())
        colocate(*Src.front(), T, 0);
    }
  }
  if (!Ok)
    return false;

  // Then the separations of the op table.
  for (const Tile &T : Tiles) {
    const MachineInstr &MI = *T.Def;
    const TileOpInfo *Op = MI.isPHI() ? nullptr : getTileOpInfo(MI.getOpcode());
    if (!Op)
      continue;
    ArrayRef<TileOperandInfo> Opnds = getOperands(*Op);
    std::string OpName = (Twine("pto.") + Op->Mnemonic).str();

    // Operands the result may not alias: not_inplace_safe (every tile
    // operand), then forbid_output_alias; a per-target row replaces both.
    uint32_t Forbid = Op->ForbidOutputAliasMask;
    std::string Rule = "forbid_output_alias";
    if (Op->NotInplaceSafe) {
      for (auto [I, O] : enumerate(Opnds))
        if (O.IsTile)
          Forbid |= 1u << I;
      Rule = "not_inplace_safe";
    }
    for (const TargetAliasRuleInfo &R : getTargetRules(*Op)) {
      if (!(R.ArchMask & archBit(STI.getArch())))
        continue;
      Forbid = R.ForbidOutputAliasMask;
      Rule = (Twine("the ") + STI.getArchName() + " rule").str();
      for (const OperandSeparationInfo &Sep : getSeparations(R))
        for (const Tile *A : OperandTiles(MI, *Op, Sep.Operand))
          for (unsigned I = 0; I < Opnds.size(); ++I)
            if (Sep.OthersMask & (1u << I))
              for (const Tile *B : OperandTiles(MI, *Op, I))
                Ok &= separate(*A, *B,
                               ptoplan::SeparationReason::TargetHazard,
                               OpName + " on " + STI.getArchName() + ": " +
                                   Opnds[Sep.Operand].Name +
                                   " must not overlap " + Opnds[I].Name);
    }
    // tcvt's width rule.
    if (Op->CastWideningArchMask | Op->CastNarrowingArchMask) {
      SmallVector<const Tile *, 1> Src = OperandTiles(MI, *Op, 0);
      if (!Src.empty()) {
        unsigned From = getDTypeInfo(Src.front()->Type.ElemType).Bits;
        unsigned To = getDTypeInfo(T.Type.ElemType).Bits;
        uint8_t Bit = archBit(STI.getArch());
        if (To > From && (Op->CastWideningArchMask & Bit)) {
          Forbid |= 1u;
          Rule = "a widening conversion";
        } else if (To < From && (Op->CastNarrowingArchMask & Bit)) {
          Forbid |= 1u;
          Rule = (Twine("a narrowing conversion on ") + STI.getArchName())
                     .str();
        }
      }
    }
    for (unsigned I = 0; I < Opnds.size(); ++I)
      if (Forbid & (1u << I))
        for (const Tile *Src : OperandTiles(MI, *Op, I))
          Ok &= separate(T, *Src, ptoplan::SeparationReason::SemanticNoAlias,
                         OpName + " (" + Rule + "): the result " +
                             tileName(T) + " may not alias " + Opnds[I].Name);
  }
  return Ok;
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
        if (Problem.Buffers[A].AllowedPools ==
                Problem.Buffers[B].AllowedPools &&
            groupOf(A) != groupOf(B))
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
  if (!collectConstraints() || !plan()) {
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
