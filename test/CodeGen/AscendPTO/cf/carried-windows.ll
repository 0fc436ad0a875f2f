; A carried tile with a window read in the loop body (seed: 算法 7, Yield
; 修复: a move only where the buffers really differ). The window is an alias
; of the carry's buffer, so the init and the value reloaded each iteration
; take the carry's buffer and no pto.tmov is printed, for strided ([16, 8] of
; a [16, 16] tile), row and column windows, in loops and nested loops, under
; every planner. A window that is itself the merged value is still copied.
; RUN: %llc -verify-machineinstrs -ascendpto-memory-planner=pypto %s -o %t.pypto
; RUN: %llc -verify-machineinstrs -ascendpto-memory-planner=dsa %s -o %t.dsa
; RUN: %llc -verify-machineinstrs -ascendpto-memory-planner=auto %s -o %t.auto
; RUN: FileCheck %s < %t.pypto
; RUN: FileCheck %s < %t.dsa
; RUN: FileCheck %s < %t.auto

; CHECK-LABEL: func.func @strided(
; CHECK-NOT:   pto.tmov
; CHECK:       %a0 = pto.alloc_tile addr = %[[C:c[0-9]+_i64]] :
; CHECK:       scf.for
; CHECK-NEXT:    %c = pto.alloc_tile addr = %[[C]] :
; CHECK-NEXT:    %w = pto.subset %c[%c0, %c8] sizes [16, 8]
; CHECK-NOT:   pto.tmov
; CHECK:         %n = pto.alloc_tile addr = %[[C]] :
; CHECK-NOT:   pto.tmov
; CHECK-LABEL: func.func @row(
; CHECK-NOT:   pto.tmov
; CHECK:       %a0 = pto.alloc_tile addr = %[[C:c[0-9]+_i64]] :
; CHECK:       scf.for
; CHECK-NEXT:    %c = pto.alloc_tile addr = %[[C]] :
; CHECK-NEXT:    %w = pto.subset %c[%c4, %c0] sizes [4, 16]
; CHECK-NOT:   pto.tmov
; CHECK:         %n = pto.alloc_tile addr = %[[C]] :
; CHECK-NOT:   pto.tmov
; CHECK-LABEL: func.func @column(
; CHECK-NOT:   pto.tmov
; CHECK:       %a0 = pto.alloc_tile addr = %[[C:c[0-9]+_i64]] :
; CHECK:       scf.for
; CHECK-NEXT:    %c = pto.alloc_tile addr = %[[C]] :
; CHECK-NEXT:    %w = pto.subset %c[%c0, %c8] sizes [16, 1]
; CHECK-NOT:   pto.tmov
; CHECK:         %n = pto.alloc_tile addr = %[[C]] :
; CHECK-NOT:   pto.tmov
; CHECK-LABEL: func.func @nested(
; CHECK-NOT:   pto.tmov
; CHECK:       %a0 = pto.alloc_tile addr = %[[C:c[0-9]+_i64]] :
; CHECK:       scf.for
; CHECK-NEXT:    %co = pto.alloc_tile addr = %[[C]] :
; CHECK-NEXT:    %wo = pto.subset %co[%c0, %c0] sizes [16, 8]
; CHECK-NOT:   pto.tmov
; CHECK:         scf.for
; CHECK-NEXT:      %ci = pto.alloc_tile addr = %[[C]] :
; CHECK-NEXT:      %wi = pto.subset %ci[%c8, %c8] sizes [8, 8]
; CHECK-NOT:   pto.tmov
; CHECK:           %ci_n = pto.alloc_tile addr = %[[C]] :
; CHECK-NOT:   pto.tmov
; A [16, 1] column of a row_major tile is strided too: merged with a dense
; tile, it is copied into the merge's buffer (it was merged as if its 16
; elements were contiguous).
; CHECK-LABEL: func.func @column_merge(
; CHECK:       %w = pto.subset %a[%c0, %c8] sizes [16, 1]
; CHECK:       scf.if
; CHECK-NEXT:    %m_mv = pto.alloc_tile addr = %[[M:c[0-9]+_i64]] :
; CHECK:         pto.tmov ins(%w :
; CHECK:       } else {
; CHECK-NEXT:    %x = pto.alloc_tile addr = %[[M]] :
; CHECK:       %m = pto.alloc_tile addr = %[[M]] :

; strided: a [16, 8] window at column 8 of a [16, 16] carry
define void @strided(ptr %p, ptr %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 1024, i64 1024, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 16)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %c = phi ptr addrspace(1) [ %a0, %entry ], [ %n, %loop ]
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %c, i64 0, i64 8, i64 16, i64 8)
  %x = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %w, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %o, i64 %i, i64 0)
  %n = call ptr addrspace(1) @pto.tload(ptr %v, i64 %i, i64 0, i64 16, i64 16)
  %i.next = add i64 %i, 1
  %cc = icmp slt i64 %i.next, 4
  br i1 %cc, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %n, ptr %o, i64 0, i64 0)
  ret void
}

; row: rows 4..7 of the carry (contiguous)
define void @row(ptr %p, ptr %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 1024, i64 1024, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 16)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %c = phi ptr addrspace(1) [ %a0, %entry ], [ %n, %loop ]
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %c, i64 4, i64 0, i64 4, i64 16)
  %x = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %w, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %o, i64 %i, i64 0)
  %n = call ptr addrspace(1) @pto.tload(ptr %v, i64 %i, i64 0, i64 16, i64 16)
  %i.next = add i64 %i, 1
  %cc = icmp slt i64 %i.next, 4
  br i1 %cc, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %n, ptr %o, i64 0, i64 0)
  ret void
}

; column: one column of the carry
define void @column(ptr %p, ptr %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 1024, i64 1024, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 16)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %c = phi ptr addrspace(1) [ %a0, %entry ], [ %n, %loop ]
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %c, i64 0, i64 8, i64 16, i64 1)
  %x = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %w, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %o, i64 %i, i64 0)
  %n = call ptr addrspace(1) @pto.tload(ptr %v, i64 %i, i64 0, i64 16, i64 16)
  %i.next = add i64 %i, 1
  %cc = icmp slt i64 %i.next, 4
  br i1 %cc, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %n, ptr %o, i64 0, i64 0)
  ret void
}

; nested: windows of the outer carry and of the inner carry
define void @nested(ptr %p, ptr %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 1024, i64 1024, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 16)
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %co = phi ptr addrspace(1) [ %a0, %entry ], [ %ci.n, %outer.latch ]
  %wo = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %co, i64 0, i64 0, i64 16, i64 8)
  %xo = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %wo, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %xo, ptr %o, i64 %i, i64 0)
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %ci = phi ptr addrspace(1) [ %co, %outer ], [ %ci.n, %inner ]
  %wi = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %ci, i64 8, i64 8, i64 8, i64 8)
  %xi = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %wi, float 1.0)
  call void @pto.tstore(ptr addrspace(1) %xi, ptr %o, i64 %j, i64 16)
  %ci.n = call ptr addrspace(1) @pto.tload(ptr %v, i64 %j, i64 0, i64 16, i64 16)
  %j.next = add i64 %j, 1
  %cj = icmp slt i64 %j.next, 3
  br i1 %cj, label %inner, label %outer.latch
outer.latch:
  %i.next = add i64 %i, 1
  %ci2 = icmp slt i64 %i.next, 4
  br i1 %ci2, label %outer, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %ci.n, ptr %o, i64 0, i64 0)
  ret void
}
define void @column_merge(ptr %p, ptr %q, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 1024, i64 1024, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 16)
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 0, i64 8, i64 16, i64 1)
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %then, label %else
then:
  br label %merge
else:
  %x = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %w, float 2.0)
  br label %merge
merge:
  %m = phi ptr addrspace(1) [ %w, %then ], [ %x, %else ]
  call void @pto.tstore(ptr addrspace(1) %m, ptr %o, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
