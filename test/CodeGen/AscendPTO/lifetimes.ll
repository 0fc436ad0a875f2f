; Lifetimes come from LiveIntervals over SSA MIR; these are the seed's rules.
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs %s -o - | FileCheck %s

; A tile defined before a loop and read inside it lives to the end of the
; loop: %t, defined after the last read of %x in the body, may not take %x's
; bytes (the next iteration reads %x again).
; CHECK-LABEL: func.func @live_through_loop(
; CHECK:      %x = pto.alloc_tile addr = %[[X:c[0-9]+_i64]] :
; CHECK:      scf.for
; CHECK:        %s = pto.alloc_tile addr = %[[S:c[0-9]+_i64]] :
; CHECK-NEXT:   pto.tadd ins(%x, %x :
; CHECK:        %t = pto.alloc_tile addr = %[[S]] :
; CHECK-NEXT:   pto.texp ins(%s :
define void @live_through_loop(ptr %p) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 128, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %x, ptr addrspace(1) %x)
  %t = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %s)
  %row = mul i64 %i, 16
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; The two arms of an if are exclusive paths: %w, read only in the else arm,
; is dead on the then path, so %t (then arm) may take its bytes while %u
; (else arm, live with %w) may not.
; CHECK-LABEL: func.func @exclusive_arms(
; CHECK:      %w = pto.alloc_tile addr = %[[W:c[0-9]+_i64]] :
; CHECK:      scf.if %big {
; CHECK:        %t = pto.alloc_tile addr = %[[W]] :
; CHECK:      } else {
; CHECK:        %u = pto.alloc_tile addr = %[[U:c[0-9]+_i64]] :
; CHECK-NEXT:   pto.tload
; CHECK:        pto.tadd ins(%u, %w :
define void @exclusive_arms(ptr %p, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %big = icmp sgt i64 %n, 4
  br i1 %big, label %then, label %else
then:
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  br label %merge
else:
  %u = call ptr addrspace(1) @pto.tload(ptr %v, i64 32, i64 0, i64 16, i64 64)
  %uw = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %u, ptr addrspace(1) %w)
  call void @pto.tstore(ptr addrspace(1) %uw, ptr %v, i64 0, i64 0)
  br label %merge
merge:
  ret void
}

; Reads of a loop's result count against the carry's buffer: %after, loaded
; while the result %r is still to be read, may not take the carry's bytes.
; CHECK-LABEL: func.func @result_keeps_carry(
; CHECK:      %x0 = pto.alloc_tile addr = %[[C:c[0-9]+_i64]] :
; CHECK:      scf.for
; CHECK:      %after = pto.alloc_tile addr = %[[A:c[0-9]+_i64]] :
; CHECK:      %[[R:r(_[0-9]+)?]] = pto.alloc_tile addr = %[[C]] :
; CHECK-NEXT: %sum = pto.alloc_tile
; CHECK-NEXT: pto.tadd ins(%[[R]], %after :
define void @result_keeps_carry(ptr %p) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %x0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi ptr addrspace(1) [ %x0, %entry ], [ %r, %loop ]
  %r = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %x, float 1.0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  %after = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %sum = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %r, ptr addrspace(1) %after)
  call void @pto.tstore(ptr addrspace(1) %sum, ptr %v, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
