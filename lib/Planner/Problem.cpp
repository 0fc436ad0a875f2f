//===- Problem.cpp - IR-free placement problem model ----------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/Problem.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::ptoplan;

StringRef llvm::ptoplan::getSeparationReasonName(SeparationReason R) {
  switch (R) {
  case SeparationReason::Generic:
    return "generic";
  case SeparationReason::PipelineStage:
    return "pipeline_stage";
  case SeparationReason::TargetHazard:
    return "target_hazard";
  case SeparationReason::SemanticNoAlias:
    return "semantic_no_alias";
  case SeparationReason::CrossPipe:
    return "cross_pipe";
  }
  llvm_unreachable("unknown separation reason");
}

StringRef llvm::ptoplan::getStatusName(Solution::StatusKind S) {
  switch (S) {
  case Solution::StatusKind::Optimal:
    return "optimal";
  case Solution::StatusKind::Feasible:
    return "feasible";
  case Solution::StatusKind::Infeasible:
    return "infeasible";
  case Solution::StatusKind::Unknown:
    return "unknown";
  }
  llvm_unreachable("unknown status");
}

unsigned Problem::addPool(StringRef Name, std::optional<uint64_t> Capacity,
                          uint64_t Alignment) {
  Pool P;
  P.Id = Pools.size();
  P.Name = Name.str();
  P.Capacity = Capacity;
  P.Alignment = Alignment ? Alignment : 1;
  Pools.push_back(std::move(P));
  return Pools.size() - 1;
}

unsigned Problem::addBuffer(StringRef Name, uint64_t Size, uint64_t Alignment,
                            ArrayRef<LiveInterval> Live, unsigned PoolIdx) {
  Buffer B;
  B.Id = Buffers.size();
  B.Name = Name.str();
  B.Size = Size;
  B.Alignment = Alignment ? Alignment : 1;
  B.Live.assign(Live.begin(), Live.end());
  B.AllowedPools.push_back(PoolIdx);
  Buffers.push_back(std::move(B));
  return Buffers.size() - 1;
}

void Problem::addSeparation(unsigned A, unsigned B, SeparationReason R,
                            StringRef Detail) {
  Separation S;
  S.First = A;
  S.Second = B;
  S.Reasons.push_back(R);
  S.Detail = Detail.str();
  Separations.push_back(std::move(S));
}

void Problem::addColocation(unsigned A, unsigned B, int64_t Offset) {
  Colocations.push_back({A, B, Offset});
}

void Problem::addPin(unsigned B, unsigned PoolIdx, uint64_t Offset,
                     bool Exclusive) {
  Pins.push_back({B, PoolIdx, Offset, Exclusive});
}

void Problem::addTemporalExclusion(unsigned A, unsigned B) {
  TemporalExclusions.push_back({A, B});
}

SmallVector<LiveInterval, 2>
llvm::ptoplan::normalizeLive(ArrayRef<LiveInterval> Live) {
  SmallVector<LiveInterval, 2> L;
  for (const LiveInterval &I : Live)
    if (!I.empty())
      L.push_back(I);
  llvm::sort(L, [](const LiveInterval &A, const LiveInterval &B) {
    return A.Lower < B.Lower || (A.Lower == B.Lower && A.Upper < B.Upper);
  });
  SmallVector<LiveInterval, 2> M;
  for (const LiveInterval &I : L) {
    if (!M.empty() && I.Lower <= M.back().Upper)
      M.back().Upper = std::max(M.back().Upper, I.Upper);
    else
      M.push_back(I);
  }
  return M;
}

void Problem::normalize() {
  for (Buffer &B : Buffers) {
    SmallVector<LiveInterval, 2> M = normalizeLive(B.Live);
    B.Live.assign(M.begin(), M.end());
  }
}

uint64_t llvm::ptoplan::computePeak(const Problem &P, const Solution &S,
                                    unsigned PoolIdx) {
  uint64_t Peak = 0;
  if (!S.hasPlacement())
    return 0;
  for (unsigned I = 0, E = P.Buffers.size(); I != E; ++I)
    if (S.Placements[I].Pool == PoolIdx)
      Peak = std::max(Peak, S.Placements[I].Offset + P.Buffers[I].Size);
  return Peak;
}

std::string llvm::ptoplan::checkProblemLimits(const Problem &P) {
  const uint64_t MaxB = ProblemLimits::MaxBytes;
  const int64_t MaxT = ProblemLimits::MaxTime;
  auto Bytes = [&](const Twine &What, uint64_t V) -> std::string {
    if (V <= MaxB)
      return "";
    return (What + " is " + Twine(V) + ", over the limit of " + Twine(MaxB) +
            " (2^62)")
        .str();
  };
  std::string Why;
  for (const Pool &Pl : P.Pools) {
    if (Pl.Capacity && !(Why = Bytes("the capacity of pool '" + Pl.Name + "'",
                                     *Pl.Capacity))
                            .empty())
      return Why;
    if (!(Why = Bytes("the alignment of pool '" + Pl.Name + "'",
                      Pl.Alignment))
             .empty())
      return Why;
    for (const AddressRange &R : Pl.Reserved)
      if (!(Why = Bytes("the end of a reserved range of pool '" + Pl.Name +
                            "'",
                        R.End))
               .empty())
        return Why;
  }
  uint64_t Total = 0;
  for (const Buffer &B : P.Buffers) {
    if (!(Why = Bytes("the size of buffer '" + B.Name + "'", B.Size)).empty() ||
        !(Why = Bytes("the alignment of buffer '" + B.Name + "'", B.Alignment))
             .empty())
      return Why;
    Total += B.Size; // both at most 2^62: no wrap before the check below
    if (Total > MaxB)
      return ("the sizes of the buffers up to '" + B.Name + "' add up to " +
              Twine(Total) + ", over the limit of " + Twine(MaxB) + " (2^62)")
          .str();
    for (const LiveInterval &L : B.Live)
      if (L.Lower < -MaxT || L.Lower > MaxT || L.Upper < -MaxT ||
          L.Upper > MaxT)
        return ("the live interval [" + Twine(L.Lower) + ", " +
                Twine(L.Upper) + ") of buffer '" + B.Name +
                "' leaves the limits [-2^61, 2^61]")
            .str();
  }
  for (const Pin &Pn : P.Pins)
    if (Pn.Buffer < P.Buffers.size() &&
        !(Why = Bytes("the pinned offset of buffer '" +
                          P.Buffers[Pn.Buffer].Name + "'",
                      Pn.Offset))
             .empty())
      return Why;
  for (const Colocation &C : P.Colocations)
    if (C.Offset < -int64_t(MaxB) || C.Offset > int64_t(MaxB))
      return ("the colocation offset " + Twine(C.Offset) +
              " is outside the limits [-2^62, 2^62]")
          .str();
  for (const PipelineGroup &G : P.PipelineGroups)
    if (!(Why = Bytes("the slot size of pipeline group " + Twine(G.Id),
                      G.SlotSize))
             .empty())
      return Why;
  return "";
}
