; A run-time slot `iv srem 4` on a buffer of two slots would put the tile
; past the buffer (over other tiles, unsynchronised): refused at the bind.
; RUN: not %llc %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: in function @wide: tile %x is bound to slot %slot = x srem 4, which reaches slots @pp does not have (it has 2): declare 4 slots or take the slot modulo 2

@pp = external addrspace(1) global [2 x [16 x [64 x float]]]

define void @wide(ptr noalias %in, ptr noalias %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %slot = srem i64 %i, 4
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @pp, i64 %slot)
  %y = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
