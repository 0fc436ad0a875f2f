// Loop carries written in C (clang -O2): a shift register and an online
// softmax with three carried tiles. Each carry keeps one UB buffer; moves
// appear only where a new value cannot be computed in place, in the order
// the parallel copy needs.
// REQUIRES: clang
// RUN: %clang --target=spir64 -O2 -S -emit-llvm -I %src_root/utils/clang %s -o %t.ll
// RUN: %llc -ascendpto-sync=assembler -verify-machineinstrs %t.ll -o - | FileCheck %s

#include "pto.h"

// lag2 = lag1; lag1 = x: lag1's old value goes to lag2's buffer first.
// CHECK-LABEL: func.func @shift(
// CHECK:       scf.for
// CHECK:         pto.tadd ins(%[[L1:[a-z0-9_.]+]], %[[L2:[a-z0-9_.]+]] :
// CHECK:         %[[M2:[a-z0-9_.]+]] = pto.alloc_tile
// CHECK-NEXT:    pto.tmov ins(%[[L1]] : {{.*}}) outs(%[[M2]] :
// CHECK-NEXT:    %[[M1:[a-z0-9_.]+]] = pto.alloc_tile
// CHECK-NEXT:    pto.tmov ins(
// CHECK-NEXT:  }
void shift(float *in, float *out, int n) {
  pto_view_f32 v = pto_tensor_view_f32(in, 1024, 64, 64, 1);
  pto_view_f32 o = pto_tensor_view_f32(out, 1024, 64, 64, 1);
  pto_vec_f32 lag1 = pto_tload(v, 0, 0, 16, 64);
  pto_vec_f32 lag2 = pto_tload(v, 16, 0, 16, 64);
  for (int i = 0; i < n; ++i) {
    pto_vec_f32 x = pto_tload(v, i * 16, 0, 16, 64);
    pto_tstore(pto_tadd(lag1, lag2), o, i * 16, 0);
    lag2 = lag1;
    lag1 = x;
  }
}

// CHECK-LABEL: func.func @online_softmax(
// CHECK:       scf.for
// CHECK:         pto.tmax ins(
// CHECK:         pto.tmov ins(
// CHECK-NEXT:  }
// CHECK-NOT:   pto.tmov
// CHECK:       pto.tdiv ins(
void online_softmax(float *in, float *out, int blocks) {
  pto_view_f32 v = pto_tensor_view_f32(in, 4096, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 16, 64, 64, 1);
  pto_vec_f32 m = pto_tload(v, 0, 0, 16, 64);
  pto_vec_f32 l = pto_tload(v, 0, 0, 16, 64);
  pto_vec_f32 o = pto_tload(v, 0, 0, 16, 64);
  for (int i = 1; i < blocks; ++i) {
    pto_vec_f32 x = pto_tload(v, i * 16, 0, 16, 64);
    pto_vec_f32 mn = pto_tmax(m, x);
    pto_vec_f32 s = pto_texp(pto_tsub(m, mn));
    pto_vec_f32 p = pto_texp(pto_tsub(x, mn));
    l = pto_tadd(pto_tmul(l, s), p);
    o = pto_tadd(pto_tmul(o, s), pto_tmul(p, x));
    m = mn;
  }
  pto_tstore(pto_tdiv(o, l), w, 0, 0);
}
