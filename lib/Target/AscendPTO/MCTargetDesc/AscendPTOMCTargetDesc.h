//===- AscendPTOMCTargetDesc.h - AscendPTO MC descriptions ------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The MC layer of AscendPTO is as thin as a target can make it: register,
/// instruction and subtarget descriptions (needed to build MachineFunctions)
/// and an MCAsmInfo. There is no MCInst lowering, no instruction printer and
/// no code emitter: the PTO emitter prints SSA MIR directly.
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_MCTARGETDESC_ASCENDPTOMCTARGETDESC_H
#define LLVM_LIB_TARGET_ASCENDPTO_MCTARGETDESC_ASCENDPTOMCTARGETDESC_H

// Defines symbolic names for the registers and register classes.
#define GET_REGINFO_ENUM
#include "AscendPTOGenRegisterInfo.inc"

// Defines symbolic names for the instructions.
#define GET_INSTRINFO_ENUM
#define GET_INSTRINFO_MC_HELPER_DECLS
#include "AscendPTOGenInstrInfo.inc"

#define GET_SUBTARGETINFO_ENUM
#include "AscendPTOGenSubtargetInfo.inc"

#endif // LLVM_LIB_TARGET_ASCENDPTO_MCTARGETDESC_ASCENDPTOMCTARGETDESC_H
