//===- AscendPTOTileConstraints.cpp - What may share bytes ----------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOTileConstraints.h"
#include "AscendPTOSubtarget.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::AscendPTO;

std::string TileConstraints::name(const MachineRegisterInfo &MRI,
                                  Register R) {
  StringRef N = MRI.getVRegName(R);
  if (!N.empty())
    return ("%" + N).str();
  return "%" + std::to_string(R.virtRegIndex());
}

void TileConstraints::addSeparation(Register A, Register B,
                                    ptoplan::SeparationReason R,
                                    std::string Rule) {
  if (A == B)
    return;
  unsigned IA = Index.lookup(A), IB = Index.lookup(B);
  auto Key = std::make_pair(std::min(IA, IB), std::max(IA, IB));
  if (SeparationIndex.count(Key))
    return;
  SeparationIndex[Key] = Separations.size();
  Separations.push_back({A, B, R, std::move(Rule)});
}

const TileSeparation *TileConstraints::separation(Register A,
                                                  Register B) const {
  auto IA = Index.find(A), IB = Index.find(B);
  if (IA == Index.end() || IB == Index.end())
    return nullptr;
  auto It = SeparationIndex.find(std::make_pair(
      std::min(IA->second, IB->second), std::max(IA->second, IB->second)));
  return It == SeparationIndex.end() ? nullptr : &Separations[It->second];
}

bool TileConstraints::build(const MachineFunction &MF,
                            const AscendPTOSubtarget &STI, std::string &Err) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  Tiles.clear();
  Index.clear();
  Colocations.clear();
  Separations.clear();
  SeparationIndex.clear();
  Bindings.clear();
  Arch A = STI.getArch();

  auto SpaceOf = [&](Register R) -> std::optional<MemSpace> {
    if (!R.isVirtual())
      return std::nullopt;
    return getMemSpaceForRegClass(MRI.getRegClass(R)->getID());
  };

  // Tiles defined by tile operations.
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
      if (!Op || !Op->HasResult)
        continue;
      Register R = MI.getOperand(0).getReg();
      std::optional<MemSpace> S = SpaceOf(R);
      if (!S)
        continue;
      TileInfo T;
      T.Reg = R;
      T.Def = &MI;
      if (!TileType::fromMachineInstr(MI, *S, T.Type, &Err)) {
        Err = "malformed tile type on the definition of " + name(MRI, R) +
              ": " + Err;
        return false;
      }
      T.Size = T.Type.getSizeInBytes(A);
      Index[R] = Tiles.size();
      Tiles.push_back(T);
    }
  // Tile phis take the type of an incoming tile.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const MachineBasicBlock &MBB : MF)
      for (const MachineInstr &Phi : MBB.phis()) {
        Register R = Phi.getOperand(0).getReg();
        std::optional<MemSpace> S = SpaceOf(R);
        if (!S || Index.count(R))
          continue;
        for (unsigned I = 1; I < Phi.getNumOperands(); I += 2) {
          auto It = Index.find(Phi.getOperand(I).getReg());
          if (It == Index.end())
            continue;
          TileInfo T = Tiles[It->second];
          T.Reg = R;
          T.Def = &Phi;
          T.Type.Space = *S;
          T.Size = T.Type.getSizeInBytes(A);
          Index[R] = Tiles.size();
          Tiles.push_back(T);
          Changed = true;
          break;
        }
      }
  }
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &Phi : MBB.phis())
      if (SpaceOf(Phi.getOperand(0).getReg()) &&
          !Index.count(Phi.getOperand(0).getReg())) {
        Err = "tile phi " + name(MRI, Phi.getOperand(0).getReg()) +
              " has no incoming tile with a type";
        return false;
      }

  // Bindings to declared buffers.
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      if (MI.getOpcode() != AscendPTO::BIND)
        continue;
      TileBinding B;
      B.Tile = MI.getOperand(0).getReg();
      B.Buffer = MI.getOperand(1).getImm();
      B.SlotReg = MI.getOperand(2).getReg();
      B.MI = &MI;
      if (const MachineInstr *Def = MRI.getVRegDef(B.SlotReg))
        if (Def->getOpcode() == AscendPTO::CONST_INT)
          B.Slot = Def->getOperand(1).getImm();
      if (!Index.count(B.Tile)) {
        Err = "pto.bind of " + name(MRI, B.Tile) + ", which is not a tile";
        return false;
      }
      if (const TileBinding *Prev = binding(B.Tile)) {
        (void)Prev;
        Err = "tile " + name(MRI, B.Tile) + " is bound to a declared buffer "
              "twice";
        return false;
      }
      Bindings.push_back(B);
    }

  // Colocations and separations from the op table.
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
      if (!Op || !Op->HasResult)
        continue;
      Register Res = MI.getOperand(0).getReg();
      if (!Index.count(Res))
        continue;
      ArrayRef<TileOperandInfo> Opnds = getOperands(*Op);
      auto OperandTile = [&](unsigned I) -> Register {
        if (I >= Opnds.size() || Opnds[I].MIOperand < 0 || !Opnds[I].IsTile)
          return Register();
        Register R = MI.getOperand(Opnds[I].MIOperand).getReg();
        return Index.count(R) ? R : Register();
      };
      std::string OpName = (Twine("pto.") + Op->Mnemonic).str();

      if (Op->OutputReusesInput >= 0)
        if (Register In = OperandTile(Op->OutputReusesInput))
          Colocations.push_back({In, Res, 0, "in-place " + OpName, &MI, true});
      if (Op->IsView)
        if (Register Src = OperandTile(0))
          Colocations.push_back({Src, Res, 0, "view " + OpName, &MI, false});

      // Operands the result may not alias: not_inplace_safe, then
      // forbid_output_alias, replaced by a per-target row when one applies.
      uint32_t Forbid = Op->ForbidOutputAliasMask;
      std::string Rule = "forbid_output_alias";
      if (Op->NotInplaceSafe) {
        for (auto [I, O] : enumerate(Opnds))
          if (O.IsTile)
            Forbid |= 1u << I;
        Rule = "not_inplace_safe";
      }
      for (const TargetAliasRuleInfo &TR : getTargetRules(*Op))
        if (TR.ArchMask & archBit(A)) {
          Forbid = TR.ForbidOutputAliasMask;
          Rule = (Twine("the ") + getArchName(A) + " rule").str();
          for (const OperandSeparationInfo &Sep : getSeparations(TR))
            if (Register X = OperandTile(Sep.Operand))
              for (unsigned I = 0; I < Opnds.size(); ++I)
                if (Sep.OthersMask & (1u << I))
                  if (Register Y = OperandTile(I))
                    addSeparation(X, Y,
                                  ptoplan::SeparationReason::TargetHazard,
                                  OpName + " on " + getArchName(A).str() +
                                      ": " + Opnds[Sep.Operand].Name +
                                      " must not overlap " + Opnds[I].Name);
        }
      if (Op->CastWidthRule)
        if (Register Src = OperandTile(0)) {
          unsigned From = getDTypeInfo(Tiles[Index[Src]].Type.ElemType).Bits;
          unsigned To = getDTypeInfo(Tiles[Index[Res]].Type.ElemType).Bits;
          if (To > From) {
            Forbid |= 1u;
            Rule = "widening tcvt";
          } else if (To < From && A == Arch::A2A3) {
            Forbid |= 1u;
            Rule = "narrowing tcvt on a2a3";
          }
        }
      for (unsigned I = 0; I < Opnds.size(); ++I)
        if (Forbid & (1u << I))
          if (Register Src = OperandTile(I))
            addSeparation(Res, Src, ptoplan::SeparationReason::SemanticNoAlias,
                          OpName + " (" + Rule + "): the result may not "
                                   "alias " + Opnds[I].Name);
    }
  return true;
}
