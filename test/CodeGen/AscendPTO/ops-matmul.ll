; tmatmul / tgemv (.acc in place over the accumulator, .bias): left x
; right into acc, f32 (i32 for i8 inputs); acc rows round up to 16, and to
; 32 for i32 on a2a3.
;
; RUN: split-file %s %t
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs -mcpu=ascend950 %t/a5.ll -o - \
; RUN:   | FileCheck %s %tile_types --check-prefix=A5
; RUN: not %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: func.func @tmatmul() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; CHECK: %l = pto.alloc_tile addr = %c0_i64 : [[LT]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[RT]]
; CHECK-NEXT: %d = pto.alloc_tile addr = %c0_i64 : [[ACC]]
; CHECK-NEXT: pto.tmatmul ins(%l, %r : [[LT]], [[RT]]) outs(%d : [[ACC]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tmatmul_acc() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; CHECK: %c = pto.alloc_tile addr = %c0_i64 : [[ACC]]
; CHECK-NEXT: %l = pto.alloc_tile addr = %c0_i64 : [[LT]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[RT]]
; CHECK-NEXT: pto.tmatmul.acc ins(%c, %l, %r : [[ACC]], [[LT]], [[RT]]) outs(%c : [[ACC]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tmatmul_bias() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; CHECK: %l = pto.alloc_tile addr = %c0_i64 : [[LT]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[RT]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c0_i64 : [[BIAS]]
; CHECK-NEXT: %d = pto.alloc_tile addr = %c0_i64 : [[ACC]]
; CHECK-NEXT: pto.tmatmul.bias ins(%l, %r, %b : [[LT]], [[RT]], [[BIAS]]) outs(%d : [[ACC]])
; CHECK-NEXT: return
; A gemv multiplies one valid row (ptoas-rules.md §9).
; CHECK-LABEL: func.func @tgemv() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; CHECK: %l = pto.alloc_tile addr = %c0_i64 : [[LG:!pto.tile_buf<loc=left, dtype=f16, rows=16, cols=32, v_row=1, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[RT]]
; CHECK-NEXT: %d = pto.alloc_tile addr = %c0_i64 : [[AG:!pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=64, v_row=1, v_col=64, blayout=col_major, slayout=row_major, fractal=1024, pad=0>]]
; CHECK-NEXT: pto.tgemv ins(%l, %r : [[LG]], [[RT]]) outs(%d : [[AG]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tgemv_acc() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; CHECK: %c = pto.alloc_tile addr = %c0_i64 : [[AG]]
; CHECK-NEXT: %l = pto.alloc_tile addr = %c0_i64 : [[LG]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[RT]]
; CHECK-NEXT: pto.tgemv.acc ins(%c, %l, %r : [[AG]], [[LG]], [[RT]]) outs(%c : [[AG]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tgemv_bias() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; CHECK: %l = pto.alloc_tile addr = %c0_i64 : [[LG]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[RT]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c0_i64 : [[BIAS]]
; CHECK-NEXT: %d = pto.alloc_tile addr = %c0_i64 : [[AG]]
; CHECK-NEXT: pto.tgemv.bias ins(%l, %r, %b : [[LG]], [[RT]], [[BIAS]]) outs(%d : [[AG]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tmatmul_i8() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; CHECK: %l = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=left, dtype=i8, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=right, dtype=i8, rows=32, cols=64, v_row=32, v_col=64, blayout=row_major, slayout=col_major, fractal=512, pad=0>
; CHECK-NEXT: %d = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=acc, dtype=i32, rows=16, cols=64, v_row=16, v_col=64, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
; CHECK-NEXT: pto.tmatmul ins(%l, %r : !pto.tile_buf<loc=left, dtype=i8, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>, !pto.tile_buf<loc=right, dtype=i8, rows=32, cols=64, v_row=32, v_col=64, blayout=row_major, slayout=col_major, fractal=512, pad=0>) outs(%d : !pto.tile_buf<loc=acc, dtype=i32, rows=16, cols=64, v_row=16, v_col=64, blayout=col_major, slayout=row_major, fractal=1024, pad=0>)
; CHECK-NEXT: %e = pto.alloc_tile addr = %c8192_i64 : [[ACC]]
; CHECK-NEXT: %x = pto.alloc_tile addr = %c0_i64 : [[VH]]
; CHECK-NEXT: pto.tmov ins(%d : !pto.tile_buf<loc=acc, dtype=i32, rows=16, cols=64, v_row=16, v_col=64, blayout=col_major, slayout=row_major, fractal=1024, pad=0>) outs(%x : [[VH]])
; CHECK-NEXT: %y = pto.alloc_tile addr = %c0_i64 : [[VH]]
; CHECK-NEXT: pto.tmov ins(%e : [[ACC]]) outs(%y : [[VH]])
; CHECK-NEXT: return

; A5-LABEL: func.func @tmatmul_i8() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; A5: %l = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=left, dtype=i8, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>
; A5-NEXT: %r = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=right, dtype=i8, rows=32, cols=64, v_row=32, v_col=64, blayout=row_major, slayout=col_major, fractal=512, pad=0>
; A5-NEXT: %d = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=acc, dtype=i32, rows=16, cols=64, v_row=16, v_col=64, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
; A5-NEXT: pto.tmatmul ins(%l, %r : !pto.tile_buf<loc=left, dtype=i8, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>, !pto.tile_buf<loc=right, dtype=i8, rows=32, cols=64, v_row=32, v_col=64, blayout=row_major, slayout=col_major, fractal=512, pad=0>) outs(%d : !pto.tile_buf<loc=acc, dtype=i32, rows=16, cols=64, v_row=16, v_col=64, blayout=col_major, slayout=row_major, fractal=1024, pad=0>)
; A5-NEXT: %e = pto.alloc_tile addr = %c4096_i64 : [[ACC]]
; A5-NEXT: %x = pto.alloc_tile addr = %c0_i64 : [[VH]]
; A5-NEXT: pto.tmov ins(%d : !pto.tile_buf<loc=acc, dtype=i32, rows=16, cols=64, v_row=16, v_col=64, blayout=col_major, slayout=row_major, fractal=1024, pad=0>) outs(%x : [[VH]])
; A5-NEXT: %y = pto.alloc_tile addr = %c0_i64 : [[VH]]
; A5-NEXT: pto.tmov ins(%e : [[ACC]]) outs(%y : [[VH]])
; A5-NEXT: return

; ERR: error: in function @tmatmul_chain: pto.tmatmul: the shapes do not chain: lhs left f16 [16, 32], rhs right f16 [16, 64] (lhs cols must equal rhs rows) [in: %d = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %l, ptr addrspace(4) %r)]
; ERR: error: in function @tmatmul_types: pto.tmatmul: lhs and rhs element types differ (left f16 [16, 32], right bf16 [32, 64]) [in: %d = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %l, ptr addrspace(4) %r)]
; ERR: error: in function @tmatmul_acc_type: pto.tmatmul.acc: operand 0 (acc) is acc f32 [16, 32] but the operation works on acc f32 [16, 64] (element types and shapes must match) [in: %d = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %c, ptr addrspace(3) %l, ptr addrspace(4) %r)]
; ERR: error: in function @tmatmul_space: pto.tmatmul: operand 0 (lhs) must be in left (addrspace 3), but ptr addrspace(2) %l is in mat (addrspace 2) [in: %d = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(2) %l, ptr addrspace(4) %r)]
; ERR: error: in function @tmatmul_result: pto.tmatmul: the result is in acc (addrspace 5), but the call returns ptr addrspace(1) [in: %d = call ptr addrspace(1) @pto.tmatmul(ptr addrspace(3) %l, ptr addrspace(4) %r)]

;--- ok.ll
; left [M, K] x right [K, N] into acc [M, N], f32 for f16 inputs.
define void @tmatmul() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}

; The accumulator is updated in place: the result is its handle.
define void @tmatmul_acc() {
  %c = call ptr addrspace(5) @pto.alloc_tile.f32(i64 16, i64 64)
  %l = call ptr addrspace(3) @pto.alloc_tile.f16(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %c, ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}

define void @tmatmul_bias() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16(i64 32, i64 64)
  %b = call ptr addrspace(6) @pto.alloc_tile.f32(i64 1, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul.bias(ptr addrspace(3) %l, ptr addrspace(4) %r, ptr addrspace(6) %b)
  ret void
}

define void @tgemv() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.valid1x32(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tgemv(ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}

define void @tgemv_acc() {
  %c = call ptr addrspace(5) @pto.alloc_tile.f32.valid1x64(i64 16, i64 64)
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.valid1x32(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tgemv.acc(ptr addrspace(5) %c, ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}

define void @tgemv_bias() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16.valid1x32(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16(i64 32, i64 64)
  %b = call ptr addrspace(6) @pto.alloc_tile.f32(i64 1, i64 64)
  %d = call ptr addrspace(5) @pto.tgemv.bias(ptr addrspace(3) %l, ptr addrspace(4) %r, ptr addrspace(6) %b)
  ret void
}

; i8 inputs accumulate in i32; on a2a3 i32 acc rows round up to 32: the
; [16, 64] i32 result takes 8192 bytes, so the next acc tile is at 8192.
define void @tmatmul_i8() {
  %l = call ptr addrspace(3) @pto.alloc_tile.i8(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.i8(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %l, ptr addrspace(4) %r)
  %e = call ptr addrspace(5) @pto.alloc_tile.f32(i64 16, i64 64)
  %x = call ptr addrspace(1) @pto.tmov.f16(ptr addrspace(5) %d)
  %y = call ptr addrspace(1) @pto.tmov.f16(ptr addrspace(5) %e)
  ret void
}

declare ptr addrspace(1) @pto.tmov.f16(ptr addrspace(5))
declare ptr addrspace(3) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(3) @pto.alloc_tile.f16.valid1x32(i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32.valid1x64(i64, i64)
declare ptr addrspace(3) @pto.alloc_tile.i8(i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(5) @pto.tgemv(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tgemv.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tgemv.bias(ptr addrspace(3), ptr addrspace(4), ptr addrspace(6))
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.bias(ptr addrspace(3), ptr addrspace(4), ptr addrspace(6))

;--- a5.ll
; i8 inputs accumulate in i32; on a2a3 i32 acc rows round up to 32: the
; [16, 64] i32 result takes 8192 bytes, so the next acc tile is at 8192.
define void @tmatmul_i8() {
  %l = call ptr addrspace(3) @pto.alloc_tile.i8(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.i8(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %l, ptr addrspace(4) %r)
  %e = call ptr addrspace(5) @pto.alloc_tile.f32(i64 16, i64 64)
  %x = call ptr addrspace(1) @pto.tmov.f16(ptr addrspace(5) %d)
  %y = call ptr addrspace(1) @pto.tmov.f16(ptr addrspace(5) %e)
  ret void
}

declare ptr addrspace(1) @pto.tmov.f16(ptr addrspace(5))
declare ptr addrspace(3) @pto.alloc_tile.i8(i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))

;--- err.ll
; The shapes must chain.
define void @tmatmul_chain() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16(i64 16, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}

define void @tmatmul_types() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.bf16(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}

; The accumulator has the product's type.
define void @tmatmul_acc_type() {
  %c = call ptr addrspace(5) @pto.alloc_tile.f32(i64 16, i64 32)
  %l = call ptr addrspace(3) @pto.alloc_tile.f16(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %c, ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}

; lhs is a left tile.
define void @tmatmul_space() {
  %l = call ptr addrspace(2) @pto.alloc_tile.f16(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16(i64 32, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(2) %l, ptr addrspace(4) %r)
  ret void
}

; The result is in acc.
define void @tmatmul_result() {
  %l = call ptr addrspace(3) @pto.alloc_tile.f16(i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16(i64 32, i64 64)
  %d = call ptr addrspace(1) @pto.tmatmul(ptr addrspace(3) %l, ptr addrspace(4) %r)
  ret void
}

declare ptr addrspace(3) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(4) @pto.alloc_tile.bf16(i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
