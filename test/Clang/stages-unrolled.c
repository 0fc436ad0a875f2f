// PTO_STAGES on a kernel whose constant-trip loop clang -O2 fully unrolls:
// the stages pass finds no loop to rotate, and says so (the missed remark
// StagesNoLoop, docs/planner.md "Automatic multi-buffering") with the fix,
// instead of leaving the kernel single-buffered in silence. With -g the
// copies of the body share its source line, and the remark says the loop
// was probably unrolled; `#pragma clang loop unroll(disable)` or
// -fno-unroll-loops keeps the loop, which is then staged.
// REQUIRES: clang
// RUN: %{pto-cc} -O2 -mllvm -pass-remarks-missed=ascendpto-stages %s -o %t.pto 2>&1 | FileCheck %s --check-prefix=O2
// RUN: %{pto-cc} -O2 -g -mllvm -pass-remarks-missed=ascendpto-stages %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DBG
// RUN: %{pto-cc} -O2 -mllvm -stop-after=ascendpto-isel %s -o - | FileCheck %s --check-prefix=STAGES
// RUN: %{pto-cc} -O2 -fno-unroll-loops -mllvm -pass-remarks-missed=ascendpto-stages %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=KEPT --allow-empty
// RUN: %{pto-cc} -O2 -fno-unroll-loops -mllvm -stop-after=ascendpto-isel %s -o - | FileCheck %s --check-prefix=KEPTSTAGES

#include "pto.h"

// O2: remark: <unknown>:0:0: stage count 2 (the function's "pto.stages") not applied: the function has no loop to rotate; if its 4 loads of one view were a loop's trips, the front end unrolled it: keep the loop with #pragma clang loop unroll(disable) on it, or compile with -fno-unroll-loops (pto-cc passes it to clang)
// O2-NOT: remark:
// DBG: remark: {{.*}}stages-unrolled.c:[[#@LINE+2]]:0: stage count 2 (the function's "pto.stages") not applied: the function has no loop to rotate; the loop was probably unrolled by the front end (4 tile ops come from line [[#@LINE+6]], column 21)
PTO_STAGES(2)
void unrolled(float *in, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 64, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 64, 64, 64, 1);
  for (int i = 0; i < 4; ++i) {
    pto_vec_f32 x = pto_tload(v, i * 16, 0, 16, 64);
    pto_tstore(pto_texp(x), w, i * 16, 0);
  }
}

// The same loop kept by the pragma: two stages, no remark.
// STAGES-LABEL: name: unrolled
// STAGES-NOT: pipeline:
// STAGES-LABEL: name: kept
// STAGES: pipeline:
// STAGES-NEXT: - { reg: '%{{[a-z0-9_]+}}', group: [[G:[0-9]+]], stage: 0, depth: 2 }
// STAGES-NEXT: - { reg: '%{{[a-z0-9_]+}}', group: [[G]], stage: 1, depth: 2 }
PTO_STAGES(2)
void kept(float *in, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 64, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 64, 64, 64, 1);
#pragma clang loop unroll(disable)
  for (int i = 0; i < 4; ++i) {
    pto_vec_f32 x = pto_tload(v, i * 16, 0, 16, 64);
    pto_tstore(pto_texp(x), w, i * 16, 0);
  }
}

// With -fno-unroll-loops both loops are kept and staged.
// KEPT-NOT: remark:
// KEPTSTAGES-LABEL: name: unrolled
// KEPTSTAGES: pipeline:
// KEPTSTAGES-NEXT: - { reg: '%{{[a-z0-9_]+}}', group: [[G:[0-9]+]], stage: 0, depth: 2 }
// KEPTSTAGES-NEXT: - { reg: '%{{[a-z0-9_]+}}', group: [[G]], stage: 1, depth: 2 }
// KEPTSTAGES-LABEL: name: kept
// KEPTSTAGES: pipeline:
