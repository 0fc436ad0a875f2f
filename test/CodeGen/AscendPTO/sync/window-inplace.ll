; An in-place result has its input window's 2-D box (sync-facts §4, E15;
; /work/coord/sync-bugs.md #1, fixed): the store reads rows 4..11
; (cols 0..15) of %a, then taxpy updates rows 0..7 in place. The windows
; share rows 4..7 in 2-D although their flattened ranges [1024, 1536) and
; [0, 512) do not, so an MTE3 -> V pair orders them and the checker accepts
; the kernel.
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes %s -o %t.pto
; RUN: %sync_check --noalias %t.pto
; RUN: %sync_lines %t.pto | FileCheck %s
; CHECK:      pto.tstore ins(%w2
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID{{[0-9]}}>]
; CHECK:      pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID{{[0-9]}}>]
; CHECK:      pto.taxpy

; E15: the store reads rows 4..11 (cols 0..15) of %a; taxpy then updates
; rows 0..7 (cols 0..15) in place. The windows share rows 4..7 in 2-D,
; though their flattened ranges [1024, 1536) and [0, 512) do not.
define void @inplace_window(ptr noalias %p, ptr noalias %q, float %f) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 8, i64 16)
  %w2 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 4, i64 0, i64 8, i64 16)
  call void @pto.tstore(ptr addrspace(1) %w2, ptr %w, i64 0, i64 0)
  %w1 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 0, i64 0, i64 8, i64 16)
  %r = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %w1, ptr addrspace(1) %b, float %f)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %w, i64 16, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
