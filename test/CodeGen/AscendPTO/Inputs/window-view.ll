; A set_validshape of a run-time window: same-or-disjoint.ll checks the
; diagnostic.
define void @window_view(ptr %p, i64 %i, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 32, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 32, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 %i, i64 0, i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.set_validshape(ptr addrspace(1) %s, i64 %n, i64 64)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %w)
  call void @pto.tstore(ptr addrspace(1) %e, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.set_validshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
