; Command-line mistakes give a clear error and a non-zero exit, not a crash.
; An unknown CPU gives llc's warning, then one error per function (no LLVM ERROR).
; RUN: not %llc -mcpu=ascend999 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPU
; The same from a function's "target-cpu".
; RUN: sed 's/^define void @k(ptr %%p) {/define void @k(ptr %%p) "target-cpu"="ascend999" {/' %s > %t.cpu.ll
; RUN: not %llc %t.cpu.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPU
; With -mcpu=help llc lists the CPUs and the features, as for every target.
; RUN: %llc -mcpu=help %s -o - 2>&1 | FileCheck %s --check-prefix=HELP
; Any -mattr feature is rejected, since AscendPTO has none.
; RUN: not %llc -mattr=+a5 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ATTR
; RUN: not %llc -mattr=+foo %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ATTR2
; RUN: not llc-22 -load=%ascendpto_plugin -mtriple=riscv99-unknown-linux %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRIPLE
; RUN: not %llc -filetype=obj %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OBJ
; Both CPUs are accepted; the module names their PTO architecture.
; RUN: %llc -mcpu=ascend910b %s -o - | FileCheck %s --check-prefix=A2A3
; RUN: %llc -mcpu=ascend950 %s -o - | FileCheck %s --check-prefix=A5
; RUN: %llc %s -o - | FileCheck %s --check-prefix=A2A3
; -filetype=null emits nothing and succeeds.
; RUN: %llc -filetype=null %s -o - | count 0

; CPU: 'ascend999' is not a recognized processor for this target (ignoring processor)
; CPU: error: in function @k: unknown AscendPTO CPU 'ascend999' (known: ascend910b, ascend950; -mcpu=help lists them)
; CPU-NOT: LLVM ERROR
; CPU-NOT: Stack dump
; HELP: Available CPUs for this target:
; HELP-EMPTY:
; HELP-NEXT: ascend910b - Select the ascend910b processor.
; HELP-NEXT: ascend950 - Select the ascend950 processor.
; HELP: Available features for this target:
; HELP-EMPTY:
; HELP-NEXT: a5 - PTO architecture a5 (Ascend950).
; HELP-NOT: error
; ATTR-NOT: not a recognized feature
; ATTR: error: in function @k: -mattr (or "target-features") '+a5' is not accepted: the PTO architecture follows the CPU (-mcpu=ascend910b for a2a3, -mcpu=ascend950 for a5), and the 'a5' feature -mattr=help lists is implied by ascend950; remove -mattr
; ATTR2: '+foo' is not a recognized feature for this target (ignoring feature)
; ATTR2: error: in function @k: -mattr (or "target-features") '+foo' is not accepted
; ATTR-NOT: LLVM ERROR
; TRIPLE: LLVM ERROR: AscendPTO: target triple 'riscv99-unknown-linux' does not name the ascendpto architecture; use -mtriple=ascendpto
; TRIPLE-NOT: Stack dump
; OBJ: AscendPTO: error: object files are not supported: the target emits PTO text, the input of the PTO assembler (use -filetype=asm)
; A2A3: module attributes {pto.target_arch = "a2a3"} {
; A5: module attributes {pto.target_arch = "a5"} {

define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
