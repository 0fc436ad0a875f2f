//===- PipelineAdviceTest.cpp - The re-planned PH-MR-001 fixes ------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/PipelineAdvice.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::ptoplan;

namespace {

/// A group of \p Sizes.size() stages, stage k live [Start + 2k, Start + 2k +
/// 2) (lifetime-disjoint: only the pipeline guard keeps them apart), or all
/// live together over [Start, Start + 2) when \p Together.
static void addGroup(Problem &P, unsigned Pool, unsigned Id, unsigned Depth,
                     uint64_t Size, unsigned Stages, int64_t Start,
                     bool Together = false) {
  PipelineGroup G;
  G.Id = Id;
  G.Pool = Pool;
  G.Depth = Depth;
  for (unsigned K = 0; K < Stages; ++K) {
    int64_t Lo = Together ? Start : Start + 2 * int64_t(K);
    unsigned B = P.addBuffer("g" + std::to_string(Id) + "s" + std::to_string(K),
                             Size, 32, {{Lo, Lo + 2}}, Pool);
    G.Members.push_back({B, K});
  }
  P.PipelineGroups.push_back(G);
}

static PyptoResult pack(const Problem &P) {
  Expected<PyptoResult> R = packPypto(P);
  EXPECT_TRUE(bool(R));
  return R ? std::move(*R) : PyptoResult();
}

/// Whether \p P fits with group 0 at \p Depth and stages of \p Size bytes
/// (the other groups as they are): packed from scratch, no shedding.
static bool fitsWith(Problem P, unsigned Depth, uint64_t Size) {
  P.PipelineGroups[0].Depth = Depth;
  for (const PipelineMember &M : P.PipelineGroups[0].Members)
    P.Buffers[M.Buffer].Size = std::min(P.Buffers[M.Buffer].Size, Size);
  PyptoOptions O;
  O.MaxShedRounds = 0;
  Expected<PyptoResult> E = packPypto(P, O);
  if (!E)
    return false;
  unsigned Pool = P.PipelineGroups[0].Pool;
  return !E->LegacyFallback[Pool] &&
         E->Pools[Pool].Peak <= *P.Pools[Pool].Capacity &&
         E->Pipelines[0].Achieved == Depth;
}

// A 96 KiB tile live throughout beside two 64 KiB stages at depth 2 in the
// 910B's 188416-byte UB: shed to 1. At depth 2, two stages of S bytes fit
// beside it when 98304 + 2 S <= 188416: S = 45056. Depth 1 fits as is. The
// old arithmetic on free bytes could not see the gate, nor other groups.
TEST(PipelineAdvice, CrowdedGroup) {
  Problem P;
  unsigned Pool = P.addPool("vec", 188416, 32);
  P.addBuffer("big", 98304, 32, {{0, 10}}, Pool);
  addGroup(P, Pool, 5, 2, 65536, 2, 0);
  PyptoResult R = pack(P);
  ASSERT_EQ(R.Pipelines[0].Achieved, 1u);
  PipelineAdvice A = advisePipelineGroup(P, R, 0);
  ASSERT_TRUE(A.MaxStageBytes.has_value());
  EXPECT_EQ(*A.MaxStageBytes, 45056u);
  EXPECT_TRUE(fitsWith(P, 2, *A.MaxStageBytes));
  EXPECT_FALSE(fitsWith(P, 2, *A.MaxStageBytes + 32));
  ASSERT_TRUE(A.MaxDepth.has_value());
  EXPECT_EQ(*A.MaxDepth, 1u);
}

// Depth 4 of two stages: the seed's gate floor(C / slot) >= 4 bounds the
// stage at 47104 bytes, although two 61440-byte stages would fit beside a
// 64 KiB tile; depth 2 at 64 KiB would not fit, depth 1 does.
TEST(PipelineAdvice, GateBoundsTheStageSize) {
  Problem P;
  unsigned Pool = P.addPool("vec", 188416, 32);
  P.addBuffer("big", 65536, 32, {{0, 10}}, Pool);
  addGroup(P, Pool, 7, 4, 65536, 2, 0);
  PyptoResult R = pack(P);
  PipelineAdvice A = advisePipelineGroup(P, R, 0);
  EXPECT_EQ(A.MaxStageBytes, std::optional<uint64_t>(47104));
  EXPECT_EQ(A.MaxDepth, std::optional<unsigned>(1));
}

// Four 32 KiB stages live together beside a 120 KiB filler overflow at any
// depth: shedding runs out, the pool falls back (a warning, then the
// capacity error), and only smaller stages fit: four of 16 KiB.
TEST(PipelineAdvice, NoDepthFitsWhenTheStagesOverflowAnyway) {
  Problem P;
  unsigned Pool = P.addPool("vec", 188416, 32);
  P.addBuffer("filler", 122880, 32, {{0, 10}}, Pool);
  addGroup(P, Pool, 3, 4, 32768, 4, 0, /*Together=*/true);
  PyptoResult R = pack(P);
  EXPECT_TRUE(R.LegacyFallback[Pool]);
  EXPECT_EQ(R.Sol.Status, Solution::StatusKind::Unknown);
  PipelineAdvice A = advisePipelineGroup(P, R, 0);
  EXPECT_FALSE(A.MaxDepth.has_value());
  EXPECT_EQ(A.MaxStageBytes, std::optional<uint64_t>(16384));
}

// Nothing fits when the other tiles fill the pool: no advice to print.
TEST(PipelineAdvice, NothingFitsBesideAFullPool) {
  Problem P;
  unsigned Pool = P.addPool("vec", 65536, 32);
  P.addBuffer("full", 65536, 32, {{0, 10}}, Pool);
  addGroup(P, Pool, 0, 2, 4096, 2, 0);
  PyptoResult R = pack(P);
  PipelineAdvice A = advisePipelineGroup(P, R, 0);
  EXPECT_FALSE(A.MaxDepth.has_value());
  EXPECT_FALSE(A.MaxStageBytes.has_value());
}

} // namespace
