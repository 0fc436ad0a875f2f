; The mirror of the first trip (docs/sync.md "Minimality", the first
; trip): a consumer after a loop against the loop's producer, whose rows
; follow the counter. @after's loop loads
; row 512 of %v and stores it at row 8 i of %w, for a run-time trip count;
; after the loop a load of row 16 of %w (trip 2's rows) reads what the
; last trip may have stored. The body's MTE3 -> MTE2 credit (its load
; writes the tile the previous trip's store reads) has its wait after the
; loop: the last trip's set follows, in MTE3's queue, every trip's store,
; so that wait orders each of them before the load, the last one included
; (with zero trips it takes the pre-set). No other sync is needed, and the
; pass prints none.
; RUN: %llc -verify-machineinstrs -ascendpto-disable-buffer-reuse %s -o %t.pto
; RUN: FileCheck %s < %t.pto
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; RUN: %sync_check --noalias --trips 8 %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 1 functions, 0 findings
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias %t.pto | FileCheck %s --check-prefix=NONE
; NONE: pto_sync_minimal: 1 kernels, 4 sync units, 0 removable, 1 final barriers
; The post-loop wait moved after the load: the load races the last trip's
; store (trip 2's, on row 16).
; RUN: %sync_mutate %t.pto --func after --match 'wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --nth 2 --mutation move=3 \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=LATE
; LATE: @after: unordered: line [[S:[0-9]+]]: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes

; CHECK-LABEL: func.func @after(
; CHECK:       pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[C:[0-9]]]>]
; CHECK:       scf.for %i = %c0 to %n_min1 step %c1 {
; CHECK:         pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[C]]>]
; CHECK:         pto.tstore
; CHECK-NEXT:    pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[C]]>]
; CHECK-NEXT:  }
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[C]]>]
; CHECK-NOT:   pto.barrier #pto.pipe<PIPE_MTE
; CHECK:       pto.tload
; CHECK-NOT:   pto.barrier #pto.pipe<PIPE_MTE
; CHECK:       pto.barrier #pto.pipe<PIPE_ALL>

define void @after(ptr noalias %in, ptr noalias %out, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 512, i64 0, i64 8, i64 64)
  %row = mul i64 %i, 8
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %y = call ptr addrspace(1) @pto.tload(ptr %w, i64 16, i64 0, i64 8, i64 64)
  %z = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %y)
  call void @pto.tstore(ptr addrspace(1) %z, ptr %w, i64 600, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
