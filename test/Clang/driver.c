// pto-cc is a driver: its own --help, clang's options to clang, the
// plugin's to llc, freestanding headers, every optimisation level.
// REQUIRES: clang
//
// RUN: %{pto-cc} --help | FileCheck %s --check-prefix=HELP
// HELP: OVERVIEW: pto-cc - compile a C or C++ AscendPTO tile kernel to PTO text
// HELP: -mllvm <option>
//
// -I, -D, -U, -std, -Wall -Werror and -g reach clang; -o and -mcpu= are the
// driver's; <stdint.h> and <stddef.h> come from clang's freestanding set.
// RUN: %{pto-cc} -I %S/Inputs -DCOLS=64 -UNOTHING -std=c11 -Wall -Werror -g \
// RUN:   -mcpu=ascend950 %s -o %t.pto
// RUN: FileCheck %s --check-prefixes=A5,PTO < %t.pto
// A5: module attributes {pto.target_arch = "a5"} {
// PTO: func.func @scale(
// PTO: pto.tmuls ins(
//
// Every level compiles: -O0 and -Og keep locals in memory, which
// ascendpto-prepare-ir promotes again.
// RUN: %{pto-cc} -I %S/Inputs -DCOLS=64 -O0 %s -o - | FileCheck %s --check-prefix=PTO
// RUN: %{pto-cc} -I %S/Inputs -DCOLS=64 -Og %s -o - | FileCheck %s --check-prefix=PTO
// RUN: %{pto-cc} -I %S/Inputs -DCOLS=64 -O1 %s -o - | FileCheck %s --check-prefix=PTO
// RUN: %{pto-cc} -I %S/Inputs -DCOLS=64 -O3 %s -o - | FileCheck %s --check-prefix=PTO
// RUN: %{pto-cc} -I %S/Inputs -DCOLS=64 -Os %s -o - | FileCheck %s --check-prefix=PTO
//
// Plugin options after -mllvm, or spelled -ascendpto-... directly.
// RUN: %{pto-cc} -I %S/Inputs -DCOLS=64 -mllvm -ascendpto-plan-report %s \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %{pto-cc} -I %S/Inputs -DCOLS=64 -ascendpto-plan-report %s \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: ascendpto-plan: func=scale space=vec
//
// Stopping after clang: -E, -S -emit-llvm.
// RUN: %{pto-cc} -I %S/Inputs -DCOLS=64 -E %s -o - | FileCheck %s --check-prefix=PRE
// PRE: pto_tensor_view_f32(in, 16, 64, 64, 1)
// RUN: %{pto-cc} -I %S/Inputs -DCOLS=64 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// IR: call {{.*}}ptr addrspace(1) @pto.tmuls(
//
// -### prints the two commands and runs nothing.
// RUN: %{pto-cc} -### -I %S/Inputs -DCOLS=64 %s -o %t.none 2>&1 | FileCheck %s --check-prefix=CMDS
// RUN: not test -e %t.none
// CMDS: clang-22 --target=spir64 -ffreestanding
// CMDS-SAME: -DCOLS=64
// CMDS: llc-22 -load=
// CMDS-SAME: -mtriple=ascendpto
//
// Mistakes on the command line are the driver's errors.
// RUN: not %{pto-cc} --frobnicate %s 2>&1 | FileCheck %s --check-prefix=BADARG
// BADARG: pto-cc: error: unknown argument '--frobnicate' (pto-cc --help lists the options; an llc option goes after -mllvm, a clang front-end option after -Xclang)
// RUN: not %{pto-cc} -c %s 2>&1 | FileCheck %s --check-prefix=OBJ
// OBJ: pto-cc: error: -c makes an object file, and AscendPTO has none
// RUN: not %{pto-cc} 2>&1 | FileCheck %s --check-prefix=NOIN
// NOIN: pto-cc: error: no input file
// A clang error stops before llc.
// RUN: not %{pto-cc} -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=NOCOLS
// NOCOLS: error: use of undeclared identifier 'COLS'
// -x c++ compiles the .c file as C++ (the kernel then has its mangled
// name, and says so).
// RUN: %{pto-cc} -x c++ -I %S/Inputs -DCOLS=64 %s -o - 2>&1 | FileCheck %s --check-prefix=XCXX
// XCXX: warning: in function @_Z5scalePfS_i: the kernel is named by its C++ mangled symbol
// XCXX: func.func @_Z5scalePfS_i(
// NOCOLS-NOT: Traceback
// NOCOLS-NOT: error: in function

#include <stddef.h>
#include <stdint.h>
#include "pto.h"
#include "scale.h"

void scale(float *in, float *out, int32_t n) {
  size_t rows = SCALE_ROWS;
  pto_view_f32 v = pto_tensor_view_f32(in, 16, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 16, 64, 64, 1);
  pto_vec_f32 x = pto_tload(v, 0, 0, rows, COLS);
  pto_vec_f32 y = pto_tmuls(x, 2.0f);
  pto_tstore(y, w, 0, 0);
}
