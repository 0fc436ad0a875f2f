//===- SyncScanIndexTest.cpp - Tests of the insert-sync scan index --------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOSyncScanIndex.h"
#include "gtest/gtest.h"
#include <random>

using namespace llvm::AscendPTO;

namespace {

ScanMask bit(unsigned Word, unsigned B) {
  ScanMask M;
  M.W[Word] = uint64_t(1) << B;
  return M;
}

/// The last position in [Lo, Hi] whose mask meets Q, by a plain scan.
long slowFindLast(const std::vector<ScanMask> &Ms, unsigned Lo, unsigned Hi,
                  const ScanMask &Q) {
  if (Ms.empty())
    return -1;
  Hi = std::min<unsigned>(Hi, Ms.size() - 1);
  for (long K = Hi; K >= long(Lo); --K)
    if (Ms[K].meets(Q))
      return K;
  return -1;
}

/// The first position in [Lo, Hi] whose mask meets Q, by a plain scan.
long slowFindFirst(const std::vector<ScanMask> &Ms, unsigned Lo, unsigned Hi,
                   const ScanMask &Q) {
  if (Ms.empty())
    return -1;
  Hi = std::min<unsigned>(Hi, Ms.size() - 1);
  for (long K = Lo; K <= long(Hi); ++K)
    if (Ms[K].meets(Q))
      return K;
  return -1;
}

TEST(SyncScanIndex, FindsTheFirstHitAtOrAfterTheBound) {
  ScanIndex I(10);
  I.set(2, bit(0, 5));
  I.set(7, bit(3, 1));
  I.set(8, bit(3, 1));
  EXPECT_EQ(I.findFirst(0, 9, bit(0, 5)), 2);
  EXPECT_EQ(I.findFirst(0, 9, bit(3, 1)), 7);
  EXPECT_EQ(I.findFirst(8, 9, bit(3, 1)), 8);
  EXPECT_EQ(I.findFirst(0, 6, bit(3, 1)), -1);
  EXPECT_EQ(I.findFirst(3, 9, bit(0, 5)), -1);
  EXPECT_EQ(I.findFirst(2, 2, bit(0, 5)), 2);
  EXPECT_EQ(I.findFirst(0, 100, bit(3, 1)), 7);
  EXPECT_EQ(I.findFirst(5, 4, bit(3, 1)), -1);
  EXPECT_EQ(ScanIndex().findFirst(0, 3, bit(0, 5)), -1);
}

TEST(SyncScanIndex, FindsTheLastHitAtOrBeforeTheBound) {
  ScanIndex I(10);
  I.set(2, bit(0, 5));
  I.set(7, bit(3, 1));
  EXPECT_EQ(I.findLast(0, 9, bit(0, 5)), 2);
  EXPECT_EQ(I.findLast(0, 9, bit(3, 1)), 7);
  EXPECT_EQ(I.findLast(0, 6, bit(3, 1)), -1);
  EXPECT_EQ(I.findLast(3, 9, bit(0, 5)), -1);
  EXPECT_EQ(I.findLast(2, 2, bit(0, 5)), 2);
  // A bound past the end is the end; an empty range finds nothing.
  EXPECT_EQ(I.findLast(0, 100, bit(3, 1)), 7);
  EXPECT_EQ(I.findLast(5, 4, bit(3, 1)), -1);
  // Clearing a position removes it from the unions above it.
  EXPECT_TRUE(I.set(7, ScanMask()));
  EXPECT_EQ(I.findLast(0, 9, bit(3, 1)), -1);
  EXPECT_FALSE(I.set(7, ScanMask())); // No change.
}

TEST(SyncScanIndex, AgreesWithAPlainScan) {
  std::mt19937 Rng(7);
  for (unsigned N : {1u, 2u, 3u, 17u, 64u, 100u, 1000u}) {
    std::vector<ScanMask> Ms(N);
    ScanIndex I(N);
    auto RandomMask = [&] {
      ScanMask M;
      for (unsigned W = 0; W < ScanMask::NumWords; ++W)
        if (Rng() % 8 == 0)
          M.W[W] = uint64_t(1) << (Rng() % 64);
      return M;
    };
    // Built leaf by leaf, then updated one by one.
    for (unsigned K = 0; K < N; ++K)
      I.setLeaf(K, Ms[K] = RandomMask());
    I.build();
    for (unsigned Round = 0; Round < 2000; ++Round) {
      if (Round % 3 == 0) {
        unsigned K = Rng() % N;
        Ms[K] = RandomMask();
        I.set(K, Ms[K]);
      }
      ScanMask Q = RandomMask();
      unsigned Lo = Rng() % N, Hi = Rng() % (N + 2);
      ASSERT_EQ(I.findLast(Lo, Hi, Q), slowFindLast(Ms, Lo, Hi, Q))
          << "N=" << N << " Lo=" << Lo << " Hi=" << Hi;
      ASSERT_EQ(I.findFirst(Lo, Hi, Q), slowFindFirst(Ms, Lo, Hi, Q))
          << "N=" << N << " Lo=" << Lo << " Hi=" << Hi;
    }
    ScanMask All;
    for (const ScanMask &M : Ms)
      All |= M;
    EXPECT_TRUE(I.all() == All);
  }
}

} // namespace
