; The scalar pipe S (docs/sync.md "Pipes"): tscatter runs on S on a2a3 and
; on V on a5 (sync-facts §1.1). Data written by MTE2 and read on S needs
; MTE2 -> S; data written on S and stored needs S -> MTE3 (§6.B.4); S
; orders itself and never gets a barrier (a PIPE_S barrier is a hardware
; error, §2.2). Both pairs are ones pto-isa intrinsics use internally, so
; they avoid EVENT_ID0 and EVENT_ID7 (§2.4). (tgetval and tsetval, the
; other S ops of the fact sheet, are not in this backend's op table.)
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes %s -o %t.pto
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes -mcpu=ascend950 %s -o %t.a5.pto
; RUN: %sync_lines %t.a5.pto | FileCheck %s --check-prefix=A5
; RUN: %sync_check --noalias %t.a5.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 1 functions, 0 findings

; RUN: %sync_mutate %t.pto --match 'wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_S>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=MS
; MS: @scatter: left-set: PIPE_MTE2 -> PIPE_S EVENT_ID1 set at line {{[0-9]+}} is still set at the end
; MS: @scatter: unordered: line {{[0-9]+}}: pto.tload (PIPE_MTE2) and line {{[0-9]+}}: pto.tscatter (PIPE_S) touch the same bytes
; The MTE2 -> S pair on EVENT_ID0, which pto-isa's intrinsics use
; internally on that pair, held across the last load (its set moved up).
; RUN: %sync_mutate %t.pto --match 'set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_S>' --mutation id=0 \
; RUN:   | %sync_mutate - --match 'wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_S>' --mutation id=0 \
; RUN:   | %sync_mutate - --match 'set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_S>' --mutation move=-1 \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=INTERNAL
; INTERNAL: @scatter: internal-id: line {{[0-9]+}}: pto.tload runs while PIPE_MTE2 -> PIPE_S EVENT_ID0 (set at line {{[0-9]+}}) is held
; INTERNAL: @scatter: unordered: line {{[0-9]+}}: pto.tload (PIPE_MTE2) and line {{[0-9]+}}: pto.tscatter (PIPE_S) touch the same bytes
; A barrier on PIPE_S.
; RUN: sed 's/pto.barrier #pto.pipe<PIPE_ALL>/pto.barrier #pto.pipe<PIPE_S>/' %t.pto \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=BARS
; BARS: @scatter: barrier-s: line {{[0-9]+}}: pto.barrier on PIPE_S

; CHECK-LABEL: func.func @scatter(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%d
; CHECK-NEXT: pto.tload ins(%pv_0{{.*}} outs(%s
; CHECK-NEXT: pto.tload ins(%pv_1{{.*}} outs(%i
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_S>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_S>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tscatter ins(%s{{.*}} outs(%d
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_S>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_S>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%d{{.*}} outs(%pv_2
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-NEXT: }

; A5-LABEL: func.func @scatter(
; A5-NEXT: pto.tload ins(%pv{{.*}} outs(%d
; A5-NEXT: pto.tload ins(%pv_0{{.*}} outs(%s
; A5-NEXT: pto.tload ins(%pv_1{{.*}} outs(%i
; A5-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; A5-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; A5-NEXT: pto.tscatter ins(%s{{.*}} outs(%d
; A5-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; A5-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; A5-NEXT: pto.tstore ins(%d{{.*}} outs(%pv_2
; A5-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; A5-NEXT: return
; A5-NEXT: }
; A5-NEXT: }

; tscatter runs on the scalar unit on a2a3 (pto-isa's a3 implementation is
; a scalar loop) and on V on a5 (sync-facts §1.1): the loads reach it with
; MTE2 -> S, the store waits with S -> MTE3, on ids other than 0 and 7
; (pto-isa's own on S pairs, §2.4); on a5 the same kernel uses V.
define void @scatter(ptr noalias %x, ptr noalias %ix, ptr noalias %y) {
  %v = call ptr @pto.tensor_view.f32(ptr %x, i64 64, i64 64, i64 64, i64 1)
  %vi = call ptr @pto.tensor_view.i32(ptr %ix, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %y, i64 64, i64 64, i64 64, i64 1)
  %d = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %i = call ptr addrspace(1) @pto.tload.i32(ptr %vi, i64 0, i64 0, i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tscatter(ptr addrspace(1) %d, ptr addrspace(1) %s, ptr addrspace(1) %i)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %w, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.i32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload.i32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tscatter(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
