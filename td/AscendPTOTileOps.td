//===-- AscendPTOTileOps.td - The tile operations ---------*- tablegen -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One record per tile operation (see AscendPTOTileOpClasses.td for the
// fields). This is the only place these facts are written: the instruction
// selector, the planner's constraints, the machine verifier, the emitter and
// docs/op-properties.md are all generated from or driven by these records.
//
// Sources: the PTO grammar (shared/docs/pto-op-syntax.md: mnemonics,
// operand orders, attribute placement, pipes, legal space pairs), the PyPTO
// registry (shared/docs/op-properties-reference.md: aliasing flags) and the
// MemoryReuse seed (shared/seeds/memory-reuse-pass.zh.txt), which wins where
// the two disagree: tile.rem/rems/fmod/fmods are not in-place safe, and
// tile.sels and tile.gather have a written workspace.
//
// Operand numbers are positions in Operands (IR argument order); where PyPTO
// orders operands differently, the PyPTO flag has been renumbered.
//
//===----------------------------------------------------------------------===//

defvar AllSpaces = [SpaceVec, SpaceMat, SpaceLeft, SpaceRight, SpaceAcc,
                    SpaceBias, SpaceScaling];

//===----------------------------------------------------------------------===//
// Global memory and allocation.
//===----------------------------------------------------------------------===//

// A rank-2 view of a global tensor: shape and strides in elements.
def TENSOR_VIEW : TileOp<"make_tensor_view",
    [Opnd<RolePtr, "ptr">, OffsetIn<"dim0">, OffsetIn<"dim1">,
     OffsetIn<"stride0">, OffsetIn<"stride1">], 0> {
  let IRName = "pto.tensor_view";
  let Family = "memory";
  let Summary = "view a global tensor with explicit shape and strides";
  let Form = FormTensorView;
  let Pipe = PipeNone;
  let OutOperandList = (outs TV:$dst);
  let InOperandList = (ins imm64:$dtype, GM:$ptr, IDX:$dim0, IDX:$dim1,
                           IDX:$stride0, IDX:$stride1);
  let hasSideEffects = 0;
  let mayLoad = 0;
  let mayStore = 0;
}

def ALLOC_TILE : TileOp<"alloc_tile", [ShapeIn<"rows">, ShapeIn<"cols">]> {
  let PyPTO = ["tile.create"];
  let Family = "memory";
  let Summary = "a fresh, uninitialised tile (scratch for tmp operands)";
  let ResultSpace = ChosenSpace<AllSpaces>;
  let ResultType = ExplicitType<>;
  let Form = FormAlloc;
  let Pipe = PipeNone;
}

def TLOAD : TileOp<"tload", [Opnd<RoleView, "src">, OffsetIn<"row">,
                             OffsetIn<"col">, ShapeIn<"rows">,
                             ShapeIn<"cols">]> {
  let PyPTO = ["tile.load"];
  let Family = "memory";
  let Summary = "load a window of a global tensor into a tile";
  let ResultSpace = ChosenSpace<[SpaceVec, SpaceMat]>;
  let ResultType = ExplicitType<0>;
  let Form = FormLoad;
  let Pipe = PipeMTE2;
  let LoadsGlobal = 1;
}

def TPREFETCH : TileOp<"tprefetch", [Opnd<RoleView, "src">, OffsetIn<"row">,
                                     OffsetIn<"col">, ShapeIn<"rows">,
                                     ShapeIn<"cols">]> {
  let Family = "memory";
  let Summary = "prefetch a window of a global tensor into a tile";
  let ResultSpace = ChosenSpace<[SpaceVec, SpaceMat]>;
  let ResultType = ExplicitType<0>;
  let Form = FormLoad;
  let Pipe = PipeMTE2;
}

def TSTORE : TileOp<"tstore", [TileIn<"src", [SpaceVec, SpaceMat, SpaceAcc]>,
                               Opnd<RoleView, "dst">, OffsetIn<"row">,
                               OffsetIn<"col">], 0> {
  let PyPTO = ["tile.store"];
  let Family = "memory";
  let Summary = "store a tile's valid region into a global tensor";
  let Form = FormStore;
  let Pipe = PipeMTE3;
  let PipeOverrides = [PipeForSpace<SpaceAcc, PipeFIX>];
}

// Binds a tile to slot `slot` of a declared buffer: a global in a tile
// address space whose outermost array dimension is the number of slots,
// e.g. `@l0c = external addrspace(5) global [2 x [16 x [64 x float]]]`.
// A declared buffer is never shared with anything else; two tiles bound to
// one constant slot may not be live at the same time; a runtime slot index
// is the author's responsibility (docs/planner.md, "Declared buffers").
def BIND : TileOp<"bind", [TileIn<"tile", []>, Opnd<RoleBuffer, "buffer">,
                           OffsetIn<"slot">], 0> {
  let Family = "memory";
  let Summary = "place a tile in a slot of a declared buffer";
  let Form = FormNone;
  let Pipe = PipeNone;
  let hasSideEffects = 1;
  let mayLoad = 0;
  let mayStore = 0;
}

//===----------------------------------------------------------------------===//
// Moves.
//===----------------------------------------------------------------------===//

// The result type of a copy: the source's, with the element type of a dtype
// suffix when one is given (acc to mat/vec may convert).
class CopyType<int i> : TypeRule<"same", i> { let SuffixElem = 1; }

def TMOV : TileOp<"tmov", [TileIn<"src", []>]> {
  let PyPTO = ["tile.move"];
  let Family = "move";
  let Summary = "copy a tile into the space the result is in (legal pairs: "
                "MovePair)";
  let ResultSpace = ChosenSpace<AllSpaces>;
  let ResultType = CopyType<0>;
  // TMOV requires distinct source and destination bytes.
  let NotInplaceSafe = 1;
  let UsesMovePairs = 1;
}

//===----------------------------------------------------------------------===//
// Elementwise: binary, ternary, partial.
//===----------------------------------------------------------------------===//

class BinaryOp<string m, string summary, list<string> pypto>
    : TileOp<m, [TileIn<"src0">, TileIn<"src1">]> {
  let PyPTO = pypto;
  let Family = "elementwise";
  let Summary = summary;
  let TypeMatchOperands = [0, 1];
}
def TADD : BinaryOp<"tadd", "dst = src0 + src1", ["tile.add"]>;
def TSUB : BinaryOp<"tsub", "dst = src0 - src1", ["tile.sub"]>;
def TMUL : BinaryOp<"tmul", "dst = src0 * src1", ["tile.mul"]>;
def TDIV : BinaryOp<"tdiv", "dst = src0 / src1", ["tile.div"]>;
def TMAX : BinaryOp<"tmax", "dst = max(src0, src1)", ["tile.maximum"]>;
def TMIN : BinaryOp<"tmin", "dst = min(src0, src1)", ["tile.minimum"]>;

// Partial ops combine tiles whose valid regions may differ.
class PartialOp<string m, string summary, list<string> pypto>
    : TileOp<m, [TileIn<"src0">, TileIn<"src1">]> {
  let PyPTO = pypto;
  let Family = "elementwise";
  let Summary = summary;
  let ElemMatchOperands = [0, 1];
}
def TPARTADD : PartialOp<"tpartadd", "dst = src0 + src1 over both valid "
                         "regions", ["tile.part_add"]>;
def TPARTMAX : PartialOp<"tpartmax", "dst = max(src0, src1) over both "
                         "valid regions", ["tile.part_max"]>;
def TPARTMIN : PartialOp<"tpartmin", "dst = min(src0, src1) over both "
                         "valid regions", ["tile.part_min"]>;
def TPARTMUL : PartialOp<"tpartmul", "dst = src0 * src1 over both valid "
                         "regions", ["tile.part_mul"]>;

class TernaryOp<string m, string summary, list<string> pypto>
    : TileOp<m, [TileIn<"src0">, TileIn<"src1">, TileIn<"src2">]> {
  let PyPTO = pypto;
  let Family = "elementwise";
  let Summary = summary;
  let TypeMatchOperands = [0, 1, 2];
}
def TADDC : TernaryOp<"taddc", "dst = src0 + src1 + src2", ["tile.addc"]>;
def TSUBC : TernaryOp<"tsubc", "dst = src0 - src1 + src2", ["tile.subc"]>;

//===----------------------------------------------------------------------===//
// Tile-scalar ops and splats.
//===----------------------------------------------------------------------===//

class TileScalarOp<string m, string summary, list<string> pypto>
    : TileOp<m, [TileIn<"src">, ScalarIn<"scalar">]> {
  let PyPTO = pypto;
  let Family = "tile-scalar";
  let Summary = summary;
  let TypeMatchOperands = [0];
}
def TADDS : TileScalarOp<"tadds", "dst = src + scalar", ["tile.adds"]>;
def TSUBS : TileScalarOp<"tsubs", "dst = src - scalar", ["tile.subs"]>;
def TMULS : TileScalarOp<"tmuls", "dst = src * scalar", ["tile.muls"]>;
def TDIVS : TileScalarOp<"tdivs", "dst = src / scalar", ["tile.divs"]>;
def TMAXS : TileScalarOp<"tmaxs", "dst = max(src, scalar)",
                         ["tile.maximums"]>;
def TMINS : TileScalarOp<"tmins", "dst = min(src, scalar)",
                         ["tile.minimums"]>;

// The scalar-first form of tdivs.
def TDIVS_REV : TileOp<"tdivs", [ScalarIn<"scalar">, TileIn<"src">]> {
  let IRName = "pto.tdivs.rev";
  let Family = "tile-scalar";
  let Summary = "dst = scalar / src";
  let ResultType = SameTypeAs<1>;
  let TypeMatchOperands = [1];
}

class TileScalarTileOp<string m, string summary, list<string> pypto>
    : TileOp<m, [TileIn<"src0">, ScalarIn<"scalar">, TileIn<"src1">]> {
  let PyPTO = pypto;
  let Family = "tile-scalar";
  let Summary = summary;
  let TypeMatchOperands = [0, 2];
}
def TADDSC : TileScalarTileOp<"taddsc", "dst = src0 + scalar + src1",
                              ["tile.addsc"]>;
def TSUBSC : TileScalarTileOp<"tsubsc", "dst = src0 - scalar + src1",
                              ["tile.subsc"]>;

// AXPY accumulates into its destination (dst = src * scalar + dst), so the
// IR passes the accumulator, which the result overwrites in place; PTO
// prints it only as the output.
def TAXPY : TileOp<"taxpy", [TileIn<"acc">, TileIn<"src">,
                             ScalarIn<"scalar">]> {
  let Family = "tile-scalar";
  let Summary = "dst = src * scalar + dst, in place over acc";
  let TypeMatchOperands = [0, 1];
  let ElemClass = "float";
  let OutputReusesInput = 0;
  let ReusedInputInIns = 0;
}

def TEXPANDS : TileOp<"texpands", [ScalarIn<"scalar">, ShapeIn<"rows">,
                                   ShapeIn<"cols">]> {
  let PyPTO = ["tile.full", "tile.expands"];
  let Family = "tile-scalar";
  let Summary = "a [rows, cols] tile of one scalar (dtype suffix)";
  let ResultType = ExplicitType<>;
}

//===----------------------------------------------------------------------===//
// Unary math.
//===----------------------------------------------------------------------===//

class UnaryOp<string m, string summary, list<string> pypto,
              string elems = "float">
    : TileOp<m, [TileIn<"src">]> {
  let PyPTO = pypto;
  let Family = "unary";
  let Summary = summary;
  let ElemClass = elems;
}
def TEXP  : UnaryOp<"texp", "dst = exp(src)", ["tile.exp"]>;
def TLOG  : UnaryOp<"tlog", "dst = ln(src)", ["tile.log"]>;
def TSQRT : UnaryOp<"tsqrt", "dst = sqrt(src)", ["tile.sqrt"]>;
def TABS  : UnaryOp<"tabs", "dst = |src|", ["tile.abs"]>;
def TNEG  : UnaryOp<"tneg", "dst = -src", ["tile.neg"], "any">;
def TRELU : UnaryOp<"trelu", "dst = max(src, 0)", ["tile.relu"], "any">;
// The high-precision paths read the input (and scratch) while writing.
let NotInplaceSafe = 1 in {
def TRECIP : UnaryOp<"trecip", "dst = 1 / src", ["tile.recip"]>;
def TRSQRT : UnaryOp<"trsqrt", "dst = 1 / sqrt(src)", []>;
def TRSQRT_TMP : TileOp<"trsqrt", [TileIn<"src">, TmpIn<"tmp">]> {
  let IRName = "pto.trsqrt.tmp";
  let PyPTO = ["tile.rsqrt"];
  let Family = "unary";
  let Summary = "dst = 1 / sqrt(src), with a scratch tile";
  let ElemClass = "float";
}
}

//===----------------------------------------------------------------------===//
// Bitwise and shifts (integer tiles).
//===----------------------------------------------------------------------===//

let Family = "bitwise", ElemClass = "int" in {
def TAND : BinaryOp<"tand", "dst = src0 & src1", ["tile.and"]>;
def TOR  : BinaryOp<"tor", "dst = src0 | src1", ["tile.or"]>;
def TSHL : BinaryOp<"tshl", "dst = src0 << src1", ["tile.shl"]>;
def TSHR : BinaryOp<"tshr", "dst = src0 >> src1", ["tile.shr"]>;
def TXOR : TileOp<"txor", [TileIn<"src0">, TileIn<"src1">, TmpIn<"tmp">]> {
  let PyPTO = ["tile.xor"];
  let Summary = "dst = src0 ^ src1, with a scratch tile";
  let TypeMatchOperands = [0, 1];
}
def TNOT : UnaryOp<"tnot", "dst = ~src", ["tile.not"], "int">;
def TSHLS : TileScalarOp<"tshls", "dst = src << scalar", ["tile.shls"]>;
def TSHRS : TileScalarOp<"tshrs", "dst = src >> scalar", ["tile.shrs"]>;
let NotInplaceSafe = 1 in {
def TANDS : TileScalarOp<"tands", "dst = src & scalar", ["tile.ands"]>;
def TORS  : TileScalarOp<"tors", "dst = src | scalar", ["tile.ors"]>;
def TXORS : TileOp<"txors", [TileIn<"src">, ScalarIn<"scalar">,
                             TmpIn<"tmp">]> {
  let PyPTO = ["tile.xors"];
  let Summary = "dst = src ^ scalar, with a scratch tile";
  let TypeMatchOperands = [0];
}
}
}

//===----------------------------------------------------------------------===//
// Remainders. The kernels write an intermediate quotient or remainder to dst
// while they still read the dividend: never in place (the seed). On a2a3 the
// scratch may not overlap a tile source either; a5 does not read it.
//===----------------------------------------------------------------------===//

let Family = "remainder", NotInplaceSafe = 1 in {
def TREM : TileOp<"trem", [TileIn<"src0">, TileIn<"src1">, TmpIn<"tmp">]> {
  let PyPTO = ["tile.rem"];
  let Summary = "dst = remainder(src0, src1), with a scratch tile";
  let TypeMatchOperands = [0, 1];
  let TargetRules = [TargetAliasRule<"a2a3", [0, 1, 2],
                                     [OperandSeparation<2, [0, 1]>]>];
}
def TREMS : TileOp<"trems", [TileIn<"src">, ScalarIn<"scalar">,
                             TmpIn<"tmp">]> {
  let PyPTO = ["tile.rems"];
  let Summary = "dst = remainder(src, scalar), with a scratch tile";
  let TypeMatchOperands = [0];
  let TargetRules = [TargetAliasRule<"a2a3", [0, 2],
                                     [OperandSeparation<2, [0]>]>];
}
def TFMOD : BinaryOp<"tfmod", "dst = fmod(src0, src1)", ["tile.fmod"]>;
def TFMODS : TileScalarOp<"tfmods", "dst = fmod(src, scalar)",
                          ["tile.fmods"]>;
}

//===----------------------------------------------------------------------===//
// Activations.
//===----------------------------------------------------------------------===//

// a2a3's TPRELU reads src, slope and tmp while writing dst; a5 keeps the tmp
// operand in the ABI but never reads it, so dst may take tmp's bytes there.
def TPRELU : TileOp<"tprelu", [TileIn<"src">, TileIn<"slope">,
                               TmpIn<"tmp">]> {
  let PyPTO = ["tile.prelu"];
  let Family = "activation";
  let Summary = "dst = src > 0 ? src : src * slope (per element)";
  let TypeMatchOperands = [0, 1];
  let NotInplaceSafe = 1;
  let TargetRules = [TargetAliasRule<"a5", [0, 1]>];
}

def TLRELU : TileOp<"tlrelu", [TileIn<"src">, ScalarIn<"slope">]> {
  let PyPTO = ["tile.lrelu"];
  let Family = "activation";
  let Summary = "dst = src > 0 ? src : src * slope (f32 slope)";
  let TypeMatchOperands = [0];
  let ElemClass = "float";
}

//===----------------------------------------------------------------------===//
// Conversion.
//===----------------------------------------------------------------------===//

// Widening never in place (the write cursor outruns the read cursor);
// narrowing never in place on a2a3 (full repeats of every row are converted
// before the row tails, so a later row's output can overwrite an unread
// source tail).
def TCvtWidthRule : CastAliasRule<["a2a3", "a5"], ["a2a3"]>;

let Family = "cast", CastRule = TCvtWidthRule,
    AttrPlace = AttrsInIns in {
def TCVT : TileOp<"tcvt", [TileIn<"src">, AttrIn<"rmode", RoundModeAttr>,
                           AttrIn<"sat_mode", SatModeAttr>]> {
  let PyPTO = ["tile.cast"];
  let Summary = "convert the element type (dtype suffix; round and "
                "saturation modes as modifiers)";
  let ResultType = CastType<0>;
}
def TCVT_TMP : TileOp<"tcvt", [TileIn<"src">, TmpIn<"tmp">,
                               AttrIn<"rmode", RoundModeAttr>,
                               AttrIn<"sat_mode", SatModeAttr>]> {
  let IRName = "pto.tcvt.tmp";
  let Summary = "tcvt with a scratch tile";
  let ResultType = CastType<0>;
  // Conservatively, the result never takes the scratch's bytes.
  let ForbidOutputAlias = [1];
}
}

//===----------------------------------------------------------------------===//
// Compare and select.
//===----------------------------------------------------------------------===//

// A mask: the shape of operand i, 8-bit elements.
class MaskType<int i> : TypeRule<"same", i> { let ElemType = DTypeI8; }

let Family = "compare" in {
def TCMP : TileOp<"tcmp", [TileIn<"src0">, TileIn<"src1">,
                           AttrIn<"cmpMode", CmpModeAttr>]> {
  let PyPTO = ["tile.cmp"];
  let Summary = "mask = src0 <cmpMode> src1 (i8 mask)";
  let ResultType = MaskType<0>;
  let SameTypeOperands = [0, 1];
  let AttrPlace = AttrsInIns;
}
def TCMPS : TileOp<"tcmps", [TileIn<"src">, ScalarIn<"scalar">,
                             AttrIn<"cmpMode", CmpModeAttr>]> {
  let PyPTO = ["tile.cmps"];
  let Summary = "mask = src <cmpMode> scalar (i8 mask)";
  let ResultType = MaskType<0>;
  let AttrPlace = AttrsInIns;
}
// TSEL reads the mask and the scratch while writing dst.
def TSEL : TileOp<"tsel", [MaskIn<"mask">, TileIn<"src0">, TileIn<"src1">,
                           TmpIn<"tmp">]> {
  let PyPTO = ["tile.sel"];
  let Summary = "dst = mask ? src0 : src1";
  let ResultType = SameTypeAs<1>;
  let TypeMatchOperands = [1, 2];
  let ForbidOutputAlias = [0, 3];
}
// dst never takes the mask's bytes. a2a3 writes the scalar into tmp (on the
// scalar pipe) before reading mask and src, so tmp may not overlap them; a5
// never reads tmp. tmp is a written workspace on every target.
def TSELS : TileOp<"tsels", [MaskIn<"mask">, TileIn<"src">,
                             WorkspaceIn<"tmp">, ScalarIn<"scalar">]> {
  let PyPTO = ["tile.sels"];
  let Summary = "dst = mask ? src : scalar";
  let ResultType = SameTypeAs<1>;
  let TypeMatchOperands = [1];
  let ForbidOutputAlias = [0];
  let TargetRules = [TargetAliasRule<"a2a3", [0],
                                     [OperandSeparation<2, [0, 1]>]>];
}
}

//===----------------------------------------------------------------------===//
// Reductions.
//===----------------------------------------------------------------------===//

class ArgRowReduction<int i> : RowReduction<i> { let ElemType = DTypeI32; }
class ArgColReduction<int i> : ColReduction<i> { let ElemType = DTypeI32; }

let Family = "reduction" in {
// TROW* read whole rows and the scratch while writing the [M, 1] result.
class RowReduceOp<string m, string summary, list<string> pypto>
    : TileOp<m, [TileIn<"src">, TmpIn<"tmp">]> {
  let PyPTO = pypto;
  let Summary = summary;
  let ResultType = RowReduction<0>;
  let NotInplaceSafe = 1;
}
def TROWSUM  : RowReduceOp<"trowsum", "dst[i] = sum_j src[i][j]",
                           ["tile.row_sum"]>;
def TROWMAX  : RowReduceOp<"trowmax", "dst[i] = max_j src[i][j]",
                           ["tile.row_max"]>;
def TROWMIN  : RowReduceOp<"trowmin", "dst[i] = min_j src[i][j]",
                           ["tile.row_min"]>;
def TROWPROD : RowReduceOp<"trowprod", "dst[i] = prod_j src[i][j]",
                           ["tile.row_prod"]>;
let ResultType = ArgRowReduction<0> in {
def TROWARGMAX : RowReduceOp<"trowargmax", "dst[i] = argmax_j src[i][j] "
                             "(i32)", ["tile.row_argmax"]>;
def TROWARGMIN : RowReduceOp<"trowargmin", "dst[i] = argmin_j src[i][j] "
                             "(i32)", ["tile.row_argmin"]>;
}

class ColReduceOp<string m, string summary, list<string> pypto>
    : TileOp<m, [TileIn<"src">]> {
  let PyPTO = pypto;
  let Summary = summary;
  let ResultType = ColReduction<0>;
}
def TCOLSUM  : ColReduceOp<"tcolsum", "dst[j] = sum_i src[i][j]", []>;
def TCOLMAX  : ColReduceOp<"tcolmax", "dst[j] = max_i src[i][j]",
                           ["tile.col_max"]>;
def TCOLMIN  : ColReduceOp<"tcolmin", "dst[j] = min_i src[i][j]",
                           ["tile.col_min"]>;
def TCOLPROD : ColReduceOp<"tcolprod", "dst[j] = prod_i src[i][j]",
                           ["tile.col_prod"]>;
// The binary-tree form with a scratch tile.
def TCOLSUM_TMP : TileOp<"tcolsum", [TileIn<"src">, TmpIn<"tmp">]> {
  let IRName = "pto.tcolsum.tmp";
  let PyPTO = ["tile.col_sum"];
  let Summary = "dst[j] = sum_i src[i][j], binary tree with a scratch tile";
  let ResultType = ColReduction<0>;
  let FixedAttrs = ["isBinary = true"];
  let AttrPlace = AttrsInIns;
}
let NotInplaceSafe = 1, ResultType = ArgColReduction<0> in {
def TCOLARGMAX : TileOp<"tcolargmax", [TileIn<"src">, TmpIn<"tmp">]> {
  let PyPTO = ["tile.col_argmax"];
  let Summary = "dst[j] = argmax_i src[i][j] (i32)";
}
def TCOLARGMIN : TileOp<"tcolargmin", [TileIn<"src">, TmpIn<"tmp">]> {
  let PyPTO = ["tile.col_argmin"];
  let Summary = "dst[j] = argmin_i src[i][j] (i32)";
}
}
}

//===----------------------------------------------------------------------===//
// Broadcasts. The per-row (per-column) vector is re-read for every output row
// (column): the output may not take its bytes.
//===----------------------------------------------------------------------===//

let Family = "broadcast" in {
def TROWEXPAND : TileOp<"trowexpand", [TileIn<"col">, ShapeIn<"rows">,
                                       ShapeIn<"cols">]> {
  let PyPTO = ["tile.row_expand"];
  let Summary = "dst[i][j] = col[i] ([M, 1] to [rows, cols])";
  let ResultType = ExplicitType<0>;
  let ForbidOutputAlias = [0];
}
def TCOLEXPAND : TileOp<"tcolexpand", [TileIn<"row">, ShapeIn<"rows">,
                                       ShapeIn<"cols">]> {
  let PyPTO = ["tile.col_expand"];
  let Summary = "dst[i][j] = row[j] ([1, N] to [rows, cols])";
  let ResultType = ExplicitType<0>;
  let ForbidOutputAlias = [0];
}

// A binary broadcast: Expr is the element of the result, with V standing for
// the vector's element.
class ExpandOp<string m, string v, string summary, list<string> pypto>
    : TileOp<m, [TileIn<"src">, TileIn<v>]> {
  let PyPTO = pypto;
  let Summary = summary;
  let TypeMatchOperands = [0];
  let ElemMatchOperands = [1];
  let ForbidOutputAlias = [1];
}
multiclass RowExpandOp<string name, string expr> {
  def NAME : ExpandOp<"trowexpand" # name, "col",
                      "dst[i][j] = " # !subst("V", "col[i]", expr),
                      ["tile.row_expand_" # name]>;
}
multiclass ColExpandOp<string name, string expr> {
  def NAME : ExpandOp<"tcolexpand" # name, "row",
                      "dst[i][j] = " # !subst("V", "row[j]", expr),
                      ["tile.col_expand_" # name]>;
}
// With a scratch tile the output may not take the scratch's bytes either;
// a5 has no scratch form of max, min and expdif.
class RowExpandTmpOp<string name, string expr, list<string> archs = []>
    : TileOp<"trowexpand" # name, [TileIn<"src">, TileIn<"col">,
                                  TmpIn<"tmp">]> {
  let IRName = "pto.trowexpand" # name # ".tmp";
  let Summary = "dst[i][j] = " # !subst("V", "col[i]", expr) #
                ", with a scratch tile";
  let TypeMatchOperands = [0];
  let ElemMatchOperands = [1];
  let ForbidOutputAlias = [1, 2];
  let Archs = archs;
}

defm TROWEXPANDADD : RowExpandOp<"add", "src[i][j] + V">;
defm TROWEXPANDSUB : RowExpandOp<"sub", "src[i][j] - V">;
defm TROWEXPANDMUL : RowExpandOp<"mul", "src[i][j] * V">;
defm TROWEXPANDDIV : RowExpandOp<"div", "src[i][j] / V">;
defm TROWEXPANDMAX : RowExpandOp<"max", "max(src[i][j], V)">;
defm TROWEXPANDMIN : RowExpandOp<"min", "min(src[i][j], V)">;
defm TROWEXPANDEXPDIF : RowExpandOp<"expdif", "exp(src[i][j] - V)">;
def TROWEXPANDSUB_TMP : RowExpandTmpOp<"sub", "src[i][j] - V">;
def TROWEXPANDMUL_TMP : RowExpandTmpOp<"mul", "src[i][j] * V">;
def TROWEXPANDDIV_TMP : RowExpandTmpOp<"div", "src[i][j] / V">;
def TROWEXPANDMAX_TMP : RowExpandTmpOp<"max", "max(src[i][j], V)", ["a2a3"]>;
def TROWEXPANDMIN_TMP : RowExpandTmpOp<"min", "min(src[i][j], V)", ["a2a3"]>;
def TROWEXPANDEXPDIF_TMP : RowExpandTmpOp<"expdif", "exp(src[i][j] - V)",
                                          ["a2a3"]>;

defm TCOLEXPANDADD : ColExpandOp<"add", "src[i][j] + V">;
defm TCOLEXPANDSUB : ColExpandOp<"sub", "src[i][j] - V">;
defm TCOLEXPANDMUL : ColExpandOp<"mul", "src[i][j] * V">;
defm TCOLEXPANDDIV : ColExpandOp<"div", "src[i][j] / V">;
defm TCOLEXPANDMAX : ColExpandOp<"max", "max(src[i][j], V)">;
defm TCOLEXPANDMIN : ColExpandOp<"min", "min(src[i][j], V)">;
defm TCOLEXPANDEXPDIF : ColExpandOp<"expdif", "exp(src[i][j] - V)">;
}

//===----------------------------------------------------------------------===//
// Transpose and concatenation.
//===----------------------------------------------------------------------===//

let Family = "layout" in {
// pto.ttrans is not in-place safe: a2a3's unaligned scalar path writes dst
// straight from src.
def TTRANS : TileOp<"ttrans", [TileIn<"src">, TmpIn<"tmp">]> {
  let PyPTO = ["tile.transpose"];
  let Summary = "dst[j][i] = src[i][j]";
  let ResultSpace = SpaceOfOperand<0>;
  let ResultType = TransposeType<0>;
  let NotInplaceSafe = 1;
}
// The result's rows have another stride than the sources'.
def TCONCAT : TileOp<"tconcat", [TileIn<"src0">, TileIn<"src1">]> {
  let PyPTO = ["tile.concat"];
  let Summary = "dst = [src0 | src1] (columns side by side)";
  let ResultType = ConcatType<0, 1>;
  let ElemMatchOperands = [0, 1];
  let NotInplaceSafe = 1;
}
}

//===----------------------------------------------------------------------===//
// Windows: extract and insert.
//===----------------------------------------------------------------------===//

let Family = "window" in {
def TEXTRACT : TileOp<"textract", [TileIn<"src", [SpaceMat, SpaceVec]>,
                                   OffsetIn<"row">, OffsetIn<"col">,
                                   ShapeIn<"rows">, ShapeIn<"cols">]> {
  let PyPTO = ["tile.extract"];
  let Summary = "dst = the [rows, cols] window of src at (row, col), in the "
                "result's space";
  let ResultSpace = ChosenSpace<[SpaceLeft, SpaceRight, SpaceVec, SpaceMat,
                                 SpaceScaling]>;
  let ResultType = ExplicitType<0>;
  let NotInplaceSafe = 1;
  let Pipe = PipeMTE1;
  let SpacePairs = [SpacePair<SpaceMat, SpaceLeft, ["a2a3", "a5"], PipeMTE1>,
                    SpacePair<SpaceMat, SpaceRight, ["a2a3", "a5"], PipeMTE1>,
                    SpacePair<SpaceVec, SpaceVec, ["a5"], PipeV>,
                    SpacePair<SpaceVec, SpaceMat, ["a5"], PipeFIX>,
                    SpacePair<SpaceMat, SpaceScaling, ["a5"], PipeMTE1>];
}
// TINSERT writes src into dst at (row, col) and keeps the rest of dst: the
// result is dst, updated in place (PyPTO's tile.assemble).
def TINSERT : TileOp<"tinsert", [TileIn<"target", [SpaceMat]>,
                                 TileIn<"src", [SpaceAcc]>, OffsetIn<"row">,
                                 OffsetIn<"col">]> {
  let PyPTO = ["tile.assemble"];
  let Summary = "target[row + i][col + j] = src[i][j], in place over target";
  let ResultSpace = SpaceOfOperand<0>;
  let OutputReusesInput = 0;
  let ReusedInputInIns = 0;
  let Pipe = PipeFIX;
  let SpacePairs = [SpacePair<SpaceAcc, SpaceMat, ["a2a3", "a5"], PipeFIX, 1>];
  let PairOperand = 1;
}
}

//===----------------------------------------------------------------------===//
// Padding.
//===----------------------------------------------------------------------===//

class FilledType<int i> : TypeRule<"same", i> { let FullValid = 1; }

let Family = "fillpad", ResultNeedsPad = 1 in {
def TFILLPAD : TileOp<"tfillpad", [TileIn<"src">]> {
  let PyPTO = ["tile.fillpad"];
  let Summary = "dst = src with the region outside its valid shape filled "
                "with the result's pad (pad modifier)";
  let ResultType = FilledType<0>;
}
def TFILLPAD_INPLACE : TileOp<"tfillpad_inplace", [TileIn<"tile">]> {
  let PyPTO = ["tile.fillpad_inplace"];
  let Summary = "tfillpad over the tile itself (the tile's type has a pad)";
  let OutputReusesInput = 0;
}
def TFILLPAD_EXPAND : TileOp<"tfillpad_expand", [TileIn<"src">,
                                                 ShapeIn<"rows">,
                                                 ShapeIn<"cols">]> {
  let PyPTO = ["tile.fillpad_expand"];
  let Summary = "src copied into a larger [rows, cols] tile, the rest "
                "filled with the result's pad";
  let ResultType = ExplicitType<0>;
  let NotInplaceSafe = 1;
}
}

//===----------------------------------------------------------------------===//
// Views: the result is the source's bytes seen with another type. Nothing
// executes; the planner colocates the result with its source.
//===----------------------------------------------------------------------===//

let Family = "view", IsView = 1, Pipe = PipeNone,
    ResultSpace = SpaceOfOperand<0> in {
def TRESHAPE : TileOp<"treshape", [TileIn<"src", AllSpaces>, ShapeIn<"rows">,
                                   ShapeIn<"cols">]> {
  let PyPTO = ["tile.reshape"];
  let Summary = "the source's bytes as a [rows, cols] tile";
  let ResultType = ExplicitType<0>;
  let Form = FormReshape;
}
def BITCAST : TileOp<"bitcast", [TileIn<"src", AllSpaces>]> {
  let PyPTO = ["tile.reinterpret_view"];
  let Summary = "the source's bytes with another element type of the same "
                "width (dtype suffix)";
  let ResultType = CastType<0>;
  let Form = FormReshape;
}
def SUBSET : TileOp<"subset", [TileIn<"src", AllSpaces>, OffsetIn<"row">,
                               OffsetIn<"col">, ShapeIn<"rows">,
                               ShapeIn<"cols">]> {
  let PyPTO = ["tile.slice"];
  let Summary = "the [rows, cols] window of the source at (row, col)";
  let ResultType = ExplicitType<0>;
  let ViewOffset = ViewAtRowCol<1, 2>;
  let Form = FormSubset;
}
}

// PTO's pto.set_validshape mutates a handle whose type already has a dynamic
// valid shape, and pto-op-syntax.md has no transpose view. At level 3 a new
// alloc_tile of the wanted type at the source's address is the same thing,
// so both print as one (with valid_row / valid_col for the valid shape).
class DynValidType<int i> : TypeRule<"same", i> { let DynamicValid = 1; }
class TransposedView<int i> : TypeRule<"transpose", i> {
  let FlipBLayout = 1;
}

let Family = "view", IsView = 1, Pipe = PipeNone,
    ResultSpace = SpaceOfOperand<0>, Form = FormView in {
def SET_VALIDSHAPE : TileOp<"alloc_tile", [TileIn<"src", AllSpaces>,
                                           OffsetIn<"valid_rows">,
                                           OffsetIn<"valid_cols">]> {
  let IRName = "pto.set_validshape";
  let PyPTO = ["tile.set_validshape"];
  let Summary = "the source's bytes with a run-time valid shape";
  let ResultType = DynValidType<0>;
}
def TRANSPOSE_VIEW : TileOp<"alloc_tile", [TileIn<"src", AllSpaces>]> {
  let IRName = "pto.transpose_view";
  let PyPTO = ["tile.transpose_view"];
  let Summary = "the source's bytes as the transposed tile (row_major and "
                "col_major swapped)";
  let ResultType = TransposedView<0>;
}
}

//===----------------------------------------------------------------------===//
// Gather, scatter.
//===----------------------------------------------------------------------===//

// Gathered indices: the shape of operand i, i32.
class IndexType<int i> : TypeRule<"same", i> { let ElemType = DTypeI32; }

let Family = "gather", NotInplaceSafe = 1 in {
def TGATHER : TileOp<"tgather", [TileIn<"src">, IndexIn<"idx">,
                                 WorkspaceIn<"tmp">]> {
  let PyPTO = ["tile.gather"];
  let Summary = "dst[i][j] = src at idx[i][j] (index form)";
}
def TGATHER_MASK : TileOp<"tgather", [TileIn<"src">,
                                      AttrIn<"maskPattern",
                                             MaskPatternAttr>]> {
  let IRName = "pto.tgather.mask";
  let PyPTO = ["tile.gather_mask"];
  let Summary = "dst = the elements of src a fixed mask pattern selects";
  let AttrPlace = AttrsAsInsArg;
}
// Two i32 results: the gathered indices and the count.
def TGATHER_CMP : TileOp<"tgather", [TileIn<"src">, ScalarIn<"kvalue">,
                                     WorkspaceIn<"tmp">,
                                     AttrIn<"cmpMode", GatherCmpModeAttr>],
                         2> {
  let IRName = "pto.tgather.cmp";
  let PyPTO = ["tile.gather_compare"];
  let Summary = "dst, cdst = the indices of src <cmpMode> kvalue and their "
                "count (compare form)";
  let ResultType = IndexType<0>;
  let FixedAttrs = ["offset = 0 : i32"];
}
def TGATHERB : TileOp<"tgatherb", [TileIn<"src">, IndexIn<"offsets">]> {
  let PyPTO = ["tile.gatherb"];
  let Summary = "dst = the blocks of src at the byte offsets";
}
}
// Scatter writes src into dst at the indices and keeps the rest of dst.
def TSCATTER : TileOp<"tscatter", [TileIn<"target">, TileIn<"src">,
                                   IndexIn<"idx">]> {
  let PyPTO = ["tile.scatter"];
  let Family = "gather";
  let Summary = "target[idx[i][j]] = src[i][j], in place over target";
  let ElemMatchOperands = [1];
  let OutputReusesInput = 0;
  let ReusedInputInIns = 0;
  let PipeOverrides = [PipeOnArch<"a2a3", PipeS>];
}

//===----------------------------------------------------------------------===//
// Sort.
//===----------------------------------------------------------------------===//

let Family = "sort", NotInplaceSafe = 1, ElemClass = "float" in {
def TSORT32 : TileOp<"tsort32", [TileIn<"src">, IndexIn<"idx">]> {
  let PyPTO = ["tile.sort32"];
  let Summary = "sort blocks of 32 (value, index) pairs";
}
def TSORT32_TMP : TileOp<"tsort32", [TileIn<"src">, IndexIn<"idx">,
                                     TmpIn<"tmp">]> {
  let IRName = "pto.tsort32.tmp";
  let Summary = "tsort32 with a scratch tile";
}
// The merge sort intrinsic requires src != dst.
def TMRGSORT : TileOp<"tmrgsort", [TileIn<"src">, ScalarIn<"blockLen">]> {
  let PyPTO = ["tile.mrgsort_format1"];
  let Summary = "merge sorted blocks of blockLen (format 1)";
}
def TMRGSORT_FORMAT2 : TileOp<"tmrgsort", [TileIn<"src0">,
                                           VariadicTileIn<"srcs", 1, 3>,
                                           TmpIn<"tmp">]> {
  let IRName = "pto.tmrgsort.format2";
  let PyPTO = ["tile.mrgsort_format2"];
  let Summary = "merge 2 to 4 sorted lists (format 2)";
  let ResultType = SameTypeAs<2>;
  let TypeMatchOperands = [2];
  let AttrPlace = AttrsInIns;
  let FixedAttrs = ["exhausted = false"];
  let ExtraOuts = ["vector<4xi16>"];
}
}

//===----------------------------------------------------------------------===//
// Matmul and gemv: left [M, K] x right [K, N] into acc [M, N] on the cube.
//===----------------------------------------------------------------------===//

let Family = "matmul", Pipe = PipeM, ResultSpace = InSpace<SpaceAcc> in {
multiclass MatmulOps<string m, string pypto> {
  def NAME : TileOp<m, [TileIn<"lhs", [SpaceLeft]>,
                        TileIn<"rhs", [SpaceRight]>]> {
    let PyPTO = ["tile." # pypto];
    let Summary = "acc = lhs x rhs";
    let ResultType = MatmulType<0, 1>;
  }
  // The accumulator is read and written in place (mad_acc shares %dst).
  def _ACC : TileOp<m # ".acc", [AccIn<"acc">, TileIn<"lhs", [SpaceLeft]>,
                                 TileIn<"rhs", [SpaceRight]>]> {
    let PyPTO = ["tile." # pypto # "_acc"];
    let Summary = "acc += lhs x rhs, in place over acc";
    let ResultType = MatmulType<1, 2>;
    let TypeMatchOperands = [0];
    let OutputReusesInput = 0;
  }
  def _BIAS : TileOp<m # ".bias", [TileIn<"lhs", [SpaceLeft]>,
                                   TileIn<"rhs", [SpaceRight]>,
                                   TileIn<"bias", [SpaceBias]>]> {
    let PyPTO = ["tile." # pypto # "_bias"];
    let Summary = "acc = lhs x rhs + bias (one row, broadcast)";
    let ResultType = MatmulType<0, 1>;
    let ElemMatchOperands = [2];
  }
}
defm TMATMUL : MatmulOps<"tmatmul", "matmul">;
defm TGEMV : MatmulOps<"tgemv", "gemv">;
}

//===----------------------------------------------------------------------===//
// PyPTO registry ops with no PTO tile op here.
//===----------------------------------------------------------------------===//

// A PyPTO op whose PTO form pto-op-syntax.md does not give (verified); What
// says what it is.
class NoPTOForm<string name, string what>
    : PyPTOOnly<name, !strconcat(what, ": pto-op-syntax.md gives no verified "
                                       "PTO form for it")>;

def : PyPTOOnly<"tile.alloc", "a MemRef allocation: the planner's job here "
                "(every tile gets its alloc_tile)">;
def : PyPTOOnly<"tile.get_block_idx", "a scalar op (GET_BLOCK_IDX, "
                "AscendPTOScalarOps.td)">;
def : PyPTOOnly<"tile.get_block_num", "a scalar op (GET_BLOCK_NUM, "
                "AscendPTOScalarOps.td)">;
def : PyPTOOnly<"tile.get_subblock_idx", "a scalar op (GET_SUBBLOCK_IDX, "
                "AscendPTOScalarOps.td)">;
def : PyPTOOnly<"tile.sin", "PTO has no sine op">;
def : PyPTOOnly<"tile.cos", "PTO has no cosine op">;
def : PyPTOOnly<"tile.batch_matmul", "PTO has no batched matmul; it is a "
                "loop of pto.tmatmul">;
def : PyPTOOnly<"tile.batch_matmul_acc", "PTO has no batched matmul; it is "
                "a loop of pto.tmatmul.acc">;
def : NoPTOForm<"tile.ci", "pto.tci">;
def : NoPTOForm<"tile.tri", "pto.ttri">;
def : NoPTOForm<"tile.random", "pto.trandom">;
def : NoPTOForm<"tile.read", "a scalar read of one element">;
def : NoPTOForm<"tile.write", "a scalar write of one element">;
def : NoPTOForm<"tile.gather_row", "a paged row gather">;
def : NoPTOForm<"tile.mgather", "a gather from global memory">;
def : NoPTOForm<"tile.mscatter", "a scatter to global memory">;
def : NoPTOForm<"tile.scatter_mask", "a masked scatter">;
def : NoPTOForm<"tile.scatter_update", "a row scatter">;
def : NoPTOForm<"tile.matmul_mx", "an MX-scaled matmul">;
def : NoPTOForm<"tile.matmul_mx_acc", "an MX-scaled matmul">;
def : NoPTOForm<"tile.matmul_mx_bias", "an MX-scaled matmul">;
def : NoPTOForm<"tile.tget_scale_addr", "MX scale addressing">;
def : NoPTOForm<"tile.quant_mx", "MX quantisation (the seed: written "
                "workspaces 1 and 2)">;
def : NoPTOForm<"tile.aic_gather", "a cross-core transfer">;
def : NoPTOForm<"tile.aiv_shard", "a cross-core transfer">;
def : NoPTOForm<"tile.tpop_from_aiv", "a cross-core queue">;
def : NoPTOForm<"tile.tpush_to_aic", "a cross-core queue">;
def : NoPTOForm<"tile.tpush_to_aiv", "a cross-core queue">;

//===----------------------------------------------------------------------===//
// Cross-core queues.
//===----------------------------------------------------------------------===//

// A tile the cube core pushed to this vector core. Its storage is the
// queue's (reserved pipe storage), not planned. The PTO assembler has no
// syntax for it yet, so the emitter reports it; the planner already honours
// the a2a3 split-AIV hazard it takes part in.
def TPOP_FROM_AIC : TileOp<"tpop_from_aic", [ShapeIn<"rows">,
                                             ShapeIn<"cols">]> {
  let PyPTO = ["tile.tpop_from_aic"];
  let Family = "cross-core";
  let Summary = "pop a tile the cube core pushed (queue storage)";
  let ResultType = ExplicitType<>;
  let Form = FormUnprintable;
  let Pipe = PipeS;
  let PopsFromCube = 1;
}
