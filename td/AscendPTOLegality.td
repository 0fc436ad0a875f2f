//===-- AscendPTOLegality.td - Per-target op legality -----*- tablegen -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The vocabulary of the per-target legality rules a TileOp record lists in
// its `Legality` field: what the PTO assembler (`ptoas --pto-level=level3`)
// accepts for each op on each architecture, so that instruction selection
// refuses, with its own diagnostic, every kernel the assembler would refuse.
//
// Source: shared/docs/ptoas-rules.md (the ptoas legality fact sheet, most
// rules confirmed by running the assembler on both targets). Section numbers
// in the op records (§2, §3...) are that sheet's.
//
// A rule applies on its Archs ([] = every architecture) to the operands in
// Operands (positions in the op's Operands list; `Res` = the result, every
// result of a two-result op) and, when When is not empty, only to those of
// them that are in one of the spaces of When. ascendpto-tblgen turns the
// rules into LegalRuleTable (AscendPTOGenTables.inc) and into the
// "Legality" section of docs/op-properties.md; AscendPTOLegality.cpp checks
// them, one generic helper per rule kind.
//
//===----------------------------------------------------------------------===//

// The result, in a rule's operand list.
defvar Res = -1;
// The architectures, as the processors name them.
defvar A2A3 = ["a2a3"];
defvar A5 = ["a5"];

//===----------------------------------------------------------------------===//
// Named element-type sets. `iN` in the sheet is an N-bit integer of any
// signedness unless it says signless (ptoas-rules.md, conventions and G7).
//===----------------------------------------------------------------------===//

defvar I8s = [DTypeI8, DTypeUI8];
defvar I16s = [DTypeI16, DTypeUI16];
defvar I32s = [DTypeI32, DTypeUI32];
defvar I64s = [DTypeI64, DTypeUI64];
defvar FP8s = [DTypeF8E4M3FN, DTypeF8E5M2];
// f32 and f16: the transcendental and most float-only ops.
defvar F32F16 = [DTypeF32, DTypeF16];
// f32 f16 i32 i16: the a2a3 vector arithmetic set.
defvar VecArith = [DTypeF32, DTypeF16, DTypeI32, DTypeUI32, DTypeI16,
                   DTypeUI16];
// The same, signless (ops whose scalar equals the element type, G7).
defvar VecArithSignless = [DTypeF32, DTypeF16, DTypeI32, DTypeI16];
// Elements of 1, 2 or 4 bytes.
defvar Bytes124 = !listconcat([DTypeF32, DTypeF16, DTypeBF16], I32s, I16s,
                              I8s);
// What a vec/mat tile moves to or from global memory (§1).
defvar GMElems = !listconcat(Bytes124, I64s);
// Integers of 8, 16, 32 and 64 bits.
defvar AllInts = !listconcat(I8s, I16s, I32s, I64s);

//===----------------------------------------------------------------------===//
// Rules.
//===----------------------------------------------------------------------===//

// One legality rule. Kind selects the fields that matter:
//   elems   - each operand's element type is one of Types;
//   pairs   - (element type of Operands[0], of Operands[1]) is one of the
//             pairs of Types, read two by two;
//   elemeq  - the operands have one element type;
//   elemne  - Operands[0] and Operands[1] have different element types;
//   spaces  - each operand is in one of Spaces;
//   layout  - each operand must have blayout row_major (and, with ND,
//             slayout none_box). Instruction selection refuses only a layout
//             the kernel declared (a `col_major` modifier); where the kernel
//             leaves it open, the emitter prints the layout the rule needs;
//   dims    - for each operand, Field Cmp Other's OtherField (Field when
//             empty), or Cmp Value when Other is Const; a `?` valid extent
//             satisfies every relation;
//   anyvalid - the valid shape of at least one of Operands equals Other's;
//   scalar  - each (scalar) operand's IR type is of ScalarKind, and a
//             constant one is at least ConstMin and a multiple of
//             ConstMultiple.
//   colmajor - each operand's blayout must not be row_major;
//   layouts - each operand's (blayout, slayout), as printed (the space's
//             default where the kernel leaves it open), is one of Layouts;
//   rowvec  - each operand is a per-row vector: valid cols 1 when its
//             blayout is not row_major, 32 bytes' worth of elements when it
//             is (8 f32, 16 f16, 32 i8);
//   window  - the constant offsets RowOf and ColOf (operands) are at least
//             0, and offset + Field of each operand (shape or valid: rows
//             with RowOf, cols with ColOf) is at most Other's shape; a
//             run-time offset is not checked;
//   dimsum  - the sum of Field over Operands Cmp Other's OtherField;
//   widtheq - the operands (tiles or tensor views) have elements of one
//             width;
//   distinct - the operands are printed as distinct SSA values (checked
//             by the emitter, which names every value it prints);
//   boxwin  - Operands (the result) is a window at offsets RowOf, ColOf of
//             tile Other; when Other is boxed (slayout, as printed, is not
//             none_box) the FractalBox of Other's (slayout, fractal) exists,
//             the window's rows and cols and its constant offsets are
//             multiples of the box's, and the window keeps whole lines at a
//             constant offset 0 across Other's blayout as the assembler
//             parses it (ParsedBLayout): all rows of a col_major Other, all
//             cols of a row_major one. A non-boxed Other is not checked.
// Besides When, WhenOf makes When test the space of operand WhenOf (Res:
// the result) instead of each operand's own, and WhenTypes keeps only the
// tiles with one of those element types.
// Note is a few words printed after the rule in diagnostics and docs.
defvar Const = -2;
class LegalRule<string kind, list<string> archs, list<int> operands> {
  string Kind = kind;
  list<string> Archs = archs;
  list<int> Operands = operands;
  list<MemSpace> When = [];
  list<DType> Types = [];
  list<MemSpace> Spaces = [];
  bit ND = 0;
  string Field = "";
  string OtherField = "";
  string Cmp = "eq";
  int Other = Const;
  int Value = 0;
  string ScalarKind = "";
  int ElemOf = -1;
  int ConstMin = -2147483648;
  int ConstMultiple = 1;
  int WhenOf = Const;
  list<DType> WhenTypes = [];
  list<string> Layouts = [];
  int RowOf = Const;
  int ColOf = Const;
  string Note = "";
}

// An empty rule list. A list literal takes the type of its elements, so a
// list of rules built with !listconcat starts with NoRules to be a
// list<LegalRule>.
defvar NoRules = []<LegalRule>;

// Element types.
class ElemsOn<list<string> archs, list<int> operands, list<DType> types>
    : LegalRule<"elems", archs, operands> {
  let Types = types;
}
class Elems<list<int> operands, list<DType> types>
    : ElemsOn<[], operands, types>;
// The same rule, for operands in the spaces of when only.
class ElemsIn<list<string> archs, list<int> operands, list<MemSpace> when,
              list<DType> types> : ElemsOn<archs, operands, types> {
  let When = when;
}
class ElemPairs<list<string> archs, int a, int b, list<DType> pairs>
    : LegalRule<"pairs", archs, [a, b]> {
  let Types = pairs;
}
class ElemEq<list<int> operands, list<string> archs = []>
    : LegalRule<"elemeq", archs, operands>;
class ElemNe<int a, int b> : LegalRule<"elemne", [], [a, b]>;

// Spaces.
class SpacesOn<list<string> archs, list<int> operands,
               list<MemSpace> spaces> : LegalRule<"spaces", archs, operands> {
  let Spaces = spaces;
}

// Layouts.
class RowMajor<list<int> operands, list<string> archs = []>
    : LegalRule<"layout", archs, operands>;
class NDLayout<list<int> operands, list<string> archs = []>
    : RowMajor<operands, archs> {
  let ND = 1;
}

// Shapes and valid shapes. Field is rows, cols, vrows, vcols, shape (rows
// and cols), valid (vrows and vcols), bytes (the tile's storage),
// majorbytes (the bytes of one row of a row_major tile, of one column of
// another: cols or rows times the element size, as printed), boxed (1 when
// slayout is not none_box, else 0), fractal (the printed fractal in
// bytes), pad (0 null, 1 zero, 2 max, 3 min), blayout (as printed: 0
// row_major, 1 col_major) or slayout (0 none_box, 1 row_major, 2
// col_major); Cmp is eq, le, ge or mul (a multiple of).
class Dims<list<string> archs, list<int> operands, string fname, string cmp,
           int other, int value = 0> : LegalRule<"dims", archs, operands> {
  let Field = fname;
  let Cmp = cmp;
  let Other = other;
  let Value = value;
}
// Field of each operand Cmp otherField of other.
class DimsOf<list<string> archs, list<int> operands, string fname,
             string cmp, int other, string otherField>
    : Dims<archs, operands, fname, cmp, other> {
  let OtherField = otherField;
}
// The same rule, for operands in the spaces of when only.
class DimsIn<list<string> archs, list<int> operands, list<MemSpace> when,
             string fname, string cmp, int other, int value = 0>
    : Dims<archs, operands, fname, cmp, other, value> {
  let When = when;
}
class ShapeEq<list<int> ops, int other, list<string> archs = []>
    : Dims<archs, ops, "shape", "eq", other>;
class ValidEq<list<int> ops, int other, list<string> archs = []>
    : Dims<archs, ops, "valid", "eq", other>;
class ValidLE<list<int> ops, int other, list<string> archs = []>
    : Dims<archs, ops, "valid", "le", other>;
class VRowsEq<list<int> ops, int other, list<string> archs = []>
    : Dims<archs, ops, "vrows", "eq", other>;
class VColsEq<list<int> ops, int other, list<string> archs = []>
    : Dims<archs, ops, "vcols", "eq", other>;
class VRowsIs<list<int> ops, int n, list<string> archs = []>
    : Dims<archs, ops, "vrows", "eq", Const, n>;
class VColsIs<list<int> ops, int n, list<string> archs = []>
    : Dims<archs, ops, "vcols", "eq", Const, n>;
// Valid rows and cols in [lo, hi].
class ValidIn<list<int> ops, int lo, int hi, list<string> archs = []> {
  list<LegalRule> Rules = !listconcat(
      NoRules, [Dims<archs, ops, "valid", "ge", Const, lo>,
                Dims<archs, ops, "valid", "le", Const, hi>]);
}
// The valid columns cover the whole row.
class FullValidCols<list<int> ops, list<string> archs = []>
    : Dims<archs, ops, "vcols", "eq", Const> {
  let Field = "fullcols";
}
class AnyValidEq<list<int> ops, int other, list<string> archs = []>
    : LegalRule<"anyvalid", archs, ops> {
  let Other = other;
}

// Scalar operands. ScalarKind is numeric (an integer or float of a PTO
// scalar type other than i64, which PTO prints as `index`), float, int (a
// signless integer, not i64), f32, or elem (exactly the element type of
// tile operand ElemOf; `Res` = the result's).
class ScalarIs<list<int> operands, string kind, int elemOf = -1>
    : LegalRule<"scalar", [], operands> {
  let ScalarKind = kind;
  let ElemOf = elemOf;
}
// A constant scalar of at least min, a multiple of mult.
class ScalarConst<list<int> operands, string kind, int min, int mult = 1>
    : ScalarIs<operands, kind> {
  let ConstMin = min;
  let ConstMultiple = mult;
}

// Layouts, by their printed (blayout, slayout) (ptoas-rules.md, layout
// shorthand): ND, DN, NZ (the cube layout), ZN, and the two boxed
// same-major forms.
defvar LayND = "row_major/none_box";
defvar LayDN = "col_major/none_box";
defvar LayNZ = "col_major/row_major";
defvar LayZN = "row_major/col_major";
defvar LayRR = "row_major/row_major";
defvar LayCC = "col_major/col_major";
class LayoutsOf<list<string> archs, list<int> operands,
                list<string> layouts> : LegalRule<"layouts", archs, operands> {
  let Layouts = layouts;
}
// The same rule, when operand whenOf (Res: the result) is in when.
class LayoutsWhen<list<string> archs, list<int> operands, int whenOf,
                  list<MemSpace> when, list<string> layouts>
    : LayoutsOf<archs, operands, layouts> {
  let WhenOf = whenOf;
  let When = when;
}
// blayout not row_major.
class NotRowMajor<list<int> operands, list<string> archs = []>
    : LegalRule<"colmajor", archs, operands>;
// A per-row vector (trowexpandadd and its max, min and expdif forms).
class RowVector<list<int> operands, list<string> archs = []>
    : LegalRule<"rowvec", archs, operands>;
// A window at constant offsets (operands row, col) inside operand outer:
// field is shape (the window's rows and cols) or valid (its valid ones).
class WindowIn<list<int> operands, string fname, int outer, int row,
               int col, list<string> archs = []>
    : LegalRule<"window", archs, operands> {
  let Field = fname;
  let Other = outer;
  let RowOf = row;
  let ColOf = col;
}
// The sum of fname over operands, cmp other's otherField.
class DimSum<list<int> operands, string fname, string cmp, int other,
             string otherField, list<string> archs = []>
    : LegalRule<"dimsum", archs, operands> {
  let Field = fname;
  let Cmp = cmp;
  let Other = other;
  let OtherField = otherField;
}
// One element width (tiles and tensor views alike).
class WidthEq<list<int> operands, list<string> archs = []>
    : LegalRule<"widtheq", archs, operands>;
// A dims rule on the tiles of some element types only.
class DimsOfTypes<list<string> archs, list<int> operands, list<DType> types,
                  string fname, string cmp, int value>
    : Dims<archs, operands, fname, cmp, Const, value> {
  let WhenTypes = types;
}

// An elems rule on operands whose kind depends on another operand's space
// (a tensor view's element type, by the tile stored into it).
class ElemsWhen<list<string> archs, list<int> operands, int whenOf,
                list<MemSpace> when, list<DType> types>
    : ElemsOn<archs, operands, types> {
  let WhenOf = whenOf;
  let When = when;
}
class WidthEqWhen<list<int> operands, int whenOf, list<MemSpace> when,
                  list<string> archs = []> : WidthEq<operands, archs> {
  let WhenOf = whenOf;
  let When = when;
}
// ND when operand whenOf is in when.
class NDWhen<list<string> archs, list<int> operands, int whenOf,
             list<MemSpace> when> : NDLayout<operands, archs> {
  let WhenOf = whenOf;
  let When = when;
}
class DistinctOn<list<string> archs, list<int> operands, string note = "">
    : LegalRule<"distinct", archs, operands> {
  let Note = note;
}

// A window of a boxed tile (pto.subset of it, ptoas-rules.md section 11):
// see `boxwin` above.
class BoxedWindow<int other, int row, int col>
    : LegalRule<"boxwin", [], [Res]> {
  let Other = other;
  let RowOf = row;
  let ColOf = col;
}

//===----------------------------------------------------------------------===//
// Fractal boxes: the inner box of a boxed tile (slayout row_major or
// col_major), by slayout and fractal (ptoas-rules.md section 11, subset):
// "Sizes are multiples of the inner box: 16 x 32/bytes for slayout
// row_major, 32/bytes x 16 for col_major, 16x16 at fractal 1024", confirmed
// by running the assembler. A box extent is N elements, or with Bytes N
// bytes' worth of elements (32 bytes: 8 f32, 16 f16, 32 i8).
//
// ptoas also takes fractal 32 for a subset of a boxed tile, but the sheet
// gives no box of its own for it; it has no row here, so a window of a
// boxed fractal-32 tile is refused (stricter than the assembler: a box
// guessed wrong would print windows it refuses).
//===----------------------------------------------------------------------===//

class BoxExtent<int n, bit bytes> {
  int N = n;
  bit Bytes = bytes;
}
class BoxElems<int n> : BoxExtent<n, 0>;
class BoxBytes<int n> : BoxExtent<n, 1>;
class FractalBox<string slayout, int fractal, BoxExtent rows,
                 BoxExtent cols> {
  string SLayout = slayout;
  int Fractal = fractal;
  BoxExtent Rows = rows;
  BoxExtent Cols = cols;
}

def : FractalBox<"row_major", 512,  BoxElems<16>, BoxBytes<32>>;
def : FractalBox<"col_major", 512,  BoxBytes<32>, BoxElems<16>>;
def : FractalBox<"row_major", 1024, BoxElems<16>, BoxElems<16>>;
def : FractalBox<"col_major", 1024, BoxElems<16>, BoxElems<16>>;
