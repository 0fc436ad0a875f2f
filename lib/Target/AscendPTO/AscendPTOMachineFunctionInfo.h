//===- AscendPTOMachineFunctionInfo.h - Per-function plan -------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the planner decided for one function: the byte offset of every tile
/// virtual register in its memory space. It is serialised in MIR under
/// `machineFunctionInfo:` so that a .mir test can run the planner alone
/// (-run-pass=ascendpto-buffer-coloring) and check the addresses, and so
/// that -stop-after / -start-after round-trip the plan:
///
/// \code
///   machineFunctionInfo:
///     planned: true
///     pipeline:
///       - { reg: '%a0', group: 0, stage: 0, depth: 2 }
///     declaredBuffers:
///       - { name: l0c, space: acc, slots: 2, slotBytes: 4096 }
///     tileOffsets:
///       - { reg: '%x', offset: 0 }
///       - { reg: '%y', offset: 4096 }
/// \endcode
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOMACHINEFUNCTIONINFO_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOMACHINEFUNCTIONINFO_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MIRYamlMapping.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/Register.h"
#include <optional>

namespace llvm {

/// A buffer the kernel declares (a global in a tile address space) and binds
/// tiles to with pto.bind: Slots slots of SlotBytes bytes each.
struct AscendPTODeclaredBuffer {
  /// Limits (docs/diagnostics.md): far above any on-chip memory, low enough
  /// that slot offsets (slot x slot bytes) stay below 2^52.
  static constexpr uint64_t MaxSlots = uint64_t(1) << 20;
  static constexpr uint64_t MaxSlotBytes = uint64_t(1) << 32;

  std::string Name;
  /// The memory space (AscendPTO::MemSpace).
  unsigned Space = 0;
  unsigned Slots = 1;
  uint64_t SlotBytes = 0;
};

/// A tile produced by one stage of a software-pipelined loop body
/// (issue: pipeline-stage separation; docs/planner.md).
struct AscendPTOPipelineMember {
  unsigned Group = 0;
  unsigned Stage = 0;
  /// The depth the author asked for (the source's stage=); one per group.
  unsigned Depth = 1;
};

class AscendPTOMachineFunctionInfo : public MachineFunctionInfo {
  bool Failed = false;
  DenseMap<Register, AscendPTOPipelineMember> Pipeline;
  bool Planned = false;
  DenseMap<Register, uint64_t> TileOffsets;
  SmallVector<AscendPTODeclaredBuffer, 2> DeclaredBuffers;

public:
  AscendPTOMachineFunctionInfo(const Function &F,
                               const TargetSubtargetInfo *STI) {}

  MachineFunctionInfo *
  clone(BumpPtrAllocator &Allocator, MachineFunction &DestMF,
        const DenseMap<MachineBasicBlock *, MachineBasicBlock *> &Src2DstMBB)
      const override;

  /// An error was reported for this function: later passes leave it alone
  /// and the emitter prints nothing for it.
  bool hasFailed() const { return Failed; }
  void setFailed() { Failed = true; }

  /// Whether the planner has placed every tile of the function.
  bool isPlanned() const { return Planned; }
  void setPlanned(bool P) { Planned = P; }

  void clearTileOffsets() { TileOffsets.clear(); }
  void setTileOffset(Register R, uint64_t Offset) { TileOffsets[R] = Offset; }
  std::optional<uint64_t> getTileOffset(Register R) const {
    auto It = TileOffsets.find(R);
    if (It == TileOffsets.end())
      return std::nullopt;
    return It->second;
  }
  const DenseMap<Register, uint64_t> &getTileOffsets() const {
    return TileOffsets;
  }

  /// Pipeline membership of tiles; dropped once planning is done.
  const DenseMap<Register, AscendPTOPipelineMember> &getPipeline() const {
    return Pipeline;
  }
  void setPipelineMember(Register R, const AscendPTOPipelineMember &M) {
    Pipeline[R] = M;
  }
  void clearPipeline() { Pipeline.clear(); }

  /// Declared buffers, indexed by the BIND instructions' buffer operand.
  ArrayRef<AscendPTODeclaredBuffer> getDeclaredBuffers() const {
    return DeclaredBuffers;
  }
  /// Returns the index of the buffer named \p B.Name, adding it if new.
  unsigned addDeclaredBuffer(const AscendPTODeclaredBuffer &B) {
    for (auto [I, D] : enumerate(DeclaredBuffers))
      if (D.Name == B.Name)
        return I;
    DeclaredBuffers.push_back(B);
    return DeclaredBuffers.size() - 1;
  }
};

namespace yaml {

struct AscendPTOTileOffset {
  StringValue Reg;
  uint64_t Offset = 0;
  bool operator==(const AscendPTOTileOffset &O) const {
    return Reg == O.Reg && Offset == O.Offset;
  }
};

struct AscendPTODeclaredBufferYAML {
  /// A StringValue so that a diagnostic about the entry has a location.
  StringValue Name;
  std::string Space;
  /// Signed 64-bit, wider than what is kept, so that a value out of range
  /// gets the plugin's message naming it and the limit, not YAML's.
  int64_t Slots = 1;
  uint64_t SlotBytes = 0;
  bool operator==(const AscendPTODeclaredBufferYAML &O) const {
    return Name == O.Name && Space == O.Space && Slots == O.Slots &&
           SlotBytes == O.SlotBytes;
  }
};

struct AscendPTOPipelineMemberYAML {
  StringValue Reg;
  /// Signed 64-bit for the same reason as the slots of a declared buffer.
  int64_t Group = 0;
  int64_t Stage = 0;
  int64_t Depth = 1;
  bool operator==(const AscendPTOPipelineMemberYAML &O) const {
    return Reg == O.Reg && Group == O.Group && Stage == O.Stage &&
           Depth == O.Depth;
  }
};

struct AscendPTOMachineFunctionInfo final : public yaml::MachineFunctionInfo {
  bool Planned = false;
  std::vector<AscendPTOPipelineMemberYAML> Pipeline;
  std::vector<AscendPTODeclaredBufferYAML> DeclaredBuffers;
  std::vector<AscendPTOTileOffset> TileOffsets;

  AscendPTOMachineFunctionInfo() = default;
  AscendPTOMachineFunctionInfo(const llvm::AscendPTOMachineFunctionInfo &MFI,
                               const llvm::MachineRegisterInfo &MRI);

  void mappingImpl(yaml::IO &YamlIO) override;
};

template <> struct MappingTraits<AscendPTOTileOffset> {
  static void mapping(IO &YamlIO, AscendPTOTileOffset &T) {
    YamlIO.mapRequired("reg", T.Reg);
    YamlIO.mapRequired("offset", T.Offset);
  }
  static const bool flow = true;
};

template <> struct MappingTraits<AscendPTODeclaredBufferYAML> {
  static void mapping(IO &YamlIO, AscendPTODeclaredBufferYAML &B) {
    YamlIO.mapRequired("name", B.Name);
    YamlIO.mapRequired("space", B.Space);
    YamlIO.mapOptional("slots", B.Slots, int64_t(1));
    YamlIO.mapRequired("slotBytes", B.SlotBytes);
  }
  static const bool flow = true;
};

template <> struct MappingTraits<AscendPTOPipelineMemberYAML> {
  static void mapping(IO &YamlIO, AscendPTOPipelineMemberYAML &M) {
    YamlIO.mapRequired("reg", M.Reg);
    YamlIO.mapRequired("group", M.Group);
    YamlIO.mapRequired("stage", M.Stage);
    YamlIO.mapOptional("depth", M.Depth, int64_t(1));
  }
  static const bool flow = true;
};

template <> struct MappingTraits<AscendPTOMachineFunctionInfo> {
  static void mapping(IO &YamlIO, AscendPTOMachineFunctionInfo &MFI) {
    YamlIO.mapOptional("planned", MFI.Planned, false);
    if (!YamlIO.outputting() || !MFI.Pipeline.empty())
      YamlIO.mapOptional("pipeline", MFI.Pipeline,
                         std::vector<AscendPTOPipelineMemberYAML>());
    if (!YamlIO.outputting() || !MFI.DeclaredBuffers.empty())
      YamlIO.mapOptional("declaredBuffers", MFI.DeclaredBuffers,
                         std::vector<AscendPTODeclaredBufferYAML>());
    YamlIO.mapOptional("tileOffsets", MFI.TileOffsets,
                       std::vector<AscendPTOTileOffset>());
  }
};

} // namespace yaml
} // namespace llvm

LLVM_YAML_IS_SEQUENCE_VECTOR(llvm::yaml::AscendPTOTileOffset)
LLVM_YAML_IS_SEQUENCE_VECTOR(llvm::yaml::AscendPTODeclaredBufferYAML)
LLVM_YAML_IS_SEQUENCE_VECTOR(llvm::yaml::AscendPTOPipelineMemberYAML)

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOMACHINEFUNCTIONINFO_H
