; The peeled split-K accumulator if-merge: a fresh tmatmul seeds the
; accumulator on the first K step, the in-place tmatmul.acc updates it on the
; others. Both arms write the accumulator's L0C buffer: no acc-to-acc move
; (there is none on any target). When the seed's two preconditions fail, it
; is an error, never a move.
; RUN: split-file %s %t
; RUN: %llc -verify-machineinstrs -ascendpto-plan-report %t/ok.ll -o - 2>%t/report | FileCheck %s
; RUN: FileCheck %s --check-prefix=REPORT < %t/report
; RUN: not %llc -verify-machineinstrs %t/seed-outside.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OUTSIDE
; RUN: not %llc -verify-machineinstrs %t/tail-read.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TAIL
; RUN: not %llc -verify-machineinstrs %t/explicit-move.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MOVE

; REPORT: space=acc tiles=5 buffers=1 peak=4096 lb=4096

; CHECK-LABEL: func.func @split_k(
; CHECK:      %init = pto.alloc_tile addr = %[[A:c[0-9]+_i64]] : !pto.tile_buf<loc=acc
; CHECK:      scf.if %first {
; CHECK-NEXT:   %fresh = pto.alloc_tile addr = %[[A]] : !pto.tile_buf<loc=acc
; CHECK-NEXT:   pto.tmatmul ins(%al, %br : {{.*}}) outs(%fresh :
; CHECK-NEXT: } else {
; CHECK-NEXT:   %acc = pto.alloc_tile addr = %[[A]] : !pto.tile_buf<loc=acc
; CHECK-NEXT:   pto.tmatmul.acc ins(%acc, %al, %br : {{.*}}) outs(%acc :
; CHECK-NEXT: }
; CHECK-NOT:  pto.tmov

; Precondition (a): the seed must be computed inside its arm. Here it is
; computed before the if and passed through, so it is live together with
; the accumulator.
; OUTSIDE: error: in function @split_k: the carry %merged needs %fresh copied into its buffer on the edge from %bb.{{[0-9]+}} (seed) (they cannot share: %fresh and %acc are live at the same time), but there is no move from acc to acc on a2a3

; Precondition (b): the accumulator may not be read after the seed in the
; seed's arm.
; TAIL: error: in function @split_k: the carry %merged needs %fresh copied into its buffer on the edge from %bb.{{[0-9]+}} (seed) (they cannot share: %fresh and %acc are live at the same time), but there is no move from acc to acc on a2a3

; An explicit acc-to-acc tmov is rejected where it is written.
; MOVE: error: in function @k: pto.tmov: there is no move from acc to acc on a2a3 (legal: mat->left, mat->right, mat->bias, mat->scaling, vec->vec, acc->mat, acc->vec)

;--- ok.ll
define void @split_k(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 128, i64 128, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 128, i64 64, i64 64, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 16, i64 64, i64 64, i64 1)
  %init = call ptr addrspace(5) @pto.alloc_tile.f32.acc(i64 16, i64 64)
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %latch ]
  %acc = phi ptr addrspace(5) [ %init, %entry ], [ %merged, %latch ]
  %koff = mul i64 %k, 32
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 16, i64 32)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 %koff, i64 0, i64 32, i64 64)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %br = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm)
  %first = icmp eq i64 %k, 0
  br i1 %first, label %seed, label %accum
seed:
  %fresh = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al, ptr addrspace(4) %br)
  br label %latch
accum:
  %upd = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %al, ptr addrspace(4) %br)
  br label %latch
latch:
  %merged = phi ptr addrspace(5) [ %fresh, %seed ], [ %upd, %accum ]
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 4
  br i1 %done, label %exit, label %loop
exit:
  call void @pto.tstore(ptr addrspace(5) %merged, ptr %vc, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32.acc(i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(4) @pto.tmov.right(ptr addrspace(2))
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(5), ptr, i64, i64)

;--- seed-outside.ll
define void @split_k(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 128, i64 128, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 128, i64 64, i64 64, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 16, i64 64, i64 64, i64 1)
  %init = call ptr addrspace(5) @pto.alloc_tile.f32.acc(i64 16, i64 64)
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %latch ]
  %acc = phi ptr addrspace(5) [ %init, %entry ], [ %merged, %latch ]
  %koff = mul i64 %k, 32
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 16, i64 32)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 %koff, i64 0, i64 32, i64 64)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %br = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm)
  %fresh = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al, ptr addrspace(4) %br)
  %first = icmp eq i64 %k, 0
  br i1 %first, label %seed, label %accum
seed:
  br label %latch
accum:
  %upd = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %al, ptr addrspace(4) %br)
  br label %latch
latch:
  %merged = phi ptr addrspace(5) [ %fresh, %seed ], [ %upd, %accum ]
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 4
  br i1 %done, label %exit, label %loop
exit:
  call void @pto.tstore(ptr addrspace(5) %merged, ptr %vc, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32.acc(i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(4) @pto.tmov.right(ptr addrspace(2))
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(5), ptr, i64, i64)

;--- tail-read.ll
define void @split_k(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 128, i64 128, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 128, i64 64, i64 64, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 16, i64 64, i64 64, i64 1)
  %init = call ptr addrspace(5) @pto.alloc_tile.f32.acc(i64 16, i64 64)
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %latch ]
  %acc = phi ptr addrspace(5) [ %init, %entry ], [ %merged, %latch ]
  %koff = mul i64 %k, 32
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 16, i64 32)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 %koff, i64 0, i64 32, i64 64)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %br = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm)
  %first = icmp eq i64 %k, 0
  br i1 %first, label %seed, label %accum
seed:
  %fresh = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al, ptr addrspace(4) %br)
  %peek = call ptr addrspace(2) @pto.tmov.mat(ptr addrspace(5) %acc)
  br label %latch
accum:
  %upd = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %al, ptr addrspace(4) %br)
  br label %latch
latch:
  %merged = phi ptr addrspace(5) [ %fresh, %seed ], [ %upd, %accum ]
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 4
  br i1 %done, label %exit, label %loop
exit:
  call void @pto.tstore(ptr addrspace(5) %merged, ptr %vc, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32.acc(i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(4) @pto.tmov.right(ptr addrspace(2))
declare ptr addrspace(2) @pto.tmov.mat(ptr addrspace(5))
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(5), ptr, i64, i64)

;--- explicit-move.ll
define void @k() {
  %a = call ptr addrspace(5) @pto.alloc_tile.f32.acc(i64 16, i64 64)
  %b = call ptr addrspace(5) @pto.tmov.acc(ptr addrspace(5) %a)
  ret void
}
declare ptr addrspace(5) @pto.alloc_tile.f32.acc(i64, i64)
declare ptr addrspace(5) @pto.tmov.acc(ptr addrspace(5))
