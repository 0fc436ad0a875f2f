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
/// The location is the instruction's debug location when it has one, else
/// the line of the function's DISubprogram, so that a kernel compiled with
/// -g names a line in every diagnostic, whichever pass reports it.
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTODIAGNOSTICS_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTODIAGNOSTICS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/DebugLoc.h"
#include "llvm/IR/DiagnosticInfo.h"
#include <optional>
#include <string>

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

/// The named warnings (docs/diagnostics.md): each is printed with its name,
/// `[-Wpto-no-store]`, and silenced by `-ascendpto-no-warn=pto-no-store`
/// (pto-cc: `-Wno-pto-no-store`).
enum class Warning {
  NoStore,         ///< pto-no-store: a kernel that stores nothing
  UninitRead,      ///< pto-uninitialized: a tile read before any write
  UnknownMetadata, ///< pto-unknown-metadata: a misspelled !pto.* name
  UnknownAttr,     ///< pto-unknown-attribute: a misspelled "pto.*" name
  MangledName,     ///< pto-mangled-name: a C++ kernel without extern "C"
};

/// `pto-no-store`.
StringRef getWarningName(Warning W);
/// Whether \p W is on (not silenced on the command line).
bool isWarningEnabled(Warning W);
/// Reports the named warning \p W about \p F unless it is silenced.
void reportWarning(const Function &F, Warning W, const Twine &Msg,
                   const DebugLoc &DL = DebugLoc());

/// The candidate of \p Candidates closest to \p Name by edit distance, if
/// it is close enough to be a misspelling (for "did you mean" notes).
std::optional<std::string> closestName(StringRef Name,
                                       ArrayRef<std::string> Candidates);

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTODIAGNOSTICS_H
