; tfillpad, tfillpad_inplace (the tile's own handle) and tfillpad_expand:
; the result type needs a pad value.
; Each function is written so that its operands die at the op: where a
; no-alias rule applies, the addresses show the result kept apart from the
; forbidden operands; elsewhere the result takes a dead operand's bytes.
;
; RUN: split-file %s %t
; RUN: %llc -ascendpto-sync=assembler -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: not %llc -ascendpto-sync=assembler -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: func.func @tfillpad() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=48, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=2>
; CHECK-NEXT: pto.tfillpad ins(%a : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=48, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%r : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=2>)
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tfillpad_inplace() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=48, blayout=row_major, slayout=none_box, fractal=512, pad=1>
; CHECK-NEXT: pto.tfillpad_inplace ins(%a : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=48, blayout=row_major, slayout=none_box, fractal=512, pad=1>) outs(%a : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=48, blayout=row_major, slayout=none_box, fractal=512, pad=1>)
; CHECK-NEXT: %s = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=48, blayout=row_major, slayout=none_box, fractal=512, pad=1>
; CHECK-NEXT: pto.texp ins(%a : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=48, blayout=row_major, slayout=none_box, fractal=512, pad=1>) outs(%s : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=48, blayout=row_major, slayout=none_box, fractal=512, pad=1>)
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tfillpad_expand() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=3>
; CHECK-NEXT: pto.tfillpad_expand ins(%a : [[VF]]) outs(%r : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=3>)
; CHECK-NEXT: return

; ERR: error: in function @tfillpad_no_pad: pto.tfillpad: the result (vec f32 [16, 64]) needs a pad value: add a pad_zero, pad_max or pad_min modifier [in: %r = call ptr addrspace(1) @pto.tfillpad(ptr addrspace(1) %a)]
; ERR: error: in function @tfillpad_inplace_no_pad: pto.tfillpad_inplace: the result (vec f32 [16, 64] valid [16, 48]) needs a pad value: add a pad_zero, pad_max or pad_min modifier to the tile's definition [in: %r = call ptr addrspace(1) @pto.tfillpad_inplace(ptr addrspace(1) %a)]
; ERR: error: in function @tfillpad_dtype: 'pto.tfillpad.f16.pad_max': the result of pto.tfillpad is f32, not f16 [in: %r = call ptr addrspace(1) @pto.tfillpad.f16.pad_max(ptr addrspace(1) %a)]

;--- ok.ll
; tfillpad: src's shape, fully valid, the pad of the modifier; in
; place safe.
define void @tfillpad() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.valid16x48(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tfillpad.pad_max(ptr addrspace(1) %a)
  ret void
}

; tfillpad_inplace: the result is the tile's own handle.
define void @tfillpad_inplace() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.valid16x48.pad_zero(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tfillpad_inplace(ptr addrspace(1) %a)
  %s = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %r)
  ret void
}

; tfillpad_expand: a larger explicit shape, never in place.
define void @tfillpad_expand() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tfillpad_expand.pad_min(ptr addrspace(1) %a, i64 16, i64 128)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.valid16x48(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.valid16x48.pad_zero(i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tfillpad.pad_max(ptr addrspace(1))
declare ptr addrspace(1) @pto.tfillpad_expand.pad_min(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.tfillpad_inplace(ptr addrspace(1))

;--- err.ll
; The result needs a pad value.
define void @tfillpad_no_pad() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.valid16x48(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tfillpad(ptr addrspace(1) %a)
  ret void
}

define void @tfillpad_inplace_no_pad() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.valid16x48(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tfillpad_inplace(ptr addrspace(1) %a)
  ret void
}

define void @tfillpad_dtype() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.valid16x48(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tfillpad.f16.pad_max(ptr addrspace(1) %a)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32.valid16x48(i64, i64)
declare ptr addrspace(1) @pto.tfillpad(ptr addrspace(1))
declare ptr addrspace(1) @pto.tfillpad.f16.pad_max(ptr addrspace(1))
declare ptr addrspace(1) @pto.tfillpad_inplace(ptr addrspace(1))
