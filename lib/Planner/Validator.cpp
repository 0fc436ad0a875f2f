//===- Validator.cpp - Independent placement validator --------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The validator deliberately re-derives everything from the raw problem:
/// its own interval test, its own colocation closure, its own arithmetic
/// with overflow checks. Overlaps are found by a sweep over time with an
/// offset-ordered tree of the live buffers' byte ends, O(n log n) plus the
/// pairs that do share bytes; the other rules cost what they list.
///
//===----------------------------------------------------------------------===//

#include "Planner/Validator.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <vector>

using namespace llvm;
using namespace llvm::ptoplan;

StringRef llvm::ptoplan::getViolationKindName(ViolationKind K) {
  switch (K) {
  case ViolationKind::MissingPlacement:
    return "missing-placement";
  case ViolationKind::UnknownPool:
    return "unknown-pool";
  case ViolationKind::PoolNotAllowed:
    return "pool-not-allowed";
  case ViolationKind::BufferAlignment:
    return "buffer-alignment";
  case ViolationKind::PoolAlignment:
    return "pool-alignment";
  case ViolationKind::Capacity:
    return "capacity";
  case ViolationKind::Reserved:
    return "reserved";
  case ViolationKind::Overlap:
    return "overlap";
  case ViolationKind::Separation:
    return "separation";
  case ViolationKind::Colocation:
    return "colocation";
  case ViolationKind::Pin:
    return "pin";
  case ViolationKind::ExclusivePin:
    return "exclusive-pin";
  case ViolationKind::TemporalExclusion:
    return "temporal-exclusion";
  case ViolationKind::SameOrDisjoint:
    return "same-or-disjoint";
  case ViolationKind::PipelineStage:
    return "pipeline-stage";
  }
  return "unknown";
}

namespace {

/// The first time two buffers are both live, if any: [Lo, Hi).
struct Together {
  int64_t Lo, Hi;
};

std::optional<Together> liveTogether(const Buffer &A, const Buffer &B) {
  std::optional<Together> First;
  for (const LiveInterval &X : A.Live)
    for (const LiveInterval &Y : B.Live) {
      int64_t Lo = std::max(X.Lower, Y.Lower);
      int64_t Hi = std::min(X.Upper, Y.Upper);
      if (Lo < Hi && (!First || Lo < First->Lo))
        First = Together{Lo, Hi};
    }
  return First;
}

/// End of a buffer's bytes, saturating instead of wrapping.
uint64_t endOf(uint64_t Offset, uint64_t Size) {
  return Offset > UINT64_MAX - Size ? UINT64_MAX : Offset + Size;
}

/// \p To - \p From when int64_t holds it (offsets are unsigned; the
/// difference of two near 2^64 apart is not).
std::optional<int64_t> difference(uint64_t To, uint64_t From) {
  if (To >= From) {
    uint64_t D = To - From;
    if (D > uint64_t(INT64_MAX))
      return std::nullopt;
    return int64_t(D);
  }
  uint64_t D = From - To;
  if (D > uint64_t(INT64_MAX) + 1)
    return std::nullopt;
  return D == uint64_t(INT64_MAX) + 1 ? INT64_MIN : -int64_t(D);
}

std::string q(const Buffer &B) { return "'" + B.Name + "'"; }

/// An offset for a message: the number, or why there is none.
std::string offsetText(std::optional<int64_t> O) {
  return O ? std::to_string(*O) : "beyond the 64-bit range";
}

class Checker {
public:
  Checker(const Problem &P, const Solution &S) : P(P), S(S) {}

  SmallVector<Violation, 0> run();
  SmallVector<Violation, 0> runPipeline(unsigned Group, unsigned Depth);

private:
  void add(ViolationKind K, unsigned A, std::optional<unsigned> B,
           const Twine &Msg) {
    Out.push_back({K, A, B, Msg.str()});
  }
  bool placed(unsigned B) const {
    return B < S.Placements.size() && S.Placements[B].Pool < P.Pools.size();
  }
  /// Bytes [Lo, Hi) shared by two placed buffers in the same pool, if any.
  std::optional<std::pair<uint64_t, uint64_t>> shared(unsigned A,
                                                      unsigned B) const {
    if (!placed(A) || !placed(B))
      return std::nullopt;
    const Placement &PA = S.Placements[A], &PB = S.Placements[B];
    if (PA.Pool != PB.Pool)
      return std::nullopt;
    if (!P.Buffers[A].Size || !P.Buffers[B].Size)
      return std::nullopt;
    uint64_t Lo = std::max(PA.Offset, PB.Offset);
    uint64_t Hi = std::min(endOf(PA.Offset, P.Buffers[A].Size),
                           endOf(PB.Offset, P.Buffers[B].Size));
    if (Lo < Hi)
      return std::make_pair(Lo, Hi);
    return std::nullopt;
  }
  std::string poolName(unsigned B) const {
    return "'" + P.Pools[S.Placements[B].Pool].Name + "'";
  }
  void computeColocationClosure();
  /// The pairs (A < B) of buffers live together and sharing bytes, sorted.
  SmallVector<std::pair<unsigned, unsigned>, 0> coLiveSharingPairs() const;

  const Problem &P;
  const Solution &S;
  SmallVector<Violation, 0> Out;
  /// Colocation component representative and implied offset from it
  /// (none when the chain's offsets sum beyond int64_t).
  SmallVector<unsigned, 0> Rep;
  SmallVector<std::optional<int64_t>, 0> Implied;
};

void Checker::computeColocationClosure() {
  unsigned N = P.Buffers.size();
  Rep.assign(N, ~0u);
  Implied.assign(N, 0);
  // Edges keep the colocation's offset and the direction it is read in:
  // negating it would overflow for INT64_MIN.
  struct Edge {
    unsigned To;
    int64_t Offset;
    bool Backwards;
  };
  std::map<unsigned, SmallVector<Edge, 2>> Edges;
  for (const Colocation &C : P.Colocations) {
    if (C.First >= N || C.Second >= N)
      continue;
    Edges[C.First].push_back({C.Second, C.Offset, false});
    Edges[C.Second].push_back({C.First, C.Offset, true});
  }
  for (unsigned R = 0; R < N; ++R) {
    if (Rep[R] != ~0u)
      continue;
    Rep[R] = R;
    SmallVector<unsigned, 4> Work = {R};
    while (!Work.empty()) {
      unsigned X = Work.pop_back_val();
      auto It = Edges.find(X);
      if (It == Edges.end())
        continue;
      for (const Edge &E : It->second)
        if (Rep[E.To] == ~0u) {
          Rep[E.To] = R;
          Implied[E.To] =
              !Implied[X]    ? std::nullopt
              : E.Backwards ? checkedSub(*Implied[X], E.Offset)
                            : checkedAdd(*Implied[X], E.Offset);
          Work.push_back(E.To);
        }
    }
  }
}


/// Max-segment tree over a pool's buffers sorted by offset: leaf I holds the
/// byte end of the I-th buffer while one of its intervals is live (else 0),
/// so the live buffers whose bytes reach above an offset are found without
/// visiting the others. Iterative throughout.
class LiveByteTree {
public:
  explicit LiveByteTree(size_t N) {
    while (Leaves < N)
      Leaves *= 2;
    Max.assign(2 * Leaves, 0);
  }
  void set(size_t I, uint64_t V) {
    size_t X = I + Leaves;
    Max[X] = V;
    for (X /= 2; X; X /= 2)
      Max[X] = std::max(Max[2 * X], Max[2 * X + 1]);
  }
  /// Calls F(I) for every leaf I < Limit whose value is above Above.
  template <typename Fn> void forEachAbove(size_t Limit, uint64_t Above, Fn F) {
    // Nodes (index, first leaf, leaf count) still to visit.
    SmallVector<std::tuple<size_t, size_t, size_t>, 64> Work;
    Work.push_back({1, 0, Leaves});
    while (!Work.empty()) {
      auto [X, First, Count] = Work.pop_back_val();
      if (First >= Limit || Max[X] <= Above)
        continue;
      if (Count == 1) {
        F(First);
        continue;
      }
      Work.push_back({2 * X + 1, First + Count / 2, Count / 2});
      Work.push_back({2 * X, First, Count / 2});
    }
  }

private:
  size_t Leaves = 1;
  std::vector<uint64_t> Max;
};

SmallVector<std::pair<unsigned, unsigned>, 0>
Checker::coLiveSharingPairs() const {
  // Per pool, a sweep over interval ends and starts (ends first at equal
  // times: intervals are half-open). At each start, the live buffers of the
  // pool whose bytes meet the starting buffer's are those with an offset
  // below its end (a prefix in offset order) and an end above its offset
  // (found in the tree). The cost is O((I + K) log I) for I intervals and
  // K pairs found, rather than the number of co-live pairs.
  unsigned N = P.Buffers.size();
  SmallVector<std::pair<unsigned, unsigned>, 0> Pairs;
  SmallVector<SmallVector<unsigned, 0>, 4> ByPool(P.Pools.size());
  for (unsigned B = 0; B < N; ++B)
    if (placed(B) && P.Buffers[B].Size)
      ByPool[S.Placements[B].Pool].push_back(B);
  for (SmallVector<unsigned, 0> &Bufs : ByPool) {
    std::sort(Bufs.begin(), Bufs.end(), [&](unsigned X, unsigned Y) {
      uint64_t OX = S.Placements[X].Offset, OY = S.Placements[Y].Offset;
      return OX < OY || (OX == OY && X < Y);
    });
    std::vector<uint64_t> Offsets(Bufs.size());
    DenseMap<unsigned, unsigned> Pos;
    for (unsigned I = 0; I < Bufs.size(); ++I) {
      Offsets[I] = S.Placements[Bufs[I]].Offset;
      Pos[Bufs[I]] = I;
    }
    struct Event {
      int64_t Time;
      bool Start;
      unsigned Pos;
    };
    std::vector<Event> Events;
    for (unsigned I = 0; I < Bufs.size(); ++I)
      for (const LiveInterval &L : P.Buffers[Bufs[I]].Live)
        if (L.Lower < L.Upper) {
          Events.push_back({L.Lower, true, I});
          Events.push_back({L.Upper, false, I});
        }
    std::sort(Events.begin(), Events.end(), [](const Event &X, const Event &Y) {
      if (X.Time != Y.Time)
        return X.Time < Y.Time;
      if (X.Start != Y.Start)
        return !X.Start;
      return X.Pos < Y.Pos;
    });
    LiveByteTree Tree(Bufs.size());
    std::vector<unsigned> LiveCount(Bufs.size(), 0);
    for (const Event &E : Events) {
      unsigned B = Bufs[E.Pos];
      uint64_t Off = S.Placements[B].Offset;
      uint64_t End = endOf(Off, P.Buffers[B].Size);
      if (!E.Start) {
        if (--LiveCount[E.Pos] == 0)
          Tree.set(E.Pos, 0);
        continue;
      }
      size_t Limit =
          std::lower_bound(Offsets.begin(), Offsets.end(), End) -
          Offsets.begin();
      Tree.forEachAbove(Limit, Off, [&](size_t I) {
        unsigned O = Bufs[I];
        if (O != B)
          Pairs.push_back({std::min(O, B), std::max(O, B)});
      });
      if (LiveCount[E.Pos]++ == 0)
        Tree.set(E.Pos, End);
    }
  }
  std::sort(Pairs.begin(), Pairs.end());
  Pairs.erase(std::unique(Pairs.begin(), Pairs.end()), Pairs.end());
  return Pairs;
}

SmallVector<Violation, 0> Checker::run() {
  unsigned N = P.Buffers.size();
  computeColocationClosure();

  // Per-buffer rules.
  for (unsigned B = 0; B < N; ++B) {
    const Buffer &Buf = P.Buffers[B];
    if (B >= S.Placements.size()) {
      add(ViolationKind::MissingPlacement, B, std::nullopt,
          "buffer " + q(Buf) + " has no placement");
      continue;
    }
    const Placement &Pl = S.Placements[B];
    if (Pl.Pool >= P.Pools.size()) {
      add(ViolationKind::UnknownPool, B, std::nullopt,
          "buffer " + q(Buf) + " is placed in pool #" + Twine(Pl.Pool) +
              ", which does not exist");
      continue;
    }
    const Pool &Po = P.Pools[Pl.Pool];
    if (!is_contained(Buf.AllowedPools, Pl.Pool))
      add(ViolationKind::PoolNotAllowed, B, std::nullopt,
          "buffer " + q(Buf) + " is placed in pool '" + Po.Name +
              "', which it does not allow");
    if (Buf.Alignment > 1 && Pl.Offset % Buf.Alignment)
      add(ViolationKind::BufferAlignment, B, std::nullopt,
          "buffer " + q(Buf) + " at offset " + Twine(Pl.Offset) +
              " breaks its alignment " + Twine(Buf.Alignment));
    if (Po.Alignment > 1 && Pl.Offset % Po.Alignment)
      add(ViolationKind::PoolAlignment, B, std::nullopt,
          "buffer " + q(Buf) + " at offset " + Twine(Pl.Offset) +
              " breaks the alignment " + Twine(Po.Alignment) + " of pool '" +
              Po.Name + "'");
    uint64_t End = endOf(Pl.Offset, Buf.Size);
    if (Po.Capacity && End > *Po.Capacity)
      add(ViolationKind::Capacity, B, std::nullopt,
          "buffer " + q(Buf) + " ends at " +
              // endOf saturates: an end past 2^64 - 1 is named as such.
              (End == UINT64_MAX && Buf.Size > UINT64_MAX - Pl.Offset
                   ? Twine("more than 18446744073709551615 (2^64 - 1)")
                   : Twine(End)) +
              ", beyond the capacity " + Twine(*Po.Capacity) + " of pool '" +
              Po.Name + "'");
    if (Buf.Size)
      for (const AddressRange &R : Po.Reserved)
        if (std::max(R.Begin, Pl.Offset) < std::min(R.End, End))
          add(ViolationKind::Reserved, B, std::nullopt,
              "buffer " + q(Buf) + " at [" + Twine(Pl.Offset) + ", " +
                  Twine(End) + ") overlaps the reserved range [" +
                  Twine(R.Begin) + ", " + Twine(R.End) + ") of pool '" +
                  Po.Name + "'");
  }

  // Lifetime overlaps: only the pairs live together and sharing bytes
  // (coLiveSharingPairs) can break the rule.
  std::set<std::pair<unsigned, unsigned>> SeparatedPairs;
  for (const Separation &Sep : P.Separations)
    if (Sep.First < N && Sep.Second < N && Sep.First != Sep.Second)
      SeparatedPairs.insert(
          {std::min(Sep.First, Sep.Second), std::max(Sep.First, Sep.Second)});
  SmallVector<std::pair<unsigned, unsigned>, 0> CoLive = coLiveSharingPairs();
  for (auto [A, B] : CoLive) {
    {
      auto Bytes = shared(A, B);
      if (!Bytes)
        continue;
      std::optional<Together> T = liveTogether(P.Buffers[A], P.Buffers[B]);
      if (!T)
        continue;
      if (Rep[A] == Rep[B]) {
        std::optional<int64_t> Want;
        if (Implied[A] && Implied[B])
          Want = checkedSub(*Implied[B], *Implied[A]);
        std::optional<int64_t> Got =
            difference(S.Placements[B].Offset, S.Placements[A].Offset);
        if (Want && Want == Got)
          continue;
        add(ViolationKind::Overlap, A, B,
            "colocated buffers " + q(P.Buffers[A]) + " and " + q(P.Buffers[B]) +
                " are live together at [" + Twine(T->Lo) + ", " + Twine(T->Hi) +
                ") and share bytes [" + Twine(Bytes->first) + ", " +
                Twine(Bytes->second) + ") in pool " + poolName(A) +
                " at relative offset " + offsetText(Got) +
                " instead of the colocated " + offsetText(Want));
        continue;
      }
      add(ViolationKind::Overlap, A, B,
          "buffers " + q(P.Buffers[A]) + " and " + q(P.Buffers[B]) +
              " are live together at [" + Twine(T->Lo) + ", " + Twine(T->Hi) +
              ") and share bytes [" + Twine(Bytes->first) + ", " +
              Twine(Bytes->second) + ") in pool " + poolName(A));
    }
  }

  // Separations.
  for (auto [A, B] : SeparatedPairs)
    if (auto Bytes = shared(A, B)) {
      std::string Why;
      for (const Separation &Sep : P.Separations)
        if (std::min(Sep.First, Sep.Second) == A &&
            std::max(Sep.First, Sep.Second) == B) {
          for (SeparationReason R : Sep.Reasons)
            Why += (Why.empty() ? "" : ", ") + getSeparationReasonName(R).str();
          if (!Sep.Detail.empty())
            Why += (Why.empty() ? "" : ": ") + Sep.Detail;
        }
      add(ViolationKind::Separation, A, B,
          "separated buffers " + q(P.Buffers[A]) + " and " + q(P.Buffers[B]) +
              " share bytes [" + Twine(Bytes->first) + ", " +
              Twine(Bytes->second) + ") in pool " + poolName(A) +
              (Why.empty() ? "" : " (" + Why + ")"));
    }

  // Colocations.
  for (const Colocation &C : P.Colocations) {
    if (C.First >= N || C.Second >= N || !placed(C.First) || !placed(C.Second))
      continue;
    const Placement &A = S.Placements[C.First], &B = S.Placements[C.Second];
    const Buffer &BA = P.Buffers[C.First], &BB = P.Buffers[C.Second];
    if (A.Pool != B.Pool) {
      add(ViolationKind::Colocation, C.First, C.Second,
          "colocated buffers " + q(BA) + " and " + q(BB) +
              " are in different pools");
      continue;
    }
    std::optional<int64_t> Got = difference(B.Offset, A.Offset);
    if (Got != C.Offset)
      add(ViolationKind::Colocation, C.First, C.Second,
          "buffer " + q(BB) + " must be at offset " + Twine(C.Offset) +
              " from " + q(BA) + " but is at " + offsetText(Got));
  }

  // Pins and exclusive pins.
  for (const Pin &Pn : P.Pins) {
    if (Pn.Buffer >= N || !placed(Pn.Buffer))
      continue;
    const Placement &Pl = S.Placements[Pn.Buffer];
    const Buffer &Buf = P.Buffers[Pn.Buffer];
    if (Pl.Pool != Pn.Pool || Pl.Offset != Pn.Offset) {
      std::string Want = Pn.Pool < P.Pools.size()
                             ? "'" + P.Pools[Pn.Pool].Name + "'"
                             : "#" + std::to_string(Pn.Pool);
      add(ViolationKind::Pin, Pn.Buffer, std::nullopt,
          "buffer " + q(Buf) + " is pinned to offset " + Twine(Pn.Offset) +
              " of pool " + Want + " but placed at offset " + Twine(Pl.Offset) +
              " of pool " + poolName(Pn.Buffer));
    }
    if (!Pn.ExclusiveForAllTime)
      continue;
    for (unsigned O = 0; O < N; ++O) {
      if (O == Pn.Buffer || Rep[O] == Rep[Pn.Buffer])
        continue;
      if (auto Bytes = shared(Pn.Buffer, O))
        add(ViolationKind::ExclusivePin, Pn.Buffer, O,
            "buffer " + q(P.Buffers[O]) + " uses bytes [" +
                Twine(Bytes->first) + ", " + Twine(Bytes->second) +
                ") of the exclusively pinned buffer " + q(Buf) + " in pool " +
                poolName(O));
    }
  }

  // Same offset or no shared byte (an in-place result and its input).
  for (const SameOrDisjoint &SD : P.SameOrDisjoints) {
    if (SD.First >= N || SD.Second >= N || !placed(SD.First) ||
        !placed(SD.Second))
      continue;
    const Placement &A = S.Placements[SD.First], &B = S.Placements[SD.Second];
    if (A.Pool != B.Pool || A.Offset == B.Offset)
      continue;
    uint64_t AEnd = A.Offset + P.Buffers[SD.First].Size;
    uint64_t BEnd = B.Offset + P.Buffers[SD.Second].Size;
    if (A.Offset < BEnd && B.Offset < AEnd)
      add(ViolationKind::SameOrDisjoint, SD.First, SD.Second,
          "buffers " + q(P.Buffers[SD.First]) + " (at " + Twine(A.Offset) +
              ") and " + q(P.Buffers[SD.Second]) + " (at " +
              Twine(B.Offset) + ") overlap from different bases in pool " +
              poolName(SD.First) +
              (SD.Detail.empty() ? "" : " (" + SD.Detail + ")"));
  }

  // Temporal exclusions: a property of the lifetimes alone.
  for (const TemporalExclusion &TE : P.TemporalExclusions) {
    if (TE.First >= N || TE.Second >= N)
      continue;
    if (std::optional<Together> T =
            liveTogether(P.Buffers[TE.First], P.Buffers[TE.Second]))
      add(ViolationKind::TemporalExclusion, TE.First, TE.Second,
          "temporally exclusive buffers " + q(P.Buffers[TE.First]) + " and " +
              q(P.Buffers[TE.Second]) + " are live together at [" +
              Twine(T->Lo) + ", " + Twine(T->Hi) + ")");
  }
  return std::move(Out);
}

SmallVector<Violation, 0> Checker::runPipeline(unsigned Group, unsigned Depth) {
  if (Group >= P.PipelineGroups.size())
    return {};
  const PipelineGroup &G = P.PipelineGroups[Group];
  if (Depth == 0)
    Depth = 1;
  // Dense ordinal: rank of the stage id among the distinct stage ids.
  std::set<unsigned> Stages;
  for (const PipelineMember &M : G.Members)
    Stages.insert(M.Stage);
  std::map<unsigned, unsigned> Ordinal;
  for (unsigned St : Stages)
    Ordinal.emplace(St, Ordinal.size());
  for (size_t I = 0; I < G.Members.size(); ++I)
    for (size_t J = I + 1; J < G.Members.size(); ++J) {
      const PipelineMember &A = G.Members[I], &B = G.Members[J];
      if (A.Buffer >= P.Buffers.size() || B.Buffer >= P.Buffers.size() ||
          A.Buffer == B.Buffer)
        continue;
      unsigned OA = Ordinal[A.Stage] % Depth, OB = Ordinal[B.Stage] % Depth;
      if (OA == OB)
        continue;
      if (auto Bytes = shared(A.Buffer, B.Buffer))
        add(ViolationKind::PipelineStage, A.Buffer, B.Buffer,
            "pipeline group " + Twine(G.Id) + " members " +
                q(P.Buffers[A.Buffer]) + " (stage " + Twine(A.Stage) +
                ") and " + q(P.Buffers[B.Buffer]) + " (stage " +
                Twine(B.Stage) + ") are in different slots modulo depth " +
                Twine(Depth) + " but share bytes [" + Twine(Bytes->first) +
                ", " + Twine(Bytes->second) + ")");
    }
  return std::move(Out);
}

} // namespace

SmallVector<Violation, 0> llvm::ptoplan::validate(const Problem &P,
                                                  const Solution &S) {
  return Checker(P, S).run();
}

SmallVector<Violation, 0>
llvm::ptoplan::validatePipelineGroup(const Problem &P, const Solution &S,
                                     unsigned GroupIdx,
                                     unsigned EffectiveDepth) {
  return Checker(P, S).runPipeline(GroupIdx, EffectiveDepth);
}
