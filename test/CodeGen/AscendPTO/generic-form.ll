; -ascendpto-emit-generic prints the same module in MLIR's generic form;
; mlir-opt parses and verifies it (func, arith and the module are real
; dialects; pto ops, types and attributes stay unregistered).
; REQUIRES: mlir-opt
; RUN: %llc -ascendpto-emit-generic %s -o %t.mlir
; RUN: FileCheck %s < %t.mlir
; RUN: mlir-opt --allow-unregistered-dialect %t.mlir -o /dev/null
; The generic module round-trips through mlir-opt's own printer.
; RUN: mlir-opt --allow-unregistered-dialect %t.mlir | FileCheck %s --check-prefix=ROUNDTRIP

; CHECK: "builtin.module"() ({
; CHECK: "func.func"() <{function_type = (!pto.ptr<f32>, !pto.ptr<f32>, f32) -> (), sym_name = "k"}> ({
; CHECK-NEXT: ^bb0(%in: !pto.ptr<f32>, %out: !pto.ptr<f32>, %s: f32):
; CHECK: %c0_i64 = "arith.constant"() <{value = 0 : i64}> : () -> i64
; CHECK: %a = "pto.alloc_tile"(%c0_i64) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK: "pto.tadds"(%a, %s, %b) : (!pto.tile_buf<{{.*}}>, f32, !pto.tile_buf<{{.*}}>) -> ()
; CHECK: "func.return"() : () -> ()
; CHECK: }) {pto.target_arch = "a2a3"} : () -> ()

; ROUNDTRIP: module attributes {pto.target_arch = "a2a3"} {
; ROUNDTRIP: func.func @k(%{{.*}}: !pto.ptr<f32>, %{{.*}}: !pto.ptr<f32>, %{{.*}}: f32) attributes {pto.kernel_kind = #pto.kernel_kind<vector>} {

define void @k(ptr %in, ptr %out, float %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %a, float %s)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
