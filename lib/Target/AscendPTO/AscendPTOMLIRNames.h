//===- AscendPTOMLIRNames.h - Names printed as valid MLIR -------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM IR names may hold any bytes (`@"k-1 x\"y"`, `@"1k"`); MLIR's are
/// narrower (MLIR's lexer, mlir/lib/AsmParser/Lexer.cpp):
///
///   `@` symbol:  bare-id   ::= (letter | `_`) (letter | digit | `_$.`)*
///                            | string-literal
///   `%` value:   suffix-id ::= digit+
///                            | (letter | `$._-`) (letter | digit | `$._-`)*
///
/// A function keeps its exact name: bare when it is a bare-id, else quoted
/// with MLIR's escapes. A value name (`%name`) cannot be quoted, so it is
/// sanitised: other bytes become `_`, and a name that starts with a digit
/// gets a `v` in front, so that the `_N` suffix that makes names unique
/// keeps it valid (docs/pto-output.md, "Names").
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOMLIRNAMES_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOMLIRNAMES_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace llvm {
namespace AscendPTO {

/// True if \p Name is an MLIR bare-id (printable unquoted after `@`).
bool isMLIRBareId(StringRef Name);

/// \p S as an MLIR string literal, quotes included: `"`, `\` and every byte
/// outside printable ASCII are escaped as `\XX` (two hex digits), which
/// MLIR's lexer reads back to the same bytes.
std::string mlirStringLiteral(StringRef S);

/// `@Name`, quoted when \p Name is not a bare-id.
std::string mlirSymbolRef(StringRef Name);

/// \p Name made a suffix-id that can take a `_N` suffix: bytes outside
/// letters, digits and `$._-` become `_`; a leading digit gets a `v` in
/// front; the empty name is `v`.
std::string mlirValueId(StringRef Name);

} // namespace AscendPTO
} // namespace llvm

#endif
