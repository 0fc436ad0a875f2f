; Instruction selection rejects what it cannot translate with a diagnostic
; naming the function, the call and the rule; llc exits 1.
; RUN: split-file %s %t
; RUN: not %llc -verify-machineinstrs %t/unknown-op.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not %llc -verify-machineinstrs %t/other-call.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CALL
; RUN: not %llc -verify-machineinstrs %t/count.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=COUNT
; RUN: not %llc -verify-machineinstrs %t/kind.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=KIND
; RUN: not %llc -verify-machineinstrs %t/space.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPACE
; RUN: not %llc -verify-machineinstrs %t/result-space.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=RESSPACE
; RUN: not %llc -verify-machineinstrs %t/mismatch.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISMATCH
; RUN: not %llc -verify-machineinstrs %t/shape.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHAPE
; RUN: not %llc -verify-machineinstrs %t/modifier.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MODIFIER
; RUN: not %llc -verify-machineinstrs %t/cast-suffix.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CASTSUFFIX
; RUN: not %llc -verify-machineinstrs %t/memory.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEMORY
; RUN: not %llc -verify-machineinstrs %t/udiv.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=UDIV
; RUN: not %llc -verify-machineinstrs %t/tile-arg.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TILEARG
; RUN: not %llc -verify-machineinstrs %t/ret.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=RET
; RUN: not %llc -verify-machineinstrs %t/view.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=VIEW

; UNKNOWN: error: in function @k: unknown PTO operation 'pto.tfrobnicate'
; CALL: error: in function @k: call to 'helper' is not supported: a PTO kernel may only call pto.* tile operations
; COUNT: error: in function @k: pto.tadd expects 2 operands (src0, src1), got 3
; KIND: error: in function @k: pto.tadd: operand 1 (src1) must be a tile (ptr addrspace(1..7)), not float 1.0
; SPACE: error: in function @k: pto.texp: operand 0 (src) must be in vec (addrspace 1), but ptr addrspace(2) %m is in mat (addrspace 2)
; RESSPACE: error: in function @k: pto.tadd: the result is in vec (addrspace 1), but the call returns ptr addrspace(2)
; MISMATCH: error: in function @k: pto.tadd: operand 1 (src1) is vec f16 [16, 64] but the operation works on vec f32 [16, 64] (element types and shapes must match)
; SHAPE: error: in function @k: pto.tload: operand 3 (rows) must be a positive compile-time constant, not i64 %n
; MODIFIER: error: in function @k: unknown modifier 'fast' in 'pto.texp.fast'
; CASTSUFFIX: error: in function @k: 'pto.tcvt' needs the destination element type as a suffix, e.g. pto.tcvt.f16
; MEMORY: error: in function @k: 'load' is not supported in a PTO kernel: global memory is accessed through pto.tload and pto.tstore only
; UDIV: error: in function @k: 'udiv' has no PTO equivalent the assembler lowers
; TILEARG: error: in function @k: argument ptr addrspace(1) %t is a tile in address space 1: kernels receive global tensors (ptr) and scalars, never tiles
; RET: error: in function @k: a PTO kernel must return void, not i32
; VIEW: error: in function @k: pto.tload: operand 0 (src) must be a tensor view made by pto.tensor_view, not ptr %p

;--- unknown-op.ll
define void @k() {
  %t = call ptr addrspace(1) @pto.tfrobnicate()
  ret void
}
declare ptr addrspace(1) @pto.tfrobnicate()

;--- other-call.ll
define void @k() {
  call void @helper()
  ret void
}
declare void @helper()

;--- count.ll
define void @k() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %a, ptr addrspace(1) %a)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))

;--- kind.ll
define void @k() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, float 1.0)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), float)

;--- space.ll
define void @k() {
  %m = call ptr addrspace(2) @pto.alloc_tile.f32(i64 16, i64 64)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(2) %m)
  ret void
}
declare ptr addrspace(2) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(2))

;--- result-space.ll
define void @k() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(2) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %a)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(2) @pto.tadd(ptr addrspace(1), ptr addrspace(1))

;--- mismatch.ll
define void @k() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %h = call ptr addrspace(1) @pto.alloc_tile.f16(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %h)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))

;--- shape.ll
define void @k(ptr %p, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 %n, i64 64)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)

;--- modifier.ll
define void @k() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp.fast(ptr addrspace(1) %a)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.texp.fast(ptr addrspace(1))

;--- cast-suffix.ll
define void @k() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.tcvt(ptr addrspace(1) %a)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tcvt(ptr addrspace(1))

;--- memory.ll
define void @k(ptr %p) {
  %x = load float, ptr %p
  ret void
}

;--- udiv.ll
define void @k(i64 %a) {
  %x = udiv i64 %a, 3
  ret void
}

;--- tile-arg.ll
define void @k(ptr addrspace(1) %t) {
  ret void
}

;--- ret.ll
define i32 @k() {
  ret i32 0
}

;--- view.ll
define void @k(ptr %p) {
  %a = call ptr addrspace(1) @pto.tload(ptr %p, i64 0, i64 0, i64 16, i64 64)
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
