//===- AscendPTO.h - Top-level interface for AscendPTO ----------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Factories and initializers of the AscendPTO passes. The pipeline, in
/// order (AscendPTOTargetMachine.cpp):
///
///   ascendpto-stages          (IR) loops with a stage count unrolled, their
///                             loads made pipeline stages
///   ascendpto-isel            pto.* calls and scalar IR -> SSA MIR
///   ascendpto-tile-carries    loop carries and if-merges: one buffer per
///                             phi web, tile.move only where needed
///   ascendpto-buffer-coloring lifetimes, constraints, planning, validation
///   ascendpto-insert-sync     set_flag/wait_flag/barrier from the placement
///   ascendpto-emit            PTO text from SSA MIR
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTO_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTO_H

#include "llvm/ADT/StringRef.h"

namespace llvm {

class FunctionPass;
class MachineDominatorTree;
class SlotIndexes;
class MachineFunction;
class MachineLoopInfo;
class PassRegistry;
class raw_pwrite_stream;

FunctionPass *createAscendPTOCheckNestingPass();
FunctionPass *createAscendPTOPrepareIRPass();
FunctionPass *createAscendPTOStagesPass();
FunctionPass *createAscendPTOISelPass();
FunctionPass *createAscendPTOKernelChecksPass();
FunctionPass *createAscendPTOTileCarriesPass();
FunctionPass *createAscendPTOBufferColoringPass();
FunctionPass *createAscendPTOInsertSyncPass();
/// \p CPU (-mcpu) names the module's architecture when it has no function.
FunctionPass *createAscendPTOEmitterPass(raw_pwrite_stream &Out,
                                         StringRef CPU = "");

void initializeAscendPTOCheckNestingPass(PassRegistry &);
void initializeAscendPTOPrepareIRPass(PassRegistry &);
void initializeAscendPTOStagesPass(PassRegistry &);
void initializeAscendPTOISelPass(PassRegistry &);
void initializeAscendPTOKernelChecksPass(PassRegistry &);
void initializeAscendPTOTileCarriesPass(PassRegistry &);
void initializeAscendPTOBufferColoringPass(PassRegistry &);
void initializeAscendPTOInsertSyncPass(PassRegistry &);
void initializeAscendPTOEmitterPass(PassRegistry &);

namespace AscendPTO {
/// The function attribute ascendpto-check-nesting puts on a function it
/// refused and emptied; instruction selection selects nothing of it.
inline constexpr const char *RefusedFnAttr = "ascendpto-refused";

/// Re-checks the plan in \p MF's AscendPTOMachineFunctionInfo, whatever
/// produced it (the planner, or a hand-written .mir run from
/// -start-after=ascendpto-buffer-coloring): the problem is rebuilt from the
/// MIR as the planner builds it and the tile offsets are handed to the
/// independent validator (lib/Planner/Validator.cpp). Returns false after
/// reporting every violation. Defined in AscendPTOBufferColoring.cpp.
bool verifyPlan(MachineFunction &MF, SlotIndexes &SI, MachineDominatorTree &MDT,
                MachineLoopInfo &MLI);
} // namespace AscendPTO

/// Registers every AscendPTO pass with \p Registry (for -run-pass and
/// -stop-after).
void initializeAscendPTOPasses(PassRegistry &Registry);

} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTO_H
