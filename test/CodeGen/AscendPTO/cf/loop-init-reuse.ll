; A loop whose carried tile's init takes the buffer of an earlier tile that
; is dead by then: the carry's buffer is planned like any other group.
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: func.func @init_reuse(
; CHECK:      %tmp = pto.alloc_tile addr = %[[T:c[0-9]+_i64]] :
; CHECK:      pto.tstore ins(%e :
; CHECK:      %acc0 = pto.alloc_tile addr = %[[T]] :
; CHECK:      scf.for
; CHECK:        %acc = pto.alloc_tile addr = %[[T]] :
; CHECK-NOT:    pto.tmov

define void @init_reuse(ptr %p) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %tmp = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %e = call ptr addrspace(1) @pto.trecip(ptr addrspace(1) %tmp)
  call void @pto.tstore(ptr addrspace(1) %e, ptr %v, i64 0, i64 0)
  %acc0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi ptr addrspace(1) [ %acc0, %entry ], [ %acc.next, %loop ]
  %acc.next = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %acc, float 1.0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %acc.next, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.trecip(ptr addrspace(1))
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
