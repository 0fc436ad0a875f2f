//===- PipeSim.cpp - In-order pipe queue simulator ------------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "CostModel/PipeSim.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Twine.h"
#include <algorithm>
#include <deque>

using namespace llvm;
using namespace llvm::ptocost;

SimInstr SimInstr::op(OpWork W, std::string Label) {
  SimInstr I;
  I.K = Kind::Op;
  I.Work = W;
  I.P = getOpClassPipe(W.Class);
  I.Label = std::move(Label);
  return I;
}

SimInstr SimInstr::opCycles(Pipe P, uint64_t Cycles, std::string Label) {
  SimInstr I;
  I.K = Kind::Op;
  I.P = P;
  I.FixedCycles = Cycles;
  I.Label = std::move(Label);
  return I;
}

SimInstr SimInstr::set(Pipe Src, Pipe Dst, unsigned Id) {
  SimInstr I;
  I.K = Kind::SetFlag;
  I.Src = Src;
  I.Dst = Dst;
  I.Id = Id;
  return I;
}

SimInstr SimInstr::wait(Pipe Src, Pipe Dst, unsigned Id) {
  SimInstr I = set(Src, Dst, Id);
  I.K = Kind::WaitFlag;
  return I;
}

SimInstr SimInstr::barrier(Pipe P) {
  SimInstr I;
  I.K = Kind::Barrier;
  I.P = P;
  return I;
}

SimInstr SimInstr::barrierAll() {
  SimInstr I;
  I.K = Kind::BarrierAll;
  return I;
}

Pipe SimInstr::queue() const {
  switch (K) {
  case Kind::Op:
  case Kind::Barrier:
    return P;
  case Kind::SetFlag:
    return Src;
  case Kind::WaitFlag:
    return Dst;
  case Kind::BarrierAll:
    return Pipe::S;
  }
  return Pipe::S;
}

namespace {

/// The state of one simulation; see the file comment of PipeSim.h.
class Simulator {
public:
  Simulator(ArrayRef<SimInstr> Trace, const CostModel &CM,
            bool RecordTimeline)
      : Trace(Trace), CM(CM), RecordTimeline(RecordTimeline) {}
  SimResult run();

private:
  /// An instruction issued into a pipe queue at cycle Ready.
  struct Issued {
    size_t Idx;
    uint64_t Ready;
  };
  /// The next event the simulation could take.
  struct Candidate {
    uint64_t Time;
    unsigned Priority; // 0: a wait, 1: anything else
    unsigned Queue;    // the pipe; S is the scalar unit
  };

  std::optional<Candidate> pipeCandidate(unsigned P) const;
  std::optional<Candidate> scalarCandidate() const;
  void runPipeHead(unsigned P, uint64_t Start);
  void runScalar(uint64_t Start);
  void fire(const SimInstr &I, size_t Idx, uint64_t Time);
  void consume(const SimInstr &I);
  void reportDeadlock();
  std::string describe(size_t Idx) const;
  void record(size_t Idx, Pipe Q, uint64_t Ready, uint64_t Start,
              uint64_t End) {
    if (RecordTimeline)
      R.Timeline.push_back({Idx, Q, Ready, Start, End});
  }

  static unsigned flagKey(const SimInstr &I) {
    return (static_cast<unsigned>(I.Src) * NumPipes +
            static_cast<unsigned>(I.Dst)) *
               65536u +
           std::min(I.Id, 65535u);
  }
  uint64_t cost(CostParam P) const {
    return static_cast<uint64_t>(CM.get(P));
  }
  bool queuesEmpty() const {
    return llvm::all_of(Queues, [](const auto &Q) { return Q.empty(); });
  }

  ArrayRef<SimInstr> Trace;
  const CostModel &CM;
  bool RecordTimeline;
  std::array<std::deque<Issued>, NumPipes> Queues;
  std::array<uint64_t, NumPipes> Free{};
  /// Whether the last instruction a pipe ran was an op (not a sync).
  std::array<bool, NumPipes> LastWasOp{};
  /// Set flags: key -> (cycle it was set, the set's trace index).
  DenseMap<unsigned, std::pair<uint64_t, size_t>> Flags;
  size_t Next = 0;
  uint64_t IssueTime = 0;
  SimResult R;
};

} // namespace

std::string Simulator::describe(size_t Idx) const {
  const SimInstr &I = Trace[Idx];
  std::string S;
  switch (I.K) {
  case SimInstr::Kind::Op:
    S = I.Label.empty() ? ("op on " + getPipeName(I.P)).str() : I.Label;
    break;
  case SimInstr::Kind::SetFlag:
  case SimInstr::Kind::WaitFlag:
    S = (Twine(I.K == SimInstr::Kind::SetFlag ? "set_flag(" : "wait_flag(") +
         getPipeName(I.Src) + ", " + getPipeName(I.Dst) + ", EVENT_ID" +
         Twine(I.Id) + ")")
            .str();
    break;
  case SimInstr::Kind::Barrier:
    S = ("pipe_barrier(" + getPipeName(I.P) + ")").str();
    break;
  case SimInstr::Kind::BarrierAll:
    S = "pipe_barrier(PIPE_ALL)";
    break;
  }
  return (Twine("instruction ") + Twine(Idx) + " (" + S + ")").str();
}

std::optional<Simulator::Candidate>
Simulator::pipeCandidate(unsigned P) const {
  if (Queues[P].empty())
    return std::nullopt;
  const Issued &H = Queues[P].front();
  const SimInstr &I = Trace[H.Idx];
  uint64_t Start = std::max(H.Ready, Free[P]);
  if (I.K != SimInstr::Kind::WaitFlag)
    return Candidate{Start, 1, P};
  auto It = Flags.find(flagKey(I));
  if (It == Flags.end())
    return std::nullopt; // blocked until the flag is set
  return Candidate{std::max(Start, It->second.first), 0, P};
}

std::optional<Simulator::Candidate> Simulator::scalarCandidate() const {
  if (Next >= Trace.size())
    return std::nullopt;
  const SimInstr &I = Trace[Next];
  constexpr unsigned S = static_cast<unsigned>(Pipe::S);
  if (I.queue() != Pipe::S)
    return Candidate{IssueTime, 1, S}; // issue into a pipe queue
  switch (I.K) {
  case SimInstr::Kind::WaitFlag: {
    auto It = Flags.find(flagKey(I));
    if (It == Flags.end())
      return std::nullopt;
    return Candidate{std::max(IssueTime, It->second.first), 0, S};
  }
  case SimInstr::Kind::BarrierAll: {
    if (!queuesEmpty())
      return std::nullopt;
    uint64_t T = IssueTime;
    for (uint64_t F : Free)
      T = std::max(T, F);
    return Candidate{T, 1, S};
  }
  default:
    return Candidate{IssueTime, 1, S};
  }
}

void Simulator::fire(const SimInstr &I, size_t Idx, uint64_t Time) {
  auto [It, Inserted] = Flags.try_emplace(flagKey(I), Time, Idx);
  if (!Inserted)
    R.Errors.push_back(describe(Idx) + " fires at cycle " + std::to_string(Time) +
                       " while the flag set by " + describe(It->second.second) +
                       " is still set: a signal is lost");
}

void Simulator::consume(const SimInstr &I) { Flags.erase(flagKey(I)); }

void Simulator::runPipeHead(unsigned P, uint64_t Start) {
  Issued H = Queues[P].front();
  Queues[P].pop_front();
  const SimInstr &I = Trace[H.Idx];
  uint64_t Ready = std::max(H.Ready, Free[P]);
  switch (I.K) {
  case SimInstr::Kind::Op: {
    // Heads overlap only between ops queued back to back (no sync between
    // them): the sync waits for the earlier op to drain.
    bool Behind = H.Ready < Free[P] && LastWasOp[P];
    uint64_t C = I.FixedCycles ? *I.FixedCycles : CM.cycles(I.Work, Behind);
    Free[P] = Start + C;
    R.Busy[P] += C;
    LastWasOp[P] = true;
    record(H.Idx, Pipe(P), Ready, Start, Free[P]);
    return;
  }
  case SimInstr::Kind::SetFlag:
    Free[P] = Start + cost(CostParam::FlagCost);
    fire(I, H.Idx, Free[P]);
    break;
  case SimInstr::Kind::WaitFlag:
    consume(I);
    Free[P] = Start + cost(CostParam::FlagCost);
    break;
  case SimInstr::Kind::Barrier:
    Free[P] = Start + cost(CostParam::BarrierCost);
    break;
  case SimInstr::Kind::BarrierAll:
    break; // runs on S, never queued
  }
  LastWasOp[P] = false;
  record(H.Idx, Pipe(P), Ready, Start, Free[P]);
}

void Simulator::runScalar(uint64_t Start) {
  size_t Idx = Next++;
  const SimInstr &I = Trace[Idx];
  constexpr unsigned S = static_cast<unsigned>(Pipe::S);
  if (I.queue() != Pipe::S) {
    Queues[static_cast<unsigned>(I.queue())].push_back({Idx, Start});
    IssueTime = Start + cost(CostParam::ScalarIssue);
    return;
  }
  uint64_t Ready = IssueTime;
  switch (I.K) {
  case SimInstr::Kind::Op: {
    uint64_t C = I.FixedCycles ? *I.FixedCycles : CM.cycles(I.Work, false);
    IssueTime = Start + C;
    R.Busy[S] += C;
    break;
  }
  case SimInstr::Kind::SetFlag:
    IssueTime = Start + cost(CostParam::FlagCost);
    fire(I, Idx, IssueTime);
    break;
  case SimInstr::Kind::WaitFlag:
    consume(I);
    IssueTime = Start + cost(CostParam::FlagCost);
    break;
  case SimInstr::Kind::Barrier:
    R.Errors.push_back(describe(Idx) +
                       ": pipe_barrier(PIPE_S) is a hardware error");
    IssueTime = Start;
    break;
  case SimInstr::Kind::BarrierAll:
    IssueTime = Start + cost(CostParam::BarrierCost);
    break;
  }
  record(Idx, Pipe::S, Ready, Start, IssueTime);
}

void Simulator::reportDeadlock() {
  std::string Blocked;
  auto Add = [&](size_t Idx) {
    if (!Blocked.empty())
      Blocked += "; ";
    Blocked += describe(Idx);
  };
  if (Next < Trace.size())
    Add(Next);
  for (const auto &Q : Queues)
    if (!Q.empty())
      Add(Q.front().Idx);
  R.Errors.push_back("deadlock: no queue can proceed; blocked at " + Blocked);
}

SimResult Simulator::run() {
  for (;;) {
    std::optional<Candidate> Best = scalarCandidate();
    for (unsigned P = 0; P < NumPipes; ++P) {
      std::optional<Candidate> C = pipeCandidate(P);
      if (C && (!Best || std::tie(C->Time, C->Priority, C->Queue) <
                             std::tie(Best->Time, Best->Priority, Best->Queue)))
        Best = C;
    }
    if (!Best) {
      if (Next < Trace.size() || !queuesEmpty())
        reportDeadlock();
      break;
    }
    // The scalar unit is queue S; it never holds issued instructions.
    if (Best->Queue == static_cast<unsigned>(Pipe::S) &&
        Queues[Best->Queue].empty())
      runScalar(Best->Time);
    else
      runPipeHead(Best->Queue, Best->Time);
  }
  for (const auto &[Key, Set] : Flags)
    R.Errors.push_back(describe(Set.second) + " is never waited: the flag is "
                                              "still set at exit");
  // DenseMap order is not deterministic: sort the exit errors.
  llvm::sort(R.Errors.begin() + (R.Errors.size() - Flags.size()),
             R.Errors.end());
  R.Makespan = IssueTime;
  for (uint64_t F : Free)
    R.Makespan = std::max(R.Makespan, F);
  return R;
}

SimResult llvm::ptocost::simulate(ArrayRef<SimInstr> Trace,
                                  const CostModel &CM, bool RecordTimeline) {
  return Simulator(Trace, CM, RecordTimeline).run();
}
