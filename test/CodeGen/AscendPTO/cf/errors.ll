; Control flow PTO cannot express is an error naming the function and the
; block, reported before planning; llc exits 1.
; RUN: split-file %s %t
; RUN: not %llc -verify-machineinstrs %t/irreducible.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=IRRED
; RUN: not %llc -verify-machineinstrs %t/break.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BREAK
; RUN: not %llc -verify-machineinstrs %t/no-iv.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOIV
; RUN: not %llc -verify-machineinstrs %t/down.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DOWN
; RUN: not %llc -verify-machineinstrs %t/early-return.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=RETURN
; RUN: not %llc -verify-machineinstrs %t/switch.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SWITCH
; RUN: not %llc -verify-machineinstrs %t/no-exit.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXIT

; IRRED: error: in function @k: control flow that cannot be printed as scf.for/scf.if at %bb.{{[0-9]+}} ({{a|b}}):
; BREAK: error: in function @k: control flow that cannot be printed as scf.for/scf.if at %bb.{{[0-9]+}} (loop): the loop has several exits (scf.for has one)
; NOIV: error: in function @k: control flow that cannot be printed as scf.for/scf.if at %bb.{{[0-9]+}} (loop): no induction variable: scf.for needs a header phi incremented by a loop-invariant step and compared with a loop-invariant bound
; DOWN: error: in function @k: control flow that cannot be printed as scf.for/scf.if at %bb.{{[0-9]+}} (loop): the loop's exit test does not count the induction variable up to a bound
; RETURN: error: in function @k: control flow that cannot be printed as scf.for/scf.if at %bb.0 (entry): the two paths of this branch never meet again
; SWITCH: error: in function @k: 'switch' is not supported in a PTO kernel
; A loop with no exit at all is reported as such, not as one with several.
; NOEXIT: error: in function @k: control flow that cannot be printed as scf.for/scf.if at %bb.{{[0-9]+}} (loop): the loop never exits (scf.for needs an exit test that counts an induction variable up to a bound)

;--- irreducible.ll
define void @k(i64 %x) {
entry:
  %c = icmp sgt i64 %x, 0
  %d = icmp sgt i64 %x, 5
  br i1 %c, label %a, label %b
a:
  br i1 %d, label %b, label %exit
b:
  br i1 %d, label %a, label %exit
exit:
  ret void
}

;--- break.ll
define void @k(i64 %n) {
entry:
  %stop = icmp sgt i64 %n, 100
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  br i1 %stop, label %exit, label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

;--- no-iv.ll
define void @k(i64 %n) {
entry:
  br label %loop
loop:
  %x = phi i64 [ %n, %entry ], [ %x.next, %loop ]
  %x.next = sdiv i64 %x, 2
  %c = icmp sgt i64 %x.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

;--- down.ll
define void @k(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ %n, %entry ], [ %i.next, %loop ]
  %i.next = add i64 %i, 1
  %c = icmp sgt i64 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

;--- early-return.ll
define void @k(i64 %x) {
entry:
  %c = icmp sgt i64 %x, 0
  br i1 %c, label %then, label %else
then:
  ret void
else:
  ret void
}

;--- switch.ll
define void @k(i64 %n) {
entry:
  switch i64 %n, label %exit [ i64 1, label %one ]
one:
  br label %exit
exit:
  ret void
}

;--- no-exit.ll
define void @k(ptr %p) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  br label %loop
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
