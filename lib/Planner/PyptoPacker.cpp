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
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <numeric>
#include <optional>
#include <tuple>

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
  /// Each root's separated partners (repeats allowed; sorted by
  /// sortSeparations, which conflict() needs).
  mutable SmallVector<SmallVector<unsigned, 2>, 0> SepOf;
  mutable bool SepSorted = false;
  void sortSeparations() const {
    if (SepSorted)
      return;
    for (SmallVector<unsigned, 2> &L : SepOf)
      std::sort(L.begin(), L.end());
    SepSorted = true;
  }
  /// Adds a separation between the groups of buffers \p A and \p B.
  Error addSeparated(unsigned A, unsigned B, StringRef Detail);
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
  /// Per arena: Stamp when it holds a partner the root being placed is
  /// separated from.
  mutable SmallVector<unsigned, 0> SepMark;
  /// Per arena: Stamp when it holds a root live with the one being placed,
  /// or one of its same-or-disjoint partners (the index's packing only).
  mutable SmallVector<unsigned, 0> LiveMark, SodMark;
  mutable unsigned Stamp = 0;
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
  /// Needs sortSeparations().
  bool conflict(unsigned A, unsigned B) const {
    if (A == B)
      return false;
    ArrayRef<unsigned> SA = SepOf[A], SB = SepOf[B];
    if (SA.size() > SB.size()) {
      std::swap(SA, SB);
      std::swap(A, B);
    }
    if (std::binary_search(SA.begin(), SA.end(), B))
      return true;
    return overlaps(Roots[A].Live, Roots[B].Live);
  }
  /// Packs the roots of \p Pool into arenas; with \p SubRegions, a root may
  /// also take an aligned hole inside an arena. Each root joins the first
  /// arena, in creation order, that takes it (tryArena); with an index over
  /// the placed roots' lifetimes (PyptoOptions::IndexArenas), only the
  /// arenas holding a root it conflicts with are tested before the first
  /// one that holds none: O(n (k + s) log n) for k roots live with a root
  /// and s partners, not O(n) arenas per root. Same result either way.
  SmallVector<Arena, 8> packPool(unsigned Pool, ArrayRef<unsigned> Order,
                                 bool SubRegions, PyptoResult &Res) const;
  /// Whether the index's premises hold for \p Order (see packPool).
  bool indexable(ArrayRef<unsigned> Order) const;
  /// Appends the byte ranges, inside arena \p Idx, of its members that may
  /// not share bytes with the root being placed.
  using ConflictsFn = function_ref<void(
      const Arena &, int, SmallVectorImpl<std::pair<uint64_t, uint64_t>> &)>;
  /// Where root \p R goes in arena \p A (index \p Idx): offset 0 when it
  /// may join the whole buffer, else (with \p SubRegions, unless \p Fixed)
  /// the lowest aligned hole; std::nullopt when neither.
  std::optional<uint64_t> tryArena(unsigned Pool, const Arena &A, int Idx,
                                   unsigned R, bool SubRegions, bool Fixed,
                                   const ConflictsFn &Conflicts) const;
  /// Assigns arena bases; returns the peak.
  uint64_t assignBases(unsigned Pool, MutableArrayRef<Arena> Arenas) const;
};

} // namespace

Error Packer::addSeparated(unsigned First, unsigned Second,
                           StringRef Detail) {
  unsigned N = P.Buffers.size();
  if (First >= N || Second >= N)
    return createStringError("separation names an unknown buffer");
  unsigned A = RootOf[First], B = RootOf[Second];
  if (A == B)
    return createStringError("buffers '" + P.Buffers[First].Name + "' and '" +
                             P.Buffers[Second].Name + "' must be apart (" +
                             Detail + ") but share one colocation group");
  SepOf[A].push_back(B);
  SepOf[B].push_back(A);
  return Error::success();
}

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
  {
    // Each list sized once (the time objective's packings hold many).
    SmallVector<unsigned, 0> Count(Roots.size(), 0);
    auto CountPair = [&](unsigned A, unsigned B) {
      if (A < N && B < N) {
        ++Count[RootOf[A]];
        ++Count[RootOf[B]];
      }
    };
    for (const Separation &S : P.Separations)
      CountPair(S.First, S.Second);
    for (auto [A, B] : Opts.ExtraSeparations)
      CountPair(A, B);
    for (unsigned R = 0; R < Roots.size(); ++R)
      SepOf[R].reserve(Count[R]);
  }
  for (const Separation &S : P.Separations)
    if (Error E = addSeparated(S.First, S.Second, S.Detail))
      return E;
  for (auto [A, B] : Opts.ExtraSeparations)
    if (Error E = addSeparated(A, B, "kept apart by the caller"))
      return E;
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

namespace {

/// The placed roots of one pool by lifetime: every interval of the pool's
/// roots, sorted by start, under a max-segment tree of the ends of those
/// whose root is placed (INT64_MIN otherwise). Which placed roots are live
/// during an interval is a descent into the prefix of intervals that start
/// before it ends: O((k + 1) log n) for k reported intervals. Iterative;
/// the tree is log n deep.
class PlacedLiveIndex {
public:
  PlacedLiveIndex(ArrayRef<Root> Roots, ArrayRef<unsigned> Order) {
    for (unsigned R : Order)
      for (const LiveInterval &I : Roots[R].Live)
        Entries.push_back({I.Lower, I.Upper, R});
    llvm::sort(Entries, [](const Entry &A, const Entry &B) {
      return std::tie(A.Lower, A.Upper, A.Root) <
             std::tie(B.Lower, B.Upper, B.Root);
    });
    Width = 1;
    while (Width < Entries.size())
      Width *= 2;
    Tree.assign(2 * Width, INT64_MIN);
    FirstOf.assign(Roots.size(), 0);
    CountOf.assign(Roots.size(), 0);
    // The entries of a root, by position (a root's intervals are few).
    for (unsigned Pos = 0; Pos < Entries.size(); ++Pos)
      ++CountOf[Entries[Pos].Root];
    PosOf.resize(Entries.size());
    SmallVector<unsigned, 0> Next(Roots.size(), 0);
    unsigned Sum = 0;
    for (unsigned R : Order) {
      FirstOf[R] = Sum;
      Sum += CountOf[R];
    }
    for (unsigned Pos = 0; Pos < Entries.size(); ++Pos) {
      unsigned R = Entries[Pos].Root;
      PosOf[FirstOf[R] + Next[R]++] = Pos;
    }
  }

  /// Root \p R is placed: its intervals become visible to queries.
  void activate(unsigned R) {
    for (unsigned K = 0; K < CountOf[R]; ++K) {
      unsigned Pos = PosOf[FirstOf[R] + K];
      unsigned Node = Width + Pos;
      Tree[Node] = Entries[Pos].Upper;
      for (Node /= 2; Node; Node /= 2)
        Tree[Node] = std::max(Tree[2 * Node], Tree[2 * Node + 1]);
    }
  }

  /// Calls \p F with the root of every placed interval overlapping \p J
  /// (a root once per interval it overlaps).
  template <typename Fn> void forEachLive(const LiveInterval &J, Fn F) const {
    // Intervals starting before J ends: positions [0, End).
    unsigned End = llvm::partition_point(Entries, [&](const Entry &E) {
                     return E.Lower < J.Upper;
                   }) -
                   Entries.begin();
    if (End == 0)
      return;
    SmallVector<std::tuple<unsigned, unsigned, unsigned>, 32> Stack;
    Stack.push_back({1, 0, Width});
    while (!Stack.empty()) {
      auto [Node, Lo, Hi] = Stack.pop_back_val();
      if (Lo >= End || Tree[Node] <= J.Lower)
        continue;
      if (Node >= Width) {
        F(Entries[Lo].Root);
        continue;
      }
      unsigned Mid = (Lo + Hi) / 2;
      Stack.push_back({2 * Node + 1, Mid, Hi});
      Stack.push_back({2 * Node, Lo, Mid});
    }
  }

private:
  struct Entry {
    int64_t Lower, Upper;
    unsigned Root;
  };
  SmallVector<Entry, 0> Entries;
  SmallVector<int64_t, 0> Tree;
  unsigned Width = 1;
  /// Per root: its entries' positions are PosOf[FirstOf .. + CountOf).
  SmallVector<unsigned, 0> FirstOf, CountOf, PosOf;
};

} // namespace

bool Packer::indexable(ArrayRef<unsigned> Order) const {
  // The index reports exactly the placed roots whose lifetimes overlap,
  // and a clean arena (none of them, no separated or same-or-disjoint
  // partner) passes the whole-buffer test, when every root's lifetime is
  // sorted, non-empty and coalesced (llc normalises its lifetimes; a
  // hand-written problem may not) and every arena is at least as large as
  // a later root, i.e. the order is largest first outside pinned roots.
  uint64_t Last = UINT64_MAX;
  for (unsigned R : Order) {
    const Root &RR = Roots[R];
    for (unsigned K = 0; K < RR.Live.size(); ++K)
      if (RR.Live[K].empty() ||
          (K && RR.Live[K - 1].Upper >= RR.Live[K].Lower))
        return false;
    if (RR.PinnedBase)
      continue;
    if (RR.Size > Last)
      return false;
    Last = RR.Size;
  }
  return true;
}

std::optional<uint64_t>
Packer::tryArena(unsigned Pool, const Arena &A, int Idx, unsigned R,
                 bool SubRegions, bool Fixed, const ConflictsFn &Conflicts)
    const {
  const Root &RR = Roots[R];
  if (A.Pinned || RR.Size > A.Size)
    return std::nullopt;
  // Whole-buffer join: every member may share with R.
  if (SepMark[Idx] != Stamp && !overlaps(A.Live, RR.Live) && sodOk(R, 0, Idx))
    return 0;
  if (!SubRegions || Fixed)
    return std::nullopt;
  // Sub-region: the lowest aligned hole of the arena not blocked by a
  // member R may not share bytes with.
  SmallVector<std::pair<uint64_t, uint64_t>, 8> Blocked;
  Conflicts(A, Idx, Blocked);
  uint64_t Align = std::max<uint64_t>(
      {RR.Alignment, P.Pools[Pool].Alignment, uint64_t(1)});
  // Same-or-disjoint partners block their bytes too, except that the
  // root may sit exactly on them.
  for (const SoDLink &L : SoD[R])
    if (ArenaOf[L.Other] == Idx)
      Blocked.push_back(
          {OffsetIn[L.Other], OffsetIn[L.Other] + Roots[L.Other].Size});
  std::sort(Blocked.begin(), Blocked.end());
  uint64_t Cand = 0;
  for (auto [B, E] : Blocked) {
    if (Cand + RR.Size <= B)
      break;
    Cand = std::max(Cand, alignUp(E, Align));
  }
  if (Cand + RR.Size <= A.Size && sodOk(R, Cand, Idx))
    return Cand;
  return std::nullopt;
}

SmallVector<Arena, 8> Packer::packPool(unsigned Pool, ArrayRef<unsigned> Order,
                                       bool SubRegions,
                                       PyptoResult &Res) const {
  SmallVector<Arena, 8> Arenas;
  // Decisions taken from an earlier packing, and those recorded.
  ArrayRef<std::pair<unsigned, uint64_t>> Replayed;
  if (Opts.Replay && Pool < Opts.ReplayPrefix.size() &&
      Pool < Opts.Replay->Pools.size()) {
    Replayed = Opts.Replay->Pools[Pool][SubRegions];
    Replayed = Replayed.take_front(
        std::min<size_t>(Replayed.size(), Opts.ReplayPrefix[Pool]));
  }
  SmallVectorImpl<std::pair<unsigned, uint64_t>> *Record = nullptr;
  if (Opts.RecordDecisions) {
    if (Res.Decisions.Pools.size() <= Pool)
      Res.Decisions.Pools.resize(Pool + 1);
    Record = &Res.Decisions.Pools[Pool][SubRegions];
    Record->clear();
  }
  ArenaOf.assign(Roots.size(), -1);
  OffsetIn.assign(Roots.size(), 0);
  SepMark.clear();
  LiveMark.clear();
  SodMark.clear();
  Stamp = 0;
  const bool Indexed = Opts.IndexArenas && indexable(Order);
  std::optional<PlacedLiveIndex> Index;
  if (Indexed)
    Index.emplace(Roots, Order);
  else
    sortSeparations();
  /// Non-pinned arenas in creation order, and each arena's position there.
  SmallVector<unsigned, 0> Open;
  SmallVector<unsigned, 0> OpenPos;
  auto Put = [&](Arena &A, int Idx, unsigned R, uint64_t At) {
    A.Roots.push_back({R, At});
    ArenaOf[R] = Idx;
    OffsetIn[R] = At;
    if (Index)
      Index->activate(R);
  };
  auto NewArena = [&](unsigned R, bool Pinned) {
    const Root &RR = Roots[R];
    Arena A;
    A.Size = RR.Size;
    A.Alignment = RR.Alignment;
    Put(A, Arenas.size(), R, 0);
    A.Live.assign(RR.Live.begin(), RR.Live.end());
    A.Pinned = Pinned;
    if (Pinned)
      A.Base = *RR.PinnedBase;
    OpenPos.push_back(Open.size());
    if (!Pinned)
      Open.push_back(Arenas.size());
    Arenas.push_back(std::move(A));
    SepMark.push_back(0);
    LiveMark.push_back(0);
    SodMark.push_back(0);
  };
  // The placed members of an arena R conflicts with, as the scan finds them
  // (every root of the arena), or from the index's lists (below).
  auto ScanConflicts = [&](unsigned R) {
    return [this, R](const Arena &A, int,
                     SmallVectorImpl<std::pair<uint64_t, uint64_t>> &Out) {
      for (auto [M, O] : A.Roots)
        if (conflict(M, R))
          Out.push_back({O, O + Roots[M].Size});
    };
  };
  SmallVector<std::pair<unsigned, unsigned>, 0> LiveIn; // (arena, root)
  SmallVector<unsigned, 0> Seen(Roots.size(), 0);
  for (auto [Pos, R] : enumerate(Order)) {
    const Root &RR = Roots[R];
    if (Record)
      Record->push_back({unsigned(Arenas.size()), 0});
    if (RR.PinnedBase) {
      // A pinned group keeps its own arena; nobody joins it.
      NewArena(R, /*Pinned=*/true);
      continue;
    }
    if (Pos < Replayed.size() && Replayed[Pos].first <= Arenas.size()) {
      // Decided as in the earlier packing (see PyptoDecisions).
      auto [Idx, At] = Replayed[Pos];
      if (Record)
        Record->back() = {Idx, At};
      if (Idx == Arenas.size()) {
        NewArena(R, /*Pinned=*/false);
      } else {
        Put(Arenas[Idx], Idx, R, At);
        mergeInto(Arenas[Idx].Live, RR.Live);
      }
      continue;
    }
    bool Fixed = SubRegions && llvm::any_of(RR.Members, [&](const auto &M) {
                   return M.first < Opts.NoSubRegion.size() &&
                          Opts.NoSubRegion[M.first];
                 });
    // The arenas holding a root R is separated from.
    ++Stamp;
    for (unsigned M : SepOf[R])
      if (ArenaOf[M] >= 0)
        SepMark[ArenaOf[M]] = Stamp;
    std::optional<std::pair<int, uint64_t>> Where;
    if (!Index) {
      // The reference scan: every arena in creation order.
      auto C = ScanConflicts(R);
      for (unsigned Idx = 0; Idx < Arenas.size() && !Where; ++Idx)
        if (std::optional<uint64_t> At =
                tryArena(Pool, Arenas[Idx], Idx, R, SubRegions, Fixed, C))
          Where = {int(Idx), *At};
    } else {
      // Dirty arenas: those holding a placed root live with R (LiveMark),
      // a separated partner (SepMark) or a same-or-disjoint partner
      // (SodMark). Every other open arena passes the whole-buffer test, so
      // the answer is the first dirty arena that passes, before the first
      // clean one, else the first clean one. A live or separated partner
      // fails the whole-buffer test, so without holes only arenas dirty by
      // a same-or-disjoint partner alone are tested.
      const bool Holes = SubRegions && !Fixed;
      LiveIn.clear();
      auto Conflicting = [&](unsigned M) {
        if (Seen[M] == Stamp)
          return;
        Seen[M] = Stamp;
        if (Holes)
          LiveIn.push_back({unsigned(ArenaOf[M]), M});
      };
      for (const LiveInterval &J : RR.Live)
        Index->forEachLive(J, [&](unsigned M) {
          LiveMark[ArenaOf[M]] = Stamp;
          Conflicting(M);
        });
      for (unsigned M : SepOf[R])
        if (ArenaOf[M] >= 0)
          Conflicting(M);
      for (const SoDLink &L : SoD[R])
        if (ArenaOf[L.Other] >= 0)
          SodMark[ArenaOf[L.Other]] = Stamp;
      if (Holes)
        std::sort(LiveIn.begin(), LiveIn.end());
      // The members R conflicts with, per arena: live together (reported
      // by the index exactly when conflict() finds the lifetimes
      // overlapping) or separated.
      auto C = [&](const Arena &A, int Idx,
                   SmallVectorImpl<std::pair<uint64_t, uint64_t>> &Out) {
        auto It = llvm::partition_point(LiveIn, [&](const auto &X) {
          return int(X.first) < Idx;
        });
        for (; It != LiveIn.end() && int(It->first) == Idx; ++It)
          Out.push_back({OffsetIn[It->second],
                         OffsetIn[It->second] + Roots[It->second].Size});
      };
      auto Dirty = [&](unsigned D) {
        return SepMark[D] == Stamp || LiveMark[D] == Stamp ||
               SodMark[D] == Stamp;
      };
      // The open arenas before the first clean one are all dirty: at most
      // as many as R's live and partner roots.
      unsigned CleanPos = 0;
      while (CleanPos < Open.size() && Dirty(Open[CleanPos]))
        ++CleanPos;
      int Clean = CleanPos < Open.size() ? int(Open[CleanPos]) : -1;
      for (unsigned K = 0; K < CleanPos && !Where; ++K) {
        unsigned D = Open[K];
        if (!Holes && (SepMark[D] == Stamp || LiveMark[D] == Stamp))
          continue;
        if (std::optional<uint64_t> At =
                tryArena(Pool, Arenas[D], D, R, SubRegions, Fixed, C))
          Where = {int(D), *At};
      }
      if (!Where && Clean >= 0) {
        // Passes by construction (no member conflicts with R there); the
        // exact test is still the judge, and the scan resumes past it if
        // ever it did not.
        if (std::optional<uint64_t> At =
                tryArena(Pool, Arenas[Clean], Clean, R, SubRegions, Fixed, C))
          Where = {Clean, *At};
        if (!Where)
          sortSeparations();
        auto Scan = ScanConflicts(R);
        for (unsigned Idx = Clean + 1; Idx < Arenas.size() && !Where; ++Idx)
          if (std::optional<uint64_t> At = tryArena(
                  Pool, Arenas[Idx], Idx, R, SubRegions, Fixed, Scan))
            Where = {int(Idx), *At};
      }
    }
    if (!Where) {
      NewArena(R, /*Pinned=*/false);
      continue;
    }
    if (Record)
      Record->back() = {unsigned(Where->first), Where->second};
    Arena &A = Arenas[Where->first];
    Put(A, Where->first, R, Where->second);
    mergeInto(A.Live, RR.Live);
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
  Res.Position.assign(Roots.size(), 0);
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

    for (auto [Pos, R] : enumerate(Order))
      Res.Position[R] = Pos;
    SmallVector<Arena, 8> Arenas = packPool(Pool, Order, false, Res);
    uint64_t Peak = assignBases(Pool, Arenas);
    std::optional<uint64_t> Cap = P.Pools[Pool].Capacity;
    bool Retry = Opts.SubRegionRetry && Cap && Peak > *Cap &&
                 !(Pool < Opts.DisableRetryInPool.size() &&
                   Opts.DisableRetryInPool[Pool]);
    if (Retry) {
      SmallVector<Arena, 8> Sub = packPool(Pool, Order, true, Res);
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
                                               const PyptoOptions &Options) {
  if (P.PipelineGroups.empty()) {
    const PyptoOptions &Opts = Options;
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

  // Each round packs other separations: no decisions carry over.
  PyptoOptions Opts = Options;
  Opts.Replay = nullptr;
  Opts.RecordDecisions = false;
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
