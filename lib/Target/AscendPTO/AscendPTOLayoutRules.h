//===- AscendPTOLayoutRules.h - The blayout each op needs -------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the PTO assembler requires of the blayout of a vec tile operand, per
/// op and target, read from the op's legality rules in td/ (ptoas-rules.md,
/// D.2 and the per-op sections). The emitter reads it to print a vec [M,1]
/// tile, whose bytes are the same in either blayout, in the layout the ops
/// that touch it need (docs/pto-output.md, "Layouts of [M,1] tiles").
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOLAYOUTRULES_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOLAYOUTRULES_H

#include "AscendPTOTables.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>

namespace llvm {
namespace AscendPTO {

/// The blayout an op needs of one operand.
enum class BLayoutNeed : uint8_t {
  Any,
  /// blayout row_major.
  RowMajor,
  /// Not row_major: the per-row vector of trowexpandadd and its max, min
  /// and expdif forms, whose valid cols must otherwise be 32 bytes' worth.
  ColMajor,
};

/// What \p Op on \p A needs of the blayout of operand \p Operand (a position
/// in its operand list; -1 for its results) when that operand is a vec
/// [M,1] column. \p SpaceOf gives the space of an operand's (first) tile,
/// -1 the result's, for rules that apply in some spaces only.
BLayoutNeed
getBLayoutNeed(const TileOpInfo &Op, int Operand, Arch A,
               function_ref<std::optional<MemSpace>(int)> SpaceOf);

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOLAYOUTRULES_H
