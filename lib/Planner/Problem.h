//===- Problem.h - IR-free placement problem model --------------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// This file declares the placement problem shared by every planner in
/// AscendPTO: the backend's pypto-compatible packer, the joint (dsa) solvers,
/// the independent validator and the `pto-plan` command-line tool.
///
/// A problem is a set of pools (address spaces with a capacity, reserved
/// ranges and an alignment) and buffers (a size, an alignment, one or more
/// half-open live intervals, and the pools a buffer may go to). Two buffers
/// whose live intervals overlap may not share bytes. On top of that:
///
///  - a *separation* forbids two buffers from sharing bytes whatever their
///    lifetimes (a no-alias rule of an operation, a hardware hazard, a
///    pipeline stage, a declared buffer), and records why;
///  - a *colocation* fixes the offset of one buffer relative to another
///    (views and in-place results share their source's bytes); colocated
///    buffers are allowed to overlap in time and bytes;
///  - a *pin* fixes a buffer's pool and offset;
///  - *pipeline groups* describe software-pipelined copies that the pypto
///    packer keeps apart up to a capacity-gated depth.
///
/// Nothing here depends on LLVM IR or CodeGen: only ADT and Support.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_PROBLEM_H
#define ASCENDPTO_PLANNER_PROBLEM_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace llvm {
namespace ptoplan {

/// A half-open interval [Lower, Upper) of program points.
struct LiveInterval {
  int64_t Lower = 0;
  int64_t Upper = 0;

  bool empty() const { return Upper <= Lower; }
  bool overlaps(const LiveInterval &O) const {
    return Lower < O.Upper && O.Lower < Upper;
  }
};

/// The non-empty intervals of \p Live, sorted by start, with those that
/// overlap or touch merged.
SmallVector<LiveInterval, 2> normalizeLive(ArrayRef<LiveInterval> Live);

/// A half-open byte range [Begin, End) inside a pool.
struct AddressRange {
  uint64_t Begin = 0;
  uint64_t End = 0;
};

/// An address space that buffers are placed into.
struct Pool {
  /// Identifier used by external formats (schema-v1 `id`).
  unsigned Id = 0;
  std::string Name;
  /// Usable capacity in bytes; std::nullopt means unbounded.
  std::optional<uint64_t> Capacity;
  /// Minimum offset alignment of every buffer placed in this pool.
  uint64_t Alignment = 1;
  /// Byte ranges no buffer may occupy.
  SmallVector<AddressRange, 0> Reserved;
  /// Optional bank geometry (schema-v1 `bank_geometry`); NumBanks == 0 means
  /// none was given. Carried through I/O, not used by the solvers.
  uint64_t BankSize = 0;
  unsigned NumBanks = 0;
};

/// One allocation to be placed.
struct Buffer {
  /// Identifier used by external formats (schema-v1 `id`, CSV `id`).
  unsigned Id = 0;
  std::string Name;
  uint64_t Size = 0;
  /// Offset alignment of this buffer (combined with the pool's).
  uint64_t Alignment = 1;
  /// Sorted, pairwise disjoint live intervals (see Problem::normalize()).
  SmallVector<LiveInterval, 1> Live;
  /// Indices into Problem::Pools this buffer may be placed in.
  SmallVector<unsigned, 1> AllowedPools;
};

/// Why two buffers must not share bytes. The first five mirror schema v1.
enum class SeparationReason : uint8_t {
  Generic,
  PipelineStage,
  TargetHazard,
  SemanticNoAlias,
  CrossPipe,
};

/// Returns the schema-v1 spelling of \p R ("semantic_no_alias", ...).
StringRef getSeparationReasonName(SeparationReason R);

/// Two buffers that must be address-disjoint whatever their lifetimes.
struct Separation {
  unsigned First = 0;  ///< Index into Problem::Buffers.
  unsigned Second = 0; ///< Index into Problem::Buffers.
  SmallVector<SeparationReason, 1> Reasons;
  /// Human-readable rule that produced the separation (for diagnostics),
  /// e.g. "trecip is not in-place safe".
  std::string Detail;
};

/// Second is placed at First's offset plus Offset, in the same pool.
/// Colocated buffers hold the same data (a view, an in-place result), so
/// they may overlap in time and bytes.
struct Colocation {
  unsigned First = 0;
  unsigned Second = 0;
  int64_t Offset = 0;
};

/// First and Second either start at the same offset or share no byte. An
/// operation may write its result over an input it reads (in place) only at
/// the input's own address: a result overlapping part of an input from
/// another base would overwrite input elements before they are read.
struct SameOrDisjoint {
  unsigned First = 0;
  unsigned Second = 0;
  std::string Detail;
};

/// First and Second must not be live at the same time (schema v1).
struct TemporalExclusion {
  unsigned First = 0;
  unsigned Second = 0;
};

/// A buffer with a fixed pool and offset.
struct Pin {
  unsigned Buffer = 0; ///< Index into Problem::Buffers.
  unsigned Pool = 0;   ///< Index into Problem::Pools.
  uint64_t Offset = 0;
  /// No other buffer may use the pinned bytes at any time.
  bool ExclusiveForAllTime = false;
};

/// Soft cost for letting two buffers share bytes (schema v1 cost model).
struct ReusePenalty {
  unsigned First = 0;
  unsigned Second = 0;
  uint64_t Cost = 0;
  std::string Reason;
};

/// A buffer that belongs to a software-pipelined group.
struct PipelineMember {
  unsigned Buffer = 0; ///< Index into Problem::Buffers.
  unsigned Stage = 0;  ///< Stage id as written (may be sparse).
  /// Residue of the member modulo the effective depth, as exported by the
  /// producer (schema-v1 `residue`). Informational.
  unsigned Residue = 0;
};

/// Copies of one pipelined loop body: members of different stages should be
/// kept apart, up to a depth the capacity can afford.
struct PipelineGroup {
  unsigned Id = 0;
  unsigned Pool = 0;       ///< Index into Problem::Pools.
  unsigned Depth = 1;      ///< Requested depth (stage= of the source).
  SmallVector<PipelineMember, 4> Members;
  /// Bytes of one pipeline slot (schema-v1 `slot_size`); 0 if unknown.
  uint64_t SlotSize = 0;
  /// Depth the producer kept after capacity gating (schema-v1
  /// `effective_depth`); 0 if unknown.
  unsigned EffectiveDepth = 0;
};

/// The source-level values a buffer stands for (schema-v1
/// `pypto_structure.alias_classes`). Informational.
struct AliasClass {
  unsigned Buffer = 0; ///< Index into Problem::Buffers.
  SmallVector<std::string, 1> Members;
};

/// The whole placement problem.
struct Problem {
  std::string Instance;
  std::string Profile = "standard_dsa";
  std::map<std::string, std::string> Metadata;

  SmallVector<Pool, 8> Pools;
  SmallVector<Buffer, 0> Buffers;
  SmallVector<Separation, 0> Separations;
  SmallVector<Colocation, 0> Colocations;
  SmallVector<SameOrDisjoint, 0> SameOrDisjoints;
  SmallVector<TemporalExclusion, 0> TemporalExclusions;
  SmallVector<Pin, 0> Pins;
  SmallVector<ReusePenalty, 0> ReusePenalties;
  SmallVector<PipelineGroup, 0> PipelineGroups;
  /// Lexicographic objective terms as written (e.g. "total_peak").
  SmallVector<std::string, 4> Objective;
  SmallVector<AliasClass, 0> AliasClasses;
  /// Schema-v1 `relaxed_from` / `relaxed_features` (profile
  /// pypto_core_relaxation only).
  std::string RelaxedFrom;
  SmallVector<std::string, 0> RelaxedFeatures;

  /// Adds a pool and returns its index.
  unsigned addPool(StringRef Name, std::optional<uint64_t> Capacity,
                   uint64_t Alignment);
  /// Adds a buffer and returns its index; Id defaults to the index.
  unsigned addBuffer(StringRef Name, uint64_t Size, uint64_t Alignment,
                     ArrayRef<LiveInterval> Live, unsigned PoolIdx);
  void addSeparation(unsigned A, unsigned B, SeparationReason R,
                     StringRef Detail);
  void addColocation(unsigned A, unsigned B, int64_t Offset = 0);
  /// Pins buffer \p B to \p Offset in pool \p PoolIdx.
  void addPin(unsigned B, unsigned PoolIdx, uint64_t Offset,
              bool Exclusive = false);
  /// Requires buffers \p A and \p B never to be live at the same time.
  void addTemporalExclusion(unsigned A, unsigned B);

  /// Sorts and merges every buffer's live intervals, drops empty ones.
  void normalize();
};

/// Limits on the numbers of a problem (docs/diagnostics.md, "Limits").
/// Within them no arithmetic of the planner, the bounds or the validator on
/// sizes, offsets and intervals overflows 64 bits: every sum of sizes is at
/// most the total, every offset plus size at most 2^63, and the difference
/// of two interval ends fits in int64_t.
struct ProblemLimits {
  /// Sizes, alignments, capacities, offsets (pins, colocations, reserved
  /// ranges) and the sum of all buffer sizes: at most 2^62 bytes.
  static constexpr uint64_t MaxBytes = uint64_t(1) << 62;
  /// Interval ends: within [-2^61, 2^61].
  static constexpr int64_t MaxTime = int64_t(1) << 61;
};

/// Checks \p P against ProblemLimits; the message names the buffer or pool,
/// the value and the limit. Empty if \p P is within them.
std::string checkProblemLimits(const Problem &P);

/// Where one buffer went.
struct Placement {
  unsigned Pool = 0; ///< Index into Problem::Pools.
  uint64_t Offset = 0;
};

/// A solver's answer.
struct Solution {
  enum class StatusKind : uint8_t {
    /// Peak proven minimal in every pool.
    Optimal,
    /// Fits every capacity; optimality not proven.
    Feasible,
    /// Proven not to fit some capacity.
    Infeasible,
    /// No placement within capacity found, infeasibility not proven.
    Unknown,
  };
  StatusKind Status = StatusKind::Unknown;
  /// One entry per buffer (same index as Problem::Buffers). Meaningful when a
  /// placement was produced (also for Unknown: the best overflowing one).
  SmallVector<Placement, 0> Placements;
  bool hasPlacement() const { return !Placements.empty(); }
};

StringRef getStatusName(Solution::StatusKind S);

/// Highest end offset (offset + size) over the buffers placed in \p PoolIdx.
uint64_t computePeak(const Problem &P, const Solution &S, unsigned PoolIdx);

/// Returns \p V rounded up to a multiple of \p Align (Align >= 1).
inline uint64_t alignUp(uint64_t V, uint64_t Align) {
  return Align <= 1 ? V : (V + Align - 1) / Align * Align;
}

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_PROBLEM_H
