//===- AscendPTOEmitter.h - PTO operation tree ------------------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The emitter builds each function as a tree of MLIR operations before
/// printing it, so that one tree prints in two syntaxes: PTO's custom form
/// (Custom) and MLIR's generic form (Name, operands, properties, regions,
/// attributes).
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOEMITTER_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOEMITTER_H

#include "llvm/ADT/SmallVector.h"
#include <string>
#include <vector>

namespace llvm {

class raw_ostream;

/// An SSA value: `%name` and its MLIR type.
struct PTOValue {
  std::string Name;
  std::string Type;
};

struct PTOOp;

/// A region with one block.
struct PTORegion {
  SmallVector<PTOValue, 4> Args;
  std::vector<PTOOp> Ops;
};

/// One MLIR operation.
struct PTOOp {
  /// Fully qualified name, e.g. `pto.tadd`.
  std::string Name;
  SmallVector<std::string, 1> Results;
  SmallVector<std::string, 1> ResultTypes;
  SmallVector<PTOValue, 4> Operands;
  /// Inherent attributes, generic form: `value = 16 : index`.
  std::string Properties;
  /// Discardable attributes, generic form: `layout = #pto.layout<nd>`.
  std::string Attributes;
  std::vector<PTORegion> Regions;
  /// The custom-syntax line; for region ops, the header before ` {`.
  std::string Custom;
  /// For region ops: the line between regions (`} else {`).
  SmallVector<std::string, 1> RegionSeparators;
  /// Custom syntax only: print the last region even if it only holds an
  /// implicit terminator (an scf.if's empty else is left out).
  bool PrintEmptyLastRegion = true;
  /// The source location, `loc("k.c":12:3)`, printed at the end of the op
  /// in both syntaxes; empty without debug info (see setSourceLocations).
  std::string Loc;

  void printCustom(raw_ostream &OS, unsigned Indent) const;
  void printGeneric(raw_ostream &OS, unsigned Indent) const;

  PTOOp() = default;
  PTOOp(const PTOOp &) = default;
  PTOOp &operator=(const PTOOp &) = default;
  /// Moves cannot throw (SmallVector's move does not allocate, though it is
  /// not declared noexcept): so std::vector<PTOOp> moves its ops when it
  /// grows instead of copying every string of every op (a 10,000-tile
  /// function's ops were copied about 14 times over).
  PTOOp(PTOOp &&) noexcept = default;
  PTOOp &operator=(PTOOp &&) noexcept = default;
};

} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOEMITTER_H
