; The joint planner runs where pypto's placement overflows (auto) or always
; (-ascendpto-memory-planner=dsa); where it finds no placement within the
; capacity, the missed remark DSAFallback says why, and pypto's placement
; is kept (here over capacity, so the capacity error follows).
;
; pypto reuses the dead 96 KiB %producer for %a and places %b and %c above
; it: 229376 bytes. Three co-live 64 KiB tiles need 196608 bytes whatever
; the placement, over the 910B's 188416: the joint planner proves the space
; infeasible from its lower bound.
; RUN: not %llc %s -o /dev/null -pass-remarks-missed=ascendpto-buffer-coloring \
; RUN:   -ascendpto-plan-report 2>&1 | FileCheck %s
; RUN: not %llc %s -o /dev/null -ascendpto-memory-planner=dsa \
; RUN:   -pass-remarks-missed=ascendpto-buffer-coloring 2>&1 | FileCheck %s
; CHECK: remark: <unknown>:0:0: the dsa planner's placement is not used (the joint planner found no placement within capacity (status infeasible)); the pypto planner's is
; CHECK: error: in function @dsa_infeasible: vec (UB) overflows: the plan needs 229376 bytes but ascend910b has 188416; 196608 bytes are live at the busiest point

; Without the remark flag, no remark.
; RUN: not %llc %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET
; QUIET-NOT: remark:
; QUIET: error: in function @dsa_infeasible: vec (UB) overflows

define void @dsa_infeasible(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 512, i64 128, i64 128, i64 1)
  %producer = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 192, i64 128)
  call void @pto.tstore(ptr addrspace(1) %producer, ptr %v, i64 0, i64 0)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 128, i64 0, i64 128, i64 128)
  %c = call ptr addrspace(1) @pto.tload(ptr %v, i64 256, i64 0, i64 128, i64 128)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %v, i64 128, i64 0)
  call void @pto.tstore(ptr addrspace(1) %c, ptr %v, i64 256, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
