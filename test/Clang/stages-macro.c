// The StagesNoLoop hint (docs/diagnostics.md) does not take a macro for an
// unrolled loop: clang gives every tile op of a macro's expansion the
// location of the macro's use, so several tile ops share a line and column
// without any loop. The hint keys on ops at one location that repeat one
// sequence (the copies of an unrolled body); with debug locations that show
// none, loads of one view several times are no sign either. The same macro
// in a loop clang unrolls still gets the hint.
// REQUIRES: clang
// RUN: %{pto-cc} -O2 -g -mllvm -pass-remarks-missed=ascendpto-stages %s -o %t.pto 2>&1 | FileCheck %s

#include "pto.h"

#define ADD_ROWS(a, b, w, r)                                                   \
  pto_tstore(pto_tadd(pto_tload(a, r, 0, 16, 64), pto_tload(b, r, 0, 16, 64)), \
             w, r, 0)

// CHECK: remark: {{.*}}stages-macro.c:[[#@LINE+2]]:0: stage count 2 (the function's "pto.stages") not applied: the function has no loop to rotate{{$}}
PTO_STAGES(2)
void macro(float *in, float *in2, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 64, 64, 64, 1);
  pto_view_f32 u = pto_tensor_view_f32(in2, 64, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 64, 64, 64, 1);
  ADD_ROWS(v, u, w, 0);
  ADD_ROWS(v, u, w, 16);
}

// CHECK: remark: {{.*}}stages-macro.c:[[#@LINE+2]]:0: stage count 2 (the function's "pto.stages") not applied: the function has no loop to rotate; the loop was probably unrolled by the front end (16 tile ops come from line [[#@LINE+7]], column 5)
PTO_STAGES(2)
void macro_loop(float *in, float *in2, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 64, 64, 64, 1);
  pto_view_f32 u = pto_tensor_view_f32(in2, 64, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 64, 64, 64, 1);
  for (int i = 0; i < 4; ++i)
    ADD_ROWS(v, u, w, i * 16);
}
// CHECK-NOT: remark:
