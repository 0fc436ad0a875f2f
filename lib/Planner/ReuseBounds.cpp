//===- ReuseBounds.cpp - Exact bounds on the reuse cost of one pool -------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/ReuseBounds.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::ptoplan;

std::optional<uint64_t> llvm::ptoplan::minCostHittingSet(
    ArrayRef<uint64_t> Cores, ArrayRef<uint64_t> Cost, uint64_t NodeBudget,
    bool &Complete) {
  Complete = true;
  if (is_contained(Cores, uint64_t(0)))
    return std::nullopt;
  auto Sum = [&](uint64_t Mask) {
    uint64_t S = 0;
    for (unsigned E = 0; E < Cost.size(); ++E)
      if (Mask >> E & 1)
        S = SaturatingAdd(S, Cost[E]);
    return S;
  };
  // The unhit core with the fewest allowed elements; ~0 if all are hit.
  auto Branch = [&](uint64_t Chosen, uint64_t Forbidden) -> uint64_t {
    uint64_t Pick = ~uint64_t(0);
    for (uint64_t C : Cores)
      if (!(C & Chosen) &&
          (Pick == ~uint64_t(0) ||
           llvm::popcount(C & ~Forbidden) < llvm::popcount(Pick)))
        Pick = C & ~Forbidden;
    return Pick;
  };
  uint64_t BestMask = 0, BestCost = UINT64_MAX;
  for (uint64_t C : Cores)
    BestMask |= C;
  BestCost = Sum(BestMask);
  // An explicit stack: the chosen and forbidden elements, their cost, the
  // core elements still to branch on and those already tried (forbidden in
  // the later branches, so each hitting set is reached once).
  struct Frame {
    uint64_t Chosen, Forbidden, Cost, Remaining, Tried;
  };
  uint64_t Root = Branch(0, 0);
  if (Root == ~uint64_t(0))
    return uint64_t(0);
  SmallVector<Frame, 0> Stack = {{0, 0, 0, Root, 0}};
  uint64_t Nodes = 0;
  while (!Stack.empty()) {
    Frame &F = Stack.back();
    if (!F.Remaining) {
      Stack.pop_back();
      continue;
    }
    // The cheapest element left (lowest index on ties).
    unsigned E = 0;
    for (unsigned I = 0; I < Cost.size(); ++I)
      if ((F.Remaining >> I & 1) &&
          (!(F.Remaining >> E & 1) || Cost[I] < Cost[E]))
        E = I;
    F.Remaining &= ~(uint64_t(1) << E);
    Frame Child = {F.Chosen | uint64_t(1) << E, F.Forbidden | F.Tried,
                   SaturatingAdd(F.Cost, Cost[E]), 0, 0};
    F.Tried |= uint64_t(1) << E;
    if (Child.Cost >= BestCost)
      continue;
    if (++Nodes > NodeBudget) {
      Complete = false;
      break;
    }
    uint64_t Next = Branch(Child.Chosen, Child.Forbidden);
    if (Next == ~uint64_t(0)) {
      BestCost = Child.Cost;
      BestMask = Child.Chosen;
      continue;
    }
    if (!Next)
      continue; // a core every element of which is forbidden
    Child.Remaining = Next;
    Stack.push_back(Child);
  }
  return BestMask;
}

namespace {

/// The buffers and the activatable penalties of one pool.
struct PoolView {
  unsigned Pool = 0;
  SmallVector<unsigned, 0> Members;
  SmallVector<int, 0> Local;
  /// Penalties (indices into Problem::ReusePenalties) that a placement can
  /// activate: positive cost, both buffers in the pool, never live
  /// together, not separated.
  SmallVector<unsigned, 0> Pens;
  bool Ok = false;
};

bool liveTogether(const Buffer &A, const Buffer &B) {
  for (const LiveInterval &I : A.Live)
    for (const LiveInterval &J : B.Live)
      if (I.overlaps(J))
        return true;
  return false;
}

DenseSet<std::pair<unsigned, unsigned>> separatedPairs(const Problem &P) {
  DenseSet<std::pair<unsigned, unsigned>> S;
  for (const Separation &Sep : P.Separations)
    S.insert({std::min(Sep.First, Sep.Second), std::max(Sep.First, Sep.Second)});
  return S;
}

PoolView makePoolView(const Problem &P, unsigned Pool, size_t MaxPens) {
  PoolView V;
  V.Pool = Pool;
  if (!P.Colocations.empty() || !P.Pins.empty() ||
      !P.SameOrDisjoints.empty() || !P.TemporalExclusions.empty())
    return V;
  V.Local.assign(P.Buffers.size(), -1);
  for (unsigned B = 0; B < P.Buffers.size(); ++B) {
    const Buffer &Buf = P.Buffers[B];
    if (!is_contained(Buf.AllowedPools, Pool))
      continue;
    if (Buf.AllowedPools.size() != 1)
      return V;
    V.Local[B] = int(V.Members.size());
    V.Members.push_back(B);
  }
  auto Sep = separatedPairs(P);
  for (auto [I, R] : enumerate(P.ReusePenalties)) {
    if (R.First >= P.Buffers.size() || R.Second >= P.Buffers.size() ||
        R.First == R.Second || !R.Cost || V.Local[R.First] < 0 ||
        V.Local[R.Second] < 0 ||
        liveTogether(P.Buffers[R.First], P.Buffers[R.Second]) ||
        Sep.contains({std::min(R.First, R.Second), std::max(R.First, R.Second)}))
      continue;
    V.Pens.push_back(I);
  }
  V.Ok = V.Pens.size() <= MaxPens;
  return V;
}

/// The pool alone, with the penalties of \p Enforced (a mask over V.Pens)
/// as separations.
Problem poolProblem(const Problem &P, const PoolView &V, uint64_t Enforced) {
  Problem Q;
  Q.Instance = P.Instance;
  Q.Pools.push_back(P.Pools[V.Pool]);
  for (unsigned B : V.Members) {
    Buffer Buf = P.Buffers[B];
    Buf.AllowedPools = {0};
    Q.Buffers.push_back(std::move(Buf));
  }
  for (const Separation &S : P.Separations)
    if (S.First < V.Local.size() && S.Second < V.Local.size() &&
        V.Local[S.First] >= 0 && V.Local[S.Second] >= 0) {
      Separation T = S;
      T.First = V.Local[S.First];
      T.Second = V.Local[S.Second];
      Q.Separations.push_back(std::move(T));
    }
  for (unsigned E = 0; E < V.Pens.size(); ++E) {
    if (!(Enforced >> E & 1))
      continue;
    const ReusePenalty &R = P.ReusePenalties[V.Pens[E]];
    Separation T;
    T.First = V.Local[R.First];
    T.Second = V.Local[R.Second];
    T.Reasons.push_back(SeparationReason::CrossPipe);
    T.Detail = "reuse penalty (" + R.Reason + ") enforced";
    Q.Separations.push_back(std::move(T));
  }
  return Q;
}

enum class Verdict { Fits, Infeasible, Unknown };

} // namespace

PoolReuseBound llvm::ptoplan::hittingSetBound(
    const Problem &P, unsigned Pool, const Solution &Best, uint64_t Incumbent,
    const SolverOptions &Opts, const std::function<bool()> &OutOfTime) {
  PoolReuseBound Out;
  PoolView V = makePoolView(P, Pool, 64);
  if (!V.Ok || V.Pens.empty() || !Best.hasPlacement())
    return Out;
  const unsigned N = V.Pens.size();
  const uint64_t All = N == 64 ? ~uint64_t(0) : (uint64_t(1) << N) - 1;
  SmallVector<uint64_t, 0> Cost;
  for (unsigned I : V.Pens)
    Cost.push_back(P.ReusePenalties[I].Cost);
  const unsigned MaxSolves = 4000;
  Solution Found;
  auto Oracle = [&](uint64_t Enforced) {
    ++Out.Solves;
    SolveReport R;
    Solution S = solve(poolProblem(P, V, Enforced), Opts, R);
    if (R.Status == Solution::StatusKind::Infeasible)
      return Verdict::Infeasible;
    if (R.Status != Solution::StatusKind::Optimal &&
        R.Status != Solution::StatusKind::Feasible)
      return Verdict::Unknown;
    Found = std::move(S);
    return Verdict::Fits;
  };
  SmallVector<uint64_t, 0> Cores;
  while (!OutOfTime() && Out.Solves < MaxSolves) {
    bool Complete = false;
    std::optional<uint64_t> H = minCostHittingSet(Cores, Cost, 1u << 20,
                                                  Complete);
    if (!H || !Complete)
      break;
    uint64_t C = 0;
    for (unsigned E = 0; E < N; ++E)
      if (*H >> E & 1)
        C = SaturatingAdd(C, Cost[E]);
    Out.LowerBound = std::max(Out.LowerBound, C);
    if (Out.LowerBound >= Incumbent)
      break;
    uint64_t Core = All & ~*H;
    Verdict Vd = Oracle(Core);
    if (Vd == Verdict::Fits) {
      // Every pair outside H is apart: the cost is at most cost(H), the
      // bound. Put the pool's placement into the incumbent's.
      Solution S = Best;
      for (auto [L, B] : enumerate(V.Members))
        S.Placements[B] = {Pool, Found.Placements[L].Offset};
      Out.Placement = std::move(S);
      break;
    }
    if (Vd == Verdict::Unknown || !Core)
      break;
    // Shrink the core by deletion: drop each pair whose separation is not
    // needed for the infeasibility.
    for (unsigned E = 0; E < N && !OutOfTime() && Out.Solves < MaxSolves; ++E)
      if ((Core >> E & 1) && Oracle(Core & ~(uint64_t(1) << E)) ==
                                 Verdict::Infeasible)
        Core &= ~(uint64_t(1) << E);
    Cores.push_back(Core);
    ++Out.Cores;
  }
  return Out;
}

/// Pairs of n items in k balanced groups that share a group.
static uint64_t turanPairs(uint64_t N, uint64_t K) {
  uint64_t Q = N / K, R = N % K;
  return R * ((Q + 1) * Q / 2) + (K - R) * (Q * (Q - 1) / 2);
}

uint64_t llvm::ptoplan::turanBound(const Problem &P, unsigned Pool) {
  PoolView V = makePoolView(P, Pool, SIZE_MAX);
  const unsigned N = V.Members.size();
  if (!V.Ok || V.Pens.empty() || N > 512 || !P.Pools[Pool].Capacity)
    return 0;
  uint64_t Size = P.Buffers[V.Members[0]].Size;
  if (!Size || llvm::any_of(V.Members, [&](unsigned B) {
        return P.Buffers[B].Size != Size;
      }))
    return 0;
  uint64_t K = *P.Pools[Pool].Capacity / Size;
  if (!K)
    return 0;
  // Per local pair: may not share bytes (Apart), or the summed cost of its
  // penalties (Pen).
  auto Sep = separatedPairs(P);
  SmallVector<SmallVector<bool, 0>, 0> Apart(N, SmallVector<bool, 0>(N));
  SmallVector<SmallVector<uint64_t, 0>, 0> Pen(N, SmallVector<uint64_t, 0>(N));
  for (unsigned I = 0; I < N; ++I)
    for (unsigned J = I + 1; J < N; ++J) {
      unsigned A = V.Members[I], B = V.Members[J];
      Apart[I][J] = Apart[J][I] =
          liveTogether(P.Buffers[A], P.Buffers[B]) ||
          Sep.contains({std::min(A, B), std::max(A, B)});
    }
  for (unsigned I : V.Pens) {
    const ReusePenalty &R = P.ReusePenalties[I];
    unsigned A = V.Local[R.First], B = V.Local[R.Second];
    Pen[A][B] = Pen[B][A] = SaturatingAdd(Pen[A][B], R.Cost);
  }
  auto Linked = [&](unsigned I, unsigned J) { return Apart[I][J] || Pen[I][J]; };
  // Greedy sets W from every seed, most linked buffers first.
  SmallVector<unsigned, 0> Degree(N, 0), Order;
  for (unsigned I = 0; I < N; ++I) {
    for (unsigned J = 0; J < N; ++J)
      Degree[I] += I != J && Linked(I, J);
    Order.push_back(I);
  }
  llvm::stable_sort(Order,
                    [&](unsigned A, unsigned B) { return Degree[A] > Degree[B]; });
  uint64_t BestBound = 0;
  for (unsigned Seed = 0; Seed < N; ++Seed) {
    SmallVector<unsigned, 0> W = {Seed};
    for (unsigned I : Order)
      if (I != Seed &&
          llvm::all_of(W, [&](unsigned J) { return Linked(I, J); }))
        W.push_back(I);
    uint64_t MinPen = UINT64_MAX;
    for (unsigned I = 0; I < W.size(); ++I)
      for (unsigned J = I + 1; J < W.size(); ++J)
        if (!Apart[W[I]][W[J]])
          MinPen = std::min(MinPen, Pen[W[I]][W[J]]);
    if (MinPen == UINT64_MAX)
      continue;
    // Same-slot pairs of W are never Apart pairs, so each is penalised.
    BestBound = std::max(BestBound,
                         SaturatingMultiply(MinPen, turanPairs(W.size(), K)));
  }
  return BestBound;
}
