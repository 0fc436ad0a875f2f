; A slot credit's wait after its loop orders like a credit's (docs/sync.md
; "Slot credits after the loop"): it waits every id, so it takes the body
; set of the last trip where every trip has an id to set. In @postwait
; (run-time trips, at least one) the V -> MTE3 -> V chain of the last trip
; (tmuls, the slot pair V -> MTE3, the store, the slot credit's set MTE3 ->
; V, its waits after the loop) orders the trip's tmuls, which reads %t3,
; before the tadds that writes %t6 over %t3's bytes (pypto packing): no
; same-pipe barrier on V after the loop (before: one). In @partial (3
; trips on 2 slots: slots 0, 1, 0) only slot 0 comes back, so slot 1 has no
; credit id and a trip on it sets nothing: a loop that ends on it (the
; checker also runs 0 to 2 of its trips) leaves its tmuls unordered, and
; the V barrier stays.
; RUN: %llc -ascendpto-memory-planner=pypto -ascendpto-plan-report %s -o %t.pto 2>%t.err
; RUN: FileCheck %s --check-prefix=REPORT < %t.err
; RUN: FileCheck %s < %t.pto
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.pto | FileCheck %s --check-prefix=OK
; RUN: %llc -mcpu=ascend950 -ascendpto-memory-planner=pypto %s -o %t.a5.pto
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.a5.pto | FileCheck %s --check-prefix=OK
; RUN: %llc -ascendpto-memory-planner=dsa %s -o %t.dsa.pto
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.dsa.pto | FileCheck %s --check-prefix=OK
; REPORT: ascendpto-sync: func=postwait mode=backend pairs=8 barriers=2 full-barriers=1
; REPORT: ascendpto-sync: func=partial mode=backend pairs=6 barriers=3 full-barriers=1
; OK: pto_sync_check: 2 functions, 0 findings
; CHECK-LABEL: func.func @postwait
; CHECK:       pto.alloc_tile addr = %c40960_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=128
; CHECK:       %w = pto.subset
; CHECK-NOT:   pto.barrier
; CHECK:       pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NOT:   pto.barrier
; CHECK:       %t6 = pto.alloc_tile addr = %c40960_i64
; CHECK-NEXT:  pto.tadds
; CHECK-LABEL: func.func @partial
; CHECK:       %w = pto.subset
; CHECK:       pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT:  pto.barrier #pto.pipe<PIPE_V>
; CHECK:       %t6 = pto.alloc_tile addr = %c40960_i64
; Without the waits after @postwait's loop, its last tmuls races with the
; tadds (and the flags stay set).
; RUN: sed -e '/^  func.func @partial/,$d' %t.pto \
; RUN:   | grep -v '^    pto.wait_flag \[#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>' \
; RUN:   | not %python %src_root/utils/fuzz/pto_sync_check.py --noalias - | FileCheck %s --check-prefix=NOWAIT
; NOWAIT: left-set: PIPE_MTE3 -> PIPE_V EVENT_ID1
; NOWAIT: @postwait: unordered: line {{[0-9]+}}: pto.tmuls (PIPE_V) and line {{[0-9]+}}: pto.tadds (PIPE_V) touch the same bytes
; Without @partial's barrier, the same race in a run of 2 trips.
; RUN: grep -v '^    pto.barrier #pto.pipe<PIPE_V>' %t.pto \
; RUN:   | not %python %src_root/utils/fuzz/pto_sync_check.py --noalias --func partial - | FileCheck %s --check-prefix=NOBAR
; NOBAR: @partial: unordered: line {{[0-9]+}}: pto.tmuls (PIPE_V) and line {{[0-9]+}}: pto.tadds (PIPE_V) touch the same bytes
@pp1 = external addrspace(1) global [2 x [16 x [128 x float]]]
@pp2 = external addrspace(1) global [2 x [16 x [128 x float]]]
define void @postwait(ptr noalias %pf, ptr noalias %po, i64 %t) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %t1 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 128)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %sl = srem i64 %i, 2
  %t2 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 %row, i64 256, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %t2, ptr addrspace(1) @pp1, i64 %sl)
  %t3 = call ptr addrspace(1) @pto.trelu(ptr addrspace(1) %t2)
  %t4 = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %t3, float 2.000000e+00)
  call void @pto.bind(ptr addrspace(1) %t4, ptr addrspace(1) @pp2, i64 %sl)
  call void @pto.tstore(ptr addrspace(1) %t4, ptr %vo, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %t
  br i1 %c, label %loop, label %exit
exit:
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %t1, i64 4, i64 0, i64 4, i64 128)
  %t6 = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %w, float -3.000000e+00)
  call void @pto.tstore(ptr addrspace(1) %t6, ptr %vo, i64 512, i64 512)
  call void @pto.tstore(ptr addrspace(1) %t1, ptr %vo, i64 600, i64 512)
  ret void
}
define void @partial(ptr noalias %pf, ptr noalias %po, i64 %t) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %t1 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 128)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %sl = srem i64 %i, 2
  %t2 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 %row, i64 256, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %t2, ptr addrspace(1) @pp1, i64 %sl)
  %t3 = call ptr addrspace(1) @pto.trelu(ptr addrspace(1) %t2)
  %t4 = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %t3, float 2.000000e+00)
  call void @pto.bind(ptr addrspace(1) %t4, ptr addrspace(1) @pp2, i64 %sl)
  call void @pto.tstore(ptr addrspace(1) %t4, ptr %vo, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 3
  br i1 %c, label %loop, label %exit
exit:
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %t1, i64 4, i64 0, i64 4, i64 128)
  %t6 = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %w, float -3.000000e+00)
  call void @pto.tstore(ptr addrspace(1) %t6, ptr %vo, i64 512, i64 512)
  call void @pto.tstore(ptr addrspace(1) %t1, ptr %vo, i64 600, i64 512)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.trelu(ptr addrspace(1))
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
attributes #0 = { "target-cpu"="ascend910b" }
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
