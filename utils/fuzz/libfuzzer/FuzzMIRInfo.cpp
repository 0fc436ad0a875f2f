//===- FuzzMIRInfo.cpp - libFuzzer target: machineFunctionInfo reader ----===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The input is the text of a `machineFunctionInfo:` mapping; it is put into
/// a fixed .mir function (three tiles) and parsed by LLVM's MIR parser with
/// the AscendPTO target, which calls
/// AscendPTOTargetMachine::parseMachineFunctionInfo. Any input must be
/// accepted or refused with a located diagnostic, never crash.
///
//===----------------------------------------------------------------------===//

#include "llvm/CodeGen/MIRParser/MIRParser.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"
#include <memory>

extern "C" void LLVMInitializeAscendPTOTargetInfo();
extern "C" void LLVMInitializeAscendPTOTargetMC();
extern "C" void LLVMInitializeAscendPTOTarget();

using namespace llvm;

static const char Head[] = "---\n"
                           "name:            k\n"
                           "tracksRegLiveness: true\n"
                           "machineFunctionInfo:\n";
static const char Body[] =
    "\nbody:             |\n"
    "  bb.0:\n"
    "    %x:gm = ARG_GM 0\n"
    "    %c16:idx = CONST_INT 16\n"
    "    %c64:idx = CONST_INT 64\n"
    "    %c1:idx = CONST_INT 1\n"
    "    %c0:idx = CONST_INT 0\n"
    "    %v:tv = TENSOR_VIEW 0, %x, %c16, %c64, %c64, %c1\n"
    "    %a:vec = TLOAD 0, 16, 64, 16, 64, 0, %v, %c0, %c0\n"
    "    %b:vec = TLOAD 0, 16, 64, 16, 64, 0, %v, %c0, %c0\n"
    "    %c:vec = TADD 0, 16, 64, 16, 64, 0, %a, %b\n"
    "    TSTORE %c, %v, %c0, %c0\n"
    "    RET\n"
    "...\n";

static TargetMachine *getTM() {
  static std::unique_ptr<TargetMachine> TM = [] {
    LLVMInitializeAscendPTOTargetInfo();
    LLVMInitializeAscendPTOTargetMC();
    LLVMInitializeAscendPTOTarget();
    Triple T("ascendpto");
    std::string Err;
    const Target *Tgt = TargetRegistry::lookupTarget(T, Err);
    if (!Tgt)
      report_fatal_error(Twine("no AscendPTO target: ") + Err);
    return std::unique_ptr<TargetMachine>(Tgt->createTargetMachine(
        T, "ascend910b", "", TargetOptions(), std::nullopt));
  }();
  return TM.get();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  // The input is indented under machineFunctionInfo: line by line.
  std::string Text = Head;
  Text += "  ";
  for (size_t I = 0; I < Size; ++I) {
    char C = char(Data[I]);
    Text += C;
    if (C == '\n')
      Text += "  ";
  }
  Text += Body;
  LLVMContext Ctx;
  Ctx.setDiagnosticHandlerCallBack(
      [](const DiagnosticInfo *, void *) {}, nullptr);
  SMDiagnostic Diag;
  std::unique_ptr<MIRParser> Parser = createMIRParser(
      MemoryBuffer::getMemBuffer(Text, "fuzz.mir", false), Ctx);
  if (!Parser)
    return 0;
  TargetMachine *TM = getTM();
  std::unique_ptr<Module> M = Parser->parseIRModule();
  if (!M)
    return 0;
  M->setTargetTriple(TM->getTargetTriple());
  M->setDataLayout(TM->createDataLayout());
  MachineModuleInfo MMI(TM);
  (void)Parser->parseMachineFunctions(*M, MMI);
  return 0;
}
