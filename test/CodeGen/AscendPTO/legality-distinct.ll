; Legality, SSA identity (ptoas-rules.md §3, §4, D.6): tands, tors and
; txors take src and dst as distinct SSA values on every target; with
; pto.target_arch spelled "a3" (an a2a3 machine), trecip and tprelu do
; too. The emitter prints a second handle on the same address for a tile
; passed twice (any number of alloc_tile handles may name one address), so
; the kernel is accepted however the a2a3 target is spelled; a5 prints the
; tile once.
;
; RUN: %llc -mcpu=ascend910b %s -o - | FileCheck %s --check-prefix=A2A3
; RUN: %llc -mcpu=ascend950 %s -o - | FileCheck %s --check-prefix=A5

; A2A3-LABEL: func.func @tprelu_same_operand(
; A2A3: %a = pto.alloc_tile addr = [[ADDR:%c[0-9]+_i64]] : [[T:!pto.tile_buf<[^>]*>]]
; A2A3: %a_0 = pto.alloc_tile addr = [[ADDR]] : [[T]]
; A2A3: pto.tprelu ins(%a, %a_0, %t :

; A5-LABEL: func.func @tprelu_same_operand(
; A5-NOT: %a_0 =
; A5: pto.tprelu ins(%a, %a, %t :

define void @tprelu_same_operand() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %t = call ptr addrspace(1) @pto.alloc_tile.ui8(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %a, ptr addrspace(1) %a, ptr addrspace(1) %t)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.ui8(i64, i64)
declare ptr addrspace(1) @pto.tprelu(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
