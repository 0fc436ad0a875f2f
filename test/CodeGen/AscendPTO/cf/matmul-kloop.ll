; A matmul K-loop: tmatmul on the first block, tmatmul.acc in place in the
; loop. The accumulator's init, phi, in-place result and loop result share
; one L0C buffer: no tile.move, and tmatmul.acc reads and writes one handle.
; RUN: %llc -ascendpto-sync=assembler -verify-machineinstrs -ascendpto-plan-report %s -o - 2>%t_report | FileCheck %s
; RUN: FileCheck %s --check-prefix=REPORT < %t_report
; No move reads or writes an accumulator anywhere in the output.
; RUN: %llc -ascendpto-sync=assembler %s -o - | FileCheck %s --check-prefix=NOMOVE
; NOMOVE-NOT: pto.tmov ins({{.*}}loc=acc
; NOMOVE-NOT: pto.tmov {{.*}}outs({{.*}}loc=acc

; REPORT: ascendpto-plan: func=gemm space=acc tiles=3 buffers=1 peak=4096 lb=4096 capacity=131072 planner=pypto

; CHECK-LABEL: func.func @gemm(
; CHECK:      %acc0 = pto.alloc_tile addr = %[[ACC:c[0-9]+_i64]] : !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=64
; CHECK-NEXT: pto.tmatmul ins(%al0, %br0 :
; CHECK:      scf.for %k = %c1 to %c4 step %c1 {
; CHECK:        %acc = pto.alloc_tile addr = %[[ACC]] : !pto.tile_buf<loc=acc
; CHECK-NEXT:   pto.tmatmul.acc ins(%acc, %al, %br : {{.*}}) outs(%acc : !pto.tile_buf<loc=acc
; CHECK-NEXT: }
; CHECK-NEXT: %acc_next = pto.alloc_tile addr = %[[ACC]] :
; CHECK:      pto.tstore ins(%acc_next :
; CHECK-NOT:  pto.tmov ins(%acc

define void @gemm(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 128, i64 128, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 128, i64 64, i64 64, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 16, i64 64, i64 64, i64 1)
  %am0 = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 16, i64 32)
  %bm0 = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 32, i64 64)
  %al0 = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am0)
  %br0 = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm0)
  %acc0 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al0, ptr addrspace(4) %br0)
  br label %loop
loop:
  %k = phi i64 [ 1, %entry ], [ %k.next, %loop ]
  %acc = phi ptr addrspace(5) [ %acc0, %entry ], [ %acc.next, %loop ]
  %koff = mul i64 %k, 32
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 16, i64 32)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 %koff, i64 0, i64 32, i64 64)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %br = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm)
  %acc.next = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %al, ptr addrspace(4) %br)
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 4
  br i1 %done, label %exit, label %loop
exit:
  call void @pto.tstore(ptr addrspace(5) %acc.next, ptr %vc, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(4) @pto.tmov.right(ptr addrspace(2))
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(5), ptr, i64, i64)
