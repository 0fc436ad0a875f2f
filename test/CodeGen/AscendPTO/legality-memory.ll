; Legality, global memory and moves (ptoas-rules.md §1, §10): a tload or
; tstore moves elements of the tensor view's width; an acc source stores
; into a view of i32, f32, f16 or bf16; an a5 i64 tile loads with pad null
; or zero; an a2a3 tmov into mat (from acc) needs fractal 512. Each file is
; run on both CPUs; a rule of one target only refuses on that one.
;
; RUN: split-file %s %t
; RUN: %llc -mcpu=ascend910b %t/pad.ll -o - | FileCheck %s --check-prefix=PAD-A2A3
; RUN: not %llc -mcpu=ascend950 %t/pad.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PAD-A5
; RUN: not %llc -mcpu=ascend910b %t/widths.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=WIDTHS-A2A3
; RUN: not %llc -mcpu=ascend950 %t/widths.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=WIDTHS-A5
; RUN: not %llc -mcpu=ascend910b %t/acc.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ACC-A2A3
; RUN: %llc -mcpu=ascend950 %t/acc.ll -o - | FileCheck %s --check-prefix=ACC-A5

; PAD-A2A3-LABEL: func.func @tload_i64_pad(
; PAD-A2A3: pto.tstore ins(

; PAD-A5: error: in function @tload_i64_pad: pto.tload on ascend950 (a5) needs the pad of the result to be at most 1; the result is vec i64 [16, 16]
; PAD-A5-NOT: error

; WIDTHS-A2A3: error: in function @tstore_width: pto.tstore on ascend910b (a2a3) needs elements of one width in operand 0 (src) and operand 1 (dst); they are f32 and f16
; WIDTHS-A2A3-NEXT: error: in function @tstore_acc_i8: pto.tstore on ascend910b (a2a3) takes a tensor view of i32, f32, f16 or bf16 when operand 0 (src) is in acc as operand 1 (dst); it is of i8
; WIDTHS-A2A3-NEXT: error: in function @tload_width: pto.tload on ascend910b (a2a3) needs elements of one width in operand 0 (src) and the result; they are f32 and f16
; WIDTHS-A2A3-NOT: error

; WIDTHS-A5: error: in function @tstore_width: pto.tstore on ascend950 (a5) needs elements of one width in operand 0 (src) and operand 1 (dst); they are f32 and f16
; WIDTHS-A5-NEXT: error: in function @tstore_acc_i8: pto.tstore on ascend950 (a5) takes a tensor view of i32, f32, f16 or bf16 when operand 0 (src) is in acc as operand 1 (dst); it is of i8
; WIDTHS-A5-NEXT: error: in function @tload_width: pto.tload on ascend950 (a5) needs elements of one width in operand 0 (src) and the result; they are f32 and f16
; WIDTHS-A5-NOT: error

; ACC-A2A3: error: in function @tmov_fractal: pto.tmov on ascend910b (a2a3) needs the fractal of the result to be 512; the result is mat f16 [16, 64]
; ACC-A2A3-NOT: error

; ACC-A5-LABEL: func.func @tstore_acc_f16(
; ACC-A5: pto.tstore ins(
; ACC-A5-LABEL: func.func @tmov_fractal(
; ACC-A5: pto.tmov ins(

;--- pad.ll
define void @tload_i64_pad(ptr %x) {
  %v = call ptr @pto.tensor_view.i64(ptr %x, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload.pad_max(ptr %v, i64 0, i64 0, i64 16, i64 16)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.i64(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload.pad_max(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- widths.ll
define void @tstore_width(ptr %x, ptr %h) {
  %v = call ptr @pto.tensor_view.f32(ptr %x, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f16(ptr %h, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 0, i64 0)
  ret void
}

define void @tstore_acc_i8(ptr %h) {
  %w = call ptr @pto.tensor_view.i8(ptr %h, i64 16, i64 64, i64 64, i64 1)
  %c = call ptr addrspace(5) @pto.alloc_tile.f32(i64 16, i64 64)
  call void @pto.tstore.acc(ptr addrspace(5) %c, ptr %w, i64 0, i64 0)
  ret void
}

define void @tload_width(ptr %x) {
  %v = call ptr @pto.tensor_view.f32(ptr %x, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload.f16(ptr %v, i64 0, i64 0, i64 16, i64 64)
  ret void
}
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.i8(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload.f16(ptr, i64, i64, i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32(i64, i64)
declare void @pto.tstore.acc(ptr addrspace(5), ptr, i64, i64)

;--- acc.ll
define void @tstore_acc_f16(ptr %h) {
  %w = call ptr @pto.tensor_view.f16(ptr %h, i64 16, i64 64, i64 64, i64 1)
  %c = call ptr addrspace(5) @pto.alloc_tile.f32(i64 16, i64 64)
  call void @pto.tstore.acc(ptr addrspace(5) %c, ptr %w, i64 0, i64 0)
  ret void
}

define void @tmov_fractal() {
  %c = call ptr addrspace(5) @pto.alloc_tile.f32(i64 16, i64 64)
  %m = call ptr addrspace(2) @pto.tmov.f16.fractal1024(ptr addrspace(5) %c)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32(i64, i64)
declare void @pto.tstore.acc(ptr addrspace(5), ptr, i64, i64)
declare ptr addrspace(2) @pto.tmov.f16.fractal1024(ptr addrspace(5))
