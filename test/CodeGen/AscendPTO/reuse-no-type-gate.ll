; The seed (不再有 shape / dtype / TileView 兼容性门槛): tiles sharing one
; buffer may differ in shape, dtype, valid shape and pad; each alias gets its
; own alloc_tile with its own type at the shared base. No-alias rules are
; what keeps tiles apart, not type compatibility.
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs %s -o - | FileCheck %s

; An f16 tile takes the bytes of a dead f32 tile.
; CHECK-LABEL: func.func @cross_dtype(
; CHECK:      %a = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64,
; CHECK:      %h = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=64,
define void @cross_dtype(ptr %p, ptr %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f16(ptr %q, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %v, i64 0, i64 0)
  %h = call ptr addrspace(1) @pto.tload(ptr %w, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %h, ptr %w, i64 0, i64 0)
  ret void
}

; A [32, 32] tile takes the bytes of a dead [16, 64] one.
; CHECK-LABEL: func.func @cross_shape(
; CHECK:      %a = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64,
; CHECK:      %b = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32,
define void @cross_shape(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %v, i64 0, i64 0)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %v, i64 0, i64 0)
  ret void
}

; Valid shapes and pads may differ: the fillpad result takes its input's
; bytes, and a second fillpad with another pad value takes them again.
; CHECK-LABEL: func.func @fillpads(
; CHECK:      %a = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=48, {{.*}}pad=0>
; CHECK:      %r = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, {{.*}}pad=2>
; CHECK:      %b = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=32, {{.*}}pad=0>
; CHECK:      %s = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, {{.*}}pad=3>
define void @fillpads(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.valid16x48(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tfillpad.pad_max(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %v, i64 0, i64 0)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32.valid16x32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.tfillpad.pad_min(ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %s, ptr %v, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.valid16x48(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.valid16x32(i64, i64)
declare ptr addrspace(1) @pto.tfillpad.pad_max(ptr addrspace(1))
declare ptr addrspace(1) @pto.tfillpad.pad_min(ptr addrspace(1))
