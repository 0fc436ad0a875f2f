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
#include <algorithm>
#include <functional>
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

/// The buffers of one pool that an estimate sees, in (offset, id) order:
/// the order in which the synchronisation model visits the buffers that
/// share a byte with an accessed one. A segment tree over them keeps, per
/// node and per pipe, the latest last write (W) and the latest last access
/// (A: the last write or a last read) of its buffers, so that an access
/// finds the buffers sharing its bytes whose last accesses its queue does
/// not yet wait for without visiting the others (docs/planner.md, "The
/// placement estimate").
struct PoolIndex {
  using Times = std::array<int32_t, NumPipes>;
  using Clock = std::array<int64_t, NumPipes>;
  struct Node {
    Times W, A;
  };
  /// Per position: the buffer, its first and one-past-last byte.
  std::vector<unsigned> Buf;
  std::vector<uint64_t> Start, End;
  /// The ends, sorted (to count the buffers that end before a byte).
  std::vector<uint64_t> SortedEnds;
  /// Leaves (a power of two) and, per node, the largest end below it.
  unsigned Leaves = 1;
  std::vector<uint64_t> MaxEnd;
  std::vector<Node> Nodes;

  void build();
  /// The buffers of the pool sharing a byte with the one at \p Pos, itself
  /// included: as many as the former model's overlap list held
  /// (SyncedTrace::Work).
  uint64_t overlapCount(unsigned Pos) const;
  /// Sets the leaf of \p Pos and its ancestors.
  void update(unsigned Pos, const Times &W, const Times &A);
  /// Appends to \p Out, in increasing position, every position other than
  /// \p Pos sharing a byte with it whose last write (or, if \p Write, last
  /// access) on a pipe of \p Pipes is later than \p Clk on that pipe.
  void pending(unsigned Pos, bool Write, const Clock &Clk, unsigned Pipes,
               SmallVectorImpl<unsigned> &Out) const;
};

} // namespace

void PoolIndex::build() {
  const unsigned N = Buf.size();
  SortedEnds = End;
  llvm::sort(SortedEnds);
  while (Leaves < N)
    Leaves *= 2;
  MaxEnd.assign(2 * Leaves, 0);
  Node Empty;
  Empty.W.fill(-1);
  Empty.A.fill(-1);
  Nodes.assign(2 * Leaves, Empty);
  for (unsigned I = 0; I < N; ++I)
    MaxEnd[Leaves + I] = End[I];
  for (unsigned I = Leaves; I-- > 1;)
    MaxEnd[I] = std::max(MaxEnd[2 * I], MaxEnd[2 * I + 1]);
}

uint64_t PoolIndex::overlapCount(unsigned Pos) const {
  // Those starting before its end, less those ending before its start
  // (which also start before its end).
  auto Before = llvm::lower_bound(Start, End[Pos]) - Start.begin();
  auto Ended = llvm::upper_bound(SortedEnds, Start[Pos]) - SortedEnds.begin();
  return uint64_t(Before - Ended);
}

void PoolIndex::update(unsigned Pos, const Times &W, const Times &A) {
  unsigned I = Leaves + Pos;
  Nodes[I] = {W, A};
  for (I /= 2; I >= 1; I /= 2) {
    Node &X = Nodes[I];
    const Node &L = Nodes[2 * I], &R = Nodes[2 * I + 1];
    for (unsigned Pp = 0; Pp < NumPipes; ++Pp) {
      X.W[Pp] = std::max(L.W[Pp], R.W[Pp]);
      X.A[Pp] = std::max(L.A[Pp], R.A[Pp]);
    }
  }
}

void PoolIndex::pending(unsigned Pos, bool Write, const Clock &Clk,
                        unsigned Pipes, SmallVectorImpl<unsigned> &Out) const {
  // Sharing a byte: starting before its end (a prefix of the positions)
  // and ending after its start.
  const uint64_t Lo = Start[Pos];
  const unsigned Hi = llvm::lower_bound(Start, End[Pos]) - Start.begin();
  auto Later = [&](const Node &X) {
    const Times &T = Write ? X.A : X.W;
    for (unsigned Pp = 0; Pp < NumPipes; ++Pp)
      if ((Pipes >> Pp & 1) && T[Pp] > Clk[Pp])
        return true;
    return false;
  };
  // Depth first, left child first: positions come out in order. The stack
  // holds (node, first position, positions).
  SmallVector<std::tuple<unsigned, unsigned, unsigned>, 64> Stack;
  Stack.push_back({1, 0, Leaves});
  while (!Stack.empty()) {
    auto [I, First, Len] = Stack.pop_back_val();
    if (First >= Hi || MaxEnd[I] <= Lo || !Later(Nodes[I]))
      continue;
    if (Len == 1) {
      if (First != Pos)
        Out.push_back(First);
      continue;
    }
    Stack.push_back({2 * I + 1, First + Len / 2, Len / 2});
    Stack.push_back({2 * I, First, Len / 2});
  }
}

namespace {

/// The synchronisation model of estimatePlacement (see PipeAware.h): a
/// forward walk over the trace with, per queue, a vector clock of the
/// latest op of each pipe known to be finished before the queue's next op.
class TraceSync {
public:
  TraceSync(const Problem &P, const Solution &S, const PipeTrace &T,
            uint64_t MaxWork)
      : P(P), S(S), T(T), MaxWork(MaxWork) {}

  /// False when the overlap checks exceed MaxWork.
  bool run();
  std::vector<SimInstr> trace() const;
  TraceEstimate counts() const { return Counts; }
  uint64_t work() const { return Work; }

private:
  using Clock = std::array<int64_t, NumPipes>;
  /// The last accesses of one buffer: its last write and the pipe of that
  /// op, and its last read on each pipe (-1: none yet).
  struct Last {
    int64_t Write = -1;
    unsigned WritePipe = 0;
    Clock Read;
  };
  bool indexPools();
  /// Appends to Producers the last accesses of \p C that op \p Y (writing
  /// if \p W) conflicts with and its queue does not yet wait for.
  void producersOf(unsigned C, bool W, size_t Y);
  /// Orders op \p X before op \p Y (a flag, a barrier or nothing).
  void order(int64_t X, size_t Y);
  /// Orders every op of Producers before op \p Y, as few syncs as the
  /// model can: see the definition.
  void orderProducers(size_t Y);
  /// Records op \p Y's access to \p B in L and in B's pool index.
  void noteAccess(unsigned B, bool W, size_t Y);

  const Problem &P;
  const Solution &S;
  const PipeTrace &T;
  const uint64_t MaxWork;
  /// Per pool placed: its accessed buffers (PoolIndex); per buffer, its
  /// pool index and position there (~0u: not indexed, a buffer of no
  /// bytes or not accessed).
  std::vector<PoolIndex> Pools;
  std::vector<std::pair<unsigned, unsigned>> Slot;
  std::vector<Last> L;
  std::array<Clock, NumPipes> Clocks;
  /// Per op: its queue's clock when it was issued.
  std::vector<Clock> Before;
  /// Per op: waits (source pipe, id, the producer's op index) and a
  /// barrier before it, sets (destination pipe, id) after it.
  struct WaitRec {
    ptocost::Pipe Src;
    unsigned Id;
    int64_t Producer;
  };
  std::vector<SmallVector<WaitRec, 2>> Waits;
  std::vector<SmallVector<std::pair<ptocost::Pipe, unsigned>, 2>> Sets;
  std::vector<bool> Barrier;
  std::array<std::array<unsigned, NumPipes>, NumPipes> NextId{};
  /// The producers the current op conflicts with (run()'s scratch).
  SmallVector<int64_t, 16> Producers;
  /// Flags from an op in a loop's first trip to one in its second (the
  /// back edge): producer, consumer.
  SmallVector<std::pair<int64_t, size_t>, 0> BackEdges;
  /// Sets at the trace's start (the credits' pre-sets), and per op the
  /// waits before it that end a credit after its loop (source pipe,
  /// destination pipe, id).
  SmallVector<std::tuple<ptocost::Pipe, ptocost::Pipe, unsigned>, 0> PreSets;
  std::vector<SmallVector<std::tuple<ptocost::Pipe, ptocost::Pipe, unsigned>,
                          1>>
      PostWaits;
  /// Gives each back-edge flag the rest of its loop credit.
  void addCredits();
  TraceEstimate Counts;
  uint64_t Work = 0;
};

} // namespace

bool TraceSync::indexPools() {
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
  Slot.assign(NB, {~0u, ~0u});
  for (size_t I = 0; I < Order.size(); ++I) {
    unsigned B = Order[I];
    if (I == 0 || S.Placements[B].Pool != S.Placements[Order[I - 1]].Pool)
      Pools.emplace_back();
    PoolIndex &X = Pools.back();
    Slot[B] = {unsigned(Pools.size() - 1), unsigned(X.Buf.size())};
    X.Buf.push_back(B);
    X.Start.push_back(S.Placements[B].Offset);
    X.End.push_back(S.Placements[B].Offset + P.Buffers[B].Size);
  }
  // The model once listed, per buffer, every buffer sharing a byte with
  // it and charged a check per pair and per list entry visited; the same
  // charges are counted here, so that the same placements are estimated.
  uint64_t Pairs2 = 0;
  for (PoolIndex &X : Pools) {
    X.build();
    for (unsigned Pos = 0; Pos < X.Buf.size(); ++Pos)
      Pairs2 += X.overlapCount(Pos) - 1;
  }
  Work = Pairs2 / 2;
  return Work <= MaxWork;
}

void TraceSync::producersOf(unsigned C, bool W, size_t Y) {
  const Last &LC = L[C];
  const Clock &Clk = Clocks[unsigned(T.Ops[Y].Pipe)];
  // An op already ordered before this queue (or none) needs nothing; that
  // test is made here, without looking the op up.
  if (LC.Write >= 0 && Clk[LC.WritePipe] < LC.Write)
    Producers.push_back(LC.Write);
  if (W)
    for (unsigned Pp = 0; Pp < NumPipes; ++Pp)
      if (LC.Read[Pp] >= 0 && Clk[Pp] < LC.Read[Pp])
        Producers.push_back(LC.Read[Pp]);
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
  Waits[Y].push_back({T.Ops[X].Pipe, Id, X});
  ++Counts.Flags;
  const TraceOp &OX = T.Ops[X], &OY = T.Ops[Y];
  if (OX.Loop != TraceOp::NoLoop && OX.Loop == OY.Loop && OX.Trip == 0 &&
      OY.Trip == 1)
    BackEdges.push_back({X, Y});
  C[Pp] = X;
  for (unsigned R = 0; R < NumPipes; ++R)
    C[R] = std::max(C[R], Before[X][R]);
}

void TraceSync::orderProducers(size_t Y) {
  // The latest producer first, since the flag after it carries what its
  // queue was ordered after (Before), which may cover earlier ones; and
  // those on other pipes before those on Y's own, which need a barrier
  // only when no flag covers them (ascendpto-insert-sync prunes such a
  // barrier: a write after a write on MTE1 whose reader on M the
  // consumer waits for gets none). A barrier orders every earlier op of
  // the queue, so the producers on Y's pipe need at most one.
  const unsigned Q = unsigned(T.Ops[Y].Pipe);
  llvm::sort(Producers, std::greater<int64_t>());
  Producers.erase(std::unique(Producers.begin(), Producers.end()),
                  Producers.end());
  for (int64_t X : Producers)
    if (unsigned(T.Ops[X].Pipe) != Q)
      order(X, Y);
  for (int64_t X : Producers)
    if (unsigned(T.Ops[X].Pipe) == Q)
      order(X, Y);
}

void TraceSync::addCredits() {
  // ascendpto-insert-sync gives a dependence round a loop's back edge a
  // credit: a set before the loop, the wait before the consumer in every
  // trip, the set after the producer in every trip and a wait after the
  // loop. The trace has two trips, so the flag the model placed from the
  // producer's first copy to the consumer's second is the credit's middle;
  // its first trip's wait (satisfied by the pre-set) and its second trip's
  // set are issued too, and cost their cycles (review20 D1: a placement
  // whose first trip needed no wait looked a cycle faster than one that
  // did, and was not). A credit's pre-set follows a producer before the
  // loop on its pipe, so a consumer that already waits for that pipe in
  // the first trip gets no second wait; a producer that already sets a
  // flag to the consumer's pipe in the second trip, no second set.
  const size_t N = T.Ops.size();
  PostWaits.assign(N + 1, {});
  for (auto [X, Y] : BackEdges) {
    const TraceOp &OX = T.Ops[X], &OY = T.Ops[Y];
    const size_t YA = OY.Twin, XB = OX.Twin;
    if (YA >= N || XB >= N)
      continue;
    const ptocost::Pipe PX = OX.Pipe, PY = OY.Pipe;
    if (llvm::none_of(Waits[YA], [&](const WaitRec &W) { return W.Src == PX; })) {
      unsigned Id = NextId[unsigned(PX)][unsigned(PY)]++ % 65536u;
      PreSets.push_back({PX, PY, Id});
      // As far back as the producer's copy of the trip before.
      Waits[YA].push_back({PX, Id, X - int64_t(Y - YA)});
      ++Counts.Flags;
    }
    if (llvm::none_of(Sets[XB], [&](const std::pair<ptocost::Pipe, unsigned> &S) {
          return S.first == PY;
        })) {
      unsigned Id = NextId[unsigned(PX)][unsigned(PY)]++ % 65536u;
      Sets[XB].push_back({PY, Id});
      PostWaits[std::min<size_t>(OX.LoopEnd, N)].push_back({PX, PY, Id});
      ++Counts.Flags;
    }
  }
}

void TraceSync::noteAccess(unsigned B, bool W, size_t Y) {
  Last &LB = L[B];
  unsigned Q = unsigned(T.Ops[Y].Pipe);
  if (W) {
    LB.Write = int64_t(Y);
    LB.WritePipe = Q;
    LB.Read.fill(-1);
  } else {
    LB.Read[Q] = int64_t(Y);
  }
  auto [Pool, Pos] = Slot[B];
  if (Pool == ~0u)
    return;
  // Op indices fit: the trace has at most MaxTraceOps ops.
  PoolIndex::Times LW, LA;
  LW.fill(-1);
  if (LB.Write >= 0)
    LW[LB.WritePipe] = int32_t(LB.Write);
  for (unsigned Pp = 0; Pp < NumPipes; ++Pp)
    LA[Pp] = std::max<int32_t>(LW[Pp], int32_t(LB.Read[Pp]));
  Pools[Pool].update(Pos, LW, LA);
}

bool TraceSync::run() {
  static_assert(MaxTraceOps <= size_t(std::numeric_limits<int32_t>::max()),
                "op indices are kept in int32_t");
  if (!indexPools())
    return false;
  const size_t N = T.Ops.size();
  for (Clock &C : Clocks)
    C.fill(-1);
  Before.assign(N, Clock());
  Waits.assign(N, {});
  Sets.assign(N, {});
  Barrier.assign(N, false);
  const unsigned NB = P.Buffers.size();
  L.assign(NB, Last());
  for (Last &X : L)
    X.Read.fill(-1);
  SmallVector<unsigned, 16> Pending;
  for (size_t Y = 0; Y < N; ++Y) {
    Producers.clear();
    const TraceOp &Op = T.Ops[Y];
    const unsigned Q = unsigned(Op.Pipe);
    // The pipes whose earlier accesses this queue may need to wait for:
    // its own only where the pipe needs a barrier (order() does nothing
    // for the others).
    unsigned Pipes = (1u << NumPipes) - 1;
    if (!T.SamePipeBarrier[Q])
      Pipes &= ~(1u << Q);
    for (auto [B, W] : Op.Accesses) {
      if (B >= NB)
        continue;
      // The model visits the accessed buffer, then every buffer sharing a
      // byte with it in (offset, id) order, and orders the last accesses
      // the queue does not yet wait for. Only those still pending can
      // order anything (a queue's clock only grows), so only they are
      // visited, in the same order: the same syncs.
      producersOf(B, W, Y);
      auto [Pool, Pos] = Slot[B];
      if (Pool == ~0u) {
        ++Work;
      } else {
        const PoolIndex &X = Pools[Pool];
        Pending.clear();
        X.pending(Pos, W, Clocks[Q], Pipes, Pending);
        for (unsigned C : Pending)
          producersOf(X.Buf[C], W, Y);
        Work += X.overlapCount(Pos);
      }
      if (Work > MaxWork)
        return false;
    }
    orderProducers(Y);
    Before[Y] = Clocks[Q];
    for (auto [B, W] : Op.Accesses)
      if (B < NB)
        noteAccess(B, W, Y);
  }
  addCredits();
  return true;
}

std::vector<SimInstr> TraceSync::trace() const {
  std::vector<SimInstr> Out;
  Out.reserve(T.Ops.size() * 2);
  // The credits' pre-sets open the function, after its first op when that
  // is not in a loop (ascendpto-insert-sync puts a pre-set with nothing
  // before the loop to wait for after the first load, docs/sync.md "Loops:
  // the credit pattern"): they wait for nothing, and cost their issue.
  const size_t PreSetsAfter =
      !T.Ops.empty() && T.Ops[0].Loop == TraceOp::NoLoop ? 1 : 0;
  auto EmitPreSets = [&] {
    for (auto [Src, Dst, Id] : PreSets)
      Out.push_back(SimInstr::set(Src, Dst, Id));
  };
  if (!PreSetsAfter)
    EmitPreSets();
  for (size_t Y = 0; Y < T.Ops.size(); ++Y) {
    if (PreSetsAfter && Y == PreSetsAfter)
      EmitPreSets();
    const TraceOp &Op = T.Ops[Y];
    for (auto [Src, Dst, Id] : PostWaits[Y])
      Out.push_back(SimInstr::wait(Src, Dst, Id));
    // The waits in the order ascendpto-insert-sync prints them: its
    // backward scan from the consumer finds the nearest producer first,
    // and a consumer's waits keep the order in which they were found
    // (docs/planner.md, "The pipe model"). The order matters: each wait
    // occupies the queue for a cycle, so a wait behind one that stalls
    // adds its cycle after the stall.
    SmallVector<WaitRec, 2> Ws(Waits[Y].begin(), Waits[Y].end());
    llvm::stable_sort(Ws, [](const WaitRec &A, const WaitRec &B) {
      return A.Producer > B.Producer;
    });
    for (const WaitRec &W : Ws)
      Out.push_back(SimInstr::wait(W.Src, Op.Pipe, W.Id));
    if (Barrier[Y])
      Out.push_back(SimInstr::barrier(Op.Pipe));
    SimInstr I = SimInstr::op(Op.Work);
    I.P = Op.Pipe; // the queue the target gives the op
    Out.push_back(std::move(I));
    for (auto [Dst, Id] : Sets[Y])
      Out.push_back(SimInstr::set(Op.Pipe, Dst, Id));
  }
  if (PreSetsAfter && T.Ops.size() == PreSetsAfter)
    EmitPreSets();
  for (auto [Src, Dst, Id] : PostWaits[T.Ops.size()])
    Out.push_back(SimInstr::wait(Src, Dst, Id));
  return Out;
}

std::optional<SyncedTrace>
llvm::ptoplan::synchroniseTrace(const Problem &P, const Solution &S,
                                const PipeTrace &T, uint64_t MaxWork) {
  if (!S.hasPlacement() || S.Placements.size() != P.Buffers.size() ||
      T.Ops.size() > MaxTraceOps)
    return std::nullopt;
  TraceSync Sync(P, S, T, MaxWork);
  if (!Sync.run())
    return std::nullopt;
  return SyncedTrace{Sync.trace(), Sync.counts(), Sync.work()};
}

std::optional<TraceEstimate>
llvm::ptoplan::estimatePlacement(const Problem &P, const Solution &S,
                                 const PipeTrace &T,
                                 const ptocost::CostModel &CM) {
  std::optional<SyncedTrace> Synced = synchroniseTrace(P, S, T);
  if (!Synced)
    return std::nullopt;
  ptocost::SimResult R = ptocost::simulate(Synced->Trace, CM);
  if (!R.ok())
    return std::nullopt; // the model's own syncs are well formed
  TraceEstimate E = Synced->Counts;
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
  const uint64_t B = P.Buffers.size();
  uint64_t Size = std::max<uint64_t>(
      MinSize, B + P.Separations.size() + P.ReusePenalties.size());
  if (PerBuffer && B > std::numeric_limits<uint64_t>::max() / PerBuffer)
    return std::numeric_limits<uint64_t>::max();
  Size = std::max(Size, PerBuffer * B);
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
  using Pair = std::pair<unsigned, unsigned>;
  auto PairOf = [&](unsigned I) {
    return Pair(P.ReusePenalties[I].First, P.ReusePenalties[I].Second);
  };
  PyptoOptions PO = Opts;
  // The greedy's trial packings are incremental: a trial keeps apart the
  // pairs of the last packing it kept plus a batch, so every root before
  // the first one the batch concerns (in its pool's packing order) decides
  // as in that packing, and is replayed rather than searched
  // (PyptoOptions::Replay). The same placement as a full packing, and the
  // same charge against the budget. \p Apart[NewFrom ..] are the batch.
  std::optional<PyptoResult> Kept;
  SmallVector<unsigned, 8> Prefix;
  const unsigned NB = P.Buffers.size();
  auto Pack = [&](ArrayRef<Pair> Apart,
                  size_t NewFrom = 0) -> std::optional<PyptoResult> {
    ++Out.Packs;
    Out.Work += PackCost(Apart.size());
    PO.ExtraSeparations = Apart;
    PO.Replay = nullptr;
    if (Kept && NewFrom && Budget.Incremental) {
      Prefix.assign(P.Pools.size(), ~0u);
      for (auto [First, Second] : Apart.drop_front(NewFrom)) {
        if (First >= NB || Second >= NB ||
            P.Buffers[First].AllowedPools.empty())
          continue; // the packer refuses it
        unsigned Pool = P.Buffers[First].AllowedPools.front();
        unsigned A = Kept->RootOf[First], B = Kept->RootOf[Second];
        if (Pool < Prefix.size())
          Prefix[Pool] = std::min(
              Prefix[Pool], std::max(Kept->Position[A], Kept->Position[B]));
      }
      PO.Replay = &Kept->Decisions;
      PO.ReplayPrefix = Prefix;
    }
    Expected<PyptoResult> R = packPypto(P, PO);
    // The options point into the caller's pairs and into Kept, which do not
    // outlive this packing (AllPairs is freed, Kept replaced): let nothing
    // point there between packings (review18 E1).
    PO.ExtraSeparations = {};
    PO.Replay = nullptr;
    PO.ReplayPrefix = {};
    if (!R) {
      consumeError(R.takeError());
      return std::nullopt;
    }
    return std::move(*R);
  };

  if (Best.Cost != 0) {
    // Every penalised pair apart.
    SmallVector<unsigned, 0> All;
    SmallVector<Pair, 0> AllPairs;
    for (unsigned I = 0; I < P.ReusePenalties.size(); ++I) {
      All.push_back(I);
      AllPairs.push_back(PairOf(I));
    }
    std::optional<Solution> S;
    if (std::optional<PyptoResult> R = Pack(AllPairs))
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
      // The pairs in that order (the batches read them in sequence).
      SmallVector<Pair, 0> Order;
      Order.reserve(Keyed.size());
      for (auto [Size, Gap, I] : Keyed)
        Order.push_back(PairOf(I));
      AllPairs = {};
      // Batches: one that fits is kept whole and the next doubles; one
      // that does not is halved, and a single pair that does not fit is
      // dropped. Stops when the next packing would exceed the budget.
      SmallVector<Pair, 0> Enforced;
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
