; tsort32 and tmrgsort (format 1; format 2 with two to four sources).
; Each function is written so that its operands die at the op: where a
; no-alias rule applies, the addresses show the result kept apart from the
; forbidden operands; elsewhere the result takes a dead operand's bytes.
;
; RUN: split-file %s %t
; RUN: %llc -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: not %llc -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: func.func @tsort32() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %i = pto.alloc_tile addr = %c4096_i64 : [[VU32]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; CHECK-NEXT: pto.tsort32 ins(%a, %i : [[VF]], [[VU32]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tsort32_tmp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %i = pto.alloc_tile addr = %c4096_i64 : [[VU32]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c12288_i64 : [[VF]]
; CHECK-NEXT: pto.tsort32 ins(%a, %i, %t : [[VF]], [[VU32]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tmrgsort(%n: i32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %r = pto.alloc_tile addr = %c1024_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: pto.tmrgsort ins(%a, %n : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>, i32) outs(%r : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tmrgsort_format2_two() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %cst_tmrgsort = arith.constant dense<0> : vector<4xi16>
; CHECK-NEXT: %a = pto.alloc_tile addr = %c4096_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %b = pto.alloc_tile addr = %c5120_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %t = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=512, v_row=1, v_col=512, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %r = pto.alloc_tile addr = %c2048_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=512, v_row=1, v_col=512, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: pto.tmrgsort ins(%a, %b, %t {exhausted = false} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>, !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>, !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=512, v_row=1, v_col=512, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%r, %cst_tmrgsort : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=512, v_row=1, v_col=512, blayout=row_major, slayout=none_box, fractal=512, pad=0>, vector<4xi16>)
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tmrgsort_format2_four() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %cst_tmrgsort = arith.constant dense<0> : vector<4xi16>
; CHECK-NEXT: %a = pto.alloc_tile addr = %c8192_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %b = pto.alloc_tile addr = %c9216_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %c = pto.alloc_tile addr = %c10240_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %d = pto.alloc_tile addr = %c11264_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %t = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=1024, v_row=1, v_col=1024, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %r = pto.alloc_tile addr = %c4096_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=1024, v_row=1, v_col=1024, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: pto.tmrgsort ins(%a, %b, %c, %d, %t {exhausted = false} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>, !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>, !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>, !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>, !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=1024, v_row=1, v_col=1024, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%r, %cst_tmrgsort : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=1024, v_row=1, v_col=1024, blayout=row_major, slayout=none_box, fractal=512, pad=0>, vector<4xi16>)
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @control_texp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.texp ins(%a : [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; ERR: error: in function @tmrgsort_format2_one: pto.tmrgsort.format2 expects 3 to 5 operands (src0, srcs..., tmp), got 2 [in: %r = call ptr addrspace(1) @pto.tmrgsort.format2(ptr addrspace(1) %a, ptr addrspace(1) %t)]
; ERR: error: in function @tmrgsort_format2_five: pto.tmrgsort.format2 expects 3 to 5 operands (src0, srcs..., tmp), got 6 [in: %r = call ptr addrspace(1) @pto.tmrgsort.format2(ptr addrspace(1) %a, ptr addrspace(1) %a, ptr addrspace(1) %a, ptr addrspace(1) %a, ptr addrspace(1) %a, ptr addrspace(1) %t)]
; ERR: error: in function @tsort32_int: pto.tsort32 on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is i32 (vec i32 [16, 64]) [in: %r = call ptr addrspace(1) @pto.tsort32(ptr addrspace(1) %a, ptr addrspace(1) %i)]

;--- ok.ll
; tsort32: the indices are ui32; never in place.
define void @tsort32() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %i = call ptr addrspace(1) @pto.alloc_tile.ui32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsort32(ptr addrspace(1) %a, ptr addrspace(1) %i)
  ret void
}

define void @tsort32_tmp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %i = call ptr addrspace(1) @pto.alloc_tile.ui32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsort32.tmp(ptr addrspace(1) %a, ptr addrspace(1) %i, ptr addrspace(1) %t)
  ret void
}

; Format 1: one source and the block length.
define void @tmrgsort(i32 %n) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 256)
  %r = call ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1) %a, i32 %n)
  ret void
}

; Format 2: two to four sources (variadic), the scratch, exhausted
; inside ins, and a vector<4xi16> output.
define void @tmrgsort_format2_two() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 256)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 256)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 512)
  %r = call ptr addrspace(1) @pto.tmrgsort.format2(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %t)
  ret void
}

define void @tmrgsort_format2_four() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 256)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 256)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 256)
  %d = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 256)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 1024)
  %r = call ptr addrspace(1) @pto.tmrgsort.format2(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %d, ptr addrspace(1) %t)
  ret void
}

; Control: the same pattern with an in-place-safe op; the result takes
; its dead operand's bytes.
define void @control_texp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.ui32(i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1), i32)
declare ptr addrspace(1) @pto.tmrgsort.format2(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsort32(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsort32.tmp(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))

;--- err.ll
; Format 2 merges two to four lists.
define void @tmrgsort_format2_one() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 256)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 256)
  %r = call ptr addrspace(1) @pto.tmrgsort.format2(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

define void @tmrgsort_format2_five() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 256)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 256)
  %r = call ptr addrspace(1) @pto.tmrgsort.format2(ptr addrspace(1) %a, ptr addrspace(1) %a, ptr addrspace(1) %a, ptr addrspace(1) %a, ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

; tsort32 sorts f16 or f32.
define void @tsort32_int() {
  %a = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %i = call ptr addrspace(1) @pto.alloc_tile.ui32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsort32(ptr addrspace(1) %a, ptr addrspace(1) %i)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.ui32(i64, i64)
declare ptr addrspace(1) @pto.tmrgsort.format2(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsort32(ptr addrspace(1), ptr addrspace(1))
