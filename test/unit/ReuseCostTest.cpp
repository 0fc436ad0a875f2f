//===- ReuseCostTest.cpp - Placement under a reuse-cost objective --------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/ReuseCost.h"
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
