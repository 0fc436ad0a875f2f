; Symbolic rows (docs/sync.md "Accesses"): a GM access whose row offset is
; a * x + c of a run-time value x is its box with x = 0 moved by a * x
; rows. Two such accesses of one argument with the same x, a and pitch,
; seen with the same value of x, overlap exactly when those boxes do; round
; the back edge of the loop whose counter x is, the later trip's box has
; moved by a * step rows.
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes %s -o %t.pto
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 4 functions, 0 findings
; Nothing removable (@scaled's barrier before its first store, against
; the stores of the trips before, rows 32 i + 32 against 16 i and 32 i,
; was until the rows were followed over the loop's trips: gm-rows-trips.ll).
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --verbose --noalias %t.pto | FileCheck %s --check-prefix=NONE
; NONE: pto_sync_minimal: 1 kernels, {{[0-9]+}} sync units, 0 removable, 4 final barriers
; Without the rule each store is the whole argument: an MTE3 barrier
; before each store but the first.
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync-symbolic-rows=false %s -o - \
; RUN:   | %sync_lines | FileCheck %s --check-prefix=WHOLE
; WHOLE-LABEL: func.func @apart(
; WHOLE:       pto.barrier #pto.pipe<PIPE_MTE3>
;
; @apart's second store moved onto the first's rows (c = 0): the two
; stores of a trip race.
; RUN: sed -e 's/%r1 = arith.addi %r0, %c16/%r1 = arith.addi %r0, %c0/' %t.pto \
; RUN:   | not %sync_check --noalias --func apart - | FileCheck %s --check-prefix=SAME
; SAME: @apart: unordered: line [[L0:[0-9]+]]: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; @apart's trips 16 rows apart instead of 32: the second store of a trip and
; the first of the next race.
; RUN: sed -e 's/%r0 = arith.muli %i, %c32/%r0 = arith.muli %i, %c16/' %t.pto \
; RUN:   | not %sync_check --noalias --func apart - | FileCheck %s --check-prefix=NEXT
; NEXT: @apart: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes

; Rows 32 i and 32 i + 16, 16 rows each: apart in a trip and across trips.
; CHECK-LABEL: func.func @apart(
; CHECK-NOT:   pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK:       pto.barrier #pto.pipe<PIPE_ALL>
; Rows 32 i and 32 i + 8: they overlap in a trip.
; CHECK-LABEL: func.func @overlap(
; CHECK:       pto.tstore
; CHECK:       pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK-NEXT:  pto.wait_flag
; CHECK-NEXT:  pto.tstore
; Rows 32 i and 16 i: they meet at i = 0 (the barrier between the stores),
; and never across trips (trip t's first store, rows 32 t .. 32 t + 15, is
; past every earlier trip's rows: no barrier before it).
; CHECK-LABEL: func.func @scaled(
; CHECK:       scf.for
; CHECK-NOT:   pto.barrier
; CHECK:       pto.tstore
; CHECK:       pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK-NEXT:  pto.wait_flag
; CHECK-NEXT:  pto.tstore
; Rows 16 n and 16 n + 16 of an argument n: apart for every n, but only
; a loop counter counts (the checker, which executes the text, takes any
; other run-time value for the whole argument and would see a race).
; CHECK-LABEL: func.func @fixed(
; CHECK:       pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK:       pto.barrier #pto.pipe<PIPE_ALL>

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

define void @apart(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r0 = mul i64 %i, 32
  %r1 = add i64 %r0, 16
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 %r0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %r1, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @overlap(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r0 = mul i64 %i, 32
  %r1 = add i64 %r0, 8
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 %r0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %r1, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 7
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @scaled(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r0 = mul i64 %i, 32
  %r1 = mul i64 %i, 16
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 %r0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %r1, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 7
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @fixed(ptr noalias %p, ptr noalias %q, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  %r0 = mul i64 %n, 16
  %r1 = add i64 %r0, 16
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %r1, i64 0)
  ret void
}
