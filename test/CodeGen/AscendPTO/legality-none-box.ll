; Legality of the none_box operands of the per-row ops (ptoas-rules.md §7
; and §8): the dst of a row reduction (trowsum ... trowargmin) and the
; source of trowexpand are none_box, in either blayout (DN, an [M, 1]
; column, or ND); a tile declared with an slayout (`s_row`, `s_col`) is
; refused on both targets. td: LayoutsOf [LayND, LayDN] on TROWEXPAND and
; in RowReduceRules.
;
; RUN: split-file %s %t
; RUN: not %llc -mcpu=ascend910b %t/boxed.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=A2A3 --implicit-check-not=error:
; RUN: not %llc -mcpu=ascend950 %t/boxed.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=A5 --implicit-check-not=error:
; RUN: %llc -mcpu=ascend910b -ascendpto-no-warn=all %t/none.ll -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OK --implicit-check-not=error:
; RUN: %llc -mcpu=ascend950 -ascendpto-no-warn=all %t/none.ll -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OK --implicit-check-not=error:

; A2A3: error: in function @trowexpand_s_row: pto.trowexpand on ascend910b (a2a3) needs operand 0 (col) with (blayout/slayout) row_major/none_box or col_major/none_box; it is row_major/row_major (vec f32 [16, 8])
; A2A3: error: in function @trowexpand_s_col_column: pto.trowexpand on ascend910b (a2a3) needs operand 0 (col) with (blayout/slayout) row_major/none_box or col_major/none_box; it is col_major/col_major (vec f32 [16, 1])
; A2A3: error: in function @trowsum_s_row: pto.trowsum on ascend910b (a2a3) needs the result with (blayout/slayout) row_major/none_box or col_major/none_box; it is col_major/row_major (vec f32 [16, 1])
; A2A3: error: in function @trowargmax_s_col: pto.trowargmax on ascend910b (a2a3) needs the result with (blayout/slayout) row_major/none_box or col_major/none_box; it is col_major/col_major (vec i32 [16, 1])

; A5: error: in function @trowexpand_s_row: pto.trowexpand on ascend950 (a5) needs operand 0 (col) with (blayout/slayout) row_major/none_box or col_major/none_box; it is row_major/row_major (vec f32 [16, 8])
; A5: error: in function @trowexpand_s_col_column: pto.trowexpand on ascend950 (a5) needs operand 0 (col) with (blayout/slayout) row_major/none_box or col_major/none_box; it is col_major/col_major (vec f32 [16, 1])
; A5: error: in function @trowsum_s_row: pto.trowsum on ascend950 (a5) needs the result with (blayout/slayout) row_major/none_box or col_major/none_box; it is col_major/row_major (vec f32 [16, 1])
; A5: error: in function @trowargmax_s_col: pto.trowargmax on ascend950 (a5) needs the result with (blayout/slayout) row_major/none_box or col_major/none_box; it is col_major/col_major (vec i32 [16, 1])

; OK-LABEL: func.func @trowexpand_column(
; OK: pto.trowexpand ins(%c : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=1, v_row=16, v_col=1, blayout={{row_major|col_major}}, slayout=none_box
; OK-LABEL: func.func @trowexpand_full(
; OK: pto.trowexpand ins(%c : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=8, v_row=16, v_col=8, blayout=row_major, slayout=none_box
; OK-LABEL: func.func @trowsum_declared_none(
; OK: pto.trowsum ins(

;--- boxed.ll
define void @trowexpand_s_row() {
  %c = call ptr addrspace(1) @pto.alloc_tile.f32.vec.s_row(i64 16, i64 8)
  %d = call ptr addrspace(1) @pto.trowexpand.vec(ptr addrspace(1) %c, i64 16, i64 64)
  ret void
}
define void @trowexpand_s_col_column() {
  %c = call ptr addrspace(1) @pto.alloc_tile.f32.vec.s_col(i64 16, i64 1)
  %d = call ptr addrspace(1) @pto.trowexpand.vec(ptr addrspace(1) %c, i64 16, i64 64)
  ret void
}
define void @trowsum_s_row() {
  %s = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %d = call ptr addrspace(1) @pto.trowsum.vec.s_row(ptr addrspace(1) %s, ptr addrspace(1) %t)
  ret void
}
define void @trowargmax_s_col() {
  %s = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %d = call ptr addrspace(1) @pto.trowargmax.vec.s_col(ptr addrspace(1) %s, ptr addrspace(1) %t)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec.s_row(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec.s_col(i64, i64)
declare ptr addrspace(1) @pto.trowexpand.vec(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.trowsum.vec.s_row(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowargmax.vec.s_col(ptr addrspace(1), ptr addrspace(1))

;--- none.ll
define void @trowexpand_column() {
  %c = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 1)
  %d = call ptr addrspace(1) @pto.trowexpand.vec(ptr addrspace(1) %c, i64 16, i64 64)
  ret void
}
define void @trowexpand_full() {
  %c = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 8)
  %d = call ptr addrspace(1) @pto.trowexpand.vec(ptr addrspace(1) %c, i64 16, i64 64)
  ret void
}
define void @trowsum_declared_none() {
  %s = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %d = call ptr addrspace(1) @pto.trowsum.vec.s_none(ptr addrspace(1) %s, ptr addrspace(1) %t)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32.vec(i64, i64)
declare ptr addrspace(1) @pto.trowexpand.vec(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.trowsum.vec.s_none(ptr addrspace(1), ptr addrspace(1))
