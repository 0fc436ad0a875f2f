; Automatic multi-buffering of the cube's operands (docs/planner.md,
; "Automatic multi-buffering"): with a stage count N, the moves from L1
; into L0A/L0B of the unrolled body become one pipeline group per space,
; the j-th move stage j mod N (the L0 ping-pong of GEMM kernels), so the
; move of block j + 1 never shares bytes with block j's matmul operands.
; RUN: split-file %s %t
; kloop: two 128x128x64 blocks per K chunk, four chunks, two stages.
; Under bytes, one L0A/L0B buffer each at one stage; at two stages the
; moves alternate over two buffers: blocks 0 at offset 16384, blocks 1 at
; 0, in both copies of the body.
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-plan-report %t/kloop.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONE
; RUN: %llc -ascendpto-stages=2 -ascendpto-placement-objective=bytes -ascendpto-plan-report=detail %t/kloop.ll -o %t/kloop.pto 2>&1 | FileCheck %s --check-prefix=TWO
; RUN: FileCheck %s --check-prefix=PTO < %t/kloop.pto
; RUN: %sync_check %t/kloop.pto | FileCheck %s --check-prefix=OK
; The time objective keeps the stages apart too (it may keep more apart):
; the time search's placement (arbitration off: it prints the bytes
; placement, 5876 cycles against 5877; docs/planner.md "Arbitration").
; RUN: %llc -ascendpto-stages=2 -ascendpto-arbitration-max-instrs=0 -ascendpto-plan-report %t/kloop.ll -o %t/kloop-time.pto 2>&1 | FileCheck %s --check-prefix=TIME
; RUN: %sync_check %t/kloop-time.pto | FileCheck %s --check-prefix=OK
; wide: 64 KiB moves fill L0A and L0B: the capacity gate keeps depth 1,
; and PH-MR-001 says so, per space.
; RUN: %llc -ascendpto-stages=2 -pass-remarks-missed=ascendpto-buffer-coloring -ascendpto-plan-report %t/wide.ll -o %t/wide.pto 2>&1 | FileCheck %s --check-prefix=WIDE
; RUN: %sync_check %t/wide.pto | FileCheck %s --check-prefix=OK
; inner: a loop of blocks over one L1 chunk (no loads in it), its
; !pto.stages equal to its trip count: unrolled fully, its two moves per
; space still alternate.
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-plan-report=detail %t/inner.ll -o %t/inner.pto 2>&1 | FileCheck %s --check-prefix=INNER
; RUN: %sync_check %t/inner.pto | FileCheck %s --check-prefix=OK

; mixed: loads into L1 and into UB in one loop make one group per space
; (a group lives in one space), each loads' copies kept apart.
; RUN: %llc -ascendpto-stages=2 -ascendpto-placement-objective=bytes -ascendpto-plan-report=detail %t/mixed.ll -o %t/mixed.pto 2>&1 | FileCheck %s --check-prefix=MIXED
; RUN: %sync_check %t/mixed.pto | FileCheck %s --check-prefix=OK

; OK: pto_sync_check: 1 functions, 0 findings
; MIXED-DAG: tile=%am space=mat offset=0 size=1024
; MIXED-DAG: tile=%am_1 space=mat offset=1024 size=1024
; MIXED-DAG: tile=%x space=vec offset=0 size=4096
; MIXED-DAG: tile=%x_1 space=vec offset=4096 size=4096

; ONE: space=left tiles=3 buffers=1 peak=16384
; ONE: space=right tiles=3 buffers=1 peak=16384
; TWO: space=left tiles=5 buffers=2 peak=32768
; TWO: space=right tiles=5 buffers=2 peak=32768
; The peeled chunk's moves (%al, %br) are the stage before the loop's
; first: stage 1, sharing the slot of the blocks 1.
; TWO-DAG: tile=%al space=left offset=0 size=16384
; TWO-DAG: tile=%al0 space=left offset=16384 size=16384
; TWO-DAG: tile=%al1 space=left offset=0 size=16384
; TWO-DAG: tile=%al0_1 space=left offset=16384 size=16384
; TWO-DAG: tile=%al1_1 space=left offset=0 size=16384
; TWO-DAG: tile=%br space=right offset=0 size=16384
; TWO-DAG: tile=%br0 space=right offset=16384 size=16384
; TWO-DAG: tile=%br1 space=right offset=0 size=16384
; TWO-DAG: tile=%br0_1 space=right offset=16384 size=16384
; TWO-DAG: tile=%br1_1 space=right offset=0 size=16384
; Each L0 slot has a flag of its own: block 0's matmul frees slot 0 for
; the second copy's block 0, block 1's frees slot 1 for its block 1.
; PTO-LABEL: scf.for
; PTO: pto.tmatmul.acc ins(%acc, %al0, %br0 :
; PTO-NEXT: pto.set_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID1>]
; PTO: pto.tmatmul.acc ins(%acc, %al1, %br1 :
; PTO-NOT: pto.textract
; PTO: pto.set_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID2>]
; PTO: pto.wait_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID1>]
; PTO: pto.textract ins(%am_1, %c0, %c0 : {{.*}} outs(%al0_1 :
; PTO: pto.wait_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID2>]
; PTO: pto.textract ins(%am_1, %c0, %c64 : {{.*}} outs(%al1_1 :
; TIME: space=left tiles=5 buffers=4 peak=65536
; TIME: space=right tiles=5 buffers=4 peak=65536
; WIDE: remark: <unknown>:0:0: PH-MR-001: pipeline group 1 in left (L0A) keeps depth 1 of the requested 2 (65536 bytes per stage): shrink the per-stage tile to at most 32768 bytes, or lower the depth to 1
; WIDE: remark: <unknown>:0:0: PH-MR-001: pipeline group 2 in right (L0B) keeps depth 1 of the requested 2 (65536 bytes per stage): shrink the per-stage tile to at most 32768 bytes, or lower the depth to 1
; WIDE: space=mat tiles=6 buffers=6
; WIDE: space=left tiles=3 buffers=1 peak=65536
; INNER: space=left tiles=3 buffers=2 peak=32768
; INNER-DAG: tile=%al space=left offset=0 size=16384
; INNER-DAG: tile=%al_1 space=left offset=16384 size=16384

;--- kloop.ll
define void @gemm(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 128, i64 576, i64 576, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 576, i64 128, i64 128, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 128, i64 128, i64 128, i64 1)
  %am0 = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 128, i64 64)
  %bm0 = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 64, i64 128)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am0)
  %br = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm0)
  %acc0 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al, ptr addrspace(4) %br)
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi ptr addrspace(5) [ %acc0, %entry ], [ %acc1, %loop ]
  %k128 = mul i64 %k, 128
  %koff = add i64 %k128, 64
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 128, i64 128)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 %koff, i64 0, i64 128, i64 128)
  %al0 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 0, i64 128, i64 64)
  %br0 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 0, i64 0, i64 64, i64 128)
  %acc0n = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %al0, ptr addrspace(4) %br0)
  %al1 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 64, i64 128, i64 64)
  %br1 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 64, i64 0, i64 64, i64 128)
  %acc1 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc0n, ptr addrspace(3) %al1, ptr addrspace(4) %br1)
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 4
  br i1 %done, label %exit, label %loop
exit:
  call void @pto.tstore(ptr addrspace(5) %acc1, ptr %vc, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(4) @pto.tmov.right(ptr addrspace(2))
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.textract.left(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(4) @pto.textract.right(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(5), ptr, i64, i64)

;--- wide.ll
define void @gemm(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 128, i64 1024, i64 1024, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 1024, i64 128, i64 128, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 128, i64 128, i64 128, i64 1)
  %am0 = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 128, i64 256)
  %bm0 = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 256, i64 128)
  %al0 = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am0)
  %br0 = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm0)
  %acc0 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al0, ptr addrspace(4) %br0)
  br label %loop
loop:
  %k = phi i64 [ 1, %entry ], [ %k.next, %loop ]
  %acc = phi ptr addrspace(5) [ %acc0, %entry ], [ %acc.next, %loop ]
  %koff = mul i64 %k, 256
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 128, i64 256)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 %koff, i64 0, i64 256, i64 128)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %br = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm)
  %acc.next = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %al, ptr addrspace(4) %br)
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 3
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

;--- inner.ll
define void @gemm(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 128, i64 256, i64 256, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 256, i64 128, i64 128, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 128, i64 128, i64 128, i64 1)
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 128, i64 256)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 256, i64 128)
  %al0 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 0, i64 128, i64 64)
  %br0 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 0, i64 0, i64 64, i64 128)
  %acc0 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al0, ptr addrspace(4) %br0)
  br label %loop
loop:
  %j = phi i64 [ 1, %entry ], [ %j.next, %loop ]
  %acc = phi ptr addrspace(5) [ %acc0, %entry ], [ %acc.next, %loop ]
  %joff = mul i64 %j, 64
  %al = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 %joff, i64 128, i64 64)
  %br = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 %joff, i64 0, i64 64, i64 128)
  %acc.next = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %al, ptr addrspace(4) %br)
  %j.next = add i64 %j, 1
  %done = icmp eq i64 %j.next, 3
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  call void @pto.tstore(ptr addrspace(5) %acc.next, ptr %vc, i64 0, i64 0)
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"pto.stages", i32 2}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.textract.left(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(4) @pto.textract.right(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(5), ptr, i64, i64)

;--- mixed.ll
define void @mix(ptr %a, ptr %b, ptr %c, ptr %d) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 256, i64 256, i64 1)
  %vx = call ptr @pto.tensor_view.f32(ptr %b, i64 128, i64 64, i64 64, i64 1)
  %vy = call ptr @pto.tensor_view.f32(ptr %d, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %koff = mul i64 %k, 32
  %row = mul i64 %k, 16
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 16, i64 32)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %x = call ptr addrspace(1) @pto.tload(ptr %vx, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %vy, i64 %row, i64 0)
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 8
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
