//===- pto-plan.cpp - Command-line driver of the joint planner ------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// pto-plan solves one placement problem and reports it:
///
///   pto-plan FILE [--capacity N | --no-capacity] [--budget-ms T]
///            [--node-budget N]
///            [--solver auto|baseline|portfolio|exact] [-o SOLUTION]
///            [--svg PICTURE] [--write-problem PROBLEM] [--verbose]
///            [--progress[=false]]
///   pto-plan --version
///
/// FILE is schema-v1 JSON or MiniMalloc CSV (by extension, else by content;
/// a CSV's capacity comes from --capacity or a name like A.1048576.csv).
/// For a problem with several pools, one line per pool comes first:
///
///   pool NAME: peak=P lb=L capacity=C status=S buffers=N method=M
///              bound=load|clique clique=exact|greedy
///
/// (also for a single pool with --verbose)
/// and the output always ends with exactly one summary line
///
///   peak=P lb=L status=optimal|feasible|infeasible|unknown time_ms=T
///
/// where, for several pools, peak and lb are the *sums* over the pools of
/// each pool's peak (highest end offset) and proven lower bound. -o writes
/// the solution as CSV with an offset column if SOLUTION ends in .csv, else
/// as schema-v1 solution JSON. --svg draws the memory map of each pool
/// (lib/Planner/PlanPicture.h).
///
/// Exit status: 0 when a placement within capacity was found (optimal or
/// feasible); 1 when the problem is proven infeasible (stderr names the
/// pool and the buffers of the clique that proves it); 2 for bad input or
/// usage, with `pto-plan: error: FILE:LINE: reason` (or `FILE: JSON.PATH:
/// reason`); 3 when no placement within capacity was found and none is
/// proven impossible (the budget ran out). `--progress` (the default when
/// stderr is a terminal) prints the best peak, the bound and the elapsed
/// time to stderr at most once a second.
///
/// `pto-plan --bench FILE...` solves each file with the baseline (first fit
/// by decreasing size) and with the chosen solver in the same process and
/// prints one JSON object per file; utils/bench/run_bench.py builds the
/// benchmark table from it.
///
//===----------------------------------------------------------------------===//

#include "Planner/LowerBound.h"
#include "Planner/PlanPicture.h"
#include "Planner/Problem.h"
#include "Planner/ProblemIO.h"
#include "Planner/PyptoPacker.h"
#include "Planner/ReuseCost.h"
#include "Planner/Solver.h"
#include "Planner/Validator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <chrono>
#include <map>
#include <memory>

using namespace llvm;
using namespace llvm::ptoplan;

static cl::OptionCategory PlanCat("pto-plan options");

static cl::list<std::string> Inputs(cl::Positional, cl::OneOrMore,
                                    cl::desc("<problem.json|problem.csv>"),
                                    cl::cat(PlanCat));
static cl::opt<uint64_t>
    CapacityOpt("capacity",
                cl::desc("Capacity of every pool (CSV: of the single pool)"),
                cl::value_desc("bytes"), cl::cat(PlanCat));
static cl::opt<bool> NoCapacity(
    "no-capacity",
    cl::desc("Drop every pool's capacity (the file's, or a CSV name's) and "
             "minimise the peak with no target"),
    cl::cat(PlanCat));
static cl::opt<uint64_t>
    BudgetMs("budget-ms",
             cl::desc("Wall-clock budget of the search in milliseconds "
                      "(default: none; a node budget applies)"),
             cl::value_desc("ms"), cl::cat(PlanCat));
static cl::opt<uint64_t>
    NodeBudget("node-budget",
               cl::desc("Search-node budget (deterministic; default 1000000 "
                        "when no --budget-ms is given)"),
               cl::value_desc("nodes"), cl::cat(PlanCat));
static cl::opt<std::string>
    SolverName("solver", cl::desc("auto | baseline | portfolio | exact"),
               cl::init("auto"), cl::cat(PlanCat));
static cl::opt<std::string> OutputFile("o", cl::desc("Write the solution"),
                                       cl::value_desc("solution.json|.csv"),
                                       cl::cat(PlanCat));
static cl::opt<std::string>
    ProblemOut("write-problem",
               cl::desc("Also write the problem as read, as schema-v1 JSON "
                        "(converts CSV to JSON)"),
               cl::value_desc("problem.json"), cl::cat(PlanCat));
static cl::opt<std::string> SvgFile("svg", cl::desc("Draw the placement"),
                                    cl::value_desc("picture.svg"),
                                    cl::cat(PlanCat));
static cl::opt<bool> Verbose("verbose",
                             cl::desc("Log each heuristic result and each "
                                      "exact-search probe to stderr"),
                             cl::cat(PlanCat));
static cl::opt<cl::boolOrDefault>
    Progress("progress",
             cl::desc("Print progress (best peak, bound, elapsed time) to "
                      "stderr at most once a second (default: when stderr "
                      "is a terminal)"),
             cl::cat(PlanCat));
static cl::opt<unsigned> ProgressIntervalMs(
    "progress-interval-ms", cl::Hidden, cl::init(1000),
    cl::desc("Least time between two progress lines (and before the first)"),
    cl::cat(PlanCat));
static cl::opt<std::string> PyptoOut(
    "pypto-placement", cl::Hidden,
    cl::desc("Instead of solving, write the pypto packer's placement (the "
             "seed's whole-buffer packing, lib/Planner/PyptoPacker.h) as a "
             "CSV solution and print its peak (for comparing packers)"),
    cl::value_desc("solution.csv"), cl::cat(PlanCat));
static cl::opt<bool> Bench("bench",
                           cl::desc("Benchmark mode: one JSON line per input"),
                           cl::cat(PlanCat));

/// Exit statuses (see the file comment).
enum ExitStatus : int {
  ExitPlaced = 0,
  ExitInfeasible = 1,
  ExitBadInput = 2,
  ExitNotFound = 3,
};

static int fail(const Twine &Msg) {
  WithColor::error(errs(), "pto-plan") << Msg << "\n";
  return ExitBadInput;
}

static std::string formatMs(double Ms) {
  std::string S;
  raw_string_ostream OS(S);
  OS << format("%.3f", Ms);
  return S;
}

/// The rules behind separations, from llc's `separation.FIRST.SECOND`
/// metadata (schema v1 has no field for them).
static void readSeparationRules(Problem &P) {
  for (Separation &S : P.Separations) {
    if (!S.Detail.empty())
      continue;
    auto It = P.Metadata.find("separation." +
                              std::to_string(P.Buffers[S.First].Id) + "." +
                              std::to_string(P.Buffers[S.Second].Id));
    if (It != P.Metadata.end())
      S.Detail = It->second;
  }
}

/// The picture's facts from the solve report; the time axis and marks from
/// llc's `time_axis` and `time_marks` metadata when the problem has them.
static PictureOptions pictureOptions(const Problem &P, const SolveReport &R) {
  PictureOptions PO;
  PO.Pools.resize(P.Pools.size());
  for (const PoolSolveReport &PR : R.Pools) {
    if (PR.Pool >= PO.Pools.size())
      continue;
    PoolPictureFacts &F = PO.Pools[PR.Pool];
    F.LowerBound = PR.LowerBound;
    F.Status = getStatusName(PR.Status).str();
    F.Clique = PR.Bound.CliqueBuffers;
  }
  auto It = P.Metadata.find("time_axis");
  if (It != P.Metadata.end()) {
    Expected<SmallVector<TimeLabel, 0>> Axis = parseTimeAxis(It->second);
    if (Axis)
      PO.Axis = std::move(*Axis);
    else
      WithColor::warning(errs(), "pto-plan")
          << "metadata: " << toString(Axis.takeError())
          << "; the picture has a plain time axis\n";
  }
  It = P.Metadata.find("time_marks");
  if (It != P.Metadata.end()) {
    Expected<SmallVector<TimeMark, 0>> Marks = parseTimeMarks(It->second);
    if (Marks)
      PO.Marks = std::move(*Marks);
    else
      WithColor::warning(errs(), "pto-plan")
          << "metadata: " << toString(Marks.takeError())
          << "; the picture has no time marks\n";
  }
  return PO;
}

//===----------------------------------------------------------------------===//
// Modes
//===----------------------------------------------------------------------===//

static SolverOptions makeOptions() {
  SolverOptions SO;
  SO.Solver = SolverName;
  if (BudgetMs.getNumOccurrences())
    SO.BudgetMs = BudgetMs;
  if (NodeBudget.getNumOccurrences())
    SO.NodeBudget = NodeBudget;
  if (CapacityOpt.getNumOccurrences())
    SO.Capacity = CapacityOpt;
  if (Verbose)
    SO.Trace = &errs();
  bool ShowProgress = Progress == cl::BOU_TRUE ||
                      (Progress == cl::BOU_UNSET &&
                       sys::Process::StandardErrIsDisplayed());
  if (ShowProgress) {
    // At most one line a second; the first after a second of solving.
    double Interval = ProgressIntervalMs;
    auto Next = std::make_shared<double>(Interval);
    SO.Progress = [Next, Interval](const SolveProgress &SP) {
      if (SP.ElapsedMs < *Next)
        return;
      *Next = SP.ElapsedMs + Interval;
      errs() << "pto-plan: progress: pool " << SP.Pool
             << ": best peak=" << SP.BestPeak << " lb=" << SP.LowerBound
             << " elapsed=" << format("%.1f", SP.ElapsedMs / 1000) << " s"
             << " nodes=" << SP.Nodes << "\n";
    };
  }
  return SO;
}

/// Names, for each pool proven infeasible, the clique behind the proof.
static void explainInfeasibility(const Problem &P, const SolveReport &R) {
  for (const PoolSolveReport &PR : R.Pools) {
    if (PR.Status != Solution::StatusKind::Infeasible || !PR.Capacity)
      continue;
    std::string Names;
    ListSeparator LS(", ");
    uint64_t Bytes = 0;
    for (unsigned B : PR.Bound.CliqueBuffers) {
      Names += (Twine(StringRef(LS)) + P.Buffers[B].Name).str();
      Bytes += P.Buffers[B].Size;
    }
    errs() << "pto-plan: infeasible: pool " << P.Pools[PR.Pool].Name << ": ";
    if (PR.Bound.get() > *PR.Capacity)
      errs() << "the lower bound " << PR.Bound.get() << " exceeds the capacity "
             << *PR.Capacity << ": " << PR.Bound.CliqueBuffers.size()
             << " buffers must be pairwise apart (live together or "
                "separated) and need "
             << Bytes << " bytes: " << Names << "\n";
    else
      errs() << "an exhaustive search finds no placement within the capacity "
             << *PR.Capacity << " (lower bound " << PR.LowerBound
             << "); the heaviest set of buffers that must be pairwise apart: "
             << Names << "\n";
  }
  for (const std::string &C : R.Contradictions)
    errs() << "pto-plan: infeasible: " << C << "\n";
}

static Expected<Problem> load(StringRef File) {
  CSVReadOptions CO;
  if (CapacityOpt.getNumOccurrences())
    CO.Capacity = CapacityOpt;
  Expected<Problem> P = readProblemFile(File, CO);
  if (P && NoCapacity)
    for (Pool &Pl : P->Pools)
      Pl.Capacity.reset();
  return P;
}

/// Solves \p P for its objective: the reuse cost (ReuseCost.h) when it has
/// one, else the peak. \p Reuse is set in the first case.
static Solution solveForObjective(const Problem &P, SolveReport &R,
                                  std::optional<ReuseReport> &Reuse) {
  if (!hasReuseObjective(P))
    return solve(P, makeOptions(), R);
  auto T0 = std::chrono::steady_clock::now();
  Reuse.emplace();
  Solution S = solveReuseAware(P, makeOptions(), R, *Reuse);
  R.TimeMs = std::chrono::duration<double, std::milli>(
                 std::chrono::steady_clock::now() - T0)
                 .count();
  return S;
}

static int runBench() {
  for (const std::string &File : Inputs) {
    Expected<Problem> P = load(File);
    if (!P)
      return fail(toString(P.takeError()));
    SolverOptions Base = makeOptions();
    Base.Solver = "baseline";
    SolveReport BR;
    Solution BS = solve(*P, Base, BR);
    SolveReport R;
    std::optional<ReuseReport> Reuse;
    Solution S = solveForObjective(*P, R, Reuse);
    unsigned PoolsUsed = 0;
    for (const PoolSolveReport &PR : R.Pools)
      PoolsUsed += PR.Buffers ? 1 : 0;
    json::OStream J(outs());
    J.object([&] {
      J.attribute("file", File);
      J.attribute("instance", P->Instance);
      J.attribute("buffers", int64_t(P->Buffers.size()));
      J.attribute("pools", int64_t(PoolsUsed));
      J.attribute("separations", int64_t(P->Separations.size()));
      J.attribute("lb", R.TotalLowerBound);
      J.attribute("peak", R.TotalPeak);
      J.attribute("status", getStatusName(R.Status));
      J.attribute("time_ms", R.TimeMs);
      J.attribute("time_to_best_ms", R.TimeToBestMs);
      J.attribute("nodes", R.Nodes);
      J.attribute("violations", int64_t(R.Violations));
      if (Reuse) {
        J.attribute("reuse_cost", Reuse->Cost);
        J.attribute("reuse_lb", Reuse->LowerBound);
        J.attribute("reuse_proven", Reuse->Proven);
        J.attribute("capacity_overflow", Reuse->Overflow);
        J.attribute("baseline_reuse_cost", computeReuseCost(*P, BS));
      }
      J.attribute("baseline_peak", BR.TotalPeak);
      J.attribute("baseline_status", getStatusName(BR.Status));
      J.attribute("baseline_time_ms", BR.TimeMs);
      J.attributeArray("pool_reports", [&] {
        for (const PoolSolveReport &PR : R.Pools)
          J.object([&] {
            J.attribute("pool", P->Pools[PR.Pool].Name);
            J.attribute("peak", PR.Peak);
            J.attribute("lb", PR.LowerBound);
            J.attribute("load", PR.Bound.Load);
            J.attribute("clique", PR.Bound.Clique);
            J.attribute("clique_exact", PR.Bound.CliqueExact);
            if (PR.Capacity)
              J.attribute("capacity", *PR.Capacity);
            J.attribute("status", getStatusName(PR.Status));
            J.attribute("method", PR.Method);
            J.attributeArray("improvements", [&] {
              for (auto [Ms, Peak] : PR.Improvements)
                J.array([&] {
                  J.value(Ms);
                  J.value(Peak);
                });
            });
          });
      });
    });
    outs() << "\n";
    outs().flush();
  }
  return 0;
}

/// --pypto-placement: the pypto packer's placement of \p P, validated.
static int runPypto(const Problem &P) {
  Expected<PyptoResult> R = packPypto(P);
  if (!R)
    return fail(toString(R.takeError()));
  unsigned Invalid = 0;
  for (const Violation &V : validate(P, R->Sol))
    if (V.Kind != ViolationKind::Capacity)
      ++Invalid;
  std::error_code EC;
  raw_fd_ostream OS(PyptoOut, EC, sys::fs::OF_Text);
  if (EC)
    return fail(PyptoOut + ": cannot write: " + EC.message());
  writeSolutionCSV(P, R->Sol, OS);
  uint64_t Peak = 0;
  for (const PyptoPoolStats &PS : R->Pools)
    Peak += PS.Peak;
  outs() << "pypto peak=" << Peak << " invalid=" << Invalid << "\n";
  return Invalid ? ExitBadInput : ExitPlaced;
}

static int runOne(StringRef File) {
  Expected<Problem> P = load(File);
  if (!P)
    return fail(toString(P.takeError()));
  if (!PyptoOut.empty())
    return runPypto(*P);
  if (!ProblemOut.empty()) {
    std::error_code EC;
    raw_fd_ostream OS(ProblemOut, EC, sys::fs::OF_Text);
    if (EC)
      return fail(ProblemOut + ": cannot write: " + EC.message());
    writeProblemJSON(*P, OS);
  }
  SolveReport R;
  std::optional<ReuseReport> Reuse;
  Solution S = solveForObjective(*P, R, Reuse);
  for (const std::string &C : R.Contradictions)
    WithColor::warning(errs(), "pto-plan") << C << "\n";
  for (const std::string &C : R.Unsupported)
    WithColor::warning(errs(), "pto-plan") << "not solved: " << C << "\n";

  if (!OutputFile.empty()) {
    std::error_code EC;
    raw_fd_ostream OS(OutputFile, EC, sys::fs::OF_Text);
    if (EC)
      return fail(OutputFile + ": cannot write: " + EC.message());
    if (sys::path::extension(OutputFile).equals_insensitive(".csv")) {
      writeSolutionCSV(*P, S, OS);
    } else {
      std::map<std::string, std::string> Meta = {
          {"solver", SolverName},
          {"status", getStatusName(R.Status).str()},
          {"peak", std::to_string(R.TotalPeak)},
          {"lower_bound", std::to_string(R.TotalLowerBound)}};
      if (Reuse) {
        Meta["reuse_cost"] = std::to_string(Reuse->Cost);
        Meta["reuse_cost_lower_bound"] = std::to_string(Reuse->LowerBound);
        Meta["reuse_cost_proven_minimal"] = Reuse->Proven ? "true" : "false";
        Meta["capacity_overflow"] = std::to_string(Reuse->Overflow);
      }
      writeSolutionJSON(*P, S, OS, Meta);
    }
  }
  if (!SvgFile.empty()) {
    std::error_code EC;
    raw_fd_ostream OS(SvgFile, EC, sys::fs::OF_Text);
    if (EC)
      return fail(SvgFile + ": cannot write: " + EC.message());
    Problem Drawn = *P;
    readSeparationRules(Drawn);
    writePlanSVG(Drawn, S, pictureOptions(Drawn, R), OS);
  }

  // Which static bound is the larger (the clique, from separations and
  // multi-interval lifetimes, or LOAD) and whether the clique is exact.
  if (P->Pools.size() > 1 || Verbose)
    for (const PoolSolveReport &PR : R.Pools)
      outs() << "pool " << P->Pools[PR.Pool].Name << ": peak=" << PR.Peak
             << " lb=" << PR.LowerBound << " capacity="
             << (PR.Capacity ? std::to_string(*PR.Capacity) : "none")
             << " status=" << getStatusName(PR.Status)
             << " buffers=" << PR.Buffers << " method=" << PR.Method
             << " bound=" << (PR.Bound.cliqueIsLarger() ? "clique" : "load")
             << " clique=" << (PR.Bound.CliqueExact ? "exact" : "greedy")
             << "\n";
  // A phase the deadline cut makes the placement depend on the machine.
  for (const PoolSolveReport &PR : R.Pools)
    if (!PR.CutPhases.empty())
      errs() << "pto-plan: note: pool " << P->Pools[PR.Pool].Name
             << ": the deadline cut " << join(PR.CutPhases, ", ")
             << " (the placement depends on the machine's speed; "
                "--node-budget is deterministic)\n";
  outs() << "peak=" << R.TotalPeak << " lb=" << R.TotalLowerBound
         << " status=" << getStatusName(R.Status);
  if (Reuse)
    outs() << " reuse_cost=" << Reuse->Cost << " reuse_lb=" << Reuse->LowerBound
           << " reuse_proven=" << (Reuse->Proven ? "yes" : "no");
  if (Reuse && Reuse->Overflow)
    outs() << " capacity_overflow=" << Reuse->Overflow;
  outs() << " time_ms=" << formatMs(R.TimeMs) << "\n";
  switch (R.Status) {
  case Solution::StatusKind::Optimal:
  case Solution::StatusKind::Feasible:
    return ExitPlaced;
  case Solution::StatusKind::Infeasible:
    outs().flush();
    explainInfeasibility(*P, R);
    return ExitInfeasible;
  case Solution::StatusKind::Unknown:
    break;
  }
  return ExitNotFound;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(PlanCat);
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "pto-plan (AscendPTO) " << ASCENDPTO_VERSION << "\n  built with LLVM "
       << LLVM_VERSION_STRING << "\n";
  });
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "pto-plan: the AscendPTO joint placement planner\n\n"
          "Solves a schema-v1 JSON or MiniMalloc CSV placement problem and "
          "ends its output with\n  peak=<bytes> lb=<bytes> status=<status> "
          "time_ms=<ms>\n(sums over pools when there are several).\n\n"
          "Exit status: 0 placed, 1 proven infeasible, 2 bad input, 3 no "
          "placement found within the budget.\n",
          &errs()))
    return ExitBadInput;
  if (!is_contained(getSolverNames(), StringRef(SolverName)))
    return fail("unknown solver '" + SolverName +
                "' (expected auto, baseline, portfolio or exact)");
  if (NoCapacity && CapacityOpt.getNumOccurrences())
    return fail("--no-capacity and --capacity exclude each other");
  if (Bench)
    return runBench();
  if (Inputs.size() != 1)
    return fail("expected exactly one input file (or --bench)");
  return runOne(Inputs.front());
}
