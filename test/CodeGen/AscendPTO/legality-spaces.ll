; Legality, spaces per target (ptoas-rules.md §1, section D.3): a5 stores
; from vec or acc only, so the tstore of a mat tile is legal on ascend910b
; (a2a3) and refused on ascend950 (a5); an acc source is i32 or f32 on both.
;
; RUN: split-file %s %t
; RUN: %llc -mcpu=ascend910b %t/target.ll -o - | FileCheck %s --check-prefix=A2A3
; RUN: not %llc -mcpu=ascend950 %t/target.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=A5
; RUN: not %llc -mcpu=ascend910b %t/both.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BOTH-A2A3
; RUN: not %llc -mcpu=ascend950 %t/both.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BOTH-A5

; A2A3-LABEL: func.func @tstore_mat(
; A2A3: pto.tload ins(
; A2A3: pto.tstore ins(

; A5: error: in function @tstore_mat: pto.tstore on ascend950 (a5) takes operand 0 (src) in vec or acc; it is in mat (mat f32 [16, 64])
; A5-NOT: error

; BOTH-A2A3: error: in function @tstore_acc_f16: pto.tstore on ascend910b (a2a3) takes i32 or f32 tiles in acc as operand 0 (src); operand 0 (src) is f16 (acc f16 [16, 64])
; BOTH-A2A3-NOT: error

; BOTH-A5: error: in function @tstore_acc_f16: pto.tstore on ascend950 (a5) takes i32 or f32 tiles in acc as operand 0 (src); operand 0 (src) is f16 (acc f16 [16, 64])
; BOTH-A5-NOT: error

;--- target.ll
define void @tstore_mat(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %m = call ptr addrspace(2) @pto.tload.mat(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(2) %m, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(2), ptr, i64, i64)
;--- both.ll
define void @tstore_acc_f16(ptr %p) {
  %v = call ptr @pto.tensor_view.f16(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %c = call ptr addrspace(5) @pto.alloc_tile.f16(i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(5) %c, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f16(i64, i64)
declare void @pto.tstore(ptr addrspace(5), ptr, i64, i64)
