//===- PyptoPacker.cpp - PyPTO-compatible whole-buffer packing ------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/PyptoPacker.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <numeric>

using namespace llvm;
using namespace llvm::ptoplan;

namespace {

/// A colocation group placed as one block.
struct Root {
  unsigned Leader = 0;
  unsigned Pool = 0;
  uint64_t Size = 0;
  uint64_t Alignment = 1;
  /// Sorted, disjoint union of the members' intervals.
  SmallVector<LiveInterval, 2> Live;
  /// Members with their offsets relative to the root's base.
  SmallVector<std::pair<unsigned, uint64_t>, 1> Members;
  /// Fixed base offset when a member is pinned.
  std::optional<uint64_t> PinnedBase;
  bool PinnedExclusive = false;
  int64_t start() const { return Live.empty() ? 0 : Live.front().Lower; }
};

/// One whole buffer: its size is fixed by its first root.
struct Arena {
  uint64_t Size = 0;
  uint64_t Alignment = 1;
  /// Roots in the arena with their offset inside it.
  SmallVector<std::pair<unsigned, uint64_t>, 4> Roots;
  /// Union of the members' lifetimes (for the fast whole-buffer test).
  SmallVector<LiveInterval, 4> Live;
  bool Pinned = false;
  uint64_t Base = 0;
};

/// Whether two sorted lists of disjoint intervals overlap. An arena's list
/// grows with every root it takes, so a short list is looked up in a long
/// one by binary search rather than walked beside it.
bool overlaps(ArrayRef<LiveInterval> A, ArrayRef<LiveInterval> B) {
  if (A.size() < B.size())
    std::swap(A, B);
  if (A.size() > 8 * B.size()) {
    for (const LiveInterval &J : B) {
      // The first interval of A ending after J starts (Upper increases).
      const LiveInterval *I = llvm::partition_point(
          A, [&](const LiveInterval &X) { return X.Upper <= J.Lower; });
      if (I != A.end() && I->overlaps(J))
        return true;
    }
    return false;
  }
  const LiveInterval *I = A.begin(), *J = B.begin();
  while (I != A.end() && J != B.end()) {
    if (I->overlaps(*J))
      return true;
    if (I->Upper <= J->Upper)
      ++I;
    else
      ++J;
  }
  return false;
}

/// Dst := the union of Dst and Src, both sorted by start, coalescing
/// intervals that overlap or touch. Linear in the two lengths.
void mergeInto(SmallVectorImpl<LiveInterval> &Dst, ArrayRef<LiveInterval> Src) {
  if (Src.size() <= 4) {
    // A few intervals into a long list: each replaces the run of intervals
    // it overlaps or touches, in place.
    for (LiveInterval I : Src) {
      auto First = llvm::partition_point(
          Dst, [&](const LiveInterval &X) { return X.Upper < I.Lower; });
      auto Last = First;
      while (Last != Dst.end() && Last->Lower <= I.Upper) {
        I.Lower = std::min(I.Lower, Last->Lower);
        I.Upper = std::max(I.Upper, Last->Upper);
        ++Last;
      }
      if (First == Last) {
        Dst.insert(First, I);
      } else {
        *First = I;
        Dst.erase(First + 1, Last);
      }
    }
    return;
  }
  SmallVector<LiveInterval, 8> All;
  All.reserve(Dst.size() + Src.size());
  std::merge(Dst.begin(), Dst.end(), Src.begin(), Src.end(),
             std::back_inserter(All),
             [](const LiveInterval &L, const LiveInterval &R) {
               return L.Lower < R.Lower;
             });
  Dst.clear();
  for (const LiveInterval &I : All) {
    if (!Dst.empty() && I.Lower <= Dst.back().Upper)
      Dst.back().Upper = std::max(Dst.back().Upper, I.Upper);
    else
      Dst.push_back(I);
  }
}

class Packer {
public:
  Packer(const Problem &P, const PyptoOptions &Opts) : P(P), Opts(Opts) {}
  Expected<PyptoResult> run();

private:
  const Problem &P;
  const PyptoOptions &Opts;
  SmallVector<Root, 0> Roots;
  SmallVector<unsigned, 0> RootOf;
  /// Separated root pairs (smaller index first), and each root's partners.
  DenseSet<std::pair<unsigned, unsigned>> Separated;
  SmallVector<SmallVector<unsigned, 2>, 0> SepOf;
  /// Same-or-disjoint links of each root: the partner root and both
  /// members' extents relative to their roots.
  struct SoDLink {
    unsigned Other;
    uint64_t MyRel, MySize, OtherRel, OtherSize;
  };
  SmallVector<SmallVector<SoDLink, 2>, 0> SoD;
  /// Where each root of the pool being packed sits: its arena (-1 before
  /// it is placed) and its offset there.
  mutable SmallVector<int, 0> ArenaOf;
  mutable SmallVector<uint64_t, 0> OffsetIn;
  /// Whether root \p R at offset \p At of arena \p Idx keeps every
  /// same-or-disjoint pair at one offset or apart.
  bool sodOk(unsigned R, uint64_t At, int Idx) const {
    for (const SoDLink &L : SoD[R])
      if (ArenaOf[L.Other] == Idx) {
        uint64_t X = At + L.MyRel, Y = OffsetIn[L.Other] + L.OtherRel;
        if (X != Y && X < Y + L.OtherSize && Y < X + L.MySize)
          return false;
      }
    return true;
  }

  Error buildRoots();
  bool conflict(unsigned A, unsigned B) const {
    if (A == B)
      return false;
    if (Separated.count({std::min(A, B), std::max(A, B)}))
      return true;
    return overlaps(Roots[A].Live, Roots[B].Live);
  }
  /// Packs the roots of \p Pool into arenas; with \p SubRegions, a root may
  /// also take an aligned hole inside an arena.
  SmallVector<Arena, 8> packPool(unsigned Pool, ArrayRef<unsigned> Order,
                                 bool SubRegions) const;
  /// Assigns arena bases; returns the peak.
  uint64_t assignBases(unsigned Pool, MutableArrayRef<Arena> Arenas) const;
};

} // namespace

Error Packer::buildRoots() {
  unsigned N = P.Buffers.size();
  // Weighted union-find: Parent[i], Off[i] = offset(i) - offset(Parent[i]).
  SmallVector<unsigned, 0> Parent(N);
  SmallVector<int64_t, 0> Off(N, 0);
  std::iota(Parent.begin(), Parent.end(), 0u);
  auto Find = [&](unsigned X) {
    // Path compression keeping offsets.
    SmallVector<unsigned, 8> Path;
    while (Parent[X] != X) {
      Path.push_back(X);
      X = Parent[X];
    }
    for (auto It = Path.rbegin(); It != Path.rend(); ++It) {
      unsigned Y = *It;
      if (Parent[Y] != X) {
        Off[Y] += Off[Parent[Y]];
        Parent[Y] = X;
      }
    }
    return X;
  };
  for (const Colocation &C : P.Colocations) {
    if (C.First >= N || C.Second >= N)
      return createStringError("colocation names an unknown buffer");
    unsigned A = Find(C.First), B = Find(C.Second);
    // Want offset(Second) - offset(First) == C.Offset.
    int64_t OA = Off[C.First], OB = Off[C.Second];
    if (A == B) {
      if (OB - OA != C.Offset)
        return createStringError(
            "inconsistent colocation offsets between '" +
            P.Buffers[C.First].Name + "' and '" + P.Buffers[C.Second].Name +
            "'");
      continue;
    }
    // Attach B's tree under A: offset(B root) = OA + C.Offset - OB.
    Parent[B] = A;
    Off[B] = OA + C.Offset - OB;
  }

  RootOf.assign(N, ~0u);
  DenseMap<unsigned, unsigned> RootIndex;
  for (unsigned I = 0; I != N; ++I) {
    unsigned R = Find(I);
    auto [It, Inserted] = RootIndex.try_emplace(R, Roots.size());
    if (Inserted) {
      Roots.emplace_back();
      Roots.back().Leader = I;
    }
    RootOf[I] = It->second;
  }
  // Members and extents.
  SmallVector<int64_t, 0> MinOff(Roots.size(), INT64_MAX);
  for (unsigned I = 0; I != N; ++I) {
    Find(I);
    MinOff[RootOf[I]] = std::min(MinOff[RootOf[I]], Off[I]);
  }
  for (unsigned I = 0; I != N; ++I) {
    const Buffer &B = P.Buffers[I];
    Root &R = Roots[RootOf[I]];
    uint64_t Rel = uint64_t(Off[I] - MinOff[RootOf[I]]);
    unsigned Pool = B.AllowedPools.empty() ? 0 : B.AllowedPools.front();
    if (R.Members.empty())
      R.Pool = Pool;
    else if (R.Pool != Pool)
      return createStringError("colocated buffers '" +
                               P.Buffers[R.Leader].Name + "' and '" + B.Name +
                               "' are in different pools");
    R.Members.push_back({I, Rel});
    R.Size = std::max(R.Size, Rel + B.Size);
    R.Alignment = std::max(R.Alignment, B.Alignment);
    mergeInto(R.Live, B.Live);
  }
  for (const Pin &Pn : P.Pins) {
    if (Pn.Buffer >= N)
      return createStringError("pin names an unknown buffer");
    Root &R = Roots[RootOf[Pn.Buffer]];
    uint64_t Rel = 0;
    for (auto [M, O] : R.Members)
      if (M == Pn.Buffer)
        Rel = O;
    if (Pn.Offset < Rel)
      return createStringError("pin of '" + P.Buffers[Pn.Buffer].Name +
                               "' puts its group below address 0");
    uint64_t Base = Pn.Offset - Rel;
    if (R.PinnedBase && *R.PinnedBase != Base)
      return createStringError("conflicting pins in the group of '" +
                               P.Buffers[Pn.Buffer].Name + "'");
    R.PinnedBase = Base;
    R.PinnedExclusive |= Pn.ExclusiveForAllTime;
  }
  SepOf.assign(Roots.size(), {});
  for (const Separation &S : P.Separations) {
    if (S.First >= N || S.Second >= N)
      return createStringError("separation names an unknown buffer");
    unsigned A = RootOf[S.First], B = RootOf[S.Second];
    if (A == B)
      return createStringError("buffers '" + P.Buffers[S.First].Name +
                               "' and '" + P.Buffers[S.Second].Name +
                               "' must be apart (" + S.Detail +
                               ") but share one colocation group");
    if (Separated.insert({std::min(A, B), std::max(A, B)}).second) {
      SepOf[A].push_back(B);
      SepOf[B].push_back(A);
    }
  }
  SoD.assign(Roots.size(), {});
  auto RelOf = [&](unsigned B) {
    for (auto [M, O] : Roots[RootOf[B]].Members)
      if (M == B)
        return O;
    return uint64_t(0);
  };
  for (const SameOrDisjoint &SD : P.SameOrDisjoints) {
    if (SD.First >= N || SD.Second >= N)
      return createStringError("same-or-disjoint pair names an unknown "
                               "buffer");
    unsigned A = RootOf[SD.First], B = RootOf[SD.Second];
    if (A == B)
      continue;
    uint64_t RA = RelOf(SD.First), RB = RelOf(SD.Second);
    uint64_t SA = P.Buffers[SD.First].Size, SB = P.Buffers[SD.Second].Size;
    SoD[A].push_back({B, RA, SA, RB, SB});
    SoD[B].push_back({A, RB, SB, RA, SA});
  }
  return Error::success();
}

SmallVector<Arena, 8> Packer::packPool(unsigned Pool, ArrayRef<unsigned> Order,
                                       bool SubRegions) const {
  SmallVector<Arena, 8> Arenas;
  ArenaOf.assign(Roots.size(), -1);
  OffsetIn.assign(Roots.size(), 0);
  auto Put = [&](Arena &A, int Idx, unsigned R, uint64_t At) {
    A.Roots.push_back({R, At});
    ArenaOf[R] = Idx;
    OffsetIn[R] = At;
  };
  for (unsigned R : Order) {
    const Root &RR = Roots[R];
    if (RR.PinnedBase) {
      // A pinned group keeps its own arena; nobody joins it.
      Arena A;
      A.Size = RR.Size;
      A.Alignment = RR.Alignment;
      Put(A, Arenas.size(), R, 0);
      A.Live.assign(RR.Live.begin(), RR.Live.end());
      A.Pinned = true;
      A.Base = *RR.PinnedBase;
      Arenas.push_back(std::move(A));
      continue;
    }
    bool Fixed = SubRegions && llvm::any_of(RR.Members, [&](const auto &M) {
                   return M.first < Opts.NoSubRegion.size() &&
                          Opts.NoSubRegion[M.first];
                 });
    bool Placed = false;
    for (auto [Idx, A] : enumerate(Arenas)) {
      if (A.Pinned || RR.Size > A.Size)
        continue;
      // Whole-buffer join: every member may share with R.
      if (!overlaps(A.Live, RR.Live) &&
          llvm::none_of(SepOf[R],
                        [&, Idx = Idx](unsigned M) {
                          return ArenaOf[M] == int(Idx);
                        }) &&
          sodOk(R, 0, Idx)) {
        Put(A, Idx, R, 0);
        mergeInto(A.Live, RR.Live);
        Placed = true;
        break;
      }
      if (!SubRegions || Fixed)
        continue;
      // Sub-region: the lowest aligned hole of the arena not blocked by a
      // member R may not share bytes with.
      SmallVector<std::pair<uint64_t, uint64_t>, 8> Blocked;
      for (auto [M, O] : A.Roots)
        if (conflict(M, R))
          Blocked.push_back({O, O + Roots[M].Size});
      llvm::sort(Blocked);
      uint64_t Align = std::max<uint64_t>(
          {RR.Alignment, P.Pools[Pool].Alignment, uint64_t(1)});
      // Same-or-disjoint partners block their bytes too, except that the
      // root may sit exactly on them.
      for (const SoDLink &L : SoD[R])
        if (ArenaOf[L.Other] == int(Idx))
          Blocked.push_back(
              {OffsetIn[L.Other], OffsetIn[L.Other] + Roots[L.Other].Size});
      llvm::sort(Blocked);
      uint64_t Cand = 0;
      for (auto [B, E] : Blocked) {
        if (Cand + RR.Size <= B)
          break;
        Cand = std::max(Cand, alignUp(E, Align));
      }
      if (Cand + RR.Size <= A.Size && sodOk(R, Cand, Idx)) {
        Put(A, Idx, R, Cand);
        mergeInto(A.Live, RR.Live);
        Placed = true;
        break;
      }
    }
    if (!Placed) {
      Arena A;
      A.Size = RR.Size;
      A.Alignment = RR.Alignment;
      Put(A, Arenas.size(), R, 0);
      A.Live.assign(RR.Live.begin(), RR.Live.end());
      Arenas.push_back(std::move(A));
    }
  }
  return Arenas;
}

uint64_t Packer::assignBases(unsigned Pool, MutableArrayRef<Arena> Arenas)
    const {
  uint64_t PoolAlign = std::max<uint64_t>(P.Pools[Pool].Alignment, 1);
  // Ranges that bumped arenas must avoid: pinned arenas and reserved ranges.
  SmallVector<std::pair<uint64_t, uint64_t>, 8> Avoid;
  for (const AddressRange &R : P.Pools[Pool].Reserved)
    Avoid.push_back({R.Begin, R.End});
  for (const Arena &A : Arenas)
    if (A.Pinned)
      Avoid.push_back({A.Base, A.Base + A.Size});
  llvm::sort(Avoid);
  uint64_t Cursor = 0, Peak = 0;
  for (Arena &A : Arenas) {
    if (A.Pinned) {
      Peak = std::max(Peak, A.Base + A.Size);
      continue;
    }
    uint64_t Align = std::max(PoolAlign, A.Alignment);
    uint64_t Base = alignUp(Cursor, Align);
    for (auto [B, E] : Avoid)
      if (Base < E && B < Base + A.Size)
        Base = alignUp(E, Align);
    A.Base = Base;
    Cursor = Base + A.Size;
    Peak = std::max(Peak, Cursor);
  }
  return Peak;
}

Expected<PyptoResult> Packer::run() {
  if (Error E = buildRoots())
    return std::move(E);
  PyptoResult Res;
  Res.RootOf = RootOf;
  Res.Pools.resize(P.Pools.size());
  Res.Sol.Placements.resize(P.Buffers.size());
  bool AllFit = true;

  for (unsigned Pool = 0, E = P.Pools.size(); Pool != E; ++Pool) {
    SmallVector<unsigned, 0> Order;
    for (unsigned R = 0; R != Roots.size(); ++R)
      if (Roots[R].Pool == Pool)
        Order.push_back(R);
    // Largest first; ties by earlier start, then by index (deterministic).
    llvm::stable_sort(Order, [&](unsigned A, unsigned B) {
      if (Roots[A].Size != Roots[B].Size)
        return Roots[A].Size > Roots[B].Size;
      if (Roots[A].start() != Roots[B].start())
        return Roots[A].start() < Roots[B].start();
      return A < B;
    });

    SmallVector<Arena, 8> Arenas = packPool(Pool, Order, false);
    uint64_t Peak = assignBases(Pool, Arenas);
    std::optional<uint64_t> Cap = P.Pools[Pool].Capacity;
    bool Retry = Opts.SubRegionRetry && Cap && Peak > *Cap &&
                 !(Pool < Opts.DisableRetryInPool.size() &&
                   Opts.DisableRetryInPool[Pool]);
    if (Retry) {
      SmallVector<Arena, 8> Sub = packPool(Pool, Order, true);
      uint64_t SubPeak = assignBases(Pool, Sub);
      if (SubPeak < Peak) {
        Arenas = std::move(Sub);
        Peak = SubPeak;
        Res.Pools[Pool].UsedSubRegionRetry = true;
      }
    }
    for (const Arena &A : Arenas)
      for (auto [R, O] : A.Roots)
        for (auto [M, MO] : Roots[R].Members)
          Res.Sol.Placements[M] = {Pool, A.Base + O + MO};
    Res.Pools[Pool].Buffers = Arenas.size();
    Res.Pools[Pool].Peak = Peak;
    if (Cap && Peak > *Cap)
      AllFit = false;
  }
  Res.Sol.Status = AllFit ? Solution::StatusKind::Feasible
                          : Solution::StatusKind::Unknown;
  return Res;
}

/// Dense ordinal of each member's stage within its group: the rank of the
/// stage id among the group's distinct ids ({0, 2} -> {0, 1}).
static SmallVector<unsigned, 8> denseOrdinals(const PipelineGroup &G) {
  SmallVector<unsigned, 8> Ids;
  for (const PipelineMember &M : G.Members)
    Ids.push_back(M.Stage);
  llvm::sort(Ids);
  Ids.erase(std::unique(Ids.begin(), Ids.end()), Ids.end());
  SmallVector<unsigned, 8> Ord;
  for (const PipelineMember &M : G.Members)
    Ord.push_back(llvm::lower_bound(Ids, M.Stage) - Ids.begin());
  return Ord;
}

void llvm::ptoplan::addPipelineSeparations(Problem &Q,
                                           ArrayRef<unsigned> F) {
  SmallVector<PipelineGroup, 0> Groups(Q.PipelineGroups.begin(),
                                       Q.PipelineGroups.end());
  for (auto [GI, G] : enumerate(Groups)) {
    if (F[GI] <= 1)
      continue;
    SmallVector<unsigned, 8> Ord = denseOrdinals(G);
    for (unsigned I = 0; I < G.Members.size(); ++I)
      for (unsigned J = I + 1; J < G.Members.size(); ++J)
        if (Ord[I] % F[GI] != Ord[J] % F[GI] &&
            G.Members[I].Buffer != G.Members[J].Buffer)
          Q.addSeparation(G.Members[I].Buffer, G.Members[J].Buffer,
                          SeparationReason::PipelineStage,
                          "pipeline group " + std::to_string(G.Id) +
                              ": stages " +
                              std::to_string(G.Members[I].Stage) + " and " +
                              std::to_string(G.Members[J].Stage) +
                              " run concurrently at depth " +
                              std::to_string(F[GI]));
  }
}

/// \p P plus the separations keeping group members apart at depths \p F.
static Problem withPipelineSeparations(const Problem &P,
                                       ArrayRef<unsigned> F) {
  Problem Q = P;
  addPipelineSeparations(Q, F);
  return Q;
}

Expected<PyptoResult> llvm::ptoplan::packPypto(const Problem &P,
                                               const PyptoOptions &Opts) {
  if (P.PipelineGroups.empty()) {
    Expected<PyptoResult> R = Packer(P, Opts).run();
    if (R) {
      R->LegacyFallback.assign(P.Pools.size(), false);
      R->SingleBufferTooLarge.assign(P.Pools.size(), false);
      for (const Buffer &B : P.Buffers)
        for (unsigned Pool : B.AllowedPools)
          if (P.Pools[Pool].Capacity && B.Size > *P.Pools[Pool].Capacity)
            R->SingleBufferTooLarge[Pool] = true;
    }
    return R;
  }

  // The requested depths, capacity-gated.
  unsigned NG = P.PipelineGroups.size();
  SmallVector<unsigned, 8> F(NG, 1);
  SmallVector<PyptoPipelineOutcome, 8> Out(NG);
  for (auto [GI, G] : enumerate(P.PipelineGroups)) {
    if (G.Pool >= P.Pools.size())
      return createStringError("pipeline group " + std::to_string(G.Id) +
                               " names an unknown pool");
    uint64_t Align = std::max<uint64_t>(P.Pools[G.Pool].Alignment, 1);
    uint64_t Slot = 0;
    for (const PipelineMember &M : G.Members) {
      if (M.Buffer >= P.Buffers.size())
        return createStringError("pipeline group " + std::to_string(G.Id) +
                                 " names an unknown buffer");
      Slot = std::max(Slot, alignUp(P.Buffers[M.Buffer].Size, Align));
    }
    unsigned Depth = std::max(1u, G.Depth);
    unsigned Fit = Depth;
    if (std::optional<uint64_t> Cap = P.Pools[G.Pool].Capacity)
      Fit = Slot ? unsigned(std::min<uint64_t>(Depth, *Cap / Slot)) : Depth;
    F[GI] = std::max(1u, Fit);
    Out[GI] = {Depth, F[GI], Slot};
  }

  for (unsigned Round = 0;; ++Round) {
    Expected<PyptoResult> R =
        Packer(withPipelineSeparations(P, F), Opts).run();
    if (!R)
      return R.takeError();
    SmallVector<unsigned, 4> Overflowing;
    for (unsigned Pool = 0; Pool < P.Pools.size(); ++Pool)
      if (P.Pools[Pool].Capacity && R->Pools[Pool].Peak > *P.Pools[Pool].Capacity)
        Overflowing.push_back(Pool);
    // MaxRelief: the group of an overflowing pool with the largest slot
    // still above depth 1; ties go to the lowest group id.
    int Shed = -1;
    for (unsigned GI = 0; GI < NG; ++GI) {
      const PipelineGroup &G = P.PipelineGroups[GI];
      if (F[GI] <= 1 || !is_contained(Overflowing, G.Pool))
        continue;
      if (Shed < 0 || Out[GI].SlotBytes > Out[Shed].SlotBytes ||
          (Out[GI].SlotBytes == Out[Shed].SlotBytes &&
           G.Id < P.PipelineGroups[Shed].Id))
        Shed = GI;
    }
    if (Overflowing.empty() || Shed < 0 || Round >= Opts.MaxShedRounds) {
      R->LegacyFallback.assign(P.Pools.size(), false);
      R->SingleBufferTooLarge.assign(P.Pools.size(), false);
      for (const Buffer &B : P.Buffers)
        for (unsigned Pool : B.AllowedPools)
          if (P.Pools[Pool].Capacity && B.Size > *P.Pools[Pool].Capacity)
            R->SingleBufferTooLarge[Pool] = true;
      if (!Overflowing.empty()) {
        // Shedding ran out: pack the overflowing pools without pipeline
        // separations, which is never worse than the legacy layout.
        Expected<PyptoResult> L = Packer(P, Opts).run();
        if (!L)
          return L.takeError();
        for (unsigned Pool : Overflowing) {
          // A pool with a group that asked for stages falls back, whether
          // rounds ran out (some stages are still kept apart) or shedding
          // did (its layout is the legacy one already and still overflows):
          // the seed warns either way. One buffer larger than the pool is
          // not a fallback but a capacity error.
          bool Pipelined = false;
          for (unsigned GI = 0; GI < NG; ++GI)
            if (P.PipelineGroups[GI].Pool == Pool && Out[GI].Requested > 1)
              Pipelined = true;
          if (!Pipelined || R->SingleBufferTooLarge[Pool])
            continue;
          R->LegacyFallback[Pool] = true;
          R->Pools[Pool] = L->Pools[Pool];
          for (unsigned B = 0; B < P.Buffers.size(); ++B)
            if (L->Sol.Placements[B].Pool == Pool)
              R->Sol.Placements[B] = L->Sol.Placements[B];
          for (unsigned GI = 0; GI < NG; ++GI)
            if (P.PipelineGroups[GI].Pool == Pool)
              F[GI] = 0;
        }
        bool AllFit = true;
        for (unsigned Pool = 0; Pool < P.Pools.size(); ++Pool)
          if (P.Pools[Pool].Capacity &&
              R->Pools[Pool].Peak > *P.Pools[Pool].Capacity)
            AllFit = false;
        R->Sol.Status = AllFit ? Solution::StatusKind::Feasible
                               : Solution::StatusKind::Unknown;
      }
      for (unsigned GI = 0; GI < NG; ++GI)
        Out[GI].Achieved = F[GI];
      R->Pipelines.assign(Out.begin(), Out.end());
      return R;
    }
    --F[Shed];
  }
}
