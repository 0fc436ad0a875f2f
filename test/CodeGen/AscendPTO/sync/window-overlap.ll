; Windows of one tile overlap by their 2-D boxes (sync-facts §4, E15): a
; store reads an 8x16 window of the 16x64 %a, then taxpy updates rows 0..7
; (cols 0..15) of %a in place. The rows of a window are a source row (256
; bytes) apart. window-inplace.ll has the case whose flattened ranges miss
; the overlap (rows 4..11).
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes %s -o %t.pto
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 2 functions, 0 findings
; RUN: %sync_mutate %t.pto --func row1 --match 'wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=DEL
; DEL: @row1: left-set: PIPE_MTE3 -> PIPE_V EVENT_ID1 set at line {{[0-9]+}} is still set at the end
; DEL: @row1: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.taxpy (PIPE_V) touch the same bytes
; The checker relates windows by their boxes too: it accepts @disjoint
; without a pair, and rejects it once its store reads rows 0..7 (sed).
; RUN: sed -e 's/%w2 = pto.subset %a\[%c8, %c0\]/%w2 = pto.subset %a[%c0, %c0]/' %t.pto \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=SAME
; SAME: @disjoint: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.taxpy (PIPE_V) touch the same bytes
; SAME-NOT: @row1

; CHECK-LABEL: func.func @row1(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_0{{.*}} outs(%b
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%w2{{.*}} outs(%pv_1
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.taxpy ins(%b{{.*}} outs(%w1
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%w1{{.*}} outs(%pv_2
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @disjoint(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_0{{.*}} outs(%b
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%w2{{.*}} outs(%pv_1
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.taxpy ins(%b{{.*}} outs(%w1
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%w1{{.*}} outs(%pv_2
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-NEXT: }

; Rows 1..8 of the store's window share rows 1..7 with taxpy's rows 0..7:
; MTE3 -> V before the in-place update.
define void @row1(ptr noalias %p, ptr noalias %q, float %f) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 8, i64 16)
  %w2 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 1, i64 0, i64 8, i64 16)
  call void @pto.tstore(ptr addrspace(1) %w2, ptr %w, i64 0, i64 0)
  %w1 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 0, i64 0, i64 8, i64 16)
  %r = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %w1, ptr addrspace(1) %b, float %f)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %w, i64 16, i64 0)
  ret void
}
; Rows 8..15 share no byte with rows 0..7: no MTE3 -> V (the store and
; taxpy run concurrently).
define void @disjoint(ptr noalias %p, ptr noalias %q, float %f) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 8, i64 16)
  %w2 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 8, i64 0, i64 8, i64 16)
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
