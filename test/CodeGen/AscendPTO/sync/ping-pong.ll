; Ping-pong (docs/sync.md "Ping-pong"): a declared buffer with a run-time
; slot (@rotate: the load goes to slot i % 2 of @pp) and pipeline stages
; (@stages: stage 0 and stage 1 of group 0 at depth 2 in separate bytes).
; Within an iteration, stage 1's load does not wait for stage 0's texp: the
; stages overlap; across iterations each stage's load waits for its own
; stage's readers through credits of its own (ids of their own). Across iterations, the load into slot s waits only for
; the texp of the iteration that last used slot s, through that slot's id
; (a slot credit: ids 0 and 1, `scf.if (slot == 0)` choosing in the body),
; so the slots overlap too. The checker executes the slot index per trip
; and accepts both.
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes %s -o %t.pto
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 2 functions, 0 findings

; Without the body's wait, the third trip's load reuses slot 0 while the
; first trip's texp may still read it.
; RUN: %sync_mutate %t.pto --func rotate --match 'wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=SLOT
; SLOT: @rotate: double-set: line {{[0-9]+}}: PIPE_V -> PIPE_MTE2 EVENT_ID0 is set again before its wait
; SLOT: @rotate: unordered: line {{[0-9]+}}: pto.texp (PIPE_V) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; Stage 1 given stage 0's bytes (as if the planner had not kept the stages
; apart): its load races with stage 0's texp and store.
; RUN: sed 's/%a1 = pto.alloc_tile addr = %c4096_i64/%a1 = pto.alloc_tile addr = %c0_i64/' %t.pto \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=STAGE
; STAGE: @stages: unordered: line {{[0-9]+}}: pto.texp (PIPE_V) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; STAGE: @stages: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; Without the credit's wait at the top of the body: set again before its
; wait.
; RUN: %sync_mutate %t.pto --func stages --match 'wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=CREDIT
; CREDIT: @stages: double-set: line {{[0-9]+}}: PIPE_MTE3 -> PIPE_MTE2 EVENT_ID1 is set again before its wait
; Minimality (docs/sync.md): @rotate's texp needs no V barrier against the
; previous trip's texp (the chain texp -> V -> MTE3 -> tstore -> the MTE3 ->
; V credit orders it), and its load no MTE2 barrier against the load of
; two trips back into the same slot (the slot's chain: that load, the slot
; pair MTE2 -> V, the texp, the slot credit's set on V of that trip, taken
; by this trip's wait: docs/sync.md "Minimality", slot chains); @stages
; needs no V -> MTE2 credits and no MTE2 barrier (each stage's MTE3 -> MTE2
; credit and the body's pairs chain the earlier trips' ops before its load).
; RUN: %sync_lines %t.pto | FileCheck %s --check-prefix=MIN
; MIN-LABEL: func.func @rotate(
; MIN-NOT: pto.barrier #pto.pipe<PIPE_V>
; MIN-NOT: pto.barrier #pto.pipe<PIPE_MTE2>
; MIN-LABEL: func.func @stages(
; MIN-NOT: #pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>
; MIN-NOT: pto.barrier #pto.pipe<PIPE_MTE2>
; MIN-NOT: pto.barrier #pto.pipe<PIPE_MTE3>
; MIN: return
; Without the slot pair (the chain's first link), the load races with the
; load two trips back, besides the texp's RAW.
; RUN: grep -v 'pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>' %t.pto \
; RUN:   | not %sync_check --noalias --func rotate - | FileCheck %s --check-prefix=NOPAIR
; NOPAIR: @rotate: unordered: line [[L:[0-9]+]]: pto.tload (PIPE_MTE2) and line [[L]]: pto.tload (PIPE_MTE2) touch the same bytes
; @stages' stores need no MTE3 barrier: their rows, 32 i and 32 i + 16, 16
; each, are apart in a trip and from every earlier trip's (docs/sync.md
; "Accesses", symbolic rows). The checker finds nothing removable.
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --verbose --noalias %t.pto | FileCheck %s --check-prefix=NONE
; NONE: pto_sync_minimal: 1 kernels, 12 sync units, 0 removable, 2 final barriers
; Stage 1's store moved onto stage 0's rows: the two stores of a trip race.
; RUN: sed -e 's/%r1 = arith.addi %r0, %c16/%r1 = arith.addi %r0, %c0/' %t.pto \
; RUN:   | not %sync_check --noalias --func stages - | FileCheck %s --check-prefix=ROWS
; ROWS: @stages: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes

; The addresses: slot i % 2 of @pp, stage 1 apart from stage 0.
; RUN: FileCheck %s --check-prefix=ADDR < %t.pto
; ADDR-LABEL: func.func @rotate(
; ADDR:       %x_slotoff = arith.muli %x_slot, %c4096_i64 : i64
; ADDR-LABEL: func.func @stages(
; ADDR:       %a0 = pto.alloc_tile addr = %c0_i64 :
; ADDR:       %a1 = pto.alloc_tile addr = %c4096_i64 :

; CHECK-LABEL: func.func @rotate(
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: scf.for %i 
; CHECK-NEXT: scf.if %slot_is0 {
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: } else {
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%x
; CHECK-NEXT: scf.if %slot_is0_0 {
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: } else {
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: }
; CHECK-NEXT: scf.if %slot_is0_1 {
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: } else {
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.texp ins(%x{{.*}} outs(%y
; CHECK-NEXT: scf.if %slot_is0_2 {
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: } else {
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%y{{.*}} outs(%pv_0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; Each stage's loads have credits of their own (ids 1 and 2 of MTE3 ->
; MTE2): stage 0's load waits for stage 0's store of the previous trip,
; not for stage 1's. The stage's texp needs no V -> MTE2 credit: it is
; ordered before its own stage's store (V -> MTE3), which the credit waits
; for (docs/sync.md "Minimality").
; CHECK-LABEL: func.func @stages(
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: scf.for %i 
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.texp ins(%a0{{.*}} outs(%b0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b0{{.*}} outs(%pv_0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tload ins(%pv_1{{.*}} outs(%a1
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.texp ins(%a1{{.*}} outs(%b1
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tstore ins(%b1{{.*}} outs(%pv_2
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-NEXT: }

@pp = external addrspace(1) global [2 x [16 x [64 x float]]]

; Ping-pong: each iteration loads into slot i % 2 of @pp.
define void @rotate(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %slot = srem i64 %i, 2
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @pp, i64 %slot)
  %y = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
; Pipeline stages: the body is unrolled twice, stage 0 and stage 1 of group
; 0 at depth 2 live in separate bytes, so stage 1's load need not wait for
; stage 0's texp.
define void @stages(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r0 = mul i64 %i, 32
  %r1 = add i64 %r0, 16
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 %r0, i64 0, i64 16, i64 64), !pto.pipeline !0
  %b0 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a0), !pto.pipeline !0
  call void @pto.tstore(ptr addrspace(1) %b0, ptr %w, i64 %r0, i64 0)
  %a1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 %r1, i64 0, i64 16, i64 64), !pto.pipeline !1
  %b1 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a1), !pto.pipeline !1
  call void @pto.tstore(ptr addrspace(1) %b1, ptr %w, i64 %r1, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
!0 = !{i32 0, i32 0, i32 2}
!1 = !{i32 0, i32 1, i32 2}
