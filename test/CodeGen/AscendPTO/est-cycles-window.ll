; A window moves its own bytes (docs/cost-model.md): textract's cost is that
; of the [rows, cols] window it cuts, not of the L1 tile it is cut from.
; RUN: %llc -ascendpto-plan-report %s -o /dev/null 2>&1 | FileCheck %s
; =detail adds each pipe's busy cycles in the simulation.
; RUN: %llc -ascendpto-plan-report=detail %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUSY
; BUSY: ascendpto-sync: func=window mode=backend {{.*}} est_cycles=2422{{$}}
; BUSY-NEXT: ascendpto-sync: func=window busy PIPE_M=262 PIPE_MTE1=244 PIPE_MTE2=1348 PIPE_FIX=631{{$}}
; -ascendpto-cost-timeline prints the simulated timeline: one line per
; instruction in the order the simulator ran them, `stalled=` where one
; waited on its queue (docs/cost-model.md).
; RUN: %llc -ascendpto-plan-report -ascendpto-cost-timeline %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TL
; TL: ascendpto-timeline: func=window PIPE_MTE2 0..674 tload %am{{$}}
; TL-NEXT: ascendpto-timeline: func=window PIPE_MTE2 674..675 set_flag(PIPE_MTE2, PIPE_MTE1, EVENT_ID0){{$}}
; TL-NEXT: ascendpto-timeline: func=window PIPE_MTE1 675..676 wait_flag(PIPE_MTE2, PIPE_MTE1, EVENT_ID0) stalled=671{{$}}
; TL-NEXT: ascendpto-timeline: func=window PIPE_MTE2 675..1349 tload %bm{{$}}
; TL-NEXT: ascendpto-timeline: func=window PIPE_MTE1 676..766 textract %al{{$}}
; TL-NEXT: ascendpto-timeline: func=window PIPE_MTE2 1349..1350 set_flag(PIPE_MTE2, PIPE_MTE1, EVENT_ID1){{$}}
; TL-NEXT: ascendpto-timeline: func=window PIPE_MTE1 1350..1351 wait_flag(PIPE_MTE2, PIPE_MTE1, EVENT_ID1) stalled=584{{$}}
; TL-NEXT: ascendpto-timeline: func=window PIPE_MTE1 1351..1505 textract %br{{$}}
; TL-NEXT: ascendpto-timeline: func=window PIPE_MTE1 1505..1506 set_flag(PIPE_MTE1, PIPE_M, EVENT_ID0){{$}}
; TL-NEXT: ascendpto-timeline: func=window PIPE_M 1506..1507 wait_flag(PIPE_MTE1, PIPE_M, EVENT_ID0) stalled=1497{{$}}
; TL-NEXT: ascendpto-timeline: func=window PIPE_M 1507..1769 tmatmul %acc{{$}}
; TL-NEXT: ascendpto-timeline: func=window PIPE_M 1769..1770 set_flag(PIPE_M, PIPE_FIX, EVENT_ID0){{$}}
; TL-NEXT: ascendpto-timeline: func=window PIPE_FIX 1770..1771 wait_flag(PIPE_M, PIPE_FIX, EVENT_ID0) stalled=1758{{$}}
; TL-NEXT: ascendpto-timeline: func=window PIPE_FIX 1771..2402 tstore %acc{{$}}
; TL-NEXT: ascendpto-timeline: func=window PIPE_S 2402..2422 pipe_barrier(PIPE_ALL) stalled=2388{{$}}
; TL-NEXT: ascendpto-sync: func=window mode=backend {{.*}} est_cycles=2422{{$}}
; Without the option, no timeline.
; RUN: %llc -ascendpto-plan-report %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTL
; NOTL-NOT: ascendpto-timeline

; a2a3, as in est-cycles.ll (a set fires the cycle after its queue's last op
; ends, its wait a cycle later). MTE2: A's 64 KiB tload 264 +
; ceil(65536 / 160) = 0..674, its set at 675, B's tload 675..1349. MTE1:
; A's 128x64 f16 window (16 KiB) 26 + 16384 / 256 = 676..766; B's 64x128
; window 26 + 16384 / 128 = 1351..1505. M: 6 + 8 x 4 x 8 fractals = 262
; (1507..1769). FIX: 64 KiB of f32 to GM, 80 + ceil(65536 / 119) = 631
; (1771..2402); the final PIPE_ALL barrier (20): 2422. Costed with their
; 64 KiB sources the two moves would take 282 and 538 cycles.
; CHECK: ascendpto-sync: func=window mode=backend {{.*}} est_cycles=2422{{$}}
define void @window(ptr %a, ptr %b, ptr %c) {
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 128, i64 256, i64 256, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 256, i64 128, i64 128, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 128, i64 128, i64 128, i64 1)
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 128, i64 256)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 256, i64 128)
  %al = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 64, i64 128, i64 64)
  %br = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 64, i64 0, i64 64, i64 128)
  %acc = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al, ptr addrspace(4) %br)
  call void @pto.tstore(ptr addrspace(5) %acc, ptr %vc, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.textract.left(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(4) @pto.textract.right(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(5), ptr, i64, i64)
