//===- PlannerIOTest.cpp - Tests of schema-v1 JSON and CSV I/O ------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/ProblemIO.h"
#include "PlannerTestUtil.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "gtest/gtest.h"
#include <regex>

using namespace llvm;
using namespace llvm::ptoplan;
using namespace llvm::ptoplan::test;

namespace {

/// A problem using every schema-v1 feature, with sparse ids.
const char *FullProblem = R"json({
  "schema_version": 1,
  "profile": "pypto_hard_v1",
  "instance": "full",
  "metadata": {"target": "Ascend910B", "note": "x"},
  "problem": {
    "pools": [
      {"id": 7, "name": "Vec", "capacity": 4096,
       "reserved_ranges": [{"begin": 0, "end": 64}],
       "bank_geometry": {"bank_size": 1024, "num_banks": 4}},
      {"id": 3, "name": "Mat", "capacity": null, "reserved_ranges": []}
    ],
    "buffers": [
      {"id": 10, "name": "a", "size": 128, "alignment": 32,
       "live_intervals": [{"lower": 0, "upper": 4}, {"lower": 8, "upper": 9}],
       "allowed_pools": [7]},
      {"id": 11, "name": "b", "size": 64, "alignment": 32,
       "live_intervals": [{"lower": 2, "upper": 6}], "allowed_pools": [7, 3]},
      {"id": 12, "name": "c", "size": 64, "alignment": 32,
       "live_intervals": [{"lower": 5, "upper": 7}], "allowed_pools": [7]},
      {"id": 20, "name": "d", "size": 256, "alignment": 1,
       "live_intervals": [{"lower": -3, "upper": 1}], "allowed_pools": [3]}
    ],
    "constraints": {
      "colocations": [{"first": 10, "second": 12, "offset": 64}],
      "separations": [{"first": 10, "second": 11,
                       "reasons": ["semantic_no_alias", "cross_pipe"]},
                      {"first": 11, "second": 12}],
      "temporal_exclusions": [{"first": 11, "second": 20}],
      "pinned_allocations": [{"buffer": 20, "pool": 3, "offset": 512,
                              "exclusive_for_all_time": true}]
    },
    "cost_model": {"reuse_penalties": [
      {"first": 10, "second": 11, "cost": 3, "reason": "cross_pipe"}]},
    "pypto_structure": {
      "alias_classes": [{"buffer": 10, "members": ["x", "y"]}],
      "pipeline_groups": [{"group": 5, "pool": 7, "slot_size": 128,
                           "depth": 2, "effective_depth": 2,
                           "members": [{"buffer": 10, "stage": 0, "residue": 0},
                                       {"buffer": 11, "stage": 2, "residue": 1}]}]
    },
    "objective": {"aggregation": "lexicographic",
                  "terms": ["capacity_overflow", "total_peak"]}
  }
})json";

std::string toJSON(const Problem &P) {
  std::string S;
  raw_string_ostream OS(S);
  writeProblemJSON(P, OS);
  return S;
}

// Every field of the full problem survives parsing, with external ids mapped
// to dense indices.
TEST(PlannerIO, ParsesEveryField) {
  Problem P = parseOK(FullProblem);
  ASSERT_EQ(P.Pools.size(), 2u);
  EXPECT_EQ(P.Pools[0].Id, 7u);
  EXPECT_EQ(P.Pools[0].Capacity, std::optional<uint64_t>(4096));
  EXPECT_FALSE(P.Pools[1].Capacity.has_value());
  ASSERT_EQ(P.Pools[0].Reserved.size(), 1u);
  EXPECT_EQ(P.Pools[0].Reserved[0].End, 64u);
  EXPECT_EQ(P.Pools[0].NumBanks, 4u);
  ASSERT_EQ(P.Buffers.size(), 4u);
  EXPECT_EQ(P.Buffers[0].Live.size(), 2u);
  EXPECT_EQ(P.Buffers[1].AllowedPools, (SmallVector<unsigned, 1>{0, 1}));
  EXPECT_EQ(P.Buffers[3].Live[0].Lower, -3);
  ASSERT_EQ(P.Colocations.size(), 1u);
  EXPECT_EQ(P.Colocations[0].First, 0u);
  EXPECT_EQ(P.Colocations[0].Second, 2u);
  EXPECT_EQ(P.Colocations[0].Offset, 64);
  ASSERT_EQ(P.Separations.size(), 2u);
  EXPECT_EQ(P.Separations[0].Reasons.size(), 2u);
  EXPECT_EQ(P.Separations[0].Reasons[1], SeparationReason::CrossPipe);
  ASSERT_EQ(P.Pins.size(), 1u);
  EXPECT_EQ(P.Pins[0].Buffer, 3u);
  EXPECT_EQ(P.Pins[0].Pool, 1u);
  EXPECT_TRUE(P.Pins[0].ExclusiveForAllTime);
  EXPECT_EQ(P.TemporalExclusions.size(), 1u);
  EXPECT_EQ(P.ReusePenalties.size(), 1u);
  ASSERT_EQ(P.PipelineGroups.size(), 1u);
  EXPECT_EQ(P.PipelineGroups[0].Members[1].Stage, 2u);
  EXPECT_EQ(P.PipelineGroups[0].EffectiveDepth, 2u);
  EXPECT_EQ(P.AliasClasses.size(), 1u);
  EXPECT_EQ(P.Objective.size(), 2u);
  EXPECT_EQ(P.Metadata["target"], "Ascend910B");
}

// Writing and reading back gives the same problem: same canonical text, and
// writing again gives the same bytes.
TEST(PlannerIO, JSONRoundTrip) {
  Problem P = parseOK(FullProblem);
  std::string First = toJSON(P);
  Problem Q = parseOK(First);
  EXPECT_EQ(getCanonicalProblemText(P), getCanonicalProblemText(Q));
  EXPECT_EQ(First, toJSON(Q));
  EXPECT_EQ(Q.ReusePenalties[0].Cost, 3u);
  EXPECT_EQ(Q.PipelineGroups[0].SlotSize, 128u);
  EXPECT_EQ(Q.AliasClasses[0].Members[1], "y");
  EXPECT_EQ(Q.Pools[0].BankSize, 1024u);
}

// The fingerprint is 16 hex digits, ignores names and file order, and
// changes with anything that changes which placements are valid.
TEST(PlannerIO, FingerprintIsCanonical) {
  Problem P = parseOK(FullProblem);
  std::string F = formatFingerprint(computeProblemFingerprint(P));
  EXPECT_TRUE(std::regex_match(F, std::regex("^[0-9a-f]{16}$"))) << F;
  Problem Renamed = P;
  Renamed.Buffers[0].Name = "renamed";
  Renamed.Instance = "other";
  EXPECT_EQ(computeProblemFingerprint(P), computeProblemFingerprint(Renamed));
  Problem Swapped = P;
  std::swap(Swapped.Separations[0], Swapped.Separations[1]);
  std::swap(Swapped.Separations[1].First, Swapped.Separations[1].Second);
  EXPECT_EQ(computeProblemFingerprint(P), computeProblemFingerprint(Swapped));
  Problem Bigger = P;
  Bigger.Buffers[1].Size += 32;
  EXPECT_NE(computeProblemFingerprint(P), computeProblemFingerprint(Bigger));
  Problem Unpinned = P;
  Unpinned.Pins.clear();
  EXPECT_NE(computeProblemFingerprint(P), computeProblemFingerprint(Unpinned));
  // FNV-1a-64 of the canonical text, checked by hand-rolled arithmetic.
  uint64_t H = 0xcbf29ce484222325ULL;
  for (unsigned char C : getCanonicalProblemText(P))
    H = (H ^ C) * 0x100000001b3ULL;
  EXPECT_EQ(H, computeProblemFingerprint(P));
}

// CSV in, CSV out, CSV in: the same buffers; alignment survives; the
// capacity comes from the option, else from the file name.
TEST(PlannerIO, CSVRoundTrip) {
  const char *Text = "id,lower,upper,size,alignment\n"
                     "0,0,10,64,32\r\n"
                     "7,5,15,96,1\n"
                     "\n";
  CSVReadOptions O;
  O.Capacity = 1000;
  Expected<Problem> P = parseProblemCSV(Text, "dir/x.csv", O);
  ASSERT_TRUE(!!P) << toString(P.takeError());
  ASSERT_EQ(P->Buffers.size(), 2u);
  EXPECT_EQ(P->Buffers[1].Id, 7u);
  EXPECT_EQ(P->Buffers[1].Name, "7");
  EXPECT_EQ(P->Buffers[0].Alignment, 32u);
  EXPECT_EQ(P->Pools[0].Capacity, std::optional<uint64_t>(1000));
  std::string Out;
  raw_string_ostream OS(Out);
  ASSERT_FALSE(!!writeProblemCSV(*P, OS));
  EXPECT_EQ(Out, "id,lower,upper,size,alignment\n0,0,10,64,32\n7,5,15,96,1\n");
  Expected<Problem> Q = parseProblemCSV(Out, "A.2048.csv");
  ASSERT_TRUE(!!Q);
  EXPECT_EQ(Q->Pools[0].Capacity, std::optional<uint64_t>(2048));
  EXPECT_EQ(getCanonicalProblemText(*Q).substr(
                getCanonicalProblemText(*Q).find("buffer")),
            getCanonicalProblemText(*P).substr(
                getCanonicalProblemText(*P).find("buffer")));
  // Columns in another order, no alignment, an offset column ignored.
  Expected<Problem> R = parseProblemCSV("size,upper,id,lower,offset\n"
                                        "4,3,a,1,99\n",
                                        "r.csv");
  ASSERT_TRUE(!!R) << toString(R.takeError());
  EXPECT_EQ(R->Buffers[0].Size, 4u);
  EXPECT_EQ(R->Buffers[0].Name, "a");
  EXPECT_EQ(R->Buffers[0].Id, 0u); // Not a number: ids are row numbers.
  // Ids that clash as numbers ("7" and "07") fall back to row numbers, so
  // the JSON written from them keeps distinct ids.
  Expected<Problem> Clash = parseProblemCSV("id,lower,upper,size\n"
                                            "7,0,1,8\n07,0,1,8\n",
                                            "clash.csv");
  ASSERT_TRUE(!!Clash);
  EXPECT_EQ(Clash->Buffers[0].Id, 0u);
  EXPECT_EQ(Clash->Buffers[1].Id, 1u);
  EXPECT_EQ(Clash->Buffers[1].Name, "07");
  EXPECT_TRUE(!!parseProblemJSON(toJSON(*Clash), "clash.json"));
  EXPECT_EQ(R->Buffers[0].Live[0].Upper, 3);
  EXPECT_FALSE(R->Pools[0].Capacity.has_value());
}

// A problem CSV cannot express is refused rather than written wrongly.
TEST(PlannerIO, CSVWriterRefusesConstraints) {
  Problem P = parseOK(FullProblem);
  std::string Out;
  raw_string_ostream OS(Out);
  Error E = writeProblemCSV(P, OS);
  ASSERT_TRUE(!!E);
  EXPECT_NE(toString(std::move(E)).find("one pool"), std::string::npos);
  EXPECT_TRUE(Out.empty());
}

// Solutions: JSON carries the fingerprint and external ids and reads back;
// CSV has the offset column.
TEST(PlannerIO, SolutionRoundTrip) {
  Problem P = parseOK(FullProblem);
  Solution S;
  S.Placements = {{0, 64}, {1, 0}, {0, 128}, {1, 512}};
  std::string J;
  raw_string_ostream JS(J);
  writeSolutionJSON(P, S, JS, {{"status", "feasible"}});
  Expected<json::Value> V = json::parse(J);
  ASSERT_TRUE(!!V);
  const json::Object *O = V->getAsObject();
  ASSERT_TRUE(O);
  EXPECT_EQ(O->getString("problem_fingerprint")->str(),
            formatFingerprint(computeProblemFingerprint(P)));
  const json::Array *Pl = O->getArray("placements");
  ASSERT_EQ(Pl->size(), 4u);
  EXPECT_EQ((*Pl)[1].getAsObject()->getInteger("buffer"), 11);
  EXPECT_EQ((*Pl)[1].getAsObject()->getInteger("pool"), 3);
  Expected<Solution> Back = parseSolutionJSON(P, J, "s.json");
  ASSERT_TRUE(!!Back) << toString(Back.takeError());
  for (unsigned I = 0; I < 4; ++I) {
    EXPECT_EQ(Back->Placements[I].Pool, S.Placements[I].Pool);
    EXPECT_EQ(Back->Placements[I].Offset, S.Placements[I].Offset);
  }
  // A solution of another problem is refused.
  Problem Other = P;
  Other.Buffers[0].Size = 1;
  std::string Err = errorOf(parseSolutionJSON(Other, J, "s.json"));
  EXPECT_NE(Err.find("problem_fingerprint"), std::string::npos) << Err;

  std::string C;
  raw_string_ostream CS(C);
  writeSolutionCSV(P, S, CS);
  EXPECT_EQ(StringRef(C).split('\n').first, "id,lower,upper,size,offset,pool");
  EXPECT_NE(C.find("\nd,-3,1,256,512,Mat\n"), std::string::npos) << C;
}

/// Replaces the first occurrence of \p From in the full problem by \p To.
std::string mutate(StringRef From, StringRef To) {
  std::string S = FullProblem;
  size_t Pos = S.find(From.str());
  EXPECT_NE(Pos, std::string::npos) << From.str();
  if (Pos != std::string::npos)
    S.replace(Pos, From.size(), To.str());
  return S;
}

/// Parses a mutated full problem and returns the diagnostic.
std::string jsonError(StringRef From, StringRef To) {
  return errorOf(parseProblemJSON(mutate(From, To), "bad.json"));
}

// The same-or-disjoint extension reads, writes only when used, and enters
// the fingerprint.
TEST(PlannerIO, SameOrDisjointExtension) {
  Problem P = parseOK(FullProblem);
  EXPECT_EQ(toJSON(P).find("same_or_disjoint"), std::string::npos);
  uint64_t Before = computeProblemFingerprint(P);
  P.SameOrDisjoints.push_back({0, 1, "tadd in place"});
  std::string J = toJSON(P);
  EXPECT_NE(J.find("\"same_or_disjoint\""), std::string::npos);
  Problem Q = parseOK(J);
  ASSERT_EQ(Q.SameOrDisjoints.size(), 1u);
  EXPECT_EQ(Q.SameOrDisjoints[0].Second, 1u);
  EXPECT_EQ(Q.SameOrDisjoints[0].Detail, "tadd in place");
  EXPECT_NE(computeProblemFingerprint(Q), Before);
  EXPECT_EQ(computeProblemFingerprint(Q), computeProblemFingerprint(P));
  std::string Err = errorOf(parseProblemJSON(
      mutate("\"pinned_allocations\": [{",
             "\"same_or_disjoint\": [{\"first\": 10, \"second\": 77}],\n"
             "      \"pinned_allocations\": [{"),
      "x.json"));
  EXPECT_NE(Err.find("x.json: problem.constraints.same_or_disjoint[0].second: "
                     "unknown buffer id 77"),
            std::string::npos)
      << Err;
}

// Every JSON diagnostic names the file, the JSON path and the reason.
TEST(PlannerIO, JSONErrorsNameFilePathAndReason) {
  struct Case {
    const char *From, *To, *Expected;
  } Cases[] = {
      // Missing field.
      {"\"size\": 64, \"alignment\": 32,\n       \"live_intervals\": "
       "[{\"lower\": 2",
       "\"alignment\": 32,\n       \"live_intervals\": [{\"lower\": 2",
       "bad.json: problem.buffers[1]: missing field 'size'"},
      // Wrong type.
      {"\"size\": 128", "\"size\": \"128\"",
       "bad.json: problem.buffers[0].size: expected a non-negative integer"},
      {"\"capacity\": 4096", "\"capacity\": 1.5",
       "bad.json: problem.pools[0].capacity: expected a non-negative integer"},
      {"\"buffers\": [", "\"buffers\": {\"x\": [",
       "bad.json:"}, // Syntax error (unbalanced).
      // Unknown pool id.
      {"\"allowed_pools\": [7, 3]", "\"allowed_pools\": [7, 9]",
       "bad.json: problem.buffers[1].allowed_pools[1]: unknown pool id 9"},
      // Duplicate ids.
      {"\"id\": 11", "\"id\": 10",
       "bad.json: problem.buffers[1].id: duplicate buffer id 10"},
      {"\"id\": 3, \"name\": \"Mat\"", "\"id\": 7, \"name\": \"Mat\"",
       "bad.json: problem.pools[1].id: duplicate pool id 7"},
      // Negative size.
      {"\"size\": 128", "\"size\": -128",
       "bad.json: problem.buffers[0].size: negative size (-128)"},
      // Interval with upper <= lower.
      {"{\"lower\": 8, \"upper\": 9}", "{\"lower\": 8, \"upper\": 8}",
       "bad.json: problem.buffers[0].live_intervals[1].upper: interval upper "
       "(8) <= lower (8)"},
      // Unknown buffer in a constraint.
      {"{\"first\": 11, \"second\": 12}", "{\"first\": 11, \"second\": 99}",
       "bad.json: problem.constraints.separations[1].second: unknown buffer id "
       "99"},
      // Unknown field (the schema forbids additional properties).
      {"\"alignment\": 1,", "\"alignment\": 1, \"colour\": 2,",
       "bad.json: problem.buffers[3]: unknown field 'colour'"},
      // Enumerations.
      {"\"cross_pipe\"]", "\"cross-pipe\"]",
       "bad.json: problem.constraints.separations[0].reasons[1]: unknown "
       "separation reason 'cross-pipe'"},
      {"\"profile\": \"pypto_hard_v1\"", "\"profile\": \"fast\"",
       "bad.json: profile: unknown profile 'fast'"},
      {"\"capacity_overflow\"", "\"area\"",
       "bad.json: problem.objective.terms[0]: unknown objective term 'area'"},
      {"\"schema_version\": 1", "\"schema_version\": 2",
       "bad.json: schema_version: unsupported schema version 2 (expected 1)"},
      // Structural rules.
      {"\"live_intervals\": [{\"lower\": 5, \"upper\": 7}]",
       "\"live_intervals\": []",
       "bad.json: problem.buffers[2].live_intervals: a buffer needs at least "
       "one live interval"},
      {"{\"begin\": 0, \"end\": 64}", "{\"begin\": 64, \"end\": 0}",
       "bad.json: problem.pools[0].reserved_ranges[0].end: reserved range end "
       "(0) <= begin (64)"},
      {"{\"buffer\": 20, \"pool\": 3,", "{\"buffer\": 20, \"pool\": 7,",
       "bad.json: problem.constraints.pinned_allocations[0].pool: pool id 7 is "
       "not an allowed pool of buffer id 20"},
      {"{\"first\": 11, \"second\": 12}", "{\"first\": 11, \"second\": 11}",
       "bad.json: problem.constraints.separations[1]: separation of a buffer "
       "from itself"},
      {"\"exclusive_for_all_time\": true", "\"exclusive_for_all_time\": 1",
       "bad.json: problem.constraints.pinned_allocations[0]."
       "exclusive_for_all_time: expected a boolean"},
  };
  for (const Case &C : Cases) {
    std::string Err = jsonError(C.From, C.To);
    EXPECT_NE(Err.find(C.Expected), std::string::npos)
        << "for " << C.To << "\n got: " << Err;
  }
}

// Syntax errors carry line and column.
TEST(PlannerIO, JSONSyntaxErrorHasLineAndColumn) {
  std::string Err = errorOf(parseProblemJSON("{\n  \"a\": [1,\n  }", "s.json"));
  EXPECT_TRUE(StringRef(Err).starts_with("s.json:3:")) << Err;
  Err = errorOf(parseProblemJSON("[]", "s.json"));
  EXPECT_EQ(Err, "s.json: (root): expected an object");
}

// Every CSV diagnostic names the file, the line and the reason.
TEST(PlannerIO, CSVErrorsNameFileLineAndReason) {
  struct Case {
    const char *Text, *Expected;
  } Cases[] = {
      {"", "c.csv:1: empty file"},
      {"id,lower,size\n0,1,2\n", "c.csv:1: missing column 'upper'"},
      {"id,lower,upper,size,colour\n", "c.csv:1: unknown column 'colour'"},
      {"id,lower,upper,size,size\n", "c.csv:1: duplicate column 'size'"},
      {"id,lower,upper,size\n0,0,4,8\n1,0,x,8\n",
       "c.csv:3: invalid integer 'x' in column 'upper'"},
      {"id,lower,upper,size\n0,0,4,-8\n", "c.csv:2: negative size (-8)"},
      {"id,lower,upper,size\n0,4,4,8\n",
       "c.csv:2: interval upper (4) <= lower (4)"},
      {"id,lower,upper,size\n0,0,4,8\n\n0,1,5,8\n",
       "c.csv:4: duplicate buffer id '0'"},
      {"id,lower,upper,size\n0,0,4\n", "c.csv:2: expected 4 fields, got 3"},
      {"id,lower,upper,size\n", "c.csv:2: no buffers"},
  };
  for (const Case &C : Cases) {
    std::string Err = errorOf(parseProblemCSV(C.Text, "c.csv"));
    EXPECT_NE(Err.find(C.Expected), std::string::npos)
        << "for " << C.Text << "\n got: " << Err;
  }
}

// A missing file is an error naming it, not a crash.
TEST(PlannerIO, MissingFileIsAnError) {
  std::string Err = errorOf(readProblemFile("/nonexistent/p.json"));
  EXPECT_TRUE(StringRef(Err).starts_with("/nonexistent/p.json: cannot read"))
      << Err;
}

// All 273 JSON captures and 11 MiniMalloc CSVs of the benchmark read
// without error, and every JSON one survives a write/read round trip.
TEST(PlannerIO, ReadsTheWholeBenchmark) {
  unsigned NumJSON = 0, NumCSV = 0;
  std::error_code EC;
  std::string Root = benchPath("dsa-solver/pypto");
  ASSERT_TRUE(sys::fs::is_directory(Root)) << Root;
  for (sys::fs::recursive_directory_iterator I(Root, EC), E; I != E && !EC;
       I.increment(EC)) {
    if (sys::path::extension(I->path()) != ".json")
      continue;
    Expected<Problem> P = readProblemFile(I->path());
    ASSERT_TRUE(!!P) << toString(P.takeError());
    Problem Q = parseOK(toJSON(*P));
    EXPECT_EQ(computeProblemFingerprint(*P), computeProblemFingerprint(Q))
        << I->path();
    ++NumJSON;
  }
  for (char C = 'A'; C <= 'K'; ++C) {
    Problem P =
        loadBench(std::string("minimalloc/challenging/") + C + ".1048576.csv");
    EXPECT_EQ(P.Pools[0].Capacity, std::optional<uint64_t>(1048576));
    EXPECT_GT(P.Buffers.size(), 100u);
    ++NumCSV;
  }
  EXPECT_EQ(NumJSON, 273u);
  EXPECT_EQ(NumCSV, 11u);
}

} // namespace
