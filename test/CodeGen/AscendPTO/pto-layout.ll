; The blayout of vec [M,1] columns (docs/pto-output.md, "Layouts of [M,1]
; tiles"): chosen from the ops that touch the tile, row_major where any of
; them needs it, col_major only where one needs that (the per-row vector of
; trowexpandadd/max/min/expdif) and none row_major; a use that needs the
; other layout reads a pto.treshape view of the same bytes. A layout the
; kernel writes is kept.
;
; RUN: %llc -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -verify-machineinstrs -mcpu=ascend950 %s -o - | FileCheck %s
; REQUIRES: mlir-opt
; RUN: %llc -ascendpto-emit-generic %s -o - \
; RUN:   | mlir-opt --allow-unregistered-dialect -o /dev/null

; A row sum read by texp (which needs row_major) is printed row_major.
; CHECK-LABEL: func.func @rowsum_then_unary(
; CHECK:      %s = pto.alloc_tile addr = %c{{[0-9]+}}_i64 : [[ROW:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=1, v_row=16, v_col=1, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
; CHECK-NEXT: pto.trowsum ins(%a, %t : {{.*}}) outs(%s : [[ROW]])
; CHECK:      pto.texp ins(%s : [[ROW]]) outs(%e : [[ROW]])
define void @rowsum_then_unary(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.trowsum(ptr addrspace(1) %a, ptr addrspace(1) %t)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %s)
  call void @pto.tstore(ptr addrspace(1) %e, ptr %v, i64 0, i64 0)
  ret void
}

; A row max that only trowexpandadd reads, as its per-row vector: col_major.
; CHECK-LABEL: func.func @rowmax_then_expandadd(
; CHECK:      %m = pto.alloc_tile addr = %c{{[0-9]+}}_i64 : [[COL:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>]]
; CHECK-NEXT: pto.trowmax ins(%a, %t : {{.*}}) outs(%m : [[COL]])
; CHECK:      pto.trowexpandadd ins(%a, %m : {{.*}}, [[COL]]) outs(%r :
define void @rowmax_then_expandadd(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %m = call ptr addrspace(1) @pto.trowmax(ptr addrspace(1) %a, ptr addrspace(1) %t)
  %r = call ptr addrspace(1) @pto.trowexpandadd(ptr addrspace(1) %a, ptr addrspace(1) %m)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %v, i64 0, i64 0)
  ret void
}

; Both: the column is row_major (texp needs it) and trowexpandadd reads a
; col_major view of it.
; CHECK-LABEL: func.func @conflict(
; CHECK:      %m = pto.alloc_tile addr = %c{{[0-9]+}}_i64 : [[ROW]]
; CHECK:      pto.texp ins(%m : [[ROW]]) outs(%e : [[ROW]])
; CHECK:      %m_cm = pto.treshape %m : [[ROW]] -> [[COL]]
; CHECK-NEXT: %r = pto.alloc_tile
; CHECK-NEXT: pto.trowexpandadd ins(%a, %m_cm : {{.*}}, [[COL]]) outs(%r :
define void @conflict(ptr %p, ptr %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 16, i64 1, i64 1, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %m = call ptr addrspace(1) @pto.trowmax(ptr addrspace(1) %a, ptr addrspace(1) %t)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %m)
  call void @pto.tstore(ptr addrspace(1) %e, ptr %w, i64 0, i64 0)
  %r = call ptr addrspace(1) @pto.trowexpandadd(ptr addrspace(1) %a, ptr addrspace(1) %m)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %v, i64 0, i64 0)
  ret void
}

; No op that touches it checks a layout (tload, tmuls, tstore): row_major.
; CHECK-LABEL: func.func @unconstrained(
; CHECK:      %c = pto.alloc_tile addr = %c0_i64 : [[ROW]]
; CHECK:      pto.tmuls ins(%c, %cst : [[ROW]], f32) outs(%d : [[ROW]])
define void @unconstrained(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 1, i64 1, i64 1)
  %c = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 1)
  %d = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %c, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %d, ptr %v, i64 0, i64 0)
  ret void
}

; A layout the kernel writes is kept (trowexpandmul checks only its dst).
; CHECK-LABEL: func.func @written_layout(
; CHECK:      %c = pto.alloc_tile addr = %c{{[0-9]+}}_i64 : [[COL]]
; CHECK:      pto.trowexpandmul ins(%a, %c : {{.*}}, [[COL]])
define void @written_layout(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.tload.col_major(ptr %v, i64 0, i64 0, i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpandmul(ptr addrspace(1) %a, ptr addrspace(1) %c)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %v, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload.col_major(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.trowsum(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.trowexpandadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpandmul(ptr addrspace(1), ptr addrspace(1))
