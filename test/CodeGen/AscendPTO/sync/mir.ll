; The pass on MIR (docs/sync.md): run alone with -run-pass on a function
; stopped after buffer coloring, it inserts the same syncs as in llc's
; pipeline; it refuses a function that already holds syncs; the emitter
; refuses malformed sync instructions in hand-written MIR; the analysis
; remark SyncSummary counts what was inserted.
; RUN: %llc -stop-after=ascendpto-buffer-coloring %s -o %t.planned.mir
; RUN: %llc -x mir -run-pass=ascendpto-insert-sync %t.planned.mir -o %t.synced.mir
; RUN: FileCheck %s --check-prefix=MIR < %t.synced.mir
; MIR:      TLOAD
; MIR:      SET_FLAG 4, 1, 1
; MIR-NEXT: WAIT_FLAG 4, 1, 1
; MIR:      TEXP
; MIR:      SET_FLAG 1, 5, 1
; MIR-NEXT: WAIT_FLAG 1, 5, 1
; MIR:      TSTORE
; MIR-NEXT: PIPE_BARRIER 6
; The emitter prints them; the checker accepts the result.
; RUN: %llc -x mir -start-after=ascendpto-insert-sync %t.synced.mir -o %t.pto
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 1 functions, 0 findings

; RUN: not %llc -x mir -run-pass=ascendpto-insert-sync %t.synced.mir -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=TWICE
; TWICE: error: in function @k: the function is already synchronised (it holds pto.set_flag, pto.wait_flag or pto.barrier): ascendpto-insert-sync runs once
; RUN: sed 's/SET_FLAG 4, 1, 1/SET_FLAG 4, 4, 1/' %t.synced.mir \
; RUN:   | not %llc -x mir -start-after=ascendpto-insert-sync -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SELF
; SELF: error: in function @k: malformed pto.set_flag: it takes two different pipe numbers (not PIPE_ALL) and an event id 0..7 (docs/sync.md)
; RUN: sed 's/WAIT_FLAG 1, 5, 1/WAIT_FLAG 1, 5, 9/' %t.synced.mir \
; RUN:   | not %llc -x mir -start-after=ascendpto-insert-sync -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ID
; ID: error: in function @k: malformed pto.wait_flag: it takes two different pipe numbers (not PIPE_ALL) and an event id 0..7 (docs/sync.md)
; RUN: sed 's/PIPE_BARRIER 6/PIPE_BARRIER 77/' %t.synced.mir \
; RUN:   | not %llc -x mir -start-after=ascendpto-insert-sync -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BAR
; BAR: error: in function @k: malformed pto.barrier: its operand must be a pipe number (docs/sync.md)

; RUN: %llc -pass-remarks-analysis=ascendpto-insert-sync %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SUMMARY
; SUMMARY: remark: <unknown>:0:0: synchronised with 2 set/wait pairs, 0 pipe barriers and 1 PIPE_ALL barriers

define void @k(ptr noalias %p, ptr noalias %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
