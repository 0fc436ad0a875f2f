; A loop whose constant bounds leave room for one trip at most has no back
; edge (docs/sync.md "Loops: the credit pattern"): no next trip's load
; can overwrite what this trip's store reads, so @once gets no MTE3 -> MTE2
; credit (and no release for a next trip's set), while @twice, the same
; body run twice, does.
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes %s -o %t.pto
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 2 functions, 0 findings
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias %t.pto | FileCheck %s --check-prefix=NONE
; NONE: pto_sync_minimal: 1 kernels, {{[0-9]+}} sync units, 0 removable, 2 final barriers
; @once's loop given a second trip: its load races with the first trip's
; texp and store, which nothing orders now.
; RUN: sed -e 's/scf.for %i = %c0 to %c1 step %c1/scf.for %i = %c0 to %c2 step %c1/' %t.pto > %t.two.pto
; RUN: grep -c 'to %c2 step' %t.two.pto | FileCheck %s --check-prefix=EDITED
; EDITED: 2
; RUN: not %sync_check --noalias --func once %t.two.pto | FileCheck %s --check-prefix=TWO
; TWO: @once: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes

; CHECK-LABEL: func.func @once(
; CHECK-NEXT:  scf.for %i = %c0 to %c1 step %c1 {
; CHECK-NOT:   #pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>
; CHECK:       return
; CHECK-LABEL: func.func @twice(
; CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>
; CHECK:       return

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

define void @once(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 64, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 0, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @twice(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 64, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 0, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 2
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
