//===- Solver.cpp - Joint placement solvers (dsa) -------------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The driver: checks the problem for contradictions, assigns flexible
/// colocation components to pools, and per pool runs the requested solvers,
/// accepting a candidate only if it lowers the peak and the independent
/// validator finds nothing wrong with it (capacity overflow aside, which the
/// status reports). The exact search minimises the peak by a sequence of
/// decision searches: first at the lower bound, then sweeps of targets down
/// from the incumbent (or the capacity) under doubling node allowances,
/// each probe resuming where an earlier one at its target stopped; without
/// a capacity the gap to the bound is first halved while probes succeed,
/// and the bound gets half of what the sweeps spend. A pool too large for it
/// (implicit co-live conflicts) gets first fit and then the exact search on
/// time windows of that placement (WindowRepair.h).
///
//===----------------------------------------------------------------------===//

#include "Planner/Solver.h"
#include "Planner/Components.h"
#include "Planner/Solvers/ExactSearch.h"
#include "Planner/Solvers/Greedy.h"
#include "Planner/Solvers/PoolModel.h"
#include "Planner/Solvers/WindowRepair.h"
#include "Planner/Validator.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Format.h"
#include <algorithm>
#include <chrono>

using namespace llvm;
using namespace llvm::ptoplan;

using Clock = std::chrono::steady_clock;

ArrayRef<StringRef> llvm::ptoplan::getSolverNames() {
  static const StringRef Names[] = {"auto", "baseline", "portfolio", "exact"};
  return Names;
}

namespace {

double msSince(Clock::time_point T) {
  return std::chrono::duration<double, std::milli>(Clock::now() - T).count();
}

/// One pool's buffers as a stand-alone problem, for validating candidates.
struct PoolView {
  Problem Sub;
  /// Sub buffer index -> original buffer index.
  SmallVector<unsigned, 0> Orig;
};

PoolView makePoolView(const Problem &P, ArrayRef<unsigned> Buffers,
                      unsigned PoolIdx) {
  PoolView V;
  V.Sub.Pools.push_back(P.Pools[PoolIdx]);
  DenseMap<unsigned, unsigned> Map;
  for (unsigned B : Buffers) {
    Buffer Copy = P.Buffers[B];
    Copy.AllowedPools = {0};
    Map[B] = V.Sub.Buffers.size();
    V.Sub.Buffers.push_back(std::move(Copy));
    V.Orig.push_back(B);
  }
  auto Both = [&](unsigned A, unsigned B) {
    return Map.count(A) && Map.count(B);
  };
  for (const Separation &S : P.Separations)
    if (Both(S.First, S.Second)) {
      Separation C = S;
      C.First = Map[S.First];
      C.Second = Map[S.Second];
      V.Sub.Separations.push_back(std::move(C));
    }
  for (const Colocation &C : P.Colocations)
    if (Both(C.First, C.Second))
      V.Sub.Colocations.push_back({Map[C.First], Map[C.Second], C.Offset});
  for (const SameOrDisjoint &SD : P.SameOrDisjoints)
    if (Both(SD.First, SD.Second))
      V.Sub.SameOrDisjoints.push_back(
          {Map[SD.First], Map[SD.Second], SD.Detail});
  for (const Pin &Pn : P.Pins)
    if (Map.count(Pn.Buffer) && Pn.Pool == PoolIdx)
      V.Sub.Pins.push_back(
          {Map[Pn.Buffer], 0, Pn.Offset, Pn.ExclusiveForAllTime});
  return V;
}

/// Placement-dependent violations other than capacity overflow.
bool hasDefects(const Problem &P, const Solution &S) {
  for (const Violation &V : validate(P, S))
    if (V.Kind != ViolationKind::Capacity &&
        V.Kind != ViolationKind::TemporalExclusion)
      return true;
  return false;
}

/// Search nodes of the window repair of a pool with implicit co-live
/// conflicts, per window and in all (assumptions, measured on
/// gen_random.py problems; see docs/planner-dsa.md). Fixed, so the
/// placement does not depend on the budget unless its deadline cuts it.
constexpr uint64_t WindowRepairNodesPerWindow = 5000;
constexpr uint64_t WindowRepairNodes = 400000;

/// Without a capacity, the exact search gives the lower bound 1 / this of
/// what its sweeps spend (an assumption measured on MiniMalloc A-K under a
/// node budget of 10^6: J's sweeps need 5.2*10^5 nodes to reach with its
/// capacity 1032192, and E's bound 1.9*10^5; half of the budget for the
/// bound, given up front, left J at 1035264).
constexpr uint64_t BoundShareDivisor = 2;

struct Budget {
  uint64_t Nodes = 0;
  std::optional<Clock::time_point> Deadline;
};

/// Solves one pool.
class PoolSolver {
public:
  PoolSolver(const Problem &P, const ColocationComponents &CC,
             const PoolModel &M, const PoolView &View, PoolSolveReport &R,
             Clock::time_point Start)
      : P(P), CC(CC), M(M), View(View), R(R), Start(Start) {}

  void run(StringRef Solver, Budget B, const SolverOptions &Opts);
  raw_ostream *Trace = nullptr;
  const std::function<void(const SolveProgress &)> *Progress = nullptr;

  /// Bases of the accepted placement.
  ArrayRef<uint64_t> bases() const { return Best; }
  double foundAtMs() const { return FoundAt; }
  uint64_t nodesUsed() const { return NodesUsed; }

private:
  bool offer(ArrayRef<uint64_t> Bases, StringRef Method);
  bool atBound() const { return HaveBest && Peak <= R.LowerBound; }
  void runPortfolio();
  void runExact(Budget B);
  bool repairAndOffer(ArrayRef<uint64_t> Bases, StringRef Method, Budget B);
  /// Set if the portfolio's placement of a pool with implicit co-live
  /// conflicts is to be repaired by windows before it is offered.
  std::optional<Budget> RepairBudget;
  bool fits(uint64_t Peak) const { return !M.Capacity || Peak <= *M.Capacity; }
  void report() const {
    if (Progress && *Progress)
      (*Progress)({P.Pools[M.Pool].Name, HaveBest ? Peak : 0, R.LowerBound,
                   msSince(Start), NodesUsed});
  }
  bool pastDeadline() const { return Deadline && Clock::now() >= *Deadline; }

  const Problem &P;
  const ColocationComponents &CC;
  const PoolModel &M;
  const PoolView &View;
  PoolSolveReport &R;
  Clock::time_point Start;

  bool HaveBest = false;
  SmallVector<uint64_t, 0> Best;
  uint64_t Peak = 0;
  double FoundAt = 0;
  uint64_t NodesUsed = 0;
  bool ProvenInfeasible = false;
  std::optional<Clock::time_point> Deadline;
};

bool PoolSolver::offer(ArrayRef<uint64_t> Bases, StringRef Method) {
  if (Bases.size() != M.size()) {
    // A placer stopped at the deadline.
    R.CutPhases.push_back(Method.str());
    if (Trace)
      *Trace << "  [" << format("%9.3f", msSince(Start)) << " ms] pool "
             << P.Pools[M.Pool].Name << ": " << Method
             << " stopped at the deadline\n";
    return false;
  }
  uint64_t NewPeak = modelPeak(M, Bases);
  if (Trace)
    *Trace << "  [" << format("%9.3f", msSince(Start)) << " ms] pool "
           << P.Pools[M.Pool].Name << ": " << Method << " peak=" << NewPeak
           << "\n";
  if (HaveBest && NewPeak >= Peak)
    return false;
  // Validate on the pool's own view of the problem.
  Solution Sub;
  Sub.Placements.resize(View.Sub.Buffers.size());
  Solution Full;
  Full.Placements.resize(P.Buffers.size());
  writeBlockPlacements(M, CC, Bases, Full);
  for (unsigned I = 0; I < View.Orig.size(); ++I)
    Sub.Placements[I] = {0, Full.Placements[View.Orig[I]].Offset};
  if (hasDefects(View.Sub, Sub))
    return false;
  HaveBest = true;
  Best.assign(Bases.begin(), Bases.end());
  Peak = NewPeak;
  R.Method = Method.str();
  FoundAt = msSince(Start);
  R.Improvements.push_back({FoundAt, Peak});
  report();
  return true;
}

void PoolSolver::runPortfolio() {
  // A pool with implicit co-live conflicts (some 40,000 buffers and more)
  // gets one placer: first fit by extent class and start, which visits the
  // pool in time order (the time index's queries stay in cache) and packs
  // closer to the bound there than any other order of the portfolio
  // (docs/planner-dsa.md). It always completes, so the result does not
  // depend on the deadline.
  if (M.ImplicitCoLive) {
    SmallVector<uint64_t, 0> Bases =
        placeFirstFit(M, orderBlocks(M, BlockOrder::ClassStart));
    // With a window repair to follow, only its result is validated (a
    // validation of 10^6 buffers costs about a tenth of the first fit),
    // unless the repair changes nothing or its result is refused.
    if (!RepairBudget || !repairAndOffer(Bases, "first-fit/class", *RepairBudget))
      offer(Bases, "first-fit/class");
    return;
  }
  static const BlockOrder Orders[] = {
      BlockOrder::SizeDesc,     BlockOrder::AreaDesc,  BlockOrder::LengthDesc,
      BlockOrder::TotalDesc,    BlockOrder::StartAsc,  BlockOrder::ConflictDesc,
      BlockOrder::ClassStart};
  // Each placer runs only while the deadline allows (the first always runs:
  // the solve must return a placement).
  auto Stop = [&] { return atBound() || (HaveBest && pastDeadline()); };
  for (BlockOrder O : Orders) {
    if (Stop())
      return;
    SmallVector<unsigned, 0> Order = orderBlocks(M, O);
    // The first placement of all must complete.
    offer(placeFirstFit(M, Order, HaveBest ? Deadline : std::nullopt),
          ("first-fit/" + getBlockOrderName(O)).str());
    if (Stop())
      return;
    offer(placeBestFit(M, Order, Deadline),
          ("best-fit/" + getBlockOrderName(O)).str());
    if (Stop())
      return;
    if (O == BlockOrder::SizeDesc || O == BlockOrder::AreaDesc ||
        O == BlockOrder::TotalDesc)
      offer(placeSkyline(M, Order, Deadline),
            ("skyline/" + getBlockOrderName(O)).str());
  }
}

void PoolSolver::runExact(Budget B) {
  ExactSearch Search(M);
  uint64_t G = std::max<uint64_t>(1, M.Granule);
  auto RoundDown = [&](uint64_t V) { return V / G * G; };
  // Lo: lowest target not refuted by an exhausted search.
  uint64_t Lo = R.LowerBound;
  uint64_t Remaining = B.Nodes;
  SmallVector<uint64_t, 0> Bases;
  // Nodes spent so far at each target whose probes gave up; its next probe
  // resumes there (ExactSearch keeps the restart schedule per target).
  DenseMap<uint64_t, uint64_t> SpentAt;
  auto OutOfBudget = [&] {
    return Remaining == 0 || (B.Deadline && Clock::now() >= *B.Deadline);
  };
  // One decision search; returns its outcome after bookkeeping.
  auto Probe = [&](uint64_t Target, uint64_t Allowance,
                   std::optional<Clock::time_point> Until = std::nullopt) {
    SearchLimits L;
    L.NodeBudget = std::min(Allowance, Remaining);
    L.Deadline = Until ? Until : B.Deadline;
    uint64_t Before = Search.nodes();
    SearchOutcome Out = Search.decide(Target, L, Bases);
    uint64_t Spent = Search.nodes() - Before;
    NodesUsed += Spent;
    Remaining -= std::min(Remaining, std::max<uint64_t>(Spent, 1));
    if (Trace)
      *Trace << "  [" << format("%9.3f", msSince(Start)) << " ms] pool "
             << P.Pools[M.Pool].Name << ": probe " << Target << " -> "
             << (Out == SearchOutcome::Found       ? "found"
                 : Out == SearchOutcome::Exhausted ? "exhausted"
                                                   : "aborted")
             << " (" << Spent << " nodes)\n";
    if (Out == SearchOutcome::Aborted)
      SpentAt[Target] += Spent;
    if (Out == SearchOutcome::Found) {
      offer(Bases, "exact");
    } else if (Out == SearchOutcome::Exhausted) {
      // Nothing fits within Target.
      if (M.Complete) {
        R.LowerBound = std::max(R.LowerBound, Target + G);
        if (M.Capacity && Target >= *M.Capacity)
          ProvenInfeasible = true;
      }
      Lo = std::max(Lo, Target + G);
    }
    report();
    return Out;
  };
  auto TopTarget = [&] {
    uint64_t Hi = RoundDown(Peak - 1); // Strictly better than the incumbent.
    if (M.Capacity && *M.Capacity >= Lo)
      Hi = std::min(Hi, RoundDown(*M.Capacity));
    return Hi;
  };

  // How hard a target is does not grow monotonically as it drops: a tighter
  // capacity also prunes harder, and on MiniMalloc's D a search with 343
  // nodes packs below targets that 40000 nodes cannot. So the search sweeps
  // down from just below the incumbent with a small node allowance per
  // target, carries on past targets it gives up on, jumps below each
  // placement it finds, and doubles the allowance for the next sweep. A
  // sweep visits at most 64 targets. A probe that gives up resumes where it
  // stopped when its target comes again (ExactSearch keeps its restart
  // schedule per target), so a sweep at twice the allowance costs each
  // revisited target only the difference (without resuming, the sweeps of
  // MiniMalloc J's capacity run repeated 45% of their nodes).
  uint64_t Allowance = std::max<uint64_t>(2000, 12 * M.size());
  if (Peak > Lo && TopTarget() >= Lo) {
    if (TopTarget() == Lo) {
      Probe(Lo, Remaining);
    } else if (!M.Capacity && B.Deadline) {
      // No capacity and a wall-clock budget: the bound first gets half of
      // the time. Nodes may be dear on a loaded machine, and the shares
      // below would reach MiniMalloc E's and F's bounds only after the
      // deadline (at 10 s on a machine loaded 5 times over: 1118208 and
      // 1107968 for 1048576; this probe reaches them in 3.3 s). The probe
      // resumes later if it gives up.
      auto Now = Clock::now();
      Probe(Lo, Remaining == UINT64_MAX ? Remaining : Remaining / 2,
            Now >= *B.Deadline ? Now : Now + (*B.Deadline - Now) / 2);
    } else {
      Probe(Lo, Allowance);
    }
  }
  // Without a capacity below the incumbent, the gap between the bound and
  // the next target is then halved while probes find placements there: the
  // first targets come down to where the search starts to struggle in a
  // few probes, where one granule below each placement would take a probe
  // per granule (92000 nodes from the portfolio's peak down to MiniMalloc
  // J's capacity). A capacity below the incumbent is such a first target
  // already.
  bool CapacityBelow = M.Capacity && *M.Capacity < Peak;
  while (!CapacityBelow && Peak > Lo && !OutOfBudget() &&
         TopTarget() >= Lo + 2 * G &&
         Probe(Lo + (TopTarget() - Lo) / 2 / G * G, Allowance) ==
             SearchOutcome::Found) {
  }
  // A capacity says which target matters. Without one the bound is the
  // target to aim for: most instances pack there (MiniMalloc's A, B, E, F,
  // I and K, with 10^4 to 2*10^5 nodes), and the sweeps do not reach it
  // with their small allowances (they stall 3 to 7% above it: a tighter
  // target prunes harder). But where the bound is out of reach (D, J) the
  // sweeps need the budget. So without a capacity the bound gets half of
  // what the sweeps spend (a third of the budget; it resumes, so nothing is
  // repeated), in pieces of at least half of what it had so far (a piece
  // then outlasts the restart run it resumes, about a sixth of that, which
  // a smaller one would cut and repeat), as soon as the sweeps have spent
  // twice that since the last; the sweeps start at once from the
  // incumbent, as from a capacity.
  bool BoundShare = !M.Capacity;
  uint64_t SweptSinceBound = 0;
  auto ShareBound = [&](uint64_t Swept) {
    if (!BoundShare)
      return;
    SweptSinceBound += Swept;
    uint64_t Share = SweptSinceBound / BoundShareDivisor;
    if (Peak <= Lo || TopTarget() <= Lo || OutOfBudget() ||
        Share < std::max(Allowance, SpentAt.lookup(Lo) / 2))
      return;
    SweptSinceBound = 0;
    Probe(Lo, Share);
  };
  // A proof by search that the capacity cannot be met does not stop the
  // search: the overflow (the peak) is still minimised. (A bound above the
  // capacity never gets here; see run().)
  while (Peak > Lo && !OutOfBudget()) {
    uint64_t Hi = TopTarget();
    if (Hi < Lo)
      break;
    uint64_t Step = std::max(G, RoundDown((Hi - Lo) / 64));
    // Alone: a single target left may use everything.
    for (uint64_t T = Hi; Peak > Lo && T >= Lo && !OutOfBudget();) {
      // A target revisited gets what it lacks of this sweep's allowance.
      uint64_t Had = SpentAt.lookup(T);
      uint64_t Before = NodesUsed;
      SearchOutcome Out = SearchOutcome::Aborted;
      if (Lo == Hi)
        Out = Probe(T, Remaining);
      else if (Had < Allowance)
        Out = Probe(T, Allowance - Had);
      if (Out == SearchOutcome::Exhausted)
        break; // Everything below T is refuted as well.
      ShareBound(NodesUsed - Before);
      if (Out == SearchOutcome::Found) {
        T = TopTarget();
        continue;
      }
      if (T < Lo + Step)
        break;
      T -= Step;
    }
    Allowance = Allowance > UINT64_MAX / 2 ? UINT64_MAX : Allowance * 2;
  }
}

/// Repairs \p Bases (placed by \p Method) by windows and offers the result;
/// false if the repair changed nothing or its result was refused.
bool PoolSolver::repairAndOffer(ArrayRef<uint64_t> Bases, StringRef Method,
                                Budget B) {
  uint64_t FirstPeak = modelPeak(M, Bases);
  if (Trace)
    *Trace << "  [" << format("%9.3f", msSince(Start)) << " ms] pool "
           << P.Pools[M.Pool].Name << ": " << Method << " peak=" << FirstPeak
           << "\n";
  if (FirstPeak <= R.LowerBound || (HaveBest && FirstPeak >= Peak))
    return false;
  WindowRepairLimits L;
  L.TotalNodes = std::min(B.Nodes, WindowRepairNodes);
  L.WindowNodes = WindowRepairNodesPerWindow;
  L.Deadline = Deadline;
  L.Trace = Trace;
  WindowRepairReport WR;
  SmallVector<uint64_t, 0> Repaired(Bases.begin(), Bases.end());
  lowerPeakByWindows(M, Repaired, R.LowerBound, L, WR);
  NodesUsed += WR.Nodes;
  if (Trace)
    *Trace << "  [" << format("%9.3f", msSince(Start)) << " ms] pool "
           << P.Pools[M.Pool].Name << ": window repair: " << WR.Repaired
           << " of " << WR.Windows << " windows re-packed (" << WR.Nodes
           << " nodes)\n";
  if (WR.Cut)
    R.CutPhases.push_back("window-repair");
  return WR.Repaired && offer(Repaired, (Method + "+windows").str());
}

void PoolSolver::run(StringRef Solver, Budget B, const SolverOptions &Opts) {
  R.Blocks = M.size();
  Deadline = B.Deadline;
  // The whole of a pool with implicit co-live conflicts is beyond the exact
  // search; its windows are not (WindowRepair.h).
  bool Windows = (Solver == "exact" || Solver == "auto") && M.ImplicitCoLive;
  if (Solver == "baseline" || Solver == "exact") {
    SmallVector<uint64_t, 0> Bases =
        placeFirstFit(M, orderBlocks(M, BlockOrder::SizeDesc));
    if (!Windows || !repairAndOffer(Bases, "first-fit/size", B))
      offer(Bases, "first-fit/size");
  } else {
    if (Windows)
      RepairBudget = B;
    runPortfolio();
  }
  // A bound above the capacity proves the pool infeasible at once: no
  // search is spent on the overflow (the heuristics' placement is kept).
  // The exact search needs listed conflicts (PoolModel::ImplicitCoLive).
  bool BoundRefutes = M.Capacity && R.LowerBound > *M.Capacity;
  if ((Solver == "exact" || Solver == "auto") && !atBound() && !BoundRefutes &&
      !M.ImplicitCoLive && !pastDeadline()) {
    runExact(B);
    if (!atBound() && pastDeadline())
      R.CutPhases.push_back("exact");
  } else if (Trace && M.ImplicitCoLive && Solver != "baseline" && !atBound())
    *Trace << "  pool " << P.Pools[M.Pool].Name
           << ": no exact search of the whole pool (co-live conflicts implicit)\n";
  if (!HaveBest) {
    // Only possible if the validator rejects everything (a contradictory
    // pool): fall back to the baseline as a best effort.
    SmallVector<uint64_t, 0> Bases =
        placeFirstFit(M, orderBlocks(M, BlockOrder::SizeDesc));
    Best = Bases;
    Peak = modelPeak(M, Bases);
    HaveBest = true;
    R.Method = "first-fit/size (unvalidated)";
  }
  R.Peak = Peak;
  R.Nodes = NodesUsed;
  bool Fits = fits(Peak);
  if (M.Capacity && R.LowerBound > *M.Capacity)
    ProvenInfeasible = true;
  if (Fits)
    R.Status = Peak <= R.LowerBound ? Solution::StatusKind::Optimal
                                    : Solution::StatusKind::Feasible;
  else
    R.Status = ProvenInfeasible ? Solution::StatusKind::Infeasible
                                : Solution::StatusKind::Unknown;
}

/// Checks what makes a problem infeasible whatever the placement.
void findContradictions(const Problem &P, const ColocationComponents &CC,
                        SmallVectorImpl<std::string> &Out) {
  auto Name = [&](unsigned B) { return "'" + P.Buffers[B].Name + "'"; };
  for (unsigned C = 0; C < CC.size(); ++C) {
    unsigned First = CC.Members[C].front();
    if (!CC.Consistent[C])
      Out.push_back("colocations around buffer " + Name(First) +
                    " imply contradictory offsets");
    if (!CC.PinsConsistent[C])
      Out.push_back("pins of the colocation component of buffer " +
                    Name(First) + " contradict each other");
    if (CC.AllowedPools[C].empty())
      Out.push_back("buffer " + Name(First) + " and its colocated buffers " +
                    "have no pool in common");
    for (unsigned Pl : CC.AllowedPools[C])
      if (!computeBaseAlignment(P, CC, C, Pl).Satisfiable)
        Out.push_back("no offset satisfies the alignments of buffer " +
                      Name(First) + " and its colocated buffers");
  }
  // Pinned buffers are fixed: they must fit their alignment, avoid reserved
  // bytes and not collide with each other.
  struct Fixed {
    unsigned Buf, Pool;
    uint64_t Begin, End;
  };
  SmallVector<Fixed, 0> Pinned;
  for (unsigned C = 0; C < CC.size(); ++C) {
    if (!CC.PinnedBase[C] || !CC.PinsConsistent[C])
      continue;
    unsigned Pl = CC.PinnedPool[C];
    for (unsigned B : CC.Members[C]) {
      uint64_t Begin = *CC.PinnedBase[C] + CC.RelOffset[B];
      const Buffer &Buf = P.Buffers[B];
      uint64_t Align = lcmSaturating(std::max<uint64_t>(1, Buf.Alignment),
                                     P.Pools[Pl].Alignment);
      if (Begin % Align)
        Out.push_back("pinned buffer " + Name(B) + " is not aligned to " +
                      std::to_string(Align));
      if (!Buf.Size)
        continue;
      for (const AddressRange &R : P.Pools[Pl].Reserved)
        if (R.Begin < Begin + Buf.Size && Begin < R.End)
          Out.push_back("pinned buffer " + Name(B) +
                        " lies on reserved bytes of pool '" + P.Pools[Pl].Name +
                        "'");
      Pinned.push_back({B, Pl, Begin, Begin + Buf.Size});
    }
  }
  DenseSet<std::pair<unsigned, unsigned>> Separated;
  for (const Separation &Sep : P.Separations)
    Separated.insert(
        {std::min(Sep.First, Sep.Second), std::max(Sep.First, Sep.Second)});
  DenseSet<unsigned> Exclusive;
  for (const Pin &Pn : P.Pins)
    if (Pn.ExclusiveForAllTime)
      Exclusive.insert(Pn.Buffer);
  for (size_t I = 0; I < Pinned.size(); ++I)
    for (size_t J = I + 1; J < Pinned.size(); ++J) {
      const Fixed &A = Pinned[I], &B = Pinned[J];
      if (A.Pool != B.Pool || A.End <= B.Begin || B.End <= A.Begin ||
          CC.ComponentOf[A.Buf] == CC.ComponentOf[B.Buf])
        continue;
      bool Together = any_of(P.Buffers[A.Buf].Live, [&](const LiveInterval &X) {
        return any_of(P.Buffers[B.Buf].Live,
                      [&](const LiveInterval &Y) { return X.overlaps(Y); });
      });
      if (Together || Exclusive.count(A.Buf) || Exclusive.count(B.Buf) ||
          Separated.count({std::min(A.Buf, B.Buf), std::max(A.Buf, B.Buf)}))
        Out.push_back("pinned buffers " + Name(A.Buf) + " and " + Name(B.Buf) +
                      " share bytes they may not share");
    }
  for (const Separation &Sep : P.Separations) {
    if (Sep.First >= P.Buffers.size() || Sep.Second >= P.Buffers.size())
      continue;
    unsigned C = CC.ComponentOf[Sep.First];
    if (C != CC.ComponentOf[Sep.Second] || !CC.Consistent[C])
      continue;
    uint64_t A = CC.RelOffset[Sep.First], B = CC.RelOffset[Sep.Second];
    if (P.Buffers[Sep.First].Size && P.Buffers[Sep.Second].Size &&
        A < B + P.Buffers[Sep.Second].Size && B < A + P.Buffers[Sep.First].Size)
      Out.push_back("buffers " + Name(Sep.First) + " and " + Name(Sep.Second) +
                    " are separated, but their " +
                    "colocations put them on common bytes");
  }
  for (const SameOrDisjoint &SD : P.SameOrDisjoints) {
    if (SD.First >= P.Buffers.size() || SD.Second >= P.Buffers.size())
      continue;
    unsigned C = CC.ComponentOf[SD.First];
    if (C != CC.ComponentOf[SD.Second] || !CC.Consistent[C])
      continue;
    // Colocated: their relative offset is fixed; it must be 0 or apart.
    uint64_t A = CC.RelOffset[SD.First], B = CC.RelOffset[SD.Second];
    if (A != B && A < B + P.Buffers[SD.Second].Size &&
        B < A + P.Buffers[SD.First].Size)
      Out.push_back("buffers " + Name(SD.First) + " and " + Name(SD.Second) +
                    " must share an address or no byte, but their "
                    "colocations overlap them from different bases");
  }
  for (const TemporalExclusion &T : P.TemporalExclusions) {
    if (T.First >= P.Buffers.size() || T.Second >= P.Buffers.size())
      continue;
    for (const LiveInterval &A : P.Buffers[T.First].Live)
      for (const LiveInterval &B : P.Buffers[T.Second].Live)
        if (A.overlaps(B)) {
          Out.push_back("temporally exclusive buffers " + Name(T.First) +
                        " and " + Name(T.Second) + " are live together");
          goto NextExclusion;
        }
  NextExclusion:;
  }
}

/// Returns why \p P's byte quantities are beyond the planner's arithmetic,
/// if they are.
std::optional<std::string> tooLargeToPlan(const Problem &P) {
  constexpr uint64_t MaxBytes = 1ull << 56, MaxTotal = 1ull << 60;
  uint64_t Total = 0;
  for (const Buffer &B : P.Buffers) {
    if (B.Size > MaxBytes)
      return "buffer '" + B.Name + "' has a size above 2^56";
    // Alignments combine by least common multiples, kept below 2^40.
    for (unsigned Pl : B.AllowedPools)
      if (lcmSaturating(std::max<uint64_t>(1, B.Alignment),
                        std::max<uint64_t>(1, P.Pools[Pl].Alignment)) >=
          (1ull << 40))
        return "buffer '" + B.Name + "' needs an alignment of 2^40 or more";
    Total += B.Size + B.Alignment;
    if (Total > MaxTotal)
      return std::string("the buffers' sizes add up to more than 2^60");
  }
  for (const Pool &Pl : P.Pools) {
    if (Pl.Alignment > MaxBytes || (Pl.Capacity && *Pl.Capacity > MaxTotal))
      return "pool '" + Pl.Name +
             "' has a capacity above 2^60 or an "
             "alignment above 2^56";
    for (const AddressRange &R : Pl.Reserved)
      if (R.End > MaxTotal)
        return "a reserved range of pool '" + Pl.Name + "' ends above 2^60";
  }
  for (const Pin &Pn : P.Pins)
    if (Pn.Offset > MaxTotal)
      return "buffer '" + P.Buffers[Pn.Buffer].Name + "' is pinned above 2^60";
  // A chain of colocations sums its offsets (computeColocationComponents):
  // bounding the sum of their magnitudes bounds every chain.
  uint64_t ColocationSpan = 0;
  for (const Colocation &C : P.Colocations) {
    if (C.Offset > int64_t(MaxBytes) || C.Offset < -int64_t(MaxBytes))
      return "the colocation offset " + std::to_string(C.Offset) +
             " exceeds 2^56";
    ColocationSpan += uint64_t(C.Offset < 0 ? -C.Offset : C.Offset);
    if (ColocationSpan > MaxTotal)
      return std::string("the colocation offsets' magnitudes add up to more "
                         "than 2^60");
  }
  // Interval lengths and sweeps subtract and compare ends (PoolModel,
  // LowerBound): the readers' limit of 2^61 keeps them in range.
  for (const Buffer &B : P.Buffers)
    for (const LiveInterval &L : B.Live)
      if (L.Lower < -ProblemLimits::MaxTime || L.Lower > ProblemLimits::MaxTime ||
          L.Upper < -ProblemLimits::MaxTime || L.Upper > ProblemLimits::MaxTime)
        return "the live interval [" + std::to_string(L.Lower) + ", " +
               std::to_string(L.Upper) + ") of buffer '" + B.Name +
               "' leaves the limits [-2^61, 2^61]";
  return std::nullopt;
}

/// Chooses a pool for every component: fixed ones keep theirs, flexible ones
/// go greedily (largest first) to the allowed pool with the most headroom.
SmallVector<unsigned, 0> assignPools(const Problem &P,
                                     const ColocationComponents &CC) {
  unsigned NC = CC.size();
  SmallVector<unsigned, 0> PoolOf(NC, 0);
  SmallVector<unsigned, 0> Flexible;
  for (unsigned C = 0; C < NC; ++C) {
    if (CC.AllowedPools[C].empty()) {
      // Contradiction (reported); keep the first member's first pool.
      const Buffer &B = P.Buffers[CC.Members[C].front()];
      PoolOf[C] = B.AllowedPools.empty() ? 0 : B.AllowedPools.front();
    } else {
      PoolOf[C] = CC.AllowedPools[C].front();
      if (CC.AllowedPools[C].size() > 1)
        Flexible.push_back(C);
    }
  }
  if (Flexible.empty())
    return PoolOf;
  // Load profile per pool over time points of fixed components.
  SmallVector<SmallVector<std::tuple<int64_t, int64_t, uint64_t>, 0>, 4> Load(
      P.Pools.size());
  auto Hull = [&](unsigned C) {
    int64_t Lo = INT64_MAX, Hi = INT64_MIN;
    for (unsigned B : CC.Members[C])
      for (const LiveInterval &I : P.Buffers[B].Live)
        if (!I.empty())
          Lo = std::min(Lo, I.Lower), Hi = std::max(Hi, I.Upper);
    return std::make_pair(Lo, Hi);
  };
  for (unsigned C = 0; C < NC; ++C)
    if (CC.AllowedPools[C].size() == 1) {
      auto [Lo, Hi] = Hull(C);
      if (Lo < Hi)
        Load[PoolOf[C]].push_back({Lo, Hi, CC.Extent[C]});
    }
  auto PeakOver = [&](unsigned Pl, int64_t Lo, int64_t Hi) {
    // Max load at any start point within [Lo, Hi).
    uint64_t Max = 0;
    SmallVector<int64_t, 16> Points = {Lo};
    for (auto &[A, B, S] : Load[Pl])
      if (A >= Lo && A < Hi)
        Points.push_back(A);
    for (int64_t T : Points) {
      uint64_t Sum = 0;
      for (auto &[A, B, S] : Load[Pl])
        if (A <= T && T < B)
          Sum += S;
      Max = std::max(Max, Sum);
    }
    return Max;
  };
  llvm::stable_sort(Flexible, [&](unsigned A, unsigned B) {
    return CC.Extent[A] > CC.Extent[B];
  });
  for (unsigned C : Flexible) {
    auto [Lo, Hi] = Hull(C);
    unsigned BestPool = CC.AllowedPools[C].front();
    long double BestScore = 0;
    bool First = true;
    for (unsigned Pl : CC.AllowedPools[C]) {
      uint64_t Need = PeakOver(Pl, Lo, Hi) + CC.Extent[C];
      std::optional<uint64_t> Cap = P.Pools[Pl].Capacity;
      long double Score = Cap ? (long double)Need / std::max<uint64_t>(1, *Cap)
                              : (long double)Need / 1e18L;
      if (First || Score < BestScore) {
        BestScore = Score;
        BestPool = Pl;
        First = false;
      }
    }
    PoolOf[C] = BestPool;
    if (Lo < Hi)
      Load[BestPool].push_back({Lo, Hi, CC.Extent[C]});
  }
  return PoolOf;
}

} // namespace

Solution llvm::ptoplan::solve(const Problem &P, const SolverOptions &Opts) {
  SolveReport R;
  return solve(P, Opts, R);
}

Solution llvm::ptoplan::solve(const Problem &In, const SolverOptions &Opts,
                              SolveReport &Report) {
  Clock::time_point Start = Clock::now();
  Report = SolveReport();
  Problem P = In;
  if (Opts.Capacity)
    for (Pool &Pl : P.Pools)
      Pl.Capacity = Opts.Capacity;
  StringRef Solver = Opts.Solver;
  if (!is_contained(getSolverNames(), Solver))
    Solver = "auto";

  // Drop references to buffers or pools that do not exist (programmatic
  // problems only; the readers reject them).
  unsigned NB = P.Buffers.size(), NP = P.Pools.size();
  auto BadPair = [&](unsigned A, unsigned B) { return A >= NB || B >= NB; };
  erase_if(P.Separations,
           [&](const Separation &S) { return BadPair(S.First, S.Second); });
  erase_if(P.Colocations,
           [&](const Colocation &C) { return BadPair(C.First, C.Second); });
  erase_if(P.SameOrDisjoints, [&](const SameOrDisjoint &SD) {
    return BadPair(SD.First, SD.Second);
  });
  erase_if(P.Pins,
           [&](const Pin &Pn) { return Pn.Buffer >= NB || Pn.Pool >= NP; });
  for (Buffer &B : P.Buffers)
    erase_if(B.AllowedPools, [&](unsigned Pl) { return Pl >= NP; });

  Solution S;
  S.Placements.resize(NB);
  if (NP == 0) {
    Report.Contradictions.push_back("the problem has no pool");
    Report.Status = Solution::StatusKind::Infeasible;
    S.Placements.clear();
    Report.TimeMs = msSince(Start);
    return S;
  }

  // Keep every sum the solvers form well inside 64 bits.
  if (std::optional<std::string> Why = tooLargeToPlan(P)) {
    Report.Unsupported.push_back(*Why);
    for (unsigned B = 0; B < NB; ++B)
      S.Placements[B] = {P.Buffers[B].AllowedPools.empty()
                             ? 0u
                             : P.Buffers[B].AllowedPools.front(),
                         0};
    for (unsigned Pl = 0; Pl < NP; ++Pl)
      Report.TotalPeak += computePeak(P, S, Pl);
    Report.Violations = validate(P, S).size();
    Report.Status = S.Status = Solution::StatusKind::Unknown;
    Report.TimeMs = msSince(Start);
    return S;
  }

  ColocationComponents CC = computeColocationComponents(P);
  findContradictions(P, CC, Report.Contradictions);
  SmallVector<unsigned, 0> PoolOf = assignPools(P, CC);

  uint64_t NodeBudget =
      Opts.NodeBudget
          ? *Opts.NodeBudget
          : (Opts.BudgetMs ? UINT64_MAX : SolverOptions::DefaultNodeBudget);
  std::optional<Clock::time_point> Deadline;
  if (Opts.BudgetMs)
    Deadline = Start + std::chrono::milliseconds(*Opts.BudgetMs);

  BoundOptions BO;
  BO.CliqueNodeBudget = Opts.CliqueNodeBudget;
  for (unsigned Pl = 0; Pl < NP; ++Pl) {
    PoolSolveReport PR;
    PR.Pool = Pl;
    PR.Capacity = P.Pools[Pl].Capacity;
    PR.Bound = computePoolBound(P, Pl, BO);
    PoolModel M = buildPoolModel(P, CC, PoolOf, Pl, P.Pools[Pl].Capacity);
    uint64_t G = std::max<uint64_t>(1, M.Granule);
    PR.LowerBound = (PR.Bound.get() + G - 1) / G * G;
    SmallVector<unsigned, 0> PoolBuffers;
    for (unsigned C = 0; C < CC.size(); ++C)
      if (PoolOf[C] == Pl)
        PoolBuffers.append(CC.Members[C].begin(), CC.Members[C].end());
    llvm::sort(PoolBuffers);
    PR.Buffers = PoolBuffers.size();
    PoolView View = makePoolView(P, PoolBuffers, Pl);
    // Share what is left among this and the remaining pools.
    unsigned Left = NP - Pl;
    Budget B;
    B.Nodes = NodeBudget == UINT64_MAX ? UINT64_MAX : NodeBudget / Left;
    if (Deadline) {
      auto Now = Clock::now();
      B.Deadline = Now >= *Deadline ? Now : Now + (*Deadline - Now) / Left;
    }
    PoolSolver PS(P, CC, M, View, PR, Start);
    PS.Trace = Opts.Trace;
    PS.Progress = &Opts.Progress;
    PS.run(Solver, B, Opts);
    writeBlockPlacements(M, CC, PS.bases(), S);
    if (NodeBudget != UINT64_MAX)
      NodeBudget -= std::min(NodeBudget, PS.nodesUsed());
    Report.Nodes += PS.nodesUsed();
    Report.TimeToBestMs = std::max(Report.TimeToBestMs, PS.foundAtMs());
    Report.Pools.push_back(std::move(PR));
  }

  // Overall status.
  bool AnyInfeasible = !Report.Contradictions.empty();
  bool AnyUnknown = false, AllOptimal = true;
  for (const PoolSolveReport &PR : Report.Pools) {
    Report.TotalPeak += PR.Peak;
    Report.TotalLowerBound += PR.LowerBound;
    AnyInfeasible |= PR.Status == Solution::StatusKind::Infeasible;
    AnyUnknown |= PR.Status == Solution::StatusKind::Unknown;
    AllOptimal &= PR.Status == Solution::StatusKind::Optimal;
  }
  Report.Violations = validate(P, S).size();
  if (AnyInfeasible)
    Report.Status = Solution::StatusKind::Infeasible;
  else if (AnyUnknown || Report.Violations)
    Report.Status = Solution::StatusKind::Unknown;
  else if (AllOptimal)
    Report.Status = Solution::StatusKind::Optimal;
  else
    Report.Status = Solution::StatusKind::Feasible;
  S.Status = Report.Status;
  Report.TimeMs = msSince(Start);
  return S;
}
