//===- PipeAware.cpp - Placement that sees the pipes ----------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/PipeAware.h"
#include "CostModel/PipeSim.h"
#include "Planner/ReuseCost.h"
#include "llvm/ADT/STLExtras.h"
#include <limits>
#include <tuple>

using namespace llvm;
using namespace llvm::ptoplan;
using ptocost::NumPipes;
using ptocost::SimInstr;

bool llvm::ptoplan::fitsCapacity(const Problem &P, const Solution &S) {
  if (!S.hasPlacement())
    return false;
  for (unsigned Pl = 0; Pl < P.Pools.size(); ++Pl)
    if (P.Pools[Pl].Capacity && computePeak(P, S, Pl) > *P.Pools[Pl].Capacity)
      return false;
  return true;
}

Problem llvm::ptoplan::withPenaltiesApart(const Problem &P,
                                          ArrayRef<unsigned> Enforced) {
  Problem Q = P;
  for (unsigned I : Enforced) {
    const ReusePenalty &R = P.ReusePenalties[I];
    Q.addSeparation(R.First, R.Second, SeparationReason::CrossPipe,
                    "reuse would add a dependence (" + R.Reason + ")");
  }
  return Q;
}

namespace {

/// The synchronisation model of estimatePlacement (see PipeAware.h): a
/// forward walk over the trace with, per queue, a vector clock of the
/// latest op of each pipe known to be finished before the queue's next op.
class TraceSync {
public:
  TraceSync(const Problem &P, const Solution &S, const PipeTrace &T)
      : P(P), S(S), T(T) {}

  /// False when the overlap checks exceed MaxEstimateWork.
  bool run();
  std::vector<SimInstr> trace() const;
  TraceEstimate counts() const { return Counts; }

private:
  using Clock = std::array<int64_t, NumPipes>;
  bool computeOverlaps();
  /// Orders op \p X before op \p Y (a flag, a barrier or nothing).
  void order(int64_t X, size_t Y);

  const Problem &P;
  const Solution &S;
  const PipeTrace &T;
  /// Per buffer B: the accessed buffers sharing a byte with it, itself
  /// too, at OverList[OverBegin[B] .. OverBegin[B + 1]) (one flat array:
  /// the pairs of a dense reuse are many).
  std::vector<unsigned> OverList;
  std::vector<size_t> OverBegin;
  ArrayRef<unsigned> over(unsigned B) const {
    return ArrayRef<unsigned>(OverList.data() + OverBegin[B],
                              OverBegin[B + 1] - OverBegin[B]);
  }
  std::array<Clock, NumPipes> Clocks;
  /// Per op: its queue's clock when it was issued.
  std::vector<Clock> Before;
  /// Per op: waits (source pipe, id) and a barrier before it, sets
  /// (destination pipe, id) after it.
  std::vector<SmallVector<std::pair<ptocost::Pipe, unsigned>, 2>> Waits, Sets;
  std::vector<bool> Barrier;
  std::array<std::array<unsigned, NumPipes>, NumPipes> NextId{};
  TraceEstimate Counts;
  uint64_t Work = 0;
};

} // namespace

bool TraceSync::computeOverlaps() {
  const unsigned NB = P.Buffers.size();
  SmallVector<bool, 0> Used(NB, false);
  for (const TraceOp &Op : T.Ops)
    for (auto [B, W] : Op.Accesses)
      if (B < NB)
        Used[B] = true;
  SmallVector<unsigned, 0> Order;
  for (unsigned B = 0; B < NB; ++B)
    if (Used[B] && P.Buffers[B].Size)
      Order.push_back(B);
  llvm::sort(Order, [&](unsigned A, unsigned B) {
    return std::make_tuple(S.Placements[A].Pool, S.Placements[A].Offset, A) <
           std::make_tuple(S.Placements[B].Pool, S.Placements[B].Offset, B);
  });
  // Every overlapping pair has its later start inside the earlier buffer.
  // Two passes over the pairs, in the same order: count, then fill, so
  // that each list holds the buffer itself, then its partners in the
  // order the pairs are met.
  auto ForEachPair = [&](auto F) {
    for (size_t I = 0; I < Order.size(); ++I) {
      const Placement &A = S.Placements[Order[I]];
      uint64_t End = A.Offset + P.Buffers[Order[I]].Size;
      for (size_t J = I + 1; J < Order.size(); ++J) {
        const Placement &B = S.Placements[Order[J]];
        if (B.Pool != A.Pool || B.Offset >= End)
          break;
        if (!F(Order[I], Order[J]))
          return false;
      }
    }
    return true;
  };
  std::vector<size_t> Count(NB, 0);
  for (unsigned B = 0; B < NB; ++B)
    Count[B] = Used[B];
  if (!ForEachPair([&](unsigned X, unsigned Y) {
        ++Count[X];
        ++Count[Y];
        return ++Work <= MaxEstimateWork;
      }))
    return false;
  OverBegin.assign(NB + 1, 0);
  for (unsigned B = 0; B < NB; ++B)
    OverBegin[B + 1] = OverBegin[B] + Count[B];
  OverList.assign(OverBegin[NB], 0);
  std::vector<size_t> Next(OverBegin.begin(), OverBegin.end() - 1);
  for (unsigned B = 0; B < NB; ++B)
    if (Used[B])
      OverList[Next[B]++] = B;
  ForEachPair([&](unsigned X, unsigned Y) {
    OverList[Next[X]++] = Y;
    OverList[Next[Y]++] = X;
    return true;
  });
  return true;
}

void TraceSync::order(int64_t X, size_t Y) {
  if (X < 0)
    return;
  unsigned Q = unsigned(T.Ops[Y].Pipe), Pp = unsigned(T.Ops[X].Pipe);
  Clock &C = Clocks[Q];
  if (C[Pp] >= X)
    return; // already ordered by earlier syncs
  if (Pp == Q) {
    // One queue issues in order; some pipes still need a barrier between
    // dependent ops. It orders every earlier op of the queue.
    if (!T.SamePipeBarrier[Q])
      return;
    if (!Barrier[Y]) {
      Barrier[Y] = true;
      ++Counts.Barriers;
    }
    C[Q] = std::max<int64_t>(C[Q], int64_t(Y) - 1);
    return;
  }
  // A set after X fires once every earlier op of X's queue is done, and
  // carries what was ordered before X.
  unsigned Id = NextId[Pp][Q]++ % 65536u;
  Sets[X].push_back({T.Ops[Y].Pipe, Id});
  Waits[Y].push_back({T.Ops[X].Pipe, Id});
  ++Counts.Flags;
  C[Pp] = X;
  for (unsigned R = 0; R < NumPipes; ++R)
    C[R] = std::max(C[R], Before[X][R]);
}

bool TraceSync::run() {
  if (!computeOverlaps())
    return false;
  const size_t N = T.Ops.size();
  for (Clock &C : Clocks)
    C.fill(-1);
  Before.assign(N, Clock());
  Waits.assign(N, {});
  Sets.assign(N, {});
  Barrier.assign(N, false);
  const unsigned NB = P.Buffers.size();
  // Per buffer, in one record: the first op touching it (before it, there
  // is no access to order after), its last write and the pipe of that op,
  // and its last read on each pipe.
  struct Last {
    size_t First;
    int64_t Write = -1;
    unsigned WritePipe = 0;
    Clock Read;
  };
  std::vector<Last> L(NB);
  for (Last &X : L) {
    X.First = N;
    X.Read.fill(-1);
  }
  for (size_t Y = N; Y-- > 0;)
    for (auto [B, W] : T.Ops[Y].Accesses)
      if (B < NB)
        L[B].First = Y;
  for (size_t Y = 0; Y < N; ++Y) {
    const TraceOp &Op = T.Ops[Y];
    // order() returns at once for an op already ordered before this queue
    // (or none); that test is made here, without looking the op up.
    const Clock &Clk = Clocks[unsigned(Op.Pipe)];
    for (auto [B, W] : Op.Accesses) {
      if (B >= NB)
        continue;
      for (unsigned C : over(B)) {
        const Last &LC = L[C];
        if (LC.First >= Y)
          continue;
        if (LC.Write >= 0 && Clk[LC.WritePipe] < LC.Write)
          order(LC.Write, Y);
        if (W)
          for (unsigned Pp = 0; Pp < NumPipes; ++Pp)
            if (LC.Read[Pp] >= 0 && Clk[Pp] < LC.Read[Pp])
              order(LC.Read[Pp], Y);
      }
      Work += over(B).size();
      if (Work > MaxEstimateWork)
        return false;
    }
    Before[Y] = Clocks[unsigned(Op.Pipe)];
    for (auto [B, W] : Op.Accesses) {
      if (B >= NB)
        continue;
      if (W) {
        L[B].Write = int64_t(Y);
        L[B].WritePipe = unsigned(Op.Pipe);
        L[B].Read.fill(-1);
      } else {
        L[B].Read[unsigned(Op.Pipe)] = int64_t(Y);
      }
    }
  }
  return true;
}

std::vector<SimInstr> TraceSync::trace() const {
  std::vector<SimInstr> Out;
  Out.reserve(T.Ops.size() * 2);
  for (size_t Y = 0; Y < T.Ops.size(); ++Y) {
    const TraceOp &Op = T.Ops[Y];
    for (auto [Src, Id] : Waits[Y])
      Out.push_back(SimInstr::wait(Src, Op.Pipe, Id));
    if (Barrier[Y])
      Out.push_back(SimInstr::barrier(Op.Pipe));
    SimInstr I = SimInstr::op(Op.Work);
    I.P = Op.Pipe; // the queue the target gives the op
    Out.push_back(std::move(I));
    for (auto [Dst, Id] : Sets[Y])
      Out.push_back(SimInstr::set(Op.Pipe, Dst, Id));
  }
  return Out;
}

std::optional<TraceEstimate>
llvm::ptoplan::estimatePlacement(const Problem &P, const Solution &S,
                                 const PipeTrace &T,
                                 const ptocost::CostModel &CM) {
  if (!S.hasPlacement() || S.Placements.size() != P.Buffers.size() ||
      T.Ops.size() > MaxTraceOps)
    return std::nullopt;
  TraceSync Sync(P, S, T);
  if (!Sync.run())
    return std::nullopt;
  ptocost::SimResult R = ptocost::simulate(Sync.trace(), CM);
  if (!R.ok())
    return std::nullopt; // the model's own syncs are well formed
  TraceEstimate E = Sync.counts();
  E.Makespan = R.Makespan;
  return E;
}

namespace {

/// One candidate of planForTime, scored.
struct Candidate {
  Solution Sol;
  std::optional<TraceEstimate> Est;
  uint64_t Cost = 0;
  uint64_t Peak = 0;
  /// (makespan, cost, peak): smaller is better; a missing estimate ranks
  /// by cost and peak alone.
  auto key() const {
    return std::make_tuple(Est ? Est->Makespan : 0, Cost, Peak);
  }
};

} // namespace

static uint64_t totalPeak(const Problem &P, const Solution &S) {
  uint64_t Sum = 0;
  for (unsigned Pl = 0; Pl < P.Pools.size(); ++Pl)
    Sum += computePeak(P, S, Pl);
  return Sum;
}

uint64_t TimeBudget::limit(const Problem &P) const {
  uint64_t Size = std::max<uint64_t>(
      MinSize,
      P.Buffers.size() + P.Separations.size() + P.ReusePenalties.size());
  if (Packings && Size > std::numeric_limits<uint64_t>::max() / Packings)
    return std::numeric_limits<uint64_t>::max();
  return Packings * Size;
}

TimePlan llvm::ptoplan::planForTime(const Problem &P, const Solution &Base,
                                    const PyptoOptions &Opts,
                                    const PipeTrace *T,
                                    const ptocost::CostModel &CM,
                                    const TimeBudget &Budget) {
  TimePlan Out;
  Out.Budget = Budget.limit(P);
  auto Score = [&](Solution S) {
    Candidate C;
    C.Cost = computeReuseCost(P, S);
    C.Peak = totalPeak(P, S);
    if (T)
      C.Est = estimatePlacement(P, S, *T, CM);
    C.Sol = std::move(S);
    return C;
  };
  Candidate Best = Score(Base);
  Out.BaseEstimate = Best.Est;
  Out.BaseCost = Best.Cost;
  // Without an estimate of the base, candidates rank by cost and peak; an
  // estimate of one candidate but not another is not comparable.
  bool UseTime = Best.Est.has_value();
  auto Offer = [&](Solution S) {
    if (!fitsCapacity(P, S))
      return false;
    Candidate C = Score(std::move(S));
    if (!UseTime)
      C.Est.reset();
    else if (!C.Est)
      return false;
    if (C.key() < Best.key()) {
      Best = std::move(C);
      Out.Changed = true;
    }
    return true;
  };
  // The cost a packing with \p Enforced pairs apart is charged.
  auto PackCost = [&](size_t Enforced) {
    return uint64_t(P.Buffers.size()) + P.Separations.size() + Enforced;
  };
  // The pairs a packing keeps apart reach the packer as extra separations
  // (PyptoOptions::ExtraSeparations): no copy of the problem.
  SmallVector<std::pair<unsigned, unsigned>, 0> Pairs;
  PyptoOptions PO = Opts;
  // The greedy's trial packings are incremental: a trial keeps apart the
  // pairs of the last packing it kept plus a batch, so every root before
  // the first one the batch concerns (in its pool's packing order) decides
  // as in that packing, and is replayed rather than searched
  // (PyptoOptions::Replay). The same placement as a full packing, and the
  // same charge against the budget.
  std::optional<PyptoResult> Kept;
  SmallVector<unsigned, 8> Prefix;
  auto Pack = [&](ArrayRef<unsigned> Enforced,
                  size_t NewFrom = 0) -> std::optional<PyptoResult> {
    ++Out.Packs;
    Out.Work += PackCost(Enforced.size());
    Pairs.clear();
    for (unsigned I : Enforced)
      Pairs.push_back({P.ReusePenalties[I].First, P.ReusePenalties[I].Second});
    PO.ExtraSeparations = Pairs;
    PO.Replay = nullptr;
    if (Kept && NewFrom && Budget.Incremental) {
      Prefix.assign(P.Pools.size(), ~0u);
      for (unsigned I : Enforced.drop_front(NewFrom)) {
        const ReusePenalty &R = P.ReusePenalties[I];
        if (R.First >= P.Buffers.size() || R.Second >= P.Buffers.size() ||
            P.Buffers[R.First].AllowedPools.empty())
          continue; // the packer refuses it
        unsigned Pool = P.Buffers[R.First].AllowedPools.front();
        unsigned A = Kept->RootOf[R.First], B = Kept->RootOf[R.Second];
        if (Pool < Prefix.size())
          Prefix[Pool] = std::min(
              Prefix[Pool], std::max(Kept->Position[A], Kept->Position[B]));
      }
      PO.Replay = &Kept->Decisions;
      PO.ReplayPrefix = Prefix;
    }
    Expected<PyptoResult> R = packPypto(P, PO);
    if (!R) {
      consumeError(R.takeError());
      return std::nullopt;
    }
    return std::move(*R);
  };

  if (Best.Cost != 0) {
    // Every penalised pair apart.
    SmallVector<unsigned, 0> All;
    for (unsigned I = 0; I < P.ReusePenalties.size(); ++I)
      All.push_back(I);
    std::optional<Solution> S;
    if (std::optional<PyptoResult> R = Pack(All))
      S = std::move(R->Sol);
    bool Fit = S && fitsCapacity(P, *S);
    if (S) {
      Out.AllApart = *S;
      Offer(std::move(*S));
    }
    if (!Fit) {
      // Memory is short: keep pairs apart one at a time, the cheapest in
      // bytes first (the pair's larger buffer), then the closest in time
      // (the dependence a reuse adds costs most when the second tile
      // follows the first closely), and keep each one that still fits.
      // The keys are computed once (the order is that of a stable sort).
      SmallVector<std::tuple<uint64_t, int64_t, unsigned>, 0> Keyed;
      Keyed.reserve(All.size());
      for (unsigned I : All) {
        const ReusePenalty &R = P.ReusePenalties[I];
        const Buffer &A = P.Buffers[R.First], &B = P.Buffers[R.Second];
        int64_t Gap = 0;
        if (!A.Live.empty() && !B.Live.empty())
          Gap = std::max<int64_t>({0, B.Live.front().Lower - A.Live.back().Upper,
                                   A.Live.front().Lower - B.Live.back().Upper});
        Keyed.push_back({std::max(A.Size, B.Size), Gap, I});
      }
      llvm::sort(Keyed);
      SmallVector<unsigned, 0> Order;
      Order.reserve(Keyed.size());
      for (auto [Size, Gap, I] : Keyed)
        Order.push_back(I);
      // Batches: one that fits is kept whole and the next doubles; one
      // that does not is halved, and a single pair that does not fit is
      // dropped. Stops when the next packing would exceed the budget.
      SmallVector<unsigned, 0> Enforced;
      std::optional<Solution> Last;
      size_t Pos = 0, Step = 1;
      while (Pos < Order.size()) {
        size_t N = std::min(Step, Order.size() - Pos);
        if (Out.Work + PackCost(Enforced.size() + N) > Out.Budget) {
          Out.BudgetCut = true;
          Out.PairsUntried = Order.size() - Pos;
          break;
        }
        size_t NewFrom = Enforced.size();
        Enforced.append(Order.begin() + Pos, Order.begin() + Pos + N);
        PO.RecordDecisions = Budget.Incremental;
        std::optional<PyptoResult> G = Pack(Enforced, NewFrom);
        PO.RecordDecisions = false;
        if (G && fitsCapacity(P, G->Sol)) {
          Last = G->Sol;
          Kept = std::move(G);
          Pos += N;
          Step = std::min<size_t>(Step * 2, Order.size());
          continue;
        }
        Enforced.resize(Enforced.size() - N);
        if (N == 1)
          ++Pos;
        else
          Step = N / 2;
      }
      if (Last)
        Offer(std::move(*Last));
    }
  }
  Out.Cost = Best.Cost;
  Out.Estimate = Best.Est;
  Out.Sol = std::move(Best.Sol);
  return Out;
}
