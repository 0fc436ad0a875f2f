; Where a loop credit's pre-set goes (docs/sync.md "Loops: the credit
; pattern"): right after the last access before the loop, on the credit's
; src pipe, that the credit's first-trip consumer depends on, or at the
; start of the loop's parent sequence when none does; never outside that
; sequence. Each loop here reloads the tile its previous trip stored (the
; MTE3 -> MTE2 credit). The checker runs 0..3 trips of every loop.
; RUN: %llc -verify-machineinstrs %s -o %t.pto
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 4 functions, 0 findings

; @unrelated: the pre-set opens the function, ahead of the load and store
; before the loop, which touch nothing the loop does. Without it the first
; trip's wait has no set.
; RUN: %sync_mutate %t.pto --func unrelated --match 'set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=UNREL
; UNREL: @unrelated: deadlock: line {{[0-9]+}}: wait PIPE_MTE3 -> PIPE_MTE2 EVENT_ID1 with no pending set

; @conflict: the first store writes rows of %p that the loop's first load
; reads, so the pre-set follows it (and orders the pair: no pair of their
; own); the second store, to %r, comes after the pre-set. Moved up above
; the first store, the pre-set no longer orders it before the load.
; RUN: %sync_mutate %t.pto --func conflict --match 'set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --mutation move=-1 \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=CONFL
; CONFL: @conflict: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes with no happens-before between them

; @zerotrip: the load after a loop that may run no trip reads what the
; store before the loop wrote. The loop's load does not depend on that
; store, but the load after the loop does, through the credit's wait after
; the loop, which takes the pre-set when there is no trip: so the pre-set
; follows the store (no pair of their own). Moved above the store: with no
; trip, nothing orders them.
; RUN: %sync_mutate %t.pto --func zerotrip --match 'set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --mutation move=-1 \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=ZERO
; ZERO: @zerotrip: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes with no happens-before between them

; @nested: the inner loop's credit (EVENT_ID2) is set at the start of the
; outer body, ahead of the outer body's own load and store, and so once
; per outer trip, balanced by its wait after the inner loop. Moved out of
; the outer loop, the second outer trip's first inner wait has no set.
; (The outer loop has a credit of its own, EVENT_ID1, for its load's reuse
; of what the previous outer trip stored: the outer load is placed before
; the inner credit exists, so the inner pre-set does not move down for it;
; with the pre-set just before the inner loop, that credit and the release
; credit EVENT_ID3 were pruned: docs/sync.md "Loops".)
; RUN: %sync_mutate %t.pto --func nested --match 'set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]' --nth 1 --mutation move=-3 \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=NEST
; NEST: @nested: deadlock: line {{[0-9]+}}: wait PIPE_MTE3 -> PIPE_MTE2 EVENT_ID2 with no pending set

; No sync can go (the checker stays clean after no single deletion).
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias %t.pto | FileCheck %s --check-prefix=NONE
; NONE: pto_sync_minimal: 1 kernels, 15 sync units, 0 removable, 4 final barriers

; CHECK-LABEL: func.func @unrelated(
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%u
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_0
; CHECK-NEXT: scf.for %i 
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_1{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tstore ins(%a{{.*}} outs(%pv_2
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @conflict(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%u
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_1
; CHECK-NEXT: scf.for %i 
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_2{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%a{{.*}} outs(%pv_3
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @zerotrip(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%u
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: scf.for %i 
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_1{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%a{{.*}} outs(%pv_2
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_3{{.*}} outs(%y
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%y{{.*}} outs(%pv_4
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @nested(
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID3>]
; CHECK-NEXT: scf.for %i 
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID3>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%u
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: scf.for %j 
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tload ins(%pv_1{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tstore ins(%a{{.*}} outs(%pv_2
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID3>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID3>]
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-NEXT: }

; The credit's pre-set before unrelated pre-loop work: the store before
; the loop (MTE3) touches nothing the loop's first load (MTE2) does.
define void @unrelated(ptr noalias %p, ptr noalias %q, ptr noalias %r, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  %x = call ptr @pto.tensor_view.f32(ptr %r, i64 256, i64 64, i64 64, i64 1)
  %u = call ptr addrspace(1) @pto.tload(ptr %x, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %x, i64 16, i64 0)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A conflicting pre-loop access: the first store writes the rows of %p
; the loop's loads read, the second touches only %r. The pre-set goes
; between them.
define void @conflict(ptr noalias %p, ptr noalias %q, ptr noalias %r, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  %x = call ptr @pto.tensor_view.f32(ptr %r, i64 256, i64 64, i64 64, i64 1)
  %u = call ptr addrspace(1) @pto.tload(ptr %x, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %x, i64 16, i64 0)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Zero trips: the load after the loop reads what the store before it
; wrote. The credit's pre-set is before that store, so its wait after the
; loop does not order them when the loop runs no trip: a pair of their own
; does.
define void @zerotrip(ptr noalias %p, ptr noalias %q, ptr noalias %r, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  %x = call ptr @pto.tensor_view.f32(ptr %r, i64 256, i64 64, i64 64, i64 1)
  %u = call ptr addrspace(1) @pto.tload(ptr %x, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %x, i64 16, i64 0)
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %z = icmp slt i64 %i, %n
  br i1 %z, label %body, label %exit
body:
  %row = mul i64 %i, 16
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  br label %head
exit:
  %y = call ptr addrspace(1) @pto.tload(ptr %x, i64 16, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %x, i64 32, i64 0)
  ret void
}

; Nested: the inner loop's credit is set again in every outer trip, at
; the start of the outer body, before the unrelated work there.
define void @nested(ptr noalias %p, ptr noalias %q, ptr noalias %r, i64 %n, i64 %m) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  %x = call ptr @pto.tensor_view.f32(ptr %r, i64 256, i64 64, i64 64, i64 1)
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %u = call ptr addrspace(1) @pto.tload(ptr %x, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %x, i64 16, i64 0)
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %row = mul i64 %j, 16
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %row, i64 0)
  %j.next = add i64 %j, 1
  %cj = icmp slt i64 %j.next, %m
  br i1 %cj, label %inner, label %latch
latch:
  %i.next = add i64 %i, 1
  %ci = icmp slt i64 %i.next, %n
  br i1 %ci, label %outer, label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
