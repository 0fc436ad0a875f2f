//===-- AscendPTORegisterInfo.td - Tile and scalar classes -*- tablegen -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// AscendPTO never allocates registers: every value stays a virtual register
// from instruction selection to the PTO emitter (as in the SPIR-V backend).
// Register classes only type those virtual registers:
//
//  - one class per on-chip memory space for tiles (VEC = UB, MAT = L1,
//    LEFT = L0A, RIGHT = L0B, ACC = L0C, BIAS, SCALING), and ANYTILE, their
//    union, for operands whose space is chosen by the program (tload's
//    destination, tmov's source and destination);
//  - one class per PTO scalar type (I1 ... F32; IDX is PTO's `index`, which
//    an LLVM i64 becomes), and ANYSCALAR, their union;
//  - GM for global-memory pointer arguments and TV for tensor views.
//
// Each class holds one placeholder register so that the classes exist; the
// placeholders are never used.
//
//===----------------------------------------------------------------------===//

class AscendPTOReg<string n> : Register<n> {
  let Namespace = "AscendPTO";
}

// Tile placeholders, one per memory space.
def VEC0     : AscendPTOReg<"vec0">;
def MAT0     : AscendPTOReg<"mat0">;
def LEFT0    : AscendPTOReg<"left0">;
def RIGHT0   : AscendPTOReg<"right0">;
def ACC0     : AscendPTOReg<"acc0">;
def BIAS0    : AscendPTOReg<"bias0">;
def SCALING0 : AscendPTOReg<"scaling0">;

// Scalar and handle placeholders.
def P0   : AscendPTOReg<"p0">;
def B0   : AscendPTOReg<"b0">;
def H0   : AscendPTOReg<"h0">;
def W0   : AscendPTOReg<"w0">;
def X0   : AscendPTOReg<"x0">;
def HF0  : AscendPTOReg<"hf0">;
def BF0  : AscendPTOReg<"bf0">;
def SF0  : AscendPTOReg<"sf0">;
def GM0  : AscendPTOReg<"gm0">;
def TV0  : AscendPTOReg<"tv0">;

class AscendPTOClass<dag regs> : RegisterClass<"AscendPTO", [i64], 64, regs>;

def VEC     : AscendPTOClass<(add VEC0)>;
def MAT     : AscendPTOClass<(add MAT0)>;
def LEFT    : AscendPTOClass<(add LEFT0)>;
def RIGHT   : AscendPTOClass<(add RIGHT0)>;
def ACC     : AscendPTOClass<(add ACC0)>;
def BIAS    : AscendPTOClass<(add BIAS0)>;
def SCALING : AscendPTOClass<(add SCALING0)>;
def ANYTILE : AscendPTOClass<(add VEC0, MAT0, LEFT0, RIGHT0, ACC0, BIAS0,
                                  SCALING0)>;

def I1   : AscendPTOClass<(add P0)>;
def I8   : AscendPTOClass<(add B0)>;
def I16  : AscendPTOClass<(add H0)>;
def I32  : AscendPTOClass<(add W0)>;
def IDX  : AscendPTOClass<(add X0)>;
def F16  : AscendPTOClass<(add HF0)>;
def BF16 : AscendPTOClass<(add BF0)>;
def F32  : AscendPTOClass<(add SF0)>;
def ANYSCALAR : AscendPTOClass<(add P0, B0, H0, W0, X0, HF0, BF0, SF0)>;
def ANYINT    : AscendPTOClass<(add P0, B0, H0, W0, X0)>;
def ANYFLOAT  : AscendPTOClass<(add HF0, BF0, SF0)>;

def GM : AscendPTOClass<(add GM0)>;
def TV : AscendPTOClass<(add TV0)>;
