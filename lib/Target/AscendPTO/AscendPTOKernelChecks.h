//===- AscendPTOKernelChecks.h - Kernel-level facts and checks --*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Facts about a whole kernel that several passes report: the memory that
/// makes it a cube kernel, and the kind inferred from it. The checks
/// themselves are the ascendpto-check-kernel pass (AscendPTOKernelChecks.cpp).
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOKERNELCHECKS_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOKERNELCHECKS_H

#include "AscendPTOTables.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace llvm {

class MachineFunction;
class MachineInstr;

namespace AscendPTO {

/// The first memory of the cube core (mat, left, right, acc, bias,
/// scaling) a tile of \p MF lives in, and in \p At the instruction that
/// defines that tile; std::nullopt for a kernel that only uses vec.
std::optional<MemSpace> findCubeMemory(const MachineFunction &MF,
                                       const MachineInstr **At = nullptr);

/// `cube` when the kernel uses a memory of the cube core, else `vector`:
/// the kind a kernel without "pto.kernel_kind" gets.
StringRef inferKernelKind(const MachineFunction &MF);

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOKERNELCHECKS_H
