; pto.tmov (PyPTO tile.move): the result's space chooses the pair, which
; must be a legal MovePair of the target (an illegal pair is an error naming
; the pair and the target); only moves out of acc convert; not in-place
; safe.
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

; CHECK-LABEL: func.func @cube_moves() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; CHECK: %ma = pto.alloc_tile addr = %c4096_i64 : [[MA]]
; CHECK-NEXT: %mb = pto.alloc_tile addr = %c0_i64 : [[MB]]
; CHECK-NEXT: %mc = pto.alloc_tile addr = %c5120_i64 : !pto.tile_buf<loc=mat, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %l = pto.alloc_tile addr = %c0_i64 : [[LT]]
; CHECK-NEXT: pto.tmov ins(%ma : [[MA]]) outs(%l : [[LT]])
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[RT]]
; CHECK-NEXT: pto.tmov ins(%mb : [[MB]]) outs(%r : [[RT]])
; CHECK-NEXT: %b = pto.alloc_tile addr = %c0_i64 : [[BIAS]]
; CHECK-NEXT: pto.tmov ins(%mc : !pto.tile_buf<loc=mat, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%b : [[BIAS]])
; CHECK-NEXT: %c = pto.alloc_tile addr = %c0_i64 : [[ACC]]
; CHECK-NEXT: %cm = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=64, v_row=16, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>
; CHECK-NEXT: pto.tmov ins(%c : [[ACC]]) outs(%cm : !pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=64, v_row=16, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>)
; CHECK-NEXT: %cv = pto.alloc_tile addr = %c0_i64 : [[VH]]
; CHECK-NEXT: pto.tmov ins(%c : [[ACC]]) outs(%cv : [[VH]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @vec_to_vec() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: pto.tmov ins(%a : [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: return
; CHECK-LABEL: func.func @control_texp() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.texp ins(%a : [[VF]]) outs(%r : [[VF]])
; CHECK-NEXT: return

; A5-LABEL: func.func @a5_moves() attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; A5: %v = pto.alloc_tile addr = %c0_i64 : [[VF]]
; A5-NEXT: %m = pto.alloc_tile addr = %c0_i64 : [[MF]]
; A5-NEXT: pto.tmov ins(%v : [[VF]]) outs(%m : [[MF]])
; A5-NEXT: %ms = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=mat, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; A5-NEXT: %s = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=scaling, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; A5-NEXT: pto.tmov ins(%ms : !pto.tile_buf<loc=mat, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%s : !pto.tile_buf<loc=scaling, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
; A5-NEXT: return

; ERR: error: in function @acc_to_acc: pto.tmov: there is no move from acc to acc on a2a3 (legal: mat->left, mat->right, mat->bias, mat->scaling, vec->vec, acc->mat, acc->vec) [in: %d = call ptr addrspace(5) @pto.tmov(ptr addrspace(5) %c)]
; ERR: error: in function @vec_to_mat: pto.tmov: there is no move from vec to mat on a2a3 (legal: mat->left, mat->right, mat->bias, mat->scaling, vec->vec, acc->mat, acc->vec); a5 has it [in: %m = call ptr addrspace(2) @pto.tmov(ptr addrspace(1) %v)]
; ERR: error: in function @vec_to_vec_converts: pto.tmov: vec->vec keeps the element type (vec f32 [16, 64]), it cannot make f16 [in: %w = call ptr addrspace(1) @pto.tmov.f16(ptr addrspace(1) %v)]

;--- ok.ll
; mat to left and right (MTE1), mat to bias, acc to mat and to vec (FIX,
; converting f32 to f16).
define void @cube_moves() {
  %ma = call ptr addrspace(2) @pto.alloc_tile.f16(i64 16, i64 32)
  %mb = call ptr addrspace(2) @pto.alloc_tile.f16(i64 32, i64 64)
  %mc = call ptr addrspace(2) @pto.alloc_tile.f32.row_major.s_none(i64 1, i64 64)
  %l = call ptr addrspace(3) @pto.tmov(ptr addrspace(2) %ma)
  %r = call ptr addrspace(4) @pto.tmov(ptr addrspace(2) %mb)
  %b = call ptr addrspace(6) @pto.tmov(ptr addrspace(2) %mc)
  %c = call ptr addrspace(5) @pto.alloc_tile.f32(i64 16, i64 64)
  %cm = call ptr addrspace(2) @pto.tmov.f16(ptr addrspace(5) %c)
  %cv = call ptr addrspace(1) @pto.tmov.f16(ptr addrspace(5) %c)
  ret void
}

; vec to vec: tmov is not in-place safe, so the result never takes the
; bytes of its source, although the source dies at the move.
define void @vec_to_vec() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tmov(ptr addrspace(1) %a)
  ret void
}

; Control: the same pattern with an in-place-safe op; the result takes its
; dead operand's bytes.
define void @control_texp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  ret void
}

declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(2) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f32.row_major.s_none(i64, i64)
declare ptr addrspace(3) @pto.tmov(ptr addrspace(2))
declare ptr addrspace(2) @pto.tmov.f16(ptr addrspace(5))
declare ptr addrspace(5) @pto.alloc_tile.f32(i64, i64)

;--- a5.ll
; a5 adds vec to mat; mat to scaling (a5 has the scaling space).
define void @a5_moves() {
  %v = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %m = call ptr addrspace(2) @pto.tmov(ptr addrspace(1) %v)
  %ms = call ptr addrspace(2) @pto.alloc_tile.f32.row_major.s_none(i64 1, i64 64)
  %s = call ptr addrspace(7) @pto.tmov(ptr addrspace(2) %ms)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(2) @pto.tmov(ptr addrspace(1))
declare ptr addrspace(2) @pto.alloc_tile.f32.row_major.s_none(i64, i64)

;--- err.ll
; acc to acc is illegal on every target.
define void @acc_to_acc() {
  %c = call ptr addrspace(5) @pto.alloc_tile.f32(i64 16, i64 64)
  %d = call ptr addrspace(5) @pto.tmov(ptr addrspace(5) %c)
  ret void
}

; vec to mat is legal on a5 only.
define void @vec_to_mat() {
  %v = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %m = call ptr addrspace(2) @pto.tmov(ptr addrspace(1) %v)
  ret void
}

; Only a move out of acc may change the element type.
define void @vec_to_vec_converts() {
  %v = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.tmov.f16(ptr addrspace(1) %v)
  ret void
}

declare ptr addrspace(5) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(5) @pto.tmov(ptr addrspace(5))
declare ptr addrspace(1) @pto.tmov.f16(ptr addrspace(1))
