; Nine loads, then nine texps each reading one of them: nine MTE2 -> V
; pairs live at once, more than the 6 ids the pair may use (0 and 7 are
; pto-isa's own there, sync-facts §6.C.5). A pair that finds none has its
; set moved down to its wait (a narrower live range), with the
; EventIdsExhausted remark; an id is reused only once a chain orders its
; last wait before the next set (docs/sync.md "Flag reuse"). Nothing does
; here (V is still busy when MTE2 reaches the next set), so a release pair
; orders it (docs/sync.md "Releases"): V sets V -> MTE2 after its wait of
; the holder, MTE2 waits it before the new set. No PIPE_ALL barrier but the
; final one (the three narrowed pairs were three barriers before). The
; same for the nine V -> MTE3 pairs (release MTE3 -> V). After the ids are
; given the syncs are pruned again, keeping every reuse ordered: the first
; narrowed pair follows all nine loads, so the other two go. The kernel
; stays race-free under the checker's flag-reuse rule.
; RUN: %llc -ascendpto-plan-report -pass-remarks-missed=ascendpto-insert-sync %s -o %t.pto 2>%t.err
; RUN: FileCheck %s < %t.err
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.pto | FileCheck %s --check-prefix=OK
; RUN: %sync_lines %t.pto | FileCheck %s --check-prefix=REL
; CHECK-COUNT-3: remark: {{.*}}the event ids of PIPE_MTE2 -> PIPE_V are all live here; the set moves down to its wait
; CHECK-COUNT-3: remark: {{.*}}the event ids of PIPE_V -> PIPE_MTE3 are all live here; the set moves down to its wait
; CHECK-NOT: remark
; CHECK: ascendpto-sync: func=many mode=backend pairs=16 barriers=0 full-barriers=1 fallbacks=0
; OK: pto_sync_check: 1 functions, 0 findings
; The release of EVENT_ID6 (its holder, the sixth texp's pair): set by V
; right after its wait, waited by MTE2 right before the narrowed set that
; reuses the id.
; REL:      pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID6>]
; REL-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; REL-NEXT: pto.texp
; REL-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; REL-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID6>]
; REL-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID6>]
; REL-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID6>]
; REL-NEXT: pto.texp
; REL-NEXT: pto.texp
; REL-NEXT: pto.texp
; REL:      pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID6>]
; REL-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; REL-NEXT: pto.tstore
; REL-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; REL-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID6>]
; REL-NOT:  PIPE_ALL
; REL:      pto.barrier #pto.pipe<PIPE_ALL>
; REL-NOT:  PIPE_ALL
; Without the release's wait, MTE2 may set EVENT_ID6 (and 1, 2) while V
; has not yet taken the previous signal: the checker's flag-reuse rule
; rejects it, and the release's own flag is left set.
; RUN: %sync_mutate %t.pto --mutation delete --match 'wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]' \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=NOREL
; NOREL: @many: double-set: line {{[0-9]+}}: PIPE_MTE2 -> PIPE_V EVENT_ID6 may be set again before the wait at line {{[0-9]+}} has cleared it
; NOREL: @many: left-set: PIPE_V -> PIPE_MTE2 EVENT_ID0 set at line {{[0-9]+}} is still set at the end

define void @many(ptr noalias %in, ptr noalias %out) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 256, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 256, i64 64, i64 64, i64 1)
  %x0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %x1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %x2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 32, i64 0, i64 16, i64 64)
  %x3 = call ptr addrspace(1) @pto.tload(ptr %v, i64 48, i64 0, i64 16, i64 64)
  %x4 = call ptr addrspace(1) @pto.tload(ptr %v, i64 64, i64 0, i64 16, i64 64)
  %x5 = call ptr addrspace(1) @pto.tload(ptr %v, i64 80, i64 0, i64 16, i64 64)
  %x6 = call ptr addrspace(1) @pto.tload(ptr %v, i64 96, i64 0, i64 16, i64 64)
  %x7 = call ptr addrspace(1) @pto.tload(ptr %v, i64 112, i64 0, i64 16, i64 64)
  %x8 = call ptr addrspace(1) @pto.tload(ptr %v, i64 128, i64 0, i64 16, i64 64)
  %y0 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x0)
  %y1 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x1)
  %y2 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x2)
  %y3 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x3)
  %y4 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x4)
  %y5 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x5)
  %y6 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x6)
  %y7 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x7)
  %y8 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x8)
  call void @pto.tstore(ptr addrspace(1) %y0, ptr %w, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y1, ptr %w, i64 16, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y2, ptr %w, i64 32, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y3, ptr %w, i64 48, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y4, ptr %w, i64 64, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y5, ptr %w, i64 80, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y6, ptr %w, i64 96, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y7, ptr %w, i64 112, i64 0)
  call void @pto.tstore(ptr addrspace(1) %y8, ptr %w, i64 128, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
