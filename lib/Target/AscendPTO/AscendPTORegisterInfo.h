//===- AscendPTORegisterInfo.h - AscendPTO register info --------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Register classes type virtual registers only; nothing is ever allocated
/// (see td/AscendPTORegisterInfo.td).
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOREGISTERINFO_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOREGISTERINFO_H

#include "llvm/CodeGen/TargetRegisterInfo.h"

#define GET_REGINFO_HEADER
#include "AscendPTOGenRegisterInfo.inc"

namespace llvm {

struct AscendPTORegisterInfo : public AscendPTOGenRegisterInfo {
  AscendPTORegisterInfo();

  const MCPhysReg *getCalleeSavedRegs(const MachineFunction *MF) const override;
  BitVector getReservedRegs(const MachineFunction &MF) const override;
  bool eliminateFrameIndex(MachineBasicBlock::iterator MI, int SPAdj,
                           unsigned FIOperandNum,
                           RegScavenger *RS = nullptr) const override;
  Register getFrameRegister(const MachineFunction &MF) const override;
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOREGISTERINFO_H
