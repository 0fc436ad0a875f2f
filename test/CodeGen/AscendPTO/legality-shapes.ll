; Legality, shape and valid-shape relations and scratch tiles
; (ptoas-rules.md §2, §4, §7-§9, §12, §13, section D.4). target.ll is legal
; on ascend950 (a5) and refused on ascend910b (a2a3): a partial op whose
; source is wider than dst, an index-form tgather whose tmp is not shaped
; like idx. both.ll is refused on both CPUs.
;
; RUN: split-file %s %t
; RUN: not %llc -mcpu=ascend910b %t/target.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=A2A3
; RUN: %llc -mcpu=ascend950 %t/target.ll -o - | FileCheck %s --check-prefix=A5
; RUN: not %llc -mcpu=ascend910b %t/both.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BOTH-A2A3
; RUN: not %llc -mcpu=ascend950 %t/both.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BOTH-A5

; A2A3: error: in function @tpartadd_wider_src: pto.tpartadd on ascend910b (a2a3) needs the valid cols of operand 1 (src1) to be at most the result's valid cols; operand 1 (src1) is vec f32 [16, 64], the result vec f32 [16, 64] valid [16, 32]
; A2A3-NEXT: error: in function @tpartmul_src1_wider: pto.tpartmul on ascend910b (a2a3) needs the valid cols of operand 1 (src1) to be at most the result's valid cols; operand 1 (src1) is vec f32 [16, 64] valid [8, 64], the result vec f32 [16, 64] valid [16, 32]
; A2A3-NEXT: error: in function @tgather_tmp_shape: pto.tgather on ascend910b (a2a3) needs the valid rows of operand 2 (tmp) to equal operand 1 (idx)'s valid rows; operand 2 (tmp) is vec i32 [8, 64], operand 1 (idx) vec i32 [16, 64]
; A2A3-NOT: error

; A5-LABEL: func.func @tpartadd_wider_src(
; A5: pto.tpartadd ins(
; A5-LABEL: func.func @tpartmul_src1_wider(
; A5: pto.tpartmul ins(
; A5-LABEL: func.func @tgather_tmp_shape(
; A5: pto.tgather ins(

; BOTH-A2A3: error: in function @tgemv_rows: pto.tgemv on ascend910b (a2a3) needs the valid rows of operand 0 (lhs) to be 1; operand 0 (lhs) is left f16 [16, 32]
; BOTH-A2A3-NEXT: error: in function @tgemv_k: pto.tgemv on ascend910b (a2a3) needs the valid cols of operand 0 (lhs) to equal operand 1 (rhs)'s valid rows; operand 0 (lhs) is left f16 [16, 32] valid [1, 16], operand 1 (rhs) right f16 [32, 64]
; BOTH-A2A3-NEXT: error: in function @tprelu_tmp_shape: pto.tprelu on ascend910b (a2a3) needs the cols of operand 2 (tmp) to equal the result's cols; operand 2 (tmp) is vec ui8 [16, 32], the result vec f32 [16, 64]
; BOTH-A2A3-NEXT: error: in function @trsqrt_small_tmp: pto.trsqrt.tmp on ascend910b (a2a3) needs the bytes of operand 1 (tmp) to be at least 32; operand 1 (tmp) is vec f32 [1, 4] (16 bytes)
; BOTH-A2A3-NEXT: error: in function @trem_tmp_cols: pto.trem on ascend910b (a2a3) needs the valid cols of operand 2 (tmp) to be at least the result's valid cols; operand 2 (tmp) is vec f32 [1, 32], the result vec f32 [16, 64]
; BOTH-A2A3-NEXT: error: in function @tmrgsort_rows: pto.tmrgsort on ascend910b (a2a3) needs the rows of operand 0 (src) to be 1; operand 0 (src) is vec f32 [2, 256]
; BOTH-A2A3-NEXT: error: in function @trowexpand_rows: pto.trowexpand on ascend910b (a2a3) needs the valid rows of operand 0 (col) to equal the result's valid rows; operand 0 (col) is vec f32 [8, 1], the result vec f32 [16, 64]
; BOTH-A2A3-NEXT: error: in function @tgather_cols: pto.tgather on ascend910b (a2a3) needs the valid cols of operand 1 (idx) to be its cols; operand 1 (idx) is vec i32 [16, 64] valid [16, 32]
; BOTH-A2A3-NEXT: error: in function @tmatmul_bias_rows: pto.tmatmul.bias on ascend910b (a2a3) needs the rows of operand 2 (bias) to be 1; operand 2 (bias) is bias f32 [2, 64]
; BOTH-A2A3-NOT: error

; BOTH-A5: error: in function @tgemv_rows: pto.tgemv on ascend950 (a5) needs the valid rows of operand 0 (lhs) to be 1; operand 0 (lhs) is left f16 [16, 32]
; BOTH-A5-NEXT: error: in function @tgemv_k: pto.tgemv on ascend950 (a5) needs the valid cols of operand 0 (lhs) to equal operand 1 (rhs)'s valid rows; operand 0 (lhs) is left f16 [16, 32] valid [1, 16], operand 1 (rhs) right f16 [32, 64]
; BOTH-A5-NEXT: error: in function @tprelu_tmp_shape: pto.tprelu on ascend950 (a5) needs the cols of operand 2 (tmp) to equal the result's cols; operand 2 (tmp) is vec ui8 [16, 32], the result vec f32 [16, 64]
; BOTH-A5-NEXT: error: in function @trsqrt_small_tmp: pto.trsqrt.tmp on ascend950 (a5) needs the bytes of operand 1 (tmp) to be at least 32; operand 1 (tmp) is vec f32 [1, 4] (16 bytes)
; BOTH-A5-NEXT: error: in function @trem_tmp_cols: pto.trem on ascend950 (a5) needs the valid cols of operand 2 (tmp) to be at least the result's valid cols; operand 2 (tmp) is vec f32 [1, 32], the result vec f32 [16, 64]
; BOTH-A5-NEXT: error: in function @tmrgsort_rows: pto.tmrgsort on ascend950 (a5) needs the rows of operand 0 (src) to be 1; operand 0 (src) is vec f32 [2, 256]
; BOTH-A5-NEXT: error: in function @trowexpand_rows: pto.trowexpand on ascend950 (a5) needs the valid rows of operand 0 (col) to equal the result's valid rows; operand 0 (col) is vec f32 [8, 1], the result vec f32 [16, 64]
; BOTH-A5-NEXT: error: in function @tgather_cols: pto.tgather on ascend950 (a5) needs the valid cols of operand 1 (idx) to be its cols; operand 1 (idx) is vec i32 [16, 64] valid [16, 32]
; BOTH-A5-NEXT: error: in function @tmatmul_bias_rows: pto.tmatmul.bias on ascend950 (a5) needs the rows of operand 2 (bias) to be 1; operand 2 (bias) is bias f32 [2, 64]
; BOTH-A5-NOT: error

;--- target.ll
define void @tpartadd_wider_src() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.valid16x32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tpartadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}
define void @tpartmul_src1_wider() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32.valid8x64(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32.valid16x32(i64 16, i64 64)
  %x = call ptr addrspace(1) @pto.tpartmul(ptr addrspace(1) %c, ptr addrspace(1) %b)
  ret void
}
define void @tgather_tmp_shape() {
  %s = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %i = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.i32(i64 8, i64 64)
  %r = call ptr addrspace(1) @pto.tgather(ptr addrspace(1) %s, ptr addrspace(1) %i, ptr addrspace(1) %t)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.valid16x32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.valid8x64(i64, i64)
declare ptr addrspace(1) @pto.tpartadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tpartmul(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tgather(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
;--- both.ll
define void @tgemv_rows() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tgemv(ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}
define void @tgemv_k() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.valid1x16(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tgemv(ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}
define void @tprelu_tmp_shape() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.ui8(i64 16, i64 32)
  %r = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %a, ptr addrspace(1) %s, ptr addrspace(1) %t)
  ret void
}
define void @trsqrt_small_tmp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 4)
  %r = call ptr addrspace(1) @pto.trsqrt.tmp(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}
define void @trem_tmp_cols() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 32)
  %r = call ptr addrspace(1) @pto.trem(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %t)
  ret void
}
define void @tmrgsort_rows() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 2, i64 256)
  %r = call ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1) %a, i32 64)
  ret void
}
define void @trowexpand_rows() {
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 8, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpand(ptr addrspace(1) %c, i64 16, i64 64)
  ret void
}
define void @tgather_cols() {
  %s = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %i = call ptr addrspace(1) @pto.alloc_tile.i32.valid16x32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.i32.valid16x32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tgather(ptr addrspace(1) %s, ptr addrspace(1) %i, ptr addrspace(1) %t)
  ret void
}
define void @tmatmul_bias_rows() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16(i64 32, i64 64)
  %b = call ptr addrspace(6) @pto.alloc_tile.f32(i64 2, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul.bias(ptr addrspace(3) %l, ptr addrspace(4) %r, ptr addrspace(6) %b)
  ret void
}
declare ptr addrspace(3) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(3) @pto.alloc_tile.f16.valid1x16(i64, i64)
declare ptr addrspace(4) @pto.alloc_tile.f16.right(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.ui8(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32.valid16x32(i64, i64)
declare ptr addrspace(6) @pto.alloc_tile.f32.bias(i64, i64)
declare ptr addrspace(5) @pto.tgemv(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.bias(ptr addrspace(3), ptr addrspace(4), ptr addrspace(6))
declare ptr addrspace(1) @pto.tprelu(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trsqrt.tmp(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trem(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1), i32)
declare ptr addrspace(1) @pto.trowexpand(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.tgather(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
