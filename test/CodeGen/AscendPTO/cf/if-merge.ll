; A tile merged after an if lives in one canonical buffer that each arm
; writes; the merge result is printed as a handle on that buffer.
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs %s -o - | FileCheck %s

; Both arms compute a new tile: both write the merge buffer in place.
; CHECK-LABEL: func.func @both_arms(
; CHECK:      %x = pto.alloc_tile addr = %[[X:c[0-9]+_i64]] :
; CHECK:      scf.if %big {
; CHECK-NEXT:   %e = pto.alloc_tile addr = %[[X]] :
; CHECK-NEXT:   pto.texp ins(%x : {{.*}}) outs(%e :
; CHECK-NEXT: } else {
; CHECK-NEXT:   %n2 = pto.alloc_tile addr = %[[X]] :
; CHECK-NEXT:   pto.tneg ins(%x : {{.*}}) outs(%n2 :
; CHECK-NEXT: }
; CHECK-NEXT: %m = pto.alloc_tile addr = %[[X]] :
; CHECK:      pto.tstore ins(%m :
define void @both_arms(ptr %p, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %big = icmp sgt i64 %n, 4
  br i1 %big, label %then, label %else
then:
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  br label %merge
else:
  %n2 = call ptr addrspace(1) @pto.tneg(ptr addrspace(1) %x)
  br label %merge
merge:
  %m = phi ptr addrspace(1) [ %e, %then ], [ %n2, %else ]
  call void @pto.tstore(ptr addrspace(1) %m, ptr %v, i64 0, i64 0)
  ret void
}

; One arm leaves the tile unchanged, and the tile is still read after the
; if: it cannot be the merge buffer, so the unchanged arm gets a move of its
; own (the edge is split) while the other arm writes the merge buffer.
; CHECK-LABEL: func.func @unchanged_arm(
; CHECK:      %x = pto.alloc_tile addr = %[[X:c[0-9]+_i64]] :
; CHECK:      scf.if %big {
; CHECK-NEXT:   %e = pto.alloc_tile addr = %[[M:c[0-9]+_i64]] :
; CHECK-NEXT:   pto.texp ins(%x : {{.*}}) outs(%e :
; CHECK-NEXT: } else {
; CHECK-NEXT:   %m_mv = pto.alloc_tile addr = %[[M]] :
; CHECK-NEXT:   pto.tmov ins(%x : {{.*}}) outs(%m_mv :
; CHECK-NEXT: }
; CHECK-NEXT: %m = pto.alloc_tile addr = %[[M]] :
; CHECK:      pto.tadd ins(%m, %x :
define void @unchanged_arm(ptr %p, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %big = icmp sgt i64 %n, 4
  br i1 %big, label %then, label %merge
then:
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  br label %merge
merge:
  %m = phi ptr addrspace(1) [ %e, %then ], [ %x, %entry ]
  %s = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %m, ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %s, ptr %v, i64 0, i64 0)
  ret void
}

; Inside a loop, an if whose untaken arm yields the loop's carry unchanged:
; the carry itself is the merge buffer, so no move is needed at all.
; CHECK-LABEL: func.func @carry_unchanged(
; CHECK:      %x0 = pto.alloc_tile addr = %[[C:c[0-9]+_i64]] :
; CHECK:      scf.for
; CHECK:        scf.if %odd {
; CHECK-NEXT:     %acc = pto.alloc_tile addr = %[[C]] :
; CHECK-NEXT:     %d = pto.alloc_tile addr = %[[C]] :
; CHECK-NEXT:     pto.tadds ins(%acc, %cst : {{.*}}) outs(%d :
; CHECK-NEXT:   }
; CHECK-NOT:    pto.tmov
define void @carry_unchanged(ptr %p) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %x0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi ptr addrspace(1) [ %x0, %entry ], [ %m, %latch ]
  %bit = and i64 %i, 1
  %odd = icmp eq i64 %bit, 1
  br i1 %odd, label %then, label %latch
then:
  %d = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %acc, float 1.0)
  br label %latch
latch:
  %m = phi ptr addrspace(1) [ %d, %then ], [ %acc, %loop ]
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %m, ptr %v, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tneg(ptr addrspace(1))
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
