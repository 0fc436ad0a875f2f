; The period of a slot (docs/sync.md "Trips back"): slot `iv srem 4` comes
; back after 4 / gcd(step mod 4, 4) trips. In @once (step 1, 4 trips) and
; @step2fits (step 2, slots 0 and 2, 2 trips) no trip comes back to the slot
; of an earlier one, so nothing round the back edge depends on the slot: no
; slot credit, no slot pair (slot-syncs=0). In @step2reused (step 2, 3
; trips: slots 0, 2, 0) trip 2 reuses trip 0's slot: a slot credit V -> MTE2
; with an id for slot 0 alone (the only slot a later trip comes back to)
; and slot pairs MTE2 -> V with ids for slots 0 and 2 (the slots a trip
; takes); slots 1 and 3 get no flag (docs/sync.md "Slot ids").
; RUN: %llc -ascendpto-plan-report %s -o %t.pto 2>%t.err
; RUN: FileCheck %s < %t.err
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.pto | FileCheck %s --check-prefix=OK
; CHECK: ascendpto-sync: func=once mode=backend pairs=6 barriers=0 full-barriers=1 fallbacks=0 slot-syncs=0
; CHECK: ascendpto-sync: func=step2fits mode=backend pairs=6 barriers=0 full-barriers=1 fallbacks=0 slot-syncs=0
; CHECK: ascendpto-sync: func=step2reused mode=backend pairs=5 barriers=0 full-barriers=1 fallbacks=0 slot-syncs=4
; OK: pto_sync_check: 3 functions, 0 findings
; RUN: FileCheck %s --check-prefix=IDS < %t.pto
; IDS-LABEL: func.func @step2reused
; IDS:       pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; IDS-NEXT:  pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; IDS-NEXT:  scf.for
; IDS:       scf.if %slot_is0 {
; IDS-NEXT:    pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; IDS-NEXT:  }
; IDS-NEXT:  pto.partition_view
; IDS:       pto.tload
; IDS:       scf.if %slot_is0_0 {
; IDS-NEXT:    pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; IDS-NEXT:  } else {
; IDS:         scf.if %slot_is2 {
; IDS-NEXT:      pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; IDS-NEXT:    }
; IDS-NEXT:  }
; IDS-NOT:   slot_is1
; IDS-NOT:   slot_is3
; IDS:       pto.barrier #pto.pipe<PIPE_ALL>
; Without the V -> MTE2 syncs each function double-sets its MTE2 -> V id,
; and in @step2reused a load races with the load and the tabs of the trip
; two back, on the same slot.
; RUN: grep -v 'pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>' %t.pto \
; RUN:   | not %python %src_root/utils/fuzz/pto_sync_check.py --noalias - | FileCheck %s --check-prefix=NOCREDIT
; NOCREDIT: @once: double-set: line {{[0-9]+}}: PIPE_MTE2 -> PIPE_V
; NOCREDIT: @step2fits: double-set: line {{[0-9]+}}: PIPE_MTE2 -> PIPE_V
; NOCREDIT: @step2reused: unordered: line [[L:[0-9]+]]: pto.tload (PIPE_MTE2) and line [[L]]: pto.tload (PIPE_MTE2) touch the same bytes
; NOCREDIT: @step2reused: unordered: line {{[0-9]+}}: pto.tabs (PIPE_V) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; Without slot 2's pair, the tabs of the trip on slot 2 reads before its
; load has finished.
; RUN: grep -v 'EVENT_ID2>\]' %t.pto \
; RUN:   | not %python %src_root/utils/fuzz/pto_sync_check.py --noalias - | FileCheck %s --check-prefix=NOSLOT2
; NOSLOT2: @step2reused: unordered: line {{[0-9]+}}: pto.tload (PIPE_MTE2) and line {{[0-9]+}}: pto.tabs (PIPE_V) touch the same bytes
; In MIR a slot without an id is -1 (one immediate per slot); all -1, or
; below -1, is refused by the emitter.
; RUN: %llc -stop-after=ascendpto-insert-sync %s -o %t.mir
; RUN: FileCheck %s --check-prefix=MIR < %t.mir
; MIR: WAIT_FLAG_SLOT 1, 4, %s, 0, -1, -1, -1
; MIR: SET_FLAG_SLOT 4, 1, %s, 1, -1, 2, -1
; RUN: sed 's/SET_FLAG_SLOT 4, 1, %%s, 1, -1, 2, -1/SET_FLAG_SLOT 4, 1, %%s, -1, -1, -1, -1/' %t.mir \
; RUN:   | not %llc -x mir -start-after=ascendpto-insert-sync -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADMIR
; RUN: sed 's/SET_FLAG_SLOT 4, 1, %%s, 1, -1, 2, -1/SET_FLAG_SLOT 4, 1, %%s, 1, -2, 2, -1/' %t.mir \
; RUN:   | not %llc -x mir -start-after=ascendpto-insert-sync -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADMIR
; BADMIR: error: in function @step2reused: malformed slot-indexed pto.set_flag: it takes two different pipe numbers, a slot value and two or more event ids 0..7 (-1 for a slot without one, not all) (docs/sync.md)
; Nothing the checker finds removable is left.
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --verbose --noalias %t.pto | FileCheck %s --check-prefix=LEFT
; LEFT: pto_sync_minimal: 1 kernels, 13 sync units, 0 removable, 3 final barriers

@b4 = external addrspace(1) global [4 x [16 x [64 x float]]]
@c4 = external addrspace(1) global [4 x [16 x [64 x float]]]
@d4 = external addrspace(1) global [4 x [16 x [64 x float]]]
define void @once(ptr noalias %in, ptr noalias %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %s = srem i64 %i, 4
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @b4, i64 %s)
  %a = call ptr addrspace(1) @pto.tabs(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
define void @step2fits(ptr noalias %in, ptr noalias %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %s = srem i64 %i, 4
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @c4, i64 %s)
  %a = call ptr addrspace(1) @pto.tabs(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 2
  %c = icmp slt i64 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
define void @step2reused(ptr noalias %in, ptr noalias %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %s = srem i64 %i, 4
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @d4, i64 %s)
  %a = call ptr addrspace(1) @pto.tabs(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 2
  %c = icmp slt i64 %i.next, 6
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tabs(ptr addrspace(1))
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
