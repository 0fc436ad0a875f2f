; The machine pipeline is exactly: our selector, finalize-isel, the planner,
; the emitter. No register allocation, PHI elimination, prologue/epilogue or
; MC lowering runs.
; RUN: %llc -debug-pass=Structure %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: AscendPTO Instruction Selection
; CHECK-NEXT: Finalize ISel and expand pseudo-instructions
; CHECK: Slot index numbering
; CHECK: Live Interval Analysis
; CHECK-NEXT: AscendPTO Buffer Coloring
; CHECK-NEXT: AscendPTO PTO Emitter
; CHECK-NOT: Register Allocator
; CHECK-NOT: Eliminate PHI nodes
; CHECK-NOT: Prologue/Epilogue

define void @k() {
  ret void
}
