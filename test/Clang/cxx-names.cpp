// A C++ kernel keeps its name with PTO_KERNEL (extern "C"); without it the
// mangled symbol is named in a warning. pto.h's overloads are C++
// overloads.
// REQUIRES: clang
// RUN: %{pto-cc} %s -o - 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %{pto-cc} -Wno-pto-mangled-name %s -o /dev/null 2>&1 | count 0

#include "pto.h"

// CHECK: func.func @scale(
PTO_KERNEL void scale(float *in, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 16, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 16, 64, 64, 1);
  pto_tstore(pto_tmuls(pto_tload(v, 0, 0, 16, 64), 2.0f), w, 0, 0);
}

// WARN: warning: in function @_Z7mangledPfS_: the kernel is named by its C++ mangled symbol (mangled(float*, float*)): declare it PTO_KERNEL (extern "C") to keep its source name [-Wpto-mangled-name]
void mangled(float *in, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 16, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 16, 64, 64, 1);
  pto_tstore(pto_texp(pto_tload(v, 0, 0, 16, 64)), w, 0, 0);
}
