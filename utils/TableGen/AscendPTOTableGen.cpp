//===- AscendPTOTableGen.cpp - TableGen backends of AscendPTO -------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ascendpto-tblgen: the TableGen backends for the facts that only this
/// target has, read from td/AscendPTO.td:
///
///  -gen-ascendpto-tables   enums and tables for the backend
///                          (AscendPTOGenTables.inc): memory spaces, element
///                          types, pipes, processors with their capacities,
///                          legal moves, acc row rounding, attributes, the
///                          tile-op table (with its operand and per-target
///                          rows) and the scalar-op spellings;
///  -gen-ascendpto-op-docs  docs/op-properties.md, the same facts for people.
///
/// The generic SearchableTables backend cannot hold integer lists, nested
/// operand records or Markdown, which is why this backend exists.
///
//===----------------------------------------------------------------------===//

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TableGen/Error.h"
#include "llvm/TableGen/Main.h"
#include "llvm/TableGen/Record.h"
#include "llvm/TableGen/TableGenBackend.h"
#include <map>

using namespace llvm;

namespace {

enum ActionType { GenTables, GenOpDocs };

cl::opt<ActionType> Action(
    cl::desc("Action to perform:"),
    cl::values(clEnumValN(GenTables, "gen-ascendpto-tables",
                          "Generate the AscendPTO target tables"),
               clEnumValN(GenOpDocs, "gen-ascendpto-op-docs",
                          "Generate docs/op-properties.md")));

/// Sorts records by a integer field, then by name (deterministic).
std::vector<const Record *> sortedBy(ArrayRef<const Record *> Recs,
                                     StringRef IntField) {
  std::vector<const Record *> V(Recs.begin(), Recs.end());
  llvm::stable_sort(V, [&](const Record *A, const Record *B) {
    int64_t X = A->getValueAsInt(IntField), Y = B->getValueAsInt(IntField);
    if (X != Y)
      return X < Y;
    return A->getName() < B->getName();
  });
  return V;
}

/// Record name without a fixed prefix ("SpaceVec" -> "Vec").
std::string stripPrefix(const Record *R, StringRef Prefix) {
  StringRef N = R->getName();
  if (!N.consume_front(Prefix))
    PrintFatalError(R->getLoc(), "record name must start with '" + Prefix +
                                     "'");
  return N.str();
}

std::string upperIdent(StringRef S) {
  std::string R;
  for (char C : S)
    R += isAlnum(C) ? toUpper(C) : '_';
  return R;
}

std::string quote(StringRef S) {
  std::string R = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\')
      R += '\\';
    R += C;
  }
  return R + "\"";
}

/// The whole vocabulary and op table, indexed the way the C++ side wants it.
class AscendPTOTables {
public:
  explicit AscendPTOTables(const RecordKeeper &RK);

  void emitTables(raw_ostream &OS);
  void emitDocs(raw_ostream &OS);

private:
  const RecordKeeper &Records;
  std::vector<const Record *> Spaces;  // by AddrSpace
  std::vector<const Record *> DTypes;  // by Code
  std::vector<const Record *> Pipes;   // by name
  std::vector<const Record *> Roles;   // by name
  std::vector<const Record *> Forms;   // by name
  std::vector<const Record *> Attrs;   // by name
  std::vector<std::string> ArchNames; // first-seen order over processors
  std::vector<const Record *> Processors; // definition order
  std::vector<const Record *> TileOps;    // by instruction enum order
  std::vector<const Record *> ScalarOps;  // by instruction enum order

  unsigned spaceIndex(const Record *Space) const;
  unsigned dtypeIndex(const Record *T) const;
  unsigned archIndex(StringRef Arch, const Record *Ctx) const;
  unsigned archMask(const std::vector<StringRef> &Archs,
                    const Record *Ctx) const;
  unsigned spaceMask(const Record *R, StringRef Field) const;
  uint32_t operandMask(const Record *Op, const std::vector<int64_t> &Idx,
                       StringRef What) const;
  std::string spaceRuleKind(const Record *Op) const;
  std::string typeRuleKind(const Record *Op) const;
  static std::string scalarForm(const Record *Op);
  std::string describeOperands(const Record *Op) const;
  std::string describeResult(const Record *Op) const;
  std::string describeAliasing(const Record *Op) const;
};

} // namespace

AscendPTOTables::AscendPTOTables(const RecordKeeper &RK) : Records(RK) {
  Spaces = sortedBy(RK.getAllDerivedDefinitions("MemSpace"), "AddrSpace");
  DTypes = sortedBy(RK.getAllDerivedDefinitions("DType"), "Code");
  for (unsigned I = 0; I < DTypes.size(); ++I)
    if (DTypes[I]->getValueAsInt("Code") != I)
      PrintFatalError(DTypes[I]->getLoc(), "DType codes must be 0, 1, 2...");
  auto InDefinitionOrder = [](ArrayRef<const Record *> In) {
    std::vector<const Record *> V(In.begin(), In.end());
    llvm::sort(V, LessRecordByID());
    return V;
  };
  Pipes = InDefinitionOrder(RK.getAllDerivedDefinitions("ExecPipe"));
  Roles = InDefinitionOrder(RK.getAllDerivedDefinitions("OperandRole"));
  Forms = InDefinitionOrder(RK.getAllDerivedDefinitions("PrintForm"));
  Attrs = InDefinitionOrder(RK.getAllDerivedDefinitions("OpAttr"));

  // Processors keep their definition order: the first is the default CPU.
  for (const Record *P : RK.getAllDerivedDefinitions("AscendPTOProcessor"))
    Processors.push_back(P);
  llvm::sort(Processors, LessRecordByID());
  for (const Record *P : Processors) {
    std::string A = P->getValueAsString("PTOArch").str();
    if (!is_contained(ArchNames, A))
      ArchNames.push_back(A);
  }

  // Instructions in the order of the generated opcode enum, which sorts by
  // name after the target-independent opcodes.
  auto ByRecordName = [](ArrayRef<const Record *> In) {
    std::vector<const Record *> V(In.begin(), In.end());
    llvm::sort(V, [](const Record *A, const Record *B) {
      return A->getName() < B->getName();
    });
    return V;
  };
  TileOps = ByRecordName(RK.getAllDerivedDefinitions("TileOp"));
  ScalarOps = ByRecordName(RK.getAllDerivedDefinitions("ScalarOp"));
}

unsigned AscendPTOTables::spaceIndex(const Record *Space) const {
  auto It = llvm::find(Spaces, Space);
  if (It == Spaces.end())
    PrintFatalError(Space->getLoc(), "not a MemSpace");
  return It - Spaces.begin();
}

unsigned AscendPTOTables::dtypeIndex(const Record *T) const {
  return T->getValueAsInt("Code");
}

unsigned AscendPTOTables::archIndex(StringRef Arch, const Record *Ctx) const {
  auto It = llvm::find(ArchNames, Arch.str());
  if (It == ArchNames.end())
    PrintFatalError(Ctx->getLoc(),
                    "unknown PTO architecture '" + Arch +
                        "' (no AscendPTOProcessor has it)");
  return It - ArchNames.begin();
}

unsigned AscendPTOTables::archMask(const std::vector<StringRef> &Archs,
                                   const Record *Ctx) const {
  unsigned M = 0;
  for (StringRef A : Archs)
    M |= 1u << archIndex(A, Ctx);
  return M;
}

unsigned AscendPTOTables::spaceMask(const Record *R, StringRef Field) const {
  unsigned M = 0;
  for (const Record *S : R->getValueAsListOfDefs(Field))
    M |= 1u << spaceIndex(S);
  return M;
}

uint32_t AscendPTOTables::operandMask(const Record *Op,
                                      const std::vector<int64_t> &Idx,
                                      StringRef What) const {
  size_t N = Op->getValueAsListOfDefs("Operands").size();
  uint32_t M = 0;
  for (int64_t I : Idx) {
    if (I < 0 || size_t(I) >= N)
      PrintFatalError(Op->getLoc(), What + ": operand index " + Twine(I) +
                                        " out of range");
    M |= 1u << I;
  }
  return M;
}

std::string AscendPTOTables::spaceRuleKind(const Record *Op) const {
  if (!Op->getValueAsBit("HasResult"))
    return "None";
  StringRef K = Op->getValueAsDef("ResultSpace")->getValueAsString("Kind");
  if (K == "fixed")
    return "Fixed";
  if (K == "operand")
    return "Operand";
  if (K == "chosen")
    return "Chosen";
  PrintFatalError(Op->getLoc(), "unknown space rule '" + K + "'");
}

std::string AscendPTOTables::typeRuleKind(const Record *Op) const {
  StringRef K = Op->getValueAsDef("ResultType")->getValueAsString("Kind");
  static const std::pair<const char *, const char *> Kinds[] = {
      {"none", "None"},           {"same", "Same"},
      {"rowreduce", "RowReduce"}, {"colreduce", "ColReduce"},
      {"matmul", "Matmul"},       {"transpose", "Transpose"},
      {"cast", "Cast"},           {"explicit", "Explicit"}};
  for (auto &[From, To] : Kinds)
    if (K == From)
      return To;
  PrintFatalError(Op->getLoc(), "unknown type rule '" + K + "'");
}

std::string AscendPTOTables::scalarForm(const Record *Op) {
  StringRef F = Op->getValueAsString("Form");
  static const std::pair<const char *, const char *> Forms[] = {
      {"arg", "Arg"},         {"const", "Const"},     {"binary", "Binary"},
      {"addf", "AddF"},       {"unary", "Unary"},     {"cmp", "Cmp"},
      {"select", "Select"},   {"cast", "Cast"},       {"nullary", "Nullary"},
      {"branch", "Branch"},   {"return", "Return"}};
  for (auto &[From, To] : Forms)
    if (F == From)
      return To;
  PrintFatalError(Op->getLoc(), "unknown scalar form '" + F + "'");
}

void AscendPTOTables::emitTables(raw_ostream &OS) {
  emitSourceFileHeader("AscendPTO target tables", OS, Records);

  OS << "#ifdef GET_ASCENDPTO_ENUMS\n#undef GET_ASCENDPTO_ENUMS\n\n";
  OS << "enum class MemSpace : uint8_t {\n";
  for (const Record *S : Spaces)
    OS << "  " << stripPrefix(S, "Space") << ",\n";
  OS << "};\nconstexpr unsigned NumMemSpaces = " << Spaces.size() << ";\n\n";
  OS << "enum class DType : uint8_t {\n";
  for (const Record *T : DTypes)
    OS << "  " << stripPrefix(T, "DType") << " = "
       << T->getValueAsInt("Code") << ",\n";
  OS << "};\nconstexpr unsigned NumDTypes = " << DTypes.size() << ";\n\n";
  OS << "enum class Arch : uint8_t {\n";
  for (const std::string &A : ArchNames)
    OS << "  " << upperIdent(A) << ",\n";
  OS << "};\nconstexpr unsigned NumArchs = " << ArchNames.size() << ";\n\n";
  OS << "enum class Pipe : uint8_t {\n";
  for (const Record *P : Pipes)
    OS << "  " << stripPrefix(P, "Pipe") << ",\n";
  OS << "};\n\n";
  OS << "enum class OperandRole : uint8_t {\n";
  for (const Record *R : Roles)
    OS << "  " << stripPrefix(R, "Role") << ",\n";
  OS << "};\n\n";
  OS << "enum class PrintForm : uint8_t {\n";
  for (const Record *F : Forms)
    OS << "  " << stripPrefix(F, "Form") << ",\n";
  OS << "};\n\n";
  OS << "#endif // GET_ASCENDPTO_ENUMS\n\n";

  OS << "#ifdef GET_ASCENDPTO_TABLES\n#undef GET_ASCENDPTO_TABLES\n\n";

  // Memory spaces.
  OS << "static const MemSpaceInfo MemSpaceTable[] = {\n";
  for (const Record *S : Spaces)
    OS << "  {MemSpace::" << stripPrefix(S, "Space") << ", "
       << S->getValueAsInt("AddrSpace") << ", "
       << quote(S->getValueAsString("Name")) << ", "
       << quote(S->getValueAsString("Hardware")) << ", AscendPTO::"
       << S->getValueAsDef("RegClass")->getName() << "RegClassID, "
       << quote(S->getValueAsString("BLayout")) << ", "
       << quote(S->getValueAsString("SLayout")) << ", "
       << S->getValueAsInt("Fractal") << "},\n";
  OS << "};\n\n";

  // Element types.
  OS << "static const DTypeInfo DTypeTable[] = {\n";
  for (const Record *T : DTypes)
    OS << "  {DType::" << stripPrefix(T, "DType") << ", "
       << quote(T->getValueAsString("Name")) << ", "
       << T->getValueAsInt("Bits") << ", "
       << (T->getValueAsBit("IsFloat") ? "true" : "false") << "},\n";
  OS << "};\n\n";

  // Architectures.
  OS << "static const char *const ArchNameTable[] = {";
  for (const std::string &A : ArchNames)
    OS << quote(A) << ", ";
  OS << "};\n\n";

  // Processors and their spaces.
  OS << "static const SpaceCapacityInfo SpaceCapacityTable[] = {\n";
  std::vector<std::pair<unsigned, unsigned>> ProcRanges;
  unsigned Next = 0;
  for (const Record *P : Processors) {
    std::vector<const Record *> Caps = P->getValueAsListOfDefs("Spaces");
    llvm::stable_sort(Caps, [&](const Record *A, const Record *B) {
      return spaceIndex(A->getValueAsDef("Space")) <
             spaceIndex(B->getValueAsDef("Space"));
    });
    for (const Record *C : Caps)
      OS << "  {MemSpace::"
         << stripPrefix(C->getValueAsDef("Space"), "Space") << ", "
         << C->getValueAsInt("Capacity") << "u, "
         << C->getValueAsInt("Alignment") << "u}, // "
         << P->getValueAsString("Name") << "\n";
    ProcRanges.push_back({Next, Caps.size()});
    Next += Caps.size();
  }
  OS << "};\n\n";
  OS << "static const ProcessorInfo ProcessorTable[] = {\n";
  for (auto [I, P] : enumerate(Processors))
    OS << "  {" << quote(P->getValueAsString("Name")) << ", Arch::"
       << upperIdent(P->getValueAsString("PTOArch")) << ", "
       << ProcRanges[I].first << ", " << ProcRanges[I].second << "},\n";
  OS << "};\n\n";

  // Moves.
  OS << "static const MovePairInfo MovePairTable[] = {\n";
  for (const Record *M : Records.getAllDerivedDefinitions("MovePair"))
    OS << "  {MemSpace::" << stripPrefix(M->getValueAsDef("Src"), "Space")
       << ", MemSpace::" << stripPrefix(M->getValueAsDef("Dst"), "Space")
       << ", " << archMask(M->getValueAsListOfStrings("Archs"), M)
       << ", Pipe::" << stripPrefix(M->getValueAsDef("Pipe"), "Pipe")
       << "},\n";
  OS << "};\n\n";

  // Acc rounding: specific element types first.
  std::vector<const Record *> Roundings(
      Records.getAllDerivedDefinitions("AccRowRounding"));
  llvm::stable_sort(Roundings, [](const Record *A, const Record *B) {
    return !A->isValueUnset("ElemType") && B->isValueUnset("ElemType");
  });
  OS << "static const AccRowRoundingInfo AccRowRoundingTable[] = {\n";
  for (const Record *R : Roundings)
    OS << "  {" << archMask({R->getValueAsString("Arch")}, R) << ", "
       << (R->isValueUnset("ElemType")
               ? std::string("-1")
               : std::to_string(dtypeIndex(R->getValueAsDef("ElemType"))))
       << ", " << R->getValueAsInt("Rows") << "},\n";
  OS << "};\n\n";

  // Attributes and their values.
  OS << "static const char *const AttrValueTable[] = {\n";
  std::vector<unsigned> AttrBegin;
  Next = 0;
  for (const Record *A : Attrs) {
    AttrBegin.push_back(Next);
    OS << " ";
    for (StringRef V : A->getValueAsListOfStrings("Values")) {
      OS << " " << quote(V) << ",";
      ++Next;
    }
    OS << "\n";
  }
  OS << "};\n\n";
  OS << "static const OpAttrInfo OpAttrTable[] = {\n";
  for (auto [I, A] : enumerate(Attrs))
    OS << "  {" << quote(A->getValueAsString("Key")) << ", "
       << quote(A->getValueAsString("Prefix")) << ", "
       << quote(A->getValueAsString("Suffix")) << ", " << AttrBegin[I] << ", "
       << A->getValueAsListOfStrings("Values").size() << ", "
       << A->getValueAsInt("Default") << "},\n";
  OS << "};\n\n";

  // Tile ops: operands, separations, target rules, then the rows.
  std::string OperandRows, SepRows, RuleRows, OpRows;
  raw_string_ostream OperandOS(OperandRows), SepOS(SepRows), RuleOS(RuleRows),
      OpOS(OpRows);
  unsigned NextOperand = 0, NextSep = 0, NextRule = 0;
  for (const Record *Op : TileOps) {
    std::vector<const Record *> Opnds = Op->getValueAsListOfDefs("Operands");
    bool HasResult = Op->getValueAsBit("HasResult");
    bool DefinesView = Op->getValueAsDef("Form")->getName() ==
                       "FormTensorView";
    // Machine operand layout: [dst] [6 type immediates] operands..., except
    // for the tensor view (dst, dtype immediate, operands...).
    unsigned FirstMI = HasResult ? 7 : (DefinesView ? 2 : 0);
    unsigned MI = FirstMI;
    if (Opnds.size() > 32)
      PrintFatalError(Op->getLoc(), "more than 32 operands");
    for (const Record *O : Opnds) {
      const Record *Role = O->getValueAsDef("Role");
      bool IsMI = Role->getValueAsBit("IsMIOperand");
      int AttrIdx = -1;
      if (!O->isValueUnset("Attr")) {
        const Record *A = O->getValueAsDef("Attr");
        AttrIdx = llvm::find(Attrs, A) - Attrs.begin();
      } else if (Role->getName() == "RoleAttr") {
        PrintFatalError(Op->getLoc(), "attribute operand without an OpAttr");
      }
      OperandOS << "  {" << quote(O->getValueAsString("Name"))
                << ", OperandRole::" << stripPrefix(Role, "Role") << ", "
                << spaceMask(O, "Spaces") << ", "
                << (O->getValueAsBit("Written") ? "true" : "false") << ", "
                << AttrIdx << ", " << (IsMI ? int(MI) : -1) << ", "
                << (Role->getValueAsBit("IsTile") ? "true" : "false")
                << "}, // " << Op->getName() << "\n";
      if (IsMI)
        ++MI;
    }
    if (MI != Op->getValueAsDag("InOperandList")->getNumArgs() +
                  (HasResult || DefinesView ? 1 : 0) +
                  (HasResult ? 5 : 0))
      PrintFatalError(Op->getLoc(),
                      "machine operands do not match the Operands list");

    std::vector<const Record *> Rules =
        Op->getValueAsListOfDefs("TargetRules");
    unsigned RulesBegin = NextRule;
    for (const Record *R : Rules) {
      std::vector<const Record *> Seps =
          R->getValueAsListOfDefs("Separations");
      RuleOS << "  {" << archMask({R->getValueAsString("Arch")}, R) << ", "
             << operandMask(Op, R->getValueAsListOfInts("ForbidOutputAlias"),
                            "TargetAliasRule")
             << "u, " << NextSep << ", " << Seps.size() << "}, // "
             << Op->getName() << "\n";
      for (const Record *S : Seps) {
        SepOS << "  {" << S->getValueAsInt("Operand") << ", "
              << operandMask(Op, S->getValueAsListOfInts("Others"),
                             "OperandSeparation")
              << "u}, // " << Op->getName() << "\n";
        ++NextSep;
      }
      ++NextRule;
    }

    const Record *SR = Op->getValueAsDef("ResultSpace");
    std::string SRKind = spaceRuleKind(Op);
    unsigned SRArg = 0, Chosen = 0;
    if (SRKind == "Fixed")
      SRArg = spaceIndex(SR->getValueAsDef("Space"));
    else if (SRKind == "Operand")
      SRArg = SR->getValueAsInt("Operand");
    else if (SRKind == "Chosen")
      Chosen = spaceMask(SR, "Allowed");
    const Record *TR = Op->getValueAsDef("ResultType");
    int ElemType = TR->isValueUnset("ElemType")
                       ? -1
                       : int(dtypeIndex(TR->getValueAsDef("ElemType")));
    int Reuses = Op->getValueAsInt("OutputReusesInput");
    if (Reuses >= int(Opnds.size()))
      PrintFatalError(Op->getLoc(), "OutputReusesInput out of range");

    OpOS << "  {AscendPTO::" << Op->getName() << ", "
         << quote(Op->getValueAsString("Mnemonic")) << ", "
         << quote(Op->getValueAsString("IRName")) << ", "
         << quote(Op->getValueAsString("Family")) << ", "
         << quote(Op->getValueAsString("Summary")) << ", " << NextOperand
         << ", " << Opnds.size() << ", " << (HasResult ? "true" : "false")
         << ", SpaceRuleKind::" << SRKind << ", " << SRArg << ", " << Chosen
         << ", TypeRuleKind::" << typeRuleKind(Op) << ", "
         << TR->getValueAsInt("Operand") << ", "
         << TR->getValueAsInt("Operand2") << ", " << ElemType << ", "
         << operandMask(Op, Op->getValueAsListOfInts("TypeMatchOperands"),
                        "TypeMatchOperands")
         << "u, "
         << (Op->getValueAsBit("NotInplaceSafe") ? "true" : "false") << ", "
         << operandMask(Op, Op->getValueAsListOfInts("ForbidOutputAlias"),
                        "ForbidOutputAlias")
         << "u, " << Reuses << ", "
         << (Op->getValueAsBit("IsView") ? "true" : "false") << ", "
         << (Op->getValueAsBit("CastWidthRule") ? "true" : "false") << ", "
         << (Op->getValueAsBit("CheckMovePair") ? "true" : "false") << ", "
         << RulesBegin << ", " << Rules.size() << ", Pipe::"
         << stripPrefix(Op->getValueAsDef("Pipe"), "Pipe") << ", "
         << (Op->getValueAsBit("PipeBySpaces") ? "true" : "false")
         << ", PrintForm::" << stripPrefix(Op->getValueAsDef("Form"), "Form")
         << ", " << (Op->getValueAsBit("AttrsInIns") ? "true" : "false")
         << ", " << FirstMI << "},\n";
    NextOperand += Opnds.size();
  }
  OS << "static const TileOperandInfo TileOperandTable[] = {\n"
     << OperandRows << "};\n\n";
  OS << "static const OperandSeparationInfo OperandSeparationTable[] = {\n"
     << SepRows << "  {0, 0u}, // keeps the array non-empty\n};\n\n";
  OS << "static const TargetAliasRuleInfo TargetAliasRuleTable[] = {\n"
     << RuleRows << "  {0, 0u, 0, 0}, // keeps the array non-empty\n};\n\n";
  OS << "// In record-name order.\n";
  OS << "static const TileOpInfo TileOpTable[] = {\n" << OpRows << "};\n\n";

  // Name index, sorted by IR name (case-sensitive).
  std::vector<std::pair<std::string, unsigned>> Names;
  for (auto [I, Op] : enumerate(TileOps))
    Names.push_back({Op->getValueAsString("IRName").str(), unsigned(I)});
  llvm::sort(Names);
  for (unsigned I = 1; I < Names.size(); ++I)
    if (Names[I].first == Names[I - 1].first)
      PrintFatalError("two tile ops named '" + Names[I].first + "'");
  OS << "// Indices into TileOpTable, sorted by IRName.\n";
  OS << "static const struct {\n  const char *Name;\n  unsigned Index;\n} "
        "TileOpNameIndex[] = {\n";
  for (auto &[N, I] : Names)
    OS << "  {" << quote(N) << ", " << I << "},\n";
  OS << "};\n\n";

  OS << "// In record-name order.\n";
  OS << "static const ScalarOpInfo ScalarOpTable[] = {\n";
  for (const Record *Op : ScalarOps)
    OS << "  {AscendPTO::" << Op->getName() << ", "
       << quote(Op->getValueAsString("Mnemonic")) << ", ScalarForm::"
       << scalarForm(Op) << "},\n";
  OS << "};\n\n";
  OS << "#endif // GET_ASCENDPTO_TABLES\n";
}

//===----------------------------------------------------------------------===//
// Documentation.
//===----------------------------------------------------------------------===//

std::string AscendPTOTables::describeOperands(const Record *Op) const {
  std::string S;
  raw_string_ostream OS(S);
  ListSeparator LS(", ");
  for (auto [I, O] : enumerate(Op->getValueAsListOfDefs("Operands"))) {
    OS << LS << I << ":" << O->getValueAsString("Name") << " ("
       << O->getValueAsDef("Role")->getValueAsString("Name");
    std::vector<const Record *> Sp = O->getValueAsListOfDefs("Spaces");
    if (!Sp.empty()) {
      OS << " in ";
      ListSeparator Bar("|");
      for (const Record *R : Sp)
        OS << Bar << R->getValueAsString("Name");
    }
    if (O->getValueAsBit("Written"))
      OS << ", written workspace";
    if (!O->isValueUnset("Attr"))
      OS << ", " << O->getValueAsDef("Attr")->getValueAsString("Key");
    OS << ")";
  }
  return S;
}

std::string AscendPTOTables::describeResult(const Record *Op) const {
  if (Op->getValueAsDef("Form")->getName() == "FormTensorView")
    return "tensor view";
  if (!Op->getValueAsBit("HasResult"))
    return "none";
  std::string S;
  raw_string_ostream OS(S);
  const Record *SR = Op->getValueAsDef("ResultSpace");
  std::string K = spaceRuleKind(Op);
  if (K == "Fixed") {
    OS << SR->getValueAsDef("Space")->getValueAsString("Name");
  } else if (K == "Operand") {
    OS << "space of " << SR->getValueAsInt("Operand");
  } else {
    OS << "chosen: ";
    ListSeparator Bar("|");
    for (const Record *R : SR->getValueAsListOfDefs("Allowed"))
      OS << Bar << R->getValueAsString("Name");
  }
  const Record *TR = Op->getValueAsDef("ResultType");
  StringRef TK = TR->getValueAsString("Kind");
  OS << "; ";
  if (TK == "same")
    OS << "type of " << TR->getValueAsInt("Operand");
  else if (TK == "rowreduce")
    OS << "[rows(" << TR->getValueAsInt("Operand") << "), 1]";
  else if (TK == "colreduce")
    OS << "[1, cols(" << TR->getValueAsInt("Operand") << ")]";
  else if (TK == "matmul")
    OS << "[rows(" << TR->getValueAsInt("Operand") << "), cols("
       << TR->getValueAsInt("Operand2") << ")]";
  else if (TK == "transpose")
    OS << "transpose of " << TR->getValueAsInt("Operand");
  else if (TK == "cast")
    OS << "shape of " << TR->getValueAsInt("Operand") << ", dtype suffix";
  else if (TK == "explicit")
    OS << "explicit (dtype suffix, shape operands)";
  if (!TR->isValueUnset("ElemType"))
    OS << ", " << TR->getValueAsDef("ElemType")->getValueAsString("Name");
  return S;
}

std::string AscendPTOTables::describeAliasing(const Record *Op) const {
  std::string S;
  raw_string_ostream OS(S);
  ListSeparator LS("; ");
  if (Op->getValueAsBit("NotInplaceSafe"))
    OS << LS << "not_inplace_safe";
  std::vector<int64_t> F = Op->getValueAsListOfInts("ForbidOutputAlias");
  if (!F.empty()) {
    OS << LS << "forbid_output_alias(";
    ListSeparator C(", ");
    for (int64_t I : F)
      OS << C << I;
    OS << ")";
  }
  if (Op->getValueAsInt("OutputReusesInput") >= 0)
    OS << LS << "output_reuses_input("
       << Op->getValueAsInt("OutputReusesInput") << ")";
  if (Op->getValueAsBit("IsView"))
    OS << LS << "view of 0";
  if (Op->getValueAsBit("CastWidthRule"))
    OS << LS << "cast width rule";
  for (const Record *O : Op->getValueAsListOfDefs("Operands"))
    if (O->getValueAsBit("Written"))
      OS << LS << "workspace " << O->getValueAsString("Name");
  for (const Record *R : Op->getValueAsListOfDefs("TargetRules")) {
    OS << LS << R->getValueAsString("Arch") << ": forbid(";
    ListSeparator C(", ");
    for (int64_t I : R->getValueAsListOfInts("ForbidOutputAlias"))
      OS << C << I;
    OS << ")";
    for (const Record *Sep : R->getValueAsListOfDefs("Separations")) {
      OS << ", " << Sep->getValueAsInt("Operand") << " apart from (";
      ListSeparator D(", ");
      for (int64_t I : Sep->getValueAsListOfInts("Others"))
        OS << D << I;
      OS << ")";
    }
  }
  return S.empty() ? "-" : S;
}

void AscendPTOTables::emitDocs(raw_ostream &OS) {
  OS << "<!-- Generated by ascendpto-tblgen -gen-ascendpto-op-docs from "
        "td/AscendPTO.td. Do not edit: edit the td records and rebuild "
        "(the op-docs test fails when this file drifts). -->\n\n";
  OS << "# Tile-op properties\n\n"
     << "Every fact on this page is read from the TableGen records in "
        "`td/AscendPTOTileOps.td` (classes in "
        "`td/AscendPTOTileOpClasses.td`), the same records the instruction "
        "selector, the planner's constraint collection, the validator and "
        "the PTO emitter use. Operand numbers are IR argument positions.\n\n";

  OS << "## Memory spaces\n\n"
     << "| space (`loc`) | IR address space | hardware | default layout |\n"
     << "|---|---:|---|---|\n";
  for (const Record *S : Spaces)
    OS << "| " << S->getValueAsString("Name") << " | "
       << S->getValueAsInt("AddrSpace") << " | "
       << S->getValueAsString("Hardware") << " | "
       << S->getValueAsString("BLayout") << " / "
       << S->getValueAsString("SLayout") << ", fractal "
       << S->getValueAsInt("Fractal") << " |\n";
  OS << "\n## Processors\n\n| CPU | PTO arch | space: capacity bytes "
        "(alignment) |\n|---|---|---|\n";
  for (const Record *P : Processors) {
    OS << "| " << P->getValueAsString("Name") << " | "
       << P->getValueAsString("PTOArch") << " | ";
    ListSeparator LS(", ");
    for (const Record *C : P->getValueAsListOfDefs("Spaces"))
      OS << LS << C->getValueAsDef("Space")->getValueAsString("Name") << ": "
         << C->getValueAsInt("Capacity") << " ("
         << C->getValueAsInt("Alignment") << ")";
    OS << " |\n";
  }
  OS << "\n## Legal tile.move pairs\n\n| from | to | architectures | pipe "
        "|\n|---|---|---|---|\n";
  for (const Record *M : Records.getAllDerivedDefinitions("MovePair")) {
    OS << "| " << M->getValueAsDef("Src")->getValueAsString("Name") << " | "
       << M->getValueAsDef("Dst")->getValueAsString("Name") << " | ";
    ListSeparator LS(", ");
    for (StringRef A : M->getValueAsListOfStrings("Archs"))
      OS << LS << A;
    OS << " | " << M->getValueAsDef("Pipe")->getValueAsString("Name")
       << " |\n";
  }
  OS << "\nEvery other pair (acc to acc, mat to mat, left to left, ...) is "
        "illegal and never printed.\n\n## Accumulator row rounding\n\n"
        "| arch | element type | rows round up to |\n|---|---|---:|\n";
  for (const Record *R : Records.getAllDerivedDefinitions("AccRowRounding"))
    OS << "| " << R->getValueAsString("Arch") << " | "
       << (R->isValueUnset("ElemType")
               ? StringRef("others")
               : R->getValueAsDef("ElemType")->getValueAsString("Name"))
       << " | " << R->getValueAsInt("Rows") << " |\n";

  // Group ops by family, in first-seen order over the sorted op list.
  std::vector<std::string> Families;
  for (const Record *Op : TileOps) {
    std::string F = Op->getValueAsString("Family").str();
    if (!is_contained(Families, F))
      Families.push_back(F);
  }
  llvm::sort(Families);
  OS << "\n## Operations\n\nColumns: the IR callee, the PTO mnemonic and "
        "print form, the operands by role (with the spaces a tile operand "
        "may be in), the result's space and type rules, the aliasing "
        "properties the planner enforces, and the execution pipe.\n";
  for (const std::string &F : Families) {
    OS << "\n### " << (F.empty() ? "other" : F) << "\n\n"
       << "| IR callee | PTO | operands | result | aliasing | pipe |\n"
       << "|---|---|---|---|---|---|\n";
    for (const Record *Op : TileOps) {
      if (Op->getValueAsString("Family") != F)
        continue;
      OS << "| `" << Op->getValueAsString("IRName") << "` | `pto."
         << Op->getValueAsString("Mnemonic") << "` ("
         << Op->getValueAsDef("Form")->getValueAsString("Name") << ") | "
         << describeOperands(Op) << " | " << describeResult(Op) << " | "
         << describeAliasing(Op) << " | "
         << (Op->getValueAsBit("PipeBySpaces")
                 ? std::string("by spaces")
                 : Op->getValueAsDef("Pipe")->getValueAsString("Name").str())
         << " |\n";
    }
  }
  OS << "\n## Attributes\n\n| attribute | values (IR modifier = lower case) "
        "| default |\n|---|---|---|\n";
  for (const Record *A : Attrs) {
    OS << "| `" << A->getValueAsString("Key") << "` | ";
    ListSeparator LS(", ");
    for (StringRef V : A->getValueAsListOfStrings("Values"))
      OS << LS << V;
    int64_t D = A->getValueAsInt("Default");
    OS << " | "
       << (D < 0 ? std::string("not printed")
                 : A->getValueAsListOfStrings("Values")[D].str())
       << " |\n";
  }
}

static bool ascendPTOTableGenMain(raw_ostream &OS, const RecordKeeper &RK) {
  AscendPTOTables Tables(RK);
  switch (Action) {
  case GenTables:
    Tables.emitTables(OS);
    return false;
  case GenOpDocs:
    Tables.emitDocs(OS);
    return false;
  }
  return true;
}

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv);
  return TableGenMain(argv[0], &ascendPTOTableGenMain);
}
