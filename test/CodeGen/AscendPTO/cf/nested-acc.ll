; Nested accumulator loops: the accumulator is carried by an outer loop over
; K chunks and an inner loop within a chunk. The carries are realigned outer
; loop first, so the inner loop sees the outer carry's buffer: all four acc
; values share one L0C buffer and no acc-to-acc move exists anywhere.
; RUN: %llc -verify-machineinstrs -ascendpto-plan-report %s -o - 2>%t_report | FileCheck %s
; RUN: FileCheck %s --check-prefix=REPORT < %t_report
; No move reads or writes an accumulator anywhere in the output.
; RUN: %llc %s -o - | FileCheck %s --check-prefix=NOMOVE
; NOMOVE-NOT: pto.tmov ins({{.*}}loc=acc
; NOMOVE-NOT: pto.tmov {{.*}}outs({{.*}}loc=acc

; REPORT: space=acc tiles=4 buffers=1 peak=4096 lb=4096

; CHECK-LABEL: func.func @nested(
; CHECK: %acc0 = pto.alloc_tile addr = %[[A:c[0-9]+_i64]] : !pto.tile_buf<loc=acc
; CHECK: scf.for %ko = %c0 to %c2 step %c1 {
; CHECK:   scf.for %ki = %c0 to %c2 step %c1 {
; CHECK:     %acc_i = pto.alloc_tile addr = %[[A]] : !pto.tile_buf<loc=acc
; CHECK-NEXT: pto.tmatmul.acc ins(%acc_i, %al, %br : {{.*}}) outs(%acc_i :
; CHECK:   }
; CHECK: }
; CHECK: pto.tstore ins(%{{[a-z.0-9_]+}} : !pto.tile_buf<loc=acc
; CHECK-NOT: pto.tmov

define void @nested(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 128, i64 128, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 128, i64 64, i64 64, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 16, i64 64, i64 64, i64 1)
  %acc0 = call ptr addrspace(5) @pto.alloc_tile.f32.acc(i64 16, i64 64)
  br label %outer
outer:
  %ko = phi i64 [ 0, %entry ], [ %ko.next, %outer.latch ]
  %acc.o = phi ptr addrspace(5) [ %acc0, %entry ], [ %acc.n, %outer.latch ]
  br label %inner
inner:
  %ki = phi i64 [ 0, %outer ], [ %ki.next, %inner ]
  %acc.i = phi ptr addrspace(5) [ %acc.o, %outer ], [ %acc.n, %inner ]
  %kb = mul i64 %ko, 2
  %k = add i64 %kb, %ki
  %koff = mul i64 %k, 32
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 16, i64 32)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 %koff, i64 0, i64 32, i64 64)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %br = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm)
  %acc.n = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc.i, ptr addrspace(3) %al, ptr addrspace(4) %br)
  %ki.next = add i64 %ki, 1
  %idone = icmp eq i64 %ki.next, 2
  br i1 %idone, label %outer.latch, label %inner
outer.latch:
  %ko.next = add i64 %ko, 1
  %odone = icmp eq i64 %ko.next, 2
  br i1 %odone, label %exit, label %outer
exit:
  call void @pto.tstore(ptr addrspace(5) %acc.n, ptr %vc, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32.acc(i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(4) @pto.tmov.right(ptr addrspace(2))
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(5), ptr, i64, i64)
