; A conditional load into a ping-pong slot (review19 pp-adv.ll PP2): the
; load, its V reader and the store run in an if of the loop body, the slot
; credit V -> MTE2 waits before the if and sets after it. The forward pair
; MTE2 -> V in the arm takes one id per slot behind that credit (a slot
; pair in an arm, docs/sync.md "Ping-pong"), and so does the release that
; orders the credit's own wait before its set on the trips that do not
; load (the arm where nothing chains them): no plain V -> MTE2 credit
; serialises the trips (it used to, with est_cycles about 1664; now about
; 1455).
; RUN: %llc -ascendpto-plan-report %s -o %t.pto 2>%t.report
; RUN: FileCheck %s --check-prefix=REPORT < %t.report
; RUN: FileCheck %s < %t.pto
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.pto | FileCheck %s --check-prefix=OK
; REPORT: ascendpto-sync: func=cond_load mode=backend pairs=8 barriers=0 full-barriers=1 fallbacks=0 slot-syncs=6
; OK: pto_sync_check: 1 functions, 0 findings
; Only the slot credit's two ids on V -> MTE2.
; RUN: FileCheck %s --check-prefix=NOPLAIN < %t.pto
; NOPLAIN-NOT: #pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID{{[2-7]}}>
; CHECK: scf.for
; CHECK: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK: pto.tload
; CHECK: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID3>]
; CHECK: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID4>]
; CHECK: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID3>]
; CHECK: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID4>]
; CHECK: pto.texp
; CHECK: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; Without the slot credit's waits, the load races with the texp two trips
; back (and with its own load).
; RUN: grep -v '^        pto.wait_flag \[#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>' %t.pto \
; RUN:   | not %python %src_root/utils/fuzz/pto_sync_check.py --noalias - | FileCheck %s --check-prefix=NOWAIT
; NOWAIT: @cond_load: unordered: line {{[0-9]+}}: pto.texp (PIPE_V) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; Without the release, a trip that does not load lets V set the credit's id
; of its slot before MTE2 has taken the set of two trips back.
; RUN: grep -v 'pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID[12]>' %t.pto \
; RUN:   | not %python %src_root/utils/fuzz/pto_sync_check.py --noalias - | FileCheck %s --check-prefix=NOREL
; NOREL: @cond_load: double-set: line {{[0-9]+}}: PIPE_V -> PIPE_MTE2 EVENT_ID0 may be set again
; NOREL: @cond_load: double-set: line {{[0-9]+}}: PIPE_V -> PIPE_MTE2 EVENT_ID1 may be set again
; NOREL: pto_sync_check: 1 functions, 2 findings
; Nothing removable.
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --verbose --noalias %t.pto | FileCheck %s --check-prefix=LEFT
; LEFT: pto_sync_minimal: 1 kernels, 9 sync units, 0 removable, 1 final barriers

@pp = external addrspace(1) global [2 x [16 x [64 x float]]]

define void @cond_load(ptr noalias %in, ptr noalias %out, i64 %n, i64 %c) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %z = icmp slt i64 %i, %n
  br i1 %z, label %body, label %exit
body:
  %slot = srem i64 %i, 2
  %row = mul i64 %i, 16
  %cc = icmp sgt i64 %c, %i
  br i1 %cc, label %then, label %latch
then:
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @pp, i64 %slot)
  %y = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  br label %head
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
