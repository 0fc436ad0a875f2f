//===- LowerBound.cpp - Lower bounds on a pool's peak ---------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/LowerBound.h"
#include "Planner/Components.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <optional>
#include <queue>
#include <tuple>

using namespace llvm;
using namespace llvm::ptoplan;

/// Above this many buffers in a pool the clique search is skipped (its
/// bitsets grow quadratically); the greedy clique still bounds the peak.
static constexpr unsigned MaxCliqueSearchVertices = 2000;
/// Above this many buffers in a pool no conflict graph is built at all
/// (its edges grow with the co-live pairs); the seed clique bounds the peak.
static constexpr unsigned MaxGraphVertices = 20000;

uint64_t llvm::ptoplan::peakForBytes(uint64_t Bytes,
                                     ArrayRef<AddressRange> Reserved) {
  SmallVector<AddressRange, 4> R;
  for (const AddressRange &A : Reserved)
    if (A.End > A.Begin)
      R.push_back(A);
  llvm::sort(R, [](const AddressRange &A, const AddressRange &B) {
    return A.Begin < B.Begin;
  });
  uint64_t Pos = 0, Free = 0;
  for (const AddressRange &A : R) {
    if (A.End <= Pos)
      continue;
    uint64_t Begin = std::max(A.Begin, Pos);
    if (Begin - Pos >= Bytes - Free)
      return Pos + (Bytes - Free);
    Free += Begin - Pos;
    Pos = A.End;
  }
  return Pos + (Bytes - Free);
}

namespace {

/// Maximum-weight clique by branch and bound over bitsets. Vertices are
/// renumbered by decreasing weight so that bitset order is weight order; the
/// bound at each node is a greedy colouring of the candidates into
/// independent sets, each contributing its heaviest vertex. The search runs
/// over an explicit stack of nodes, so its depth (up to the clique size)
/// costs heap, never call-stack frames.
class CliqueSearch {
public:
  CliqueSearch(ArrayRef<SmallVector<unsigned, 8>> Adj,
               ArrayRef<uint64_t> Weights, uint64_t Budget)
      : N(Adj.size()), Words((Adj.size() + 63) / 64), Budget(Budget) {
    Order.resize(N);
    for (unsigned I = 0; I < N; ++I)
      Order[I] = I;
    llvm::stable_sort(
        Order, [&](unsigned A, unsigned B) { return Weights[A] > Weights[B]; });
    Rank.resize(N);
    for (unsigned I = 0; I < N; ++I)
      Rank[Order[I]] = I;
    W.resize(N);
    for (unsigned I = 0; I < N; ++I)
      W[I] = Weights[Order[I]];
    AdjBits.assign(size_t(N) * Words, 0);
    for (unsigned V = 0; V < N; ++V)
      for (unsigned U : Adj[V])
        if (U != V && U < N)
          set(row(Rank[V]), Rank[U]);
  }

  /// Installs \p Seed (original numbering) as the incumbent.
  void seed(ArrayRef<unsigned> Seed) {
    uint64_t S = 0;
    for (unsigned V : Seed)
      S += W[Rank[V]];
    if (S > Best) {
      Best = S;
      BestSet.clear();
      for (unsigned V : Seed)
        BestSet.push_back(Rank[V]);
    }
  }

  void run() {
    SmallVector<uint64_t, 8> P(Words, 0);
    for (unsigned V = 0; V < N; ++V)
      set(P.data(), V);
    expand(P);
  }

  uint64_t best() const { return Best; }
  bool exact() const { return !Aborted; }
  uint64_t nodes() const { return Nodes; }
  void clique(SmallVectorImpl<unsigned> &Out) const {
    Out.clear();
    for (unsigned V : BestSet)
      Out.push_back(Order[V]);
    llvm::sort(Out);
  }

private:
  uint64_t *row(unsigned V) { return &AdjBits[size_t(V) * Words]; }
  static void set(uint64_t *B, unsigned I) { B[I / 64] |= 1ull << (I % 64); }
  static void reset(uint64_t *B, unsigned I) {
    B[I / 64] &= ~(1ull << (I % 64));
  }
  bool empty(ArrayRef<uint64_t> B) const {
    return all_of(B, [](uint64_t X) { return X == 0; });
  }
  int first(ArrayRef<uint64_t> B) const {
    for (unsigned I = 0; I < Words; ++I)
      if (B[I])
        return I * 64 + llvm::countr_zero(B[I]);
    return -1;
  }

  /// One node of the search: the candidates P (vertices adjacent to all of
  /// Cur), the weight of Cur, P's colouring, and the next branch.
  struct Node {
    SmallVector<uint64_t, 8> P;
    uint64_t CurW = 0;
    /// Greedy colouring of P: Seq in colour order, Bound[i] = the sum of
    /// the class maxima up to Seq[i]'s class.
    SmallVector<unsigned, 64> Seq;
    SmallVector<uint64_t, 64> Bound;
    /// Branches left: Seq[0..Next) (taken from the last).
    size_t Next = 0;
    /// Whether the node above it on the stack is its branch on Seq[Next].
    bool InBranch = false;
  };

  /// Greedy colouring: classes of pairwise non-adjacent vertices, heaviest
  /// first.
  void colour(Node &X) {
    SmallVector<uint64_t, 8> Uncolored(X.P.begin(), X.P.end());
    SmallVector<uint64_t, 8> Q(Words);
    uint64_t Acc = 0;
    while (!empty(Uncolored)) {
      Q.assign(Uncolored.begin(), Uncolored.end());
      bool FirstInClass = true;
      int V;
      while ((V = first(Q)) >= 0) {
        if (FirstInClass) {
          Acc += W[V];
          FirstInClass = false;
        }
        X.Seq.push_back(V);
        X.Bound.push_back(0);
        reset(Q.data(), V);
        reset(Uncolored.data(), V);
        const uint64_t *R = row(V);
        for (unsigned I = 0; I < Words; ++I)
          Q[I] &= ~R[I];
      }
      for (size_t I = X.Bound.size(); I-- > 0 && X.Bound[I] == 0;)
        X.Bound[I] = Acc;
    }
  }

  /// Counts the node \p X and colours it; false if it has no branch (a
  /// leaf, whose clique may be the best, or the budget is spent).
  bool open(Node &X) {
    if (++Nodes > Budget) {
      Aborted = true;
      return false;
    }
    colour(X);
    if (X.Seq.empty()) {
      if (X.CurW > Best) {
        Best = X.CurW;
        BestSet = Cur;
      }
      return false;
    }
    X.Next = X.Seq.size();
    return true;
  }

  /// Branch and bound from the candidates \p P, depth first over an
  /// explicit stack (a clique as large as the graph is as many nodes deep,
  /// none of them a frame of the call stack). Each node branches on its
  /// colouring's vertices from the last; a branch whose bound cannot beat
  /// the best clique ends the node, and a taken vertex leaves the node's
  /// candidates once its branch is done.
  void expand(SmallVectorImpl<uint64_t> &P) {
    SmallVector<Node, 0> Stack;
    Stack.emplace_back();
    Stack.back().P.assign(P.begin(), P.end());
    if (!open(Stack.back()))
      return;
    while (!Stack.empty()) {
      Node &X = Stack.back();
      if (X.InBranch) {
        X.InBranch = false;
        Cur.pop_back();
        if (Aborted)
          return;
        reset(X.P.data(), X.Seq[X.Next]);
      }
      if (X.Next == 0 || X.CurW + X.Bound[X.Next - 1] <= Best) {
        Stack.pop_back();
        continue;
      }
      unsigned V = X.Seq[--X.Next];
      Node Branch;
      Branch.P.resize(Words);
      const uint64_t *R = row(V);
      for (unsigned K = 0; K < Words; ++K)
        Branch.P[K] = X.P[K] & R[K];
      Branch.CurW = X.CurW + W[V];
      Cur.push_back(V);
      X.InBranch = true;
      Stack.push_back(std::move(Branch)); // X is not used past here.
      if (!open(Stack.back()))
        Stack.pop_back();
    }
  }

  unsigned N, Words;
  uint64_t Budget;
  SmallVector<unsigned, 0> Order, Rank;
  SmallVector<uint64_t, 0> W;
  std::vector<uint64_t> AdjBits;
  uint64_t Best = 0;
  SmallVector<unsigned, 16> BestSet, Cur;
  uint64_t Nodes = 0;
  bool Aborted = false;
};

} // namespace

uint64_t llvm::ptoplan::maxWeightClique(ArrayRef<SmallVector<unsigned, 8>> Adj,
                                        ArrayRef<uint64_t> Weights,
                                        uint64_t NodeBudget,
                                        SmallVectorImpl<unsigned> &Clique,
                                        bool &Exact, uint64_t &Nodes,
                                        ArrayRef<unsigned> Seed) {
  CliqueSearch S(Adj, Weights, NodeBudget);
  if (!Seed.empty())
    S.seed(Seed);
  S.run();
  S.clique(Clique);
  Exact = S.exact();
  Nodes = S.nodes();
  return S.best();
}

namespace {

/// The buffers live at the instant with the most bytes live (the first such
/// instant), heaviest first: a sweep over interval ends and starts (ends
/// first at equal times).
template <typename LiveFn>
SmallVector<unsigned, 0> heaviestInstantClique(unsigned NV, LiveFn LiveOf,
                                               ArrayRef<uint64_t> Weights) {
  SmallVector<std::tuple<int64_t, int, unsigned>, 0> Ev;
  for (unsigned I = 0; I < NV; ++I)
    for (const LiveInterval &L : LiveOf(I)) {
      Ev.push_back({L.Lower, 1, I});
      Ev.push_back({L.Upper, 0, I});
    }
  llvm::sort(Ev);
  uint64_t Sum = 0, BestSum = 0;
  int64_t BestT = 0;
  for (size_t K = 0; K < Ev.size();) {
    int64_t T = std::get<0>(Ev[K]);
    for (; K < Ev.size() && std::get<0>(Ev[K]) == T; ++K) {
      unsigned V = std::get<2>(Ev[K]);
      if (std::get<1>(Ev[K]))
        Sum += Weights[V];
      else
        Sum -= Weights[V];
    }
    if (Sum > BestSum) {
      BestSum = Sum;
      BestT = T;
    }
  }
  SmallVector<unsigned, 0> BestLive;
  if (BestSum)
    for (unsigned V = 0; V < NV; ++V)
      if (any_of(LiveOf(V), [&](const LiveInterval &L) {
            return L.Lower <= BestT && BestT < L.Upper;
          }))
        BestLive.push_back(V);
  llvm::stable_sort(BestLive, [&](unsigned A, unsigned B) {
    return Weights[A] > Weights[B];
  });
  return BestLive;
}

/// The conflict graph over \p Verts (sorted adjacency lists): buffers of
/// different components live together (found by a sweep, so the cost
/// follows the co-live pairs) or separated; buffers of one component whose
/// windows are disjoint.
SmallVector<SmallVector<unsigned, 8>, 0>
conflictGraph(const Problem &P, const ColocationComponents &CC,
              ArrayRef<unsigned> Verts,
              ArrayRef<SmallVector<LiveInterval, 2>> Live,
              const DenseSet<std::pair<unsigned, unsigned>> &Separated) {
  unsigned NV = Verts.size();
  SmallVector<SmallVector<unsigned, 8>, 0> Adj(NV);
  DenseSet<std::pair<unsigned, unsigned>> Edges;
  auto AddEdge = [&](unsigned I, unsigned J) {
    if (I == J)
      return;
    if (Edges.insert({std::min(I, J), std::max(I, J)}).second) {
      Adj[I].push_back(J);
      Adj[J].push_back(I);
    }
  };
  SmallVector<std::tuple<int64_t, int64_t, unsigned>, 0> Ivs;
  for (unsigned I = 0; I < NV; ++I)
    for (const LiveInterval &L : Live[Verts[I]])
      Ivs.push_back({L.Lower, L.Upper, I});
  llvm::sort(Ivs);
  SmallVector<std::tuple<int64_t, int64_t, unsigned>, 0> Open;
  for (const auto &Iv : Ivs) {
    erase_if(Open,
             [&](const auto &O) { return std::get<1>(O) <= std::get<0>(Iv); });
    unsigned J = std::get<2>(Iv);
    for (const auto &O : Open) {
      unsigned I = std::get<2>(O);
      if (CC.ComponentOf[Verts[I]] != CC.ComponentOf[Verts[J]])
        AddEdge(I, J);
    }
    Open.push_back(Iv);
  }
  for (auto [I, J] : Separated)
    if (CC.ComponentOf[Verts[I]] != CC.ComponentOf[Verts[J]])
      AddEdge(I, J);
  DenseMap<unsigned, unsigned> VIdx;
  for (unsigned I = 0; I < NV; ++I)
    VIdx[Verts[I]] = I;
  for (unsigned C = 0; C < CC.size(); ++C) {
    if (CC.isSingleton(C))
      continue;
    for (unsigned A : CC.Members[C])
      for (unsigned B : CC.Members[C]) {
        auto IA = VIdx.find(A), IB = VIdx.find(B);
        if (A >= B || IA == VIdx.end() || IB == VIdx.end())
          continue;
        uint64_t LoA = CC.RelOffset[A], HiA = LoA + P.Buffers[A].Size;
        uint64_t LoB = CC.RelOffset[B], HiB = LoB + P.Buffers[B].Size;
        if (HiA <= LoB || HiB <= LoA)
          AddEdge(IA->second, IB->second);
      }
  }
  for (auto &L : Adj)
    llvm::sort(L);
  return Adj;
}

} // namespace

std::optional<uint64_t>
llvm::ptoplan::chordalMaxWeightClique(ArrayRef<SmallVector<unsigned, 8>> Adj,
                                      ArrayRef<uint64_t> Weights,
                                      SmallVectorImpl<unsigned> &Clique) {
  // Maximum cardinality search (Tarjan and Yannakakis, SIAM J. Comput.
  // 13(3), 1984): repeatedly visit the unvisited vertex with the most
  // visited neighbours. The graph is chordal iff, for every vertex V, its
  // earlier-visited neighbours other than the latest-visited one, F, are
  // neighbours of F; then every maximal clique is V with its
  // earlier-visited neighbours.
  unsigned N = Adj.size();
  constexpr unsigned Unvisited = ~0u;
  SmallVector<unsigned, 0> Pos(N, Unvisited), Count(N, 0), Order;
  using Entry = std::pair<unsigned, unsigned>; // (count, ~vertex): max-heap.
  std::priority_queue<Entry> Heap;
  for (unsigned V = 0; V < N; ++V)
    Heap.push({0, ~V});
  while (!Heap.empty()) {
    auto [C, NotV] = Heap.top();
    Heap.pop();
    unsigned V = ~NotV;
    if (Pos[V] != Unvisited || C != Count[V])
      continue;
    Pos[V] = Order.size();
    Order.push_back(V);
    for (unsigned U : Adj[V])
      if (Pos[U] == Unvisited)
        Heap.push({++Count[U], ~U});
  }
  auto IsAdjacent = [&](unsigned A, unsigned B) {
    return std::binary_search(Adj[A].begin(), Adj[A].end(), B);
  };
  uint64_t Best = 0;
  unsigned BestV = Unvisited;
  for (unsigned V : Order) {
    unsigned F = Unvisited;
    uint64_t W = Weights[V];
    for (unsigned U : Adj[V])
      if (Pos[U] < Pos[V]) {
        W += Weights[U];
        if (F == Unvisited || Pos[U] > Pos[F])
          F = U;
      }
    if (F != Unvisited)
      for (unsigned U : Adj[V])
        if (Pos[U] < Pos[V] && U != F && !IsAdjacent(F, U))
          return std::nullopt;
    if (BestV == Unvisited || W > Best) {
      Best = W;
      BestV = V;
    }
  }
  Clique.clear();
  if (BestV == Unvisited)
    return 0;
  Clique.push_back(BestV);
  for (unsigned U : Adj[BestV])
    if (Pos[U] < Pos[BestV])
      Clique.push_back(U);
  llvm::sort(Clique);
  return Best;
}

PoolBound llvm::ptoplan::computePoolBound(const Problem &P, unsigned PoolIdx,
                                          const BoundOptions &Opts) {
  PoolBound PB;
  ColocationComponents CC = computeColocationComponents(P);
  SmallVector<AddressRange, 4> Blocked(P.Pools[PoolIdx].Reserved.begin(),
                                       P.Pools[PoolIdx].Reserved.end());
  uint64_t PinTop = 0;
  // Components that must go to this pool and are not exclusive obstacles.
  SmallVector<unsigned, 0> Comps;
  for (unsigned C = 0; C < CC.size(); ++C) {
    if (CC.AllowedPools[C].size() != 1 || CC.AllowedPools[C][0] != PoolIdx)
      continue;
    if (CC.PinnedBase[C] && CC.PinnedPool[C] == PoolIdx) {
      for (unsigned B : CC.Members[C])
        PinTop = std::max(PinTop, *CC.PinnedBase[C] + CC.RelOffset[B] +
                                      P.Buffers[B].Size);
      if (CC.Exclusive[C]) {
        for (const Pin &Pn : P.Pins)
          if (Pn.ExclusiveForAllTime && Pn.Pool == PoolIdx &&
              CC.ComponentOf[Pn.Buffer] == C && P.Buffers[Pn.Buffer].Size)
            Blocked.push_back(
                {Pn.Offset, Pn.Offset + P.Buffers[Pn.Buffer].Size});
        continue;
      }
    }
    Comps.push_back(C);
  }

  SmallVector<SmallVector<LiveInterval, 2>, 0> Live(P.Buffers.size());
  for (unsigned C : Comps)
    for (unsigned B : CC.Members[C])
      Live[B] = normalizeLive(P.Buffers[B].Live);

  // LOAD: sweep over (time, delta) events; a component contributes the union
  // of its live members' byte ranges on each elementary time segment.
  SmallVector<std::pair<int64_t, int64_t>, 0> Events;
  for (unsigned C : Comps) {
    if (CC.isSingleton(C)) {
      unsigned B = CC.Members[C][0];
      for (const LiveInterval &I : Live[B]) {
        Events.push_back({I.Lower, int64_t(P.Buffers[B].Size)});
        Events.push_back({I.Upper, -int64_t(P.Buffers[B].Size)});
      }
      continue;
    }
    SmallVector<int64_t, 8> Times;
    for (unsigned B : CC.Members[C])
      for (const LiveInterval &I : Live[B]) {
        Times.push_back(I.Lower);
        Times.push_back(I.Upper);
      }
    llvm::sort(Times);
    Times.erase(std::unique(Times.begin(), Times.end()), Times.end());
    for (size_t T = 0; T + 1 < Times.size(); ++T) {
      LiveInterval Seg{Times[T], Times[T + 1]};
      SmallVector<std::pair<uint64_t, uint64_t>, 4> Windows;
      for (unsigned B : CC.Members[C])
        if (P.Buffers[B].Size && any_of(Live[B], [&](const LiveInterval &I) {
              return I.overlaps(Seg);
            }))
          Windows.push_back(
              {CC.RelOffset[B], CC.RelOffset[B] + P.Buffers[B].Size});
      llvm::sort(Windows);
      uint64_t Union = 0, End = 0;
      for (auto [Lo, Hi] : Windows) {
        Lo = std::max(Lo, End);
        if (Hi > Lo)
          Union += Hi - Lo;
        End = std::max(End, Hi);
      }
      if (Union) {
        Events.push_back({Seg.Lower, int64_t(Union)});
        Events.push_back({Seg.Upper, -int64_t(Union)});
      }
    }
  }
  llvm::sort(Events); // Ends (negative) before starts at equal times.
  int64_t Cur = 0, MaxLoad = 0;
  for (auto [T, D] : Events) {
    Cur += D;
    MaxLoad = std::max(MaxLoad, Cur);
  }
  PB.Load = std::max(peakForBytes(MaxLoad, Blocked), PinTop);

  // CLIQUE over the individual buffers.
  SmallVector<unsigned, 0> Verts;
  for (unsigned C : Comps)
    for (unsigned B : CC.Members[C])
      if (P.Buffers[B].Size && !Live[B].empty())
        Verts.push_back(B);
  llvm::sort(Verts);
  unsigned NV = Verts.size();
  DenseMap<unsigned, unsigned> VIdx;
  for (unsigned I = 0; I < NV; ++I)
    VIdx[Verts[I]] = I;
  DenseSet<std::pair<unsigned, unsigned>> Separated;
  for (const Separation &S : P.Separations) {
    auto A = VIdx.find(S.First), B = VIdx.find(S.Second);
    if (A != VIdx.end() && B != VIdx.end() && A->second != B->second)
      Separated.insert(
          {std::min(A->second, B->second), std::max(A->second, B->second)});
  }
  bool IntervalGraph = Separated.empty();
  for (unsigned B : Verts)
    IntervalGraph &= Live[B].size() == 1 && CC.isSingleton(CC.ComponentOf[B]);
  SmallVector<uint64_t, 0> Weights(NV);
  for (unsigned I = 0; I < NV; ++I)
    Weights[I] = P.Buffers[Verts[I]].Size;
  // Must vertices I and J be disjoint? Buffers of different components that
  // are live together or separated; buffers of one component whose windows
  // are disjoint. Checked directly, so the seed needs no edge list.
  auto Adjacent = [&](unsigned I, unsigned J) {
    unsigned A = Verts[I], B = Verts[J];
    if (I == J)
      return false;
    if (CC.ComponentOf[A] == CC.ComponentOf[B]) {
      uint64_t LoA = CC.RelOffset[A], HiA = LoA + P.Buffers[A].Size;
      uint64_t LoB = CC.RelOffset[B], HiB = LoB + P.Buffers[B].Size;
      return HiA <= LoB || HiB <= LoA;
    }
    if (Separated.count({std::min(I, J), std::max(I, J)}))
      return true;
    const auto &X = Live[A], &Y = Live[B];
    for (size_t K = 0, L = 0; K < X.size() && L < Y.size();) {
      if (X[K].overlaps(Y[L]))
        return true;
      if (X[K].Upper <= Y[L].Upper)
        ++K;
      else
        ++L;
    }
    return false;
  };
  SmallVector<unsigned, 0> Seed = heaviestInstantClique(
      NV, [&](unsigned V) -> ArrayRef<LiveInterval> { return Live[Verts[V]]; },
      Weights);
  if (!IntervalGraph) {
    // Keep the seed pairwise adjacent, then extend it greedily with any
    // vertex adjacent to the whole seed. (On an interval graph the
    // heaviest instant is already a maximum clique.)
    SmallVector<unsigned, 0> Kept;
    for (unsigned V : Seed)
      if (all_of(Kept, [&](unsigned U) { return Adjacent(V, U); }))
        Kept.push_back(V);
    Seed = std::move(Kept);
    SmallVector<unsigned, 0> ByWeight(NV);
    for (unsigned V = 0; V < NV; ++V)
      ByWeight[V] = V;
    llvm::stable_sort(ByWeight, [&](unsigned A, unsigned B) {
      return Weights[A] > Weights[B];
    });
    DenseSet<unsigned> InSeed(Seed.begin(), Seed.end());
    for (unsigned V : ByWeight)
      if (!InSeed.count(V) &&
          all_of(Seed, [&](unsigned U) { return Adjacent(V, U); })) {
        Seed.push_back(V);
        InSeed.insert(V);
      }
  }
  SmallVector<unsigned, 16> Clique;
  uint64_t Weight = 0;
  if (IntervalGraph || NV > MaxGraphVertices) {
    for (unsigned V : Seed)
      Weight += Weights[V];
    Clique.assign(Seed.begin(), Seed.end());
    // On an interval graph the heaviest instant is the maximum clique;
    // beyond the size limit the greedy clique is only a (valid) bound.
    PB.CliqueExact = IntervalGraph;
  } else {
    SmallVector<SmallVector<unsigned, 8>, 0> Adj =
        conflictGraph(P, CC, Verts, Live, Separated);
    if (std::optional<uint64_t> W =
            chordalMaxWeightClique(Adj, Weights, Clique)) {
      // Chordal (interval graphs with separations that keep the structure,
      // among others): the maximum clique is read off an elimination order.
      Weight = *W;
      PB.CliqueExact = true;
    } else if (NV <= MaxCliqueSearchVertices) {
      bool Exact = false;
      uint64_t Nodes = 0;
      Weight = maxWeightClique(Adj, Weights, Opts.CliqueNodeBudget, Clique,
                               Exact, Nodes, Seed);
      PB.CliqueExact = Exact;
      PB.CliqueNodes = Nodes;
    } else {
      for (unsigned V : Seed)
        Weight += Weights[V];
      Clique.assign(Seed.begin(), Seed.end());
    }
  }
  PB.CliqueWeight = Weight;
  for (unsigned V : Clique)
    PB.CliqueBuffers.push_back(Verts[V]);
  llvm::sort(PB.CliqueBuffers);
  PB.Clique = std::max(peakForBytes(Weight, Blocked), PinTop);
  return PB;
}

SmallVector<PoolBound, 4>
llvm::ptoplan::computeLowerBounds(const Problem &P, const BoundOptions &Opts) {
  SmallVector<PoolBound, 4> R;
  for (unsigned I = 0; I < P.Pools.size(); ++I)
    R.push_back(computePoolBound(P, I, Opts));
  return R;
}

SmallVector<uint64_t, 4>
llvm::ptoplan::computeApartLowerBounds(const Problem &P) {
  ColocationComponents CC = computeColocationComponents(P);
  SmallVector<uint64_t, 4> Bytes(P.Pools.size(), 0);
  SmallVector<std::pair<uint64_t, uint64_t>, 8> Ranges;
  for (unsigned C = 0; C < CC.size(); ++C) {
    if (!CC.Consistent[C])
      continue;
    // Only a component all of whose members can go only to one pool: a
    // buffer that may go elsewhere is not kept apart from the others.
    ArrayRef<unsigned> Members = CC.Members[C];
    const SmallVector<unsigned, 1> &Pools = P.Buffers[Members[0]].AllowedPools;
    if (Pools.size() != 1 ||
        !llvm::all_of(Members, [&](unsigned B) {
          return P.Buffers[B].AllowedPools == Pools;
        }))
      continue;
    Ranges.clear();
    for (unsigned B : Members)
      if (P.Buffers[B].Size)
        Ranges.push_back({CC.RelOffset[B],
                          SaturatingAdd(CC.RelOffset[B], P.Buffers[B].Size)});
    llvm::sort(Ranges);
    uint64_t Union = 0, End = 0;
    for (auto [Begin, Stop] : Ranges) {
      if (Stop <= End)
        continue;
      Union = SaturatingAdd(Union, Stop - std::max(Begin, End));
      End = Stop;
    }
    Bytes[Pools[0]] = SaturatingAdd(Bytes[Pools[0]], Union);
  }
  for (unsigned Pl = 0; Pl < P.Pools.size(); ++Pl)
    // Beyond ProblemLimits::MaxBytes no capacity can hold it anyway; below
    // it the reserved ranges (within the limit too) cannot overflow.
    if (Bytes[Pl] && Bytes[Pl] <= ProblemLimits::MaxBytes)
      Bytes[Pl] = peakForBytes(Bytes[Pl], P.Pools[Pl].Reserved);
  return Bytes;
}
