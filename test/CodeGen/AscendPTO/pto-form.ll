; The form the PTO assembler takes (docs/pto-output.md): a window at a
; run-time offset is typed as ptoas infers it at every use; every alloc_tile
; whose type has a `?` valid dim carries valid_row / valid_col; loops count
; over `index`; pto.target_arch is always the module's attribute.
;
; RUN: split-file %s %t
; RUN: %llc -ascendpto-sync=assembler -verify-machineinstrs %t/ok.ll -o - | FileCheck %s
; RUN: %llc -ascendpto-sync=assembler -mcpu=ascend950 %t/ok.ll -o - | FileCheck %s --check-prefix=A5
; RUN: not %llc %t/err.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
; The generic form is valid MLIR: mlir-opt's parser checks that every use
; of a value prints the type it was defined with.
; REQUIRES: mlir-opt
; RUN: %llc -ascendpto-emit-generic %t/ok.ll -o - \
; RUN:   | mlir-opt --allow-unregistered-dialect -o /dev/null
; RUN: %llc -mcpu=ascend950 -ascendpto-emit-generic %t/ok.ll -o - \
; RUN:   | mlir-opt --allow-unregistered-dialect -o /dev/null

; CHECK: module attributes {pto.target_arch = "a2a3"} {
; CHECK-NOT: //
; A5: module attributes {pto.target_arch = "a5"} {
; A5-NOT: //

;--- ok.ll

; A run-time row offset: the window's valid rows are `?` at every use; the
; result of the op reading it keeps its static type (`?` matches anything).
; CHECK-LABEL: func.func @window_runtime(%i: index)
; CHECK:      %s = pto.subset %a[%i, %c0] sizes [8, 64] : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: %e = pto.alloc_tile addr = %c4096_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=8, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: pto.texp ins(%s : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=?, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%e : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=8, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
; CHECK-NEXT: %f = pto.alloc_tile
; CHECK-NEXT: pto.tabs ins(%s : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=?, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%f : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=8, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
define void @window_runtime(i64 %i) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 %i, i64 0, i64 8, i64 64)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %s)
  %f = call ptr addrspace(1) @pto.tabs(ptr addrspace(1) %s)
  ret void
}

; Both offsets at run time: both valid dims are `?`.
; CHECK-LABEL: func.func @window_runtime_both(%i: index, %j: index)
; CHECK:      %s = pto.subset %a[%i, %j] sizes [8, 32] : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK:      pto.texp ins(%s : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=32, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
define void @window_runtime_both(i64 %i, i64 %j) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 %i, i64 %j, i64 8, i64 32)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %s)
  ret void
}

; A window made in a loop and read after it is made again there from its
; source, with the same inferred type.
; CHECK-LABEL: func.func @window_after_loop(%i: index, %n: index)
; CHECK:      scf.for %k = %c0 to %n_min1 step %c1 {
; CHECK:        pto.texp ins(%s : [[WIN:!pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=\?, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]])
; CHECK:      }
; CHECK-NEXT: %s_0 = pto.subset %a[%i, %c0] sizes [8, 64] : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK:      pto.tabs ins(%s_0 : [[WIN]])
define void @window_after_loop(i64 %i, i64 %n) {
entry:
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  br label %header
header:
  %k = phi i64 [ 0, %entry ], [ %k.next, %header ]
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 %i, i64 0, i64 8, i64 64)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %s)
  %k.next = add i64 %k, 1
  %c = icmp slt i64 %k.next, %n
  br i1 %c, label %header, label %exit
exit:
  %f = call ptr addrspace(1) @pto.tabs(ptr addrspace(1) %s)
  ret void
}

; set_validshape: the view and every tile made from it with a `?` valid dim
; (texp, tcvt, the carried accumulator and its handles in and after the
; loop) name the run-time extents.
; CHECK-LABEL: func.func @dynamic_valid(%p: !pto.ptr<f32>, %n: index, %m: index)
; CHECK:      %v = pto.alloc_tile addr = %c0_i64 valid_row = %n valid_col = %c64 : [[DYN:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
; CHECK-NEXT: %acc0 = pto.alloc_tile addr = %c{{[0-9]+}}_i64 valid_row = %n valid_col = %c64 : [[DYN]]
; CHECK-NEXT: pto.texp ins(%v : [[DYN]]) outs(%acc0 : [[DYN]])
; CHECK-NEXT: %h = pto.alloc_tile addr = %c{{[0-9]+}}_i64 valid_row = %n valid_col = %c64 : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
; CHECK-NEXT: pto.tcvt ins(%v {rmode = #pto<round_mode RINT>} : [[DYN]]) outs(%h : !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
; CHECK-NEXT: scf.for %k = %c0 to %m step %c1 {
; CHECK-NEXT:   %acc = pto.alloc_tile addr = %c{{[0-9]+}}_i64 valid_row = %n valid_col = %c64 : [[DYN]]
; CHECK-NEXT:   %acc_next = pto.alloc_tile addr = %c{{[0-9]+}}_i64 valid_row = %n valid_col = %c64 : [[DYN]]
; CHECK-NEXT:   pto.tadd ins(%acc, %v : [[DYN]], [[DYN]]) outs(%acc_next : [[DYN]])
; CHECK:      }
; CHECK-NEXT: %acc_0 = pto.alloc_tile addr = %c{{[0-9]+}}_i64 valid_row = %n valid_col = %c64 : [[DYN]]
; CHECK-NEXT: %pv = pto.partition_view
; CHECK-NEXT: pto.tstore ins(%acc_0 : [[DYN]])
define void @dynamic_valid(ptr %p, i64 %n, i64 %m) {
entry:
  %w = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %v = call ptr addrspace(1) @pto.set_validshape(ptr addrspace(1) %a, i64 %n, i64 64)
  %acc0 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v)
  %h = call ptr addrspace(1) @pto.tcvt.f16.rint(ptr addrspace(1) %v)
  br label %header
header:
  %k = phi i64 [ 0, %entry ], [ %k.next, %body ]
  %acc = phi ptr addrspace(1) [ %acc0, %entry ], [ %acc.next, %body ]
  %c = icmp slt i64 %k, %m
  br i1 %c, label %body, label %exit
body:
  %acc.next = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %acc, ptr addrspace(1) %v)
  %k.next = add i64 %k, 1
  br label %header
exit:
  call void @pto.tstore(ptr addrspace(1) %acc, ptr %w, i64 0, i64 0)
  ret void
}

; An i32 induction variable (what C kernels have): the loop counts over
; index, the bounds are cast before it and the IV is cast back where the
; kernel reads it; constants are index constants.
; CHECK-LABEL: func.func @i32_loop(%p: !pto.ptr<f32>, %n: i32)
; CHECK:      %n_idx = arith.index_cast %n : i32 to index
; CHECK-NEXT: scf.for %i_idx = %c0 to %n_idx step %c1 {
; CHECK-NEXT:   %i = arith.index_cast %i_idx : index to i32
; CHECK-NEXT:   %row = arith.index_cast %i : i32 to index
; CHECK-NOT: : i32 {
define void @i32_loop(ptr %p, i32 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %row = sext i32 %i to i64
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  %i.next = add i32 %i, 1
  br label %header
exit:
  ret void
}

; An unsigned i32 test with an inclusive bound: zero-extended bounds, the
; bound + 1 in index; the IV is not read, so it is not cast back.
; CHECK-LABEL: func.func @u32_loop(%p: !pto.ptr<f32>, %n: i32)
; CHECK:      %n_idx = arith.index_castui %n : i32 to index
; CHECK-NEXT: %n_idx_incl = arith.addi %n_idx, %c1 : index
; CHECK-NEXT: scf.for %i_idx = %c0 to %n_idx_incl step %c1 {
; CHECK-NEXT:   %pv = pto.partition_view
define void @u32_loop(ptr %p, i32 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ule i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  %i.next = add i32 %i, 1
  br label %header
exit:
  ret void
}

; A subset of a treshape or bitcast result: the assembler cannot lower it,
; so the reshaped tile is printed as an alloc_tile of its type at its
; address (the same bytes), and the subset is taken of that.
; CHECK-LABEL: func.func @subset_of_reshape(
; CHECK:      %r = pto.alloc_tile addr = %c0_i64 : [[RT:!pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=16, v_row=64, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
; CHECK-NEXT: %s = pto.subset %r[%c8, %c0] sizes [8, 16] : [[RT]]
; CHECK-NOT:  pto.treshape
define void @subset_of_reshape(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %a, i64 64, i64 16)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %r, i64 8, i64 0, i64 8, i64 16)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %s)
  call void @pto.tstore(ptr addrspace(1) %e, ptr %v, i64 0, i64 0)
  ret void
}

; CHECK-LABEL: func.func @subset_of_bitcast(
; CHECK:      %b = pto.alloc_tile addr = %c0_i64 : [[BT:!pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
; CHECK-NEXT: %s = pto.subset %b[%i, %c0] sizes [8, 64] : [[BT]]
; CHECK-NOT:  pto.bitcast
define void @subset_of_bitcast(ptr %p, i64 %i) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.bitcast.i32(ptr addrspace(1) %a)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %b, i64 %i, i64 0, i64 8, i64 64)
  %e = call ptr addrspace(1) @pto.tshls(ptr addrspace(1) %s, i32 1)
  ret void
}

declare ptr addrspace(1) @pto.treshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.bitcast.i32(ptr addrspace(1))
declare ptr addrspace(1) @pto.tshls(ptr addrspace(1), i32)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.set_validshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tabs(ptr addrspace(1))
declare ptr addrspace(1) @pto.tcvt.f16.rint(ptr addrspace(1))
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- err.ll
; ERR: error: in function @merge_extents: tile %m (vec f32 [16, 64] valid [?, ?]) has run-time valid rows that are not one known value here
; ERR: error: in function @extent_in_loop: tile %x_0 (vec f32 [16, 64] valid [?, ?]) has run-time valid rows %r, computed inside a loop or an if and used outside it
; ERR: error: in function @folded_offset: pto.subset of %a: its row offset %o is computed from constants only; the PTO assembler folds it and then rejects the window (write the offset as a constant)
; ERR: error: in function @validshape_of_strided_window: pto.set_validshape of %w, a [4, 32] window of %a (vec f32 [16, 64]): PTO takes the view as a new alloc_tile at the window's address, which would read rows that lie a source row apart
; ERR: error: in function @subset_of_reshaped_window: pto.subset of %r, a pto.treshape of the window %w: the PTO assembler cannot lower a subset of a treshape result

; Two if arms give the merged tile different run-time extents.
define void @merge_extents(i32 %s, i64 %n, i64 %k) {
entry:
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %c = icmp sgt i32 %s, 0
  br i1 %c, label %then, label %else
then:
  %x = call ptr addrspace(1) @pto.set_validshape(ptr addrspace(1) %a, i64 %n, i64 64)
  br label %merge
else:
  %y = call ptr addrspace(1) @pto.set_validshape(ptr addrspace(1) %a, i64 %k, i64 64)
  br label %merge
merge:
  %m = phi ptr addrspace(1) [ %x, %then ], [ %y, %else ]
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %m)
  ret void
}

; The extent is computed in the loop; the tile is read after it.
define void @extent_in_loop(i64 %n) {
entry:
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  br label %header
header:
  %k = phi i64 [ 0, %entry ], [ %k.next, %header ]
  %r = add i64 %k, 1
  %x = call ptr addrspace(1) @pto.set_validshape(ptr addrspace(1) %a, i64 %r, i64 64)
  %k.next = add i64 %k, 1
  %c = icmp slt i64 %k.next, %n
  br i1 %c, label %header, label %exit
exit:
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  ret void
}

; An offset the assembler would fold.
define void @folded_offset() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %o = add i64 4, 4
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 %o, i64 0, i64 8, i64 64)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %s)
  ret void
}

declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.set_validshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))

; A view printed as an alloc_tile of a window narrower than its source.
define void @validshape_of_strided_window(i64 %n) {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 4, i64 32, i64 4, i64 32)
  %v = call ptr addrspace(1) @pto.set_validshape(ptr addrspace(1) %w, i64 %n, i64 32)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v)
  ret void
}

; A subset of a treshape of a window: the reshaped bytes have no address.
define void @subset_of_reshaped_window() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 8, i64 0, i64 8, i64 64)
  %r = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %w, i64 32, i64 16)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %r, i64 8, i64 0, i64 8, i64 16)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %s)
  ret void
}

declare ptr addrspace(1) @pto.treshape(ptr addrspace(1), i64, i64)
