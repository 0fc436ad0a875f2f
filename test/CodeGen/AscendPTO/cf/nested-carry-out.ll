; Nested loops where the outer loop yields the inner loop's in-place result
; (issue 15: was `internal error: %t_out and %c_mv must share one buffer ...
; but are live at the same time`). %t = taxpy(%c) shares the inner carry's
; buffer, the inner back edge moves %y into that buffer, so %t is copied out
; before the move (%t_out) and the outer carry %a then receives %t_out: it
; is copied back into the carry's buffer on the outer back edge (%a_mv),
; and %t_out keeps a buffer of its own. Reduced from the fuzzer's shape
; (nested loops, an in-place update of the inner carry read after the
; inner loop).
; RUN: %llc -verify-machineinstrs %s -o %t.pto
; RUN: FileCheck %s < %t.pto
; RUN: %python %src_root/utils/fuzz/pto_fuzz.py --check-pto %t.pto | FileCheck %s --check-prefix=ORACLE
; RUN: %llc -ascendpto-memory-planner=dsa %s -o %t.dsa.pto
; RUN: %python %src_root/utils/fuzz/pto_fuzz.py --check-pto %t.dsa.pto | FileCheck %s --check-prefix=ORACLE
; ORACLE: 1 functions, 0 violations

; CHECK-LABEL: func.func @nc(
; CHECK: %a0 = pto.alloc_tile addr = %[[C:c[0-9]+_i64]] :
; CHECK: scf.for %i =
; CHECK:   scf.for %j =
; CHECK:     %c = pto.alloc_tile addr = %[[C]] :
; CHECK:     pto.taxpy ins(%x, %s : {{.*}}) outs(%c :
; CHECK:     %t_out = pto.alloc_tile addr = %[[O:c[0-9]+_i64]] :
; CHECK:     pto.tmov ins(%c : {{.*}}) outs(%t_out :
; CHECK:     %c_mv = pto.alloc_tile addr = %[[C]] :
; CHECK:     pto.tmov ins(%y : {{.*}}) outs(%c_mv :
; CHECK:   }
; CHECK:   %[[O1:t_out_[0-9]+]] = pto.alloc_tile addr = %[[O]] :
; CHECK:   %a_mv = pto.alloc_tile addr = %[[C]] :
; CHECK:   pto.tmov ins(%[[O1]] : {{.*}}) outs(%a_mv :
; CHECK: }
; CHECK: %[[O2:t_out_[0-9]+]] = pto.alloc_tile addr = %[[O]] :
; CHECK: pto.tstore ins(%[[O2]] :

define void @nc(ptr %pf, ptr %po, float %s) {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 64)
  %x = call ptr addrspace(1) @pto.tload(ptr %vf, i64 16, i64 0, i64 16, i64 64)
  br label %o.head
o.head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %o.latch ]
  %a = phi ptr addrspace(1) [ %a0, %entry ], [ %t, %o.latch ]
  br label %n.head
n.head:
  %j = phi i64 [ 0, %o.head ], [ %j.next, %n.head ]
  %c = phi ptr addrspace(1) [ %a, %o.head ], [ %y, %n.head ]
  %t = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %c, ptr addrspace(1) %x, float %s)
  %y = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %t, ptr addrspace(1) %x)
  %j.next = add i64 %j, 1
  %j.c = icmp slt i64 %j.next, 2
  br i1 %j.c, label %n.head, label %o.latch
o.latch:
  %i.next = add i64 %i, 1
  %i.c = icmp slt i64 %i.next, 2
  br i1 %i.c, label %o.head, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %t, ptr %vo, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
