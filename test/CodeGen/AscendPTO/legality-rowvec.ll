; Legality, per-row vectors (ptoas-rules.md §8): the vector of
; trowexpandadd, max, min and expdif has valid cols 1 when it is not
; row_major and 32 bytes' worth of elements (8 f32) when it is; an open
; [M,1] column prints col_major (ok.ll); the a2a3 scratch forms of max,
; min and expdif take a vector that is not row_major (a5 has no scratch
; form).
;
; RUN: split-file %s %t
; RUN: not %llc -mcpu=ascend910b %t/vector.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=VECTOR-A2A3
; RUN: not %llc -mcpu=ascend950 %t/vector.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=VECTOR-A5
; RUN: not %llc -mcpu=ascend910b %t/tmp.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=TMP-A2A3
; RUN: not %llc -mcpu=ascend950 %t/tmp.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=TMP-A5
; RUN: %llc -mcpu=ascend910b %t/ok.ll -o - | FileCheck %s --check-prefix=OK-A2A3
; RUN: %llc -mcpu=ascend950 %t/ok.ll -o - | FileCheck %s --check-prefix=OK-A5

; VECTOR-A2A3: error: in function @rowexpandadd_wide_vector: pto.trowexpandadd on ascend910b (a2a3) takes a per-row vector as operand 1 (col): a row_major one needs valid cols 32 / element bytes (8); it is vec f32 [16, 16]
; VECTOR-A2A3-NEXT: error: in function @rowexpandmax_row_major_column: pto.trowexpandmax on ascend910b (a2a3) takes a per-row vector as operand 1 (col): a row_major one needs valid cols 32 / element bytes (8); it is vec f32 [16, 1]
; VECTOR-A2A3-NOT: error

; VECTOR-A5: error: in function @rowexpandadd_wide_vector: pto.trowexpandadd on ascend950 (a5) takes a per-row vector as operand 1 (col): a row_major one needs valid cols 32 / element bytes (8); it is vec f32 [16, 16]
; VECTOR-A5-NEXT: error: in function @rowexpandmax_row_major_column: pto.trowexpandmax on ascend950 (a5) takes a per-row vector as operand 1 (col): a row_major one needs valid cols 32 / element bytes (8); it is vec f32 [16, 1]
; VECTOR-A5-NOT: error

; TMP-A2A3: error: in function @rowexpandmin_tmp_row_vector: pto.trowexpandmin.tmp on ascend910b (a2a3) needs operand 1 (col) not row_major; it is by default row_major (vec f32 [16, 8]; declare it col_major)
; TMP-A2A3-NOT: error

; TMP-A5: error: in function @rowexpandmin_tmp_row_vector: pto.trowexpandmin.tmp exists only on a2a3, not on a5 (ascend950)
; TMP-A5-NOT: error

; OK-A2A3-LABEL: func.func @rowexpandadd_row_vector(
; OK-A2A3: pto.trowexpandadd ins(%a, %v : !pto.tile_buf<{{[^>]*}}>, !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=8, v_row=16, v_col=8, blayout=row_major,
; OK-A2A3: pto.trowexpandmax ins(%r, %c : !pto.tile_buf<{{[^>]*}}>, !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=1, v_row=16, v_col=1, blayout=col_major,

; OK-A5-LABEL: func.func @rowexpandadd_row_vector(
; OK-A5: pto.trowexpandadd ins(%a, %v : !pto.tile_buf<{{[^>]*}}>, !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=8, v_row=16, v_col=8, blayout=row_major,
; OK-A5: pto.trowexpandmax ins(%r, %c : !pto.tile_buf<{{[^>]*}}>, !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=1, v_row=16, v_col=1, blayout=col_major,

;--- vector.ll
define void @rowexpandadd_wide_vector() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %v = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 16)
  %r = call ptr addrspace(1) @pto.trowexpandadd(ptr addrspace(1) %a, ptr addrspace(1) %v)
  ret void
}

define void @rowexpandmax_row_major_column() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %v = call ptr addrspace(1) @pto.alloc_tile.f32.row_major(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpandmax(ptr addrspace(1) %a, ptr addrspace(1) %v)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.row_major(i64, i64)
declare ptr addrspace(1) @pto.trowexpandadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpandmax(ptr addrspace(1), ptr addrspace(1))

;--- tmp.ll
define void @rowexpandmin_tmp_row_vector() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %v = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 8)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowexpandmin.tmp(ptr addrspace(1) %a, ptr addrspace(1) %v, ptr addrspace(1) %t)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.trowexpandmin.tmp(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))

;--- ok.ll
define void @rowexpandadd_row_vector() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %v = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 8)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpandadd(ptr addrspace(1) %a, ptr addrspace(1) %v)
  %s = call ptr addrspace(1) @pto.trowexpandmax(ptr addrspace(1) %r, ptr addrspace(1) %c)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.trowexpandadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpandmax(ptr addrspace(1), ptr addrspace(1))
