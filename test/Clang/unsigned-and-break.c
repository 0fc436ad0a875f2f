// Scalar C that clang turns into IR PTO lacks: unsigned division by a
// power of two (lshr), an unsigned loop counter, and boolean or/xor
// compile at every optimisation level; a loop with `break` is refused in the user's terms, at its line.
// REQUIRES: clang
// RUN: %{pto-cc} %s -o - | FileCheck %s
// RUN: %{pto-cc} -O0 %s -o - | FileCheck %s
// RUN: %{pto-cc} -Og %s -o - | FileCheck %s
// RUN: %{pto-cc} -O0 -g %s -o - | FileCheck %s
// RUN: not %{pto-cc} -g -DBREAK %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BREAK

#include "pto.h"

// n / 16 on an unsigned n: computed on its zero extension with divsi.
// CHECK-LABEL: func.func @blocks(
// CHECK:       arith.index_castui
// CHECK:       arith.divsi
// CHECK:       scf.for
void blocks(float *in, float *out, unsigned n) {
  pto_view_f32 v = pto_tensor_view_f32(in, 4096, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 4096, 64, 64, 1);
  unsigned nblocks = n / 16;
  for (unsigned i = 0; i < nblocks; ++i) {
    pto_vec_f32 x = pto_tload(v, i * 16, 0, 16, 64);
    pto_tstore(pto_texp(x), w, i * 16, 0);
  }
}

// The bound written in the loop's test: at -O0 and -Og clang computes it in
// the loop header each time round; it is hoisted before the loop, and the
// counter's exit value -Og keeps for the debugger is dropped.
// CHECK-LABEL: func.func @inline_bound(
// CHECK:       arith.divsi
// CHECK:       scf.for
// CHECK-NOT:   arith.divsi
// CHECK:       pto.texp
void inline_bound(float *in, float *out, unsigned n) {
  pto_view_f32 v = pto_tensor_view_f32(in, 4096, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 4096, 64, 64, 1);
  for (unsigned i = 0; i < n / 16; ++i) {
    pto_vec_f32 x = pto_tload(v, i * 16, 0, 16, 64);
    pto_tstore(pto_texp(x), w, i * 16, 0);
  }
}

// An unsigned remainder, and conditions combined with | (a boolean or,
// which PTO has no ori for: a select).
// CHECK-LABEL: func.func @edges(
// CHECK:       arith.remsi
// CHECK:       arith.select
// CHECK:       scf.if
void edges(float *in, float *out, unsigned n, int m) {
  pto_view_f32 v = pto_tensor_view_f32(in, 64, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 64, 64, 64, 1);
  unsigned r = n % 3;
  pto_vec_f32 x = pto_tload(v, r * 16, 0, 16, 64);
  if ((r == 0) | (m > 2))
    x = pto_texp(x);
  pto_tstore(x, w, 0, 0);
}

#ifdef BREAK
// clang folds the `break` into the loop's exit test (i < n && i != stop):
// refused at the `for`, in the user's terms.
// BREAK: unsigned-and-break.c:[[@LINE+5]]:{{[0-9]+}}: in function @early: control flow that cannot be printed as scf.for/scf.if at {{.*}}: the loop's exit test is not an integer comparison: a break, or a condition such as i < n && ok, leaves the loop on more than the count of its induction variable; count the iterations first, or guard the rest of the body with an if
void early(float *in, float *out, int n, int stop) {
  pto_view_f32 v = pto_tensor_view_f32(in, 4096, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 4096, 64, 64, 1);
  pto_vec_f32 acc = pto_tload(v, 0, 0, 16, 64);
  for (int i = 1; i < n; ++i) {
    if (i == stop)
      break;
    acc = pto_tadd(acc, pto_tload(v, i * 16, 0, 16, 64));
  }
  pto_tstore(acc, w, 0, 0);
}
#endif
