; Input outside the kernel ABI, and sizes at the limits of docs/diagnostics.md
; ("Limits"), get an error naming the value and the rule or limit; llc
; exits 1. Shapes at the 2^31, 2^32, 2^63 and 2^64 edges, fields of
; !pto.pipeline beyond i32, declared buffers whose size DataLayout would
; wrap (2^72 bytes) or whose slot count would be truncated (2^32 + 1).
; RUN: split-file %s %t
; RUN: not %llc %t/invoke.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=INVOKE
; RUN: not %llc %t/varargs.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=VARARGS
; RUN: not %llc %t/shape-2p20.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHAPE20
; RUN: not %llc %t/shape-2p31.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHAPE31
; RUN: not %llc %t/shape-2p32.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHAPE32
; RUN: not %llc %t/shape-2p63.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHAPE63
; RUN: not %llc %t/shape-2p64.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHAPE64
; RUN: not %llc %t/shape-zero.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHAPE0
; RUN: not %llc %t/offset-i128.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFFSET128
; RUN: not %llc %t/valid-zero.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=VALID0
; RUN: not %llc %t/pipeline-i64.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE64
; RUN: not %llc %t/pipeline-2p31.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE31
; RUN: not %llc %t/pipeline-neg.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPENEG
; RUN: not %llc %t/pipeline-i128.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE128
; RUN: not %llc %t/buffer-2p72.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUF72
; RUN: not %llc %t/buffer-2p32-slots.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUFSLOTS
; RUN: not %llc %t/buffer-2p32-bytes.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUFBYTES
; RUN: not %llc %t/buffer-empty.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUFEMPTY
; RUN: not %llc %t/buffer-struct.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUFSTRUCT
; RUN: not %llc %t/select-fn.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SELECTFN

; INVOKE: error: in function @k: exception handling (invoke, landingpad, a personality function: ptr @pers) is not supported in a PTO kernel
; VARARGS: error: in function @k: a PTO kernel cannot be variadic: its arguments are the global tensors and scalars it declares
; SHAPE20: error: in function @k: pto.tload: operand 3 (rows) is i64 1048577, over the limit of 1048576 (2^20) elements per dimension
; SHAPE31: error: in function @k: pto.tload: operand 4 (cols) is i64 2147483648, over the limit of 1048576 (2^20) elements per dimension
; SHAPE32: error: in function @k: pto.tload: operand 3 (rows) is i64 4294967312, over the limit
; SHAPE63: error: in function @k: pto.tload: operand 3 (rows) must be positive, not i64 -9223372036854775808
; SHAPE64: error: in function @k: pto.tload: operand 3 (rows) is i128 18446744073709551632, over the limit of 1048576 (2^20) elements per dimension
; SHAPE0: error: in function @k: pto.tload: operand 4 (cols) must be positive, not i64 0
; OFFSET128: error: in function @k: value i128 18446744073709551632 is wider than a PTO index (i64): offsets and sizes are at most 64 bits
; VALID0: error: in function @k: pto.tload: the static valid shape of vec f32 [16, 64] valid [0, 0] is empty; it must be at least 1x1
; PIPE64: error: in function @k: !pto.pipeline: the group is i64 4294967296, outside 0..2147483647 (an i32 that is not negative)
; PIPE31: error: in function @k: !pto.pipeline: the stage is i64 2147483648, outside 0..2147483647
; PIPENEG: error: in function @k: !pto.pipeline: the group is i32 -1, outside 0..2147483647
; PIPE128: error: in function @k: !pto.pipeline: the group is i128 18446744073709551616, outside 0..2147483647
; BUF72: error: in function @k: pto.bind: operand 1 (buffer): a slot of the declared buffer @b is 2^64 bytes or more, over the limit of 4294967296 bytes (2^32; no on-chip memory is that large)
; BUFSLOTS: error: in function @k: pto.bind: operand 1 (buffer): the declared buffer @b has 4294967297 slots, over the limit of 1048576 (2^20)
; BUFBYTES: error: in function @k: pto.bind: operand 1 (buffer): a slot of the declared buffer @b is 4294967300 bytes, over the limit of 4294967296 bytes
; BUFEMPTY: error: in function @k: pto.bind: operand 1 (buffer): the declared buffer @b is empty (0 slots of 4096 bytes)
; BUFSTRUCT: error: in function @k: pto.bind: operand 1 (buffer): the declared buffer @b must be an array of integers or floating-point values, not [2 x { float }]
; SELECTFN: error: in function @k: selecting between pointers (global tensors, tensor views or functions) is not supported

;--- invoke.ll
define void @k(ptr %a) personality ptr @pers {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = invoke ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64) to label %ok unwind label %lp
ok:
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
lp:
  %x = landingpad { ptr, i32 } cleanup
  ret void
}
declare i32 @pers(...)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- varargs.ll
define void @k(ptr %a, ...) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- shape-2p20.ll
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 1048577, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- shape-2p31.ll
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 2147483648)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- shape-2p32.ll
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 4294967312, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- shape-2p63.ll
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 9223372036854775808, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- shape-2p64.ll
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i128 18446744073709551632, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i128, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- shape-zero.ll
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- offset-i128.ll
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i128 18446744073709551632, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i128, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- valid-zero.ll
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload.valid0x0(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.tload.valid0x0(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- pipeline-i64.ll
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64), !pto.pipeline !0
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
!0 = !{i64 4294967296, i32 0, i32 2}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- pipeline-2p31.ll
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64), !pto.pipeline !0
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
!0 = !{i32 0, i64 2147483648, i32 2}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- pipeline-neg.ll
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64), !pto.pipeline !0
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
!0 = !{i32 -1, i32 0, i32 2}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- pipeline-i128.ll
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64), !pto.pipeline !0
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
!0 = !{i128 18446744073709551616, i32 0, i32 2}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- buffer-2p72.ll
@b = external addrspace(1) global [2 x [4294967296 x [4294967296 x [256 x float]]]]
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %t, ptr addrspace(1) @b, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- buffer-2p32-slots.ll
@b = external addrspace(1) global [4294967297 x [16 x [64 x float]]]
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %t, ptr addrspace(1) @b, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- buffer-2p32-bytes.ll
@b = external addrspace(1) global [2 x [1073741825 x float]]
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %t, ptr addrspace(1) @b, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- buffer-empty.ll
@b = external addrspace(1) global [0 x [16 x [64 x float]]]
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %t, ptr addrspace(1) @b, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- buffer-struct.ll
@b = external addrspace(1) global [2 x {float}]
define void @k(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %t, ptr addrspace(1) @b, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- select-fn.ll
define void @k(ptr %a, i32 %n) {
  %c = icmp eq i32 %n, 0
  %f = select i1 %c, ptr @pto.tload, ptr @pto.tstore
  ret void
}
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
