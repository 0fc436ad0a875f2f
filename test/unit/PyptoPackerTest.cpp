//===- PyptoPackerTest.cpp - Tests for the pypto whole-buffer packer ------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/PyptoPacker.h"
#include "Planner/Validator.h"
#include "gtest/gtest.h"
#include <random>

using namespace llvm;
using namespace llvm::ptoplan;

namespace {

uint64_t offsetOf(const PyptoResult &R, unsigned B) {
  return R.Sol.Placements[B].Offset;
}

/// Packs \p P and checks the placement with the independent validator
/// (a capacity overflow is the only violation a packer may leave).
PyptoResult pack(const Problem &P, const PyptoOptions &O = PyptoOptions()) {
  Expected<PyptoResult> R = packPypto(P, O);
  EXPECT_TRUE(bool(R)) << toString(R.takeError());
  for (const Violation &V : validate(P, R->Sol))
    EXPECT_EQ(V.Kind, ViolationKind::Capacity) << V.Message;
  return std::move(*R);
}

// Buffers whose lifetimes do not overlap share one whole buffer; touching
// (last use == next def) counts as not overlapping.
TEST(PyptoPacker, DisjointLifetimesShareOneBuffer) {
  Problem P;
  unsigned Pool = P.addPool("vec", 188416, 32);
  unsigned A = P.addBuffer("a", 4096, 32, {{0, 4}}, Pool);
  unsigned B = P.addBuffer("b", 4096, 32, {{4, 8}}, Pool);
  unsigned C = P.addBuffer("c", 4096, 32, {{2, 6}}, Pool);
  PyptoResult R = pack(P);
  EXPECT_EQ(offsetOf(R, A), offsetOf(R, B));
  EXPECT_NE(offsetOf(R, A), offsetOf(R, C));
  EXPECT_EQ(R.Pools[Pool].Buffers, 2u);
  EXPECT_EQ(R.Pools[Pool].Peak, 8192u);
}

// Largest first: a later, larger buffer may host an earlier, smaller one
// (the old definition-order packing could not).
TEST(PyptoPacker, LaterLargerBufferHostsEarlierSmaller) {
  Problem P;
  unsigned Pool = P.addPool("vec", 188416, 32);
  unsigned Small = P.addBuffer("small", 1024, 32, {{0, 2}}, Pool);
  unsigned Big = P.addBuffer("big", 8192, 32, {{2, 4}}, Pool);
  PyptoResult R = pack(P);
  EXPECT_EQ(offsetOf(R, Small), offsetOf(R, Big));
  EXPECT_EQ(R.Pools[Pool].Peak, 8192u);
}

// A separation keeps two lifetime-disjoint buffers apart, in both
// directions of the packing order.
TEST(PyptoPacker, SeparationPreventsSharing) {
  Problem P;
  unsigned Pool = P.addPool("vec", 188416, 32);
  unsigned A = P.addBuffer("a", 4096, 32, {{0, 2}}, Pool);
  unsigned B = P.addBuffer("b", 2048, 32, {{2, 4}}, Pool);
  P.addSeparation(B, A, SeparationReason::SemanticNoAlias, "trecip");
  PyptoResult R = pack(P);
  EXPECT_NE(offsetOf(R, A), offsetOf(R, B));
  EXPECT_EQ(R.Pools[Pool].Buffers, 2u);
}

// A same-or-disjoint pair (an in-place result and an input it reads) may
// share bytes only at one address. "r" may take the dead group of "x" and
// its view "v" (at 4096) whole only where it would not cover "v" from
// another base: an 8 KiB "r" at the group's offset 0 would.
TEST(PyptoPacker, SameOrDisjointKeepsPartialOverlapsOut) {
  for (bool Linked : {false, true}) {
    Problem P;
    unsigned Pool = P.addPool("vec", 188416, 32);
    unsigned X = P.addBuffer("x", 8192, 32, {{0, 2}}, Pool);
    unsigned V = P.addBuffer("v", 4096, 32, {{0, 2}}, Pool);
    unsigned R = P.addBuffer("r", 8192, 32, {{2, 4}}, Pool);
    P.addColocation(X, V, 4096);
    if (Linked)
      P.SameOrDisjoints.push_back({R, V, "tadd"});
    PyptoResult Res = pack(P);
    if (Linked) {
      EXPECT_EQ(Res.Pools[Pool].Buffers, 2u);
      EXPECT_EQ(Res.Pools[Pool].Peak, 16384u);
    } else {
      EXPECT_EQ(offsetOf(Res, R), offsetOf(Res, X));
      EXPECT_EQ(Res.Pools[Pool].Peak, 8192u);
    }
  }
}

// At one address the pair may share: "r" takes the dead "a" in place.
TEST(PyptoPacker, SameOrDisjointAllowsTheSameAddress) {
  Problem P;
  unsigned Pool = P.addPool("vec", 188416, 32);
  unsigned A = P.addBuffer("a", 4096, 32, {{0, 2}}, Pool);
  unsigned R = P.addBuffer("r", 4096, 32, {{2, 4}}, Pool);
  P.SameOrDisjoints.push_back({R, A, "tadd"});
  PyptoResult Res = pack(P);
  EXPECT_EQ(offsetOf(Res, R), offsetOf(Res, A));
  EXPECT_EQ(Res.Pools[Pool].Peak, 4096u);
}

// Colocated buffers form one root at fixed relative offsets; the root's
// lifetime is the union of its members'.
TEST(PyptoPacker, ColocationGroupIsOneRoot) {
  Problem P;
  unsigned Pool = P.addPool("vec", 188416, 32);
  unsigned Src = P.addBuffer("src", 4096, 32, {{0, 3}}, Pool);
  unsigned View = P.addBuffer("view", 1024, 32, {{3, 6}}, Pool);
  unsigned Other = P.addBuffer("other", 4096, 32, {{4, 5}}, Pool);
  P.addColocation(Src, View, 2048);
  PyptoResult R = pack(P);
  EXPECT_EQ(offsetOf(R, View), offsetOf(R, Src) + 2048);
  // Other overlaps the group's union lifetime [0, 6): it may not share.
  EXPECT_NE(offsetOf(R, Other), offsetOf(R, Src));
  EXPECT_EQ(R.RootOf[Src], R.RootOf[View]);
}

// Inconsistent colocation offsets and separations inside one group are
// malformed problems, reported, not placed.
TEST(PyptoPacker, MalformedGroupsAreErrors) {
  Problem P;
  unsigned Pool = P.addPool("vec", 188416, 32);
  unsigned A = P.addBuffer("a", 64, 32, {{0, 1}}, Pool);
  unsigned B = P.addBuffer("b", 64, 32, {{0, 1}}, Pool);
  P.addColocation(A, B, 0);
  P.addColocation(A, B, 32);
  Expected<PyptoResult> R = packPypto(P);
  ASSERT_FALSE(bool(R));
  EXPECT_NE(toString(R.takeError()).find("inconsistent colocation"),
            std::string::npos);

  Problem Q;
  Pool = Q.addPool("vec", 188416, 32);
  A = Q.addBuffer("a", 64, 32, {{0, 1}}, Pool);
  B = Q.addBuffer("b", 64, 32, {{1, 2}}, Pool);
  Q.addColocation(A, B, 0);
  Q.addSeparation(A, B, SeparationReason::SemanticNoAlias, "rule");
  Expected<PyptoResult> S = packPypto(Q);
  ASSERT_FALSE(bool(S));
  EXPECT_NE(toString(S.takeError()).find("share one colocation group"),
            std::string::npos);
}

// The #1908 case: an expired 64 KiB producer, then two co-live 32 KiB
// consumers, then a third. Whole-buffer reuse needs 98304 bytes; when that
// overflows, the sub-region retry places both consumers inside the dead
// producer's arena: 65536.
TEST(PyptoPacker, SubRegionRetryOnlyOnOverflow) {
  auto Build = [](uint64_t Cap) {
    Problem P;
    unsigned Pool = P.addPool("vec", Cap, 32);
    P.addBuffer("producer", 65536, 32, {{9, 11}}, Pool);
    P.addBuffer("left", 32768, 32, {{13, 17}}, Pool);
    P.addBuffer("right", 32768, 32, {{15, 17}}, Pool);
    P.addBuffer("combined", 32768, 32, {{17, 19}}, Pool);
    return P;
  };
  // Fits as whole buffers: the layout is kept byte for byte.
  Problem Roomy = Build(245760);
  PyptoResult R = pack(Roomy);
  EXPECT_EQ(R.Pools[0].Peak, 98304u);
  EXPECT_FALSE(R.Pools[0].UsedSubRegionRetry);
  // Overflows: the retry subdivides the dead arena.
  Problem Tight = Build(80000);
  PyptoResult T = pack(Tight);
  EXPECT_EQ(T.Pools[0].Peak, 65536u);
  EXPECT_TRUE(T.Pools[0].UsedSubRegionRetry);
  EXPECT_EQ(T.Sol.Status, Solution::StatusKind::Feasible);
  EXPECT_NE(offsetOf(T, 1), offsetOf(T, 2));
  // Disabled for the pool (a dynamic offset): the legacy layout stays.
  PyptoOptions NoRetry;
  NoRetry.DisableRetryInPool = {true};
  PyptoResult L = pack(Tight, NoRetry);
  EXPECT_EQ(L.Pools[0].Peak, 98304u);
  EXPECT_EQ(L.Sol.Status, Solution::StatusKind::Unknown);
}

// Arenas never grow: a root that does not fit any existing arena's hole
// opens a new arena; the 48 KiB arena is not stretched to 64 KiB.
TEST(PyptoPacker, ArenasNeverGrow) {
  Problem P;
  unsigned Pool = P.addPool("vec", 70000, 32);
  unsigned W = P.addBuffer("w", 49152, 32, {{3, 4}}, Pool);
  unsigned X = P.addBuffer("x", 32768, 32, {{0, 2}}, Pool);
  unsigned Y = P.addBuffer("y", 32768, 32, {{0, 2}}, Pool);
  PyptoResult R = pack(P);
  // w opens arena 0, x joins it; y conflicts with x and the hole above x
  // (16 KiB) is too small: y opens a new arena. 48 + 32 KiB overflow.
  EXPECT_EQ(offsetOf(R, W), offsetOf(R, X));
  EXPECT_EQ(offsetOf(R, Y), 49152u);
  EXPECT_EQ(R.Pools[Pool].Peak, 81920u);
  EXPECT_EQ(R.Sol.Status, Solution::StatusKind::Unknown);
}

// A pinned group keeps its offset and nobody joins it; bumped buffers
// avoid its bytes.
TEST(PyptoPacker, PinnedGroupsAreClosed) {
  Problem P;
  unsigned Pool = P.addPool("vec", 188416, 32);
  unsigned Pinned = P.addBuffer("pinned", 4096, 32, {{0, 1}}, Pool);
  unsigned Later = P.addBuffer("later", 4096, 32, {{2, 3}}, Pool);
  P.Pins.push_back({Pinned, Pool, 0, false});
  PyptoResult R = pack(P);
  EXPECT_EQ(offsetOf(R, Pinned), 0u);
  EXPECT_EQ(offsetOf(R, Later), 4096u);
}

// Same input, same placement.
TEST(PyptoPacker, Deterministic) {
  Problem P;
  unsigned Pool = P.addPool("vec", 188416, 32);
  for (unsigned I = 0; I < 40; ++I)
    P.addBuffer("t" + std::to_string(I), 512 * (1 + I % 5), 32,
                {{int64_t(I), int64_t(I + 3 + I % 4)}}, Pool);
  PyptoResult A = pack(P), B = pack(P);
  for (unsigned I = 0; I < 40; ++I)
    EXPECT_EQ(offsetOf(A, I), offsetOf(B, I));
}

/// A random problem for the index-against-scan comparison: one or two
/// pools, a capacity that sometimes forces the sub-region retry, lifetimes
/// of one to three intervals (normalised, or, with \p Raw, as drawn:
/// unsorted, touching or empty, where the packer keeps the scan),
/// colocation groups, separations, same-or-disjoint pairs, pins and
/// buffers that may not take a hole.
static Problem randomProblem(unsigned Seed, unsigned N, bool Raw,
                             PyptoOptions &O) {
  std::mt19937 G(Seed);
  auto U = [&](unsigned Lo, unsigned Hi) {
    return unsigned(std::uniform_int_distribution<unsigned>(Lo, Hi)(G));
  };
  Problem P;
  unsigned Pools = U(1, 2);
  for (unsigned K = 0; K < Pools; ++K)
    P.addPool("p" + std::to_string(K), U(0, 2) ? uint64_t(U(8, 40)) * 1024
                                               : uint64_t(1) << 30,
              32);
  O.NoSubRegion.assign(N, false);
  for (unsigned B = 0; B < N; ++B) {
    SmallVector<LiveInterval, 3> Live;
    int64_t At = U(0, 4 * N);
    for (unsigned K = 0, E = U(1, 3); K < E; ++K) {
      int64_t Len = U(Raw ? 0 : 1, 12);
      Live.push_back({At, At + Len});
      At += Len + U(Raw ? 0 : 1, 20);
    }
    if (Raw && U(0, 3) == 0)
      std::swap(Live.front(), Live.back());
    P.addBuffer("b" + std::to_string(B), 32 * U(1, 64), 32, Live,
                U(0, Pools - 1));
    O.NoSubRegion[B] = U(0, 9) == 0;
  }
  if (!Raw)
    P.normalize();
  auto Pick = [&] { return U(0, N - 1); };
  for (unsigned K = 0, E = N / 8; K < E; ++K) {
    unsigned A = Pick(), B = Pick();
    if (A != B && P.Buffers[A].AllowedPools == P.Buffers[B].AllowedPools)
      P.addColocation(A, B, 32 * int64_t(U(0, 4)));
  }
  for (unsigned K = 0, E = N / 2; K < E; ++K) {
    unsigned A = Pick(), B = Pick();
    if (A != B)
      P.addSeparation(A, B, SeparationReason::Generic, "random");
  }
  for (unsigned K = 0, E = N / 10; K < E; ++K) {
    unsigned A = Pick(), B = Pick();
    if (A != B)
      P.SameOrDisjoints.push_back({A, B, "random"});
  }
  for (unsigned K = 0, E = N / 40; K < E; ++K) {
    unsigned B = Pick();
    P.addPin(B, P.Buffers[B].AllowedPools.front(), 32 * U(0, 256),
             U(0, 1) == 0);
  }
  return P;
}

// The index over the placed roots' lifetimes (PyptoOptions::IndexArenas)
// gives exactly the reference scan's packing: the same offsets, arenas and
// retry decisions, or the same error, on random problems of every kind.
TEST(PyptoPacker, IndexedArenasMatchTheScan) {
  unsigned Compared = 0, Retried = 0;
  for (unsigned Seed = 1; Seed <= 400; ++Seed) {
    PyptoOptions Scan;
    Problem P = randomProblem(Seed, 20 + Seed % 120, Seed % 5 == 0, Scan);
    PyptoOptions Indexed = Scan;
    Scan.IndexArenas = false;
    Indexed.IndexArenas = true;
    Expected<PyptoResult> A = packPypto(P, Scan), B = packPypto(P, Indexed);
    ASSERT_EQ(bool(A), bool(B)) << "seed " << Seed;
    if (!A) {
      EXPECT_EQ(toString(A.takeError()), toString(B.takeError()));
      continue;
    }
    ++Compared;
    for (unsigned I = 0; I < P.Buffers.size(); ++I) {
      ASSERT_EQ(A->Sol.Placements[I].Pool, B->Sol.Placements[I].Pool)
          << "seed " << Seed << " buffer " << I;
      ASSERT_EQ(A->Sol.Placements[I].Offset, B->Sol.Placements[I].Offset)
          << "seed " << Seed << " buffer " << I;
    }
    for (unsigned K = 0; K < P.Pools.size(); ++K) {
      EXPECT_EQ(A->Pools[K].Buffers, B->Pools[K].Buffers);
      EXPECT_EQ(A->Pools[K].Peak, B->Pools[K].Peak);
      EXPECT_EQ(A->Pools[K].UsedSubRegionRetry,
                B->Pools[K].UsedSubRegionRetry);
      Retried += A->Pools[K].UsedSubRegionRetry;
    }
  }
  // The comparison covered packings, and the retry among them.
  EXPECT_GT(Compared, 300u);
  EXPECT_GT(Retried, 20u);
}

// Extra separations (the time objective's trial packings) act exactly as
// the same pairs written into the problem.
TEST(PyptoPacker, ExtraSeparationsActAsSeparations) {
  for (unsigned Seed = 1; Seed <= 50; ++Seed) {
    PyptoOptions O;
    Problem P = randomProblem(1000 + Seed, 80, false, O);
    P.Separations.clear();
    SmallVector<std::pair<unsigned, unsigned>, 0> Pairs;
    Problem Q = P;
    for (unsigned K = 0; K < 60; ++K) {
      unsigned A = (K * 7 + Seed) % 80, B = (K * 13 + 2 * Seed + 1) % 80;
      if (A == B)
        continue;
      Pairs.push_back({A, B});
      Q.addSeparation(A, B, SeparationReason::CrossPipe, "");
    }
    PyptoOptions WithPairs = O;
    WithPairs.ExtraSeparations = Pairs;
    Expected<PyptoResult> A = packPypto(Q, O), B = packPypto(P, WithPairs);
    ASSERT_EQ(bool(A), bool(B)) << "seed " << Seed;
    if (!A) {
      consumeError(A.takeError());
      consumeError(B.takeError());
      continue;
    }
    for (unsigned I = 0; I < P.Buffers.size(); ++I)
      ASSERT_EQ(A->Sol.Placements[I].Offset, B->Sol.Placements[I].Offset)
          << "seed " << Seed << " buffer " << I;
  }
}

/// A pipeline group of \p Stages members of \p Size bytes, member k of stage
/// StageIds[k] live [Start + 2k, Start + 2k + 2) (lifetime-disjoint, so only
/// the pipeline guard keeps them apart).
static unsigned addGroup(Problem &P, unsigned Pool, unsigned Id,
                         unsigned Depth, uint64_t Size, int64_t Start,
                         ArrayRef<unsigned> StageIds) {
  PipelineGroup G;
  G.Id = Id;
  G.Pool = Pool;
  G.Depth = Depth;
  for (auto [K, Stage] : enumerate(StageIds)) {
    unsigned B = P.addBuffer(
        "g" + std::to_string(Id) + "s" + std::to_string(Stage), Size, 32,
        {{Start + 2 * int64_t(K), Start + 2 * int64_t(K) + 2}}, Pool);
    G.Members.push_back({B, Stage});
  }
  P.PipelineGroups.push_back(G);
  return P.PipelineGroups.size() - 1;
}

// Copies of a pipelined body are kept apart up to the requested depth when
// the capacity affords it, although their lifetimes are disjoint.
TEST(PyptoPipeline, FullDepthSeparation) {
  Problem P;
  unsigned Pool = P.addPool("vec", 245760, 32);
  addGroup(P, Pool, 0, 2, 16384, 0, {0, 1});
  PyptoResult R = pack(P);
  EXPECT_NE(offsetOf(R, 0), offsetOf(R, 1));
  ASSERT_EQ(R.Pipelines.size(), 1u);
  EXPECT_EQ(R.Pipelines[0].Requested, 2u);
  EXPECT_EQ(R.Pipelines[0].Achieved, 2u);
  EXPECT_TRUE(validatePipelineGroup(P, R.Sol, 0, 2).empty());
  // Without the group, the two would share one buffer.
  P.PipelineGroups.clear();
  PyptoResult Q = pack(P);
  EXPECT_EQ(offsetOf(Q, 0), offsetOf(Q, 1));
}

// F = min(depth, floor(capacity / slot)): depth 4 of 64 KiB stages in
// 128 KiB keeps residues mod 2 apart; stages 0 and 2 share, 1 and 3 share.
TEST(PyptoPipeline, CapacityGatedDepth) {
  Problem P;
  unsigned Pool = P.addPool("vec", 131072, 32);
  addGroup(P, Pool, 0, 4, 65536, 0, {0, 1, 2, 3});
  PyptoResult R = pack(P);
  EXPECT_EQ(R.Pipelines[0].Achieved, 2u);
  EXPECT_EQ(offsetOf(R, 0), offsetOf(R, 2));
  EXPECT_EQ(offsetOf(R, 1), offsetOf(R, 3));
  EXPECT_NE(offsetOf(R, 0), offsetOf(R, 1));
  EXPECT_EQ(R.Pools[Pool].Peak, 131072u);
}

// Sparse stage ids {0, 2} are dense ordinals {0, 1}: kept apart at depth 2
// (2 mod 2 == 0 mod 2 would wrongly merge them).
TEST(PyptoPipeline, SparseStageIdsUseDenseOrdinals) {
  Problem P;
  unsigned Pool = P.addPool("vec", 245760, 32);
  addGroup(P, Pool, 0, 2, 16384, 0, {0, 2});
  PyptoResult R = pack(P);
  EXPECT_NE(offsetOf(R, 0), offsetOf(R, 1));
}

/// A 100 KiB buffer live throughout, group 0 (32 KiB stages) and group 1
/// (16 KiB stages), depth 2 each, in \p Cap bytes.
static Problem twoGroups(uint64_t Cap) {
  Problem P;
  unsigned Pool = P.addPool("vec", Cap, 32);
  P.addBuffer("x", 102400, 32, {{0, 10}}, Pool);
  addGroup(P, Pool, 0, 2, 32768, 0, {0, 1});
  addGroup(P, Pool, 1, 2, 16384, 4, {0, 1});
  return P;
}

// While the pool overflows, depth is shed from the group that relieves the
// most (the largest slot): group 0 drops to 1, group 1 keeps 2.
TEST(PyptoPipeline, ShedsFromLargestSlotFirst) {
  Problem P = twoGroups(150000);
  PyptoResult R = pack(P);
  EXPECT_EQ(R.Pipelines[0].Achieved, 1u);
  EXPECT_EQ(R.Pipelines[1].Achieved, 2u);
  EXPECT_FALSE(R.LegacyFallback[0]);
  EXPECT_LE(R.Pools[0].Peak, 150000u);
  EXPECT_EQ(R.Sol.Status, Solution::StatusKind::Feasible);
  // With room, nothing is shed.
  PyptoResult Roomy = pack(twoGroups(245760));
  EXPECT_EQ(Roomy.Pipelines[0].Achieved, 2u);
  EXPECT_EQ(Roomy.Pipelines[1].Achieved, 2u);
}

// When shedding runs out of rounds, the overflowing pool falls back to the
// legacy packing, which drops the pipeline separations.
TEST(PyptoPipeline, LegacyFallbackWhenSheddingRunsOut) {
  Problem P = twoGroups(150000);
  PyptoOptions O;
  O.MaxShedRounds = 0;
  PyptoResult R = pack(P, O);
  EXPECT_TRUE(R.LegacyFallback[0]);
  EXPECT_EQ(R.Pipelines[0].Achieved, 0u);
  EXPECT_EQ(R.Pipelines[1].Achieved, 0u);
  EXPECT_LE(R.Pools[0].Peak, 150000u);
}

// A single buffer larger than the pool is a capacity error, not a fallback.
TEST(PyptoPipeline, SingleBufferTooLargeIsNotAFallback) {
  Problem P = twoGroups(150000);
  P.Buffers[0].Size = 200000;
  PyptoResult R = pack(P);
  EXPECT_TRUE(R.SingleBufferTooLarge[0]);
  EXPECT_FALSE(R.LegacyFallback[0]);
  EXPECT_EQ(R.Sol.Status, Solution::StatusKind::Unknown);
}

} // namespace
