//===- FuzzProblemJSON.cpp - libFuzzer target: the schema-v1 reader -------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Parses the input as schema-v1 problem JSON; an accepted problem must
/// round-trip and solve to a placement the validator accepts
/// (FuzzProblemIO.h).
///
//===----------------------------------------------------------------------===//

#include "FuzzProblemIO.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  llvm::Expected<llvm::ptoplan::Problem> P =
      llvm::ptoplan::parseProblemJSON(Text, "fuzz.json");
  if (!P) {
    llvm::consumeError(P.takeError());
    return 0;
  }
  ascendpto_fuzz::checkProblem(*P);
  return 0;
}
