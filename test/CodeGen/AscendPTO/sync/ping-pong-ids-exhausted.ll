; Four ping-pong buffers of 2, 3, 4 and 5 slots in one loop, each read by V
; before the next iteration's load: one V -> MTE2 id per slot would need 14
; of the 8. The declared buffers sit at four different bases, which the
; emitter's re-validation of the plan places through the tiles bound to
; them.
; Every slot credit goes in the first pruning, before the ids are given
; (docs/sync.md "Minimality", trips back): each load is ordered after the
; tadd of its slot's earlier trip through two plain V -> MTE2 credits (a
; wait before the 4- and before the 5-slot load, a set after the tadd that
; reads each), waited in trip j - 1 for the set of trip j - 2 (a chain over
; two back edges); the slot pair of the 2-slot buffer reuses its ids
; through the same chain. So no id runs short: no remark. (Before the
; slot credits' waits were counted with their trips, AscendPTOSyncScan's
; applyGap, the 4- and 5-slot credits stayed and fell back to one id
; each: the same kernel, with the remarks of the run below.)
; RUN: %llc -ascendpto-plan-report -pass-remarks-missed=ascendpto-insert-sync %s -o %t.pto 2>%t.err
; RUN: FileCheck %s < %t.err
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.pto | FileCheck %s --check-prefix=OK
; CHECK-NOT: remark:
; CHECK: ascendpto-sync: func=ex mode=backend {{.*}} full-barriers=1 fallbacks=0 slot-syncs=2
; OK: pto_sync_check: 1 functions, 0 findings
; No load needs an MTE2 barrier against the load into the same slot N trips
; back (docs/sync.md "Minimality", slot chains): the slot pairs MTE2 -> V,
; the tadds and the credits' sets on V order them. Without the pairs, each
; load races with its own earlier trip's.
; RUN: FileCheck %s --check-prefix=MIN < %t.pto
; MIN-NOT: pto.barrier #pto.pipe<PIPE_MTE2>
; RUN: grep -v 'pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>' %t.pto \
; RUN:   | not %python %src_root/utils/fuzz/pto_sync_check.py --noalias - | FileCheck %s --check-prefix=NOPAIR
; NOPAIR-COUNT-4: @ex: unordered: line [[L:[0-9]+]]: pto.tload (PIPE_MTE2) and line [[L]]: pto.tload (PIPE_MTE2) touch the same bytes
; Only the two plain credits are on V -> MTE2 (four lines each); deleting
; them makes the checker report each load against its slot's tadd.
; RUN: grep -c 'pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>' %t.pto | FileCheck %s --check-prefix=PRUNED
; PRUNED: {{^}}8{{$}}
; RUN: grep -v 'pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>' %t.pto \
; RUN:   | not %python %src_root/utils/fuzz/pto_sync_check.py --noalias - | FileCheck %s --check-prefix=NOCREDIT
; NOCREDIT: @ex: unordered: line {{[0-9]+}}: pto.tadd (PIPE_V) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; NOCREDIT: pto_sync_check: 1 functions, {{[0-9]+}} findings
; Nothing the checker finds removable is left.
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --verbose --noalias %t.pto | FileCheck %s --check-prefix=LEFT
; LEFT: pto_sync_minimal: 1 kernels, 10 sync units, 0 removable, 1 final barriers
; Without the slot chains (the hidden -ascendpto-sync-slot-chains=false) the
; first pruning cannot follow those chains: the slot credits are kept until
; the ids are given, the two largest fall back to one id for all their
; slots (the PingPongIdsExhausted remark), the others keep one per slot,
; and the pruning removes the two smaller ones. The result is
; still race-free.
; RUN: %llc -ascendpto-sync-slot-chains=false -pass-remarks-missed=ascendpto-insert-sync %s -o %t.nochain.pto 2>%t.nochain.err
; RUN: FileCheck %s --check-prefix=FALLBACK < %t.nochain.err
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.nochain.pto | FileCheck %s --check-prefix=OK
; FALLBACK: remark: {{.*}}too few free event ids of PIPE_V -> PIPE_MTE2 for one per slot (4); the slots share one id, so they are ordered one after the other
; FALLBACK: remark: {{.*}}too few free event ids of PIPE_V -> PIPE_MTE2 for one per slot (5); the slots share one id, so they are ordered one after the other

@b2 = external addrspace(1) global [2 x [16 x [64 x float]]]
@b3 = external addrspace(1) global [3 x [16 x [64 x float]]]
@b4 = external addrspace(1) global [4 x [16 x [64 x float]]]
@b5 = external addrspace(1) global [5 x [16 x [64 x float]]]
define void @ex(ptr noalias %in, ptr noalias %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %s2 = srem i64 %i, 2
  %x2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x2, ptr addrspace(1) @b2, i64 %s2)
  %s3 = srem i64 %i, 3
  %x3 = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x3, ptr addrspace(1) @b3, i64 %s3)
  %s4 = srem i64 %i, 4
  %x4 = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x4, ptr addrspace(1) @b4, i64 %s4)
  %s5 = srem i64 %i, 5
  %x5 = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x5, ptr addrspace(1) @b5, i64 %s5)
  %a3 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %x2, ptr addrspace(1) %x3)
  %a4 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a3, ptr addrspace(1) %x4)
  %a5 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a4, ptr addrspace(1) %x5)
  call void @pto.tstore(ptr addrspace(1) %a5, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
