// The nested loop clang -O2 gives for a run-time inner count: the outer
// loop guarded by m > 0, its body an scf.if over n > 0 around the inner
// loop. The inner loop's credits get their releases inside that arm
// (docs/sync.md "Releases", test/CodeGen/AscendPTO/sync/if-nest.ll), so no
// PIPE_ALL barrier is left in the inner loop (before: full-barriers=2
// fallbacks=2); the checker accepts the kernel. Three loops deep, the
// middle loop's release (a credit of the outer loop, in the arm of the
// middle loop's guard) needs a release of its own round the outer loop's
// back edge: V -> MTE2 and MTE3 -> V again, in the outer arm (before:
// full-barriers=2 fallbacks=2 there too).
// REQUIRES: clang
// RUN: %clang --target=spir64 -O2 -S -emit-llvm -I %src_root/utils/clang %s -o %t.ll
// RUN: %llc -verify-machineinstrs -ascendpto-plan-report -pass-remarks-missed=ascendpto-insert-sync %t.ll -o %t.pto 2> %t.err
// RUN: FileCheck %s --check-prefix=REPORT < %t.err
// RUN: %sync_lines %t.pto | FileCheck %s
// RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
// REPORT-NOT: remark
// REPORT: ascendpto-sync: func=nest mode=backend pairs=10 barriers=0 full-barriers=1 fallbacks=0
// REPORT: ascendpto-sync: func=nest3 mode=backend pairs=14 barriers=0 full-barriers=1 fallbacks=0
// REPORT-NOT: remark
// OK: pto_sync_check: 2 functions, 0 findings
// RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias %t.pto | FileCheck %s --check-prefix=MIN
// MIN: pto_sync_minimal: 1 kernels, 14 sync units, 0 removable, 2 final barriers

#include "pto.h"

// CHECK-LABEL: func.func @nest(
// CHECK:       scf.for
// CHECK-NEXT:  scf.if
// CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>,
// CHECK-NOT:   PIPE_ALL
// CHECK:       pto.barrier #pto.pipe<PIPE_ALL>
// CHECK-NEXT:  return
void nest(float *restrict in, float *restrict out, int m, int n) {
  pto_view_f32 v = pto_tensor_view_f32(in, 1024, 64, 64, 1);
  pto_view_f32 o = pto_tensor_view_f32(out, 1024, 64, 64, 1);
  for (int j = 0; j < m; ++j)
    for (int i = 0; i < n; ++i)
      pto_tstore(pto_tmuls(pto_tload(v, i * 16, 0, 16, 64), 2.0f), o, i * 16,
                 0);
}

// CHECK-LABEL: func.func @nest3(
// CHECK:       scf.if
// CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
// CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
// CHECK-NEXT:  scf.for
// CHECK-NEXT:  scf.if
// CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
// CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
// CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
// CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
// CHECK-NOT:   PIPE_ALL
// CHECK:       pto.barrier #pto.pipe<PIPE_ALL>
// CHECK-NEXT:  return
void nest3(float *restrict in, float *restrict out, int l, int m, int n) {
  pto_view_f32 v = pto_tensor_view_f32(in, 1024, 64, 64, 1);
  pto_view_f32 o = pto_tensor_view_f32(out, 1024, 64, 64, 1);
  for (int k = 0; k < l; ++k)
    for (int j = 0; j < m; ++j)
      for (int i = 0; i < n; ++i)
        pto_tstore(pto_tmuls(pto_tload(v, i * 16, 0, 16, 64), 2.0f), o,
                   i * 16, 0);
}
