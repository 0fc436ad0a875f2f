; make_tensor_view's layout (docs/pto-output.md, "Tensor views";
; ptoas-rules.md §1, make_tensor_view): the emitter writes the optional
; `layout` only where it is the one ptoas infers from constant strides (nd:
; row-major contiguous, strides (cols, 1); dn: column-major contiguous,
; strides (1, rows)) or where ptoas does not check it (a run-time stride:
; the layout of the constant unit stride), and leaves it out otherwise (a
; padded pitch, both strides run-time, a contiguity that needs a run-time
; extent, a view with one row or one column, which reads as either). Both
; CPUs print the same; the generic form carries the same attribute and
; mlir-opt-22 reads it. The refused patterns (no contiguous dimension) are
; in tensor-view-errors.ll.
;
; RUN: %llc -mcpu=ascend910b %s -o - | FileCheck %s
; RUN: %llc -mcpu=ascend950 %s -o - | FileCheck %s
; RUN: %llc -ascendpto-emit-generic %s -o %t.mlir
; RUN: FileCheck %s --check-prefix=GENERIC < %t.mlir
; RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %t.mlir -o /dev/null %}

; CHECK-LABEL: func.func @rowmajor(
; CHECK: %v = pto.make_tensor_view %in, shape = [%c16, %c64], strides = [%c64, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
; CHECK-LABEL: func.func @colmajor(
; CHECK: %v = pto.make_tensor_view %in, shape = [%c64, %c16], strides = [%c1, %c64] {layout = #pto.layout<dn>} : !pto.tensor_view<?x?xf32>
; CHECK-LABEL: func.func @padded(
; CHECK: %v = pto.make_tensor_view %in, shape = [%c16, %c64], strides = [%c128, %c1] : !pto.tensor_view<?x?xf32>
; CHECK-LABEL: func.func @padded_col(
; CHECK: %v = pto.make_tensor_view %in, shape = [%c64, %c16], strides = [%c1, %c128] : !pto.tensor_view<?x?xf32>
; CHECK-LABEL: func.func @zerorow(
; CHECK: %v = pto.make_tensor_view %in, shape = [%c16, %c64], strides = [%c0, %c1] : !pto.tensor_view<?x?xf32>
; CHECK-LABEL: func.func @runtime_pitch(
; CHECK: %v = pto.make_tensor_view %in, shape = [%c16, %c64], strides = [%p, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
; CHECK-LABEL: func.func @runtime_colpitch(
; CHECK: %v = pto.make_tensor_view %in, shape = [%c64, %c16], strides = [%c1, %p] {layout = #pto.layout<dn>} : !pto.tensor_view<?x?xf32>
; CHECK-LABEL: func.func @runtime_both(
; CHECK: %v = pto.make_tensor_view %in, shape = [%c16, %c64], strides = [%p, %q] : !pto.tensor_view<?x?xf32>
; CHECK-LABEL: func.func @runtime_rows(
; CHECK: %v = pto.make_tensor_view %in, shape = [%n, %c64], strides = [%c64, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
; CHECK-LABEL: func.func @runtime_cols(
; CHECK: %v = pto.make_tensor_view %in, shape = [%c16, %n], strides = [%c64, %c1] : !pto.tensor_view<?x?xf32>
; CHECK-LABEL: func.func @onerow(
; CHECK: %v = pto.make_tensor_view %in, shape = [%c1, %c64], strides = [%c64, %c1] : !pto.tensor_view<?x?xf32>
; CHECK-LABEL: func.func @onecol(
; CHECK: %v = pto.make_tensor_view %in, shape = [%c16, %c1], strides = [%c1, %c1] : !pto.tensor_view<?x?xf32>
; CHECK-LABEL: func.func @onecol_runtime(
; CHECK: %v = pto.make_tensor_view %in, shape = [%c16, %c1], strides = [%p, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
; CHECK-LABEL: func.func @element(
; CHECK: %v = pto.make_tensor_view %in, shape = [%c1, %c1], strides = [%c1, %c1] : !pto.tensor_view<?x?xf32>

; GENERIC-LABEL: sym_name = "rowmajor"
; GENERIC: %v = "pto.make_tensor_view"(%in, %c16, %c64, %c64, %c1) {layout = #pto.layout<nd>} : (!pto.ptr<f32>, index, index, index, index) -> !pto.tensor_view<?x?xf32>
; GENERIC-LABEL: sym_name = "colmajor"
; GENERIC: %v = "pto.make_tensor_view"(%in, %c64, %c16, %c1, %c64) {layout = #pto.layout<dn>} : (!pto.ptr<f32>, index, index, index, index) -> !pto.tensor_view<?x?xf32>
; GENERIC-LABEL: sym_name = "padded"
; GENERIC: %v = "pto.make_tensor_view"(%in, %c16, %c64, %c128, %c1) : (!pto.ptr<f32>, index, index, index, index) -> !pto.tensor_view<?x?xf32>
; GENERIC-LABEL: sym_name = "padded_col"
; GENERIC: %v = "pto.make_tensor_view"(%in, %c64, %c16, %c1, %c128) : (!pto.ptr<f32>, index, index, index, index) -> !pto.tensor_view<?x?xf32>
; GENERIC-LABEL: sym_name = "zerorow"
; GENERIC: %v = "pto.make_tensor_view"(%in, %c16, %c64, %c0, %c1) : (!pto.ptr<f32>, index, index, index, index) -> !pto.tensor_view<?x?xf32>
; GENERIC-LABEL: sym_name = "runtime_pitch"
; GENERIC: %v = "pto.make_tensor_view"(%in, %c16, %c64, %p, %c1) {layout = #pto.layout<nd>} : (!pto.ptr<f32>, index, index, index, index) -> !pto.tensor_view<?x?xf32>
; GENERIC-LABEL: sym_name = "runtime_colpitch"
; GENERIC: %v = "pto.make_tensor_view"(%in, %c64, %c16, %c1, %p) {layout = #pto.layout<dn>} : (!pto.ptr<f32>, index, index, index, index) -> !pto.tensor_view<?x?xf32>
; GENERIC-LABEL: sym_name = "runtime_both"
; GENERIC: %v = "pto.make_tensor_view"(%in, %c16, %c64, %p, %q) : (!pto.ptr<f32>, index, index, index, index) -> !pto.tensor_view<?x?xf32>
; GENERIC-LABEL: sym_name = "runtime_rows"
; GENERIC: %v = "pto.make_tensor_view"(%in, %n, %c64, %c64, %c1) {layout = #pto.layout<nd>} : (!pto.ptr<f32>, index, index, index, index) -> !pto.tensor_view<?x?xf32>
; GENERIC-LABEL: sym_name = "runtime_cols"
; GENERIC: %v = "pto.make_tensor_view"(%in, %c16, %n, %c64, %c1) : (!pto.ptr<f32>, index, index, index, index) -> !pto.tensor_view<?x?xf32>
; GENERIC-LABEL: sym_name = "onerow"
; GENERIC: %v = "pto.make_tensor_view"(%in, %c1, %c64, %c64, %c1) : (!pto.ptr<f32>, index, index, index, index) -> !pto.tensor_view<?x?xf32>
; GENERIC-LABEL: sym_name = "onecol"
; GENERIC: %v = "pto.make_tensor_view"(%in, %c16, %c1, %c1, %c1) : (!pto.ptr<f32>, index, index, index, index) -> !pto.tensor_view<?x?xf32>
; GENERIC-LABEL: sym_name = "onecol_runtime"
; GENERIC: %v = "pto.make_tensor_view"(%in, %c16, %c1, %p, %c1) {layout = #pto.layout<nd>} : (!pto.ptr<f32>, index, index, index, index) -> !pto.tensor_view<?x?xf32>
; GENERIC-LABEL: sym_name = "element"
; GENERIC: %v = "pto.make_tensor_view"(%in, %c1, %c1, %c1, %c1) : (!pto.ptr<f32>, index, index, index, index) -> !pto.tensor_view<?x?xf32>

; row-major, contiguous: nd
define void @rowmajor(ptr %in, ptr %out, i64 %p, i64 %q, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
; column-major, contiguous: dn
define void @colmajor(ptr %in, ptr %out, i64 %p, i64 %q, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 64, i64 16, i64 1, i64 64)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 16, i64 16, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 16)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
; a padded row pitch: none
define void @padded(ptr %in, ptr %out, i64 %p, i64 %q, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 128, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
; a padded column pitch: none
define void @padded_col(ptr %in, ptr %out, i64 %p, i64 %q, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 64, i64 16, i64 1, i64 128)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 16, i64 16, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 16)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
; a row stride 0: none
define void @zerorow(ptr %in, ptr %out, i64 %p, i64 %q, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 0, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
; a run-time row pitch: nd, not checked
define void @runtime_pitch(ptr %in, ptr %out, i64 %p, i64 %q, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 %p, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
; a run-time column pitch: dn, not checked
define void @runtime_colpitch(ptr %in, ptr %out, i64 %p, i64 %q, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 64, i64 16, i64 1, i64 %p)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 16, i64 16, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 16)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
; both strides run-time: none
define void @runtime_both(ptr %in, ptr %out, i64 %p, i64 %q, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 %p, i64 %q)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
; run-time rows, contiguous: nd
define void @runtime_rows(ptr %in, ptr %out, i64 %p, i64 %q, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 %n, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
; contiguity needs the run-time cols: none
define void @runtime_cols(ptr %in, ptr %out, i64 %p, i64 %q, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 %n, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
; one row (in nd and dn): none
define void @onerow(ptr %in, ptr %out, i64 %p, i64 %q, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 1, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
; one column (in nd and dn): none
define void @onecol(ptr %in, ptr %out, i64 %p, i64 %q, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 1, i64 1, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 1, i64 1, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 1)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
; one column at a run-time row pitch: nd, not checked (not in dn: the row stride is not 1)
define void @onecol_runtime(ptr %in, ptr %out, i64 %p, i64 %q, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 1, i64 %p, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 1, i64 1, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 1)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
; one element: none
define void @element(ptr %in, ptr %out, i64 %p, i64 %q, i64 %n) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1, i64 1, i64 1, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1, i64 1, i64 1, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 1, i64 1)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
