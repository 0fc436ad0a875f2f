; Cube pipe pairs (docs/sync.md): RAW MTE2 -> MTE1 (mat), MTE1 -> M (left,
; right), M -> M (an accumulating matmul on the accumulator the previous
; one wrote: a PIPE_M barrier on both targets, sync-facts §2.3, §6.B.3),
; M -> FIX (acc); WAR MTE1 -> MTE2 (a mat load into the bytes a move still
; reads), M -> MTE1 (a left move into the bytes a matmul still reads),
; FIX -> M (a matmul into the accumulator a store still reads); on a5,
; FIX -> V and V -> MTE3 after an accumulator moved to UB. Exact syncs, the
; checker accepts them, and rejects each mutation.
; RUN: split-file %s %t
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes %t/cube.ll -o %t/cube.pto
; RUN: %sync_lines %t/cube.pto | FileCheck %s
; RUN: %sync_check --noalias %t/cube.pto | FileCheck %s --check-prefix=OK2
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes -mcpu=ascend950 %t/cube.ll -o %t/cube.a5.pto
; RUN: %sync_lines %t/cube.a5.pto | FileCheck %s --check-prefix=A5
; RUN: %sync_check --noalias %t/cube.a5.pto | FileCheck %s --check-prefix=OK2
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes -mcpu=ascend950 %t/fixv.ll -o %t/fixv.pto
; RUN: %sync_lines %t/fixv.pto | FileCheck %s --check-prefix=FIXV
; RUN: %sync_check --noalias %t/fixv.pto | FileCheck %s --check-prefix=OK1
; OK2: pto_sync_check: 2 functions, 0 findings
; OK1: pto_sync_check: 1 functions, 0 findings

; The checker does not take the noalias of the IR from the text: told
; nothing, it sees the accumulator store to %c and the later loads from %a
; as a possible GM WAR (the pass ordered them by the IR's noalias).
; RUN: not %sync_check %t/cube.pto | FileCheck %s --check-prefix=ALIAS
; ALIAS: @mm2: unordered: line {{[0-9]+}}: pto.tstore (PIPE_FIX) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; RUN: %sync_check --noalias-arg %a --noalias-arg %b --noalias-arg %c %t/cube.pto | FileCheck %s --check-prefix=OK2

; Mutations.
; RUN: %sync_mutate %t/cube.pto --func mm --match 'barrier #pto.pipe<PIPE_M>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=MM
; RUN: %sync_mutate %t/cube.a5.pto --func mm --match 'barrier #pto.pipe<PIPE_M>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=MM
; MM: @mm: unordered: line {{[0-9]+}}: pto.tmatmul (PIPE_M) and line {{[0-9]+}}: pto.tmatmul.acc (PIPE_M) touch the same bytes
; RUN: %sync_mutate %t/cube.pto --func mm --match 'wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_M>' --mutation hoist-wait \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=MM-HOIST
; MM-HOIST: @mm: deadlock: line {{[0-9]+}}: wait PIPE_MTE1 -> PIPE_M EVENT_ID0 with no pending set
; RUN: %sync_mutate %t/cube.pto --func mm2 --match 'wait_flag [#pto.pipe<PIPE_FIX>, #pto.pipe<PIPE_M>' --mutation id=5 \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=MM2-ID
; MM2-ID: @mm2: deadlock: line {{[0-9]+}}: wait PIPE_FIX -> PIPE_M EVENT_ID5 with no pending set
; MM2-ID: @mm2: left-set: PIPE_FIX -> PIPE_M EVENT_ID0 set at line {{[0-9]+}} is still set at the end
; MM2-ID: @mm2: unordered: line {{[0-9]+}}: pto.tstore (PIPE_FIX) and line {{[0-9]+}}: pto.tmatmul (PIPE_M) touch the same bytes
; RUN: %sync_mutate %t/cube.pto --func mm2 --match 'wait_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_MTE1>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=MM2-ML
; MM2-ML: @mm2: unordered: line {{[0-9]+}}: pto.tmatmul (PIPE_M) and line {{[0-9]+}}: pto.tmov (PIPE_MTE1) touch the same bytes
; RUN: %sync_mutate %t/cube.pto --func mm2 --match 'wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=MM2-LM
; MM2-LM: @mm2: unordered: line {{[0-9]+}}: pto.tmov (PIPE_MTE1) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; RUN: %sync_mutate %t/fixv.pto --match 'set_flag [#pto.pipe<PIPE_FIX>, #pto.pipe<PIPE_V>' --mutation dup \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=FIXV-DUP
; FIXV-DUP: @fixv: double-set: line {{[0-9]+}}: PIPE_FIX -> PIPE_V EVENT_ID0 is set again before its wait
; RUN: %sync_mutate %t/fixv.pto --match 'wait_flag [#pto.pipe<PIPE_FIX>, #pto.pipe<PIPE_V>' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=FIXV-DEL
; FIXV-DEL: @fixv: unordered: line {{[0-9]+}}: pto.tmov (PIPE_FIX) and line {{[0-9]+}}: pto.texp (PIPE_V) touch the same bytes

; CHECK-LABEL: func.func @mm(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%am
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tload ins(%pv_0{{.*}} outs(%bm
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tmov ins(%am{{.*}} outs(%al
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tmov ins(%bm{{.*}} outs(%br
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tmatmul ins(%al{{.*}} outs(%acc0
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_M>
; CHECK-NEXT: pto.tmatmul.acc ins(%acc0{{.*}} outs(%acc0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_FIX>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_FIX>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tstore ins(%acc0{{.*}} outs(%pv_1
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-LABEL: func.func @mm2(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%bm
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tmov ins(%bm{{.*}} outs(%br
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tload ins(%pv_0{{.*}} outs(%am
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tmov ins(%am{{.*}} outs(%al
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tmatmul ins(%al{{.*}} outs(%acc0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_FIX>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_FIX>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tstore ins(%acc0{{.*}} outs(%pv_1
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_FIX>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tload ins(%pv_2{{.*}} outs(%am2
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tmov ins(%am2{{.*}} outs(%al2
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_FIX>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tmatmul ins(%al2{{.*}} outs(%acc2
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_FIX>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_FIX>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tstore ins(%acc2{{.*}} outs(%pv_3
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-NEXT: }

; A5-LABEL: func.func @mm(
; A5-NEXT: pto.tload ins(%pv{{.*}} outs(%am
; A5-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; A5-NEXT: pto.tload ins(%pv_0{{.*}} outs(%bm
; A5-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID1>]
; A5-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; A5-NEXT: pto.tmov ins(%am{{.*}} outs(%al
; A5-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID1>]
; A5-NEXT: pto.tmov ins(%bm{{.*}} outs(%br
; A5-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; A5-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; A5-NEXT: pto.tmatmul ins(%al{{.*}} outs(%acc0
; A5-NEXT: pto.barrier #pto.pipe<PIPE_M>
; A5-NEXT: pto.tmatmul.acc ins(%acc0{{.*}} outs(%acc0
; A5-NEXT: pto.set_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_FIX>, #pto.event<EVENT_ID0>]
; A5-NEXT: pto.wait_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_FIX>, #pto.event<EVENT_ID0>]
; A5-NEXT: pto.tstore ins(%acc0{{.*}} outs(%pv_1
; A5-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; A5-NEXT: return
; A5-NEXT: }

; FIXV-LABEL: func.func @fixv(
; FIXV-NEXT: pto.tload ins(%pv{{.*}} outs(%am
; FIXV-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; FIXV-NEXT: pto.tload ins(%pv_0{{.*}} outs(%bm
; FIXV-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID1>]
; FIXV-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; FIXV-NEXT: pto.tmov ins(%am{{.*}} outs(%al
; FIXV-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID1>]
; FIXV-NEXT: pto.tmov ins(%bm{{.*}} outs(%br
; FIXV-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; FIXV-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; FIXV-NEXT: pto.tmatmul ins(%al{{.*}} outs(%acc
; FIXV-NEXT: pto.set_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_FIX>, #pto.event<EVENT_ID0>]
; FIXV-NEXT: pto.wait_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_FIX>, #pto.event<EVENT_ID0>]
; FIXV-NEXT: pto.tmov ins(%acc{{.*}} outs(%x
; FIXV-NEXT: pto.set_flag [#pto.pipe<PIPE_FIX>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID0>]
; FIXV-NEXT: pto.wait_flag [#pto.pipe<PIPE_FIX>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID0>]
; FIXV-NEXT: pto.texp ins(%x{{.*}} outs(%y
; FIXV-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; FIXV-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; FIXV-NEXT: pto.tstore ins(%y{{.*}} outs(%pv_1
; FIXV-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; FIXV-NEXT: return
; FIXV-NEXT: }
; FIXV-NEXT: }

;--- cube.ll
; The cube pipes: MTE2 -> MTE1 (mat), MTE1 -> M (left, right), M -> FIX
; (acc), M -> M (an accumulating matmul straight after its first).
define void @mm(ptr noalias %a, ptr noalias %b, ptr noalias %c) {
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 128, i64 128, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 128, i64 64, i64 64, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 16, i64 64, i64 64, i64 1)
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 16, i64 32)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 32, i64 64)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %br = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm)
  %acc0 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al, ptr addrspace(4) %br)
  %acc1 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc0, ptr addrspace(3) %al, ptr addrspace(4) %br)
  call void @pto.tstore(ptr addrspace(5) %acc1, ptr %vc, i64 0, i64 0)
  ret void
}

; WAR MTE1 -> MTE2 (the second mat load into the first's bytes), WAR
; M -> MTE1 (the second left into the first's), and FIX -> M (the second
; matmul into the stored accumulator's bytes).
define void @mm2(ptr noalias %a, ptr noalias %b, ptr noalias %c) {
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 128, i64 128, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 128, i64 64, i64 64, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 32, i64 64, i64 64, i64 1)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 32, i64 64)
  %br = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm)
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 16, i64 32)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %acc0 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al, ptr addrspace(4) %br)
  call void @pto.tstore(ptr addrspace(5) %acc0, ptr %vc, i64 0, i64 0)
  %am2 = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 32, i64 16, i64 32)
  %al2 = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am2)
  %acc2 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al2, ptr addrspace(4) %br)
  call void @pto.tstore(ptr addrspace(5) %acc2, ptr %vc, i64 16, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(4) @pto.tmov.right(ptr addrspace(2))
declare ptr addrspace(1) @pto.tmov.f32(ptr addrspace(5))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(5), ptr, i64, i64)
;--- fixv.ll
; FIX -> V and V -> MTE3 in a mixed kernel: an accumulator moved to UB.
define void @fixv(ptr noalias %a, ptr noalias %b, ptr noalias %c) {
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 128, i64 128, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 128, i64 64, i64 64, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 16, i64 64, i64 64, i64 1)
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 16, i64 32)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 32, i64 64)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %br = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm)
  %acc = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al, ptr addrspace(4) %br)
  %x = call ptr addrspace(1) @pto.tmov.f32(ptr addrspace(5) %acc)
  %y = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %vc, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(4) @pto.tmov.right(ptr addrspace(2))
declare ptr addrspace(1) @pto.tmov.f32(ptr addrspace(5))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
