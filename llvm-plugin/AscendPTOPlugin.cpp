//===- AscendPTOPlugin.cpp - The llc plugin entry point -------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `llc -load=libAscendPTO.so -mtriple=ascendpto` dlopens this module while
/// it parses its options; the static initialiser below registers the target
/// (target info, MC descriptions, target machine) and every AscendPTO pass,
/// so that llc finds the target by triple and -run-pass finds the passes.
/// The module's cl::opts (all prefixed `ascendpto-`) exist from then on, so
/// on the command line they must follow -load.
///
//===----------------------------------------------------------------------===//

extern "C" void LLVMInitializeAscendPTOTargetInfo();
extern "C" void LLVMInitializeAscendPTOTargetMC();
extern "C" void LLVMInitializeAscendPTOTarget();

namespace {

struct AscendPTOPluginRegistration {
  AscendPTOPluginRegistration() {
    LLVMInitializeAscendPTOTargetInfo();
    LLVMInitializeAscendPTOTargetMC();
    LLVMInitializeAscendPTOTarget();
  }
};

AscendPTOPluginRegistration Registration;

} // namespace
