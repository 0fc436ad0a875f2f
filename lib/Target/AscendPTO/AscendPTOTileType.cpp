//===- AscendPTOTileType.cpp - The static type of a tile ------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOTileType.h"
#include "llvm/ADT/Twine.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::AscendPTO;

int64_t TileLayout::pack() const {
  return int64_t(BLayout & 3) | (int64_t(SLayout & 3) << 2) |
         (int64_t(Pad & 3) << 4) | (int64_t(Fractal) << 8);
}

bool TileLayout::unpack(int64_t Bits, TileLayout &L) {
  if (Bits < 0 || (Bits >> 24) != 0 || (Bits & 0xC0) != 0 ||
      (Bits & 3) == 3)
    return false;
  L.BLayout = Bits & 3;
  L.SLayout = (Bits >> 2) & 3;
  L.Pad = (Bits >> 4) & 3;
  L.Fractal = uint16_t(Bits >> 8);
  return true;
}

uint64_t TileType::getSizeInBytes(Arch A) const {
  uint64_t R = Rows;
  if (Space == MemSpace::Acc) {
    uint64_t Round = getAccRowRounding(ElemType, A);
    R = (R + Round - 1) / Round * Round;
  }
  uint64_t Bits = R * uint64_t(Cols) * getDTypeInfo(ElemType).Bits;
  return (Bits + 7) / 8;
}

StringRef TileType::getBLayoutName() const {
  switch (Layout.BLayout) {
  case 1:
    return "row_major";
  case 2:
    return "col_major";
  default:
    break;
  }
  if (Space == MemSpace::Vec && Cols == 1 && Rows > 1)
    return "col_major";
  return getMemSpaceInfo(Space).BLayout;
}

StringRef TileType::getSLayoutName() const {
  switch (Layout.SLayout) {
  case 1:
    return "none_box";
  case 2:
    return "row_major";
  case 3:
    return "col_major";
  default:
    return getMemSpaceInfo(Space).SLayout;
  }
}

unsigned TileType::getFractal() const {
  return Layout.Fractal ? Layout.Fractal : getMemSpaceInfo(Space).Fractal;
}

static void printExtent(raw_ostream &OS, int64_t V) {
  if (V == TileType::Dynamic)
    OS << '?';
  else
    OS << V;
}

void TileType::print(raw_ostream &OS) const {
  OS << "!pto.tile_buf<loc=" << getMemSpaceInfo(Space).Name
     << ", dtype=" << getDTypeInfo(ElemType).Name << ", rows=" << Rows
     << ", cols=" << Cols << ", v_row=";
  printExtent(OS, ValidRows);
  OS << ", v_col=";
  printExtent(OS, ValidCols);
  OS << ", blayout=" << getBLayoutName() << ", slayout=" << getSLayoutName()
     << ", fractal=" << getFractal() << ", pad=" << unsigned(Layout.Pad)
     << ">";
}

std::string TileType::str() const {
  std::string S;
  raw_string_ostream OS(S);
  print(OS);
  return S;
}

std::string TileType::describe() const {
  std::string S;
  raw_string_ostream OS(S);
  OS << getMemSpaceInfo(Space).Name << " " << getDTypeInfo(ElemType).Name
     << " [" << Rows << ", " << Cols << "]";
  if (ValidRows != Rows || ValidCols != Cols) {
    OS << " valid [";
    printExtent(OS, ValidRows);
    OS << ", ";
    printExtent(OS, ValidCols);
    OS << "]";
  }
  return S;
}

unsigned TileType::getFirstMIOperand(const MachineInstr &MI,
                                     unsigned Result) {
  return MI.getDesc().getNumDefs() + NumMIOperands * Result;
}

bool TileType::fromMachineInstr(const MachineInstr &MI, MemSpace Space,
                                TileType &Ty, std::string *Why,
                                unsigned Result) {
  auto Fail = [&](const Twine &Msg) {
    if (Why)
      *Why = Msg.str();
    return false;
  };
  unsigned First = getFirstMIOperand(MI, Result);
  if (MI.getNumOperands() < First + NumMIOperands)
    return Fail("missing tile type operands");
  int64_t V[NumMIOperands];
  for (unsigned I = 0; I != NumMIOperands; ++I) {
    const MachineOperand &MO = MI.getOperand(First + I);
    if (!MO.isImm())
      return Fail("tile type operand " + Twine(I) + " is not an immediate");
    V[I] = MO.getImm();
  }
  if (V[0] < 0 || V[0] >= int64_t(NumDTypes))
    return Fail("unknown element type code " + Twine(V[0]));
  if (V[1] <= 0 || V[2] <= 0)
    return Fail("tile shape must be positive, not [" + Twine(V[1]) + ", " +
                Twine(V[2]) + "]");
  if (V[1] > MaxExtent || V[2] > MaxExtent)
    return Fail("tile shape [" + Twine(V[1]) + ", " + Twine(V[2]) +
                "] is over the limit of " + Twine(MaxExtent) +
                " (2^20) elements per dimension");
  if ((V[3] != Dynamic && (V[3] < 1 || V[3] > V[1])) ||
      (V[4] != Dynamic && (V[4] < 1 || V[4] > V[2])))
    return Fail("valid shape [" + Twine(V[3]) + ", " + Twine(V[4]) +
                "] is not within the tile shape [" + Twine(V[1]) + ", " +
                Twine(V[2]) + "] (each valid extent is 1 up to the tile's, "
                "or -1 for a run-time one)");
  TileLayout L;
  if (!TileLayout::unpack(V[5], L))
    return Fail("malformed layout bits " + Twine(V[5]));
  Ty.Space = Space;
  Ty.ElemType = DType(V[0]);
  Ty.Rows = V[1];
  Ty.Cols = V[2];
  Ty.ValidRows = V[3];
  Ty.ValidCols = V[4];
  Ty.Layout = L;
  return true;
}

/// One valid extent of a subset (ptoas-rules.md, section R): \p PV the
/// source's, \p Off the offset along that dim if it is a literal constant.
static int64_t subsetValid(int64_t PV, std::optional<int64_t> Off,
                           int64_t Size) {
  if (PV == TileType::Dynamic || !Off)
    return TileType::Dynamic;
  if (PV <= 0 || *Off < 0)
    return PV <= 0 ? 0 : Size; // Degenerate: ISel refuses both.
  return std::min(Size, PV - *Off % PV);
}

TileType AscendPTO::inferSubsetType(const TileType &Src,
                                    std::optional<int64_t> Row,
                                    std::optional<int64_t> Col, int64_t Rows,
                                    int64_t Cols) {
  TileType T = Src;
  // The blayout is the source's as printed (a default one depends on the
  // shape: a vec [M,1] column is col_major).
  T.Layout.BLayout = Src.getBLayoutName() == "row_major" ? 1 : 2;
  T.Rows = Rows;
  T.Cols = Cols;
  T.ValidRows = subsetValid(Src.ValidRows, Row, Rows);
  T.ValidCols = subsetValid(Src.ValidCols, Col, Cols);
  return T;
}

bool AscendPTO::applyLayoutModifier(StringRef Mod, TileType &Ty) {
  if (Mod == "row_major")
    Ty.Layout.BLayout = 1;
  else if (Mod == "col_major")
    Ty.Layout.BLayout = 2;
  else if (Mod == "s_none")
    Ty.Layout.SLayout = 1;
  else if (Mod == "s_row")
    Ty.Layout.SLayout = 2;
  else if (Mod == "s_col")
    Ty.Layout.SLayout = 3;
  else if (Mod == "pad_zero")
    Ty.Layout.Pad = 1;
  else if (Mod == "pad_max")
    Ty.Layout.Pad = 2;
  else if (Mod == "pad_min")
    Ty.Layout.Pad = 3;
  else if (Mod.consume_front("fractal")) {
    unsigned F;
    if (Mod.getAsInteger(10, F) || F == 0 || F > 0xFFFF)
      return false;
    Ty.Layout.Fractal = F;
  } else if (Mod.consume_front("valid")) {
    auto [R, C] = Mod.split('x');
    int64_t VR, VC;
    if (R.getAsInteger(10, VR) || C.getAsInteger(10, VC) || VR < 0 || VC < 0)
      return false;
    Ty.ValidRows = VR;
    Ty.ValidCols = VC;
  } else {
    return false;
  }
  return true;
}
