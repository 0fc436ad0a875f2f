//===- ExactSearch.cpp - Branch and bound in the spirit of MiniMalloc -----===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Implementation notes. All search state lives in flat arrays and every
/// change is recorded on a trail, so backtracking is an undo to a mark.
/// Sections are the elementary time intervals between interval ends that
/// have something live; every one is checked, because the lowest base an
/// unplaced block can take makes the floor of a section with fewer live
/// blocks than its neighbour higher, not lower. Totals and cuts are undone
/// from the placement record itself; the per-section witness of a low
/// enough block is a hint that is never undone (it is re-validated on use).
///
//===----------------------------------------------------------------------===//

#include "Planner/Solvers/ExactSearch.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <numeric>
#include <tuple>

using namespace llvm;
using namespace llvm::ptoplan;

namespace llvm {
namespace ptoplan {

class ExactSearchImpl {
public:
  explicit ExactSearchImpl(const PoolModel &M);

  SearchOutcome decide(uint64_t Cap, const SearchLimits &Limits,
                       SmallVectorImpl<uint64_t> &Bases);
  uint64_t nodes() const { return TotalNodes; }

private:
  enum class Result : uint8_t { Found, NotFound, Aborted };

  /// A set of blocks solved together and the sections it is checked on:
  /// sorted, disjoint ranges [first, second) of section indices (one range
  /// unless separations link blocks that are apart in time).
  struct Partition {
    SmallVector<unsigned, 0> Blocks;
    SmallVector<std::pair<unsigned, unsigned>, 1> Ranges;
  };

  struct SecEntry {
    unsigned Sec;
    uint64_t Lo, Hi, Meas;
  };
  struct SecMember {
    unsigned Block;
    uint64_t Lo;
  };
  enum TrailKind : uint8_t { TMinOff, TFloor, TPlaced };
  struct TrailEntry {
    TrailKind Kind;
    unsigned Idx;
    uint64_t Old;
  };

  void buildSections();
  void buildRankings();
  /// Ranks the blocks of \p Part by the current heuristic with section
  /// totals as they are now (MiniMalloc re-ranks each subproblem).
  void rerank(const Partition &Part);
  void reset(unsigned Heuristic);
  /// Splits the problem into independent root partitions (once).
  void buildRoots();
  /// Resets the state of root partition \p R for a search with ranking
  /// \p Heuristic (other roots are independent and left alone).
  void resetRoot(unsigned R, unsigned Heuristic);
  /// A candidate placement: block Block at base Off; Rank is its rank.
  struct Cand {
    uint64_t Off;
    unsigned Rank, Block;
  };
  struct Frame;
  /// Searches for a placement of every block of root partition \p Root.
  Result search(const Partition &Root);
  /// Places \p B at \p O; returns false if no unplaced block conflicts
  /// with it (it is "hatless").
  bool place(unsigned B, uint64_t O);
  void undo(size_t Mark);
  bool check(const Partition &Part, uint64_t O) const;
  /// What precheck needs to know about a node's partition: the largest
  /// total of bytes still to place in one of its sections and, built on
  /// first need, the sections holding unplaced blocks by floor with running
  /// maxima of their totals.
  struct NodeSections {
    uint64_t MaxTotal = 0;
    bool Sorted = false;
    SmallVector<std::pair<uint64_t, unsigned>, 0> ByFloor;
    SmallVector<uint64_t, 0> PrefixMaxTotal;
  };
  void collectNodeSections(const Partition &Part, NodeSections &NS) const;
  /// One frame of the explicit search stack. A *search* frame is a node of
  /// the branch and bound: it tries its candidates one after the other, each
  /// in a child frame. A *split* frame solves the independent subproblems a
  /// placement left, one after the other, each in a child search frame.
  /// Frames are reused across nodes, so their vectors keep their capacity.
  struct Frame {
    enum KindTy : uint8_t { Search, Split } Kind = Search;
    const Partition *Part = nullptr;
    // Search frames.
    uint64_t LastOff = 0;
    unsigned LastRank = 0;
    SmallVector<Cand, 0> Cands;
    size_t NextCand = 0;
    NodeSections NS;
    size_t Mark = 0;
    bool HasHat = false;
    // Split frames.
    SmallVector<Partition, 0> Subs;
    size_t NextSub = 0;
    SmallVector<unsigned, 0> SavedRanks;
  };
  /// Pushes a frame of kind \p Kind for \p Part onto the search stack.
  Frame &pushFrame(Frame::KindTy Kind, const Partition &Part);
  /// Starts search frame \p F: counts the node and collects its candidates.
  /// Returns false if the node is already decided, with \p Out its result.
  bool enterNode(Frame &F, Result &Out);
  /// Places the next candidate of \p F that passes the checks and pushes
  /// the frames that search the rest; false if no candidate is left.
  bool tryNextCandidate(Frame &F);
  /// Pushes what follows placing \p C in \p Part: a split frame if the
  /// placement cut the partition into independent subproblems, else a
  /// search frame for the rest.
  void pushSplit(const Partition &Part, const Cand &C);
  /// Starts the next subproblem of split frame \p S.
  void startNextSub(Frame &S);
  bool precheck(const Partition &Part, unsigned B, uint64_t O,
                NodeSections &NS);
  void splitPartition(const Partition &Part, SmallVectorImpl<Partition> &Out,
                      ArrayRef<unsigned> Boundaries) const;
  uint64_t lift(unsigned B, uint64_t X) const {
    if (M.Forbidden[B].empty() && M.Blocks[B].Modulus <= 1)
      return X;
    return liftPastObstacles(M, B, X);
  }
  void setMinOff(unsigned B, uint64_t V) {
    Trail.push_back({TMinOff, B, MinOff[B]});
    MinOff[B] = V;
  }
  void setFloor(unsigned S, uint64_t V) {
    Trail.push_back({TFloor, S, Floor[S]});
    Floor[S] = V;
  }
  /// The highest floor from which \p Bytes still fit below the capacity
  /// (skipping obstacles), or std::nullopt if they fit nowhere.
  std::optional<uint64_t> floorLimit(uint64_t Bytes) const;
  /// True if some unplaced member of section \p S can still be based at or
  /// below \p Limit (its lowest base plus its offset in the section).
  bool someMemberBelow(unsigned S, uint64_t Limit) const;

  const PoolModel &M;
  unsigned N = 0, NumSecs = 0;
  // Per block: sections (CSR), section hull, pushes (CSR).
  SmallVector<unsigned, 0> SecBegin;
  SmallVector<SecEntry, 0> Secs;
  SmallVector<int, 0> FirstSec, LastSec;
  SmallVector<unsigned, 0> PushBegin;
  SmallVector<std::pair<unsigned, int64_t>, 0> Pushes;
  // Per section: members (CSR) and initial totals.
  SmallVector<unsigned, 0> MemBegin;
  SmallVector<SecMember, 0> Members;
  SmallVector<uint64_t, 0> Total0;
  /// True if some conflict is not a co-live one (separations), which links
  /// blocks across section boundaries.
  bool HasRemoteConflicts = false;
  SmallVector<SmallVector<unsigned, 0>, 4> Rankings;
  /// Static keys of the rankings: lifetime width and area.
  SmallVector<uint64_t, 0> KeyW, KeyA;
  /// The current ranking (copied from Rankings, re-ranked per subproblem).
  SmallVector<unsigned, 0> RankArr;
  unsigned CurHeuristic = 0;
  SmallVector<AddressRange, 2> Obstacles;

  // Search state.
  uint64_t Cap = 0;
  SmallVector<uint64_t, 0> MinOff, Off, Floor, Total;
  /// Per section: position in Members of the member that last showed the
  /// section's floor to be low enough (a hint only; never trailed).
  mutable SmallVector<unsigned, 0> Witness;
  /// Per section: the last precheck stamp that marked it as a section of
  /// the candidate block.
  SmallVector<unsigned, 0> OwnStamp;
  unsigned CurOwnStamp = 0;
  SmallVector<uint8_t, 0> Placed;
  SmallVector<unsigned, 0> Cuts;
  SmallVector<TrailEntry, 0> Trail;
  /// The explicit search stack: Stack[0, Depth) are the live frames.
  SmallVector<std::unique_ptr<Frame>, 0> Stack;
  unsigned Depth = 0;

  /// A root partition and what earlier searches learnt about it: its best
  /// placement (bases in the order of Part.Blocks) and the largest capacity
  /// at which it was shown not to fit.
  struct Root {
    Partition Part;
    uint64_t BestPeak = UINT64_MAX;
    SmallVector<uint64_t, 0> BestBases;
    std::optional<uint64_t> Refuted;
    /// Where the restart schedule (node limit, ranking) stopped at each
    /// capacity whose search was cut by the node budget or the deadline: a
    /// later call at the same capacity goes on from there instead of
    /// repeating the runs that already failed (each run depends only on
    /// the capacity, the ranking and the limit).
    DenseMap<uint64_t, std::pair<uint64_t, unsigned>> Resume;
  };
  SmallVector<Root, 0> Roots;
  bool RootsBuilt = false;
  /// Cuts with nothing placed.
  SmallVector<unsigned, 0> InitCuts;

  uint64_t Nodes = 0, NodeLimit = 0, TotalNodes = 0;
  std::optional<std::chrono::steady_clock::time_point> Deadline;
  bool TimedOut = false;
};

} // namespace ptoplan
} // namespace llvm

ExactSearchImpl::ExactSearchImpl(const PoolModel &M) : M(M), N(M.size()) {
  buildSections();
  buildRankings();
  // Pushes: placing B at O forces Q to Base(Q) >= O + Above(Q, B).
  SmallVector<SmallVector<std::pair<unsigned, int64_t>, 4>, 0> P(N);
  for (unsigned Q = 0; Q < N; ++Q)
    for (const Conflict &C : M.Conflicts[Q])
      P[C.Other].push_back({Q, C.Above});
  PushBegin.push_back(0);
  for (unsigned B = 0; B < N; ++B) {
    Pushes.append(P[B].begin(), P[B].end());
    PushBegin.push_back(Pushes.size());
  }
  // Obstacles of the section inference: bytes blocked at every instant.
  SmallVector<std::pair<uint64_t, uint64_t>, 4> R;
  for (const AddressRange &A : M.AllTimeObstacles)
    R.push_back({A.Begin, A.End});
  llvm::sort(R);
  for (auto [Lo, Hi] : R) {
    if (!Obstacles.empty() && Lo <= Obstacles.back().End)
      Obstacles.back().End = std::max(Obstacles.back().End, Hi);
    else
      Obstacles.push_back({Lo, Hi});
  }
  MinOff.resize(N);
  Off.resize(N);
  Placed.resize(N);
  Floor.resize(NumSecs);
  Witness.assign(NumSecs, 0);
  OwnStamp.assign(NumSecs, 0);
  Total.resize(NumSecs);
  Cuts.resize(NumSecs ? NumSecs - 1 : 0);
}

void ExactSearchImpl::buildSections() {
  // Elementary segments between event times; keep the maximal ones.
  SmallVector<std::pair<int64_t, int>, 0> Ev; // (time, +1 start / -1 end)
  for (const Block &B : M.Blocks)
    for (const BlockMember &Mem : B.Members)
      for (const LiveInterval &I : Mem.Live) {
        Ev.push_back({I.Lower, 1});
        Ev.push_back({I.Upper, -1});
      }
  llvm::sort(Ev);
  SmallVector<int64_t, 0> Times;
  SmallVector<uint8_t, 0> HasStart, HasEnd;
  SmallVector<int64_t, 0> LiveAfter;
  int64_t Live = 0;
  for (size_t K = 0; K < Ev.size();) {
    int64_t T = Ev[K].first;
    bool S = false, E = false;
    for (; K < Ev.size() && Ev[K].first == T; ++K) {
      Live += Ev[K].second;
      (Ev[K].second > 0 ? S : E) = true;
    }
    Times.push_back(T);
    HasStart.push_back(S);
    HasEnd.push_back(E);
    LiveAfter.push_back(Live);
  }
  // Segment K = [Times[K], Times[K+1]).
  SmallVector<int64_t, 0> SecLo, SecHi;
  for (size_t K = 0; K + 1 < Times.size(); ++K)
    if (LiveAfter[K] > 0) {
      SecLo.push_back(Times[K]);
      SecHi.push_back(Times[K + 1]);
    }
  NumSecs = SecLo.size();

  // Block profiles per section: union of live members' windows.
  SmallVector<std::tuple<unsigned, unsigned, uint64_t, uint64_t>, 0> Raw;
  for (unsigned B = 0; B < N; ++B)
    for (const BlockMember &Mem : M.Blocks[B].Members)
      for (const LiveInterval &I : Mem.Live) {
        // Sections contained in [I.Lower, I.Upper).
        auto It = llvm::lower_bound(SecLo, I.Lower);
        for (unsigned S = It - SecLo.begin();
             S < NumSecs && SecHi[S] <= I.Upper; ++S)
          Raw.push_back({B, S, Mem.Rel, Mem.Rel + Mem.Size});
      }
  llvm::sort(Raw);
  SecBegin.push_back(0);
  FirstSec.assign(N, -1);
  LastSec.assign(N, -1);
  SmallVector<SmallVector<SecMember, 4>, 0> PerSec(NumSecs);
  Total0.assign(NumSecs, 0);
  size_t K = 0;
  for (unsigned B = 0; B < N; ++B) {
    while (K < Raw.size() && std::get<0>(Raw[K]) == B) {
      unsigned S = std::get<1>(Raw[K]);
      uint64_t Lo = UINT64_MAX, Hi = 0, Meas = 0, End = 0;
      bool FirstW = true;
      for (; K < Raw.size() && std::get<0>(Raw[K]) == B &&
             std::get<1>(Raw[K]) == S;
           ++K) {
        uint64_t WLo = std::get<2>(Raw[K]), WHi = std::get<3>(Raw[K]);
        Lo = std::min(Lo, WLo);
        Hi = std::max(Hi, WHi);
        // Raw is sorted by window start within (B, S): union measure.
        uint64_t From = FirstW ? WLo : std::max(WLo, End);
        if (WHi > From)
          Meas += WHi - From;
        End = FirstW ? WHi : std::max(End, WHi);
        FirstW = false;
      }
      Secs.push_back({S, Lo, Hi, Meas});
      PerSec[S].push_back({B, Lo});
      Total0[S] += Meas;
      if (FirstSec[B] < 0)
        FirstSec[B] = S;
      LastSec[B] = S;
    }
    SecBegin.push_back(Secs.size());
  }
  MemBegin.push_back(0);
  for (unsigned S = 0; S < NumSecs; ++S) {
    Members.append(PerSec[S].begin(), PerSec[S].end());
    MemBegin.push_back(Members.size());
  }
  // Remote conflicts: any conflicting pair that never shares a section.
  for (unsigned B = 0; B < N && !HasRemoteConflicts; ++B)
    for (const Conflict &C : M.Conflicts[B]) {
      unsigned Q = C.Other;
      bool Share = false;
      if (FirstSec[B] >= 0 && FirstSec[Q] >= 0 && FirstSec[B] <= LastSec[Q] &&
          FirstSec[Q] <= LastSec[B]) {
        // Hulls intersect; check an actual common section.
        for (unsigned I = SecBegin[B], J = SecBegin[Q];
             I < SecBegin[B + 1] && J < SecBegin[Q + 1];) {
          if (Secs[I].Sec == Secs[J].Sec) {
            Share = true;
            break;
          }
          if (Secs[I].Sec < Secs[J].Sec)
            ++I;
          else
            ++J;
        }
      }
      if (!Share) {
        HasRemoteConflicts = true;
        break;
      }
    }
}

void ExactSearchImpl::buildRankings() {
  // MiniMalloc's preorderings: W(idth), A(rea), T(otal), descending.
  SmallVector<uint64_t, 0> &W = KeyW, &A = KeyA, T(N, 0);
  W.resize(N);
  A.resize(N);
  for (unsigned B = 0; B < N; ++B) {
    const Block &Bl = M.Blocks[B];
    W[B] = uint64_t(Bl.End - Bl.Start);
    A[B] = Bl.Extent * std::max<uint64_t>(1, W[B]);
    for (unsigned I = SecBegin[B]; I < SecBegin[B + 1]; ++I)
      T[B] = std::max(T[B], Total0[Secs[I].Sec]);
  }
  auto Make = [&](ArrayRef<const SmallVector<uint64_t, 0> *> Keys) {
    SmallVector<unsigned, 0> Order(N);
    std::iota(Order.begin(), Order.end(), 0);
    llvm::sort(Order, [&](unsigned X, unsigned Y) {
      for (const auto *K : Keys)
        if ((*K)[X] != (*K)[Y])
          return (*K)[X] > (*K)[Y];
      return X < Y;
    });
    SmallVector<unsigned, 0> RankOf(N);
    for (unsigned I = 0; I < N; ++I)
      RankOf[Order[I]] = I;
    Rankings.push_back(std::move(RankOf));
  };
  Make({&W, &A, &T});
  Make({&T, &A, &W});
  Make({&T, &W, &A});
}

void ExactSearchImpl::rerank(const Partition &Part) {
  SmallVector<std::pair<unsigned, uint64_t>, 32> T;
  for (unsigned B : Part.Blocks) {
    if (Placed[B])
      continue;
    uint64_t Max = 0;
    for (unsigned I = SecBegin[B]; I < SecBegin[B + 1]; ++I)
      Max = std::max(Max, Total[Secs[I].Sec]);
    T.push_back({B, Max});
  }
  auto Key = [&](const std::pair<unsigned, uint64_t> &X, unsigned K) {
    // Heuristic 0: W, A, T; 1: T, A, W; 2: T, W, A.
    static const char Keys[3][3] = {
        {'W', 'A', 'T'}, {'T', 'A', 'W'}, {'T', 'W', 'A'}};
    switch (Keys[CurHeuristic % 3][K]) {
    case 'W':
      return KeyW[X.first];
    case 'A':
      return KeyA[X.first];
    default:
      return X.second;
    }
  };
  llvm::sort(T, [&](const auto &X, const auto &Y) {
    for (unsigned K = 0; K < 3; ++K)
      if (Key(X, K) != Key(Y, K))
        return Key(X, K) > Key(Y, K);
    return X.first < Y.first;
  });
  for (unsigned I = 0; I < T.size(); ++I)
    RankArr[T[I].first] = I;
}

void ExactSearchImpl::reset(unsigned Heuristic) {
  CurHeuristic = Heuristic;
  RankArr = Rankings[Heuristic];
  Trail.clear();
  for (unsigned B = 0; B < N; ++B) {
    Placed[B] = 0;
    MinOff[B] = lift(B, 0);
  }
  for (unsigned S = 0; S < NumSecs; ++S) {
    Total[S] = Total0[S];
    Floor[S] = 0;
    Witness[S] = MemBegin[S];
  }
  std::fill(Cuts.begin(), Cuts.end(), 0);
  for (unsigned B = 0; B < N; ++B)
    for (int K = FirstSec[B]; K >= 0 && K < LastSec[B]; ++K)
      ++Cuts[K];
}

std::optional<uint64_t> ExactSearchImpl::floorLimit(uint64_t Bytes) const {
  if (Obstacles.empty())
    return Bytes <= Cap ? std::optional<uint64_t>(Cap - Bytes) : std::nullopt;
  // Walk down from the capacity, skipping obstacle bytes.
  uint64_t F = Cap, Need = Bytes;
  for (size_t I = Obstacles.size(); I-- > 0;) {
    const AddressRange &A = Obstacles[I];
    if (A.Begin >= F)
      continue;
    uint64_t Top = std::min(A.End, F);
    if (F - Top >= Need)
      return F - Need;
    Need -= F - Top;
    F = A.Begin;
  }
  return F >= Need ? std::optional<uint64_t>(F - Need) : std::nullopt;
}

bool ExactSearchImpl::someMemberBelow(unsigned S, uint64_t Limit) const {
  unsigned Begin = MemBegin[S], End = MemBegin[S + 1];
  unsigned W = Witness[S];
  for (unsigned K = 0, Cnt = End - Begin; K < Cnt; ++K, ++W) {
    if (W >= End)
      W = Begin;
    const SecMember &Mem = Members[W];
    if (!Placed[Mem.Block] && MinOff[Mem.Block] + Mem.Lo <= Limit) {
      Witness[S] = W;
      return true;
    }
  }
  return false;
}

bool ExactSearchImpl::check(const Partition &Part, uint64_t O) const {
  // In every section still holding unplaced blocks, their bytes must fit
  // above the section's floor: the top of its placed blocks, O (canonical
  // order), and the lowest base one of its unplaced blocks can still take.
  for (auto [SLo, SHi] : Part.Ranges)
    for (unsigned S = SLo; S < SHi; ++S) {
      if (!Total[S])
        continue;
      if (Obstacles.empty()) {
        if (Total[S] > Cap)
          return false;
        uint64_t Limit = Cap - Total[S];
        if (std::max(O, Floor[S]) > Limit || !someMemberBelow(S, Limit))
          return false;
        continue;
      }
      std::optional<uint64_t> Limit = floorLimit(Total[S]);
      if (!Limit || std::max(O, Floor[S]) > *Limit ||
          !someMemberBelow(S, *Limit))
        return false;
    }
  return true;
}

void ExactSearchImpl::collectNodeSections(const Partition &Part,
                                          NodeSections &NS) const {
  NS.MaxTotal = 0;
  for (auto [SLo, SHi] : Part.Ranges)
    for (unsigned S = SLo; S < SHi; ++S)
      NS.MaxTotal = std::max(NS.MaxTotal, Total[S]);
}

bool ExactSearchImpl::precheck(const Partition &Part, unsigned B, uint64_t O,
                               NodeSections &NS) {
  // check() as it will be after placing B at O, ignoring what the pushes
  // will add: floors and lowest bases only grow, so failing here fails
  // there.
  if (!Obstacles.empty()) {
    unsigned I = SecBegin[B], E = SecBegin[B + 1];
    for (auto [SLo, SHi] : Part.Ranges)
      for (unsigned S = SLo; S < SHi; ++S) {
        while (I < E && Secs[I].Sec < S)
          ++I;
        uint64_t F = std::max(O, Floor[S]);
        uint64_t T = Total[S];
        if (I < E && Secs[I].Sec == S) {
          F = std::max(F, O + Secs[I].Hi);
          T -= Secs[I].Meas;
        }
        if (!T)
          continue;
        std::optional<uint64_t> Limit = floorLimit(T);
        if (!Limit || F > *Limit)
          return false;
      }
    return true;
  }
  // B's own sections: its top becomes their floor.
  ++CurOwnStamp;
  for (unsigned I = SecBegin[B]; I < SecBegin[B + 1]; ++I) {
    const SecEntry &E = Secs[I];
    OwnStamp[E.Sec] = CurOwnStamp;
    uint64_t T = Total[E.Sec] - E.Meas;
    if (T && std::max(std::max(Floor[E.Sec], O), O + E.Hi) + T > Cap)
      return false;
  }
  // Other sections change only if their floor is below O (the others were
  // checked when their floor was set): their totals must fit above O.
  if (O > Cap)
    return false;
  if (NS.MaxTotal <= Cap - O)
    return true;
  if (!NS.Sorted) {
    NS.Sorted = true;
    for (auto [SLo, SHi] : Part.Ranges)
      for (unsigned S = SLo; S < SHi; ++S)
        if (Total[S])
          NS.ByFloor.push_back({Floor[S], S});
    llvm::sort(NS.ByFloor);
    uint64_t Max = 0;
    for (auto [F, S] : NS.ByFloor) {
      Max = std::max(Max, Total[S]);
      NS.PrefixMaxTotal.push_back(Max);
    }
  }
  size_t K = llvm::partition_point(NS.ByFloor,
                                   [&](const auto &X) { return X.first < O; }) -
             NS.ByFloor.begin();
  if (K == 0 || NS.PrefixMaxTotal[K - 1] <= Cap - O)
    return true;
  for (size_t J = 0; J < K; ++J) {
    unsigned S = NS.ByFloor[J].second;
    if (Total[S] > Cap - O && OwnStamp[S] != CurOwnStamp)
      return false;
  }
  return true;
}

bool ExactSearchImpl::place(unsigned B, uint64_t O) {
  // Totals and cuts are restored from the TPlaced entry itself on undo.
  Trail.push_back({TPlaced, B, 0});
  Placed[B] = 1;
  Off[B] = O;
  for (unsigned I = SecBegin[B]; I < SecBegin[B + 1]; ++I) {
    const SecEntry &E = Secs[I];
    Total[E.Sec] -= E.Meas;
    if (O + E.Hi > Floor[E.Sec])
      setFloor(E.Sec, O + E.Hi);
  }
  for (int K = FirstSec[B]; K >= 0 && K < LastSec[B]; ++K)
    --Cuts[K];
  bool HasHat = false;
  for (unsigned I = PushBegin[B]; I < PushBegin[B + 1]; ++I) {
    auto [Q, Above] = Pushes[I];
    if (Placed[Q])
      continue;
    HasHat = true;
    int64_t V = int64_t(O) + Above;
    if (V <= 0 || uint64_t(V) <= MinOff[Q])
      continue;
    setMinOff(Q, lift(Q, uint64_t(V)));
  }
  return HasHat;
}

void ExactSearchImpl::undo(size_t Mark) {
  while (Trail.size() > Mark) {
    const TrailEntry &E = Trail.back();
    switch (E.Kind) {
    case TMinOff:
      MinOff[E.Idx] = E.Old;
      break;
    case TFloor:
      Floor[E.Idx] = E.Old;
      break;
    case TPlaced: {
      unsigned B = E.Idx;
      Placed[B] = 0;
      for (unsigned I = SecBegin[B]; I < SecBegin[B + 1]; ++I)
        Total[Secs[I].Sec] += Secs[I].Meas;
      for (int K = FirstSec[B]; K >= 0 && K < LastSec[B]; ++K)
        ++Cuts[K];
      break;
    }
    }
    Trail.pop_back();
  }
}

void ExactSearchImpl::splitPartition(const Partition &Part,
                                     SmallVectorImpl<Partition> &Out,
                                     ArrayRef<unsigned> Boundaries) const {
  // Boundaries: sorted section indices K with no unplaced block spanning K
  // and K + 1. Cut the partition's ranges there.
  SmallVector<std::pair<unsigned, unsigned>, 8> Pieces;
  size_t BI = 0;
  for (auto [Lo, Hi] : Part.Ranges) {
    unsigned Start = Lo;
    for (; BI < Boundaries.size() && Boundaries[BI] + 1 < Hi; ++BI)
      if (Boundaries[BI] >= Start) {
        Pieces.push_back({Start, Boundaries[BI] + 1});
        Start = Boundaries[BI] + 1;
      }
    Pieces.push_back({Start, Hi});
  }
  unsigned NG = Pieces.size();
  SmallVector<SmallVector<unsigned, 0>, 8> Groups(NG);
  SmallVector<unsigned, 0> Loose; // Blocks without sections.
  for (unsigned B : Part.Blocks) {
    if (Placed[B])
      continue;
    if (FirstSec[B] < 0) {
      Loose.push_back(B);
      continue;
    }
    unsigned F = FirstSec[B];
    unsigned G = llvm::partition_point(
                     Pieces, [&](const auto &R) { return R.second <= F; }) -
                 Pieces.begin();
    if (G >= NG)
      G = NG - 1;
    Groups[G].push_back(B);
  }
  // Union groups (and loose blocks) linked by remote conflicts.
  unsigned Total = NG + Loose.size();
  SmallVector<unsigned, 16> Parent(Total);
  std::iota(Parent.begin(), Parent.end(), 0);
  auto Find = [&](unsigned X) {
    while (Parent[X] != X)
      X = Parent[X] = Parent[Parent[X]];
    return X;
  };
  if (HasRemoteConflicts) {
    DenseMap<unsigned, unsigned> GroupOf;
    for (unsigned G = 0; G < NG; ++G)
      for (unsigned B : Groups[G])
        GroupOf[B] = G;
    for (unsigned L = 0; L < Loose.size(); ++L)
      GroupOf[Loose[L]] = NG + L;
    for (const auto &KV : GroupOf)
      for (const Conflict &C : M.Conflicts[KV.first]) {
        auto It = GroupOf.find(C.Other);
        if (It == GroupOf.end())
          continue;
        unsigned X = Find(KV.second), Y = Find(It->second);
        if (X != Y)
          Parent[std::max(X, Y)] = std::min(X, Y);
      }
  }
  SmallVector<int, 16> OutIdx(Total, -1);
  for (unsigned G = 0; G < Total; ++G) {
    bool IsLoose = G >= NG;
    if (!IsLoose && Groups[G].empty())
      continue;
    unsigned Root = Find(G);
    if (OutIdx[Root] < 0) {
      OutIdx[Root] = Out.size();
      Out.emplace_back();
    }
    Partition &P = Out[OutIdx[Root]];
    if (IsLoose) {
      P.Blocks.push_back(Loose[G - NG]);
    } else {
      P.Blocks.append(Groups[G].begin(), Groups[G].end());
      P.Ranges.push_back(Pieces[G]); // Pieces are visited in order.
    }
  }
}

ExactSearchImpl::Frame &ExactSearchImpl::pushFrame(Frame::KindTy Kind,
                                                   const Partition &Part) {
  if (Depth == Stack.size())
    Stack.push_back(std::make_unique<Frame>());
  Frame &F = *Stack[Depth++];
  F.Kind = Kind;
  F.Part = &Part;
  return F;
}

bool ExactSearchImpl::enterNode(Frame &F, Result &Out) {
  if (++Nodes > NodeLimit) {
    Out = Result::Aborted;
    return false;
  }
  if (Deadline && (Nodes & 1023) == 0 &&
      std::chrono::steady_clock::now() > *Deadline) {
    TimedOut = true;
    Out = Result::Aborted;
    return false;
  }
  const Partition &Part = *F.Part;
  // Candidates: unplaced blocks whose lowest base respects the canonical
  // order (not below the last placement) and the dominance rule (below the
  // lowest possible top of any unplaced block).
  uint64_t MinHeight = UINT64_MAX;
  bool Any = false;
  for (unsigned B : Part.Blocks)
    if (!Placed[B]) {
      Any = true;
      MinHeight = std::min(MinHeight, MinOff[B] + M.Blocks[B].Extent);
    }
  if (!Any) {
    Out = Result::Found;
    return false;
  }
  F.Cands.clear();
  for (unsigned B : Part.Blocks) {
    if (Placed[B])
      continue;
    uint64_t O = MinOff[B];
    if (O < F.LastOff || O >= MinHeight || O + M.Blocks[B].Extent > Cap)
      continue;
    unsigned R = RankArr[B];
    if (O == F.LastOff && R < F.LastRank)
      continue;
    F.Cands.push_back({O, R, B});
  }
  if (F.Cands.empty()) {
    Out = Result::NotFound;
    return false;
  }
  llvm::sort(F.Cands, [](const Cand &A, const Cand &B) {
    return A.Off < B.Off || (A.Off == B.Off && A.Rank < B.Rank);
  });
  F.NS.Sorted = false;
  F.NS.ByFloor.clear();
  F.NS.PrefixMaxTotal.clear();
  collectNodeSections(Part, F.NS);
  F.NextCand = 0;
  return true;
}

bool ExactSearchImpl::tryNextCandidate(Frame &F) {
  while (F.NextCand < F.Cands.size()) {
    const Cand C = F.Cands[F.NextCand++];
    if (!precheck(*F.Part, C.Block, C.Off, F.NS))
      continue;
    F.Mark = Trail.size();
    F.HasHat = place(C.Block, C.Off);
    if (check(*F.Part, C.Off)) {
      pushSplit(*F.Part, C);
      return true;
    }
    undo(F.Mark);
    // Hatless pruning: a block no unplaced block conflicts with can be
    // moved down to this very spot in any solution that places the later
    // candidates first, so if it failed here, they fail too.
    if (!F.HasHat)
      return false;
  }
  return false;
}

void ExactSearchImpl::pushSplit(const Partition &Part, const Cand &C) {
  SmallVector<unsigned, 4> Boundaries;
  for (int K = FirstSec[C.Block]; K >= 0 && K < LastSec[C.Block]; ++K) {
    if (Cuts[K] != 0)
      continue;
    // Only cuts strictly inside one of the partition's ranges.
    for (auto [Lo, Hi] : Part.Ranges)
      if (unsigned(K) >= Lo && unsigned(K) + 1 < Hi) {
        Boundaries.push_back(K);
        break;
      }
  }
  if (!Boundaries.empty()) {
    Frame &S = pushFrame(Frame::Split, Part);
    S.Subs.clear();
    splitPartition(Part, S.Subs, Boundaries);
    if (S.Subs.size() > 1) {
      S.NextSub = 0;
      startNextSub(S);
      return;
    }
    --Depth; // Nothing to split after all.
  }
  Frame &Child = pushFrame(Frame::Search, Part);
  Child.LastOff = C.Off;
  Child.LastRank = C.Rank;
}

void ExactSearchImpl::startNextSub(Frame &S) {
  const Partition &Sub = S.Subs[S.NextSub++];
  S.SavedRanks.clear();
  for (unsigned X : Sub.Blocks)
    S.SavedRanks.push_back(RankArr[X]);
  rerank(Sub);
  Frame &Child = pushFrame(Frame::Search, Sub);
  Child.LastOff = 0;
  Child.LastRank = 0;
}

ExactSearchImpl::Result ExactSearchImpl::search(const Partition &Root) {
  // The recursion search -> place -> split -> search, run on an explicit
  // stack (Stack[0, Depth)): its depth is the number of blocks placed, which
  // grows with the problem.
  Depth = 0;
  pushFrame(Frame::Search, Root);
  Stack[0]->LastOff = 0;
  Stack[0]->LastRank = 0;
  bool Entering = true; // The top frame is new (else a child returned Ret).
  Result Ret = Result::NotFound;
  while (true) {
    Frame &F = *Stack[Depth - 1];
    bool Done = false;
    if (F.Kind == Frame::Search) {
      if (Entering) {
        Done = !enterNode(F, Ret);
      } else if (Ret == Result::Found || Ret == Result::Aborted) {
        // A found placement is kept; an abort leaves the trail to decide().
        if (Ret == Result::Aborted)
          undo(F.Mark);
        Done = true;
      } else {
        undo(F.Mark);
        if (!F.HasHat)
          Done = true;
      }
      if (!Done && !tryNextCandidate(F)) {
        Ret = Result::NotFound;
        Done = true;
      }
    } else {
      // Split frames are only resumed: a child search has returned.
      const Partition &Sub = F.Subs[F.NextSub - 1];
      for (unsigned I = 0; I < Sub.Blocks.size(); ++I)
        RankArr[Sub.Blocks[I]] = F.SavedRanks[I];
      if (Ret != Result::Found || F.NextSub == F.Subs.size())
        Done = true; // Ret is the result of the whole split.
      else
        startNextSub(F);
    }
    if (Done) {
      if (--Depth == 0)
        return Ret;
      Entering = false;
    } else {
      Entering = true;
    }
  }
}

void ExactSearchImpl::buildRoots() {
  RootsBuilt = true;
  reset(0);
  InitCuts.assign(Cuts.begin(), Cuts.end());
  Partition All;
  for (unsigned B = 0; B < N; ++B)
    All.Blocks.push_back(B);
  if (NumSecs)
    All.Ranges.push_back({0, NumSecs});
  // Static decomposition on the initial cuts (and separation links).
  SmallVector<unsigned, 8> Boundaries;
  for (unsigned K = 0; K + 1 < NumSecs; ++K)
    if (Cuts[K] == 0)
      Boundaries.push_back(K);
  SmallVector<Partition, 4> Parts;
  splitPartition(All, Parts, Boundaries);
  for (Partition &P : Parts) {
    Roots.emplace_back();
    Roots.back().Part = std::move(P);
  }
}

void ExactSearchImpl::resetRoot(unsigned RI, unsigned Heuristic) {
  const Partition &Part = Roots[RI].Part;
  CurHeuristic = Heuristic;
  Trail.clear();
  for (unsigned B : Part.Blocks) {
    Placed[B] = 0;
    MinOff[B] = lift(B, 0);
    RankArr[B] = Rankings[Heuristic][B];
  }
  for (auto [SLo, SHi] : Part.Ranges) {
    for (unsigned S = SLo; S < SHi; ++S) {
      Total[S] = Total0[S];
      Floor[S] = 0;
      Witness[S] = MemBegin[S];
    }
    for (unsigned K = SLo; K + 1 < SHi; ++K)
      Cuts[K] = InitCuts[K];
  }
}

SearchOutcome ExactSearchImpl::decide(uint64_t C, const SearchLimits &Limits,
                                      SmallVectorImpl<uint64_t> &Bases) {
  Cap = C;
  Deadline = Limits.Deadline;
  TimedOut = false;
  if (!RootsBuilt)
    buildRoots();
  uint64_t Budget = Limits.NodeBudget;
  uint64_t Used = 0;
  // Roots are independent: each keeps the best placement found for it in
  // any earlier call, so a probe only searches the roots that do not yet
  // fit under this capacity. Each is searched with a round robin of
  // rankings under doubling node limits, as MiniMalloc does.
  for (unsigned RI = 0; RI < Roots.size(); ++RI) {
    Root &R = Roots[RI];
    if (R.BestPeak <= Cap)
      continue;
    if (R.Refuted && *R.Refuted >= Cap)
      return SearchOutcome::Exhausted;
    uint64_t Limit = std::max<uint64_t>(2 * R.Part.Blocks.size(), 64);
    unsigned FirstH = 0;
    if (auto It = R.Resume.find(Cap); It != R.Resume.end())
      std::tie(Limit, FirstH) = It->second;
    bool Done = false;
    while (!Done) {
      for (unsigned H = FirstH; H < Rankings.size() && !Done; ++H) {
        if (Used >= Budget) {
          R.Resume[Cap] = {Limit, H};
          return SearchOutcome::Aborted;
        }
        resetRoot(RI, H);
        Nodes = 0;
        NodeLimit = std::min(Limit, Budget - Used);
        Result Res = check(R.Part, 0) ? search(R.Part) : Result::NotFound;
        Used += std::min(Nodes, NodeLimit);
        TotalNodes += std::min(Nodes, NodeLimit);
        if (Res == Result::Found) {
          uint64_t Peak = 0;
          R.BestBases.clear();
          for (unsigned B : R.Part.Blocks) {
            R.BestBases.push_back(Off[B]);
            Peak = std::max(Peak, Off[B] + M.Blocks[B].Extent);
          }
          R.BestPeak = Peak;
          R.Resume.erase(Cap);
          Done = true;
        } else if (Res == Result::NotFound) {
          R.Refuted = std::max(R.Refuted.value_or(0), Cap);
          R.Resume.erase(Cap);
          return SearchOutcome::Exhausted;
        } else if (TimedOut || NodeLimit < Limit) {
          // Cut before its limit: this run is repeated whole next time.
          R.Resume[Cap] = {Limit, H};
          return SearchOutcome::Aborted;
        }
      }
      FirstH = 0;
      Limit = Limit > UINT64_MAX / 2 ? UINT64_MAX : Limit * 2;
    }
  }
  Bases.assign(N, 0);
  for (const Root &R : Roots)
    for (unsigned I = 0; I < R.Part.Blocks.size(); ++I)
      Bases[R.Part.Blocks[I]] = R.BestBases[I];
  return SearchOutcome::Found;
}

ExactSearch::ExactSearch(const PoolModel &M)
    : Impl(std::make_unique<ExactSearchImpl>(M)) {}

ExactSearch::~ExactSearch() = default;

SearchOutcome ExactSearch::decide(uint64_t Cap, const SearchLimits &Limits,
                                  SmallVectorImpl<uint64_t> &Bases) {
  return Impl->decide(Cap, Limits, Bases);
}

uint64_t ExactSearch::nodes() const { return Impl->nodes(); }
