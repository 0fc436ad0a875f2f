//===- AscendPTODiagnostics.h - User-facing diagnostics ---------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Errors and warnings about the user's kernel go through the LLVMContext
/// (never through report_fatal_error), so that llc prints them with the
/// function they concern and exits with status 1 after an error. The text
/// format is documented in docs/diagnostics.md:
///
///   error: <file>:<line>:<col>: in function @<name>: <message>
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTODIAGNOSTICS_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTODIAGNOSTICS_H

#include "llvm/ADT/Twine.h"
#include "llvm/IR/DebugLoc.h"
#include "llvm/IR/DiagnosticInfo.h"

namespace llvm {

class Function;

/// A diagnostic about a kernel: its function, an optional location and a
/// message that names the values involved and the rule.
class DiagnosticInfoAscendPTO : public DiagnosticInfoWithLocationBase {
  std::string Msg;

public:
  DiagnosticInfoAscendPTO(const Function &Fn, const Twine &Msg,
                          const DiagnosticLocation &Loc,
                          DiagnosticSeverity Severity);

  void print(DiagnosticPrinter &DP) const override;

  static int getKindID();
  static bool classof(const DiagnosticInfo *DI) {
    return DI->getKind() == getKindID();
  }
};

namespace AscendPTO {

/// Reports an error about \p F; llc will exit with status 1.
void reportError(const Function &F, const Twine &Msg,
                 const DebugLoc &DL = DebugLoc());
/// Reports a warning about \p F.
void reportWarning(const Function &F, const Twine &Msg,
                   const DebugLoc &DL = DebugLoc());

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTODIAGNOSTICS_H
