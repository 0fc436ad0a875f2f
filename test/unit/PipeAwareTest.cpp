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
