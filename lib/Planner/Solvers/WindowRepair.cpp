//===- WindowRepair.cpp - Exact re-packing of time windows ----------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/Solvers/WindowRepair.h"
#include "Planner/Solvers/ExactSearch.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <tuple>

using namespace llvm;
using namespace llvm::ptoplan;

using Clock = std::chrono::steady_clock;

namespace {

/// Sorts and merges [Lo, Hi) ranges in place, dropping empty ones.
template <typename T>
void mergeRanges(SmallVectorImpl<std::pair<T, T>> &R) {
  llvm::sort(R);
  size_t Out = 0;
  for (auto [Lo, Hi] : R) {
    if (Hi <= Lo)
      continue;
    if (Out && Lo <= R[Out - 1].second)
      R[Out - 1].second = std::max(R[Out - 1].second, Hi);
    else
      R[Out++] = {Lo, Hi};
  }
  R.truncate(Out);
}

bool hullsMeet(const Block &A, const Block &B) {
  return A.Start < B.End && B.Start < A.End;
}

/// Calls F(X, Y) for every pair of members of \p A and \p B live together.
template <typename Fn>
void forEachCoLiveMembers(const Block &A, const Block &B, Fn F) {
  for (const BlockMember &X : A.Members)
    for (const BlockMember &Y : B.Members) {
      size_t I = 0, J = 0;
      while (I < X.Live.size() && J < Y.Live.size()) {
        if (X.Live[I].overlaps(Y.Live[J])) {
          F(X, Y);
          break;
        }
        if (X.Live[I].Upper <= Y.Live[J].Upper)
          ++I;
        else
          ++J;
      }
    }
}

/// Base(A) - Base(B) that put member X of A on bytes of member Y of B:
/// [Y.Rel - X.Rel - X.Size + 1, Y.Rel + Y.Size - X.Rel).
std::pair<int64_t, int64_t> overlapDiffs(const BlockMember &X,
                                         const BlockMember &Y) {
  int64_t XR = X.Rel, XS = X.Size, YR = Y.Rel, YS = Y.Size;
  return {YR - XR - XS + 1, YR + YS - XR};
}

/// The blocks of a model by start time, with the latest end of each prefix:
/// the blocks whose hull meets a window are found by two binary searches.
class WindowIndex {
public:
  explicit WindowIndex(const PoolModel &M) : M(M) {
    ByStart.resize(M.size());
    for (unsigned B = 0; B < M.size(); ++B)
      ByStart[B] = B;
    llvm::sort(ByStart, [&](unsigned A, unsigned B) {
      return std::make_pair(M.Blocks[A].Start, A) <
             std::make_pair(M.Blocks[B].Start, B);
    });
    PrefixEnd.resize(M.size());
    int64_t E = INT64_MIN;
    for (unsigned I = 0; I < ByStart.size(); ++I)
      PrefixEnd[I] = E = std::max(E, M.Blocks[ByStart[I]].End);
  }

  /// The blocks by start from the first whose hull may meet [Lower, Upper)
  /// to the last that starts before Upper: every block whose hull meets it
  /// is among them (a block that ended before Lower may be too).
  ArrayRef<unsigned> meeting(int64_t Lower, int64_t Upper) const {
    size_t First =
        std::upper_bound(PrefixEnd.begin(), PrefixEnd.end(), Lower) -
        PrefixEnd.begin();
    size_t Last = llvm::partition_point(ByStart, [&](unsigned B) {
                    return M.Blocks[B].Start < Upper;
                  }) -
                  ByStart.begin();
    if (First >= Last)
      return {};
    return ArrayRef<unsigned>(ByStart).slice(First, Last - First);
  }

  /// The number of blocks whose hull lies in [Lower, Upper).
  unsigned countFree(int64_t Lower, int64_t Upper) const {
    unsigned N = 0;
    for (unsigned B : meeting(Lower, Upper))
      N += isFree(M.Blocks[B], Lower, Upper);
    return N;
  }

  static bool isFree(const Block &Bl, int64_t Lower, int64_t Upper) {
    return Bl.Start >= Lower && Bl.End <= Upper;
  }

private:
  const PoolModel &M;
  SmallVector<unsigned, 0> ByStart;
  /// PrefixEnd[I]: the latest end among ByStart[0..I] (non-decreasing).
  SmallVector<int64_t, 0> PrefixEnd;
};

WindowModel buildWindow(const PoolModel &M, const WindowIndex &Index,
                        ArrayRef<uint64_t> Bases, int64_t Lower,
                        int64_t Upper, uint64_t Target) {
  WindowModel W;
  PoolModel &S = W.Sub;
  S.Pool = M.Pool;
  S.Capacity = Target;
  S.Granule = M.Granule;
  S.AllTimeObstacles = M.AllTimeObstacles;
  // Obstacles that move with the window are not all-time ones: an
  // exhausted search proves nothing about the pool.
  S.Complete = false;
  ArrayRef<unsigned> Meeting = Index.meeting(Lower, Upper);
  DenseMap<unsigned, unsigned> Local;
  SmallVector<unsigned, 0> Fixed;
  for (unsigned B : Meeting) {
    const Block &Bl = M.Blocks[B];
    if (WindowIndex::isFree(Bl, Lower, Upper)) {
      Local[B] = W.Orig.size();
      W.Orig.push_back(B);
    } else if (Bl.Start < Upper && Bl.End > Lower) {
      Fixed.push_back(B);
    }
  }
  unsigned N = W.Orig.size();
  S.Blocks.reserve(N);
  for (unsigned B : W.Orig)
    S.Blocks.push_back(M.Blocks[B]);
  S.Conflicts.resize(N);
  S.Forbidden.resize(N);

  // Conflicts among the free blocks: co-live members (the free blocks are
  // by start, so each meets only later ones until one starts after its
  // end) and the model's listed conflicts (separations, same-or-disjoint
  // pairs; every conflict if the model lists them all).
  SmallVector<std::tuple<unsigned, unsigned, int64_t, int64_t>, 0> Pairs;
  for (unsigned A = 0; A < N; ++A) {
    const Block &BA = S.Blocks[A];
    for (unsigned B = A + 1; B < N && S.Blocks[B].Start < BA.End; ++B)
      forEachCoLiveMembers(BA, S.Blocks[B],
                           [&](const BlockMember &X, const BlockMember &Y) {
                             auto [Lo, Hi] = overlapDiffs(X, Y);
                             Pairs.push_back({A, B, Lo, Hi});
                             auto [RLo, RHi] = overlapDiffs(Y, X);
                             Pairs.push_back({B, A, RLo, RHi});
                           });
  }
  // Obstacles: the fixed blocks at their bases. Base(A) in [QB + Lo,
  // QB + Hi) is forbidden; bases are unsigned, so clip at 0.
  auto Forbid = [&](unsigned A, uint64_t QB, int64_t Lo, int64_t Hi) {
    int64_t AHi = int64_t(QB) + Hi;
    if (AHi <= 0)
      return;
    int64_t ALo = std::max<int64_t>(0, int64_t(QB) + Lo);
    S.Forbidden[A].push_back({uint64_t(ALo), uint64_t(AHi)});
  };
  for (unsigned A = 0; A < N; ++A) {
    unsigned Orig = W.Orig[A];
    S.Forbidden[A].append(M.Forbidden[Orig].begin(),
                          M.Forbidden[Orig].end());
    const Block &BA = S.Blocks[A];
    for (unsigned Q : Fixed)
      if (hullsMeet(BA, M.Blocks[Q]))
        forEachCoLiveMembers(BA, M.Blocks[Q],
                             [&](const BlockMember &X, const BlockMember &Y) {
                               auto [Lo, Hi] = overlapDiffs(X, Y);
                               Forbid(A, Bases[Q], Lo, Hi);
                             });
    for (const Conflict &C : M.Conflicts[Orig]) {
      auto It = Local.find(C.Other);
      for (auto [Lo, Hi] : C.Forbidden) {
        if (It != Local.end())
          Pairs.push_back({A, It->second, Lo, Hi});
        else
          Forbid(A, Bases[C.Other], Lo, Hi);
      }
    }
    mergeRanges(S.Forbidden[A]);
  }
  llvm::sort(Pairs);
  for (size_t I = 0; I < Pairs.size();) {
    auto [A, B, Lo0, Hi0] = Pairs[I];
    (void)Lo0;
    (void)Hi0;
    Conflict C;
    C.Other = B;
    C.Above = INT64_MIN;
    for (; I < Pairs.size() && std::get<0>(Pairs[I]) == A &&
           std::get<1>(Pairs[I]) == B;
         ++I) {
      C.Forbidden.push_back({std::get<2>(Pairs[I]), std::get<3>(Pairs[I])});
      C.Above = std::max(C.Above, std::get<3>(Pairs[I]));
    }
    mergeRanges(C.Forbidden);
    S.Conflicts[A].push_back(std::move(C));
  }
  return W;
}

} // namespace

WindowModel llvm::ptoplan::buildWindowModel(const PoolModel &M,
                                            ArrayRef<uint64_t> Bases,
                                            int64_t Lower, int64_t Upper,
                                            uint64_t Target) {
  WindowIndex Index(M);
  return buildWindow(M, Index, Bases, Lower, Upper, Target);
}

namespace {

/// The repair of one placement (see repairWindows).
class Repairer {
public:
  Repairer(const PoolModel &M, MutableArrayRef<uint64_t> Bases,
           const WindowRepairLimits &L, WindowRepairReport &R)
      : M(M), Bases(Bases), L(L), R(R), Index(M) {}

  void run(ArrayRef<uint64_t> Targets);

private:
  /// Clusters of the blocks ending above \p Target, as time hulls: blocks
  /// whose windows would meet share one.
  SmallVector<std::pair<int64_t, int64_t>, 8> clusters(uint64_t Target) const;
  /// Searches the window [Lower, Upper) at each target below its peak, in
  /// turn; false if the repair must stop (budget, deadline).
  bool repair(int64_t Lower, int64_t Upper, ArrayRef<uint64_t> Targets);
  bool outOfBudget() {
    if (L.Deadline && Clock::now() >= *L.Deadline)
      R.Cut = true;
    return R.Cut || Spent >= L.TotalNodes || Scanned > ScanLimit;
  }

  const PoolModel &M;
  MutableArrayRef<uint64_t> Bases;
  const WindowRepairLimits &L;
  WindowRepairReport &R;
  WindowIndex Index;
  int64_t Margin = 1;
  uint64_t Spent = 0;
  /// Blocks visited to build windows, and the limit: a few passes over the
  /// pool (a block live throughout is visited for every window).
  uint64_t Scanned = 0, ScanLimit = 0;
  SmallVector<uint64_t, 0> SubBases;
};

SmallVector<std::pair<int64_t, int64_t>, 8>
Repairer::clusters(uint64_t Target) const {
  SmallVector<unsigned, 0> High;
  for (unsigned B = 0; B < M.size(); ++B)
    if (Bases[B] + M.Blocks[B].Extent > Target)
      High.push_back(B);
  llvm::sort(High, [&](unsigned A, unsigned B) {
    return std::make_pair(M.Blocks[A].Start, A) <
           std::make_pair(M.Blocks[B].Start, B);
  });
  SmallVector<std::pair<int64_t, int64_t>, 8> Out;
  for (unsigned B : High) {
    const Block &Bl = M.Blocks[B];
    if (!Out.empty() && Bl.Start < Out.back().second + 2 * Margin)
      Out.back().second = std::max(Out.back().second, Bl.End);
    else
      Out.push_back({Bl.Start, Bl.End});
  }
  return Out;
}

bool Repairer::repair(int64_t Lower, int64_t Upper,
                      ArrayRef<uint64_t> Targets) {
  WindowModel W =
      buildWindow(M, Index, Bases, Lower, Upper, Targets.back());
  uint64_t Peak = 0;
  for (unsigned B : W.Orig)
    Peak = std::max(Peak, Bases[B] + M.Blocks[B].Extent);
  ExactSearch Search(W.Sub);
  for (uint64_t Target : Targets) {
    if (Target >= Peak)
      return true;
    if (outOfBudget())
      return false;
    SearchLimits SL;
    SL.NodeBudget = std::min(L.WindowNodes, L.TotalNodes - Spent);
    SL.Deadline = L.Deadline;
    uint64_t Before = Search.nodes();
    SearchOutcome Out = Search.decide(Target, SL, SubBases);
    uint64_t Nodes = Search.nodes() - Before;
    Spent += Nodes;
    R.Nodes += Nodes;
    if (L.Trace)
      *L.Trace << "    window [" << Lower << ", " << Upper
               << "): " << W.Orig.size() << " blocks, target " << Target
               << ": "
               << (Out == SearchOutcome::Found       ? "found"
                   : Out == SearchOutcome::Exhausted ? "exhausted"
                                                     : "aborted")
               << " (" << Nodes << " nodes)\n";
    if (Out == SearchOutcome::Found) {
      ++R.Repaired;
      for (unsigned I = 0; I < W.Orig.size(); ++I)
        Bases[W.Orig[I]] = SubBases[I];
      return true;
    }
  }
  return true;
}

void Repairer::run(ArrayRef<uint64_t> Targets) {
  if (Targets.empty() || !M.size())
    return;
  // The margin: twice the mean lifetime hull (an assumption, measured on
  // gen_random.py problems, whose hulls are 1 to 199 steps; see
  // docs/planner-dsa.md). Times lie in [-2^61, 2^61] (the solver refuses
  // others), so a hull is at most 2^62 long; the sum saturates, and the
  // margin of at most 2^61 keeps every window end and cluster test below
  // 2^63 in magnitude.
  uint64_t HullSum = 0;
  for (const Block &Bl : M.Blocks)
    HullSum = SaturatingAdd(HullSum, uint64_t(Bl.End - Bl.Start));
  uint64_t Mean = HullSum / M.size();
  Margin = int64_t(std::clamp<uint64_t>(Mean, 1, uint64_t(1) << 60) * 2);
  ScanLimit = 16 * uint64_t(M.size()) + 1000000;
  for (auto [Lo, Hi] : clusters(Targets.front())) {
    if (outOfBudget())
      return;
    int64_t Mg = Margin;
    auto Count = [&] {
      Scanned += Index.meeting(Lo - Mg, Hi + Mg).size();
      return Index.countFree(Lo - Mg, Hi + Mg);
    };
    while (Mg > 0 && Count() > L.MaxWindowBlocks)
      Mg /= 2;
    if (Count() > L.MaxWindowBlocks)
      continue;
    Scanned += Index.meeting(Lo - Mg, Hi + Mg).size();
    ++R.Windows;
    if (!repair(Lo - Mg, Hi + Mg, Targets))
      return;
  }
}

} // namespace

void llvm::ptoplan::repairWindows(const PoolModel &M,
                                  MutableArrayRef<uint64_t> Bases,
                                  ArrayRef<uint64_t> Targets,
                                  const WindowRepairLimits &L,
                                  WindowRepairReport &R) {
  Repairer(M, Bases, L, R).run(Targets);
}

void llvm::ptoplan::lowerPeakByWindows(const PoolModel &M,
                                       MutableArrayRef<uint64_t> Bases,
                                       uint64_t LowerBound,
                                       const WindowRepairLimits &L,
                                       WindowRepairReport &R) {
  uint64_t G = std::max<uint64_t>(1, M.Granule);
  uint64_t Peak = modelPeak(M, Bases);
  SmallVector<uint64_t, 12> Targets;
  // The bound itself, then 1/1024, 1/512, ..., 1/2 above it.
  for (unsigned K = 0; K <= 10; ++K) {
    uint64_t Above = K == 0 ? 0 : LowerBound >> (11 - K);
    uint64_t T = (LowerBound + Above + G - 1) / G * G;
    if (T >= Peak)
      break;
    if (Targets.empty() || T > Targets.back())
      Targets.push_back(T);
  }
  repairWindows(M, Bases, Targets, L, R);
}
