//===- Components.cpp - Colocation components of a problem ----------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/Components.h"
#include "llvm/ADT/STLExtras.h"
#include <numeric>

using namespace llvm;
using namespace llvm::ptoplan;

uint64_t llvm::ptoplan::lcmSaturating(uint64_t A, uint64_t B, uint64_t Limit) {
  if (A == 0 || B == 0)
    return std::max<uint64_t>(1, std::max(A, B));
  uint64_t G = std::gcd(A, B);
  uint64_t Q = A / G;
  if (Q > Limit / B)
    return Limit;
  return std::min(Q * B, Limit);
}

ColocationComponents
llvm::ptoplan::computeColocationComponents(const Problem &P) {
  unsigned N = P.Buffers.size();
  ColocationComponents CC;
  // Adjacency of the colocation graph with signed offsets:
  // Off(Second) = Off(First) + Offset.
  SmallVector<SmallVector<std::pair<unsigned, int64_t>, 2>, 0> Adj(N);
  for (const Colocation &C : P.Colocations) {
    if (C.First >= N || C.Second >= N)
      continue;
    Adj[C.First].push_back({C.Second, C.Offset});
    Adj[C.Second].push_back({C.First, -C.Offset});
  }
  constexpr unsigned None = ~0u;
  CC.ComponentOf.assign(N, None);
  SmallVector<int64_t, 0> Rel(N, 0);
  for (unsigned Root = 0; Root < N; ++Root) {
    if (CC.ComponentOf[Root] != None)
      continue;
    unsigned C = CC.Members.size();
    CC.Members.emplace_back();
    CC.Consistent.push_back(true);
    SmallVector<unsigned, 8> Stack = {Root};
    CC.ComponentOf[Root] = C;
    Rel[Root] = 0;
    while (!Stack.empty()) {
      unsigned B = Stack.pop_back_val();
      CC.Members[C].push_back(B);
      for (auto [O, Off] : Adj[B]) {
        int64_t Want = Rel[B] + Off;
        if (CC.ComponentOf[O] == None) {
          CC.ComponentOf[O] = C;
          Rel[O] = Want;
          Stack.push_back(O);
        } else if (Rel[O] != Want) {
          CC.Consistent[C] = false;
        }
      }
    }
    llvm::sort(CC.Members[C]);
  }
  unsigned NC = CC.Members.size();
  CC.RelOffset.assign(N, 0);
  CC.Extent.assign(NC, 0);
  CC.AllowedPools.resize(NC);
  CC.PinnedBase.assign(NC, std::nullopt);
  CC.PinnedPool.assign(NC, 0);
  CC.Exclusive.assign(NC, false);
  CC.PinsConsistent.assign(NC, true);
  for (unsigned C = 0; C < NC; ++C) {
    int64_t Min = INT64_MAX;
    for (unsigned B : CC.Members[C])
      Min = std::min(Min, Rel[B]);
    for (unsigned B : CC.Members[C]) {
      CC.RelOffset[B] = uint64_t(Rel[B] - Min);
      CC.Extent[C] =
          std::max(CC.Extent[C], CC.RelOffset[B] + P.Buffers[B].Size);
    }
    // Pools allowed for every member.
    SmallVector<unsigned, 2> Pools(
        P.Buffers[CC.Members[C].front()].AllowedPools.begin(),
        P.Buffers[CC.Members[C].front()].AllowedPools.end());
    for (unsigned B : CC.Members[C])
      erase_if(Pools, [&](unsigned Pl) {
        return !is_contained(P.Buffers[B].AllowedPools, Pl);
      });
    llvm::sort(Pools);
    CC.AllowedPools[C] = std::move(Pools);
  }
  for (const Pin &Pn : P.Pins) {
    if (Pn.Buffer >= N || Pn.Pool >= P.Pools.size())
      continue;
    unsigned C = CC.ComponentOf[Pn.Buffer];
    uint64_t Rel = CC.RelOffset[Pn.Buffer];
    std::optional<uint64_t> Base;
    if (Pn.Offset >= Rel)
      Base = Pn.Offset - Rel;
    if (!Base) {
      CC.PinsConsistent[C] = false;
      continue;
    }
    if (CC.PinnedBase[C] &&
        (*CC.PinnedBase[C] != *Base || CC.PinnedPool[C] != Pn.Pool))
      CC.PinsConsistent[C] = false;
    CC.PinnedBase[C] = *Base;
    CC.PinnedPool[C] = Pn.Pool;
    CC.Exclusive[C] = CC.Exclusive[C] || Pn.ExclusiveForAllTime;
    erase_if(CC.AllowedPools[C], [&](unsigned Pl) { return Pl != Pn.Pool; });
  }
  return CC;
}

BaseAlignment
llvm::ptoplan::computeBaseAlignment(const Problem &P,
                                    const ColocationComponents &CC, unsigned C,
                                    unsigned PoolIdx) {
  BaseAlignment BA;
  uint64_t PoolAlign = std::max<uint64_t>(1, P.Pools[PoolIdx].Alignment);
  // Each member B needs (Base + Rel[B]) % A_B == 0 with A_B the combined
  // alignment. Fold the congruences one at a time (sizes are small: an
  // alignment is at most a few KiB, and the loop is bounded by the LCM).
  for (unsigned B : CC.Members[C]) {
    uint64_t A =
        lcmSaturating(std::max<uint64_t>(1, P.Buffers[B].Alignment), PoolAlign);
    uint64_t Want = (A - CC.RelOffset[B] % A) % A; // Base % A == Want.
    uint64_t NewMod = lcmSaturating(BA.Modulus, A);
    // Search Base = Residue + k * Modulus, k < NewMod / Modulus.
    uint64_t Steps = NewMod / BA.Modulus;
    bool Found = false;
    for (uint64_t K = 0, R = BA.Residue; K < Steps && K < (1u << 20);
         ++K, R += BA.Modulus) {
      if (R % A == Want) {
        BA.Residue = R % NewMod;
        Found = true;
        break;
      }
    }
    BA.Modulus = NewMod;
    if (!Found) {
      BA.Satisfiable = false;
      return BA;
    }
  }
  return BA;
}
