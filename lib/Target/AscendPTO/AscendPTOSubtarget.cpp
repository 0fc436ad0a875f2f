//===- AscendPTOSubtarget.cpp - AscendPTO subtarget -----------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOSubtarget.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"

using namespace llvm;

#define DEBUG_TYPE "ascendpto-subtarget"

#define GET_SUBTARGETINFO_TARGET_DESC
#define GET_SUBTARGETINFO_CTOR
#include "AscendPTOGenSubtargetInfo.inc"

// `-mcpu=help` has printed the CPU table (the MC layer does that, as for
// every target); compilation then goes on with the default CPU.
static StringRef defaultCPU(StringRef CPU) {
  return CPU.empty() || CPU == "generic" || CPU == "help"
             ? StringRef(AscendPTO::getProcessors().front().Name)
             : CPU;
}

AscendPTOSubtarget::AscendPTOSubtarget(const Triple &TT, StringRef CPU,
                                       StringRef FS, const TargetMachine &TM)
    : AscendPTOGenSubtargetInfo(TT, defaultCPU(CPU), defaultCPU(CPU), FS),
      CPUName(defaultCPU(CPU).str()), FeatureString(FS.str()),
      Proc(AscendPTO::lookupProcessor(CPUName)), InstrInfo(*this),
      TLInfo(TM, *this) {
  ParseSubtargetFeatures(CPUName, CPUName, FS);
}

AscendPTO::Arch AscendPTOSubtarget::getArch() const {
  // An unknown CPU is an error of the selector; a2a3 until then.
  return Proc ? Proc->PTOArch
              : (IsA5 ? AscendPTO::Arch::A5 : AscendPTO::Arch::A2A3);
}

StringRef AscendPTOSubtarget::getArchName() const {
  return AscendPTO::getArchName(getArch());
}

std::optional<uint64_t>
AscendPTOSubtarget::getCapacity(AscendPTO::MemSpace S) const {
  if (!Proc)
    return std::nullopt;
  for (const AscendPTO::SpaceCapacityInfo &C :
       AscendPTO::getProcessorSpaces(*Proc))
    if (C.Space == S)
      return C.Capacity;
  return std::nullopt;
}

uint64_t AscendPTOSubtarget::getAlignment(AscendPTO::MemSpace S) const {
  if (Proc)
    for (const AscendPTO::SpaceCapacityInfo &C :
         AscendPTO::getProcessorSpaces(*Proc))
      if (C.Space == S)
        return C.Alignment;
  return 32;
}
