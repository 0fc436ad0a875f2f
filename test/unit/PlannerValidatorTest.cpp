//===- PlannerValidatorTest.cpp - Tests of the independent validator ------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One test per rule: each builds a placement that breaks exactly that rule
// and checks that the validator reports it, naming the buffers involved.
//
//===----------------------------------------------------------------------===//

#include "Planner/Validator.h"
#include "gtest/gtest.h"
#include <random>
#include <set>

using namespace llvm;
using namespace llvm::ptoplan;

namespace {

/// Two buffers in a 1 KiB pool aligned to 32: "a" live [0, 4), "b" live
/// [2, 6), each 64 bytes, validly placed at 0 and 64.
struct Fixture {
  Problem P;
  Solution S;
  unsigned Pool, A, B;
  Fixture() {
    Pool = P.addPool("vec", 1024, 32);
    A = P.addBuffer("a", 64, 32, {{0, 4}}, Pool);
    B = P.addBuffer("b", 64, 32, {{2, 6}}, Pool);
    S.Placements = {{Pool, 0}, {Pool, 64}};
  }
};

/// The violations of kind \p K.
SmallVector<Violation, 0> only(ArrayRef<Violation> All, ViolationKind K) {
  SmallVector<Violation, 0> R;
  for (const Violation &V : All)
    if (V.Kind == K)
      R.push_back(V);
  return R;
}

bool mentions(const Violation &V, StringRef Text) {
  return StringRef(V.Message).contains(Text);
}

// The fixture itself is valid.
TEST(PlannerValidator, ValidPlacementPasses) {
  Fixture F;
  EXPECT_TRUE(validate(F.P, F.S).empty());
}

TEST(PlannerValidator, MissingPlacement) {
  Fixture F;
  F.S.Placements.pop_back();
  auto V = only(validate(F.P, F.S), ViolationKind::MissingPlacement);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_EQ(V[0].First, F.B);
  EXPECT_TRUE(mentions(V[0], "'b'"));
}

TEST(PlannerValidator, UnknownPool) {
  Fixture F;
  F.S.Placements[F.A].Pool = 5;
  auto V = only(validate(F.P, F.S), ViolationKind::UnknownPool);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_TRUE(mentions(V[0], "'a'"));
}

TEST(PlannerValidator, PoolNotAllowed) {
  Fixture F;
  unsigned Other = F.P.addPool("mat", 1024, 32);
  F.S.Placements[F.B] = {Other, 0};
  auto V = only(validate(F.P, F.S), ViolationKind::PoolNotAllowed);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_TRUE(mentions(V[0], "'b'") && mentions(V[0], "'mat'"));
}

TEST(PlannerValidator, BufferAlignment) {
  Fixture F;
  F.P.Pools[F.Pool].Alignment = 1;
  F.S.Placements[F.B].Offset = 80; // Not a multiple of 32.
  auto V = only(validate(F.P, F.S), ViolationKind::BufferAlignment);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_TRUE(mentions(V[0], "'b'") && mentions(V[0], "32"));
  EXPECT_TRUE(only(validate(F.P, F.S), ViolationKind::PoolAlignment).empty());
}

TEST(PlannerValidator, PoolAlignment) {
  Fixture F;
  F.P.Buffers[F.B].Alignment = 16;
  F.S.Placements[F.B].Offset = 80; // Fine for 16, not for the pool's 32.
  auto V = only(validate(F.P, F.S), ViolationKind::PoolAlignment);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_TRUE(mentions(V[0], "'b'") && mentions(V[0], "'vec'"));
  EXPECT_TRUE(only(validate(F.P, F.S), ViolationKind::BufferAlignment).empty());
}

TEST(PlannerValidator, Capacity) {
  Fixture F;
  F.S.Placements[F.B].Offset = 992; // Ends at 1056 > 1024.
  auto V = only(validate(F.P, F.S), ViolationKind::Capacity);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_TRUE(mentions(V[0], "'b'") && mentions(V[0], "1056"));
}

TEST(PlannerValidator, Reserved) {
  Fixture F;
  F.P.Pools[F.Pool].Reserved.push_back({96, 160});
  auto V = only(validate(F.P, F.S), ViolationKind::Reserved);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_EQ(V[0].First, F.B);
  EXPECT_TRUE(mentions(V[0], "[96, 160)"));
}

TEST(PlannerValidator, Overlap) {
  Fixture F;
  F.S.Placements[F.B].Offset = 32; // Shares [32, 64) while both live.
  auto V = only(validate(F.P, F.S), ViolationKind::Overlap);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_EQ(V[0].First, F.A);
  EXPECT_EQ(V[0].Second, F.B);
  EXPECT_TRUE(mentions(V[0], "'a'") && mentions(V[0], "'b'") &&
              mentions(V[0], "[32, 64)") && mentions(V[0], "[2, 4)"));
  // Lifetimes that only touch (half-open) may share bytes.
  F.P.Buffers[F.B].Live = {{4, 6}};
  EXPECT_TRUE(validate(F.P, F.S).empty());
}

// Colocated buffers may overlap, but only at their colocation offset.
TEST(PlannerValidator, OverlapInsideColocationGroup) {
  Fixture F;
  F.P.addColocation(F.A, F.B, 32);
  F.S.Placements[F.B].Offset = 32;
  EXPECT_TRUE(validate(F.P, F.S).empty());
  F.S.Placements[F.B].Offset = 0;
  auto All = validate(F.P, F.S);
  EXPECT_EQ(only(All, ViolationKind::Overlap).size(), 1u);
  EXPECT_EQ(only(All, ViolationKind::Colocation).size(), 1u);
}

TEST(PlannerValidator, Separation) {
  Fixture F;
  F.P.Buffers[F.B].Live = {{10, 12}}; // Never live with a.
  F.P.addSeparation(F.A, F.B, SeparationReason::TargetHazard, "tmov hazard");
  F.S.Placements[F.B].Offset = 0;
  auto V = only(validate(F.P, F.S), ViolationKind::Separation);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_TRUE(mentions(V[0], "'a'") && mentions(V[0], "'b'") &&
              mentions(V[0], "target_hazard") && mentions(V[0], "tmov hazard"));
  EXPECT_TRUE(only(validate(F.P, F.S), ViolationKind::Overlap).empty());
}

TEST(PlannerValidator, SameOrDisjoint) {
  Fixture F;
  F.P.Buffers[F.B].Live = {{10, 12}}; // Never live with a.
  F.P.SameOrDisjoints.push_back({F.A, F.B, "tadd in place"});
  // Apart, and at one address: both fine.
  EXPECT_TRUE(validate(F.P, F.S).empty());
  F.S.Placements[F.B].Offset = 0;
  EXPECT_TRUE(validate(F.P, F.S).empty());
  // Overlapping from another base.
  F.S.Placements[F.B].Offset = 32;
  auto V = only(validate(F.P, F.S), ViolationKind::SameOrDisjoint);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_TRUE(mentions(V[0], "'a'") && mentions(V[0], "'b'") &&
              mentions(V[0], "tadd in place"));
  EXPECT_EQ(getViolationKindName(V[0].Kind), "same-or-disjoint");
}

TEST(PlannerValidator, Colocation) {
  Fixture F;
  F.P.Buffers[F.B].Live = {{10, 12}};
  F.P.addColocation(F.A, F.B, 0);
  auto V = only(validate(F.P, F.S), ViolationKind::Colocation);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_TRUE(mentions(V[0], "'a'") && mentions(V[0], "'b'") &&
              mentions(V[0], "at 64"));
  unsigned Other = F.P.addPool("mat", 1024, 32);
  F.P.Buffers[F.B].AllowedPools.push_back(Other);
  F.S.Placements[F.B] = {Other, 0};
  V = only(validate(F.P, F.S), ViolationKind::Colocation);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_TRUE(mentions(V[0], "different pools"));
}

// Colocation offsets and placements at the 2^63 and 2^64 edges: the
// closure never negates INT64_MIN or sums past int64_t, and relative
// offsets of placements 2^63 or more apart are reported, not wrapped.
TEST(PlannerValidator, ColocationAtTheInt64Edges) {
  constexpr uint64_t Half = uint64_t(1) << 63;
  // c = b - 2^63 = a - 2^64: c's offset from a is beyond int64_t.
  Problem P;
  unsigned Pool = P.addPool("gm", std::nullopt, 1);
  unsigned A = P.addBuffer("a", 16, 1, {{0, 4}}, Pool);
  unsigned B = P.addBuffer("b", 16, 1, {{0, 4}}, Pool);
  unsigned C = P.addBuffer("c", 16, 1, {{0, 4}}, Pool);
  P.addColocation(A, B, INT64_MIN);
  P.addColocation(B, C, INT64_MIN);
  Solution S;
  S.Placements = {{Pool, Half}, {Pool, 0}, {Pool, 0}};
  auto All = validate(P, S);
  auto Col = only(All, ViolationKind::Colocation);
  ASSERT_EQ(Col.size(), 1u);
  EXPECT_TRUE(mentions(Col[0], "'c' must be at offset -9223372036854775808 "
                               "from 'b' but is at 0"));
  auto Ov = only(All, ViolationKind::Overlap);
  ASSERT_EQ(Ov.size(), 1u);
  EXPECT_TRUE(mentions(Ov[0], "at relative offset 0 instead of the colocated "
                              "beyond the 64-bit range"));
  // The difference INT64_MIN itself is representable, read either way
  // round (the closure from a walks the edge backwards: 0 - INT64_MIN).
  for (bool Backwards : {false, true}) {
    Problem Q;
    Pool = Q.addPool("gm", std::nullopt, 1);
    A = Q.addBuffer("a", 16, 1, {{0, 4}}, Pool);
    B = Q.addBuffer("b", 16, 1, {{0, 4}}, Pool);
    Backwards ? Q.addColocation(B, A, INT64_MIN)
              : Q.addColocation(A, B, INT64_MIN);
    S.Placements = Backwards ? SmallVector<Placement, 0>{{Pool, 0}, {Pool, Half}}
                             : SmallVector<Placement, 0>{{Pool, Half}, {Pool, 0}};
    EXPECT_TRUE(validate(Q, S).empty()) << Backwards;
    // 2^63 + 16 apart: the relative offset is not an int64_t.
    S.Placements[Backwards ? 1 : 0].Offset = Half + 16;
    Col = only(validate(Q, S), ViolationKind::Colocation);
    ASSERT_EQ(Col.size(), 1u);
    EXPECT_TRUE(mentions(Col[0], "but is at beyond the 64-bit range"));
  }
}

TEST(PlannerValidator, Pin) {
  Fixture F;
  F.P.addPin(F.B, F.Pool, 128);
  auto V = only(validate(F.P, F.S), ViolationKind::Pin);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_TRUE(mentions(V[0], "'b'") && mentions(V[0], "128"));
  F.S.Placements[F.B].Offset = 128;
  EXPECT_TRUE(validate(F.P, F.S).empty());
}

// No other buffer may use an exclusive pin's bytes, even at other times.
TEST(PlannerValidator, ExclusivePin) {
  Fixture F;
  unsigned C = F.P.addBuffer("c", 32, 32, {{20, 30}}, F.Pool);
  F.S.Placements.push_back({F.Pool, 0});
  EXPECT_TRUE(validate(F.P, F.S).empty()); // Not live with a.
  F.P.addPin(F.A, F.Pool, 0, /*Exclusive=*/true);
  auto V = only(validate(F.P, F.S), ViolationKind::ExclusivePin);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_EQ(V[0].First, F.A);
  EXPECT_EQ(V[0].Second, C);
  EXPECT_TRUE(mentions(V[0], "'a'") && mentions(V[0], "'c'"));
}

TEST(PlannerValidator, TemporalExclusion) {
  Fixture F;
  F.P.addTemporalExclusion(F.A, F.B);
  auto V = only(validate(F.P, F.S), ViolationKind::TemporalExclusion);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_TRUE(mentions(V[0], "'a'") && mentions(V[0], "'b'") &&
              mentions(V[0], "[2, 4)"));
}

// Pipeline stages: with sparse stage ids {0, 2} (dense ordinals {0, 1}),
// depth 2 keeps them apart and depth 1 lets them share.
TEST(PlannerValidator, PipelineStage) {
  Fixture F;
  F.P.Buffers[F.B].Live = {{10, 12}};
  F.S.Placements[F.B].Offset = 0; // Shares a's bytes at another time.
  PipelineGroup G;
  G.Pool = F.Pool;
  G.Depth = 2;
  G.Members = {{F.A, 0, 0}, {F.B, 2, 1}};
  F.P.PipelineGroups.push_back(G);
  EXPECT_TRUE(validate(F.P, F.S).empty()); // Not a rule of validate().
  auto V = validatePipelineGroup(F.P, F.S, 0, 2);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_EQ(V[0].Kind, ViolationKind::PipelineStage);
  EXPECT_TRUE(mentions(V[0], "'a'") && mentions(V[0], "'b'"));
  EXPECT_TRUE(validatePipelineGroup(F.P, F.S, 0, 1).empty());
  // Ordinals are dense: stages {0, 2, 4} at depth 2 are ordinals
  // {0, 1, 2}: the first and third share a slot.
  unsigned C = F.P.addBuffer("c", 64, 32, {{20, 22}}, F.Pool);
  F.S.Placements.push_back({F.Pool, 0});
  F.P.PipelineGroups[0].Members.push_back({C, 4, 0});
  V = validatePipelineGroup(F.P, F.S, 0, 2);
  EXPECT_EQ(V.size(), 2u); // a-b and b-c, not a-c.
  for (const Violation &X : V)
    EXPECT_TRUE(X.First == F.B || X.Second == F.B);
  F.S.Placements[F.B].Offset = 64;
  EXPECT_TRUE(validatePipelineGroup(F.P, F.S, 0, 2).empty());
}

// Zero-size buffers occupy nothing.
TEST(PlannerValidator, ZeroSizeNeverCollides) {
  Fixture F;
  F.P.Buffers[F.B].Size = 0;
  F.S.Placements[F.B].Offset = 0;
  EXPECT_TRUE(validate(F.P, F.S).empty());
}

// The overlap rule finds exactly the pairs a check of every pair finds, on
// random placements with several pools, multi-interval buffers, zero sizes
// and nested byte ranges (a long buffer below shorter ones, so the nearest
// buffer in offset order is not the only one that can overlap).
TEST(PlannerValidator, OverlapsMatchAllPairs) {
  std::mt19937 R(15);
  for (int Iter = 0; Iter < 300; ++Iter) {
    Problem P;
    unsigned NP = 1 + R() % 2;
    for (unsigned I = 0; I < NP; ++I)
      P.addPool("p" + std::to_string(I), std::nullopt, 1);
    unsigned N = 2 + R() % 30;
    Solution S;
    for (unsigned I = 0; I < N; ++I) {
      int64_t Lo = R() % 20, Len = 1 + R() % 8;
      SmallVector<LiveInterval, 2> Live = {{Lo, Lo + Len}};
      if (R() % 4 == 0)
        Live.push_back({Lo + 2, Lo + 3 + int64_t(R() % 10)}); // May overlap the first.
      uint64_t Size = R() % 7 == 0 ? 0 : 1 + R() % (R() % 5 ? 8 : 64);
      unsigned Pool = R() % NP;
      P.addBuffer("b" + std::to_string(I), Size, 1, Live, Pool);
      S.Placements.push_back({Pool, uint64_t(R() % 64)});
    }
    std::set<std::pair<unsigned, unsigned>> Want, Got;
    for (unsigned A = 0; A < N; ++A)
      for (unsigned B = A + 1; B < N; ++B) {
        const Buffer &X = P.Buffers[A], &Y = P.Buffers[B];
        const Placement &PX = S.Placements[A], &PY = S.Placements[B];
        bool Together = false;
        for (const LiveInterval &I : X.Live)
          for (const LiveInterval &J : Y.Live)
            Together |= I.Lower < J.Upper && J.Lower < I.Upper;
        if (Together && PX.Pool == PY.Pool && X.Size && Y.Size &&
            PX.Offset < PY.Offset + Y.Size && PY.Offset < PX.Offset + X.Size)
          Want.insert({A, B});
      }
    for (const Violation &V : only(validate(P, S), ViolationKind::Overlap))
      Got.insert({V.First, *V.Second});
    EXPECT_EQ(Got, Want) << Iter;
  }
}

} // namespace
