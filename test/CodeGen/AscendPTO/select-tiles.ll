; A select between two tiles has no PTO form: the error says to write an if
; with a tile phi instead, which the carry pass turns into one buffer
; (control-flow.md). (A select between other pointers: errors-abi.ll.)
; RUN: not %llc %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: in function @pick: selecting between tiles is not supported; use an if with a tile phi
define void @pick(ptr %p, i32 %n) {
  %c = icmp sgt i32 %n, 0
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 32, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %s = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b
  call void @pto.tstore(ptr addrspace(1) %s, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
