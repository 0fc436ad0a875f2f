//===- PipelineAdvice.cpp - What would let a pipeline group fit -----------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/PipelineAdvice.h"
#include "Planner/Components.h"

using namespace llvm;
using namespace llvm::ptoplan;

namespace {

/// One group's probes: the problem with the other groups fixed.
class Prober {
public:
  Prober(const Problem &P, const PyptoResult &R, unsigned GI,
         const PyptoOptions &Opts)
      : P(P), GI(GI), Opts(Opts), Pool(P.PipelineGroups[GI].Pool),
        CC(computeColocationComponents(P)) {
    for (auto [H, O] : enumerate(R.Pipelines))
      Depths.push_back(std::max(1u, O.Achieved));
  }

  /// Whether the pool fits with the group at \p Depth and its stage tiles
  /// at most \p StageBytes (none: as they are).
  bool fits(unsigned Depth, std::optional<uint64_t> StageBytes) const {
    Problem Q = P;
    for (auto [H, G] : enumerate(Q.PipelineGroups))
      G.Depth = H == GI ? Depth : Depths[H];
    if (StageBytes)
      shrink(Q, *StageBytes);
    PyptoOptions O = Opts;
    O.MaxShedRounds = 0; // The depths are the probe's, not to be shed.
    Expected<PyptoResult> Res = packPypto(Q, O);
    if (!Res) {
      consumeError(Res.takeError());
      return false;
    }
    const std::optional<uint64_t> &Cap = P.Pools[Pool].Capacity;
    if (Res->LegacyFallback[Pool] || (Cap && Res->Pools[Pool].Peak > *Cap))
      return false;
    for (auto [H, G] : enumerate(Q.PipelineGroups))
      if (G.Pool == Pool && std::max(1u, Res->Pipelines[H].Achieved) !=
                                std::max(1u, G.Depth))
        return false;
    return true;
  }

private:
  const Problem &P;
  unsigned GI;
  const PyptoOptions &Opts;
  unsigned Pool;
  ColocationComponents CC;
  SmallVector<unsigned, 8> Depths;

  /// Caps the group's stage tiles at \p Bytes, with the buffers that sit
  /// exactly on them (views at offset 0 of the same size, carries).
  void shrink(Problem &Q, uint64_t Bytes) const {
    for (const PipelineMember &M : P.PipelineGroups[GI].Members) {
      const Buffer &Stage = P.Buffers[M.Buffer];
      for (unsigned B : CC.Members[CC.ComponentOf[M.Buffer]])
        if (CC.RelOffset[B] == CC.RelOffset[M.Buffer] &&
            P.Buffers[B].Size == Stage.Size)
          Q.Buffers[B].Size = std::min(Q.Buffers[B].Size, Bytes);
    }
  }
};

} // namespace

PipelineAdvice llvm::ptoplan::advisePipelineGroup(const Problem &P,
                                                  const PyptoResult &R,
                                                  unsigned GI,
                                                  const PyptoOptions &Opts) {
  PipelineAdvice A;
  if (GI >= P.PipelineGroups.size() || GI >= R.Pipelines.size())
    return A;
  const PipelineGroup &G = P.PipelineGroups[GI];
  const PyptoPipelineOutcome &O = R.Pipelines[GI];
  if (G.Pool >= P.Pools.size() || O.Requested <= 1)
    return A;
  Prober Probe(P, R, GI, Opts);

  // The largest depth below the requested one (at most 63 probes).
  for (unsigned D = O.Requested - 1; D >= 1; --D)
    if (Probe.fits(D, std::nullopt)) {
      A.MaxDepth = D;
      break;
    }

  // The largest stage size below the slot at the requested depth: k units
  // of the alignment, k in [1, Hi], by bisection (Lo fits, Hi + 1 does not).
  uint64_t Unit = std::max<uint64_t>(P.Pools[G.Pool].Alignment, 1);
  uint64_t Hi = O.SlotBytes > Unit ? (O.SlotBytes - 1) / Unit : 0;
  if (Hi == 0 || !Probe.fits(O.Requested, Unit))
    return A;
  uint64_t Lo = 1;
  if (Probe.fits(O.Requested, Hi * Unit))
    Lo = Hi;
  for (uint64_t Top = Hi; Top - Lo > 1;) {
    uint64_t Mid = Lo + (Top - Lo) / 2;
    if (Probe.fits(O.Requested, Mid * Unit))
      Lo = Mid;
    else
      Top = Mid;
  }
  A.MaxStageBytes = Lo * Unit;
  return A;
}
