; vector_add: z = x + y over a 32x64 f32 block, in two 16-row tiles.
;
;   llc-22 -load=build/lib/libAscendPTO.so -mtriple=ascendpto vector_add.ll -o -
;
; Each row block is loaded into UB (vec), added and stored back. The planner
; lets the sum take the bytes of its first operand (its last use is the add)
; and the second row block reuse the first block's buffers.

define void @vector_add(ptr %x, ptr %y, ptr %z) {
entry:
  ; Global tensors: 32 x 64 f32, row-major (strides in elements).
  %vx = call ptr @pto.tensor_view.f32(ptr %x, i64 32, i64 64, i64 64, i64 1)
  %vy = call ptr @pto.tensor_view.f32(ptr %y, i64 32, i64 64, i64 64, i64 1)
  %vz = call ptr @pto.tensor_view.f32(ptr %z, i64 32, i64 64, i64 64, i64 1)

  ; Rows 0..15.
  %x0 = call ptr addrspace(1) @pto.tload(ptr %vx, i64 0, i64 0, i64 16, i64 64)
  %y0 = call ptr addrspace(1) @pto.tload(ptr %vy, i64 0, i64 0, i64 16, i64 64)
  %z0 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %x0, ptr addrspace(1) %y0)
  call void @pto.tstore(ptr addrspace(1) %z0, ptr %vz, i64 0, i64 0)

  ; Rows 16..31.
  %x1 = call ptr addrspace(1) @pto.tload(ptr %vx, i64 16, i64 0, i64 16, i64 64)
  %y1 = call ptr addrspace(1) @pto.tload(ptr %vy, i64 16, i64 0, i64 16, i64 64)
  %z1 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %x1, ptr addrspace(1) %y1)
  call void @pto.tstore(ptr addrspace(1) %z1, ptr %vz, i64 16, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
