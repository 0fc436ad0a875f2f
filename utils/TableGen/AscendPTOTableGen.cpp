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
///  -gen-ascendpto-op-docs  docs/op-properties.md, the same facts for people;
///  -gen-ascendpto-c-header utils/clang/pto.h, every op declared for C
///                          (AscendPTOCHeader.cpp).
///
/// The generic SearchableTables backend cannot hold integer lists, nested
/// operand records or Markdown, which is why this backend exists.
///
//===----------------------------------------------------------------------===//

#include "AscendPTOCHeader.h"
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
#include <climits>
#include <map>

using namespace llvm;

namespace {

enum ActionType { GenTables, GenOpDocs, GenCHeader };

cl::opt<ActionType> Action(
    cl::desc("Action to perform:"),
    cl::values(clEnumValN(GenTables, "gen-ascendpto-tables",
                          "Generate the AscendPTO target tables"),
               clEnumValN(GenOpDocs, "gen-ascendpto-op-docs",
                          "Generate docs/op-properties.md"),
               clEnumValN(GenCHeader, "gen-ascendpto-c-header",
                          "Generate utils/clang/pto.h")));

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
  std::vector<const Record *> Placements; // by name
  std::vector<const Record *> Attrs;   // by name
  std::vector<std::string> ArchNames; // first-seen order over processors
  std::vector<const Record *> Processors; // definition order
  std::vector<const Record *> TileOps;    // by instruction enum order
  std::vector<const Record *> ScalarOps;  // by instruction enum order
  std::vector<const Record *> PyPTOOnly;  // by name
  std::vector<std::string> Families;      // sorted

  unsigned spaceIndex(const Record *Space) const;
  unsigned dtypeIndex(const Record *T) const;
  unsigned archIndex(StringRef Arch, const Record *Ctx) const;
  unsigned archMask(const std::vector<StringRef> &Archs,
                    const Record *Ctx) const;
  unsigned spaceMask(const Record *R, StringRef Field) const;
  uint32_t operandMask(const Record *Op, const std::vector<int64_t> &Idx,
                       StringRef What) const;
  uint32_t operandMask(const Record *Op, StringRef Field) const {
    return operandMask(Op, Op->getValueAsListOfInts(Field), Field);
  }
  unsigned archMaskOrAll(const Record *R, StringRef Field) const;
  std::string spaceRuleKind(const Record *Op) const;
  std::string typeRuleKind(const Record *Op) const;
  static std::string scalarForm(const Record *Op);
  void checkTileOp(const Record *Op) const;
  void checkCost(const Record *Op) const;
  /// The (source, destination) space pairs a CostBySpaces op can take,
  /// nullptr standing for global memory.
  std::vector<std::pair<const Record *, const Record *>>
  transferPairs(const Record *Op) const;
  const Record *findTransferCost(const Record *Src, const Record *Dst) const;
  /// The TransferCost rows in definition order, checked.
  std::vector<const Record *> transferCosts() const;
  void checkLegalRule(const Record *Op, const Record *R) const;
  std::string emitLegalRule(const Record *Op, const Record *R,
                            unsigned TypesBegin) const;
  std::string describeLegality(const Record *Op) const;
  std::string describeLegalRule(const Record *Op, const Record *R) const;
  std::string describeOperands(const Record *Op) const;
  std::string describeResult(const Record *Op) const;
  std::string describeAliasing(const Record *Op) const;
  std::string describeTargetRows(const Record *Op) const;
  std::string describePipe(const Record *Op) const;
  std::string describePrinting(const Record *Op) const;
  /// The sync facts of AscendPTOSync.td (SyncPipe, SyncFlags,
  /// InternalEvents) for ascendpto-insert-sync.
  void emitSyncTables(raw_ostream &OS) const;

  /// Records in definition order.
  static std::vector<const Record *> byID(ArrayRef<const Record *> In) {
    std::vector<const Record *> V(In.begin(), In.end());
    llvm::sort(V, LessRecordByID());
    return V;
  }
  std::vector<const Record *> movePairs() const {
    return byID(Records.getAllDerivedDefinitions("MovePair"));
  }
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
  Placements =
      InDefinitionOrder(RK.getAllDerivedDefinitions("AttrPlacement"));
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
  PyPTOOnly = RK.getAllDerivedDefinitions("PyPTOOnly");
  llvm::sort(PyPTOOnly, [](const Record *A, const Record *B) {
    return A->getValueAsString("Name") < B->getValueAsString("Name");
  });
  for (const Record *Op : TileOps) {
    checkTileOp(Op);
    std::string F = Op->getValueAsString("Family").str();
    if (!is_contained(Families, F))
      Families.push_back(F);
  }
  llvm::sort(Families);
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

unsigned AscendPTOTables::archMaskOrAll(const Record *R,
                                        StringRef Field) const {
  std::vector<StringRef> A = R->getValueAsListOfStrings(Field);
  return A.empty() ? (1u << ArchNames.size()) - 1 : archMask(A, R);
}

/// The consistency rules a TileOp record must follow; a violation stops the
/// build with the record's location.
void AscendPTOTables::checkTileOp(const Record *Op) const {
  std::vector<const Record *> Opnds = Op->getValueAsListOfDefs("Operands");
  if (Opnds.size() > 32)
    PrintFatalError(Op->getLoc(), "more than 32 operands");
  unsigned NumVariadic = 0;
  for (const Record *O : Opnds) {
    if (!O->getValueAsBit("Variadic"))
      continue;
    ++NumVariadic;
    if (!O->getValueAsDef("Role")->getValueAsBit("IsTile"))
      PrintFatalError(Op->getLoc(), "only tile operands may be variadic");
    int64_t Min = O->getValueAsInt("MinCount");
    int64_t Max = O->getValueAsInt("MaxCount");
    if (Min < 0 || Max < Min || Max > 8)
      PrintFatalError(Op->getLoc(), "bad variadic operand counts");
  }
  if (NumVariadic > 1)
    PrintFatalError(Op->getLoc(), "more than one variadic operand");
  checkCost(Op);
  for (const Record *R : Op->getValueAsListOfDefs("Legality"))
    checkLegalRule(Op, R);
  int64_t N = Op->getValueAsInt("NumResults");
  if (N < 0 || N > 2)
    PrintFatalError(Op->getLoc(), "NumResults must be 0, 1 or 2");
  auto CheckTile = [&](int64_t I, StringRef What) {
    if (I < 0 || size_t(I) >= Opnds.size() ||
        !Opnds[I]->getValueAsDef("Role")->getValueAsBit("IsTile"))
      PrintFatalError(Op->getLoc(),
                      What + " must name a tile operand, not " + Twine(I));
  };
  for (StringRef F : {"TypeMatchOperands", "ElemMatchOperands",
                      "SameTypeOperands", "ForbidOutputAlias"})
    for (int64_t I : Op->getValueAsListOfInts(F))
      CheckTile(I, F);
  if (Op->getValueAsInt("OutputReusesInput") >= 0)
    CheckTile(Op->getValueAsInt("OutputReusesInput"), "OutputReusesInput");
  if (Op->getValueAsBit("IsView"))
    CheckTile(0, "a view's source (operand 0)");
  if (Op->getValueAsBit("UsesMovePairs") ||
      !Op->getValueAsListOfDefs("SpacePairs").empty())
    CheckTile(Op->getValueAsInt("PairOperand"), "PairOperand");
  const Record *TR = Op->getValueAsDef("ResultType");
  StringRef K = TR->getValueAsString("Kind");
  if (N == 0 && K != "none")
    PrintFatalError(Op->getLoc(), "an op without results has no type rule");
  if (K == "same" || K == "rowreduce" || K == "colreduce" ||
      K == "transpose" || K == "cast")
    CheckTile(TR->getValueAsInt("Operand"), "the type rule's Operand");
  if (K == "matmul" || K == "concat") {
    CheckTile(TR->getValueAsInt("Operand"), "the type rule's Operand");
    CheckTile(TR->getValueAsInt("Operand2"), "the type rule's Operand2");
  }
  const Record *SR = Op->getValueAsDef("ResultSpace");
  if (N && SR->getValueAsString("Kind") == "operand")
    CheckTile(SR->getValueAsInt("Operand"), "SpaceOfOperand");
  const Record *VR = Op->getValueAsDef("ViewOffset");
  if (VR->getValueAsString("Kind") == "rowcol")
    for (StringRef F : {"RowOperand", "ColOperand"}) {
      int64_t I = VR->getValueAsInt(F);
      if (I < 0 || size_t(I) >= Opnds.size() ||
          Opnds[I]->getValueAsDef("Role")->getName() != "RoleOffset")
        PrintFatalError(Op->getLoc(), "ViewAtRowCol must name offset "
                                      "operands");
    }
}

//===----------------------------------------------------------------------===//
// Cost classes (td/AscendPTOCostClasses.td).
//===----------------------------------------------------------------------===//

/// The space name of a TransferCost side, "gm" for global memory (unset).
static std::string transferSide(const Record *Space) {
  return Space ? Space->getValueAsString("Name").str() : "gm";
}

std::vector<const Record *> AscendPTOTables::transferCosts() const {
  std::vector<const Record *> Rows =
      byID(Records.getAllDerivedDefinitions("TransferCost"));
  for (auto [I, R] : enumerate(Rows)) {
    const Record *Src = R->getValueAsOptionalDef("Src");
    const Record *Dst = R->getValueAsOptionalDef("Dst");
    if (!Src && !Dst)
      PrintFatalError(R->getLoc(), "a TransferCost row moves between two "
                                   "spaces; at most one side is global "
                                   "memory (?)");
    if (R->getValueAsDef("Cost")->getValueAsString("Enum").empty())
      PrintFatalError(R->getLoc(), "a TransferCost row names a cost class, "
                                   "not CostBySpaces");
    for (const Record *Prev : ArrayRef(Rows).take_front(I))
      if (Prev->getValueAsOptionalDef("Src") == Src &&
          Prev->getValueAsOptionalDef("Dst") == Dst)
        PrintFatalError(R->getLoc(), "two TransferCost rows for " +
                                         transferSide(Src) + " -> " +
                                         transferSide(Dst));
  }
  return Rows;
}

const Record *AscendPTOTables::findTransferCost(const Record *Src,
                                                const Record *Dst) const {
  for (const Record *R : Records.getAllDerivedDefinitions("TransferCost"))
    if (R->getValueAsOptionalDef("Src") == Src &&
        R->getValueAsOptionalDef("Dst") == Dst)
      return R;
  return nullptr;
}

std::vector<std::pair<const Record *, const Record *>>
AscendPTOTables::transferPairs(const Record *Op) const {
  std::vector<std::pair<const Record *, const Record *>> Pairs;
  std::vector<const Record *> Rows = Op->getValueAsListOfDefs("SpacePairs");
  if (Op->getValueAsBit("UsesMovePairs"))
    llvm::append_range(Rows, movePairs());
  for (const Record *P : Rows)
    Pairs.push_back({P->getValueAsDef("Src"), P->getValueAsDef("Dst")});
  if (!Pairs.empty())
    return Pairs;
  // A load reads global memory into its result's spaces, a store writes
  // its source's spaces to global memory.
  StringRef Form = Op->getValueAsDef("Form")->getName();
  if (Form == "FormLoad") {
    const Record *SR = Op->getValueAsDef("ResultSpace");
    std::vector<const Record *> Dsts =
        SR->getValueAsString("Kind") == "chosen"
            ? SR->getValueAsListOfDefs("Allowed")
            : std::vector<const Record *>();
    if (SR->getValueAsString("Kind") == "fixed")
      Dsts.push_back(SR->getValueAsDef("Space"));
    for (const Record *D : Dsts)
      Pairs.push_back({nullptr, D});
  } else if (Form == "FormStore") {
    std::vector<const Record *> Opnds = Op->getValueAsListOfDefs("Operands");
    int64_t I = Op->getValueAsInt("PairOperand");
    if (I >= 0 && size_t(I) < Opnds.size())
      for (const Record *S : Opnds[I]->getValueAsListOfDefs("Spaces"))
        Pairs.push_back({S, nullptr});
  }
  if (Pairs.empty())
    PrintFatalError(Op->getLoc(),
                    "tile op '" + Op->getName() +
                        "' is costed by its spaces (CostBySpaces) but has "
                        "no space pairs: give it MovePairs or SpacePairs, "
                        "or a load or store form with its spaces listed");
  return Pairs;
}

/// Every tile op names the row of the pipe cost model that prices it: an
/// op without one would cost nothing and skew every estimate silently.
void AscendPTOTables::checkCost(const Record *Op) const {
  const Record *C = Op->getValueAsOptionalDef("Cost");
  if (!C)
    PrintFatalError(Op->getLoc(),
                    "tile op '" + Op->getName() + "' (pto." +
                        Op->getValueAsString("Mnemonic") +
                        ") has no cost class: set its Cost to a CostClass "
                        "of AscendPTOCostClasses.td (CostBySpaces for a "
                        "data movement priced by its space pair)");
  if (!C->getValueAsString("Enum").empty())
    return;
  for (auto [Src, Dst] : transferPairs(Op))
    if (!findTransferCost(Src, Dst))
      PrintFatalError(Op->getLoc(),
                      "tile op '" + Op->getName() + "' moves " +
                          transferSide(Src) + " -> " + transferSide(Dst) +
                          ", which no TransferCost row of "
                          "AscendPTOCostClasses.td prices");
}

//===----------------------------------------------------------------------===//
// Legality rules (td/AscendPTOLegality.td).
//===----------------------------------------------------------------------===//

namespace {
/// The C++ enumerator of each td spelling.
const std::pair<const char *, const char *> LegalKinds[] = {
    {"elems", "Elems"},   {"pairs", "Pairs"},   {"elemeq", "ElemEq"},
    {"elemne", "ElemNe"}, {"spaces", "Spaces"}, {"layout", "Layout"},
    {"dims", "Dims"},     {"anyvalid", "AnyValid"}, {"scalar", "Scalar"},
    {"colmajor", "ColMajor"}, {"layouts", "Layouts"}, {"rowvec", "RowVec"},
    {"window", "Window"}, {"dimsum", "DimSum"}, {"widtheq", "WidthEq"},
    {"distinct", "Distinct"}, {"boxwin", "BoxWin"}};
const std::pair<const char *, const char *> DimFields[] = {
    {"rows", "Rows"},   {"cols", "Cols"},   {"vrows", "VRows"},
    {"vcols", "VCols"}, {"shape", "Shape"}, {"valid", "Valid"},
    {"bytes", "Bytes"}, {"fullcols", "FullCols"},
    {"majorbytes", "MajorBytes"}, {"boxed", "Boxed"},
    {"fractal", "Fractal"}, {"pad", "Pad"},
    {"blayout", "BLayout"}, {"slayout", "SLayout"}};
const std::pair<const char *, const char *> DimCmps[] = {
    {"eq", "Eq"}, {"le", "Le"}, {"ge", "Ge"}, {"mul", "Mul"}};
/// The (blayout, slayout) pairs of a `layouts` rule, in LayoutMask bit
/// order (AscendPTOTables.h, layoutBit).
const char *const LayoutPairs[] = {
    "row_major/none_box", "row_major/row_major", "row_major/col_major",
    "col_major/none_box", "col_major/row_major", "col_major/col_major"};
const std::pair<const char *, const char *> ScalarKinds[] = {
    {"numeric", "Numeric"}, {"float", "Float"}, {"int", "Int"},
    {"f32", "F32"},         {"elem", "Elem"}};

/// The enumerator for \p Name in \p Table, or null.
template <size_t N>
const char *lookupSpelling(const std::pair<const char *, const char *> (
                               &Table)[N],
                           StringRef Name) {
  for (auto &[From, To] : Table)
    if (Name == From)
      return To;
  return nullptr;
}

/// A rule's operand spelled for docs: `0`, `result`.
std::string operandName(int64_t I) {
  return I < 0 ? std::string("result") : std::to_string(I);
}

std::string operandList(const std::vector<int64_t> &Ops) {
  std::string S;
  ListSeparator LS(", ");
  for (int64_t I : Ops)
    S += (StringRef(LS) + operandName(I)).str();
  return S;
}
} // namespace

void AscendPTOTables::checkLegalRule(const Record *Op,
                                     const Record *R) const {
  auto Fail = [&](const Twine &Msg) {
    PrintFatalError(Op->getLoc(), "legality rule " + R->getName() + ": " +
                                      Msg);
  };
  StringRef Kind = R->getValueAsString("Kind");
  if (!lookupSpelling(LegalKinds, Kind))
    Fail("unknown kind '" + Kind + "'");
  std::vector<const Record *> Opnds = Op->getValueAsListOfDefs("Operands");
  int64_t NumResults = Op->getValueAsInt("NumResults");
  std::vector<int64_t> Ops = R->getValueAsListOfInts("Operands");
  if (Ops.empty())
    Fail("names no operand");
  // Views carry an element type too (elems, widtheq).
  bool ViewsToo = Kind == "elems" || Kind == "widtheq";
  auto CheckOperand = [&](int64_t I, bool Scalar) {
    if (I == -1) {
      if (!NumResults || Scalar)
        Fail("names the result of an op without one");
      return;
    }
    if (I < 0 || size_t(I) >= Opnds.size())
      Fail("operand " + Twine(I) + " out of range");
    const Record *Role = Opnds[I]->getValueAsDef("Role");
    if (!Scalar && ViewsToo && Role->getName() == "RoleView")
      return;
    if (Scalar != (Role->getName() == "RoleScalar") ||
        (!Scalar && !Role->getValueAsBit("IsTile")))
      Fail("operand " + Twine(I) + " is not a " +
           (Scalar ? "scalar" : "tile") + " operand");
  };
  auto CheckOffset = [&](int64_t I) {
    if (I < 0 || size_t(I) >= Opnds.size() ||
        Opnds[I]->getValueAsDef("Role")->getName() != "RoleOffset")
      Fail("offset " + Twine(I) + " is not an offset operand");
  };
  for (int64_t I : Ops)
    CheckOperand(I, Kind == "scalar");
  (void)archMask(R->getValueAsListOfStrings("Archs"), R);
  std::vector<const Record *> Types = R->getValueAsListOfDefs("Types");
  if ((Kind == "elems" || Kind == "pairs") && Types.empty())
    Fail("lists no element type");
  if ((Kind == "pairs" || Kind == "elemne") && Ops.size() != 2)
    Fail("relates exactly two operands");
  if (Kind == "pairs" && Types.size() % 2)
    Fail("pairs need an even number of types");
  if (Kind == "spaces" && R->getValueAsListOfDefs("Spaces").empty())
    Fail("lists no space");
  int64_t WhenOf = R->getValueAsInt("WhenOf");
  if (WhenOf != -2) {
    CheckOperand(WhenOf, false);
    if (R->getValueAsListOfDefs("When").empty())
      Fail("WhenOf without When");
  }
  if (Kind == "layouts") {
    std::vector<StringRef> Ls = R->getValueAsListOfStrings("Layouts");
    if (Ls.empty())
      Fail("lists no layout");
    for (StringRef L : Ls)
      if (!llvm::is_contained(LayoutPairs, L))
        Fail("unknown layout '" + L + "' (blayout/slayout)");
  }
  if (Kind == "window") {
    CheckOffset(R->getValueAsInt("RowOf"));
    CheckOffset(R->getValueAsInt("ColOf"));
    StringRef F = R->getValueAsString("Field");
    if (F != "shape" && F != "valid")
      Fail("a window compares shape or valid");
  }
  if (Kind == "dimsum" && Ops.size() < 2)
    Fail("sums at least two operands");
  if (Kind == "boxwin") {
    CheckOffset(R->getValueAsInt("RowOf"));
    CheckOffset(R->getValueAsInt("ColOf"));
    if (Ops.size() != 1)
      Fail("a boxed window is one operand (the window)");
  }
  // ElemClass covers the RoleTile operands and the results.
  bool AllRoleTile = llvm::all_of(Ops, [&](int64_t I) {
    return I < 0 ||
           Opnds[I]->getValueAsDef("Role")->getName() == "RoleTile";
  });
  if (Kind == "elems" && AllRoleTile) {
    StringRef Class = Op->getValueAsString("ElemClass");
    for (const Record *T : Types)
      if ((Class == "float" && !T->getValueAsBit("IsFloat")) ||
          (Class == "int" && T->getValueAsBit("IsFloat")))
        Fail(T->getValueAsString("Name") + " is outside the op's ElemClass " +
             Class);
  }
  if (Kind == "dims" || Kind == "anyvalid" || Kind == "window" ||
      Kind == "dimsum" || Kind == "boxwin") {
    int64_t Other = R->getValueAsInt("Other");
    if (Other != -2)
      CheckOperand(Other, false);
    else if (Kind != "dims")
      Fail("compares with an operand, not a constant");
  }
  if (Kind == "dims" || Kind == "dimsum") {
    StringRef F = R->getValueAsString("Field");
    StringRef OF = R->getValueAsString("OtherField");
    if (!lookupSpelling(DimFields, F) ||
        (!OF.empty() && !lookupSpelling(DimFields, OF)))
      Fail("unknown field '" + F + "'");
    if (!lookupSpelling(DimCmps, R->getValueAsString("Cmp")))
      Fail("unknown comparison '" + R->getValueAsString("Cmp") + "'");
  }
  if (Kind == "scalar") {
    StringRef SK = R->getValueAsString("ScalarKind");
    if (!lookupSpelling(ScalarKinds, SK))
      Fail("unknown scalar kind '" + SK + "'");
    if (SK == "elem")
      CheckOperand(R->getValueAsInt("ElemOf"), false);
    if (R->getValueAsInt("ConstMultiple") < 1)
      Fail("ConstMultiple must be positive");
  }
}

/// The LayoutMask of a `layouts` rule.
static unsigned layoutMask(const Record *R) {
  unsigned Mask = 0;
  for (StringRef L : R->getValueAsListOfStrings("Layouts"))
    for (auto [I, P] : enumerate(LayoutPairs))
      if (L == P)
        Mask |= 1u << I;
  return Mask;
}

/// One LegalRuleTable row; the rule's types start at \p TypesBegin of
/// LegalTypeTable, its WhenTypes right after them.
std::string AscendPTOTables::emitLegalRule(const Record *Op, const Record *R,
                                           unsigned TypesBegin) const {
  auto Bool = [](bool B) { return B ? "true" : "false"; };
  std::vector<int64_t> Ops = R->getValueAsListOfInts("Operands");
  uint32_t Mask = 0;
  bool OnResult = false;
  for (int64_t I : Ops) {
    if (I < 0)
      OnResult = true;
    else
      Mask |= 1u << I;
  }
  StringRef Kind = R->getValueAsString("Kind");
  StringRef F = R->getValueAsString("Field");
  StringRef OF = R->getValueAsString("OtherField");
  StringRef SK = R->getValueAsString("ScalarKind");
  std::string Row;
  raw_string_ostream OS(Row);
  OS << "  {LegalKind::" << lookupSpelling(LegalKinds, Kind) << ", "
     << archMaskOrAll(R, "Archs") << ", " << Mask << "u, " << Bool(OnResult)
     << ", " << Ops.front() << ", " << Ops.back() << ", "
     << spaceMask(R, "When") << ", " << TypesBegin << ", "
     << R->getValueAsListOfDefs("Types").size() << ", "
     << spaceMask(R, "Spaces") << ", " << Bool(R->getValueAsBit("ND"))
     << ", DimField::"
     << (F.empty() ? "Rows" : lookupSpelling(DimFields, F))
     << ", DimField::"
     << lookupSpelling(DimFields, OF.empty() ? (F.empty() ? "rows" : F) : OF)
     << ", DimCmp::" << lookupSpelling(DimCmps, R->getValueAsString("Cmp"))
     << ", " << R->getValueAsInt("Other") << ", "
     << R->getValueAsInt("Value") << ", ScalarKind::"
     << (SK.empty() ? "Numeric" : lookupSpelling(ScalarKinds, SK)) << ", "
     << R->getValueAsInt("ElemOf") << ", "
     << R->getValueAsInt("ConstMin") << "LL, "
     << R->getValueAsInt("ConstMultiple") << ", "
     << R->getValueAsInt("WhenOf") << ", "
     << TypesBegin + R->getValueAsListOfDefs("Types").size() << ", "
     << R->getValueAsListOfDefs("WhenTypes").size() << ", "
     << layoutMask(R) << ", " << R->getValueAsInt("RowOf") << ", "
     << R->getValueAsInt("ColOf") << ", " << quote(R->getValueAsString("Note"))
     << "}, // " << Op->getName() << "\n";
  return Row;
}

std::string AscendPTOTables::spaceRuleKind(const Record *Op) const {
  if (!Op->getValueAsInt("NumResults"))
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
      {"cast", "Cast"},           {"explicit", "Explicit"},
      {"concat", "Concat"}};
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
  OS << "enum class AttrPlacement : uint8_t {\n";
  for (const Record *P : Placements)
    OS << "  " << stripPrefix(P, "Attrs") << ",\n";
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

  // Pipes.
  OS << "static const char *const PipeNameTable[] = {";
  for (const Record *P : Pipes)
    OS << quote(P->getValueAsString("Name")) << ", ";
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
       << ProcRanges[I].first << ", " << ProcRanges[I].second << ", "
       << (P->getValueAsBit("SplitLoadTpopHazard") ? "true" : "false")
       << "},\n";
  OS << "};\n\n";

  // Moves.
  OS << "static const MovePairInfo MovePairTable[] = {\n";
  for (const Record *M : movePairs())
    OS << "  {MemSpace::" << stripPrefix(M->getValueAsDef("Src"), "Space")
       << ", MemSpace::" << stripPrefix(M->getValueAsDef("Dst"), "Space")
       << ", " << archMask(M->getValueAsListOfStrings("Archs"), M)
       << ", Pipe::" << stripPrefix(M->getValueAsDef("Pipe"), "Pipe") << ", "
       << (M->getValueAsBit("Converts") ? "true" : "false") << "},\n";
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

  // Layouts of global tensors, by name.
  OS << "static const GlobalLayoutInfo GlobalLayoutTable[] = {\n";
  for (const Record *L : Records.getAllDerivedDefinitions("GlobalLayout")) {
    int64_t Dim = L->getValueAsInt("UnitDim");
    if (Dim != 0 && Dim != 1)
      PrintFatalError(L->getLoc(), "GlobalLayout UnitDim must be 0 or 1");
    OS << "  {" << quote(L->getValueAsString("Name")) << ", " << Dim << ", "
       << quote(L->getValueAsString("Reading")) << "},\n";
  }
  OS << "};\n\n";

  // Fractal boxes (td/AscendPTOLegality.td), and the blayouts the
  // assembler's parser imposes (td/AscendPTOProcessors.td).
  OS << "static const FractalBoxInfo FractalBoxTable[] = {\n";
  for (const Record *B : Records.getAllDerivedDefinitions("FractalBox")) {
    StringRef SL = B->getValueAsString("SLayout");
    if (SL != "row_major" && SL != "col_major")
      PrintFatalError(B->getLoc(), "a FractalBox is of slayout row_major or "
                                   "col_major");
    const Record *Rows = B->getValueAsDef("Rows");
    const Record *Cols = B->getValueAsDef("Cols");
    if (B->getValueAsInt("Fractal") <= 0 || Rows->getValueAsInt("N") <= 0 ||
        Cols->getValueAsInt("N") <= 0)
      PrintFatalError(B->getLoc(), "a FractalBox has positive extents");
    OS << "  {" << quote(SL) << ", " << B->getValueAsInt("Fractal") << ", "
       << Rows->getValueAsInt("N") << ", "
       << (Rows->getValueAsBit("Bytes") ? "true" : "false") << ", "
       << Cols->getValueAsInt("N") << ", "
       << (Cols->getValueAsBit("Bytes") ? "true" : "false") << "},\n";
  }
  OS << "};\n\n";
  OS << "static const ParsedBLayoutInfo ParsedBLayoutTable[] = {\n";
  for (const Record *P : Records.getAllDerivedDefinitions("ParsedBLayout")) {
    StringRef BL = P->getValueAsString("BLayout");
    if (BL != "row_major" && BL != "col_major")
      PrintFatalError(P->getLoc(), "a ParsedBLayout is row_major or "
                                   "col_major");
    OS << "  {MemSpace::" << stripPrefix(P->getValueAsDef("Space"), "Space")
       << ", " << archMask({P->getValueAsString("Arch")}, P) << ", "
       << quote(BL) << "},\n";
  }
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
       << A->getValueAsInt("Default") << ", "
       << (A->getValueAsBit("Required") ? "true" : "false") << "},\n";
  OS << "};\n\n";

  // The cost classes of data movements, by space pair (-1: global memory).
  OS << "static const TransferCostInfo TransferCostTable[] = {\n";
  for (const Record *R : transferCosts()) {
    const Record *Src = R->getValueAsOptionalDef("Src");
    const Record *Dst = R->getValueAsOptionalDef("Dst");
    OS << "  {" << (Src ? int(spaceIndex(Src)) : -1) << ", "
       << (Dst ? int(spaceIndex(Dst)) : -1) << ", ptocost::OpClass::"
       << R->getValueAsDef("Cost")->getValueAsString("Enum") << "}, // "
       << transferSide(Src) << " -> " << transferSide(Dst) << "\n";
  }
  OS << "};\n\n";

  // Tile ops: operands, separations, target rules, pairs, pipes and strings,
  // then the rows.
  std::string OperandRows, SepRows, RuleRows, PairRows, PipeRows, StringRows,
      OpRows, LegalRows, LegalTypeRows;
  raw_string_ostream OperandOS(OperandRows), SepOS(SepRows), RuleOS(RuleRows),
      PairOS(PairRows), PipeOS(PipeRows), StringOS(StringRows), OpOS(OpRows),
      LegalOS(LegalRows), LegalTypeOS(LegalTypeRows);
  unsigned NextOperand = 0, NextSep = 0, NextRule = 0, NextPair = 0,
           NextPipe = 0, NextString = 0, NextLegal = 0, NextLegalType = 0;
  // Appends a string list to StringListTable and returns "begin, count".
  auto EmitStrings = [&](const Record *Op, StringRef Field) {
    std::vector<StringRef> L = Op->getValueAsListOfStrings(Field);
    std::string R =
        std::to_string(NextString) + ", " + std::to_string(L.size());
    for (StringRef S : L)
      StringOS << "  " << quote(S) << ", // " << Op->getName() << "\n";
    NextString += L.size();
    return R;
  };
  auto Bool = [](bool B) { return B ? "true" : "false"; };
  for (const Record *Op : TileOps) {
    std::vector<const Record *> Opnds = Op->getValueAsListOfDefs("Operands");
    int64_t NumResults = Op->getValueAsInt("NumResults");
    bool DefinesView = Op->getValueAsDef("Form")->getName() ==
                       "FormTensorView";
    // Machine operand layout: the results, one six-immediate type per
    // result, the fixed operands in order, then the variadic operand's
    // registers; the tensor view is (dst, dtype immediate, operands...).
    unsigned FirstMI = DefinesView ? 2 : 7 * NumResults;
    SmallVector<int, 8> MIIndex;
    unsigned MI = FirstMI;
    int VariadicOperand = -1;
    for (auto [I, O] : enumerate(Opnds)) {
      bool IsMI = O->getValueAsDef("Role")->getValueAsBit("IsMIOperand");
      if (O->getValueAsBit("Variadic")) {
        VariadicOperand = I;
        MIIndex.push_back(-1);
      } else {
        MIIndex.push_back(IsMI ? int(MI++) : -1);
      }
    }
    if (VariadicOperand >= 0)
      MIIndex[VariadicOperand] = MI;
    const DagInit *InList = Op->getValueAsDag("InOperandList");
    unsigned NumIn = InList->getNumArgs() - (VariadicOperand >= 0 ? 1 : 0);
    unsigned Expected = DefinesView ? 1 + NumIn
                                    : 7 * NumResults + (NumIn - NumResults);
    if (MI != Expected)
      PrintFatalError(Op->getLoc(),
                      "machine operands do not match the Operands list");

    for (auto [I, O] : enumerate(Opnds)) {
      const Record *Role = O->getValueAsDef("Role");
      int AttrIdx = -1;
      if (!O->isValueUnset("Attr"))
        AttrIdx = llvm::find(Attrs, O->getValueAsDef("Attr")) - Attrs.begin();
      else if (Role->getName() == "RoleAttr")
        PrintFatalError(Op->getLoc(), "attribute operand without an OpAttr");
      OperandOS << "  {" << quote(O->getValueAsString("Name"))
                << ", OperandRole::" << stripPrefix(Role, "Role") << ", "
                << spaceMask(O, "Spaces") << ", "
                << Bool(O->getValueAsBit("Written")) << ", " << AttrIdx
                << ", " << MIIndex[I] << ", "
                << Bool(Role->getValueAsBit("IsTile")) << ", "
                << Bool(O->getValueAsBit("Variadic")) << ", "
                << O->getValueAsInt("MinCount") << ", "
                << O->getValueAsInt("MaxCount") << "}, // " << Op->getName()
                << "\n";
    }

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

    std::vector<const Record *> Pairs = Op->getValueAsListOfDefs("SpacePairs");
    unsigned PairsBegin = NextPair;
    for (const Record *P : Pairs)
      PairOS << "  {MemSpace::" << stripPrefix(P->getValueAsDef("Src"), "Space")
             << ", MemSpace::" << stripPrefix(P->getValueAsDef("Dst"), "Space")
             << ", " << archMask(P->getValueAsListOfStrings("Archs"), P)
             << ", Pipe::" << stripPrefix(P->getValueAsDef("Pipe"), "Pipe")
             << ", " << Bool(P->getValueAsBit("Converts")) << "}, // "
             << Op->getName() << "\n";
    NextPair += Pairs.size();

    std::vector<const Record *> PipeOvs =
        Op->getValueAsListOfDefs("PipeOverrides");
    unsigned PipesBegin = NextPipe;
    for (const Record *P : PipeOvs) {
      StringRef Arch = P->getValueAsString("Arch");
      PipeOS << "  {"
             << (Arch.empty() ? (1u << ArchNames.size()) - 1
                              : archMask({Arch}, P))
             << ", "
             << (P->isValueUnset("Space")
                     ? -1
                     : int(spaceIndex(P->getValueAsDef("Space"))))
             << ", Pipe::" << stripPrefix(P->getValueAsDef("Pipe"), "Pipe")
             << "}, // " << Op->getName() << "\n";
    }
    NextPipe += PipeOvs.size();

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
    const Record *VR = Op->getValueAsDef("ViewOffset");
    StringRef ElemClass = Op->getValueAsString("ElemClass");
    if (ElemClass != "any" && ElemClass != "float" && ElemClass != "int")
      PrintFatalError(Op->getLoc(), "ElemClass must be any, float or int");
    const Record *Cast = Op->getValueAsOptionalDef("CastRule");
    // checkCost made sure the op has a cost class; "" is CostBySpaces.
    StringRef CostEnum = Op->getValueAsDef("Cost")->getValueAsString("Enum");

    std::vector<const Record *> Legal = Op->getValueAsListOfDefs("Legality");
    unsigned LegalBegin = NextLegal;
    for (const Record *R : Legal) {
      LegalOS << emitLegalRule(Op, R, NextLegalType);
      std::vector<const Record *> Types = R->getValueAsListOfDefs("Types");
      llvm::append_range(Types, R->getValueAsListOfDefs("WhenTypes"));
      if (!Types.empty()) {
        LegalTypeOS << " ";
        for (const Record *T : Types)
          LegalTypeOS << " DType::" << stripPrefix(T, "DType") << ",";
        LegalTypeOS << " // " << Op->getName() << "\n";
      }
      NextLegalType += Types.size();
      ++NextLegal;
    }

    OpOS << "  {AscendPTO::" << Op->getName() << ", "
         << quote(Op->getValueAsString("Mnemonic")) << ", "
         << quote(Op->getValueAsString("IRName")) << ", "
         << quote(Op->getValueAsString("Family")) << ", "
         << quote(Op->getValueAsString("Summary")) << ",\n   " << NextOperand
         << ", " << Opnds.size() << ", " << NumResults
         << ", SpaceRuleKind::" << SRKind << ", " << SRArg << ", " << Chosen
         << ", TypeRuleKind::" << typeRuleKind(Op) << ", "
         << TR->getValueAsInt("Operand") << ", "
         << TR->getValueAsInt("Operand2") << ", " << ElemType << ", "
         << Bool(TR->getValueAsBit("SuffixElem")) << ", "
         << Bool(TR->getValueAsBit("FullValid")) << ", "
         << Bool(TR->getValueAsBit("DynamicValid")) << ", "
         << Bool(TR->getValueAsBit("FlipBLayout")) << ",\n   "
         << operandMask(Op, "TypeMatchOperands") << "u, "
         << operandMask(Op, "ElemMatchOperands") << "u, "
         << operandMask(Op, "SameTypeOperands") << "u, ElemClass::"
         << (ElemClass == "any" ? "Any" : ElemClass == "int" ? "Int" : "Float")
         << ", " << archMaskOrAll(Op, "Archs") << ", "
         << Bool(Op->getValueAsBit("ResultNeedsPad")) << ",\n   "
         << Bool(Op->getValueAsBit("LoadsGlobal")) << ", "
         << Bool(Op->getValueAsBit("PopsFromCube")) << ", "
         << Bool(Op->getValueAsBit("NotInplaceSafe")) << ", "
         << operandMask(Op, "ForbidOutputAlias") << "u, "
         << Op->getValueAsInt("OutputReusesInput") << ", "
         << Bool(Op->getValueAsBit("IsView")) << ", ViewOffsetKind::"
         << (!Op->getValueAsBit("IsView")                       ? "None"
             : VR->getValueAsString("Kind") == "rowcol" ? "RowCol"
                                                                : "Base")
         << ", " << VR->getValueAsInt("RowOperand") << ", "
         << VR->getValueAsInt("ColOperand") << ", "
         << (Cast ? archMaskOrAll(Cast, "WideningArchs") : 0) << ", "
         << (Cast ? archMaskOrAll(Cast, "NarrowingArchs") : 0) << ", "
         << RulesBegin << ", " << Rules.size() << ",\n   Pipe::"
         << stripPrefix(Op->getValueAsDef("Pipe"), "Pipe") << ", "
         << PipesBegin << ", " << PipeOvs.size() << ", "
         << Bool(Op->getValueAsBit("UsesMovePairs")) << ", " << PairsBegin
         << ", " << Pairs.size() << ", " << Op->getValueAsInt("PairOperand")
         << ",\n   PrintForm::"
         << stripPrefix(Op->getValueAsDef("Form"), "Form")
         << ", AttrPlacement::"
         << stripPrefix(Op->getValueAsDef("AttrPlace"), "Attrs") << ", "
         << EmitStrings(Op, "FixedAttrs") << ", "
         << EmitStrings(Op, "ExtraOuts") << ", "
         << Bool(Op->getValueAsBit("ReusedInputInIns")) << ", "
         << EmitStrings(Op, "PyPTO") << ", " << FirstMI << ", "
         << VariadicOperand << ", " << LegalBegin << ", " << Legal.size()
         << ",\n   ptocost::OpClass::"
         << (CostEnum.empty() ? StringRef("None") : CostEnum) << ", "
         << Bool(CostEnum.empty()) << "},\n";
    NextOperand += Opnds.size();
  }
  // Every array gets a last row so that none is empty.
  OS << "static const TileOperandInfo TileOperandTable[] = {\n"
     << OperandRows << "};\n\n";
  OS << "static const OperandSeparationInfo OperandSeparationTable[] = {\n"
     << SepRows << "  {0, 0u}, // keeps the array non-empty\n};\n\n";
  OS << "static const TargetAliasRuleInfo TargetAliasRuleTable[] = {\n"
     << RuleRows << "  {0, 0u, 0, 0}, // keeps the array non-empty\n};\n\n";
  OS << "static const MovePairInfo OpSpacePairTable[] = {\n"
     << PairRows
     << "  {MemSpace::Vec, MemSpace::Vec, 0, Pipe::V, false}, // keeps the "
        "array "
        "non-empty\n};\n\n";
  OS << "static const PipeOverrideInfo PipeOverrideTable[] = {\n"
     << PipeRows << "  {0, -1, Pipe::V}, // keeps the array non-empty\n};\n\n";
  OS << "static const LegalRuleInfo LegalRuleTable[] = {\n"
     << LegalRows
     << "  {LegalKind::Elems, 0, 0u, false, 0, 0, 0, 0, 0, 0, false, "
        "DimField::Rows, DimField::Rows, DimCmp::Eq, -2, 0, "
        "ScalarKind::Numeric, -1, 0LL, 1, -2, 0, 0, 0, -2, -2, \"\"}, // "
        "keeps the array non-empty\n"
        "};\n\n";
  OS << "static const DType LegalTypeTable[] = {\n"
     << LegalTypeRows << "  DType::F32, // keeps the array non-empty\n};\n\n";
  emitSyncTables(OS);
  OS << "static const char *const StringListTable[] = {\n"
     << StringRows << "  \"\", // keeps the array non-empty\n};\n\n";
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

  // PyPTO registry ops with no tile op, and a PyPTO name may name one op
  // only.
  StringMap<const Record *> PyPTONames;
  for (const Record *Op : TileOps)
    for (StringRef N : Op->getValueAsListOfStrings("PyPTO"))
      if (!PyPTONames.try_emplace(N, Op).second)
        PrintFatalError(Op->getLoc(), "PyPTO op '" + N +
                                          "' is implemented by two records");
  OS << "static const PyPTOOnlyInfo PyPTOOnlyTable[] = {\n";
  for (const Record *R : PyPTOOnly) {
    if (PyPTONames.count(R->getValueAsString("Name")))
      PrintFatalError(R->getLoc(), "PyPTO op '" +
                                       R->getValueAsString("Name") +
                                       "' has a tile op too");
    OS << "  {" << quote(R->getValueAsString("Name")) << ", "
       << quote(R->getValueAsString("Reason")) << "},\n";
  }
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

/// `a/b/c` for a list of space records.
static std::string spaceNames(ArrayRef<const Record *> Spaces) {
  std::string S;
  ListSeparator Bar("/");
  for (const Record *R : Spaces)
    S += (StringRef(Bar) + R->getValueAsString("Name")).str();
  return S;
}

/// \p S made safe for a Markdown table cell.
static std::string cell(StringRef S) {
  std::string R;
  for (char C : S) {
    if (C == '|' || C == '<' || C == '>')
      R += '\\';
    R += C;
  }
  return R;
}

/// `(0, 1)` for an operand list.
static std::string intList(const std::vector<int64_t> &L) {
  std::string S = "(";
  ListSeparator C(", ");
  for (int64_t I : L)
    S += (StringRef(C) + Twine(I)).str();
  return S + ")";
}

std::string AscendPTOTables::describeOperands(const Record *Op) const {
  std::string S;
  raw_string_ostream OS(S);
  ListSeparator LS(", ");
  for (auto [I, O] : enumerate(Op->getValueAsListOfDefs("Operands"))) {
    OS << LS << I << ":" << O->getValueAsString("Name") << " ("
       << O->getValueAsDef("Role")->getValueAsString("Name");
    if (O->getValueAsBit("Variadic"))
      OS << " x" << O->getValueAsInt("MinCount") << ".."
         << O->getValueAsInt("MaxCount");
    std::vector<const Record *> Sp = O->getValueAsListOfDefs("Spaces");
    if (!Sp.empty() && Sp.size() < Spaces.size())
      OS << " in " << spaceNames(Sp);
    if (O->getValueAsBit("Written"))
      OS << ", written workspace";
    if (!O->isValueUnset("Attr"))
      OS << ", " << O->getValueAsDef("Attr")->getValueAsString("Key");
    OS << ")";
  }
  return S.empty() ? "-" : S;
}

std::string AscendPTOTables::describeResult(const Record *Op) const {
  if (Op->getValueAsDef("Form")->getName() == "FormTensorView")
    return "tensor view";
  int64_t N = Op->getValueAsInt("NumResults");
  if (!N)
    return "none";
  std::string S;
  raw_string_ostream OS(S);
  if (N > 1)
    OS << N << " tiles: ";
  const Record *SR = Op->getValueAsDef("ResultSpace");
  std::string K = spaceRuleKind(Op);
  if (K == "Fixed")
    OS << SR->getValueAsDef("Space")->getValueAsString("Name");
  else if (K == "Operand")
    OS << "space of " << SR->getValueAsInt("Operand");
  else
    OS << "chosen: " << spaceNames(SR->getValueAsListOfDefs("Allowed"));
  const Record *TR = Op->getValueAsDef("ResultType");
  StringRef TK = TR->getValueAsString("Kind");
  int64_t A = TR->getValueAsInt("Operand"), B = TR->getValueAsInt("Operand2");
  OS << "; ";
  if (TK == "same")
    OS << "type of " << A;
  else if (TK == "rowreduce")
    OS << "[rows(" << A << "), 1]";
  else if (TK == "colreduce")
    OS << "[1, cols(" << A << ")]";
  else if (TK == "matmul")
    OS << "matmul [rows(" << A << "), cols(" << B << ")]";
  else if (TK == "transpose")
    OS << "transpose of " << A;
  else if (TK == "cast")
    OS << "shape of " << A << ", dtype suffix";
  else if (TK == "explicit")
    OS << "explicit [rows, cols], dtype "
       << (A >= 0 ? "of " + std::to_string(A) + " or suffix"
                  : std::string("suffix"));
  else if (TK == "concat")
    OS << "[rows(" << A << "), cols(" << A << ") + cols(" << B << ")]";
  if (!TR->isValueUnset("ElemType"))
    OS << ", " << TR->getValueAsDef("ElemType")->getValueAsString("Name");
  else if (TR->getValueAsBit("SuffixElem") && TK != "cast")
    OS << ", dtype suffix may convert";
  if (TR->getValueAsBit("FullValid"))
    OS << ", full valid shape";
  if (TR->getValueAsBit("DynamicValid"))
    OS << ", run-time valid shape";
  if (TR->getValueAsBit("FlipBLayout"))
    OS << ", blayout swapped";
  if (Op->getValueAsBit("ResultNeedsPad"))
    OS << ", needs a pad";
  return S;
}

std::string AscendPTOTables::describeAliasing(const Record *Op) const {
  std::string S;
  raw_string_ostream OS(S);
  ListSeparator LS("; ");
  if (Op->getValueAsBit("NotInplaceSafe"))
    OS << LS << "not_inplace_safe";
  if (Op->getValueAsBit("LoadsGlobal"))
    OS << LS << "load-derived result (split-AIV tpop hazard)";
  if (Op->getValueAsBit("PopsFromCube"))
    OS << LS << "queue storage, not planned (split-AIV tpop hazard)";
  std::vector<int64_t> F = Op->getValueAsListOfInts("ForbidOutputAlias");
  if (!F.empty())
    OS << LS << "forbid_output_alias" << intList(F);
  if (Op->getValueAsInt("OutputReusesInput") >= 0)
    OS << LS << "output_reuses_input("
       << Op->getValueAsInt("OutputReusesInput") << ")";
  if (Op->getValueAsBit("IsView")) {
    const Record *VR = Op->getValueAsDef("ViewOffset");
    if (VR->getValueAsString("Kind") == "rowcol")
      OS << LS << "view of 0 at element (" << VR->getValueAsInt("RowOperand")
         << ", " << VR->getValueAsInt("ColOperand") << ")";
    else
      OS << LS << "view of 0 at its base";
  }
  if (!Op->isValueUnset("CastRule"))
    OS << LS << "cast width rule";
  for (auto [I, O] : enumerate(Op->getValueAsListOfDefs("Operands")))
    if (O->getValueAsBit("Written"))
      OS << LS << "written workspace " << I;
  if (!Op->getValueAsListOfDefs("TargetRules").empty())
    OS << LS << "per target (below)";
  return S.empty() ? "-" : S;
}

std::string AscendPTOTables::describeTargetRows(const Record *Op) const {
  std::string S;
  raw_string_ostream OS(S);
  ListSeparator LS("; ");
  for (const Record *R : Op->getValueAsListOfDefs("TargetRules")) {
    OS << LS << R->getValueAsString("Arch") << ": forbid_output_alias"
       << intList(R->getValueAsListOfInts("ForbidOutputAlias"));
    for (const Record *Sep : R->getValueAsListOfDefs("Separations"))
      OS << ", " << Sep->getValueAsInt("Operand") << " apart from "
         << intList(Sep->getValueAsListOfInts("Others"));
  }
  if (const Record *C = Op->getValueAsOptionalDef("CastRule")) {
    std::vector<StringRef> W = C->getValueAsListOfStrings("WideningArchs");
    std::vector<StringRef> N = C->getValueAsListOfStrings("NarrowingArchs");
    for (const std::string &A : ArchNames) {
      bool Wi = is_contained(W, A), Na = is_contained(N, A);
      OS << LS << A << ": "
         << (Wi && Na   ? "widening and narrowing never in place"
             : Wi       ? "widening never in place"
             : Na       ? "narrowing never in place"
                        : "always in place");
    }
  }
  std::vector<StringRef> Archs = Op->getValueAsListOfStrings("Archs");
  if (!Archs.empty()) {
    OS << LS << "only on ";
    ListSeparator C(", ");
    for (StringRef A : Archs)
      OS << C << A;
  }
  if (Op->getValueAsBit("UsesMovePairs"))
    OS << LS << "legal pairs: the tile.move table";
  std::vector<const Record *> Pairs = Op->getValueAsListOfDefs("SpacePairs");
  if (!Pairs.empty()) {
    OS << LS << "legal pairs: ";
    ListSeparator C(", ");
    for (const Record *P : Pairs) {
      OS << C << P->getValueAsDef("Src")->getValueAsString("Name") << "->"
         << P->getValueAsDef("Dst")->getValueAsString("Name") << " (";
      ListSeparator D(" ");
      for (StringRef A : P->getValueAsListOfStrings("Archs"))
        OS << D << A;
      OS << ")";
    }
  }
  return S.empty() ? "-" : S;
}

void AscendPTOTables::emitSyncTables(raw_ostream &OS) const {
  OS << "static const SyncPipeInfo SyncPipeTable[] = {\n";
  for (const Record *P : byID(Records.getAllDerivedDefinitions("SyncPipe")))
    OS << "  {Pipe::" << stripPrefix(P->getValueAsDef("Pipe"), "Pipe") << ", "
       << P->getValueAsInt("Code") << ", "
       << archMask(P->getValueAsListOfStrings("BarrierArchs"), P) << "},\n";
  OS << "};\n\n";
  const Record *Flags = Records.getDef("SyncFlags");
  if (!Flags)
    PrintFatalError("AscendPTOSync.td must define SyncFlags");
  OS << "static constexpr unsigned SyncEventIdCount = "
     << Flags->getValueAsInt("EventIds") << ";\n";
  OS << "static constexpr unsigned SyncAllPipeCode = "
     << Flags->getValueAsInt("AllPipeCode") << ";\n\n";
  OS << "static const InternalEventInfo InternalEventTable[] = {\n";
  for (const Record *E :
       byID(Records.getAllDerivedDefinitions("InternalEvents"))) {
    unsigned Mask = 0;
    for (int64_t Id : E->getValueAsListOfInts("Ids")) {
      if (Id < 0 || Id >= Flags->getValueAsInt("EventIds"))
        PrintFatalError(E->getLoc(), "event id out of range");
      Mask |= 1u << Id;
    }
    OS << "  {Pipe::" << stripPrefix(E->getValueAsDef("Src"), "Pipe")
       << ", Pipe::" << stripPrefix(E->getValueAsDef("Dst"), "Pipe") << ", "
       << Mask << "u},\n";
  }
  OS << "  {Pipe::None, Pipe::None, 0u}, // keeps the array non-empty\n};\n\n";
}

std::string AscendPTOTables::describePipe(const Record *Op) const {
  const Record *Cost = Op->getValueAsDef("Cost");
  std::string C = "; cost " + (Cost->getValueAsString("Enum").empty()
                                   ? std::string("by spaces")
                                   : stripPrefix(Cost, "Cost"));
  std::string S =
      Op->getValueAsDef("Pipe")->getValueAsString("Name").str();
  if (Op->getValueAsBit("UsesMovePairs") ||
      !Op->getValueAsListOfDefs("SpacePairs").empty())
    return "by pair (" + S + " default)" + C;
  for (const Record *P : Op->getValueAsListOfDefs("PipeOverrides")) {
    S += "; ";
    if (!P->getValueAsString("Arch").empty())
      S += P->getValueAsString("Arch").str() + ": ";
    if (!P->isValueUnset("Space"))
      S += "from " +
           P->getValueAsDef("Space")->getValueAsString("Name").str() + ": ";
    S += P->getValueAsDef("Pipe")->getValueAsString("Name").str();
  }
  return S + C;
}

std::string AscendPTOTables::describeLegalRule(const Record *Op,
                                               const Record *R) const {
  std::string S;
  raw_string_ostream OS(S);
  std::vector<StringRef> Archs = R->getValueAsListOfStrings("Archs");
  if (!Archs.empty()) {
    ListSeparator C(", ");
    for (StringRef A : Archs)
      OS << C << A;
    OS << ": ";
  }
  std::vector<int64_t> Ops = R->getValueAsListOfInts("Operands");
  StringRef Kind = R->getValueAsString("Kind");
  auto TypeNames = [&](ArrayRef<const Record *> Types) {
    std::string T;
    ListSeparator C(" ");
    for (const Record *D : Types)
      T += (StringRef(C) + D->getValueAsString("Name")).str();
    return T;
  };
  std::vector<const Record *> Types = R->getValueAsListOfDefs("Types");
  std::vector<const Record *> When = R->getValueAsListOfDefs("When");
  OS << operandList(Ops);
  std::vector<const Record *> WhenTypes = R->getValueAsListOfDefs("WhenTypes");
  if (!WhenTypes.empty())
    OS << " (of " << TypeNames(WhenTypes) << ")";
  int64_t WhenOf = R->getValueAsInt("WhenOf");
  if (!When.empty())
    OS << " (" << (WhenOf == -2 ? "" : "when " + operandName(WhenOf) + " is ")
       << "in " << spaceNames(When) << ")";
  if (Kind == "elems") {
    OS << ": " << TypeNames(Types);
  } else if (Kind == "pairs") {
    OS << ": ";
    ListSeparator C(", ");
    for (size_t I = 0; I + 1 < Types.size(); I += 2)
      OS << C << Types[I]->getValueAsString("Name") << "->"
         << Types[I + 1]->getValueAsString("Name");
  } else if (Kind == "elemeq") {
    OS << ": one element type";
  } else if (Kind == "elemne") {
    OS << ": different element types";
  } else if (Kind == "spaces") {
    OS << " in " << spaceNames(R->getValueAsListOfDefs("Spaces"));
  } else if (Kind == "layout") {
    OS << (R->getValueAsBit("ND") ? " ND (row_major, none_box)"
                                  : " row_major");
  } else if (Kind == "dims") {
    StringRef F = R->getValueAsString("Field");
    StringRef OF = R->getValueAsString("OtherField");
    StringRef Cmp = R->getValueAsString("Cmp");
    int64_t Other = R->getValueAsInt("Other");
    OS << ": " << (F == "fullcols" ? StringRef("vcols") : F) << " "
       << (Cmp == "eq"   ? "="
           : Cmp == "le" ? "<="
           : Cmp == "ge" ? ">="
                         : "multiple of")
       << " ";
    if (F == "fullcols")
      OS << "cols";
    else if (Other == -2)
      OS << R->getValueAsInt("Value");
    else
      OS << (OF.empty() ? F : OF) << " of " << operandName(Other);
  } else if (Kind == "anyvalid") {
    OS << ": one has the valid shape of "
       << operandName(R->getValueAsInt("Other"));
  } else if (Kind == "colmajor") {
    OS << " not row_major";
  } else if (Kind == "layouts") {
    OS << ": ";
    ListSeparator C(" or ");
    for (StringRef L : R->getValueAsListOfStrings("Layouts"))
      OS << C << L;
  } else if (Kind == "rowvec") {
    OS << ": a per-row vector (valid cols 1 unless row_major, then 32 "
          "bytes)";
  } else if (Kind == "window") {
    OS << ": a " << R->getValueAsString("Field") << " window at (operand "
       << R->getValueAsInt("RowOf") << ", operand "
       << R->getValueAsInt("ColOf") << ") >= 0 inside the shape of "
       << operandName(R->getValueAsInt("Other"));
  } else if (Kind == "dimsum") {
    StringRef Cmp = R->getValueAsString("Cmp");
    OS << ": sum of " << R->getValueAsString("Field") << " "
       << (Cmp == "eq" ? "=" : Cmp == "le" ? "<=" : ">=") << " "
       << R->getValueAsString("OtherField") << " of "
       << operandName(R->getValueAsInt("Other"));
  } else if (Kind == "widtheq") {
    OS << ": one element width";
  } else if (Kind == "distinct") {
    OS << ": distinct SSA values";
  } else if (Kind == "boxwin") {
    OS << ": a window at (operand " << R->getValueAsInt("RowOf")
       << ", operand " << R->getValueAsInt("ColOf") << ") of "
       << operandName(R->getValueAsInt("Other"))
       << "; when that is boxed: whole fractal boxes, and whole lines "
          "across its blayout at offset 0";
  } else if (Kind == "scalar") {
    StringRef SK = R->getValueAsString("ScalarKind");
    OS << ": "
       << (SK == "elem"
               ? "element type of " + operandName(R->getValueAsInt("ElemOf"))
           : SK == "int" ? std::string("signless integer")
                         : SK.str());
    int64_t Min = R->getValueAsInt("ConstMin");
    int64_t Mult = R->getValueAsInt("ConstMultiple");
    if (Min > INT32_MIN)
      OS << ", a constant >= " << Min;
    if (Mult > 1)
      OS << ", a multiple of " << Mult;
  }
  StringRef Note = R->getValueAsString("Note");
  if (!Note.empty())
    OS << " (" << Note << ")";
  return S;
}

std::string AscendPTOTables::describeLegality(const Record *Op) const {
  std::string S;
  ListSeparator LS("; ");
  for (const Record *R : Op->getValueAsListOfDefs("Legality"))
    S += (StringRef(LS) + describeLegalRule(Op, R)).str();
  return S;
}

std::string AscendPTOTables::describePrinting(const Record *Op) const {
  std::string S;
  raw_string_ostream OS(S);
  OS << "`pto." << Op->getValueAsString("Mnemonic") << "` "
     << Op->getValueAsDef("Form")->getValueAsString("Name");
  bool HasAttrs = !Op->getValueAsListOfStrings("FixedAttrs").empty();
  for (const Record *O : Op->getValueAsListOfDefs("Operands"))
    HasAttrs |= !O->isValueUnset("Attr");
  StringRef Place =
      Op->getValueAsDef("AttrPlace")->getValueAsString("Name");
  if (HasAttrs)
    OS << ", attrs "
       << (Place == "ins"      ? "in ins"
           : Place == "insarg" ? "as an ins entry"
                               : "after outs");
  for (StringRef A : Op->getValueAsListOfStrings("FixedAttrs"))
    OS << ", `{" << A << "}`";
  for (StringRef T : Op->getValueAsListOfStrings("ExtraOuts"))
    OS << ", extra out `" << T << "`";
  if (Op->getValueAsInt("OutputReusesInput") >= 0 &&
      !Op->getValueAsBit("ReusedInputInIns"))
    OS << ", reused input only in outs";
  return S;
}

void AscendPTOTables::emitDocs(raw_ostream &OS) {
  OS << "<!-- Generated by ascendpto-tblgen -gen-ascendpto-op-docs from "
        "td/AscendPTO.td. Do not edit: edit the td records and rebuild "
        "(the op-docs test fails when this file drifts). -->\n\n";
  OS << "# Tile-op properties\n\n"
     << "Every fact on this page is read from the TableGen records in "
        "`td/AscendPTOTileOps.td` (classes in "
        "`td/AscendPTOTileOpClasses.td`, processors in "
        "`td/AscendPTOProcessors.td`, cost classes in "
        "`td/AscendPTOCostClasses.td`), the same records the instruction "
        "selector, the planner's constraint collection, the machine verifier "
        "and the PTO emitter use. Operand numbers are positions in the "
        "op's operand list, which is the IR argument order (attributes are "
        "callee-name modifiers, not arguments).\n\n";

  OS << "## IR calls\n\n"
     << "A tile op is a call to `pto.<op>[.<dtype>][.<modifier>]*`, where "
        "`<op>` is the IR callee of the tables below (a form of an op with "
        "several has its own, e.g. `pto.tgather.mask`), `<dtype>` an element "
        "type (the result's, where the result type rule takes a suffix) and "
        "each `<modifier>` an attribute value in lower case (`.rint`, `.lt`) "
        "or a layout modifier of the result (`row_major`, `col_major`, "
        "`s_none`, `s_row`, `s_col`, `pad_zero`, `pad_max`, `pad_min`, "
        "`fractal<N>`, `valid<R>x<C>`). Tiles are `ptr addrspace(N)` with N "
        "the memory space's IR address space; the result's address space is "
        "its space. An op with two results returns `{ ptr addrspace(N), ptr "
        "addrspace(N) }`, read with `extractvalue`. A variadic operand takes "
        "between its minimum and maximum number of arguments.\n\n";

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
        "| converts the element type |\n|---|---|---|---|---|\n";
  for (const Record *M : movePairs()) {
    OS << "| " << M->getValueAsDef("Src")->getValueAsString("Name") << " | "
       << M->getValueAsDef("Dst")->getValueAsString("Name") << " | ";
    ListSeparator LS(", ");
    for (StringRef A : M->getValueAsListOfStrings("Archs"))
      OS << LS << A;
    OS << " | " << M->getValueAsDef("Pipe")->getValueAsString("Name")
       << " | " << (M->getValueAsBit("Converts") ? "may" : "no") << " |\n";
  }
  OS << "\nEvery other pair (acc to acc, mat to mat, left to left, ...) is "
        "illegal: `pto.tmov` between them is an error naming the pair and "
        "the architecture.\n\n## Accumulator row rounding\n\n"
        "| arch | element type | rows round up to |\n|---|---|---:|\n";
  for (const Record *R : byID(Records.getAllDerivedDefinitions(
           "AccRowRounding")))
    OS << "| " << R->getValueAsString("Arch") << " | "
       << (R->isValueUnset("ElemType")
               ? StringRef("others")
               : R->getValueAsDef("ElemType")->getValueAsString("Name"))
       << " | " << R->getValueAsInt("Rows") << " |\n";

  OS << "\n## Legality\n\n"
     << "Each op lists what the PTO assembler (`ptoas --pto-level=level3`) "
        "accepts on each architecture (the `Legality` field of its record, "
        "classes in `td/AscendPTOLegality.td`, facts from the ptoas rules "
        "sheet); instruction selection refuses a kernel that breaks one "
        "(docs/diagnostics.md, \"Legality\"). A rule reads `[archs: ] "
        "operands: what`, where the operands are positions in the op's "
        "operand list and `result` is the result; no architecture means "
        "every one. `(in mat)` restricts a rule to operands in those spaces. "
        "The kinds: element types (`a b c`), element-type pairs (`x->y`), "
        "one or different element types, spaces, layouts (`row_major`, or "
        "ND: row_major and none_box), shape relations (rows, cols, vrows, "
        "vcols; shape = rows and cols, valid = vrows and vcols; bytes = the "
        "tile's storage; a `?` valid extent satisfies every relation), "
        "`one has the valid shape of` (at least one of the operands), and "
        "scalar types (a constant must also meet its bounds). A layout rule "
        "is refused only where the kernel declared another layout (a "
        "`col_major` or slayout modifier); otherwise the emitter prints the "
        "layout the rule asks for. Every scalar operand, on every op, is an "
        "integer or float other than i64, which PTO prints as `index`.\n";

  OS << "\n## Cost classes of data movements\n\n"
     << "The row of the pipe cost model (docs/cost-model.md) that prices a "
        "data movement whose cost is `by spaces`, per (source, destination) "
        "pair (`TransferCost` in `td/AscendPTOCostClasses.td`); every other "
        "op names its class in the pipe column of its family's table.\n\n"
     << "| from | to | cost class |\n|---|---|---|\n";
  for (const Record *R : transferCosts())
    OS << "| " << transferSide(R->getValueAsOptionalDef("Src")) << " | "
       << transferSide(R->getValueAsOptionalDef("Dst")) << " | "
       << stripPrefix(R->getValueAsDef("Cost"), "Cost") << " |\n";

  OS << "\n## Operations\n\nPer family: the IR callee, the PyPTO registry "
        "ops it implements, the operands by role (with the spaces a tile "
        "operand may be in), the result's space and type rules, the "
        "aliasing properties the planner enforces, the execution pipe and "
        "the cost class; then the target-specific rows and the PTO printing "
        "form.\n";
  for (const std::string &F : Families) {
    OS << "\n### " << (F.empty() ? "other" : F) << "\n\n"
       << "| IR callee | PyPTO | operands | result | aliasing | pipe |\n"
       << "|---|---|---|---|---|---|\n";
    for (const Record *Op : TileOps) {
      if (Op->getValueAsString("Family") != F)
        continue;
      std::vector<StringRef> Py = Op->getValueAsListOfStrings("PyPTO");
      std::string PyS;
      for (StringRef N : Py)
        PyS += (PyS.empty() ? "`" : ", `") + N.str() + "`";
      OS << "| `" << Op->getValueAsString("IRName") << "` | "
         << (PyS.empty() ? "-" : PyS) << " | " << describeOperands(Op)
         << " | " << describeResult(Op) << " | " << describeAliasing(Op)
         << " | " << describePipe(Op) << " |\n";
    }
    OS << "\n| IR callee | summary | target-specific rows | PTO printing "
          "|\n|---|---|---|---|\n";
    for (const Record *Op : TileOps)
      if (Op->getValueAsString("Family") == F)
        OS << "| `" << Op->getValueAsString("IRName") << "` | "
           << cell(Op->getValueAsString("Summary")) << " | "
           << describeTargetRows(Op) << " | " << describePrinting(Op)
           << " |\n";
    bool AnyRules = false;
    for (const Record *Op : TileOps)
      AnyRules |= Op->getValueAsString("Family") == F &&
                  !Op->getValueAsListOfDefs("Legality").empty();
    if (!AnyRules)
      continue;
    OS << "\n| IR callee | legality (what ptoas accepts) |\n|---|---|\n";
    for (const Record *Op : TileOps)
      if (Op->getValueAsString("Family") == F &&
          !Op->getValueAsListOfDefs("Legality").empty())
        OS << "| `" << Op->getValueAsString("IRName") << "` | "
           << cell(describeLegality(Op)) << " |\n";
  }

  OS << "\n## Printing forms\n\n"
     << "- dps: `pto.<m> ins(<inputs> : <types>) outs(<results> : <types>)`, "
        "each result tile after its `pto.alloc_tile`; an in-place result of "
        "the reused input's type is that input's handle.\n"
     << "- load: a `pto.partition_view` of the window, then dps.\n"
     << "- store: dps with the `pto.partition_view` as the output.\n"
     << "- alloc: only the result's `pto.alloc_tile`.\n"
     << "- view: only an `alloc_tile` of the result type at the source's "
        "address plus the view offset (`valid_row`/`valid_col` operands for "
        "a run-time valid shape).\n"
     << "- reshape: `%r = pto.<m> %src : T -> T2`.\n"
     << "- subset: `%r = pto.subset %src[%row, %col] sizes [R, C] : T`.\n"
     << "- tensorview: `pto.make_tensor_view`.\n";

  OS << "\n## Attributes\n\n| attribute | values (IR modifier = lower case) "
        "| default |\n|---|---|---|\n";
  for (const Record *A : Attrs) {
    OS << "| `" << A->getValueAsString("Key") << "` | ";
    ListSeparator LS(", ");
    for (StringRef V : A->getValueAsListOfStrings("Values"))
      OS << LS << V;
    int64_t D = A->getValueAsInt("Default");
    OS << " | "
       << (A->getValueAsBit("Required")
               ? std::string("required")
               : D < 0 ? std::string("not printed")
                       : A->getValueAsListOfStrings("Values")[D].str())
       << " |\n";
  }

  OS << "\n## PyPTO registry ops without a tile op\n\n| PyPTO op | why |\n"
        "|---|---|\n";
  for (const Record *R : PyPTOOnly)
    OS << "| `" << R->getValueAsString("Name") << "` | "
       << R->getValueAsString("Reason") << " |\n";
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
  case GenCHeader:
    emitAscendPTOCHeader(RK, OS);
    return false;
  }
  return true;
}

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv);
  return TableGenMain(argv[0], &ascendPTOTableGenMain);
}
