; Loops (docs/sync.md "Loops"): a loop-carried WAR gets the credit pattern
; (a set before the loop, a wait before the reuse and a set after the last
; use in the body, a wait after the loop: sync-facts §6.C.2); a dependence
; around a zero-trip loop is ordered outside it (E16); nested loops nest
; their credits. The checker runs 0..3 trips of every loop.
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes %s -o %t.pto
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 3 functions, 0 findings

; The credit without its set before the loop: the first trip waits forever.
; RUN: %sync_mutate %t.pto --func credit --match 'set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=NOPRE
; NOPRE: @credit: deadlock: line {{[0-9]+}}: wait PIPE_MTE3 -> PIPE_MTE2 EVENT_ID1 with no pending set
; Without its wait after the loop: the flag is still set at the end.
; RUN: %sync_mutate %t.pto --func credit --match 'wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --nth 2 --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=NOPOST
; NOPOST: @credit: left-set: PIPE_MTE3 -> PIPE_MTE2 EVENT_ID1 set at line {{[0-9]+}} is still set at the end
; Without the wait in the body: the body's set finds the flag still set.
; RUN: %sync_mutate %t.pto --func credit --match 'wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=NOWAIT
; NOWAIT: @credit: double-set: line {{[0-9]+}}: PIPE_MTE3 -> PIPE_MTE2 EVENT_ID1 is set again before its wait
; Without the set in the body: the second trip's wait has nothing to take.
; RUN: %sync_mutate %t.pto --func credit --match 'set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --nth 2 --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=NOSET
; NOSET: @credit: deadlock: line {{[0-9]+}}: wait PIPE_MTE3 -> PIPE_MTE2 EVENT_ID1 with no pending set
; E16: the wait hoisted before the zero-trip loop, moved back into its body
; (as ptoas would leave it): with no trip, the store after the loop races
; with the load before it; with two, the wait has no set.
; RUN: %sync_mutate %t.pto --func zerotrip --match 'wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>' --mutation move=1 \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=ZEROTRIP
; ZEROTRIP: @zerotrip: deadlock: line {{[0-9]+}}: wait PIPE_MTE2 -> PIPE_V EVENT_ID1 with no pending set
; ZEROTRIP: @zerotrip: left-set: PIPE_MTE2 -> PIPE_V EVENT_ID1 set at line {{[0-9]+}} is still set at the end
; ZEROTRIP: @zerotrip: unordered: line {{[0-9]+}}: pto.tload (PIPE_MTE2) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; The inner loop's MTE3 -> MTE2 credit is set again before the inner loop
; in the next outer trip, and nothing else orders its post-loop wait
; (MTE2) before that set (MTE3): a release credit of the outer loop does
; (docs/sync.md "Releases"), MTE2 -> MTE3 EVENT_ID2: set before the outer
; loop, waited at the top of the outer body before the inner credit's set,
; set again after its post-loop wait, waited after the outer loop. It was
; a PIPE_ALL barrier in each loop (FlagReuseUnordered). Without the
; release's body wait, its own flag is set twice and the inner credit's
; set may overtake its wait.
; RUN: %sync_mutate %t.pto --func nested --match 'wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]' --nth 1 --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=NEST
; NEST: @nested: double-set: line {{[0-9]+}}: PIPE_MTE2 -> PIPE_MTE3 EVENT_ID2 is set again before its wait
; NEST: @nested: double-set: line {{[0-9]+}}: PIPE_MTE3 -> PIPE_MTE2 EVENT_ID1 may be set again before the wait at line {{[0-9]+}} has cleared it

; Minimality (docs/sync.md "Minimality"; sync-bugs #2). @credit: the load
; that overwrites what the previous trip's texp read needs no V -> MTE2
; credit and no MTE2 barrier: texp -> (V -> MTE3) -> tstore -> (the MTE3 ->
; MTE2 credit) -> tload is a chain, and so is the previous load's (MTE2 ->
; V) -> texp -> ... for the load's WAW. @nested: the inner loop's MTE3 ->
; MTE2 credit is the only credit. The outer loop gets none: every earlier
; trip's V and MTE3 ops precede the inner credit's set before the inner
; loop (its first wait takes that set, the later waits the body's set,
; which follows it), and the body's V -> MTE3 pair orders the V ops of a
; trip before its tstore. Nor an MTE2 barrier at the top of the outer body.
; RUN: %sync_lines %t.pto | FileCheck %s --check-prefix=MIN
; MIN-LABEL: func.func @credit(
; MIN-NOT: #pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>
; MIN-NOT: pto.barrier #pto.pipe<PIPE_MTE2>
; MIN-LABEL: func.func @nested(
; MIN-NOT: #pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>
; MIN-NOT: pto.barrier #pto.pipe<PIPE_MTE2>
; MIN: scf.for %j
; MIN-NOT: pto.barrier #pto.pipe<PIPE_MTE2>
; MIN-NOT: #pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>
; MIN: return
; Deleting any sync is caught by the checker. After the ids are given the
; syncs are pruned again, keeping every reuse ordered: the release
; credit's pre-set follows the first load and its post-loop wait orders
; both loops' MTE3 and MTE2 ops before the last store, so the load's MTE2
; -> MTE3 pair and the MTE3 barrier before that store go.
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias %t.pto | FileCheck %s --check-prefix=NONE
; NONE: pto_sync_minimal: 1 kernels, 10 sync units, 0 removable, 3 final barriers
; Without minimality (-ascendpto-sync-minimal=false) the outer loop has
; its two credits, and the checker finds 6 removable syncs.
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync-minimal=false %s -o %t.off.pto
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias %t.off.pto | FileCheck %s --check-prefix=OFF
; OFF: pto_sync_minimal: 1 kernels, 22 sync units, 6 removable, 3 final barriers

; CHECK-LABEL: func.func @credit(
; CHECK-NEXT: scf.if %z {
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: scf.for %i 
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.texp ins(%a{{.*}} outs(%b
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b{{.*}} outs(%pv_0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @zerotrip(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: scf.for %i 
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_V>
; CHECK-NEXT: pto.texp ins(%t{{.*}} outs(%b
; CHECK-NEXT: }
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%t_0{{.*}} outs(%pv_0
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @nested(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: scf.for %i 
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: scf.for %j 
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_0{{.*}} outs(%x
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tadd ins(%x{{.*}} outs(%y
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%y{{.*}} outs(%pv_1
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tstore ins(%a{{.*}} outs(%pv_2
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-NEXT: }

; A loop-carried WAR: each iteration loads into the bytes the previous
; iteration's texp read (credit V -> MTE2), and stores what texp wrote.
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

; A zero-trip loop (E16): the load before the loop and the store after it
; are ordered outside the loop, whatever the body's syncs.
define void @zerotrip(ptr noalias %p, ptr noalias %q, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %t = phi ptr addrspace(1) [ %a, %entry ], [ %b, %body ]
  %c = icmp slt i64 %i, %n
  br i1 %c, label %body, label %exit
body:
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %t)
  %i.next = add i64 %i, 1
  br label %head
exit:
  call void @pto.tstore(ptr addrspace(1) %t, ptr %w, i64 0, i64 0)
  ret void
}
; Nested loops: a load before both, a texp in the inner one, a store after
; both; and the inner body's own loop-carried WAR.
define void @nested(ptr noalias %p, ptr noalias %q, i64 %n, i64 %m) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %row = mul i64 %j, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %x, ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %j.next = add i64 %j, 1
  %cj = icmp slt i64 %j.next, %m
  br i1 %cj, label %inner, label %latch
latch:
  %i.next = add i64 %i, 1
  %ci = icmp slt i64 %i.next, %n
  br i1 %ci, label %outer, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
