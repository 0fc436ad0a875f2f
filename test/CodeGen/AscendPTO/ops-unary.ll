; Unary math; trecip and trsqrt are not in-place safe (the seed).
; Each function is written so that its operands die at the op: where a
; no-alias rule applies, the addresses show the result kept apart from the
; forbidden operands; elsewhere the result takes a dead operand's bytes.
;
; RUN: split-file %s %t
; RUN: %llc -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: not %llc -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: func.func @texp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.texp ins(%a : [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tlog() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tlog ins(%a : [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tsqrt() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tsqrt ins(%a : [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tabs() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tabs ins(%a : [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tneg() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tneg ins(%a : [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trelu() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trelu ins(%a : [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trecip() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: pto.trecip ins(%a : [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trsqrt() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: pto.trsqrt ins(%a : [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trsqrt_tmp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; CHECK-NEXT: pto.trsqrt ins(%a, %t : [[VF]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tneg_i32() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VI]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VI]]
; CHECK-NEXT: pto.tneg ins(%a : [[VI]]) outs(%r : [[VI]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return

; ERR: error: in function @texp_int: pto.texp on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is i32 (vec i32 [16, 64]) [in: %r = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)]
; ERR: error: in function @tabs_operands: pto.tabs expects 1 operand (src), got 2 [in: %r = call ptr addrspace(1) @pto.tabs(ptr addrspace(1) %a, ptr addrspace(1) %a)]

;--- ok.ll
; In-place safe unary ops: the result takes the dead source's bytes.
define void @texp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  ret void
}

define void @tlog() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tlog(ptr addrspace(1) %a)
  ret void
}

define void @tsqrt() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsqrt(ptr addrspace(1) %a)
  ret void
}

define void @tabs() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tabs(ptr addrspace(1) %a)
  ret void
}

define void @tneg() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tneg(ptr addrspace(1) %a)
  ret void
}

define void @trelu() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trelu(ptr addrspace(1) %a)
  ret void
}

; trecip and trsqrt are not in-place safe: the source dies at the op,
; yet the result gets bytes of its own.
define void @trecip() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trecip(ptr addrspace(1) %a)
  ret void
}

define void @trsqrt() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trsqrt(ptr addrspace(1) %a)
  ret void
}

; trsqrt with a scratch tile: apart from both.
define void @trsqrt_tmp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trsqrt.tmp(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

; tneg and trelu take integer tiles too.
define void @tneg_i32() {
  %a = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tneg(ptr addrspace(1) %a)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.tabs(ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tlog(ptr addrspace(1))
declare ptr addrspace(1) @pto.tneg(ptr addrspace(1))
declare ptr addrspace(1) @pto.trecip(ptr addrspace(1))
declare ptr addrspace(1) @pto.trelu(ptr addrspace(1))
declare ptr addrspace(1) @pto.trsqrt(ptr addrspace(1))
declare ptr addrspace(1) @pto.trsqrt.tmp(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsqrt(ptr addrspace(1))

;--- err.ll
; texp takes floating-point tiles.
define void @texp_int() {
  %a = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  ret void
}

; A wrong operand count.
define void @tabs_operands() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tabs(ptr addrspace(1) %a, ptr addrspace(1) %a)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.tabs(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
