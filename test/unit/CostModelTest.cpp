//===- CostModelTest.cpp - Pipe cost model and simulator tests -----------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "CostModel/PipeCost.h"
#include "CostModel/PipeSim.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::ptocost;

namespace {

OpWork matmul(uint64_t M, uint64_t K, uint64_t N, unsigned ElemBytes) {
  OpWork W;
  W.Class = OpClass::Cube;
  W.M = M;
  W.K = K;
  W.N = N;
  W.ElemBytes = ElemBytes;
  return W;
}

OpWork work(OpClass C, uint64_t Bytes, unsigned ElemBytes = 4) {
  OpWork W;
  W.Class = C;
  W.Bytes = Bytes;
  W.ElemBytes = ElemBytes;
  return W;
}

// The profiled isolated matmuls of pipe-cost-facts.md section 2 (S4) are
// reproduced exactly by the fractal formula.
TEST(CostModel, CubeMatchesProfiledMatmuls) {
  CostModel CM(Target::A2A3);
  EXPECT_EQ(CM.cycles(matmul(40, 50, 60, 2)), 54u);
  EXPECT_EQ(CM.cycles(matmul(6, 7, 8, 1)), 7u);
  EXPECT_EQ(CM.cycles(matmul(120, 110, 50, 4)), 902u);
  EXPECT_EQ(CM.cycles(matmul(128, 128, 64, 2)), 262u);
  // Queued behind another matmul, the head overlaps.
  EXPECT_EQ(CM.cycles(matmul(128, 128, 64, 2), /*QueuedBehind=*/true), 256u);
}

// The fractal geometry and the queued issue are parameters of the table
// (CostParams.def), not literals: changing one changes the count.
TEST(CostModel, CubeGeometryIsInTheTable) {
  CostModel CM(Target::A2A3);
  // 128 x 128 x 64 f16: 8 x 4 x 8 = 256 fractals, head 6.
  ASSERT_EQ(CM.cycles(matmul(128, 128, 64, 2)), 262u);
  CostModel Rows = CM;
  Rows.set(CostParam::CubeFractalRows, 32); // 4 x 4 x 8
  EXPECT_EQ(Rows.cycles(matmul(128, 128, 64, 2)), 6u + 128);
  CostModel Cols = CM;
  Cols.set(CostParam::CubeFractalCols, 32); // 8 x 4 x 4
  EXPECT_EQ(Cols.cycles(matmul(128, 128, 64, 2)), 6u + 128);
  CostModel K = CM;
  K.set(CostParam::CubeFractalKBytes, 64); // k0 = 32 f16: 8 x 2 x 8
  EXPECT_EQ(K.cycles(matmul(128, 128, 64, 2)), 6u + 128);
  CostModel Issue = CM;
  Issue.set(CostParam::CubeFixedIssue, 3);
  EXPECT_EQ(Issue.cycles(matmul(128, 128, 64, 2), /*QueuedBehind=*/true),
            259u);
  // No overflow on a huge shape: saturates.
  EXPECT_EQ(CM.cycles(matmul(UINT64_MAX, UINT64_MAX, UINT64_MAX, 2)),
            UINT64_MAX);
}

// The GM->UB line fit of section 4: 64 KiB of f32 in 776 cycles.
TEST(CostModel, LoadMatchesFit) {
  CostModel CM(Target::A2A3);
  EXPECT_EQ(CM.cycles(work(OpClass::GmToUb, 65536)), 776u);
  // A5 streams GM->UB at 61 B/cyc.
  CostModel A5(Target::A5);
  EXPECT_EQ(A5.cycles(work(OpClass::GmToUb, 6100)), 264u + 100u);
}

// Vector classes: 1, 2 and 4 cycles per 256-byte repeat plus the head.
TEST(CostModel, VectorRepeats) {
  CostModel CM(Target::A2A3);
  EXPECT_EQ(CM.cycles(work(OpClass::VecUnary, 8192)), 24u + 32u);
  EXPECT_EQ(CM.cycles(work(OpClass::VecBinary, 16384)), 24u + 128u);
  EXPECT_EQ(CM.cycles(work(OpClass::VecDiv, 16384)), 32u + 256u);
  // f16 transcendentals cost twice the f32 rate (a documented choice).
  EXPECT_EQ(CM.cycles(work(OpClass::VecTransc, 16384, 4)), 32u + 128u);
  EXPECT_EQ(CM.cycles(work(OpClass::VecTransc, 16384, 2)), 32u + 256u);
  // Count mode: a partial repeat adds 16 cycles to a binary op.
  EXPECT_EQ(CM.cycles(work(OpClass::VecBinary, 100)), 24u + 16u + 2u);
  // Queued behind another vector op, only the issue cost is paid.
  EXPECT_EQ(CM.cycles(work(OpClass::VecUnary, 256), true), 3u + 1u);
}

TEST(CostModel, ParametersAreDocumentedAndOverridable) {
  for (const ParamInfo &P : getParams()) {
    EXPECT_FALSE(P.Source.empty()) << P.Name.str();
    EXPECT_FALSE(P.Unit.empty()) << P.Name.str();
  }
  std::optional<CostParam> R = findParam("RateL1L0A");
  ASSERT_TRUE(R);
  CostModel CM(Target::A2A3);
  uint64_t Measured = CM.cycles(work(OpClass::L1ToL0A, 16384));
  CM.set(*R, 512); // the nominal CANN rate
  EXPECT_EQ(Measured, 26u + 64u);
  EXPECT_EQ(CM.cycles(work(OpClass::L1ToL0A, 16384)), 26u + 32u);
  EXPECT_FALSE(findParam("NoSuchParam"));
}

TEST(CostModel, Classification) {
  EXPECT_EQ(getOpClassPipe(OpClass::L1ToL0B), Pipe::MTE1);
  EXPECT_EQ(getOpClassPipe(OpClass::L0cToGm), Pipe::FIX);
  EXPECT_EQ(parsePipe("PIPE_MTE2"), Pipe::MTE2);
  EXPECT_EQ(parsePipe("FIX"), Pipe::FIX);
  EXPECT_FALSE(parsePipe("PIPE_ALL"));
}

// Two independent ops on two pipes overlap: the makespan is the longer one
// plus the issue of the first.
TEST(PipeSim, IndependentPipesOverlap) {
  CostModel CM(Target::A2A3);
  SimInstr Trace[] = {SimInstr::opCycles(Pipe::MTE2, 100),
                      SimInstr::opCycles(Pipe::V, 50)};
  SimResult R = simulate(Trace, CM);
  ASSERT_TRUE(R.ok());
  EXPECT_EQ(R.Makespan, 100u);
  EXPECT_EQ(R.Busy[unsigned(Pipe::MTE2)], 100u);
  EXPECT_EQ(R.Busy[unsigned(Pipe::V)], 50u);
}

// A set/wait pair orders the consumer after the producer.
TEST(PipeSim, FlagOrdersPipes) {
  CostModel CM(Target::A2A3);
  SimInstr Trace[] = {SimInstr::opCycles(Pipe::MTE2, 100),
                      SimInstr::set(Pipe::MTE2, Pipe::V, 0),
                      SimInstr::wait(Pipe::MTE2, Pipe::V, 0),
                      SimInstr::opCycles(Pipe::V, 50)};
  SimResult R = simulate(Trace, CM);
  ASSERT_TRUE(R.ok()) << R.Errors.front();
  // 100 (load) + 1 (set) + 1 (wait) + 50.
  EXPECT_EQ(R.Makespan, 152u);
}

// The timeline, when asked for, says when each instruction could start,
// started and ended: the wait stalls from the cycle its queue was ready
// until the set fired.
TEST(PipeSim, Timeline) {
  CostModel CM(Target::A2A3);
  SimInstr Trace[] = {SimInstr::opCycles(Pipe::MTE2, 100),
                      SimInstr::set(Pipe::MTE2, Pipe::V, 0),
                      SimInstr::wait(Pipe::MTE2, Pipe::V, 0),
                      SimInstr::opCycles(Pipe::V, 50)};
  EXPECT_TRUE(simulate(Trace, CM).Timeline.empty());
  SimResult R = simulate(Trace, CM, /*RecordTimeline=*/true);
  ASSERT_TRUE(R.ok()) << R.Errors.front();
  ASSERT_EQ(R.Timeline.size(), 4u);
  // Issued at cycles 0..3; the load runs 0..100, its set 100..101.
  EXPECT_EQ(R.Timeline[0].Idx, 0u);
  EXPECT_EQ(R.Timeline[0].Queue, Pipe::MTE2);
  EXPECT_EQ(R.Timeline[0].Start, 0u);
  EXPECT_EQ(R.Timeline[0].End, 100u);
  EXPECT_EQ(R.Timeline[1].Idx, 1u);
  EXPECT_EQ(R.Timeline[1].End, 101u);
  // The wait, issued at cycle 2, takes the flag at 101.
  EXPECT_EQ(R.Timeline[2].Idx, 2u);
  EXPECT_EQ(R.Timeline[2].Queue, Pipe::V);
  EXPECT_EQ(R.Timeline[2].Ready, 2u);
  EXPECT_EQ(R.Timeline[2].Start, 101u);
  EXPECT_EQ(R.Timeline[3].Idx, 3u);
  EXPECT_EQ(R.Timeline[3].Start, 102u);
  EXPECT_EQ(R.Timeline[3].End, 152u);
}

// The wait may be issued before its set: the consumer queue blocks, the
// issuer goes on.
TEST(PipeSim, WaitBeforeSetInProgramOrder) {
  CostModel CM(Target::A2A3);
  SimInstr Trace[] = {SimInstr::wait(Pipe::MTE2, Pipe::V, 1),
                      SimInstr::opCycles(Pipe::V, 10),
                      SimInstr::opCycles(Pipe::MTE2, 100),
                      SimInstr::set(Pipe::MTE2, Pipe::V, 1)};
  SimResult R = simulate(Trace, CM);
  ASSERT_TRUE(R.ok()) << R.Errors.front();
  EXPECT_EQ(R.Makespan, 100u + 2u + 1u + 1u + 10u);
}

TEST(PipeSim, DeadlockIsReported) {
  CostModel CM(Target::A2A3);
  SimInstr Trace[] = {SimInstr::wait(Pipe::MTE2, Pipe::V, 0),
                      SimInstr::opCycles(Pipe::V, 10)};
  SimResult R = simulate(Trace, CM);
  ASSERT_EQ(R.Errors.size(), 1u);
  EXPECT_NE(R.Errors[0].find("deadlock"), std::string::npos);
  EXPECT_NE(R.Errors[0].find("wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0)"),
            std::string::npos);
}

TEST(PipeSim, DoubleSetAndLeftoverFlagAreReported) {
  CostModel CM(Target::A2A3);
  SimInstr Trace[] = {SimInstr::set(Pipe::V, Pipe::MTE3, 2),
                      SimInstr::set(Pipe::V, Pipe::MTE3, 2),
                      SimInstr::wait(Pipe::V, Pipe::MTE3, 2)};
  SimResult R = simulate(Trace, CM);
  ASSERT_EQ(R.Errors.size(), 1u);
  EXPECT_NE(R.Errors[0].find("a signal is lost"), std::string::npos);

  SimInstr Left[] = {SimInstr::set(Pipe::V, Pipe::MTE3, 3)};
  SimResult L = simulate(Left, CM);
  ASSERT_EQ(L.Errors.size(), 1u);
  EXPECT_NE(L.Errors[0].find("never waited"), std::string::npos);
}

// A scalar wait blocks the issuer, and so every later instruction.
TEST(PipeSim, ScalarWaitBlocksIssue) {
  CostModel CM(Target::A2A3);
  SimInstr Trace[] = {SimInstr::opCycles(Pipe::V, 100),
                      SimInstr::set(Pipe::V, Pipe::S, 0),
                      SimInstr::wait(Pipe::V, Pipe::S, 0),
                      SimInstr::opCycles(Pipe::MTE2, 10)};
  SimResult R = simulate(Trace, CM);
  ASSERT_TRUE(R.ok()) << R.Errors.front();
  // V runs 0..100; its set fires at 101; S's wait ends at 102 and only then
  // issues the MTE2 op (102..112).
  EXPECT_EQ(R.Makespan, 112u);
}

// PIPE_ALL drains every queue before anything after it is issued.
TEST(PipeSim, BarrierAllDrains) {
  CostModel CM(Target::A2A3);
  SimInstr Trace[] = {SimInstr::opCycles(Pipe::MTE2, 100),
                      SimInstr::barrierAll(),
                      SimInstr::opCycles(Pipe::V, 10)};
  SimResult R = simulate(Trace, CM);
  ASSERT_TRUE(R.ok());
  EXPECT_EQ(R.Makespan, 100u + 20u + 10u);
}

// A same-pipe op queues behind the previous one.
TEST(PipeSim, SamePipeSerialises) {
  CostModel CM(Target::A2A3);
  SimInstr Trace[] = {SimInstr::op(work(OpClass::VecUnary, 2560)),
                      SimInstr::op(work(OpClass::VecUnary, 2560))};
  SimResult R = simulate(Trace, CM);
  ASSERT_TRUE(R.ok());
  // First: 24 + 10; the second arrives at 1 while V is busy: 3 + 10.
  EXPECT_EQ(R.Makespan, 34u + 13u);
  EXPECT_EQ(R.Busy[unsigned(Pipe::V)], 47u);
}

// A wait drains its pipe: the op after it pays the full head even if it
// was issued while the pipe was busy.
TEST(PipeSim, SyncBreaksHeadOverlap) {
  CostModel CM(Target::A2A3);
  SimInstr Trace[] = {SimInstr::opCycles(Pipe::MTE2, 100),
                      SimInstr::set(Pipe::MTE2, Pipe::V, 0),
                      SimInstr::wait(Pipe::MTE2, Pipe::V, 0),
                      SimInstr::op(work(OpClass::VecUnary, 2560))};
  SimResult R = simulate(Trace, CM);
  ASSERT_TRUE(R.ok());
  // 100 + set 1 + wait 1 + (24 + 10).
  EXPECT_EQ(R.Makespan, 136u);
}

} // namespace
