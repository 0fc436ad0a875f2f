//===- AscendPTOMachineFunctionInfo.cpp - Per-function plan ---------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOMachineFunctionInfo.h"
#include "AscendPTOTables.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

MachineFunctionInfo *AscendPTOMachineFunctionInfo::clone(
    BumpPtrAllocator &Allocator, MachineFunction &DestMF,
    const DenseMap<MachineBasicBlock *, MachineBasicBlock *> &Src2DstMBB)
    const {
  return DestMF.cloneInfo<AscendPTOMachineFunctionInfo>(*this);
}

yaml::AscendPTOMachineFunctionInfo::AscendPTOMachineFunctionInfo(
    const llvm::AscendPTOMachineFunctionInfo &MFI,
    const MachineRegisterInfo &MRI)
    : Planned(MFI.isPlanned()) {
  for (const AscendPTODeclaredBuffer &B : MFI.getDeclaredBuffers())
    DeclaredBuffers.push_back(
        {StringValue(B.Name),
         AscendPTO::getMemSpaceInfo(AscendPTO::MemSpace(B.Space)).Name,
         int64_t(B.Slots), B.SlotBytes});
  SmallVector<std::pair<Register, AscendPTOPipelineMember>, 8> Members(
      MFI.getPipeline().begin(), MFI.getPipeline().end());
  llvm::sort(Members, [](const auto &A, const auto &B) {
    return A.first.id() < B.first.id();
  });
  for (auto [Reg, M] : Members) {
    std::string S;
    raw_string_ostream OS(S);
    OS << printReg(Reg, MRI.getTargetRegisterInfo(), 0, &MRI);
    Pipeline.push_back(
        {StringValue(S), int64_t(M.Group), int64_t(M.Stage), int64_t(M.Depth)});
  }
  // Deterministic order: by virtual register number.
  SmallVector<std::pair<Register, uint64_t>, 16> Sorted(
      MFI.getTileOffsets().begin(), MFI.getTileOffsets().end());
  llvm::sort(Sorted, [](const auto &A, const auto &B) {
    return A.first.id() < B.first.id();
  });
  for (auto [Reg, Offset] : Sorted) {
    std::string S;
    raw_string_ostream OS(S);
    OS << printReg(Reg, MRI.getTargetRegisterInfo(), 0, &MRI);
    TileOffsets.push_back({StringValue(S), Offset});
  }
}

void yaml::AscendPTOMachineFunctionInfo::mappingImpl(yaml::IO &YamlIO) {
  MappingTraits<AscendPTOMachineFunctionInfo>::mapping(YamlIO, *this);
}
