//===- AscendPTOTileIntervals.h - Live intervals of tiles only --*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The live intervals of the virtual registers a pass asks for, computed as
/// LiveIntervals computes each one (LiveIntervalCalc over the SlotIndexes,
/// then a dead PHI-def's segment dropped, as computeDeadValues does), on
/// first use.
///
/// LiveIntervals computes every virtual register when it runs, and its
/// per-register walk from each use back to the definition costs the blocks
/// in between: a constant that instruction selection places in the entry
/// block and the k-th of N sequential ifs reads is walked over about 2k
/// blocks, so N such ifs cost O(N^2) (8,000 ifs: 4 s per computation on
/// this machine, docs/planner.md "Lifetimes"). The planner and the
/// emitter's plan check and the tile-carries pass read the intervals of
/// tiles only, whose walks are the tiles' own lifetimes; they use this
/// instead of requiring LiveIntervals. The intervals are identical: the
/// planner's problem, its placement, every carry class and tile.move and
/// every printed interval stay the same.
///
/// Unlike LiveIntervals, nothing here changes the function (no dead flags
/// are added), and the intervals are not updated when it changes: a pass
/// that changes a register's defs or uses forgets its interval (the
/// tile-carries pass, which also keeps the SlotIndexes up to date).
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTILEINTERVALS_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTILEINTERVALS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/CodeGen/LiveInterval.h"
#include "llvm/CodeGen/LiveIntervalCalc.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/CodeGen/SlotIndexes.h"
#include <memory>

namespace llvm {

class MachineDominatorTree;
class MachineFunction;
class MachineInstr;

namespace AscendPTO {

class TileIntervals {
public:
  TileIntervals(MachineFunction &MF, SlotIndexes &SI,
                MachineDominatorTree &MDT);
  ~TileIntervals();

  /// The live interval of \p Reg, a virtual register, computed once.
  const LiveInterval &getInterval(Register Reg);

  /// Drops \p Reg's interval (its definition or uses changed): the next
  /// getInterval computes it again. The SlotIndexes must already index
  /// every instruction that reads or writes it.
  void forget(Register Reg) { Intervals.erase(Reg); }

  SlotIndexes *getSlotIndexes() const { return &SI; }
  SlotIndex getInstructionIndex(const MachineInstr &MI) const {
    return SI.getInstructionIndex(MI);
  }

private:
  MachineFunction &MF;
  SlotIndexes &SI;
  MachineDominatorTree &MDT;
  VNInfo::Allocator VNInfoAllocator;
  LiveIntervalCalc Calc;
  DenseMap<Register, std::unique_ptr<LiveInterval>> Intervals;
};

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTILEINTERVALS_H
