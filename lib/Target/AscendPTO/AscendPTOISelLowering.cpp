//===- AscendPTOISelLowering.cpp - AscendPTO lowering info ----------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOISelLowering.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

using namespace llvm;

AscendPTOTargetLowering::AscendPTOTargetLowering(
    const TargetMachine &TM, const TargetSubtargetInfo &STI)
    : TargetLowering(TM, STI) {}
