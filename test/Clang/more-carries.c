// More loop carries written in C and compiled by clang -O2 (rotated,
// guarded loops): a swap through a scratch buffer, nested accumulator loops
// with no acc-to-acc move, an if inside a loop whose else arm leaves the
// carry unchanged, and a loop whose init takes the buffer of a dead tile.
// REQUIRES: clang
// RUN: %clang --target=spir64 -O2 -S -emit-llvm -I %src_root/utils/clang %s -o %t.ll
// RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs %t.ll -o - | FileCheck %s
// RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler %t.ll -o - | FileCheck %s --check-prefix=NOACCMOVE
// NOACCMOVE-NOT: pto.tmov ins({{.*}}loc=acc{{.*}}) outs({{.*}}loc=acc

#include "pto.h"

// cur, prev = prev, cur: a cycle, so one value goes through a scratch
// tile first; each move reads a value before anything overwrites it.
// CHECK-LABEL: func.func @swap(
// CHECK:       scf.for
// CHECK:         %[[CUR:t[0-9]+]] = pto.alloc_tile addr = %[[A:c[0-9]+_i64]] :
// CHECK:         %[[PREV:t[0-9]+]] = pto.alloc_tile addr = %[[B:c[0-9]+_i64]] :
// CHECK:         pto.tsub ins(%[[CUR]], %[[PREV]] :
// CHECK:         %_tmp = pto.alloc_tile addr = %[[S:c[0-9]+_i64]] :
// CHECK-NEXT:    pto.tmov ins(%[[PREV]] : {{.*}}) outs(%_tmp :
// CHECK-NEXT:    %carry_mv = pto.alloc_tile addr = %[[B]] :
// CHECK-NEXT:    pto.tmov ins(%[[CUR]] : {{.*}}) outs(%carry_mv :
// CHECK-NEXT:    %carry_mv_1 = pto.alloc_tile addr = %[[A]] :
// CHECK-NEXT:    pto.tmov ins(%_tmp : {{.*}}) outs(%carry_mv_1 :
// CHECK-NEXT:  }
void swap(float *in, float *out, int n) {
  pto_view_f32 v = pto_tensor_view_f32(in, 1024, 64, 64, 1);
  pto_view_f32 o = pto_tensor_view_f32(out, 1024, 64, 64, 1);
  pto_vec_f32 cur = pto_tload(v, 0, 0, 16, 64);
  pto_vec_f32 prev = pto_tload(v, 16, 0, 16, 64);
  for (int i = 0; i < n; ++i) {
    pto_tstore(pto_tsub(cur, prev), o, i * 16, 0);
    pto_vec_f32 t = cur;
    cur = prev;
    prev = t;
  }
}

// The inner accumulator stays in the outer iteration's L0C buffer.
// CHECK-LABEL: func.func @nested(
// CHECK:       scf.for
// CHECK:         %[[ACC0:t[0-9]+]] = pto.alloc_tile addr = %[[ACC:c[0-9]+_i64]] : !pto.tile_buf<loc=acc
// CHECK-NEXT:    pto.tmatmul ins(
// CHECK:         scf.for
// CHECK:           %[[ACC1:t[0-9]+]] = pto.alloc_tile addr = %[[ACC]] : !pto.tile_buf<loc=acc
// CHECK-NEXT:      pto.tmatmul.acc ins(%[[ACC1]], {{.*}}) outs(%[[ACC1]] :
// CHECK:         pto.tstore ins(%{{t[0-9]+}} : !pto.tile_buf<loc=acc
void nested(_Float16 *a, _Float16 *b, float *c, int tiles, int ksteps) {
  pto_view_f16 va = pto_tensor_view_f16(a, 16, 1024, 1024, 1);
  pto_view_f16 vb = pto_tensor_view_f16(b, 1024, 64, 64, 1);
  pto_view_f32 vc = pto_tensor_view_f32(c, 1024, 64, 64, 1);
  for (int t = 0; t < tiles; ++t) {
    pto_acc_f32 acc = pto_tmatmul(pto_tmov_left(pto_tload_mat(va, 0, 0, 16, 32)),
                              pto_tmov_right(pto_tload_mat(vb, 0, 0, 32, 64)));
    for (int k = 1; k < ksteps; ++k)
      acc = pto_tmatmul_acc(acc,
                            pto_tmov_left(pto_tload_mat(va, 0, k * 32, 16, 32)),
                            pto_tmov_right(pto_tload_mat(vb, k * 32, 0, 32, 64)));
    pto_tstore(acc, vc, t * 16, 0);
  }
}

// The merge of the if keeps x's buffer: the then arm adds in place, the
// else arm (x unchanged) needs no move.
// CHECK-LABEL: func.func @merge(
// CHECK:       %[[X:t[0-9]+]] = pto.alloc_tile addr = %[[XA:c[0-9]+_i64]] :
// CHECK:       scf.for
// CHECK:         scf.if
// CHECK:           pto.alloc_tile addr = %[[XA]] :
// CHECK:           %[[SUM:t[0-9]+]] = pto.alloc_tile addr = %[[XA]] :
// CHECK-NEXT:      pto.tadd ins(
// CHECK-NOT:     pto.tmov
// CHECK:       return
void merge(float *in, float *out, int n, int flag) {
  pto_view_f32 v = pto_tensor_view_f32(in, 1024, 64, 64, 1);
  pto_view_f32 o = pto_tensor_view_f32(out, 1024, 64, 64, 1);
  pto_vec_f32 x = pto_tload(v, 0, 0, 16, 64);
  for (int i = 0; i < n; ++i) {
    pto_vec_f32 y = pto_tload(v, i * 16, 0, 16, 64);
    if (flag > i)
      x = pto_tadd(x, y);
    pto_tstore(y, o, i * 16, 0);
  }
  pto_tstore(x, o, 0, 0);
}

// acc's init takes the buffer of tmp, dead after trecip.
// CHECK-LABEL: func.func @init_reuse(
// CHECK:       %[[TMP:t[0-9]+]] = pto.alloc_tile addr = %[[T:c[0-9]+_i64]] :
// CHECK:       pto.trecip ins(%[[TMP]] :
// CHECK:       pto.alloc_tile addr = %[[T]] :
// CHECK-NEXT:  pto.tload
// CHECK:       scf.for
// CHECK-NOT:   pto.tmov
// CHECK:       return
void init_reuse(float *in, float *out, int n) {
  pto_view_f32 v = pto_tensor_view_f32(in, 1024, 64, 64, 1);
  pto_view_f32 o = pto_tensor_view_f32(out, 1024, 64, 64, 1);
  pto_vec_f32 tmp = pto_tload(v, 0, 0, 16, 64);
  pto_tstore(pto_trecip(tmp), o, 0, 0);
  pto_vec_f32 acc = pto_tload(v, 16, 0, 16, 64);
  for (int i = 0; i < n; ++i)
    acc = pto_tadds(acc, 1.0f);
  pto_tstore(acc, o, 0, 0);
}
