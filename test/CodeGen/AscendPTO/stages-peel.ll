; Automatic multi-buffering with a peeled first chunk (docs/planner.md,
; "Automatic multi-buffering"): the loads before the loop of the views the
; loop loads are the chunk before the loop's first, the stage the loop
; loads last (N - 1), so the first trip's stage-0 loads never reuse the
; peeled chunk's buffers and wait for its moves.
; RUN: split-file %s %t
;
; examples/matmul_stages_l1.ll at four stages: 4 x 128 KiB fill L1, so the
; peeled chunk (%am0, %bm0) shares bytes with one stage: stage 3 (%am_3,
; %bm_3), loaded three chunks after stage 0; stages 0 to 2 have their own.
; RUN: %llc -ascendpto-stages=4 -ascendpto-plan-report=detail %src_root/examples/matmul_stages_l1.ll -o %t/four.pto 2>&1 | FileCheck %s --check-prefix=FOUR
; RUN: %sync_check %t/four.pto | FileCheck %s --check-prefix=OK
; RUN: FileCheck %s --check-prefix=PRESET < %t/four.pto
; Under bytes at two stages the peeled chunk shares stage 1's buffers (it
; shared stage 0's before), the same four buffers.
; RUN: %llc -ascendpto-stages=2 -ascendpto-placement-objective=bytes -ascendpto-plan-report=detail %src_root/examples/matmul_stages_l1.ll -o %t/two.pto 2>&1 | FileCheck %s --check-prefix=TWO
; RUN: %sync_check %t/two.pto | FileCheck %s --check-prefix=OK
; Two peeled chunks of a view: the last is stage N - 1, the one before it
; N - 2 (here 0); a load of a view the loop does not load is no chunk.
; RUN: %llc -ascendpto-stages=2 -ascendpto-placement-objective=bytes -ascendpto-plan-report=detail %t/twopeel.ll -o %t/twopeel.pto 2>&1 | FileCheck %s --check-prefix=TWOPEEL
; RUN: %sync_check %t/twopeel.pto | FileCheck %s --check-prefix=OK

; OK: pto_sync_check: 1 functions, 0 findings

; FOUR: space=mat tiles=10 buffers=8 peak=524288
; FOUR-DAG: tile=%am0 space=mat offset=[[A3:[0-9]+]] size=65536 {{.*}} shares=%am_3:lifetime apart=
; FOUR-DAG: tile=%am_3 space=mat offset=[[A3]] size=65536 {{.*}} shares=%am0:lifetime apart=
; FOUR-DAG: tile=%bm0 space=mat offset=[[B3:[0-9]+]] size=65536 {{.*}} shares=%bm_3:lifetime apart=
; FOUR-DAG: tile=%bm_3 space=mat offset=[[B3]] size=65536 {{.*}} shares=%bm0:lifetime apart=
; FOUR-DAG: tile=%am space=mat offset={{[0-9]+}} size=65536 {{.*}} shares=none apart=
; FOUR-DAG: tile=%bm space=mat offset={{[0-9]+}} size=65536 {{.*}} shares=none apart=
; FOUR-DAG: tile=%am_1 space=mat offset={{[0-9]+}} size=65536 {{.*}} shares=none apart=
; FOUR-DAG: tile=%am_2 space=mat offset={{[0-9]+}} size=65536 {{.*}} shares=none apart=

; The credits of stages 0 to 2 (MTE1 -> MTE2) have nothing before the loop
; to wait for: their pre-sets follow the first load (not before it, where
; they would delay it by their issue); stage 3's follows the peeled
; chunk's last move, whose buffers stage 3 reuses.
; PRESET: pto.tload ins(%pv : {{.*}} outs(%am0 :
; PRESET-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; PRESET-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; PRESET-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; PRESET-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; PRESET: pto.textract ins(%bm0, %c192, %c0 :
; PRESET: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID3>]
; PRESET: scf.for

; TWO: space=mat tiles=6 buffers=4 peak=262144
; TWO-DAG: tile=%am0 space=mat offset=[[A1:[0-9]+]] size=65536 {{.*}} shares=%am_1:lifetime apart=
; TWO-DAG: tile=%am_1 space=mat offset=[[A1]] size=65536 {{.*}} shares=%am0:lifetime apart=
; TWO-DAG: tile=%bm0 space=mat offset=[[B1:[0-9]+]] size=65536 {{.*}} shares=%bm_1:lifetime apart=
; TWO-DAG: tile=%am space=mat offset={{[0-9]+}} size=65536 {{.*}} shares=none apart=

; TWOPEEL: space=mat tiles=5 buffers=3
; TWOPEEL-DAG: tile=%p0 space=mat offset=[[S0:[0-9]+]] size=16384 {{.*}} shares=%ac:lifetime apart=
; TWOPEEL-DAG: tile=%p1 space=mat offset=[[S1:[0-9]+]] size=16384 {{.*}} shares=%ac_1:lifetime apart=
; TWOPEEL-DAG: tile=%ac space=mat offset=[[S0]] size=16384
; TWOPEEL-DAG: tile=%ac_1 space=mat offset=[[S1]] size=16384
; TWOPEEL-DAG: tile=%w space=mat offset={{[0-9]+}} size=16384 {{.*}} shares=none

;--- twopeel.ll
; C[128x128] += A-chunks x W: two chunks of A peeled, a loop of four; %w
; (B's view, which the loop does not load, read by every trip) is not one.
define void @gemm(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 128, i64 384, i64 384, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 64, i64 128, i64 128, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 128, i64 128, i64 128, i64 1)
  %w = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 64, i64 128)
  %p0 = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 128, i64 64)
  %l0 = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %p0)
  %r0 = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %w)
  %acc0 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %l0, ptr addrspace(4) %r0)
  %p1 = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 64, i64 128, i64 64)
  %l1 = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %p1)
  %acc1 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc0, ptr addrspace(3) %l1, ptr addrspace(4) %r0)
  br label %loop
loop:
  %k = phi i64 [ 2, %entry ], [ %k.next, %loop ]
  %acc = phi ptr addrspace(5) [ %acc1, %entry ], [ %accn, %loop ]
  %koff = mul i64 %k, 64
  %ac = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 128, i64 64)
  %l = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %ac)
  %r = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %w)
  %accn = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %l, ptr addrspace(4) %r)
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 6
  br i1 %done, label %exit, label %loop
exit:
  call void @pto.tstore(ptr addrspace(5) %accn, ptr %vc, i64 0, i64 0)
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
