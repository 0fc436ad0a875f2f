; A ping-pong slot read by V on one arm of an if and stored directly on the
; other (review19 pp-adv.ll PP1): a slot credit MTE3 -> MTE2 for the
; stores, and the texp's own slot credit V -> MTE2, which the first covers:
; the then arm's V -> MTE3 pair chains the texp to the store and the store's
; slot credit set (docs/sync.md "Minimality", slot chains, for a producer
; on another pipe), so the pruning removes it.
; RUN: %llc -ascendpto-plan-report %s -o %t.pto 2>%t.report
; RUN: FileCheck %s --check-prefix=REPORT < %t.report
; RUN: FileCheck %s < %t.pto
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.pto | FileCheck %s --check-prefix=OK
; REPORT: ascendpto-sync: func=cond_read mode=backend {{.*}} full-barriers=1 fallbacks=0 slot-syncs=4
; OK: pto_sync_check: 1 functions, 0 findings
; The store's slot credit waits before the load, per slot.
; CHECK: scf.for
; CHECK: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; CHECK: pto.tload
; Without its waits, the load races with the texp and the store of its
; slot's earlier trip.
; RUN: grep -v '^        pto.wait_flag \[#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' %t.pto \
; RUN:   | not %python %src_root/utils/fuzz/pto_sync_check.py --noalias - | FileCheck %s --check-prefix=NOWAIT
; NOWAIT-DAG: @cond_read: unordered: line {{[0-9]+}}: pto.texp (PIPE_V) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; NOWAIT-DAG: @cond_read: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; Nothing removable.
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --verbose --noalias %t.pto | FileCheck %s --check-prefix=LEFT
; LEFT: pto_sync_minimal: 1 kernels, {{[0-9]+}} sync units, 0 removable, 1 final barriers

@pp = external addrspace(1) global [2 x [16 x [64 x float]]]

define void @cond_read(ptr noalias %in, ptr noalias %out, i64 %n, i64 %c) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %z = icmp slt i64 %i, %n
  br i1 %z, label %body, label %exit
body:
  %slot = srem i64 %i, 2
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @pp, i64 %slot)
  %cc = icmp sgt i64 %c, %i
  br i1 %cc, label %then, label %else
then:
  %y = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  br label %latch
else:
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  br label %head
exit:
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
