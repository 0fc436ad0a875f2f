; A shifted slot `(i + c) srem M` (docs/sync.md "Ping-pong", shifted
; slots; slotShift): the slot of trip k is (lb + c + k * step) mod M, so it
; has the period and the values of `i srem M` moved by c. In @shifted2 (2
; trips, slot (i + 1) srem 2: slots 1, 0) no trip comes back to the slot of
; an earlier one, so the slot buffers need no credit (slot-syncs=0; before,
; the slot was not recognised, a plain credit V -> MTE2 serialised the
; trips); in @shiftedrt (run-time trips) the loads get a slot credit with
; one id per slot (slot-syncs=8; before, none: one plain credit), and
; the cost model follows the shifted slot (est_cycles ~2685 -> ~2452).
; RUN: %llc -ascendpto-plan-report %s -o %t.pto 2>%t.err
; RUN: FileCheck %s --check-prefix=REPORT < %t.err
; RUN: FileCheck %s < %t.pto
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.pto | FileCheck %s --check-prefix=OK
; RUN: %llc -mcpu=ascend950 %s -o %t.a5.pto
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.a5.pto | FileCheck %s --check-prefix=OK
; RUN: %llc -ascendpto-memory-planner=pypto %s -o %t.pypto.pto
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.pypto.pto | FileCheck %s --check-prefix=OK
; REPORT: ascendpto-sync: func=shifted2 mode=backend pairs=8 barriers=2 full-barriers=1 fallbacks=0 slot-syncs=0
; REPORT: ascendpto-sync: func=shiftedrt mode=backend pairs=8 barriers=2 full-barriers=1 fallbacks=0 slot-syncs=8 est_cycles=~2452
; OK: pto_sync_check: 2 functions, 0 findings
; CHECK-LABEL: func.func @shiftedrt
; CHECK:       %sl = arith.remsi %next, %c2 : index
; CHECK:       scf.if %slot_is0 {
; CHECK-NEXT:    pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT:  } else {
; CHECK-NEXT:    pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT:  }
; CHECK:       pto.tload
; Without the slot credit's body waits, a load races with the load and the
; trelu of the trip two back, on the same slot.
; RUN: grep -v '^        pto.wait_flag \[#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>' %t.pto \
; RUN:   | not %python %src_root/utils/fuzz/pto_sync_check.py --noalias --func shiftedrt - | FileCheck %s --check-prefix=NOWAIT
; NOWAIT: @shiftedrt: unordered: line {{[0-9]+}}: pto.trelu (PIPE_V) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
@pp1 = external addrspace(1) global [2 x [16 x [128 x float]]]
@pp2 = external addrspace(1) global [2 x [16 x [128 x float]]]
define void @shifted2(ptr noalias %pf, ptr noalias %po, i64 %t) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %t1 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 128)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %next = add i64 %i, 1
  %sl = srem i64 %next, 2
  %t2 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 %row, i64 256, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %t2, ptr addrspace(1) @pp1, i64 %sl)
  %t3 = call ptr addrspace(1) @pto.trelu(ptr addrspace(1) %t2)
  %t4 = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %t3, float 2.000000e+00)
  call void @pto.bind(ptr addrspace(1) %t4, ptr addrspace(1) @pp2, i64 %sl)
  call void @pto.tstore(ptr addrspace(1) %t4, ptr %vo, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 2
  br i1 %c, label %loop, label %exit
exit:
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %t1, i64 4, i64 0, i64 4, i64 128)
  %t6 = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %w, float -3.000000e+00)
  call void @pto.tstore(ptr addrspace(1) %t6, ptr %vo, i64 512, i64 512)
  call void @pto.tstore(ptr addrspace(1) %t1, ptr %vo, i64 600, i64 512)
  ret void
}
define void @shiftedrt(ptr noalias %pf, ptr noalias %po, i64 %t) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %t1 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 128)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %next = add i64 %i, 1
  %sl = srem i64 %next, 2
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
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.trelu(ptr addrspace(1))
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
attributes #0 = { "target-cpu"="ascend910b" }
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
