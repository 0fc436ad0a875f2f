; Row and column broadcasts: the output never takes the bytes of the
; per-row (per-column) vector, nor of the scratch of the tmp forms (a2a3 only
; for max, min and expdif).
; Each function is written so that its operands die at the op: where a
; no-alias rule applies, the addresses show the result kept apart from the
; forbidden operands; elsewhere the result takes a dead operand's bytes.
;
; RUN: split-file %s %t
; RUN: %llc -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: not %llc -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR
; RUN: not %llc -verify-machineinstrs -mcpu=ascend950 %t/a5err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=A5ERR

; CHECK-LABEL: func.func @trowexpand() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %c = pto.alloc_tile addr = %c4096_i64 : [[VCOLR]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trowexpand ins(%c : [[VCOLR]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolexpand() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %w = pto.alloc_tile addr = %c4096_i64 : [[VROW]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tcolexpand ins(%w : [[VROW]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpandadd() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c4096_i64 : [[VCOL]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trowexpandadd ins(%a, %c : [[VF]], [[VCOL]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpandsub() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c4096_i64 : [[VCOLR]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trowexpandsub ins(%a, %c : [[VF]], [[VCOLR]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpandmul() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c4096_i64 : [[VCOLR]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trowexpandmul ins(%a, %c : [[VF]], [[VCOLR]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpanddiv() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c4096_i64 : [[VCOLR]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trowexpanddiv ins(%a, %c : [[VF]], [[VCOLR]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpandmax() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c4096_i64 : [[VCOL]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trowexpandmax ins(%a, %c : [[VF]], [[VCOL]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpandmin() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c4096_i64 : [[VCOL]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trowexpandmin ins(%a, %c : [[VF]], [[VCOL]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpandexpdif() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c4096_i64 : [[VCOL]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trowexpandexpdif ins(%a, %c : [[VF]], [[VCOL]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpandsub_tmp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c8192_i64 : [[VCOLR]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trowexpandsub ins(%a, %c, %t : [[VF]], [[VCOLR]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpandmul_tmp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c8192_i64 : [[VCOLR]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trowexpandmul ins(%a, %c, %t : [[VF]], [[VCOLR]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpanddiv_tmp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c8192_i64 : [[VCOLR]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trowexpanddiv ins(%a, %c, %t : [[VF]], [[VCOLR]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpandmax_tmp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c8192_i64 : [[VCOL]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trowexpandmax ins(%a, %c, %t : [[VF]], [[VCOL]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpandmin_tmp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c8192_i64 : [[VCOL]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trowexpandmin ins(%a, %c, %t : [[VF]], [[VCOL]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpandexpdif_tmp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c8192_i64 : [[VCOL]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.trowexpandexpdif ins(%a, %c, %t : [[VF]], [[VCOL]], [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolexpandadd() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %w = pto.alloc_tile addr = %c4096_i64 : [[VROW]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tcolexpandadd ins(%a, %w : [[VF]], [[VROW]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolexpandsub() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %w = pto.alloc_tile addr = %c4096_i64 : [[VROW]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tcolexpandsub ins(%a, %w : [[VF]], [[VROW]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolexpandmul() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %w = pto.alloc_tile addr = %c4096_i64 : [[VROW]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tcolexpandmul ins(%a, %w : [[VF]], [[VROW]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolexpanddiv() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %w = pto.alloc_tile addr = %c4096_i64 : [[VROW]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tcolexpanddiv ins(%a, %w : [[VF]], [[VROW]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolexpandmax() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %w = pto.alloc_tile addr = %c4096_i64 : [[VROW]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tcolexpandmax ins(%a, %w : [[VF]], [[VROW]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolexpandmin() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %w = pto.alloc_tile addr = %c4096_i64 : [[VROW]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tcolexpandmin ins(%a, %w : [[VF]], [[VROW]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolexpandexpdif() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %w = pto.alloc_tile addr = %c4096_i64 : [[VROW]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tcolexpandexpdif ins(%a, %w : [[VF]], [[VROW]]) outs(%r : [[VF]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpand_same_size() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %c = pto.alloc_tile addr = %c0_i64 : [[VCOLR]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c64_i64 : [[VCOLR]]
; CHECK-NEXT: pto.trowexpand ins(%c : [[VCOLR]]) outs(%r : [[VCOLR]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpandmul_vector_first() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %c = pto.alloc_tile addr = %c0_i64 : [[VCOLR]]
; CHECK-NEXT: %a = pto.alloc_tile addr = %c64_i64 : [[VCOLR]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c64_i64 : [[VCOLR]]
; CHECK-NEXT: pto.trowexpandmul ins(%a, %c : [[VCOLR]], [[VCOLR]]) outs(%r : [[VCOLR]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowexpandmul_tmp_first() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %t = pto.alloc_tile addr = %c0_i64 : [[VCOLR]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c64_i64 : [[VCOLR]]
; CHECK-NEXT: %a = pto.alloc_tile addr = %c128_i64 : [[VCOLR]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c128_i64 : [[VCOLR]]
; CHECK-NEXT: pto.trowexpandmul ins(%a, %c, %t : [[VCOLR]], [[VCOLR]], [[VCOLR]]) outs(%r : [[VCOLR]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolexpandadd_vector_first() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %w = pto.alloc_tile addr = %c0_i64 : [[VROW]]
; CHECK-NEXT: %a = pto.alloc_tile addr = %c256_i64 : [[VROW]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c256_i64 : [[VROW]]
; CHECK-NEXT: pto.tcolexpandadd ins(%a, %w : [[VROW]], [[VROW]]) outs(%r : [[VROW]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; ERR: error: in function @trowexpandmul_mismatch: pto.trowexpandmul: operand 1 (col) is vec f16 [16, 1] but the operation works on vec f32 [16, 64] (element types must match) [in: %r = call ptr addrspace(1) @pto.trowexpandmul(ptr addrspace(1) %a, ptr addrspace(1) %c)]
; ERR: error: in function @trowexpand_shape: pto.trowexpand expects 3 operands (col, rows, cols), got 2 [in: %r = call ptr addrspace(1) @pto.trowexpand(ptr addrspace(1) %c, i64 16)]

; A5ERR: error: in function @trowexpandmax_tmp_a5: pto.trowexpandmax.tmp exists only on a2a3, not on a5 (ascend950) [in: %r = call ptr addrspace(1) @pto.trowexpandmax.tmp(ptr addrspace(1) %a, ptr addrspace(1) %c, ptr addrspace(1) %t)]

;--- ok.ll
; trowexpand / tcolexpand: an explicit shape, the element type of the
; vector; the result never takes the vector's bytes.
define void @trowexpand() {
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpand(ptr addrspace(1) %c, i64 16, i64 64)
  ret void
}

define void @tcolexpand() {
  %w = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 64)
  %r = call ptr addrspace(1) @pto.tcolexpand(ptr addrspace(1) %w, i64 16, i64 64)
  ret void
}

; Binary row broadcasts: the result may take src's bytes, never the
; per-row vector's (first fit would offer them: a and c die here).
define void @trowexpandadd() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpandadd(ptr addrspace(1) %a, ptr addrspace(1) %c)
  ret void
}

define void @trowexpandsub() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpandsub(ptr addrspace(1) %a, ptr addrspace(1) %c)
  ret void
}

define void @trowexpandmul() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpandmul(ptr addrspace(1) %a, ptr addrspace(1) %c)
  ret void
}

define void @trowexpanddiv() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpanddiv(ptr addrspace(1) %a, ptr addrspace(1) %c)
  ret void
}

define void @trowexpandmax() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpandmax(ptr addrspace(1) %a, ptr addrspace(1) %c)
  ret void
}

define void @trowexpandmin() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpandmin(ptr addrspace(1) %a, ptr addrspace(1) %c)
  ret void
}

define void @trowexpandexpdif() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpandexpdif(ptr addrspace(1) %a, ptr addrspace(1) %c)
  ret void
}

; The scratch forms (max, min, expdif on a2a3 only): the result
; takes neither the vector's nor the scratch's bytes.
define void @trowexpandsub_tmp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowexpandsub.tmp(ptr addrspace(1) %a, ptr addrspace(1) %c, ptr addrspace(1) %t)
  ret void
}

define void @trowexpandmul_tmp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowexpandmul.tmp(ptr addrspace(1) %a, ptr addrspace(1) %c, ptr addrspace(1) %t)
  ret void
}

define void @trowexpanddiv_tmp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowexpanddiv.tmp(ptr addrspace(1) %a, ptr addrspace(1) %c, ptr addrspace(1) %t)
  ret void
}

define void @trowexpandmax_tmp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowexpandmax.tmp(ptr addrspace(1) %a, ptr addrspace(1) %c, ptr addrspace(1) %t)
  ret void
}

define void @trowexpandmin_tmp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowexpandmin.tmp(ptr addrspace(1) %a, ptr addrspace(1) %c, ptr addrspace(1) %t)
  ret void
}

define void @trowexpandexpdif_tmp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowexpandexpdif.tmp(ptr addrspace(1) %a, ptr addrspace(1) %c, ptr addrspace(1) %t)
  ret void
}

; Binary column broadcasts.
define void @tcolexpandadd() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 64)
  %r = call ptr addrspace(1) @pto.tcolexpandadd(ptr addrspace(1) %a, ptr addrspace(1) %w)
  ret void
}

define void @tcolexpandsub() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 64)
  %r = call ptr addrspace(1) @pto.tcolexpandsub(ptr addrspace(1) %a, ptr addrspace(1) %w)
  ret void
}

define void @tcolexpandmul() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 64)
  %r = call ptr addrspace(1) @pto.tcolexpandmul(ptr addrspace(1) %a, ptr addrspace(1) %w)
  ret void
}

define void @tcolexpanddiv() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 64)
  %r = call ptr addrspace(1) @pto.tcolexpanddiv(ptr addrspace(1) %a, ptr addrspace(1) %w)
  ret void
}

define void @tcolexpandmax() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 64)
  %r = call ptr addrspace(1) @pto.tcolexpandmax(ptr addrspace(1) %a, ptr addrspace(1) %w)
  ret void
}

define void @tcolexpandmin() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 64)
  %r = call ptr addrspace(1) @pto.tcolexpandmin(ptr addrspace(1) %a, ptr addrspace(1) %w)
  ret void
}

define void @tcolexpandexpdif() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 64)
  %r = call ptr addrspace(1) @pto.tcolexpandexpdif(ptr addrspace(1) %a, ptr addrspace(1) %w)
  ret void
}

; No-alias demonstrations: the vector is defined first (it takes the
; first buffer) and is as large as the result, so first fit would put
; the result on it; the rule sends the result to src's bytes or to new
; ones.
define void @trowexpand_same_size() {
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpand(ptr addrspace(1) %c, i64 16, i64 1)
  ret void
}

define void @trowexpandmul_vector_first() {
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpandmul(ptr addrspace(1) %a, ptr addrspace(1) %c)
  ret void
}

define void @trowexpandmul_tmp_first() {
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpandmul.tmp(ptr addrspace(1) %a, ptr addrspace(1) %c, ptr addrspace(1) %t)
  ret void
}

define void @tcolexpandadd_vector_first() {
  %w = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 64)
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 64)
  %r = call ptr addrspace(1) @pto.tcolexpandadd(ptr addrspace(1) %a, ptr addrspace(1) %w)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tcolexpand(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.tcolexpandadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolexpanddiv(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolexpandexpdif(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolexpandmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolexpandmin(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolexpandmul(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolexpandsub(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpand(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.trowexpandadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpanddiv(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpanddiv.tmp(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpandexpdif(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpandexpdif.tmp(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpandmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpandmax.tmp(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpandmin(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpandmin.tmp(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpandmul(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpandmul.tmp(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpandsub(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpandsub.tmp(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))

;--- err.ll
; The vector has src's element type.
define void @trowexpandmul_mismatch() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f16(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpandmul(ptr addrspace(1) %a, ptr addrspace(1) %c)
  ret void
}

define void @trowexpand_shape() {
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.trowexpand(ptr addrspace(1) %c, i64 16)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.trowexpand(ptr addrspace(1), i64)
declare ptr addrspace(1) @pto.trowexpandmul(ptr addrspace(1), ptr addrspace(1))

;--- a5err.ll
; a5 has no scratch form of trowexpandmax.
define void @trowexpandmax_tmp_a5() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowexpandmax.tmp(ptr addrspace(1) %a, ptr addrspace(1) %c, ptr addrspace(1) %t)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.trowexpandmax.tmp(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
