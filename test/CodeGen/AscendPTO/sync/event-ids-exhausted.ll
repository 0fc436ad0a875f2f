; Nine loads, then nine texps each reading one of them: nine MTE2 -> V
; pairs live at once, more than the 6 ids the pair may use (0 and 7 are
; pto-isa's own there, sync-facts §6.C.5). A pair that finds none has its
; set moved down to its wait (a narrower live range), with the
; EventIdsExhausted remark; an id is reused only once a chain orders its
; last wait before the next set (docs/sync.md "Flag reuse"), so six pairs
; find none even narrowed and become PIPE_ALL barriers. The kernel stays
; race-free under the checker's flag-reuse rule.
; RUN: %llc -ascendpto-plan-report -pass-remarks-missed=ascendpto-insert-sync %s -o %t.pto 2>%t.err
; RUN: FileCheck %s < %t.err
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.pto | FileCheck %s --check-prefix=OK
; CHECK: remark: {{.*}}the event ids of PIPE_MTE2 -> PIPE_V are all live here; the set moves down to its wait
; CHECK: ascendpto-sync: func=many mode=backend {{.*}} full-barriers=7 fallbacks=6
; OK: pto_sync_check: 1 functions, 0 findings

define void @many(ptr noalias %in, ptr noalias %out) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 256, i64 64, i64 64, i64 1)
  %x0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %x1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %x2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 32, i64 0, i64 16, i64 64)
  %x3 = call ptr addrspace(1) @pto.tload(ptr %v, i64 48, i64 0, i64 16, i64 64)
  %x4 = call ptr addrspace(1) @pto.tload(ptr %v, i64 64, i64 0, i64 16, i64 64)
  %x5 = call ptr addrspace(1) @pto.tload(ptr %v, i64 80, i64 0, i64 16, i64 64)
  %x6 = call ptr addrspace(1) @pto.tload(ptr %v, i64 96, i64 0, i64 16, i64 64)
  %x7 = call ptr addrspace(1) @pto.tload(ptr %v, i64 112, i64 0, i64 16, i64 64)
  %x8 = call ptr addrspace(1) @pto.tload(ptr %v, i64 128, i64 0, i64 16, i64 64)
  %y0 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x0)
  %y1 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x1)
  %y2 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x2)
  %y3 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x3)
  %y4 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x4)
  %y5 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x5)
  %y6 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x6)
  %y7 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x7)
  %y8 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x8)
  call void @pto.tstore(ptr addrspace(1) %y0, ptr %w, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y1, ptr %w, i64 16, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y2, ptr %w, i64 32, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y3, ptr %w, i64 48, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y4, ptr %w, i64 64, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y5, ptr %w, i64 80, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y6, ptr %w, i64 96, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y7, ptr %w, i64 112, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y8, ptr %w, i64 128, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
