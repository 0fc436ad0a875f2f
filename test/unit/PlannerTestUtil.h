//===- PlannerTestUtil.h - Shared helpers of the planner tests ---*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Helpers of the planner unit tests: where the benchmark data lives (a
/// compile definition from test/unit/CMakeLists.txt) and how to load it.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_TEST_UNIT_PLANNERTESTUTIL_H
#define ASCENDPTO_TEST_UNIT_PLANNERTESTUTIL_H

#include "Planner/Problem.h"
#include "Planner/ProblemIO.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"
#include <string>

#ifndef ASCENDPTO_BENCH_DIR
#error "ASCENDPTO_BENCH_DIR must name ../shared/bench"
#endif

namespace llvm {
namespace ptoplan {
namespace test {

/// Absolute path of a file under the benchmark directory.
inline std::string benchPath(StringRef Rel) {
  SmallString<256> P(ASCENDPTO_BENCH_DIR);
  sys::path::append(P, Rel);
  return std::string(P);
}

/// Loads a benchmark problem, failing the test on error.
inline Problem loadBench(StringRef Rel, const CSVReadOptions &Opts = {}) {
  Expected<Problem> P = readProblemFile(benchPath(Rel), Opts);
  if (!P) {
    ADD_FAILURE() << toString(P.takeError());
    return Problem();
  }
  return std::move(*P);
}

/// Parses JSON text that the test expects to be valid.
inline Problem parseOK(StringRef Text) {
  Expected<Problem> P = parseProblemJSON(Text, "test.json");
  if (!P) {
    ADD_FAILURE() << toString(P.takeError());
    return Problem();
  }
  return std::move(*P);
}

/// The message of an error the test expects.
template <typename T> std::string errorOf(Expected<T> E) {
  if (E) {
    ADD_FAILURE() << "expected an error";
    return "";
  }
  return toString(E.takeError());
}

} // namespace test
} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_TEST_UNIT_PLANNERTESTUTIL_H
