//===- AscendPTOLegality.cpp - What the PTO assembler accepts -------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks a call of a tile op against the op's legality rules, one helper
/// per rule kind (td/AscendPTOLegality.td documents the kinds). A rule
/// applies on the architectures of its mask, to the operands of its mask
/// (and the result), restricted to the spaces of WhenMask; the first rule
/// broken gives the message. Messages start with the op and the target,
/// `pto.tadd on ascend910b (a2a3)`, name the operand as `operand 0 (src0)`
/// or `the result`, and end with what the operand is.
///
//===----------------------------------------------------------------------===//

#include "AscendPTOLegality.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::AscendPTO;

namespace {

/// `f32, f16 or i32`.
std::string typeList(ArrayRef<DType> Types) {
  std::string S;
  for (auto [I, T] : enumerate(Types)) {
    if (I)
      S += I + 1 == Types.size() ? " or " : ", ";
    S += getDTypeInfo(T).Name;
  }
  return S;
}

/// `vec or acc`.
std::string spaceList(uint8_t Mask) {
  SmallVector<StringRef, 4> Names;
  for (const MemSpaceInfo &I : getMemSpaces())
    if (Mask & spaceBit(I.Space))
      Names.push_back(I.Name);
  std::string S;
  for (auto [I, N] : enumerate(Names)) {
    if (I)
      S += I + 1 == Names.size() ? " or " : ", ";
    S += N.str();
  }
  return S;
}

StringRef fieldName(DimField F) {
  switch (F) {
  case DimField::Rows:
    return "rows";
  case DimField::Cols:
    return "cols";
  case DimField::VRows:
    return "valid rows";
  case DimField::VCols:
  case DimField::FullCols:
    return "valid cols";
  case DimField::Shape:
    return "shape";
  case DimField::Valid:
    return "valid shape";
  case DimField::Bytes:
    return "bytes";
  case DimField::MajorBytes:
    return "major-dimension bytes";
  case DimField::Boxed:
    return "boxed-ness";
  case DimField::Fractal:
    return "fractal";
  case DimField::Pad:
    return "pad";
  case DimField::BLayout:
    return "blayout";
  case DimField::SLayout:
    return "slayout";
  }
  llvm_unreachable("unknown field");
}

/// The single extents a field stands for (Shape: rows and cols).
SmallVector<DimField, 2> expand(DimField F) {
  if (F == DimField::Shape)
    return {DimField::Rows, DimField::Cols};
  if (F == DimField::Valid)
    return {DimField::VRows, DimField::VCols};
  return {F};
}

bool isValidField(DimField F) {
  return F == DimField::VRows || F == DimField::VCols ||
         F == DimField::FullCols;
}

int64_t extent(const TileType &T, DimField F, Arch A) {
  switch (F) {
  case DimField::Rows:
    return T.Rows;
  case DimField::Cols:
    return T.Cols;
  case DimField::VRows:
    return T.ValidRows;
  case DimField::VCols:
  case DimField::FullCols:
    return T.ValidCols;
  case DimField::Bytes:
    return int64_t(T.getSizeInBytes(A));
  case DimField::MajorBytes:
    return (T.getBLayoutName() == "row_major" ? T.Cols : T.Rows) *
           int64_t(getDTypeInfo(T.ElemType).Bits) / 8;
  case DimField::Boxed:
    return T.getSLayoutName() != "none_box";
  case DimField::Fractal:
    return T.getFractal();
  case DimField::Pad:
    return T.Layout.Pad;
  case DimField::BLayout:
    return T.getBLayoutName() == "col_major";
  case DimField::SLayout: {
    StringRef S = T.getSLayoutName();
    return S == "none_box" ? 0 : S == "row_major" ? 1 : 2;
  }
  case DimField::Shape:
  case DimField::Valid:
    break;
  }
  llvm_unreachable("a compound field has no single extent");
}

bool compare(int64_t L, DimCmp C, int64_t R) {
  switch (C) {
  case DimCmp::Eq:
    return L == R;
  case DimCmp::Le:
    return L <= R;
  case DimCmp::Ge:
    return L >= R;
  case DimCmp::Mul:
    return R != 0 && L % R == 0;
  }
  llvm_unreachable("unknown comparison");
}

StringRef cmpWords(DimCmp C) {
  switch (C) {
  case DimCmp::Eq:
    return "";
  case DimCmp::Le:
    return "at most ";
  case DimCmp::Ge:
    return "at least ";
  case DimCmp::Mul:
    return "a multiple of ";
  }
  llvm_unreachable("unknown comparison");
}

/// The rules of one call, checked kind by kind.
class Checker {
public:
  explicit Checker(const LegalityQuery &Q) : Q(Q), Opnds(getOperands(Q.Op)) {
    Prefix = (Twine(Q.Op.IRName) + " on " + Q.CPU + " (" +
              getArchName(Q.TargetArch) + ")")
                 .str();
  }

  std::optional<std::string> run() {
    if (std::optional<std::string> M = checkScalarsAreNumeric())
      return M;
    for (const LegalRuleInfo &R : getLegalRules(Q.Op)) {
      if (!(R.ArchMask & archBit(Q.TargetArch)))
        continue;
      if (std::optional<std::string> M = checkRule(R))
        return R.Note && *R.Note ? *M + " (" + R.Note + ")" : *M;
    }
    return std::nullopt;
  }

private:
  const LegalityQuery &Q;
  ArrayRef<TileOperandInfo> Opnds;
  std::string Prefix;

  std::optional<std::string> checkRule(const LegalRuleInfo &R) {
    switch (R.Kind) {
    case LegalKind::Elems:
      return checkElems(R);
    case LegalKind::Pairs:
      return checkPairs(R);
    case LegalKind::ElemEq:
      return checkElemEq(R);
    case LegalKind::ElemNe:
      return checkElemNe(R);
    case LegalKind::Spaces:
      return checkSpaces(R);
    case LegalKind::Layout:
      return checkLayout(R);
    case LegalKind::Dims:
      return checkDims(R);
    case LegalKind::AnyValid:
      return checkAnyValid(R);
    case LegalKind::Scalar:
      return checkScalar(R);
    case LegalKind::ColMajor:
      return checkColMajor(R);
    case LegalKind::Layouts:
      return checkLayouts(R);
    case LegalKind::RowVec:
      return checkRowVec(R);
    case LegalKind::Window:
      return checkWindow(R);
    case LegalKind::DimSum:
      return checkDimSum(R);
    case LegalKind::WidthEq:
      return checkWidthEq(R);
    case LegalKind::Distinct:
      // The emitter prints distinct handles (AscendPTOEmitter.cpp).
      return std::nullopt;
    case LegalKind::BoxWin:
      return checkBoxWin(R);
    }
    llvm_unreachable("unknown legality rule kind");
  }

  /// `operand 0 (src0)` or `the result`.
  std::string name(int I) const {
    if (I < 0)
      return "the result";
    return (Twine("operand ") + Twine(I) + " (" + Opnds[I].Name + ")").str();
  }

  /// The operands of \p R's list (the result last), each with its tiles.
  SmallVector<int, 4> operandsOf(const LegalRuleInfo &R) const {
    SmallVector<int, 4> Ops;
    for (unsigned I = 0; I < Opnds.size(); ++I)
      if (R.appliesTo(I))
        Ops.push_back(I);
    if (R.OnResult && Q.Result)
      Ops.push_back(-1);
    return Ops;
  }

  /// The tiles of operand \p I (-1: the result) that \p R applies to.
  SmallVector<const TileType *, 2> tiles(const LegalRuleInfo &R,
                                         int I) const {
    SmallVector<const TileType *, 2> Ts;
    // When on another operand's space: all tiles or none.
    if (!whenHolds(R))
      return Ts;
    ArrayRef<DType> WhenTypes = getRuleWhenTypes(R);
    auto Add = [&](const TileType &T) {
      if (R.WhenMask && R.WhenOf == -2 && !(R.WhenMask & spaceBit(T.Space)))
        return;
      if (!WhenTypes.empty() && !is_contained(WhenTypes, T.ElemType))
        return;
      Ts.push_back(&T);
    };
    if (I < 0) {
      if (Q.Result)
        Add(*Q.Result);
    } else if (unsigned(I) < Q.Tiles.size()) {
      for (const TileType &T : Q.Tiles[I])
        Add(T);
    }
    return Ts;
  }

  /// The first tile of operand \p I, ignoring When (a relation's other
  /// side).
  const TileType *firstTile(int I) const {
    if (I < 0)
      return Q.Result;
    if (unsigned(I) >= Q.Tiles.size() || Q.Tiles[I].empty())
      return nullptr;
    return &Q.Tiles[I].front();
  }

  std::string whenWords(const LegalRuleInfo &R) const {
    if (!R.WhenMask)
      return std::string();
    if (R.WhenOf != -2)
      return " when " + name(R.WhenOf) + " is in " + spaceList(R.WhenMask);
    return " in " + spaceList(R.WhenMask);
  }

  /// The element type of operand \p I: its first tile's, or its tensor
  /// view's.
  std::optional<DType> elemOf(int I) const {
    if (const TileType *T = firstTile(I))
      return T->ElemType;
    if (I >= 0 && unsigned(I) < Q.ViewElems.size())
      return Q.ViewElems[I];
    return std::nullopt;
  }

  std::optional<std::string> checkElems(const LegalRuleInfo &R) {
    ArrayRef<DType> Types = getRuleTypes(R);
    for (int I : operandsOf(R)) {
      // A tensor view: its element type.
      if (I >= 0 && Opnds[I].Role == OperandRole::View) {
        std::optional<DType> V = elemOf(I);
        if (V && whenHolds(R) && !is_contained(Types, *V))
          return Prefix + " takes a tensor view of " + typeList(Types) +
                 whenWords(R) + " as " + name(I) + "; it is of " +
                 getDTypeInfo(*V).Name;
        continue;
      }
      for (const TileType *T : tiles(R, I))
        if (!is_contained(Types, T->ElemType))
          return Prefix + " takes " + typeList(Types) + " tiles" +
                 whenWords(R) + " as " + name(I) + "; " + name(I) + " is " +
                 getDTypeInfo(T->ElemType).Name + " (" + T->describe() + ")";
    }
    return std::nullopt;
  }

  std::optional<std::string> checkPairs(const LegalRuleInfo &R) {
    const TileType *A = firstTile(R.First), *B = firstTile(R.Second);
    if (!A || !B)
      return std::nullopt;
    ArrayRef<DType> Types = getRuleTypes(R);
    std::string Pairs;
    for (unsigned I = 0; I + 1 < Types.size(); I += 2) {
      if (Types[I] == A->ElemType && Types[I + 1] == B->ElemType)
        return std::nullopt;
      if (I)
        Pairs += I + 3 >= Types.size() ? " or " : ", ";
      Pairs += (Twine(getDTypeInfo(Types[I]).Name) + " -> " +
                getDTypeInfo(Types[I + 1]).Name)
                   .str();
    }
    return Prefix + " takes " + Pairs + " from " + name(R.First) + " to " +
           name(R.Second) + "; they are " + getDTypeInfo(A->ElemType).Name +
           " -> " + getDTypeInfo(B->ElemType).Name + " (" + A->describe() +
           ", " + B->describe() + ")";
  }

  std::optional<std::string> checkElemEq(const LegalRuleInfo &R) {
    const TileType *First = nullptr;
    int FirstOp = 0;
    for (int I : operandsOf(R))
      for (const TileType *T : tiles(R, I)) {
        if (!First) {
          First = T;
          FirstOp = I;
        } else if (T->ElemType != First->ElemType) {
          return Prefix + " needs one element type for " + name(FirstOp) +
                 " and " + name(I) + "; " + name(FirstOp) + " is " +
                 First->describe() + ", " + name(I) + " " + T->describe();
        }
      }
    return std::nullopt;
  }

  std::optional<std::string> checkElemNe(const LegalRuleInfo &R) {
    const TileType *A = firstTile(R.First), *B = firstTile(R.Second);
    if (!A || !B || A->ElemType != B->ElemType)
      return std::nullopt;
    return Prefix + " needs different element types for " + name(R.First) +
           " and " + name(R.Second) + "; both are " +
           getDTypeInfo(A->ElemType).Name + " (" + A->describe() + ")";
  }

  std::optional<std::string> checkSpaces(const LegalRuleInfo &R) {
    for (int I : operandsOf(R))
      for (const TileType *T : tiles(R, I))
        if (!(R.SpaceMask & spaceBit(T->Space)))
          return Prefix + " takes " + name(I) + " in " +
                 spaceList(R.SpaceMask) + "; it is in " +
                 getMemSpaceInfo(T->Space).Name + " (" + T->describe() + ")";
    return std::nullopt;
  }

  /// Only a layout the kernel declared can break a layout rule: the
  /// emitter prints row_major wherever the layout is left open.
  std::optional<std::string> checkLayout(const LegalRuleInfo &R) {
    for (int I : operandsOf(R))
      for (const TileType *T : tiles(R, I)) {
        bool BadB = T->Layout.BLayout == 2;
        bool BadS = R.ND && T->Layout.SLayout > 1;
        if (!BadB && !BadS)
          continue;
        return Prefix + " needs " + name(I) + " " +
               (R.ND ? "ND (blayout row_major, slayout none_box)"
                     : "row_major") +
               "; it is declared with blayout " +
               T->getBLayoutName().str() + ", slayout " +
               T->getSLayoutName().str() + " (" + T->describe() + ")";
      }
    return std::nullopt;
  }

  /// The kernel may leave a vec column's blayout open: the emitter then
  /// prints the one the ops need. Anything else prints as declared or as
  /// its space's default.
  static bool layoutOpen(const TileType &T) {
    return T.Layout.BLayout == 0 && T.Space == MemSpace::Vec && T.Cols == 1 &&
           T.Rows > 1;
  }

  std::optional<std::string> checkColMajor(const LegalRuleInfo &R) {
    for (int I : operandsOf(R))
      for (const TileType *T : tiles(R, I)) {
        if (layoutOpen(*T) || T->getBLayoutName() != "row_major")
          continue;
        return Prefix + " needs " + name(I) + " not row_major" +
               whenWords(R) + "; it is " +
               (T->Layout.BLayout ? "declared" : "by default") +
               " row_major (" + T->describe() +
               "; declare it col_major)";
      }
    return std::nullopt;
  }

  std::optional<std::string> checkLayouts(const LegalRuleInfo &R) {
    for (int I : operandsOf(R))
      for (const TileType *T : tiles(R, I)) {
        StringRef B = T->getBLayoutName(), S = T->getSLayoutName();
        unsigned SBits = S == "none_box" ? 0 : S == "row_major" ? 1 : 2;
        if (R.LayoutMask & layoutBit(B == "col_major", SBits))
          continue;
        std::string Want;
        static const char *const Names[] = {
            "row_major/none_box", "row_major/row_major",
            "row_major/col_major", "col_major/none_box",
            "col_major/row_major", "col_major/col_major"};
        for (unsigned K = 0; K < 6; ++K)
          if (R.LayoutMask & (1u << K))
            Want += (Want.empty() ? "" : " or ") + std::string(Names[K]);
        return Prefix + " needs " + name(I) + " with (blayout/slayout) " +
               Want + whenWords(R) + "; it is " + B.str() +
               "/" + S.str() + " (" + T->describe() + ")";
      }
    return std::nullopt;
  }

  std::optional<std::string> checkRowVec(const LegalRuleInfo &R) {
    for (int I : operandsOf(R))
      for (const TileType *T : tiles(R, I)) {
        if (layoutOpen(*T) || T->ValidCols == TileType::Dynamic)
          continue; // The emitter prints an open column col_major.
        bool Row = T->getBLayoutName() == "row_major";
        int64_t Bytes = getDTypeInfo(T->ElemType).Bits / 8;
        int64_t Want = Row ? (Bytes ? 32 / Bytes : 0) : 1;
        if (T->ValidCols == Want)
          continue;
        return Prefix + " takes a per-row vector as " + name(I) + ": " +
               (Row ? "a row_major one needs valid cols 32 / element bytes "
                      "(" + std::to_string(Want) + ")"
                    : std::string("a col_major one needs valid cols 1")) +
               "; it is " + T->describe();
      }
    return std::nullopt;
  }

  std::optional<std::string> checkWindow(const LegalRuleInfo &R) {
    const TileType *Outer = firstTile(R.Other);
    if (!Outer)
      return std::nullopt;
    bool Valid = R.Field == DimField::Valid;
    for (int I : operandsOf(R))
      for (const TileType *T : tiles(R, I))
        for (int D = 0; D < 2; ++D) {
          int Off = D ? R.ColOf : R.RowOf;
          if (Off < 0 || unsigned(Off) >= Q.Scalars.size() ||
              !Q.Scalars[Off].Const)
            continue; // A run-time offset.
          int64_t At = *Q.Scalars[Off].Const;
          StringRef Dim = D ? "col" : "row";
          if (At < 0)
            return Prefix + " takes a constant " + name(Off) +
                   " of at least 0; it is " + std::to_string(At);
          int64_t Size = D ? (Valid ? T->ValidCols : T->Cols)
                           : (Valid ? T->ValidRows : T->Rows);
          int64_t Limit = D ? Outer->Cols : Outer->Rows;
          // At + Size <= Limit, without overflowing on a huge constant.
          if (Size == TileType::Dynamic || (At <= Limit && Size <= Limit - At))
            continue;
          return Prefix + " needs " + Dim.str() + " offset + the " +
                 (Valid ? "valid " : "") + Dim.str() + "s of " + name(I) +
                 " to be at most the " + Dim.str() + "s of " +
                 name(R.Other) + "; " + std::to_string(At) + " + " +
                 std::to_string(Size) + " > " + std::to_string(Limit) +
                 " (" + name(I) + " is " + T->describe() + ", " +
                 name(R.Other) + " " + Outer->describe() + ")";
        }
    return std::nullopt;
  }

  /// The constant value of offset operand \p Off, if it is one.
  std::optional<int64_t> constOffset(int Off) const {
    if (Off < 0 || unsigned(Off) >= Q.Scalars.size())
      return std::nullopt;
    return Q.Scalars[Off].Const;
  }

  /// How a diagnostic spells offset operand \p Off.
  std::string offsetText(int Off) const {
    if (Off >= 0 && unsigned(Off) < Q.Scalars.size() &&
        !Q.Scalars[Off].Text.empty())
      return Q.Scalars[Off].Text;
    return name(Off);
  }

  /// A window of a boxed tile (pto.subset of it): a source fractal with a
  /// box, whole lines across the blayout the assembler parses (all rows of
  /// a col_major source, all cols of a row_major one, at a constant offset
  /// 0), and rows, cols and constant offsets that are multiples of the box.
  std::optional<std::string> checkBoxWin(const LegalRuleInfo &R) {
    const TileType *Src = firstTile(R.Other);
    if (!Src || Src->getSLayoutName() == "none_box")
      return std::nullopt;
    StringRef SL = Src->getSLayoutName();
    unsigned Fractal = Src->getFractal();
    std::string SrcName = name(R.Other);
    const FractalBoxInfo *Box = lookupFractalBox(SL, Fractal);
    if (!Box) {
      std::string Fractals;
      for (const FractalBoxInfo &B : getFractalBoxes())
        if (SL == B.SLayout)
          Fractals += (Fractals.empty() ? "" : " or ") +
                      std::to_string(B.Fractal);
      return Prefix + " takes a window of a boxed tile (slayout " + SL.str() +
             ") of fractal " + Fractals + " only; " + SrcName + " is " +
             Src->describe() + " with fractal " + std::to_string(Fractal) +
             " (unsupported tile layout for subset)";
    }
    unsigned Bits = getDTypeInfo(Src->ElemType).Bits;
    auto BoxExtent = [&](unsigned N, bool InBytes) -> int64_t {
      return InBytes ? int64_t(N) * 8 / Bits : int64_t(N);
    };
    int64_t BoxDim[2] = {BoxExtent(Box->Rows, Box->RowsInBytes),
                         BoxExtent(Box->Cols, Box->ColsInBytes)};
    StringRef Parsed = getParsedBLayout(Src->Space, Q.TargetArch);
    StringRef BL = Parsed.empty() ? Src->getBLayoutName() : Parsed;
    // A col_major source's lines are its columns, which run across all
    // its rows: the window keeps all rows (dim 0); a row_major one keeps
    // all cols (dim 1).
    int Whole = BL == "col_major" ? 0 : 1;
    std::string Why = "a window of a boxed " + BL.str() + " tile keeps whole " +
                      (Whole ? "rows" : "columns") +
                      (Parsed.empty()
                           ? std::string()
                           : "; the assembler reads every " +
                                 std::string(getMemSpaceInfo(Src->Space).Name) +
                                 " tile as " + Parsed.str() + " on " +
                                 getArchName(Q.TargetArch).str());
    std::string BoxWords =
        "the fractal box of " + SrcName + " (" + std::to_string(BoxDim[0]) +
        " x " + std::to_string(BoxDim[1]) + ": slayout " + SL.str() +
        ", fractal " + std::to_string(Fractal) + ", " +
        getDTypeInfo(Src->ElemType).Name + ")";
    for (const TileType *T : tiles(R, -1))
      for (int D = 0; D < 2; ++D) {
        StringRef Dim = D ? "col" : "row";
        int Off = D ? R.ColOf : R.RowOf;
        std::optional<int64_t> At = constOffset(Off);
        int64_t Size = D ? T->Cols : T->Rows;
        int64_t SrcSize = D ? Src->Cols : Src->Rows;
        std::string Types = "; the result is " + T->describe() + ", " +
                            SrcName + " " + Src->describe();
        if (D == Whole && Size != SrcSize)
          return Prefix + " needs the " + Dim.str() + "s of the result to " +
                 "equal " + SrcName + "'s " + Dim.str() + "s (" + Why + ")" +
                 Types;
        if (D == Whole && (!At || *At != 0))
          return Prefix + " needs a constant " + Dim.str() + " offset of 0 (" +
                 Why + "); it is " + offsetText(Off);
        if (Size % BoxDim[D])
          return Prefix + " needs the " + Dim.str() + "s of the result to " +
                 "be a multiple of " + std::to_string(BoxDim[D]) + ", the " +
                 Dim.str() + "s of " + BoxWords + Types;
        if (At && (*At < 0 || *At % BoxDim[D]))
          return Prefix + " needs a constant " + Dim.str() + " offset that " +
                 "is a non-negative multiple of " +
                 std::to_string(BoxDim[D]) + ", the " + Dim.str() + "s of " +
                 BoxWords + "; it is " + std::to_string(*At);
      }
    return std::nullopt;
  }

  std::optional<std::string> checkDimSum(const LegalRuleInfo &R) {
    const TileType *Other = firstTile(R.Other);
    if (!Other)
      return std::nullopt;
    int64_t Sum = 0;
    std::string Parts;
    for (int I : operandsOf(R))
      for (const TileType *T : tiles(R, I)) {
        int64_t E = extent(*T, R.Field, Q.TargetArch);
        if (isValidField(R.Field) && E == TileType::Dynamic)
          return std::nullopt;
        Sum += E;
        Parts += (Parts.empty() ? "" : " + ") + std::to_string(E);
      }
    int64_t Rhs = extent(*Other, R.OtherField, Q.TargetArch);
    if ((isValidField(R.OtherField) && Rhs == TileType::Dynamic) ||
        compare(Sum, R.Cmp, Rhs))
      return std::nullopt;
    return Prefix + " needs the sum of the " + fieldName(R.Field).str() +
           " of its operands to be " + cmpWords(R.Cmp).str() + name(R.Other) +
           "'s " + fieldName(R.OtherField).str() + "; " + Parts + " = " +
           std::to_string(Sum) + ", " + name(R.Other) + " is " +
           Other->describe();
  }

  /// A rule whose When tests another operand's space applies at all.
  bool whenHolds(const LegalRuleInfo &R) const {
    if (!R.WhenMask || R.WhenOf == -2)
      return true;
    const TileType *W = firstTile(R.WhenOf);
    return W && (R.WhenMask & spaceBit(W->Space));
  }

  std::optional<std::string> checkWidthEq(const LegalRuleInfo &R) {
    if (!whenHolds(R))
      return std::nullopt;
    std::optional<DType> First;
    int FirstOp = 0;
    for (int I : operandsOf(R)) {
      std::optional<DType> E = elemOf(I);
      if (!E)
        continue;
      if (!First) {
        First = E;
        FirstOp = I;
      } else if (getDTypeInfo(*E).Bits != getDTypeInfo(*First).Bits) {
        return Prefix + " needs elements of one width in " + name(FirstOp) +
               " and " + name(I) + "; they are " +
               getDTypeInfo(*First).Name + " and " + getDTypeInfo(*E).Name;
      }
    }
    return std::nullopt;
  }

  std::optional<std::string> checkDims(const LegalRuleInfo &R) {
    const TileType *Other = R.Other == -2 ? nullptr : firstTile(R.Other);
    if (R.Other != -2 && !Other)
      return std::nullopt;
    SmallVector<DimField, 2> Fs = expand(R.Field);
    SmallVector<DimField, 2> OFs = expand(R.OtherField);
    for (int I : operandsOf(R))
      for (const TileType *T : tiles(R, I))
        for (auto [K, F] : enumerate(Fs)) {
          int64_t L = extent(*T, F, Q.TargetArch);
          int64_t Rhs;
          DimField OF = K < OFs.size() ? OFs[K] : OFs.front();
          if (R.Field == DimField::FullCols)
            Rhs = T->Cols;
          else if (!Other)
            Rhs = R.Value;
          else
            Rhs = extent(*Other, OF, Q.TargetArch);
          bool Dyn = (isValidField(F) && L == TileType::Dynamic) ||
                     (Other && isValidField(OF) && Rhs == TileType::Dynamic);
          if (Dyn || compare(L, R.Cmp, Rhs))
            continue;
          std::string Want;
          if (R.Field == DimField::FullCols)
            Want = "its cols";
          else if (!Other)
            Want = std::to_string(R.Value);
          else
            Want = (Twine(R.Other < 0 ? "the result's"
                                      : name(R.Other) + "'s") +
                    " " + fieldName(OF))
                       .str();
          std::string Msg = Prefix + " needs the " + fieldName(F).str() +
                            " of " + name(I) + " to " +
                            (Other && R.Cmp == DimCmp::Eq
                                 ? "equal "
                                 : "be " + cmpWords(R.Cmp).str()) +
                            Want + "; " + name(I) + " is " + T->describe();
          if (F == DimField::Bytes)
            Msg += " (" + std::to_string(L) + " bytes)";
          if (Other)
            Msg += ", " + name(R.Other) + " " + Other->describe();
          return Msg;
        }
    return std::nullopt;
  }

  std::optional<std::string> checkAnyValid(const LegalRuleInfo &R) {
    const TileType *Other = firstTile(R.Other);
    if (!Other)
      return std::nullopt;
    auto Eq = [](int64_t A, int64_t B) {
      return A == TileType::Dynamic || B == TileType::Dynamic || A == B;
    };
    std::string Names, Types;
    for (int I : operandsOf(R))
      for (const TileType *T : tiles(R, I)) {
        if (Eq(T->ValidRows, Other->ValidRows) &&
            Eq(T->ValidCols, Other->ValidCols))
          return std::nullopt;
        Names += (Names.empty() ? "" : " or ") + name(I);
        Types += (Types.empty() ? "" : ", ") + name(I) + " is " +
                 T->describe();
      }
    if (Names.empty())
      return std::nullopt;
    return Prefix + " needs the valid shape of " + Names + " to be " +
           (R.Other < 0 ? "the result's" : name(R.Other) + "'s") + "; " +
           Types + ", " + name(R.Other) + " " + Other->describe();
  }

  /// Every scalar operand: PTO prints an i64 as `index`, which no tile op
  /// takes (G3 of the ptoas rules).
  std::optional<std::string> checkScalarsAreNumeric() {
    for (auto [I, S] : enumerate(Q.Scalars))
      if (S.Present && !S.IsOffset && !S.IsFloat && S.Bits == 64)
        return Prefix + " takes an integer of at most 32 bits or a float as " +
               name(I) + "; " + S.Text +
               " is i64, which PTO prints as index (truncate it to i32)";
    return std::nullopt;
  }

  std::optional<std::string> checkScalar(const LegalRuleInfo &R) {
    for (unsigned I = 0; I < Opnds.size() && I < Q.Scalars.size(); ++I) {
      const ScalarOperand &S = Q.Scalars[I];
      if (!R.appliesTo(I) || !S.Present || S.IsOffset)
        continue;
      if (std::optional<std::string> M = checkScalarKind(R, I, S))
        return M;
      if (S.Const && (*S.Const < R.ConstMin || *S.Const % R.ConstMultiple))
        return Prefix + " takes a constant " + name(I) + " of at least " +
               std::to_string(R.ConstMin) +
               (R.ConstMultiple > 1
                    ? " that is a multiple of " +
                          std::to_string(R.ConstMultiple)
                    : std::string()) +
               "; it is " + S.Text;
    }
    return std::nullopt;
  }

  std::optional<std::string> checkScalarKind(const LegalRuleInfo &R, int I,
                                             const ScalarOperand &S) {
    std::string Want;
    switch (R.Scalar) {
    case ScalarKind::Numeric:
      return std::nullopt;
    case ScalarKind::Float:
      if (S.IsFloat)
        return std::nullopt;
      Want = "a floating-point scalar (even on integer tiles)";
      break;
    case ScalarKind::Int:
      if (!S.IsFloat)
        return std::nullopt;
      Want = "a signless integer scalar";
      break;
    case ScalarKind::F32:
      if (S.AsDType == DType::F32)
        return std::nullopt;
      Want = "an f32 scalar";
      break;
    case ScalarKind::Elem: {
      const TileType *T = firstTile(R.ElemOf);
      if (!T || S.AsDType == T->ElemType)
        return std::nullopt;
      Want = (Twine("a scalar of ") +
              (R.ElemOf < 0 ? "the result's" : name(R.ElemOf) + "'s") +
              " element type (" + getDTypeInfo(T->ElemType).Name + ")")
                 .str();
      break;
    }
    }
    return Prefix + " takes " + Want + " as " + name(I) + "; it is " + S.Text;
  }
};

} // namespace

std::optional<std::string>
AscendPTO::checkLegality(const LegalityQuery &Q) {
  return Checker(Q).run();
}
