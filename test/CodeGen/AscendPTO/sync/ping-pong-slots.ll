; Ping-pong buffers (issue 11 point 2; sync-facts §6.C.2): a tile bound to
; the run-time slot `iv srem N` of a declared buffer is ordered against the
; iteration that used the same slot, through that slot's own event id, so
; iteration i+1's load into the other slot overlaps iteration i's compute.
; The pre-loop sets and post-loop waits cover every slot's id (right for
; zero trips); in the body, `scf.if (slot == k)` picks the k-th id.
;
; RUN: %llc -ascendpto-plan-report %s -o %t.pto 2>%t.report
; RUN: FileCheck %s < %t.pto
; RUN: FileCheck %s --check-prefix=REPORT < %t.report
; The independent checker evaluates the slot along each path and accepts it.
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 2 functions, 0 findings
;
; Mutations the checker must reject:
; (a) the body's slot waits deleted: a slot's id is set twice.
; RUN: grep -v "^        pto.wait_flag \[#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>" %t.pto > %t.nowait.pto
; RUN: not %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.nowait.pto | FileCheck %s --check-prefix=NOWAIT
; NOWAIT: @two: double-set: {{.*}} PIPE_V -> PIPE_MTE2 EVENT_ID{{[0-9]}} is set again before its wait
; (b) both slots at one address (the per-slot ids then order too little):
; the next iteration's load overwrites bytes the previous texp still reads.
; RUN: sed -e 's/%x_slotoff = arith.muli %x_slot, %c4096_i64/%x_slotoff = arith.muli %x_slot, %c0_i64/' %t.pto > %t.onebuf.pto
; RUN: not %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.onebuf.pto | FileCheck %s --check-prefix=ONEBUF
; ONEBUF: @two: unordered: line {{[0-9]+}}: pto.texp (PIPE_V) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; (c) @three's slot wait moved after its load: balanced flags, but the load
; races with the texp three iterations back (the checker runs a loop that
; takes a residue modulo N for up to 2N trips).
; RUN: %python %S/Inputs/late-slot-wait.py %t.pto > %t.late.pto
; RUN: not %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.late.pto | FileCheck %s --check-prefix=LATE
; LATE: @three: unordered: line {{[0-9]+}}: pto.texp (PIPE_V) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
;
; Minimality (docs/sync.md "Minimality", slot chains): a load needs no MTE2
; barrier against the load N trips back into the same slot: that load, the
; slot pair MTE2 -> V, the texp and the slot credit's set of that trip,
; taken by this trip's wait, order it. The checker finds nothing removable.
; RUN: FileCheck %s --check-prefix=MIN < %t.pto
; MIN-LABEL: func.func @two(
; MIN-NOT: pto.barrier #pto.pipe<PIPE_MTE2>
; MIN-LABEL: func.func @three(
; MIN-NOT: pto.barrier #pto.pipe<PIPE_MTE2>
; MIN: return
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias %t.pto | FileCheck %s --check-prefix=NONE
; NONE: pto_sync_minimal: 1 kernels, 14 sync units, 0 removable, 2 final barriers
; (d) without the slot pairs (the chain's first link) the load races with
; the load N trips back into its slot (and the texp with the load).
; RUN: grep -v 'pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>' %t.pto > %t.nopair.pto
; RUN: not %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.nopair.pto | FileCheck %s --check-prefix=NOPAIR
; NOPAIR: @two: unordered: line [[L2:[0-9]+]]: pto.tload (PIPE_MTE2) and line [[L2]]: pto.tload (PIPE_MTE2) touch the same bytes
; NOPAIR: @three: unordered: line [[L3:[0-9]+]]: pto.tload (PIPE_MTE2) and line [[L3]]: pto.tload (PIPE_MTE2) touch the same bytes
;
; Under the assembler's sync nothing of this is printed.
; RUN: %llc -ascendpto-sync=assembler %s -o - | FileCheck %s --check-prefix=ASM
; ASM-NOT: scf.if
; ASM-NOT: set_flag

@pp = external addrspace(1) global [2 x [16 x [64 x float]]]
@pq = external addrspace(1) global [3 x [16 x [64 x float]]]

; Two slots: ids 0 and 1 of V -> MTE2 (the texp's read of slot s before the
; load that next writes slot s).
; CHECK-LABEL: func.func @two(
; CHECK:      pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[A:[0-9]]]>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[B:[0-9]]]>]
; CHECK:      scf.for %i = %c0 to %c8 step %c1 {
; CHECK-NEXT:   %slot = arith.remsi %i, %c2 : index
; CHECK:        %[[W:slot_is0[_0-9]*]] = arith.cmpi eq, %slot, %c0 : index
; CHECK-NEXT:   scf.if %[[W]] {
; CHECK-NEXT:     pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[A]]>]
; CHECK-NEXT:   } else {
; CHECK-NEXT:     pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[B]]>]
; CHECK-NEXT:   }
; CHECK:        pto.tload
; CHECK:        pto.texp
; CHECK-NEXT:   %[[S:slot_is0[_0-9]*]] = arith.cmpi eq, %slot, %c0 : index
; CHECK-NEXT:   scf.if %[[S]] {
; CHECK-NEXT:     pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[A]]>]
; CHECK-NEXT:   } else {
; CHECK-NEXT:     pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[B]]>]
; CHECK-NEXT:   }
; CHECK:      {{^    }}}
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[A]]>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[B]]>]
; CHECK:      pto.barrier #pto.pipe<PIPE_ALL>
; REPORT: ascendpto-sync: func=two mode=backend pairs={{[0-9]+}} barriers={{[0-9]+}} full-barriers=1 fallbacks=0 slot-syncs=4
define void @two(ptr noalias %in, ptr noalias %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %slot = srem i64 %i, 2
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @pp, i64 %slot)
  %y = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Three slots: three ids, chosen by a chain of two ifs.
; CHECK-LABEL: func.func @three(
; CHECK-COUNT-3: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>
; CHECK:        %[[T0:slot_is0[_0-9]*]] = arith.cmpi eq, %slot, %c0 : index
; CHECK-NEXT:   scf.if %[[T0]] {
; CHECK-NEXT:     pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[X:[0-9]]]>]
; CHECK-NEXT:   } else {
; CHECK-NEXT:     %[[T1:slot_is1[_0-9]*]] = arith.cmpi eq, %slot, %c1 : index
; CHECK-NEXT:     scf.if %[[T1]] {
; CHECK-NEXT:       pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[Y:[0-9]]]>]
; CHECK-NEXT:     } else {
; CHECK-NEXT:       pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID[[Z:[0-9]]]>]
; CHECK-NEXT:     }
; CHECK-NEXT:   }
; REPORT: ascendpto-sync: func=three mode=backend {{.*}} full-barriers=1 fallbacks=0 slot-syncs=4
define void @three(ptr noalias %in, ptr noalias %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 192, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 192, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %slot = srem i64 %i, 3
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @pq, i64 %slot)
  %y = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 12
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
