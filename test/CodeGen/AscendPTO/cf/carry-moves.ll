; Loop carries that cannot share their value's buffer get a tile.move just
; before the yield, named after the carry (<name>_mv). The moves of one yield
; are a parallel copy: a move whose source another move overwrites runs
; first, and a cycle goes through a scratch tile.
; RUN: %llc -ascendpto-sync=assembler -verify-machineinstrs %s -o - | FileCheck %s

; Shift register `lag2 = lag1; lag1 = new`: lag1's old value must be moved
; into lag2's buffer before the new value overwrites lag1's buffer.
; CHECK-LABEL: func.func @shift(
; CHECK:      %x0 = pto.alloc_tile addr = %[[L1:c[0-9]+_i64]] :
; CHECK:      %y0 = pto.alloc_tile addr = %[[L2:c[0-9]+_i64]] :
; CHECK:      scf.for %i = %c0 to %c8 step %c1 {
; CHECK:        %new = pto.alloc_tile addr = %[[NEW:c[0-9]+_i64]] :
; CHECK:        %lag1 = pto.alloc_tile addr = %[[L1]] :
; CHECK:        %lag2 = pto.alloc_tile addr = %[[L2]] :
; CHECK:        pto.tadd ins(%lag1, %lag2 :
; CHECK:        %lag2_mv = pto.alloc_tile addr = %[[L2]] :
; CHECK-NEXT:   pto.tmov ins(%lag1 : {{.*}}) outs(%lag2_mv :
; CHECK-NEXT:   %lag1_mv = pto.alloc_tile addr = %[[L1]] :
; CHECK-NEXT:   pto.tmov ins(%new : {{.*}}) outs(%lag1_mv :
; CHECK-NEXT: }
define void @shift(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  %x0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %y0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %lag1 = phi ptr addrspace(1) [ %x0, %entry ], [ %new, %loop ]
  %lag2 = phi ptr addrspace(1) [ %y0, %entry ], [ %lag1, %loop ]
  %row = mul i64 %i, 16
  %new = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %lag1, ptr addrspace(1) %lag2)
  call void @pto.tstore(ptr addrspace(1) %s, ptr %o, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Swap `cur, prev = prev, cur`: no order works; prev is saved in a scratch
; tile first.
; CHECK-LABEL: func.func @swap(
; CHECK:      %x0 = pto.alloc_tile addr = %[[CUR:c[0-9]+_i64]] :
; CHECK:      %y0 = pto.alloc_tile addr = %[[PREV:c[0-9]+_i64]] :
; CHECK:      scf.for
; CHECK:        pto.tsub ins(%cur, %prev :
; CHECK:        %cur_tmp = pto.alloc_tile addr = %[[TMP:c[0-9]+_i64]] :
; CHECK-NEXT:   pto.tmov ins(%prev : {{.*}}) outs(%cur_tmp :
; CHECK-NEXT:   %prev_mv = pto.alloc_tile addr = %[[PREV]] :
; CHECK-NEXT:   pto.tmov ins(%cur : {{.*}}) outs(%prev_mv :
; CHECK-NEXT:   %cur_mv = pto.alloc_tile addr = %[[CUR]] :
; CHECK-NEXT:   pto.tmov ins(%cur_tmp : {{.*}}) outs(%cur_mv :
; CHECK-NEXT: }
define void @swap(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  %x0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %y0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %cur = phi ptr addrspace(1) [ %x0, %entry ], [ %prev, %loop ]
  %prev = phi ptr addrspace(1) [ %y0, %entry ], [ %cur, %loop ]
  %row = mul i64 %i, 16
  %s = call ptr addrspace(1) @pto.tsub(ptr addrspace(1) %cur, ptr addrspace(1) %prev)
  call void @pto.tstore(ptr addrspace(1) %s, ptr %o, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A carry whose new value may not be written over the old one (trecip is not
; in-place safe) is computed elsewhere and moved back.
; CHECK-LABEL: func.func @not_inplace(
; CHECK:      %x0 = pto.alloc_tile addr = %[[X:c[0-9]+_i64]] :
; CHECK:      scf.for
; CHECK:        %x = pto.alloc_tile addr = %[[X]] :
; CHECK-NEXT:   %r = pto.alloc_tile addr = %[[R:c[0-9]+_i64]] :
; CHECK-NEXT:   pto.trecip ins(%x : {{.*}}) outs(%r :
; CHECK-NEXT:   %x_mv = pto.alloc_tile addr = %[[X]] :
; CHECK-NEXT:   pto.tmov ins(%r : {{.*}}) outs(%x_mv :
define void @not_inplace(ptr %in) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 64, i64 1)
  %x0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi ptr addrspace(1) [ %x0, %entry ], [ %r, %loop ]
  %r = call ptr addrspace(1) @pto.trecip(ptr addrspace(1) %x)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 3
  br i1 %c, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %r, ptr %v, i64 0, i64 0)
  ret void
}


; The exit reads the carry as it was before the back edge's move overwrote
; its buffer (an scf.for returns only the updated value): the old value is
; first copied out (<name>_out) and read after the loop from there.
; CHECK-LABEL: func.func @old_value(
; CHECK:      %b = pto.alloc_tile addr = %[[C:c[0-9]+_i64]] :
; CHECK:      scf.for
; CHECK:        %c = pto.alloc_tile addr = %[[C]] :
; CHECK-NEXT:   %c_out = pto.alloc_tile addr = %[[O:c[0-9]+_i64]] :
; CHECK-NEXT:   pto.tmov ins(%c : {{.*}}) outs(%c_out :
; CHECK-NEXT:   %c_mv = pto.alloc_tile addr = %[[C]] :
; CHECK-NEXT:   pto.tmov ins(%a : {{.*}}) outs(%c_mv :
; CHECK-NEXT: }
; CHECK-NEXT: %[[OUT:c_out[_0-9]*]] = pto.alloc_tile addr = %[[O]] :
; CHECK:      pto.tstore ins(%[[OUT]] :
define void @old_value(ptr %p) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 8, i64 32)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 8, i64 0, i64 8, i64 32)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %c = phi ptr addrspace(1) [ %b, %entry ], [ %a, %loop ]
  %i.next = add i64 %i, 1
  %t = icmp slt i64 %i.next, 3
  br i1 %t, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %c, ptr %v, i64 0, i64 0)
  ret void
}


; The old value read after the loop feeds a second loop's carry and body:
; the second loop's init is moved from the copy, not from the overwritten
; carry (found by fuzzing).
; CHECK-LABEL: func.func @old_value_two_loops(
; CHECK:      scf.for
; CHECK:        %c_out = pto.alloc_tile addr = %[[O:c[0-9]+_i64]] :
; CHECK-NEXT:   pto.tmov ins(%c{{[_0-9]*}} : {{.*}}) outs(%c_out :
; CHECK:      }
; CHECK-NEXT: %[[OUT:c_out_[0-9]+]] = pto.alloc_tile addr = %[[O]] :
; CHECK-NEXT: %d_mv = pto.alloc_tile
; CHECK-NEXT: pto.tmov ins(%[[OUT]] : {{.*}}) outs(%d_mv :
; CHECK:      scf.for
; CHECK:        pto.trecip ins(%[[OUT]] :
define void @old_value_two_loops(ptr %p) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %t1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l1 ]
  %c = phi ptr addrspace(1) [ %t1, %entry ], [ %r, %l1 ]
  %r = call ptr addrspace(1) @pto.trecip(ptr addrspace(1) %c)
  %i.next = add i64 %i, 1
  %t = icmp slt i64 %i.next, 3
  br i1 %t, label %l1, label %l2
l2:
  %j = phi i64 [ 0, %l1 ], [ %j.next, %l2 ]
  %d = phi ptr addrspace(1) [ %c, %l1 ], [ %e, %l2 ]
  %u = call ptr addrspace(1) @pto.trecip(ptr addrspace(1) %c)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %v, i64 0, i64 0)
  %e = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %d, float 1.5)
  %j.next = add i64 %j, 1
  %t2 = icmp slt i64 %j.next, 4
  br i1 %t2, label %l2, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %e, ptr %v, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsub(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trecip(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
