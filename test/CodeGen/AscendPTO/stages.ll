; Automatic multi-buffering (docs/planner.md, "Automatic multi-buffering"):
; a loop with a stage count N is unrolled N times and the copies of each
; tload become the N stages of a pipeline group, kept in N buffers.
; RUN: split-file %s %t
; The option: the K-loop's L1 loads get two buffers each (six mat tiles,
; six buffers), and the printed kernel is synchronised cleanly.
; RUN: %llc -ascendpto-stages=2 -ascendpto-plan-report %t/kloop.ll -o %t/kloop.pto 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: FileCheck %s --check-prefix=PTO < %t/kloop.pto
; RUN: %llc -ascendpto-plan-report %t/kloop.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONE
; Under bytes too, the stages stay apart: they are the planner's rule,
; not its objective.
; RUN: %llc -ascendpto-stages=2 -ascendpto-placement-objective=bytes -ascendpto-plan-report %t/kloop.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BYTES
; The loop's metadata and the function's attribute, which win over the
; option.
; RUN: %llc -ascendpto-plan-report %t/meta.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=META
; RUN: %llc -ascendpto-stages=4 -ascendpto-plan-report %t/attr.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ATTR
; A stage count that does not divide the trip count: the remainder is
; peeled (more in stages-remainder.ll), the count kept; the time search's
; placement (arbitration off: it prints the bytes placement, 5307 cycles
; against 5308; docs/planner.md "Arbitration").
; RUN: %llc -ascendpto-stages=3 -ascendpto-arbitration-max-instrs=0 -pass-remarks-missed=ascendpto-stages -pass-remarks-analysis=ascendpto-stages -ascendpto-plan-report %t/kloop.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PEEL
; A run-time trip count is unrolled with its remainder after the loop
; (more in stages-runtime.ll); three stages, not a power of two, cannot be:
; a remark says why.
; RUN: %llc -ascendpto-stages=2 -pass-remarks-analysis=ascendpto-stages %t/dyn.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DYN
; RUN: %llc -ascendpto-stages=3 -pass-remarks-missed=ascendpto-stages %t/dyn.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DYN3
; A loop tested in its header (C's `for` at -O0) is rotated first when its
; trip count is constant, and staged; with a run-time trip count it is left
; alone, and the remark says why.
; RUN: %llc -ascendpto-stages=2 -pass-remarks-missed=ascendpto-stages -ascendpto-plan-report %t/head.ll -o %t/head.pto 2>&1 | FileCheck %s --check-prefix=HEAD
; RUN: FileCheck %s --check-prefix=HEADPTO < %t/head.pto
; RUN: %llc -ascendpto-stages=2 -pass-remarks-missed=ascendpto-stages %t/head-dyn.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=HEADDYN
; A malformed count is an error (more in stages-errors.ll).
; RUN: not %llc -pass-remarks-missed=ascendpto-stages %t/zero.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZERO
; The capacity gate: two 96 KiB stages do not fit UB, PH-MR-001 says so.
; RUN: %llc -ascendpto-stages=2 -pass-remarks-missed=ascendpto-buffer-coloring %t/big.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BIG

; OPT: ascendpto-plan: func=gemm space=mat tiles=6 buffers=6 peak=15360
; ONE: ascendpto-plan: func=gemm space=mat tiles=4 buffers=4 peak=10240
; BYTES: ascendpto-plan: func=gemm space=mat tiles=6 buffers=4 peak=10240
; PTO-LABEL: scf.for
; PTO: %am = pto.alloc_tile addr = %[[A0:c[0-9]+_i64]] :
; PTO: %bm = pto.alloc_tile addr = %[[B0:c[0-9]+_i64]] :
; PTO: pto.tmatmul.acc
; PTO-NOT: addr = %[[A0]] :{{.*}}loc=mat
; PTO: %am_1 = pto.alloc_tile addr =
; PTO-NOT: addr = %[[B0]] :{{.*}}loc=mat
; PTO: %bm_1 = pto.alloc_tile addr =
; PTO: pto.tmatmul.acc
; PTO: }
; META: ascendpto-plan: func=gemm space=mat tiles=2 buffers=2
; ATTR: ascendpto-plan: func=gemm space=mat tiles=2 buffers=2
; PEEL-NOT: {{lowered|not applied}}
; PEEL: remark: <unknown>:0:0: stage count 3 (-ascendpto-stages): 2 of the 8 trips peeled before the loop, the other 6 unrolled by 3
; PEEL: ascendpto-plan: func=gemm space=mat tiles=12 buffers=12
; DYN: remark: <unknown>:0:0: stage count 2 (-ascendpto-stages): the run-time trip count is unrolled by 2, its remainder (fewer than 2 trips) runs after the loop
; DYN3: remark: <unknown>:0:0: stage count 3 (-ascendpto-stages) not applied: the trip count is not a compile-time constant and the count is not a power of two
; HEAD-NOT: remark
; HEAD: ascendpto-plan: func=scale space=vec tiles=2 buffers=2 peak=8192
; HEADPTO-NOT: scf.if
; HEADPTO: scf.for %{{.*}} = %c0 to %c8 step %c2 {
; HEADPTO-COUNT-2: pto.tload
; HEADDYN: remark: <unknown>:0:0: stage count 2 (-ascendpto-stages) not applied: the loop has not one exit at its latch (a loop that tests its exit in its header with a run-time trip count, as C's for at -O0: -O1 or above rotates it)
; ZERO: error: in function @scale: the !pto.stages of the loop at %loop is i32 0, outside 1..64 (the limit of a stage count)
; BIG: remark: <unknown>:0:0: PH-MR-001: pipeline group 0 in vec (UB) keeps depth 1 of the requested 2 (98304 bytes per stage)

;--- kloop.ll
define void @gemm(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 288, i64 288, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 288, i64 64, i64 64, i64 1)
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
  %done = icmp eq i64 %k.next, 9
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

;--- meta.ll
define void @gemm(ptr %a, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 288, i64 288, i64 1)
  %vc = call ptr @pto.tensor_view.f16(ptr %c, i64 16, i64 32, i64 32, i64 1)
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %koff = mul i64 %k, 32
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 16, i64 32)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
!0 = distinct !{!0, !1}
!1 = !{!"pto.stages", i32 2}

;--- attr.ll
define void @gemm(ptr %a, ptr %c) "pto.stages"="2" {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 288, i64 288, i64 1)
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %koff = mul i64 %k, 32
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 16, i64 32)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 8
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))

;--- dyn.ll
define void @scale(ptr %in, ptr %out, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp uge i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- big.ll
define void @scale(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 384, i64 256, i64 256, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 384, i64 256, i64 256, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 96
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 96, i64 256)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 4
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- head.ll
define void @scale(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %done = icmp eq i64 %i, 8
  br i1 %done, label %exit, label %body
body:
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  br label %head
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- head-dyn.ll
define void @scale(ptr %in, ptr %out, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %done = icmp eq i64 %i, %n
  br i1 %done, label %exit, label %body
body:
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  br label %head
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- zero.ll
define void @scale(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!0 = distinct !{!0, !1}
!1 = !{!"pto.stages", i32 0}
