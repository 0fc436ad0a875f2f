; The time objective's deterministic work budget and its reuse-dependence
; window (docs/planner.md, "Limits"), on placement-objective.ll's @short:
; four 60 KiB tiles, UB holds three.
; Default: the greedy keeps every pair apart it can (three buffers, one
; dependence) and is not cut.
; RUN: %llc -ascendpto-plan-report -pass-remarks-analysis=ascendpto-buffer-coloring %s -o - 2>&1 | FileCheck %s --check-prefix=FULL
; FULL-NOT: TimeObjectiveBudget
; FULL-NOT: work budget
; FULL: ascendpto-plan: func=short space=vec tiles=4 buffers=3 peak=184320 {{.*}} objective=time reuse_deps=1
; FULL: %t3 = pto.alloc_tile addr = %c0_i64 :
; A budget of zero packings stops the greedy before it packs: the bytes
; placement stays (one buffer, six dependences) and the remark says so.
; RUN: %llc -ascendpto-time-objective-budget=0 -ascendpto-plan-report -pass-remarks-analysis=ascendpto-buffer-coloring %s -o - 2>&1 | FileCheck %s --check-prefix=CUT
; CUT: remark: <unknown>:0:0: time objective stopped at its work budget (10 of 0 after 1 packings); 6 reuse dependences were not tried apart (-ascendpto-time-objective-budget)
; CUT: ascendpto-plan: func=short space=vec tiles=4 buffers=1 peak=61440 {{.*}} objective=time reuse_deps=6
; The same in YAML, with its named arguments.
; RUN: %llc -ascendpto-time-objective-budget=0 %s -o /dev/null -pass-remarks-output=%t.yaml
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; YAML: Name: TimeObjectiveBudget
; YAML: - Work: '10'
; YAML: - Budget: '0'
; YAML: - Packings: '1'
; YAML: - Untried: '6'
; A window of one tile counts only neighbours as dependences: %t2 may take
; %t0's bytes and %t3 %t1's, two buffers.
; RUN: %llc -ascendpto-reuse-dependence-window=1 -ascendpto-plan-report %s -o - 2>&1 | FileCheck %s --check-prefix=WINDOW
; WINDOW: ascendpto-plan: func=short space=vec tiles=4 buffers=2 peak=122880 {{.*}} objective=time reuse_deps=0
; WINDOW: %t2 = pto.alloc_tile addr = %c0_i64 :
; WINDOW: %t3 = pto.alloc_tile addr = %c61440_i64 :

define void @short(ptr %in, ptr %out) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 240, i64 256, i64 256, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 240, i64 256, i64 256, i64 1)
  %t0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 60, i64 256)
  call void @pto.tstore(ptr addrspace(1) %t0, ptr %w, i64 0, i64 0)
  %t1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 60, i64 0, i64 60, i64 256)
  call void @pto.tstore(ptr addrspace(1) %t1, ptr %w, i64 60, i64 0)
  %t2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 120, i64 0, i64 60, i64 256)
  call void @pto.tstore(ptr addrspace(1) %t2, ptr %w, i64 120, i64 0)
  %t3 = call ptr addrspace(1) @pto.tload(ptr %v, i64 180, i64 0, i64 60, i64 256)
  call void @pto.tstore(ptr addrspace(1) %t3, ptr %w, i64 180, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
