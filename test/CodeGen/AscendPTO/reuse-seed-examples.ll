; The three reuse examples of the MemoryReuse seed, on 64x64 f32 tiles
; (16 KiB each): a dead tile's buffer is reused by a later load; a result
; reuses the buffer of an operand whose last use is the result's own
; instruction; tiles live at the same time never share.
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs %s -o - | FileCheck %s

; Example 1: %a dies at the trecip (which may not write over its input);
; the later load %c takes %a's buffer.
; CHECK-LABEL: func.func @dead_tile_reused
; CHECK: %a = pto.alloc_tile addr = %[[A0:c0_i64]] :
; CHECK: %b = pto.alloc_tile addr = %[[B:c16384_i64]] :
; CHECK: %c = pto.alloc_tile addr = %[[A0]] :
define void @dead_tile_reused(ptr %in, ptr %out) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 64, i64 64, i64 64, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %out, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 64)
  %b = call ptr addrspace(1) @pto.trecip(ptr addrspace(1) %a)
  %c = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 64)
  %d = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %b, ptr addrspace(1) %c)
  call void @pto.tstore(ptr addrspace(1) %d, ptr %o, i64 0, i64 0)
  ret void
}

; Example 2: the last use of %a is the instruction defining %b.
; CHECK-LABEL: func.func @producer_consumer
; CHECK: %a = pto.alloc_tile addr = %[[X:c0_i64]] :
; CHECK: %b = pto.alloc_tile addr = %[[X]] :
; CHECK: pto.tmuls ins(%a, %cst : {{.*}}) outs(%b :
define void @producer_consumer(ptr %in, ptr %out) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 64)
  %b = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %a, float 0.0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %v, i64 0, i64 0)
  ret void
}

; Example 3: %a and %b are both live at the tadd: two buffers.
; CHECK-LABEL: func.func @overlapping_never_share
; CHECK: %a = pto.alloc_tile addr = %[[P:c0_i64]] :
; CHECK: %b = pto.alloc_tile addr = %[[Q:c16384_i64]] :
define void @overlapping_never_share(ptr %in, ptr %out) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 64)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 64)
  %c = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %c, ptr %v, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trecip(ptr addrspace(1))
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
