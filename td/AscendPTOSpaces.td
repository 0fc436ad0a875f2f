//===-- AscendPTOSpaces.td - Memory spaces, dtypes, pipes -*- tablegen -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The vocabulary the op table and the processors are written in: on-chip
// memory spaces (with their LLVM IR address space and register class),
// element types, and execution pipes. ascendpto-tblgen turns these records
// into enums and tables (AscendPTOGenTables.inc).
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Memory spaces.
//===----------------------------------------------------------------------===//

// A memory space a tile can live in.
//   Name      - the PTO `loc` keyword.
//   AddrSpace - the LLVM IR address space of a tile pointer in this space
//               (docs/tile-abi.md); 0 is global memory and is not planned.
//   Hardware  - the buffer's hardware name, for diagnostics.
//   RegClass  - the register class of tiles in this space.
//   BLayout, SLayout, Fractal - the default tile layout printed for the space.
class MemSpace<string name, int addrSpace, string hw, RegisterClass rc,
               string blayout, string slayout, int fractal> {
  string Name = name;
  int AddrSpace = addrSpace;
  string Hardware = hw;
  RegisterClass RegClass = rc;
  string BLayout = blayout;
  string SLayout = slayout;
  int Fractal = fractal;
}

def SpaceVec     : MemSpace<"vec",     1, "UB",  VEC,
                            "row_major", "none_box", 512>;
def SpaceMat     : MemSpace<"mat",     2, "L1",  MAT,
                            "col_major", "row_major", 512>;
def SpaceLeft    : MemSpace<"left",    3, "L0A", LEFT,
                            "col_major", "row_major", 512>;
def SpaceRight   : MemSpace<"right",   4, "L0B", RIGHT,
                            "row_major", "col_major", 512>;
def SpaceAcc     : MemSpace<"acc",     5, "L0C", ACC,
                            "col_major", "row_major", 1024>;
def SpaceBias    : MemSpace<"bias",    6, "BT",  BIAS,
                            "row_major", "none_box", 512>;
def SpaceScaling : MemSpace<"scaling", 7, "FB",  SCALING,
                            "row_major", "none_box", 512>;

//===----------------------------------------------------------------------===//
// Element types.
//===----------------------------------------------------------------------===//

// A tile element type.
//   Name    - the PTO spelling (and the suffix in IR callee names).
//   Code    - the value stored in MIR type operands (docs/tile-abi.md).
//   Bits    - storage width; 4-bit types pack two per byte.
//   IsFloat - floating point.
class DType<string name, int enc, int width, bit isFloat> {
  string Name = name;
  int Code = enc;
  int Bits = width;
  bit IsFloat = isFloat;
}

def DTypeF32      : DType<"f32",       0, 32, 1>;
def DTypeF16      : DType<"f16",       1, 16, 1>;
def DTypeBF16     : DType<"bf16",      2, 16, 1>;
def DTypeI8       : DType<"i8",        3,  8, 0>;
def DTypeUI8      : DType<"ui8",       4,  8, 0>;
def DTypeI16      : DType<"i16",       5, 16, 0>;
def DTypeUI16     : DType<"ui16",      6, 16, 0>;
def DTypeI32      : DType<"i32",       7, 32, 0>;
def DTypeUI32     : DType<"ui32",      8, 32, 0>;
def DTypeI64      : DType<"i64",       9, 64, 0>;
def DTypeUI64     : DType<"ui64",     10, 64, 0>;
def DTypeF8E4M3FN : DType<"f8E4M3FN", 11,  8, 1>;
def DTypeF8E5M2   : DType<"f8E5M2",   12,  8, 1>;
def DTypeI4       : DType<"i4",       13,  4, 0>;

//===----------------------------------------------------------------------===//
// Execution pipes.
//===----------------------------------------------------------------------===//

// An Ascend execution pipe (the PTO `#pto.pipe<...>` name).
class ExecPipe<string name, string desc> {
  string Name = name;
  string Description = desc;
}

def PipeMTE2 : ExecPipe<"PIPE_MTE2", "global memory to L1/UB loads">;
def PipeMTE1 : ExecPipe<"PIPE_MTE1", "L1 to L0A/L0B/bias moves">;
def PipeM    : ExecPipe<"PIPE_M",    "cube matrix multiply">;
def PipeV    : ExecPipe<"PIPE_V",    "vector unit">;
def PipeFIX  : ExecPipe<"PIPE_FIX",  "L0C out (fixpipe)">;
def PipeMTE3 : ExecPipe<"PIPE_MTE3", "UB to global memory stores">;
def PipeS    : ExecPipe<"PIPE_S",    "scalar unit">;

// Declarations and views (alloc_tile, make_tensor_view, treshape...) name
// bytes that already exist: no pipe executes them.
def PipeNone : ExecPipe<"none", "no execution (a declaration or a view)">;

//===----------------------------------------------------------------------===//
// Layouts of global tensors.
//===----------------------------------------------------------------------===//

// A layout of a rank-2 global tensor: PTO's `#pto.layout<Name>`, the
// optional `layout` of make_tensor_view (ptoas-rules.md §1,
// make_tensor_view). A view is in the layout when its elements are adjacent
// along UnitDim (that dimension's stride is 1); it is the layout ptoas
// infers from constant strides when the view is also contiguous (the other
// stride is the extent of UnitDim). ptoas refuses a written layout that
// differs from the one it infers (`layout mismatch: user-specified
// layout=dn but inferred=nd`), and does not check one with run-time
// strides. nz, the third value, is a 5-D fractal and no rank-2 view.
//   Name      - the `#pto.layout<...>` keyword.
//   UnitDim   - the dimension with stride 1 (0 rows, 1 columns).
//   Reading   - for diagnostics and docs.
class GlobalLayout<string name, int unitDim, string reading> {
  string Name = name;
  int UnitDim = unitDim;
  string Reading = reading;
}

def GlobalND : GlobalLayout<"nd", 1, "row-major: the column stride is 1">;
def GlobalDN : GlobalLayout<"dn", 0, "column-major: the row stride is 1">;
