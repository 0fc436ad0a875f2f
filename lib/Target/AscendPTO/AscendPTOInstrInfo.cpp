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
  const AscendPTO::TileOpInfo *Op = AscendPTO::getTileOpInfo(MI.getOpcode());
  if (!Op)
    return true;
  const MachineRegisterInfo &MRI = MI.getMF()->getRegInfo();
  auto SpaceOf = [&](const MachineOperand &MO)
      -> std::optional<AscendPTO::MemSpace> {
    if (!MO.isReg() || !MO.getReg().isVirtual())
      return std::nullopt;
    return AscendPTO::getMemSpaceForRegClass(
        MRI.getRegClass(MO.getReg())->getID());
  };
  if (Op->HasResult) {
    std::optional<AscendPTO::MemSpace> Space = SpaceOf(MI.getOperand(0));
    if (!Space) {
      ErrInfo = "a tile result must be a virtual register of one memory "
                "space's class";
      return false;
    }
    AscendPTO::TileType Ty;
    static thread_local std::string Why;
    if (!AscendPTO::TileType::fromMachineInstr(MI, *Space, Ty, &Why)) {
      ErrInfo = Why;
      return false;
    }
    if (Op->SpaceRule == AscendPTO::SpaceRuleKind::Fixed &&
        unsigned(*Space) != Op->SpaceRuleArg) {
      ErrInfo = "tile result is in the wrong memory space for this op";
      return false;
    }
    if (Op->SpaceRule == AscendPTO::SpaceRuleKind::Chosen &&
        !(Op->ChosenSpaceMask & AscendPTO::spaceBit(*Space))) {
      ErrInfo = "tile result is in a memory space this op cannot write";
      return false;
    }
  }
  for (const AscendPTO::TileOperandInfo &O : AscendPTO::getOperands(*Op)) {
    if (!O.IsTile || O.MIOperand < 0)
      continue;
    std::optional<AscendPTO::MemSpace> Space =
        SpaceOf(MI.getOperand(O.MIOperand));
    if (!Space) {
      ErrInfo = "a tile operand must be a virtual register of one memory "
                "space's class";
      return false;
    }
    if (O.SpaceMask && !(O.SpaceMask & AscendPTO::spaceBit(*Space))) {
      ErrInfo = "tile operand is in a memory space this op cannot read";
      return false;
    }
  }
  return true;
}
