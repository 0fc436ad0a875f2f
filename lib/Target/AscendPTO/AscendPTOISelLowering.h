//===- AscendPTOISelLowering.h - AscendPTO lowering info --------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// AscendPTO does not use SelectionDAG: its instruction selector
/// (AscendPTOISel.cpp) translates IR to MIR directly. TargetLowering is
/// still needed by the target-independent machine-function code, so this is
/// the minimal one.
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOISELLOWERING_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOISELLOWERING_H

#include "llvm/CodeGen/TargetLowering.h"

namespace llvm {

class AscendPTOTargetLowering : public TargetLowering {
public:
  AscendPTOTargetLowering(const TargetMachine &TM,
                          const TargetSubtargetInfo &STI);
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOISELLOWERING_H
