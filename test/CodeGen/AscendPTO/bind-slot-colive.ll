; Two tiles bound to one declared buffer and live at the same time must be
; in different slots on every run (docs/tile-abi.md "Declared buffers";
; boundTilesApart in AscendPTOBufferColoring.cpp). Before, only two equal
; constant slots were refused: %a bound to x srem 2 and %b to the same
; register, to (2 + x) srem 2, to y srem 2 or to slot 0 were all printed at
; addresses that may coincide while both are live (a silent overwrite).
; (x + 1) srem 2 against x srem 2 is always the other slot: it compiles and
; checks clean.
; RUN: split-file %s %t
; RUN: not %llc %t/same.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SAME
; RUN: not %llc %t/shift2.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHIFT2
; RUN: not %llc %t/other.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OTHER
; RUN: not %llc %t/const.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONST
; RUN: %llc %t/shift1.ll -o %t/shift1.pto
; RUN: FileCheck %s --check-prefix=SHIFT1 < %t/shift1.pto
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py --noalias %t/shift1.pto | FileCheck %s --check-prefix=OK
; SAME: error: in function @colive: tiles %a and %b are both bound to slot %s of @pp1 but are live at the same time: bind %b to another slot of @pp1, or end %a's life before %b is written
; SHIFT2: error: in function @colive: tiles %a and %b are live at the same time, bound to slots %s and %s2 of @pp1, which may be the same slot at run time: bind them to two constant slots, or to (x + a) srem M and (x + b) srem M of one x with a - b not a multiple of M, or end %a's life before %b is written
; OTHER: error: in function @colive: tiles %a and %b are live at the same time, bound to slots %s and %sy of @pp1, which may be the same slot at run time
; CONST: error: in function @colive: tiles %a and %b are live at the same time, bound to slots %s and 0 of @pp1, which may be the same slot at run time
; SHIFT1:      %a_slot = arith.index_cast %s : index to i64
; SHIFT1:      %b_slot = arith.index_cast %s1 : index to i64
; OK: pto_sync_check: 1 functions, 0 findings
;--- same.ll
@pp1 = external addrspace(1) global [2 x [16 x [128 x float]]]
define void @colive(ptr noalias %pf, ptr noalias %po, i64 %x, i64 %y) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %s = srem i64 %x, 2
  %x1 = add i64 %x, 1
  %s1 = srem i64 %x1, 2
  %x2 = add i64 2, %x
  %s2 = srem i64 %x2, 2
  %sy = srem i64 %y, 2
  %a = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @pp1, i64 %s)
  %b = call ptr addrspace(1) @pto.tload(ptr %vf, i64 16, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %b, ptr addrspace(1) @pp1, i64 %s)
  %c = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %c, ptr %vo, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
attributes #0 = { "target-cpu"="ascend910b" }
;--- shift2.ll
@pp1 = external addrspace(1) global [2 x [16 x [128 x float]]]
define void @colive(ptr noalias %pf, ptr noalias %po, i64 %x, i64 %y) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %s = srem i64 %x, 2
  %x1 = add i64 %x, 1
  %s1 = srem i64 %x1, 2
  %x2 = add i64 2, %x
  %s2 = srem i64 %x2, 2
  %sy = srem i64 %y, 2
  %a = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @pp1, i64 %s)
  %b = call ptr addrspace(1) @pto.tload(ptr %vf, i64 16, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %b, ptr addrspace(1) @pp1, i64 %s2)
  %c = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %c, ptr %vo, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
attributes #0 = { "target-cpu"="ascend910b" }
;--- other.ll
@pp1 = external addrspace(1) global [2 x [16 x [128 x float]]]
define void @colive(ptr noalias %pf, ptr noalias %po, i64 %x, i64 %y) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %s = srem i64 %x, 2
  %x1 = add i64 %x, 1
  %s1 = srem i64 %x1, 2
  %x2 = add i64 2, %x
  %s2 = srem i64 %x2, 2
  %sy = srem i64 %y, 2
  %a = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @pp1, i64 %s)
  %b = call ptr addrspace(1) @pto.tload(ptr %vf, i64 16, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %b, ptr addrspace(1) @pp1, i64 %sy)
  %c = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %c, ptr %vo, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
attributes #0 = { "target-cpu"="ascend910b" }
;--- const.ll
@pp1 = external addrspace(1) global [2 x [16 x [128 x float]]]
define void @colive(ptr noalias %pf, ptr noalias %po, i64 %x, i64 %y) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %s = srem i64 %x, 2
  %x1 = add i64 %x, 1
  %s1 = srem i64 %x1, 2
  %x2 = add i64 2, %x
  %s2 = srem i64 %x2, 2
  %sy = srem i64 %y, 2
  %a = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @pp1, i64 %s)
  %b = call ptr addrspace(1) @pto.tload(ptr %vf, i64 16, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %b, ptr addrspace(1) @pp1, i64 0)
  %c = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %c, ptr %vo, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
attributes #0 = { "target-cpu"="ascend910b" }
;--- shift1.ll
@pp1 = external addrspace(1) global [2 x [16 x [128 x float]]]
define void @colive(ptr noalias %pf, ptr noalias %po, i64 %x, i64 %y) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %s = srem i64 %x, 2
  %x1 = add i64 %x, 1
  %s1 = srem i64 %x1, 2
  %x2 = add i64 2, %x
  %s2 = srem i64 %x2, 2
  %sy = srem i64 %y, 2
  %a = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @pp1, i64 %s)
  %b = call ptr addrspace(1) @pto.tload(ptr %vf, i64 16, i64 0, i64 16, i64 128)
  call void @pto.bind(ptr addrspace(1) %b, ptr addrspace(1) @pp1, i64 %s1)
  %c = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %c, ptr %vo, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
attributes #0 = { "target-cpu"="ascend910b" }
