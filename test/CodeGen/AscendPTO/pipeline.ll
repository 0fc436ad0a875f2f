; The pipeline is exactly: the IR preparation, loop simplification, our
; selector, the kernel checks, finalize-isel, the carry pass, the planner,
; the emitter (with the analyses they ask for). No
; register allocation, PHI elimination, prologue/epilogue or MC lowering
; runs.
; The carry pass, the planner and the emitter compute the tiles' intervals
; themselves (AscendPTOTileIntervals.h): LLVM's LiveIntervals, which
; computes every virtual register (quadratic on sequential ifs,
; docs/planner.md "Lifetimes"), runs nowhere.
; RUN: %llc -debug-pass=Structure %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="Live Interval Analysis" --implicit-check-not=-liveintervals

; CHECK: Pass Arguments:{{.*}} -ascendpto-tile-carries {{.*}}-ascendpto-buffer-coloring
; CHECK: AscendPTO IR preparation
; CHECK: Canonicalize natural loops
; CHECK: AscendPTO Instruction Selection
; CHECK-NEXT: AscendPTO kernel checks
; CHECK-NEXT: Finalize ISel and expand pseudo-instructions
; CHECK: AscendPTO Tile Carries
; CHECK: Machine Optimization Remark Emitter
; CHECK: AscendPTO Buffer Coloring
; CHECK: AscendPTO PTO Emitter
; CHECK-NEXT: Free MachineFunction
; CHECK-NOT: Register Allocator
; CHECK-NOT: Eliminate PHI nodes
; CHECK-NOT: Prologue/Epilogue

define void @k() {
  ret void
}
