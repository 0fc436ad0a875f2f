; The counter would pass 2^31 - 1 (i32 from 2^31 - 16 to 2^31 + 3 by 1):
; signed and unsigned readings of the bound disagree, so the test is left
; as it is and the structurizer says what it needs (cf/latch-tests.ll).
define void @wraps(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 256, i64 64, i64 64, i64 1)
  br label %body
body:
  %i = phi i32 [ 2147483632, %entry ], [ %i.next, %body ]
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i, 2147483651
  br i1 %c, label %body, label %exit
exit:
  ret void
}

define void @not_counter(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 256, i64 64, i64 64, i64 1)
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  %m = shl i64 %i, 1
  %i.next = add i64 1, %m
  %c = icmp ult i64 %i, 15
  br i1 %c, label %body, label %exit
exit:
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
