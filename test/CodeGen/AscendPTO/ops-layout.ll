; ttrans ([cols, rows] in the space of src) and tconcat ([rows, cols0 +
; cols1]); neither is in-place safe.
; Each function is written so that its operands die at the op: where a
; no-alias rule applies, the addresses show the result kept apart from the
; forbidden operands; elsewhere the result takes a dead operand's bytes.
;
; RUN: split-file %s %t
; RUN: %llc -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: not %llc -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: func.func @ttrans() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VT]]
; CHECK-NEXT: pto.ttrans ins(%a, %t : [[VF]], [[VF]]) outs(%r : [[VT]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tconcat() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c4096_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %b = pto.alloc_tile addr = %c6144_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tconcat ins(%a, %b : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>, !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @control_texp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.texp ins(%a : [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; ERR: error: in function @ttrans_space: pto.ttrans: the result is in the space of operand 0, vec (addrspace 1), but the call returns ptr addrspace(2) [in: %r = call ptr addrspace(2) @pto.ttrans(ptr addrspace(1) %a, ptr addrspace(1) %t)]
; ERR: error: in function @tconcat_rows: pto.tconcat: the parts must have equal rows (vec f32 [16, 32], vec f32 [8, 32]) [in: %r = call ptr addrspace(1) @pto.tconcat(ptr addrspace(1) %a, ptr addrspace(1) %b)]
; ERR: error: in function @tconcat_dtype: pto.tconcat: operand 1 (src1) is vec f16 [16, 32] but the operation works on vec f32 [16, 64] (element types must match) [in: %r = call ptr addrspace(1) @pto.tconcat(ptr addrspace(1) %a, ptr addrspace(1) %b)]

;--- ok.ll
; ttrans: [cols, rows] in the space of src; not in-place safe: the
; result takes neither src's nor tmp's bytes.
define void @ttrans() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.ttrans(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

; tconcat: [rows, cols(src0) + cols(src1)]; not in-place safe (the
; result is placed first, the sources keep off it).
define void @tconcat() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 32)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 32)
  %r = call ptr addrspace(1) @pto.tconcat(ptr addrspace(1) %a, ptr addrspace(1) %b)
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
declare ptr addrspace(1) @pto.tconcat(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.ttrans(ptr addrspace(1), ptr addrspace(1))

;--- err.ll
; The result is in the space of src.
define void @ttrans_space() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(2) @pto.ttrans(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

; The parts have equal rows.
define void @tconcat_rows() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 32)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 8, i64 32)
  %r = call ptr addrspace(1) @pto.tconcat(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tconcat_dtype() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 32)
  %b = call ptr addrspace(1) @pto.alloc_tile.f16(i64 16, i64 32)
  %r = call ptr addrspace(1) @pto.tconcat(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tconcat(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(2) @pto.ttrans(ptr addrspace(1), ptr addrspace(1))
