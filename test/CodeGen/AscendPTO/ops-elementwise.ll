; Elementwise binary, partial and ternary ops (pto-op-syntax.md 4.2):
; result in vec with src0's type; all in-place safe.
; Each function is written so that its operands die at the op: where a
; no-alias rule applies, the addresses show the result kept apart from the
; forbidden operands; elsewhere the result takes a dead operand's bytes.
;
; RUN: split-file %s %t
; RUN: %llc -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: not %llc -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: func.func @tadd() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tadd ins(%a, %b : [[VF]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tsub() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tsub ins(%a, %b : [[VF]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tmul() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tmul ins(%a, %b : [[VF]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tdiv() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tdiv ins(%a, %b : [[VF]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tmax() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tmax ins(%a, %b : [[VF]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tmin() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tmin ins(%a, %b : [[VF]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tpartadd() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tpartadd ins(%a, %b : [[VF]], !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tpartmax() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tpartmax ins(%a, %b : [[VF]], !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tpartmin() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tpartmin ins(%a, %b : [[VF]], !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tpartmul() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tpartmul ins(%a, %b : [[VF]], !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @taddc() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.taddc ins(%a, %b, %c : [[VF]], [[VF]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tsubc() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tsubc ins(%a, %b, %c : [[VF]], [[VF]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; ERR: error: in function @shape_mismatch: pto.tadd: operand 1 (src1) is vec f32 [16, 32] but the operation works on vec f32 [16, 64] (element types and shapes must match) [in: %r = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)]
; ERR: error: in function @elem_mismatch: pto.tpartmax: operand 1 (src1) is vec f16 [16, 64] but the operation works on vec f32 [16, 64] (element types must match) [in: %r = call ptr addrspace(1) @pto.tpartmax(ptr addrspace(1) %a, ptr addrspace(1) %b)]
; ERR: error: in function @ternary_mismatch: pto.taddc: operand 2 (src2) is vec i32 [16, 64] but the operation works on vec f32 [16, 64] (element types and shapes must match) [in: %r = call ptr addrspace(1) @pto.taddc(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c)]
; ERR: error: in function @result_space: pto.tsub: the result is in vec (addrspace 1), but the call returns ptr addrspace(2) [in: %r = call ptr addrspace(2) @pto.tsub(ptr addrspace(1) %a, ptr addrspace(1) %b)]
; ERR: error: in function @operand_space: pto.tmul: operand 0 (src0) must be in vec (addrspace 1), but ptr addrspace(2) %a is in mat (addrspace 2) [in: %r = call ptr addrspace(1) @pto.tmul(ptr addrspace(2) %a, ptr addrspace(1) %b)]
; ERR: error: in function @suffix: 'pto.tdiv.f16': the result of pto.tdiv is f32, not f16 [in: %r = call ptr addrspace(1) @pto.tdiv.f16(ptr addrspace(1) %a, ptr addrspace(1) %b)]

;--- ok.ll
; Binary ops: src0 and src1 die at the op, so the result takes src0's
; bytes (no no-alias rule applies).
define void @tadd() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tsub() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsub(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tmul() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tdiv() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tdiv(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tmax() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tmax(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tmin() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tmin(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

; Partial ops: the valid regions may differ; the result has src0's type.
define void @tpartadd() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32.valid16x32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tpartadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tpartmax() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32.valid16x32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tpartmax(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tpartmin() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32.valid16x32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tpartmin(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tpartmul() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32.valid16x32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tpartmul(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

; Ternary ops.
define void @taddc() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.taddc(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c)
  ret void
}

define void @tsubc() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsubc(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.valid16x32(i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.taddc(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tdiv(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmin(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmul(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tpartadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tpartmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tpartmin(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tpartmul(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsub(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsubc(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))

;--- err.ll
; src0 and src1 must have one element type and shape.
define void @shape_mismatch() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 32)
  %r = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

; Partial ops need one element type.
define void @elem_mismatch() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tpartmax(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @ternary_mismatch() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.taddc(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c)
  ret void
}

; The result of an elementwise op is in vec.
define void @result_space() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(2) @pto.tsub(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

; Operands must be vec tiles.
define void @operand_space() {
  %a = call ptr addrspace(2) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tmul(ptr addrspace(2) %a, ptr addrspace(1) %b)
  ret void
}

; A dtype suffix may only restate the result's element type.
define void @suffix() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tdiv.f16(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.taddc(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tdiv.f16(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmul(ptr addrspace(2), ptr addrspace(1))
declare ptr addrspace(1) @pto.tpartmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(2) @pto.tsub(ptr addrspace(1), ptr addrspace(1))
