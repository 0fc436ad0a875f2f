; A release pair after an if (docs/sync.md "Releases"): the then arm loads
; six tiles and reads each with a texp (six MTE2 -> V pairs, EVENT_ID1..6:
; 0 and 7 are pto-isa's own there), the code after the if six more. Their
; ids were last waited by V inside the arm, and nothing orders that wait
; before MTE2's next set (V may still be in the arm's texps): with the
; flag-reuse rule each pair would be a PIPE_ALL barrier. One release per
; pipe pair orders them: V sets V -> MTE2 EVENT_ID0 after the if (sunk
; after the item holding the holder's wait, so both arms run it and leave
; its triple as they found it; with the else arm, nothing was set), MTE2
; waits it before the first new set, and that wait orders the later sets
; too. Likewise MTE3 -> V for the V -> MTE3 pairs of the stores. No
; PIPE_ALL barrier but the final one; the checker, with the flag-reuse
; rule, finds nothing, and nothing it could remove. (Under the default
; time objective the code after the if loads into fresh bytes; with the
; byte objective it reuses the arm's, and the WAR pairs that orders give
; a chain of their own, no release.)
; RUN: %llc -ascendpto-plan-report -pass-remarks-missed=ascendpto-insert-sync %s -o %t.pto 2> %t.err
; RUN: FileCheck %s --check-prefix=REPORT < %t.err
; REPORT-NOT: remark
; REPORT: ascendpto-sync: func=arm mode=backend pairs=26 barriers=0 full-barriers=1 fallbacks=0
; REPORT-NOT: remark
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 1 functions, 0 findings
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias %t.pto | FileCheck %s --check-prefix=MIN
; MIN: pto_sync_minimal: 1 kernels, 26 sync units, 0 removable, 1 final barriers
; Without the release's wait, MTE2 may set EVENT_ID6 (and 1..5) again
; while V has not taken the arm's signal yet, and the release's own flag
; is left set.
; RUN: %sync_mutate %t.pto --mutation delete --match 'wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]' \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=NOREL
; NOREL: @arm: double-set: line {{[0-9]+}}: PIPE_MTE2 -> PIPE_V EVENT_ID6 may be set again before the wait at line {{[0-9]+}} has cleared it
; NOREL: @arm: double-set: line {{[0-9]+}}: PIPE_MTE2 -> PIPE_V EVENT_ID1 may be set again before the wait at line {{[0-9]+}} has cleared it
; NOREL: @arm: left-set: PIPE_V -> PIPE_MTE2 EVENT_ID0 set at line {{[0-9]+}} is still set at the end

; CHECK-LABEL: func.func @arm(
; CHECK-NEXT: scf.if %c {
; CHECK-NEXT: pto.tload
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK:      pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID6>]
; CHECK-NEXT: pto.texp ins(%a5
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID6>]
; CHECK-NOT:  PIPE_ALL
; CHECK:      pto.tstore ins(%b5
; CHECK-NEXT: }
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID6>]
; CHECK-NEXT: pto.tload
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK:      pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID6>]
; CHECK-NEXT: pto.texp ins(%c0
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID6>]
; CHECK-NOT:  PIPE_ALL
; CHECK:      pto.tstore ins(%d5
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>

define void @arm(ptr noalias %p, ptr noalias %q, i64 %n) {
entry:
  %c = icmp sgt i64 %n, 0
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 64, i64 64, i64 1)
  br i1 %c, label %then, label %join
then:
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %a1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %a2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 32, i64 0, i64 16, i64 64)
  %a3 = call ptr addrspace(1) @pto.tload(ptr %v, i64 48, i64 0, i64 16, i64 64)
  %a4 = call ptr addrspace(1) @pto.tload(ptr %v, i64 64, i64 0, i64 16, i64 64)
  %a5 = call ptr addrspace(1) @pto.tload(ptr %v, i64 80, i64 0, i64 16, i64 64)
  %b0 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a0)
  %b1 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a1)
  %b2 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a2)
  %b3 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a3)
  %b4 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a4)
  %b5 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a5)
  call void @pto.tstore(ptr addrspace(1) %b0, ptr %w, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b1, ptr %w, i64 16, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b2, ptr %w, i64 32, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b3, ptr %w, i64 48, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b4, ptr %w, i64 64, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b5, ptr %w, i64 80, i64 0)
  br label %join
join:
  %c0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 96, i64 0, i64 16, i64 64)
  %c1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 112, i64 0, i64 16, i64 64)
  %c2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 128, i64 0, i64 16, i64 64)
  %c3 = call ptr addrspace(1) @pto.tload(ptr %v, i64 144, i64 0, i64 16, i64 64)
  %c4 = call ptr addrspace(1) @pto.tload(ptr %v, i64 160, i64 0, i64 16, i64 64)
  %c5 = call ptr addrspace(1) @pto.tload(ptr %v, i64 176, i64 0, i64 16, i64 64)
  %d0 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %c0)
  %d1 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %c1)
  %d2 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %c2)
  %d3 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %c3)
  %d4 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %c4)
  %d5 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %c5)
  call void @pto.tstore(ptr addrspace(1) %d0, ptr %w, i64 96, i64 0)
  call void @pto.tstore(ptr addrspace(1) %d1, ptr %w, i64 112, i64 0)
  call void @pto.tstore(ptr addrspace(1) %d2, ptr %w, i64 128, i64 0)
  call void @pto.tstore(ptr addrspace(1) %d3, ptr %w, i64 144, i64 0)
  call void @pto.tstore(ptr addrspace(1) %d4, ptr %w, i64 160, i64 0)
  call void @pto.tstore(ptr addrspace(1) %d5, ptr %w, i64 176, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
