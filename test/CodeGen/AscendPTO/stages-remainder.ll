; Automatic multi-buffering of a loop whose trip count T the stage count N
; does not divide (docs/planner.md, "Automatic multi-buffering"): the first
; T mod N trips are peeled off before the loop, their loads and moves join
; the rotation as a peeled first chunk does (the last peeled trip is stage
; N - 1, the one before it N - 2, ...), and the rest unrolls by N; the
; analysis remark StagesPeeled says how many trips were peeled. Only T < N
; lowers the count (to T).
; RUN: split-file %s %t
;
; examples/matmul_kloop.ll: three trips at two stages, one trip peeled and
; two unrolled fully (the stages' tiles apart: under time every chunk has
; buffers of its own; under bytes the peeled trip shares stage 1's).
; RUN: %llc -ascendpto-stages=2 -pass-remarks-missed=ascendpto-stages -pass-remarks-analysis=ascendpto-stages -ascendpto-plan-report=detail %src_root/examples/matmul_kloop.ll -o %t/k2.pto -pass-remarks-output=%t/k2.yaml 2>&1 | FileCheck %s --check-prefix=K2
; RUN: FileCheck %s --check-prefix=K2PTO < %t/k2.pto
; RUN: FileCheck %s --check-prefix=YAML < %t/k2.yaml
; RUN: %sync_check %t/k2.pto | FileCheck %s --check-prefix=OK
; RUN: %llc -ascendpto-stages=2 -ascendpto-placement-objective=bytes -ascendpto-plan-report=detail %src_root/examples/matmul_kloop.ll -o %t/k2b.pto 2>&1 | FileCheck %s --check-prefix=K2B
; RUN: %sync_check %t/k2b.pto | FileCheck %s --check-prefix=OK
; Four stages on three trips: T < N, lowered to three, a full unroll (no
; trip is peeled).
; RUN: %llc -ascendpto-stages=4 -pass-remarks-missed=ascendpto-stages -pass-remarks-analysis=ascendpto-stages -ascendpto-plan-report=detail -ascendpto-placement-objective=bytes %src_root/examples/matmul_kloop.ll -o %t/k4.pto 2>&1 | FileCheck %s --check-prefix=K4
; RUN: %sync_check %t/k4.pto | FileCheck %s --check-prefix=OK
;
; A prime trip count, 11 (the kernel's first chunk peeled by hand, then a
; loop of 11): at two stages one trip is peeled and ten run as five trips
; of two; at four, three are peeled and eight run as two trips of four.
; RUN: %llc -ascendpto-stages=2 -pass-remarks-analysis=ascendpto-stages -ascendpto-placement-objective=bytes -ascendpto-plan-report=detail %t/prime.ll -o %t/p2.pto 2>&1 | FileCheck %s --check-prefix=P2
; RUN: FileCheck %s --check-prefix=P2PTO < %t/p2.pto
; RUN: %sync_check %t/p2.pto | FileCheck %s --check-prefix=OK
; RUN: %llc -ascendpto-stages=4 -pass-remarks-analysis=ascendpto-stages -ascendpto-placement-objective=bytes -ascendpto-plan-report=detail %t/prime.ll -o %t/p4.pto 2>&1 | FileCheck %s --check-prefix=P4
; RUN: FileCheck %s --check-prefix=P4PTO < %t/p4.pto
; RUN: %sync_check %t/p4.pto | FileCheck %s --check-prefix=OK
; The same at four stages under the time search (every stage and peeled
; trip apart; arbitration off: it prints the bytes placement, 6998 cycles
; against 7001; docs/planner.md "Arbitration").
; RUN: %llc -ascendpto-stages=4 -ascendpto-arbitration-max-instrs=0 -ascendpto-plan-report %t/prime.ll -o %t/p4t.pto 2>&1 | FileCheck %s --check-prefix=P4T
; RUN: %sync_check %t/p4t.pto | FileCheck %s --check-prefix=OK
;
; A vector loop of seven trips with no chunk of its own before it (the
; loop's metadata asks for two stages): the peeled trip alone is the chunk
; before the first trip, stage 1.
; RUN: %llc -pass-remarks-analysis=ascendpto-stages -ascendpto-placement-objective=bytes -ascendpto-plan-report=detail %t/vec.ll -o %t/vec.pto 2>&1 | FileCheck %s --check-prefix=VEC
; RUN: FileCheck %s --check-prefix=VECPTO < %t/vec.pto
; RUN: %sync_check %t/vec.pto | FileCheck %s --check-prefix=OK
; An inner loop of five trips inside a loop of a run-time count: the
; peeled trip stays inside the outer loop, before the inner one.
; RUN: %llc -ascendpto-stages=2 -pass-remarks-analysis=ascendpto-stages %t/nest.ll -o %t/nest.pto 2>&1 | FileCheck %s --check-prefix=NEST
; RUN: FileCheck %s --check-prefix=NESTPTO < %t/nest.pto
; RUN: %sync_check %t/nest.pto | FileCheck %s --check-prefix=OK
; A loop of moves only (one L1 chunk's eight K blocks, the first moved by
; hand, a loop of seven): the peeled trip's moves are the stage before the
; first trip's, 1, whatever they move from, so trip 0's stage-0 moves do
; not reuse their L0 buffers (and wait for their matmul).
; RUN: %llc -pass-remarks-analysis=ascendpto-stages -ascendpto-placement-objective=bytes -ascendpto-plan-report=detail %t/moves.ll -o %t/moves.pto 2>&1 | FileCheck %s --check-prefix=MOVES
; RUN: %sync_check %t/moves.pto | FileCheck %s --check-prefix=OK
; A loop that runs once is left alone.
; RUN: %llc -ascendpto-stages=2 -pass-remarks-missed=ascendpto-stages -pass-remarks-analysis=ascendpto-stages %t/once.ll -o %t/once.pto 2>&1 | FileCheck %s --check-prefix=ONCE
; RUN: %sync_check %t/once.pto | FileCheck %s --check-prefix=OK

; OK: pto_sync_check: 1 functions, 0 findings

; K2-NOT: {{lowered|not applied}}
; K2: remark: <unknown>:0:0: stage count 2 (-ascendpto-stages): 1 of the 3 trips peeled before the loop, the other 2 unrolled by 2
; K2-NOT: remark
; K2: space=mat tiles=8 buffers=8 peak=20480
; K2: tile=%bm_peel0 space=mat offset=4096 size=4096 {{.*}} shares=none
; K2: tile=%am_peel0 space=mat offset=17408 size=1024 {{.*}} shares=none
; K2: tile=%al_peel0 space=left offset=1024 size=1024 {{.*}} shares=none
; K2: tile=%br_peel0 space=right offset=4096 size=4096 {{.*}} shares=none
; The peeled trip's copy comes before the two stages, which are unrolled
; fully (no loop is left); each chunk's MTE2 -> MTE1 flag has an id of its
; own.
; K2PTO-NOT: scf.for
; K2PTO: tmatmul ins(%al0, %br0
; K2PTO: pto.tload {{.*}} outs(%am_peel0 :
; K2PTO-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID2>]
; K2PTO: pto.tmatmul.acc ins(%acc0, %al_peel0, %br_peel0 :
; K2PTO: pto.tload {{.*}} outs(%am :
; K2PTO-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID4>]
; K2PTO: pto.tmatmul.acc ins(%acc0, %al, %br :
; K2PTO: pto.tload {{.*}} outs(%am_1 :
; K2PTO-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID6>]
; K2PTO: pto.tmatmul.acc ins(%acc0, %al_1, %br_1 :
; K2PTO-NOT: scf.for
; YAML: Name: StagesPeeled
; YAML: - Stages: '2'
; YAML: - Peeled: '1'
; YAML: - Trips: '3'
; YAML: - Unrolled: '2'

; Under bytes: the kernel's own chunk is stage 0 (it shares stage 0's
; buffers, loaded two chunks later), the peeled trip stage 1 (it shares
; stage 1's); stage 0 and stage 1 never share.
; K2B: space=mat tiles=8 buffers=4 peak=10240
; K2B-DAG: tile=%am0 space=mat offset=[[A0:[0-9]+]] size=1024 {{.*}} shares=%am:lifetime apart=
; K2B-DAG: tile=%am space=mat offset=[[A0]] size=1024 {{.*}} shares=%am0:lifetime apart=
; K2B-DAG: tile=%am_peel0 space=mat offset=[[A1:[0-9]+]] size=1024 {{.*}} shares=%am_1:lifetime apart=
; K2B-DAG: tile=%am_1 space=mat offset=[[A1]] size=1024 {{.*}} shares=%am_peel0:lifetime apart=
; K2B-DAG: tile=%bm_peel0 space=mat offset=[[B1:[0-9]+]] size=4096 {{.*}} shares=%bm_1:lifetime apart=
; K2B-DAG: tile=%bm_1 space=mat offset=[[B1]] size=4096 {{.*}} shares=%bm_peel0:lifetime apart=
; K2B-DAG: tile=%al_peel0 space=left offset=[[L1:[0-9]+]] size=1024 {{.*}} shares=%al_1:lifetime apart=
; K2B-DAG: tile=%al_1 space=left offset=[[L1]] size=1024 {{.*}} shares=%al_peel0:lifetime apart=

; K4: remark: <unknown>:0:0: stage count 4 (-ascendpto-stages) lowered to the trip count 3
; K4-NOT: peeled
; K4-NOT: _peel
; K4: space=mat tiles=8 buffers=6 peak=15360
; K4-DAG: tile=%am0 space=mat offset=[[A2:[0-9]+]] size=1024 {{.*}} shares=%am_2:lifetime apart=
; K4-DAG: tile=%am_2 space=mat offset=[[A2]] size=1024 {{.*}} shares=%am0:lifetime apart=
; K4-DAG: tile=%am space=mat offset={{[0-9]+}} size=1024 {{.*}} shares=none
; K4-DAG: tile=%am_1 space=mat offset={{[0-9]+}} size=1024 {{.*}} shares=none

; P2: remark: <unknown>:0:0: stage count 2 (-ascendpto-stages): 1 of the 11 trips peeled before the loop, the other 10 unrolled by 2
; P2: space=mat tiles=8 buffers=4 peak=10240
; P2-DAG: tile=%am0 space=mat offset=[[PA0:[0-9]+]] size=1024 {{.*}} shares=%am:lifetime apart=
; P2-DAG: tile=%am space=mat offset=[[PA0]] size=1024 {{.*}} shares=%am0:lifetime apart=
; P2-DAG: tile=%am_peel0 space=mat offset=[[PA1:[0-9]+]] size=1024 {{.*}} shares=%am_1:lifetime apart=
; P2-DAG: tile=%am_1 space=mat offset=[[PA1]] size=1024 {{.*}} shares=%am_peel0:lifetime apart=
; P2-DAG: tile=%bm0 space=mat offset=[[PB0:[0-9]+]] size=4096 {{.*}} shares=%bm:lifetime apart=
; P2-DAG: tile=%bm_peel0 space=mat offset=[[PB1:[0-9]+]] size=4096 {{.*}} shares=%bm_1:lifetime apart=
; P2-DAG: tile=%al_peel0 space=left offset=[[PL1:[0-9]+]] size=1024 {{.*}} shares=%al_1:lifetime apart=
; P2-DAG: tile=%al_1 space=left offset=[[PL1]] size=1024
; P2-DAG: tile=%br_peel0 space=right offset=[[PR1:[0-9]+]] size=4096 {{.*}} shares=%br_1:lifetime apart=
; P2-DAG: tile=%br_1 space=right offset=[[PR1]] size=4096
; The stages' L1 credits (MTE1 -> MTE2): stage 0's (EVENT_ID0) is pre-set
; after the moves out of the kernel's own chunk, whose buffers stage 0
; reuses; stage 1's (EVENT_ID1) after the peeled trip's moves. The loop
; starts at trip 2 and steps by two.
; P2PTO: pto.tmov ins(%bm0 :
; P2PTO: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; P2PTO: pto.tload {{.*}} outs(%am_peel0 :
; P2PTO: pto.tmov ins(%bm_peel0 :
; P2PTO: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; P2PTO: scf.for %k = %c2 to %c12 step %c2 {
; P2PTO: pto.wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; P2PTO: pto.tload {{.*}} outs(%am :
; P2PTO: pto.tmov ins(%bm :
; P2PTO-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; P2PTO: pto.wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; P2PTO-NEXT: pto.partition_view
; P2PTO-NEXT: %am_1 = pto.alloc_tile
; P2PTO: pto.tmov ins(%bm_1 :
; P2PTO-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; P2PTO: }

; P4: remark: <unknown>:0:0: stage count 4 (-ascendpto-stages): 3 of the 11 trips peeled before the loop, the other 8 unrolled by 4
; P4: space=mat tiles=16 buffers=8 peak=20480
; P4-DAG: tile=%am0 space=mat offset=[[QA0:[0-9]+]] size=1024 {{.*}} shares=%am:lifetime apart=
; P4-DAG: tile=%am space=mat offset=[[QA0]] size=1024 {{.*}} shares=%am0:lifetime apart=
; P4-DAG: tile=%am_peel0 space=mat offset=[[QA1:[0-9]+]] size=1024 {{.*}} shares=%am_1:lifetime apart=
; P4-DAG: tile=%am_1 space=mat offset=[[QA1]] size=1024 {{.*}} shares=%am_peel0:lifetime apart=
; P4-DAG: tile=%am_peel1 space=mat offset=[[QA2:[0-9]+]] size=1024 {{.*}} shares=%am_2:lifetime apart=
; P4-DAG: tile=%am_2 space=mat offset=[[QA2]] size=1024 {{.*}} shares=%am_peel1:lifetime apart=
; P4-DAG: tile=%am_peel2 space=mat offset=[[QA3:[0-9]+]] size=1024 {{.*}} shares=%am_3:lifetime apart=
; P4-DAG: tile=%am_3 space=mat offset=[[QA3]] size=1024 {{.*}} shares=%am_peel2:lifetime apart=
; P4-DAG: tile=%bm_peel2 space=mat offset=[[QB3:[0-9]+]] size=4096 {{.*}} shares=%bm_3:lifetime apart=
; P4-DAG: tile=%bm_3 space=mat offset=[[QB3]] size=4096 {{.*}} shares=%bm_peel2:lifetime apart=
; P4-DAG: tile=%al_peel2 space=left offset=[[QL3:[0-9]+]] size=1024 {{.*}} shares=%al_3:lifetime apart=
; P4-DAG: tile=%br_peel2 space=right offset=[[QR3:[0-9]+]] size=4096 {{.*}} shares=%br_3:lifetime apart=
; The four stages' credits are pre-set after the chunks whose buffers they
; reuse: ids 0 to 3, in the order of the chunks before the loop.
; P4PTO: pto.tmov ins(%bm0 :
; P4PTO: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; P4PTO: pto.tmov ins(%bm_peel0 :
; P4PTO: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; P4PTO: pto.tmov ins(%bm_peel1 :
; P4PTO: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; P4PTO: pto.tmov ins(%bm_peel2 :
; P4PTO: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID3>]
; P4PTO: scf.for %k = %c4 to %c12 step %c4 {
; P4PTO: pto.wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; P4PTO: pto.tmov ins(%bm_3 :
; P4PTO-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID3>]
; P4PTO: }

; P4T: space=mat tiles=16 buffers=16 peak=40960
; P4T: space=left tiles=8 buffers=8 peak=8192
; P4T: fallbacks=0

; VEC: remark: <unknown>:0:0: stage count 2 (the loop's !pto.stages): 1 of the 7 trips peeled before the loop, the other 6 unrolled by 2
; VEC: space=vec tiles=6 buffers=2 peak=8192
; VEC: tile=%x_peel0 space=vec offset=0 size=4096 {{.*}} shares=%y_peel0:lifetime,%y:lifetime,%x_1:lifetime,%y_1:lifetime apart=
; VEC: tile=%x_1 space=vec offset=0 size=4096
; VEC: tile=%x space=vec offset=4096 size=4096 {{.*}} shares=none apart=
; VECPTO: outs(%x_peel0 :
; VECPTO: scf.for %i = %c1 to %c7 step %c2 {
; VECPTO-COUNT-2: pto.tload
; VECPTO: }

; ONCE: remark: <unknown>:0:0: stage count 2 (-ascendpto-stages) not applied: the loop runs once
; ONCE-NOT: peeled

;--- prime.ll
; C[16x64] = A[16x384] x B[384x64]: twelve K blocks of 32, the first peeled
; by hand, a loop of 11.
define void @gemm(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 384, i64 384, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 384, i64 64, i64 64, i64 1)
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
  %done = icmp eq i64 %k.next, 12
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

;--- vec.ll
; Seven rows of 16x64 f32, each scaled and stored.
define void @scale(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 112, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 112, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 7
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!0 = distinct !{!0, !1}
!1 = !{!"pto.stages", i32 2}

; NEST: remark: <unknown>:0:0: stage count 2 (-ascendpto-stages): 1 of the 5 trips peeled before the loop, the other 4 unrolled by 2
; NESTPTO: scf.for %j = %c0 to %n_min1 step %c1 {
; NESTPTO: outs(%x_peel0 :
; NESTPTO: scf.for %i = %c1 to %c5 step %c2 {
; NESTPTO-COUNT-2: pto.tload
; NESTPTO: }
; NESTPTO: }

;--- nest.ll
; Rows of 16x64 f32 scaled in groups of five, the groups counted at run
; time.
define void @scale(ptr %in, ptr %out, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %olatch ]
  %base = mul i64 %j, 80
  br label %loop
loop:
  %i = phi i64 [ 0, %outer ], [ %i.next, %loop ]
  %r = mul i64 %i, 16
  %row = add i64 %base, %r
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 5
  br i1 %done, label %olatch, label %loop
olatch:
  %j.next = add i64 %j, 1
  %odone = icmp uge i64 %j.next, %n
  br i1 %odone, label %exit, label %outer
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

; MOVES: remark: <unknown>:0:0: stage count 2 (the loop's !pto.stages): 1 of the 7 trips peeled before the loop, the other 6 unrolled by 2
; MOVES-DAG: tile=%al_peel0 space=left offset=[[M1:[0-9]+]] size=16384 {{.*}} shares={{.*}}%al_1:lifetime apart=
; MOVES-DAG: tile=%al_1 space=left offset=[[M1]] size=16384
; MOVES-DAG: tile=%al space=left offset={{[0-9]+}} size=16384 {{.*}} shares=none apart=
; MOVES-DAG: tile=%br_peel0 space=right offset=[[R1:[0-9]+]] size=16384 {{.*}} shares={{.*}}%br_1:lifetime apart=
; MOVES-DAG: tile=%br space=right offset={{[0-9]+}} size=16384 {{.*}} shares=none apart=

;--- moves.ll
define void @gemm(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 128, i64 512, i64 512, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 512, i64 128, i64 128, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 128, i64 128, i64 128, i64 1)
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 128, i64 512)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 512, i64 128)
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
  %done = icmp eq i64 %j.next, 8
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


;--- once.ll
define void @scale(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 1
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
