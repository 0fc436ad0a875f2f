//===- AscendPTOMLIRNames.cpp - Names printed as valid MLIR ---------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AscendPTOMLIRNames.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

static bool isIdPunct(char C) {
  return C == '$' || C == '.' || C == '_' || C == '-';
}

bool AscendPTO::isMLIRBareId(StringRef Name) {
  if (Name.empty() || (!isAlpha(Name[0]) && Name[0] != '_'))
    return false;
  return all_of(Name, [](char C) {
    return isAlnum(C) || C == '_' || C == '$' || C == '.';
  });
}

std::string AscendPTO::mlirStringLiteral(StringRef S) {
  std::string Out = "\"";
  for (unsigned char C : S) {
    if (C == '"' || C == '\\' || !isPrint(C)) {
      Out += '\\';
      Out += hexdigit(C >> 4);
      Out += hexdigit(C & 15);
      continue;
    }
    Out += char(C);
  }
  Out += '"';
  return Out;
}

std::string AscendPTO::mlirSymbolRef(StringRef Name) {
  return "@" + (isMLIRBareId(Name) ? Name.str() : mlirStringLiteral(Name));
}

std::string AscendPTO::mlirValueId(StringRef Name) {
  std::string Out;
  if (Name.empty() || isDigit(Name[0]))
    Out = "v";
  for (char C : Name)
    Out += (isAlnum(C) || isIdPunct(C)) ? C : '_';
  return Out;
}
