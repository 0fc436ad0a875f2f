; Row and column reductions: [rows, 1] and [1, cols] (i32 for the arg
; forms); tcolsum's scratch form prints isBinary inside ins.
; Each function is written so that its operands die at the op: where a
; no-alias rule applies, the addresses show the result kept apart from the
; forbidden operands; elsewhere the result takes a dead operand's bytes.
;
; RUN: split-file %s %t
; RUN: %llc -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: not %llc -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: func.func @trowsum() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VCOLR]]
; CHECK-NEXT: pto.trowsum ins(%a, %t : [[VF]], [[VF]]) outs(%r : [[VCOLR]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowmax() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VCOLR]]
; CHECK-NEXT: pto.trowmax ins(%a, %t : [[VF]], [[VF]]) outs(%r : [[VCOLR]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowmin() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VCOLR]]
; CHECK-NEXT: pto.trowmin ins(%a, %t : [[VF]], [[VF]]) outs(%r : [[VCOLR]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowprod() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VCOLR]]
; CHECK-NEXT: pto.trowprod ins(%a, %t : [[VF]], [[VF]]) outs(%r : [[VCOLR]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowargmax() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VCOLRI]]
; CHECK-NEXT: pto.trowargmax ins(%a, %t : [[VF]], [[VF]]) outs(%r : [[VCOLRI]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @trowargmin() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VCOLRI]]
; CHECK-NEXT: pto.trowargmin ins(%a, %t : [[VF]], [[VF]]) outs(%r : [[VCOLRI]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolsum() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VROW]]
; CHECK-NEXT: pto.tcolsum ins(%a : [[VF]]) outs(%r : [[VROW]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolmax() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VROW]]
; CHECK-NEXT: pto.tcolmax ins(%a : [[VF]]) outs(%r : [[VROW]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolmin() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VROW]]
; CHECK-NEXT: pto.tcolmin ins(%a : [[VF]]) outs(%r : [[VROW]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolprod() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VROW]]
; CHECK-NEXT: pto.tcolprod ins(%a : [[VF]]) outs(%r : [[VROW]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolsum_tmp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VROW]]
; CHECK-NEXT: pto.tcolsum ins(%a, %t {isBinary = true} : [[VF]], [[VF]]) outs(%r : [[VROW]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolargmax() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VROWI]]
; CHECK-NEXT: pto.tcolargmax ins(%a, %t : [[VF]], [[VF]]) outs(%r : [[VROWI]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tcolargmin() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c8192_i64 : [[VROWI]]
; CHECK-NEXT: pto.tcolargmin ins(%a, %t : [[VF]], [[VF]]) outs(%r : [[VROWI]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; ERR: error: in function @trowsum_result: pto.trowsum: the result is in vec (addrspace 1), but the call returns ptr addrspace(2) [in: %r = call ptr addrspace(2) @pto.trowsum(ptr addrspace(1) %a, ptr addrspace(1) %t)]
; ERR: error: in function @trowmax_operands: pto.trowmax expects 2 operands (src, tmp), got 1 [in: %r = call ptr addrspace(1) @pto.trowmax(ptr addrspace(1) %a)]
; ERR: error: in function @trowargmax_dtype: 'pto.trowargmax.f32': the result of pto.trowargmax is i32, not f32 [in: %r = call ptr addrspace(1) @pto.trowargmax.f32(ptr addrspace(1) %a, ptr addrspace(1) %t)]

;--- ok.ll
; Row reductions: [rows, 1] (i32 for the arg forms), never over src or
; tmp (not in-place safe).
define void @trowsum() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowsum(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

define void @trowmax() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowmax(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

define void @trowmin() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowmin(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

define void @trowprod() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowprod(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

define void @trowargmax() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowargmax(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

define void @trowargmin() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowargmin(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

; Column reductions: [1, cols], in place safe.
define void @tcolsum() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcolsum(ptr addrspace(1) %a)
  ret void
}

define void @tcolmax() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcolmax(ptr addrspace(1) %a)
  ret void
}

define void @tcolmin() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcolmin(ptr addrspace(1) %a)
  ret void
}

define void @tcolprod() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcolprod(ptr addrspace(1) %a)
  ret void
}

; The binary form: isBinary inside ins.
define void @tcolsum_tmp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcolsum.tmp(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

; Column arg reductions: i32, not in-place safe.
define void @tcolargmax() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcolargmax(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

define void @tcolargmin() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tcolargmin(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tcolargmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolargmin(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolmax(ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolmin(ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolprod(ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolsum(ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolsum.tmp(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowargmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowargmin(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowmin(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowprod(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowsum(ptr addrspace(1), ptr addrspace(1))

;--- err.ll
; The result of a reduction is in vec.
define void @trowsum_result() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(2) @pto.trowsum(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

; The scratch is mandatory.
define void @trowmax_operands() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowmax(ptr addrspace(1) %a)
  ret void
}

; The arg forms make i32 tiles.
define void @trowargmax_dtype() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowargmax.f32(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.trowargmax.f32(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowmax(ptr addrspace(1))
declare ptr addrspace(2) @pto.trowsum(ptr addrspace(1), ptr addrspace(1))
