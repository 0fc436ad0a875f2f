//===-- AscendPTOProcessors.td - CPUs and their memories --*- tablegen -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The two supported processors, each with its PTO architecture name and the
// usable capacity and address alignment of every memory space (usable, not
// physical: the top 8 KiB of the 910B's 192 KiB UB is not safe to use).
// Also the target-dependent tables every planner needs: legal tile.move
// pairs, and the accumulator (L0C) row rounding.
//
//===----------------------------------------------------------------------===//

// Ascend950 and its PTO architecture a5; everything else is a2a3.
def FeatureArchA5 : SubtargetFeature<"a5", "IsA5", "true",
                                     "PTO architecture a5 (Ascend950)">;

// The capacity and alignment (both in bytes) of one space on one processor.
class SpaceCapacity<MemSpace space, int capacity, int alignment = 32> {
  MemSpace Space = space;
  int Capacity = capacity;
  int Alignment = alignment;
}

// A processor. PTOArch is the module's `pto.target_arch`.
class AscendPTOProcessor<string name, string arch, list<SpaceCapacity> spaces,
                         list<SubtargetFeature> features>
    : ProcessorModel<name, NoSchedModel, features> {
  string PTOArch = arch;
  list<SpaceCapacity> Spaces = spaces;
  // On a split AIV function, a writer reading a tpop_from_aic value may not
  // take over, in place, the buffer of a load-derived input (the seed:
  // Ascend910 load + tpop_from_aic 危害).
  bit SplitLoadTpopHazard = 0;
}

// The first processor defined is the default CPU.
let SplitLoadTpopHazard = 1 in
def : AscendPTOProcessor<"ascend910b", "a2a3", [
  SpaceCapacity<SpaceVec,  188416>,
  SpaceCapacity<SpaceMat,  524288>,
  SpaceCapacity<SpaceLeft,  65536>,
  SpaceCapacity<SpaceRight, 65536>,
  SpaceCapacity<SpaceAcc,  131072>,
  SpaceCapacity<SpaceBias,   1024>
], []>;

def : AscendPTOProcessor<"ascend950", "a5", [
  SpaceCapacity<SpaceVec,     245760>,
  SpaceCapacity<SpaceMat,     524288>,
  SpaceCapacity<SpaceLeft,     65536>,
  SpaceCapacity<SpaceRight,    65536>,
  SpaceCapacity<SpaceAcc,     262144>,
  SpaceCapacity<SpaceBias,      4096>,
  SpaceCapacity<SpaceScaling,   4096>
], [FeatureArchA5]>;

// A pair of memory spaces an op may copy between (from the space of one of
// its operands to its result's), on the listed architectures, executed on
// Pipe; Converts when the copy may change the element type (the fixpipe
// out of acc). Ops that cut or paste windows (textract, tinsert) list their
// own pairs (AscendPTOTileOps.td); tmov uses the MovePair rows below.
class SpacePair<MemSpace src, MemSpace dst, list<string> archs,
                ExecPipe pipe, bit converts = 0> {
  MemSpace Src = src;
  MemSpace Dst = dst;
  list<string> Archs = archs;
  ExecPipe Pipe = pipe;
  bit Converts = converts;
}

// A legal `pto.tmov` (PyPTO tile.move) from Src to Dst. Every pair not
// listed is illegal on every architecture (acc to acc, mat to mat, ...).
class MovePair<MemSpace src, MemSpace dst, list<string> archs, ExecPipe pipe,
               bit converts = 0>
    : SpacePair<src, dst, archs, pipe, converts>;

def : MovePair<SpaceMat, SpaceLeft,    ["a2a3", "a5"], PipeMTE1>;
def : MovePair<SpaceMat, SpaceRight,   ["a2a3", "a5"], PipeMTE1>;
def : MovePair<SpaceMat, SpaceBias,    ["a2a3", "a5"], PipeMTE1>;
// pto-isa runs TMOV_M2S on FIX (sync-facts §1.3), not on MTE1 as ptoas
// assumes (§0.6).
def : MovePair<SpaceMat, SpaceScaling, ["a2a3", "a5"], PipeFIX>;
def : MovePair<SpaceVec, SpaceVec,     ["a2a3", "a5"], PipeV>;
def : MovePair<SpaceAcc, SpaceMat,     ["a2a3", "a5"], PipeFIX, 1>;
def : MovePair<SpaceAcc, SpaceVec,     ["a2a3", "a5"], PipeFIX, 1>;
def : MovePair<SpaceVec, SpaceMat,     ["a5"],         PipeFIX>;

// Accumulator tiles (L0C) occupy rows rounded up to Rows; DType = ? means
// every element type without a more specific row.
class AccRowRounding<string arch, DType dtype, int rows> {
  string Arch = arch;
  DType ElemType = dtype;
  int Rows = rows;
}

def : AccRowRounding<"a2a3", DTypeI32, 32>;
def : AccRowRounding<"a2a3", ?, 16>;
def : AccRowRounding<"a5",   ?, 16>;

// The blayout the assembler's parser gives every tile of Space on Arch,
// whatever the text says (ptoas-rules.md, preface and section R: the
// blayout of a loc=left tile is rewritten, a3 to row_major, a5 to
// col_major; every target_arch other than a5, "a2a3" included, reads as
// a3). Rules that depend on a tile's blayout as the assembler reads it (a
// boxed window's whole lines, AscendPTOLegality.td) use this one.
class ParsedBLayout<MemSpace space, string arch, string blayout> {
  MemSpace Space = space;
  string Arch = arch;
  string BLayout = blayout;
}

def : ParsedBLayout<SpaceLeft, "a2a3", "row_major">;
def : ParsedBLayout<SpaceLeft, "a5",   "col_major">;
