//===- AscendPTOLegality.h - What the PTO assembler accepts -----*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The checker of the per-target legality rules of the op table
/// (td/AscendPTOLegality.td, the `Legality` field of each TileOp): given the
/// types of a call's operands and result, it names the first rule the PTO
/// assembler would refuse the call by. It knows rule kinds, not ops: every
/// fact about an op is a row of LegalRuleTable.
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOLEGALITY_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOLEGALITY_H

#include "AscendPTOTables.h"
#include "AscendPTOTileType.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace llvm {
namespace AscendPTO {

/// A scalar operand as the legality rules see it: its IR type and, for a
/// constant, its value.
struct ScalarOperand {
  bool Present = false;
  bool IsFloat = false;
  /// Width in bits (1, 8, 16, 32 or 64; 16 for half and bfloat).
  unsigned Bits = 0;
  /// The element type of the same spelling (f32 for float, i32 for i32...),
  /// if there is one.
  std::optional<DType> AsDType;
  std::optional<int64_t> Const;
  /// An offset operand (an index, not a scalar of the op).
  bool IsOffset = false;
  /// How diagnostics spell it (`float 2.0`, `i32 %n`).
  std::string Text;
};

/// The operands of one call of a tile op: the types of each operand's tiles
/// (empty for non-tiles; a variadic operand has several), its scalar
/// operands (indexed like the operands), and the result's type (null for
/// an op without a result).
struct LegalityQuery {
  const TileOpInfo &Op;
  Arch TargetArch;
  StringRef CPU;
  ArrayRef<SmallVector<TileType, 1>> Tiles;
  ArrayRef<ScalarOperand> Scalars;
  const TileType *Result = nullptr;
  /// The element type of each tensor-view operand (indexed like the
  /// operands; empty for the others).
  ArrayRef<std::optional<DType>> ViewElems = {};
};

/// The message of the first legality rule the call breaks
/// (`pto.tadd on ascend910b (a2a3) takes f32, f16, ...; operand 0 (src0)
/// is bf16 ...`), or std::nullopt when the PTO assembler accepts it.
std::optional<std::string> checkLegality(const LegalityQuery &Q);

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOLEGALITY_H
