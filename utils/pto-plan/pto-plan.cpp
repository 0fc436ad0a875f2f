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
///   pto-plan FILE [--capacity N] [--budget-ms T] [--node-budget N]
///            [--solver auto|baseline|portfolio|exact] [-o SOLUTION]
///            [--svg PICTURE] [--write-problem PROBLEM] [--verbose]
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
/// as schema-v1 solution JSON. --svg draws each pool on a time x address
/// plane. Errors print `pto-plan: error: FILE:LINE: reason` (or
/// `FILE: JSON.PATH: reason`) and exit with status 1.
///
/// `pto-plan --bench FILE...` solves each file with the baseline (first fit
/// by decreasing size) and with the chosen solver in the same process and
/// prints one JSON object per file; utils/bench/run_bench.py builds the
/// benchmark table from it.
///
//===----------------------------------------------------------------------===//

#include "Planner/LowerBound.h"
#include "Planner/Problem.h"
#include "Planner/ProblemIO.h"
#include "Planner/ReuseCost.h"
#include "Planner/Solver.h"
#include "Planner/Validator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <chrono>
#include <map>

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
static cl::opt<bool> Bench("bench",
                           cl::desc("Benchmark mode: one JSON line per input"),
                           cl::cat(PlanCat));

static int fail(const Twine &Msg) {
  WithColor::error(errs(), "pto-plan") << Msg << "\n";
  return 1;
}

static std::string formatMs(double Ms) {
  std::string S;
  raw_string_ostream OS(S);
  OS << format("%.3f", Ms);
  return S;
}

//===----------------------------------------------------------------------===//
// SVG
//===----------------------------------------------------------------------===//

static std::string escapeXML(StringRef S) {
  std::string Out;
  for (char C : S) {
    switch (C) {
    case '&':
      Out += "&amp;";
      break;
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '"':
      Out += "&quot;";
      break;
    case '\'':
      Out += "&apos;";
      break;
    default:
      // Control characters are not allowed in XML 1.0.
      if ((unsigned char)C < 0x20 && C != '\t' && C != '\n' && C != '\r')
        Out += '?';
      else
        Out += C;
    }
  }
  return Out;
}

static void writeSVG(const Problem &P, const Solution &S, const SolveReport &R,
                     raw_ostream &OS) {
  const double W = 900, H = 360, Left = 90, Top = 40, Gap = 70;
  unsigned NP = P.Pools.size();
  double Total = Top + NP * (H + Gap);
  OS << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  OS << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""
     << int(Left + W + 40) << "\" height=\"" << int(Total) << "\" "
     << "font-family=\"monospace\" font-size=\"12\">\n";
  OS << "<title>" << escapeXML(P.Instance) << "</title>\n";
  for (unsigned Pl = 0; Pl < NP; ++Pl) {
    const PoolSolveReport *PR = nullptr;
    for (const PoolSolveReport &X : R.Pools)
      if (X.Pool == Pl)
        PR = &X;
    double Y0 = Top + Pl * (H + Gap);
    int64_t TMin = INT64_MAX, TMax = INT64_MIN;
    for (unsigned B = 0; B < P.Buffers.size(); ++B)
      if (S.hasPlacement() && S.Placements[B].Pool == Pl)
        for (const LiveInterval &I : P.Buffers[B].Live) {
          TMin = std::min(TMin, I.Lower);
          TMax = std::max(TMax, I.Upper);
        }
    if (TMin >= TMax)
      TMin = 0, TMax = 1;
    uint64_t Peak = PR ? PR->Peak : 0, LB = PR ? PR->LowerBound : 0;
    std::optional<uint64_t> Cap = P.Pools[Pl].Capacity;
    uint64_t YMax = std::max<uint64_t>({Peak, LB, Cap ? *Cap : 0, 1});
    double SX = W / double(TMax - TMin), SY = H / (double(YMax) * 1.05);
    auto YOf = [&](uint64_t Addr) { return Y0 + H - double(Addr) * SY; };
    OS << "<g>\n";
    OS << "<text x=\"" << int(Left) << "\" y=\"" << int(Y0 - 10) << "\">pool "
       << escapeXML(P.Pools[Pl].Name) << ": peak=" << Peak << " lb=" << LB
       << " capacity=" << (Cap ? std::to_string(*Cap) : std::string("none"))
       << (PR ? " status=" + getStatusName(PR->Status).str() : "")
       << "</text>\n";
    OS << "<rect x=\"" << int(Left) << "\" y=\"" << int(Y0) << "\" width=\""
       << int(W) << "\" height=\"" << int(H)
       << "\" fill=\"#fafafa\" stroke=\"#888\" stroke-width=\"1\"/>\n";
    for (unsigned B = 0; B < P.Buffers.size(); ++B) {
      if (!S.hasPlacement() || S.Placements[B].Pool != Pl)
        continue;
      const Buffer &Buf = P.Buffers[B];
      uint64_t Off = S.Placements[B].Offset;
      unsigned Hue = (B * 137) % 360;
      for (const LiveInterval &I : Buf.Live) {
        double X = Left + double(I.Lower - TMin) * SX;
        double Wd = std::max(0.5, double(I.Upper - I.Lower) * SX);
        double Yt = YOf(Off + Buf.Size);
        double Ht = std::max(0.5, double(Buf.Size) * SY);
        OS << "<rect x=\"" << format("%.2f", X) << "\" y=\""
           << format("%.2f", Yt) << "\" width=\"" << format("%.2f", Wd)
           << "\" height=\"" << format("%.2f", Ht) << "\" fill=\"hsl(" << Hue
           << ",60%,70%)\" stroke=\"#333\" stroke-width=\"0.4\">"
           << "<title>" << escapeXML(Buf.Name) << " size=" << Buf.Size
           << " offset=" << Off << " live=[" << I.Lower << ", " << I.Upper
           << ")</title></rect>\n";
      }
    }
    auto HLine = [&](uint64_t Addr, StringRef Color, StringRef Label,
                     StringRef Dash) {
      double Y = YOf(Addr);
      OS << "<line x1=\"" << int(Left) << "\" y1=\"" << format("%.2f", Y)
         << "\" x2=\"" << int(Left + W) << "\" y2=\"" << format("%.2f", Y)
         << "\" stroke=\"" << Color << "\" stroke-width=\"1.5\""
         << (Dash.empty() ? "" : " stroke-dasharray=\"" + Dash.str() + "\"")
         << "/>\n";
      OS << "<text x=\"4\" y=\"" << format("%.2f", Y + 4) << "\" fill=\""
         << Color << "\">" << Label << "</text>\n";
    };
    if (Cap)
      HLine(*Cap, "#c00", "capacity", "6,3");
    HLine(LB, "#080", "lb", "2,2");
    HLine(Peak, "#00c", "peak", "");
    OS << "<text x=\"" << int(Left) << "\" y=\"" << int(Y0 + H + 16)
       << "\">time " << TMin << "</text>\n";
    OS << "<text x=\"" << int(Left + W - 120) << "\" y=\"" << int(Y0 + H + 16)
       << "\">time " << TMax << "</text>\n";
    OS << "</g>\n";
  }
  OS << "</svg>\n";
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
  return SO;
}

static Expected<Problem> load(StringRef File) {
  CSVReadOptions CO;
  if (CapacityOpt.getNumOccurrences())
    CO.Capacity = CapacityOpt;
  return readProblemFile(File, CO);
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

static int runOne(StringRef File) {
  Expected<Problem> P = load(File);
  if (!P)
    return fail(toString(P.takeError()));
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
      }
      writeSolutionJSON(*P, S, OS, Meta);
    }
  }
  if (!SvgFile.empty()) {
    std::error_code EC;
    raw_fd_ostream OS(SvgFile, EC, sys::fs::OF_Text);
    if (EC)
      return fail(SvgFile + ": cannot write: " + EC.message());
    writeSVG(*P, S, R, OS);
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
  outs() << "peak=" << R.TotalPeak << " lb=" << R.TotalLowerBound
         << " status=" << getStatusName(R.Status);
  if (Reuse)
    outs() << " reuse_cost=" << Reuse->Cost << " reuse_lb=" << Reuse->LowerBound
           << " reuse_proven=" << (Reuse->Proven ? "yes" : "no");
  outs() << " time_ms=" << formatMs(R.TimeMs) << "\n";
  return 0;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(PlanCat);
  cl::ParseCommandLineOptions(
      argc, argv,
      "pto-plan: the AscendPTO joint placement planner\n\n"
      "Solves a schema-v1 JSON or MiniMalloc CSV placement problem and ends "
      "its output with\n  peak=<bytes> lb=<bytes> status=<status> "
      "time_ms=<ms>\n(sums over pools when there are several).\n");
  if (!is_contained(getSolverNames(), StringRef(SolverName)))
    return fail("unknown solver '" + SolverName +
                "' (expected auto, baseline, portfolio or exact)");
  if (Bench)
    return runBench();
  if (Inputs.size() != 1)
    return fail("expected exactly one input file (or --bench)");
  return runOne(Inputs.front());
}
