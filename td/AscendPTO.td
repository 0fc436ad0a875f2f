//===-- AscendPTO.td - Describe the AscendPTO target ------*- tablegen -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The root of the target description: it only includes the files split by
// concern and defines the Target record. See td/README.md.
//
//===----------------------------------------------------------------------===//

include "llvm/Target/Target.td"

include "AscendPTORegisterInfo.td"
include "AscendPTOSpaces.td"
include "AscendPTOProcessors.td"
include "AscendPTOInstrFormats.td"
include "AscendPTOScalarOps.td"
include "AscendPTOLegality.td"
include "AscendPTOCostClasses.td"
include "AscendPTOTileOpClasses.td"
include "AscendPTOTileOps.td"
include "AscendPTOSync.td"

def AscendPTOInstrInfo : InstrInfo;

// Pseudo instructions with pointer operands (none are used: the target has
// no memory operands of its own) still need a register class.
defm : RemapAllTargetPseudoPointerOperands<IDX>;

def AscendPTO : Target {
  let InstructionSet = AscendPTOInstrInfo;
}
