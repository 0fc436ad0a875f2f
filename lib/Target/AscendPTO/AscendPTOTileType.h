//===- AscendPTOTileType.h - The static type of a tile ----------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A tile's static type: memory space, element type, shape, valid shape and
/// layout. In MIR it is six immediates on the defining instruction
/// (td/AscendPTOInstrFormats.td: `tiletype`) plus the register class (the
/// space); in PTO it prints as `!pto.tile_buf<...>`; its byte size is what
/// the planner places.
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTILETYPE_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTILETYPE_H

#include "AscendPTOTables.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>

namespace llvm {

class MachineInstr;
class raw_ostream;

namespace AscendPTO {

/// The non-default parts of a tile layout, packed into the sixth type
/// immediate. 0 means the space's default layout everywhere.
///
///   bits 0-1  blayout: 0 default, 1 row_major, 2 col_major
///   bits 2-3  slayout: 0 default, 1 none_box, 2 row_major, 3 col_major
///   bits 4-5  pad: 0 null, 1 zero, 2 max, 3 min
///   bits 8-23 fractal in bytes, 0 for the default
struct TileLayout {
  uint8_t BLayout = 0;
  uint8_t SLayout = 0;
  uint8_t Pad = 0;
  uint16_t Fractal = 0;

  int64_t pack() const;
  static bool unpack(int64_t Bits, TileLayout &L);
  bool operator==(const TileLayout &O) const {
    return BLayout == O.BLayout && SLayout == O.SLayout && Pad == O.Pad &&
           Fractal == O.Fractal;
  }
};

/// A tile's static type.
struct TileType {
  /// Number of immediates of a `tiletype` machine operand.
  static constexpr unsigned NumMIOperands = 6;
  /// Marks a dynamic valid extent.
  static constexpr int64_t Dynamic = -1;
  /// The largest rows or cols of a tile (docs/diagnostics.md): sizes and
  /// offsets of a tile then stay below 2^43 bytes, so no arithmetic on them
  /// overflows 64 bits.
  static constexpr int64_t MaxExtent = int64_t(1) << 20;

  MemSpace Space = MemSpace::Vec;
  DType ElemType = DType::F32;
  int64_t Rows = 0;
  int64_t Cols = 0;
  int64_t ValidRows = 0;
  int64_t ValidCols = 0;
  TileLayout Layout;

  /// Storage in bytes: rows x cols x element size (two 4-bit elements per
  /// byte); accumulator rows round up per the target (td: AccRowRounding).
  uint64_t getSizeInBytes(Arch A) const;

  /// The printed blayout/slayout/fractal, resolving defaults for the space
  /// (a vec [M,1] column, M > 1, is col_major).
  StringRef getBLayoutName() const;
  StringRef getSLayoutName() const;
  unsigned getFractal() const;

  /// `!pto.tile_buf<loc=vec, dtype=f32, rows=16, ...>`.
  void print(raw_ostream &OS) const;
  std::string str() const;

  /// A short form for diagnostics: `vec f32 [16, 64]`.
  std::string describe() const;

  bool sameShapeAndType(const TileType &O) const {
    return ElemType == O.ElemType && Rows == O.Rows && Cols == O.Cols &&
           ValidRows == O.ValidRows && ValidCols == O.ValidCols &&
           Layout == O.Layout;
  }

  /// Reads the type operands of result \p Result of a tile-defining
  /// instruction. Returns false when they are malformed (unknown dtype
  /// code, non-positive shape...); \p Why then says what is wrong.
  static bool fromMachineInstr(const MachineInstr &MI, MemSpace Space,
                               TileType &Ty, std::string *Why = nullptr,
                               unsigned Result = 0);
  /// Index of the first type immediate of result \p Result of a
  /// tile-defining instruction: the results come first, then one type per
  /// result.
  static unsigned getFirstMIOperand(const MachineInstr &MI,
                                    unsigned Result = 0);
};

/// The type the PTO assembler infers for `pto.subset %src[row, col] sizes
/// [Rows, Cols]` (ptoas-rules.md, section R): shape [Rows, Cols], element
/// type, space and layout of \p Src; per dim, a dynamic valid extent where
/// the source's is dynamic or the offset is not a literal constant (\p Row,
/// \p Col empty), else min(size, pv - offset mod pv) with pv the source's
/// valid extent.
TileType inferSubsetType(const TileType &Src, std::optional<int64_t> Row,
                         std::optional<int64_t> Col, int64_t Rows,
                         int64_t Cols);

/// Applies one IR callee-name modifier (tile-abi.md: `row_major`,
/// `col_major`, `s_none`, `s_row`, `s_col`, `pad_zero`, `pad_max`,
/// `pad_min`, `fractal<N>`, `valid<R>x<C>`) to \p Ty. Returns false if
/// \p Mod is not a layout modifier.
bool applyLayoutModifier(StringRef Mod, TileType &Ty);

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTILETYPE_H
