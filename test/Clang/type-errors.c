// Typed tile handles: an element type or a memory space the op does not
// take is a C compile error, before llc.
// REQUIRES: clang
// RUN: not %{pto-cc} -DELEM %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ELEM
// RUN: not %{pto-cc} -DSPACE %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPACE
// RUN: not %{pto-cc} -DRESULT %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: %{pto-cc} %s -o /dev/null

#include "pto.h"

void k(float *in, _Float16 *h) {
  pto_view_f32 v = pto_tensor_view_f32(in, 16, 64, 64, 1);
  pto_view_f16 vh = pto_tensor_view_f16(h, 16, 64, 64, 1);
  pto_vec_f32 a = pto_tload(v, 0, 0, 16, 64);
  pto_vec_f16 b = pto_tload(vh, 0, 0, 16, 64);
  pto_mat_f32 m = pto_tload_mat(v, 0, 0, 16, 64);
#ifdef ELEM
  // ELEM: error: call to 'pto_tadd' is ambiguous
  pto_vec_f32 c = pto_tadd(a, b);
#endif
#ifdef SPACE
  // SPACE: error: no matching function for call to 'pto_texp'
  pto_vec_f32 c = pto_texp(m);
#endif
#ifdef RESULT
  // RESULT: error: incompatible pointer types initializing 'pto_vec_f16' {{.*}} with an expression of type 'pto_vec_f32'
  pto_vec_f16 c = pto_texp(a);
#endif
  pto_tstore(a, v, 0, 0);
  pto_tstore(b, vh, 0, 0);
  pto_tstore(m, v, 0, 0);
}
