; Scalar loop carries become scf.for iter_args and results; scalar if-merges
; become scf.if results; loop bounds, steps and inclusive tests are printed
; as scf.for wants them.
; RUN: %llc -verify-machineinstrs %s -o - | FileCheck %s
; The same module in generic form is valid MLIR.
; REQUIRES: mlir-opt
; RUN: %llc -ascendpto-emit-generic %s -o - | mlir-opt --allow-unregistered-dialect -o /dev/null

; CHECK-LABEL: func.func @iter_args(
; CHECK:      %off_final, %acc_final = scf.for %i = %c0 to %n step %c2 iter_args(%off = %c0, %acc = %cst) -> (index, f32) {
; CHECK:        %off_next = arith.addi %off, %c16 : index
; CHECK:        %acc_next_neg = arith.negf %s : f32
; CHECK-NEXT:   %acc_next = arith.subf %acc, %acc_next_neg : f32
; CHECK:        scf.yield %off_next, %acc_next : index, f32
; CHECK-NEXT: }
; CHECK:      pto.tadds ins(%t, %acc_final : {{.*}}, f32)
define void @iter_args(ptr %p, i64 %n, float %s) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  br label %header
header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %off = phi i64 [ 0, %entry ], [ %off.next, %body ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %body ]
  %c = icmp slt i64 %i, %n
  br i1 %c, label %body, label %exit
body:
  %off.next = add i64 %off, 16
  %acc.next = fadd float %acc, %s
  %i.next = add i64 %i, 2
  br label %header
exit:
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 %off, i64 0, i64 16, i64 64)
  %u = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %t, float %acc)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %v, i64 0, i64 0)
  ret void
}

; An `i <= n` test prints n + 1 as the upper bound; an i32 induction
; variable is counted over index (bounds cast before the loop) and cast back
; where the kernel reads it.
; CHECK-LABEL: func.func @inclusive(
; CHECK:      %n_idx = arith.index_cast %n : i32 to index
; CHECK-NEXT: %n_idx_incl = arith.addi %n_idx, %c1 : index
; CHECK-NEXT: scf.for %i_idx = %c0 to %n_idx_incl step %c1 {
; CHECK-NEXT:   %i = arith.index_cast %i_idx : index to i32
define void @inclusive(ptr %p, i32 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp sle i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %row = sext i32 %i to i64
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  %i.next = add i32 %i, 1
  br label %header
exit:
  ret void
}

; A bottom-tested `while (i + 1 < n)` loop with no guard runs at least once:
; the printed bound is max(n, lb + step).
; CHECK-LABEL: func.func @unguarded(
; CHECK:      %lb_next = arith.addi %c0, %c1 : index
; CHECK-NEXT: %n_min1 = arith.maxsi %n, %lb_next : index
; CHECK-NEXT: scf.for %i = %c0 to %n_min1 step %c1 {
define void @unguarded(ptr %p, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 %i, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Scalar if results, including an if nested in an arm that merges at the
; same block (three incoming values).
; CHECK-LABEL: func.func @if_results(
; CHECK:      %r_if = scf.if %big -> (index) {
; CHECK-NEXT:   %huge = arith.cmpi sgt, %n, %c100 : index
; CHECK-NEXT:   %r_if_0 = scf.if %huge -> (index) {
; CHECK-NEXT:     scf.yield %c32 : index
; CHECK-NEXT:   } else {
; CHECK-NEXT:     scf.yield %c16 : index
; CHECK-NEXT:   }
; CHECK-NEXT:   scf.yield %r_if_0 : index
; CHECK-NEXT: } else {
; CHECK-NEXT:   scf.yield %c0 : index
; CHECK-NEXT: }
; CHECK:      offsets = [%r_if, %c0]
define void @if_results(ptr %p, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %big = icmp sgt i64 %n, 4
  br i1 %big, label %then, label %merge
then:
  %huge = icmp sgt i64 %n, 100
  br i1 %huge, label %a, label %merge
a:
  br label %merge
merge:
  %r = phi i64 [ 0, %entry ], [ 16, %then ], [ 32, %a ]
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 %r, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
