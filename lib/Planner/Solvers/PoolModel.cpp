//===- PoolModel.cpp - One pool's placement problem, for solvers ----------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/Solvers/PoolModel.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <numeric>
#include <tuple>

using namespace llvm;
using namespace llvm::ptoplan;

static bool overlapLive(ArrayRef<LiveInterval> A, ArrayRef<LiveInterval> B) {
  size_t I = 0, J = 0;
  while (I < A.size() && J < B.size()) {
    if (A[I].overlaps(B[J]))
      return true;
    if (A[I].Upper <= B[J].Upper)
      ++I;
    else
      ++J;
  }
  return false;
}

/// True if the members of a block cover [0, Extent) at every live instant.
static bool isRectangular(const Block &B) {
  if (B.Members.size() <= 1)
    return true;
  SmallVector<int64_t, 8> Times;
  for (const BlockMember &M : B.Members)
    for (const LiveInterval &I : M.Live) {
      Times.push_back(I.Lower);
      Times.push_back(I.Upper);
    }
  llvm::sort(Times);
  Times.erase(std::unique(Times.begin(), Times.end()), Times.end());
  for (size_t T = 0; T + 1 < Times.size(); ++T) {
    LiveInterval Seg{Times[T], Times[T + 1]};
    SmallVector<std::pair<uint64_t, uint64_t>, 4> W;
    for (const BlockMember &M : B.Members)
      if (any_of(M.Live,
                 [&](const LiveInterval &I) { return I.overlaps(Seg); }))
        W.push_back({M.Rel, M.Rel + M.Size});
    if (W.empty())
      continue;
    llvm::sort(W);
    uint64_t End = 0;
    for (auto [Lo, Hi] : W) {
      if (Lo > End)
        return false;
      End = std::max(End, Hi);
    }
    if (End < B.Extent)
      return false;
  }
  return true;
}

/// Merges [Lo, Hi) ranges in place.
template <typename T>
static void mergeRanges(SmallVectorImpl<std::pair<T, T>> &R) {
  llvm::sort(R);
  SmallVector<std::pair<T, T>, 4> Out;
  for (auto [Lo, Hi] : R) {
    if (Hi <= Lo)
      continue;
    if (!Out.empty() && Lo <= Out.back().second)
      Out.back().second = std::max(Out.back().second, Hi);
    else
      Out.push_back({Lo, Hi});
  }
  R.assign(Out.begin(), Out.end());
}

/// The number of pairs of member intervals live together (the length of
/// the conflict lists), counted in O(n log n) without listing them.
static uint64_t countCoLivePairs(const PoolModel &M) {
  SmallVector<int64_t, 0> Starts, Ends;
  for (const Block &B : M.Blocks)
    for (const BlockMember &BM : B.Members)
      for (const LiveInterval &I : BM.Live) {
        Starts.push_back(I.Lower);
        Ends.push_back(I.Upper);
      }
  llvm::sort(Starts);
  llvm::sort(Ends);
  // Interval K (by start) meets every earlier-starting interval that has
  // not ended by its start.
  uint64_t Pairs = 0;
  size_t Ended = 0;
  for (size_t K = 0; K < Starts.size(); ++K) {
    while (Ended < Ends.size() && Ends[Ended] <= Starts[K])
      ++Ended;
    Pairs += K > Ended ? K - Ended : 0;
  }
  return Pairs;
}

PoolModel llvm::ptoplan::buildPoolModel(const Problem &P,
                                        const ColocationComponents &CC,
                                        ArrayRef<unsigned> PoolOf,
                                        unsigned PoolIdx,
                                        std::optional<uint64_t> Capacity) {
  PoolModel M;
  M.Pool = PoolIdx;
  M.Capacity = Capacity ? Capacity : P.Pools[PoolIdx].Capacity;
  uint64_t G = 0;
  auto Gcd = [&](uint64_t V) { G = std::gcd(G, V); };

  DenseSet<unsigned> ExclusiveBuffers;
  for (const Pin &Pn : P.Pins)
    if (Pn.ExclusiveForAllTime)
      ExclusiveBuffers.insert(Pn.Buffer);

  // Members of blocks and fixed components, with their buffer's location.
  constexpr unsigned None = ~0u;
  SmallVector<unsigned, 0> BlockOf(P.Buffers.size(), None);
  SmallVector<unsigned, 0> MemberOf(P.Buffers.size(), None);
  struct FixedMember {
    unsigned Buffer;
    uint64_t Begin, End;
    SmallVector<LiveInterval, 1> Live;
  };
  SmallVector<FixedMember, 0> FixedMembers;
  DenseMap<unsigned, unsigned> FixedMemberOf;

  for (unsigned C = 0; C < CC.size(); ++C) {
    if (PoolOf[C] != PoolIdx)
      continue;
    Block B;
    B.Component = C;
    BaseAlignment BA = computeBaseAlignment(P, CC, C, PoolIdx);
    B.Modulus = BA.Modulus;
    B.Residue = BA.Residue;
    // Bases are residues plus multiples of the modulus (a modulus of 1
    // constrains nothing).
    if (B.Modulus > 1)
      Gcd(B.Modulus);
    Gcd(B.Residue);
    bool AnyLive = false;
    for (unsigned Buf : CC.Members[C]) {
      const Buffer &Bu = P.Buffers[Buf];
      B.Extent = std::max(B.Extent, CC.RelOffset[Buf] + Bu.Size);
      Gcd(CC.RelOffset[Buf]);
      Gcd(Bu.Size);
      if (!Bu.Size)
        continue;
      BlockMember BM;
      BM.Buffer = Buf;
      BM.Rel = CC.RelOffset[Buf];
      BM.Size = Bu.Size;
      BM.Live = SmallVector<LiveInterval, 1>(normalizeLive(Bu.Live));
      for (const LiveInterval &I : BM.Live) {
        B.Start = AnyLive ? std::min(B.Start, I.Lower) : I.Lower;
        B.End = AnyLive ? std::max(B.End, I.Upper) : I.Upper;
        AnyLive = true;
        B.Length += uint64_t(I.Upper - I.Lower);
      }
      B.Members.push_back(std::move(BM));
    }
    if (CC.PinnedBase[C] && CC.PinnedPool[C] == PoolIdx) {
      uint64_t Base = *CC.PinnedBase[C];
      Gcd(Base);
      M.Fixed.push_back({C, Base});
      M.FixedTop = std::max(M.FixedTop, Base + B.Extent);
      for (const BlockMember &BM : B.Members) {
        FixedMemberOf[BM.Buffer] = FixedMembers.size();
        FixedMembers.push_back(
            {BM.Buffer, Base + BM.Rel, Base + BM.Rel + BM.Size, BM.Live});
      }
      continue;
    }
    if (B.Members.empty()) {
      // Nothing occupies bytes: place at the first admissible base.
      M.Fixed.push_back({C, B.alignUp(0)});
      M.FixedTop = std::max(M.FixedTop, B.alignUp(0) + B.Extent);
      continue;
    }
    B.Rectangular = isRectangular(B);
    M.Complete &= B.Rectangular && CC.AllowedPools[C].size() <= 1;
    unsigned Idx = M.Blocks.size();
    for (unsigned I = 0; I < B.Members.size(); ++I) {
      BlockOf[B.Members[I].Buffer] = Idx;
      MemberOf[B.Members[I].Buffer] = I;
    }
    M.Blocks.push_back(std::move(B));
  }
  unsigned N = M.Blocks.size();
  M.Conflicts.resize(N);
  M.Forbidden.resize(N);

  // Conflicting member pairs: live together (sweep) or separated.
  SmallVector<std::tuple<unsigned, unsigned, int64_t, int64_t>, 0> Pairs;
  auto AddPair = [&](unsigned BufA, unsigned BufB) {
    unsigned A = BlockOf[BufA], B = BlockOf[BufB];
    if (A == None || B == None || A == B)
      return;
    const BlockMember &X = M.Blocks[A].Members[MemberOf[BufA]];
    const BlockMember &Y = M.Blocks[B].Members[MemberOf[BufB]];
    // Base(A) - Base(B) in [Y.Rel - X.Rel - X.Size + 1, Y.Rel + Y.Size - X.Rel)
    int64_t XR = X.Rel, XS = X.Size, YR = Y.Rel, YS = Y.Size;
    Pairs.push_back({A, B, YR - XR - XS + 1, YR + YS - XR});
    Pairs.push_back({B, A, XR - YR - YS + 1, XR + XS - YR});
  };
  M.ImplicitCoLive = countCoLivePairs(M) > MaxListedCoLivePairs;
  if (M.ImplicitCoLive)
    M.Complete = false;
  if (!M.ImplicitCoLive) {
    SmallVector<std::tuple<int64_t, int64_t, unsigned>, 0> Ivs;
    for (const Block &B : M.Blocks)
      for (const BlockMember &BM : B.Members)
        for (const LiveInterval &I : BM.Live)
          Ivs.push_back({I.Lower, I.Upper, BM.Buffer});
    llvm::sort(Ivs);
    // Active intervals, pruned lazily.
    SmallVector<std::tuple<int64_t, int64_t, unsigned>, 0> Active;
    for (const auto &Iv : Ivs) {
      int64_t Lo = std::get<0>(Iv);
      erase_if(Active, [&](const auto &A) { return std::get<1>(A) <= Lo; });
      for (const auto &A : Active)
        AddPair(std::get<2>(A), std::get<2>(Iv));
      Active.push_back(Iv);
    }
  }
  for (const Separation &S : P.Separations)
    if (S.First < P.Buffers.size() && S.Second < P.Buffers.size())
      AddPair(S.First, S.Second);
  // Same-or-disjoint pairs: overlapping is forbidden except at exactly the
  // same address, which leaves a one-point hole in the forbidden range.
  for (const SameOrDisjoint &SD : P.SameOrDisjoints) {
    if (SD.First >= P.Buffers.size() || SD.Second >= P.Buffers.size())
      continue;
    unsigned A = BlockOf[SD.First], B = BlockOf[SD.Second];
    if (A == None || B == None || A == B)
      continue;
    const BlockMember &X = M.Blocks[A].Members[MemberOf[SD.First]];
    const BlockMember &Y = M.Blocks[B].Members[MemberOf[SD.Second]];
    int64_t XR = X.Rel, XS = X.Size, YR = Y.Rel, YS = Y.Size;
    Pairs.push_back({A, B, YR - XR - XS + 1, YR - XR});
    Pairs.push_back({A, B, YR - XR + 1, YR + YS - XR});
    Pairs.push_back({B, A, XR - YR - YS + 1, XR - YR});
    Pairs.push_back({B, A, XR - YR + 1, XR + XS - YR});
  }
  llvm::sort(Pairs);
  for (size_t I = 0; I < Pairs.size();) {
    auto [A, B, Lo, Hi] = Pairs[I];
    Conflict C;
    C.Other = B;
    C.Above = INT64_MIN;
    SmallVector<std::pair<int64_t, int64_t>, 4> R;
    for (; I < Pairs.size() && std::get<0>(Pairs[I]) == A &&
           std::get<1>(Pairs[I]) == B;
         ++I) {
      R.push_back({std::get<2>(Pairs[I]), std::get<3>(Pairs[I])});
      C.Above = std::max(C.Above, std::get<3>(Pairs[I]));
    }
    mergeRanges(R);
    C.Forbidden.assign(R.begin(), R.end());
    // The exact search models a conflict as "the later block (higher base)
    // above the earlier one": the forbidden base differences must be one
    // range containing 0. A set with holes (same-or-disjoint pairs,
    // non-rectangular blocks) or one that lets a higher base sit below
    // (a separation between members at shifted offsets in their blocks)
    // has placements the search does not enumerate.
    if (C.Forbidden.size() != 1 || C.Forbidden[0].first > 0 ||
        C.Forbidden[0].second <= 0)
      M.Complete = false;
    M.Conflicts[A].push_back(std::move(C));
  }

  // Obstacles: reserved ranges and fixed members.
  for (const AddressRange &R : P.Pools[PoolIdx].Reserved) {
    if (R.End <= R.Begin)
      continue;
    M.AllTimeObstacles.push_back(R);
    Gcd(R.Begin);
    Gcd(R.End);
  }
  DenseSet<std::pair<unsigned, unsigned>> SeparatedBufs, SameOrDisjointBufs;
  for (const Separation &S : P.Separations) {
    SeparatedBufs.insert({S.First, S.Second});
    SeparatedBufs.insert({S.Second, S.First});
  }
  for (const SameOrDisjoint &SD : P.SameOrDisjoints) {
    SameOrDisjointBufs.insert({SD.First, SD.Second});
    SameOrDisjointBufs.insert({SD.Second, SD.First});
  }
  for (const FixedMember &F : FixedMembers) {
    Gcd(F.Begin);
    Gcd(F.End);
    if (ExclusiveBuffers.count(F.Buffer))
      M.AllTimeObstacles.push_back({F.Begin, F.End});
  }
  for (unsigned B = 0; B < N; ++B) {
    SmallVector<std::pair<uint64_t, uint64_t>, 4> R;
    auto Forbid = [&](const BlockMember &X, uint64_t Begin, uint64_t End) {
      // Base + X.Rel + X.Size > Begin and Base + X.Rel < End.
      uint64_t Lo = Begin + 1 > X.Rel + X.Size ? Begin + 1 - X.Rel - X.Size : 0;
      if (End <= X.Rel)
        return;
      R.push_back({Lo, End - X.Rel});
    };
    for (const BlockMember &X : M.Blocks[B].Members) {
      for (const AddressRange &Res : P.Pools[PoolIdx].Reserved)
        if (Res.End > Res.Begin)
          Forbid(X, Res.Begin, Res.End);
      for (const FixedMember &F : FixedMembers) {
        if (ExclusiveBuffers.count(F.Buffer) ||
            SeparatedBufs.count({X.Buffer, F.Buffer}) ||
            overlapLive(X.Live, F.Live)) {
          Forbid(X, F.Begin, F.End);
        } else if (SameOrDisjointBufs.count({X.Buffer, F.Buffer})) {
          // Not overlapping, unless exactly at the pinned address.
          size_t First = R.size();
          Forbid(X, F.Begin, F.End);
          if (R.size() > First && F.Begin >= X.Rel) {
            uint64_t Hole = F.Begin - X.Rel, Hi = R.back().second;
            R.back().second = Hole;
            R.push_back({Hole + 1, Hi});
          }
        }
      }
    }
    mergeRanges(R);
    M.Forbidden[B].assign(R.begin(), R.end());
  }
  M.Granule = G ? G : 1;
  return M;
}

uint64_t llvm::ptoplan::liftPastObstacles(const PoolModel &M, unsigned B,
                                          uint64_t From) {
  const Block &Bl = M.Blocks[B];
  uint64_t X = Bl.alignUp(From);
  for (auto [Lo, Hi] : M.Forbidden[B]) {
    if (Hi <= X)
      continue;
    if (Lo > X)
      break;
    X = Bl.alignUp(Hi);
  }
  return X;
}

void llvm::ptoplan::writeBlockPlacements(const PoolModel &M,
                                         const ColocationComponents &CC,
                                         ArrayRef<uint64_t> Bases,
                                         Solution &S) {
  for (unsigned B = 0; B < M.Blocks.size(); ++B)
    for (unsigned Buf : CC.Members[M.Blocks[B].Component])
      S.Placements[Buf] = {M.Pool, Bases[B] + CC.RelOffset[Buf]};
  for (auto [C, Base] : M.Fixed)
    for (unsigned Buf : CC.Members[C])
      S.Placements[Buf] = {M.Pool, Base + CC.RelOffset[Buf]};
}

uint64_t llvm::ptoplan::modelPeak(const PoolModel &M,
                                  ArrayRef<uint64_t> Bases) {
  uint64_t Peak = M.FixedTop;
  for (unsigned B = 0; B < M.Blocks.size(); ++B)
    Peak = std::max(Peak, Bases[B] + M.Blocks[B].Extent);
  return Peak;
}

TimeIndex::TimeIndex(const PoolModel &M) {
  SmallVector<std::tuple<int64_t, int64_t, unsigned, unsigned>, 0> All;
  for (unsigned B = 0; B < M.size(); ++B)
    for (unsigned K = 0; K < M.Blocks[B].Members.size(); ++K)
      for (const LiveInterval &I : M.Blocks[B].Members[K].Live)
        All.push_back({I.Lower, I.Upper, B, K});
  llvm::sort(All);
  while (Leaves < All.size())
    Leaves *= 2;
  SmallVector<unsigned, 0> Count(M.size() + 1, 0);
  for (const auto &[Lower, Upper, B, K] : All) {
    const BlockMember &BM = M.Blocks[B].Members[K];
    Starts.push_back(Lower);
    Ends.push_back(Upper);
    EntryBlock.push_back(B);
    EntryRel.push_back(BM.Rel);
    EntrySize.push_back(BM.Size);
    ++Count[B + 1];
  }
  EntryBegin.assign(M.size() + 1, 0);
  for (unsigned B = 0; B < M.size(); ++B)
    EntryBegin[B + 1] = EntryBegin[B] + Count[B + 1];
  EntryOf.resize(EntryBlock.size());
  SmallVector<unsigned, 0> Fill(EntryBegin.begin(), EntryBegin.end() - 1);
  for (unsigned I = 0; I < EntryBlock.size(); ++I)
    EntryOf[Fill[EntryBlock[I]]++] = I;
  MaxEnd.assign(2 * Leaves, INT64_MIN);
}

void TimeIndex::activate(unsigned B) {
  for (unsigned K = EntryBegin[B]; K < EntryBegin[B + 1]; ++K) {
    size_t X = EntryOf[K] + Leaves;
    MaxEnd[X] = Ends[EntryOf[K]];
    for (X /= 2; X; X /= 2)
      MaxEnd[X] = std::max(MaxEnd[2 * X], MaxEnd[2 * X + 1]);
  }
}
