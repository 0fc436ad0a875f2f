; Tensor views (docs/tile-abi.md, "Global tensors"; AscendPTOTensorView.h):
; a constant dimension that is not positive, a negative constant stride, and
; a view whose bytes from its pointer to its last element do not fit a PTO
; index (2^63 - 1, computed without wrapping) are refused, naming the
; operand, the value and the rule. The 2^31, 2^32, 2^63 and 2^64 edges; the
; first view past the limit and the last one within it (f32 [D, 64] with
; row stride 64 spans D * 256 bytes: 2^55 rows are over, 2^55 - 1 within).
; Constant strides with no contiguous dimension (no stride 1 over an extent
; above 1: (64, 2), (0, 0), (2, 64) on [16, 64]) have no PTO layout (nd or
; dn) and are refused (docs/pto-output.md, "Tensor views"); the nearest
; accepted views: a row stride 0 with unit columns, a one-row view with any
; column stride, and a one-column view with any row stride.
; Run-time dimensions and strides, and zero strides, are printed as given.
; RUN: split-file %s %t
; RUN: not %llc %t/errors.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
; RUN: %llc %t/ok.ll -o - | FileCheck %s --check-prefix=OK

; ERR: error: in function @dim0zero: pto.tensor_view.f32: operand 1 (dim0) is 0: a tensor view's dimensions must be positive (the PTO assembler refuses a load or store through an empty view) [in: %v = call
; ERR: error: in function @dim1neg: pto.tensor_view.f32: operand 2 (dim1) is -1: a tensor view's dimensions must be positive
; ERR: error: in function @dimmin: pto.tensor_view.f32: operand 1 (dim0) is -9223372036854775808: a tensor view's dimensions must be positive
; ERR: error: in function @stride0neg: pto.tensor_view.f32: operand 3 (stride0) is -64: a tensor view's strides must not be negative (a view addresses its elements upwards from its pointer)
; ERR: error: in function @stride1neg: pto.tensor_view.f32: operand 4 (stride1) is -1: a tensor view's strides must not be negative
; ERR: error: in function @stridemin: pto.tensor_view.f32: operand 3 (stride0) is -9223372036854775808: a tensor view's strides must not be negative
; ERR: error: in function @e31: pto.tensor_view.f32: the view [2147483648, 64] with strides [4294967296, 1] of f32 spans 36893488130239234304 bytes, over the limit of 9223372036854775807 (2^63 - 1, the largest PTO index): its byte offsets would wrap
; ERR: error: in function @e32: pto.tensor_view.f32: the view [4294967296, 4294967296] with strides [4294967296, 1] of f32 spans 73786976294838206464 bytes, over the limit of 9223372036854775807
; ERR: error: in function @e63: pto.tensor_view.f32: the view [9223372036854775807, 64] with strides [64, 1] of f32 spans 2361183241434822606592 bytes, over the limit of 9223372036854775807
; ERR: error: in function @e63s: pto.tensor_view.f32: the view [16, 64] with strides [9223372036854775807, 1] of f32 spans 553402322211286548676 bytes, over the limit of 9223372036854775807
; ERR: error: in function @over: pto.tensor_view.f32: the view [36028797018963968, 64] with strides [64, 1] of f32 spans 9223372036854775808 bytes, over the limit of 9223372036854775807
; ERR: error: in function @nocontig: pto.tensor_view.f32: the view [16, 64] with strides [64, 2] has no contiguous dimension (a stride of 1 over more than one element): PTO lays a global tensor out as dn (column-major: the row stride is 1) or nd (row-major: the column stride is 1) [in: %v = call
; ERR: error: in function @zerozero: pto.tensor_view.f32: the view [16, 64] with strides [0, 0] has no contiguous dimension
; ERR: error: in function @colpitch: pto.tensor_view.f32: the view [16, 64] with strides [2, 64] has no contiguous dimension
; ERR: error: in function @e64: value i128 18446744073709551616 is wider than a PTO index (i64): offsets and sizes are at most 64 bits

; OK-LABEL: func.func @ok31(
; OK: pto.make_tensor_view %in, shape = [%c2147483648, %c64], strides = [%c64, %c1]
; OK-LABEL: func.func @ok32(
; OK: pto.make_tensor_view %in, shape = [%c4294967296, %c64], strides = [%c64, %c1]
; OK-LABEL: func.func @limit(
; OK: pto.make_tensor_view %in, shape = [%c36028797018963967, %c64], strides = [%c64, %c1]
; OK-LABEL: func.func @runtime(
; OK: pto.make_tensor_view %in, shape = [%n, %c64], strides = [%s, %c1]
; OK-LABEL: func.func @zerostride(
; OK: pto.make_tensor_view %in, shape = [%c16, %c64], strides = [%c0, %c1] : !pto.tensor_view<?x?xf32>
; OK-LABEL: func.func @onerow(
; OK: pto.make_tensor_view %in, shape = [%c1, %c64], strides = [%c5, %c64] : !pto.tensor_view<?x?xf32>
; OK-LABEL: func.func @onecol(
; OK: pto.make_tensor_view %in, shape = [%c16, %c1], strides = [%c2, %c64] : !pto.tensor_view<?x?xf32>

;--- errors.ll
define void @dim0zero(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 0, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @dim1neg(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 -1, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @dimmin(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 -9223372036854775808, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @stride0neg(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 -64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @stride1neg(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 64, i64 -1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @stridemin(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 -9223372036854775808, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @e31(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 2147483648, i64 64, i64 4294967296, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @e32(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 4294967296, i64 4294967296, i64 4294967296, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @e63(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 9223372036854775807, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @e63s(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 9223372036854775807, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @over(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 36028797018963968, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @nocontig(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 64, i64 2)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @zerozero(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 0, i64 0)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @colpitch(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 2, i64 64)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @e64(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i128 18446744073709551616, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, ...)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- ok.ll
define void @ok31(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 2147483648, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @ok32(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 4294967296, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @limit(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 36028797018963967, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @runtime(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 %n, i64 64, i64 %s, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @zerostride(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 0, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @onerow(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1, i64 64, i64 5, i64 64)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 1, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
define void @onecol(ptr %in, ptr %out, i64 %n, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 1, i64 2, i64 64)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 1, i64 1, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 1)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, ...)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
