; Legality of the cube's layouts (ptoas-rules.md §9, shared rules): on a5
; tmatmul and tgemv (and their acc and bias forms) read lhs with slayout
; row_major (the assembler reads a left tile's blayout as the target's,
; whatever is printed), rhs row_major/col_major (ZN) and write a
; col_major/row_major (NZ) dst, the spaces' default layouts; a bias is
; row_major. a2a3 checks none of them. td: MatmulLayouts in
; AscendPTOTileOps.td.
;
; RUN: split-file %s %t
; RUN: %llc -mcpu=ascend910b -ascendpto-no-warn=all %t/declared.ll -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=A2A3 --implicit-check-not=error:
; RUN: not %llc -mcpu=ascend950 %t/declared.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=A5 --implicit-check-not=error:
; RUN: %llc -mcpu=ascend950 -ascendpto-no-warn=all %t/accepted.ll -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OK --implicit-check-not=error:
; RUN: %llc -mcpu=ascend910b -ascendpto-no-warn=all %t/accepted.ll -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OK --implicit-check-not=error:

; A2A3-LABEL: func.func @acc_row_major(
; A2A3: outs(%d : !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=row_major, fractal=1024, pad=0>)
; A2A3-LABEL: func.func @right_s_row(
; A2A3-LABEL: func.func @left_s_none(
; A2A3-LABEL: func.func @acc_in_row_major(
; A2A3-LABEL: func.func @gemv_right_col_major(
; A2A3-LABEL: func.func @bias_col_major(

; A5: error: in function @acc_row_major: pto.tmatmul on ascend950 (a5) needs the result with (blayout/slayout) col_major/row_major; it is row_major/row_major (acc f32 [16, 64])
; A5: error: in function @right_s_row: pto.tmatmul on ascend950 (a5) needs operand 1 (rhs) with (blayout/slayout) row_major/col_major; it is row_major/row_major (right f16 [32, 64])
; A5: error: in function @left_s_none: pto.tmatmul on ascend950 (a5) needs operand 0 (lhs) with (blayout/slayout) row_major/row_major or col_major/row_major; it is col_major/none_box (left f16 [16, 32])
; A5: error: in function @acc_in_row_major: pto.tmatmul.acc on ascend950 (a5) needs operand 0 (acc) with (blayout/slayout) col_major/row_major; it is row_major/row_major (acc f32 [16, 64])
; A5: error: in function @gemv_right_col_major: pto.tgemv on ascend950 (a5) needs operand 1 (rhs) with (blayout/slayout) row_major/col_major; it is col_major/col_major (right f16 [32, 64])
; A5: error: in function @bias_col_major: pto.tmatmul.bias on ascend950 (a5) needs operand 2 (bias) row_major; it is declared with blayout col_major, slayout none_box (bias f32 [1, 64])

; OK-LABEL: func.func @defaults(
; OK: pto.tmatmul ins(
; OK-LABEL: func.func @declared_defaults(
; OK: pto.tmatmul.bias ins(
; OK-LABEL: func.func @left_row_major(
; OK: pto.tgemv ins(

;--- declared.ll
define void @acc_row_major() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.left(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul.row_major(ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}
define void @right_s_row() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.left(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16.right.s_row(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}
define void @left_s_none() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.left.s_none(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}
define void @acc_in_row_major() {
  %c = call ptr addrspace(5) @pto.alloc_tile.f32.acc.row_major(i64 16, i64 64)
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.left(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %c, ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}
define void @gemv_right_col_major() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.left.valid1x32(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16.right.col_major(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tgemv(ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}
define void @bias_col_major() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.left(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %b = call ptr addrspace(6) @pto.alloc_tile.f32.bias.col_major(i64 1, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul.bias(ptr addrspace(3) %l, ptr addrspace(4) %r, ptr addrspace(6) %b)
  ret void
}
declare ptr addrspace(3) @pto.alloc_tile.f16.left(i64, i64)
declare ptr addrspace(3) @pto.alloc_tile.f16.left.s_none(i64, i64)
declare ptr addrspace(3) @pto.alloc_tile.f16.left.valid1x32(i64, i64)
declare ptr addrspace(4) @pto.alloc_tile.f16.right(i64, i64)
declare ptr addrspace(4) @pto.alloc_tile.f16.right.s_row(i64, i64)
declare ptr addrspace(4) @pto.alloc_tile.f16.right.col_major(i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32.acc.row_major(i64, i64)
declare ptr addrspace(6) @pto.alloc_tile.f32.bias.col_major(i64, i64)
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.row_major(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.bias(ptr addrspace(3), ptr addrspace(4), ptr addrspace(6))
declare ptr addrspace(5) @pto.tgemv(ptr addrspace(3), ptr addrspace(4))

;--- accepted.ll
define void @defaults() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.left(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}
define void @declared_defaults() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.left.col_major.s_row(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16.right.row_major.s_col(i64 32, i64 64)
  %b = call ptr addrspace(6) @pto.alloc_tile.f32.bias.row_major(i64 1, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul.bias.col_major.s_row(ptr addrspace(3) %l, ptr addrspace(4) %r, ptr addrspace(6) %b)
  ret void
}
define void @left_row_major() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.left.row_major.valid1x32(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tgemv(ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}
declare ptr addrspace(3) @pto.alloc_tile.f16.left(i64, i64)
declare ptr addrspace(3) @pto.alloc_tile.f16.left.col_major.s_row(i64, i64)
declare ptr addrspace(3) @pto.alloc_tile.f16.left.row_major.valid1x32(i64, i64)
declare ptr addrspace(4) @pto.alloc_tile.f16.right(i64, i64)
declare ptr addrspace(4) @pto.alloc_tile.f16.right.row_major.s_col(i64, i64)
declare ptr addrspace(6) @pto.alloc_tile.f32.bias.row_major(i64, i64)
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.bias.col_major.s_row(ptr addrspace(3), ptr addrspace(4), ptr addrspace(6))
declare ptr addrspace(5) @pto.tgemv(ptr addrspace(3), ptr addrspace(4))
