//===- PipeAwareTest.cpp - The time placement objective ------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/PipeAware.h"
#include "Planner/ReuseCost.h"
#include "Planner/Validator.h"
#include "gtest/gtest.h"
#include <random>

using namespace llvm;
using namespace llvm::ptoplan;
using ptocost::OpClass;
using ptocost::Pipe;

namespace {

TraceOp op(Pipe P, OpClass C, uint64_t Bytes,
           std::initializer_list<std::pair<unsigned, bool>> Acc) {
  TraceOp O;
  O.Pipe = P;
  O.Work.Class = C;
  O.Work.Bytes = Bytes;
  O.Accesses.assign(Acc.begin(), Acc.end());
  return O;
}

/// gemm.c's L1 tiles: A loaded (MTE2) and moved to L0A (MTE1), then B
/// loaded and moved to L0B. A and B are never live together, so the bytes
/// objective puts both at 0, and B's load then waits for A's move.
struct TwoLoads {
  Problem P;
  PipeTrace T;
  unsigned A, B, L0A, L0B;
  explicit TwoLoads(std::optional<uint64_t> Cap) {
    unsigned Mat = P.addPool("mat", Cap, 32);
    unsigned Left = P.addPool("left", 65536, 32);
    unsigned Right = P.addPool("right", 65536, 32);
    A = P.addBuffer("a", 4096, 32, {{0, 2}}, Mat);
    B = P.addBuffer("b", 4096, 32, {{2, 4}}, Mat);
    L0A = P.addBuffer("la", 4096, 32, {{1, 6}}, Left);
    L0B = P.addBuffer("lb", 4096, 32, {{3, 6}}, Right);
    P.ReusePenalties.push_back({A, B, 1, "b after a"});
    P.Objective = {"capacity_overflow", "reuse_cost"};
    T.SamePipeBarrier.fill(true);
    T.SamePipeBarrier[unsigned(Pipe::S)] = false;
    T.Ops.push_back(op(Pipe::MTE2, OpClass::GmToL1, 4096, {{A, true}}));
    T.Ops.push_back(
        op(Pipe::MTE1, OpClass::L1ToL0A, 4096, {{A, false}, {L0A, true}}));
    T.Ops.push_back(op(Pipe::MTE2, OpClass::GmToL1, 4096, {{B, true}}));
    T.Ops.push_back(
        op(Pipe::MTE1, OpClass::L1ToL0B, 4096, {{B, false}, {L0B, true}}));
  }
  Solution place(uint64_t OffB) const {
    Solution S;
    S.Placements = {{0, 0}, {0, OffB}, {1, 0}, {2, 0}};
    S.Status = Solution::StatusKind::Feasible;
    return S;
  }
};

} // namespace

// Sharing adds the MTE1 -> MTE2 flag between A's move and B's load, which
// then cannot overlap: the estimate sees it.
TEST(PipeAware, SharingSerialisesTheLoads) {
  TwoLoads K(std::nullopt);
  ptocost::CostModel CM(ptocost::Target::A2A3);
  std::optional<TraceEstimate> Shared =
      estimatePlacement(K.P, K.place(0), K.T, CM);
  std::optional<TraceEstimate> Apart =
      estimatePlacement(K.P, K.place(4096), K.T, CM);
  ASSERT_TRUE(Shared && Apart);
  EXPECT_EQ(Apart->Flags, 2u);  // load -> move, twice
  EXPECT_EQ(Shared->Flags, 3u); // and A's move -> B's load
  EXPECT_EQ(Apart->Barriers, 0u);
  // Apart: the loads run back to back (264 + 4096/160 = 290, then 26 + 1
  // for the second, whose head overlaps); B's move ends after its load.
  EXPECT_LT(Apart->Makespan, Shared->Makespan);
  EXPECT_EQ(computeReuseCost(K.P, K.place(0)), 1u);
  EXPECT_EQ(computeReuseCost(K.P, K.place(4096)), 0u);
}

// A same-pipe dependence needs a barrier only on pipes that need one.
TEST(PipeAware, SamePipeBarrierOnlyWhereNeeded) {
  Problem P;
  unsigned Vec = P.addPool("vec", std::nullopt, 32);
  unsigned X = P.addBuffer("x", 1024, 32, {{0, 2}}, Vec);
  unsigned Y = P.addBuffer("y", 1024, 32, {{1, 3}}, Vec);
  PipeTrace T;
  T.Ops.push_back(op(Pipe::V, OpClass::VecUnary, 1024, {{X, true}}));
  T.Ops.push_back(op(Pipe::V, OpClass::VecUnary, 1024, {{X, false}, {Y, true}}));
  Solution S;
  S.Placements = {{0, 0}, {0, 1024}};
  ptocost::CostModel CM(ptocost::Target::A2A3);
  T.SamePipeBarrier.fill(false);
  EXPECT_EQ(estimatePlacement(P, S, T, CM)->Barriers, 0u);
  T.SamePipeBarrier[unsigned(Pipe::V)] = true;
  EXPECT_EQ(estimatePlacement(P, S, T, CM)->Barriers, 1u);
}

// With room for both, time keeps A and B apart; bytes' placement is the
// given one. With room for one, the shared placement is kept.
TEST(PipeAware, TimeAvoidsReuseWhenItFits) {
  ptocost::CostModel CM(ptocost::Target::A2A3);
  {
    TwoLoads K(8192);
    TimePlan TP = planForTime(K.P, K.place(0), PyptoOptions(), &K.T, CM);
    EXPECT_TRUE(TP.Changed);
    EXPECT_EQ(TP.Cost, 0u);
    EXPECT_EQ(TP.BaseCost, 1u);
    ASSERT_TRUE(TP.Estimate && TP.BaseEstimate);
    EXPECT_LT(TP.Estimate->Makespan, TP.BaseEstimate->Makespan);
    EXPECT_TRUE(validate(K.P, TP.Sol).empty());
    EXPECT_EQ(computePeak(K.P, TP.Sol, 0), 8192u);
  }
  {
    TwoLoads K(4096);
    TimePlan TP = planForTime(K.P, K.place(0), PyptoOptions(), &K.T, CM);
    EXPECT_FALSE(TP.Changed);
    EXPECT_EQ(TP.Cost, 1u);
    EXPECT_EQ(computePeak(K.P, TP.Sol, 0), 4096u);
  }
}

// When memory is short, the greedy keeps apart as many pairs as fit:
// four 4 KiB tiles one after another, every pair penalised, 12 KiB of
// room: three buffers, so exactly the pairs that must share (one) share.
TEST(PipeAware, ShortMemoryTradesOnlyWhatItMust) {
  Problem P;
  unsigned Vec = P.addPool("vec", 12288, 32);
  SmallVector<unsigned, 4> Bs;
  for (int64_t I = 0; I < 4; ++I)
    Bs.push_back(P.addBuffer(("t" + Twine(I)).str(), 4096, 32,
                             {{2 * I, 2 * I + 2}}, Vec));
  for (unsigned I = 0; I < 4; ++I)
    for (unsigned J = I + 1; J < 4; ++J)
      P.ReusePenalties.push_back({Bs[I], Bs[J], 1, "pair"});
  Expected<PyptoResult> Bytes = packPypto(P);
  ASSERT_TRUE(bool(Bytes));
  EXPECT_EQ(computeReuseCost(P, Bytes->Sol), 6u); // all four at 0
  ptocost::CostModel CM(ptocost::Target::A2A3);
  TimePlan TP = planForTime(P, Bytes->Sol, PyptoOptions(), nullptr, CM);
  EXPECT_TRUE(TP.Changed);
  EXPECT_EQ(TP.Cost, 1u);
  EXPECT_TRUE(fitsCapacity(P, TP.Sol));
  EXPECT_TRUE(validate(P, TP.Sol).empty());
}

// The greedy's incremental trials (TimeBudget::Incremental: the roots a
// batch does not concern replayed from the last packing kept) choose
// exactly what whole packings choose, with the same charges, on random
// kernels of two pools under short memory; and they do replay.
TEST(PipeAware, IncrementalTrialsMatchWholePackings) {
  unsigned Changed = 0;
  for (unsigned Seed = 1; Seed <= 60; ++Seed) {
    std::mt19937 G(Seed);
    auto U = [&](unsigned Lo, unsigned Hi) {
      return unsigned(std::uniform_int_distribution<unsigned>(Lo, Hi)(G));
    };
    Problem P;
    unsigned Pools[2] = {P.addPool("vec", uint64_t(U(6, 14)) * 4096, 32),
                         P.addPool("mat", uint64_t(U(6, 14)) * 4096, 32)};
    unsigned N = 40 + U(0, 60);
    for (unsigned I = 0; I < N; ++I) {
      int64_t At = U(0, 3 * N);
      P.addBuffer(("t" + Twine(I)).str(), 1024 * U(1, 4), 32,
                  {{At, At + U(1, 10)}}, Pools[U(0, 1)]);
    }
    for (unsigned I = 0; I < N; ++I)
      for (unsigned J = I + 1; J < N && J < I + 12; ++J) {
        const Buffer &A = P.Buffers[I], &B = P.Buffers[J];
        if (A.AllowedPools == B.AllowedPools && !A.Live[0].overlaps(B.Live[0]))
          P.ReusePenalties.push_back({I, J, 1, "pair"});
      }
    Expected<PyptoResult> Bytes = packPypto(P);
    ASSERT_TRUE(bool(Bytes));
    if (!fitsCapacity(P, Bytes->Sol))
      continue;
    ptocost::CostModel CM(ptocost::Target::A2A3);
    TimeBudget Whole, Inc;
    Whole.Incremental = false;
    TimePlan A = planForTime(P, Bytes->Sol, PyptoOptions(), nullptr, CM, Whole);
    TimePlan B = planForTime(P, Bytes->Sol, PyptoOptions(), nullptr, CM, Inc);
    EXPECT_EQ(A.Packs, B.Packs) << "seed " << Seed;
    EXPECT_EQ(A.Work, B.Work) << "seed " << Seed;
    EXPECT_EQ(A.Cost, B.Cost) << "seed " << Seed;
    for (unsigned I = 0; I < N; ++I)
      ASSERT_EQ(A.Sol.Placements[I].Offset, B.Sol.Placements[I].Offset)
          << "seed " << Seed << " buffer " << I;
    Changed += A.Changed;
  }
  EXPECT_GT(Changed, 10u);
}

namespace {

/// The synchronisation model without the pool index: per buffer the list
/// of every accessed buffer sharing a byte with it, walked whole at each
/// access. Kept here as the reference the index must reproduce (traces
/// without loops: no credits).
struct ReferenceSync {
  using Clock = std::array<int64_t, ptocost::NumPipes>;
  const Problem &P;
  const Solution &S;
  const PipeTrace &T;
  uint64_t MaxWork;
  std::vector<std::vector<unsigned>> Over;
  std::array<Clock, ptocost::NumPipes> Clocks;
  std::vector<Clock> Before;
  /// Waits: (source pipe, id, producer).
  std::vector<SmallVector<std::tuple<Pipe, unsigned, int64_t>, 2>> Waits;
  std::vector<SmallVector<std::pair<Pipe, unsigned>, 2>> Sets;
  std::vector<bool> Barrier;
  std::array<std::array<unsigned, ptocost::NumPipes>, ptocost::NumPipes>
      NextId{};
  unsigned Flags = 0, Barriers = 0;
  uint64_t Work = 0;

  void order(int64_t X, size_t Y) {
    if (X < 0)
      return;
    unsigned Q = unsigned(T.Ops[Y].Pipe), Pp = unsigned(T.Ops[X].Pipe);
    Clock &C = Clocks[Q];
    if (C[Pp] >= X)
      return;
    if (Pp == Q) {
      if (!T.SamePipeBarrier[Q])
        return;
      if (!Barrier[Y]) {
        Barrier[Y] = true;
        ++Barriers;
      }
      C[Q] = std::max<int64_t>(C[Q], int64_t(Y) - 1);
      return;
    }
    unsigned Id = NextId[Pp][Q]++ % 65536u;
    Sets[X].push_back({T.Ops[Y].Pipe, Id});
    Waits[Y].push_back({T.Ops[X].Pipe, Id, X});
    ++Flags;
    C[Pp] = X;
    for (unsigned R = 0; R < ptocost::NumPipes; ++R)
      C[R] = std::max(C[R], Before[X][R]);
  }

  bool run() {
    const unsigned NB = P.Buffers.size();
    std::vector<bool> Used(NB, false);
    for (const TraceOp &Op : T.Ops)
      for (auto [B, W] : Op.Accesses)
        if (B < NB)
          Used[B] = true;
    std::vector<unsigned> Order;
    for (unsigned B = 0; B < NB; ++B)
      if (Used[B] && P.Buffers[B].Size)
        Order.push_back(B);
    std::sort(Order.begin(), Order.end(), [&](unsigned A, unsigned B) {
      return std::make_tuple(S.Placements[A].Pool, S.Placements[A].Offset,
                             A) < std::make_tuple(S.Placements[B].Pool,
                                                  S.Placements[B].Offset, B);
    });
    Over.assign(NB, {});
    for (unsigned B = 0; B < NB; ++B)
      if (Used[B])
        Over[B].push_back(B);
    for (size_t I = 0; I < Order.size(); ++I) {
      const Placement &A = S.Placements[Order[I]];
      uint64_t End = A.Offset + P.Buffers[Order[I]].Size;
      for (size_t J = I + 1; J < Order.size(); ++J) {
        const Placement &B = S.Placements[Order[J]];
        if (B.Pool != A.Pool || B.Offset >= End)
          break;
        if (++Work > MaxWork)
          return false;
        Over[Order[I]].push_back(Order[J]);
        Over[Order[J]].push_back(Order[I]);
      }
    }
    const size_t N = T.Ops.size();
    for (Clock &C : Clocks)
      C.fill(-1);
    Before.assign(N, Clock());
    Waits.assign(N, {});
    Sets.assign(N, {});
    Barrier.assign(N, false);
    std::vector<int64_t> Write(NB, -1);
    std::vector<unsigned> WritePipe(NB, 0);
    std::vector<Clock> Read(NB);
    for (Clock &R : Read)
      R.fill(-1);
    for (size_t Y = 0; Y < N; ++Y) {
      const TraceOp &Op = T.Ops[Y];
      // Every last access the op conflicts with and its queue does not yet
      // wait for; then ordered latest first, other pipes before its own.
      std::vector<int64_t> Producers;
      for (auto [B, W] : Op.Accesses) {
        if (B >= NB)
          continue;
        for (unsigned C : Over[B]) {
          const Clock &Clk = Clocks[unsigned(Op.Pipe)];
          if (Write[C] >= 0 && Clk[WritePipe[C]] < Write[C])
            Producers.push_back(Write[C]);
          if (W)
            for (unsigned Pp = 0; Pp < ptocost::NumPipes; ++Pp)
              if (Read[C][Pp] >= 0 && Clk[Pp] < Read[C][Pp])
                Producers.push_back(Read[C][Pp]);
        }
        Work += Over[B].size();
        if (Work > MaxWork)
          return false;
      }
      std::sort(Producers.rbegin(), Producers.rend());
      for (int Own = 0; Own < 2; ++Own)
        for (int64_t X : Producers)
          if ((T.Ops[X].Pipe == Op.Pipe) == bool(Own))
            order(X, Y);
      Before[Y] = Clocks[unsigned(Op.Pipe)];
      for (auto [B, W] : Op.Accesses) {
        if (B >= NB)
          continue;
        if (W) {
          Write[B] = int64_t(Y);
          WritePipe[B] = unsigned(Op.Pipe);
          Read[B].fill(-1);
        } else {
          Read[B][unsigned(Op.Pipe)] = int64_t(Y);
        }
      }
    }
    return true;
  }

  /// (kind, queue, src, dst, id) of each instruction.
  std::vector<std::tuple<int, int, int, int, unsigned>> trace() const {
    std::vector<std::tuple<int, int, int, int, unsigned>> Out;
    for (size_t Y = 0; Y < T.Ops.size(); ++Y) {
      Pipe Q = T.Ops[Y].Pipe;
      // Nearest producer first, as ascendpto-insert-sync prints them.
      auto Ws = Waits[Y];
      std::stable_sort(Ws.begin(), Ws.end(), [](const auto &A, const auto &B) {
        return std::get<2>(A) > std::get<2>(B);
      });
      for (auto [Src, Id, X] : Ws)
        Out.push_back({int(ptocost::SimInstr::Kind::WaitFlag), int(Q),
                       int(Src), int(Q), Id});
      if (Barrier[Y])
        Out.push_back(
            {int(ptocost::SimInstr::Kind::Barrier), int(Q), int(Q), 0, 0});
      Out.push_back({int(ptocost::SimInstr::Kind::Op), int(Q), 0, 0, 0});
      for (auto [Dst, Id] : Sets[Y])
        Out.push_back({int(ptocost::SimInstr::Kind::SetFlag), int(Q),
                       int(Q), int(Dst), Id});
    }
    return Out;
  }
};

std::vector<std::tuple<int, int, int, int, unsigned>>
keyOf(const std::vector<ptocost::SimInstr> &Trace) {
  std::vector<std::tuple<int, int, int, int, unsigned>> Out;
  for (const ptocost::SimInstr &I : Trace) {
    switch (I.K) {
    case ptocost::SimInstr::Kind::WaitFlag:
      Out.push_back({int(I.K), int(I.Dst), int(I.Src), int(I.Dst), I.Id});
      break;
    case ptocost::SimInstr::Kind::SetFlag:
      Out.push_back({int(I.K), int(I.Src), int(I.Src), int(I.Dst), I.Id});
      break;
    case ptocost::SimInstr::Kind::Barrier:
      Out.push_back({int(I.K), int(I.P), int(I.P), 0, 0});
      break;
    default:
      Out.push_back({int(I.K), int(I.P), 0, 0, 0});
      break;
    }
  }
  return Out;
}

} // namespace

// The estimate's pool index visits only the buffers whose last accesses
// the queue does not yet wait for: on random traces over random, heavily
// shared placements of up to three pools (buffers of no bytes, buffers
// never accessed, every pipe, barriers on some pipes) it makes exactly the
// syncs of the overlap lists it replaced, in the same places with the same
// ids, charges the same work, and stops at the same work limit.
TEST(PipeAware, PoolIndexMatchesOverlapLists) {
  const Pipe Pipes[] = {Pipe::S,    Pipe::V,    Pipe::M,  Pipe::MTE1,
                        Pipe::MTE2, Pipe::MTE3, Pipe::FIX};
  uint64_t Flags = 0, Visits = 0;
  for (unsigned Seed = 1; Seed <= 300; ++Seed) {
    std::mt19937 G(Seed);
    auto U = [&](unsigned Lo, unsigned Hi) {
      return unsigned(std::uniform_int_distribution<unsigned>(Lo, Hi)(G));
    };
    Problem P;
    unsigned NPools = U(1, 3);
    for (unsigned I = 0; I < NPools; ++I)
      P.addPool(("p" + Twine(I)).str(), std::nullopt, 32);
    unsigned NB = U(1, 120);
    // A narrow address range: many buffers share bytes.
    unsigned Span = U(1, 16);
    Solution S;
    S.Status = Solution::StatusKind::Feasible;
    for (unsigned I = 0; I < NB; ++I) {
      unsigned Pool = U(0, NPools - 1);
      uint64_t Size = U(0, 9) == 0 ? 0 : 256 * U(1, 6);
      P.addBuffer(("t" + Twine(I)).str(), Size, 32, {{0, 1}}, Pool);
      S.Placements.push_back({Pool, uint64_t(256) * U(0, Span)});
    }
    PipeTrace T;
    for (unsigned Pp = 0; Pp < ptocost::NumPipes; ++Pp)
      T.SamePipeBarrier[Pp] = U(0, 1);
    unsigned NOps = U(1, 400);
    unsigned NPipes = U(1, 7);
    for (unsigned I = 0; I < NOps; ++I) {
      TraceOp Op;
      Op.Pipe = Pipes[U(0, NPipes - 1)];
      Op.Work.Class = OpClass::VecUnary;
      Op.Work.Bytes = 256 * U(1, 8);
      for (unsigned A = U(0, 3); A > 0; --A)
        Op.Accesses.push_back({U(0, NB + 1) % (NB + 2), U(0, 1) == 1});
      T.Ops.push_back(std::move(Op));
    }
    ReferenceSync R{P, S, T, MaxEstimateWork};
    ASSERT_TRUE(R.run());
    std::optional<SyncedTrace> New = synchroniseTrace(P, S, T);
    ASSERT_TRUE(New) << "seed " << Seed;
    ASSERT_EQ(keyOf(New->Trace), R.trace()) << "seed " << Seed;
    EXPECT_EQ(New->Counts.Flags, R.Flags) << "seed " << Seed;
    EXPECT_EQ(New->Counts.Barriers, R.Barriers) << "seed " << Seed;
    EXPECT_EQ(New->Work, R.Work) << "seed " << Seed;
    // The same work limit: refused one check short, accepted at it.
    if (R.Work > 0) {
      EXPECT_FALSE(synchroniseTrace(P, S, T, R.Work - 1)) << "seed " << Seed;
    }
    EXPECT_TRUE(synchroniseTrace(P, S, T, R.Work)) << "seed " << Seed;
    // A limit inside the pair count refuses before any access.
    ReferenceSync Cut{P, S, T, R.Work / 3};
    EXPECT_EQ(Cut.run(), bool(synchroniseTrace(P, S, T, R.Work / 3)))
        << "seed " << Seed;
    Flags += R.Flags;
    Visits += R.Work;
  }
  // The instances do synchronise, over long overlap lists.
  EXPECT_GT(Flags, 5000u);
  EXPECT_GT(Visits, 100000u);
}

namespace {

/// The kinds and pipes of a synchronised trace, for comparing orders.
std::vector<std::string> describe(const std::vector<ptocost::SimInstr> &Tr) {
  std::vector<std::string> Out;
  for (const ptocost::SimInstr &I : Tr) {
    switch (I.K) {
    case ptocost::SimInstr::Kind::WaitFlag:
      Out.push_back(("wait " + ptocost::getPipeName(I.Src) + "->" +
                     ptocost::getPipeName(I.Dst))
                        .str());
      break;
    case ptocost::SimInstr::Kind::SetFlag:
      Out.push_back(("set " + ptocost::getPipeName(I.Src) + "->" +
                     ptocost::getPipeName(I.Dst))
                        .str());
      break;
    case ptocost::SimInstr::Kind::Barrier:
      Out.push_back(("barrier " + ptocost::getPipeName(I.P)).str());
      break;
    default:
      Out.push_back(
          ("op " + ptocost::getOpClassName(I.Work.Class) + " " +
           ptocost::getPipeName(I.P))
              .str());
      break;
    }
  }
  return Out;
}

} // namespace

// The waits before one op are in the order ascendpto-insert-sync prints
// them, the nearest producer first (review20 D1: the decode GEMM's
// textract.right waited for its B load and then for the cube's read of its
// L0B buffer; the model had them the other way round, so the wait behind
// the stalling one cost no cycle there).
TEST(PipeAware, WaitsNearestProducerFirst) {
  Problem P;
  unsigned Mat = P.addPool("mat", std::nullopt, 32);
  unsigned Right = P.addPool("right", 65536, 32);
  unsigned B0 = P.addBuffer("b0", 4096, 32, {{0, 2}}, Right);
  unsigned B1 = P.addBuffer("b1", 4096, 32, {{2, 4}}, Right);
  unsigned BM = P.addBuffer("bm", 4096, 32, {{1, 4}}, Mat);
  PipeTrace T;
  T.SamePipeBarrier.fill(true);
  // The cube reads b0; then a load of bm; then a move of bm into b1, which
  // shares b0's bytes: it writes b1 (after the cube's read) and reads bm
  // (after the load), in that operand order.
  T.Ops.push_back(op(Pipe::MTE1, OpClass::L1ToL0B, 4096, {{B0, true}}));
  T.Ops.push_back(op(Pipe::M, OpClass::Cube, 4096, {{B0, false}}));
  T.Ops.push_back(op(Pipe::MTE2, OpClass::GmToL1, 4096, {{BM, true}}));
  T.Ops.push_back(op(Pipe::MTE1, OpClass::L1ToL0B, 4096,
                     {{B1, true}, {BM, false}}));
  Solution S;
  S.Status = Solution::StatusKind::Feasible;
  S.Placements = {{1, 0}, {1, 0}, {0, 0}};
  std::optional<SyncedTrace> R = synchroniseTrace(P, S, T);
  ASSERT_TRUE(R);
  std::vector<std::string> D = describe(R->Trace);
  std::vector<std::string> Want = {
      "op l1-to-l0b PIPE_MTE1", "set PIPE_MTE1->PIPE_M",
      "wait PIPE_MTE1->PIPE_M", "op cube PIPE_M", "set PIPE_M->PIPE_MTE1",
      "op gm-to-l1 PIPE_MTE2", "set PIPE_MTE2->PIPE_MTE1",
      // The load (nearer) first, then the cube.
      "wait PIPE_MTE2->PIPE_MTE1", "wait PIPE_M->PIPE_MTE1",
      "op l1-to-l0b PIPE_MTE1"};
  EXPECT_EQ(D, Want);
}

// A write over a buffer last written on its own pipe and read on another
// waits for the reader, whose flag carries the write: no barrier (the
// model placed one when it ordered the write first; the printed kernel
// has none).
TEST(PipeAware, FlagCoversSamePipeWrite) {
  Problem P;
  unsigned Left = P.addPool("left", 65536, 32);
  unsigned A0 = P.addBuffer("a0", 2048, 32, {{0, 2}}, Left);
  unsigned A1 = P.addBuffer("a1", 2048, 32, {{2, 4}}, Left);
  PipeTrace T;
  T.SamePipeBarrier.fill(true);
  T.Ops.push_back(op(Pipe::MTE1, OpClass::L1ToL0A, 2048, {{A0, true}}));
  T.Ops.push_back(op(Pipe::M, OpClass::Cube, 2048, {{A0, false}}));
  T.Ops.push_back(op(Pipe::MTE1, OpClass::L1ToL0A, 2048, {{A1, true}}));
  Solution S;
  S.Status = Solution::StatusKind::Feasible;
  S.Placements = {{0, 0}, {0, 0}};
  std::optional<SyncedTrace> R = synchroniseTrace(P, S, T);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Counts.Barriers, 0u);
  EXPECT_EQ(R->Counts.Flags, 2u);
  // Without the cube's read the write does need the barrier.
  T.Ops.erase(T.Ops.begin() + 1);
  R = synchroniseTrace(P, S, T);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Counts.Barriers, 1u);
}

// A dependence round a loop's back edge (the trace's first trip to its
// second) gets the rest of the loop credit ascendpto-insert-sync prints:
// the pre-set, the first trip's wait, the second trip's set and the wait
// after the loop; none where the first trip already waits for that pipe.
TEST(PipeAware, BackEdgeFlagIsACredit) {
  Problem P;
  unsigned Mat = P.addPool("mat", std::nullopt, 32);
  unsigned Left = P.addPool("left", 65536, 32);
  unsigned M = P.addBuffer("m", 4096, 32, {{0, 8}}, Mat);
  unsigned L = P.addBuffer("l", 4096, 32, {{0, 8}}, Left);
  // Two trips of: load m (MTE2), move m into l (MTE1).
  PipeTrace T;
  T.SamePipeBarrier.fill(true);
  for (uint8_t Trip = 0; Trip < 2; ++Trip) {
    TraceOp Ld = op(Pipe::MTE2, OpClass::GmToL1, 4096, {{M, true}});
    TraceOp Mv =
        op(Pipe::MTE1, OpClass::L1ToL0A, 4096, {{M, false}, {L, true}});
    for (TraceOp *O : {&Ld, &Mv}) {
      O->Loop = 0;
      O->Trip = Trip;
      O->LoopEnd = 4;
    }
    Ld.Twin = Trip ? 0 : 2;
    Mv.Twin = Trip ? 1 : 3;
    T.Ops.push_back(std::move(Ld));
    T.Ops.push_back(std::move(Mv));
  }
  Solution S;
  S.Status = Solution::StatusKind::Feasible;
  S.Placements = {{0, 0}, {1, 0}};
  std::optional<SyncedTrace> R = synchroniseTrace(P, S, T);
  ASSERT_TRUE(R);
  // The first op is in the loop: the pre-set opens the trace. The second
  // move needs no barrier after the first: its wait for the load carries
  // the load's wait for the first move.
  std::vector<std::string> Want = {
      "set PIPE_MTE1->PIPE_MTE2",
      "wait PIPE_MTE1->PIPE_MTE2", "op gm-to-l1 PIPE_MTE2",
      "set PIPE_MTE2->PIPE_MTE1",
      "wait PIPE_MTE2->PIPE_MTE1", "op l1-to-l0a PIPE_MTE1",
      "set PIPE_MTE1->PIPE_MTE2",
      "wait PIPE_MTE1->PIPE_MTE2", "op gm-to-l1 PIPE_MTE2",
      "set PIPE_MTE2->PIPE_MTE1",
      "wait PIPE_MTE2->PIPE_MTE1", "op l1-to-l0a PIPE_MTE1",
      "set PIPE_MTE1->PIPE_MTE2",
      "wait PIPE_MTE1->PIPE_MTE2"};
  EXPECT_EQ(describe(R->Trace), Want);
  ptocost::CostModel CM(ptocost::Target::A2A3);
  EXPECT_TRUE(estimatePlacement(P, S, T, CM)); // well formed: no lost flag
}

// The time search's budget is per buffer where the problem has fewer
// buffers, separations and dependences per buffer than PerBuffer (a short
// kernel), the problem's size where it has more, and MinSize for a small
// one; N packings of it, saturating rather than wrapping.
TEST(PipeAware, TimeBudgetPerBuffer) {
  auto Make = [](unsigned NB, unsigned Pairs) {
    Problem P;
    unsigned Vec = P.addPool("vec", std::nullopt, 32);
    for (unsigned I = 0; I < NB; ++I)
      P.addBuffer(("t" + Twine(I)).str(), 1024, 32,
                  {{int64_t(I), int64_t(I) + 1}}, Vec);
    for (unsigned I = 0; I < Pairs; ++I)
      P.ReusePenalties.push_back({I % NB, (I + 1) % NB, 1, "pair"});
    return P;
  };
  TimeBudget TB;
  ASSERT_EQ(TB.Packings, 8u);
  ASSERT_EQ(TB.PerBuffer, 56u);
  // 100 buffers, 3700 dependences: 3800 < 56 per buffer.
  EXPECT_EQ(TB.limit(Make(100, 3700)), 8u * 5600);
  // 1000 buffers, 56437 dependences: the problem's own size.
  EXPECT_EQ(TB.limit(Make(1000, 56437)), 8u * 57437);
  // 20 buffers: at least MinSize.
  EXPECT_EQ(TB.limit(Make(20, 100)), 8u * 2048);
  TimeBudget Flat = TB;
  Flat.PerBuffer = 0;
  EXPECT_EQ(Flat.limit(Make(100, 3700)), 8u * 3800);
  TimeBudget None = TB;
  None.Packings = 0;
  EXPECT_EQ(None.limit(Make(100, 3700)), 0u);
  TimeBudget Huge = TB;
  Huge.PerBuffer = std::numeric_limits<uint64_t>::max() / 50;
  EXPECT_EQ(Huge.limit(Make(100, 0)), std::numeric_limits<uint64_t>::max());
}
