; An online-softmax style loop with three carried tiles: the running maximum
; m, the running sum l and the running output o, each updated from the
; previous values and a new block x:
;   m' = max(m, x); s = exp(m - m'); p = exp(x - m')
;   l' = l * s + p;  o' = o * s + p * x
; Each carry keeps one buffer across the loop; the updates that can be
; written in place are (the old value dies at its last read), and those that
; cannot (m is still read after max) are moved back before the yield.
; RUN: %llc -ascendpto-sync=assembler -verify-machineinstrs -ascendpto-plan-report %s -o - 2>%t_report | FileCheck %s
; RUN: FileCheck %s --check-prefix=REPORT < %t_report

; REPORT: ascendpto-plan: func=online_softmax space=vec

; CHECK-LABEL: func.func @online_softmax(
; CHECK:      %m0 = pto.alloc_tile addr = %[[M:c[0-9]+_i64]] :
; CHECK:      %l0 = pto.alloc_tile addr = %[[L:c[0-9]+_i64]] :
; CHECK:      %o0 = pto.alloc_tile addr = %[[O:c[0-9]+_i64]] :
; CHECK:      scf.for %i = %c1 to %c8 step %c1 {
; CHECK:        %m = pto.alloc_tile addr = %[[M]] :
; CHECK:        %mn = pto.alloc_tile addr = %[[MN:c[0-9]+_i64]] :
; CHECK-NEXT:   pto.tmax ins(%m, %x :
; CHECK:        %l = pto.alloc_tile addr = %[[L]] :
; CHECK:        %ln = pto.alloc_tile addr = %[[L]] :
; CHECK-NEXT:   pto.tadd ins(%ls, %p :
; CHECK:        %o = pto.alloc_tile addr = %[[O]] :
; CHECK:        %on = pto.alloc_tile addr = %[[O]] :
; CHECK-NEXT:   pto.tadd ins(%os, %px :
; CHECK-NEXT:   %m_mv = pto.alloc_tile addr = %[[M]] :
; CHECK-NEXT:   pto.tmov ins(%mn : {{.*}}) outs(%m_mv :
; CHECK-NEXT: }

define void @online_softmax(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %m0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %l0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %o0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %m = phi ptr addrspace(1) [ %m0, %entry ], [ %mn, %loop ]
  %l = phi ptr addrspace(1) [ %l0, %entry ], [ %ln, %loop ]
  %o = phi ptr addrspace(1) [ %o0, %entry ], [ %on, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %mn = call ptr addrspace(1) @pto.tmax(ptr addrspace(1) %m, ptr addrspace(1) %x)
  %d = call ptr addrspace(1) @pto.tsub(ptr addrspace(1) %m, ptr addrspace(1) %mn)
  %s = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %d)
  %xd = call ptr addrspace(1) @pto.tsub(ptr addrspace(1) %x, ptr addrspace(1) %mn)
  %p = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %xd)
  %ls = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %l, ptr addrspace(1) %s)
  %ln = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %ls, ptr addrspace(1) %p)
  %px = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %p, ptr addrspace(1) %x)
  %os = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %o, ptr addrspace(1) %s)
  %on = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %os, ptr addrspace(1) %px)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  %r = call ptr addrspace(1) @pto.tdiv(ptr addrspace(1) %on, ptr addrspace(1) %ln)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %w, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsub(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tmul(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tdiv(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
