; Legality, windows (ptoas-rules.md §10): textract and tinsert at constant
; offsets stay inside their tiles (a run-time offset is not checked); the
; textract layout pairs (a2a3's mat source row_major in blayout or slayout;
; a5's into right ZN or NZ; a left dst with slayout row_major, a right one
; ZN; a5 vec to vec ND); tinsert's tiles are NZ and an a2a3 target has
; fractal 512.
;
; RUN: split-file %s %t
; RUN: not %llc -mcpu=ascend910b %t/bounds.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BOUNDS-A2A3
; RUN: not %llc -mcpu=ascend950 %t/bounds.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BOUNDS-A5
; RUN: not %llc -mcpu=ascend910b %t/layouts.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LAYOUTS-A2A3
; RUN: not %llc -mcpu=ascend950 %t/layouts.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LAYOUTS-A5
; RUN: not %llc -mcpu=ascend910b %t/target.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=TARGET-A2A3
; RUN: not %llc -mcpu=ascend950 %t/target.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=TARGET-A5
; RUN: not %llc -mcpu=ascend910b %t/vec.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=VEC-A2A3
; RUN: not %llc -mcpu=ascend950 %t/vec.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=VEC-A5

; BOUNDS-A2A3: error: in function @textract_bounds: pto.textract on ascend910b (a2a3) needs row offset + the rows of the result to be at most the rows of operand 0 (src); 16 + 32 > 32 (the result is left f16 [32, 32], operand 0 (src) mat f16 [32, 64])
; BOUNDS-A2A3-NEXT: error: in function @textract_negative: pto.textract on ascend910b (a2a3) takes a constant operand 2 (col) of at least 0; it is -16
; BOUNDS-A2A3-NEXT: error: in function @textract_huge: pto.textract on ascend910b (a2a3) needs row offset + the rows of the result to be at most the rows of operand 0 (src); 9223372036854775807 + 16 > 32
; BOUNDS-A2A3-NEXT: error: in function @tinsert_bounds: pto.tinsert on ascend910b (a2a3) needs row offset + the valid rows of operand 1 (src) to be at most the rows of operand 0 (target); 24 + 16 > 32 (operand 1 (src) is acc f32 [16, 32], operand 0 (target) mat f16 [32, 64])
; BOUNDS-A2A3-NOT: error

; BOUNDS-A5: error: in function @textract_bounds: pto.textract on ascend950 (a5) needs row offset + the rows of the result to be at most the rows of operand 0 (src); 16 + 32 > 32 (the result is left f16 [32, 32], operand 0 (src) mat f16 [32, 64])
; BOUNDS-A5-NEXT: error: in function @textract_negative: pto.textract on ascend950 (a5) takes a constant operand 2 (col) of at least 0; it is -16
; BOUNDS-A5-NEXT: error: in function @textract_huge: pto.textract on ascend950 (a5) needs row offset + the rows of the result to be at most the rows of operand 0 (src); 9223372036854775807 + 16 > 32
; BOUNDS-A5-NEXT: error: in function @tinsert_bounds: pto.tinsert on ascend950 (a5) needs row offset + the valid rows of operand 1 (src) to be at most the rows of operand 0 (target); 24 + 16 > 32 (operand 1 (src) is acc f32 [16, 32], operand 0 (target) mat f16 [32, 64])
; BOUNDS-A5-NOT: error

; LAYOUTS-A2A3: error: in function @textract_src_cc: pto.textract on ascend910b (a2a3) needs operand 0 (src) with (blayout/slayout) row_major/none_box or row_major/row_major or row_major/col_major or col_major/row_major; it is col_major/col_major (mat f16 [32, 64])
; LAYOUTS-A2A3-NEXT: error: in function @textract_left_slayout: pto.textract on ascend910b (a2a3) needs the result with (blayout/slayout) row_major/row_major or col_major/row_major when the result is in left; it is col_major/col_major (left f16 [16, 32])
; LAYOUTS-A2A3-NEXT: error: in function @textract_right_layout: pto.textract on ascend910b (a2a3) needs the result with (blayout/slayout) row_major/col_major when the result is in right; it is row_major/row_major (right f16 [32, 32])
; LAYOUTS-A2A3-NEXT: error: in function @tinsert_nd_target: pto.tinsert on ascend910b (a2a3) needs operand 0 (target) with (blayout/slayout) col_major/row_major; it is col_major/none_box (mat f16 [32, 64])
; LAYOUTS-A2A3-NOT: error

; LAYOUTS-A5: error: in function @textract_src_cc: pto.textract on ascend950 (a5) needs operand 0 (src) with (blayout/slayout) row_major/none_box or row_major/row_major or row_major/col_major or col_major/row_major when the result is in left; it is col_major/col_major (mat f16 [32, 64])
; LAYOUTS-A5-NEXT: error: in function @textract_left_slayout: pto.textract on ascend950 (a5) needs the result with (blayout/slayout) row_major/row_major or col_major/row_major when the result is in left; it is col_major/col_major (left f16 [16, 32])
; LAYOUTS-A5-NEXT: error: in function @textract_right_layout: pto.textract on ascend950 (a5) needs the result with (blayout/slayout) row_major/col_major when the result is in right; it is row_major/row_major (right f16 [32, 32])
; LAYOUTS-A5-NEXT: error: in function @tinsert_nd_target: pto.tinsert on ascend950 (a5) needs operand 0 (target) with (blayout/slayout) col_major/row_major; it is col_major/none_box (mat f16 [32, 64])
; LAYOUTS-A5-NOT: error

; TARGET-A2A3: error: in function @tinsert_fractal: pto.tinsert on ascend910b (a2a3) needs the fractal of operand 0 (target) to be 512; operand 0 (target) is mat f16 [32, 64]
; TARGET-A2A3-NOT: error

; TARGET-A5: error: in function @textract_nd_right: pto.textract on ascend950 (a5) needs operand 0 (src) with (blayout/slayout) row_major/col_major or col_major/row_major when the result is in right or scaling; it is row_major/none_box (mat f16 [32, 64])
; TARGET-A5-NOT: error

; VEC-A2A3: error: in function @textract_vec_col_major: pto.textract: there is no copy from vec to vec on a2a3 (legal: mat->left, mat->right); a5 has it
; VEC-A2A3-NOT: error

; VEC-A5: error: in function @textract_vec_col_major: pto.textract on ascend950 (a5) needs operand 0 (src) ND (blayout row_major, slayout none_box); it is declared with blayout col_major, slayout none_box (vec f32 [16, 64])
; VEC-A5-NOT: error

;--- bounds.ll
define void @textract_bounds() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16(i64 32, i64 64)
  %l = call ptr addrspace(3) @pto.textract(ptr addrspace(2) %m, i64 16, i64 0, i64 32, i64 32)
  ret void
}

define void @textract_negative() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16(i64 32, i64 64)
  %l = call ptr addrspace(3) @pto.textract(ptr addrspace(2) %m, i64 0, i64 -16, i64 16, i64 32)
  ret void
}

define void @textract_huge() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16(i64 32, i64 64)
  %l = call ptr addrspace(3) @pto.textract(ptr addrspace(2) %m, i64 9223372036854775807, i64 0, i64 16, i64 32)
  ret void
}

define void @tinsert_bounds() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16(i64 32, i64 64)
  %c = call ptr addrspace(5) @pto.alloc_tile.f32.valid16x32(i64 16, i64 32)
  %r = call ptr addrspace(2) @pto.tinsert(ptr addrspace(2) %m, ptr addrspace(5) %c, i64 24, i64 0)
  ret void
}
declare ptr addrspace(2) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(3) @pto.textract(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32.valid16x32(i64, i64)
declare ptr addrspace(2) @pto.tinsert(ptr addrspace(2), ptr addrspace(5), i64, i64)

;--- layouts.ll
define void @textract_src_cc() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16.s_col(i64 32, i64 64)
  %l = call ptr addrspace(3) @pto.textract(ptr addrspace(2) %m, i64 0, i64 0, i64 16, i64 32)
  ret void
}

define void @textract_left_slayout() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16(i64 32, i64 64)
  %l = call ptr addrspace(3) @pto.textract.s_col(ptr addrspace(2) %m, i64 0, i64 0, i64 16, i64 32)
  ret void
}

define void @textract_right_layout() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16(i64 32, i64 64)
  %r = call ptr addrspace(4) @pto.textract.s_row(ptr addrspace(2) %m, i64 0, i64 0, i64 32, i64 32)
  ret void
}

define void @tinsert_nd_target() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16.s_none(i64 32, i64 64)
  %c = call ptr addrspace(5) @pto.alloc_tile.f32(i64 16, i64 32)
  %r = call ptr addrspace(2) @pto.tinsert(ptr addrspace(2) %m, ptr addrspace(5) %c, i64 16, i64 0)
  ret void
}
declare ptr addrspace(2) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f16.s_col(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f16.s_none(i64, i64)
declare ptr addrspace(3) @pto.textract(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(3) @pto.textract.s_col(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(4) @pto.textract.s_row(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(2) @pto.tinsert(ptr addrspace(2), ptr addrspace(5), i64, i64)

;--- target.ll
define void @textract_nd_right() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16.row_major.s_none(i64 32, i64 64)
  %r = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %m, i64 0, i64 0, i64 32, i64 32)
  ret void
}

define void @tinsert_fractal() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16.fractal1024(i64 32, i64 64)
  %c = call ptr addrspace(5) @pto.alloc_tile.f32(i64 16, i64 32)
  %r = call ptr addrspace(2) @pto.tinsert(ptr addrspace(2) %m, ptr addrspace(5) %c, i64 16, i64 0)
  ret void
}
declare ptr addrspace(5) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(2) @pto.tinsert(ptr addrspace(2), ptr addrspace(5), i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f16.row_major.s_none(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f16.fractal1024(i64, i64)
declare ptr addrspace(4) @pto.textract.right(ptr addrspace(2), i64, i64, i64, i64)

;--- vec.ll
define void @textract_vec_col_major() {
  %v = call ptr addrspace(1) @pto.alloc_tile.f32.col_major(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.textract.vec(ptr addrspace(1) %v, i64 0, i64 0, i64 16, i64 32)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32.col_major(i64, i64)
declare ptr addrspace(1) @pto.textract.vec(ptr addrspace(1), i64, i64, i64, i64)
