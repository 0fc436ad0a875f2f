; The joint (dsa) planner subdivides freed regions. The #1908 shape: an
; expired 64 KiB producer, then two co-live 32 KiB consumers. Whole-buffer
; reuse (pypto, which fits and so never retries) needs 98304 bytes; the dsa
; planner places both consumers inside the producer's dead bytes: 65536.
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs -ascendpto-plan-report %s -o - 2>%t.pypto | FileCheck %s --check-prefix=PYPTO
; RUN: FileCheck %s --check-prefix=PYPTO-REPORT < %t.pypto
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs -ascendpto-memory-planner=dsa -ascendpto-plan-report %s -o - 2>%t.dsa | FileCheck %s --check-prefix=DSA
; RUN: FileCheck %s --check-prefix=DSA-REPORT < %t.dsa

; PYPTO-REPORT: ascendpto-plan: func=fragmentation space=vec tiles=3 buffers=2 peak=98304 lb=65536 capacity=188416 planner=pypto proven=no
; DSA-REPORT: ascendpto-plan: func=fragmentation space=vec tiles=3 buffers=2 peak=65536 lb=65536 capacity=188416 planner=dsa proven=optimal

; PYPTO: %producer = pto.alloc_tile addr = %c0_i64 :
; PYPTO: %left = pto.alloc_tile addr = %c0_i64 :
; PYPTO: %right = pto.alloc_tile addr = %c65536_i64 :

; DSA: %producer = pto.alloc_tile addr = %c{{[0-9]+}}_i64 :
; DSA-NEXT: pto.tload
; DSA: %left = pto.alloc_tile addr = %[[L:c[0-9]+_i64]] :
; DSA-NEXT: pto.tload
; DSA: %right = pto.alloc_tile addr = %[[R:c[0-9]+_i64]] :
; DSA-NOT: c65536_i64 = arith.constant

; The consumer that overlaps the dead producer from another base waits for
; every pipe before its load (ptoas syncs by base address and would not
; order it after the producer's store); nothing else needs a barrier.
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -ascendpto-memory-planner=dsa %s -o - | FileCheck %s --check-prefix=BARRIER
; BARRIER:      %producer = pto.alloc_tile
; BARRIER-NEXT: pto.tload
; BARRIER:      %left = pto.alloc_tile
; BARRIER-NEXT: pto.tload
; BARRIER-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; BARRIER-NEXT: pto.partition_view
; BARRIER-NEXT: %right = pto.alloc_tile
; BARRIER-NEXT: pto.tload
; BARRIER-NOT:  pto.barrier

define void @fragmentation(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 128, i64 128, i64 1)
  %producer = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128)
  call void @pto.tstore(ptr addrspace(1) %producer, ptr %v, i64 0, i64 0)
  %left = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 128)
  %right = call ptr addrspace(1) @pto.tload(ptr %v, i64 64, i64 0, i64 64, i64 128)
  call void @pto.tstore(ptr addrspace(1) %left, ptr %v, i64 128, i64 0)
  call void @pto.tstore(ptr addrspace(1) %right, ptr %v, i64 192, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
