; Legality, layouts (ptoas-rules.md section D.2). Instruction selection
; refuses only a layout the kernel declared (a col_major or slayout
; modifier) where the op needs row_major or ND; an undeclared layout is the
; emitter's to choose. a2a3 needs a row_major texpands dst, a5 does not
; (target.ll); tile-scalar ops take a declared col_major tile (ok.ll).
;
; RUN: split-file %s %t
; RUN: not %llc -mcpu=ascend910b %t/target.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=A2A3
; RUN: %llc -mcpu=ascend950 %t/target.ll -o - | FileCheck %s --check-prefix=A5
; RUN: %llc -mcpu=ascend910b %t/ok.ll -o - | FileCheck %s --check-prefix=OK-A2A3
; RUN: %llc -mcpu=ascend950 %t/ok.ll -o - | FileCheck %s --check-prefix=OK-A5
; RUN: not %llc -mcpu=ascend910b %t/both.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BOTH-A2A3
; RUN: not %llc -mcpu=ascend950 %t/both.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BOTH-A5

; A2A3: error: in function @texpands_col_major: pto.texpands on ascend910b (a2a3) needs the result row_major; it is declared with blayout col_major, slayout none_box (vec f32 [16, 64])
; A2A3-NOT: error

; A5-LABEL: func.func @texpands_col_major(
; A5: pto.texpands ins(

; OK-A2A3-LABEL: func.func @tmuls_col_major(
; OK-A2A3: pto.tmuls ins(

; OK-A5-LABEL: func.func @tmuls_col_major(
; OK-A5: pto.tmuls ins(

; BOTH-A2A3: error: in function @tadd_col_major: pto.tadd on ascend910b (a2a3) needs operand 0 (src0) row_major; it is declared with blayout col_major, slayout none_box (vec f32 [16, 1])
; BOTH-A2A3-NEXT: error: in function @texp_col_major: pto.texp on ascend910b (a2a3) needs operand 0 (src) row_major; it is declared with blayout col_major, slayout none_box (vec f32 [16, 64])
; BOTH-A2A3-NEXT: error: in function @trowsum_boxed: pto.trowsum on ascend910b (a2a3) needs operand 0 (src) ND (blayout row_major, slayout none_box); it is declared with blayout row_major, slayout row_major (vec f32 [16, 64])
; BOTH-A2A3-NOT: error

; BOTH-A5: error: in function @tadd_col_major: pto.tadd on ascend950 (a5) needs operand 0 (src0) row_major; it is declared with blayout col_major, slayout none_box (vec f32 [16, 1])
; BOTH-A5-NEXT: error: in function @texp_col_major: pto.texp on ascend950 (a5) needs operand 0 (src) row_major; it is declared with blayout col_major, slayout none_box (vec f32 [16, 64])
; BOTH-A5-NEXT: error: in function @trowsum_boxed: pto.trowsum on ascend950 (a5) needs operand 0 (src) ND (blayout row_major, slayout none_box); it is declared with blayout row_major, slayout row_major (vec f32 [16, 64])
; BOTH-A5-NOT: error

;--- target.ll
define void @texpands_col_major(float %s) {
  %r = call ptr addrspace(1) @pto.texpands.f32.col_major(float %s, i64 16, i64 64)
  ret void
}
declare ptr addrspace(1) @pto.texpands.f32.col_major(float, i64, i64)
;--- ok.ll
; Tile-scalar ops take a declared col_major tile.
define void @tmuls_col_major(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.col_major(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %a, float %s)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32.col_major(i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
;--- both.ll
define void @tadd_col_major() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.col_major(i64 16, i64 1)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 1)
  %r = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}
define void @texp_col_major() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.col_major(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  ret void
}
define void @trowsum_boxed() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.s_row(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowsum(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.col_major(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.s_row(i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.trowsum(ptr addrspace(1), ptr addrspace(1))
