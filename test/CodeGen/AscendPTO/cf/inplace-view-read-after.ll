; An in-place write (taxpy) over a tile that a view of a view of it still
; reads afterwards: the input is copied first (<name>_mv) and the op works
; on the copy, so the view reads the old bytes (found by fuzzing: only
; direct views were counted). Also through a source: an in-place update of
; a window while its source is read later.
; RUN: %llc -ascendpto-sync=assembler -verify-machineinstrs %s -o - | FileCheck %s

; CHECK-LABEL: func.func @view_of_view(
; CHECK:      %a = pto.alloc_tile addr = %[[A:c[0-9]+_i64]] :
; CHECK:      %a_mv = pto.alloc_tile addr = %[[M:c[0-9]+_i64]] :
; CHECK-NEXT: pto.tmov ins(%a : {{.*}}) outs(%a_mv :
; CHECK-NEXT: pto.taxpy ins(%a_mv, %cst : {{.*}}) outs(%a_mv :
; CHECK:      pto.tstore ins(%r2 :
define void @view_of_view(ptr %p, ptr %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 1024, i64 1024, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %a, i64 64, i64 16)
  %r2 = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %r, i64 32, i64 32)
  %b = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %a, ptr addrspace(1) %a, float 5.000000e-01)
  call void @pto.tstore(ptr addrspace(1) %r2, ptr %o, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %o, i64 16, i64 0)
  ret void
}

; CHECK-LABEL: func.func @window_then_source(
; CHECK:      %w_mv = pto.alloc_tile
; CHECK-NEXT: pto.tmov ins(%w : {{.*}}) outs(%w_mv :
; CHECK-NEXT: pto.taxpy ins(%x, %cst : {{.*}}) outs(%w_mv :
; CHECK:      pto.tstore ins(%a :
define void @window_then_source(ptr %p, ptr %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 1024, i64 1024, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 8, i64 64)
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 8, i64 0, i64 8, i64 64)
  %b = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %w, ptr addrspace(1) %x, float 5.000000e-01)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %o, i64 16, i64 0)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %o, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.treshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
