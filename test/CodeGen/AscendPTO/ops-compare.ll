; tcmp, tcmps (cmpMode inside ins, an i8 mask of the inputs' shape),
; tsel (the result may not take the mask's or the scratch's bytes), tsels
; (never the mask's; its tmp is a written workspace, apart from mask and src
; on a2a3).
; Each function is written so that its operands die at the op: where a
; no-alias rule applies, the addresses show the result kept apart from the
; forbidden operands; elsewhere the result takes a dead operand's bytes.
;
; RUN: split-file %s %t
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs -mcpu=ascend950 %t/a5.ll -o - \
; RUN:   | FileCheck %s %tile_types --check-prefix=A5
; RUN: not %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: func.func @tcmp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %m = pto.alloc_tile addr = %c8192_i64 : [[VM]]
; CHECK-NEXT: pto.tcmp ins(%a, %b {cmpMode = #pto<cmp eq>} : [[VF]], [[VF]]) outs(%m : [[VM]])
; CHECK-NEXT: %n = pto.alloc_tile addr = %c0_i64 : [[VM]]
; CHECK-NEXT: pto.tcmp ins(%a, %b {cmpMode = #pto<cmp lt>} : [[VF]], [[VF]]) outs(%n : [[VM]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcmps(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %m = pto.alloc_tile addr = %c0_i64 : [[VM]]
; CHECK-NEXT: pto.tcmps ins(%a, %s {cmpMode = #pto<cmp ge>} : [[VF]], f32) outs(%m : [[VM]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tsel() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %m = pto.alloc_tile addr = %c12288_i64 : [[VM]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tsel ins(%m, %a, %b, %t : [[VM]], [[VF]], [[VF]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tsels(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %m = pto.alloc_tile addr = %c8192_i64 : [[VM]]
; CHECK-NEXT: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tsels ins(%m, %a, %t, %s : [[VM]], [[VF]], [[VF]], f32) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tsel_tmp_first() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %t = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %a = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; CHECK-NEXT: %m = pto.alloc_tile addr = %c12288_i64 : [[VM]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: pto.tsel ins(%m, %a, %b, %t : [[VM]], [[VF]], [[VF]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: return

; A5-LABEL: func.func @tsel_mask_first() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; A5: %m = pto.alloc_tile addr = %c0_i64 : [[VM]]
; A5-NEXT: %a = pto.alloc_tile addr = %c1024_i64 : [[VM]]
; A5-NEXT: %b = pto.alloc_tile addr = %c2048_i64 : [[VM]]
; A5-NEXT: %t = pto.alloc_tile addr = %c3072_i64 : [[VM]]
; A5-NEXT: %r = pto.alloc_tile addr = %c1024_i64 : [[VM]]
; A5-NEXT: pto.tsel ins(%m, %a, %b, %t : [[VM]], [[VM]], [[VM]], [[VM]]) outs(%r : [[VM]])
; A5-NEXT: return
; A5-LABEL: func.func @tsels_mask_first() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; A5: %m = pto.alloc_tile addr = %c0_i64 : [[VM]]
; A5-NEXT: %a = pto.alloc_tile addr = %c1024_i64 : [[VM]]
; A5-NEXT: %t = pto.alloc_tile addr = %c2048_i64 : [[VM]]
; A5-NEXT: %r = pto.alloc_tile addr = %c1024_i64 : [[VM]]
; A5-NEXT: pto.tsels ins(%m, %a, %t, %c3_i8 : [[VM]], [[VM]], [[VM]], i8) outs(%r : [[VM]])
; A5-NEXT: return
; A5-LABEL: func.func @tsels_a5(%s: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; A5: %m = pto.alloc_tile addr = %c4096_i64 : [[VM]]
; A5-NEXT: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; A5-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; A5-NEXT: pto.tsels ins(%m, %a, %a, %s : [[VM]], [[VF]], [[VF]], f32) outs(%r : [[VF]])
; A5-NEXT: return

; ERR: error: in function @tcmp_mismatch: pto.tcmp: operand 1 (src1) is vec i32 [16, 64] but operand 0 (src0) is vec f32 [16, 64] (element types and shapes must match) [in: %m = call ptr addrspace(1) @pto.tcmp.lt(ptr addrspace(1) %a, ptr addrspace(1) %b)]
; ERR: error: in function @tsel_mismatch: pto.tsel: operand 2 (src1) is vec f16 [16, 64] but the operation works on vec f32 [16, 64] (element types and shapes must match) [in: %r = call ptr addrspace(1) @pto.tsel(ptr addrspace(1) %m, ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %t)]
; ERR: error: in function @tsels_tmp_is_src: pto.tsels on a2a3: tmp must not overlap src, but %a and %a are the same tile
; ERR: error: in function @tcmp_mode: unknown modifier 'lte' in 'pto.tcmp.lte' (expected an element type, a layout modifier or an attribute value of pto.tcmp; see docs/op-properties.md) [in: %m = call ptr addrspace(1) @pto.tcmp.lte(ptr addrspace(1) %a, ptr addrspace(1) %b)]

;--- ok.ll
; tcmp: the mask is i8 of the inputs' shape; cmpMode goes inside ins
; (default eq, printed).
define void @tcmp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %m = call ptr addrspace(1) @pto.tcmp(ptr addrspace(1) %a, ptr addrspace(1) %b)
  %n = call ptr addrspace(1) @pto.tcmp.lt(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tcmps(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %m = call ptr addrspace(1) @pto.tcmps.ge(ptr addrspace(1) %a, float %s)
  ret void
}

; tsel reads the mask and the scratch while writing: the result takes
; neither's bytes (mask is smaller, so first fit would offer it) but
; may take src0's.
define void @tsel() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %m = call ptr addrspace(1) @pto.alloc_tile.i8(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsel(ptr addrspace(1) %m, ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %t)
  ret void
}

; tsels: the result never takes the mask's bytes; on a2a3 the
; workspace tmp is kept apart from mask and src; the result may take src's.
define void @tsels(float %s) {
  %m = call ptr addrspace(1) @pto.alloc_tile.i8(i64 16, i64 64)
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsels(ptr addrspace(1) %m, ptr addrspace(1) %a, ptr addrspace(1) %t, float %s)
  ret void
}

; tsel: the scratch is defined first; the result keeps off it and takes
; src0's bytes.
define void @tsel_tmp_first() {
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %m = call ptr addrspace(1) @pto.alloc_tile.i8(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsel(ptr addrspace(1) %m, ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %t)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i8(i64, i64)
declare ptr addrspace(1) @pto.tcmp(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcmp.lt(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcmps.ge(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tsel(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsels(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), float)

;--- a5.ll
; On a5 (i8 data): the mask is defined first and as large as the
; result; the result keeps off it.
define void @tsel_mask_first() {
  %m = call ptr addrspace(1) @pto.alloc_tile.i8(i64 16, i64 64)
  %a = call ptr addrspace(1) @pto.alloc_tile.i8(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.i8(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.i8(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsel(ptr addrspace(1) %m, ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %t)
  ret void
}

define void @tsels_mask_first() {
  %m = call ptr addrspace(1) @pto.alloc_tile.i8(i64 16, i64 64)
  %a = call ptr addrspace(1) @pto.alloc_tile.i8(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.i8(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsels(ptr addrspace(1) %m, ptr addrspace(1) %a, ptr addrspace(1) %t, i8 3)
  ret void
}

; On a5 the same tile may be src and tmp.
define void @tsels_a5(float %s) {
  %m = call ptr addrspace(1) @pto.alloc_tile.i8(i64 16, i64 64)
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsels(ptr addrspace(1) %m, ptr addrspace(1) %a, ptr addrspace(1) %a, float %s)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i8(i64, i64)
declare ptr addrspace(1) @pto.tsel(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsels(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i8)

;--- err.ll
; tcmp compares tiles of one type.
define void @tcmp_mismatch() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %m = call ptr addrspace(1) @pto.tcmp.lt(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tsel_mismatch() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f16(i64 16, i64 64)
  %m = call ptr addrspace(1) @pto.alloc_tile.i8(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsel(ptr addrspace(1) %m, ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %t)
  ret void
}

; On a2a3 tsels writes the scalar into tmp before reading src.
define void @tsels_tmp_is_src(float %s) {
  %m = call ptr addrspace(1) @pto.alloc_tile.i8(i64 16, i64 64)
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsels(ptr addrspace(1) %m, ptr addrspace(1) %a, ptr addrspace(1) %a, float %s)
  ret void
}

; An unknown compare mode.
define void @tcmp_mode() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %m = call ptr addrspace(1) @pto.tcmp.lte(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i8(i64, i64)
declare ptr addrspace(1) @pto.tcmp.lt(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcmp.lte(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsel(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsels(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), float)
