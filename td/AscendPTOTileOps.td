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
// selector, the planner's constraints, the validator, the emitter and
// docs/op-properties.md are all generated from or driven by these records.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Global memory.
//===----------------------------------------------------------------------===//

// A rank-2 view of a global tensor: shape and strides in elements.
def TENSOR_VIEW : TileOp<"make_tensor_view",
    [Opnd<RolePtr, "ptr">, OffsetIn<"dim0">, OffsetIn<"dim1">,
     OffsetIn<"stride0">, OffsetIn<"stride1">], 0> {
  let IRName = "pto.tensor_view";
  let Family = "memory";
  let Summary = "view a global tensor with explicit shape and strides";
  let ResultType = NoResultType;
  let Form = FormTensorView;
  let Pipe = PipeS;
  let OutOperandList = (outs TV:$dst);
  let InOperandList = (ins imm64:$dtype, GM:$ptr, IDX:$dim0, IDX:$dim1,
                           IDX:$stride0, IDX:$stride1);
  let hasSideEffects = 0;
  let mayLoad = 0;
  let mayStore = 0;
}

def ALLOC_TILE : TileOp<"alloc_tile", [ShapeIn<"rows">, ShapeIn<"cols">]> {
  let Family = "memory";
  let Summary = "a fresh, uninitialised tile (scratch for tmp operands)";
  let ResultSpace = ChosenSpace<[SpaceVec, SpaceMat, SpaceLeft, SpaceRight,
                                 SpaceAcc, SpaceBias, SpaceScaling]>;
  let ResultType = ExplicitType<>;
  let Form = FormAlloc;
  let Pipe = PipeS;
}

def TLOAD : TileOp<"tload", [Opnd<RoleView, "src">, OffsetIn<"row">,
                             OffsetIn<"col">, ShapeIn<"rows">,
                             ShapeIn<"cols">]> {
  let Family = "memory";
  let Summary = "load a window of a global tensor into a tile";
  let ResultSpace = ChosenSpace<[SpaceVec, SpaceMat]>;
  let ResultType = ExplicitType<0>;
  let Form = FormLoad;
  let Pipe = PipeMTE2;
}

def TSTORE : TileOp<"tstore", [TileIn<"src", [SpaceVec, SpaceMat, SpaceAcc]>,
                               Opnd<RoleView, "dst">, OffsetIn<"row">,
                               OffsetIn<"col">], 0> {
  let Family = "memory";
  let Summary = "store a tile's valid region into a global tensor";
  let ResultType = NoResultType;
  let Form = FormStore;
  let Pipe = PipeMTE3;
  let PipeBySpaces = 1;
}

// Binds a tile to slot `slot` of a declared buffer: a global in a tile
// address space whose outermost array dimension is the number of slots,
// e.g. `@l0c = external addrspace(5) global [2 x [16 x [64 x float]]]`.
// A declared buffer is never shared with anything else; two tiles bound to
// one constant slot may not be live at the same time; a runtime slot index
// is the author's responsibility (docs/planner.md, "Declared buffers").
def BIND : TileOp<"bind", [TileIn<"tile", []>, Opnd<RoleBuffer, "buffer">,
                           OffsetIn<"slot">], 0> {
  let IRName = "pto.bind";
  let Family = "memory";
  let Summary = "place a tile in a slot of a declared buffer";
  let ResultType = NoResultType;
  let Form = FormNone;
  let Pipe = PipeS;
  let hasSideEffects = 1;
  let mayLoad = 0;
  let mayStore = 0;
}

//===----------------------------------------------------------------------===//
// Elementwise.
//===----------------------------------------------------------------------===//

class BinaryOp<string m, string summary>
    : TileOp<m, [TileIn<"src0">, TileIn<"src1">]> {
  let Family = "elementwise";
  let Summary = summary;
  let TypeMatchOperands = [0, 1];
}
def TADD : BinaryOp<"tadd", "dst = src0 + src1">;
def TSUB : BinaryOp<"tsub", "dst = src0 - src1">;
def TMUL : BinaryOp<"tmul", "dst = src0 * src1">;
def TDIV : BinaryOp<"tdiv", "dst = src0 / src1">;
def TMAX : BinaryOp<"tmax", "dst = max(src0, src1)">;
def TMIN : BinaryOp<"tmin", "dst = min(src0, src1)">;

class TileScalarOp<string m, string summary>
    : TileOp<m, [TileIn<"src">, ScalarIn<"scalar">]> {
  let Family = "tile-scalar";
  let Summary = summary;
  let TypeMatchOperands = [0];
}
def TADDS : TileScalarOp<"tadds", "dst = src + scalar">;
def TMULS : TileScalarOp<"tmuls", "dst = src * scalar">;

class UnaryOp<string m, string summary> : TileOp<m, [TileIn<"src">]> {
  let Family = "unary";
  let Summary = summary;
}
def TEXP   : UnaryOp<"texp", "dst = exp(src)">;
def TNEG   : UnaryOp<"tneg", "dst = -src">;
def TABS   : UnaryOp<"tabs", "dst = |src|">;
def TRELU  : UnaryOp<"trelu", "dst = max(src, 0)">;
// The high-precision paths read the input (and scratch) while writing.
let NotInplaceSafe = 1 in {
def TRECIP : UnaryOp<"trecip", "dst = 1 / src">;
def TRSQRT : UnaryOp<"trsqrt", "dst = 1 / sqrt(src)">;
}

def TCVT : TileOp<"tcvt", [TileIn<"src">,
                           AttrIn<"rmode", RoundModeAttr>]> {
  let Family = "cast";
  let Summary = "convert the element type (rounding mode as a modifier)";
  let ResultType = CastType<0>;
  let CastWidthRule = 1;
  let AttrsInIns = 1;
}

//===----------------------------------------------------------------------===//
// Reductions.
//===----------------------------------------------------------------------===//

// TROW* read whole rows and the scratch while writing the [M, 1] result.
class RowReduceOp<string m, string summary>
    : TileOp<m, [TileIn<"src">, TmpIn<"tmp">]> {
  let Family = "reduction";
  let Summary = summary;
  let ResultType = RowReduction<0>;
  let NotInplaceSafe = 1;
}
def TROWSUM : RowReduceOp<"trowsum", "dst[i] = sum_j src[i][j]">;
def TROWMAX : RowReduceOp<"trowmax", "dst[i] = max_j src[i][j]">;

//===----------------------------------------------------------------------===//
// Moves.
//===----------------------------------------------------------------------===//

// A copy between (or within) memory spaces; only the target's legal pairs
// (td/AscendPTOProcessors.td, MovePair) exist. TMOV needs distinct source
// and destination addresses.
def TMOV : TileOp<"tmov", [TileIn<"src", []>]> {
  let Family = "move";
  let Summary = "copy a tile into another buffer, possibly another space";
  let ResultSpace = ChosenSpace<[SpaceVec, SpaceMat, SpaceLeft, SpaceRight,
                                 SpaceAcc, SpaceBias, SpaceScaling]>;
  let ResultType = SameTypeAs<0>;
  let NotInplaceSafe = 1;
  let CheckMovePair = 1;
  let PipeBySpaces = 1;
}

//===----------------------------------------------------------------------===//
// Matrix multiply.
//===----------------------------------------------------------------------===//

def TMATMUL : TileOp<"tmatmul", [TileIn<"lhs", [SpaceLeft]>,
                                 TileIn<"rhs", [SpaceRight]>]> {
  let Family = "matmul";
  let Summary = "acc = lhs x rhs";
  let ResultSpace = InSpace<SpaceAcc>;
  let ResultType = MatmulType<0, 1>;
  let Pipe = PipeM;
}

// The accumulator is read and written in place: the result is the acc
// operand's buffer.
def TMATMUL_ACC : TileOp<"tmatmul.acc", [AccIn<"acc">,
                                         TileIn<"lhs", [SpaceLeft]>,
                                         TileIn<"rhs", [SpaceRight]>]> {
  let Family = "matmul";
  let Summary = "acc += lhs x rhs, in place";
  let ResultSpace = InSpace<SpaceAcc>;
  let ResultType = SameTypeAs<0>;
  let OutputReusesInput = 0;
  let Form = FormAccInOut;
  let Pipe = PipeM;
}
