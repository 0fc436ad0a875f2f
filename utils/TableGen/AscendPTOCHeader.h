//===- AscendPTOCHeader.h - utils/clang/pto.h from the op table -*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_UTILS_TABLEGEN_ASCENDPTOCHEADER_H
#define ASCENDPTO_UTILS_TABLEGEN_ASCENDPTOCHEADER_H

namespace llvm {
class RecordKeeper;
class raw_ostream;

/// Writes utils/clang/pto.h: a C declaration of every form of every tile op
/// (AscendPTOCHeader.cpp).
void emitAscendPTOCHeader(const RecordKeeper &RK, raw_ostream &OS);
} // namespace llvm

#endif // ASCENDPTO_UTILS_TABLEGEN_ASCENDPTOCHEADER_H
