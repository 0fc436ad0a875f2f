//===- PlannerProblemTest.cpp - Tests for the placement problem model -----===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/Problem.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::ptoplan;

namespace {

// normalize() merges touching and overlapping intervals and drops empty ones.
TEST(PlannerProblem, NormalizeMergesIntervals) {
  Problem P;
  unsigned Pool = P.addPool("vec", 1024, 32);
  unsigned B = P.addBuffer("b", 64, 32, {{5, 8}, {1, 3}, {3, 4}, {9, 9}}, Pool);
  P.normalize();
  ASSERT_EQ(P.Buffers[B].Live.size(), 2u);
  EXPECT_EQ(P.Buffers[B].Live[0].Lower, 1);
  EXPECT_EQ(P.Buffers[B].Live[0].Upper, 4);
  EXPECT_EQ(P.Buffers[B].Live[1].Lower, 5);
  EXPECT_EQ(P.Buffers[B].Live[1].Upper, 8);
}

// The peak of a pool is the highest end offset placed in it.
TEST(PlannerProblem, PeakIsHighestEnd) {
  Problem P;
  unsigned Pool = P.addPool("vec", 1024, 32);
  P.addBuffer("a", 100, 32, {{0, 2}}, Pool);
  P.addBuffer("b", 64, 32, {{1, 3}}, Pool);
  Solution S;
  S.Placements = {{Pool, 128}, {Pool, 0}};
  EXPECT_EQ(computePeak(P, S, Pool), 228u);
}

} // namespace
