; Views: the result is the source's bytes with another type, colocated by
; the planner at the view's byte offset (treshape, bitcast, subset; set
; valid shape and transpose view print as a new alloc_tile handle).
; With -ascendpto-disable-buffer-reuse every tile has bytes of its own,
; but a view still shares its source's.
;
; RUN: split-file %s %t
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs -ascendpto-disable-buffer-reuse %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types --check-prefix=NOREUSE
; RUN: not %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: func.func @treshape() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %c = pto.alloc_tile addr = %c0_i64 : [[VCOLR]]
; CHECK-NEXT: %r = pto.treshape %c : [[VCOLR]] -> !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %e = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: pto.texp ins(%r : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%e : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
; CHECK-NEXT: return
; CHECK-LABEL: func.func @bitcast() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %i = pto.bitcast %a : [[VF]] -> [[VI]]
; CHECK-NEXT: %n = pto.alloc_tile addr = %c0_i64 : [[VI]]
; CHECK-NEXT: pto.tneg ins(%i : [[VI]]) outs(%n : [[VI]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @subset() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %x = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %a = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %s = pto.subset %a[%c4, %c0] sizes [8, 64] : [[VF]]
; CHECK-NEXT: %e = pto.alloc_tile addr = %c8192_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=8, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: pto.trecip ins(%s : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=8, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%e : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=8, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
; CHECK-NEXT: %y = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tadd ins(%x, %x : [[VF]], [[VF]]) outs(%y : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @subset_dynamic(%i: index) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %s = pto.subset %a[%i, %c0] sizes [8, 64] : [[VF]]
; CHECK-NEXT: %e = pto.alloc_tile addr = %c4096_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=8, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: pto.trecip ins(%s : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=?, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%e : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=8, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
; CHECK-NEXT: return
; CHECK-LABEL: func.func @set_validshape(%n: index) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %v = pto.alloc_tile addr = %c0_i64 valid_row = %n valid_col = %c64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %e = pto.alloc_tile addr = %c0_i64 valid_row = %n valid_col = %c64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: pto.texp ins(%v : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%e : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
; CHECK-NEXT: return
; CHECK-LABEL: func.func @transpose_view() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=16, v_row=64, v_col=16, blayout=col_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @view_keeps_source_live() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %v = pto.treshape %a : [[VF]] -> [[VT]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: pto.texp ins(%a : [[VF]]) outs(%b : [[VF]])
; CHECK-NEXT: %w = pto.alloc_tile addr = %c0_i64 : [[VT]]
; CHECK-NEXT: pto.texp ins(%v : [[VT]]) outs(%w : [[VT]])
; CHECK-NEXT: %z = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.texp ins(%b : [[VF]]) outs(%z : [[VF]])
; CHECK-NEXT: return

; NOREUSE-LABEL: func.func @treshape() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; NOREUSE: %c = pto.alloc_tile addr = %c0_i64 : [[VCOLR]]
; NOREUSE-NEXT: %r = pto.treshape %c : [[VCOLR]] -> !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; NOREUSE-NEXT: %e = pto.alloc_tile addr = %c64_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; NOREUSE-NEXT: pto.texp ins(%r : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%e : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
; NOREUSE-NEXT: return
; NOREUSE-LABEL: func.func @bitcast() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; NOREUSE: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; NOREUSE-NEXT: %i = pto.bitcast %a : [[VF]] -> [[VI]]
; NOREUSE-NEXT: %n = pto.alloc_tile addr = %c4096_i64 : [[VI]]
; NOREUSE-NEXT: pto.tneg ins(%i : [[VI]]) outs(%n : [[VI]])
; NOREUSE-NEXT: return
; NOREUSE-LABEL: func.func @subset() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; NOREUSE: %x = pto.alloc_tile addr = %c0_i64 : [[VF]]
; NOREUSE-NEXT: %a = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; NOREUSE-NEXT: %s = pto.subset %a[%c4, %c0] sizes [8, 64] : [[VF]]
; NOREUSE-NEXT: %e = pto.alloc_tile addr = %c12288_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=8, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; NOREUSE-NEXT: pto.trecip ins(%s : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=8, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%e : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=8, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
; NOREUSE-NEXT: %y = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; NOREUSE-NEXT: pto.tadd ins(%x, %x : [[VF]], [[VF]]) outs(%y : [[VF]])
; NOREUSE-NEXT: return
; NOREUSE-LABEL: func.func @subset_dynamic(%i: index) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; NOREUSE: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; NOREUSE-NEXT: %s = pto.subset %a[%i, %c0] sizes [8, 64] : [[VF]]
; NOREUSE-NEXT: %e = pto.alloc_tile addr = %c4096_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=8, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; NOREUSE-NEXT: pto.trecip ins(%s : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=?, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%e : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=8, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
; NOREUSE-NEXT: return
; NOREUSE-LABEL: func.func @set_validshape(%n: index) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; NOREUSE: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; NOREUSE-NEXT: %v = pto.alloc_tile addr = %c0_i64 valid_row = %n valid_col = %c64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; NOREUSE-NEXT: %e = pto.alloc_tile addr = %c4096_i64 valid_row = %n valid_col = %c64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; NOREUSE-NEXT: pto.texp ins(%v : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%e : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
; NOREUSE-NEXT: return
; NOREUSE-LABEL: func.func @transpose_view() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; NOREUSE: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; NOREUSE-NEXT: %t = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=16, v_row=64, v_col=16, blayout=col_major, slayout=none_box, fractal=512, pad=0>
; NOREUSE-NEXT: return
; NOREUSE-LABEL: func.func @view_keeps_source_live() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; NOREUSE: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; NOREUSE-NEXT: %v = pto.treshape %a : [[VF]] -> [[VT]]
; NOREUSE-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; NOREUSE-NEXT: pto.texp ins(%a : [[VF]]) outs(%b : [[VF]])
; NOREUSE-NEXT: %w = pto.alloc_tile addr = %c8192_i64 : [[VT]]
; NOREUSE-NEXT: pto.texp ins(%v : [[VT]]) outs(%w : [[VT]])
; NOREUSE-NEXT: %z = pto.alloc_tile addr = %c12288_i64 : [[VF]]
; NOREUSE-NEXT: pto.texp ins(%b : [[VF]]) outs(%z : [[VF]])
; NOREUSE-NEXT: return

; ERR: error: in function @treshape_size: pto.treshape: the result (vec f32 [8, 64], 2048 bytes) must have the source's 4096 bytes (vec f32 [16, 64]) [in: %r = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %a, i64 8, i64 64)]
; ERR: error: in function @bitcast_width: pto.bitcast: the result (vec f16 [16, 64], 2048 bytes) must have the source's 4096 bytes (vec f32 [16, 64]) [in: %r = call ptr addrspace(1) @pto.bitcast.f16(ptr addrspace(1) %a)]
; ERR: error: in function @subset_outside: pto.subset of %a at (12, 0): the [8, 64] window leaves the source (vec f32 [16, 64])
; ERR: error: in function @subset_row_max: pto.subset of %a at (9223372036854775807, 0): the [8, 64] window leaves the source (vec f32 [16, 64])
; ERR: error: in function @subset_col_max: pto.subset of %a at (0, 9223372036854775800): the [8, 32] window leaves the source (vec f32 [16, 64])
; ERR: error: in function @subset_row_2p31: pto.subset of %a at (2147483648, 0): the [8, 64] window leaves the source (vec f32 [16, 64])
; ERR: error: in function @subset_row_2p32: pto.subset of %a at (4294967296, 0): the [8, 64] window leaves the source (vec f32 [16, 64])
; ERR: error: in function @subset_row_min: pto.subset of %a at (-9223372036854775808, 0): the [8, 64] window leaves the source (vec f32 [16, 64])
; ERR: error: in function @subset_unaligned: pto.subset of %a at (0, 3): the window starts 12 bytes into the source, not at a multiple of the 32-byte alignment of vec tiles
; ERR: error: in function @view_space: pto.treshape: the result is in the space of operand 0, vec (addrspace 1), but the call returns ptr addrspace(2) [in: %r = call ptr addrspace(2) @pto.treshape(ptr addrspace(1) %a, i64 64, i64 16)]

;--- ok.ll
; treshape: the same bytes as a [1, 16] row (pto-op-syntax.md, 4.5);
; the result lives on the source's buffer (colocated at its base), so
; the column stays allocated while the row is used.
define void @treshape() {
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %c, i64 1, i64 16)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %r)
  ret void
}

; bitcast: the element type of the suffix, same width.
define void @bitcast() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %i = call ptr addrspace(1) @pto.bitcast.i32(ptr addrspace(1) %a)
  %n = call ptr addrspace(1) @pto.tneg(ptr addrspace(1) %i)
  ret void
}

; subset at constant (4, 0): 4 rows of 64 f32 into the source, 1024
; bytes. The source is at 4096 (a live tile is first), so the window is
; at 5120: trecip, which may not write over its operand, keeps off the
; whole source; %y then reuses %x.
define void @subset() {
  %x = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 4, i64 0, i64 8, i64 64)
  %e = call ptr addrspace(1) @pto.trecip(ptr addrspace(1) %s)
  %y = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %x, ptr addrspace(1) %x)
  ret void
}

; subset at a run-time row: PTO finds the window from the source, and
; types it with `?` valid rows (ptoas-rules.md, section R).
define void @subset_dynamic(i64 %i) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 %i, i64 0, i64 8, i64 64)
  %e = call ptr addrspace(1) @pto.trecip(ptr addrspace(1) %s)
  ret void
}

; set_validshape: a new handle on the same bytes with a run-time valid
; shape (an alloc_tile with valid_row / valid_col).
define void @set_validshape(i64 %n) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %v = call ptr addrspace(1) @pto.set_validshape(ptr addrspace(1) %a, i64 %n, i64 64)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v)
  ret void
}

; transpose_view: the same bytes as [cols, rows], row_major read as
; col_major.
define void @transpose_view() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.transpose_view(ptr addrspace(1) %a)
  ret void
}

; A view keeps its source's bytes: %b may not take %a's while %v
; (a view of %a) is still read.
define void @view_keeps_source_live() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %v = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %a, i64 64, i64 16)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  %w = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v)
  %z = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %b)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.bitcast.i32(ptr addrspace(1))
declare ptr addrspace(1) @pto.set_validshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tneg(ptr addrspace(1))
declare ptr addrspace(1) @pto.transpose_view(ptr addrspace(1))
declare ptr addrspace(1) @pto.trecip(ptr addrspace(1))
declare ptr addrspace(1) @pto.treshape(ptr addrspace(1), i64, i64)

;--- err.ll
; treshape keeps the byte size.
define void @treshape_size() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %a, i64 8, i64 64)
  ret void
}

; bitcast keeps the element width.
define void @bitcast_width() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.bitcast.f16(ptr addrspace(1) %a)
  ret void
}

; A constant window must lie inside the source.
define void @subset_outside() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 12, i64 0, i64 8, i64 64)
  ret void
}

; Starts at the 2^31, 2^32 and 2^63 edges: "start + extent" would wrap
; (INT64_MAX + 8 moved the window by -256 bytes before it was compared as
; "start <= source - extent").
define void @subset_row_max() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 9223372036854775807, i64 0, i64 8, i64 64)
  ret void
}

define void @subset_col_max() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 0, i64 9223372036854775800, i64 8, i64 32)
  ret void
}

define void @subset_row_2p31() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 2147483648, i64 0, i64 8, i64 64)
  ret void
}

define void @subset_row_2p32() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 4294967296, i64 0, i64 8, i64 64)
  ret void
}

define void @subset_row_min() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 -9223372036854775808, i64 0, i64 8, i64 64)
  ret void
}

; A constant window must start on the space's alignment.
define void @subset_unaligned() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 0, i64 3, i64 8, i64 32)
  ret void
}

; A view is in its source's space.
define void @view_space() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(2) @pto.treshape(ptr addrspace(1) %a, i64 64, i64 16)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.bitcast.f16(ptr addrspace(1))
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.treshape(ptr addrspace(1), i64, i64)
