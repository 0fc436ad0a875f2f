; Global rows that meet only trips back (docs/sync.md "Trips back", rows):
; in @rowsback the store of %u at rows 16 * i + 32 meets the store of %t
; at rows 16 * i two trips later, never one trip later. Decided in trip
; j - 2 (firstTripMeeting), it is ordered through the tile credits MTE3 ->
; V (the store of trip j - 2 or j - 1 before the V op of trip j - 1 or j
; that frees the tile, then V -> MTE3 before the store of trip j): the
; MTE3 barrier before the store of %t that the placement scan put there is
; pruned (before: one, barriers=1).
; RUN: %llc -ascendpto-plan-report %s -o %t.pto 2>%t.err
; RUN: FileCheck %s --check-prefix=REPORT < %t.err
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: %sync_check --noalias --trips 6 %t.pto | FileCheck %s --check-prefix=OK
; RUN: %llc -mcpu=ascend950 -ascendpto-plan-report %s -o %t.a5.pto 2>%t.a5.err
; RUN: FileCheck %s --check-prefix=REPORT < %t.a5.err
; RUN: %sync_check --noalias --trips 6 %t.a5.pto | FileCheck %s --check-prefix=OK
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias --trips 6 %t.pto | FileCheck %s --check-prefix=NONE
; REPORT: ascendpto-sync: func=rowsback mode=backend pairs=9 barriers=0 full-barriers=1
; OK: pto_sync_check: 1 functions, 0 findings
; NONE: pto_sync_minimal: 1 kernels, {{[0-9]+}} sync units, 0 removable, 1 final barriers
; CHECK-LABEL: func.func @rowsback
; CHECK:       scf.for
; CHECK-NOT:   pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK:       pto.tstore
; CHECK-NOT:   pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK:       pto.tstore
; CHECK:       pto.barrier #pto.pipe<PIPE_ALL>
; Without the MTE3 -> V credits the two stores race (and the tiles).
; RUN: grep -v 'pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>' %t.pto \
; RUN:   | not %sync_check --noalias --trips 6 - | FileCheck %s --check-prefix=NOCREDIT
; NOCREDIT: @rowsback: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
define void @rowsback(ptr noalias %pf, ptr noalias %po) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %vf, i64 %row, i64 0, i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %x, float 1.000000e+00)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %vo, i64 %row, i64 0)
  %u = call ptr addrspace(1) @pto.trelu(ptr addrspace(1) %x)
  %row2 = add i64 %row, 32
  call void @pto.tstore(ptr addrspace(1) %u, ptr %vo, i64 %row2, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 6
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.trelu(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
attributes #0 = { "target-cpu"="ascend910b" }
