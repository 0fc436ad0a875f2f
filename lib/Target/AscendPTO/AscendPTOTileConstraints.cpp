//===- AscendPTOTileConstraints.cpp - What may share bytes ----------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOTileConstraints.h"
#include "AscendPTOSubtarget.h"
#include "AscendPTOUnionFind.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <limits>

using namespace llvm;
using namespace llvm::AscendPTO;

static std::optional<int64_t> constantReg(const MachineRegisterInfo &MRI,
                                          Register R) {
  const MachineInstr *Def = R.isVirtual() ? MRI.getVRegDef(R) : nullptr;
  if (Def && Def->getOpcode() == AscendPTO::CONST_INT &&
      Def->getOperand(1).isImm())
    return Def->getOperand(1).getImm();
  return std::nullopt;
}

std::optional<SlotForm> llvm::AscendPTO::slotForm(const MachineRegisterInfo &MRI,
                                                  Register R) {
  const MachineInstr *Def = R.isVirtual() ? MRI.getVRegDef(R) : nullptr;
  if (!Def || Def->getOpcode() != AscendPTO::REMSI ||
      Def->getNumOperands() != 3 || !Def->getOperand(1).isReg() ||
      !Def->getOperand(2).isReg())
    return std::nullopt;
  std::optional<int64_t> M = constantReg(MRI, Def->getOperand(2).getReg());
  // srem by -M is srem by M; INT64_MIN has no magnitude.
  if (!M || *M == 0 || *M == std::numeric_limits<int64_t>::min())
    return std::nullopt;
  SlotForm F;
  F.Mod = *M < 0 ? -*M : *M;
  F.Base = Def->getOperand(1).getReg();
  // x + c or c + x: the shift c is the form's.
  const MachineInstr *Sum = F.Base.isVirtual() ? MRI.getVRegDef(F.Base) : nullptr;
  if (Sum && Sum->getOpcode() == AscendPTO::ADDI &&
      Sum->getNumOperands() == 3 && Sum->getOperand(1).isReg() &&
      Sum->getOperand(2).isReg())
    for (unsigned I = 1; I <= 2; ++I)
      if (std::optional<int64_t> C =
              constantReg(MRI, Sum->getOperand(3 - I).getReg())) {
        F.Base = Sum->getOperand(I).getReg();
        F.Add = *C;
        break;
      }
  if (constantReg(MRI, F.Base))
    return std::nullopt; // a constant slot written as arithmetic
  return F;
}

bool llvm::AscendPTO::slotsDiffer(const MachineRegisterInfo &MRI,
                                  const TileBinding &A, const TileBinding &B) {
  if (A.Slot || B.Slot)
    return A.Slot && B.Slot && *A.Slot != *B.Slot;
  std::optional<SlotForm> FA = slotForm(MRI, A.SlotReg),
                          FB = slotForm(MRI, B.SlotReg);
  if (!FA || !FB || FA->Base != FB->Base || FA->Mod != FB->Mod)
    return false;
  // (a - b) mod M without overflow: both shifts reduced first.
  int64_t Ra = FA->Add % FA->Mod, Rb = FB->Add % FB->Mod;
  return (Ra - Rb) % FA->Mod != 0;
}

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
  if (A == B) {
    Unsatisfiable.push_back({A, B, R, std::move(Rule)});
    return;
  }
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

/// The value of \p R when it is a compile-time constant.
static std::optional<int64_t> getConstant(const MachineRegisterInfo &MRI,
                                          Register R) {
  const MachineInstr *Def = MRI.getVRegDef(R);
  if (Def && Def->getOpcode() == AscendPTO::CONST_INT)
    return Def->getOperand(1).getImm();
  return std::nullopt;
}

std::optional<int64_t>
TileConstraints::viewOffset(const MachineInstr &MI, const TileOpInfo &Op,
                            const TileInfo &Src, const TileInfo &View,
                            const AscendPTOSubtarget &STI, bool &Dynamic,
                            std::string &Err) {
  Dynamic = false;
  if (Op.ViewOffset != ViewOffsetKind::RowCol)
    return 0;
  const MachineRegisterInfo &MRI = MI.getMF()->getRegInfo();
  ArrayRef<TileOperandInfo> Opnds = getOperands(Op);
  std::optional<int64_t> Row = getConstant(
      MRI, MI.getOperand(Opnds[Op.ViewRowOperand].MIOperand).getReg());
  std::optional<int64_t> Col = getConstant(
      MRI, MI.getOperand(Opnds[Op.ViewColOperand].MIOperand).getReg());
  // A run-time window: PTO finds it from the source's address; the view
  // keeps the whole source (it is colocated at the base and no larger).
  if (!Row || !Col) {
    Dynamic = true;
    return 0;
  }
  const TileType &S = Src.Type;
  std::string Where = (Twine("pto.") + Op.Mnemonic + " of " +
                       name(MRI, Src.Reg) + " at (" + Twine(*Row) + ", " +
                       Twine(*Col) + ")")
                          .str();
  // Compared as "start <= source extent - window extent" so that a start
  // near INT64_MAX cannot wrap past the test (both extents are at most
  // 2^20, checked by instruction selection and the MIR reader).
  if (*Row < 0 || *Col < 0 || *Row > S.Rows - View.Type.Rows ||
      *Col > S.Cols - View.Type.Cols) {
    Err = Where + ": the [" + std::to_string(View.Type.Rows) + ", " +
          std::to_string(View.Type.Cols) + "] window leaves the source (" +
          S.describe() + ")";
    return std::nullopt;
  }
  bool ColMajor = S.getBLayoutName() == "col_major";
  int64_t Bits = getDTypeInfo(S.ElemType).Bits;
  // The start is inside the source, so these stay far below 2^63 for any
  // tile the front ends accept; checked anyway, since the pitch comes from
  // the layout and a hand-written .mir.
  std::optional<int64_t> ElemBits = checkedMul(ColMajor ? *Col : *Row,
                                               Src.Pitch);
  if (ElemBits)
    ElemBits = checkedAdd(*ElemBits, ColMajor ? *Row : *Col);
  if (ElemBits)
    ElemBits = checkedMul(*ElemBits, Bits);
  if (!ElemBits) {
    Err = Where + ": the window's byte offset (pitch " +
          std::to_string(Src.Pitch) + " elements of " + std::to_string(Bits) +
          " bits) overflows 64 bits";
    return std::nullopt;
  }
  uint64_t Align = STI.getAlignment(S.Space);
  if (*ElemBits % 8 || uint64_t(*ElemBits / 8) % Align) {
    Err = Where + ": the window starts " + std::to_string(*ElemBits / 8) +
          " bytes into the source, not at a multiple of the " +
          std::to_string(Align) + "-byte alignment of " +
          getMemSpaceInfo(S.Space).Name + " tiles";
    return std::nullopt;
  }
  return *ElemBits / 8;
}

bool TileConstraints::build(const MachineFunction &MF,
                            const AscendPTOSubtarget &STI, std::string &Err) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  Tiles.clear();
  Index.clear();
  Colocations.clear();
  Separations.clear();
  SeparationIndex.clear();
  Unsatisfiable.clear();
  Bindings.clear();
  SameOrDisjoint.clear();
  Reserved.clear();
  Arch A = STI.getArch();

  // Every pass after instruction selection works on SSA MIR; a hand-written
  // .mir file may define a register twice.
  for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I) {
    Register R = Register::index2VirtReg(I);
    if (!MRI.def_empty(R) && !MRI.hasOneDef(R)) {
      Err = "the function is not in SSA form: virtual register " +
            name(MRI, R) + " is defined more than once (AscendPTO's passes "
            "work on SSA MIR)";
      return false;
    }
  }

  auto SpaceOf = [&](Register R) -> std::optional<MemSpace> {
    if (!R.isVirtual())
      return std::nullopt;
    return getMemSpaceForRegClass(MRI.getRegClass(R)->getID());
  };

  // Tiles defined by tile operations (tgather's compare form defines two).
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
      if (!Op)
        continue;
      for (unsigned K = 0; K < Op->NumResults; ++K) {
        Register R = MI.getOperand(K).getReg();
        std::optional<MemSpace> S = SpaceOf(R);
        if (!S)
          continue;
        TileInfo T;
        T.Reg = R;
        T.Def = &MI;
        if (!TileType::fromMachineInstr(MI, *S, T.Type, &Err, K)) {
          Err = "malformed tile type on the definition of " + name(MRI, R) +
                ": " + Err;
          return false;
        }
        T.Size = T.Type.getSizeInBytes(A);
        T.Pitch = T.Type.getBLayoutName() == "col_major" ? T.Type.Rows
                                                          : T.Type.Cols;
        Index[R] = Tiles.size();
        Tiles.push_back(T);
      }
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
          T.Pitch = T.Type.getBLayoutName() == "col_major" ? T.Type.Rows
                                                            : T.Type.Cols;
          T.Strided = false; // A phi is a buffer of its own.
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
      if (!Op || !Op->hasResult() || !Index.count(MI.getOperand(0).getReg()))
        continue;
      ArrayRef<TileOperandInfo> Opnds = getOperands(*Op);
      // The tiles of operand I (several for a variadic operand).
      auto OperandTiles = [&](unsigned I) {
        SmallVector<Register, 1> R;
        if (I >= Opnds.size() || Opnds[I].MIOperand < 0 || !Opnds[I].IsTile)
          return R;
        unsigned End =
            Opnds[I].Variadic ? MI.getNumOperands() : Opnds[I].MIOperand + 1;
        for (unsigned K = Opnds[I].MIOperand; K < End; ++K)
          if (Index.count(MI.getOperand(K).getReg()))
            R.push_back(MI.getOperand(K).getReg());
        return R;
      };
      std::string OpName = (Twine("pto.") + Op->Mnemonic).str();

      Register Res = MI.getOperand(0).getReg();
      if (Op->OutputReusesInput >= 0)
        for (Register In : OperandTiles(Op->OutputReusesInput))
          Colocations.push_back({In, Res, 0, "in-place " + OpName, &MI, true});
      if (Op->IsView)
        for (Register Src : OperandTiles(0)) {
          bool Dynamic;
          std::optional<int64_t> Off =
              viewOffset(MI, *Op, Tiles[Index[Src]], Tiles[Index[Res]], STI,
                         Dynamic, Err);
          if (!Off)
            return false;
          Colocations.push_back({Src, Res, *Off, "view " + OpName, &MI,
                                 false, Dynamic});
          // A window's rows (columns) lie a source row (column) apart: it
          // spans more than its own size when narrower than its source.
          if (Op->ViewOffset == ViewOffsetKind::RowCol) {
            const TileInfo &S = Tiles[Index[Src]];
            TileInfo &V = Tiles[Index[Res]];
            bool ColMajor = S.Type.getBLayoutName() == "col_major";
            int64_t Lines = ColMajor ? V.Type.Cols : V.Type.Rows;
            int64_t Width = ColMajor ? V.Type.Rows : V.Type.Cols;
            V.Pitch = S.Pitch;
            // Measured along the source's layout: a [16, 1] column of a
            // row_major tile is strided although its own (col_major)
            // layout would call one column contiguous.
            V.Strided = S.Strided || Width != S.Pitch;
            uint64_t Bits = getDTypeInfo(V.Type.ElemType).Bits;
            uint64_t Span =
                (uint64_t((Lines - 1) * S.Pitch + Width) * Bits + 7) / 8;
            V.Size = std::max(V.Size, Span);
          }
        }

      for (unsigned K = 0; K < Op->NumResults; ++K) {
        Register Res = MI.getOperand(K).getReg();
        // Operands the result may not alias: not_inplace_safe, then
        // forbid_output_alias, replaced by a per-target row when one
        // applies.
        uint32_t Forbid = Op->ForbidOutputAliasMask;
        std::string Rule = "forbid_output_alias";
        if (Op->NotInplaceSafe) {
          for (auto [I, O] : enumerate(Opnds))
            if (O.IsTile)
              Forbid |= 1u << I;
          Rule = "not_inplace_safe";
        }
        for (const TargetAliasRuleInfo &TR : getTargetRules(*Op)) {
          if (!(TR.ArchMask & archBit(A)))
            continue;
          Forbid = TR.ForbidOutputAliasMask;
          Rule = (Twine("the ") + getArchName(A) + " rule").str();
          if (K)
            continue;
          for (const OperandSeparationInfo &Sep : getSeparations(TR))
            for (Register X : OperandTiles(Sep.Operand))
              for (unsigned I = 0; I < Opnds.size(); ++I)
                if (Sep.OthersMask & (1u << I))
                  for (Register Y : OperandTiles(I))
                    addSeparation(X, Y,
                                  ptoplan::SeparationReason::TargetHazard,
                                  OpName + " on " + getArchName(A).str() +
                                      ": " + Opnds[Sep.Operand].Name +
                                      " must not overlap " + Opnds[I].Name);
        }
        // tcvt's width rule, per target (td: CastAliasRule).
        if (Op->CastWideningArchMask | Op->CastNarrowingArchMask)
          for (Register Src : OperandTiles(0)) {
            unsigned From = getDTypeInfo(Tiles[Index[Src]].Type.ElemType).Bits;
            unsigned To = getDTypeInfo(Tiles[Index[Res]].Type.ElemType).Bits;
            if (To > From && (Op->CastWideningArchMask & archBit(A))) {
              Forbid |= 1u;
              Rule = "widening tcvt";
            } else if (To < From && (Op->CastNarrowingArchMask & archBit(A))) {
              Forbid |= 1u;
              Rule = ("narrowing tcvt on " + getArchName(A)).str();
            }
          }
        for (unsigned I = 0; I < Opnds.size(); ++I)
          if (Forbid & (1u << I))
            for (Register Src : OperandTiles(I))
              addSeparation(Res, Src,
                            ptoplan::SeparationReason::SemanticNoAlias,
                            OpName + " (" + Rule + "): the result may not "
                                     "alias " + Opnds[I].Name);
      }

      // Where an input may be written over, only at its own address.
      for (unsigned I = 0; I < Opnds.size(); ++I)
        for (Register In : OperandTiles(I))
          for (unsigned K = 0; K < Op->NumResults; ++K) {
            Register R = MI.getOperand(K).getReg();
            if (R != In && Index.count(R) && !separation(R, In))
              SameOrDisjoint.push_back(
                  {R, In, ptoplan::SeparationReason::SemanticNoAlias,
                   OpName + ": the result may only take the bytes of " +
                       Opnds[I].Name + " at its own address"});
          }
    }

  // A run-time window may sit anywhere in its source: it (and any view of
  // it) is modelled at the source's base with the source's extent, so that
  // no other tile is placed over bytes it might cover. Such a tile cannot
  // be at a known address: an input it is paired with same-or-disjoint is
  // kept apart instead, and an in-place result of one is refused.
  Windowed.clear();
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (TileColocation &C : Colocations) {
      if (C.InPlace || (!C.Dynamic && !Windowed.count(C.A)))
        continue;
      TileInfo &V = Tiles[Index[C.B]];
      uint64_t SrcSize = Tiles[Index[C.A]].Size;
      if (C.Offset != 0 || V.Size < SrcSize || !C.Dynamic) {
        C.Offset = 0;
        C.Dynamic = true;
        V.Size = std::max(V.Size, SrcSize);
        Changed = true;
      }
      if (Windowed.insert(C.B).second)
        Changed = true;
    }
  }
  // A view printed as an alloc_tile handle at an address (set_validshape,
  // transpose_view) has no address when its source is a run-time window.
  for (const TileColocation &C : Colocations)
    if (!C.InPlace && Windowed.count(C.A) && C.MI)
      if (const TileOpInfo *Op = getTileOpInfo(C.MI->getOpcode()))
        if (Op->Form == PrintForm::View) {
          Err = std::string(Op->IRName) + " of " +
                name(MRI, C.A) +
                ", a window whose offset is known only at run time, would "
                "need that run-time address, which PTO cannot take here: "
                "copy the window first (pto.tmov)";
          return false;
        }
  for (const TileColocation &C : Colocations)
    if (C.InPlace && Windowed.count(C.A)) {
      Err = C.Why.substr(C.Why.find(' ') + 1) + " would write " +
            name(MRI, C.B) + " in place over " + name(MRI, C.A) +
            ", a window whose offset is known only at run time: its "
            "address cannot be planned (copy the window first)";
      return false;
    }

  // Tiles popped from the cube core live in the queue's storage, and so do
  // their views: the planner does not place them. On a2a3 split-AIV
  // functions, a writer reading such a value (directly, through a view, or
  // around a loop carry) may not take over, in place, the buffer of a
  // load-derived input (seed: Ascend910 load + tpop_from_aic 危害).
  // Classification is by value identity; the fixpoint covers the second
  // pass the seed makes for values reaching a writer around a back edge.
  DenseSet<Register> Tpop, Load;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (const TileOpInfo *Op = getTileOpInfo(MI.getOpcode()))
        for (unsigned K = 0; K < Op->NumResults; ++K) {
          if (Op->PopsFromCube)
            Tpop.insert(MI.getOperand(K).getReg());
          if (Op->LoadsGlobal)
            Load.insert(MI.getOperand(K).getReg());
        }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const TileColocation &C : Colocations) {
      if (C.InPlace)
        continue;
      if (Tpop.count(C.A) && Tpop.insert(C.B).second)
        Changed = true;
      if (Load.count(C.A) && Load.insert(C.B).second)
        Changed = true;
    }
    // A carry or merge shares one buffer with its incoming values: it is
    // popped or load-derived when one of them is (the seed checks the
    // taint of the carry's base).
    for (const MachineBasicBlock &MBB : MF)
      for (const MachineInstr &Phi : MBB.phis())
        for (unsigned I = 1; I < Phi.getNumOperands(); I += 2) {
          Register In = Phi.getOperand(I).getReg();
          Register Out = Phi.getOperand(0).getReg();
          if (Tpop.count(In) && Tpop.insert(Out).second)
            Changed = true;
          if (Load.count(In) && Load.insert(Out).second)
            Changed = true;
        }
  }
  // A carry or merge of queue tiles is queue storage too; one that merges a
  // queue tile with a planned tile would need one address for both.
  for (Register R : Tpop) {
    const MachineInstr *Def = MRI.getVRegDef(R);
    if (Def && !Def->isPHI())
      Reserved.insert(R);
  }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const MachineBasicBlock &MBB : MF)
      for (const MachineInstr &Phi : MBB.phis()) {
        Register R = Phi.getOperand(0).getReg();
        if (Reserved.count(R) || !Index.count(R))
          continue;
        bool All = true;
        for (unsigned I = 1; I < Phi.getNumOperands(); I += 2)
          All &= Reserved.count(Phi.getOperand(I).getReg()) != 0;
        if (All && Reserved.insert(R).second)
          Changed = true;
      }
  }
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &Phi : MBB.phis()) {
      Register R = Phi.getOperand(0).getReg();
      if (!Index.count(R) || Reserved.count(R))
        continue;
      for (unsigned I = 1; I < Phi.getNumOperands(); I += 2)
        if (Reserved.count(Phi.getOperand(I).getReg())) {
          Err = "tile " + name(MRI, R) + " merges " +
                name(MRI, Phi.getOperand(I).getReg()) +
                ", which lives in the queue storage of tpop_from_aic, with "
                "tiles the planner places: copy the popped tile (pto.tmov) "
                "before the loop carry or merge";
          return false;
        }
    }
  // The hazard concerns the load's physical buffer: a view's sources share
  // it, so the writer keeps apart from them too.
  DenseMap<Register, Register> ViewSource;
  for (const TileColocation &C : Colocations)
    if (!C.InPlace)
      ViewSource.try_emplace(C.B, C.A);
  if (STI.hasSplitLoadTpopHazard() &&
      MF.getFunction().hasFnAttribute("pto.split_aiv"))
    for (const MachineBasicBlock &MBB : MF)
      for (const MachineInstr &MI : MBB) {
        const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
        if (!Op || !Op->hasResult())
          continue;
        Register Popped;
        SmallVector<Register, 4> Loaded;
        for (const MachineOperand &MO : MI.uses())
          if (MO.isReg() && Index.count(MO.getReg())) {
            if (Tpop.count(MO.getReg()))
              Popped = MO.getReg();
            if (Load.count(MO.getReg()))
              Loaded.push_back(MO.getReg());
          }
        if (!Popped)
          continue;
        for (unsigned K = 0; K < Op->NumResults; ++K)
          for (Register L : Loaded)
            for (Register B = L; B && Index.count(B);
                 B = ViewSource.lookup(B))
              addSeparation(MI.getOperand(K).getReg(), B,
                            ptoplan::SeparationReason::TargetHazard,
                            (Twine("pto.") + Op->Mnemonic + " reads " +
                             name(MRI, Popped) +
                             " from tpop_from_aic: on a2a3 split AIV its "
                             "result may not take over the buffer of the "
                             "load-derived " + name(MRI, B))
                                .str());
      }

  // A separation inside one buffer (the same tile twice, a view of the
  // other, an in-place result of the other) cannot be met.
  DenseMap<Register, Register> Parent;
  auto Find = [&](Register R) { return findUnionRoot(Parent, R); };
  for (const TileColocation &C : Colocations) {
    Register RA = Find(C.A), RB = Find(C.B);
    if (RA != RB)
      Parent[RB] = RA;
  }
  for (const TileSeparation &S : Unsatisfiable) {
    Err = S.Rule + ", but " + name(MRI, S.A) + " and " + name(MRI, S.B) +
          " are the same tile";
    return false;
  }
  for (const TileSeparation &S : Separations)
    if (Find(S.A) == Find(S.B)) {
      Err = S.Rule + ", but " + name(MRI, S.A) + " and " + name(MRI, S.B) +
            " share bytes (a view or an in-place result of one another)";
      return false;
    }
  // A view and its source, an in-place result and its input, are placed
  // together at fixed offsets already.
  llvm::erase_if(SameOrDisjoint, [&](const TileSeparation &S) {
    return Find(S.A) == Find(S.B);
  });
  // A run-time window has no known address to share.
  for (auto It = SameOrDisjoint.begin(); It != SameOrDisjoint.end();) {
    if (Windowed.count(It->A) || Windowed.count(It->B)) {
      addSeparation(It->A, It->B, It->Reason,
                    It->Rule + " (a run-time window: kept apart)");
      It = SameOrDisjoint.erase(It);
    } else {
      ++It;
    }
  }
  return true;
}
