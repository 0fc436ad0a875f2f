; The pipeline is exactly: the IR preparation, loop simplification, our
; selector, the kernel checks, finalize-isel, the carry pass, the planner,
; the emitter (with the analyses they ask for). No
; register allocation, PHI elimination, prologue/epilogue or MC lowering
; runs.
; RUN: %llc -debug-pass=Structure %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: AscendPTO IR preparation
; CHECK: Canonicalize natural loops
; CHECK: AscendPTO Instruction Selection
; CHECK-NEXT: AscendPTO kernel checks
; CHECK-NEXT: Finalize ISel and expand pseudo-instructions
; CHECK: Live Interval Analysis
; CHECK: AscendPTO Tile Carries
; The planner and the emitter compute the tiles' intervals themselves
; (AscendPTOTileIntervals.h): LiveIntervals runs for the carry pass only.
; CHECK-NOT: Live Interval Analysis
; CHECK: Machine Optimization Remark Emitter
; CHECK: AscendPTO Buffer Coloring
; CHECK-NOT: Live Interval Analysis
; CHECK: AscendPTO PTO Emitter
; CHECK-NEXT: Free MachineFunction
; CHECK-NOT: Register Allocator
; CHECK-NOT: Eliminate PHI nodes
; CHECK-NOT: Prologue/Epilogue

define void @k() {
  ret void
}
