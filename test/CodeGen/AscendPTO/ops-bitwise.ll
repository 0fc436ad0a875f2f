; Bitwise ops and shifts on integer tiles; tands, tors and txors are not
; in-place safe.
; Each function is written so that its operands die at the op: where a
; no-alias rule applies, the addresses show the result kept apart from the
; forbidden operands; elsewhere the result takes a dead operand's bytes.
;
; RUN: split-file %s %t
; RUN: %llc -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: not %llc -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: func.func @tand() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c2048_i64 : [[VS]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: pto.tand ins(%a, %b : [[VS]], [[VS]]) outs(%r : [[VS]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tor() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c2048_i64 : [[VS]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: pto.tor ins(%a, %b : [[VS]], [[VS]]) outs(%r : [[VS]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tshl() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c2048_i64 : [[VS]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: pto.tshl ins(%a, %b : [[VS]], [[VS]]) outs(%r : [[VS]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tshr() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c2048_i64 : [[VS]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: pto.tshr ins(%a, %b : [[VS]], [[VS]]) outs(%r : [[VS]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @txor() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c2048_i64 : [[VS]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c4096_i64 : [[VS]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: pto.txor ins(%a, %b, %t : [[VS]], [[VS]], [[VS]]) outs(%r : [[VS]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tnot() attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: pto.tnot ins(%a : [[VS]]) outs(%r : [[VS]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tshls(%k: i16) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: pto.tshls ins(%a, %k : [[VS]], i16) outs(%r : [[VS]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tshrs(%k: i16) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: pto.tshrs ins(%a, %k : [[VS]], i16) outs(%r : [[VS]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tands(%k: i16) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c2048_i64 : [[VS]]
; CHECK-NEXT: pto.tands ins(%a, %k : [[VS]], i16) outs(%r : [[VS]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @tors(%k: i16) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c2048_i64 : [[VS]]
; CHECK-NEXT: pto.tors ins(%a, %k : [[VS]], i16) outs(%r : [[VS]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-LABEL: func.func @txors(%k: i16) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {
; CHECK: %a = pto.alloc_tile addr = %c0_i64 : [[VS]]
; CHECK-NEXT: %t = pto.alloc_tile addr = %c2048_i64 : [[VS]]
; CHECK-NEXT: %r = pto.alloc_tile addr = %c4096_i64 : [[VS]]
; CHECK-NEXT: pto.txors ins(%a, %k, %t : [[VS]], i16, [[VS]]) outs(%r : [[VS]])
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return

; ERR: error: in function @tand_float: pto.tand on ascend910b (a2a3) takes i16, ui16, i8 or ui8 tiles as operand 0 (src0); operand 0 (src0) is f32 (vec f32 [16, 64]) [in: %r = call ptr addrspace(1) @pto.tand(ptr addrspace(1) %a, ptr addrspace(1) %b)]
; ERR: error: in function @txor_mismatch: pto.txor: operand 1 (src1) is vec i32 [16, 64] but the operation works on vec i16 [16, 64] (element types and shapes must match) [in: %r = call ptr addrspace(1) @pto.txor(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %t)]

;--- ok.ll
; Bitwise ops on integer tiles; in place safe.
define void @tand() {
  %a = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tand(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tor() {
  %a = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tor(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tshl() {
  %a = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tshl(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tshr() {
  %a = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tshr(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

; txor has a scratch tile (no rule: it may be reused).
define void @txor() {
  %a = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.txor(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %t)
  ret void
}

define void @tnot() {
  %a = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tnot(ptr addrspace(1) %a)
  ret void
}

; Shifts by a scalar: in place safe.
define void @tshls(i16 %k) {
  %a = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tshls(ptr addrspace(1) %a, i16 %k)
  ret void
}

define void @tshrs(i16 %k) {
  %a = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tshrs(ptr addrspace(1) %a, i16 %k)
  ret void
}

; tands, tors and txors are not in-place safe: the result never takes
; the dead source's bytes.
define void @tands(i16 %k) {
  %a = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tands(ptr addrspace(1) %a, i16 %k)
  ret void
}

define void @tors(i16 %k) {
  %a = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tors(ptr addrspace(1) %a, i16 %k)
  ret void
}

define void @txors(i16 %k) {
  %a = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.txors(ptr addrspace(1) %a, i16 %k, ptr addrspace(1) %t)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.i16(i64, i64)
declare ptr addrspace(1) @pto.tand(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tands(ptr addrspace(1), i16)
declare ptr addrspace(1) @pto.tnot(ptr addrspace(1))
declare ptr addrspace(1) @pto.tor(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tors(ptr addrspace(1), i16)
declare ptr addrspace(1) @pto.tshl(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tshls(ptr addrspace(1), i16)
declare ptr addrspace(1) @pto.tshr(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tshrs(ptr addrspace(1), i16)
declare ptr addrspace(1) @pto.txor(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.txors(ptr addrspace(1), i16, ptr addrspace(1))

;--- err.ll
; Bitwise ops take integer tiles.
define void @tand_float() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tand(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @txor_mismatch() {
  %a = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.i32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.i16(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.txor(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %t)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i16(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32(i64, i64)
declare ptr addrspace(1) @pto.tand(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.txor(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
