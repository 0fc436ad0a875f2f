; Automatic multi-buffering of the decode-shaped K-loop GEMM,
; examples/matmul_stages_decode.ll (C[16x256] = A[16x11008] x B[11008x256],
; K chunks of 256, a loop of 42; docs/planner.md, "Automatic
; multi-buffering"): the staging, not its timings.
; RUN: rm -rf %t && mkdir -p %t
;
; Two stages (time, the default): the loop's A and B chunks rotate over two
; L1 buffers each, the peeled chunk sharing stage 1 (the stage loaded
; last) for both, as under bytes (the time objective's model finds keeping
; A's peeled chunk apart no faster: placement-objective-stages.ll); the
; four B blocks of each copy alternate over the two 32 KiB L0B buffers
; (stage j mod 2), which fill L0B.
; RUN: %llc -ascendpto-stages=2 -ascendpto-plan-report=detail %src_root/examples/matmul_stages_decode.ll -o %t/two.pto 2>&1 | FileCheck %s --check-prefix=TWO
; RUN: %sync_check %t/two.pto | FileCheck %s --check-prefix=OK
; RUN: FileCheck %s --check-prefix=TWO-SYNC < %t/two.pto
; Under bytes the same stages, A's peeled chunk sharing its stage 1 too.
; RUN: %llc -ascendpto-stages=2 -ascendpto-placement-objective=bytes -ascendpto-plan-report=detail %src_root/examples/matmul_stages_decode.ll -o %t/two-bytes.pto 2>&1 | FileCheck %s --check-prefix=BYTES
; RUN: %sync_check %t/two-bytes.pto | FileCheck %s --check-prefix=OK
; One stage: the chunks reuse one L1 buffer pair.
; RUN: %llc -ascendpto-plan-report %src_root/examples/matmul_stages_decode.ll -o %t/one.pto 2>&1 | FileCheck %s --check-prefix=ONE
; RUN: %sync_check %t/one.pto | FileCheck %s --check-prefix=OK
; Four stages: 4 does not divide 42 trips, so two are peeled before the
; loop and 40 unroll by four; four stages of 136 KiB do not fit L1, whose
; group keeps depth 3, and four 32 KiB stages do not fit L0B, whose group
; keeps depth 2 (PH-MR-001).
; RUN: %llc -ascendpto-stages=4 -pass-remarks-missed='ascendpto-stages|ascendpto-buffer-coloring' -pass-remarks-analysis=ascendpto-stages -ascendpto-plan-report %src_root/examples/matmul_stages_decode.ll -o %t/four.pto 2>&1 | FileCheck %s --check-prefix=FOUR
; RUN: %sync_check %t/four.pto | FileCheck %s --check-prefix=OK

; OK: pto_sync_check: 1 functions, 0 findings

; TWO: space=mat tiles=6 buffers=4 peak=278528
; TWO: space=right tiles=12 buffers=2 peak=65536
; TWO-DAG: tile=%bm0 space=mat offset=[[B1:[0-9]+]] size=131072 {{.*}} shares=%bm_1:lifetime apart=
; TWO-DAG: tile=%bm_1 space=mat offset=[[B1]] size=131072 {{.*}} shares=%bm0:lifetime apart=
; TWO-DAG: tile=%bm space=mat offset={{[0-9]+}} size=131072 {{.*}} shares=none apart=
; TWO-DAG: tile=%am0 space=mat offset=[[A1:[0-9]+]] size=8192 {{.*}} shares=%am_1:lifetime apart=
; TWO-DAG: tile=%am_1 space=mat offset=[[A1]] size=8192 {{.*}} shares=%am0:lifetime apart=
; TWO-DAG: tile=%am space=mat offset={{[0-9]+}} size=8192 {{.*}} shares=none apart=
; TWO-DAG: tile=%br0 space=right offset=[[R0:[0-9]+]] size=32768 {{.*}} shares=%br00:lifetime,%br02:lifetime,%br2:lifetime,%br0_1:lifetime,%br2_1:lifetime apart=
; TWO-DAG: tile=%br2_1 space=right offset=[[R0]] size=32768
; TWO-DAG: tile=%br1 space=right offset=[[R1:[0-9]+]] size=32768 {{.*}} shares=%br01:lifetime,%br03:lifetime,%br3:lifetime,%br1_1:lifetime,%br3_1:lifetime apart=
; TWO-DAG: tile=%br3_1 space=right offset=[[R1]] size=32768
; TWO: ascendpto-sync: func=gemm mode=backend {{.*}} fallbacks=0

; Each stage's L1 buffers have a credit of their own (MTE1 -> MTE2): the
; loads of copy 0 wait on EVENT_ID0, those of copy 1 on EVENT_ID1 (the ids asserted literally: one shared id would pass captured ones, review20 D3).
; TWO-SYNC: scf.for %k = %c1 to %c43 step %c2 {
; TWO-SYNC-NEXT: arith.muli
; TWO-SYNC-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; TWO-SYNC: pto.tload ins(%pv_1 :
; TWO-SYNC: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; TWO-SYNC: pto.wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; TWO-SYNC-NEXT: pto.partition_view %va
; TWO-SYNC: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; TWO-SYNC: }
; TWO-SYNC-NOT: PIPE_ALL
; TWO-SYNC: pto.barrier #pto.pipe<PIPE_ALL>

; BYTES: space=mat tiles=6 buffers=4 peak=278528
; BYTES-DAG: tile=%am0 space=mat offset=[[A1:[0-9]+]] size=8192 {{.*}} shares=%am_1:lifetime apart=
; BYTES-DAG: tile=%am_1 space=mat offset=[[A1]] size=8192 {{.*}} shares=%am0:lifetime apart=
; BYTES-DAG: tile=%bm_1 space=mat offset=[[B1:[0-9]+]] size=131072 {{.*}} shares=%bm0:lifetime apart=
; BYTES-DAG: tile=%bm0 space=mat offset=[[B1]] size=131072

; ONE: space=mat tiles=4 buffers=4 peak=278528
; ONE: space=right tiles=8 buffers=2 peak=65536

; FOUR-NOT: {{lowered|not applied}}
; FOUR: remark: {{.*}}stage count 4 (-ascendpto-stages): 2 of the 42 trips peeled before the loop, the other 40 unrolled by 4
; FOUR: remark: {{.*}}PH-MR-001: pipeline group 0 in mat (L1) keeps depth 3 of the requested 4 (131072 bytes per stage)
; FOUR: remark: {{.*}}PH-MR-001: pipeline group 2 in right (L0B) keeps depth 2 of the requested 4 (32768 bytes per stage)
; FOUR: space=mat tiles=14 buffers=10 peak=450560
; FOUR: space=right tiles=28 buffers=2 peak=65536
; FOUR: fallbacks=0
