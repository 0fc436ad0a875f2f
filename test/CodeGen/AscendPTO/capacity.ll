; A kernel whose live tiles do not fit a memory space is an error naming the
; space, the peak, the capacity and the tiles live at the busiest point.
; Three co-live 128x128 f32 tiles (64 KiB each) need 196608 bytes: more than
; the 188416 usable bytes of the 910B's UB, fewer than the 950's 245760.
; RUN: not %llc -verify-machineinstrs %s -o /dev/null 2>&1 | FileCheck %s
; RUN: %llc -mcpu=ascend950 -ascendpto-plan-report %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=A5

; The largest tiles live at the peak come first, then the two smallest
; changes that would fit.
; CHECK: error: in function @too_big: vec (UB) overflows: the plan needs 196608 bytes but ascend910b has 188416; 196608 bytes are live at the busiest point: %a (vec f32 [128, 128], 65536 bytes), %b (vec f32 [128, 128], 65536 bytes), %c (vec f32 [128, 128], 65536 bytes); to fit, 8192 bytes must go from the busiest point: shrink %c to at most 57344 bytes (or end its life before this point), or shrink %b to at most 57344 bytes (or end its life before this point)
; A5: ascendpto-plan: func=too_big space=vec tiles=5 buffers=3 peak=196608 lb=196608 capacity=245760 planner=pypto

define void @too_big(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 128, i64 128, i64 128, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128)
  %c = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128)
  %ab = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  %abc = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %ab, ptr addrspace(1) %c)
  call void @pto.tstore(ptr addrspace(1) %abc, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
