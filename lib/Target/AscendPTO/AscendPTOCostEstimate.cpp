//===- AscendPTOCostEstimate.cpp - Cycle estimate of a kernel ------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOCostEstimate.h"
#include "AscendPTOStructurizer.h"
#include "AscendPTOSubtarget.h"
#include "AscendPTOTables.h"
#include "AscendPTOTileConstraints.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::AscendPTO;
using ptocost::OpClass;
using ptocost::OpWork;
using ptocost::SimInstr;

static cl::opt<unsigned> LoopTrips(
    "ascendpto-cost-loop-trips",
    cl::desc("Trip count the cycle estimate assumes for a loop whose bounds "
             "are not constants (default 4)"),
    cl::init(4));

static cl::opt<bool> Timeline(
    "ascendpto-cost-timeline",
    cl::desc("With -ascendpto-plan-report, print the simulated timeline of "
             "each function's estimate: one line per instruction, its pipe, "
             "start and end cycle, and the cycles a wait stalled "
             "(docs/cost-model.md)"),
    cl::init(false));

/// Longest trace the estimate simulates.
static constexpr uint64_t MaxTrace = uint64_t(1) << 22;

namespace {

/// Expands the tree into a trace (see the file comment of the header).
class TraceBuilder {
public:
  TraceBuilder(const MachineFunction &MF, const TileConstraints &TC)
      : MF(MF), MRI(MF.getRegInfo()),
        STI(MF.getSubtarget<AscendPTOSubtarget>()), TC(TC) {}

  /// False when the trace grows beyond MaxTrace.
  bool build(const SRegion &Top);
  std::vector<SimInstr> &trace() { return Trace; }
  bool staticTrips() const { return StaticTrips; }

private:
  bool appendBlock(const MachineBasicBlock &MBB);
  void appendInstr(const MachineInstr &MI);
  std::optional<SimInstr> syncInstr(const MachineInstr &MI) const;
  std::optional<SimInstr> tileInstr(const MachineInstr &MI,
                                    const TileOpInfo &Op) const;
  /// The pipe \p MI runs on, std::nullopt for views and metadata.
  std::optional<ptocost::Pipe> execPipe(const MachineInstr &MI,
                                        const TileOpInfo &Op) const;
  std::optional<uint64_t> staticTrips(const SLoop &L) const;
  uint64_t trips(const SLoop &L);
  uint64_t costedOps(const MachineBasicBlock &MBB) const;
  uint64_t weight(const SRegion &R) const;
  const SRegion &chooseArm(const SIf &I) const;
  std::optional<MemSpace> spaceOf(const MachineOperand &MO) const;
  std::optional<int64_t> constantOf(Register R) const;
  std::string firstTileName(const MachineInstr &MI) const;
  /// The value of a ping-pong slot (iv srem M) in the current iteration.
  std::optional<int64_t> slotValue(Register R) const;
  /// The value of \p R when it is a loop counter, or a counter plus a
  /// constant, in the current iteration.
  std::optional<int64_t> shiftedIV(Register R) const;

  const MachineFunction &MF;
  const MachineRegisterInfo &MRI;
  const AscendPTOSubtarget &STI;
  const TileConstraints &TC;
  std::vector<SimInstr> Trace;
  bool StaticTrips = true;
  /// The induction variables of the loops being run, in this iteration.
  DenseMap<Register, int64_t> IVValue;
  /// weight() of each region asked for so far.
  mutable DenseMap<const SRegion *, uint64_t> Weight;
};

} // namespace

std::optional<MemSpace> TraceBuilder::spaceOf(const MachineOperand &MO) const {
  if (!MO.isReg() || !MO.getReg().isVirtual())
    return std::nullopt;
  return getMemSpaceForRegClass(MRI.getRegClass(MO.getReg())->getID());
}

std::optional<int64_t> TraceBuilder::constantOf(Register R) const {
  const MachineInstr *Def = R.isVirtual() ? MRI.getVRegDef(R) : nullptr;
  if (Def && Def->getOpcode() == AscendPTO::CONST_INT)
    return Def->getOperand(1).getImm();
  return std::nullopt;
}

std::optional<int64_t> TraceBuilder::slotValue(Register R) const {
  const MachineInstr *Def = R.isVirtual() ? MRI.getVRegDef(R) : nullptr;
  if (!Def || Def->getOpcode() != AscendPTO::REMSI)
    return std::nullopt;
  std::optional<int64_t> N = shiftedIV(Def->getOperand(1).getReg());
  std::optional<int64_t> M = constantOf(Def->getOperand(2).getReg());
  if (!N || !M || *M <= 0)
    return std::nullopt;
  return *N % *M;
}

std::optional<int64_t> TraceBuilder::shiftedIV(Register R) const {
  // iv, or iv + c with c >= 0 (a shifted slot, `(i + 1) srem 2`; as the
  // sync pass, slotShift).
  auto IV = IVValue.find(R);
  if (IV != IVValue.end())
    return IV->second;
  const MachineInstr *Def = R.isVirtual() ? MRI.getVRegDef(R) : nullptr;
  if (!Def || Def->getOpcode() != AscendPTO::ADDI ||
      Def->getNumOperands() != 3 || !Def->getOperand(1).isReg() ||
      !Def->getOperand(2).isReg())
    return std::nullopt;
  for (unsigned I = 1; I <= 2; ++I) {
    auto It = IVValue.find(Def->getOperand(I).getReg());
    std::optional<int64_t> C = constantOf(Def->getOperand(3 - I).getReg());
    int64_t Sum;
    if (It != IVValue.end() && C && *C >= 0 &&
        !AddOverflow(It->second, *C, Sum))
      return Sum;
  }
  return std::nullopt;
}

std::optional<OpClass>
llvm::AscendPTO::classifyTileOp(const TileOpInfo &Op,
                                std::optional<MemSpace> Src,
                                std::optional<MemSpace> Dst) {
  // The op's own class (td: Cost), or its data movement's by the space
  // pair (td: TransferCost); global memory is the side that is not a tile.
  if (!Op.CostBySpaces)
    return Op.CostClass;
  return lookupTransferCost(Src, Dst);
}

/// The simulator's pipe for a td pipe (same names).
static std::optional<ptocost::Pipe> simPipe(Pipe P) {
  return ptocost::parsePipe(getPipeName(P));
}

std::optional<SimInstr>
TraceBuilder::syncInstr(const MachineInstr &MI) const {
  auto PipeAt = [&](unsigned I) -> std::optional<ptocost::Pipe> {
    std::optional<Pipe> P = lookupPipeByCode(MI.getOperand(I).getImm());
    return P ? simPipe(*P) : std::nullopt;
  };
  switch (MI.getOpcode()) {
  case AscendPTO::SET_FLAG:
  case AscendPTO::WAIT_FLAG: {
    std::optional<ptocost::Pipe> Src = PipeAt(0), Dst = PipeAt(1);
    if (!Src || !Dst)
      return std::nullopt;
    unsigned Id = static_cast<unsigned>(MI.getOperand(2).getImm());
    return MI.getOpcode() == AscendPTO::SET_FLAG ? SimInstr::set(*Src, *Dst, Id)
                                                 : SimInstr::wait(*Src, *Dst, Id);
  }
  case AscendPTO::SET_FLAG_SLOT:
  case AscendPTO::WAIT_FLAG_SLOT: {
    // The id of this iteration's slot (td: SET_FLAG_SLOT), none for a slot
    // without one (-1); the first id when the slot is not known.
    std::optional<ptocost::Pipe> Src = PipeAt(0), Dst = PipeAt(1);
    if (!Src || !Dst || MI.getNumOperands() < 4)
      return std::nullopt;
    int64_t IdImm = -1;
    if (std::optional<int64_t> V = slotValue(MI.getOperand(2).getReg())) {
      int64_t K = std::clamp<int64_t>(*V, 0, int64_t(MI.getNumOperands()) - 4);
      IdImm = MI.getOperand(3 + K).getImm();
    } else {
      for (unsigned I = 3; I < MI.getNumOperands() && IdImm < 0; ++I)
        IdImm = MI.getOperand(I).getImm();
    }
    if (IdImm < 0)
      return std::nullopt;
    unsigned Id = static_cast<unsigned>(IdImm);
    return MI.getOpcode() == AscendPTO::SET_FLAG_SLOT
               ? SimInstr::set(*Src, *Dst, Id)
               : SimInstr::wait(*Src, *Dst, Id);
  }
  case AscendPTO::PIPE_BARRIER: {
    if (MI.getOperand(0).getImm() == int64_t(getAllPipeCode()))
      return SimInstr::barrierAll();
    std::optional<ptocost::Pipe> P = PipeAt(0);
    return P ? std::optional<SimInstr>(SimInstr::barrier(*P)) : std::nullopt;
  }
  default:
    return std::nullopt;
  }
}

/// The IR name of the first tile operand of \p MI (its result, if any), as
/// `%name`, for the timeline; `%t<N>` for an unnamed register.
std::string TraceBuilder::firstTileName(const MachineInstr &MI) const {
  for (const MachineOperand &MO : MI.operands()) {
    if (!MO.isReg() || !MO.getReg().isVirtual() || !TC.lookup(MO.getReg()))
      continue;
    StringRef N = MRI.getVRegName(MO.getReg());
    return N.empty() ? "%t" + std::to_string(MO.getReg().virtRegIndex())
                     : ("%" + N).str();
  }
  return "";
}

/// The cost class of an op the class table does not name: by its pipe (an
/// assumption, docs/cost-model.md).
static OpClass classOfPipe(ptocost::Pipe P) {
  switch (P) {
  case ptocost::Pipe::S:
    return OpClass::Scalar;
  case ptocost::Pipe::V:
    return OpClass::VecBinary;
  case ptocost::Pipe::M:
    return OpClass::Cube;
  case ptocost::Pipe::MTE1:
    return OpClass::L1ToL0A;
  case ptocost::Pipe::MTE2:
    return OpClass::GmToUb;
  case ptocost::Pipe::MTE3:
    return OpClass::UbToGm;
  case ptocost::Pipe::FIX:
    return OpClass::L0cToGm;
  }
  return OpClass::VecBinary;
}

/// The space of \p MI's source (its pair operand) and of its result.
static std::pair<std::optional<MemSpace>, std::optional<MemSpace>>
spacesOf(const MachineInstr &MI, const TileOpInfo &Op,
         function_ref<std::optional<MemSpace>(const MachineOperand &)> Space) {
  ArrayRef<TileOperandInfo> Opnds = getOperands(Op);
  std::optional<MemSpace> Src, Dst;
  if (Op.PairOperand < Opnds.size() && Opnds[Op.PairOperand].MIOperand >= 0 &&
      unsigned(Opnds[Op.PairOperand].MIOperand) < MI.getNumOperands())
    Src = Space(MI.getOperand(Opnds[Op.PairOperand].MIOperand));
  if (Op.hasResult())
    Dst = Space(MI.getOperand(0));
  return {Src, Dst};
}

std::optional<ptocost::Pipe>
TraceBuilder::execPipe(const MachineInstr &MI, const TileOpInfo &Op) const {
  auto [Src, Dst] =
      spacesOf(MI, Op, [&](const MachineOperand &MO) { return spaceOf(MO); });
  Pipe TP = getExecPipe(Op, STI.getArch(), Src, Dst);
  return TP == Pipe::None ? std::nullopt : simPipe(TP);
}

std::optional<SimInstr>
TraceBuilder::tileInstr(const MachineInstr &MI, const TileOpInfo &Op) const {
  auto [Src, Dst] =
      spacesOf(MI, Op, [&](const MachineOperand &MO) { return spaceOf(MO); });
  std::optional<ptocost::Pipe> P = execPipe(MI, Op);
  if (!P)
    return std::nullopt; // views and metadata: no pipe work

  OpWork W;
  StringRef Mn = Op.Mnemonic;
  std::optional<OpClass> C = classifyTileOp(Op, Src, Dst);
  W.Class = C ? *C : classOfPipe(*P);
  // Bytes of the largest tile operand, or of the smallest for a data
  // movement (a window moves its own bytes); the matmul shape from left x
  // right.
  const TileInfo *Left = nullptr, *Right = nullptr;
  uint64_t MovedBytes = UINT64_MAX;
  for (const MachineOperand &MO : MI.operands()) {
    if (!MO.isReg() || !MO.getReg().isVirtual())
      continue;
    const TileInfo *T = TC.lookup(MO.getReg());
    if (!T)
      continue;
    W.Bytes = std::max(W.Bytes, T->Size);
    MovedBytes = std::min(MovedBytes, T->Size);
    W.ElemBytes = std::max(1u, getDTypeInfo(T->Type.ElemType).Bits / 8);
    if (T->Type.Space == MemSpace::Left)
      Left = T;
    if (T->Type.Space == MemSpace::Right)
      Right = T;
  }
  if (ptocost::isDataMovement(W.Class) && MovedBytes != UINT64_MAX)
    W.Bytes = MovedBytes;
  if (W.Class == OpClass::Cube && Left && Right) {
    W.M = uint64_t(std::max<int64_t>(0, Left->Type.Rows));
    W.K = uint64_t(std::max<int64_t>(0, Left->Type.Cols));
    W.N = uint64_t(std::max<int64_t>(0, Right->Type.Cols));
    W.ElemBytes = std::max(1u, getDTypeInfo(Left->Type.ElemType).Bits / 8);
  }
  SimInstr I = SimInstr::op(W, (Mn + " " + firstTileName(MI)).str());
  I.P = *P; // the queue td/ gives the op on this target
  return I;
}

void TraceBuilder::appendInstr(const MachineInstr &MI) {
  if (std::optional<SimInstr> S = syncInstr(MI)) {
    Trace.push_back(std::move(*S));
    return;
  }
  if (const TileOpInfo *Op = getTileOpInfo(MI.getOpcode()))
    if (std::optional<SimInstr> T = tileInstr(MI, *Op))
      Trace.push_back(std::move(*T));
}

bool TraceBuilder::appendBlock(const MachineBasicBlock &MBB) {
  for (const MachineInstr &MI : MBB) {
    if (Trace.size() >= MaxTrace)
      return false;
    appendInstr(MI);
  }
  return true;
}

std::optional<uint64_t> TraceBuilder::staticTrips(const SLoop &L) const {
  std::optional<int64_t> Lb = constantOf(L.LowerBound),
                         Ub = constantOf(L.UpperBound),
                         Step = constantOf(L.Step);
  if (!Lb || !Ub || !Step || *Step <= 0)
    return std::nullopt;
  int64_t Hi = *Ub;
  if (L.InclusiveBound && AddOverflow(Hi, int64_t(1), Hi))
    return MaxTrace; // beyond any trace the simulator runs
  if (L.AtLeastOnce) {
    int64_t First;
    if (AddOverflow(*Lb, *Step, First))
      return MaxTrace;
    Hi = std::max(Hi, First);
  }
  if (Hi <= *Lb)
    return 0;
  int64_t Span;
  if (SubOverflow(Hi, *Lb, Span))
    return MaxTrace;
  return uint64_t(Span / *Step + (Span % *Step != 0));
}

uint64_t TraceBuilder::trips(const SLoop &L) {
  if (std::optional<uint64_t> T = staticTrips(L))
    return *T;
  StaticTrips = false;
  return LoopTrips;
}

/// The tile ops of \p MBB that cost cycles: those with a pipe on this
/// target (views, metadata, scalar arithmetic and syncs cost nothing).
uint64_t TraceBuilder::costedOps(const MachineBasicBlock &MBB) const {
  uint64_t N = 0;
  for (const MachineInstr &MI : MBB)
    if (const TileOpInfo *Op = getTileOpInfo(MI.getOpcode()))
      if (execPipe(MI, *Op))
        ++N;
  return N;
}

/// The costed tile ops one run of \p R executes: a nested loop counts its
/// body times its trip count (constant bounds, else
/// -ascendpto-cost-loop-trips), a nested if its heavier arm; saturated at
/// MaxTrace. Computed bottom-up with an explicit stack (no recursion over
/// the nesting depth) and memoised per region.
uint64_t TraceBuilder::weight(const SRegion &R) const {
  if (auto It = Weight.find(&R); It != Weight.end())
    return It->second;
  // Post-order: a region is summed once its nested regions are known.
  SmallVector<std::pair<const SRegion *, bool>, 8> Work = {{&R, false}};
  while (!Work.empty()) {
    auto [Cur, Expanded] = Work.pop_back_val();
    if (Weight.count(Cur))
      continue;
    if (!Expanded) {
      Work.push_back({Cur, true});
      for (const SNode &N : *Cur) {
        if (N.Kind == SNode::Loop)
          Work.push_back({&N.L->Body, false});
        if (N.Kind == SNode::If) {
          Work.push_back({&N.I->Then, false});
          Work.push_back({&N.I->Else, false});
        }
      }
      continue;
    }
    uint64_t Sum = 0;
    for (const SNode &N : *Cur) {
      uint64_t W = 0;
      switch (N.Kind) {
      case SNode::Block:
        W = costedOps(*N.MBB);
        break;
      case SNode::Loop: {
        uint64_t Trips = staticTrips(*N.L).value_or(uint64_t(LoopTrips));
        W = std::min(MaxTrace,
                     SaturatingMultiply(Weight.lookup(&N.L->Body), Trips));
        break;
      }
      case SNode::If:
        W = std::max(Weight.lookup(&N.I->Then), Weight.lookup(&N.I->Else));
        break;
      }
      Sum = std::min(MaxTrace, SaturatingAdd(Sum, W));
    }
    Weight[Cur] = Sum;
  }
  return Weight.lookup(&R);
}

const SRegion &TraceBuilder::chooseArm(const SIf &I) const {
  return weight(I.Else) > weight(I.Then) ? I.Else : I.Then;
}

bool TraceBuilder::build(const SRegion &Top) {
  // An explicit stack of regions being run, each with the iterations it
  // has left (no recursion over the nesting depth).
  struct Frame {
    const SRegion *R;
    size_t Next;
    uint64_t TripsLeft;
    /// The loop run by this frame, and its iteration.
    const SLoop *L = nullptr;
    uint64_t Iter = 0;
  };
  auto SetIV = [&](const Frame &F) {
    if (!F.L || !F.L->IVPhi)
      return;
    std::optional<int64_t> Lb = constantOf(F.L->LowerBound),
                           Step = constantOf(F.L->Step);
    int64_t V = 0;
    if (Lb && Step && !MulOverflow(int64_t(F.Iter), *Step, V) &&
        !AddOverflow(V, *Lb, V))
      IVValue[F.L->IVPhi->getOperand(0).getReg()] = V;
  };
  SmallVector<Frame, 8> Stack = {{&Top, 0, 1}};
  while (!Stack.empty()) {
    Frame &F = Stack.back();
    if (F.Next == F.R->size()) {
      if (--F.TripsLeft == 0) {
        Stack.pop_back();
      } else {
        F.Next = 0;
        ++F.Iter;
        SetIV(F);
      }
      continue;
    }
    const SNode &N = (*F.R)[F.Next++];
    switch (N.Kind) {
    case SNode::Block:
      if (!appendBlock(*N.MBB))
        return false;
      break;
    case SNode::Loop: {
      uint64_t T = trips(*N.L);
      if (T >= MaxTrace)
        return false;
      if (T) {
        Stack.push_back({&N.L->Body, 0, T, N.L.get(), 0});
        SetIV(Stack.back());
      }
      break;
    }
    case SNode::If:
      Stack.push_back({&chooseArm(*N.I), 0, 1, nullptr, 0});
      break;
    }
    if (Trace.size() >= MaxTrace)
      return false;
  }
  return true;
}

/// What the timeline calls a trace instruction.
static std::string describeInstr(const SimInstr &I) {
  auto Flag = [&](StringRef Kind) {
    return (Kind + "(" + ptocost::getPipeName(I.Src) + ", " +
            ptocost::getPipeName(I.Dst) + ", EVENT_ID" + Twine(I.Id) + ")")
        .str();
  };
  switch (I.K) {
  case SimInstr::Kind::Op:
    return I.Label;
  case SimInstr::Kind::SetFlag:
    return Flag("set_flag");
  case SimInstr::Kind::WaitFlag:
    return Flag("wait_flag");
  case SimInstr::Kind::Barrier:
    return ("pipe_barrier(" + ptocost::getPipeName(I.P) + ")").str();
  case SimInstr::Kind::BarrierAll:
    return "pipe_barrier(PIPE_ALL)";
  }
  return "";
}

/// -ascendpto-cost-timeline: one line per instruction run, in the order the
/// simulator took them, with the cycles it stalled where it waited.
static void printTimeline(StringRef Func, ArrayRef<SimInstr> Trace,
                          const ptocost::SimResult &R) {
  for (const ptocost::SimEvent &Ev : R.Timeline) {
    errs() << "ascendpto-timeline: func=" << Func << " "
           << ptocost::getPipeName(Ev.Queue) << " " << Ev.Start << ".."
           << Ev.End << " " << describeInstr(Trace[Ev.Idx]);
    if (Ev.Start > Ev.Ready)
      errs() << " stalled=" << (Ev.Start - Ev.Ready);
    errs() << "\n";
  }
}

std::optional<CycleEstimate>
llvm::AscendPTO::estimateCycles(const MachineFunction &MF,
                                const std::vector<SNode> &Tree,
                                std::string &Why, bool Quiet) {
  const auto &STI = MF.getSubtarget<AscendPTOSubtarget>();
  TileConstraints TC;
  if (!TC.build(MF, STI, Why))
    return std::nullopt;
  TraceBuilder B(MF, TC);
  if (!B.build(Tree)) {
    Why = "the kernel executes more than 2^22 instructions";
    return std::nullopt;
  }
  ptocost::CostModel CM(STI.getArch() == Arch::A5 ? ptocost::Target::A5
                                                  : ptocost::Target::A2A3);
  CycleEstimate E;
  E.TraceLength = B.trace().size();
  E.StaticTrips = B.staticTrips();
  bool Print = Timeline && !Quiet;
  E.Sim = ptocost::simulate(B.trace(), CM, Print);
  if (Print)
    printTimeline(MF.getName(), B.trace(), E.Sim);
  return E;
}
