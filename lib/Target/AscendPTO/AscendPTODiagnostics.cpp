//===- AscendPTODiagnostics.cpp - User-facing diagnostics -----------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTODiagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

static cl::list<std::string> NoWarn(
    "ascendpto-no-warn", cl::CommaSeparated, cl::value_desc("name"),
    cl::desc("Silence the named AscendPTO warnings (pto-no-store, "
             "pto-uninitialized, pto-unknown-metadata, "
             "pto-unknown-attribute, pto-mangled-name, or all)"));

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
  if (isLocationAvailable()) {
    // file:line:col as clang prints it; a function's line has no column.
    unsigned Line, Col;
    StringRef File;
    getLocation(File, Line, Col);
    DP << File << ":" << Line;
    if (Col)
      DP << ":" << Col;
    DP << ": ";
  }
  DP << "in function @" << getFunction().getName() << ": " << Msg;
}

/// The instruction's location, else the function's line.
static DiagnosticLocation locationOf(const Function &F, const DebugLoc &DL) {
  if (DL && DL.getLine())
    return DiagnosticLocation(DL);
  if (const DISubprogram *SP = F.getSubprogram())
    return DiagnosticLocation(SP);
  return DiagnosticLocation();
}

void AscendPTO::reportError(const Function &F, const Twine &Msg,
                            const DebugLoc &DL) {
  F.getContext().diagnose(
      DiagnosticInfoAscendPTO(F, Msg, locationOf(F, DL), DS_Error));
}

void AscendPTO::reportWarning(const Function &F, const Twine &Msg,
                              const DebugLoc &DL) {
  F.getContext().diagnose(
      DiagnosticInfoAscendPTO(F, Msg, locationOf(F, DL), DS_Warning));
}

StringRef AscendPTO::getWarningName(Warning W) {
  switch (W) {
  case Warning::NoStore:
    return "pto-no-store";
  case Warning::UninitRead:
    return "pto-uninitialized";
  case Warning::UnknownMetadata:
    return "pto-unknown-metadata";
  case Warning::UnknownAttr:
    return "pto-unknown-attribute";
  case Warning::MangledName:
    return "pto-mangled-name";
  }
  llvm_unreachable("unknown warning");
}

bool AscendPTO::isWarningEnabled(Warning W) {
  StringRef Name = getWarningName(W);
  return llvm::none_of(NoWarn, [&](const std::string &N) {
    return N == Name || N == "all";
  });
}

void AscendPTO::reportWarning(const Function &F, Warning W, const Twine &Msg,
                              const DebugLoc &DL) {
  if (isWarningEnabled(W))
    reportWarning(F, Msg + " [-W" + getWarningName(W) + "]", DL);
}

std::optional<std::string>
AscendPTO::closestName(StringRef Name, ArrayRef<std::string> Candidates) {
  // A misspelling: at most a third of the name's letters wrong (and two
  // at least, so that short names get a suggestion too).
  unsigned Limit = std::max<unsigned>(2, Name.size() / 3);
  std::optional<std::string> Best;
  unsigned BestDist = Limit + 1;
  for (const std::string &C : Candidates) {
    unsigned D = Name.edit_distance(C, /*AllowReplacements=*/true, Limit + 1);
    if (D < BestDist && D != 0) {
      BestDist = D;
      Best = C;
    }
  }
  return Best;
}
