/*===- pto.h - Writing AscendPTO tile kernels in C -------------*- C -*-===*\
|*                                                                          *|
|* Part of the AscendPTO project, under the Apache License v2.0 with LLVM  *|
|* Exceptions. See LICENSE for license information.                         *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                  *|
|*                                                                          *|
\*===----------------------------------------------------------------------===*/
/*
 * Declarations that let clang emit the tile ABI of docs/tile-abi.md from C:
 * tiles are pointers into address spaces 1..7 (one per on-chip memory),
 * tile operations are extern functions whose assembler names are the pto.*
 * callee names. Compile for a generic target that adds no CPU attributes and
 * hand the IR to llc with the plugin (utils/clang/pto-cc does both):
 *
 *   clang-22 --target=spir64 -O2 -S -emit-llvm -I utils/clang k.c -o k.ll
 *   llc-22 -load=build/lib/libAscendPTO.so -mtriple=ascendpto k.ll -o k.pto
 *
 * An IR function has one type, so every operation is declared once per
 * memory space and element type it is used with; the space and dtype
 * suffixes of the assembler name say which (pto.tload.mat, pto.tcvt.f16).
 */

#ifndef ASCENDPTO_PTO_H
#define ASCENDPTO_PTO_H

#define PTO_AS(n) __attribute__((address_space(n)))
#define PTO_OP(name) __asm__("pto." name)

/* Tiles, one type per memory space. */
typedef PTO_AS(1) struct pto_vec_tile *pto_vec;     /* UB */
typedef PTO_AS(2) struct pto_mat_tile *pto_mat;     /* L1 */
typedef PTO_AS(3) struct pto_left_tile *pto_left;   /* L0A */
typedef PTO_AS(4) struct pto_right_tile *pto_right; /* L0B */
typedef PTO_AS(5) struct pto_acc_tile *pto_acc;     /* L0C */

/* A view of a global tensor (rank 2; shape and strides in elements). */
typedef struct pto_tensor_view *pto_view;

pto_view pto_view_f32(float *p, long rows, long cols, long row_stride,
                      long col_stride) PTO_OP("tensor_view.f32");
pto_view pto_view_f16(_Float16 *p, long rows, long cols, long row_stride,
                      long col_stride) PTO_OP("tensor_view.f16");

/* Global memory <-> tiles. */
pto_vec pto_tload(pto_view v, long row, long col, long rows, long cols)
    PTO_OP("tload");
pto_mat pto_tload_mat(pto_view v, long row, long col, long rows, long cols)
    PTO_OP("tload.mat");
void pto_tstore(pto_vec t, pto_view v, long row, long col) PTO_OP("tstore");
void pto_tstore_acc(pto_acc t, pto_view v, long row, long col)
    PTO_OP("tstore.acc");

/* A fresh tile (scratch for tmp operands). */
pto_vec pto_alloc_f32(long rows, long cols) PTO_OP("alloc_tile.f32");
pto_acc pto_alloc_acc_f32(long rows, long cols) PTO_OP("alloc_tile.f32.acc");

/* Elementwise. */
pto_vec pto_tadd(pto_vec a, pto_vec b) PTO_OP("tadd");
pto_vec pto_tsub(pto_vec a, pto_vec b) PTO_OP("tsub");
pto_vec pto_tmul(pto_vec a, pto_vec b) PTO_OP("tmul");
pto_vec pto_tdiv(pto_vec a, pto_vec b) PTO_OP("tdiv");
pto_vec pto_tmax(pto_vec a, pto_vec b) PTO_OP("tmax");
pto_vec pto_tmin(pto_vec a, pto_vec b) PTO_OP("tmin");
pto_vec pto_tadds(pto_vec a, float s) PTO_OP("tadds");
pto_vec pto_tmuls(pto_vec a, float s) PTO_OP("tmuls");
pto_vec pto_texp(pto_vec a) PTO_OP("texp");
pto_vec pto_tneg(pto_vec a) PTO_OP("tneg");
pto_vec pto_tabs(pto_vec a) PTO_OP("tabs");
pto_vec pto_trelu(pto_vec a) PTO_OP("trelu");
pto_vec pto_trecip(pto_vec a) PTO_OP("trecip");
pto_vec pto_trsqrt(pto_vec a) PTO_OP("trsqrt");

/* Row reductions need a scratch tile as large as the source. */
pto_vec pto_trowsum(pto_vec a, pto_vec tmp) PTO_OP("trowsum");
pto_vec pto_trowmax(pto_vec a, pto_vec tmp) PTO_OP("trowmax");

/* Moves between memories (only the target's legal pairs exist). */
pto_left pto_tmov_left(pto_mat m) PTO_OP("tmov.left");
pto_right pto_tmov_right(pto_mat m) PTO_OP("tmov.right");
pto_vec pto_tmov_acc_vec(pto_acc a) PTO_OP("tmov.vec");

/* Matrix multiply; tmatmul.acc updates its accumulator in place. */
pto_acc pto_tmatmul(pto_left l, pto_right r) PTO_OP("tmatmul");
pto_acc pto_tmatmul_acc(pto_acc acc, pto_left l, pto_right r)
    PTO_OP("tmatmul.acc");

#endif /* ASCENDPTO_PTO_H */
