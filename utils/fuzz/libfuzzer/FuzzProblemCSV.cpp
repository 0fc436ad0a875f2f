//===- FuzzProblemCSV.cpp - libFuzzer target: the MiniMalloc CSV reader ---===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Parses the input as MiniMalloc CSV (capacity 4096); an accepted problem
/// must round-trip through JSON, write back as CSV and read back to the
/// same fingerprint, and solve to a placement the validator accepts
/// (FuzzProblemIO.h).
///
//===----------------------------------------------------------------------===//

#include "FuzzProblemIO.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  using namespace llvm::ptoplan;
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  CSVReadOptions Opts;
  Opts.Capacity = 4096;
  llvm::Expected<Problem> P = parseProblemCSV(Text, "fuzz.csv", Opts);
  if (!P) {
    llvm::consumeError(P.takeError());
    return 0;
  }
  ascendpto_fuzz::checkProblem(*P);
  std::string CSV;
  llvm::raw_string_ostream OS(CSV);
  if (llvm::Error E = writeProblemCSV(*P, OS))
    ascendpto_fuzz::finding("a problem read from CSV cannot be written as "
                            "CSV: " + llvm::toString(std::move(E)));
  llvm::Expected<Problem> Back = parseProblemCSV(CSV, "fuzz.csv", Opts);
  if (!Back)
    ascendpto_fuzz::finding("the written CSV does not read back: " +
                            llvm::toString(Back.takeError()) + "\n" + CSV);
  if (computeProblemFingerprint(*P) != computeProblemFingerprint(*Back))
    ascendpto_fuzz::finding("the fingerprint changes through CSV");
  return 0;
}
