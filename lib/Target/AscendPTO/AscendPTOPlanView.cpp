//===- AscendPTOPlanView.cpp - Show a function's memory plan --------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOPlanView.h"
#include "AscendPTODiagnostics.h"
#include "AscendPTOSubtarget.h"
#include "AscendPTOTables.h"
#include "Planner/ProblemIO.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/CodeGen/SlotIndexes.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <map>

using namespace llvm;
using namespace llvm::AscendPTO;

#define DEBUG_TYPE "ascendpto-buffer-coloring"

//===----------------------------------------------------------------------===//
// Facts from the MIR
//===----------------------------------------------------------------------===//

/// "pto.tadd", or the lower-case machine opcode name of other instructions
/// ("phi", "tile_move").
static std::string opName(const MachineInstr &MI) {
  if (const TileOpInfo *Op = getTileOpInfo(MI.getOpcode()))
    return (Twine("pto.") + Op->Mnemonic).str();
  const TargetInstrInfo *TII = MI.getMF()->getSubtarget().getInstrInfo();
  return StringRef(TII->getName(MI.getOpcode())).lower();
}

/// The pipe a tile op runs on (the emitter's rule: the op table, by the
/// spaces of its pair operand and result), or empty for other instructions.
static std::string pipeName(const MachineInstr &MI) {
  const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
  if (!Op)
    return "";
  const MachineRegisterInfo &MRI = MI.getMF()->getRegInfo();
  auto SpaceOf = [&](const MachineOperand &MO) -> std::optional<MemSpace> {
    if (!MO.isReg() || !MO.getReg().isVirtual())
      return std::nullopt;
    return getMemSpaceForRegClass(MRI.getRegClass(MO.getReg())->getID());
  };
  ArrayRef<TileOperandInfo> Opnds = getOperands(*Op);
  std::optional<MemSpace> Src, Dst;
  if (Op->PairOperand < Opnds.size() && Opnds[Op->PairOperand].MIOperand >= 0)
    Src = SpaceOf(MI.getOperand(Opnds[Op->PairOperand].MIOperand));
  if (Op->hasResult())
    Dst = SpaceOf(MI.getOperand(0));
  const auto &STI = MI.getMF()->getSubtarget<AscendPTOSubtarget>();
  return getPipeName(getExecPipe(*Op, STI.getArch(), Src, Dst)).str();
}

static std::string locationText(const DebugLoc &DL) {
  if (!DL)
    return "";
  return (Twine(DL->getFilename()) + ":" + Twine(DL.getLine()) + ":" +
          Twine(DL.getCol()))
      .str();
}

void AscendPTO::describePlanTiles(
    const MachineFunction &MF, SlotIndexes &SI,
    ArrayRef<Register> Regs, PlanView &V) {
  SlotIndex Zero = SI.getZeroIndex();
  unsigned Index = 0;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      if (MI.isDebugInstr() || !SI.hasIndex(MI))
        continue;
      V.Axis.push_back(
          {Zero.distance(SI.getInstructionIndex(MI)), Index++, opName(MI)});
    }
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  assert(Regs.size() == V.Tiles.size() && "one register per tile");
  for (auto [Reg, T] : zip_equal(Regs, V.Tiles)) {
    const MachineInstr *Def = MRI.getVRegDef(Reg);
    const MachineInstr *Last = nullptr;
    for (const MachineInstr &U : MRI.use_nodbg_instructions(Reg))
      if (SI.hasIndex(U) &&
          (!Last || SI.getInstructionIndex(*Last) < SI.getInstructionIndex(U)))
        Last = &U;
    if (Def) {
      T.Def = opName(*Def);
      T.Loc = locationText(Def->getDebugLoc());
      T.Pipe = pipeName(*Def);
    }
    if (Last)
      T.LastUse = opName(*Last);
  }
}

//===----------------------------------------------------------------------===//
// Report, remarks
//===----------------------------------------------------------------------===//

static std::string capacityText(const std::optional<uint64_t> &Cap) {
  return Cap ? std::to_string(*Cap) : std::string("none");
}

void AscendPTO::printPlanSummary(const PlanView &V, const PlanPoolSummary &S,
                                 raw_ostream &OS) {
  OS << "ascendpto-plan: func=" << V.F->getName() << " space=" << S.Space
     << " tiles=" << S.Tiles << " buffers=" << S.Buffers
     << " peak=" << S.Peak << " lb=" << S.LowerBound
     << " capacity=" << capacityText(S.Capacity) << " planner=" << S.Planner
     << " proven=" << (S.proven() ? "optimal" : "no")
     << " objective=" << S.Objective << " reuse_deps="
     << (S.ReuseDeps ? std::to_string(*S.ReuseDeps) : std::string("?"));
  if (!V.Kind.empty())
    OS << " kind=" << V.Kind;
  if (!S.Chosen.empty())
    OS << " chosen=" << S.Chosen;
  OS << "\n";
}

void AscendPTO::emitPlanSummaryRemark(MachineOptimizationRemarkEmitter &ORE,
                                      const MachineFunction &MF,
                                      const PlanPoolSummary &S) {
  ORE.emit([&]() {
    const Function &F = MF.getFunction();
    DiagnosticLocation Loc;
    if (const DISubprogram *SP = F.getSubprogram())
      Loc = DiagnosticLocation(SP);
    MachineOptimizationRemarkAnalysis R(DEBUG_TYPE, "PlanSummary", Loc,
                                        &MF.front());
    R << "space " << ore::NV("Space", S.Space) << ": "
      << ore::NV("Tiles", S.Tiles) << " tiles in "
      << ore::NV("Buffers", S.Buffers) << " buffers, peak "
      << ore::NV("Peak", S.Peak) << " bytes, lower bound "
      << ore::NV("LowerBound", S.LowerBound) << ", capacity "
      << ore::NV("Capacity", capacityText(S.Capacity)) << ", planner "
      << ore::NV("Planner", S.Planner) << ", proven "
      << ore::NV("Proven", S.proven() ? "optimal" : "no") << ", objective "
      << ore::NV("Objective", S.Objective);
    if (S.ReuseDeps)
      R << ", reuse dependences " << ore::NV("ReuseDeps", *S.ReuseDeps);
    return R;
  });
}

//===----------------------------------------------------------------------===//
// Detail report
//===----------------------------------------------------------------------===//

namespace {

/// Answers the per-tile questions of the detail report.
class DetailReport {
public:
  explicit DetailReport(const PlanView &V)
      : V(V), P(*V.Problem), S(*V.Solution) {
    Component.resize(P.Buffers.size());
    for (unsigned B = 0; B < Component.size(); ++B)
      Component[B] = B;
    for (const ptoplan::Colocation &C : P.Colocations)
      if (C.First < Component.size() && C.Second < Component.size())
        Component[find(C.Second)] = find(C.First);
    for (const ptoplan::Separation &Sep : P.Separations) {
      SeparatedFrom[Sep.First].push_back({Sep.Second, &Sep.Detail});
      SeparatedFrom[Sep.Second].push_back({Sep.First, &Sep.Detail});
    }
    for (auto [I, T] : enumerate(V.Tiles))
      TileOfBuffer[T.Buffer] = I;
  }

  void print(raw_ostream &OS) const;

private:
  const PlanView &V;
  const ptoplan::Problem &P;
  const ptoplan::Solution &S;
  mutable SmallVector<unsigned, 0> Component;
  std::map<unsigned, SmallVector<std::pair<unsigned, const std::string *>, 2>>
      SeparatedFrom;
  std::map<unsigned, unsigned> TileOfBuffer;

  unsigned find(unsigned B) const {
    while (Component[B] != B)
      B = Component[B] = Component[Component[B]];
    return B;
  }
  bool liveTogether(unsigned A, unsigned B) const {
    for (const ptoplan::LiveInterval &X : P.Buffers[A].Live)
      for (const ptoplan::LiveInterval &Y : P.Buffers[B].Live)
        if (X.overlaps(Y))
          return true;
    return false;
  }
  bool bytesOverlap(unsigned A, unsigned B) const {
    const ptoplan::Placement &PA = S.Placements[A], &PB = S.Placements[B];
    if (PA.Pool != PB.Pool)
      return false;
    return PA.Offset < PB.Offset + P.Buffers[B].Size &&
           PB.Offset < PA.Offset + P.Buffers[A].Size;
  }
  /// The instruction index of program point \p T.
  std::string instrAt(int64_t T) const;
  std::string lifetime(unsigned B) const;
  void printTile(const PlanTile &T, raw_ostream &OS) const;
};

} // namespace

std::string DetailReport::instrAt(int64_t T) const {
  if (V.Axis.empty())
    return std::to_string(T);
  auto It = llvm::upper_bound(V.Axis, T,
                              [](int64_t X, const ptoplan::TimeLabel &L) {
                                return X < L.Time;
                              });
  if (It == V.Axis.begin())
    return "0";
  return std::to_string(std::prev(It)->Index);
}

std::string DetailReport::lifetime(unsigned B) const {
  std::string Out;
  ListSeparator LS(",");
  for (const ptoplan::LiveInterval &I : P.Buffers[B].Live)
    Out += (Twine(StringRef(LS)) + instrAt(I.Lower) + ".." + instrAt(I.Upper))
               .str();
  return Out.empty() ? "none" : Out;
}

void DetailReport::printTile(const PlanTile &T, raw_ostream &OS) const {
  const ptoplan::Buffer &B = P.Buffers[T.Buffer];
  const ptoplan::Placement &Pl = S.Placements[T.Buffer];
  OS << "ascendpto-plan: func=" << V.F->getName() << " tile=" << B.Name
     << " space=" << T.Space << " offset=" << Pl.Offset << " size=" << B.Size
     << " live=" << lifetime(T.Buffer) << " def=" << T.Def
     << " last-use=" << (T.LastUse.empty() ? "none" : T.LastUse);
  if (!T.Pipe.empty())
    OS << " pipe=" << T.Pipe;
  if (!T.Loc.empty())
    OS << " loc=" << T.Loc;

  // Who shares its bytes, and why they may: one group (a view, an in-place
  // result, a carry), or lifetimes that never meet.
  OS << " shares=";
  ListSeparator LS(",");
  const unsigned MaxShown = 8;
  unsigned Sharers = 0;
  for (const PlanTile &U : V.Tiles) {
    if (U.Buffer == T.Buffer || !bytesOverlap(T.Buffer, U.Buffer))
      continue;
    if (Sharers++ < MaxShown)
      OS << LS << P.Buffers[U.Buffer].Name << ":"
         << (find(U.Buffer) == find(T.Buffer) ? "group" : "lifetime");
  }
  if (Sharers > MaxShown)
    OS << ",and " << Sharers - MaxShown << " more";
  if (!Sharers)
    OS << "none";

  // Who it never shares with although they are never live together: the
  // rule that kept them apart.
  OS << " apart=";
  unsigned Shown = 0, More = 0;
  ListSeparator LS2("; ");
  std::map<unsigned, const std::string *> Rules; // By buffer: deterministic.
  auto It = SeparatedFrom.find(T.Buffer);
  if (It != SeparatedFrom.end())
    for (auto [Other, Rule] : It->second)
      if (!liveTogether(T.Buffer, Other))
        Rules.try_emplace(Other, Rule);
  for (auto [Other, Rule] : Rules) {
    if (Shown == MaxShown) {
      ++More;
      continue;
    }
    OS << LS2 << P.Buffers[Other].Name << ": " << *Rule;
    ++Shown;
  }
  if (More)
    OS << "; and " << More << " more";
  if (Rules.empty())
    OS << "none";
  OS << "\n";
}

void DetailReport::print(raw_ostream &OS) const {
  if (!S.hasPlacement())
    return;
  // By space, then by offset, then by name: a memory map in reading order.
  SmallVector<const PlanTile *, 0> Order;
  for (const PlanTile &T : V.Tiles)
    Order.push_back(&T);
  llvm::stable_sort(Order, [&](const PlanTile *A, const PlanTile *B) {
    const ptoplan::Placement &PA = S.Placements[A->Buffer];
    const ptoplan::Placement &PB = S.Placements[B->Buffer];
    return std::make_tuple(PA.Pool, PA.Offset, A->Buffer) <
           std::make_tuple(PB.Pool, PB.Offset, B->Buffer);
  });
  for (const PlanTile *T : Order)
    printTile(*T, OS);
}

void AscendPTO::printPlanDetail(const PlanView &V, raw_ostream &OS) {
  DetailReport(V).print(OS);
}

//===----------------------------------------------------------------------===//
// Files
//===----------------------------------------------------------------------===//

std::string AscendPTO::getPlanFileStem(StringRef Name) {
  std::string Out;
  for (unsigned char C : Name) {
    if (isAlnum(C) || C == '_' || C == '.' || C == '-')
      Out += char(C);
    else
      Out += "_" + utohexstr(C, /*LowerCase=*/true, /*Width=*/2);
  }
  if (Out.empty() || Out[0] == '.')
    Out = "_" + Out; // No hidden files, no "." or "..".
  return Out;
}

/// The problem as llc writes it: the pass's problem plus what a reader
/// needs to connect it to the kernel (metadata; schema-v1 clean).
static ptoplan::Problem annotatedProblem(const PlanView &V) {
  ptoplan::Problem Q = *V.Problem;
  Q.Instance = V.F->getName().str();
  Q.Metadata["producer"] = "llc ascendpto-buffer-coloring";
  Q.Metadata["function"] = V.F->getName().str();
  Q.Metadata["cpu"] = V.CPU;
  Q.Metadata["plan"] = V.Failed ? "over capacity" : "placed";
  if (!V.Pools.empty())
    Q.Metadata["planner"] = V.Pools.front().Planner;
  if (!V.Axis.empty())
    Q.Metadata["time_axis"] = ptoplan::formatTimeAxis(V.Axis);
  // Schema v1 has no field for the rule behind a separation.
  for (const ptoplan::Separation &S : Q.Separations)
    if (!S.Detail.empty())
      Q.Metadata.try_emplace("separation." +
                                 std::to_string(Q.Buffers[S.First].Id) + "." +
                                 std::to_string(Q.Buffers[S.Second].Id),
                             S.Detail);
  for (const PlanTile &T : V.Tiles) {
    std::string K = "tile." + std::to_string(Q.Buffers[T.Buffer].Id) + ".";
    Q.Metadata[K + "type"] = T.Type;
    Q.Metadata[K + "def"] = T.Def;
    if (!T.LastUse.empty())
      Q.Metadata[K + "last_use"] = T.LastUse;
    if (!T.Loc.empty())
      Q.Metadata[K + "loc"] = T.Loc;
    if (!T.Pipe.empty())
      Q.Metadata[K + "pipe"] = T.Pipe;
  }
  return Q;
}

/// Opens DIR/FILE for writing, creating DIR; reports a failure.
static std::unique_ptr<raw_fd_ostream> openPlanFile(const Function &F,
                                                    StringRef Dir,
                                                    const Twine &File) {
  if (std::error_code EC = sys::fs::create_directories(Dir)) {
    reportError(F, "cannot create the plan directory '" + Dir +
                       "': " + EC.message());
    return nullptr;
  }
  SmallString<128> Path(Dir);
  sys::path::append(Path, File);
  std::error_code EC;
  auto OS = std::make_unique<raw_fd_ostream>(Path, EC, sys::fs::OF_Text);
  if (EC) {
    reportError(F, "cannot write the plan file '" + Path +
                       "': " + EC.message());
    return nullptr;
  }
  return OS;
}

void AscendPTO::writePlanFiles(const PlanView &V, StringRef JsonDir,
                               StringRef SvgDir) {
  std::string Stem = getPlanFileStem(V.F->getName());
  ptoplan::Problem Q = annotatedProblem(V);
  if (!JsonDir.empty()) {
    if (auto OS = openPlanFile(*V.F, JsonDir, Stem + ".problem.json"))
      ptoplan::writeProblemJSON(Q, *OS);
    if (V.Solution->hasPlacement())
      if (auto OS = openPlanFile(*V.F, JsonDir, Stem + ".solution.json")) {
        std::map<std::string, std::string> Meta = {
            {"function", V.F->getName().str()},
            {"plan", Q.Metadata["plan"]}};
        for (const PlanPoolSummary &S : V.Pools) {
          Meta["peak." + S.Space] = std::to_string(S.Peak);
          Meta["lower_bound." + S.Space] = std::to_string(S.LowerBound);
          Meta["planner." + S.Space] = S.Planner;
          // The arbitration's choice is the function's, the same on every
          // space's line of the report.
          if (!S.Chosen.empty())
            Meta["chosen"] = S.Chosen;
        }
        ptoplan::writeSolutionJSON(Q, *V.Solution, *OS, Meta);
      }
  }
  if (!SvgDir.empty()) {
    ptoplan::PictureOptions PO;
    PO.Title = (Twine("@") + V.F->getName() + " on " + V.CPU +
                (V.Failed ? " (over capacity)" : ""))
                   .str();
    PO.Axis = V.Axis;
    PO.Pools.resize(Q.Pools.size());
    for (const PlanPoolSummary &S : V.Pools) {
      ptoplan::PoolPictureFacts &F = PO.Pools[S.Pool];
      F.LowerBound = S.LowerBound;
      F.Status = S.Capacity && S.Peak > *S.Capacity
                     ? "over capacity"
                     : (S.proven() ? "optimal" : "fits");
      F.Status += ", planner " + S.Planner;
      if (S.Pool < V.Bounds.size())
        F.Clique = V.Bounds[S.Pool].CliqueBuffers;
    }
    if (auto OS = openPlanFile(*V.F, SvgDir, Stem + ".svg"))
      ptoplan::writePlanSVG(Q, *V.Solution, PO, *OS);
  }
}
