//===- AscendPTOTileConstraints.h - What may share bytes --------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The facts about a function's tiles that every pass deciding buffers
/// shares (ascendpto-tile-carries, ascendpto-buffer-coloring, the emitter's
/// checks): every tile with its type and size, the tiles that must share
/// bytes (in-place results with their input, views with their source, at a
/// byte offset), and the pairs that must never share bytes, each with the
/// rule from the op table that forbids it (docs/planner.md).
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTILECONSTRAINTS_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTILECONSTRAINTS_H

#include "AscendPTOTileType.h"
#include "Planner/Problem.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"
#include <optional>
#include <string>

namespace llvm {

class AscendPTOSubtarget;
class MachineFunction;
class MachineInstr;
class MachineRegisterInfo;

namespace AscendPTO {

/// One tile virtual register.
struct TileInfo {
  Register Reg;
  const MachineInstr *Def = nullptr;
  TileType Type;
  /// Bytes the tile spans: its own size, or for a window into a wider
  /// tile, from its first element to its last (rows lie a source row
  /// apart).
  uint64_t Size = 0;
  /// Elements between the starts of consecutive rows (row_major) or
  /// columns (col_major): the tile's own width, or its source's for a
  /// window.
  int64_t Pitch = 0;
  /// True for a window narrower than its source (along the source's
  /// layout), or a window of one: its rows (columns) are not contiguous.
  bool Strided = false;
};

/// B lives at A's base plus Offset bytes (a view, an in-place result).
struct TileColocation {
  Register A, B;
  int64_t Offset = 0;
  /// `in-place pto.tmatmul.acc`, `view pto.treshape`.
  std::string Why;
  /// The instruction that creates the relation.
  const MachineInstr *MI = nullptr;
  /// True for an in-place result (A is the input that is overwritten).
  bool InPlace = false;
  /// True for a window whose offset is known only at run time (B is then
  /// colocated at A's base, as large as A).
  bool Dynamic = false;
};

/// A and B must never share bytes.
struct TileSeparation {
  Register A, B;
  ptoplan::SeparationReason Reason = ptoplan::SeparationReason::Generic;
  /// The rule, for diagnostics: `pto.trecip (not_inplace_safe): the result
  /// may not alias src`.
  std::string Rule;
};

/// A tile placed in a slot of a declared buffer by pto.bind.
struct TileBinding {
  Register Tile;
  /// Index into AscendPTOMachineFunctionInfo::getDeclaredBuffers().
  unsigned Buffer = 0;
  /// The slot, when it is a compile-time constant.
  std::optional<int64_t> Slot;
  /// The slot's register (an `index`).
  Register SlotReg;
  const MachineInstr *MI = nullptr;
};

/// A run-time slot `(x + Add) srem Mod` (Mod > 0; `x srem Mod` has Add 0).
struct SlotForm {
  Register Base;
  int64_t Add = 0;
  int64_t Mod = 0;
};

/// The form of slot register \p R, or std::nullopt when it is not one.
std::optional<SlotForm> slotForm(const MachineRegisterInfo &MRI, Register R);

/// True when bindings \p A and \p B are in different slots on every run:
/// two different constant slots, or `(x + a) srem M` and `(x + b) srem M`
/// of one register x with a - b not a multiple of M (x + a and x + b then
/// differ modulo M, and srem keeps the residue). Anything else (one
/// register, two unrelated registers, a register and a constant) may be
/// one slot at run time.
bool slotsDiffer(const MachineRegisterInfo &MRI, const TileBinding &A,
                 const TileBinding &B);

/// The tiles of a function and the constraints on their buffers.
class TileConstraints {
public:
  /// Collects everything. Returns false, with \p Err set, when a tile's type
  /// is malformed.
  bool build(const MachineFunction &MF, const AscendPTOSubtarget &STI,
             std::string &Err);

  ArrayRef<TileInfo> tiles() const { return Tiles; }
  const TileInfo *lookup(Register R) const {
    auto It = Index.find(R);
    return It == Index.end() ? nullptr : &Tiles[It->second];
  }
  ArrayRef<TileColocation> colocations() const { return Colocations; }
  ArrayRef<TileSeparation> separations() const { return Separations; }
  /// Whether \p R lives in storage the planner does not place (a tile
  /// popped from the cube core, or a view of one).
  bool isReserved(Register R) const { return Reserved.count(R); }
  /// Whether \p R is a window PTO addresses only through its source: one
  /// narrower than its source (its rows are not contiguous) or at a
  /// run-time offset, or a view of such a window. It cannot be printed as
  /// a tile of its own at an address (a carried or merged tile, a handle
  /// made again in another region).
  bool isSourceWindow(Register R) const {
    if (Windowed.count(R))
      return true;
    const TileInfo *T = lookup(R);
    return T && T->Strided;
  }
  /// Result/input pairs that must be at one address or disjoint.
  ArrayRef<TileSeparation> sameOrDisjoint() const { return SameOrDisjoint; }
  ArrayRef<TileBinding> bindings() const { return Bindings; }
  /// The binding of \p Tile, or null.
  const TileBinding *binding(Register Tile) const {
    for (const TileBinding &B : Bindings)
      if (B.Tile == Tile)
        return &B;
    return nullptr;
  }
  /// The rule keeping \p A and \p B apart, or null.
  const TileSeparation *separation(Register A, Register B) const;

  /// `%name` or `%7`.
  static std::string name(const MachineRegisterInfo &MRI, Register R);

private:
  SmallVector<TileInfo, 0> Tiles;
  DenseMap<Register, unsigned> Index;
  SmallVector<TileColocation, 0> Colocations;
  SmallVector<TileSeparation, 0> Separations;
  SmallVector<TileBinding, 0> Bindings;
  SmallVector<TileSeparation, 0> SameOrDisjoint;
  DenseSet<Register> Reserved;
  DenseSet<Register> Windowed;
  DenseMap<std::pair<unsigned, unsigned>, unsigned> SeparationIndex;
  /// Separations of a tile from itself (tmp and src the same tile).
  SmallVector<TileSeparation, 0> Unsatisfiable;

  void addSeparation(Register A, Register B, ptoplan::SeparationReason R,
                     std::string Rule);
  /// The byte offset of view \p View in its source \p Src (td: ViewRule),
  /// or std::nullopt with \p Err set for a window that cannot be placed.
  /// \p Dynamic is set for a window at a run-time offset (offset 0).
  static std::optional<int64_t> viewOffset(const MachineInstr &MI,
                                           const TileOpInfo &Op,
                                           const TileInfo &Src,
                                           const TileInfo &View,
                                           const AscendPTOSubtarget &STI,
                                           bool &Dynamic, std::string &Err);
};

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTILECONSTRAINTS_H
