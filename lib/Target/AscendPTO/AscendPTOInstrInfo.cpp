//===- AscendPTOInstrInfo.cpp - AscendPTO instruction info ----------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOInstrInfo.h"
#include "AscendPTOSubtarget.h"
#include "AscendPTOTileType.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"

using namespace llvm;

#define GET_INSTRINFO_CTOR_DTOR
#include "AscendPTOGenInstrInfo.inc"

AscendPTOInstrInfo::AscendPTOInstrInfo(const AscendPTOSubtarget &STI)
    : AscendPTOGenInstrInfo(STI, RI), RI() {}

bool AscendPTOInstrInfo::verifyInstruction(const MachineInstr &MI,
                                           StringRef &ErrInfo) const {
  using namespace AscendPTO;
  const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
  if (!Op)
    return true;
  const MachineRegisterInfo &MRI = MI.getMF()->getRegInfo();
  auto SpaceOf = [&](const MachineOperand &MO) -> std::optional<MemSpace> {
    if (!MO.isReg() || !MO.getReg().isVirtual())
      return std::nullopt;
    return getMemSpaceForRegClass(MRI.getRegClass(MO.getReg())->getID());
  };
  for (unsigned R = 0; R < Op->NumResults; ++R) {
    std::optional<MemSpace> Space = SpaceOf(MI.getOperand(R));
    if (!Space) {
      ErrInfo = "a tile result must be a virtual register of one memory "
                "space's class";
      return false;
    }
    TileType Ty;
    static thread_local std::string Why;
    if (!TileType::fromMachineInstr(MI, *Space, Ty, &Why, R)) {
      ErrInfo = Why;
      return false;
    }
    if (Op->SpaceRule == SpaceRuleKind::Fixed &&
        unsigned(*Space) != Op->SpaceRuleArg) {
      ErrInfo = "tile result is in the wrong memory space for this op";
      return false;
    }
    if (Op->SpaceRule == SpaceRuleKind::Chosen &&
        !(Op->ChosenSpaceMask & spaceBit(*Space))) {
      ErrInfo = "tile result is in a memory space this op cannot write";
      return false;
    }
  }
  for (const TileOperandInfo &O : getOperands(*Op)) {
    if (O.MIOperand < 0)
      continue;
    unsigned Begin = O.MIOperand;
    unsigned End = O.Variadic ? MI.getNumOperands() : Begin + 1;
    if (O.Variadic &&
        (End - Begin < O.MinCount || End - Begin > O.MaxCount)) {
      ErrInfo = "wrong number of variadic tile operands";
      return false;
    }
    if (End > MI.getNumOperands()) {
      ErrInfo = "missing tile-op operands";
      return false;
    }
    for (unsigned I = Begin; I < End; ++I) {
      const MachineOperand &MO = MI.getOperand(I);
      if (O.Role == OperandRole::Attr) {
        const OpAttrInfo &A = getOpAttrs()[O.AttrIndex];
        if (!MO.isImm() || MO.getImm() < (A.Required ? 0 : -1) ||
            MO.getImm() >= int64_t(A.NumValues)) {
          ErrInfo = "attribute operand out of range";
          return false;
        }
        continue;
      }
      if (!O.IsTile)
        continue;
      std::optional<MemSpace> Space = SpaceOf(MO);
      if (!Space) {
        ErrInfo = "a tile operand must be a virtual register of one memory "
                  "space's class";
        return false;
      }
      if (O.SpaceMask && !(O.SpaceMask & spaceBit(*Space))) {
        ErrInfo = "tile operand is in a memory space this op cannot read";
        return false;
      }
    }
  }
  return true;
}
