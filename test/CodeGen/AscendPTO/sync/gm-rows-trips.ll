; Symbolic rows over loop trips (docs/sync.md "Symbolic rows"): a GM
; access at a constant row, or at row a * x + c of a loop counter x, is
; followed over the trips of x's loop (its constant bounds), and two of
; one argument are apart only when no pair of trips the scan relates
; them in makes their boxes meet. Apart: the sync goes; meeting in some
; trip, the last one or a trip past the checker's default three included:
; the sync stays.
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes %s -o %t.pto
; RUN: %sync_lines %t.pto | FileCheck %s
; The checker runs each loop up to 8 trips here: the trips where some of
; these kernels' rows meet (its default, 3, would not see them).
; RUN: %sync_check --noalias --trips 8 %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 13 functions, 0 findings
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias --trips 8 %t.pto | FileCheck %s --check-prefix=NONE
; NONE: pto_sync_minimal: 1 kernels, {{[0-9]+}} sync units, 0 removable, 13 final barriers
;
; Each kept barrier is needed: without it the checker finds the race.
; RUN: %sync_mutate %t.pto --func behind --match 'barrier #pto.pipe<PIPE_MTE3>' --mutation delete \
; RUN:   | not %sync_check --noalias --func behind - | FileCheck %s --check-prefix=BEHIND
; BEHIND: @behind: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; RUN: %sync_mutate %t.pto --func otherside --match 'barrier #pto.pipe<PIPE_MTE3>' --mutation delete \
; RUN:   | not %sync_check --noalias --func otherside - | FileCheck %s --check-prefix=OTHER
; OTHER: @otherside: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; RUN: %sync_mutate %t.pto --func downmeet --match 'barrier #pto.pipe<PIPE_MTE3>' --mutation delete \
; RUN:   | not %sync_check --noalias --func downmeet - | FileCheck %s --check-prefix=DOWN
; DOWN: @downmeet: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; Rows that meet only in trip 4 or later: the default checker (3 trips)
; takes the kernel without the barrier as clean, 8 trips do not.
; RUN: %sync_mutate %t.pto --func before_trip4 --match 'barrier #pto.pipe<PIPE_MTE3>' --mutation delete > %t.b4.pto
; RUN: %sync_check --noalias --func before_trip4 %t.b4.pto | FileCheck %s --check-prefix=BLIND
; BLIND: pto_sync_check: 1 functions, 0 findings
; RUN: not %sync_check --noalias --trips 8 --func before_trip4 %t.b4.pto | FileCheck %s --check-prefix=B4
; B4: @before_trip4: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; RUN: %sync_mutate %t.pto --func after_last --match 'barrier #pto.pipe<PIPE_MTE3>' --mutation delete \
; RUN:   | not %sync_check --noalias --trips 8 --func after_last - | FileCheck %s --check-prefix=LAST
; LAST: @after_last: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; RUN: %sync_mutate %t.pto --func counters_trip4 --match 'barrier #pto.pipe<PIPE_MTE3>' --mutation delete \
; RUN:   | not %sync_check --noalias --trips 8 --func counters_trip4 - | FileCheck %s --check-prefix=CTR
; CTR: @counters_trip4: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; RUN: %sync_mutate %t.pto --func multiples_trip4 --match 'barrier #pto.pipe<PIPE_MTE3>' --mutation delete \
; RUN:   | not %sync_check --noalias --trips 8 --func multiples_trip4 - | FileCheck %s --check-prefix=MUL
; MUL: @multiples_trip4: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; The apart kernels with their rows moved so that they meet: rejected.
; RUN: sed -e 's/%r1 = arith.subi %c224, %m/%r1 = arith.subi %c240, %m/' %t.pto \
; RUN:   | not %sync_check --noalias --func down - | FileCheck %s --check-prefix=DOWNSAME
; DOWNSAME: @down: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; RUN: sed -e 's/, %c64 : index$/, %c16 : index/' %t.pto \
; RUN:   | not %sync_check --noalias --func counters_apart - | FileCheck %s --check-prefix=CTRMEET
; CTRMEET: @counters_apart: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; RUN: sed -e 's/scf.for %i = %c0 to %c4 step %c1/scf.for %i = %c0 to %c16 step %c1/' %t.pto \
; RUN:   | not %sync_check --noalias --trips 8 --func multiples_short - | FileCheck %s --check-prefix=LONG
; LONG: @multiples_short: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
;
; Rows 32 i + 32, then 32 i: apart in a trip, but the second store of
; trip t + 1 is on the first's rows of trip t (the scan's back edge starts
; at the consumer's item, so the trips before are related here too).
; CHECK-LABEL: func.func @behind(
; CHECK:       scf.for
; CHECK-NEXT:  pto.tstore
; CHECK-NEXT:  pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK-NEXT:  pto.tstore
; Rows 32 i and 32 i + 56 (16 rows each): the first store of the next trip
; is below the second (apart at k = 1, on the other side), two trips on it
; meets it.
; CHECK-LABEL: func.func @otherside(
; CHECK:       scf.for
; CHECK-NEXT:  pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK-NEXT:  pto.tstore
; CHECK-NEXT:  pto.tstore
; Rows 240 - 32 i and 224 - 32 i (a negative a * step): every trip below
; the trips before.
; CHECK-LABEL: func.func @down(
; CHECK-NOT:   pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK:       pto.barrier #pto.pipe<PIPE_ALL>
; Rows 112 - 16 i and 96 - 16 i: the next trip's first store is on this
; trip's second.
; CHECK-LABEL: func.func @downmeet(
; CHECK:       scf.for
; CHECK-NEXT:  pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK-NEXT:  pto.tstore
; CHECK-NEXT:  pto.tstore
; A constant row against a counter's, i < 8 (rows 0 .. 127).
; CHECK-LABEL: func.func @before_apart(
; CHECK-NOT:   pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK:       pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-LABEL: func.func @before_trip4(
; CHECK:       pto.tstore
; CHECK-NEXT:  pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK:       scf.for
; CHECK-LABEL: func.func @after_apart(
; CHECK-NOT:   pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK:       pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-LABEL: func.func @after_last(
; CHECK:       scf.for
; CHECK:       pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK:       pto.tstore
; CHECK-NEXT:  pto.barrier #pto.pipe<PIPE_ALL>
; Two counters: rows 16 i (i < 4, rows 0 .. 63) and 16 j + 64.
; CHECK-LABEL: func.func @counters_apart(
; CHECK-NOT:   pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK:       pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-LABEL: func.func @counters_trip4(
; CHECK:       scf.for %i
; CHECK:       pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK:       scf.for %j
; Different multiples of one counter.
; CHECK-LABEL: func.func @multiples_apart(
; CHECK-NOT:   pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK:       pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-LABEL: func.func @multiples_trip4(
; CHECK:       scf.for
; CHECK-NEXT:  pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK-LABEL: func.func @multiples_short(
; CHECK-NOT:   pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK:       pto.barrier #pto.pipe<PIPE_ALL>

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

; Two stores a trip: rows 32 i + 32, then 32 i.
define void @behind(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 512, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r0 = mul i64 %i, 32
  %r1 = add i64 %r0, 32
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r1, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %r0, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Rows 32 i and 32 i + 56.
define void @otherside(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 512, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r0 = mul i64 %i, 32
  %r1 = add i64 %r0, 56
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %r1, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Rows 240 - 32 i and 224 - 32 i.
define void @down(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 512, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %m = mul i64 %i, 32
  %r0 = sub i64 240, %m
  %r1 = sub i64 224, %m
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %r1, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Rows 112 - 16 i and 96 - 16 i.
define void @downmeet(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 512, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %m = mul i64 %i, 16
  %r0 = sub i64 112, %m
  %r1 = sub i64 96, %m
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %r1, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A store at row 128, then rows 16 i for i < 8 (rows 0..127).
define void @before_apart(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 512, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 128, i64 0)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = mul i64 %i, 16
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %r, i64 0)
  %i.next = add i64 %i, 1
  %i.c = icmp slt i64 %i.next, 8
  br i1 %i.c, label %loop, label %exit
exit:
  ret void
}

; A store at row 64, then rows 16 i for i < 8: they meet at i = 4.
define void @before_trip4(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 512, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 64, i64 0)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = mul i64 %i, 16
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %r, i64 0)
  %i.next = add i64 %i, 1
  %i.c = icmp slt i64 %i.next, 8
  br i1 %i.c, label %loop, label %exit
exit:
  ret void
}

; Rows 16 i for i < 8, then a store at row 128.
define void @after_apart(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 512, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = mul i64 %i, 16
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r, i64 0)
  %i.next = add i64 %i, 1
  %i.c = icmp slt i64 %i.next, 8
  br i1 %i.c, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 128, i64 0)
  ret void
}

; Rows 16 i for i < 8, then a store at row 112: only the last trip's.
define void @after_last(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 512, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = mul i64 %i, 16
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r, i64 0)
  %i.next = add i64 %i, 1
  %i.c = icmp slt i64 %i.next, 8
  br i1 %i.c, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 112, i64 0)
  ret void
}

; Rows 16 i for i < 4, then rows 16 j + 64 for j < 4.
define void @counters_apart(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 512, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = mul i64 %i, 16
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r, i64 0)
  %i.next = add i64 %i, 1
  %i.c = icmp slt i64 %i.next, 4
  br i1 %i.c, label %loop, label %mid
mid:
  br label %loop2
loop2:
  %j = phi i64 [ 0, %mid ], [ %j.next, %loop2 ]
  %s = mul i64 %j, 16
  %s1 = add i64 %s, 64
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %s1, i64 0)
  %j.next = add i64 %j, 1
  %j.c = icmp slt i64 %j.next, 4
  br i1 %j.c, label %loop2, label %exit
exit:
  ret void
}

; Rows 16 i for i < 8, then rows 16 j + 64 for j < 4: i = 4 meets j = 0.
define void @counters_trip4(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 512, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = mul i64 %i, 16
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r, i64 0)
  %i.next = add i64 %i, 1
  %i.c = icmp slt i64 %i.next, 8
  br i1 %i.c, label %loop, label %mid
mid:
  br label %loop2
loop2:
  %j = phi i64 [ 0, %mid ], [ %j.next, %loop2 ]
  %s = mul i64 %j, 16
  %s1 = add i64 %s, 64
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %s1, i64 0)
  %j.next = add i64 %j, 1
  %j.c = icmp slt i64 %j.next, 4
  br i1 %j.c, label %loop2, label %exit
exit:
  ret void
}

; Rows 64 i and 32 i + 16: 0..15 and 16..31 modulo 32.
define void @multiples_apart(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 512, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r0 = mul i64 %i, 64
  %m = mul i64 %i, 32
  %r1 = add i64 %m, 16
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %r1, i64 0)
  %i.next = add i64 %i, 1
  %i.c = icmp slt i64 %i.next, 8
  br i1 %i.c, label %loop, label %exit
exit:
  ret void
}

; Rows 16 i and 32 i + 64 for i < 8: trip 4's first store meets trip 0's second.
define void @multiples_trip4(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 512, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r0 = mul i64 %i, 16
  %m = mul i64 %i, 32
  %r1 = add i64 %m, 64
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %r1, i64 0)
  %i.next = add i64 %i, 1
  %i.c = icmp slt i64 %i.next, 8
  br i1 %i.c, label %loop, label %exit
exit:
  ret void
}

; The same for i < 4: they never meet.
define void @multiples_short(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 512, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r0 = mul i64 %i, 16
  %m = mul i64 %i, 32
  %r1 = add i64 %m, 64
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %r0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %r1, i64 0)
  %i.next = add i64 %i, 1
  %i.c = icmp slt i64 %i.next, 4
  br i1 %i.c, label %loop, label %exit
exit:
  ret void
}
