//===- AscendPTOMCTargetDesc.cpp - AscendPTO MC descriptions --------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "TargetInfo/AscendPTOTargetInfo.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"

using namespace llvm;

#define GET_INSTRINFO_MC_DESC
#define ENABLE_INSTR_PREDICATE_VERIFIER
#include "AscendPTOGenInstrInfo.inc"

#define GET_SUBTARGETINFO_MC_DESC
#include "AscendPTOGenSubtargetInfo.inc"

#define GET_REGINFO_MC_DESC
#include "AscendPTOGenRegisterInfo.inc"

namespace {

/// PTO is MLIR text; only the comment string matters here.
class AscendPTOMCAsmInfo : public MCAsmInfo {
public:
  explicit AscendPTOMCAsmInfo(const Triple &TT) {
    CommentString = "//";
    HasSingleParameterDotFile = false;
    HasDotTypeDotSizeDirective = false;
    SupportsDebugInformation = false;
    ExceptionsType = ExceptionHandling::None;
  }
};

} // namespace

static MCInstrInfo *createAscendPTOMCInstrInfo() {
  auto *X = new MCInstrInfo();
  InitAscendPTOMCInstrInfo(X);
  return X;
}

static MCRegisterInfo *createAscendPTOMCRegisterInfo(const Triple &TT) {
  auto *X = new MCRegisterInfo();
  InitAscendPTOMCRegisterInfo(X, AscendPTO::NoRegister);
  return X;
}

static MCSubtargetInfo *
createAscendPTOMCSubtargetInfo(const Triple &TT, StringRef CPU, StringRef FS) {
  return createAscendPTOMCSubtargetInfoImpl(TT, CPU, /*TuneCPU=*/CPU, FS);
}

static MCAsmInfo *createAscendPTOMCAsmInfo(const MCRegisterInfo &MRI,
                                           const Triple &TT,
                                           const MCTargetOptions &Options) {
  return new AscendPTOMCAsmInfo(TT);
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializeAscendPTOTargetMC() {
  Target &T = getTheAscendPTOTarget();
  TargetRegistry::RegisterMCAsmInfo(T, createAscendPTOMCAsmInfo);
  TargetRegistry::RegisterMCInstrInfo(T, createAscendPTOMCInstrInfo);
  TargetRegistry::RegisterMCRegInfo(T, createAscendPTOMCRegisterInfo);
  TargetRegistry::RegisterMCSubtargetInfo(T, createAscendPTOMCSubtargetInfo);
}
