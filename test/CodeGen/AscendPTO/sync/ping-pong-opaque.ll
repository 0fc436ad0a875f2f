; A ping-pong slot the pass cannot follow (not `iv srem N` of the loop's own
; counter) is the whole declared buffer: one credit orders the slots one
; after the other (sync-facts §6.C.2 needs the slot value; there is none).
; The sync checker is not run: it cannot bound the run-time address either
; and takes it for the whole space, which the tstore's tile is in too.
; RUN: %llc -ascendpto-plan-report %s -o - 2>%t.report | FileCheck %s
; RUN: FileCheck %s --check-prefix=REPORT < %t.report

@pp = external addrspace(1) global [2 x [16 x [64 x float]]]

; A slot the pass cannot follow (not `iv srem N`): one credit for the whole
; buffer, the slots one after the other.
; CHECK-LABEL: func.func @opaque(
; CHECK-NOT:  scf.if
; CHECK:      return
; REPORT: ascendpto-sync: func=opaque mode=backend {{.*}} slot-syncs=0
define void @opaque(ptr noalias %in, ptr noalias %out, i64 %k) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = add i64 %i, %k
  %slot = srem i64 %j, 2
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @pp, i64 %slot)
  %y = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
