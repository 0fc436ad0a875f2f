; Legality of pto.bitcast's result layout (ptoas-rules.md §11, bitcast:
; "same config required: blayout, slayout, fractal, pad, compact"): a
; bitcast changes the element type only, so a layout modifier that changes
; the blayout, the slayout, the fractal or the pad of the result is
; refused on both targets; one that restates the source's is taken. td:
; BitcastKeeps (dims rules on the blayout, slayout, fractal and pad
; fields) on BITCAST.
;
; RUN: split-file %s %t
; RUN: not %llc -mcpu=ascend910b %t/changed.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REFUSED -DCPU="ascend910b (a2a3)" --implicit-check-not=error:
; RUN: not %llc -mcpu=ascend950 %t/changed.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REFUSED -DCPU="ascend950 (a5)" --implicit-check-not=error:
; RUN: %llc -mcpu=ascend910b -ascendpto-no-warn=all %t/kept.ll -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=KEPT --implicit-check-not=error:
; RUN: %llc -mcpu=ascend950 -ascendpto-no-warn=all %t/kept.ll -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=KEPT --implicit-check-not=error:

; REFUSED: error: in function @bitcast_pad: pto.bitcast on [[CPU]] needs the pad of the result to equal operand 0 (src)'s pad; the result is vec i32 [16, 64], operand 0 (src) vec f32 [16, 64] (a bitcast keeps its source's blayout, slayout, fractal and pad; change the element type only)
; REFUSED: error: in function @bitcast_blayout: pto.bitcast on [[CPU]] needs the blayout of the result to equal operand 0 (src)'s blayout; the result is vec i32 [16, 64], operand 0 (src) vec f32 [16, 64] (a bitcast keeps its source's blayout, slayout, fractal and pad; change the element type only)
; REFUSED: error: in function @bitcast_slayout: pto.bitcast on [[CPU]] needs the slayout of the result to equal operand 0 (src)'s slayout; the result is mat f16 [32, 64], operand 0 (src) mat bf16 [32, 64] (a bitcast keeps its source's blayout, slayout, fractal and pad; change the element type only)
; REFUSED: error: in function @bitcast_fractal: pto.bitcast on [[CPU]] needs the fractal of the result to equal operand 0 (src)'s fractal; the result is mat f16 [32, 64], operand 0 (src) mat bf16 [32, 64] (a bitcast keeps its source's blayout, slayout, fractal and pad; change the element type only)

; KEPT-LABEL: func.func @bitcast_plain(
; KEPT: pto.bitcast %a : !pto.tile_buf<loc=vec, dtype=f32, {{.*}}pad=0> -> !pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; KEPT-LABEL: func.func @bitcast_restated(
; KEPT: pto.bitcast %a : !pto.tile_buf<loc=vec, dtype=f32, {{.*}}pad=1> -> !pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=1>
; KEPT-LABEL: func.func @bitcast_mat(
; KEPT: pto.bitcast %m : !pto.tile_buf<loc=mat, dtype=bf16, {{.*}}> -> !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=64, v_row=32, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>

;--- changed.ll
define void @bitcast_pad() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.bitcast.i32.vec.pad_zero(ptr addrspace(1) %a)
  ret void
}
define void @bitcast_blayout() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.bitcast.i32.vec.col_major(ptr addrspace(1) %a)
  ret void
}
define void @bitcast_slayout() {
  %m = call ptr addrspace(2) @pto.alloc_tile.bf16.mat(i64 32, i64 64)
  %b = call ptr addrspace(2) @pto.bitcast.f16.mat.s_none(ptr addrspace(2) %m)
  ret void
}
define void @bitcast_fractal() {
  %m = call ptr addrspace(2) @pto.alloc_tile.bf16.mat(i64 32, i64 64)
  %b = call ptr addrspace(2) @pto.bitcast.f16.mat.fractal1024(ptr addrspace(2) %m)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32.vec(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.bf16.mat(i64, i64)
declare ptr addrspace(1) @pto.bitcast.i32.vec.pad_zero(ptr addrspace(1))
declare ptr addrspace(1) @pto.bitcast.i32.vec.col_major(ptr addrspace(1))
declare ptr addrspace(2) @pto.bitcast.f16.mat.s_none(ptr addrspace(2))
declare ptr addrspace(2) @pto.bitcast.f16.mat.fractal1024(ptr addrspace(2))

;--- kept.ll
define void @bitcast_plain() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.bitcast.i32.vec(ptr addrspace(1) %a)
  ret void
}
define void @bitcast_restated() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.vec.pad_zero(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.bitcast.i32.vec.pad_zero(ptr addrspace(1) %a)
  ret void
}
define void @bitcast_mat() {
  %m = call ptr addrspace(2) @pto.alloc_tile.bf16.mat(i64 32, i64 64)
  %b = call ptr addrspace(2) @pto.bitcast.f16.mat(ptr addrspace(2) %m)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec.pad_zero(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.bf16.mat(i64, i64)
declare ptr addrspace(1) @pto.bitcast.i32.vec(ptr addrspace(1))
declare ptr addrspace(1) @pto.bitcast.i32.vec.pad_zero(ptr addrspace(1))
declare ptr addrspace(2) @pto.bitcast.f16.mat(ptr addrspace(2))
