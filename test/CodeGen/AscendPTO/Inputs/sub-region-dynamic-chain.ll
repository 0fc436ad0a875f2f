; A view (treshape) of a run-time window: sub-region.ll checks the
; overflow diagnostic.
define void @dynamic_chain(ptr %p, i64 %i) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 512, i64 128, i64 128, i64 1)
  %filler = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 240, i64 128)
  %producer = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128)
  call void @pto.tstore(ptr addrspace(1) %producer, ptr %v, i64 0, i64 0)
  %left = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 128)
  %right = call ptr addrspace(1) @pto.tload(ptr %v, i64 64, i64 0, i64 64, i64 128)
  call void @pto.tstore(ptr addrspace(1) %left, ptr %v, i64 128, i64 0)
  call void @pto.tstore(ptr addrspace(1) %right, ptr %v, i64 192, i64 0)
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %filler, i64 %i, i64 0, i64 16, i64 128)
  %r = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %w, i64 32, i64 64)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.treshape(ptr addrspace(1), i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
