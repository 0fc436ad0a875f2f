//===- Greedy.cpp - Greedy placers: first fit, best fit, skyline ----------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/Solvers/Greedy.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <functional>
#include <optional>
#include <queue>
#include <tuple>
#include <vector>

using namespace llvm;
using namespace llvm::ptoplan;

StringRef llvm::ptoplan::getBlockOrderName(BlockOrder O) {
  switch (O) {
  case BlockOrder::SizeDesc:
    return "size";
  case BlockOrder::LengthDesc:
    return "length";
  case BlockOrder::AreaDesc:
    return "area";
  case BlockOrder::StartAsc:
    return "start";
  case BlockOrder::TotalDesc:
    return "total";
  case BlockOrder::ConflictDesc:
    return "conflict";
  case BlockOrder::ClassStart:
    return "class";
  }
  return "unknown";
}

/// For each block, the heaviest summed extent of blocks live at one of its
/// instants.
static SmallVector<uint64_t, 0> computeTotals(const PoolModel &M) {
  SmallVector<std::tuple<int64_t, int, unsigned>, 0> Ev;
  for (unsigned B = 0; B < M.size(); ++B)
    for (const BlockMember &Mem : M.Blocks[B].Members)
      for (const LiveInterval &I : Mem.Live) {
        Ev.push_back({I.Lower, 1, B});
        Ev.push_back({I.Upper, 0, B});
      }
  llvm::sort(Ev);
  SmallVector<unsigned, 0> LiveCount(M.size(), 0);
  SmallVector<uint64_t, 0> Total(M.size(), 0);
  SmallVector<unsigned, 0> Active;
  uint64_t Load = 0;
  for (size_t K = 0; K < Ev.size();) {
    int64_t T = std::get<0>(Ev[K]);
    for (; K < Ev.size() && std::get<0>(Ev[K]) == T; ++K) {
      unsigned B = std::get<2>(Ev[K]);
      if (std::get<1>(Ev[K])) {
        if (LiveCount[B]++ == 0) {
          Load += M.Blocks[B].Extent;
          Active.push_back(B);
        }
      } else if (--LiveCount[B] == 0) {
        Load -= M.Blocks[B].Extent;
      }
    }
    erase_if(Active, [&](unsigned B) { return LiveCount[B] == 0; });
    for (unsigned B : Active)
      Total[B] = std::max(Total[B], Load);
  }
  return Total;
}

/// For each block, the summed extents of the other blocks whose time hulls
/// meet its own (the co-live conflicts of an implicit model, counted from
/// the hulls): all blocks but those ending before it starts or starting
/// after it ends, by binary search over sorted starts and ends.
static SmallVector<uint64_t, 0> coLiveExtents(const PoolModel &M) {
  unsigned N = M.size();
  SmallVector<std::pair<int64_t, uint64_t>, 0> ByStart, ByEnd;
  uint64_t All = 0;
  for (const Block &B : M.Blocks) {
    ByStart.push_back({B.Start, B.Extent});
    ByEnd.push_back({B.End, B.Extent});
    All += B.Extent;
  }
  llvm::sort(ByStart);
  llvm::sort(ByEnd);
  // Suffix sums of extents by start, prefix sums by end.
  SmallVector<uint64_t, 0> StartSuffix(N + 1, 0), EndPrefix(N + 1, 0);
  for (unsigned I = N; I-- > 0;)
    StartSuffix[I] = StartSuffix[I + 1] + ByStart[I].second;
  for (unsigned I = 0; I < N; ++I)
    EndPrefix[I + 1] = EndPrefix[I] + ByEnd[I].second;
  SmallVector<uint64_t, 0> Out(N, 0);
  for (unsigned B = 0; B < N; ++B) {
    const Block &Bl = M.Blocks[B];
    size_t EndedBefore =
        llvm::partition_point(ByEnd, [&](const auto &X) {
          return X.first <= Bl.Start;
        }) -
        ByEnd.begin();
    size_t StartsAfter =
        llvm::partition_point(ByStart, [&](const auto &X) {
          return X.first < Bl.End;
        }) -
        ByStart.begin();
    uint64_t Apart = EndPrefix[EndedBefore] + StartSuffix[StartsAfter];
    Out[B] = All - std::min(All, Apart + Bl.Extent);
  }
  return Out;
}

SmallVector<unsigned, 0> llvm::ptoplan::orderBlocks(const PoolModel &M,
                                                    BlockOrder O) {
  unsigned N = M.size();
  SmallVector<unsigned, 0> Order(N);
  for (unsigned I = 0; I < N; ++I)
    Order[I] = I;
  SmallVector<uint64_t, 0> Key1(N, 0), Key2(N, 0);
  auto Area = [&](unsigned B) {
    return M.Blocks[B].Extent * std::max<uint64_t>(1, M.Blocks[B].Length);
  };
  switch (O) {
  case BlockOrder::SizeDesc:
    for (unsigned B = 0; B < N; ++B)
      Key1[B] = M.Blocks[B].Extent, Key2[B] = M.Blocks[B].Length;
    break;
  case BlockOrder::ClassStart: {
    // Extent classes of a SizeClasses-th of the largest extent, largest
    // first; within a class, load steps of a LoadSteps-th of the heaviest
    // load, heaviest first; within a step, earlier start first (negated
    // into a descending key).
    uint64_t Largest = 1, Heaviest = 1;
    for (const Block &Bl : M.Blocks)
      Largest = std::max(Largest, Bl.Extent);
    SmallVector<uint64_t, 0> T = computeTotals(M);
    for (uint64_t V : T)
      Heaviest = std::max(Heaviest, V);
    uint64_t Width = std::max<uint64_t>(1, Largest / SizeClasses);
    uint64_t Step = std::max<uint64_t>(1, Heaviest / LoadSteps);
    for (unsigned B = 0; B < N; ++B)
      Key1[B] = M.Blocks[B].Extent / Width * (LoadSteps + 1) +
                std::min(T[B] / Step, LoadSteps),
      Key2[B] = UINT64_MAX - (uint64_t(M.Blocks[B].Start) ^ (1ull << 63));
    break;
  }
  case BlockOrder::LengthDesc:
    for (unsigned B = 0; B < N; ++B)
      Key1[B] = M.Blocks[B].Length, Key2[B] = M.Blocks[B].Extent;
    break;
  case BlockOrder::AreaDesc:
    for (unsigned B = 0; B < N; ++B)
      Key1[B] = Area(B), Key2[B] = M.Blocks[B].Extent;
    break;
  case BlockOrder::StartAsc:
    // Earlier start first: negate into a descending key.
    for (unsigned B = 0; B < N; ++B)
      Key1[B] = UINT64_MAX - (uint64_t(M.Blocks[B].Start) ^ (1ull << 63)),
      Key2[B] = M.Blocks[B].Extent;
    break;
  case BlockOrder::TotalDesc: {
    SmallVector<uint64_t, 0> T = computeTotals(M);
    for (unsigned B = 0; B < N; ++B)
      Key1[B] = T[B], Key2[B] = Area(B);
    break;
  }
  case BlockOrder::ConflictDesc: {
    SmallVector<uint64_t, 0> CoLive;
    if (M.ImplicitCoLive)
      CoLive = coLiveExtents(M);
    for (unsigned B = 0; B < N; ++B) {
      uint64_t S = M.ImplicitCoLive ? CoLive[B] : 0;
      for (const Conflict &C : M.Conflicts[B])
        S += M.Blocks[C.Other].Extent;
      Key1[B] = S, Key2[B] = M.Blocks[B].Extent;
    }
    break;
  }
  }
  llvm::sort(Order, [&](unsigned A, unsigned B) {
    return std::make_tuple(Key1[A], Key2[A], B) >
           std::make_tuple(Key1[B], Key2[B], A);
  });
  return Order;
}

namespace {

/// True if \p Deadline has passed, checked every 64th of \p Done blocks.
bool expired(const PlacerDeadline &Deadline, unsigned Done) {
  return Deadline && Done % 64 == 0 &&
         std::chrono::steady_clock::now() >= *Deadline;
}

/// Absolute forbidden base ranges of block \p B given the placed blocks,
/// sorted by start; co-live conflicts from \p Index when given.
void collectForbidden(const PoolModel &M, unsigned B, ArrayRef<uint64_t> Bases,
                      ArrayRef<bool> Placed,
                      SmallVectorImpl<std::pair<uint64_t, uint64_t>> &Out,
                      const TimeIndex *Index = nullptr) {
  Out.clear();
  if (Index) {
    // Co-live conflicts of an implicit model: the placed members live
    // during one of B's members' intervals.
    for (const BlockMember &X : M.Blocks[B].Members)
      for (const LiveInterval &I : X.Live)
        Index->forEachLive(
            I.Lower, I.Upper, [&](unsigned Q, uint64_t YRel, uint64_t YSize) {
              if (Q == B)
                return;
              // Base(B) - Base(Q) in [Y.Rel - X.Rel - X.Size + 1,
              //                      Y.Rel + Y.Size - X.Rel).
              int64_t QB = int64_t(Bases[Q]);
              int64_t Lo = QB + int64_t(YRel) - int64_t(X.Rel) -
                           int64_t(X.Size) + 1;
              int64_t Hi = QB + int64_t(YRel + YSize) - int64_t(X.Rel);
              if (Hi > 0)
                Out.push_back(
                    {uint64_t(std::max<int64_t>(0, Lo)), uint64_t(Hi)});
            });
  }
  for (const Conflict &C : M.Conflicts[B]) {
    if (!Placed[C.Other])
      continue;
    int64_t QB = int64_t(Bases[C.Other]);
    for (auto [Lo, Hi] : C.Forbidden) {
      int64_t AHi = QB + Hi;
      if (AHi <= 0)
        continue;
      int64_t ALo = std::max<int64_t>(0, QB + Lo);
      Out.push_back({uint64_t(ALo), uint64_t(AHi)});
    }
  }
  Out.append(M.Forbidden[B].begin(), M.Forbidden[B].end());
  llvm::sort(Out);
}

/// Lowest admissible base >= From given sorted forbidden ranges; \p Next
/// receives the index of the first range starting above the result.
uint64_t firstAdmissibleBase(const Block &Bl,
                             ArrayRef<std::pair<uint64_t, uint64_t>> F,
                             uint64_t From, size_t &Next) {
  uint64_t X = Bl.alignUp(From);
  size_t I = 0;
  for (; I < F.size(); ++I) {
    if (F[I].second <= X)
      continue;
    if (F[I].first > X)
      break;
    X = Bl.alignUp(F[I].second);
  }
  Next = I;
  return X;
}

} // namespace

PlacementState::PlacementState(const PoolModel &M)
    : M(M), Bases(M.size(), 0), Placed(M.size(), false) {
  if (M.ImplicitCoLive)
    Index.emplace(M);
}

void PlacementState::place(unsigned B, uint64_t Base) {
  Bases[B] = Base;
  Placed[B] = true;
  if (Index)
    Index->activate(B);
}

void PlacementState::collectForbidden(
    unsigned B, SmallVectorImpl<std::pair<uint64_t, uint64_t>> &Out) const {
  ::collectForbidden(M, B, Bases, Placed, Out, Index ? &*Index : nullptr);
}

uint64_t PlacementState::lowestBase(unsigned B) {
  collectForbidden(B, Scratch);
  size_t Next;
  return firstAdmissibleBase(M.Blocks[B], Scratch, 0, Next);
}

SmallVector<uint64_t, 0>
llvm::ptoplan::placeFirstFit(const PoolModel &M, ArrayRef<unsigned> Order,
                             PlacerDeadline Deadline) {
  PlacementState S(M);
  unsigned Done = 0;
  for (unsigned B : Order) {
    if (expired(Deadline, ++Done))
      return {};
    S.place(B, S.lowestBase(B));
  }
  return SmallVector<uint64_t, 0>(S.bases());
}

SmallVector<uint64_t, 0> llvm::ptoplan::placeBestFit(const PoolModel &M,
                                                     ArrayRef<unsigned> Order,
                                                     PlacerDeadline Deadline) {
  PlacementState S(M);
  SmallVector<std::pair<uint64_t, uint64_t>, 32> F;
  unsigned Done = 0;
  for (unsigned B : Order) {
    if (expired(Deadline, ++Done))
      return {};
    const Block &Bl = M.Blocks[B];
    S.collectForbidden(B, F);
    // Walk the admissible regions [X, Y): every admissible base in between
    // is free; Y - 1 - X is the slack of the hole.
    std::optional<uint64_t> Best, FirstFit, FirstFitting;
    uint64_t BestSlack = UINT64_MAX;
    uint64_t From = 0;
    while (true) {
      size_t Next;
      uint64_t X = firstAdmissibleBase(Bl, F, From, Next);
      if (!FirstFit)
        FirstFit = X;
      bool Fits = !M.Capacity || X + Bl.Extent <= *M.Capacity;
      if (Fits && !FirstFitting)
        FirstFitting = X;
      if (Next >= F.size())
        break; // Unbounded region above everything.
      uint64_t Y = F[Next].first;
      uint64_t Slack = Y - 1 - X;
      if (Fits && Slack < BestSlack) {
        BestSlack = Slack;
        Best = X;
      }
      From = Y;
    }
    S.place(B, Best ? *Best : FirstFitting ? *FirstFitting : *FirstFit);
  }
  return SmallVector<uint64_t, 0>(S.bases());
}

SmallVector<uint64_t, 0>
llvm::ptoplan::placeSkyline(const PoolModel &M, ArrayRef<unsigned> Priority,
                            PlacerDeadline Deadline) {
  // Re-seating needs the conflict lists; an implicit model has none for
  // co-live blocks (see PoolModel::ImplicitCoLive).
  if (M.ImplicitCoLive)
    return placeFirstFit(M, Priority, Deadline);
  unsigned N = M.size();
  SmallVector<uint64_t, 0> Bases(N, 0), X(N, 0);
  SmallVector<bool, 0> Placed(N, false);
  SmallVector<unsigned, 0> Rank(N, 0);
  for (unsigned I = 0; I < Priority.size(); ++I)
    Rank[Priority[I]] = I;
  // Min-heap of (lowest base, rank, block); entries go stale when a block's
  // base rises or it is placed, and are skipped then.
  using Entry = std::tuple<uint64_t, unsigned, unsigned>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> Heap;
  for (unsigned B = 0; B < N; ++B) {
    X[B] = liftPastObstacles(M, B, 0);
    Heap.push({X[B], Rank[B], B});
  }
  SmallVector<std::pair<uint64_t, uint64_t>, 32> F;
  unsigned Done = 0;
  while (!Heap.empty()) {
    auto [XB, RB, Pick] = Heap.top();
    Heap.pop();
    if (Placed[Pick] || XB != X[Pick])
      continue;
    if (expired(Deadline, ++Done))
      return {};
    Bases[Pick] = X[Pick];
    Placed[Pick] = true;
    // Re-seat the conflicting blocks whose cached base became forbidden.
    for (const Conflict &C : M.Conflicts[Pick]) {
      unsigned Q = C.Other;
      if (Placed[Q])
        continue;
      int64_t Diff = int64_t(X[Q]) - int64_t(Bases[Pick]);
      const auto &QC = M.Conflicts[Q];
      const Conflict *Back = llvm::lower_bound(
          QC, Pick, [](const Conflict &A, unsigned O) { return A.Other < O; });
      bool Hit = false;
      for (auto [Lo, Hi] : Back->Forbidden)
        Hit |= Diff >= Lo && Diff < Hi;
      if (!Hit)
        continue;
      collectForbidden(M, Q, Bases, Placed, F);
      size_t Next;
      X[Q] = firstAdmissibleBase(M.Blocks[Q], F, 0, Next);
      Heap.push({X[Q], Rank[Q], Q});
    }
  }
  return Bases;
}
