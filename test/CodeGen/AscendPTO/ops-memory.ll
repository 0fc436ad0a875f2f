; Global memory and allocation: tensor views, tload / tprefetch into the
; space the result chooses (vec or mat, element sizes as the view's),
; tstore from vec, mat or acc, alloc_tile in every space.
;
; RUN: split-file %s %t
; RUN: %llc -ascendpto-sync=assembler -verify-machineinstrs %t/ok.ll -o - \
; RUN:   | FileCheck %s %tile_types
; RUN: not %llc -ascendpto-sync=assembler -verify-machineinstrs %t/err.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; CHECK-LABEL: func.func @load_store(%x: !pto.ptr<f32>, %h: !pto.ptr<f16>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; CHECK: %v = pto.make_tensor_view %x, shape = [%c16, %c64], strides = [%c64, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
; CHECK-NEXT: %w = pto.make_tensor_view %h, shape = [%c16, %c32], strides = [%c32, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf16>
; CHECK-NEXT: %pv = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c16, %c64] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x64xf32>
; CHECK-NEXT: %a = pto.alloc_tile addr = %c0_i64 : [[VF]]
; CHECK-NEXT: pto.tload ins(%pv : !pto.partition_tensor_view<16x64xf32>) outs(%a : [[VF]])
; CHECK-NEXT: %pv_0 = pto.partition_view %w, offsets = [%c0, %c0], sizes = [%c16, %c32] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<16x32xf16>
; CHECK-NEXT: %m = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=mat, dtype=bf16, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>
; CHECK-NEXT: pto.tload ins(%pv_0 : !pto.partition_tensor_view<16x32xf16>) outs(%m : !pto.tile_buf<loc=mat, dtype=bf16, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>)
; CHECK-NEXT: %pv_1 = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c16, %c64] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x64xf32>
; CHECK-NEXT: %p = pto.alloc_tile addr = %c4096_i64 : [[VF]]
; CHECK-NEXT: pto.tprefetch ins(%pv_1 : !pto.partition_tensor_view<16x64xf32>) outs(%p : [[VF]])
; CHECK-NEXT: %pv_2 = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c16, %c64] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x64xf32>
; CHECK-NEXT: pto.tstore ins(%a : [[VF]]) outs(%pv_2 : !pto.partition_tensor_view<16x64xf32>)
; CHECK-NEXT: return
; CHECK-LABEL: func.func @store_acc(%y: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; CHECK: %v = pto.make_tensor_view %y, shape = [%c16, %c64], strides = [%c64, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
; CHECK-NEXT: %c = pto.alloc_tile addr = %c0_i64 : [[ACC]]
; CHECK-NEXT: %pv = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c16, %c64] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x64xf32>
; CHECK-NEXT: pto.tstore ins(%c : [[ACC]]) outs(%pv : !pto.partition_tensor_view<16x64xf32>)
; CHECK-NEXT: return
; CHECK-LABEL: func.func @alloc_every_space(%y: !pto.ptr<f32>) attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
; CHECK: %o = pto.make_tensor_view %y, shape = [%c16, %c64], strides = [%c64, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
; CHECK-NEXT: %v = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=64, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=2>
; CHECK-NEXT: %e = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=64, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=2>
; CHECK-NEXT: pto.texp ins(%v : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=64, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=2>) outs(%e : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=64, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=2>)
; CHECK-NEXT: %m = pto.alloc_tile addr = %c0_i64 : [[MA]]
; CHECK-NEXT: %l = pto.alloc_tile addr = %c0_i64 : [[LT]]
; CHECK-NEXT: pto.tmov ins(%m : [[MA]]) outs(%l : [[LT]])
; CHECK-NEXT: %r = pto.alloc_tile addr = %c0_i64 : [[RT]]
; CHECK-NEXT: %b = pto.alloc_tile addr = %c0_i64 : [[BIAS]]
; CHECK-NEXT: %c = pto.alloc_tile addr = %c0_i64 : [[ACC]]
; CHECK-NEXT: pto.tmatmul.bias ins(%l, %r, %b : [[LT]], [[RT]], [[BIAS]]) outs(%c : [[ACC]])
; CHECK-NEXT: %pv = pto.partition_view %o, offsets = [%c0, %c0], sizes = [%c16, %c64] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x64xf32>
; CHECK-NEXT: pto.tstore ins(%c : [[ACC]]) outs(%pv : !pto.partition_tensor_view<16x64xf32>)
; CHECK-NEXT: return

; ERR: error: in function @load_elem_size: pto.tload on ascend910b (a2a3) needs elements of one width in operand 0 (src) and the result; they are f32 and f16 (load the tile in the view's element type and convert it with pto.tcvt) [in: %a = call ptr addrspace(1) @pto.tload.f16(ptr %v, i64 0, i64 0, i64 16, i64 64)]
; ERR: error: in function @load_into_left: pto.tload can write vec (addrspace 1) or mat (addrspace 2), not left (addrspace 3) [in: %a = call ptr addrspace(3) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)]
; ERR: error: in function @store_from_left: pto.tstore: operand 0 (src) must be in vec (addrspace 1) or mat (addrspace 2) or acc (addrspace 5), but ptr addrspace(3) %l is in left (addrspace 3) [in: call void @pto.tstore(ptr addrspace(3) %l, ptr %v, i64 0, i64 0)]
; ERR: error: in function @load_operands: pto.tload expects 5 operands (src, row, col, rows, cols), got 4 [in: %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 16, i64 64)]
; ERR: error: in function @alloc_modifier: unknown modifier 'fast' in 'pto.alloc_tile.f32.fast' (expected an element type, a layout modifier or an attribute value of pto.alloc_tile; see docs/op-properties.md) [in: %a = call ptr addrspace(1) @pto.alloc_tile.f32.fast(i64 16, i64 64)]
; ERR: error: in function @alloc_no_dtype: 'pto.alloc_tile' needs the element type as a suffix, e.g. pto.alloc_tile.f32 [in: %a = call ptr addrspace(1) @pto.alloc_tile(i64 16, i64 64)]

;--- ok.ll
; tload into vec (element type of the view) and mat (an f16 view loads into
; a bf16 tile: element sizes match), tprefetch, tstore from vec and acc.
define void @load_store(ptr %x, ptr %h) {
  %v = call ptr @pto.tensor_view.f32(ptr %x, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f16(ptr %h, i64 16, i64 32, i64 32, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %m = call ptr addrspace(2) @pto.tload.bf16(ptr %w, i64 0, i64 0, i64 16, i64 32)
  %p = call ptr addrspace(1) @pto.tprefetch(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %v, i64 0, i64 0)
  ret void
}

define void @store_acc(ptr %y) {
  %v = call ptr @pto.tensor_view.f32(ptr %y, i64 16, i64 64, i64 64, i64 1)
  %c = call ptr addrspace(5) @pto.alloc_tile.f32(i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(5) %c, ptr %v, i64 0, i64 0)
  ret void
}

; alloc_tile in every space (the result's address space chooses it), with
; layout modifiers; each is used, so each gets its handle.
define void @alloc_every_space(ptr %y) {
  %o = call ptr @pto.tensor_view.f32(ptr %y, i64 16, i64 64, i64 64, i64 1)
  %v = call ptr addrspace(1) @pto.alloc_tile.f16.valid16x32.pad_max(i64 16, i64 64)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v)
  %m = call ptr addrspace(2) @pto.alloc_tile.f16(i64 16, i64 32)
  %l = call ptr addrspace(3) @pto.tmov(ptr addrspace(2) %m)
  %r = call ptr addrspace(4) @pto.alloc_tile.f16(i64 32, i64 64)
  %b = call ptr addrspace(6) @pto.alloc_tile.f32(i64 1, i64 64)
  %c = call ptr addrspace(5) @pto.tmatmul.bias(ptr addrspace(3) %l, ptr addrspace(4) %r, ptr addrspace(6) %b)
  call void @pto.tstore(ptr addrspace(5) %c, ptr %o, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.bf16(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tprefetch(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f16.valid16x32.pad_max(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f16(i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(3) @pto.tmov(ptr addrspace(2))
declare ptr addrspace(5) @pto.tmatmul.bias(ptr addrspace(3), ptr addrspace(4), ptr addrspace(6))

;--- err.ll
; A tile whose elements are not the view's size.
define void @load_elem_size(ptr %x) {
  %v = call ptr @pto.tensor_view.f32(ptr %x, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload.f16(ptr %v, i64 0, i64 0, i64 16, i64 64)
  ret void
}

; tload writes vec or mat only.
define void @load_into_left(ptr %x) {
  %v = call ptr @pto.tensor_view.f32(ptr %x, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(3) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  ret void
}

; tstore reads vec, mat or acc: a left tile is in the wrong space.
define void @store_from_left(ptr %x) {
  %v = call ptr @pto.tensor_view.f16(ptr %x, i64 16, i64 32, i64 32, i64 1)
  %l = call ptr addrspace(3) @pto.alloc_tile.f16(i64 16, i64 32)
  call void @pto.tstore(ptr addrspace(3) %l, ptr %v, i64 0, i64 0)
  ret void
}

; A wrong operand count.
define void @load_operands(ptr %x) {
  %v = call ptr @pto.tensor_view.f32(ptr %x, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 16, i64 64)
  ret void
}

; An unknown modifier.
define void @alloc_modifier() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.fast(i64 16, i64 64)
  ret void
}

; alloc_tile needs its element type.
define void @alloc_no_dtype() {
  %a = call ptr addrspace(1) @pto.alloc_tile(i64 16, i64 64)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload.f16(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.alloc_tile.f16(i64, i64)
declare void @pto.tstore(ptr addrspace(3), ptr, i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.fast(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile(i64, i64)
