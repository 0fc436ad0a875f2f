; tcvt: the dtype suffix gives the result's element type, rmode and
; sat_mode are modifiers printed inside ins; the width rule: widening never
; in place, narrowing never in place on a2a3.
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

; CHECK-LABEL: func.func @narrow() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c4096_i64 : [[VH]]
; CHECK-NEXT: pto.tcvt ins(%a {rmode = #pto<round_mode RINT>} : [[VF]]) outs(%r : [[VH]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @widen() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c4096_i64 : [[VH]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tcvt ins(%a : [[VH]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @same_width() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VI]]
; CHECK-NEXT: pto.tcvt ins(%a {rmode = #pto<round_mode FLOOR>, sat_mode = #pto<saturation_mode ON>} : [[VF]]) outs(%r : [[VI]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @with_tmp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VH]]
; CHECK-NEXT: pto.tcvt ins(%a, %t {rmode = #pto<round_mode ROUND>, sat_mode = #pto<saturation_mode OFF>} : [[VF]], [[VF]]) outs(%r : [[VH]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; A5-LABEL: func.func @narrow() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; A5: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; A5-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VH]]
; A5-NEXT: pto.tcvt ins(%a {rmode = #pto<round_mode RINT>} : [[VF]]) outs(%r : [[VH]])
; A5-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; A5-NEXT: return
; A5-LABEL: func.func @widen() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; A5: %a = pto.alloc_tile addr = %c4096_i64 : [[VH]]
; A5-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; A5-NEXT: pto.tcvt ins(%a : [[VH]]) outs(%r : [[VF]])
; A5-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; A5-NEXT: return
; ERR: error: in function @no_dtype: 'pto.tcvt.rint' needs the destination element type as a suffix, e.g. pto.tcvt.f16 [in: %r = call ptr addrspace(1) @pto.tcvt.rint(ptr addrspace(1) %a)]
; ERR: error: in function @two_dtypes: 'pto.tcvt.f16.i32' names two element types [in: %r = call ptr addrspace(1) @pto.tcvt.f16.i32(ptr addrspace(1) %a)]
; ERR: error: in function @bad_mode: unknown modifier 'nearest' in 'pto.tcvt.f16.nearest' (expected an element type, a layout modifier or an attribute value of pto.tcvt; see docs/op-properties.md) [in: %r = call ptr addrspace(1) @pto.tcvt.f16.nearest(ptr addrspace(1) %a)]

;--- ok.ll
; f32 to f16 narrows: never in place on a2a3, in place on a5.
define void @narrow() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcvt.f16.rint(ptr addrspace(1) %a)
  ret void
}

; f16 to f32 widens: never in place on any target.
define void @widen() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcvt.f32(ptr addrspace(1) %a)
  ret void
}

; f32 to i32 keeps the width: in place everywhere; both modifiers.
define void @same_width() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcvt.i32.floor.on(ptr addrspace(1) %a)
  ret void
}

; The scratch form.
define void @with_tmp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcvt.tmp.f16.round.off(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tcvt.f16.rint(ptr addrspace(1))
declare ptr addrspace(1) @pto.tcvt.f32(ptr addrspace(1))
declare ptr addrspace(1) @pto.tcvt.i32.floor.on(ptr addrspace(1))
declare ptr addrspace(1) @pto.tcvt.tmp.f16.round.off(ptr addrspace(1), ptr addrspace(1))

;--- a5.ll
; f32 to f16 narrows: never in place on a2a3, in place on a5.
define void @narrow() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcvt.f16.rint(ptr addrspace(1) %a)
  ret void
}

; f16 to f32 widens: never in place on any target.
define void @widen() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcvt.f32(ptr addrspace(1) %a)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tcvt.f16.rint(ptr addrspace(1))
declare ptr addrspace(1) @pto.tcvt.f32(ptr addrspace(1))

;--- err.ll
; tcvt needs the destination element type.
define void @no_dtype() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcvt.rint(ptr addrspace(1) %a)
  ret void
}

define void @two_dtypes() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcvt.f16.i32(ptr addrspace(1) %a)
  ret void
}

; Round modes are lower-case modifiers.
define void @bad_mode() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcvt.f16.nearest(ptr addrspace(1) %a)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tcvt.f16.i32(ptr addrspace(1))
declare ptr addrspace(1) @pto.tcvt.f16.nearest(ptr addrspace(1))
declare ptr addrspace(1) @pto.tcvt.rint(ptr addrspace(1))
