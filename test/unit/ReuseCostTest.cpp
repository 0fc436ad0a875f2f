//===- ReuseCostTest.cpp - Placement under a reuse-cost objective --------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/ReuseCost.h"
#include "Planner/ReuseBounds.h"
#include "Planner/Validator.h"
#include "llvm/ADT/Twine.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::ptoplan;

// Three 32 KiB buffers never live together, every pair penalised, in a
// 64 KiB pool: two slots, so by pigeonhole one pair shares. No single pair
// is forced (each can be kept apart alone), so only the slot search proves
// the cost of 1 minimal.
TEST(ReuseCost, SlotSearchProvesPigeonhole) {
  Problem P;
  unsigned Pool = P.addPool("right", 65536, 32);
  for (int64_t I = 0; I < 3; ++I)
    P.addBuffer(("b" + Twine(I)).str(), 32768, 32, {{2 * I, 2 * I + 1}}, Pool);
  P.ReusePenalties = {{0, 1, 1, "cross_pipe"},
                      {1, 2, 1, "cross_pipe"},
                      {0, 2, 1, "cross_pipe"}};
  P.Objective = {"capacity_overflow", "reuse_cost"};
  SolverOptions Opts;
  SolveReport R;
  ReuseReport Reuse;
  Solution S = solveReuseAware(P, Opts, R, Reuse);
  EXPECT_TRUE(validate(P, S).empty());
  EXPECT_EQ(Reuse.Cost, 1u);
  EXPECT_EQ(Reuse.LowerBound, 1u);
  EXPECT_TRUE(Reuse.Proven);
}

// The same with a pool of three slots: nothing needs to share.
TEST(ReuseCost, ThreeSlotsShareNothing) {
  Problem P;
  unsigned Pool = P.addPool("right", 3 * 32768, 32);
  for (int64_t I = 0; I < 3; ++I)
    P.addBuffer(("b" + Twine(I)).str(), 32768, 32, {{2 * I, 2 * I + 1}}, Pool);
  P.ReusePenalties = {{0, 1, 1, "cross_pipe"},
                      {1, 2, 1, "cross_pipe"},
                      {0, 2, 1, "cross_pipe"}};
  P.Objective = {"capacity_overflow", "reuse_cost"};
  SolveReport R;
  ReuseReport Reuse;
  solveReuseAware(P, SolverOptions(), R, Reuse);
  EXPECT_EQ(Reuse.Cost, 0u);
  EXPECT_TRUE(Reuse.Proven);
}

// Every placement of equal-size buffers maps to a slot placement that
// activates no more, for any number of slots: four buffers, every pair
// penalised, three slots. One pair shares, and the slot search proves it
// (before, only k <= 2 was a proof).
TEST(ReuseCost, SlotSearchProvesThreeSlots) {
  Problem P;
  unsigned Pool = P.addPool("left", 3 * 16384, 32);
  for (int64_t I = 0; I < 4; ++I)
    P.addBuffer(("b" + Twine(I)).str(), 16384, 32, {{2 * I, 2 * I + 1}}, Pool);
  for (unsigned I = 0; I < 4; ++I)
    for (unsigned J = I + 1; J < 4; ++J)
      P.ReusePenalties.push_back({I, J, 1, "cross_pipe"});
  P.Objective = {"capacity_overflow", "reuse_cost"};
  SolveReport R;
  ReuseReport Reuse;
  Solution S = solveReuseAware(P, SolverOptions(), R, Reuse);
  EXPECT_TRUE(validate(P, S).empty());
  EXPECT_EQ(Reuse.Cost, 1u);
  EXPECT_EQ(Reuse.LowerBound, 1u);
  EXPECT_TRUE(Reuse.Proven);
}

// Seven equal buffers, every pair penalised or live together, in three
// slots (3, 2 and 2 buffers at best): at least the Turan number
// T(7, 3) = 3 + 1 + 1 pairs share a slot, each costing 2.
TEST(ReuseCost, TuranBound) {
  Problem P;
  unsigned Pool = P.addPool("right", 3 * 4096, 32);
  for (int64_t I = 0; I < 7; ++I)
    P.addBuffer(("b" + Twine(I)).str(), 4096, 32, {{2 * I, 2 * I + 1}}, Pool);
  for (unsigned I = 0; I < 7; ++I)
    for (unsigned J = I + 1; J < 7; ++J)
      P.ReusePenalties.push_back({I, J, 2, "cross_pipe"});
  EXPECT_EQ(turanBound(P, Pool), 2u * 5u);
  // One pair live together instead of penalised: still linked, the same
  // bound (the pair can never share a slot).
  P.Buffers[1].Live = {{0, 3}};
  llvm::erase_if(P.ReusePenalties, [](const ReusePenalty &R) {
    return R.First == 0 && R.Second == 1;
  });
  EXPECT_EQ(turanBound(P, Pool), 2u * 5u);
  // Different sizes: no bound.
  P.Buffers[6].Size = 2048;
  EXPECT_EQ(turanBound(P, Pool), 0u);
}

TEST(ReuseCost, MinCostHittingSet) {
  bool Complete = false;
  // {a, b} and {b, c} with b dear: a and c.
  uint64_t Cores[] = {0b011, 0b110};
  uint64_t Cost[] = {1, 5, 1};
  EXPECT_EQ(minCostHittingSet(Cores, Cost, 1000, Complete), 0b101u);
  EXPECT_TRUE(Complete);
  // b cheap: b alone.
  uint64_t Cheap[] = {1, 1, 1};
  EXPECT_EQ(minCostHittingSet(Cores, Cheap, 1000, Complete), 0b010u);
  EXPECT_EQ(minCostHittingSet({}, Cost, 1000, Complete), 0u);
  uint64_t Empty[] = {0b011, 0};
  EXPECT_EQ(minCostHittingSet(Empty, Cost, 1000, Complete), std::nullopt);
}

// Sizes 64, 64 and 32 one after the other in 128 bytes, every pair
// penalised: any two fit apart, all three do not (160 bytes), so no single
// pair is forced and the pool is not a slot pool. The hitting-set bound
// finds the core {ab, bc, ac} and proves the cheapest pair (a-c, 1).
TEST(ReuseCost, HittingSetProvesMixedSizes) {
  Problem P;
  unsigned Pool = P.addPool("mat", 128, 32);
  P.addBuffer("a", 64, 32, {{0, 1}}, Pool);
  P.addBuffer("b", 64, 32, {{1, 2}}, Pool);
  P.addBuffer("c", 32, 32, {{2, 3}}, Pool);
  P.ReusePenalties = {{0, 1, 2, "cross_pipe"},
                      {1, 2, 2, "cross_pipe"},
                      {0, 2, 1, "cross_pipe"}};
  P.Objective = {"capacity_overflow", "reuse_cost"};
  SolveReport R;
  ReuseReport Reuse;
  Solution S = solveReuseAware(P, SolverOptions(), R, Reuse);
  EXPECT_TRUE(validate(P, S).empty());
  EXPECT_EQ(Reuse.Cost, 1u);
  EXPECT_EQ(Reuse.LowerBound, 1u);
  EXPECT_TRUE(Reuse.Proven);
  PoolReuseBound HB =
      hittingSetBound(P, Pool, S, 2, SolverOptions(), [] { return false; });
  EXPECT_EQ(HB.LowerBound, 1u);
  EXPECT_EQ(HB.Cores, 1u);
}

// The objective is lexicographic: a pool that overflows whatever the
// placement (a and b live together, 64 bytes in 32) is searched at its
// least overflow, and the reuse cost is minimised there: c goes beside b
// (penalty 1), not onto a (penalty 5), proven.
TEST(ReuseCost, LeastOverflowThenCost) {
  Problem P;
  unsigned Pool = P.addPool("acc", 32, 32);
  P.addBuffer("a", 32, 32, {{0, 2}}, Pool);
  P.addBuffer("b", 32, 32, {{1, 3}}, Pool);
  P.addBuffer("c", 32, 32, {{3, 4}}, Pool);
  P.ReusePenalties = {{0, 2, 5, "cross_pipe"}, {1, 2, 1, "cross_pipe"}};
  P.Objective = {"capacity_overflow", "reuse_cost"};
  SolveReport R;
  ReuseReport Reuse;
  Solution S = solveReuseAware(P, SolverOptions(), R, Reuse);
  EXPECT_EQ(Reuse.Overflow, 32u);
  EXPECT_TRUE(Reuse.OverflowProven);
  EXPECT_EQ(Reuse.Cost, 1u);
  EXPECT_TRUE(Reuse.Proven);
  EXPECT_EQ(R.Status, Solution::StatusKind::Infeasible);
  // Only the capacity is broken.
  for (const Violation &V : validate(P, S))
    EXPECT_EQ(V.Kind, ViolationKind::Capacity);
}
