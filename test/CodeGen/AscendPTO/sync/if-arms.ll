; scf.if (docs/sync.md "Branches"): a pair entirely inside one arm stays
; there; a wait whose set is outside an arm is hoisted before the if, a set
; whose wait is outside is sunk after it, so both arms leave every
; (src, dst, id) triple in the same state (sync-facts §6.C.3). The checker
; runs both arms.
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes %s -o %t.pto
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 3 functions, 0 findings

; The hoisted wait moved into the then arm: the else path ends with the
; flag set.
; RUN: %sync_mutate %t.pto --func onearm --match 'wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>' --mutation move=1 \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=ARM
; ARM: @onearm: left-set: PIPE_MTE2 -> PIPE_V EVENT_ID1 set at line {{[0-9]+}} is still set at the end
; The arm's own pair without its wait.
; RUN: %sync_mutate %t.pto --func onearm --match 'wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=INARM
; INARM: @onearm: left-set: PIPE_V -> PIPE_MTE3 EVENT_ID1 set at line {{[0-9]+}} is still set at the end
; INARM: @onearm: unordered: line {{[0-9]+}}: pto.texp (PIPE_V) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; The sunk set moved back into the else arm: the then path waits forever.
; RUN: %sync_mutate %t.pto --func twoarms --match 'set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --mutation move=-1 \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=SINK
; SINK: @twoarms: deadlock: line {{[0-9]+}}: wait PIPE_MTE3 -> PIPE_MTE2 EVENT_ID1 with no pending set
; Minimality (docs/sync.md): the else arm's texp is ordered before the
; load after the if through the arm's own V -> MTE3 pair and the MTE3 ->
; MTE2 pair after the if, so it gets no V -> MTE2 pair of its own (the
; scan counts an arm's syncs for the ops of that arm).
; RUN: %sync_lines %t.pto | FileCheck %s --check-prefix=MIN
; MIN-LABEL: func.func @twoarms(
; MIN-NOT: #pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>
; MIN: return
; @botharms: the texp before the if is ordered before the store after it
; on both paths, through each arm's own V -> MTE3 pair (each arm's V op
; follows the texp in V's queue, each arm's wait precedes the store in
; MTE3's): what both arms order at their starts is ordered before the if,
; so the store gets no V -> MTE3 pair of its own.
; RUN: %sync_lines %t.pto | FileCheck %s --check-prefix=BOTH
; BOTH-LABEL: func.func @botharms(
; BOTH-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; BOTH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; BOTH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; BOTH-NEXT: pto.texp ins(%a{{.*}} outs(%b
; BOTH-NEXT: pto.barrier #pto.pipe<PIPE_V>
; BOTH-NEXT: scf.if %c {
; BOTH-NEXT: pto.tload ins(%pv_0{{.*}} outs(%x
; BOTH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; BOTH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; BOTH-NEXT: pto.tadd ins(%x{{.*}} outs(%y
; BOTH-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; BOTH-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; BOTH-NEXT: pto.tstore ins(%y{{.*}} outs(%pv_1
; BOTH-NEXT: } else {
; BOTH-NEXT: pto.tload ins(%pv_2{{.*}} outs(%z
; BOTH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; BOTH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; BOTH-NEXT: pto.tmul ins(%z{{.*}} outs(%u
; BOTH-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; BOTH-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; BOTH-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_3
; BOTH-NEXT: }
; BOTH-NEXT: pto.tstore ins(%b{{.*}} outs(%pv_4
; BOTH-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; BOTH-NEXT: return
; BOTH-NEXT: }
; BOTH-NEXT: }
; Without the else arm's wait, the else path leaves the store after the if
; unordered with the texp before it.
; RUN: %sync_mutate %t.pto --func botharms --match 'wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>' --nth 2 --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=ELSE
; ELSE: @botharms: unordered: line {{[0-9]+}}: pto.texp (PIPE_V) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; And deleting any one sync of the three functions is caught by the
; checker (without -ascendpto-sync-minimal, two are removable).
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias %t.pto | FileCheck %s --check-prefix=NONE
; NONE: pto_sync_minimal: 1 kernels, 14 sync units, 0 removable, 3 final barriers
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes -ascendpto-sync-minimal=false %s -o %t.off.pto
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias %t.off.pto | FileCheck %s --check-prefix=OFF
; OFF: pto_sync_minimal: 1 kernels, 16 sync units, 2 removable, 3 final barriers
; An extra set after the if.
; RUN: %sync_mutate %t.pto --func twoarms --match 'set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --mutation dup \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=DUP
; DUP: @twoarms: double-set: line {{[0-9]+}}: PIPE_MTE3 -> PIPE_MTE2 EVENT_ID1 is set again before its wait


; CHECK-LABEL: func.func @onearm(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: scf.if %c
; CHECK-NEXT: pto.texp ins(%a{{.*}} outs(%b
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b{{.*}} outs(%pv_0
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%a{{.*}} outs(%pv_1
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @twoarms(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: scf.if %c
; CHECK-NEXT: pto.tstore ins(%a{{.*}} outs(%pv_0
; CHECK-NEXT: } else {
; CHECK-NEXT: pto.texp ins(%a{{.*}} outs(%b
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b{{.*}} outs(%pv_1
; CHECK-NEXT: }
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_2{{.*}} outs(%d
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%d{{.*}} outs(%pv_3
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-NEXT: }

@s = external addrspace(1) global [1 x [16 x [64 x float]]]

; An if with a sync in one arm: the then arm loads %b into the bytes texp
; read; the else arm has no tile op.
define void @onearm(ptr noalias %p, ptr noalias %q, i64 %n) {
entry:
  %c = icmp sgt i64 %n, 0
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br i1 %c, label %then, label %join
then:
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 0, i64 0)
  br label %join
join:
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 16, i64 0)
  ret void
}
; Syncs in both arms, different: the then arm stores %a (MTE3 reads it),
; the else arm computes from it (V). After the if, %a's bytes are reloaded:
; each arm's reader is ordered before the load, and both arms leave every
; (src, dst, id) triple as they found it.
define void @twoarms(ptr noalias %p, ptr noalias %q, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  %c = icmp sgt i64 %n, 0
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @s, i64 0)
  br i1 %c, label %then, label %else
then:
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 0, i64 0)
  br label %join
else:
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 16, i64 0)
  br label %join
join:
  %d = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %d, ptr addrspace(1) @s, i64 0)
  call void @pto.tstore(ptr addrspace(1) %d, ptr %w, i64 32, i64 0)
  ret void
}
; Both arms order the texp before the if (each through its own pair).
define void @botharms(ptr noalias %p, ptr noalias %q, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 256, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %then, label %else
then:
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %x, ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 16, i64 0)
  br label %merge
else:
  %z = call ptr addrspace(1) @pto.tload(ptr %v, i64 32, i64 0, i64 16, i64 64)
  %u = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %z, ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 32, i64 0)
  br label %merge
merge:
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmul(ptr addrspace(1), ptr addrspace(1))
