; tprelu (a target-aware row: a2a3 forbids src, slope and tmp; a5 only
; src and slope) and tlrelu.
; Each function is written so that its operands die at the op: where a
; no-alias rule applies, the addresses show the result kept apart from the
; forbidden operands; elsewhere the result takes a dead operand's bytes.
;
; RUN: split-file %s %t
; RUN: %llc -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: %llc -verify-machineinstrs -mcpu=ascend950 %t/a5.ll -o - \
; RUN:   | FileCheck %s %tile_types --check-prefix=A5
; RUN: not %llc -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: func.func @tprelu() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %s = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c12288_i64 : [[VU8:!pto.tile_buf<loc=vec, dtype=ui8, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; CHECK-NEXT: pto.tprelu ins(%a, %s, %t : [[VF]], [[VF]], [[VU8]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tlrelu(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tlrelu ins(%a, %s : [[VF]], f32) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; A5-LABEL: func.func @tprelu_a5() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; A5: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; A5-NEXT: %s = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; A5-NEXT: %t = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; A5-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; A5-NEXT: pto.tprelu ins(%a, %s, %t : [[VF]], [[VF]], [[VF]]) outs(%r : [[VF]])
; A5-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; A5-NEXT: return
; ERR: error: in function @tprelu_mismatch: pto.tprelu: operand 1 (slope) is vec f16 [16, 64] but the operation works on vec f32 [16, 64] (element types and shapes must match) [in: %r = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %a, ptr addrspace(1) %s, ptr addrspace(1) %t)]
; ERR: error: in function @tlrelu_int: pto.tlrelu on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is i32 (vec i32 [16, 64]) [in: %r = call ptr addrspace(1) @pto.tlrelu(ptr addrspace(1) %a, float %s)]

;--- ok.ll
; tprelu: src, slope and tmp all die at the op. On a2a3 the result
; takes none of their bytes; on a5, which never reads tmp, it takes
; tmp's. The a2a3 tmp is ui8 of the source's shape (ptoas-rules.md §4).
define void @tprelu() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.ui8(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %a, ptr addrspace(1) %s, ptr addrspace(1) %t)
  ret void
}

; tlrelu: in place safe.
define void @tlrelu(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tlrelu(ptr addrspace(1) %a, float %s)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.ui8(i64, i64)
declare ptr addrspace(1) @pto.tlrelu(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tprelu(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))

;--- a5.ll
; On a5 the result of tprelu takes the dead tmp's bytes.
define void @tprelu_a5() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %a, ptr addrspace(1) %s, ptr addrspace(1) %t)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tprelu(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))

;--- err.ll
define void @tprelu_mismatch() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.alloc_tile.f16(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %a, ptr addrspace(1) %s, ptr addrspace(1) %t)
  ret void
}

define void @tlrelu_int(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tlrelu(ptr addrspace(1) %a, float %s)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.tlrelu(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tprelu(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
