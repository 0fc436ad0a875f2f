; Tiles that share one buffer (a carry, a merge, an in-place chain) must be
; bound to one slot (docs/tile-abi.md "Declared buffers"; boundSlotsAgree in
; AscendPTOBufferColoring.cpp). A merge of a tile loaded into slot
; (x + 1) srem 2 read through slot x srem 2 was printed with each member's
; own address, so the merge read bytes the else arm never wrote; it is now
; refused, as are two constant slots (before: "inconsistent colocation
; offsets") and a carry whose entry value sits in another slot. One slot
; register for every member compiles and checks clean.
; RUN: split-file %s %t
; RUN: not %llc %t/two-regs.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=REGS
; RUN: not %llc %t/two-consts.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONSTS
; RUN: not %llc %t/carry.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CARRY
; RUN: %llc %t/one-reg.ll -o %t/one-reg.pto
; RUN: FileCheck %s --check-prefix=ONE < %t/one-reg.pto
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t/one-reg.pto | FileCheck %s --check-prefix=OK
; REGS: error: in function @merge: tiles %a and %b share one buffer (a carry, a merge or an in-place update) but are bound to different slots of @pp1 (slot %s and slot %s1): the bytes one writes are not the bytes the other reads; bind both to the same slot value (one register), or copy between the slots
; CONSTS: error: in function @merge: tiles %a and %b share one buffer (a carry, a merge or an in-place update) but are bound to different slots of @pp1 (slot 0 and slot 1)
; CARRY: error: in function @carry: tiles %t0 and %cur share one buffer (a carry, a merge or an in-place update) but are bound to different slots of @pp1 (slot 0 and slot %sc)
; ONE:      %a_slot = arith.index_cast %s : index to i64
; ONE:      %b_slot = arith.index_cast %s : index to i64
; ONE:      %m_slot = arith.index_cast %s : index to i64
; OK: pto_sync_check: 1 functions, 0 findings
;--- two-regs.ll
@pp1 = external addrspace(1) global [2 x [16 x [128 x float]]]
define void @merge(ptr noalias %pf, ptr noalias %po, i64 %x, i64 %cc) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %c = icmp sgt i64 %cc, 0
  %s = srem i64 %x, 2
  %x1 = add i64 %x, 1
  %s1 = srem i64 %x1, 2
  br i1 %c, label %then, label %else
then:
  %a = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @pp1, i64 %s)
  br label %join
else:
  %b = call ptr addrspace(1) @pto.tload(ptr %vf, i64 16, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %b, ptr addrspace(1) @pp1, i64 %s1)
  br label %join
join:
  %m = phi ptr addrspace(1) [ %a, %then ], [ %b, %else ]
  call void @pto.bind(ptr addrspace(1) %m, ptr addrspace(1) @pp1, i64 %s)
  %t3 = call ptr addrspace(1) @pto.trelu(ptr addrspace(1) %m)
  call void @pto.tstore(ptr addrspace(1) %t3, ptr %vo, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.trelu(ptr addrspace(1))
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
attributes #0 = { "target-cpu"="ascend910b" }
;--- two-consts.ll
@pp1 = external addrspace(1) global [2 x [16 x [128 x float]]]
define void @merge(ptr noalias %pf, ptr noalias %po, i64 %x, i64 %cc) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %c = icmp sgt i64 %cc, 0
  %s = srem i64 %x, 2
  %x1 = add i64 %x, 1
  %s1 = srem i64 %x1, 2
  br i1 %c, label %then, label %else
then:
  %a = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @pp1, i64 0)
  br label %join
else:
  %b = call ptr addrspace(1) @pto.tload(ptr %vf, i64 16, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %b, ptr addrspace(1) @pp1, i64 1)
  br label %join
join:
  %m = phi ptr addrspace(1) [ %a, %then ], [ %b, %else ]
  call void @pto.bind(ptr addrspace(1) %m, ptr addrspace(1) @pp1, i64 0)
  %t3 = call ptr addrspace(1) @pto.trelu(ptr addrspace(1) %m)
  call void @pto.tstore(ptr addrspace(1) %t3, ptr %vo, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.trelu(ptr addrspace(1))
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
attributes #0 = { "target-cpu"="ascend910b" }
;--- one-reg.ll
@pp1 = external addrspace(1) global [2 x [16 x [128 x float]]]
define void @merge(ptr noalias %pf, ptr noalias %po, i64 %x, i64 %cc) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %c = icmp sgt i64 %cc, 0
  %s = srem i64 %x, 2
  %x1 = add i64 %x, 1
  %s1 = srem i64 %x1, 2
  br i1 %c, label %then, label %else
then:
  %a = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @pp1, i64 %s)
  br label %join
else:
  %b = call ptr addrspace(1) @pto.tload(ptr %vf, i64 16, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %b, ptr addrspace(1) @pp1, i64 %s)
  br label %join
join:
  %m = phi ptr addrspace(1) [ %a, %then ], [ %b, %else ]
  call void @pto.bind(ptr addrspace(1) %m, ptr addrspace(1) @pp1, i64 %s)
  %t3 = call ptr addrspace(1) @pto.trelu(ptr addrspace(1) %m)
  call void @pto.tstore(ptr addrspace(1) %t3, ptr %vo, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.trelu(ptr addrspace(1))
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
attributes #0 = { "target-cpu"="ascend910b" }
;--- carry.ll
@pp1 = external addrspace(1) global [2 x [16 x [128 x float]]]
define void @carry(ptr noalias %pf, ptr noalias %po, i64 %t) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %t0 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %t0, ptr addrspace(1) @pp1, i64 0)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %cur = phi ptr addrspace(1) [ %t0, %entry ], [ %t2, %loop ]
  %sc = srem i64 %i, 2
  call void @pto.bind(ptr addrspace(1) %cur, ptr addrspace(1) @pp1, i64 %sc)
  %next = add i64 %i, 1
  %sl = srem i64 %next, 2
  %row = mul i64 %next, 16
  %t3 = call ptr addrspace(1) @pto.trelu(ptr addrspace(1) %cur)
  %t2 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 %row, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %t2, ptr addrspace(1) @pp1, i64 %sl)
  %t4 = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %t3, float 2.000000e+00)
  %orow = mul i64 %i, 16
  call void @pto.tstore(ptr addrspace(1) %t4, ptr %vo, i64 %orow, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %t
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.trelu(ptr addrspace(1))
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
attributes #0 = { "target-cpu"="ascend910b" }
