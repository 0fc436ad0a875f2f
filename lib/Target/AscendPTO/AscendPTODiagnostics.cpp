//===- AscendPTODiagnostics.cpp - User-facing diagnostics -----------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTODiagnostics.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"

using namespace llvm;

DiagnosticInfoAscendPTO::DiagnosticInfoAscendPTO(
    const Function &Fn, const Twine &Msg, const DiagnosticLocation &Loc,
    DiagnosticSeverity Severity)
    : DiagnosticInfoWithLocationBase(DiagnosticKind(getKindID()), Severity, Fn,
                                     Loc),
      Msg(Msg.str()) {}

int DiagnosticInfoAscendPTO::getKindID() {
  static const int ID = getNextAvailablePluginDiagnosticKind();
  return ID;
}

void DiagnosticInfoAscendPTO::print(DiagnosticPrinter &DP) const {
  if (isLocationAvailable())
    DP << getLocationStr() << ": ";
  DP << "in function @" << getFunction().getName() << ": " << Msg;
}

void AscendPTO::reportError(const Function &F, const Twine &Msg,
                            const DebugLoc &DL) {
  F.getContext().diagnose(DiagnosticInfoAscendPTO(F, Msg, DL, DS_Error));
}

void AscendPTO::reportWarning(const Function &F, const Twine &Msg,
                              const DebugLoc &DL) {
  F.getContext().diagnose(DiagnosticInfoAscendPTO(F, Msg, DL, DS_Warning));
}
