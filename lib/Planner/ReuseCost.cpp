//===- ReuseCost.cpp - Placement under a reuse-cost objective -------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/ReuseCost.h"
#include "Planner/ReuseBounds.h"
#include "Planner/Validator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/Support/MathExtras.h"
#include <chrono>
#include <functional>
#include <tuple>

using namespace llvm;
using namespace llvm::ptoplan;

bool llvm::ptoplan::hasReuseObjective(const Problem &P) {
  return !P.ReusePenalties.empty() && is_contained(P.Objective, "reuse_cost");
}

bool llvm::ptoplan::isPenaltyActivated(const Problem &P, const Solution &S,
                                       const ReusePenalty &R) {
  if (R.First >= P.Buffers.size() || R.Second >= P.Buffers.size() ||
      R.First == R.Second || S.Placements.size() != P.Buffers.size())
    return false;
  const Placement &A = S.Placements[R.First], &B = S.Placements[R.Second];
  uint64_t SA = P.Buffers[R.First].Size, SB = P.Buffers[R.Second].Size;
  if (A.Pool != B.Pool || !SA || !SB)
    return false;
  // [A, A + SA) and [B, B + SB) intersect; written without A + SA, which
  // may not fit 64 bits.
  return A.Offset <= B.Offset ? B.Offset - A.Offset < SA
                              : A.Offset - B.Offset < SB;
}

uint64_t llvm::ptoplan::computeReuseCost(const Problem &P, const Solution &S) {
  uint64_t Cost = 0;
  for (const ReusePenalty &R : P.ReusePenalties)
    if (isPenaltyActivated(P, S, R))
      Cost = Cost > UINT64_MAX - R.Cost ? UINT64_MAX : Cost + R.Cost;
  return Cost;
}

/// Bytes beyond capacity, summed over pools: the first objective term.
static uint64_t computeOverflow(const Problem &P, const Solution &S) {
  uint64_t Over = 0;
  for (unsigned Pl = 0; Pl < P.Pools.size(); ++Pl) {
    const std::optional<uint64_t> &Cap = P.Pools[Pl].Capacity;
    uint64_t Peak = computePeak(P, S, Pl);
    if (Cap && Peak > *Cap)
      Over += Peak - *Cap;
  }
  return Over;
}

/// True if \p S breaks no rule of \p P but, possibly, its capacities.
static bool validButCapacity(const Problem &P, const Solution &S) {
  if (!S.hasPlacement())
    return false;
  return llvm::all_of(validate(P, S), [](const Violation &V) {
    return V.Kind == ViolationKind::Capacity;
  });
}

namespace {

/// (capacity overflow, reuse cost, total peak), compared lexicographically.
struct Score {
  uint64_t Overflow = UINT64_MAX, Cost = UINT64_MAX, Peak = UINT64_MAX;
  bool operator<(const Score &O) const {
    return std::tie(Overflow, Cost, Peak) <
           std::tie(O.Overflow, O.Cost, O.Peak);
  }
};

/// A penalty-aware first fit: buffers in a given order, each at the offset
/// that adds the least overflow, then the least activated penalty cost
/// against the buffers already placed, then the lowest end. Only for
/// problems whose constraints are lifetimes, separations, alignments,
/// capacities and reserved ranges (the PyPTO captures); anything else makes
/// it decline. Pipeline groups are structure, as for the peak solver: the
/// separations they imply are explicit in the problem.
class PenaltyFirstFit {
public:
  explicit PenaltyFirstFit(const Problem &P);
  bool applicable() const { return Applicable; }
  /// Places every buffer in \p Order (a permutation of the buffers).
  Solution place(ArrayRef<unsigned> Order) const;

  /// A partial placement.
  struct State {
    Solution S;
    SmallVector<bool, 0> Placed;
    SmallVector<uint64_t, 4> PoolPeak;
    SmallVector<SmallVector<unsigned, 0>, 4> InPool;
  };
  State emptyState() const;
  /// \p S without the buffers marked in \p Removed.
  State keep(const Solution &S, ArrayRef<bool> Removed) const;
  /// Places buffer \p B into \p St at its best offset; false if no pool
  /// is allowed.
  bool insert(State &St, unsigned B) const;
  /// The penalties buffer \p B takes part in: (other buffer, cost).
  ArrayRef<std::pair<unsigned, uint64_t>> penalties(unsigned B) const {
    return Pen[B];
  }

private:
  bool conflicts(unsigned A, unsigned B) const;
  bool blockedByReserved(const Pool &Po, uint64_t Off, uint64_t Size) const;

  const Problem &P;
  bool Applicable = true;
  /// Per buffer: the penalties it takes part in, as (other buffer, cost).
  SmallVector<SmallVector<std::pair<unsigned, uint64_t>, 4>, 0> Pen;
  /// Per buffer: the buffers it is separated from.
  SmallVector<SmallVector<unsigned, 4>, 0> Sep;
};

} // namespace

PenaltyFirstFit::PenaltyFirstFit(const Problem &P) : P(P) {
  if (!P.Colocations.empty() || !P.Pins.empty() ||
      !P.SameOrDisjoints.empty() || !P.TemporalExclusions.empty() ||
      P.Buffers.size() > 4096 ||
      llvm::any_of(P.Buffers, [](const Buffer &B) {
        return B.Size > (uint64_t(1) << 56) || B.Alignment > (uint64_t(1) << 40);
      })) {
    Applicable = false;
    return;
  }
  Pen.resize(P.Buffers.size());
  Sep.resize(P.Buffers.size());
  for (const ReusePenalty &R : P.ReusePenalties) {
    if (R.First >= P.Buffers.size() || R.Second >= P.Buffers.size())
      continue;
    Pen[R.First].push_back({R.Second, R.Cost});
    Pen[R.Second].push_back({R.First, R.Cost});
  }
  for (const Separation &S : P.Separations) {
    Sep[S.First].push_back(S.Second);
    Sep[S.Second].push_back(S.First);
  }
}

bool PenaltyFirstFit::conflicts(unsigned A, unsigned B) const {
  for (const LiveInterval &I : P.Buffers[A].Live)
    for (const LiveInterval &J : P.Buffers[B].Live)
      if (I.overlaps(J))
        return true;
  return is_contained(Sep[A], B);
}

bool PenaltyFirstFit::blockedByReserved(const Pool &Po, uint64_t Off,
                                        uint64_t Size) const {
  return llvm::any_of(Po.Reserved, [&](const AddressRange &R) {
    return Off < R.End && R.Begin < Off + Size;
  });
}

PenaltyFirstFit::State PenaltyFirstFit::emptyState() const {
  State St;
  St.S.Placements.resize(P.Buffers.size());
  St.Placed.assign(P.Buffers.size(), false);
  St.PoolPeak.assign(P.Pools.size(), 0);
  St.InPool.resize(P.Pools.size());
  return St;
}

PenaltyFirstFit::State
PenaltyFirstFit::keep(const Solution &S, ArrayRef<bool> Removed) const {
  State St = emptyState();
  for (unsigned B = 0; B < P.Buffers.size(); ++B) {
    if (Removed[B])
      continue;
    const Placement &Pl = S.Placements[B];
    St.S.Placements[B] = Pl;
    St.Placed[B] = true;
    St.InPool[Pl.Pool].push_back(B);
    St.PoolPeak[Pl.Pool] =
        std::max(St.PoolPeak[Pl.Pool], Pl.Offset + P.Buffers[B].Size);
  }
  return St;
}

bool PenaltyFirstFit::insert(State &St, unsigned B) const {
  const Buffer &Buf = P.Buffers[B];
  std::optional<std::tuple<uint64_t, uint64_t, uint64_t>> BestKey;
  Placement BestPl;
  for (unsigned Pl : Buf.AllowedPools) {
    const Pool &Po = P.Pools[Pl];
    uint64_t Align =
        std::max<uint64_t>(1, std::max(Buf.Alignment, Po.Alignment));
    // Candidate offsets: 0 and the aligned end of every placed buffer and
    // reserved range of the pool.
    SmallVector<uint64_t, 0> Cands = {0};
    for (unsigned O : St.InPool[Pl])
      Cands.push_back(
          alignUp(St.S.Placements[O].Offset + P.Buffers[O].Size, Align));
    for (const AddressRange &R : Po.Reserved)
      Cands.push_back(alignUp(R.End, Align));
    llvm::sort(Cands);
    Cands.erase(std::unique(Cands.begin(), Cands.end()), Cands.end());
    for (uint64_t Off : Cands) {
      if (blockedByReserved(Po, Off, Buf.Size))
        continue;
      bool Clash = false;
      uint64_t Cost = 0;
      for (unsigned O : St.InPool[Pl]) {
        uint64_t OOff = St.S.Placements[O].Offset, OSize = P.Buffers[O].Size;
        bool Share =
            Buf.Size && OSize && Off < OOff + OSize && OOff < Off + Buf.Size;
        if (!Share)
          continue;
        if (conflicts(B, O)) {
          Clash = true;
          break;
        }
        for (auto [Other, C] : Pen[B])
          if (Other == O)
            Cost += C;
      }
      if (Clash)
        continue;
      uint64_t End = Off + Buf.Size;
      uint64_t NewPeak = std::max(St.PoolPeak[Pl], End);
      uint64_t Over =
          Po.Capacity && NewPeak > *Po.Capacity ? NewPeak - *Po.Capacity : 0;
      auto Key = std::make_tuple(Over, Cost, End);
      if (!BestKey || Key < *BestKey) {
        BestKey = Key;
        BestPl = {Pl, Off};
      }
    }
  }
  if (!BestKey)
    return false;
  St.S.Placements[B] = BestPl;
  St.Placed[B] = true;
  St.InPool[BestPl.Pool].push_back(B);
  St.PoolPeak[BestPl.Pool] =
      std::max(St.PoolPeak[BestPl.Pool], BestPl.Offset + Buf.Size);
  return true;
}

Solution PenaltyFirstFit::place(ArrayRef<unsigned> Order) const {
  State St = emptyState();
  for (unsigned B : Order)
    if (!insert(St, B))
      return Solution(); // no pool allowed: the peak solver reports why
  St.S.Status = Solution::StatusKind::Feasible;
  return std::move(St.S);
}

namespace {

/// The search of solveReuseAware (see ReuseCost.h).
class ReuseSearch {
public:
  ReuseSearch(const Problem &P, const SolverOptions &Opts)
      : Orig(P), P(P), Opts(Opts), Start(std::chrono::steady_clock::now()) {}

  Solution run(SolveReport &Report, ReuseReport &Reuse);

private:
  static bool fits(const SolveReport &R) {
    return R.Status == Solution::StatusKind::Optimal ||
           R.Status == Solution::StatusKind::Feasible;
  }
  /// The problem with the penalised pairs \p Enforced as separations.
  Problem withSeparations(ArrayRef<unsigned> Enforced) const;
  /// Solves P with \p Enforced separated; the placement if it fits and is
  /// valid for P itself.
  bool outOfTime() const;
  Score score(const Solution &S) const;
  /// Keeps \p S if it scores better than the best so far.
  void offer(Solution S, const SolveReport *R);
  void greedyEnforce();
  void firstFits();
  /// Ruin and recreate around activated penalties (large-neighbourhood
  /// search), deterministic (fixed seed, bounded iterations).
  void neighbourhoodSearch();
  /// Pools of equal-size buffers whose capacity holds k of them: the
  /// placement is a choice of slot per buffer (every placement maps to a
  /// slot placement activating no more), searched exactly (branch and
  /// bound, bounded nodes); a pool searched to the end has its cost proven
  /// (PoolBound).
  void slotSearch();
  /// Raises PoolBound by the penalties every fitting placement activates.
  void forcedCost();
  /// Raises PoolBound by the Turan and hitting-set bounds (ReuseBounds.h),
  /// taking the placement the latter finds at its bound.
  void poolBounds();
  /// Raises the capacity of every pool that \p S overflows to its peak
  /// there (the least overflow found), so that the search minimises the
  /// reuse cost at that overflow. False if \p S breaks another rule.
  bool raiseCapacities(const Solution &S, const SolveReport &R);
  uint64_t poolCost(const Solution &S, unsigned Pool) const;
  uint64_t costBound() const;
  SolverOptions subOptions() const;

  /// The problem as given, and the one searched: its capacities raised
  /// where every placement found overflows (raiseCapacities).
  const Problem &Orig;
  Problem P;
  /// The first objective term: Orig's overflow is the least possible.
  bool OverflowProven = true;
  /// Per pool: a proven lower bound on its activated cost.
  SmallVector<uint64_t, 4> PoolBound;
  const SolverOptions &Opts;
  std::chrono::steady_clock::time_point Start;
  unsigned Solves = 0;
  Solution Best;
  SolveReport BestR;
  Score BestScore;
};

} // namespace

bool ReuseSearch::outOfTime() const {
  if (!Opts.BudgetMs)
    return false;
  auto Ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                std::chrono::steady_clock::now() - Start)
                .count();
  return static_cast<uint64_t>(Ms) >= *Opts.BudgetMs;
}

SolverOptions ReuseSearch::subOptions() const {
  SolverOptions SO = Opts;
  if (Opts.BudgetMs) {
    auto Ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                  std::chrono::steady_clock::now() - Start)
                  .count();
    uint64_t Left = *Opts.BudgetMs > static_cast<uint64_t>(Ms)
                        ? *Opts.BudgetMs - static_cast<uint64_t>(Ms)
                        : 0;
    // Leave room for the solves still to come; at least 1 ms.
    SO.BudgetMs = std::max<uint64_t>(1, Left / 4);
  }
  return SO;
}

Problem ReuseSearch::withSeparations(ArrayRef<unsigned> Enforced) const {
  Problem Q = P;
  for (unsigned I : Enforced) {
    const ReusePenalty &R = P.ReusePenalties[I];
    Separation S;
    S.First = R.First;
    S.Second = R.Second;
    S.Reasons.push_back(SeparationReason::CrossPipe);
    S.Detail = "reuse penalty (" + R.Reason + ") enforced";
    Q.Separations.push_back(std::move(S));
  }
  return Q;
}

Score ReuseSearch::score(const Solution &S) const {
  Score Sc;
  if (!validButCapacity(P, S))
    return Sc;
  Sc.Overflow = computeOverflow(P, S);
  Sc.Cost = computeReuseCost(P, S);
  Sc.Peak = 0;
  for (unsigned Pl = 0; Pl < P.Pools.size(); ++Pl)
    Sc.Peak += computePeak(P, S, Pl);
  return Sc;
}

void ReuseSearch::offer(Solution S, const SolveReport *R) {
  Score Sc = score(S);
  if (!(Sc < BestScore))
    return;
  BestScore = Sc;
  Best = std::move(S);
  if (R)
    BestR = *R;
}

void ReuseSearch::greedyEnforce() {
  const unsigned N = P.ReusePenalties.size();
  SmallVector<unsigned, 0> Order;
  for (unsigned I = 0; I < N; ++I)
    Order.push_back(I);
  llvm::stable_sort(Order, [&](unsigned A, unsigned B) {
    return P.ReusePenalties[A].Cost > P.ReusePenalties[B].Cost;
  });
  SmallVector<unsigned, 0> Enforced;
  SmallVector<bool, 0> IsEnforced(N, false);
  auto EnforceFree = [&] {
    for (unsigned I : Order)
      if (!IsEnforced[I] && !isPenaltyActivated(P, Best, P.ReusePenalties[I])) {
        IsEnforced[I] = true;
        Enforced.push_back(I);
      }
  };
  EnforceFree();
  for (unsigned I : Order) {
    if (IsEnforced[I] || BestScore.Cost == 0 || outOfTime())
      continue;
    Enforced.push_back(I);
    SolveReport R;
    ++Solves;
    Solution S = solve(withSeparations(Enforced), subOptions(), R);
    Score Before = BestScore;
    offer(std::move(S), &R);
    if (!(BestScore < Before)) {
      Enforced.pop_back();
      continue;
    }
    IsEnforced[I] = true;
    EnforceFree();
  }
}

void ReuseSearch::firstFits() {
  PenaltyFirstFit FF(P);
  if (!FF.applicable())
    return;
  const unsigned NB = P.Buffers.size();
  SmallVector<unsigned, 0> Ids;
  for (unsigned I = 0; I < NB; ++I)
    Ids.push_back(I);
  auto Start = [&](unsigned B) {
    return P.Buffers[B].Live.empty() ? INT64_MAX : P.Buffers[B].Live[0].Lower;
  };
  SmallVector<uint64_t, 0> Degree(NB, 0);
  for (const ReusePenalty &R : P.ReusePenalties)
    if (R.First < NB && R.Second < NB) {
      Degree[R.First] += R.Cost;
      Degree[R.Second] += R.Cost;
    }
  using Less = std::function<bool(unsigned, unsigned)>;
  Less Orders[] = {
      [&](unsigned A, unsigned B) {
        return P.Buffers[A].Size > P.Buffers[B].Size;
      },
      [&](unsigned A, unsigned B) { return Start(A) < Start(B); },
      [&](unsigned A, unsigned B) { return Degree[A] > Degree[B]; },
      [&](unsigned A, unsigned B) {
        return std::make_pair(Degree[A], P.Buffers[A].Size) >
               std::make_pair(Degree[B], P.Buffers[B].Size);
      },
  };
  for (const Less &L : Orders) {
    if (outOfTime())
      return;
    SmallVector<unsigned, 0> Order(Ids);
    llvm::stable_sort(Order, L);
    offer(FF.place(Order), nullptr);
  }
}

namespace {

/// The slot search of one pool (see ReuseSearch::slotSearch).
class SlotSearch {
public:
  SlotSearch(unsigned N, unsigned K) : N(N), K(K), Conflict(N), Pen(N) {}
  unsigned N, K;
  /// Per buffer: the buffers it may not share a slot with, and its
  /// penalties (other, cost), over local indices.
  SmallVector<SmallVector<unsigned, 8>, 0> Conflict;
  SmallVector<SmallVector<std::pair<unsigned, uint64_t>, 8>, 0> Pen;
  uint64_t NodeBudget = 2000000;
  /// A proven lower bound: the search ends (complete) once it is reached.
  uint64_t Target = 0;

  /// The cheapest slot assignment, if any; Complete when the search ended
  /// within its budget.
  std::optional<SmallVector<unsigned, 0>> run(uint64_t &Cost, bool &Complete);

private:
  SmallVector<unsigned, 0> Order, Slot, BestSlot;
  uint64_t BestCost = UINT64_MAX, Nodes = 0;
};

} // namespace

std::optional<SmallVector<unsigned, 0>> SlotSearch::run(uint64_t &Cost,
                                                        bool &Complete) {
  // Most constrained first: conflicts, then penalties.
  for (unsigned I = 0; I < N; ++I)
    Order.push_back(I);
  llvm::stable_sort(Order, [&](unsigned A, unsigned B) {
    return std::make_pair(Conflict[A].size(), Pen[A].size()) >
           std::make_pair(Conflict[B].size(), Pen[B].size());
  });
  const unsigned Unset = ~0u;
  Slot.assign(N, Unset);
  // An explicit stack: depth, the next slot to try, the cost so far, the
  // highest slot used so far (symmetry: a new slot is only the next one).
  struct Frame {
    unsigned Depth, NextSlot;
    uint64_t Cost;
    unsigned MaxUsed;
  };
  SmallVector<Frame, 0> Stack = {{0, 0, 0, 0}};
  while (!Stack.empty()) {
    Frame &F = Stack.back();
    if (F.Depth == N) {
      if (F.Cost < BestCost) {
        BestCost = F.Cost;
        BestSlot = Slot;
      }
      Stack.pop_back();
      if (BestCost <= Target)
        break;
      continue;
    }
    unsigned B = Order[F.Depth];
    unsigned Limit = std::min(K, F.MaxUsed + 1);
    if (F.NextSlot >= Limit || ++Nodes > NodeBudget) {
      Slot[B] = Unset;
      Stack.pop_back();
      if (Nodes > NodeBudget)
        break;
      continue;
    }
    unsigned S = F.NextSlot++;
    if (llvm::any_of(Conflict[B], [&](unsigned O) { return Slot[O] == S; }))
      continue;
    uint64_t C = F.Cost;
    for (auto [O, PC] : Pen[B])
      if (Slot[O] == S)
        C += PC;
    if (C >= BestCost)
      continue;
    Slot[B] = S;
    Frame Next = {F.Depth + 1, 0, C, std::max(F.MaxUsed, S + 1)};
    // Clear deeper assignments left by an earlier branch.
    for (unsigned D = F.Depth + 1; D < N; ++D)
      Slot[Order[D]] = Unset;
    Stack.push_back(Next);
  }
  Complete = Nodes <= NodeBudget;
  if (BestCost == UINT64_MAX)
    return std::nullopt;
  Cost = BestCost;
  return BestSlot;
}

/// The slot problem of pool \p Pl: its buffers (\p Members) if they all
/// have one size \p Size that every alignment divides, each allowed in this
/// pool only, and the pool has a capacity and no reserved range.
static bool slotPool(const Problem &P, unsigned Pl,
                     SmallVectorImpl<unsigned> &Members, uint64_t &Size) {
  const Pool &Po = P.Pools[Pl];
  if (!Po.Capacity || !Po.Reserved.empty())
    return false;
  Size = 0;
  for (unsigned B = 0; B < P.Buffers.size(); ++B) {
    const Buffer &Buf = P.Buffers[B];
    if (!is_contained(Buf.AllowedPools, Pl))
      continue;
    if (Buf.AllowedPools.size() != 1 || !Buf.Size ||
        (Size && Buf.Size != Size) ||
        Buf.Size % std::max<uint64_t>(1, Buf.Alignment) != 0 ||
        Buf.Size % std::max<uint64_t>(1, Po.Alignment) != 0)
      return false;
    Size = Buf.Size;
    Members.push_back(B);
  }
  return Size != 0;
}

void ReuseSearch::slotSearch() {
  if (!Best.hasPlacement() || !P.Colocations.empty() || !P.Pins.empty() ||
      !P.SameOrDisjoints.empty() || !P.TemporalExclusions.empty())
    return;
  Solution Cand = Best;
  bool Changed = false;
  for (unsigned Pl = 0; Pl < P.Pools.size() && !outOfTime(); ++Pl) {
    uint64_t Current = poolCost(Best, Pl);
    SmallVector<unsigned, 0> Members;
    uint64_t Size = 0;
    if (Current <= PoolBound[Pl] || !slotPool(P, Pl, Members, Size))
      continue;
    uint64_t K = *P.Pools[Pl].Capacity / Size;
    if (K == 0 || K > 64 || Members.size() > 64)
      continue;
    SmallVector<int, 0> Local(P.Buffers.size(), -1);
    for (auto [I, B] : enumerate(Members))
      Local[B] = int(I);
    SlotSearch SS(Members.size(), unsigned(K));
    SS.Target = PoolBound[Pl];
    for (unsigned I = 0; I < Members.size(); ++I)
      for (unsigned J = I + 1; J < Members.size(); ++J) {
        bool Live = false;
        for (const LiveInterval &X : P.Buffers[Members[I]].Live)
          for (const LiveInterval &Y : P.Buffers[Members[J]].Live)
            Live |= X.overlaps(Y);
        if (Live) {
          SS.Conflict[I].push_back(J);
          SS.Conflict[J].push_back(I);
        }
      }
    for (const Separation &Sep : P.Separations)
      if (Local[Sep.First] >= 0 && Local[Sep.Second] >= 0) {
        SS.Conflict[Local[Sep.First]].push_back(Local[Sep.Second]);
        SS.Conflict[Local[Sep.Second]].push_back(Local[Sep.First]);
      }
    for (const ReusePenalty &R : P.ReusePenalties)
      if (R.First < Local.size() && R.Second < Local.size() &&
          Local[R.First] >= 0 && Local[R.Second] >= 0 && R.First != R.Second) {
        SS.Pen[Local[R.First]].push_back({unsigned(Local[R.Second]), R.Cost});
        SS.Pen[Local[R.Second]].push_back({unsigned(Local[R.First]), R.Cost});
      }
    uint64_t Cost = 0;
    bool Complete = false;
    std::optional<SmallVector<unsigned, 0>> Slots = SS.run(Cost, Complete);
    // Every placement of the pool maps to a slot placement that activates
    // no penalty it does not: give each buffer the slot L = the length of
    // the longest chain of buffers each wholly below the next ending at it.
    // A chain of L buffers below one at offset o needs o >= L * S, so
    // L < k = floor(C / S); two buffers apart in bytes get different slots
    // (the lower one ends the longer chain), so live or separated pairs stay
    // apart and a same-slot pair shared bytes before. So a search run to
    // the end (or to the pool's bound) proves the pool's cost.
    if (Slots && Complete)
      PoolBound[Pl] = std::max(PoolBound[Pl], std::min(Cost, Current));
    if (!Slots || Cost >= Current)
      continue;
    for (auto [I, B] : enumerate(Members))
      Cand.Placements[B] = {Pl, (*Slots)[I] * Size};
    Changed = true;
  }
  if (Changed)
    offer(std::move(Cand), nullptr);
}

void ReuseSearch::neighbourhoodSearch() {
  PenaltyFirstFit FF(P);
  if (!FF.applicable() || !Best.hasPlacement())
    return;
  const unsigned NB = P.Buffers.size();
  if (NB == 0)
    return;
  uint64_t State = 0x9E3779B97F4A7C15ull; // xorshift64*, fixed seed
  auto Rand = [&](uint64_t Bound) {
    State ^= State >> 12;
    State ^= State << 25;
    State ^= State >> 27;
    return (State * 2685821657736338717ull) % Bound;
  };
  Solution Cur = Best;
  Score CurScore = BestScore;
  const unsigned Iters = std::min<unsigned>(20000, 2000000 / NB);
  const uint64_t Bound = costBound();
  for (unsigned It = 0; It < Iters && BestScore.Cost > Bound; ++It) {
    if ((It & 63) == 0 && outOfTime())
      return;
    // The activated penalties of the current placement.
    SmallVector<unsigned, 0> Active;
    for (unsigned I = 0; I < P.ReusePenalties.size(); ++I)
      if (isPenaltyActivated(P, Cur, P.ReusePenalties[I]))
        Active.push_back(I);
    if (Active.empty())
      break;
    SmallVector<bool, 0> Removed(NB, false);
    SmallVector<unsigned, 0> Order;
    auto Remove = [&](unsigned B) {
      if (!Removed[B]) {
        Removed[B] = true;
        Order.push_back(B);
      }
    };
    const ReusePenalty &R = P.ReusePenalties[Active[Rand(Active.size())]];
    Remove(R.First);
    Remove(R.Second);
    for (unsigned K = 0, E = 1 + Rand(std::min<unsigned>(6, NB)); K < E; ++K)
      Remove(Rand(NB));
    // Reinsert most-penalised first, ties at random.
    SmallVector<uint64_t, 0> Key(NB);
    for (unsigned B : Order) {
      uint64_t D = 0;
      for (auto [O, C] : FF.penalties(B))
        D += C;
      Key[B] = (std::min<uint64_t>(D, 0xFFFF) << 32) | Rand(1u << 31);
    }
    llvm::sort(Order, [&](unsigned A, unsigned B) { return Key[A] > Key[B]; });
    PenaltyFirstFit::State St = FF.keep(Cur, Removed);
    bool Ok = true;
    for (unsigned B : Order)
      Ok = Ok && FF.insert(St, B);
    if (!Ok)
      continue;
    // The placement is valid by construction; the validator runs on each
    // new best only (offer).
    Score Sc;
    Sc.Overflow = computeOverflow(P, St.S);
    Sc.Cost = computeReuseCost(P, St.S);
    Sc.Peak = 0;
    for (uint64_t Pk : St.PoolPeak)
      Sc.Peak += Pk;
    // Accept sideways moves on (overflow, cost) to leave plateaus.
    if (std::tie(Sc.Overflow, Sc.Cost) <=
        std::tie(CurScore.Overflow, CurScore.Cost)) {
      Cur = St.S;
      CurScore = Sc;
      if (Sc < BestScore)
        offer(std::move(St.S), nullptr);
    }
  }
}

uint64_t ReuseSearch::poolCost(const Solution &S, unsigned Pool) const {
  uint64_t Cost = 0;
  for (const ReusePenalty &R : P.ReusePenalties)
    if (isPenaltyActivated(P, S, R) && S.Placements[R.First].Pool == Pool)
      Cost = SaturatingAdd(Cost, R.Cost);
  return Cost;
}

uint64_t ReuseSearch::costBound() const {
  uint64_t LB = 0;
  for (uint64_t B : PoolBound)
    LB = SaturatingAdd(LB, B);
  return LB;
}

void ReuseSearch::forcedCost() {
  SmallVector<uint64_t, 4> Forced(P.Pools.size(), 0);
  for (unsigned I = 0; I < P.ReusePenalties.size() && !outOfTime(); ++I) {
    const ReusePenalty &R = P.ReusePenalties[I];
    if (!isPenaltyActivated(P, Best, R))
      continue;
    SolveReport SR;
    unsigned One[] = {I};
    ++Solves;
    solve(withSeparations(One), subOptions(), SR);
    // Proven infeasible with the pair apart: every fitting placement
    // shares bytes between them.
    unsigned Pl = Best.Placements[R.First].Pool;
    if (SR.Status == Solution::StatusKind::Infeasible)
      Forced[Pl] = SaturatingAdd(Forced[Pl], R.Cost);
  }
  for (unsigned Pl = 0; Pl < P.Pools.size(); ++Pl)
    PoolBound[Pl] = std::max(PoolBound[Pl], Forced[Pl]);
}

void ReuseSearch::poolBounds() {
  for (unsigned Pl = 0; Pl < P.Pools.size() && !outOfTime(); ++Pl) {
    if (poolCost(Best, Pl) <= PoolBound[Pl])
      continue;
    PoolBound[Pl] = std::max(PoolBound[Pl], turanBound(P, Pl));
    uint64_t Current = poolCost(Best, Pl);
    if (Current <= PoolBound[Pl])
      continue;
    PoolReuseBound HB = hittingSetBound(P, Pl, Best, Current, subOptions(),
                                        [this] { return outOfTime(); });
    Solves += HB.Solves;
    PoolBound[Pl] = std::max(PoolBound[Pl], std::min(HB.LowerBound, Current));
    if (HB.Placement)
      offer(std::move(*HB.Placement), nullptr);
  }
}

bool ReuseSearch::raiseCapacities(const Solution &S, const SolveReport &R) {
  if (!validButCapacity(P, S))
    return false;
  for (unsigned Pl = 0; Pl < P.Pools.size(); ++Pl) {
    std::optional<uint64_t> &Cap = P.Pools[Pl].Capacity;
    uint64_t Peak = computePeak(P, S, Pl);
    if (!Cap || Peak <= *Cap)
      continue;
    // The overflow is the least possible if the peak is the pool's proven
    // lower bound.
    bool AtBound = llvm::any_of(R.Pools, [&](const PoolSolveReport &PR) {
      return PR.Pool == Pl && PR.LowerBound >= Peak;
    });
    OverflowProven &= AtBound;
    Cap = Peak;
  }
  return true;
}

Solution ReuseSearch::run(SolveReport &Report, ReuseReport &Reuse) {
  PoolBound.assign(P.Pools.size(), 0);
  // Step 1: the problem as it is. If it does not fit, the first objective
  // term is the overflow: the search goes on at the least overflow found,
  // each overflowing pool's capacity raised to its peak.
  SolveReport BaseR;
  ++Solves;
  Solution Base = solve(P, Opts, BaseR);
  bool Fits = fits(BaseR) || raiseCapacities(Base, BaseR);
  OverflowProven &= Fits;
  offer(std::move(Base), &BaseR);
  // Step 2: every penalised pair kept apart.
  if (BestScore.Cost != 0) {
    SmallVector<unsigned, 0> All;
    for (unsigned I = 0; I < P.ReusePenalties.size(); ++I)
      All.push_back(I);
    SolveReport AllR;
    ++Solves;
    offer(solve(withSeparations(All), subOptions(), AllR), &AllR);
  }
  // Step 3: penalty-aware first fits, then penalties enforced one by one.
  if (BestScore.Cost != 0)
    firstFits();
  if (BestScore.Cost != 0)
    greedyEnforce();
  // Step 4: lower bounds per pool (meaningful for a placement within the
  // capacities searched): forced pairs, slot pools searched exactly, the
  // Turan and hitting-set bounds; then the neighbourhood search while the
  // cost is above them.
  if (BestScore.Cost != 0 && Fits) {
    forcedCost();
    slotSearch();
    poolBounds();
  }
  if (BestScore.Cost > costBound())
    neighbourhoodSearch();
  uint64_t LB = Fits ? costBound() : 0;

  uint64_t Overflow = computeOverflow(Orig, Best);
  Reuse.Cost = BestScore.Cost;
  Reuse.LowerBound = std::min(LB, Reuse.Cost);
  Reuse.Overflow = Overflow;
  Reuse.OverflowProven = Overflow == 0 || (Fits && OverflowProven);
  Reuse.Proven = Reuse.OverflowProven && Fits && LB >= Reuse.Cost;
  Reuse.Avoided = 0;
  for (const ReusePenalty &R : P.ReusePenalties)
    Reuse.Avoided += isPenaltyActivated(P, Best, R) ? 0 : 1;
  Reuse.Solves = Solves;
  Report = BestR;
  // The peak, bound, capacity and status are those of the problem as
  // given, not of the problem searched.
  Report.TotalPeak = BestScore.Peak;
  Report.TotalLowerBound = BaseR.TotalLowerBound;
  for (PoolSolveReport &PR : Report.Pools) {
    PR.Peak = computePeak(P, Best, PR.Pool);
    for (const PoolSolveReport &BR : BaseR.Pools) {
      if (BR.Pool != PR.Pool)
        continue;
      PR.LowerBound = BR.LowerBound;
      PR.Bound = BR.Bound;
      PR.Capacity = BR.Capacity;
      // The pool's peak status against the bound of the problem as given.
      bool Over = PR.Capacity && PR.Peak > *PR.Capacity;
      PR.Status = Over ? BR.Status
                  : PR.Peak <= PR.LowerBound ? Solution::StatusKind::Optimal
                                             : Solution::StatusKind::Feasible;
    }
  }
  Report.Violations = Overflow ? validate(Orig, Best).size() : 0;
  if (Overflow == 0)
    Report.Status = Reuse.Proven ? Solution::StatusKind::Optimal
                                 : Solution::StatusKind::Feasible;
  else
    Report.Status = BaseR.Status;
  Best.Status = Report.Status;
  return std::move(Best);
}

Solution llvm::ptoplan::solveReuseAware(const Problem &P,
                                        const SolverOptions &Opts,
                                        SolveReport &Report,
                                        ReuseReport &Reuse) {
  return ReuseSearch(P, Opts).run(Report, Reuse);
}
