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
/// with overflow checks. It is quadratic in the number of buffers, which is
/// fine for the sizes the planner sees (hundreds to a few thousand).
///
//===----------------------------------------------------------------------===//

#include "Planner/Validator.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <map>
#include <set>

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

std::string q(const Buffer &B) { return "'" + B.Name + "'"; }

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

  const Problem &P;
  const Solution &S;
  SmallVector<Violation, 0> Out;
  /// Colocation component representative and implied offset from it.
  SmallVector<unsigned, 0> Rep;
  SmallVector<int64_t, 0> Implied;
};

void Checker::computeColocationClosure() {
  unsigned N = P.Buffers.size();
  Rep.assign(N, ~0u);
  Implied.assign(N, 0);
  std::map<unsigned, SmallVector<std::pair<unsigned, int64_t>, 2>> Edges;
  for (const Colocation &C : P.Colocations) {
    if (C.First >= N || C.Second >= N)
      continue;
    Edges[C.First].push_back({C.Second, C.Offset});
    Edges[C.Second].push_back({C.First, -C.Offset});
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
      for (auto [Y, Off] : It->second)
        if (Rep[Y] == ~0u) {
          Rep[Y] = R;
          Implied[Y] = Implied[X] + Off;
          Work.push_back(Y);
        }
    }
  }
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
          "buffer " + q(Buf) + " ends at " + Twine(End) +
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

  // Lifetime overlaps: a sweep over interval starts finds every pair of
  // buffers live together (each pair once), so the cost is the number of
  // co-live pairs rather than all pairs.
  std::set<std::pair<unsigned, unsigned>> SeparatedPairs;
  for (const Separation &Sep : P.Separations)
    if (Sep.First < N && Sep.Second < N && Sep.First != Sep.Second)
      SeparatedPairs.insert(
          {std::min(Sep.First, Sep.Second), std::max(Sep.First, Sep.Second)});
  std::set<std::pair<unsigned, unsigned>> CoLive;
  {
    struct Item {
      int64_t Lo, Hi;
      unsigned Buf;
    };
    std::vector<Item> Items;
    for (unsigned B = 0; B < N; ++B)
      for (const LiveInterval &I : P.Buffers[B].Live)
        if (I.Lower < I.Upper)
          Items.push_back({I.Lower, I.Upper, B});
    std::sort(Items.begin(), Items.end(), [](const Item &X, const Item &Y) {
      return X.Lo < Y.Lo || (X.Lo == Y.Lo && X.Buf < Y.Buf);
    });
    std::vector<Item> Open;
    for (const Item &It : Items) {
      Open.erase(std::remove_if(Open.begin(), Open.end(),
                                [&](const Item &O) { return O.Hi <= It.Lo; }),
                 Open.end());
      for (const Item &O : Open)
        if (O.Buf != It.Buf)
          CoLive.insert({std::min(O.Buf, It.Buf), std::max(O.Buf, It.Buf)});
      Open.push_back(It);
    }
  }
  for (auto [A, B] : CoLive) {
    {
      auto Bytes = shared(A, B);
      if (!Bytes)
        continue;
      std::optional<Together> T = liveTogether(P.Buffers[A], P.Buffers[B]);
      if (!T)
        continue;
      if (Rep[A] == Rep[B]) {
        int64_t Want = Implied[B] - Implied[A];
        int64_t Got =
            int64_t(S.Placements[B].Offset) - int64_t(S.Placements[A].Offset);
        if (Want == Got)
          continue;
        add(ViolationKind::Overlap, A, B,
            "colocated buffers " + q(P.Buffers[A]) + " and " + q(P.Buffers[B]) +
                " are live together at [" + Twine(T->Lo) + ", " + Twine(T->Hi) +
                ") and share bytes [" + Twine(Bytes->first) + ", " +
                Twine(Bytes->second) + ") in pool " + poolName(A) +
                " at relative offset " + Twine(Got) +
                " instead of the colocated " + Twine(Want));
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
    int64_t Got = int64_t(B.Offset) - int64_t(A.Offset);
    if (Got != C.Offset)
      add(ViolationKind::Colocation, C.First, C.Second,
          "buffer " + q(BB) + " must be at offset " + Twine(C.Offset) +
              " from " + q(BA) + " but is at " + Twine(Got));
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
