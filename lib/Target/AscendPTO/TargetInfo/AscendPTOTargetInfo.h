//===- AscendPTOTargetInfo.h - AscendPTO target info ------------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_TARGETINFO_ASCENDPTOTARGETINFO_H
#define LLVM_LIB_TARGET_ASCENDPTO_TARGETINFO_ASCENDPTOTARGETINFO_H

namespace llvm {

class Target;

/// The AscendPTO target, looked up by the triple `ascendpto`.
Target &getTheAscendPTOTarget();

} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_TARGETINFO_ASCENDPTOTARGETINFO_H
