//===- AscendPTOLayoutRules.cpp - The blayout each op needs ---------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One row per op that checks a blayout, from ptoas-rules.md (D.2 lists the
// ops that reject a col_major [M,1] vec operand and those that accept it;
// the per-op sections say which operands). An op without a row checks no
// blayout. Operands are named as in td/AscendPTOTileOps.td; `dst` is the
// result(s), `*` every tile operand and the result.
//
// This is a stand-in for the per-op layout rules of td/ (issue 10, part 1):
// when they land, getBLayoutNeed reads them instead and this table goes.
//
//===----------------------------------------------------------------------===//

#include "AscendPTOLayoutRules.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

using namespace llvm;
using namespace llvm::AscendPTO;

namespace {
struct LayoutRow {
  /// The op's IR callee without `pto.` (one record per form).
  const char *Op;
  /// Space-separated operand names that must be row_major.
  const char *RowMajor;
  /// Space-separated operand names that must not be row_major.
  const char *ColMajor;
  /// "" for every target, else the one PTO architecture the row is for.
  const char *Arch;
};
} // namespace

static const LayoutRow LayoutRows[] = {
    // 2. tile (+) tile: src0, src1 and dst (and the tmp of trem/txor).
    {"tadd", "*", "", ""},
    {"tsub", "*", "", ""},
    {"tmul", "*", "", ""},
    {"tdiv", "*", "", ""},
    {"tmax", "*", "", ""},
    {"tmin", "*", "", ""},
    {"tfmod", "*", "", ""},
    {"trem", "*", "", ""},
    {"tand", "*", "", ""},
    {"tor", "*", "", ""},
    {"txor", "src0 src1 dst", "", ""},
    {"txor", "tmp", "", "a2a3"},
    {"tshl", "*", "", ""},
    {"tshr", "*", "", ""},
    // 3. tile-scalar ops that check it (tadds, tsubs, tmuls, tdivs, tmaxs,
    // tmins, tlrelu, tshls and taddsc accept col_major).
    {"taxpy", "*", "", ""},
    {"tfmods", "*", "", ""},
    {"trems", "*", "", ""},
    {"tands", "*", "", ""},
    {"tors", "*", "", ""},
    {"txors", "src dst", "", ""},
    {"tshrs", "*", "", ""},
    {"texpands", "dst", "", "a2a3"},
    // 4. unary (tneg accepts col_major).
    {"texp", "*", "", ""},
    {"tlog", "*", "", ""},
    {"tsqrt", "*", "", ""},
    {"trsqrt", "*", "", ""},
    {"trsqrt.tmp", "*", "", ""},
    {"trecip", "*", "", ""},
    {"tabs", "*", "", ""},
    {"trelu", "*", "", ""},
    {"tnot", "*", "", ""},
    {"tprelu", "src slope dst", "", ""},
    {"tprelu", "tmp", "", "a2a3"},
    // 6. select.
    {"tsel", "src0 src1 dst", "", ""},
    {"tsels", "src dst", "", ""},
    // 7. reductions: the src of row reductions (their [M,1] dst may be
    // either), the src and dst of column reductions, row_major tmps.
    {"trowsum", "src", "", ""},
    {"trowmax", "src", "", ""},
    {"trowmin", "src tmp", "", ""},
    {"trowprod", "src tmp", "", ""},
    {"trowargmax", "src tmp", "", ""},
    {"trowargmin", "src tmp", "", ""},
    {"tcolsum", "src dst", "", ""},
    {"tcolsum.tmp", "*", "", ""},
    {"tcolmax", "src dst", "", ""},
    {"tcolmin", "src dst", "", ""},
    {"tcolprod", "src dst", "", ""},
    {"tcolargmax", "*", "", ""},
    {"tcolargmin", "*", "", ""},
    // 8. expands: the dst of every row expand (both targets); the full
    // operand of add/max/min/expdif, whose per-row vector with one valid
    // col must not be row_major.
    {"trowexpand", "dst", "", ""},
    {"trowexpandsub", "dst", "", ""},
    {"trowexpandsub.tmp", "dst", "", ""},
    {"trowexpandmul", "dst", "", ""},
    {"trowexpandmul.tmp", "dst", "", ""},
    {"trowexpanddiv", "dst", "", ""},
    {"trowexpanddiv.tmp", "dst", "", ""},
    {"trowexpandadd", "src dst", "col", ""},
    {"trowexpandmax", "src dst", "col", ""},
    {"trowexpandmax.tmp", "src dst", "col", ""},
    {"trowexpandmin", "src dst", "col", ""},
    {"trowexpandmin.tmp", "src dst", "col", ""},
    {"trowexpandexpdif", "src dst", "col", ""},
    {"trowexpandexpdif.tmp", "src dst", "col", ""},
    {"tcolexpand", "*", "", ""},
    {"tcolexpandadd", "*", "", ""},
    {"tcolexpandsub", "*", "", ""},
    {"tcolexpandmul", "*", "", ""},
    {"tcolexpanddiv", "*", "", ""},
    {"tcolexpandmax", "*", "", ""},
    {"tcolexpandmin", "*", "", ""},
    {"tcolexpandexpdif", "*", "", ""},
    // 10-13. windows, gathers, sorts.
    {"textract", "src dst", "", "a5"},
    {"tconcat", "*", "", "a5"},
    {"ttrans", "src", "", "a2a3"},
    {"tgather.mask", "src dst", "", ""},
    {"tgather.cmp", "*", "", ""},
    {"tgatherb", "dst", "", "a2a3"},
    {"tsort32", "*", "", ""},
    {"tsort32.tmp", "*", "", ""},
};

static bool names(StringRef List, StringRef Name) {
  SmallVector<StringRef, 4> Parts;
  List.split(Parts, ' ', -1, false);
  return llvm::is_contained(Parts, "*") || llvm::is_contained(Parts, Name);
}

BLayoutNeed AscendPTO::getBLayoutNeed(const TileOpInfo &Op, int Operand,
                                      Arch A) {
  StringRef IR = StringRef(Op.IRName);
  IR.consume_front("pto.");
  ArrayRef<TileOperandInfo> Opnds = getOperands(Op);
  StringRef Name = Operand < 0 ? StringRef("dst")
                   : unsigned(Operand) < Opnds.size()
                       ? StringRef(Opnds[Operand].Name)
                       : StringRef();
  if (Name.empty())
    return BLayoutNeed::Any;
  for (const LayoutRow &R : LayoutRows) {
    if (IR != R.Op || (*R.Arch && getArchName(A) != R.Arch))
      continue;
    if (*R.ColMajor && names(R.ColMajor, Name) &&
        !StringRef(R.ColMajor).contains('*'))
      return BLayoutNeed::ColMajor;
    if (names(R.RowMajor, Name))
      return BLayoutNeed::RowMajor;
  }
  return BLayoutNeed::Any;
}
