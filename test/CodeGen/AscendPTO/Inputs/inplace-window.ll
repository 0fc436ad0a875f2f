; same-or-disjoint.ll checks the diagnostic.
; An in-place update of a run-time window has no address to plan.
define void @inplace_window(ptr %p, i64 %i, float %f) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 32, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 32, i64 64)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 %i, i64 0, i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %s, ptr addrspace(1) %b, float %f)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %v, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
