; Automatic multi-buffering of a loop whose trip count T is known only at
; run time (docs/planner.md, "Automatic multi-buffering"): the loop is
; unrolled by the stage count N (a power of two) and the T mod N trips left
; over run after it, in an epilogue (N = 2: one guarded copy of the body;
; N > 2: a loop of T mod N trips). The unrolled loop sits in an scf.if
; (T >= N) and the epilogue in the next (T mod N != 0); the epilogue's
; copies are no stage. The analysis remark StagesRuntime says so.
; RUN: split-file %s %t
;
; The K-loop of examples/gemm.c (clang -O2: the loop rotated and guarded by
; ksteps > 1) at two stages: the two copies' L1 chunks and L0 blocks in
; buffers of their own, the epilogue's apart from both under time.
; RUN: %llc -ascendpto-stages=2 -pass-remarks-missed=ascendpto-stages -pass-remarks-analysis=ascendpto-stages -ascendpto-plan-report %t/gemm.ll -o %t/g2.pto -pass-remarks-output=%t/g2.yaml 2>&1 | FileCheck %s --check-prefix=G2
; RUN: FileCheck %s --check-prefix=G2PTO < %t/g2.pto
; RUN: FileCheck %s --check-prefix=YAML < %t/g2.yaml
; RUN: %sync_check %t/g2.pto | FileCheck %s --check-prefix=OK
; RUN: %llc -mcpu=ascend950 -ascendpto-stages=2 %t/gemm.ll -o %t/g2a5.pto
; RUN: %sync_check %t/g2a5.pto | FileCheck %s --check-prefix=OK
; (test/Clang/gemm.c: the same from C.)
;
; A vector loop that runs umax(n, 1) trips at four stages: the trip count's
; umax becomes a compare and a select (PTO has signed max only), the
; epilogue is a loop of T mod 4 trips.
; RUN: %llc -ascendpto-stages=4 -pass-remarks-analysis=ascendpto-stages -ascendpto-plan-report %t/dyn.ll -o %t/d4.pto 2>&1 | FileCheck %s --check-prefix=D4
; RUN: FileCheck %s --check-prefix=D4PTO < %t/d4.pto
; RUN: %sync_check %t/d4.pto | FileCheck %s --check-prefix=OK
;
; An inner loop of a run-time count in an outer loop: staged inside it.
; RUN: %llc -ascendpto-stages=2 -pass-remarks-analysis=ascendpto-stages %t/nest.ll -o %t/n2.pto 2>&1 | FileCheck %s --check-prefix=N2
; RUN: FileCheck %s --check-prefix=N2PTO < %t/n2.pto
; RUN: %sync_check --noalias %t/n2.pto | FileCheck %s --check-prefix=OK
;
; An unsigned i32 loop that exits when its counter reaches n (`==`, from
; 0): its bound, and at two stages the unrolled loop's (LLVM's counter,
; also from 0 to a multiple of 2 by `!=`), are cast to index unsigned, so
; n from 2^31 on runs n trips (review22 A1).
; RUN: %llc %t/u32.ll -o - | FileCheck %s --check-prefix=U1
; RUN: %llc -ascendpto-stages=2 %t/u32.ll -o %t/u2.pto
; RUN: FileCheck %s --check-prefix=U2 < %t/u2.pto
; RUN: %sync_check --noalias %t/u2.pto | FileCheck %s --check-prefix=OK
;
; Not applied (the missed remark; the kernel compiles single-buffered):
; three stages (not a power of two), and a tile computed in the loop and
; used after it without being carried.
; RUN: %llc -ascendpto-stages=3 -pass-remarks-missed=ascendpto-stages %t/dyn.ll -o %t/d3.pto 2>&1 | FileCheck %s --check-prefix=D3
; RUN: %sync_check %t/d3.pto | FileCheck %s --check-prefix=OK
; RUN: %llc -ascendpto-stages=2 -pass-remarks-missed=ascendpto-stages %t/last.ll -o %t/l2.pto 2>&1 | FileCheck %s --check-prefix=LAST
; A loop of step 3 that exits once its counter is at least n: SCEV has no
; trip count for it before it runs.
; RUN: %llc -ascendpto-stages=2 -pass-remarks-missed=ascendpto-stages %t/step3.ll -o %t/s3.pto 2>&1 | FileCheck %s --check-prefix=STEP3
; RUN: %sync_check %t/l2.pto | FileCheck %s --check-prefix=OK
; RUN: %sync_check %t/s3.pto | FileCheck %s --check-prefix=OK

; OK: pto_sync_check: 1 functions, 0 findings

; G2-NOT: not applied
; G2: remark: {{.*}}stage count 2 ({{.*}}): the run-time trip count is unrolled by 2, its remainder (fewer than 2 trips) runs after the loop
; G2: ascendpto-plan: func=gemm space=mat tiles=8 buffers=8
; G2: ascendpto-plan: func=gemm space=left tiles=4 buffers=4
; G2: ascendpto-plan: func=gemm space=right tiles=4 buffers=4
; G2: ascendpto-plan: func=gemm space=acc tiles=8 buffers=1
; G2: ascendpto-sync: func=gemm mode=backend {{.*}} fallbacks=0

; The unrolled loop in the else arm of `T < 2`, counting two trips a step;
; the epilogue in the if after it, from the counter the loop left.
; G2PTO: %[[K:[a-z0-9_]+]] = scf.if %{{.*}} -> (i32) {
; G2PTO-NEXT: scf.yield %c1_i32 : i32
; G2PTO-NEXT: } else {
; G2PTO: scf.for %niter_idx = %c0 to %unroll_iter_idx step %c2
; G2PTO-COUNT-2: pto.tmatmul.acc
; G2PTO: scf.yield
; G2PTO: }
; G2PTO: %lcmp_mod = arith.cmpi ne, %xtraiter, %c0_i32 : i32
; G2PTO-NEXT: scf.if %lcmp_mod {
; G2PTO-NEXT: %mul_epil = arith.shli %[[K]], %c5_i32 : i32
; G2PTO: pto.tmatmul.acc
; G2PTO: }
; G2PTO-NOT: pto.tmatmul
; G2PTO: pto.tstore

; YAML: Name: StagesRuntime
; YAML: Stages: '2'

; D4: remark: {{.*}}stage count 4 (-ascendpto-stages): the run-time trip count is unrolled by 4, its remainder (fewer than 4 trips) runs after the loop
; D4: ascendpto-plan: func=scale space=vec tiles=10 buffers=10
; D4PTO: %[[GT:[a-z0-9_]+]] = arith.cmpi ugt, %n, %c1 : index
; D4PTO-NEXT: %[[T:[a-z0-9_]+]] = arith.select %[[GT]], %n, %c1 : index
; D4PTO: %xtraiter = arith.andi %[[T]], %c3 : index
; D4PTO: scf.for %niter = %c0 to %unroll_iter step %c4
; D4PTO-COUNT-4: pto.tload
; D4PTO: scf.if %lcmp_mod {
; D4PTO: scf.for %epil_iter = %c0 to %xtraiter step %c1
; D4PTO-COUNT-1: pto.tload
; D4PTO-NOT: pto.tload

; N2: remark: {{.*}}the run-time trip count is unrolled by 2
; N2PTO: scf.for %j = %c0 to %m step %c1 {
; N2PTO: scf.for %niter = %c0 to %unroll_iter step %c2
; N2PTO-COUNT-2: pto.tload
; N2PTO: scf.if %lcmp_mod {
; N2PTO: pto.tload
; N2PTO: }
; N2PTO: }

; U1: %n_idx = arith.index_castui %n : i32 to index
; U1: scf.for %i_idx = %c0 to %n_idx step %c1
; U2: %unroll_iter_idx = arith.index_castui %unroll_iter : i32 to index
; U2: scf.for %niter_idx = %c0 to %unroll_iter_idx step %c2
; U2-NOT: arith.index_cast {{.*}}: i32 to index

; D3: remark: {{.*}}stage count 3 (-ascendpto-stages) not applied: the trip count is not a compile-time constant and the count is not a power of two
; STEP3: remark: {{.*}}stage count 2 (-ascendpto-stages) not applied: the trip count is not known before the loop runs
; LAST: remark: {{.*}}stage count 2 (-ascendpto-stages) not applied: the trip count is not a compile-time constant and a value the loop computes is used after it without being carried from trip to trip

;--- gemm.ll
define void @gemm(ptr %a, ptr %b, ptr %c, i32 %ksteps) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 1024, i64 1024, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 1024, i64 64, i64 64, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 16, i64 64, i64 64, i64 1)
  %am0 = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 16, i64 32)
  %l0 = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am0)
  %bm0 = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 32, i64 64)
  %r0 = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm0)
  %acc0 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %l0, ptr addrspace(4) %r0)
  %go = icmp sgt i32 %ksteps, 1
  br i1 %go, label %loop, label %exit
loop:
  %acc = phi ptr addrspace(5) [ %acc.next, %loop ], [ %acc0, %entry ]
  %k = phi i32 [ %k.next, %loop ], [ 1, %entry ]
  %mul = shl nsw i32 %k, 5
  %off = zext nneg i32 %mul to i64
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %off, i64 16, i64 32)
  %l = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 %off, i64 0, i64 32, i64 64)
  %r = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm)
  %acc.next = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %l, ptr addrspace(4) %r)
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp slt i32 %k.next, %ksteps
  br i1 %more, label %loop, label %exit
exit:
  %res = phi ptr addrspace(5) [ %acc0, %entry ], [ %acc.next, %loop ]
  call void @pto.tstore(ptr addrspace(5) %res, ptr %vc, i64 0, i64 0)
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

;--- nest.ll
define void @nest(ptr noalias %in, ptr noalias %out, i64 %m, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  %go = icmp sgt i64 %n, 0
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]
  br i1 %go, label %loop, label %outer.latch
loop:
  %i = phi i64 [ 0, %outer ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %outer.latch, label %loop
outer.latch:
  %j.next = add nuw nsw i64 %j, 1
  %odone = icmp eq i64 %j.next, %m
  br i1 %odone, label %exit, label %outer
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- last.ll
define void @last(ptr %in, ptr %out, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %after, label %loop
after:
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 0, i64 0)
  br label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- step3.ll
define void @step3(ptr %in, ptr %out, i64 %n) {
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
  %i.next = add i64 %i, 3
  %done = icmp uge i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)


;--- u32.ll
define void @ku(ptr noalias %in, ptr noalias %out, i32 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  %go = icmp ne i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %m = and i32 %i, 63
  %r32 = mul nuw nsw i32 %m, 16
  %row = zext i32 %r32 to i64
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add nuw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
