; The seed's sub-region retry (子区间复用), only on overflow. %filler
; (120 KiB) stays live throughout; %producer (64 KiB) dies; then %left and
; %right (32 KiB each) are live together. Whole-buffer reuse puts %left in
; the producer's buffer and %right in a new one: 216 KiB, over the 184 KiB
; of vec. The retry moves %right into the dead producer's arena instead:
; [0, 32768) and [32768, 65536) of it, and the kernel fits exactly.
;
; A run-time window (a subset at a dynamic row) may take part: PTO finds
; its address from the source. A view of such a window may not: it turns
; the retry off in its space, and the same kernel overflows under the pypto
; planner (Inputs/sub-region-dynamic-chain.ll). The default planner (auto)
; then hands it to the joint planner, which fits it.
;
; RUN: %llc -verify-machineinstrs -ascendpto-plan-report %s -o - 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REPORT < %t.err
; RUN: not %llc -ascendpto-memory-planner=pypto %S/Inputs/sub-region-dynamic-chain.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHAIN
; RUN: %llc -ascendpto-plan-report %S/Inputs/sub-region-dynamic-chain.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO

; REPORT: ascendpto-plan: func=subregion space=vec tiles=5 buffers=4 peak=188416 lb=188416 capacity=188416 planner=pypto proven=optimal
; REPORT: ascendpto-plan: func=dynamic_window space=vec tiles=5 buffers=3 peak=188416 lb=188416 capacity=188416 planner=pypto proven=optimal

; CHAIN: error: in function @dynamic_chain: vec (UB) overflows: the plan needs 221184 bytes but ascend910b has 188416; 188416 bytes are live at the busiest point: %filler (vec f32 [240, 128], 122880 bytes), %producer (vec f32 [128, 128], 65536 bytes) (the sub-region retry is off in this space: %r views the run-time window %w)

; AUTO: ascendpto-plan: func=dynamic_chain space=vec tiles=6 buffers=3 peak=188416 lb=188416 capacity=188416 planner=dsa proven=optimal

; CHECK-LABEL: func.func @subregion(
; CHECK:      %filler = pto.alloc_tile addr = %c0_i64 :
; CHECK:      %producer = pto.alloc_tile addr = %c122880_i64 :
; CHECK:      %left = pto.alloc_tile addr = %c122880_i64 :
; CHECK:      %right = pto.alloc_tile addr = %c155648_i64 :

; CHECK-LABEL: func.func @dynamic_window(
; CHECK:      %left = pto.alloc_tile addr = %c122880_i64 :
; CHECK:      %right = pto.alloc_tile addr = %c155648_i64 :
; CHECK:      %w = pto.subset %filler[%i, %c0] sizes [16, 128]
define void @subregion(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 512, i64 128, i64 128, i64 1)
  %filler = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 240, i64 128)
  %producer = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128)
  call void @pto.tstore(ptr addrspace(1) %producer, ptr %v, i64 0, i64 0)
  %left = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 128)
  %right = call ptr addrspace(1) @pto.tload(ptr %v, i64 64, i64 0, i64 64, i64 128)
  call void @pto.tstore(ptr addrspace(1) %left, ptr %v, i64 128, i64 0)
  call void @pto.tstore(ptr addrspace(1) %right, ptr %v, i64 192, i64 0)
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %filler, i64 16, i64 0, i64 16, i64 128)
  call void @pto.tstore(ptr addrspace(1) %w, ptr %v, i64 0, i64 0)
  ret void
}
define void @dynamic_window(ptr %p, i64 %i) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 512, i64 128, i64 128, i64 1)
  %filler = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 240, i64 128)
  %producer = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128)
  call void @pto.tstore(ptr addrspace(1) %producer, ptr %v, i64 0, i64 0)
  %left = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 128)
  %right = call ptr addrspace(1) @pto.tload(ptr %v, i64 64, i64 0, i64 64, i64 128)
  call void @pto.tstore(ptr addrspace(1) %left, ptr %v, i64 128, i64 0)
  call void @pto.tstore(ptr addrspace(1) %right, ptr %v, i64 192, i64 0)
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %filler, i64 %i, i64 0, i64 16, i64 128)
  call void @pto.tstore(ptr addrspace(1) %w, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.treshape(ptr addrspace(1), i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
