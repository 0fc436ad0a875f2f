; A bottom-tested loop whose exit test compares the counter *before* its
; increment with a constant, as clang -O1 and above leave a constant-trip C
; loop (`for (int i = 0; i < 16; ++i)` becomes `icmp samesign ult i32 %i,
; 15`): ascendpto-prepare-ir rewrites the test to compare the increment
; with the counter's exact value after the last trip, so the loop is an
; scf.for with the trips the source wrote. Where a value could leave
; [0, 2^(w-1)) the test is left alone and the structurizer refuses it.
; RUN: %llc -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -stop-after=ascendpto-prepare-ir %s -o - | FileCheck %s --check-prefix=IR
; RUN: not %llc %S/Inputs/latch-tests-wrap.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRAP
; RUN: %llc -stop-after=ascendpto-prepare-ir %S/Inputs/latch-tests-wrap.ll -o - | FileCheck %s --check-prefix=KEPT

; `i < 16`, InstCombine's form: 16 trips.
; IR-LABEL: define void @ult(
; IR:       %[[N:.*]] = add nuw nsw i32 %i, 1
; IR:       %[[C:.*]] = icmp ne i32 %[[N]], 16
; IR-NEXT:  br i1 %[[C]], label %body, label %exit
; CHECK-LABEL: func.func @ult(
; CHECK: scf.for %{{.*}} = %{{c0[_a-z0-9]*}} to %{{c16[_a-z0-9]*}} step %{{c1[_a-z0-9]*}}
define void @ult(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 256, i64 64, i64 64, i64 1)
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %r = shl nuw nsw i32 %i, 4
  %row = zext nneg i32 %r to i64
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp samesign ult i32 %i, 15
  br i1 %c, label %body, label %exit
exit:
  ret void
}

; Leaving when `10 < i`, from 2 by 3: the exit on the true edge and the
; bound on the left. The body runs with i = 2, 5, 8 and 11 (the test reads
; the counter the trip ran with): four trips, End 14.
; IR-LABEL: define void @ule_swapped(
; IR:       %[[C:.*]] = icmp eq i32 %i.next, 14
; IR-NEXT:  br i1 %[[C]], label %exit, label %body
; CHECK-LABEL: func.func @ule_swapped(
; CHECK: scf.for %{{.*}} = %{{c2[_a-z0-9]*}} to %{{c14[_a-z0-9]*}} step %{{c3[_a-z0-9]*}}
define void @ule_swapped(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 256, i64 64, i64 64, i64 1)
  br label %body
body:
  %i = phi i32 [ 2, %entry ], [ %i.next, %body ]
  %r = shl nuw nsw i32 %i, 4
  %row = zext nneg i32 %r to i64
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add nuw nsw i32 %i, 3
  %c = icmp ult i32 10, %i
  br i1 %c, label %exit, label %body
exit:
  ret void
}

; A signed `i < 7` by 4 from 0: trips with 0, 4 and 8, End 12; and
; `i != 12` by 4 from 0: 0, 4, 8 and 12 (the bound hit exactly), End 16.
; IR-LABEL: define void @slt_ne(
; IR:       icmp ne i64 %i.next, 12
; IR:       icmp ne i64 %j.next, 16
; CHECK-LABEL: func.func @slt_ne(
; CHECK: scf.for %{{.*}} = %{{c0[_a-z0-9]*}} to %{{c12[_a-z0-9]*}} step %{{c4[_a-z0-9]*}}
; CHECK: scf.for %{{.*}} = %{{c0[_a-z0-9]*}} to %{{c16[_a-z0-9]*}} step %{{c4[_a-z0-9]*}}
define void @slt_ne(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 256, i64 64, i64 64, i64 1)
  br label %a
a:
  %i = phi i64 [ 0, %entry ], [ %i.next, %a ]
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %i, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %i, i64 0)
  %i.next = add nsw i64 %i, 4
  %c = icmp slt i64 %i, 7
  br i1 %c, label %a, label %b
b:
  %j = phi i64 [ 0, %a ], [ %j.next, %b ]
  %x2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 %j, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x2, ptr %w, i64 %j, i64 0)
  %j.next = add i64 %j, 4
  %c2 = icmp ne i64 %j, 12
  br i1 %c2, label %b, label %exit
exit:
  ret void
}

; A start at or past the bound: a bottom-tested loop runs once (End =
; start + step).
; IR-LABEL: define void @once(
; IR:       icmp ne i32 %i.next, 10
; CHECK-LABEL: func.func @once(
; CHECK: scf.for %{{.*}} = %{{c9[_a-z0-9]*}} to %{{c10[_a-z0-9]*}} step %{{c1[_a-z0-9]*}}
define void @once(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 256, i64 64, i64 64, i64 1)
  br label %body
body:
  %i = phi i32 [ 9, %entry ], [ %i.next, %body ]
  %row = zext nneg i32 %i to i64
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i, 4
  br i1 %c, label %body, label %exit
exit:
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
; WRAP: error: in function @wraps: control flow that cannot be printed as scf.for/scf.if at {{.*}}: no induction variable
; Left alone: the counter passing 2^31 (@wraps), and a latch value that adds
; 1 to something other than the counter (@not_counter, m = 2i: 0, 1, 3, 7,
; ...; review20 L1).
; KEPT-LABEL: define void @wraps(
; KEPT:       icmp ult i32 %i, -2147483645
; KEPT-LABEL: define void @not_counter(
; KEPT:       %c = icmp ult i64 %i, 15
; KEPT-NEXT:  br i1 %c, label %body, label %exit
