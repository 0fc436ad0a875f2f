; The period of a slot (docs/sync.md "Trips back"): slot `iv srem 4` comes
; back after 4 / gcd(step mod 4, 4) trips. In @once (step 1, 4 trips) and
; @step2fits (step 2, slots 0 and 2, 2 trips) no trip comes back to the slot
; of an earlier one, so nothing round the back edge depends on the slot: no
; slot credit, no slot pair (slot-syncs=0). In @step2reused (step 2, 3
; trips) trip 2 reuses trip 0's slot: the slot credit V -> MTE2 and the slot
; pairs stay, and the checker rejects the kernel without them.
; RUN: %llc -ascendpto-plan-report %s -o %t.pto 2>%t.err
; RUN: FileCheck %s < %t.err
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.pto | FileCheck %s --check-prefix=OK
; CHECK: ascendpto-sync: func=once mode=backend pairs=6 barriers=0 full-barriers=1 fallbacks=0 slot-syncs=0
; CHECK: ascendpto-sync: func=step2fits mode=backend pairs=6 barriers=0 full-barriers=1 fallbacks=0 slot-syncs=0
; CHECK: ascendpto-sync: func=step2reused mode=backend pairs=8 barriers=0 full-barriers=1 fallbacks=0 slot-syncs=4
; OK: pto_sync_check: 3 functions, 0 findings
; Without the V -> MTE2 syncs each function double-sets its MTE2 -> V id,
; and in @step2reused a load races with the load and the tabs of the trip
; two back, on the same slot.
; RUN: grep -v 'pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>' %t.pto \
; RUN:   | not %python %src_root/utils/fuzz/pto_sync_check.py --noalias - | FileCheck %s --check-prefix=NOCREDIT
; NOCREDIT: @once: double-set: line {{[0-9]+}}: PIPE_MTE2 -> PIPE_V
; NOCREDIT: @step2fits: double-set: line {{[0-9]+}}: PIPE_MTE2 -> PIPE_V
; NOCREDIT: @step2reused: unordered: line [[L:[0-9]+]]: pto.tload (PIPE_MTE2) and line [[L]]: pto.tload (PIPE_MTE2) touch the same bytes
; NOCREDIT: @step2reused: unordered: line {{[0-9]+}}: pto.tabs (PIPE_V) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; What is left removable: the ids of slots 1 and 3, which step 2 never
; uses, and slot 2's credit, which 3 trips reach once (docs/sync.md
; "Known gaps": one id chain per slot of the declared buffer).
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --verbose --noalias %t.pto | FileCheck %s --check-prefix=LEFT
; LEFT: pto_sync_minimal: 1 kernels, 18 sync units, 5 removable, 3 final barriers

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
