//===- ProblemIO.h - Schema-v1 JSON and MiniMalloc CSV I/O ------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// This file declares the readers and writers of placement problems and
/// solutions:
///
///  - schema-v1 problem JSON (`dsa-problem-v1.schema.json` of the dsa-solver
///    corpus), read strictly: every malformed input is an llvm::Error of the
///    form `FILE: JSON.PATH: reason`, e.g.
///    `k.json: problem.buffers[3].live_intervals[0].upper: interval upper (4)
///    <= lower (9)`, and syntax errors are `FILE:LINE:COLUMN: reason`;
///  - MiniMalloc CSV (`id,lower,upper,size` with an optional `alignment`
///    column, in any order; one pool whose capacity comes from an option or,
///    failing that, from a file name of the form `NAME.CAPACITY.csv`);
///    errors are `FILE:LINE: reason`;
///  - schema-v1 solution JSON and CSV with an `offset` column.
///
/// External ids (buffer and pool `id` fields) are mapped to dense indices in
/// file order; every reference in the file (allowed pools, constraints,
/// pipeline members, ...) is resolved through that map.
///
/// Extensions, written only when used so that other problems stay schema-v1
/// clean: a colocation may carry an integer `offset` (Second is placed at
/// First + offset); `constraints.same_or_disjoint` lists pairs
/// `{first, second[, detail]}` that must share an address or no byte.
///
/// Problem fingerprint: the 64-bit FNV-1a hash (offset basis
/// 0xcbf29ce484222325, prime 0x100000001b3) of the following canonical text,
/// printed as 16 lower-case hex digits. Only what decides which placements
/// are valid enters it (not names, metadata, reasons or soft costs), ids are
/// the external ids, and every list is sorted so that reordering a file does
/// not change its fingerprint. All numbers are decimal; each record is one
/// line ending in '\n':
///
///     ptoplan-problem-v1
///     pool ID CAPACITY|- ALIGNMENT [R BEGIN END]...      (pools by id)
///     buffer ID SIZE ALIGNMENT [L LOWER UPPER]... [P POOLID]...
///                                   (buffers by id; live intervals sorted,
///                                    merged and non-empty; pools sorted)
///     sep A B                       (A < B, sorted, duplicates dropped)
///     coloc A B OFFSET              (as written, sorted)
///     texcl A B                     (A < B, sorted, duplicates dropped)
///     sod A B                       (same-or-disjoint; A < B, sorted)
///     pin BUFFER POOLID OFFSET 0|1  (sorted)
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_PLANNER_PROBLEMIO_H
#define ASCENDPTO_PLANNER_PROBLEMIO_H

#include "Planner/Problem.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <optional>
#include <string>

namespace llvm {
namespace ptoplan {

/// Limits of the readers (docs/diagnostics.md, "Limits"). Schema-v1 nests
/// six levels deep; the reader refuses more than MaxJSONDepth before
/// building anything, so no input can exhaust the stack.
constexpr unsigned MaxJSONDepth = 64;
/// Largest problem file readProblemFile reads (2 GiB; a problem of 10^6
/// buffers is about 150 MB of JSON).
constexpr uint64_t MaxProblemFileBytes = uint64_t(1) << 31;

/// The on-disk formats a problem can come in.
enum class ProblemFormat : uint8_t { JSON, CSV };

/// Options for reading MiniMalloc CSV.
struct CSVReadOptions {
  /// Capacity of the single pool. If unset, a file name `NAME.CAPACITY.csv`
  /// provides it; otherwise the pool is unbounded.
  std::optional<uint64_t> Capacity;
  /// Name given to the single pool.
  std::string PoolName = "mem";
};

/// Guesses the format of \p Text read from \p FileName: the extension
/// (`.json`, `.csv`) decides; otherwise a leading '{' means JSON.
ProblemFormat detectProblemFormat(StringRef FileName, StringRef Text);

/// Parses a schema-v1 problem. \p FileName only labels diagnostics.
Expected<Problem> parseProblemJSON(StringRef Text, StringRef FileName);

/// Parses a MiniMalloc CSV problem. \p FileName labels diagnostics and may
/// carry the capacity (see CSVReadOptions::Capacity).
Expected<Problem> parseProblemCSV(StringRef Text, StringRef FileName,
                                  const CSVReadOptions &Opts = {});

/// Reads \p Path and parses it as JSON or CSV (see detectProblemFormat).
Expected<Problem> readProblemFile(StringRef Path,
                                  const CSVReadOptions &Opts = {});

/// Writes \p P as schema-v1 problem JSON (two-space indented, keys in a fixed
/// order, so the output is deterministic).
void writeProblemJSON(const Problem &P, raw_ostream &OS);

/// Writes \p P as MiniMalloc CSV. Fails (writing nothing) if \p P is not
/// expressible in CSV: more than one pool, multi-interval buffers, or any
/// constraint.
Error writeProblemCSV(const Problem &P, raw_ostream &OS);

/// The FNV-1a-64 fingerprint of \p P's canonical serialisation (see the file
/// comment).
uint64_t computeProblemFingerprint(const Problem &P);

/// The canonical serialisation hashed by computeProblemFingerprint.
std::string getCanonicalProblemText(const Problem &P);

/// Formats a fingerprint as 16 lower-case hex digits.
std::string formatFingerprint(uint64_t Fingerprint);

/// Writes \p S as schema-v1 solution JSON for \p P. \p Metadata becomes the
/// solution's string metadata (e.g. status, peak, solver).
void writeSolutionJSON(const Problem &P, const Solution &S, raw_ostream &OS,
                       const std::map<std::string, std::string> &Metadata = {});

/// Writes \p S as MiniMalloc CSV with an `offset` column (plus `pool` when
/// \p P has several pools).
void writeSolutionCSV(const Problem &P, const Solution &S, raw_ostream &OS);

/// Parses a schema-v1 solution of \p P. Fails if its fingerprint does not
/// match \p P, if ids are unknown, or if a buffer is unplaced. The status of
/// the result is Unknown (a file says where buffers go, not what is proven).
Expected<Solution> parseSolutionJSON(const Problem &P, StringRef Text,
                                     StringRef FileName);

} // namespace ptoplan
} // namespace llvm

#endif // ASCENDPTO_PLANNER_PROBLEMIO_H
