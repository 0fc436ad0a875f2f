; A merge of a popped tile (queue storage) with a loaded tile (planned):
; split-aiv-hazard.ll checks the diagnostic.
define void @merge(ptr %p, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  br i1 %c, label %pop, label %load
pop:
  %q = call ptr addrspace(1) @pto.tpop_from_aic.f32(i64 16, i64 64)
  br label %join
load:
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %join
join:
  %m = phi ptr addrspace(1) [ %q, %pop ], [ %a, %load ]
  call void @pto.tstore(ptr addrspace(1) %m, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tpop_from_aic.f32(i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
