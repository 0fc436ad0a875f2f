//===- AscendPTOInstrInfo.h - AscendPTO instruction info --------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOINSTRINFO_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOINSTRINFO_H

#include "AscendPTORegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"

#define GET_INSTRINFO_HEADER
#include "AscendPTOGenInstrInfo.inc"

namespace llvm {

class AscendPTOSubtarget;

class AscendPTOInstrInfo : public AscendPTOGenInstrInfo {
  const AscendPTORegisterInfo RI;

public:
  explicit AscendPTOInstrInfo(const AscendPTOSubtarget &STI);

  const AscendPTORegisterInfo &getRegisterInfo() const { return RI; }

  /// Checks a tile instruction against the op table: its type operands, and
  /// the register classes of its tile operands (-verify-machineinstrs).
  bool verifyInstruction(const MachineInstr &MI,
                         StringRef &ErrInfo) const override;
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOINSTRINFO_H
