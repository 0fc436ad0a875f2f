//===- AscendPTOFrameLowering.h - AscendPTO frame lowering ------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A PTO kernel has no stack frame: no prologue, no epilogue, no spills.
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOFRAMELOWERING_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOFRAMELOWERING_H

#include "llvm/CodeGen/TargetFrameLowering.h"

namespace llvm {

class AscendPTOFrameLowering : public TargetFrameLowering {
public:
  AscendPTOFrameLowering()
      : TargetFrameLowering(TargetFrameLowering::StackGrowsDown, Align(8), 0) {}

  void emitPrologue(MachineFunction &, MachineBasicBlock &) const override {}
  void emitEpilogue(MachineFunction &, MachineBasicBlock &) const override {}

protected:
  bool hasFPImpl(const MachineFunction &) const override { return false; }
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOFRAMELOWERING_H
