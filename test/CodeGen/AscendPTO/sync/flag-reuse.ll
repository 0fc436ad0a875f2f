; A flag is one bit, and its wait runs in the dst queue while the next set
; of its triple runs in the src queue: a triple is reused only when a
; happens-before chain orders its last wait before the next set (docs/sync.md
; "Flag reuse"; sync-facts §2.1, §6.C.4). Here MTE3 is still storing %x
; when V, done with %a and %b, sets V -> MTE3 again; nothing orders MTE3's
; wait for %a before V's set for %b, so the second pair takes another id.
; (Fuzz seeds 3, 12, 14 and 18 lost that signal before the rule was the
; default: their plan report said est_cycles=?, the cycle simulator finding
; the set overtaking the wait.) -ascendpto-sync-strict-reuse=false (unsafe,
; for comparison) reuses the id and the estimate says ?.
; RUN: %llc -ascendpto-sync-strict-reuse=false -ascendpto-plan-report %s -o - 2>&1 | FileCheck %s --check-prefix=UNSAFE
; UNSAFE: ascendpto-sync: func=reuse {{.*}} est_cycles=?
; ping-pong.ll's @rotate: the load's MTE2 -> V pair is set again next trip
; before anything orders V's wait (only the slot's credit, N trips later),
; so one id would need a PIPE_ALL per trip; it takes one id per slot
; instead (a slot pair, docs/sync.md "Ping-pong"): no remark, no PIPE_ALL
; in the loop, clean under the checker's flag-reuse rule.
; RUN: %llc -ascendpto-placement-objective=bytes \
; RUN:   -pass-remarks-missed=ascendpto-insert-sync %S/ping-pong.ll -o %t.pp.pto 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK --allow-empty
; RUN: %sync_check --noalias --strict-flags %t.pp.pto | FileCheck %s --check-prefix=PP
; REMARK-NOT: FlagReuseUnordered
; REMARK-NOT: nothing orders the wait
; PP: pto_sync_check: 2 functions, 0 findings
; The same kernel with one id for both slots (the old allocation): the
; checker's flag-reuse rule rejects it.
; RUN: sed -e 's/^\( *\)pto.\(set\|wait\)_flag \[#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID[0-9]>\]/\1pto.\2_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]/' %t.pp.pto \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=SHARED
; SHARED: @rotate: double-set: line {{[0-9]+}}: PIPE_MTE2 -> PIPE_V EVENT_ID1 may be set again before the wait at line {{[0-9]+}} has cleared it
; The time search's placement (arbitration off: it prints the bytes
; placement of @reuse, 1037 cycles against 1056; docs/planner.md
; "Arbitration"), whose syncs the checks below are about.
; RUN: %llc -ascendpto-sync-strict-reuse -ascendpto-arbitration-max-instrs=0 -ascendpto-plan-report %s -o %t.pto 2> %t.report
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: FileCheck %s --check-prefix=REPORT < %t.report
; RUN: %sync_check --strict-flags %t.pto | FileCheck %s --check-prefix=OK
; CHECK-LABEL: func.func @reuse
; CHECK:      pto.tadd ins(%x, %x
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%a
; CHECK-NEXT: pto.tmuls ins(%x
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; The estimate simulates these syncs: a number, and deterministic.
; REPORT: ascendpto-sync: func=reuse mode=backend pairs=4 barriers=1 full-barriers=1 fallbacks=0 slot-syncs=0 est_cycles=1056
; OK: pto_sync_check: 2 functions, 0 findings

; The second pair back on EVENT_ID1 (the old allocation): the checker says
; the set may fire before the first wait has cleared the flag.
; RUN: %sync_mutate %t.pto --func reuse --match 'PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>' --mutation id=1 \
; RUN:   | %sync_mutate - --func reuse --match 'PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>' --mutation id=1 \
; RUN:   | not %sync_check --strict-flags - | FileCheck %s --check-prefix=REUSE
; REUSE: @reuse: double-set: line {{[0-9]+}}: PIPE_V -> PIPE_MTE3 EVENT_ID1 may be set again before the wait at line {{[0-9]+}} has cleared it (nothing orders that wait before this set)
; REUSE-NEXT: pto_sync_check: 2 functions, 1 findings

; With a chain back from MTE3 to V after the first wait (the byte-minimal
; placement puts %b where the store's MTE3 -> V pair orders it), the id is
; free again.
; RUN: %llc -ascendpto-sync-strict-reuse -ascendpto-placement-objective=bytes %s -o %t.bytes.pto
; RUN: %sync_lines %t.bytes.pto | FileCheck %s --check-prefix=CHAIN
; RUN: %sync_check --strict-flags %t.bytes.pto | FileCheck %s --check-prefix=OK2
; CHAIN-LABEL: func.func @chain
; CHAIN:      pto.tstore ins(%a
; CHAIN-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHAIN-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHAIN-NEXT: pto.tmuls ins(%a
; CHAIN-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; OK2: pto_sync_check: 2 functions, 0 findings

define void @reuse(ptr noalias %p, ptr noalias %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 64, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 32, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 0, i64 0)
  %a = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %x, ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 32, i64 0)
  %b = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 0, i64 0)
  ret void
}

define void @chain(ptr noalias %p, ptr noalias %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 64, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 32, i64 64)
  %a = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %x, ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 32, i64 0)
  %b = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %a, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
