//===- AscendPTOTileIntervals.cpp - Live intervals of tiles only ----------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOTileIntervals.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunction.h"

using namespace llvm;
using namespace llvm::AscendPTO;

TileIntervals::TileIntervals(MachineFunction &MF, SlotIndexes &SI,
                             MachineDominatorTree &MDT)
    : MF(MF), SI(SI), MDT(MDT) {}

TileIntervals::~TileIntervals() = default;

const LiveInterval &TileIntervals::getInterval(Register Reg) {
  std::unique_ptr<LiveInterval> &LI = Intervals[Reg];
  if (LI)
    return *LI;
  LI = std::make_unique<LiveInterval>(Reg, 0.0F);
  // LiveIntervals::computeVirtRegInterval: the calculation, then the dead
  // values (computeDeadValues): a PHI-def nothing reads has no segment.
  Calc.reset(&MF, &SI, &MDT, &VNInfoAllocator);
  Calc.calculate(*LI, /*TrackSubs=*/false);
  for (VNInfo *VNI : LI->valnos) {
    if (VNI->isUnused() || !VNI->isPHIDef())
      continue;
    LiveRange::iterator I = LI->FindSegmentContaining(VNI->def);
    if (I != LI->end() && I->end == VNI->def.getDeadSlot()) {
      VNI->markUnused();
      LI->removeSegment(I);
    }
  }
  return *LI;
}
