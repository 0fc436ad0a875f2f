#!/usr/bin/env python3
# ===- gen_seq_ifs.py - A kernel of N sequential ifs ------------------------===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Writes a kernel of N ifs in a row (docs/planner.md, "Lifetimes").

Usage: gen_seq_ifs.py N > k.ll

One tile x is loaded; the i-th if stores exp(x) at row 16 * i of the
output when a run-time condition holds. Each store's row offset is a
constant of its own, which instruction selection puts in the entry block:
the constant the i-th if reads is live across the i ifs before it, the
shape on which LLVM's LiveIntervals costs O(N^2). Time it with
  llc-22 -load=build/lib/libAscendPTO.so -mtriple=ascendpto -time-passes \\
      -stop-after=ascendpto-buffer-coloring k.ll -o /dev/null
Standard library only.
"""

import sys


def generate(n):
    o = ["define void @k(ptr %in, ptr %out, i32 %n) {", "entry:",
         "  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, "
         "i64 64, i64 1)",
         f"  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 {16 * n}, "
         "i64 64, i64 64, i64 1)",
         "  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, "
         "i64 16, i64 64)",
         "  %c = icmp sgt i32 %n, 0", "  br label %if0"]
    for i in range(n):
        o += [f"if{i}:", f"  br i1 %c, label %then{i}, label %if{i + 1}",
              f"then{i}:",
              f"  %t{i} = call ptr addrspace(1) @pto.texp(ptr addrspace(1) "
              "%x)",
              f"  call void @pto.tstore(ptr addrspace(1) %t{i}, ptr %w, "
              f"i64 {16 * i}, i64 0)",
              f"  br label %if{i + 1}"]
    o += [f"if{n}:", "  ret void", "}",
          "declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)",
          "declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)",
          "declare ptr addrspace(1) @pto.texp(ptr addrspace(1))",
          "declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)"]
    return "\n".join(o) + "\n"


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    try:
        n = int(sys.argv[1])
    except ValueError:
        sys.exit("gen_seq_ifs.py: N must be an integer")
    if n < 1:
        sys.exit("gen_seq_ifs.py: N must be positive")
    sys.stdout.write(generate(n))


if __name__ == "__main__":
    main()
