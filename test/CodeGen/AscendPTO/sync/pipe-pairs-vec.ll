; Vector-core pipe pairs (docs/sync.md): each conflict kind on the pipes
; that share UB: RAW MTE2 -> V, V -> V, V -> MTE3 and MTE2 -> MTE3; WAR
; V -> MTE2, MTE3 -> MTE2 and MTE3 -> V. The tiles bound to slot 0 of @s
; share their bytes whatever the planner does. Each function's syncs are
; checked exactly, the independent checker accepts the output on both
; targets, and rejects each mutation with the right finding.
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes %s -o %t.pto
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; On a5 the V queue orders itself: no V barrier (sync-facts §2.3, §6.B.3).
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes -mcpu=ascend950 %s -o %t.a5.pto
; RUN: %sync_lines %t.a5.pto | FileCheck %s --check-prefix=A5
; RUN: %sync_check --noalias %t.a5.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 5 functions, 0 findings

; Mutations, each rejected (exit 1) with the finding that names it.
; RUN: %sync_mutate %t.pto --func raw --match 'barrier #pto.pipe<PIPE_V>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=RAW-VV
; RAW-VV: @raw: unordered: line {{[0-9]+}}: pto.texp (PIPE_V) and line {{[0-9]+}}: pto.tadd (PIPE_V) touch the same bytes with no happens-before between them
; RUN: %sync_mutate %t.pto --func raw --match 'wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=RAW-MV
; RAW-MV: @raw: left-set: PIPE_MTE2 -> PIPE_V EVENT_ID1 set at line {{[0-9]+}} is still set at the end
; RAW-MV: @raw: unordered: line {{[0-9]+}}: pto.tload (PIPE_MTE2) and line {{[0-9]+}}: pto.texp (PIPE_V) touch the same bytes
; RUN: %sync_mutate %t.pto --func copy --match wait_flag --mutation hoist-wait \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=COPY
; COPY: @copy: deadlock: line {{[0-9]+}}: wait PIPE_MTE2 -> PIPE_MTE3 EVENT_ID1 with no pending set
; RUN: %sync_mutate %t.pto --func war_v_mte2 --match 'wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>' --mutation id=3 \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=WAR-VM
; WAR-VM: @war_v_mte2: deadlock: line {{[0-9]+}}: wait PIPE_V -> PIPE_MTE2 EVENT_ID3 with no pending set
; WAR-VM: @war_v_mte2: left-set: PIPE_V -> PIPE_MTE2 EVENT_ID0 set at line {{[0-9]+}} is still set at the end
; WAR-VM: @war_v_mte2: unordered: line {{[0-9]+}}: pto.texp (PIPE_V) and line {{[0-9]+}}: pto.tload (PIPE_MTE2)
; RUN: %sync_mutate %t.pto --func war_mte3_mte2 --match 'set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --mutation dup \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=WAR-3M
; WAR-3M: @war_mte3_mte2: double-set: line {{[0-9]+}}: PIPE_MTE3 -> PIPE_MTE2 EVENT_ID1 is set again before its wait (set at line {{[0-9]+}})
; RUN: %sync_mutate %t.pto --func war_mte3_v --match 'wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=WAR-3V
; WAR-3V: @war_mte3_v: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.texp (PIPE_V) touch the same bytes

; CHECK-LABEL: func.func @raw(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.texp ins(%a{{.*}} outs(%b
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_V>
; CHECK-NEXT: pto.tadd ins(%b{{.*}} outs(%c
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%c{{.*}} outs(%pv_0
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @copy(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%a{{.*}} outs(%pv_0
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @war_v_mte2(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.texp ins(%a{{.*}} outs(%b
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tload ins(%pv_0{{.*}} outs(%c
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tadd ins(%b{{.*}} outs(%d
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%d{{.*}} outs(%pv_1
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @war_mte3_mte2(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%a{{.*}} outs(%pv_0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_1{{.*}} outs(%c
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%c{{.*}} outs(%pv_2
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @war_mte3_v(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%a{{.*}} outs(%pv_0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.texp ins(%a{{.*}} outs(%b
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b{{.*}} outs(%pv_1
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-NEXT: }


; A5-LABEL: func.func @raw(
; A5-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; A5-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; A5-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; A5-NEXT: pto.texp ins(%a{{.*}} outs(%b
; A5-NEXT: pto.tadd ins(%b{{.*}} outs(%c
; A5-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; A5-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; A5-NEXT: pto.tstore ins(%c{{.*}} outs(%pv_0
; A5-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; A5-NEXT: return
; A5-NEXT: }

@s = external addrspace(1) global [1 x [16 x [64 x float]]]

; RAW MTE2 -> V, RAW V -> MTE3, and V -> V on a2a3 (barrier).
define void @raw(ptr noalias %p, ptr noalias %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  %c = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %b, ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %c, ptr %w, i64 0, i64 0)
  ret void
}

; RAW MTE2 -> MTE3: a load stored straight back.
define void @copy(ptr noalias %p, ptr noalias %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 0, i64 0)
  ret void
}

; WAR V -> MTE2: %c is loaded into the bytes texp still reads (slot 0 of @s).
define void @war_v_mte2(ptr noalias %p, ptr noalias %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @s, i64 0)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  %c = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %c, ptr addrspace(1) @s, i64 0)
  %d = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %b, ptr addrspace(1) %c)
  call void @pto.tstore(ptr addrspace(1) %d, ptr %w, i64 0, i64 0)
  ret void
}

; WAR MTE3 -> MTE2: the store still reads what the next load overwrites.
define void @war_mte3_mte2(ptr noalias %p, ptr noalias %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @s, i64 0)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 0, i64 0)
  %c = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %c, ptr addrspace(1) @s, i64 0)
  call void @pto.tstore(ptr addrspace(1) %c, ptr %w, i64 16, i64 0)
  ret void
}

; WAR MTE3 -> V: texp overwrites the bytes the store still reads.
define void @war_mte3_v(ptr noalias %p, ptr noalias %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 0, i64 0)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 16, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
