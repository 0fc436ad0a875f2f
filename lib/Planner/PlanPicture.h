//===- PlanPicture.h - Draw a placement as an SVG memory map ----*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one renderer of a placement, used by `pto-plan --svg` and by llc's
/// `-ascendpto-plan-svg=DIR`. It draws, per pool, a panel whose horizontal
/// axis is time (program points, labelled by instruction index and op name
/// when the caller gives a time axis) and whose vertical axis is the byte
/// address, with one rectangle per live interval of every placed buffer.
/// The layout rules (docs/planner-dsa.md, "The picture"):
///
///  - the address axis has ticks in bytes and a title; it is scaled to the
///    larger of the peak and the lower bound, so a plan at 13% of capacity
///    fills the panel; the capacity is drawn when it is on the scale and
///    noted in the panel's heading when it is not;
///  - capacity, lower bound and peak are horizontal lines whose labels sit
///    in the right margin, pushed apart so that they never overlap;
///  - buffers of one colocation component (a view and its source, an
///    in-place result, a carry web) share a hue, members vary in lightness;
///  - a name is written on a rectangle wherever it fits, and every buffer
///    is in the legend table under the panel (offset, size, lifetime,
///    group), whether or not its name fit;
///  - separations between buffers that are never live together (the pairs
///    a rule, not their lifetimes, kept apart) are drawn as dashed links
///    and listed with their rule; when the lower bound exceeds the
///    capacity, the buffers of the clique that proves it are outlined and
///    named in the heading;
///  - time marks (a hook for the synchronisation pass: barriers, set_flag,
///    wait_flag) are drawn as vertical lines labelled on the time axis.
///
/// Every element carries a `class` (and `data-` attributes where useful)
/// so that tests can check the structure (test/Planner/svg.test). The
/// output depends only on the inputs.
///
/// Nothing here depends on LLVM IR or CodeGen: only ADT and Support.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_PLANPICTURE_H
#define ASCENDPTO_PLANNER_PLANPICTURE_H

#include "Planner/LowerBound.h"
#include "Planner/Problem.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>

namespace llvm {
namespace ptoplan {

/// An instruction that starts at program point Time ("3 pto.tadd").
struct TimeLabel {
  int64_t Time = 0;
  unsigned Index = 0;  ///< Instruction index, as printed.
  std::string Op;      ///< "pto.tadd"; may be empty.
};

/// A point of interest on the time axis: the hook for the synchronisation
/// pass (a barrier, set_flag or wait_flag before the instruction at Time).
/// llc draws none yet: ascendpto-buffer-coloring writes the picture before
/// synchronisation is decided. A sync pass marks its instructions by
/// handing TimeMarks to writePlanSVG (PictureOptions::Marks) when it writes
/// the picture, or in a plan file's `time_marks` metadata, which pto-plan
/// draws.
struct TimeMark {
  int64_t Time = 0;
  std::string Kind;  ///< "barrier", "set_flag", "wait_flag"...
  std::string Label; ///< Drawn beside the mark: "PIPE_ALL", "MTE2->V".
};

/// What the caller knows of one pool beyond the problem and the placement.
struct PoolPictureFacts {
  /// Proven lower bound on the peak (else the static bound is computed).
  std::optional<uint64_t> LowerBound;
  /// "optimal", "feasible", "infeasible", "unknown"; may be empty.
  std::string Status;
  /// Buffers that must be pairwise disjoint (the bound's clique): outlined
  /// when the bound exceeds the capacity. Computed when left empty.
  std::optional<SmallVector<unsigned, 0>> Clique;
};

/// Everything optional the picture can show.
struct PictureOptions {
  /// Heading of the picture; the problem's instance name when empty.
  std::string Title;
  /// Per pool (index into Problem::Pools); missing entries are computed.
  SmallVector<PoolPictureFacts, 4> Pools;
  /// Instruction starts, sorted by time. When empty, the time axis has
  /// plain numeric ticks in program points.
  SmallVector<TimeLabel, 0> Axis;
  /// Sorted by time; may be empty.
  SmallVector<TimeMark, 0> Marks;
  /// Rows of the legend table per pool, at most (the rest are counted).
  unsigned MaxLegendRows = 400;
  /// Separation links drawn per pool, at most (the rest are counted).
  unsigned MaxSeparationLinks = 60;
};

/// Draws \p S (which may have no placement) for \p P.
void writePlanSVG(const Problem &P, const Solution &S,
                  const PictureOptions &Opts, raw_ostream &OS);

/// The time axis as one metadata string, `TIME:INDEX:OP` entries joined by
/// `;` (how llc's plan JSON carries it to pto-plan: metadata `time_axis`).
std::string formatTimeAxis(ArrayRef<TimeLabel> Axis);
/// Parses formatTimeAxis's form; an error names the bad entry.
Expected<SmallVector<TimeLabel, 0>> parseTimeAxis(StringRef Text);

/// Time marks as one metadata string, `TIME:KIND:LABEL` entries joined by
/// `;` (metadata `time_marks`; pto-plan draws them).
std::string formatTimeMarks(ArrayRef<TimeMark> Marks);
/// Parses formatTimeMarks's form; an error names the bad entry.
Expected<SmallVector<TimeMark, 0>> parseTimeMarks(StringRef Text);

/// Escapes \p S for XML text and attribute values.
std::string escapeXML(StringRef S);

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_PLANPICTURE_H
