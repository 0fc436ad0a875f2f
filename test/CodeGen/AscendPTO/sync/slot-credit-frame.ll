; A slot credit's body wait that may not run in the consumer's trip
; (docs/sync.md "Trips back", slot credits counted with their trips): the
; slot credit of the inner loop %i (slot `i srem 2`, step 2: period 1) has
; its body wait met while the scan of the store C (in the arm, after %i)
; walks %i as an item in trip j of %p; round %p's back edge it meets that
; credit's set in trip j - 1. Counting the pair would order the load into
; the rows C stores (in trip j - 1 of %p) before C, but %i runs no trip
; when %n - %p <= 0, and the wait with it. Frames do not count slot
; credits: the outer MTE2 -> MTE3 credit stays. (Before the fix the pass's
; own check failed on it, an internal error, and with
; -ascendpto-sync-strict-reuse=false the checker found the race.)
; RUN: %llc %s -o %t.pto
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.pto | FileCheck %s --check-prefix=OK
; RUN: %llc -mcpu=ascend950 %s -o %t.a5.pto
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.a5.pto | FileCheck %s --check-prefix=OK
; RUN: %llc -ascendpto-sync-strict-reuse=false %s -o %t.loose.pto
; RUN: not %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t.loose.pto | FileCheck %s --check-prefix=LOOSE
; OK: pto_sync_check: 1 functions, 0 findings
; Without the flag-reuse rule the ids are reused unordered (double sets,
; as that option says), but no access is.
; LOOSE-NOT: unordered
; LOOSE: double-set
; LOOSE-NOT: unordered
; LOOSE: pto_sync_check: 1 functions, 4 findings
; Without the outer credit's waits, the store races with the load of the
; trip before.
; RUN: grep -v 'pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>' %t.pto \
; RUN:   | not %python %src_root/utils/fuzz/pto_sync_check.py --noalias - | FileCheck %s --check-prefix=NOCREDIT
; NOCREDIT: @walk10: unordered: line {{[0-9]+}}: pto.tload (PIPE_MTE2) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
@pp = external addrspace(1) global [2 x [16 x [64 x float]]]
define void @walk10(ptr noalias %in, ptr noalias %out, i64 %n, i64 %c) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  %y = call ptr addrspace(1) @pto.tload(ptr %w, i64 512, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 700, i64 0)
  %z = call ptr addrspace(1) @pto.tload(ptr %w, i64 528, i64 0, i64 16, i64 64)
  br label %p.head
p.head:
  %p = phi i64 [ 0, %entry ], [ %p.next, %p.latch ]
  %p.t = icmp slt i64 %p, 4
  br i1 %p.t, label %p.body, label %p.exit
p.body:
  %rc = mul i64 %p, 16
  %rx = add i64 %rc, 16
  %ub = sub i64 %n, %p
  %cc = icmp sgt i64 %c, %p
  br i1 %cc, label %arm, label %p.latch
arm:
  br label %i.head
i.head:
  %i = phi i64 [ 0, %arm ], [ %i.next, %i.latch ]
  %i.t = icmp slt i64 %i, %ub
  br i1 %i.t, label %i.body, label %i.exit
i.body:
  %s = srem i64 %i, 2
  %q = call ptr addrspace(1) @pto.tabs(ptr addrspace(1) %z)
  %ri = mul i64 %i, 16
  %t1 = call ptr addrspace(1) @pto.tabs(ptr addrspace(1) %z)
  call void @pto.bind(ptr addrspace(1) %t1, ptr addrspace(1) @pp, i64 %s)
  call void @pto.tstore(ptr addrspace(1) %t1, ptr %w, i64 %ri, i64 0)
  %t2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 %rx, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %t2, ptr addrspace(1) @pp, i64 %s)
  br label %i.latch
i.latch:
  %i.next = add i64 %i, 2
  br label %i.head
i.exit:
  call void @pto.tstore(ptr addrspace(1) %y, ptr %v, i64 %rc, i64 0)
  br label %p.latch
p.latch:
  %p.next = add i64 %p, 1
  br label %p.head
p.exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tabs(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
