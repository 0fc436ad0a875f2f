// Kernels compiled from C with -g: every diagnostic after instruction
// selection names the C line of the call or loop it is about, and the
// values by their source names; the printed PTO carries MLIR locations.
// REQUIRES: clang
// RUN: not %{pto-cc} -g -DCAPACITY %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CAPACITY
// RUN: not %{pto-cc} -g -DCARRY %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CARRY
// RUN: not %{pto-cc} -g -DCONTROL %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONTROL
// RUN: not %{pto-cc} -g -DDECLARED %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DECLARED
// Without -g, the function is named but no line.
// RUN: not %{pto-cc} -DCAPACITY %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOLOC
// NOLOC: error: in function @capacity: vec (UB) overflows
//
// The PTO text carries loc(...) with -g (none without), and the generic
// form parses with mlir-opt, locations kept.
// RUN: %{pto-cc} -g %s -o - | FileCheck %s --check-prefix=LOC
// RUN: %{pto-cc} %s -o - | FileCheck %s --check-prefix=NOLOCPTO
// RUN: %{pto-cc} -g -mllvm -ascendpto-emit-generic %s -o %t.mlir
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %t.mlir | FileCheck %s --check-prefix=PARSED %}
// NOLOCPTO-NOT: loc(

#include "pto.h"

#ifdef CAPACITY
// Four 64 KiB tiles live at once do not fit the 184 KiB of UB.
// The error is at the load that makes the peak, names the source
// variables, and says what would fit.
// CAPACITY: locations.c:[[@LINE+7]]:{{[0-9]+}}: in function @capacity: vec (UB) overflows: the plan needs 262144 bytes but ascend910b has 188416; 262144 bytes are live at the busiest point: %a (vec f32 [128, 128], 65536 bytes), %b (vec f32 [128, 128], 65536 bytes), %c (vec f32 [128, 128], 65536 bytes), %d (vec f32 [128, 128], 65536 bytes); to fit, 73728 bytes must go from the busiest point: no single tile there is that large; shrink, split or end earlier the lives of %a, %b (131072 bytes together)
void capacity(float *in, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 512, 128, 128, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 128, 128, 128, 1);
  pto_vec_f32 a = pto_tload(v, 0, 0, 128, 128);
  pto_vec_f32 b = pto_tload(v, 128, 0, 128, 128);
  pto_vec_f32 c = pto_tload(v, 256, 0, 128, 128);
  pto_vec_f32 d = pto_tload(v, 384, 0, 128, 128);
  pto_tstore(pto_tadd(pto_tadd(a, b), pto_tadd(c, d)), w, 0, 0);
}
#endif

#ifdef CARRY
// The old accumulator is stored after the new one is made: the carry needs
// a copy from acc to acc, which no target has.
// The error is at the matmul whose result would need the copy; the values
// are named after the C variable (acc, made unique).
// CARRY: locations.c:[[@LINE+10]]:{{[0-9]+}}: in function @carry: the carry %acc{{[_0-9a-z]*}} needs %acc_{{[0-9]+}} copied into its buffer
// CARRY-SAME: but there is no move from acc to acc on a2a3
void carry(_Float16 *a, _Float16 *b, float *c, int n) {
  pto_view_f16 va = pto_tensor_view_f16(a, 16, 32, 32, 1);
  pto_view_f16 vb = pto_tensor_view_f16(b, 32, 64, 64, 1);
  pto_view_f32 vc = pto_tensor_view_f32(c, 1024, 64, 64, 1);
  pto_left_f16 l = pto_tmov_left(pto_tload_mat(va, 0, 0, 16, 32));
  pto_right_f16 r = pto_tmov_right(pto_tload_mat(vb, 0, 0, 32, 64));
  pto_acc_f32 acc = pto_tmatmul(l, r);
  for (int k = 0; k < n; ++k) {
    pto_acc_f32 fresh = pto_tmatmul(l, r);
    pto_tstore(acc, vc, k * 16, 0);
    acc = fresh;
  }
  pto_tstore(acc, vc, 0, 0);
}
#endif

#ifdef CONTROL
// At the `if` whose `return` leaves the loop.
// CONTROL: locations.c:[[@LINE+6]]:{{[0-9]+}}: in function @control: control flow that cannot be printed as scf.for/scf.if at {{.*}}: the loop has several exits
void control(float *in, float *out, int n, int stop) {
  pto_view_f32 v = pto_tensor_view_f32(in, 4096, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 4096, 64, 64, 1);
  for (int i = 0; i < n; ++i) {
    pto_vec_f32 x = pto_tload(v, i * 16, 0, 16, 64);
    if (i == stop)
      return;
    pto_tstore(pto_texp(x), w, i * 16, 0);
  }
}
#endif

#ifdef DECLARED
// A 4 KiB slot cannot hold a 16 KiB tile.
extern PTO_AS(1) float pp[2][16][64];
// DECLARED: locations.c:[[@LINE+5]]:{{[0-9]+}}: in function @declared: tile %big (16384 bytes) does not fit a slot of @pp (4096 bytes)
void declared(float *in, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 64, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 64, 64, 64, 1);
  pto_vec_f32 big = pto_tload(v, 0, 0, 64, 64);
  pto_bind(big, pp, 0);
  pto_tstore(big, w, 0, 0);
}
#endif

// LOC-LABEL: func.func @located(
// LOC: pto.tload ins({{.*}}) outs({{.*}}) loc("{{.*}}locations.c":[[@LINE+7]]:{{[0-9]+}})
// LOC: scf.for
// LOC: pto.texp ins({{.*}}) outs({{.*}}) loc("{{.*}}locations.c":[[@LINE+7]]:{{[0-9]+}})
// LOC: } loc("{{.*}}locations.c":[[@LINE+5]]:{{[0-9]+}})
void located(float *in, float *out, int n) {
  pto_view_f32 v = pto_tensor_view_f32(in, 4096, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 4096, 64, 64, 1);
  pto_vec_f32 x = pto_tload(v, 0, 0, 16, 64);
  for (int i = 0; i < n; ++i) {
    pto_vec_f32 y = pto_texp(x);
    pto_tstore(y, w, i * 16, 0);
  }
}
// PARSED: "pto.texp"{{.*}} loc(
