; Function and value names that MLIR cannot take as they are
; (docs/pto-output.md, "Names"): a function keeps its exact name, quoted
; with MLIR's escapes when it is not a bare identifier; value names are
; sanitised (other bytes become `_`, a leading digit gets a `v`). Both
; forms are checked by mlir-opt: the generic module whole, and the custom
; module with its pto operations left out (what remains is the module, the
; functions with their signatures and attributes, the constants and the
; returns: real MLIR).
; REQUIRES: mlir-opt
; RUN: %llc %s -o %t.pto
; RUN: FileCheck %s < %t.pto
; RUN: grep -v ' pto\.' %t.pto | mlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=SYM
; RUN: %llc -ascendpto-emit-generic %s -o %t.mlir
; RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %t.mlir | FileCheck %s --check-prefix=SYM
; RUN: FileCheck %s --check-prefix=GENERIC < %t.mlir

; CHECK: func.func @"k-1 x\22y"(%in_put: !pto.ptr<f32>, %v1o: !pto.ptr<f32>, %_s_1: f32)
; CHECK: %v_1 = pto.make_tensor_view %in_put,
; CHECK: %v2w = pto.make_tensor_view %v1o,
; CHECK: pto.tload ins(%pv : {{.*}}) outs(%x_y :
; CHECK: pto.tmuls ins(%x_y, %_s_1 : {{.*}}) outs(%v3 :
; CHECK: func.func @"1k"(%a: !pto.ptr<f32>)
; CHECK: func.func @"\C3\A9t\E9"(%a: !pto.ptr<f32>)
; CHECK: func.func @"k.ok_$1-2"(%a: !pto.ptr<f32>)
; CHECK: func.func @_k.ok_$1(%a: !pto.ptr<f32>)

; Names that collide after sanitising ("a b" and a_b, "x.y" and x_y) or
; with the emitter's own names (%c0_i64, %c64, %pv for constants and
; views) get distinct SSA names: mlir-opt refuses a redefined value.
; CHECK-LABEL: func.func @collide(%a_b: !pto.ptr<f32>, %a_b_1: !pto.ptr<f32>)
; CHECK:      %c0_i64 = arith.constant 0 : i64
; CHECK:      %x_y = pto.alloc_tile
; CHECK:      %x_y_1 = pto.alloc_tile
; CHECK:      %[[C0:c0_i64_[0-9]+]] = pto.alloc_tile
; CHECK:      pto.tadd ins(%x_y, %x_y_1 : {{.*}}) outs(%[[C0]] :
; CHECK:      %[[C64:c64_[0-9]+]] = pto.alloc_tile
; CHECK:      pto.tadd ins(%[[C0]], %x_y : {{.*}}) outs(%[[C64]] :
; CHECK:      %[[PV:pv_[0-9]+]] = pto.alloc_tile
; CHECK:      pto.texp ins(%[[C64]] : {{.*}}) outs(%[[PV]] :

; The names as mlir-opt read them back.
; SYM: sym_name = "k-1 x\22y"
; SYM: sym_name = "1k"
; SYM: sym_name = "\C3\A9t\E9"
; SYM: sym_name = "k.ok_$1-2"
; SYM: sym_name = "_k.ok_$1"

; GENERIC: sym_name = "k-1 x\22y"}> ({
; GENERIC-NEXT: ^bb0(%in_put: !pto.ptr<f32>, %v1o: !pto.ptr<f32>, %_s_1: f32):

define void @"k-1 x\22y"(ptr %"in put", ptr %"1o", float %"$s.1") {
entry:
  %"v 1" = call ptr @pto.tensor_view.f32(ptr %"in put", i64 16, i64 64, i64 64, i64 1)
  %"2w" = call ptr @pto.tensor_view.f32(ptr %"1o", i64 16, i64 64, i64 64, i64 1)
  %"x\\y" = call ptr addrspace(1) @pto.tload(ptr %"v 1", i64 0, i64 0, i64 16, i64 64)
  %"3" = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %"x\\y", float %"$s.1")
  call void @pto.tstore(ptr addrspace(1) %"3", ptr %"2w", i64 0, i64 0)
  ret void
}
define void @"1k"(ptr %a) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %2 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %0, ptr addrspace(1) %1)
  call void @pto.tstore(ptr addrspace(1) %2, ptr %v, i64 0, i64 0)
  ret void
}
define void @"\C3\A9t\E9"(ptr %a) {
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
define void @k.ok_$1-2(ptr %a) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
define void @_k.ok_$1(ptr %a) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %a, i64 16, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
define void @collide(ptr %"a b", ptr %a_b) {
entry:
  %"v 1" = call ptr @pto.tensor_view.f32(ptr %"a b", i64 16, i64 64, i64 64, i64 1)
  %v_1 = call ptr @pto.tensor_view.f32(ptr %a_b, i64 16, i64 64, i64 64, i64 1)
  %"x.y" = call ptr addrspace(1) @pto.tload(ptr %"v 1", i64 0, i64 0, i64 16, i64 64)
  %x_y = call ptr addrspace(1) @pto.tload(ptr %v_1, i64 0, i64 0, i64 16, i64 64)
  %c0_i64 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %"x.y", ptr addrspace(1) %x_y)
  %c64 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %c0_i64, ptr addrspace(1) %"x.y")
  %pv = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %c64)
  call void @pto.tstore(ptr addrspace(1) %pv, ptr %v_1, i64 0, i64 0)
  ret void
}
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
