; A reshape of a strided window (rows 64 elements apart in its source) would
; be read by pto.treshape as contiguous bytes: refused, like a view of one
; (the fuzzer found the values wrong, seed 1221).
; RUN: not %llc %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: in function @rs: pto.treshape of %s, a [2, 16] window of %b (vec f32 [16, 64]): pto.treshape reinterprets the bytes from the window's address, which would read rows that lie a source row apart as if they were contiguous (copy the window first, pto.tmov)

define void @rs(ptr noalias %p, ptr noalias %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %a)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %b, i64 6, i64 8, i64 2, i64 16)
  %r = call ptr addrspace(1) @pto.treshape.f32(ptr addrspace(1) %s, i64 4, i64 8)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %w, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.treshape.f32(ptr addrspace(1), i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
