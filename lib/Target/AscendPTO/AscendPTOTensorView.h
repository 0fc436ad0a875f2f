//===- AscendPTOTensorView.h - What a tensor view may be --------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The rules a rank-2 tensor view (`pto.tensor_view`, PTO's
/// make_tensor_view) obeys, checked on whatever operands are compile-time
/// constants (docs/tile-abi.md, "Global tensors"; docs/diagnostics.md):
///
///  - each dimension is positive: the PTO assembler refuses a load or a
///    store through a view with a static dimension of 0 (ptoas-rules.md,
///    tload: "static view dims > 0"; tstore: the static element counts must
///    match), and a negative one is no shape;
///  - each stride is non-negative: a view addresses the elements at
///    `ptr + r * stride0 + c * stride1`, upwards from its pointer, as the
///    global-memory footprints of the sync pass assume (an assumption of
///    the tile ABI: PTO's DMA strides are counts, not offsets);
///  - with constant strides, some dimension is contiguous: its stride is 1,
///    or its extent is 1 (td/AscendPTOSpaces.td, GlobalLayout: PTO lays a
///    rank-2 global tensor out as nd, row-major, or dn, column-major; a view
///    with neither, such as strides (64, 2), has no layout to print or to
///    move it by);
///  - the bytes the view spans, from its pointer to the end of its last
///    element, `((dim0 - 1) * stride0 + (dim1 - 1) * stride1 + 1)` elements,
///    fit in a PTO index (at most 2^63 - 1), so that no byte offset into it
///    wraps. It is computed in 256-bit arithmetic, never wrapping.
///
/// Instruction selection applies it to the IR's constants, the emitter to
/// the MIR's (a .mir file meets the same rules).
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTENSORVIEW_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTENSORVIEW_H

#include "AscendPTOTables.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/CodeGen/Register.h"
#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
class MachineRegisterInfo;
namespace AscendPTO {

/// The shape and strides of a tensor view, those that are compile-time
/// constants (std::nullopt: a run-time value, not checked).
struct TensorViewOperands {
  std::optional<int64_t> Dims[2];
  std::optional<int64_t> Strides[2];
  DType Elem;
};

/// Why \p V breaks a rule of tensor views, naming the operand (its
/// position and name in \p Op's operands) and the rule, or std::nullopt.
/// \p OpName is printed first (`pto.tensor_view.f32`).
std::optional<std::string> checkTensorView(const TensorViewOperands &V,
                                           const TileOpInfo &Op,
                                           StringRef OpName);

/// The `#pto.layout` make_tensor_view prints for \p V, or null to leave
/// the optional attribute out (docs/pto-output.md, "Tensor views"):
///  - all strides constant: the layout in which \p V is contiguous (nd for
///    strides (cols, 1), dn for (1, rows)), the one ptoas infers and
///    compares a written layout with; none when \p V is contiguous in
///    neither (a padded pitch), or an extent it needs is a run-time value;
///  - a run-time stride: the layout whose unit stride is the constant 1
///    (ptoas does not check a layout with run-time strides, and lowers the
///    view by it); none when no stride is a constant 1;
///  - none when \p V is also in the other layout (one row or one column,
///    such as [1, 64] with strides (64, 1): either reading holds, and which
///    one ptoas infers is not known).
const GlobalLayoutInfo *printedViewLayout(const TensorViewOperands &V);

/// The constants among \p ShapeRegs (dim0, dim1, stride0, stride1: the
/// registers of a tensor view's shape operands): CONST_INT definitions.
TensorViewOperands readTensorView(const MachineRegisterInfo &MRI,
                                  ArrayRef<Register> ShapeRegs, DType Elem);

/// The operand positions of the dimensions and strides of \p Op (a
/// tensor view): dim0, dim1, stride0, stride1, in that order.
SmallVector<unsigned, 4> tensorViewShapeOperands(const TileOpInfo &Op);

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTENSORVIEW_H
