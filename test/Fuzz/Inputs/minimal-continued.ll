; Read by test/Fuzz/sync-minimal-run-lines.test through pto_sync_minimal.py
; (not a lit test: Inputs/ is excluded). Its RUN lines are continued with a
; trailing '\': an option on a continuation line counts.
; RUN: %llc -ascendpto-placement-objective=bytes \
; RUN:   -ascendpto-sync-minimal=false %s -o %t.pto
; RUN: %sync_check --noalias \
; RUN:   %t.pto
; The same file written again: a checker line takes it as it is there.
; RUN: %llc -ascendpto-placement-objective=bytes %s -o %t.pto
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 1 functions, 0 findings
; Through a pipe.
; RUN: %llc -ascendpto-sync-minimal=false %s -o - \
; RUN:   | %sync_check --noalias - | FileCheck %s --check-prefix=OK
; Not measured: a mutated text (under `not`), output no checker takes.
; RUN: %sync_mutate %t.pto --match wait_flag --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=DEL
; DEL: @credit: unordered
; RUN: %llc %s -o %t.unchecked.pto

define void @credit(ptr noalias %p, ptr noalias %q, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  %z = icmp sgt i64 %n, 0
  br i1 %z, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
