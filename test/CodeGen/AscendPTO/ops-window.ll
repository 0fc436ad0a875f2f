; textract (a window of a mat tile into left or right; a5 adds vec) and
; tinsert (an acc tile written into a mat tile in place).
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

; CHECK-LABEL: func.func @textract(%k: index) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; CHECK: %m = pto.alloc_tile addr = %c0_i64 : [[MB]]
; CHECK-NEXT: %l = pto.alloc_tile addr = %c0_i64 : [[LT]]
; CHECK-NEXT: pto.textract ins(%m, %c0, %k : [[MB]], index, index) outs(%l : [[LT]])
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=right, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=col_major, fractal=512, pad=0>
; CHECK-NEXT: pto.textract ins(%m, %c0, %c32 : [[MB]], index, index) outs(%r : !pto.tile_buf<loc=right, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=col_major, fractal=512, pad=0>)
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tinsert() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; CHECK: %m = pto.alloc_tile addr = %c0_i64 : [[MB]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
; CHECK-NEXT: pto.tinsert ins(%c, %c16, %c0 : !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=row_major, fractal=1024, pad=0>, index, index) outs(%m : [[MB]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; A5-LABEL: func.func @textract_vec() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; A5: %v = pto.alloc_tile addr = %c0_i64 : [[VF]]
; A5-NEXT: %w = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; A5-NEXT: pto.textract ins(%v, %c0, %c0 : [[VF]], index, index) outs(%w : [[VF]])
; A5-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; A5-NEXT: return
; ERR: error: in function @textract_vec: pto.textract: there is no copy from vec to vec on a2a3 (legal: mat->left, mat->right); a5 has it [in: %w = call ptr addrspace(1) @pto.textract(ptr addrspace(1) %v, i64 0, i64 0, i64 16, i64 64)]
; ERR: error: in function @textract_acc: pto.textract can write vec (addrspace 1) or mat (addrspace 2) or left (addrspace 3) or right (addrspace 4) or scaling (addrspace 7), not acc (addrspace 5) [in: %c = call ptr addrspace(5) @pto.textract(ptr addrspace(2) %m, i64 0, i64 0, i64 16, i64 32)]
; ERR: error: in function @textract_dtype: pto.textract: mat->left keeps the element type (mat f16 [32, 64]), it cannot make f32 [in: %l = call ptr addrspace(3) @pto.textract.f32(ptr addrspace(2) %m, i64 0, i64 0, i64 16, i64 32)]
; ERR: error: in function @tinsert_space: pto.tinsert: operand 1 (src) must be in acc (addrspace 5), but ptr addrspace(2) %c is in mat (addrspace 2) [in: %r = call ptr addrspace(2) @pto.tinsert(ptr addrspace(2) %m, ptr addrspace(2) %c, i64 16, i64 0)]

;--- ok.ll
; textract cuts a [rows, cols] window of a mat tile into left or right
; (the result's space chooses; a run-time offset is an index).
define void @textract(i64 %k) {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16(i64 32, i64 64)
  %l = call ptr addrspace(3) @pto.textract(ptr addrspace(2) %m, i64 0, i64 %k, i64 16, i64 32)
  %r = call ptr addrspace(4) @pto.textract(ptr addrspace(2) %m, i64 0, i64 32, i64 32, i64 32)
  ret void
}

; tinsert writes an acc tile into a mat tile in place (converting f32
; to f16): the result is the target's handle.
define void @tinsert() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16(i64 32, i64 64)
  %c = call ptr addrspace(5) @pto.alloc_tile.f32(i64 16, i64 32)
  %r = call ptr addrspace(2) @pto.tinsert(ptr addrspace(2) %m, ptr addrspace(5) %c, i64 16, i64 0)
  ret void
}

declare ptr addrspace(2) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(2) @pto.tinsert(ptr addrspace(2), ptr addrspace(5), i64, i64)
declare ptr addrspace(3) @pto.textract(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32(i64, i64)

;--- a5.ll
; a5 adds vec to vec; textract is not in-place safe.
define void @textract_vec() {
  %v = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.textract(ptr addrspace(1) %v, i64 0, i64 0, i64 16, i64 64)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.textract(ptr addrspace(1), i64, i64, i64, i64)

;--- err.ll
; On a2a3 textract reads mat only.
define void @textract_vec() {
  %v = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.textract(ptr addrspace(1) %v, i64 0, i64 0, i64 16, i64 64)
  ret void
}

; An illegal pair everywhere.
define void @textract_acc() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16(i64 32, i64 64)
  %c = call ptr addrspace(5) @pto.textract(ptr addrspace(2) %m, i64 0, i64 0, i64 16, i64 32)
  ret void
}

; textract keeps the element type.
define void @textract_dtype() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16(i64 32, i64 64)
  %l = call ptr addrspace(3) @pto.textract.f32(ptr addrspace(2) %m, i64 0, i64 0, i64 16, i64 32)
  ret void
}

; The acc source is in acc.
define void @tinsert_space() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f16(i64 32, i64 64)
  %c = call ptr addrspace(2) @pto.alloc_tile.f32(i64 16, i64 32)
  %r = call ptr addrspace(2) @pto.tinsert(ptr addrspace(2) %m, ptr addrspace(2) %c, i64 16, i64 0)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.textract(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(2) @pto.tinsert(ptr addrspace(2), ptr addrspace(2), i64, i64)
declare ptr addrspace(3) @pto.textract.f32(ptr addrspace(2), i64, i64, i64, i64)
