; A separation no placement can meet because the two tiles are one buffer:
; trem's tmp must not overlap src1 on a2a3, and here tmp is a view of src1
; (a treshape, or a subset window). The error names the rule and both tiles.
; RUN: not %llc -mcpu=ascend910b %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: in function @trem_tmp_reshapes_src: pto.trem on a2a3: tmp must not overlap src1, but %t and %b share bytes (a view or an in-place result of one another)
; CHECK: error: in function @trem_tmp_windows_src: pto.trem on a2a3: tmp must not overlap src1, but %t and %b share bytes (a view or an in-place result of one another)
; CHECK-NOT: error
; (A separate tmp is accepted: ops-remainder.ll, @trem.)

define void @trem_tmp_reshapes_src(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %b, i64 8, i64 128)
  %r = call ptr addrspace(1) @pto.trem(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %t)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %v, i64 0, i64 0)
  ret void
}
define void @trem_tmp_windows_src(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %b, i64 0, i64 0, i64 8, i64 64)
  %r = call ptr addrspace(1) @pto.trem(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %t)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.treshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.trem(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
