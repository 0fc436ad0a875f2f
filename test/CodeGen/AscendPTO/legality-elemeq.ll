; Legality, one element type for two operands (ptoas-rules.md §12): the
; index-form tgather's a2a3 scratch has idx's element type (i32); a5 takes
; another scratch type. Refused on ascend910b (a2a3) with both operands
; named and described, accepted on ascend950 (a5).
;
; RUN: not %llc -mcpu=ascend910b %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=A2A3
; RUN: %llc -mcpu=ascend950 %s -o - 2>/dev/null | FileCheck %s --check-prefix=A5
; A2A3: error: in function @tgather_tmp_type: pto.tgather on ascend910b (a2a3) needs one element type for operand 1 (idx) and operand 2 (tmp); operand 1 (idx) is vec i32 [16, 64], operand 2 (tmp) vec f32 [16, 64]
; A2A3-NOT: error
; A5-LABEL: func.func @tgather_tmp_type(
; A5: pto.tgather ins(

define void @tgather_tmp_type(ptr %p, ptr %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.i32(ptr %q, i64 16, i64 64, i64 64, i64 1)
  %s = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %i = call ptr addrspace(1) @pto.tload.i32(ptr %w, i64 0, i64 0, i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tgather(ptr addrspace(1) %s, ptr addrspace(1) %i, ptr addrspace(1) %t)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.i32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload.i32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tgather(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
