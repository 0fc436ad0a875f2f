//===- AscendPTOTensorView.cpp - What a tensor view may be ----------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOTensorView.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/Twine.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"

using namespace llvm;
using namespace llvm::AscendPTO;

SmallVector<unsigned, 4>
llvm::AscendPTO::tensorViewShapeOperands(const TileOpInfo &Op) {
  SmallVector<unsigned, 4> Pos;
  for (auto [I, O] : enumerate(getOperands(Op)))
    if (O.Role == OperandRole::Offset)
      Pos.push_back(unsigned(I));
  return Pos;
}

/// `-64`, or `?` for a run-time value.
static std::string valueText(const std::optional<int64_t> &V) {
  return V ? std::to_string(*V) : std::string("?");
}

TensorViewOperands
llvm::AscendPTO::readTensorView(const MachineRegisterInfo &MRI,
                                ArrayRef<Register> ShapeRegs, DType Elem) {
  TensorViewOperands V;
  V.Elem = Elem;
  for (auto [K, R] : enumerate(ShapeRegs)) {
    const MachineInstr *Def = R.isVirtual() ? MRI.getVRegDef(R) : nullptr;
    if (!Def || Def->getOpcode() != AscendPTO::CONST_INT || K >= 4)
      continue;
    (K < 2 ? V.Dims[K] : V.Strides[K - 2]) = Def->getOperand(1).getImm();
  }
  return V;
}

/// The bytes from the view's pointer to the end of its last element, with
/// run-time dimensions and strides taken at their least (1 and 0): a lower
/// bound that is exact when everything is constant. Every operand is an
/// int64_t, so 256 bits hold every product and sum.
static APInt spanBytes(const TensorViewOperands &V) {
  constexpr unsigned Bits = 256;
  APInt Elems(Bits, 1);
  for (unsigned A = 0; A < 2; ++A) {
    if (!V.Dims[A] || !V.Strides[A])
      continue;
    Elems += (APInt(Bits, *V.Dims[A], /*isSigned=*/true) - 1) *
             APInt(Bits, *V.Strides[A], /*isSigned=*/true);
  }
  APInt ElemBits(Bits, getDTypeInfo(V.Elem).Bits);
  return (Elems * ElemBits + 7).udiv(APInt(Bits, 8));
}

/// Whether \p V's elements are adjacent along \p L's unit dimension (its
/// stride is 1, or its extent is 1): the view is in layout \p L, perhaps
/// with a padded or run-time pitch. Only constants count.
static bool inLayout(const TensorViewOperands &V, const GlobalLayoutInfo &L) {
  unsigned U = L.UnitDim;
  return (V.Strides[U] && *V.Strides[U] == 1) || (V.Dims[U] && *V.Dims[U] == 1);
}

/// Whether \p V is contiguous in \p L: its unit stride is 1 and its other
/// stride is the extent of the unit dimension (strides (cols, 1) for nd),
/// all of them constants.
static bool contiguousIn(const TensorViewOperands &V,
                         const GlobalLayoutInfo &L) {
  unsigned U = L.UnitDim, O = 1 - U;
  return V.Strides[U] && *V.Strides[U] == 1 && V.Strides[O] && V.Dims[U] &&
         *V.Strides[O] == *V.Dims[U];
}

const GlobalLayoutInfo *
llvm::AscendPTO::printedViewLayout(const TensorViewOperands &V) {
  bool Constant = V.Strides[0] && V.Strides[1];
  const GlobalLayoutInfo *Found = nullptr;
  for (const GlobalLayoutInfo &L : getGlobalLayouts()) {
    bool Match = Constant ? contiguousIn(V, L)
                          : V.Strides[L.UnitDim] && *V.Strides[L.UnitDim] == 1;
    if (Match)
      Found = &L;
  }
  // A view that is also in another layout (a single row or column, whose
  // other dimension has extent 1 or stride 1) reads either way: which one
  // ptoas infers for it is not on the sheet, so it is left to ptoas.
  if (Found && any_of(getGlobalLayouts(), [&](const GlobalLayoutInfo &L) {
        return &L != Found && inLayout(V, L);
      }))
    return nullptr;
  return Found;
}

std::optional<std::string>
llvm::AscendPTO::checkTensorView(const TensorViewOperands &V,
                                 const TileOpInfo &Op, StringRef OpName) {
  ArrayRef<TileOperandInfo> Opnds = getOperands(Op);
  SmallVector<unsigned, 4> Pos = tensorViewShapeOperands(Op);
  if (Pos.size() != 4)
    return std::nullopt;
  auto Name = [&](unsigned K) {
    return "operand " + std::to_string(Pos[K]) + " (" + Opnds[Pos[K]].Name +
           ")";
  };
  for (unsigned A = 0; A < 2; ++A)
    if (V.Dims[A] && *V.Dims[A] <= 0)
      return (OpName + ": " + Name(A) + " is " + valueText(V.Dims[A]) +
              ": a tensor view's dimensions must be positive (the PTO "
              "assembler refuses a load or store through an empty view)")
          .str();
  for (unsigned A = 0; A < 2; ++A)
    if (V.Strides[A] && *V.Strides[A] < 0)
      return (OpName + ": " + Name(2 + A) + " is " +
              valueText(V.Strides[A]) +
              ": a tensor view's strides must not be negative (a view "
              "addresses its elements upwards from its pointer)")
          .str();
  if (V.Strides[0] && V.Strides[1] &&
      none_of(getGlobalLayouts(), [&](const GlobalLayoutInfo &L) {
        return inLayout(V, L);
      })) {
    std::string Layouts;
    for (const GlobalLayoutInfo &L : getGlobalLayouts())
      Layouts += (Layouts.empty() ? "" : " or ") + std::string(L.Name) +
                 " (" + L.Reading + ")";
    return (OpName + ": the view [" + valueText(V.Dims[0]) + ", " +
            valueText(V.Dims[1]) + "] with strides [" +
            valueText(V.Strides[0]) + ", " + valueText(V.Strides[1]) +
            "] has no contiguous dimension (a stride of 1 over more than "
            "one element): PTO lays a global tensor out as " +
            Layouts)
        .str();
  }
  APInt Span = spanBytes(V);
  if (Span.ugt(APInt::getSignedMaxValue(64).zext(Span.getBitWidth()))) {
    SmallString<40> S;
    Span.toStringUnsigned(S);
    auto Text = valueText;
    return (OpName + ": the view [" + Text(V.Dims[0]) + ", " +
            Text(V.Dims[1]) + "] with strides [" + Text(V.Strides[0]) + ", " +
            Text(V.Strides[1]) + "] of " + getDTypeInfo(V.Elem).Name +
            " spans " + S +
            " bytes, over the limit of 9223372036854775807 (2^63 - 1, the "
            "largest PTO index): its byte offsets would wrap")
        .str();
  }
  return std::nullopt;
}
