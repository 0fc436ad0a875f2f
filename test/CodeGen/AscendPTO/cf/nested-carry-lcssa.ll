; Nested loops whose inner carries leave the inner loop through LCSSA phis
; (`%p.out = phi [ %p, %n.merge ]`, as clang -O2 and loop simplification
; write them) and feed the outer carries crosswise (issue 15 point 5: was
; `internal error: %p_mv_1 and %p must share one buffer ... but are live at
; the same time`). ascendpto-tile-carries folds a one-incoming tile phi
; into its value, so the read after the inner loop is a read of the carry
; %p: it is copied out (%p_out_1) before the back edge's moves overwrite
; %p's buffer. With a window of the carry read in the body, an if-merge of
; the other carry (@swap_if), and three levels with an in-place update and
; an if-merge in the middle one (@three), under every planner; the static
; oracle and the independent sync checker accept each output.
; RUN: %llc -verify-machineinstrs -ascendpto-memory-planner=pypto %s -o %t.pypto.pto
; RUN: FileCheck %s < %t.pypto.pto
; RUN: %python %src_root/utils/fuzz/pto_fuzz.py --check-pto %t.pypto.pto | FileCheck %s --check-prefix=ORACLE
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py %t.pypto.pto | FileCheck %s --check-prefix=SYNC
; RUN: %llc -verify-machineinstrs -ascendpto-memory-planner=dsa %s -o %t.dsa.pto
; RUN: %python %src_root/utils/fuzz/pto_fuzz.py --check-pto %t.dsa.pto | FileCheck %s --check-prefix=ORACLE
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py %t.dsa.pto | FileCheck %s --check-prefix=SYNC
; RUN: %llc -verify-machineinstrs -ascendpto-memory-planner=auto %s -o %t.auto.pto
; RUN: %python %src_root/utils/fuzz/pto_fuzz.py --check-pto %t.auto.pto | FileCheck %s --check-prefix=ORACLE
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py %t.auto.pto | FileCheck %s --check-prefix=SYNC
; ORACLE: 3 functions, 0 violations
; SYNC: 3 functions, 0 findings

; CHECK-LABEL: func.func @lcssa_swap(
; CHECK:       scf.for %j =
; CHECK:         %p = pto.alloc_tile addr = %[[P:c[0-9]+_i64]] :
; CHECK:         %[[OUT:p_out_[0-9]+]] = pto.alloc_tile addr = %[[O:c[0-9]+_i64]] :
; CHECK-NEXT:    pto.tmov ins(%p : {{.*}}) outs(%[[OUT]] :
; CHECK:         %p_mv_1 = pto.alloc_tile addr = %[[P]] :
; CHECK-NEXT:    pto.tmov ins(%q2 : {{.*}}) outs(%p_mv_1 :
; CHECK-NEXT:  }
; CHECK:       %[[OUT2:p_out_[0-9_]+]] = pto.alloc_tile addr = %[[O]] :
; CHECK-NEXT:  %b_mv = pto.alloc_tile
; CHECK-NEXT:  pto.tmov ins(%[[OUT2]] : {{.*}}) outs(%b_mv :
; CHECK-LABEL: func.func @swap_if(
; CHECK-LABEL: func.func @three(

define void @lcssa_swap(ptr %pf, ptr %po, i64 %n, float %s) {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 64)
  %b0 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 16, i64 0, i64 16, i64 64)
  br label %o.head
o.head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %o.latch ]
  %a = phi ptr addrspace(1) [ %a0, %entry ], [ %q.out, %o.latch ]
  %b = phi ptr addrspace(1) [ %b0, %entry ], [ %p.out, %o.latch ]
  br label %n.head
n.head:
  %j = phi i64 [ 0, %o.head ], [ %j.next, %n.head ]
  %p = phi ptr addrspace(1) [ %a, %o.head ], [ %q2, %n.head ]
  %q = phi ptr addrspace(1) [ %b, %o.head ], [ %p, %n.head ]
  %q2 = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %q, float %s)
  %j.next = add i64 %j, 1
  %j.c = icmp slt i64 %j.next, %n
  br i1 %j.c, label %n.head, label %o.latch
o.latch:
  %p.out = phi ptr addrspace(1) [ %p, %n.head ]
  %q.out = phi ptr addrspace(1) [ %q2, %n.head ]
  %i.next = add i64 %i, 1
  %i.c = icmp slt i64 %i.next, %n
  br i1 %i.c, label %o.head, label %exit
exit:
  %r = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %vo, i64 16, i64 0)
  ret void
}

; A: an outer carry fed by an inner carry, an if-merge of the inner carry,
; a swap of two inner carries (moves), a window of the carry read inside.
define void @swap_if(ptr %pf, ptr %po, i64 %n, float %s) {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 64)
  %b0 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 16, i64 0, i64 16, i64 64)
  br label %o.head
o.head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %o.latch ]
  %a = phi ptr addrspace(1) [ %a0, %entry ], [ %q.out, %o.latch ]
  %b = phi ptr addrspace(1) [ %b0, %entry ], [ %p.out, %o.latch ]
  br label %n.head
n.head:
  %j = phi i64 [ 0, %o.head ], [ %j.next, %n.merge ]
  %p = phi ptr addrspace(1) [ %a, %o.head ], [ %q2, %n.merge ]
  %q = phi ptr addrspace(1) [ %b, %o.head ], [ %p, %n.merge ]
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %p, i64 0, i64 0, i64 8, i64 64)
  call void @pto.tstore(ptr addrspace(1) %w, ptr %vo, i64 0, i64 0)
  %c = icmp sgt i64 %j, 0
  br i1 %c, label %n.then, label %n.merge
n.then:
  %t = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %q, float %s)
  br label %n.merge
n.merge:
  %q2 = phi ptr addrspace(1) [ %q, %n.head ], [ %t, %n.then ]
  %j.next = add i64 %j, 1
  %j.c = icmp slt i64 %j.next, %n
  br i1 %j.c, label %n.head, label %o.latch
o.latch:
  %p.out = phi ptr addrspace(1) [ %p, %n.merge ]
  %q.out = phi ptr addrspace(1) [ %q2, %n.merge ]
  %i.next = add i64 %i, 1
  %i.c = icmp slt i64 %i.next, %n
  br i1 %i.c, label %o.head, label %exit
exit:
  %r = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %vo, i64 16, i64 0)
  ret void
}

; B: three levels; the innermost updates the carry in place (taxpy) and
; the value is read after each loop; the middle level merges it in an if.
define void @three(ptr %pf, ptr %po, i64 %n, float %s) {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 64)
  %x = call ptr addrspace(1) @pto.tload(ptr %vf, i64 16, i64 0, i64 16, i64 64)
  br label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i.n, %l1.latch ]
  %a = phi ptr addrspace(1) [ %a0, %entry ], [ %m, %l1.latch ]
  br label %l2
l2:
  %j = phi i64 [ 0, %l1 ], [ %j.n, %l2.latch ]
  %b = phi ptr addrspace(1) [ %a, %l1 ], [ %b.next, %l2.latch ]
  br label %l3
l3:
  %k = phi i64 [ 0, %l2 ], [ %k.n, %l3 ]
  %c = phi ptr addrspace(1) [ %b, %l2 ], [ %y, %l3 ]
  %t = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %c, ptr addrspace(1) %x, float %s)
  %y = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %t, ptr addrspace(1) %x)
  %k.n = add i64 %k, 1
  %k.c = icmp slt i64 %k.n, %n
  br i1 %k.c, label %l3, label %l2.body
l2.body:
  call void @pto.tstore(ptr addrspace(1) %t, ptr %vo, i64 0, i64 0)
  %cc = icmp sgt i64 %j, 1
  br i1 %cc, label %l2.then, label %l2.latch
l2.then:
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %y)
  br label %l2.latch
l2.latch:
  %b.next = phi ptr addrspace(1) [ %y, %l2.body ], [ %e, %l2.then ]
  %j.n = add i64 %j, 1
  %j.c = icmp slt i64 %j.n, %n
  br i1 %j.c, label %l2, label %l1.latch
l1.latch:
  %m = phi ptr addrspace(1) [ %b.next, %l2.latch ]
  %i.n = add i64 %i, 1
  %i.c = icmp slt i64 %i.n, %n
  br i1 %i.c, label %l1, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %m, ptr %vo, i64 16, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
