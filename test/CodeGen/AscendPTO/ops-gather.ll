; tgather (index, mask and compare forms; the compare form defines two
; tiles), tgatherb and tscatter (in place over its target).
; Each function is written so that its operands die at the op: where a
; no-alias rule applies, the addresses show the result kept apart from the
; forbidden operands; elsewhere the result takes a dead operand's bytes.
;
; RUN: split-file %s %t
; RUN: %llc -ascendpto-sync=assembler -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: not %llc -ascendpto-sync=assembler -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: func.func @tgather() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %i = pto.alloc_tile addr = %c4096_i64 : [[VI]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c8192_i64 : [[VI]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c12288_i64 : [[VF]]
; CHECK-NEXT: pto.tgather ins(%a, %i, %t : [[VF]], [[VI]], [[VI]]) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tgather_mask() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: pto.tgather ins(%a, {maskPattern = #pto.mask_pattern<P0101>} : [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tgather_cmp(%k: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %dst = pto.alloc_tile addr = %c8192_i64 : [[VI]]
; CHECK-NEXT: %cnt = pto.alloc_tile addr = %c12288_i64 : [[VI]]
; CHECK-NEXT: pto.tgather ins(%a, %k, %t : [[VF]], f32, [[VF]]) outs(%dst, %cnt : [[VI]], [[VI]]) {cmpMode = #pto<cmp gt>, offset = 0 : i32}
; CHECK-NEXT: %e = pto.alloc_tile addr = %c0_i64 : [[VI]]
; CHECK-NEXT: pto.tneg ins(%cnt : [[VI]]) outs(%e : [[VI]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tgatherb() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %o = pto.alloc_tile addr = %c4096_i64 : [[VI]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VF]]
; CHECK-NEXT: pto.tgatherb ins(%a, %o : [[VF]], [[VI]]) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tscatter() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %d = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %a = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %i = pto.alloc_tile addr = %c8192_i64 : [[VI]]
; CHECK-NEXT: pto.tscatter ins(%a, %i : [[VF]], [[VI]]) outs(%d : [[VF]])
; CHECK-NEXT: return

; ERR: error: in function @tgather_mask_pattern: 'pto.tgather.mask' needs a maskPattern modifier (one of .p0101, .p1010, .p0001, .p0010, .p0100, .p1000, .p1111) [in: %r = call ptr addrspace(1) @pto.tgather.mask(ptr addrspace(1) %a)]
; ERR: error: in function @tgather_cmp_single: pto.tgather.cmp returns 2 tiles of one space ({ ptr addrspace(N), ptr addrspace(N) }), not ptr addrspace(1) [in: %g = call ptr addrspace(1) @pto.tgather.cmp.eq(ptr addrspace(1) %a, float %k, ptr addrspace(1) %t)]
; ERR: error: in function @tscatter_mismatch: pto.tscatter: operand 1 (src) is vec f16 [16, 64] but the operation works on vec f32 [16, 64] (element types must match) [in: %r = call ptr addrspace(1) @pto.tscatter(ptr addrspace(1) %d, ptr addrspace(1) %a, ptr addrspace(1) %i)]

;--- ok.ll
; Index form: not in-place safe; the scratch is a written workspace.
define void @tgather() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %i = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tgather(ptr addrspace(1) %a, ptr addrspace(1) %i, ptr addrspace(1) %t)
  ret void
}

; Mask form: the pattern is an entry of ins.
define void @tgather_mask() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tgather.mask.p0101(ptr addrspace(1) %a)
  ret void
}

; Compare form: two i32 results (a struct, read with extractvalue),
; attributes after outs.
define void @tgather_cmp(float %k) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %g = call { ptr addrspace(1), ptr addrspace(1) } @pto.tgather.cmp.gt(ptr addrspace(1) %a, float %k, ptr addrspace(1) %t)
  %dst = extractvalue { ptr addrspace(1), ptr addrspace(1) } %g, 0
  %cnt = extractvalue { ptr addrspace(1), ptr addrspace(1) } %g, 1
  %e = call ptr addrspace(1) @pto.tneg(ptr addrspace(1) %cnt)
  ret void
}

define void @tgatherb() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %o = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tgatherb(ptr addrspace(1) %a, ptr addrspace(1) %o)
  ret void
}

; tscatter writes into its target in place: the result is the target's
; handle; on a2a3 it runs on PIPE_S.
define void @tscatter() {
  %d = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %i = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tscatter(ptr addrspace(1) %d, ptr addrspace(1) %a, ptr addrspace(1) %i)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.tgather(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tgather.mask.p0101(ptr addrspace(1))
declare ptr addrspace(1) @pto.tgatherb(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tneg(ptr addrspace(1))
declare ptr addrspace(1) @pto.tscatter(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare { ptr addrspace(1), ptr addrspace(1) } @pto.tgather.cmp.gt(ptr addrspace(1), float, ptr addrspace(1))

;--- err.ll
; The mask form needs a pattern.
define void @tgather_mask_pattern() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tgather.mask(ptr addrspace(1) %a)
  ret void
}

; The compare form returns two tiles.
define void @tgather_cmp_single(float %k) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %g = call ptr addrspace(1) @pto.tgather.cmp.eq(ptr addrspace(1) %a, float %k, ptr addrspace(1) %t)
  ret void
}

; The source has the target's element type.
define void @tscatter_mismatch() {
  %d = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %a = call ptr addrspace(1) @pto.alloc_tile.f16(i64 16, i64 64)
  %i = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tscatter(ptr addrspace(1) %d, ptr addrspace(1) %a, ptr addrspace(1) %i)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.tgather.cmp.eq(ptr addrspace(1), float, ptr addrspace(1))
declare ptr addrspace(1) @pto.tgather.mask(ptr addrspace(1))
declare ptr addrspace(1) @pto.tscatter(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
