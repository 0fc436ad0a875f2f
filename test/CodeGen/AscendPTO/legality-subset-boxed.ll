; Legality of a window of a boxed tile (ptoas-rules.md §11, subset; td:
; BoxedWindow and the FractalBox table of AscendPTOLegality.td, the
; ParsedBLayout rows of AscendPTOProcessors.td). A boxed source (slayout
; not none_box: mat, left, right and acc by default, or a tile declared
; with an slayout) has fractal 512 or 1024; the window is made of whole
; inner boxes (16 x 32/bytes for slayout row_major, 32/bytes x 16 for
; col_major, 16 x 16 at fractal 1024), at constant offsets that are
; multiples of them, and keeps whole lines across the source's blayout as
; the assembler reads it: all rows of a col_major source at row offset 0,
; all cols of a row_major one at col offset 0. The assembler reads a left
; tile as row_major on a2a3 and col_major on a5, whatever is printed. A
; non-boxed source is not checked.
;
; RUN: split-file %s %t
; RUN: not %llc -mcpu=ascend910b %t/refused.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REFUSED-A2A3 --implicit-check-not=error:
; RUN: not %llc -mcpu=ascend950 %t/refused.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REFUSED-A5 --implicit-check-not=error:
; RUN: %llc -mcpu=ascend910b -ascendpto-no-warn=all %t/accepted.ll -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ACCEPTED --implicit-check-not=error:
; RUN: %llc -mcpu=ascend950 -ascendpto-no-warn=all %t/accepted.ll -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ACCEPTED --implicit-check-not=error:
; RUN: not %llc -mcpu=ascend910b %t/left-cols.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LEFT-COLS-A2A3 --implicit-check-not=error:
; RUN: %llc -mcpu=ascend950 -ascendpto-no-warn=all %t/left-cols.ll -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LEFT-COLS-A5 --implicit-check-not=error:
; RUN: %llc -mcpu=ascend910b -ascendpto-no-warn=all %t/left-rows.ll -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LEFT-ROWS-A2A3 --implicit-check-not=error:
; RUN: not %llc -mcpu=ascend950 %t/left-rows.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LEFT-ROWS-A5 --implicit-check-not=error:

; REFUSED-A2A3: error: in function @mat_part_rows: pto.subset on ascend910b (a2a3) needs the rows of the result to equal operand 0 (src)'s rows (a window of a boxed col_major tile keeps whole columns); the result is mat f16 [32, 64], operand 0 (src) mat f16 [64, 64]
; REFUSED-A2A3: error: in function @mat_row_offset: pto.subset on ascend910b (a2a3) needs a constant row offset of 0 (a window of a boxed col_major tile keeps whole columns); it is i64 %n
; REFUSED-A2A3: error: in function @mat_cols_box: pto.subset on ascend910b (a2a3) needs the cols of the result to be a multiple of 16, the cols of the fractal box of operand 0 (src) (16 x 16: slayout row_major, fractal 512, f16); the result is mat f16 [64, 24], operand 0 (src) mat f16 [64, 64]
; REFUSED-A2A3: error: in function @mat_col_offset_box: pto.subset on ascend910b (a2a3) needs a constant col offset that is a non-negative multiple of 8, the cols of the fractal box of operand 0 (src) (16 x 8: slayout row_major, fractal 512, f32); it is 4
; REFUSED-A2A3: error: in function @acc_box: pto.subset on ascend910b (a2a3) needs a constant col offset that is a non-negative multiple of 16, the cols of the fractal box of operand 0 (src) (16 x 16: slayout row_major, fractal 1024, f32); it is 8
; REFUSED-A2A3: error: in function @right_part_cols: pto.subset on ascend910b (a2a3) needs the cols of the result to equal operand 0 (src)'s cols (a window of a boxed row_major tile keeps whole rows); the result is right f16 [32, 32], operand 0 (src) right f16 [32, 64]
; REFUSED-A2A3: error: in function @right_row_offset_box: pto.subset on ascend910b (a2a3) needs a constant row offset that is a non-negative multiple of 8, the rows of the fractal box of operand 0 (src) (8 x 16: slayout col_major, fractal 512, f32); it is 4
; REFUSED-A2A3: error: in function @vec_boxed_part_cols: pto.subset on ascend910b (a2a3) needs the cols of the result to equal operand 0 (src)'s cols (a window of a boxed row_major tile keeps whole rows); the result is vec f32 [32, 32], operand 0 (src) vec f32 [32, 64]
; REFUSED-A2A3: error: in function @mat_fractal256: pto.subset on ascend910b (a2a3) takes a window of a boxed tile (slayout row_major) of fractal 512 or 1024 only; operand 0 (src) is mat f16 [64, 64] with fractal 256 (unsupported tile layout for subset)
; REFUSED-A2A3: error: in function @mat_row_major_part_cols: pto.subset on ascend910b (a2a3) needs the cols of the result to equal operand 0 (src)'s cols (a window of a boxed row_major tile keeps whole rows); the result is mat f16 [16, 32], operand 0 (src) mat f16 [64, 64]

; REFUSED-A5: error: in function @mat_part_rows: pto.subset on ascend950 (a5) needs the rows of the result to equal operand 0 (src)'s rows (a window of a boxed col_major tile keeps whole columns); the result is mat f16 [32, 64], operand 0 (src) mat f16 [64, 64]
; REFUSED-A5: error: in function @mat_row_offset: pto.subset on ascend950 (a5) needs a constant row offset of 0 (a window of a boxed col_major tile keeps whole columns); it is i64 %n
; REFUSED-A5: error: in function @mat_cols_box: pto.subset on ascend950 (a5) needs the cols of the result to be a multiple of 16, the cols of the fractal box of operand 0 (src) (16 x 16: slayout row_major, fractal 512, f16); the result is mat f16 [64, 24], operand 0 (src) mat f16 [64, 64]
; REFUSED-A5: error: in function @mat_col_offset_box: pto.subset on ascend950 (a5) needs a constant col offset that is a non-negative multiple of 8, the cols of the fractal box of operand 0 (src) (16 x 8: slayout row_major, fractal 512, f32); it is 4
; REFUSED-A5: error: in function @acc_box: pto.subset on ascend950 (a5) needs a constant col offset that is a non-negative multiple of 16, the cols of the fractal box of operand 0 (src) (16 x 16: slayout row_major, fractal 1024, f32); it is 8
; REFUSED-A5: error: in function @right_part_cols: pto.subset on ascend950 (a5) needs the cols of the result to equal operand 0 (src)'s cols (a window of a boxed row_major tile keeps whole rows); the result is right f16 [32, 32], operand 0 (src) right f16 [32, 64]
; REFUSED-A5: error: in function @right_row_offset_box: pto.subset on ascend950 (a5) needs a constant row offset that is a non-negative multiple of 8, the rows of the fractal box of operand 0 (src) (8 x 16: slayout col_major, fractal 512, f32); it is 4
; REFUSED-A5: error: in function @vec_boxed_part_cols: pto.subset on ascend950 (a5) needs the cols of the result to equal operand 0 (src)'s cols (a window of a boxed row_major tile keeps whole rows); the result is vec f32 [32, 32], operand 0 (src) vec f32 [32, 64]
; REFUSED-A5: error: in function @mat_fractal256: pto.subset on ascend950 (a5) takes a window of a boxed tile (slayout row_major) of fractal 512 or 1024 only; operand 0 (src) is mat f16 [64, 64] with fractal 256 (unsupported tile layout for subset)
; REFUSED-A5: error: in function @mat_row_major_part_cols: pto.subset on ascend950 (a5) needs the cols of the result to equal operand 0 (src)'s cols (a window of a boxed row_major tile keeps whole rows); the result is mat f16 [16, 32], operand 0 (src) mat f16 [64, 64]

; ACCEPTED-LABEL: func.func @mat_whole_rows(
; ACCEPTED: pto.subset %m[%c0, %c16] sizes [64, 32] : !pto.tile_buf<loc=mat, dtype=f16, rows=64, cols=64, v_row=64, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>
; ACCEPTED-LABEL: func.func @mat_row_major_whole_cols(
; ACCEPTED: pto.subset %m[%c16, %c0] sizes [16, 64] : !pto.tile_buf<loc=mat, dtype=f16, rows=64, cols=64, v_row=64, v_col=64, blayout=row_major, slayout=row_major, fractal=512, pad=0>
; ACCEPTED-LABEL: func.func @mat_runtime_col(
; ACCEPTED: pto.subset %m[%c0, %n] sizes [64, 16]
; ACCEPTED-LABEL: func.func @acc_whole_rows(
; ACCEPTED: pto.subset %a[%c0, %c16] sizes [32, 16] : !pto.tile_buf<loc=acc, dtype=f32, rows=32, cols=64, v_row=32, v_col=64, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
; ACCEPTED-LABEL: func.func @right_whole_cols(
; ACCEPTED: pto.subset %r[%c8, %c0] sizes [8, 64] : !pto.tile_buf<loc=right, dtype=f32, rows=32, cols=64, v_row=32, v_col=64, blayout=row_major, slayout=col_major, fractal=512, pad=0>
; ACCEPTED-LABEL: func.func @vec_boxed_whole_cols(
; ACCEPTED: pto.subset %v[%c16, %c0] sizes [16, 64] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=64, v_row=32, v_col=64, blayout=row_major, slayout=row_major, fractal=512, pad=0>
; ACCEPTED-LABEL: func.func @vec_plain(
; ACCEPTED: pto.subset %v[%c3, %c8] sizes [7, 9] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=64, v_row=32, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; ACCEPTED-LABEL: func.func @mat_not_boxed(
; ACCEPTED: pto.subset %m[%c16, %c16] sizes [8, 8] : !pto.tile_buf<loc=mat, dtype=f16, rows=64, cols=64, v_row=64, v_col=64, blayout=col_major, slayout=none_box, fractal=512, pad=0>

; LEFT-COLS-A2A3: error: in function @left_half_cols: pto.subset on ascend910b (a2a3) needs the cols of the result to equal operand 0 (src)'s cols (a window of a boxed row_major tile keeps whole rows; the assembler reads every left tile as row_major on a2a3); the result is left f16 [64, 32], operand 0 (src) left f16 [64, 64]
; LEFT-COLS-A5-LABEL: func.func @left_half_cols(
; LEFT-COLS-A5: pto.subset %l[%c0, %c32] sizes [64, 32]
; LEFT-ROWS-A2A3-LABEL: func.func @left_half_rows(
; LEFT-ROWS-A2A3: pto.subset %l[%c32, %c0] sizes [32, 64]
; LEFT-ROWS-A5: error: in function @left_half_rows: pto.subset on ascend950 (a5) needs the rows of the result to equal operand 0 (src)'s rows (a window of a boxed col_major tile keeps whole columns; the assembler reads every left tile as col_major on a5); the result is left f16 [32, 64], operand 0 (src) left f16 [64, 64]

;--- refused.ll
define void @mat_part_rows(i64 %n) {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16.mat(i64 64, i64 64)
  %s = call ptr addrspace(2) @pto.subset.mat(ptr addrspace(2) %m, i64 0, i64 0, i64 32, i64 64)
  ret void
}
define void @mat_row_offset(i64 %n) {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16.mat(i64 64, i64 64)
  %s = call ptr addrspace(2) @pto.subset.mat(ptr addrspace(2) %m, i64 %n, i64 0, i64 64, i64 16)
  ret void
}
define void @mat_cols_box(i64 %n) {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16.mat(i64 64, i64 64)
  %s = call ptr addrspace(2) @pto.subset.mat(ptr addrspace(2) %m, i64 0, i64 0, i64 64, i64 24)
  ret void
}
define void @mat_col_offset_box(i64 %n) {
  %m = call ptr addrspace(2) @pto.alloc_tile.f32.mat(i64 64, i64 64)
  %s = call ptr addrspace(2) @pto.subset.mat(ptr addrspace(2) %m, i64 0, i64 4, i64 64, i64 8)
  ret void
}
define void @acc_box(i64 %n) {
  %a = call ptr addrspace(5) @pto.alloc_tile.f32.acc(i64 32, i64 64)
  %s = call ptr addrspace(5) @pto.subset.acc(ptr addrspace(5) %a, i64 0, i64 8, i64 32, i64 16)
  ret void
}
define void @right_part_cols(i64 %n) {
  %r = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %s = call ptr addrspace(4) @pto.subset.right(ptr addrspace(4) %r, i64 0, i64 0, i64 32, i64 32)
  ret void
}
define void @right_row_offset_box(i64 %n) {
  %r = call ptr addrspace(4) @pto.alloc_tile.f32.right(i64 32, i64 64)
  %s = call ptr addrspace(4) @pto.subset.right(ptr addrspace(4) %r, i64 4, i64 0, i64 8, i64 64)
  ret void
}
define void @vec_boxed_part_cols(i64 %n) {
  %v = call ptr addrspace(1) @pto.alloc_tile.f32.vec.s_row(i64 32, i64 64)
  %s = call ptr addrspace(1) @pto.subset.vec(ptr addrspace(1) %v, i64 0, i64 0, i64 32, i64 32)
  ret void
}
define void @mat_fractal256(i64 %n) {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16.mat.fractal256(i64 64, i64 64)
  %s = call ptr addrspace(2) @pto.subset.mat(ptr addrspace(2) %m, i64 0, i64 0, i64 64, i64 16)
  ret void
}
define void @mat_row_major_part_cols(i64 %n) {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16.mat.row_major(i64 64, i64 64)
  %s = call ptr addrspace(2) @pto.subset.mat(ptr addrspace(2) %m, i64 16, i64 0, i64 16, i64 32)
  ret void
}
declare ptr addrspace(2) @pto.alloc_tile.f16.mat(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f32.mat(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f16.mat.fractal256(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f16.mat.row_major(i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32.acc(i64, i64)
declare ptr addrspace(4) @pto.alloc_tile.f16.right(i64, i64)
declare ptr addrspace(4) @pto.alloc_tile.f32.right(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec.s_row(i64, i64)
declare ptr addrspace(2) @pto.subset.mat(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(5) @pto.subset.acc(ptr addrspace(5), i64, i64, i64, i64)
declare ptr addrspace(4) @pto.subset.right(ptr addrspace(4), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset.vec(ptr addrspace(1), i64, i64, i64, i64)

;--- accepted.ll
define void @mat_whole_rows(i64 %n) {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16.mat(i64 64, i64 64)
  %s = call ptr addrspace(2) @pto.subset.mat(ptr addrspace(2) %m, i64 0, i64 16, i64 64, i64 32)
  ret void
}
define void @mat_row_major_whole_cols(i64 %n) {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16.mat.row_major(i64 64, i64 64)
  %s = call ptr addrspace(2) @pto.subset.mat(ptr addrspace(2) %m, i64 16, i64 0, i64 16, i64 64)
  ret void
}
define void @mat_runtime_col(i64 %n) {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16.mat(i64 64, i64 64)
  %s = call ptr addrspace(2) @pto.subset.mat(ptr addrspace(2) %m, i64 0, i64 %n, i64 64, i64 16)
  ret void
}
define void @acc_whole_rows(i64 %n) {
  %a = call ptr addrspace(5) @pto.alloc_tile.f32.acc(i64 32, i64 64)
  %s = call ptr addrspace(5) @pto.subset.acc(ptr addrspace(5) %a, i64 0, i64 16, i64 32, i64 16)
  ret void
}
define void @right_whole_cols(i64 %n) {
  %r = call ptr addrspace(4) @pto.alloc_tile.f32.right(i64 32, i64 64)
  %s = call ptr addrspace(4) @pto.subset.right(ptr addrspace(4) %r, i64 8, i64 0, i64 8, i64 64)
  ret void
}
define void @vec_boxed_whole_cols(i64 %n) {
  %v = call ptr addrspace(1) @pto.alloc_tile.f32.vec.s_row(i64 32, i64 64)
  %s = call ptr addrspace(1) @pto.subset.vec(ptr addrspace(1) %v, i64 16, i64 0, i64 16, i64 64)
  ret void
}
define void @vec_plain(i64 %n) {
  %v = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 32, i64 64)
  %s = call ptr addrspace(1) @pto.subset.vec(ptr addrspace(1) %v, i64 3, i64 8, i64 7, i64 9)
  ret void
}
define void @mat_not_boxed(i64 %n) {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16.mat.s_none(i64 64, i64 64)
  %s = call ptr addrspace(2) @pto.subset.mat(ptr addrspace(2) %m, i64 16, i64 16, i64 8, i64 8)
  ret void
}
declare ptr addrspace(2) @pto.alloc_tile.f16.mat(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f16.mat.row_major(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f16.mat.s_none(i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32.acc(i64, i64)
declare ptr addrspace(4) @pto.alloc_tile.f32.right(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec.s_row(i64, i64)
declare ptr addrspace(2) @pto.subset.mat(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(5) @pto.subset.acc(ptr addrspace(5), i64, i64, i64, i64)
declare ptr addrspace(4) @pto.subset.right(ptr addrspace(4), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset.vec(ptr addrspace(1), i64, i64, i64, i64)

;--- left-cols.ll
define void @left_half_cols(i64 %n) {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.left(i64 64, i64 64)
  %s = call ptr addrspace(3) @pto.subset.left(ptr addrspace(3) %l, i64 0, i64 32, i64 64, i64 32)
  ret void
}
declare ptr addrspace(3) @pto.alloc_tile.f16.left(i64, i64)
declare ptr addrspace(3) @pto.subset.left(ptr addrspace(3), i64, i64, i64, i64)

;--- left-rows.ll
define void @left_half_rows(i64 %n) {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.left(i64 64, i64 64)
  %s = call ptr addrspace(3) @pto.subset.left(ptr addrspace(3) %l, i64 32, i64 0, i64 32, i64 64)
  ret void
}
declare ptr addrspace(3) @pto.alloc_tile.f16.left(i64, i64)
declare ptr addrspace(3) @pto.subset.left(ptr addrspace(3), i64, i64, i64, i64)
