// The nested loop clang -O2 gives for a run-time inner count: the outer
// loop guarded by m > 0, its body an scf.if over n > 0 around the inner
// loop. The inner loop's credits get their releases inside that arm
// (docs/sync.md "Releases", test/CodeGen/AscendPTO/sync/if-nest.ll), so no
// PIPE_ALL barrier is left in the inner loop (before: full-barriers=2
// fallbacks=2); the checker accepts the kernel.
// REQUIRES: clang
// RUN: %clang --target=spir64 -O2 -S -emit-llvm -I %src_root/utils/clang %s -o %t.ll
// RUN: %llc -verify-machineinstrs -ascendpto-plan-report -pass-remarks-missed=ascendpto-insert-sync %t.ll -o %t.pto 2> %t.err
// RUN: FileCheck %s --check-prefix=REPORT < %t.err
// RUN: FileCheck %s < %t.pto
// RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
// REPORT-NOT: remark
// REPORT: ascendpto-sync: func=nest mode=backend pairs=10 barriers=0 full-barriers=1 fallbacks=0
// OK: pto_sync_check: 1 functions, 0 findings

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
