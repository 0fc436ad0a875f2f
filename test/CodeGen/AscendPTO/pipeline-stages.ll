; Pipeline-stage separation: tiles marked !pto.pipeline !{group, stage,
; depth} by a software-pipelined loop body are kept apart across stages up
; to the depth the capacity affords, in every space, move results included.
; RUN: split-file %s %t
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs %t/full.ll -o - | FileCheck %s --check-prefix=FULL
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs -pass-remarks-missed=ascendpto-buffer-coloring %t/shed.ll -o - 2>%t/shed.err | FileCheck %s --check-prefix=SHED
; RUN: FileCheck %s --check-prefix=REMARK < %t/shed.err
; RUN: %llc -ascendpto-placement-objective=bytes -pass-remarks-output=%t/shed.yaml %t/shed.ll -o /dev/null
; RUN: FileCheck %s --check-prefix=YAML < %t/shed.yaml
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs %t/sparse.ll -o - | FileCheck %s --check-prefix=SPARSE
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs %t/l0.ll -o - | FileCheck %s --check-prefix=L0
; Membership is consumed by the planner: it does not survive in MIR.
; RUN: %llc -ascendpto-placement-objective=bytes -stop-after=ascendpto-buffer-coloring %t/full.ll -o - | FileCheck %s --check-prefix=MIR
; RUN: not %llc -ascendpto-placement-objective=bytes %t/bad.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
; With no shedding allowed, the overflowing space falls back to the legacy
; packing (stages may share) with a warning.
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs -ascendpto-pipeline-shed-rounds=0 %t/shed.ll -o - 2>%t/legacy.err | FileCheck %s --check-prefix=SHED
; RUN: FileCheck %s --check-prefix=LEGACY < %t/legacy.err
; RUN: not %llc -ascendpto-placement-objective=bytes -pass-remarks-missed=ascendpto-buffer-coloring %t/exhausted.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXHAUSTED
; RUN: %llc -ascendpto-placement-objective=bytes -pass-remarks-missed=ascendpto-buffer-coloring %t/crowded.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CROWDED
; The joint planner keeps the requested depth as hard separations (seed:
; DSA_RP) where pypto's whole-buffer packing had to shed it.
; RUN: %llc -verify-machineinstrs -pass-remarks-missed=ascendpto-buffer-coloring -ascendpto-plan-report -ascendpto-memory-planner=pypto %t/dsa-depth.ll -o - 2>%t/dsa-depth.pypto.err | FileCheck %s --check-prefix=DEPTH-PYPTO
; RUN: FileCheck %s --check-prefix=DEPTH-PYPTO-ERR < %t/dsa-depth.pypto.err
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs -pass-remarks-missed=ascendpto-buffer-coloring -ascendpto-plan-report -ascendpto-memory-planner=dsa %t/dsa-depth.ll -o - 2>%t/dsa-depth.dsa.err | FileCheck %s --check-prefix=DEPTH-DSA
; RUN: FileCheck %s --check-prefix=DEPTH-DSA-ERR < %t/dsa-depth.dsa.err
; A single tile larger than the space is a capacity error, not a fallback.
; RUN: not %llc -ascendpto-placement-objective=bytes -pass-remarks-missed=ascendpto-buffer-coloring %t/huge.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=HUGE
; RUN: not %llc -ascendpto-placement-objective=bytes -pass-remarks-missed=ascendpto-buffer-coloring %t/nofit.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOFIT

; Two stages of one group, lifetime-disjoint: without the guard the second
; would reuse the first's bytes; at depth 2 they stay apart.
; FULL-LABEL: func.func @full(
; FULL:       %a0 = pto.alloc_tile addr = %[[A:c[0-9]+_i64]] :
; FULL:       %a1 = pto.alloc_tile addr = %[[B:c[0-9]+_i64]] :
; FULL-NOT:   %a1 = pto.alloc_tile addr = %[[A]] :
; MIR-NOT:    pipeline:

; 64 KiB stages at depth 4 in a 188416-byte UB with a 65536-byte tile live
; throughout: only depth 1 fits beside it (and 2 would not), so the group is
; shed to 1 and PH-MR-001 says so.
; SHED-LABEL: func.func @shed(
; SHED:       %s0 = pto.alloc_tile addr = %[[S:c[0-9]+_i64]] :
; SHED:       %s1 = pto.alloc_tile addr = %[[S]] :
; Each figure of the fix was re-planned and fits: at depth 4 the gate
; (floor(188416 / slot) >= 4) allows stages of at most 47104 bytes, and two
; such stages fit beside %big; at 65536 bytes only depth 1 fits.
; REMARK: remark: {{.*}}PH-MR-001: pipeline group 7 in vec (UB) keeps depth 1 of the requested 4 (65536 bytes per stage): shrink the per-stage tile to at most 47104 bytes, or lower the depth to 1{{$}}
; The same remark with named arguments (plan-remarks.ll reads them).
; YAML:      --- !Missed
; YAML-NEXT: Pass: ascendpto-buffer-coloring
; YAML-NEXT: Name: PH-MR-001
; YAML:      Function: shed
; YAML-NEXT: Args:
; YAML-NEXT:   - String: 'PH-MR-001: pipeline group '
; YAML-NEXT:   - Group: '7'
; YAML-NEXT:   - String: ' in '
; YAML-NEXT:   - Space: 'vec (UB)'
; YAML-NEXT:   - String: ' keeps depth '
; YAML-NEXT:   - Depth: '1'
; YAML-NEXT:   - String: ' of the requested '
; YAML-NEXT:   - Requested: '4'
; YAML-NEXT:   - String: ' ('
; YAML-NEXT:   - StageBytes: '65536'
; YAML-NEXT:   - String: ' bytes per stage): '
; YAML-NEXT:   - Fix: shrink the per-stage tile to at most 47104 bytes, or lower the depth to 1
; YAML-NEXT: ...
; YAML:      Name: PlanSummary
; YAML-NEXT: Function: shed

; Sparse stage ids {0, 2} are distinct stages (dense ordinals 0 and 1).
; SPARSE-LABEL: func.func @sparse(
; SPARSE:     %a0 = pto.alloc_tile addr = %[[A:c[0-9]+_i64]] :
; SPARSE:     %a2 = pto.alloc_tile addr = %[[B:c[0-9]+_i64]] :
; SPARSE-NOT: %a2 = pto.alloc_tile addr = %[[A]] :

; In L0A, move results of two stages are kept apart too.
; L0-LABEL: func.func @l0(
; L0:         %l0 = pto.alloc_tile addr = %[[A:c[0-9]+_i64]] : !pto.tile_buf<loc=left
; L0:         %l1 = pto.alloc_tile addr = %[[B:c[0-9]+_i64]] : !pto.tile_buf<loc=left
; L0-NOT:     %l1 = pto.alloc_tile addr = %[[A]] :

; LEGACY: warning: in function @shed: PH-MR-001: vec (UB) cannot keep the stages of pipeline groups 7 (depth 4, now 1) apart and still fit: it falls back to the legacy packing, and the pipelined copies will serialise; group 7: shrink the per-stage tile (65536 bytes) to at most 47104 bytes, or lower the depth to 1{{$}}
; LEGACY-NOT: remark
; Shedding exhausted (depth 1 everywhere) and the space still overflows: the
; fallback warning, with the one fix that fits (four 16 KiB stages beside
; the 120 KiB filler; no depth does), then the capacity error.
; EXHAUSTED-NOT: remark
; EXHAUSTED: warning: in function @exhausted: PH-MR-001: vec (UB) cannot keep the stages of pipeline groups 3 (depth 4, now 1) apart and still fit: it falls back to the legacy packing, and the pipelined copies will serialise; group 3: shrink the per-stage tile (32768 bytes) to at most 16384 bytes{{$}}
; EXHAUSTED-NOT: remark
; EXHAUSTED: error: in function @exhausted: vec (UB) overflows: the plan needs 253952 bytes but ascend910b has 188416
; Two phases in 188416 bytes: 96 KiB + 88 KiB, then two 64 KiB stages of
; group 2 (depth 2) beside a 56 KiB tile. Whole-buffer first fit finds no
; room for the 56 KiB tile while the stages are apart, and sheds the group
; to depth 1; the joint planner places both stages apart and the 56 KiB
; tile after them, exactly full.
; DEPTH-PYPTO:     %s0 = pto.alloc_tile addr = %[[S:c[0-9]+_i64]] :
; DEPTH-PYPTO:     %s1 = pto.alloc_tile addr = %[[S]] :
; DEPTH-PYPTO-ERR: remark: {{.*}}PH-MR-001: pipeline group 2 in vec (UB) keeps depth 1 of the requested 2
; DEPTH-PYPTO-ERR: planner=pypto
; DEPTH-DSA:       %s0 = pto.alloc_tile addr = %[[S:c[0-9]+_i64]] :
; DEPTH-DSA-NOT:   %s1 = pto.alloc_tile addr = %[[S]] :
; DEPTH-DSA:       %s1 = pto.alloc_tile addr =
; DEPTH-DSA-ERR-NOT: PH-MR-001
; DEPTH-DSA-ERR:   ascendpto-plan: func=dsa_depth space=vec tiles=5 buffers=4 peak=188416 {{.*}} planner=dsa
; DEPTH-DSA-ERR-NOT: PH-MR-001
; Other tiles crowd the stages out: a 96 KiB tile beside two 64 KiB stages.
; CROWDED: remark: {{.*}}PH-MR-001: pipeline group 5 in vec (UB) keeps depth 1 of the requested 2 (65536 bytes per stage): shrink the per-stage tile to at most 45056 bytes, or lower the depth to 1{{$}}
; HUGE-NOT: warning
; HUGE-NOT: PH-MR-001
; HUGE: error: in function @huge: vec (UB) overflows
; HUGE-NOT: warning
; A tile filling the whole UB beside two 4 KiB stages: the space overflows at
; any depth and with any smaller stage, so the fallback warning names no
; fix that would not fit, then the capacity error follows.
; NOFIT-NOT: remark
; NOFIT: warning: in function @nofit: PH-MR-001: vec (UB) cannot keep the stages of pipeline groups 9 (depth 2, now 1) apart and still fit: it falls back to the legacy packing, and the pipelined copies will serialise; group 9: no smaller per-stage tile and no lower depth fits: the other tiles of vec (UB) leave no room for it{{$}}
; NOFIT-NOT: remark
; NOFIT: error: in function @nofit: vec (UB) overflows: the plan needs 192512 bytes but ascend910b has 188416; 192512 bytes are live at the busiest point: %full (vec f32 [92, 512], 188416 bytes), %s0 (vec f32 [8, 128], 4096 bytes); to fit, 4096 bytes must go from the busiest point: shrink %s0 to at most 0 bytes (or end its life before this point), or shrink %full to at most 184320 bytes (or end its life before this point){{$}}

; BAD: error: in function @bad: !pto.pipeline must be !{i32 group, i32 stage, i32 depth} (depth 1..64) on a call that defines a tile

;--- full.ll
define void @full(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64), !pto.pipeline !0
  call void @pto.tstore(ptr addrspace(1) %a0, ptr %v, i64 0, i64 0)
  %a1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64), !pto.pipeline !1
  call void @pto.tstore(ptr addrspace(1) %a1, ptr %v, i64 16, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!0 = !{i32 0, i32 0, i32 2}
!1 = !{i32 0, i32 1, i32 2}

;--- shed.ll
define void @shed(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 512, i64 128, i64 128, i64 1)
  %big = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128)
  %s0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 128, i64 0, i64 128, i64 128), !pto.pipeline !0
  call void @pto.tstore(ptr addrspace(1) %s0, ptr %v, i64 0, i64 0)
  %s1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 256, i64 0, i64 128, i64 128), !pto.pipeline !1
  call void @pto.tstore(ptr addrspace(1) %s1, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %big, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!0 = !{i32 7, i32 0, i32 4}
!1 = !{i32 7, i32 1, i32 4}

;--- sparse.ll
define void @sparse(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64), !pto.pipeline !0
  call void @pto.tstore(ptr addrspace(1) %a0, ptr %v, i64 0, i64 0)
  %a2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64), !pto.pipeline !1
  call void @pto.tstore(ptr addrspace(1) %a2, ptr %v, i64 16, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!0 = !{i32 0, i32 0, i32 2}
!1 = !{i32 0, i32 2, i32 2}

;--- l0.ll
define void @l0(ptr %p, ptr %q, ptr %o) {
  %v = call ptr @pto.tensor_view.f16(ptr %p, i64 64, i64 32, i64 32, i64 1)
  %w = call ptr @pto.tensor_view.f16(ptr %q, i64 32, i64 64, i64 64, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %o, i64 64, i64 64, i64 64, i64 1)
  %rm = call ptr addrspace(2) @pto.tload.mat(ptr %w, i64 0, i64 0, i64 32, i64 64)
  %r = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %rm)
  %m0 = call ptr addrspace(2) @pto.tload.mat(ptr %v, i64 0, i64 0, i64 16, i64 32)
  %l0 = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %m0), !pto.pipeline !0
  %c0 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %l0, ptr addrspace(4) %r)
  call void @pto.tstore.acc(ptr addrspace(5) %c0, ptr %vo, i64 0, i64 0)
  %m1 = call ptr addrspace(2) @pto.tload.mat(ptr %v, i64 16, i64 0, i64 16, i64 32)
  %l1 = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %m1), !pto.pipeline !1
  %c1 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %l1, ptr addrspace(4) %r)
  call void @pto.tstore.acc(ptr addrspace(5) %c1, ptr %vo, i64 16, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(4) @pto.tmov.right(ptr addrspace(2))
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore.acc(ptr addrspace(5), ptr, i64, i64)
!0 = !{i32 1, i32 0, i32 2}
!1 = !{i32 1, i32 1, i32 2}

;--- huge.ll
define void @huge(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 512, i64 512, i64 512, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 256, i64 256), !pto.pipeline !0
  call void @pto.tstore(ptr addrspace(1) %a0, ptr %v, i64 0, i64 0)
  %a1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64), !pto.pipeline !1
  call void @pto.tstore(ptr addrspace(1) %a1, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!0 = !{i32 0, i32 0, i32 2}
!1 = !{i32 0, i32 1, i32 2}

;--- bad.ll
define void @bad(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64), !pto.pipeline !0
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
!0 = !{i32 0, i32 0}
;--- exhausted.ll
define void @exhausted(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 128, i64 128, i64 1)
  %filler = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 240, i64 128)
  %s0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 128), !pto.pipeline !0
  %s1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 64, i64 0, i64 64, i64 128), !pto.pipeline !1
  %s2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 128, i64 0, i64 64, i64 128), !pto.pipeline !2
  %s3 = call ptr addrspace(1) @pto.tload(ptr %v, i64 192, i64 0, i64 64, i64 128), !pto.pipeline !3
  call void @pto.tstore(ptr addrspace(1) %s0, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %s1, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %s2, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %s3, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %filler, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!0 = !{i32 3, i32 0, i32 4}
!1 = !{i32 3, i32 1, i32 4}
!2 = !{i32 3, i32 2, i32 4}
!3 = !{i32 3, i32 3, i32 4}

;--- crowded.ll
define void @crowded(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 128, i64 128, i64 1)
  %big = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 192, i64 128)
  %s0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128), !pto.pipeline !0
  call void @pto.tstore(ptr addrspace(1) %s0, ptr %v, i64 0, i64 0)
  %s1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 128, i64 0, i64 128, i64 128), !pto.pipeline !1
  call void @pto.tstore(ptr addrspace(1) %s1, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %big, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!0 = !{i32 5, i32 0, i32 2}
!1 = !{i32 5, i32 1, i32 2}

;--- dsa-depth.ll
define void @dsa_depth(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 128, i64 128, i64 1)
  %a1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 192, i64 128)
  %a2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 176, i64 128)
  call void @pto.tstore(ptr addrspace(1) %a1, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %a2, ptr %v, i64 0, i64 0)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 112, i64 128)
  %s0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128), !pto.pipeline !0
  call void @pto.tstore(ptr addrspace(1) %s0, ptr %v, i64 0, i64 0)
  %s1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 128, i64 0, i64 128, i64 128), !pto.pipeline !1
  call void @pto.tstore(ptr addrspace(1) %s1, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!0 = !{i32 2, i32 0, i32 2}
!1 = !{i32 2, i32 1, i32 2}

;--- nofit.ll
define void @nofit(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %full = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 92, i64 512)
  %s0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 128, i64 0, i64 8, i64 128), !pto.pipeline !0
  call void @pto.tstore(ptr addrspace(1) %s0, ptr %v, i64 0, i64 0)
  %s1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 256, i64 0, i64 8, i64 128), !pto.pipeline !1
  call void @pto.tstore(ptr addrspace(1) %s1, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %full, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!0 = !{i32 9, i32 0, i32 2}
!1 = !{i32 9, i32 1, i32 2}
