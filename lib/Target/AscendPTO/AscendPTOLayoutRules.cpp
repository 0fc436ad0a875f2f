//===- AscendPTOLayoutRules.cpp - The blayout each op needs ---------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What an op needs of the blayout of a vec [M,1] column, read from the op's
// legality rules in td/ (AscendPTOLegality.td): a `layout` rule needs
// row_major; a `colmajor` rule, a per-row vector (`rowvec`, whose valid
// cols are 1 only when it is not row_major) and a `majorbytes` multiple of
// 32 bytes (one element per row is never 32 bytes) need not-row_major; a
// `layouts` rule whose pairs all have one blayout needs that one. A rule
// whose When names spaces applies when the space it tests (the operand's,
// or WhenOf's) is one of them.
//
//===----------------------------------------------------------------------===//

#include "AscendPTOLayoutRules.h"

using namespace llvm;
using namespace llvm::AscendPTO;

/// What rule \p R needs of a column's blayout, if anything.
static BLayoutNeed needOf(const LegalRuleInfo &R) {
  switch (R.Kind) {
  case LegalKind::Layout:
    return BLayoutNeed::RowMajor;
  case LegalKind::ColMajor:
  case LegalKind::RowVec:
    return BLayoutNeed::ColMajor;
  case LegalKind::Dims:
    return R.Field == DimField::MajorBytes && R.Cmp == DimCmp::Mul
               ? BLayoutNeed::ColMajor
               : BLayoutNeed::Any;
  case LegalKind::Layouts: {
    unsigned RowBits = layoutBit(false, 0) | layoutBit(false, 1) |
                       layoutBit(false, 2);
    if (!(R.LayoutMask & RowBits))
      return BLayoutNeed::ColMajor;
    if (!(R.LayoutMask & ~RowBits))
      return BLayoutNeed::RowMajor;
    return BLayoutNeed::Any;
  }
  default:
    return BLayoutNeed::Any;
  }
}

BLayoutNeed AscendPTO::getBLayoutNeed(
    const TileOpInfo &Op, int Operand, Arch A,
    function_ref<std::optional<MemSpace>(int)> SpaceOf) {
  bool Row = false, Col = false;
  for (const LegalRuleInfo &R : getLegalRules(Op)) {
    if (!(R.ArchMask & archBit(A)) || !R.appliesTo(Operand))
      continue;
    if (R.WhenMask) {
      std::optional<MemSpace> S = SpaceOf(R.WhenOf == -2 ? Operand : R.WhenOf);
      if (!S || !(R.WhenMask & spaceBit(*S)))
        continue;
    }
    BLayoutNeed N = needOf(R);
    Row |= N == BLayoutNeed::RowMajor;
    Col |= N == BLayoutNeed::ColMajor;
  }
  if (Row)
    return BLayoutNeed::RowMajor;
  return Col ? BLayoutNeed::ColMajor : BLayoutNeed::Any;
}
