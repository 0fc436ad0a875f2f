//===- StandaloneMain.cpp - Run a fuzz target on files, without libFuzzer -===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The regression driver: calls LLVMFuzzerTestOneInput on every file named
/// on the command line (the corpora and crash inputs kept under
/// test/Fuzz/Inputs), so ctest replays them in the normal build. Prints one
/// line per input and a summary; a finding aborts.
///
//===----------------------------------------------------------------------===//

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size);

int main(int argc, char **argv) {
  unsigned Ran = 0;
  for (int I = 1; I < argc; ++I) {
    auto MB = llvm::MemoryBuffer::getFile(argv[I]);
    if (!MB) {
      llvm::errs() << argv[I] << ": cannot read: " << MB.getError().message()
                   << "\n";
      return 1;
    }
    LLVMFuzzerTestOneInput(
        reinterpret_cast<const uint8_t *>((*MB)->getBufferStart()),
        (*MB)->getBufferSize());
    ++Ran;
  }
  llvm::outs() << "ran " << Ran << " inputs\n";
  return 0;
}
