; Global memory (docs/sync.md "Accesses"): views of one argument overlap by
; their boxes; views of two arguments are disjoint only when both are
; noalias in the IR, else the caller may pass one buffer twice (sync-facts
; §0.10, E9: ptoas never orders two arguments). A GM store then a load of
; an overlapping box gets MTE3 -> MTE2; disjoint boxes or noalias arguments
; get none.
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes %s -o %t.pto
; RUN: %sync_lines %t.pto | FileCheck %s
; The printed text does not say noalias: told nothing, the checker assumes
; the arguments may alias and finds @two_noalias's store and load racing;
; told which arguments are noalias, it accepts everything.
; RUN: not %sync_check %t.pto | FileCheck %s --check-prefix=ALIAS
; ALIAS-NOT: @same_arg
; ALIAS-NOT: @disjoint_box
; ALIAS-NOT: @two_args
; ALIAS: @two_noalias: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; ALIAS-NEXT: pto_sync_check: 4 functions, 1 findings
; RUN: %sync_check --noalias-arg %x --noalias-arg %y %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 4 functions, 0 findings

; The GM pair removed: the load may read the bytes before the store wrote
; them.
; RUN: %sync_mutate %t.pto --func same_arg --match 'wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --mutation delete \
; RUN:   | not %sync_check - | FileCheck %s --check-prefix=SAME
; SAME: @same_arg: left-set: PIPE_MTE3 -> PIPE_MTE2 EVENT_ID1 set at line {{[0-9]+}} is still set at the end
; SAME: @same_arg: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; The mutator refuses what does not fit (exit 2).
; RUN: not %sync_mutate %t.pto --func two_args --match 'set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --mutation hoist-wait \
; RUN:   2>&1 | FileCheck %s --check-prefix=NOTWAIT
; NOTWAIT: pto_sync_mutate: line {{[0-9]+}} is not a wait_flag
; RUN: %sync_mutate %t.pto --func two_args --match 'wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --mutation hoist-wait \
; RUN:   | not %sync_check - | FileCheck %s --check-prefix=TWO
; TWO: @two_args: deadlock: line {{[0-9]+}}: wait PIPE_MTE3 -> PIPE_MTE2 EVENT_ID1 with no pending set
; TWO: @two_args: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes

; CHECK-LABEL: func.func @same_arg(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.texp ins(%a{{.*}} outs(%b
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b{{.*}} outs(%pv_0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_1{{.*}} outs(%c
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tadd ins(%c{{.*}} outs(%d
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%d{{.*}} outs(%pv_2
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @disjoint_box(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.texp ins(%a{{.*}} outs(%b
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b{{.*}} outs(%pv_0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_1{{.*}} outs(%c
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tadd ins(%c{{.*}} outs(%d
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%d{{.*}} outs(%pv_2
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @two_args(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.texp ins(%a{{.*}} outs(%b
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b{{.*}} outs(%pv_0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_1{{.*}} outs(%c
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tadd ins(%c{{.*}} outs(%d
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%d{{.*}} outs(%pv_2
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @two_noalias(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.texp ins(%a{{.*}} outs(%b
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b{{.*}} outs(%pv_0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_1{{.*}} outs(%c
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tadd ins(%c{{.*}} outs(%d
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%d{{.*}} outs(%pv_2
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-NEXT: }

; One argument: a store of rows 16..31, then a load of rows 24..39 (an
; overlapping box, RAW MTE3 -> MTE2).
define void @same_arg(ptr %x) {
  %v = call ptr @pto.tensor_view.f32(ptr %x, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %v, i64 16, i64 0)
  %c = call ptr addrspace(1) @pto.tload(ptr %v, i64 24, i64 0, i64 16, i64 64)
  %d = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %c, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %d, ptr %v, i64 48, i64 0)
  ret void
}

; One argument, disjoint boxes (rows 16..31, then 32..47): no MTE3 -> MTE2.
define void @disjoint_box(ptr %x) {
  %v = call ptr @pto.tensor_view.f32(ptr %x, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %v, i64 16, i64 0)
  %c = call ptr addrspace(1) @pto.tload(ptr %v, i64 32, i64 0, i64 16, i64 64)
  %d = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %c, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %d, ptr %v, i64 48, i64 0)
  ret void
}

; Two arguments the caller may pass the same buffer to: the store to %y
; and the load from %x may touch the same bytes.
define void @two_args(ptr %x, ptr %y) {
  %v = call ptr @pto.tensor_view.f32(ptr %x, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %y, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 0, i64 0)
  %c = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %d = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %c, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %d, ptr %w, i64 16, i64 0)
  ret void
}

; The same with both arguments noalias: no GM dependence.
define void @two_noalias(ptr noalias %x, ptr noalias %y) {
  %v = call ptr @pto.tensor_view.f32(ptr %x, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %y, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 0, i64 0)
  %c = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %d = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %c, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %d, ptr %w, i64 16, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
