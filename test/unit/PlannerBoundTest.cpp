//===- PlannerBoundTest.cpp - Tests of the lower bounds -------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/LowerBound.h"
#include "Planner/PyptoPacker.h"
#include "PlannerTestUtil.h"
#include "llvm/Support/thread.h"
#include "gtest/gtest.h"
#include <random>

using namespace llvm;
using namespace llvm::ptoplan;
using namespace llvm::ptoplan::test;

namespace {

// LOAD is the most bytes live at one instant; intervals are half-open, so a
// buffer ending at t and one starting at t are not counted together.
TEST(PlannerBound, LoadSweep) {
  Problem P;
  unsigned Pl = P.addPool("p", 1000, 1);
  P.addBuffer("a", 100, 1, {{0, 10}}, Pl);
  P.addBuffer("b", 50, 1, {{10, 20}}, Pl);
  P.addBuffer("c", 30, 1, {{5, 15}}, Pl);
  PoolBound B = computePoolBound(P, Pl);
  EXPECT_EQ(B.Load, 130u);
  EXPECT_EQ(B.Clique, 130u);
  EXPECT_TRUE(B.CliqueExact);
  EXPECT_EQ(B.get(), 130u);
}

// A colocation component counts once, with the union of its live members'
// windows; pinned buffers count like any other and bound the peak by their
// end.
TEST(PlannerBound, LoadCountsComponentsOnceAndPins) {
  Problem P;
  unsigned Pl = P.addPool("p", std::nullopt, 1);
  unsigned Src = P.addBuffer("src", 64, 1, {{0, 10}}, Pl);
  unsigned View = P.addBuffer("view", 32, 1, {{2, 12}}, Pl);
  unsigned Tail = P.addBuffer("tail", 32, 1, {{4, 6}}, Pl);
  P.addColocation(Src, View, 48); // Bytes [48, 80) of the group.
  P.addColocation(Src, Tail, 0);  // Inside src.
  // Union at [4, 6): [0, 64) U [48, 80) = 80 bytes, not 64 + 32 + 32.
  EXPECT_EQ(computePoolBound(P, Pl).Load, 80u);
  unsigned Pinned = P.addBuffer("pinned", 16, 1, {{30, 31}}, Pl);
  P.addPin(Pinned, Pl, 200);
  EXPECT_EQ(computePoolBound(P, Pl).Load, 216u); // The pin's end.
  unsigned Live = P.addBuffer("pinned2", 100, 1, {{4, 5}}, Pl);
  P.addPin(Live, Pl, 0);
  EXPECT_EQ(computePoolBound(P, Pl).Load, 216u);
  P.Pins.back().Offset = 300;
  EXPECT_EQ(computePoolBound(P, Pl).Load, 400u);
}

// Reserved bytes cannot hold data: W bytes need the smallest P with
// P - |reserved below P| >= W.
TEST(PlannerBound, ReservedBytesRaiseTheBound) {
  EXPECT_EQ(peakForBytes(100, {}), 100u);
  EXPECT_EQ(peakForBytes(100, {{0, 16}}), 116u);
  EXPECT_EQ(peakForBytes(100, {{200, 300}}), 100u);
  EXPECT_EQ(peakForBytes(100, {{50, 60}, {0, 10}, {55, 70}}), 130u);
  EXPECT_EQ(peakForBytes(0, {{0, 10}}), 0u);
  Problem P;
  unsigned Pl = P.addPool("p", 1000, 1);
  P.Pools[Pl].Reserved.push_back({0, 64});
  P.addBuffer("a", 100, 1, {{0, 10}}, Pl);
  PoolBound B = computePoolBound(P, Pl);
  EXPECT_EQ(B.Load, 164u);
  EXPECT_EQ(B.Clique, 164u);
}

// Separations make the clique bound exceed LOAD: buffers that never live
// together but must not share bytes add up.
TEST(PlannerBound, CliqueSeesSeparations) {
  Problem P;
  unsigned Pl = P.addPool("p", 1000, 1);
  unsigned A = P.addBuffer("a", 100, 1, {{0, 2}}, Pl);
  unsigned B = P.addBuffer("b", 80, 1, {{4, 6}}, Pl);
  unsigned C = P.addBuffer("c", 60, 1, {{1, 5}}, Pl);
  P.addBuffer("d", 300, 1, {{10, 11}}, Pl);
  P.addSeparation(A, B, SeparationReason::SemanticNoAlias, "");
  PoolBound Bd = computePoolBound(P, Pl);
  EXPECT_EQ(Bd.Load, 300u);
  // {a, b, c} pairwise conflict: 240 < 300 still.
  EXPECT_EQ(Bd.Clique, 300u);
  P.Buffers[3].Size = 200;
  Bd = computePoolBound(P, Pl);
  EXPECT_EQ(Bd.Load, 200u);
  EXPECT_EQ(Bd.Clique, 240u);
  EXPECT_TRUE(Bd.cliqueIsLarger());
  EXPECT_TRUE(Bd.CliqueExact);
  EXPECT_EQ(Bd.CliqueBuffers, (SmallVector<unsigned, 0>{A, B, C}));
}

/// Brute-force maximum-weight clique.
uint64_t bruteClique(ArrayRef<SmallVector<unsigned, 8>> Adj,
                     ArrayRef<uint64_t> W) {
  unsigned N = Adj.size();
  uint64_t Best = 0;
  for (unsigned Mask = 0; Mask < (1u << N); ++Mask) {
    bool Ok = true;
    uint64_t S = 0;
    for (unsigned I = 0; I < N && Ok; ++I) {
      if (!(Mask >> I & 1))
        continue;
      S += W[I];
      for (unsigned J = I + 1; J < N && Ok; ++J)
        if ((Mask >> J & 1) && !is_contained(Adj[I], J))
          Ok = false;
    }
    if (Ok)
      Best = std::max(Best, S);
  }
  return Best;
}

// The branch and bound finds the maximum-weight clique on random graphs
// (checked by enumeration), and reports it exact.
TEST(PlannerBound, ExactCliqueOnSmallGraphs) {
  std::mt19937 R(42);
  for (int Iter = 0; Iter < 300; ++Iter) {
    unsigned N = 1 + R() % 12;
    SmallVector<SmallVector<unsigned, 8>, 0> Adj(N);
    SmallVector<uint64_t, 0> W(N);
    for (unsigned I = 0; I < N; ++I)
      W[I] = 1 + R() % 50;
    unsigned Density = R() % 100;
    for (unsigned I = 0; I < N; ++I) {
      for (unsigned J = I + 1; J < N; ++J) {
        if (R() % 100 < Density) {
          Adj[I].push_back(J);
          Adj[J].push_back(I);
        }
      }
    }
    SmallVector<unsigned, 16> Clique;
    bool Exact = false;
    uint64_t Nodes = 0;
    uint64_t Got = maxWeightClique(Adj, W, 1000000, Clique, Exact, Nodes);
    ASSERT_TRUE(Exact);
    ASSERT_EQ(Got, bruteClique(Adj, W)) << "iteration " << Iter;
    uint64_t Sum = 0;
    for (unsigned I : Clique) {
      Sum += W[I];
      for (unsigned J : Clique) {
        if (I != J) {
          ASSERT_TRUE(is_contained(Adj[I], J));
        }
      }
    }
    EXPECT_EQ(Sum, Got);
  }
}

// The search's depth is the clique's size, kept on the heap: a complete
// graph of 2000 vertices (the most a pool's clique search takes) is searched
// to the bottom on a thread with a 128 KiB stack, where one call-stack frame
// per level (about 1 KiB each) overflowed.
TEST(PlannerBound, CliqueSearchDepthIsNotCallStackDepth) {
  constexpr unsigned N = 2000;
  SmallVector<SmallVector<unsigned, 8>, 0> Adj(N);
  SmallVector<uint64_t, 0> W(N);
  uint64_t Total = 0;
  for (unsigned I = 0; I < N; ++I) {
    W[I] = 1 + I % 7;
    Total += W[I];
    for (unsigned J = 0; J < N; ++J)
      if (J != I)
        Adj[I].push_back(J);
  }
  uint64_t Got = 0, Nodes = 0;
  bool Exact = false;
  SmallVector<unsigned, 16> Clique;
  llvm::thread T(std::optional<unsigned>(128 * 1024), [&] {
    Got = maxWeightClique(Adj, W, 1000000, Clique, Exact, Nodes);
  });
  T.join();
  EXPECT_TRUE(Exact);
  EXPECT_EQ(Got, Total);
  EXPECT_EQ(Clique.size(), N);
}

// A 5-cycle has no triangle: the heaviest clique is the heaviest edge, and
// a greedy seed of one vertex is improved on.
TEST(PlannerBound, CliqueImprovesOnSeed) {
  SmallVector<SmallVector<unsigned, 8>, 0> Adj = {
      {1, 4}, {0, 2}, {1, 3}, {2, 4}, {3, 0}};
  SmallVector<uint64_t, 0> W = {10, 9, 8, 30, 25};
  SmallVector<unsigned, 16> Clique;
  bool Exact;
  uint64_t Nodes;
  EXPECT_EQ(maxWeightClique(Adj, W, 1000, Clique, Exact, Nodes, {0}), 55u);
  EXPECT_TRUE(Exact);
  EXPECT_EQ(Clique, (SmallVector<unsigned, 16>{3, 4}));
}

// Out of budget the clique is not claimed exact, but is still a clique.
TEST(PlannerBound, CliqueBudgetIsHonoured) {
  std::mt19937 R(7);
  unsigned N = 40;
  SmallVector<SmallVector<unsigned, 8>, 0> Adj(N);
  SmallVector<uint64_t, 0> W(N);
  for (unsigned I = 0; I < N; ++I) {
    W[I] = 1 + R() % 100;
    for (unsigned J = I + 1; J < N; ++J)
      if (R() % 2) {
        Adj[I].push_back(J);
        Adj[J].push_back(I);
      }
  }
  SmallVector<unsigned, 16> Clique;
  bool Exact = true;
  uint64_t Nodes = 0;
  uint64_t Got = maxWeightClique(Adj, W, 3, Clique, Exact, Nodes);
  EXPECT_FALSE(Exact);
  EXPECT_LE(Nodes, 4u);
  uint64_t Sum = 0;
  for (unsigned I : Clique)
    Sum += W[I];
  EXPECT_EQ(Sum, Got);
  SmallVector<unsigned, 16> Full;
  uint64_t Best = maxWeightClique(Adj, W, 10000000, Full, Exact, Nodes);
  EXPECT_TRUE(Exact);
  EXPECT_LE(Got, Best);
}

// Multi-interval buffers: the clique bound uses real co-liveness, not
// lifetime hulls.
TEST(PlannerBound, MultiIntervalBuffers) {
  Problem P;
  unsigned Pl = P.addPool("p", 1000, 1);
  P.addBuffer("a", 100, 1, {{0, 2}, {6, 8}}, Pl);
  P.addBuffer("b", 100, 1, {{3, 5}}, Pl); // In a's gap.
  P.addBuffer("c", 10, 1, {{1, 7}}, Pl);
  PoolBound B = computePoolBound(P, Pl);
  EXPECT_EQ(B.Load, 110u);
  EXPECT_EQ(B.Clique, 110u);
  EXPECT_TRUE(B.CliqueExact);
}

// Only buffers that must go to a pool count towards its bound.
TEST(PlannerBound, FlexibleBuffersDoNotCount) {
  Problem P;
  unsigned A = P.addPool("a", 1000, 1);
  unsigned B = P.addPool("b", 1000, 1);
  P.addBuffer("x", 100, 1, {{0, 2}}, A);
  unsigned Y = P.addBuffer("y", 100, 1, {{0, 2}}, A);
  P.Buffers[Y].AllowedPools.push_back(B);
  EXPECT_EQ(computePoolBound(P, A).get(), 100u);
  EXPECT_EQ(computePoolBound(P, B).get(), 0u);
}

// The bounds of the benchmark's #1908 capture and of MiniMalloc C are the
// published LOAD values.
TEST(PlannerBound, BenchmarkBounds) {
  Problem P = loadBench(
      "dsa-solver/pypto/unit-tests/memory-planning/issue_1908_fragmentation_v1"
      ".json");
  EXPECT_EQ(computePoolBound(P, 0).get(), 65536u);
  Problem C = loadBench("minimalloc/challenging/C.1048576.csv");
  PoolBound BC = computePoolBound(C, 0);
  EXPECT_EQ(BC.Load, 1039360u);
  EXPECT_EQ(BC.Clique, 1039360u);
  EXPECT_TRUE(BC.CliqueExact);
  Problem D = loadBench("minimalloc/challenging/D.1048576.csv");
  EXPECT_EQ(computePoolBound(D, 0).get(), 986112u);
}

// The chordal clique: on random interval graphs (chordal) it agrees with
// the exact branch and bound; a 4-cycle (not chordal) is refused.
TEST(PlannerBound, ChordalCliqueMatchesBranchAndBound) {
  std::mt19937 R(1984);
  for (int Iter = 0; Iter < 200; ++Iter) {
    unsigned N = 1 + R() % 24;
    SmallVector<std::pair<int, int>, 0> Iv;
    SmallVector<uint64_t, 0> W;
    for (unsigned I = 0; I < N; ++I) {
      int Lo = R() % 30;
      Iv.push_back({Lo, Lo + 1 + int(R() % 8)});
      W.push_back(1 + R() % 100);
    }
    SmallVector<SmallVector<unsigned, 8>, 0> Adj(N);
    for (unsigned I = 0; I < N; ++I)
      for (unsigned J = 0; J < N; ++J)
        if (I != J && Iv[I].first < Iv[J].second && Iv[J].first < Iv[I].second)
          Adj[I].push_back(J);
    SmallVector<unsigned, 16> C1, C2;
    std::optional<uint64_t> Chordal = chordalMaxWeightClique(Adj, W, C1);
    ASSERT_TRUE(Chordal.has_value()) << Iter;
    bool Exact = false;
    uint64_t Nodes = 0;
    EXPECT_EQ(*Chordal, maxWeightClique(Adj, W, 1000000, C2, Exact, Nodes))
        << Iter;
    EXPECT_TRUE(Exact);
    uint64_t Sum = 0;
    for (unsigned V : C1) {
      Sum += W[V];
      for (unsigned U : C1)
        if (U != V)
          EXPECT_TRUE(is_contained(Adj[V], U)) << Iter;
    }
    EXPECT_EQ(Sum, *Chordal) << Iter;
  }
  SmallVector<SmallVector<unsigned, 8>, 0> Cycle = {{1, 3}, {0, 2}, {1, 3},
                                                     {0, 2}};
  SmallVector<uint64_t, 0> W = {1, 1, 1, 1};
  SmallVector<unsigned, 16> C;
  EXPECT_FALSE(chordalMaxWeightClique(Cycle, W, C).has_value());
}

// The bound of one buffer per colocation component (what
// -ascendpto-disable-buffer-reuse asks): every component that can only go
// to the pool counts the union of its members' bytes, whatever the
// lifetimes; a buffer that may go to another pool does not count; reserved
// bytes are skipped.
TEST(PlannerBound, ApartBoundSumsComponents) {
  Problem P;
  unsigned Pl = P.addPool("p", 1000, 1);
  unsigned Q = P.addPool("q", 1000, 1);
  unsigned A = P.addBuffer("a", 100, 1, {{0, 10}}, Pl);
  P.addBuffer("b", 50, 1, {{20, 30}}, Pl);
  unsigned C = P.addBuffer("c", 30, 1, {{2, 4}}, Pl);
  P.addColocation(A, C, 80); // [80, 110): the component holds 110 bytes.
  unsigned V = P.addBuffer("v", 20, 1, {{3, 5}}, Pl);
  P.addColocation(A, V, 10); // Inside a: nothing more.
  unsigned D = P.addBuffer("d", 500, 1, {{40, 50}}, Pl);
  P.Buffers[D].AllowedPools.push_back(Q); // May go to q: not kept apart.
  P.addBuffer("e", 70, 1, {{0, 50}}, Q);
  SmallVector<uint64_t, 4> B = computeApartLowerBounds(P);
  ASSERT_EQ(B.size(), 2u);
  EXPECT_EQ(B[Pl], 160u);
  EXPECT_EQ(B[Q], 70u);
  P.Pools[Pl].Reserved.push_back({0, 20});
  EXPECT_EQ(computeApartLowerBounds(P)[Pl], 180u);
}

// Never above the peak of a placement that keeps the buffers apart: pypto
// packings of random problems with every separation of one buffer per
// component, as the backend builds them (BufferColoring::separateAll).
TEST(PlannerBound, ApartBoundBelowApartPackings) {
  std::mt19937 R(11);
  for (unsigned Round = 0; Round < 200; ++Round) {
    Problem P;
    unsigned Pl = P.addPool("p", std::nullopt, 32);
    unsigned N = 2 + R() % 12;
    for (unsigned I = 0; I < N; ++I) {
      int64_t Lo = R() % 40;
      P.addBuffer("b" + std::to_string(I), 32 * (1 + R() % 8), 32,
                  {{Lo, Lo + 1 + int64_t(R() % 20)}}, Pl);
    }
    for (unsigned I = 1; I < N; ++I)
      if (R() % 4 == 0) // A view at the start of an earlier buffer.
        P.addColocation(R() % I, I, 0);
    if (R() % 3 == 0)
      P.Pools[Pl].Reserved.push_back({64, 64 + 32 * (R() % 4)});
    P.normalize();
    SmallVector<unsigned, 0> Group(N);
    for (unsigned I = 0; I < N; ++I)
      Group[I] = I;
    auto Find = [&](unsigned X) {
      while (Group[X] != X)
        X = Group[X];
      return X;
    };
    for (const Colocation &Co : P.Colocations)
      Group[Find(Co.Second)] = Find(Co.First);
    for (unsigned I = 0; I < N; ++I)
      for (unsigned J = I + 1; J < N; ++J)
        if (Find(I) != Find(J))
          P.addSeparation(I, J, SeparationReason::Generic, "apart");
    Expected<PyptoResult> Packed = packPypto(P);
    ASSERT_TRUE(bool(Packed)) << toString(Packed.takeError());
    EXPECT_LE(computeApartLowerBounds(P)[Pl],
              computePeak(P, Packed->Sol, Pl))
        << "round " << Round;
  }
}

} // namespace
