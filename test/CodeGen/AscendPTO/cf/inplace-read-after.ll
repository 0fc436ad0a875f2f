; An in-place write (tmatmul.acc) over an input that is still read afterwards
; would destroy the value the later read expects; the input must be copied
; first, and in acc there is no move to copy it with: an error.
; RUN: not %llc -verify-machineinstrs %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: error: in function @k: %acc is read after in-place pto.tmatmul.acc overwrites %acc in place (defining %acc2), so %acc must be copied first, but there is no move from acc to acc on a2a3

define void @k(ptr %a, ptr %b, ptr %c) {
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 32, i64 32, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 32, i64 64, i64 64, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 16, i64 64, i64 64, i64 1)
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 16, i64 32)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 32, i64 64)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %br = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm)
  %acc = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al, ptr addrspace(4) %br)
  %acc2 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %al, ptr addrspace(4) %br)
  call void @pto.tstore.acc(ptr addrspace(5) %acc, ptr %vc, i64 0, i64 0)
  call void @pto.tstore.acc(ptr addrspace(5) %acc2, ptr %vc, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(4) @pto.tmov.right(ptr addrspace(2))
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore.acc(ptr addrspace(5), ptr, i64, i64)
