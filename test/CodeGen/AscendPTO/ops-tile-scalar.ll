; Tile-scalar ops, the scalar-first tdivs, tile-scalar-tile ops, taxpy
; (in place over its accumulator) and the texpands splat.
; Each function is written so that its operands die at the op: where a
; no-alias rule applies, the addresses show the result kept apart from the
; forbidden operands; elsewhere the result takes a dead operand's bytes.
;
; RUN: split-file %s %t
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: not %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: func.func @tadds(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tadds ins(%a, %s : [[VF]], f32) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tsubs(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tsubs ins(%a, %s : [[VF]], f32) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tmuls(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tmuls ins(%a, %s : [[VF]], f32) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tdivs(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tdivs ins(%a, %s : [[VF]], f32) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tmaxs(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tmaxs ins(%a, %s : [[VF]], f32) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tmins(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tmins ins(%a, %s : [[VF]], f32) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tdivs_rev(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tdivs ins(%s, %a : f32, [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @taddsc(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.taddsc ins(%a, %s, %b : [[VF]], f32, [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tsubsc(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tsubsc ins(%a, %s, %b : [[VF]], f32, [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @taxpy(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %acc = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %a = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: pto.taxpy ins(%a, %s : [[VF]], f32) outs(%acc : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @texpands(%s: f32, %h: f16) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.texpands ins(%s : f32) outs(%r : [[VF]])
; CHECK-NEXT: %q = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f16, rows=8, cols=32, v_row=8, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=1>
; CHECK-NEXT: pto.texpands ins(%h : f16) outs(%q : !pto.tile_buf<loc=vec, dtype=f16, rows=8, cols=32, v_row=8, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=1>)
; CHECK-NEXT: return

; ERR: error: in function @taddsc_mismatch: pto.taddsc: operand 2 (src1) is vec f32 [8, 64] but the operation works on vec f32 [16, 64] (element types and shapes must match) [in: %r = call ptr addrspace(1) @pto.taddsc(ptr addrspace(1) %a, float %s, ptr addrspace(1) %b)]
; ERR: error: in function @taxpy_int: pto.taxpy on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (acc); operand 0 (acc) is i32 (vec i32 [16, 64]) [in: %r = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %acc, ptr addrspace(1) %a, float %s)]
; ERR: error: in function @texpands_no_dtype: 'pto.texpands' needs the element type as a suffix, e.g. pto.texpands.f32 [in: %r = call ptr addrspace(1) @pto.texpands(float %s, i64 16, i64 64)]
; ERR: error: in function @texpands_shape: pto.texpands: operand 1 (rows) must be a positive compile-time constant, not i64 %n [in: %r = call ptr addrspace(1) @pto.texpands.f32(float %s, i64 %n, i64 64)]
; ERR: error: in function @tadds_tile: pto.tadds: operand 1 (scalar) must be an integer or floating-point scalar, not ptr addrspace(1) %b [in: %r = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %a, ptr addrspace(1) %b)]

;--- ok.ll
; Tile-scalar ops: the result takes the dead source's bytes.
define void @tadds(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %a, float %s)
  ret void
}

define void @tsubs(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsubs(ptr addrspace(1) %a, float %s)
  ret void
}

define void @tmuls(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %a, float %s)
  ret void
}

define void @tdivs(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tdivs(ptr addrspace(1) %a, float %s)
  ret void
}

define void @tmaxs(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tmaxs(ptr addrspace(1) %a, float %s)
  ret void
}

define void @tmins(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tmins(ptr addrspace(1) %a, float %s)
  ret void
}

; The scalar-first form of tdivs: dst = scalar / src.
define void @tdivs_rev(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tdivs.rev(float %s, ptr addrspace(1) %a)
  ret void
}

; Tile-scalar-tile ops.
define void @taddsc(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.taddsc(ptr addrspace(1) %a, float %s, ptr addrspace(1) %b)
  ret void
}

define void @tsubsc(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsubsc(ptr addrspace(1) %a, float %s, ptr addrspace(1) %b)
  ret void
}

; AXPY accumulates in place: the result is the accumulator's handle.
define void @taxpy(float %s) {
  %acc = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %acc, ptr addrspace(1) %a, float %s)
  ret void
}

; A splat: the shape is explicit, the element type a suffix; the scalar
; has the element type (ptoas-rules.md §3).
define void @texpands(float %s, half %h) {
  %r = call ptr addrspace(1) @pto.texpands.f32(float %s, i64 16, i64 64)
  %q = call ptr addrspace(1) @pto.texpands.f16.pad_zero(half %h, i64 8, i64 32)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.taddsc(ptr addrspace(1), float, ptr addrspace(1))
declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tdivs(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tdivs.rev(float, ptr addrspace(1))
declare ptr addrspace(1) @pto.texpands.f16.pad_zero(half, i64, i64)
declare ptr addrspace(1) @pto.texpands.f32(float, i64, i64)
declare ptr addrspace(1) @pto.tmaxs(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tmins(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tsubs(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tsubsc(ptr addrspace(1), float, ptr addrspace(1))

;--- err.ll
; src0 and src1 must match.
define void @taddsc_mismatch(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 8, i64 64)
  %r = call ptr addrspace(1) @pto.taddsc(ptr addrspace(1) %a, float %s, ptr addrspace(1) %b)
  ret void
}

; AXPY takes floating-point tiles.
define void @taxpy_int(float %s) {
  %acc = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %a = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %acc, ptr addrspace(1) %a, float %s)
  ret void
}

; A splat needs its element type.
define void @texpands_no_dtype(float %s) {
  %r = call ptr addrspace(1) @pto.texpands(float %s, i64 16, i64 64)
  ret void
}

; Shapes are compile-time constants.
define void @texpands_shape(i64 %n, float %s) {
  %r = call ptr addrspace(1) @pto.texpands.f32(float %s, i64 %n, i64 64)
  ret void
}

; The scalar operand is not a tile.
define void @tadds_tile(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.taddsc(ptr addrspace(1), float, ptr addrspace(1))
declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), ptr addrspace(1), float)
declare ptr addrspace(1) @pto.texpands(float, i64, i64)
declare ptr addrspace(1) @pto.texpands.f32(float, i64, i64)
