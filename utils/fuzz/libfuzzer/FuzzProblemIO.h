//===- FuzzProblemIO.h - Properties the reader fuzz targets check -*- C++ -*-=//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the JSON and CSV fuzz targets check on every input the reader
/// accepts (docs/testing.md, "Fuzzing"):
///
///  - round trip: the problem written as JSON reads back to a problem with
///    the same fingerprint, and written again gives the same text;
///  - solve and validate agree: a placement the solver returns is accepted
///    by the independent validator, whatever its status.
///
/// A failed property aborts (a finding); an input the reader refuses is
/// fine, as long as it is refused with an error rather than a crash.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_UTILS_FUZZ_FUZZPROBLEMIO_H
#define ASCENDPTO_UTILS_FUZZ_FUZZPROBLEMIO_H

#include "Planner/Problem.h"
#include "Planner/ProblemIO.h"
#include "Planner/Solver.h"
#include "Planner/Validator.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

namespace ascendpto_fuzz {

[[noreturn]] inline void finding(const std::string &What) {
  llvm::errs() << "fuzz finding: " << What << "\n";
  std::abort();
}

/// Checks the properties on a problem the reader accepted.
inline void checkProblem(const llvm::ptoplan::Problem &P) {
  using namespace llvm::ptoplan;
  std::string First;
  {
    llvm::raw_string_ostream OS(First);
    writeProblemJSON(P, OS);
  }
  llvm::Expected<Problem> Back = parseProblemJSON(First, "roundtrip.json");
  if (!Back)
    finding("the written problem does not read back: " +
            llvm::toString(Back.takeError()) + "\n" + First);
  if (computeProblemFingerprint(P) != computeProblemFingerprint(*Back))
    finding("the fingerprint changes through JSON");
  std::string Second;
  {
    llvm::raw_string_ostream OS(Second);
    writeProblemJSON(*Back, OS);
  }
  if (First != Second)
    finding("writing the re-read problem gives other text");

  // Small problems only: the fuzzer looks for crashes and disagreements,
  // not for hard instances.
  if (P.Buffers.size() > 64)
    return;
  SolverOptions Opts;
  Opts.NodeBudget = 2000;
  Opts.CliqueNodeBudget = 2000;
  Solution S = solve(P, Opts);
  if (!S.hasPlacement() || (S.Status != Solution::StatusKind::Optimal &&
                            S.Status != Solution::StatusKind::Feasible))
    return;
  llvm::SmallVector<Violation, 0> V = validate(P, S);
  if (!V.empty())
    finding("the solver's " + std::string(getStatusName(S.Status)) +
            " placement is invalid: " + V.front().Message);
}

} // namespace ascendpto_fuzz

#endif
