//===- AscendPTORegisterInfo.cpp - AscendPTO register info ----------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTORegisterInfo.h"
#include "AscendPTOFrameLowering.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

#define GET_REGINFO_TARGET_DESC
#include "AscendPTOGenRegisterInfo.inc"

AscendPTORegisterInfo::AscendPTORegisterInfo()
    : AscendPTOGenRegisterInfo(AscendPTO::NoRegister) {}

const MCPhysReg *
AscendPTORegisterInfo::getCalleeSavedRegs(const MachineFunction *MF) const {
  static const MCPhysReg None[] = {0};
  return None;
}

BitVector AscendPTORegisterInfo::getReservedRegs(const MachineFunction &MF)
    const {
  // The placeholder registers never hold values.
  BitVector Reserved(getNumRegs());
  Reserved.set();
  Reserved.reset(AscendPTO::NoRegister);
  return Reserved;
}

bool AscendPTORegisterInfo::eliminateFrameIndex(MachineBasicBlock::iterator,
                                                int, unsigned,
                                                RegScavenger *) const {
  llvm_unreachable("AscendPTO has no stack frame");
}

Register AscendPTORegisterInfo::getFrameRegister(const MachineFunction &) const {
  return AscendPTO::NoRegister;
}
