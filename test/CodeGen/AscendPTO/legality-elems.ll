; Legality, element types per target (ptoas-rules.md section D.1): the
; same kernels on both CPUs. target.ll is legal on ascend950 (a5) and
; refused on ascend910b (a2a3), each with the rule and the target; both.ll
; is refused on both (the element-type pairs of tinsert and tscatter, a
; bitcast that changes nothing, index tiles of the wrong signedness).
;
; RUN: split-file %s %t
; RUN: not %llc -mcpu=ascend910b %t/target.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=A2A3
; RUN: %llc -mcpu=ascend950 %t/target.ll -o - | FileCheck %s --check-prefix=A5
; RUN: not %llc -mcpu=ascend910b %t/both.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BOTH-A2A3
; RUN: not %llc -mcpu=ascend950 %t/both.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BOTH-A5

; A2A3: error: in function @tadd_bf16: pto.tadd on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is bf16 (vec bf16 [16, 64])
; A2A3-NEXT: error: in function @tand_i32: pto.tand on ascend910b (a2a3) takes i16, ui16, i8 or ui8 tiles as operand 0 (src0); operand 0 (src0) is i32 (vec i32 [16, 64])
; A2A3-NEXT: error: in function @tdiv_i16: pto.tdiv on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (src0); operand 0 (src0) is i16 (vec i16 [16, 64])
; A2A3-NEXT: error: in function @tnot_i8: pto.tnot on ascend910b (a2a3) takes i16 or ui16 tiles as operand 0 (src); operand 0 (src) is i8 (vec i8 [16, 64])
; A2A3-NEXT: error: in function @tcmp_bf16: pto.tcmp on ascend910b (a2a3) takes f32, f16, i32 or ui32 tiles as operand 0 (src0); operand 0 (src0) is bf16 (vec bf16 [16, 64])
; A2A3-NEXT: error: in function @tprelu_f32_tmp: pto.tprelu on ascend910b (a2a3) takes ui8 tiles as operand 2 (tmp); operand 2 (tmp) is f32 (vec f32 [16, 64])
; A2A3-NEXT: error: in function @tinsert_f32_f32: pto.tinsert on ascend910b (a2a3) takes f32 -> f16 or f32 -> bf16 from operand 1 (src) to operand 0 (target); they are f32 -> f32 (acc f32 [16, 64], mat f32 [32, 64])
; A2A3-NOT: error

; A5-LABEL: func.func @tadd_bf16(
; A5: pto.tadd ins(
; A5-LABEL: func.func @tand_i32(
; A5: pto.tand ins(
; A5-LABEL: func.func @tdiv_i16(
; A5: pto.tdiv ins(
; A5-LABEL: func.func @tnot_i8(
; A5: pto.tnot ins(
; A5-LABEL: func.func @tcmp_bf16(
; A5: pto.tcmp ins(
; A5-LABEL: func.func @tprelu_f32_tmp(
; A5: pto.tprelu ins(
; A5-LABEL: func.func @tinsert_f32_f32(
; A5: pto.tinsert ins(

; BOTH-A2A3: error: in function @texp_bf16: pto.texp on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; BOTH-A2A3-NEXT: error: in function @tmul_bf16: pto.tmul on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is bf16 (vec bf16 [16, 64])
; BOTH-A2A3-NEXT: error: in function @tload_i4: pto.tload on ascend910b (a2a3) takes f32, f16, bf16, i32, ui32, i16, ui16, i8, ui8, i64 or ui64 tiles as the result; the result is i4 (vec i4 [16, 64])
; BOTH-A2A3-NEXT: error: in function @tsort32_i32_idx: pto.tsort32 on ascend910b (a2a3) takes ui32 tiles as operand 1 (idx); operand 1 (idx) is i32 (vec i32 [16, 64])
; BOTH-A2A3-NEXT: error: in function @textract_i16: pto.textract on ascend910b (a2a3) takes i8, ui8, f16, bf16 or f32 tiles as operand 0 (src); operand 0 (src) is i16 (mat i16 [32, 64])
; BOTH-A2A3-NEXT: error: in function @trowsum_bf16: pto.trowsum on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; BOTH-A2A3-NEXT: error: in function @tscatter_width: pto.tscatter on ascend910b (a2a3) takes i8 -> i16, i8 -> ui16, ui8 -> i16, ui8 -> ui16, i16 -> i16, i16 -> ui16, ui16 -> i16, ui16 -> ui16, f16 -> i16, f16 -> ui16, bf16 -> i16, bf16 -> ui16, i32 -> i32, i32 -> ui32, ui32 -> i32, ui32 -> ui32, f32 -> i32 or f32 -> ui32 from operand 1 (src) to operand 2 (idx); they are f32 -> i16 (vec f32 [16, 64], vec i16 [16, 64])
; BOTH-A2A3-NEXT: error: in function @bitcast_same: pto.bitcast on ascend910b (a2a3) needs different element types for operand 0 (src) and the result; both are f32 (vec f32 [16, 64])
; BOTH-A2A3-NOT: error

; BOTH-A5: error: in function @texp_bf16: pto.texp on ascend950 (a5) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; BOTH-A5-NEXT: error: in function @tmul_bf16: pto.tmul on ascend950 (a5) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is bf16 (vec bf16 [16, 64])
; BOTH-A5-NEXT: error: in function @tload_i4: pto.tload on ascend950 (a5) takes f32, f16, bf16, i32, ui32, i16, ui16, i8, ui8, i64, ui64, f8E4M3FN or f8E5M2 tiles as the result; the result is i4 (vec i4 [16, 64])
; BOTH-A5-NEXT: error: in function @tsort32_i32_idx: pto.tsort32 on ascend950 (a5) takes ui32 tiles as operand 1 (idx); operand 1 (idx) is i32 (vec i32 [16, 64])
; BOTH-A5-NEXT: error: in function @textract_i16: pto.textract on ascend950 (a5) takes i8, ui8, f8E4M3FN, f8E5M2, f16, bf16 or f32 tiles as operand 0 (src); operand 0 (src) is i16 (mat i16 [32, 64])
; BOTH-A5-NEXT: error: in function @trowsum_bf16: pto.trowsum on ascend950 (a5) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; BOTH-A5-NEXT: error: in function @tscatter_width: pto.tscatter on ascend950 (a5) takes i8 -> i16, i8 -> ui16, ui8 -> i16, ui8 -> ui16, i16 -> i16, i16 -> ui16, ui16 -> i16, ui16 -> ui16, f16 -> i16, f16 -> ui16, bf16 -> i16, bf16 -> ui16, i32 -> i32, i32 -> ui32, ui32 -> i32, ui32 -> ui32, f32 -> i32 or f32 -> ui32 from operand 1 (src) to operand 2 (idx); they are f32 -> i16 (vec f32 [16, 64], vec i16 [16, 64])
; BOTH-A5-NEXT: error: in function @bitcast_same: pto.bitcast on ascend950 (a5) needs different element types for operand 0 (src) and the result; both are f32 (vec f32 [16, 64])
; BOTH-A5-NOT: error

;--- target.ll
define void @tadd_bf16() {
  %a = call ptr addrspace(1) @pto.alloc_tile.bf16(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.bf16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}
define void @tand_i32() {
  %a = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tand(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}
define void @tdiv_i16() {
  %a = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tdiv(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}
define void @tnot_i8() {
  %a = call ptr addrspace(1) @pto.alloc_tile.i8(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tnot(ptr addrspace(1) %a)
  ret void
}
define void @tcmp_bf16() {
  %a = call ptr addrspace(1) @pto.alloc_tile.bf16(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.bf16(i64 16, i64 64)
  %m = call ptr addrspace(1) @pto.tcmp.lt(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}
define void @tprelu_f32_tmp() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %a, ptr addrspace(1) %s, ptr addrspace(1) %t)
  ret void
}
define void @tinsert_f32_f32() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f32(i64 32, i64 64)
  %c = call ptr addrspace(5) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(2) @pto.tinsert(ptr addrspace(2) %m, ptr addrspace(5) %c, i64 16, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.bf16(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i16(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i8(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f32.mat(i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tand(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tdiv(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tnot(ptr addrspace(1))
declare ptr addrspace(1) @pto.tcmp.lt(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tprelu(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(2) @pto.tinsert(ptr addrspace(2), ptr addrspace(5), i64, i64)
;--- both.ll
define void @texp_bf16() {
  %a = call ptr addrspace(1) @pto.alloc_tile.bf16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  ret void
}
define void @tmul_bf16() {
  %a = call ptr addrspace(1) @pto.alloc_tile.bf16(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.bf16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}
define void @tload_i4(ptr %p) {
  %v = call ptr @pto.tensor_view.i4(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  ret void
}
define void @tsort32_i32_idx() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %i = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsort32(ptr addrspace(1) %a, ptr addrspace(1) %i)
  ret void
}
define void @textract_i16() {
  %m = call ptr addrspace(2) @pto.alloc_tile.i16(i64 32, i64 64)
  %l = call ptr addrspace(3) @pto.textract(ptr addrspace(2) %m, i64 0, i64 0, i64 16, i64 32)
  ret void
}
define void @trowsum_bf16() {
  %a = call ptr addrspace(1) @pto.alloc_tile.bf16(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.bf16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.trowsum(ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}
define void @tscatter_width() {
  %d = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %i = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tscatter(ptr addrspace(1) %d, ptr addrspace(1) %s, ptr addrspace(1) %i)
  ret void
}
define void @bitcast_same() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.bitcast.f32(ptr addrspace(1) %a)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.bf16(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i16(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.i16.mat(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr @pto.tensor_view.i4(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tmul(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsort32(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(3) @pto.textract(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.trowsum(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tscatter(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.bitcast.f32(ptr addrspace(1))
