// The cross-core op of td/ called from C: a tile popped from the cube core
// is planned (it lives in queue storage) and has no PTO text yet.
// REQUIRES: clang
// RUN: %{pto-cc} -mllvm -stop-after=ascendpto-buffer-coloring %s -o - | FileCheck %s
// RUN: not %{pto-cc} %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMIT

#include "pto.h"

// CHECK: name: split_half
// CHECK: %{{[a-z0-9_]+}}:vec = TPOP_FROM_AIC 0, 16, 64, 16, 64, 0
// EMIT: error: in function @split_half: pto.tpop_from_aic has no PTO text the assembler accepts yet; the kernel can be planned (-stop-after=ascendpto-buffer-coloring) but not emitted
PTO_SPLIT_AIV void split_half(float *out) {
  pto_view_f32 w = pto_tensor_view_f32(out, 16, 64, 64, 1);
  pto_vec_f32 x = pto_tpop_from_aic_f32(16, 64);
  pto_tstore(pto_texp(x), w, 0, 0);
}
