// Constant-trip C loops compile at every optimisation level: clang -O1 and
// above test the counter before its increment (`i < 16` becomes
// `icmp ult %i, 15`), which ascendpto-prepare-ir rewrites into the test
// scf.for reads (cf/latch-tests.ll). PTO_STAGES(2) multi-buffers such a
// loop at every level: at -O0 a `for` tests in its header and the stages
// pass rotates it first.
// REQUIRES: clang
// RUN: %{pto-cc} -O0 %s -o - | FileCheck %s
// RUN: %{pto-cc} -O1 %s -o - | FileCheck %s
// RUN: %{pto-cc} -O2 %s -o - | FileCheck %s
// RUN: %{pto-cc} -Og %s -o - | FileCheck %s
// RUN: %{pto-cc} -O0 -mllvm -stop-after=ascendpto-isel %s -o - | FileCheck %s --check-prefix=STAGES
// RUN: %{pto-cc} -O2 -mllvm -stop-after=ascendpto-isel %s -o - | FileCheck %s --check-prefix=STAGES

#include "pto.h"

// CHECK-LABEL: func.func @up(
// CHECK: scf.for %{{.*}} = %c0 to %c16 step %c1 {
void up(float *in, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 256, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 256, 64, 64, 1);
  for (int i = 0; i < 16; ++i) {
    pto_vec_f32 x = pto_tload(v, i * 16, 0, 16, 64);
    pto_tstore(pto_texp(x), w, i * 16, 0);
  }
}

// Four trips: 0, 4, 8, 12 (-O0 keeps the inclusive bound, -O1 and above
// the exclusive one; the pragma keeps clang from unrolling the loop).
// CHECK-LABEL: func.func @by4(
// CHECK: scf.for %{{.*}} = %c0 to %c{{16|12_incl}} step %c4 {
void by4(float *in, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 256, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 256, 64, 64, 1);
#pragma clang loop unroll(disable)
  for (int i = 0; i <= 12; i += 4) {
    pto_vec_f32 x = pto_tload(v, i * 16, 0, 16, 64);
    pto_tstore(x, w, i * 16, 0);
  }
}

// A do-while of five trips.
// CHECK-LABEL: func.func @dowhile(
// CHECK: scf.for %{{.*}} = %c0 to %c5 step %c1 {
void dowhile(float *in, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 256, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 256, 64, 64, 1);
  int i = 0;
#pragma clang loop unroll(disable)
  do {
    pto_vec_f32 x = pto_tload(v, i * 16, 0, 16, 64);
    pto_tstore(x, w, i * 16, 0);
  } while (++i < 5);
}

// Two stages: the loop is unrolled twice and its two loads are the stages
// 0 and 1 of one pipeline group of depth 2.
// STAGES-LABEL: name: staged
// STAGES: pipeline:
// STAGES-NEXT: - { reg: '%{{[a-z0-9_]+}}', group: [[G:[0-9]+]], stage: 0, depth: 2 }
// STAGES-NEXT: - { reg: '%{{[a-z0-9_]+}}', group: [[G]], stage: 1, depth: 2 }
// CHECK-LABEL: func.func @staged(
// CHECK: scf.for %{{.*}} = %c0 to %c16 step %c2 {
// CHECK-COUNT-2: pto.tload
PTO_STAGES(2)
void staged(float *in, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 256, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 256, 64, 64, 1);
  for (int i = 0; i < 16; ++i) {
    pto_vec_f32 x = pto_tload(v, i * 16, 0, 16, 64);
    pto_tstore(pto_texp(x), w, i * 16, 0);
  }
}
