//===- AscendPTOTargetInfo.cpp - AscendPTO target info --------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "TargetInfo/AscendPTOTargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"

using namespace llvm;

Target &llvm::getTheAscendPTOTarget() {
  static Target TheAscendPTOTarget;
  return TheAscendPTOTarget;
}

// The triple's architecture enum cannot be extended out of tree: `ascendpto`
// parses as UnknownArch, so that is what the target registers for. The
// TargetMachine rejects any other unknown architecture by name.
extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializeAscendPTOTargetInfo() {
  RegisterTarget<Triple::UnknownArch, /*HasJIT=*/false> X(
      getTheAscendPTOTarget(), "ascendpto",
      "Ascend NPU tile kernels as PTO text", "AscendPTO");
}
