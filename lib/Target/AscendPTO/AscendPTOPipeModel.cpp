//===- AscendPTOPipeModel.cpp - What placement does to the pipes ----------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOPipeModel.h"
#include "AscendPTOCostEstimate.h"
#include "AscendPTOSubtarget.h"
#include "AscendPTOTables.h"
#include "AscendPTOTileConstraints.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace llvm::AscendPTO;
using ptocost::OpClass;

/// Instructions beyond which the model is not built (the trace's own limit,
/// PipeAware.h's MaxTraceOps), and tiles per space beyond which the reuse
/// dependences are not computed without a window (every pair of tiles is
/// looked at then; with a window, only the pairs it holds).
static constexpr unsigned MaxModelInstrs = 65536;
static constexpr unsigned MaxTilesPerSpaceUnwindowed = 2048;
/// How far back, in instructions, data ancestors are remembered: an op more
/// than this many instructions before another is not known to be its
/// ancestor (the pipes may still order the two). Kernels of at most this
/// many instructions get every ancestor, as before the horizon existed;
/// the ancestor sets take at most MaxModelInstrs * AncestorHorizon bits
/// (64 MiB). Assumption, not a measured figure.
static constexpr unsigned AncestorHorizon = 8192;
/// A reuse dependence is counted only between two tiles of one space at
/// most this many tile definitions apart (in the space's order of first
/// live points). Assumption, not a measured figure: a reuse further apart
/// orders ops with the syncs of every tile between them in the way, so it
/// is taken as free; the estimate still simulates whatever dependences a
/// placement adds. It keeps the penalties, and so the time objective's
/// packings, linear in the tiles (docs/planner.md, "Limits").
static cl::opt<unsigned> ReuseWindow(
    "ascendpto-reuse-dependence-window",
    cl::desc("Tiles of one space further apart than this (in order of "
             "definition) are not counted as a reuse dependence "
             "(docs/planner.md; 0: no window)"),
    cl::init(64));
/// Each loop body is laid out this many times in the trace.
static constexpr unsigned TraceLoopTrips = 2;

namespace {

/// The function's instructions in layout order with their pipes and data
/// ancestors, and the tiles' accesses.
class ModelBuilder {
public:
  ModelBuilder(const MachineFunction &MF, const MachineLoopInfo &MLI,
               const TileConstraints &TC, const ptoplan::Problem &P,
               const DenseMap<Register, unsigned> &BufferOf)
      : MF(MF), MRI(MF.getRegInfo()), MLI(MLI),
        STI(MF.getSubtarget<AscendPTOSubtarget>()), TC(TC), P(P),
        BufferOf(BufferOf) {}

  PipeModel build();

private:
  std::optional<ptocost::Pipe> pipeOf(const MachineInstr &MI) const;
  ptocost::OpWork workOf(const MachineInstr &MI, const TileOpInfo &Op) const;
  void barrierPipes();
  bool indexInstrs();
  void computeAncestors();
  /// X's work is finished before Y starts in every schedule of the kernel.
  bool orderedBefore(unsigned X, unsigned Y) const;
  /// Sharing bytes between the tiles of buffers \p First (first) and
  /// \p Second orders an access of First before Second's definition that
  /// the kernel does not order.
  bool addsForward(unsigned First, unsigned Second) const;
  /// The same for the wrap-around of a loop: an access of \p Second (this
  /// iteration) before \p First's definition (the next one).
  bool addsWrap(unsigned First, unsigned Second) const;
  bool noBarrierNeeded(unsigned X, unsigned Y) const;
  std::optional<SmallVector<ptoplan::ReusePenalty, 0>> penalties() const;
  std::optional<ptoplan::PipeTrace> trace() const;
  void appendOps(const MachineBasicBlock &MBB, ptoplan::PipeTrace &T) const;

  const MachineFunction &MF;
  const MachineRegisterInfo &MRI;
  const MachineLoopInfo &MLI;
  const AscendPTOSubtarget &STI;
  const TileConstraints &TC;
  const ptoplan::Problem &P;
  const DenseMap<Register, unsigned> &BufferOf;

  std::array<bool, ptocost::NumPipes> Barrier{};
  /// Instructions with a tile or vreg operand, in layout order.
  SmallVector<const MachineInstr *, 0> Instrs;
  DenseMap<const MachineInstr *, unsigned> InstrIndex;
  SmallVector<std::optional<ptocost::Pipe>, 0> PipeOfInstr;
  /// Per instruction J: the instructions X in [J - H, J) it depends on
  /// through data, bit X mod H, for the horizon H = min(N, AncestorHorizon).
  SmallVector<BitVector, 0> Anc;
  unsigned Horizon = 0;
  /// Per instruction and pipe: the latest instruction on that pipe among
  /// its data ancestors (not itself), or -1.
  SmallVector<std::array<int, ptocost::NumPipes>, 0> LastOnPipe;
  /// Per buffer: its tile's defining instruction and every access
  /// (definition included) on a pipe, as instruction indices.
  SmallVector<std::optional<unsigned>, 0> DefOf;
  SmallVector<SmallVector<unsigned, 4>, 0> AccessesOf;
};

} // namespace

std::optional<ptocost::Pipe>
ModelBuilder::pipeOf(const MachineInstr &MI) const {
  const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
  if (!Op)
    return std::nullopt;
  ArrayRef<TileOperandInfo> Opnds = getOperands(*Op);
  auto SpaceAt = [&](int Idx) -> std::optional<MemSpace> {
    if (Idx < 0 || unsigned(Idx) >= MI.getNumOperands() ||
        !MI.getOperand(Idx).isReg() || !MI.getOperand(Idx).getReg().isVirtual())
      return std::nullopt;
    const TileInfo *T = TC.lookup(MI.getOperand(Idx).getReg());
    return T ? std::optional<MemSpace>(T->Type.Space) : std::nullopt;
  };
  std::optional<MemSpace> Src, Dst;
  if (Op->PairOperand < Opnds.size())
    Src = SpaceAt(Opnds[Op->PairOperand].MIOperand);
  if (Op->hasResult())
    Dst = SpaceAt(0);
  Pipe TP = getExecPipe(*Op, STI.getArch(), Src, Dst);
  if (TP == Pipe::None)
    return std::nullopt;
  return ptocost::parsePipe(getPipeName(TP));
}

ptocost::OpWork ModelBuilder::workOf(const MachineInstr &MI,
                                     const TileOpInfo &Op) const {
  ptocost::OpWork W;
  std::optional<MemSpace> Src, Dst;
  const TileInfo *Left = nullptr, *Right = nullptr;
  // The bytes of the largest tile operand, or of the smallest for a data
  // movement (a window moves its own bytes).
  uint64_t MovedBytes = UINT64_MAX;
  for (const MachineOperand &MO : MI.operands()) {
    if (!MO.isReg() || !MO.getReg().isVirtual())
      continue;
    const TileInfo *T = TC.lookup(MO.getReg());
    if (!T)
      continue;
    (MO.isDef() ? Dst : Src) = T->Type.Space;
    W.Bytes = std::max(W.Bytes, T->Size);
    MovedBytes = std::min(MovedBytes, T->Size);
    W.ElemBytes = std::max(1u, getDTypeInfo(T->Type.ElemType).Bits / 8);
    if (T->Type.Space == MemSpace::Left)
      Left = T;
    if (T->Type.Space == MemSpace::Right)
      Right = T;
  }
  std::optional<OpClass> C = classifyTileOp(Op, Src, Dst);
  // An op neither table names costs as a vector op (an assumption).
  W.Class = C ? *C : OpClass::VecBinary;
  if (ptocost::isDataMovement(W.Class) && MovedBytes != UINT64_MAX)
    W.Bytes = MovedBytes;
  if (W.Class == OpClass::Cube && Left && Right) {
    W.M = uint64_t(std::max<int64_t>(0, Left->Type.Rows));
    W.K = uint64_t(std::max<int64_t>(0, Left->Type.Cols));
    W.N = uint64_t(std::max<int64_t>(0, Right->Type.Cols));
    W.ElemBytes = std::max(1u, getDTypeInfo(Left->Type.ElemType).Bits / 8);
  }
  return W;
}

void ModelBuilder::barrierPipes() {
  // Two dependent ops on one pipe need a barrier where td's SyncPipe row
  // says so for the target (not S; on a5 not V).
  for (Pipe TP : {Pipe::S, Pipe::V, Pipe::M, Pipe::MTE1, Pipe::MTE2,
                  Pipe::MTE3, Pipe::FIX}) {
    const SyncPipeInfo *Info = getSyncPipeInfo(TP);
    std::optional<ptocost::Pipe> P = ptocost::parsePipe(getPipeName(TP));
    if (P && Info)
      Barrier[unsigned(*P)] = Info->BarrierArchMask & archBit(STI.getArch());
  }
}

bool ModelBuilder::indexInstrs() {
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      if (MI.isDebugInstr())
        continue;
      if (Instrs.size() >= MaxModelInstrs)
        return false;
      InstrIndex[&MI] = Instrs.size();
      Instrs.push_back(&MI);
      PipeOfInstr.push_back(pipeOf(MI));
    }
  return true;
}

void ModelBuilder::computeAncestors() {
  const unsigned N = Instrs.size();
  const unsigned H = Horizon = std::max(1u, std::min(N, AncestorHorizon));
  Anc.assign(N, BitVector(H));
  BitVector Scratch(H);
  LastOnPipe.resize(N);
  for (unsigned J = 0; J < N; ++J) {
    std::array<int, ptocost::NumPipes> &L = LastOnPipe[J];
    L.fill(-1);
    for (const MachineOperand &MO : Instrs[J]->uses()) {
      if (!MO.isReg() || !MO.getReg().isVirtual())
        continue;
      const MachineInstr *D = MRI.getVRegDef(MO.getReg());
      auto It = D ? InstrIndex.find(D) : InstrIndex.end();
      // Only earlier definitions: a back edge's value comes from the
      // previous iteration.
      if (It == InstrIndex.end() || It->second >= J)
        continue;
      unsigned I = It->second;
      if (J - I < H) {
        // I's ancestors before J - H fall off the horizon: their bits are
        // the positions of [I, J) modulo H, where I has none of its own.
        Scratch = Anc[I];
        unsigned From = I % H, To = J % H;
        if (From < To) {
          Scratch.reset(From, To);
        } else if (J - I) {
          Scratch.reset(From, H);
          Scratch.reset(0, To);
        }
        Anc[J] |= Scratch;
        Anc[J].set(I % H);
      }
      for (unsigned Pp = 0; Pp < ptocost::NumPipes; ++Pp)
        L[Pp] = std::max(L[Pp], LastOnPipe[I][Pp]);
      if (PipeOfInstr[I])
        L[unsigned(*PipeOfInstr[I])] =
            std::max(L[unsigned(*PipeOfInstr[I])], int(I));
    }
  }
}

bool ModelBuilder::orderedBefore(unsigned X, unsigned Y) const {
  if (X == Y || (X < Y && Y - X <= Horizon && Anc[Y].test(X % Horizon)))
    return true;
  // An op Y waits for ran after X on X's pipe: the flag set after it (or
  // the barrier before it) covers X as well.
  return PipeOfInstr[X] && LastOnPipe[Y][unsigned(*PipeOfInstr[X])] > int(X);
}

bool ModelBuilder::noBarrierNeeded(unsigned X, unsigned Y) const {
  return PipeOfInstr[X] && PipeOfInstr[Y] && *PipeOfInstr[X] == *PipeOfInstr[Y] &&
         !Barrier[unsigned(*PipeOfInstr[X])];
}

bool ModelBuilder::addsForward(unsigned First, unsigned Second) const {
  if (!DefOf[Second] || !PipeOfInstr[*DefOf[Second]])
    return false; // a view or a merge writes nothing itself
  unsigned Y = *DefOf[Second];
  return llvm::any_of(AccessesOf[First], [&](unsigned X) {
    return !orderedBefore(X, Y) && !noBarrierNeeded(X, Y);
  });
}

bool ModelBuilder::addsWrap(unsigned First, unsigned Second) const {
  if (!DefOf[First] || !PipeOfInstr[*DefOf[First]])
    return false;
  unsigned Y = *DefOf[First];
  // First's next definition already waits for First's own accesses of this
  // iteration, and so for whatever is ordered before one of them.
  return llvm::any_of(AccessesOf[Second], [&](unsigned X) {
    return !noBarrierNeeded(X, Y) &&
           llvm::none_of(AccessesOf[First],
                         [&](unsigned Z) { return orderedBefore(X, Z); });
  });
}

std::optional<SmallVector<ptoplan::ReusePenalty, 0>>
ModelBuilder::penalties() const {
  const unsigned NB = P.Buffers.size();
  // One buffer: the colocation components.
  SmallVector<unsigned, 0> Root(NB);
  for (unsigned B = 0; B < NB; ++B)
    Root[B] = B;
  auto Find = [&](unsigned X) {
    while (Root[X] != X)
      X = Root[X] = Root[Root[X]];
    return X;
  };
  for (const ptoplan::Colocation &C : P.Colocations)
    if (C.First < NB && C.Second < NB)
      Root[Find(C.Second)] = Find(C.First);
  DenseSet<std::pair<unsigned, unsigned>> Apart;
  for (const ptoplan::Separation &S : P.Separations)
    Apart.insert({std::min(S.First, S.Second), std::max(S.First, S.Second)});
  // Tiles per pool.
  SmallVector<SmallVector<unsigned, 0>, 8> InPool(P.Pools.size());
  for (unsigned B = 0; B < NB; ++B)
    if (DefOf[B] && P.Buffers[B].AllowedPools.size() == 1)
      InPool[P.Buffers[B].AllowedPools[0]].push_back(B);
  auto Loop = [&](unsigned B) {
    return MLI.getLoopFor(Instrs[*DefOf[B]]->getParent());
  };
  auto Common = [&](const MachineLoop *A, const MachineLoop *B) {
    for (; A; A = A->getParentLoop())
      if (B && A->contains(B))
        return true;
    return false;
  };
  SmallVector<ptoplan::ReusePenalty, 0> Out;
  SmallVector<unsigned, 0> Rank;
  for (ArrayRef<unsigned> Tiles : InPool) {
    const unsigned W = ReuseWindow;
    if (!W && Tiles.size() > MaxTilesPerSpaceUnwindowed)
      return std::nullopt;
    // Rank of each tile in order of its first live point.
    SmallVector<unsigned, 0> ByStart(Tiles.begin(), Tiles.end());
    auto StartOf = [&](unsigned B) {
      return P.Buffers[B].Live.empty() ? INT64_MIN
                                       : P.Buffers[B].Live.front().Lower;
    };
    llvm::stable_sort(ByStart, [&](unsigned A, unsigned B) {
      return std::make_pair(StartOf(A), A) < std::make_pair(StartOf(B), B);
    });
    Rank.assign(NB, 0);
    for (auto [R, B] : enumerate(ByStart))
      Rank[B] = R;
    // The pairs (I, J), I < J, in that order, whose ranks are at most W
    // apart: per I, its rank neighbours after it in Tiles.
    SmallVector<unsigned, 0> PosInTiles(NB, 0);
    for (auto [I, B] : enumerate(Tiles))
      PosInTiles[B] = I;
    SmallVector<unsigned, 128> Partners;
    for (unsigned I = 0; I < Tiles.size(); ++I) {
      Partners.clear();
      if (!W) {
        for (unsigned J = I + 1; J < Tiles.size(); ++J)
          Partners.push_back(J);
      } else {
        unsigned R = Rank[Tiles[I]];
        unsigned Lo = R > W ? R - W : 0;
        unsigned Hi = std::min<size_t>(ByStart.size() - 1, size_t(R) + W);
        for (unsigned K = Lo; K <= Hi; ++K)
          if (PosInTiles[ByStart[K]] > I)
            Partners.push_back(PosInTiles[ByStart[K]]);
        std::sort(Partners.begin(), Partners.end());
      }
      for (unsigned J : Partners) {
        unsigned A = Tiles[I], B = Tiles[J];
        const ptoplan::Buffer &BA = P.Buffers[A], &BB = P.Buffers[B];
        if (Find(A) == Find(B) || BA.Live.empty() || BB.Live.empty() ||
            Apart.contains({std::min(A, B), std::max(A, B)}))
          continue;
        bool Overlap = false;
        for (const ptoplan::LiveInterval &X : BA.Live)
          for (const ptoplan::LiveInterval &Y : BB.Live)
            Overlap |= X.overlaps(Y);
        if (Overlap)
          continue; // they never share bytes
        bool AFirst = BA.Live.back().Upper <= BB.Live.front().Lower;
        bool BFirst = BB.Live.back().Upper <= BA.Live.front().Lower;
        unsigned First = AFirst ? A : B, Second = AFirst ? B : A;
        bool Adds = !(AFirst || BFirst) || addsForward(First, Second);
        if (!Adds && Common(Loop(First), Loop(Second)))
          Adds = addsWrap(First, Second);
        if (!Adds)
          continue;
        ptoplan::ReusePenalty R;
        R.First = A;
        R.Second = B;
        R.Cost = 1;
        R.Reason = BB.Name + " after " + BA.Name;
        if (!AFirst && BFirst)
          R.Reason = BA.Name + " after " + BB.Name;
        Out.push_back(std::move(R));
      }
    }
  }
  return Out;
}

void ModelBuilder::appendOps(const MachineBasicBlock &MBB,
                             ptoplan::PipeTrace &T) const {
  for (const MachineInstr &MI : MBB) {
    auto It = InstrIndex.find(&MI);
    if (It == InstrIndex.end() || !PipeOfInstr[It->second])
      continue;
    const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
    ptoplan::TraceOp TO;
    TO.Pipe = *PipeOfInstr[It->second];
    TO.Work = workOf(MI, *Op);
    // Written workspaces are uses that write.
    SmallVector<unsigned, 4> WrittenOps;
    for (const TileOperandInfo &O : getOperands(*Op))
      if (O.Written && O.MIOperand >= 0)
        WrittenOps.push_back(unsigned(O.MIOperand));
    for (auto [Idx, MO] : enumerate(MI.operands())) {
      if (!MO.isReg() || !MO.getReg().isVirtual())
        continue;
      auto B = BufferOf.find(MO.getReg());
      if (B == BufferOf.end())
        continue;
      TO.Accesses.push_back(
          {B->second, MO.isDef() || is_contained(WrittenOps, unsigned(Idx))});
    }
    T.Ops.push_back(std::move(TO));
  }
}

std::optional<ptoplan::PipeTrace> ModelBuilder::trace() const {
  ptoplan::PipeTrace T;
  T.SamePipeBarrier = Barrier;
  // An explicit stack of loops being laid out, each with the iterations it
  // has left and the child loops already laid out in this iteration.
  struct Frame {
    const MachineLoop *L;
    SmallVector<const MachineBasicBlock *, 8> Blocks;
    size_t Next = 0;
    unsigned TripsLeft = 1;
    SmallPtrSet<const MachineLoop *, 4> Done;
    /// The loop instance (TraceOp::Loop) and the first op of each trip.
    uint32_t Id = ptoplan::TraceOp::NoLoop;
    size_t TripStart[TraceLoopTrips] = {};
    /// Its own ops (those of its inner loops are theirs).
    SmallVector<uint32_t, 0> Mine;
  };
  static_assert(TraceLoopTrips == 2, "TraceOp's twins pair two trips");
  uint32_t NextLoop = 0;
  // Pairs the ops of a loop instance's two trips and records its end.
  auto Close = [&](const Frame &F) {
    if (F.Id == ptoplan::TraceOp::NoLoop)
      return;
    const size_t Len = F.TripStart[1] - F.TripStart[0];
    for (uint32_t I : F.Mine) {
      ptoplan::TraceOp &Op = T.Ops[I];
      Op.Twin = uint32_t(Op.Trip ? I - Len : I + Len);
      Op.LoopEnd = uint32_t(T.Ops.size());
    }
  };
  SmallVector<Frame, 4> Stack;
  Stack.emplace_back();
  for (const MachineBasicBlock &MBB : MF)
    Stack.back().Blocks.push_back(&MBB);
  Stack.back().L = nullptr;
  while (!Stack.empty()) {
    if (T.Ops.size() > ptoplan::MaxTraceOps)
      return std::nullopt;
    Frame &F = Stack.back();
    if (F.Next == F.Blocks.size()) {
      if (--F.TripsLeft == 0) {
        Close(F);
        Stack.pop_back();
      } else {
        F.Next = 0;
        F.Done.clear();
        F.TripStart[TraceLoopTrips - F.TripsLeft] = T.Ops.size();
      }
      continue;
    }
    const MachineBasicBlock *MBB = F.Blocks[F.Next++];
    // The loop directly inside F's holding MBB, if any.
    const MachineLoop *C = MLI.getLoopFor(MBB);
    while (C && C->getParentLoop() != F.L)
      C = C->getParentLoop();
    if (!C || C == F.L) {
      size_t First = T.Ops.size();
      appendOps(*MBB, T);
      if (F.Id != ptoplan::TraceOp::NoLoop)
        for (size_t I = First; I < T.Ops.size(); ++I) {
          T.Ops[I].Loop = F.Id;
          T.Ops[I].Trip = uint8_t(TraceLoopTrips - F.TripsLeft);
          F.Mine.push_back(uint32_t(I));
        }
      continue;
    }
    if (!F.Done.insert(C).second)
      continue; // laid out with its loop
    Frame Child;
    Child.L = C;
    for (const MachineBasicBlock &B : MF)
      if (C->contains(&B))
        Child.Blocks.push_back(&B);
    Child.TripsLeft = TraceLoopTrips;
    Child.Id = NextLoop++;
    Child.TripStart[0] = T.Ops.size();
    Stack.push_back(std::move(Child));
  }
  return T;
}

PipeModel ModelBuilder::build() {
  PipeModel M;
  barrierPipes();
  if (!indexInstrs())
    return M;
  computeAncestors();
  const unsigned NB = P.Buffers.size();
  DefOf.assign(NB, std::nullopt);
  AccessesOf.assign(NB, {});
  for (auto [Reg, B] : BufferOf) {
    if (B >= NB)
      continue;
    const MachineInstr *Def = MRI.getVRegDef(Reg);
    auto It = Def ? InstrIndex.find(Def) : InstrIndex.end();
    if (It == InstrIndex.end())
      continue;
    DefOf[B] = It->second;
    if (PipeOfInstr[It->second])
      AccessesOf[B].push_back(It->second);
    for (const MachineInstr &U : MRI.use_nodbg_instructions(Reg)) {
      auto UI = InstrIndex.find(&U);
      if (UI != InstrIndex.end() && PipeOfInstr[UI->second] &&
          !is_contained(AccessesOf[B], UI->second))
        AccessesOf[B].push_back(UI->second);
    }
    llvm::sort(AccessesOf[B]);
  }
  M.Penalties = penalties();
  M.Trace = trace();
  return M;
}

PipeModel llvm::AscendPTO::buildPipeModel(
    const MachineFunction &MF, const MachineLoopInfo &MLI,
    const TileConstraints &TC, const ptoplan::Problem &P,
    const DenseMap<Register, unsigned> &BufferOf) {
  return ModelBuilder(MF, MLI, TC, P, BufferOf).build();
}
