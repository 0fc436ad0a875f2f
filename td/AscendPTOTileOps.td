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

// The common shape of an element-type rule: on a2a3 the operands take
// a2a3types, on a5 a5types (ptoas-rules.md gives most dtype rows so).
class PerTarget<list<int> ops, list<DType> a2a3types, list<DType> a5types> {
  list<LegalRule> Rules = !listconcat(NoRules,
                                      [ElemsOn<A2A3, ops, a2a3types>,
                                       ElemsOn<A5, ops, a5types>]);
}

//===----------------------------------------------------------------------===//
// Global memory and allocation.
//===----------------------------------------------------------------------===//

// A rank-2 view of a global tensor: shape and strides in elements.
def TENSOR_VIEW : TileOp<"make_tensor_view",
    [Opnd<RolePtr, "ptr">, OffsetIn<"dim0">, OffsetIn<"dim1">,
     OffsetIn<"stride0">, OffsetIn<"stride1">], 0> {
  let Cost = CostNone;
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
  let Cost = CostNone;
  let PyPTO = ["tile.create"];
  let Family = "memory";
  let Summary = "a fresh, uninitialised tile (scratch for tmp operands)";
  let ResultSpace = ChosenSpace<AllSpaces>;
  let ResultType = ExplicitType<>;
  let Form = FormAlloc;
  let Pipe = PipeNone;
}

// A subset keeps its source's element type; the fix is a bitcast.
def SubsetElem : ElemEq<[0, Res]> {
  let Note = "the assembler infers a subset's element type from its source; "
             "take the window in the source's type and pto.bitcast it";
}

// The view's elements have the tile's width; the fix is a conversion.
def LoadWidth : WidthEq<[0, Res]> {
  let Note = "load the tile in the view's element type and convert it with "
             "pto.tcvt";
}
def TLOAD : TileOp<"tload", [Opnd<RoleView, "src">, OffsetIn<"row">,
                             OffsetIn<"col">, ShapeIn<"rows">,
                             ShapeIn<"cols">]> {
  let Cost = CostBySpaces;
  let PyPTO = ["tile.load"];
  let Family = "memory";
  let Summary = "load a window of a global tensor into a tile";
  let ResultSpace = ChosenSpace<[SpaceVec, SpaceMat]>;
  let ResultType = ExplicitType<0>;
  let Form = FormLoad;
  let Pipe = PipeMTE2;
  let LoadsGlobal = 1;
  // §1: a2a3 loads 1, 2, 4 and 8-byte integers and f16/bf16/f32; a5 every
  // element of 1, 2, 4 or 8 bytes (f64 is not a DType here). Valid extents
  // are positive; the view's elements have the tile's width (an f16 view
  // loads into a bf16 tile); an a5 i64 tile has pad null or zero.
  let Legality = !listconcat(
      PerTarget<[Res], GMElems, !listconcat(GMElems, FP8s)>.Rules,
      [Dims<[], [Res], "valid", "ge", Const, 1>, LoadWidth,
       DimsOfTypes<A5, [Res], I64s, "pad", "le", 1>]);
}

def TPREFETCH : TileOp<"tprefetch", [Opnd<RoleView, "src">, OffsetIn<"row">,
                                     OffsetIn<"col">, ShapeIn<"rows">,
                                     ShapeIn<"cols">]> {
  let Cost = CostBySpaces;
  let Family = "memory";
  let Summary = "prefetch a window of a global tensor into a tile";
  let ResultSpace = ChosenSpace<[SpaceVec, SpaceMat]>;
  let ResultType = ExplicitType<0>;
  let Form = FormLoad;
  let Pipe = PipeMTE2;
  let Legality = [Dims<[], [Res], "valid", "ge", Const, 1>,
                  WidthEq<[0, Res]>];
}

def TSTORE : TileOp<"tstore", [TileIn<"src", [SpaceVec, SpaceMat, SpaceAcc]>,
                               Opnd<RoleView, "dst">, OffsetIn<"row">,
                               OffsetIn<"col">], 0> {
  let Cost = CostBySpaces;
  let PyPTO = ["tile.store"];
  let Family = "memory";
  let Summary = "store a tile's valid region into a global tensor";
  let Form = FormStore;
  let Pipe = PipeMTE3;
  let PipeOverrides = [PipeForSpace<SpaceAcc, PipeFIX>];
  // §1: a5 stores from vec or acc only; an acc source is i32 (signless) or
  // f32, with at most 4095 columns on a2a3, into a view of i32, f32, f16
  // or bf16; a vec or mat source into a view of its element width.
  let Legality = [
      SpacesOn<A5, [0], [SpaceVec, SpaceAcc]>,
      ElemsIn<[], [0], [SpaceVec, SpaceMat], GMElems>,
      ElemsIn<[], [0], [SpaceAcc], [DTypeI32, DTypeF32]>,
      DimsIn<A2A3, [0], [SpaceAcc], "cols", "le", Const, 4095>,
      ElemsWhen<[], [1], 0, [SpaceAcc],
                [DTypeI32, DTypeF32, DTypeF16, DTypeBF16]>,
      WidthEqWhen<[0, 1], 0, [SpaceVec, SpaceMat]>];
}

// Binds a tile to slot `slot` of a declared buffer: a global in a tile
// address space whose outermost array dimension is the number of slots,
// e.g. `@l0c = external addrspace(5) global [2 x [16 x [64 x float]]]`.
// A declared buffer is never shared with anything else; two tiles bound to
// one constant slot may not be live at the same time; a runtime slot index
// is the author's responsibility (docs/planner.md, "Declared buffers").
def BIND : TileOp<"bind", [TileIn<"tile", []>, Opnd<RoleBuffer, "buffer">,
                           OffsetIn<"slot">], 0> {
  let Cost = CostNone;
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
  let Cost = CostBySpaces;
  let PyPTO = ["tile.move"];
  let Family = "move";
  let Summary = "copy a tile into the space the result is in (legal pairs: "
                "MovePair)";
  let ResultSpace = ChosenSpace<AllSpaces>;
  let ResultType = CopyType<0>;
  // TMOV requires distinct source and destination bytes.
  let NotInplaceSafe = 1;
  let UsesMovePairs = 1;
  // §10: on a2a3 a mat result comes from acc (the only pair into mat
  // there) and has fractal 512.
  let Legality = [DimsIn<A2A3, [Res], [SpaceMat], "fractal", "eq", Const,
                         512>];
}

//===----------------------------------------------------------------------===//
// Elementwise: binary, ternary, partial.
//===----------------------------------------------------------------------===//

// §2: src0, src1 and dst row_major; element types per target.
class BinaryOp<string m, string summary, list<string> pypto,
               list<DType> a2a3 = VecArith, list<DType> a5 = VecArith>
    : TileOp<m, [TileIn<"src0">, TileIn<"src1">]> {
  let Cost = CostVecBinary;
  let PyPTO = pypto;
  let Family = "elementwise";
  let Summary = summary;
  let TypeMatchOperands = [0, 1];
  let Legality = !listconcat(PerTarget<[0, 1], a2a3, a5>.Rules,
                             [RowMajor<[0, 1, Res]>]);
}
def TADD : BinaryOp<"tadd", "dst = src0 + src1", ["tile.add"], VecArith,
                    !listconcat(VecArith, [DTypeBF16], I8s)>;
def TSUB : BinaryOp<"tsub", "dst = src0 - src1", ["tile.sub"], VecArith,
                    !listconcat(VecArith, I8s)>;
def TMUL : BinaryOp<"tmul", "dst = src0 * src1", ["tile.mul"]>;
def TDIV : BinaryOp<"tdiv", "dst = src0 / src1", ["tile.div"], F32F16> {
  let Cost = CostVecDiv;
}
def TMAX : BinaryOp<"tmax", "dst = max(src0, src1)", ["tile.maximum"],
                    VecArith, !listconcat(VecArith, I8s)>;
def TMIN : BinaryOp<"tmin", "dst = min(src0, src1)", ["tile.minimum"],
                    VecArith, !listconcat(VecArith, I8s)>;

// Partial ops combine tiles whose valid regions may differ. §2: on a2a3
// each source's valid shape is within dst's and one of them is dst's; the
// max/min forms need one rows/cols for all three on both targets.
class PartialOp<string m, string summary, list<string> pypto,
                list<LegalRule> extra = []>
    : TileOp<m, [TileIn<"src0">, TileIn<"src1">]> {
  let Cost = CostVecBinary;
  let PyPTO = pypto;
  let Family = "elementwise";
  let Summary = summary;
  let ElemMatchOperands = [0, 1];
  let Legality = !listconcat(
      PerTarget<[0, 1], VecArith,
                !listconcat(VecArith, [DTypeBF16], I8s)>.Rules,
      [ValidLE<[0, 1], Res, A2A3>, AnyValidEq<[0, 1], Res, A2A3>], extra);
}
def TPARTADD : PartialOp<"tpartadd", "dst = src0 + src1 over both valid "
                         "regions", ["tile.part_add"]>;
def TPARTMAX : PartialOp<"tpartmax", "dst = max(src0, src1) over both "
                         "valid regions", ["tile.part_max"],
                         [ShapeEq<[0, 1], Res>]>;
def TPARTMIN : PartialOp<"tpartmin", "dst = min(src0, src1) over both "
                         "valid regions", ["tile.part_min"],
                         [ShapeEq<[0, 1], Res>]>;
def TPARTMUL : PartialOp<"tpartmul", "dst = src0 * src1 over both valid "
                         "regions", ["tile.part_mul"]>;

class TernaryOp<string m, string summary, list<string> pypto>
    : TileOp<m, [TileIn<"src0">, TileIn<"src1">, TileIn<"src2">]> {
  let Cost = CostVecBinary;
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

// §3: Legality is the op's element and scalar rules.
class TileScalarOp<string m, string summary, list<string> pypto,
                   list<LegalRule> legality = []>
    : TileOp<m, [TileIn<"src">, ScalarIn<"scalar">]> {
  let Cost = CostVecUnary;
  let PyPTO = pypto;
  let Family = "tile-scalar";
  let Summary = summary;
  let TypeMatchOperands = [0];
  let Legality = legality;
}
// tadds, tsubs, tmuls: f32 f16 i32 i16, and bf16 i8 on a5; the scalar's
// type is free (G3).
defvar AddsElems = PerTarget<[0], VecArith,
                             !listconcat(VecArith, [DTypeBF16], I8s)>.Rules;
// tdivs, tmaxs: + i8 on a5.
defvar DivsElems = PerTarget<[0], VecArith, !listconcat(VecArith, I8s)>.Rules;
def TADDS : TileScalarOp<"tadds", "dst = src + scalar", ["tile.adds"],
                         AddsElems>;
def TSUBS : TileScalarOp<"tsubs", "dst = src - scalar", ["tile.subs"],
                         AddsElems>;
def TMULS : TileScalarOp<"tmuls", "dst = src * scalar", ["tile.muls"],
                         AddsElems>;
def TDIVS : TileScalarOp<"tdivs", "dst = src / scalar", ["tile.divs"],
                         DivsElems> {
  let Cost = CostVecDiv;
}
// A max/min scalar is a float even on integer tiles.
def TMAXS : TileScalarOp<"tmaxs", "dst = max(src, scalar)",
                         ["tile.maximums"],
                         !listconcat(DivsElems, [ScalarIs<[1], "float">])>;
def TMINS : TileScalarOp<"tmins", "dst = min(src, scalar)",
                         ["tile.minimums"],
                         !listconcat(AddsElems, [ScalarIs<[1], "float">])>;

// The scalar-first form of tdivs.
def TDIVS_REV : TileOp<"tdivs", [ScalarIn<"scalar">, TileIn<"src">]> {
  let Cost = CostVecDiv;
  let IRName = "pto.tdivs.rev";
  let Family = "tile-scalar";
  let Summary = "dst = scalar / src";
  let ResultType = SameTypeAs<1>;
  let TypeMatchOperands = [1];
  let Legality = PerTarget<[1], VecArith, !listconcat(VecArith, I8s)>.Rules;
}

class TileScalarTileOp<string m, string summary, list<string> pypto>
    : TileOp<m, [TileIn<"src0">, ScalarIn<"scalar">, TileIn<"src1">]> {
  let Cost = CostVecUnary;
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
  let Cost = CostVecBinary;
  let Family = "tile-scalar";
  let Summary = "dst = src * scalar + dst, in place over acc";
  let TypeMatchOperands = [0, 1];
  let ElemClass = "float";
  let OutputReusesInput = 0;
  let ReusedInputInIns = 0;
  // §3: bf16 on a5 only; the scalar has the source's element type.
  let Legality = !listconcat(
      PerTarget<[0, 1], F32F16, [DTypeF32, DTypeF16, DTypeBF16]>.Rules,
      [RowMajor<[1, Res]>, ScalarIs<[2], "elem", 1>]);
}

def TEXPANDS : TileOp<"texpands", [ScalarIn<"scalar">, ShapeIn<"rows">,
                                   ShapeIn<"cols">]> {
  let Cost = CostVecUnary;
  let PyPTO = ["tile.full", "tile.expands"];
  let Family = "tile-scalar";
  let Summary = "a [rows, cols] tile of one scalar (dtype suffix)";
  let ResultType = ExplicitType<>;
  // §3: signless f32 f16 i32 i16 (+ i8 on a5); the scalar is of the
  // element type; an a2a3 vec dst is row_major.
  let Legality = !listconcat(
      PerTarget<[Res], VecArithSignless,
                !listconcat(VecArithSignless, [DTypeI8])>.Rules,
      [ScalarIs<[0], "elem", Res>, RowMajor<[Res], A2A3>]);
}

//===----------------------------------------------------------------------===//
// Unary math.
//===----------------------------------------------------------------------===//

// §4: Legality is the op's rules (f32/f16, src and dst row_major unless
// given).
class UnaryOp<string m, string summary, list<string> pypto,
              string elems = "float",
              list<LegalRule> legality = [Elems<[0], F32F16>,
                                          RowMajor<[0, Res]>]>
    : TileOp<m, [TileIn<"src">]> {
  let Cost = CostVecUnary;
  let PyPTO = pypto;
  let Family = "unary";
  let Summary = summary;
  let ElemClass = elems;
  let Legality = legality;
}
def TEXP  : UnaryOp<"texp", "dst = exp(src)", ["tile.exp"]> {
  let Cost = CostVecTransc;
}
def TLOG  : UnaryOp<"tlog", "dst = ln(src)", ["tile.log"]> {
  let Cost = CostVecTransc;
}
def TSQRT : UnaryOp<"tsqrt", "dst = sqrt(src)", ["tile.sqrt"]> {
  let Cost = CostVecTransc;
}
def TABS  : UnaryOp<"tabs", "dst = |src|", ["tile.abs"]>;
// tneg checks no layout; bf16 and i8 on a5 only.
def TNEG  : UnaryOp<"tneg", "dst = -src", ["tile.neg"], "any",
                    PerTarget<[0], VecArith,
                              !listconcat(VecArith, [DTypeBF16], I8s)>.Rules>;
def TRELU : UnaryOp<"trelu", "dst = max(src, 0)", ["tile.relu"], "any",
                    [Elems<[0], !listconcat(F32F16, I32s)>,
                     RowMajor<[0, Res]>]>;
// The high-precision paths read the input (and scratch) while writing.
let NotInplaceSafe = 1 in {
// §4: with pto.target_arch spelled "a3" (an a2a3 machine; also under
// --pto-arch=a3) src and dst must be distinct SSA values.
def TRECIP : UnaryOp<"trecip", "dst = 1 / src", ["tile.recip"], "float",
                     [Elems<[0], F32F16>, RowMajor<[0, Res]>,
                      DistinctOn<A2A3, [0, Res], "the a3 spelling">]> {
  let Cost = CostVecDiv;
}
def TRSQRT : UnaryOp<"trsqrt", "dst = 1 / sqrt(src)", []> {
  let Cost = CostVecTransc;
}
def TRSQRT_TMP : TileOp<"trsqrt", [TileIn<"src">, TmpIn<"tmp">]> {
  let Cost = CostVecTransc;
  let IRName = "pto.trsqrt.tmp";
  let PyPTO = ["tile.rsqrt"];
  let Family = "unary";
  let Summary = "dst = 1 / sqrt(src), with a scratch tile";
  let ElemClass = "float";
  // §4: the scratch is row_major and at least 32 bytes.
  let Legality = [Elems<[0], F32F16>, RowMajor<[0, 1, Res]>,
                  Dims<[], [1], "bytes", "ge", Const, 32>];
}
}

//===----------------------------------------------------------------------===//
// Bitwise and shifts (integer tiles).
//===----------------------------------------------------------------------===//

// §2, §3, §4: a2a3 has 8- and 16-bit bitwise ops only, a5 32-bit too.
defvar BitA2A3 = !listconcat(I16s, I8s);
defvar BitA5 = !listconcat(I32s, I16s, I8s);
let Family = "bitwise", ElemClass = "int" in {
def TAND : BinaryOp<"tand", "dst = src0 & src1", ["tile.and"], BitA2A3,
                    BitA5>;
def TOR  : BinaryOp<"tor", "dst = src0 | src1", ["tile.or"], BitA2A3,
                    BitA5>;
def TSHL : BinaryOp<"tshl", "dst = src0 << src1", ["tile.shl"], BitA5,
                    BitA5>;
def TSHR : BinaryOp<"tshr", "dst = src0 >> src1", ["tile.shr"], BitA5,
                    BitA5>;
// The a2a3 scratch has dst's element type and valid shape.
def TXOR : TileOp<"txor", [TileIn<"src0">, TileIn<"src1">, TmpIn<"tmp">]> {
  let Cost = CostVecBinary;
  let PyPTO = ["tile.xor"];
  let Summary = "dst = src0 ^ src1, with a scratch tile";
  let TypeMatchOperands = [0, 1];
  let Legality = !listconcat(PerTarget<[0, 1], BitA2A3, BitA5>.Rules,
                             [RowMajor<[0, 1, Res]>, RowMajor<[2], A2A3>,
                              ElemEq<[2, Res], A2A3>,
                              ValidEq<[2], Res, A2A3>]);
}
def TNOT : UnaryOp<"tnot", "dst = ~src", ["tile.not"], "int",
                   !listconcat(PerTarget<[0], I16s, BitA5>.Rules,
                               [RowMajor<[0, Res]>])>;
// Shift amounts and bitwise scalars are signless integers; a constant
// left shift is not negative.
def TSHLS : TileScalarOp<"tshls", "dst = src << scalar", ["tile.shls"],
                         [Elems<[0], AllInts>, ScalarConst<[1], "int", 0>]>;
def TSHRS : TileScalarOp<"tshrs", "dst = src >> scalar", ["tile.shrs"],
                         !listconcat(PerTarget<[0], [DTypeI32, DTypeUI32,
                                                     DTypeI16, DTypeUI16],
                                               BitA5>.Rules,
                                     [RowMajor<[0, Res]>,
                                      ScalarIs<[1], "int">])>;
// §3: src and dst are distinct SSA values (two handles on one address
// pass).
defvar BitScalarRules = !listconcat(PerTarget<[0], BitA2A3, BitA5>.Rules,
                                    [RowMajor<[0, Res]>,
                                     ScalarIs<[1], "int">,
                                     DistinctOn<[], [0, Res]>]);
let NotInplaceSafe = 1 in {
def TANDS : TileScalarOp<"tands", "dst = src & scalar", ["tile.ands"],
                         BitScalarRules>;
def TORS  : TileScalarOp<"tors", "dst = src | scalar", ["tile.ors"],
                         BitScalarRules>;
def TXORS : TileOp<"txors", [TileIn<"src">, ScalarIn<"scalar">,
                             TmpIn<"tmp">]> {
  let Cost = CostVecUnary;
  let PyPTO = ["tile.xors"];
  let Summary = "dst = src ^ scalar, with a scratch tile";
  let TypeMatchOperands = [0];
  let Legality = BitScalarRules;
}
}
}

//===----------------------------------------------------------------------===//
// Remainders. The kernels write an intermediate quotient or remainder to dst
// while they still read the dividend: never in place (the seed). On a2a3 the
// scratch may not overlap a tile source either; a5 does not read it.
//===----------------------------------------------------------------------===//

// §2: f32 and i32 on a2a3; the scratch has dst's element type, is
// row_major, has a valid row and covers dst's valid columns.
defvar RemA2A3 = [DTypeF32, DTypeI32];
defvar RemTmpRules = [RowMajor<[2]>, ElemEq<[2, Res]>,
                      Dims<[], [2], "vrows", "ge", Const, 1>,
                      Dims<[], [2], "vcols", "ge", Res>];
let Cost = CostVecDiv, Family = "remainder", NotInplaceSafe = 1 in {
def TREM : TileOp<"trem", [TileIn<"src0">, TileIn<"src1">, TmpIn<"tmp">]> {
  let PyPTO = ["tile.rem"];
  let Summary = "dst = remainder(src0, src1), with a scratch tile";
  let TypeMatchOperands = [0, 1];
  let Legality = !listconcat(
      PerTarget<[0, 1], !listconcat(RemA2A3, [DTypeUI32]), VecArith>.Rules,
      [RowMajor<[0, 1, Res]>], RemTmpRules);
  let TargetRules = [TargetAliasRule<"a2a3", [0, 1, 2],
                                     [OperandSeparation<2, [0, 1]>]>];
}
def TREMS : TileOp<"trems", [TileIn<"src">, ScalarIn<"scalar">,
                             TmpIn<"tmp">]> {
  let PyPTO = ["tile.rems"];
  let Summary = "dst = remainder(src, scalar), with a scratch tile";
  let TypeMatchOperands = [0];
  // §3: the scalar has the element type, so the tiles are signless.
  let Legality = !listconcat(
      PerTarget<[0], RemA2A3, VecArithSignless>.Rules,
      [RowMajor<[0, Res]>, ScalarIs<[1], "elem", 0>], RemTmpRules);
  let TargetRules = [TargetAliasRule<"a2a3", [0, 2],
                                     [OperandSeparation<2, [0]>]>];
}
def TFMOD : BinaryOp<"tfmod", "dst = fmod(src0, src1)", ["tile.fmod"]>;
def TFMODS : TileScalarOp<"tfmods", "dst = fmod(src, scalar)",
                          ["tile.fmods"],
                          [Elems<[0], VecArithSignless>, RowMajor<[0, Res]>,
                           ScalarIs<[1], "elem", 0>]>;
}

//===----------------------------------------------------------------------===//
// Activations.
//===----------------------------------------------------------------------===//

// a2a3's TPRELU reads src, slope and tmp while writing dst; a5 keeps the tmp
// operand in the ABI but never reads it, so dst may take tmp's bytes there.
def TPRELU : TileOp<"tprelu", [TileIn<"src">, TileIn<"slope">,
                               TmpIn<"tmp">]> {
  let Cost = CostVecBinary;
  let PyPTO = ["tile.prelu"];
  let Family = "activation";
  let Summary = "dst = src > 0 ? src : src * slope (per element)";
  let TypeMatchOperands = [0, 1];
  let NotInplaceSafe = 1;
  let TargetRules = [TargetAliasRule<"a5", [0, 1]>];
  // §4: all four tiles of one rows/cols; the a2a3 scratch is ui8 and
  // row_major.
  let Legality = [Elems<[0, 1], F32F16>, RowMajor<[0, 1, Res]>,
                  ShapeEq<[0, 1, 2], Res>, ElemsOn<A2A3, [2], [DTypeUI8]>,
                  RowMajor<[2], A2A3>,
                  DistinctOn<A2A3, [0, 1, 2, Res], "the a3 spelling">];
}

def TLRELU : TileOp<"tlrelu", [TileIn<"src">, ScalarIn<"slope">]> {
  let Cost = CostVecUnary;
  let PyPTO = ["tile.lrelu"];
  let Family = "activation";
  let Summary = "dst = src > 0 ? src : src * slope (f32 slope)";
  let TypeMatchOperands = [0];
  let ElemClass = "float";
  let Legality = [Elems<[0], F32F16>, ScalarIs<[1], "f32">,
                  Dims<A2A3, [0], "valid", "ge", Const, 1>];
}

//===----------------------------------------------------------------------===//
// Conversion.
//===----------------------------------------------------------------------===//

// Widening never in place (the write cursor outruns the read cursor);
// narrowing never in place on a2a3 (full repeats of every row are converted
// before the row tails, so a later row's output can overwrite an unread
// source tail).
def TCvtWidthRule : CastAliasRule<["a2a3", "a5"], ["a2a3"]>;

let Cost = CostVecBinary, Family = "cast", CastRule = TCvtWidthRule,
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
  let Cost = CostVecBinary;
  let PyPTO = ["tile.cmp"];
  let Summary = "mask = src0 <cmpMode> src1 (i8 mask)";
  let ResultType = MaskType<0>;
  let SameTypeOperands = [0, 1];
  let AttrPlace = AttrsInIns;
  // §6: a2a3 compares f32, f16 and i32 only, of one valid shape, into a
  // mask with src0's valid rows (its cols are free); a5 compares tiles of
  // one shape (valid shapes free).
  let Legality = !listconcat(
      PerTarget<[0, 1], !listconcat(F32F16, I32s),
                !listconcat(VecArith, [DTypeBF16], I8s)>.Rules,
      [ValidEq<[1], 0, A2A3>, VRowsEq<[Res], 0, A2A3>,
       ShapeEq<[1, Res], 0, A5>]);
}
def TCMPS : TileOp<"tcmps", [TileIn<"src">, ScalarIn<"scalar">,
                             AttrIn<"cmpMode", CmpModeAttr>]> {
  let Cost = CostVecUnary;
  let PyPTO = ["tile.cmps"];
  let Summary = "mask = src <cmpMode> scalar (i8 mask)";
  let ResultType = MaskType<0>;
  let AttrPlace = AttrsInIns;
  let Legality = DivsElems;
}
// TSEL reads the mask and the scratch while writing dst.
def TSEL : TileOp<"tsel", [MaskIn<"mask">, TileIn<"src0">, TileIn<"src1">,
                           TmpIn<"tmp">]> {
  let Cost = CostVecBinary;
  let PyPTO = ["tile.sel"];
  let Summary = "dst = mask ? src0 : src1";
  let ResultType = SameTypeAs<1>;
  let TypeMatchOperands = [1, 2];
  let ForbidOutputAlias = [0, 3];
  let Legality = !listconcat(
      PerTarget<[1, 2], VecArith, !listconcat(VecArith, I8s)>.Rules,
      [RowMajor<[1, 2, Res]>]);
}
// dst never takes the mask's bytes. a2a3 writes the scalar into tmp (on the
// scalar pipe) before reading mask and src, so tmp may not overlap them; a5
// never reads tmp. tmp is a written workspace on every target.
def TSELS : TileOp<"tsels", [MaskIn<"mask">, TileIn<"src">,
                             WorkspaceIn<"tmp">, ScalarIn<"scalar">]> {
  let Cost = CostVecUnary;
  let PyPTO = ["tile.sels"];
  let Summary = "dst = mask ? src : scalar";
  let ResultType = SameTypeAs<1>;
  let TypeMatchOperands = [1];
  let ForbidOutputAlias = [0];
  let Legality = !listconcat(
      PerTarget<[1], VecArithSignless,
                !listconcat(VecArithSignless, [DTypeI8])>.Rules,
      [RowMajor<[1, Res]>]);
  let TargetRules = [TargetAliasRule<"a2a3", [0],
                                     [OperandSeparation<2, [0, 1]>]>];
}
}

//===----------------------------------------------------------------------===//
// Reductions.
//===----------------------------------------------------------------------===//

class ArgRowReduction<int i> : RowReduction<i> { let ElemType = DTypeI32; }
class ArgColReduction<int i> : ColReduction<i> { let ElemType = DTypeI32; }

// §7: a row reduction reads an ND source with non-empty valid extents and
// writes a none_box dst (DN or ND); a column reduction reads and writes ND
// tiles. The scratch of trowmin,
// trowprod and the arg forms has the source's element type and valid shape.
defvar RowReduceRules = !listconcat(NoRules, [Elems<[0], VecArith>, NDLayout<[0]>,
                         Dims<[], [0], "valid", "ge", Const, 1>,
                         LayoutsOf<[], [Res], [LayND, LayDN]>]);
defvar ReduceTmpRules = [RowMajor<[1]>, ElemEq<[0, 1]>, ValidEq<[1], 0>];
let Family = "reduction" in {
// TROW* read whole rows and the scratch while writing the [M, 1] result.
class RowReduceOp<string m, string summary, list<string> pypto,
                  list<LegalRule> tmpRules = []>
    : TileOp<m, [TileIn<"src">, TmpIn<"tmp">]> {
  let Cost = CostVecReduce;
  let PyPTO = pypto;
  let Summary = summary;
  let ResultType = RowReduction<0>;
  let NotInplaceSafe = 1;
  let Legality = !listconcat(RowReduceRules, tmpRules);
}
def TROWSUM  : RowReduceOp<"trowsum", "dst[i] = sum_j src[i][j]",
                           ["tile.row_sum"]>;
def TROWMAX  : RowReduceOp<"trowmax", "dst[i] = max_j src[i][j]",
                           ["tile.row_max"]>;
def TROWMIN  : RowReduceOp<"trowmin", "dst[i] = min_j src[i][j]",
                           ["tile.row_min"], ReduceTmpRules>;
def TROWPROD : RowReduceOp<"trowprod", "dst[i] = prod_j src[i][j]",
                           ["tile.row_prod"], ReduceTmpRules>;
let ResultType = ArgRowReduction<0> in {
def TROWARGMAX : RowReduceOp<"trowargmax", "dst[i] = argmax_j src[i][j] "
                             "(i32)", ["tile.row_argmax"], ReduceTmpRules>;
def TROWARGMIN : RowReduceOp<"trowargmin", "dst[i] = argmin_j src[i][j] "
                             "(i32)", ["tile.row_argmin"], ReduceTmpRules>;
}

defvar ColReduceA5 = !listconcat(VecArith, [DTypeBF16], I8s);
defvar ColReduceRules = !listconcat(
    PerTarget<[0], VecArith, ColReduceA5>.Rules,
    [NDLayout<[0, Res]>, Dims<A5, [0], "valid", "ge", Const, 1>]);
class ColReduceOp<string m, string summary, list<string> pypto,
                  list<LegalRule> legality = ColReduceRules>
    : TileOp<m, [TileIn<"src">]> {
  let Cost = CostVecReduce;
  let PyPTO = pypto;
  let Summary = summary;
  let ResultType = ColReduction<0>;
  let Legality = legality;
}
def TCOLSUM  : ColReduceOp<"tcolsum", "dst[j] = sum_i src[i][j]", []>;
def TCOLMAX  : ColReduceOp<"tcolmax", "dst[j] = max_i src[i][j]",
                           ["tile.col_max"]>;
def TCOLMIN  : ColReduceOp<"tcolmin", "dst[j] = min_i src[i][j]",
                           ["tile.col_min"]>;
def TCOLPROD : ColReduceOp<"tcolprod", "dst[j] = prod_i src[i][j]",
                           ["tile.col_prod"],
                           !listconcat(
                               PerTarget<[0], VecArith,
                                         !listconcat(VecArith,
                                                     [DTypeBF16])>.Rules,
                               [NDLayout<[0, Res]>])>;
// The binary-tree form with a scratch tile.
def TCOLSUM_TMP : TileOp<"tcolsum", [TileIn<"src">, TmpIn<"tmp">]> {
  let Cost = CostVecReduce;
  let IRName = "pto.tcolsum.tmp";
  let PyPTO = ["tile.col_sum"];
  let Summary = "dst[j] = sum_i src[i][j], binary tree with a scratch tile";
  let ResultType = ColReduction<0>;
  let FixedAttrs = ["isBinary = true"];
  let AttrPlace = AttrsInIns;
  let Legality = !listconcat(ColReduceRules, [NDLayout<[1]>,
                                              ElemEq<[0, 1]>]);
}
let Cost = CostVecReduce, NotInplaceSafe = 1, ResultType = ArgColReduction<0>,
    Legality = !listconcat(NoRules,
                           [Elems<[0], F32F16>, NDLayout<[0, Res]>,
                            Dims<[], [0], "valid", "ge", Const, 1>],
                           ReduceTmpRules) in {
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

// The cost class of a binary broadcast of kind `name`: a divide at the SFU
// divide rate, expdif an exponential, the rest tile-with-tile ALU ops.
class ExpandCost<string name> {
  CostClass Cost = !cond(!eq(name, "div"): CostVecDiv,
                         !eq(name, "expdif"): CostVecTransc,
                         true: CostVecBinary);
}

// §8: the plain expands take 1, 2 and 4-byte elements and write an ND
// dst; the vector spans dst's valid rows (cols).
defvar ExpandA5 = !listconcat(VecArith, I8s);
// The element rule of the binary broadcasts.
class ExpandElems<bit floatOnly> {
  list<LegalRule> Rules = !if(floatOnly,
                              !listconcat(NoRules, [Elems<[0, 1], F32F16>]),
                              PerTarget<[0, 1], VecArith, ExpandA5>.Rules);
}
let Family = "broadcast" in {
def TROWEXPAND : TileOp<"trowexpand", [TileIn<"col">, ShapeIn<"rows">,
                                       ShapeIn<"cols">]> {
  let Cost = CostVecBinary;
  let PyPTO = ["tile.row_expand"];
  let Summary = "dst[i][j] = col[i] ([M, 1] to [rows, cols])";
  let ResultType = ExplicitType<0>;
  let ForbidOutputAlias = [0];
  // §8: the source is none_box in either blayout (an [M, 1] column, or a
  // full tile); the dst is ND.
  let Legality = [Elems<[0], Bytes124>, NDLayout<[Res]>,
                  VRowsEq<[0], Res>,
                  Dims<[], [0], "valid", "ge", Const, 1>,
                  LayoutsOf<[], [0], [LayND, LayDN]>];
}
def TCOLEXPAND : TileOp<"tcolexpand", [TileIn<"row">, ShapeIn<"rows">,
                                       ShapeIn<"cols">]> {
  let Cost = CostVecBinary;
  let PyPTO = ["tile.col_expand"];
  let Summary = "dst[i][j] = row[j] ([1, N] to [rows, cols])";
  let ResultType = ExplicitType<0>;
  let ForbidOutputAlias = [0];
  let Legality = [Elems<[0], Bytes124>, NDLayout<[0, Res]>,
                  VColsEq<[0], Res>];
}

// A binary broadcast: Expr is the element of the result, with V standing for
// the vector's element.
class ExpandOp<string m, string v, string summary, list<string> pypto,
               list<LegalRule> legality>
    : TileOp<m, [TileIn<"src">, TileIn<v>]> {
  let PyPTO = pypto;
  let Summary = summary;
  let TypeMatchOperands = [0];
  let ElemMatchOperands = [1];
  let ForbidOutputAlias = [1];
  let Legality = legality;
}
// §8, per kind of broadcast: sub, mul and div check only that dst is
// row_major; add, max, min and expdif also need a row_major src and the
// vector to span dst's valid rows. Div and expdif are f32/f16 only.
defvar RowExpandLoose = [RowMajor<[Res]>];
defvar RowExpandStrict = [RowMajor<[0, Res]>, VRowsEq<[1], Res>,
                          RowVector<[1]>];
multiclass RowExpandOp<string name, string expr, list<LegalRule> layout,
                       bit floatOnly = 0> {
  def NAME : ExpandOp<"trowexpand" # name, "col",
                      "dst[i][j] = " # !subst("V", "col[i]", expr),
                      ["tile.row_expand_" # name],
                      !listconcat(ExpandElems<floatOnly>.Rules, layout)> {
    let Cost = ExpandCost<name>.Cost;
  }
}
// §8: every operand row_major; the vector spans dst's valid columns.
multiclass ColExpandOp<string name, string expr, bit floatOnly = 0> {
  def NAME : ExpandOp<"tcolexpand" # name, "row",
                      "dst[i][j] = " # !subst("V", "row[j]", expr),
                      ["tile.col_expand_" # name],
                      !listconcat(ExpandElems<floatOnly>.Rules,
                                  [RowMajor<[0, 1, Res]>,
                                   VColsEq<[1], Res>])> {
    let Cost = ExpandCost<name>.Cost;
  }
}
// With a scratch tile the output may not take the scratch's bytes either;
// a5 has no scratch form of max, min and expdif, whose a2a3 scratch has
// dst's element type.
class RowExpandTmpOp<string name, string expr, list<LegalRule> layout,
                     bit floatOnly = 0, list<string> archs = []>
    : TileOp<"trowexpand" # name, [TileIn<"src">, TileIn<"col">,
                                  TmpIn<"tmp">]> {
  let IRName = "pto.trowexpand" # name # ".tmp";
  let Cost = ExpandCost<name>.Cost;
  let Summary = "dst[i][j] = " # !subst("V", "col[i]", expr) #
                ", with a scratch tile";
  let TypeMatchOperands = [0];
  let ElemMatchOperands = [1];
  let ForbidOutputAlias = [1, 2];
  let Archs = archs;
  // The a2a3 scratch forms of max, min and expdif take the dst's element
  // type in tmp and a vector that is not row_major.
  let Legality = !listconcat(ExpandElems<floatOnly>.Rules, layout,
                             !if(!empty(archs), NoRules,
                                 [ElemEq<[2, Res]>, NotRowMajor<[1]>]));
}

defm TROWEXPANDADD : RowExpandOp<"add", "src[i][j] + V", RowExpandStrict>;
defm TROWEXPANDSUB : RowExpandOp<"sub", "src[i][j] - V", RowExpandLoose>;
defm TROWEXPANDMUL : RowExpandOp<"mul", "src[i][j] * V", RowExpandLoose>;
defm TROWEXPANDDIV : RowExpandOp<"div", "src[i][j] / V", RowExpandLoose, 1>;
defm TROWEXPANDMAX : RowExpandOp<"max", "max(src[i][j], V)",
                                 RowExpandStrict>;
defm TROWEXPANDMIN : RowExpandOp<"min", "min(src[i][j], V)",
                                 RowExpandStrict>;
defm TROWEXPANDEXPDIF : RowExpandOp<"expdif", "exp(src[i][j] - V)",
                                    RowExpandStrict, 1>;
def TROWEXPANDSUB_TMP : RowExpandTmpOp<"sub", "src[i][j] - V",
                                       RowExpandLoose>;
def TROWEXPANDMUL_TMP : RowExpandTmpOp<"mul", "src[i][j] * V",
                                       RowExpandLoose>;
def TROWEXPANDDIV_TMP : RowExpandTmpOp<"div", "src[i][j] / V",
                                       RowExpandLoose, 1>;
def TROWEXPANDMAX_TMP : RowExpandTmpOp<"max", "max(src[i][j], V)",
                                       RowExpandStrict, 0, ["a2a3"]>;
def TROWEXPANDMIN_TMP : RowExpandTmpOp<"min", "min(src[i][j], V)",
                                       RowExpandStrict, 0, ["a2a3"]>;
def TROWEXPANDEXPDIF_TMP : RowExpandTmpOp<"expdif", "exp(src[i][j] - V)",
                                          RowExpandStrict, 1, ["a2a3"]>;

defm TCOLEXPANDADD : ColExpandOp<"add", "src[i][j] + V">;
defm TCOLEXPANDSUB : ColExpandOp<"sub", "src[i][j] - V">;
defm TCOLEXPANDMUL : ColExpandOp<"mul", "src[i][j] * V">;
defm TCOLEXPANDDIV : ColExpandOp<"div", "src[i][j] / V", 1>;
defm TCOLEXPANDMAX : ColExpandOp<"max", "max(src[i][j], V)">;
defm TCOLEXPANDMIN : ColExpandOp<"min", "min(src[i][j], V)">;
defm TCOLEXPANDEXPDIF : ColExpandOp<"expdif", "exp(src[i][j] - V)", 1>;
}

//===----------------------------------------------------------------------===//
// Transpose and concatenation.
//===----------------------------------------------------------------------===//

let Family = "layout" in {
// pto.ttrans is not in-place safe: a2a3's unaligned scalar path writes dst
// straight from src.
def TTRANS : TileOp<"ttrans", [TileIn<"src">, TmpIn<"tmp">]> {
  let Cost = CostVecBinary;
  let PyPTO = ["tile.transpose"];
  let Summary = "dst[j][i] = src[i][j]";
  let ResultSpace = SpaceOfOperand<0>;
  let ResultType = TransposeType<0>;
  let NotInplaceSafe = 1;
  // §11: 1, 2 or 4-byte elements, one for all three; a2a3 reads a
  // row_major source; on a5 the major dimension of src and dst spans a
  // multiple of 32 bytes.
  let Legality = [Elems<[0], Bytes124>, ElemEq<[0, 1, Res]>,
                  RowMajor<[0], A2A3>,
                  Dims<A5, [0, Res], "majorbytes", "mul", Const, 32>];
}
// The result's rows have another stride than the sources'.
def TCONCAT : TileOp<"tconcat", [TileIn<"src0">, TileIn<"src1">]> {
  let Cost = CostVecBinary;
  let PyPTO = ["tile.concat"];
  let Summary = "dst = [src0 | src1] (columns side by side)";
  let ResultType = ConcatType<0, 1>;
  let ElemMatchOperands = [0, 1];
  let NotInplaceSafe = 1;
  // §11: signless elements; a5 needs all three row_major; the parts have
  // dst's valid rows and their valid cols fit in dst's cols.
  let Legality = [Elems<[0, 1], [DTypeF32, DTypeF16, DTypeBF16, DTypeI32,
                                 DTypeI16, DTypeI8]>,
                  RowMajor<[0, 1, Res], A5>, VRowsEq<[0, 1], Res>,
                  DimSum<[0, 1], "vcols", "le", Res, "cols">];
}
}

//===----------------------------------------------------------------------===//
// Windows: extract and insert.
//===----------------------------------------------------------------------===//

let Family = "window" in {
def TEXTRACT : TileOp<"textract", [TileIn<"src", [SpaceMat, SpaceVec]>,
                                   OffsetIn<"row">, OffsetIn<"col">,
                                   ShapeIn<"rows">, ShapeIn<"cols">]> {
  let Cost = CostBySpaces;
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
  // §10: no 16-bit integers, and no i32 on either target. A window at
  // constant offsets lies inside the source. Layouts: a2a3's mat source
  // (and a5's, into left) is row_major in blayout or slayout; a5's into
  // right or scaling is ZN or NZ; a left dst has slayout row_major, a
  // right one is ZN; a5 vec to vec is ND on both sides.
  let Legality = !listconcat(
      PerTarget<[0], !listconcat(I8s, [DTypeF16, DTypeBF16, DTypeF32]),
                !listconcat(I8s, FP8s, [DTypeF16, DTypeBF16,
                                        DTypeF32])>.Rules,
      [WindowIn<[Res], "shape", 0, 1, 2>,
       LayoutsOf<A2A3, [0], [LayND, LayRR, LayZN, LayNZ]>,
       LayoutsWhen<A5, [0], Res, [SpaceLeft], [LayND, LayRR, LayZN, LayNZ]>,
       LayoutsWhen<A5, [0], Res, [SpaceRight, SpaceScaling], [LayZN, LayNZ]>,
       LayoutsWhen<[], [Res], Res, [SpaceLeft], [LayRR, LayNZ]>,
       LayoutsWhen<[], [Res], Res, [SpaceRight], [LayZN]>,
       NDWhen<A5, [0, Res], Res, [SpaceVec]>]);
}
// TINSERT writes src into dst at (row, col) and keeps the rest of dst: the
// result is dst, updated in place (PyPTO's tile.assemble).
def TINSERT : TileOp<"tinsert", [TileIn<"target", [SpaceMat]>,
                                 TileIn<"src", [SpaceAcc]>, OffsetIn<"row">,
                                 OffsetIn<"col">]> {
  let Cost = CostBySpaces;
  let PyPTO = ["tile.assemble"];
  let Summary = "target[row + i][col + j] = src[i][j], in place over target";
  let ResultSpace = SpaceOfOperand<0>;
  let OutputReusesInput = 0;
  let ReusedInputInIns = 0;
  let Pipe = PipeFIX;
  let SpacePairs = [SpacePair<SpaceAcc, SpaceMat, ["a2a3", "a5"], PipeFIX, 1>];
  let PairOperand = 1;
  // §10: (src, target) element types: a2a3 converts f32 to f16 or bf16; a5
  // also keeps f32 or i32.
  // Both tiles NZ, an a2a3 target of fractal 512; src's valid region at
  // constant offsets lies inside the target.
  let Legality = [
      ElemPairs<A2A3, 1, 0, [DTypeF32, DTypeF16, DTypeF32, DTypeBF16]>,
      ElemPairs<A5, 1, 0, [DTypeF32, DTypeF16, DTypeF32, DTypeBF16,
                           DTypeF32, DTypeF32, DTypeI32, DTypeI32]>,
      LayoutsOf<[], [0, 1], [LayNZ]>,
      Dims<A2A3, [0], "fractal", "eq", Const, 512>,
      WindowIn<[1], "valid", 0, 2, 3>];
}
}

//===----------------------------------------------------------------------===//
// Padding.
//===----------------------------------------------------------------------===//

class FilledType<int i> : TypeRule<"same", i> { let FullValid = 1; }

// §14: elements of 1, 2 or 4 bytes.
let Cost = CostVecUnary, Family = "fillpad", ResultNeedsPad = 1,
    Legality = [Elems<[0], Bytes124>] in {
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
  let Legality = [Elems<[0], Bytes124>, Dims<[], [Res], "shape", "ge", 0>];
}
}

//===----------------------------------------------------------------------===//
// Views: the result is the source's bytes seen with another type. Nothing
// executes; the planner colocates the result with its source.
//===----------------------------------------------------------------------===//

// §11: a bitcast keeps its source's config, field by field.
class BitcastKeeps<string what> : Dims<[], [Res], what, "eq", 0> {
  let Note = "a bitcast keeps its source's blayout, slayout, fractal and "
             "pad; change the element type only";
}

let Cost = CostNone, Family = "view", IsView = 1, Pipe = PipeNone,
    ResultSpace = SpaceOfOperand<0> in {
def TRESHAPE : TileOp<"treshape", [TileIn<"src", AllSpaces>, ShapeIn<"rows">,
                                   ShapeIn<"cols">]> {
  let PyPTO = ["tile.reshape"];
  let Summary = "the source's bytes as a [rows, cols] tile";
  let ResultType = ExplicitType<0>;
  let Form = FormReshape;
  // §11: the same bytes (checked for every view) and the same boxed-ness.
  let Legality = [Dims<[], [Res], "boxed", "eq", 0>];
}
def BITCAST : TileOp<"bitcast", [TileIn<"src", AllSpaces>]> {
  let PyPTO = ["tile.reinterpret_view"];
  let Summary = "the source's bytes with another element type of the same "
                "width (dtype suffix)";
  let ResultType = CastType<0>;
  let Form = FormReshape;
  // §11: a bitcast to the same type is a treshape, and a bitcast keeps its
  // source's config (blayout, slayout, fractal, pad; compact is never
  // printed).
  let Legality = [ElemNe<0, Res>, BitcastKeeps<"blayout">,
                  BitcastKeeps<"slayout">, BitcastKeeps<"fractal">,
                  BitcastKeeps<"pad">];
}
def SUBSET : TileOp<"subset", [TileIn<"src", AllSpaces>, OffsetIn<"row">,
                               OffsetIn<"col">, ShapeIn<"rows">,
                               ShapeIn<"cols">]> {
  let PyPTO = ["tile.slice"];
  let Summary = "the [rows, cols] window of the source at (row, col)";
  let ResultType = ExplicitType<0>;
  let ViewOffset = ViewAtRowCol<1, 2>;
  let Form = FormSubset;
  // §R: ptoas infers a subset's element type from its source (the text
  // gives the source type only), so a dtype suffix cannot be printed.
  // §11: a window of a boxed source (any space: mat, left, right and acc
  // by default, a vec tile declared with an slayout) is made of whole
  // fractal boxes and keeps whole lines across them: all rows of a
  // col_major source (mat, acc, a5 left), all cols of a row_major one
  // (right, a2a3 left), at offset 0 (BoxedWindow, the FractalBox table).
  let Legality = [SubsetElem, BoxedWindow<0, 1, 2>];
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

let Cost = CostNone, Family = "view", IsView = 1, Pipe = PipeNone,
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

let Cost = CostVecBinary, Family = "gather", NotInplaceSafe = 1 in {
// §12: the index form reads i32 indices (i16 too on a5) whose valid
// columns cover their rows, as dst's do; the a2a3 scratch is like idx.
def TGATHER : TileOp<"tgather", [TileIn<"src">, IndexIn<"idx">,
                                 WorkspaceIn<"tmp">]> {
  let PyPTO = ["tile.gather"];
  let Summary = "dst[i][j] = src at idx[i][j] (index form)";
  let Legality = !listconcat(
      PerTarget<[0], VecArith, !listconcat(VecArith, I8s)>.Rules,
      PerTarget<[1], I32s, !listconcat(I32s, I16s)>.Rules,
      [ElemEq<[1, 2], A2A3>, ValidEq<[2], 1, A2A3>,
       FullValidCols<[1, Res]>]);
}
def TGATHER_MASK : TileOp<"tgather", [TileIn<"src">,
                                      AttrIn<"maskPattern",
                                             MaskPatternAttr>]> {
  let IRName = "pto.tgather.mask";
  let PyPTO = ["tile.gather_mask"];
  let Summary = "dst = the elements of src a fixed mask pattern selects";
  let AttrPlace = AttrsAsInsArg;
  // §12: 2 or 4-byte elements on a2a3, 1, 2 or 4 on a5.
  let Legality = !listconcat(
      PerTarget<[0], !listconcat([DTypeF32, DTypeF16, DTypeBF16], I32s,
                                 I16s),
                !listconcat(Bytes124, FP8s)>.Rules,
      [RowMajor<[0, Res]>, FullValidCols<[Res]>]);
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
  // §12: kvalue has the source's element type; every tile is row_major.
  // (a2a3 also takes i32 sources with cmpMode eq; this table does not.)
  let Legality = !listconcat(
      PerTarget<[0], F32F16, !listconcat(F32F16, I32s, I16s)>.Rules,
      [RowMajor<[0, 2, Res]>, ScalarIs<[1], "elem", 0>]);
}
def TGATHERB : TileOp<"tgatherb", [TileIn<"src">, IndexIn<"offsets">]> {
  let PyPTO = ["tile.gatherb"];
  let Summary = "dst = the blocks of src at the byte offsets";
  let Legality = [Elems<[0], Bytes124>, RowMajor<[Res], A2A3>];
}
}
// Scatter writes src into dst at the indices and keeps the rest of dst.
def TSCATTER : TileOp<"tscatter", [TileIn<"target">, TileIn<"src">,
                                   IndexIn<"idx">]> {
  let Cost = CostVecBinary;
  let PyPTO = ["tile.scatter"];
  let Family = "gather";
  let Summary = "target[idx[i][j]] = src[i][j], in place over target";
  let ElemMatchOperands = [1];
  let OutputReusesInput = 0;
  let ReusedInputInIns = 0;
  let PipeOverrides = [PipeOnArch<"a2a3", PipeS>];
  // §12: (data, index) element types: indices as wide as the data, 16-bit
  // for 8-bit data.
  let Legality = [
      Elems<[1], Bytes124>,
      ElemPairs<[], 1, 2,
          !listconcat(
              !foldl([]<DType>, !listconcat(I8s, I16s, [DTypeF16, DTypeBF16]),
                     acc, d, !listconcat(acc, [d, DTypeI16, d, DTypeUI16])),
              !foldl([]<DType>, !listconcat(I32s, [DTypeF32]),
                     acc, d, !listconcat(acc, [d, DTypeI32, d, DTypeUI32])))>];
}

//===----------------------------------------------------------------------===//
// Sort.
//===----------------------------------------------------------------------===//

let Cost = CostVecSort, Family = "sort", NotInplaceSafe = 1, ElemClass = "float" in {
// §13: f16/f32 values, ui32 indices, every tile row_major.
def TSORT32 : TileOp<"tsort32", [TileIn<"src">, IndexIn<"idx">]> {
  let PyPTO = ["tile.sort32"];
  let Summary = "sort blocks of 32 (value, index) pairs";
  let Legality = [Elems<[0], F32F16>, Elems<[1], [DTypeUI32]>,
                  RowMajor<[0, 1, Res]>];
}
def TSORT32_TMP : TileOp<"tsort32", [TileIn<"src">, IndexIn<"idx">,
                                     TmpIn<"tmp">]> {
  let IRName = "pto.tsort32.tmp";
  let Summary = "tsort32 with a scratch tile";
  let Legality = [Elems<[0], F32F16>, Elems<[1], [DTypeUI32]>,
                  RowMajor<[0, 1, 2, Res]>];
}
// The merge sort intrinsic requires src != dst. §13: one row; blockLen is
// an integer, a constant one a positive multiple of 64.
def TMRGSORT : TileOp<"tmrgsort", [TileIn<"src">, CountIn<"blockLen">]> {
  let PyPTO = ["tile.mrgsort_format1"];
  let Summary = "merge sorted blocks of blockLen (format 1)";
  let Legality = [Elems<[0], F32F16>, Dims<[], [0], "rows", "eq", Const, 1>,
                  ScalarConst<[1], "int", 64, 64>];
}
def TMRGSORT_FORMAT2 : TileOp<"tmrgsort", [TileIn<"src0">,
                                           VariadicTileIn<"srcs", 1, 3>,
                                           TmpIn<"tmp">]> {
  let IRName = "pto.tmrgsort.format2";
  let PyPTO = ["tile.mrgsort_format2"];
  let Summary = "merge 2 to 4 sorted lists (format 2)";
  let ResultType = SameTypeAs<2>;
  let TypeMatchOperands = [2];
  // §13: any element type, one for every list, the scratch and dst.
  let ElemClass = "any";
  let Legality = [ElemEq<[0, 1, 2, Res]>];
  let AttrPlace = AttrsInIns;
  let FixedAttrs = ["exhausted = false"];
  let ExtraOuts = ["vector<4xi16>"];
}
}

//===----------------------------------------------------------------------===//
// Matmul and gemv: left [M, K] x right [K, N] into acc [M, N] on the cube.
//===----------------------------------------------------------------------===//

// §9: the (lhs, rhs) element types of the type triples: i8 (into i32),
// f16, bf16, f32, and fp8 on a5 (into f32). Shapes: per op.
defvar MatmulElems = !listconcat(NoRules, [ElemsOn<A2A3, [0, 1], !listconcat(I8s, [DTypeF16,
                                                                DTypeBF16,
                                                                DTypeF32])>,
                      ElemsOn<A5, [0, 1], !listconcat(I8s, FP8s,
                                                      [DTypeF16, DTypeBF16,
                                                       DTypeF32])>]);
// §9: on a5 the cube reads lhs with slayout row_major (its blayout is the
// target's whatever is printed, ParsedBLayout), rhs ZN, and writes dst NZ,
// the spaces' default layouts; a2a3 checks no layout.
class MatmulLayouts<int l, int r, list<int> dst> {
  list<LegalRule> Rules = !listconcat(
      NoRules, [LayoutsOf<A5, [l], [LayRR, LayNZ]>,
                LayoutsOf<A5, [r], [LayZN]>,
                LayoutsOf<A5, dst, [LayNZ]>]);
}
// tmatmul: the valid extents of lhs and rhs cols are in [1, 4095]
// (ptoas does not compare lhs cols with rhs rows; this table does).
class MatmulShape<int l, int r, list<string> archs = []> {
  list<LegalRule> Rules = !listconcat(
      ValidIn<[l], 1, 4095, archs>.Rules,
      [Dims<archs, [r], "vcols", "ge", Const, 1>,
       Dims<archs, [r], "vcols", "le", Const, 4095>]);
}
// tgemv: one valid lhs row whose valid columns are rhs's valid rows; the
// ranges hold on a5 only.
class GemvShape<int l, int r> {
  list<LegalRule> Rules = !listconcat(
      NoRules, [VRowsIs<[l], 1>, DimsOf<[], [l], "vcols", "eq", r, "vrows">],
      MatmulShape<l, r, A5>.Rules);
}
let Cost = CostCube, Family = "matmul", Pipe = PipeM, ResultSpace = InSpace<SpaceAcc> in {
multiclass MatmulOps<string m, string pypto, bit gemv> {
  def NAME : TileOp<m, [TileIn<"lhs", [SpaceLeft]>,
                        TileIn<"rhs", [SpaceRight]>]> {
    let PyPTO = ["tile." # pypto];
    let Summary = "acc = lhs x rhs";
    let ResultType = MatmulType<0, 1>;
    let Legality = !listconcat(MatmulElems,
                               !if(gemv, GemvShape<0, 1>.Rules,
                                   MatmulShape<0, 1>.Rules),
                               MatmulLayouts<0, 1, [Res]>.Rules);
  }
  // The accumulator is read and written in place (mad_acc shares %dst).
  def _ACC : TileOp<m # ".acc", [AccIn<"acc">, TileIn<"lhs", [SpaceLeft]>,
                                 TileIn<"rhs", [SpaceRight]>]> {
    let PyPTO = ["tile." # pypto # "_acc"];
    let Summary = "acc += lhs x rhs, in place over acc";
    let ResultType = MatmulType<1, 2>;
    let TypeMatchOperands = [0];
    let OutputReusesInput = 0;
    let Legality = !listconcat(!if(gemv, GemvShape<1, 2>.Rules,
                                   MatmulShape<1, 2>.Rules),
                               MatmulLayouts<1, 2, [0, Res]>.Rules);
  }
  def _BIAS : TileOp<m # ".bias", [TileIn<"lhs", [SpaceLeft]>,
                                   TileIn<"rhs", [SpaceRight]>,
                                   TileIn<"bias", [SpaceBias]>]> {
    let PyPTO = ["tile." # pypto # "_bias"];
    let Summary = "acc = lhs x rhs + bias (one row, broadcast)";
    let ResultType = MatmulType<0, 1>;
    let ElemMatchOperands = [2];
    // §9: a bias is one row; on a5 it is row_major.
    let Legality = !listconcat(MatmulElems,
                               [Dims<[], [2], "rows", "eq", Const, 1>,
                                RowMajor<[2], A5>],
                               !if(gemv, GemvShape<0, 1>.Rules,
                                   MatmulShape<0, 1>.Rules),
                               MatmulLayouts<0, 1, [Res]>.Rules);
  }
}
defm TMATMUL : MatmulOps<"tmatmul", "matmul", 0>;
defm TGEMV : MatmulOps<"tgemv", "gemv", 1>;
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
  let Cost = CostNone;
  let PyPTO = ["tile.tpop_from_aic"];
  let Family = "cross-core";
  let Summary = "pop a tile the cube core pushed (queue storage)";
  let ResultType = ExplicitType<>;
  let Form = FormUnprintable;
  let Pipe = PipeS;
  let PopsFromCube = 1;
}
