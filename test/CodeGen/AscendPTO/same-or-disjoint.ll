; An operation may write its result over an input it reads only at the
; input's own address (dst == src), never over part of it from another base:
; the result's first elements would overwrite input elements not read yet.
; Here %s is a window of %a starting 2 KiB in, and %a dies at the texp that
; reads %s: taking %a's base for the result would overlap %s from another
; base, so the result goes elsewhere. The validator checks the rule.
; RUN: %llc -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -verify-machineinstrs -ascendpto-memory-planner=dsa %s -o - | FileCheck %s --check-prefix=DSA
; RUN: not %llc %S/Inputs/inplace-window.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not %llc %S/Inputs/window-view.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=VIEWERR
; VIEWERR: error: in function @window_view: pto.set_validshape of %s, a window whose offset is known only at run time, would need that run-time address, which PTO cannot take here: copy the window first (pto.tmov)

; ERR: error: in function @inplace_window: pto.taxpy would write %r in place over %s, a window whose offset is known only at run time: its address cannot be planned (copy the window first)

; CHECK-LABEL: func.func @window(
; CHECK:      %a = pto.alloc_tile addr = %[[A:c[0-9]+_i64]] :
; CHECK:      %s = pto.subset %a[%c8, %c0] sizes [16, 64]
; CHECK:      %e = pto.alloc_tile addr = %[[E:c[0-9]+_i64]] :
; CHECK-NOT:  %e = pto.alloc_tile addr = %[[A]] :
; CHECK:      pto.texp ins(%s :

; DSA-LABEL: func.func @window(
; DSA:        pto.texp ins(%s :

define void @window(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 32, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 32, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 8, i64 0, i64 16, i64 64)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %s)
  call void @pto.tstore(ptr addrspace(1) %e, ptr %v, i64 0, i64 0)
  ret void
}
; A window at a run-time row may cover any bytes of its source: no tile is
; placed over the dead source while the window is read, whichever planner
; (the source is 8 KiB at 0; the result must start at 8192 or later).
; CHECK-LABEL: func.func @dynamic_window(
; CHECK:      %a = pto.alloc_tile addr = %c0_i64 :
; CHECK:      %e = pto.alloc_tile addr = %c8192_i64 :
; DSA-LABEL:  func.func @dynamic_window(
; DSA:        %a = pto.alloc_tile addr = %c0_i64 :
; DSA:        %e = pto.alloc_tile addr = %c8192_i64 :
define void @dynamic_window(ptr %p, i64 %i) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 32, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 32, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 %i, i64 0, i64 16, i64 64)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %s)
  call void @pto.tstore(ptr addrspace(1) %e, ptr %v, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
