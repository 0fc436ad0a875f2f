//===-- AscendPTOScalarOps.td - Scalar arithmetic and control -*- tblgen -*-=//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The scalar side of a kernel: function arguments, constants, the `arith`
// operations the PTO assembler lowers to C++ (pto-op-syntax.md, section 5),
// and the branches the structurizer turns into scf.for / scf.if.
//
// Every ScalarOp carries its MLIR spelling; ascendpto-tblgen emits the
// opcode -> spelling table the emitter prints with.
//
//===----------------------------------------------------------------------===//

// A scalar operation printed as `%d = <Mnemonic> %a, %b : <type>`.
//   Mnemonic - the MLIR operation name.
//   Form     - how operands are printed (see ScalarForm in
//              lib/Target/AscendPTO/AscendPTOTileOps.h).
class ScalarOp<string mnemonic, string form, dag outs, dag ins>
    : AscendPTOInst<outs, ins> {
  string Mnemonic = mnemonic;
  string Form = form;
}

// Function arguments: operand 0 is the IR argument number.
def ARG_GM     : ScalarOp<"", "arg", (outs GM:$dst), (ins imm64:$index)>;
def ARG_SCALAR : ScalarOp<"", "arg", (outs ANYSCALAR:$dst),
                          (ins imm64:$index)>;

// Constants; the destination's register class gives the type.
def CONST_INT : ScalarOp<"arith.constant", "const", (outs ANYINT:$dst),
                         (ins imm64:$value)>;
def CONST_FP  : ScalarOp<"arith.constant", "const", (outs ANYFLOAT:$dst),
                         (ins fpimm32:$value)>;

// Integer binary operations, the type of both operands and the result.
class IntBinOp<string mnemonic>
    : ScalarOp<mnemonic, "binary", (outs ANYINT:$dst),
               (ins ANYINT:$lhs, ANYINT:$rhs)>;
def ADDI      : IntBinOp<"arith.addi">;
def SUBI      : IntBinOp<"arith.subi">;
def MULI      : IntBinOp<"arith.muli">;
def DIVSI     : IntBinOp<"arith.divsi">;
def REMSI     : IntBinOp<"arith.remsi">;
def ANDI      : IntBinOp<"arith.andi">;
def SHLI      : IntBinOp<"arith.shli">;
def MINSI     : IntBinOp<"arith.minsi">;
def MAXSI     : IntBinOp<"arith.maxsi">;

// Float binary operations. LLVM's fadd is printed as `subf a, (negf b)`:
// the PTO assembler cannot lower arith.addf.
class FloatBinOp<string mnemonic>
    : ScalarOp<mnemonic, "binary", (outs ANYFLOAT:$dst),
               (ins ANYFLOAT:$lhs, ANYFLOAT:$rhs)>;
def ADDF      : ScalarOp<"arith.subf", "addf", (outs ANYFLOAT:$dst),
                         (ins ANYFLOAT:$lhs, ANYFLOAT:$rhs)>;
def SUBF      : FloatBinOp<"arith.subf">;
def MULF      : FloatBinOp<"arith.mulf">;
def DIVF      : FloatBinOp<"arith.divf">;
def MAXIMUMF  : FloatBinOp<"arith.maximumf">;
def NEGF      : ScalarOp<"arith.negf", "unary", (outs ANYFLOAT:$dst),
                         (ins ANYFLOAT:$src)>;

// Comparisons; the predicate is the MLIR predicate's name index
// (CmpIPredicate / CmpFPredicate order, see AscendPTOTileOps.h).
def CMPI : ScalarOp<"arith.cmpi", "cmp", (outs I1:$dst),
                    (ins imm64:$pred, ANYINT:$lhs, ANYINT:$rhs)>;
def CMPF : ScalarOp<"arith.cmpf", "cmp", (outs I1:$dst),
                    (ins imm64:$pred, ANYFLOAT:$lhs, ANYFLOAT:$rhs)>;
def SELECT : ScalarOp<"arith.select", "select", (outs ANYSCALAR:$dst),
                      (ins I1:$cond, ANYSCALAR:$tval, ANYSCALAR:$fval)>;

// Casts.
def INDEX_CAST   : ScalarOp<"arith.index_cast", "cast", (outs ANYINT:$dst),
                            (ins ANYINT:$src)>;
def INDEX_CASTUI : ScalarOp<"arith.index_castui", "cast", (outs ANYINT:$dst),
                            (ins ANYINT:$src)>;
def SITOFP       : ScalarOp<"arith.sitofp", "cast", (outs ANYFLOAT:$dst),
                            (ins ANYINT:$src)>;
def TRUNCF       : ScalarOp<"arith.truncf", "cast", (outs ANYFLOAT:$dst),
                            (ins ANYFLOAT:$src)>;

// Runtime ids (`%v = pto.get_block_idx`, an i64).
def GET_BLOCK_IDX    : ScalarOp<"pto.get_block_idx", "nullary",
                                (outs ANYINT:$dst), (ins)>;
def GET_BLOCK_NUM    : ScalarOp<"pto.get_block_num", "nullary",
                                (outs ANYINT:$dst), (ins)>;
def GET_SUBBLOCK_IDX : ScalarOp<"pto.get_subblock_idx", "nullary",
                                (outs ANYINT:$dst), (ins)>;
def GET_SUBBLOCK_NUM : ScalarOp<"pto.get_subblock_num", "nullary",
                                (outs ANYINT:$dst), (ins)>;

// Control flow. The structurizer prints these as scf.for / scf.if / return.
let isTerminator = 1 in {
  let isBranch = 1, isBarrier = 1 in
  def BR : ScalarOp<"", "branch", (outs), (ins brtarget:$target)>;
  let isBranch = 1 in
  def BRCOND : ScalarOp<"", "branch", (outs),
                        (ins I1:$cond, brtarget:$target)>;
  let isReturn = 1, isBarrier = 1 in
  def RET : ScalarOp<"return", "return", (outs), (ins)>;
}
