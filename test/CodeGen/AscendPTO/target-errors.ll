; Command-line mistakes give a clear error and a non-zero exit, not a crash.
; RUN: not %llc -mcpu=ascend999 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPU
; RUN: not llc-22 -load=%ascendpto_plugin -mtriple=riscv99-unknown-linux %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRIPLE
; RUN: not %llc -filetype=obj %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OBJ
; Both CPUs are accepted; the module names their PTO architecture.
; RUN: %llc -mcpu=ascend910b %s -o - | FileCheck %s --check-prefix=A2A3
; RUN: %llc -mcpu=ascend950 %s -o - | FileCheck %s --check-prefix=A5
; RUN: %llc %s -o - | FileCheck %s --check-prefix=A2A3
; -filetype=null emits nothing and succeeds.
; RUN: %llc -filetype=null %s -o - | count 0

; CPU: LLVM ERROR: AscendPTO: unknown CPU 'ascend999' (known: ascend910b, ascend950)
; CPU-NOT: Stack dump
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
