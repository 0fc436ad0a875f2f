; trem, trems, tfmod, tfmods: never in place (the seed wins over the
; PyPTO registry); on a2a3 trem's scratch may not overlap its sources.
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

; CHECK-LABEL: func.func @trem() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c12288_i64 : [[VF]]
; CHECK-NEXT: pto.trem ins(%a, %b, %t : [[VF]], [[VF]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trems(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; CHECK-NEXT: pto.trems ins(%a, %s, %t : [[VF]], f32, [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tfmod() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; CHECK-NEXT: pto.tfmod ins(%a, %b : [[VF]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tfmods(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: pto.tfmods ins(%a, %s : [[VF]], f32) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @control_texp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.texp ins(%a : [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; A5-LABEL: func.func @trem_a5() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; A5: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; A5-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; A5-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; A5-NEXT: pto.trem ins(%a, %b, %b : [[VF]], [[VF]], [[VF]]) outs(%r : [[VF]])
; A5-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; A5-NEXT: return
; ERR: error: in function @trem_tmp_is_src: pto.trem on a2a3: tmp must not overlap src1, but %b and %b are the same tile
; ERR: error: in function @tfmod_mismatch: pto.tfmod: operand 1 (src1) is vec i32 [16, 64] but the operation works on vec f32 [16, 64] (element types and shapes must match) [in: %r = call ptr addrspace(1) @pto.tfmod(ptr addrspace(1) %a, ptr addrspace(1) %b)]

;--- ok.ll
; The remainders are never in place (the seed): the result keeps apart
; from every operand although they all die at the op.
define void @trem() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trem(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %t)
  ret void
}

define void @trems(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trems(ptr addrspace(1) %a, float %s, ptr addrspace(1) %t)
  ret void
}

define void @tfmod() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tfmod(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tfmods(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tfmods(ptr addrspace(1) %a, float %s)
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
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tfmod(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tfmods(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.trem(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trems(ptr addrspace(1), float, ptr addrspace(1))

;--- a5.ll
; a5 does not read the scratch: the same tile may be tmp and divisor.
define void @trem_a5() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trem(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %b)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.trem(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))

;--- err.ll
; On a2a3 the scratch may not overlap a tile source.
define void @trem_tmp_is_src() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trem(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %b)
  ret void
}

define void @tfmod_mismatch() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tfmod(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.tfmod(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trem(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
