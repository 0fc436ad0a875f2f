; Legality, scalar operands (ptoas-rules.md G3, §3, §13, section D.5), the
; same on both CPUs: a float for tmaxs/tmins even on integer tiles, the
; element type for texpands/tfmods/taxpy, f32 for tlrelu, a signless integer
; for the bitwise ops, bounds on constants (tshls, tmrgsort's blockLen), and
; no i64 scalar anywhere (PTO prints it as index). ok.ll: what is accepted.
;
; RUN: split-file %s %t
; RUN: %llc -mcpu=ascend910b %t/ok.ll -o - | FileCheck %s --check-prefix=OK-A2A3
; RUN: %llc -mcpu=ascend950 %t/ok.ll -o - | FileCheck %s --check-prefix=OK-A5
; RUN: not %llc -mcpu=ascend910b %t/both.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=A2A3
; RUN: not %llc -mcpu=ascend950 %t/both.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=A5

; OK-A2A3-LABEL: func.func @tmaxs_int_tile(
; OK-A2A3: pto.tmaxs ins(
; OK-A2A3-LABEL: func.func @tadds_any_scalar(
; OK-A2A3: pto.tadds ins(
; OK-A2A3-LABEL: func.func @tmrgsort_block(
; OK-A2A3: pto.tmrgsort ins(

; OK-A5-LABEL: func.func @tmaxs_int_tile(
; OK-A5: pto.tmaxs ins(
; OK-A5-LABEL: func.func @tadds_any_scalar(
; OK-A5: pto.tadds ins(
; OK-A5-LABEL: func.func @tmrgsort_block(
; OK-A5: pto.tmrgsort ins(

; A2A3: error: in function @tmaxs_int_scalar: pto.tmaxs on ascend910b (a2a3) takes a floating-point scalar (even on integer tiles) as operand 1 (scalar); it is i32 %s
; A2A3-NEXT: error: in function @tmins_int_scalar: pto.tmins on ascend910b (a2a3) takes a floating-point scalar (even on integer tiles) as operand 1 (scalar); it is i16 %s
; A2A3-NEXT: error: in function @texpands_f32_into_f16: pto.texpands on ascend910b (a2a3) takes a scalar of the result's element type (f16) as operand 0 (scalar); it is float %s
; A2A3-NEXT: error: in function @tfmods_mismatch: pto.tfmods on ascend910b (a2a3) takes a scalar of operand 0 (src)'s element type (f32) as operand 1 (scalar); it is half %s
; A2A3-NEXT: error: in function @taxpy_mismatch: pto.taxpy on ascend910b (a2a3) takes a scalar of operand 1 (src)'s element type (f32) as operand 2 (scalar); it is half %s
; A2A3-NEXT: error: in function @tlrelu_half_slope: pto.tlrelu on ascend910b (a2a3) takes an f32 scalar as operand 1 (slope); it is half %s
; A2A3-NEXT: error: in function @tands_float_scalar: pto.tands on ascend910b (a2a3) takes a signless integer scalar as operand 1 (scalar); it is float %s
; A2A3-NEXT: error: in function @tshls_negative: pto.tshls on ascend910b (a2a3) takes a constant operand 1 (scalar) of at least 0; it is i32 -1
; A2A3-NEXT: error: in function @tmrgsort_block: pto.tmrgsort on ascend910b (a2a3) takes a constant operand 1 (blockLen) of at least 64 that is a multiple of 64; it is i32 96
; A2A3-NEXT: error: in function @tadds_index: pto.tadds on ascend910b (a2a3) takes an integer of at most 32 bits or a float as operand 1 (scalar); i64 %s is i64, which PTO prints as index (truncate it to i32)
; A2A3-NOT: error

; A5: error: in function @tmaxs_int_scalar: pto.tmaxs on ascend950 (a5) takes a floating-point scalar (even on integer tiles) as operand 1 (scalar); it is i32 %s
; A5-NEXT: error: in function @tmins_int_scalar: pto.tmins on ascend950 (a5) takes a floating-point scalar (even on integer tiles) as operand 1 (scalar); it is i16 %s
; A5-NEXT: error: in function @texpands_f32_into_f16: pto.texpands on ascend950 (a5) takes a scalar of the result's element type (f16) as operand 0 (scalar); it is float %s
; A5-NEXT: error: in function @tfmods_mismatch: pto.tfmods on ascend950 (a5) takes a scalar of operand 0 (src)'s element type (f32) as operand 1 (scalar); it is half %s
; A5-NEXT: error: in function @taxpy_mismatch: pto.taxpy on ascend950 (a5) takes a scalar of operand 1 (src)'s element type (f32) as operand 2 (scalar); it is half %s
; A5-NEXT: error: in function @tlrelu_half_slope: pto.tlrelu on ascend950 (a5) takes an f32 scalar as operand 1 (slope); it is half %s
; A5-NEXT: error: in function @tands_float_scalar: pto.tands on ascend950 (a5) takes a signless integer scalar as operand 1 (scalar); it is float %s
; A5-NEXT: error: in function @tshls_negative: pto.tshls on ascend950 (a5) takes a constant operand 1 (scalar) of at least 0; it is i32 -1
; A5-NEXT: error: in function @tmrgsort_block: pto.tmrgsort on ascend950 (a5) takes a constant operand 1 (blockLen) of at least 64 that is a multiple of 64; it is i32 96
; A5-NEXT: error: in function @tadds_index: pto.tadds on ascend950 (a5) takes an integer of at most 32 bits or a float as operand 1 (scalar); i64 %s is i64, which PTO prints as index (truncate it to i32)
; A5-NOT: error

;--- ok.ll
define void @tmaxs_int_tile(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tmaxs(ptr addrspace(1) %a, float %s)
  ret void
}
define void @tadds_any_scalar(i32 %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %a, i32 %s)
  ret void
}
define void @tmrgsort_block() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 256)
  %r = call ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1) %a, i32 64)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tmaxs(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), i32)
declare ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1), i32)
;--- both.ll
define void @tmaxs_int_scalar(i32 %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tmaxs(ptr addrspace(1) %a, i32 %s)
  ret void
}
define void @tmins_int_scalar(i16 %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tmins(ptr addrspace(1) %a, i16 %s)
  ret void
}
define void @texpands_f32_into_f16(float %s) {
  %r = call ptr addrspace(1) @pto.texpands.f16(float %s, i64 16, i64 64)
  ret void
}
define void @tfmods_mismatch(half %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tfmods(ptr addrspace(1) %a, half %s)
  ret void
}
define void @taxpy_mismatch(half %s) {
  %acc = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %acc, ptr addrspace(1) %a, half %s)
  ret void
}
define void @tlrelu_half_slope(half %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tlrelu(ptr addrspace(1) %a, half %s)
  ret void
}
define void @tands_float_scalar(float %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tands(ptr addrspace(1) %a, float %s)
  ret void
}
define void @tshls_negative() {
  %a = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tshls(ptr addrspace(1) %a, i32 -1)
  ret void
}
define void @tmrgsort_block(i32 %n) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 1, i64 256)
  %r = call ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1) %a, i32 96)
  ret void
}
define void @tadds_index(i64 %s) {
  %a = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %a, i64 %s)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i16(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tmaxs(ptr addrspace(1), i32)
declare ptr addrspace(1) @pto.tmins(ptr addrspace(1), i16)
declare ptr addrspace(1) @pto.texpands.f16(float, i64, i64)
declare ptr addrspace(1) @pto.tfmods(ptr addrspace(1), half)
declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), ptr addrspace(1), half)
declare ptr addrspace(1) @pto.tlrelu(ptr addrspace(1), half)
declare ptr addrspace(1) @pto.tands(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tshls(ptr addrspace(1), i32)
declare ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1), i32)
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), i64)
