//===- ProblemIO.cpp - Schema-v1 JSON and MiniMalloc CSV I/O --------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Implements the schema-v1 JSON and MiniMalloc CSV readers and writers. The
/// JSON reader walks the llvm::json DOM by hand (rather than through
/// json::Path) so that every diagnostic can carry a dynamic reason and the
/// full path of the offending value.
///
//===----------------------------------------------------------------------===//

#include "Planner/ProblemIO.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <cmath>
#include <algorithm>
#include <tuple>

using namespace llvm;
using namespace llvm::ptoplan;

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

static constexpr StringLiteral UTF8BOM("\xEF\xBB\xBF");

/// \p S quoted, with `"`, `\\` and bytes outside printable ASCII as `\XX`,
/// for messages about text that may not be UTF-8.
static std::string mlirLikeEscape(StringRef S) {
  std::string Out = "'";
  for (unsigned char C : S) {
    if (C == '\'' || C == '\\' || !isPrint(C)) {
      Out += '\\';
      Out += hexdigit(C >> 4);
      Out += hexdigit(C & 15);
    } else {
      Out += char(C);
    }
  }
  return Out + "'";
}

ProblemFormat llvm::ptoplan::detectProblemFormat(StringRef FileName,
                                                 StringRef Text) {
  StringRef Ext = sys::path::extension(FileName);
  if (Ext.equals_insensitive(".json"))
    return ProblemFormat::JSON;
  if (Ext.equals_insensitive(".csv"))
    return ProblemFormat::CSV;
  return Text.ltrim().starts_with("{") ? ProblemFormat::JSON
                                       : ProblemFormat::CSV;
}

//===----------------------------------------------------------------------===//
// JSON reading
//===----------------------------------------------------------------------===//

namespace {

static constexpr uint64_t MaxUInt32 = 0xffffffffu;

/// The schema-v1 profile names.
static const char *const ProfileNames[] = {
    "standard_dsa",  "dsa_rp_v1",         "pypto_structured",
    "pypto_hard_v1", "pypto_research_v1", "pypto_core_relaxation"};

static const char *const ObjectiveTermNames[] = {
    "capacity_overflow", "total_peak", "max_peak", "reuse_cost", "bank_cost"};

static const char *const PenaltyReasonNames[] = {"generic",
                                                 "pipeline_serialization",
                                                 "load_motion_serialization",
                                                 "cross_pipe",
                                                 "cross_core",
                                                 "event_budget"};

static std::optional<SeparationReason> parseReason(StringRef S) {
  for (SeparationReason R :
       {SeparationReason::Generic, SeparationReason::PipelineStage,
        SeparationReason::TargetHazard, SeparationReason::SemanticNoAlias,
        SeparationReason::CrossPipe})
    if (getSeparationReasonName(R) == S)
      return R;
  return std::nullopt;
}

/// Where the text of `problem.buffers` is, when it is an array: the byte
/// offsets (in the scanned text) of its brackets and of the commas between
/// its elements. The problem reader parses the elements one at a time from
/// there, so that no DOM of every buffer is ever built.
struct BuffersText {
  bool Found = false;
  size_t Open = 0, Close = 0;
  std::vector<size_t> Commas;
};

/// Scans \p Text once, without recursion: every object or array nested more
/// than MaxJSONDepth deep, and every key an object has twice, is an error
/// `FILE:LINE:COL: reason`. Syntax errors are left to json::parse. With
/// \p Buffers, also finds the text of `problem.buffers`.
static Error checkJSONStructure(StringRef Text, StringRef FileName,
                                BuffersText *Buffers = nullptr) {
  // One set of keys per open object (arrays have none); a key is compared
  // as written unless it has escapes, which are decoded by json::parse.
  struct Level {
    bool IsObject = false;
    bool IsBuffers = false;
    StringSet<> Keys;
    /// The last key, in the two outermost objects only.
    std::string LastKey;
  };
  SmallVector<Level, 16> Stack;
  unsigned Line = 1;
  size_t LineStart = 0;
  bool BuffersOpened = false;
  auto Fail = [&](size_t Pos, const Twine &Msg) {
    return makeError(FileName + ":" + Twine(Line) + ":" +
                     Twine(Pos - LineStart + 1) + ": " + Msg);
  };
  for (size_t I = 0, E = Text.size(); I < E; ++I) {
    char C = Text[I];
    if (C == '\n') {
      ++Line;
      LineStart = I + 1;
    } else if (C == '{' || C == '[') {
      if (Stack.size() >= MaxJSONDepth)
        return Fail(I, "nesting deeper than " + Twine(MaxJSONDepth) +
                           " levels (the limit of the reader)");
      bool IsBuffers = Buffers && !BuffersOpened && C == '[' &&
                       Stack.size() == 2 && Stack[0].IsObject &&
                       Stack[0].LastKey == "problem" && Stack[1].IsObject &&
                       Stack[1].LastKey == "buffers";
      Stack.emplace_back();
      Stack.back().IsObject = C == '{';
      Stack.back().IsBuffers = IsBuffers;
      if (IsBuffers) {
        BuffersOpened = true;
        Buffers->Open = I;
      }
    } else if (C == '}' || C == ']') {
      if (!Stack.empty()) {
        if (Stack.back().IsBuffers && C == ']') {
          Buffers->Found = true;
          Buffers->Close = I;
        }
        Stack.pop_back();
      }
    } else if (C == ',') {
      if (!Stack.empty() && Stack.back().IsBuffers)
        Buffers->Commas.push_back(I);
    } else if (C == '"') {
      size_t Begin = I++;
      bool Escaped = false;
      for (; I < E && Text[I] != '"'; ++I)
        if (Text[I] == '\\') {
          Escaped = true;
          ++I;
        }
      if (I >= E)
        return Error::success(); // unterminated: json::parse reports it
      StringRef Raw = Text.slice(Begin, I + 1);
      size_t J = I + 1;
      while (J < E && isSpace(Text[J]) && Text[J] != '\n')
        ++J;
      bool IsKey = !Stack.empty() && Stack.back().IsObject && J < E &&
                   Text[J] == ':';
      if (!IsKey)
        continue;
      std::string Key = Raw.drop_front().drop_back().str();
      if (Escaped) {
        Expected<json::Value> K = json::parse(Raw);
        if (!K) {
          consumeError(K.takeError());
          return Error::success(); // json::parse reports it
        }
        Key = K->getAsString()->str();
      }
      if (Stack.size() <= 2)
        Stack.back().LastKey = Key;
      if (!Stack.back().Keys.insert(Key).second)
        return Fail(Begin, "duplicate key " + Raw);
    }
  }
  if (Buffers && !Buffers->Found)
    Buffers->Commas.clear();
  return Error::success();
}

/// The text of \p Text with the inside of `problem.buffers` blanked out:
/// its newlines kept and its last line's characters as spaces, so that
/// json::parse reads an empty array there and reports every other position
/// at its line and column in \p Text (the byte offset differs).
static std::string withoutBuffers(StringRef Text, const BuffersText &B) {
  StringRef Inside = Text.slice(B.Open + 1, B.Close);
  std::string Out;
  Out.reserve(B.Open + 1 + Inside.count('\n') + (Text.size() - B.Close));
  Out.append(Text.begin(), Text.begin() + B.Open + 1);
  size_t LastLine = Inside.rfind('\n');
  for (char C : Inside)
    if (C == '\n')
      Out += '\n';
  Out.append(LastLine == StringRef::npos ? Inside.size()
                                         : Inside.size() - LastLine - 1,
             ' ');
  Out.append(Text.begin() + B.Close, Text.end());
  return Out;
}

/// A JSON DOM walker that produces `FILE: PATH: reason` errors.
class JSONReader {
public:
  explicit JSONReader(StringRef FileName) : FileName(FileName) {}

  Error error(const Twine &Path, const Twine &Reason) const {
    return makeError(FileName + ": " + Path + ": " + Reason);
  }

  Expected<const json::Object *> object(const json::Value &V,
                                        const std::string &Path) const {
    if (const json::Object *O = V.getAsObject())
      return O;
    return error(Path, "expected an object");
  }

  Expected<const json::Array *> array(const json::Value &V,
                                      const std::string &Path) const {
    if (const json::Array *A = V.getAsArray())
      return A;
    return error(Path, "expected an array");
  }

  /// Rejects fields not in \p Known (the schema forbids additional
  /// properties). Fields are reported in sorted order for determinism.
  Error onlyFields(const json::Object &O, const std::string &Path,
                   ArrayRef<StringRef> Known) const {
    SmallVector<StringRef, 8> Unknown;
    for (const auto &KV : O)
      if (!is_contained(Known, StringRef(KV.first)))
        Unknown.push_back(KV.first);
    if (Unknown.empty())
      return Error::success();
    llvm::sort(Unknown);
    return error(Path, "unknown field '" + Unknown.front() + "'");
  }

  Expected<const json::Value *> field(const json::Object &O, StringRef Key,
                                      const std::string &Path) const {
    if (const json::Value *V = O.get(Key))
      return V;
    return error(Path, "missing field '" + Key + "'");
  }

  Expected<int64_t> integer(const json::Value &V,
                            const std::string &Path) const {
    if (std::optional<int64_t> I = V.getAsInteger())
      return *I;
    if (std::optional<uint64_t> U = V.getAsUINT64())
      return error(Path, "integer " + Twine(*U) +
                             " is out of range (a 64-bit signed integer: at "
                             "most 9223372036854775807)");
    return error(Path, "expected an integer" + notA64BitInteger(V));
  }

  /// For a number json::parse could not keep as a 64-bit integer (it has
  /// a fraction, or is 2^64 or more): ", not N", and why.
  static std::string notA64BitInteger(const json::Value &V) {
    std::optional<double> D = V.getAsNumber();
    if (!D)
      return "";
    std::string S;
    raw_string_ostream OS(S);
    OS << ", not " << format("%.17g", *D);
    if (std::fabs(*D) >= 9223372036854775808.0)
      OS << " (beyond the 64-bit range)";
    return S;
  }

  /// A non-negative integer no larger than \p Max. \p What names the value
  /// in the "negative" diagnostic (e.g. "size").
  Expected<uint64_t> unsignedInt(const json::Value &V, const std::string &Path,
                                 StringRef What,
                                 uint64_t Max = UINT64_MAX) const {
    if (std::optional<uint64_t> U = V.getAsUINT64()) {
      if (*U > Max)
        return error(Path, What + " " + Twine(*U) + " out of range (max " +
                               Twine(Max) + ")");
      return *U;
    }
    if (std::optional<int64_t> I = V.getAsInteger())
      return error(Path, "negative " + What + " (" + Twine(*I) + ")");
    return error(Path, "expected a non-negative integer" + notA64BitInteger(V));
  }

  Expected<StringRef> string(const json::Value &V,
                             const std::string &Path) const {
    if (std::optional<StringRef> S = V.getAsString())
      return *S;
    return error(Path, "expected a string");
  }

  Expected<bool> boolean(const json::Value &V, const std::string &Path) const {
    if (std::optional<bool> B = V.getAsBoolean())
      return *B;
    return error(Path, "expected a boolean");
  }

  /// Parses \p Text, converting syntax errors into `FILE:LINE:COL: reason`.
  /// A UTF-8 byte-order mark is skipped; nesting deeper than MaxJSONDepth
  /// and an object with a key twice are refused before llvm::json, whose
  /// parser recurses once per level, builds anything. With \p Buffers, the
  /// elements of `problem.buffers` are left out of the document and found
  /// there (parseAt parses them).
  Expected<json::Value> parse(StringRef Text,
                              BuffersText *Buffers = nullptr) const {
    Text.consume_front(UTF8BOM);
    if (Error E = checkJSONStructure(Text, FileName, Buffers))
      return E;
    if (Buffers && Buffers->Found)
      return parseAt(withoutBuffers(Text, *Buffers), StringRef(), 0);
    return parseAt(Text, StringRef(), 0);
  }

  /// Parses \p Part, the text at byte \p Offset of \p Whole (empty: \p Part
  /// is the whole text, its positions are the file's), converting syntax
  /// errors into `FILE:LINE:COL: reason` at the position in the file.
  Expected<json::Value> parseAt(StringRef Part, StringRef Whole,
                                size_t Offset) const {
    Expected<json::Value> V = json::parse(Part);
    if (V)
      return V;
    std::string Msg;
    handleAllErrors(V.takeError(),
                    [&](const ErrorInfoBase &E) { Msg = E.message(); });
    // json::ParseError logs "[LINE:COL, byte=N]: reason".
    StringRef M(Msg);
    if (!M.consume_front("["))
      return makeError(FileName + ": " + Msg);
    auto [Pos, Rest] = M.split("]: ");
    auto [LineCol, Byte] = Pos.split(", byte=");
    size_t At = 0;
    if (Whole.empty() || Byte.getAsInteger(10, At))
      return makeError(FileName + ":" + LineCol + ": " + Rest);
    At += Offset;
    StringRef Before = Whole.take_front(At);
    size_t LineStart = Before.rfind('\n');
    LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
    // The column is json::parse's, counted from 0.
    return makeError(FileName + ":" + Twine(Before.count('\n') + 1) + ":" +
                     Twine(At - LineStart) + ": " + Rest);
  }

private:
  std::string FileName;
};

std::string idx(const std::string &Path, size_t I) {
  return Path + "[" + std::to_string(I) + "]";
}

std::string fld(const std::string &Path, StringRef F) {
  return Path.empty() ? F.str() : Path + "." + F.str();
}

/// Reads a schema-v1 problem document into a Problem.
class ProblemJSONParser {
public:
  ProblemJSONParser(StringRef FileName) : R(FileName) {}

  Expected<Problem> run(StringRef Text);

private:
  Error parseTop(const json::Object &Top);
  Error parsePools(const json::Value &V, const std::string &Path);
  Error parseBuffers(const json::Value &V, const std::string &Path);
  /// problem.buffers from its text, one element at a time (Buffers).
  Error parseBufferTexts(const std::string &Path);
  Error parseBuffer(const json::Value &V, const std::string &Path);
  Error parseLiveIntervals(const json::Value &V, const std::string &BP,
                           Buffer &B);
  Error parseAllowedPools(const json::Value &V, const std::string &BP,
                          Buffer &B);
  Error parseConstraints(const json::Value &V, const std::string &Path);
  Error parseCostModel(const json::Value &V, const std::string &Path);
  Error parseStructure(const json::Value &V, const std::string &Path);
  Error parseObjective(const json::Value &V, const std::string &Path);
  Expected<unsigned> bufferRef(const json::Value &V, const std::string &Path);
  Expected<unsigned> poolRef(const json::Value &V, const std::string &Path);
  /// Reads {first, second} (plus \p Extra fields) into buffer indices.
  Expected<std::pair<unsigned, unsigned>> pairRef(const json::Value &V,
                                                  const std::string &Path,
                                                  ArrayRef<StringRef> Extra,
                                                  const json::Object *&Obj);

  JSONReader R;
  /// The text read (after a byte-order mark) and where its buffers are.
  StringRef Text;
  BuffersText Buffers;
  Problem P;
  DenseMap<uint64_t, unsigned> PoolIndex;
  DenseMap<uint64_t, unsigned> BufferIndex;
};

Expected<unsigned> ProblemJSONParser::bufferRef(const json::Value &V,
                                                const std::string &Path) {
  Expected<uint64_t> Id = R.unsignedInt(V, Path, "buffer id", MaxUInt32);
  if (!Id)
    return Id.takeError();
  auto It = BufferIndex.find(*Id);
  if (It == BufferIndex.end())
    return R.error(Path, "unknown buffer id " + Twine(*Id));
  return It->second;
}

Expected<unsigned> ProblemJSONParser::poolRef(const json::Value &V,
                                              const std::string &Path) {
  Expected<uint64_t> Id = R.unsignedInt(V, Path, "pool id", MaxUInt32);
  if (!Id)
    return Id.takeError();
  auto It = PoolIndex.find(*Id);
  if (It == PoolIndex.end())
    return R.error(Path, "unknown pool id " + Twine(*Id));
  return It->second;
}

Expected<std::pair<unsigned, unsigned>>
ProblemJSONParser::pairRef(const json::Value &V, const std::string &Path,
                           ArrayRef<StringRef> Extra,
                           const json::Object *&Obj) {
  Expected<const json::Object *> O = R.object(V, Path);
  if (!O)
    return O.takeError();
  Obj = *O;
  SmallVector<StringRef, 6> Known = {"first", "second"};
  Known.append(Extra.begin(), Extra.end());
  if (Error E = R.onlyFields(**O, Path, Known))
    return E;
  unsigned Idx[2];
  const char *Names[2] = {"first", "second"};
  for (int I = 0; I < 2; ++I) {
    Expected<const json::Value *> F = R.field(**O, Names[I], Path);
    if (!F)
      return F.takeError();
    Expected<unsigned> B = bufferRef(**F, fld(Path, Names[I]));
    if (!B)
      return B.takeError();
    Idx[I] = *B;
  }
  return std::make_pair(Idx[0], Idx[1]);
}

Error ProblemJSONParser::parsePools(const json::Value &V,
                                    const std::string &Path) {
  Expected<const json::Array *> A = R.array(V, Path);
  if (!A)
    return A.takeError();
  if ((*A)->empty())
    return R.error(Path, "a problem needs at least one pool");
  for (size_t I = 0, E = (*A)->size(); I != E; ++I) {
    std::string PP = idx(Path, I);
    Expected<const json::Object *> O = R.object((**A)[I], PP);
    if (!O)
      return O.takeError();
    if (Error Err = R.onlyFields(
            **O, PP,
            {"id", "name", "capacity", "reserved_ranges", "bank_geometry"}))
      return Err;
    Pool Pl;
    Expected<const json::Value *> F = R.field(**O, "id", PP);
    if (!F)
      return F.takeError();
    Expected<uint64_t> Id =
        R.unsignedInt(**F, fld(PP, "id"), "pool id", MaxUInt32);
    if (!Id)
      return Id.takeError();
    if (PoolIndex.count(*Id))
      return R.error(fld(PP, "id"), "duplicate pool id " + Twine(*Id));
    Pl.Id = *Id;
    if (!(F = R.field(**O, "name", PP)))
      return F.takeError();
    Expected<StringRef> Name = R.string(**F, fld(PP, "name"));
    if (!Name)
      return Name.takeError();
    Pl.Name = Name->str();
    if (!(F = R.field(**O, "capacity", PP)))
      return F.takeError();
    if (!(*F)->getAsNull()) {
      Expected<uint64_t> Cap =
          R.unsignedInt(**F, fld(PP, "capacity"), "capacity");
      if (!Cap)
        return Cap.takeError();
      Pl.Capacity = *Cap;
    }
    if (!(F = R.field(**O, "reserved_ranges", PP)))
      return F.takeError();
    std::string RP = fld(PP, "reserved_ranges");
    Expected<const json::Array *> RA = R.array(**F, RP);
    if (!RA)
      return RA.takeError();
    for (size_t J = 0, JE = (*RA)->size(); J != JE; ++J) {
      std::string RJ = idx(RP, J);
      Expected<const json::Object *> RO = R.object((**RA)[J], RJ);
      if (!RO)
        return RO.takeError();
      if (Error Err = R.onlyFields(**RO, RJ, {"begin", "end"}))
        return Err;
      uint64_t Vals[2];
      const char *Names[2] = {"begin", "end"};
      for (int K = 0; K < 2; ++K) {
        Expected<const json::Value *> G = R.field(**RO, Names[K], RJ);
        if (!G)
          return G.takeError();
        Expected<uint64_t> U = R.unsignedInt(**G, fld(RJ, Names[K]), Names[K]);
        if (!U)
          return U.takeError();
        Vals[K] = *U;
      }
      if (Vals[1] <= Vals[0])
        return R.error(fld(RJ, "end"), "reserved range end (" + Twine(Vals[1]) +
                                           ") <= begin (" + Twine(Vals[0]) +
                                           ")");
      Pl.Reserved.push_back({Vals[0], Vals[1]});
    }
    if (const json::Value *BG = (*O)->get("bank_geometry")) {
      std::string BP = fld(PP, "bank_geometry");
      Expected<const json::Object *> BO = R.object(*BG, BP);
      if (!BO)
        return BO.takeError();
      if (Error Err = R.onlyFields(**BO, BP, {"bank_size", "num_banks"}))
        return Err;
      Expected<const json::Value *> G = R.field(**BO, "bank_size", BP);
      if (!G)
        return G.takeError();
      Expected<uint64_t> BS =
          R.unsignedInt(**G, fld(BP, "bank_size"), "bank_size");
      if (!BS)
        return BS.takeError();
      if (!(G = R.field(**BO, "num_banks", BP)))
        return G.takeError();
      Expected<uint64_t> NB =
          R.unsignedInt(**G, fld(BP, "num_banks"), "num_banks", MaxUInt32);
      if (!NB)
        return NB.takeError();
      Pl.BankSize = *BS;
      Pl.NumBanks = *NB;
    }
    PoolIndex[Pl.Id] = P.Pools.size();
    P.Pools.push_back(std::move(Pl));
  }
  return Error::success();
}

Error ProblemJSONParser::parseBuffers(const json::Value &V,
                                      const std::string &Path) {
  Expected<const json::Array *> A = R.array(V, Path);
  if (!A)
    return A.takeError();
  if (Buffers.Found)
    return parseBufferTexts(Path);
  if ((*A)->empty())
    return R.error(Path, "a problem needs at least one buffer");
  P.Buffers.reserve((*A)->size());
  for (size_t I = 0, E = (*A)->size(); I != E; ++I)
    if (Error Err = parseBuffer((**A)[I], idx(Path, I)))
      return Err;
  return Error::success();
}

Error ProblemJSONParser::parseBufferTexts(const std::string &Path) {
  StringRef Inside = Text.slice(Buffers.Open + 1, Buffers.Close);
  if (Buffers.Commas.empty() && Inside.trim().empty())
    return R.error(Path, "a problem needs at least one buffer");
  P.Buffers.reserve(Buffers.Commas.size() + 1);
  size_t Begin = Buffers.Open + 1;
  for (size_t I = 0, E = Buffers.Commas.size(); I <= E; ++I) {
    size_t End = I < E ? Buffers.Commas[I] : Buffers.Close;
    // One buffer's DOM at a time, freed once converted. An empty element
    // (`[a, , b]`, `[a,]`) is the error json::parse gives the document.
    StringRef Elem = Text.slice(Begin, End);
    Expected<json::Value> V =
        Elem.trim().empty()
            ? R.parseAt(Text.slice(End, End + 1), Text, End)
            : R.parseAt(Elem, Text, Begin);
    if (!V)
      return V.takeError();
    if (Error Err = parseBuffer(*V, idx(Path, I)))
      return Err;
    Begin = End + 1;
  }
  return Error::success();
}

Error ProblemJSONParser::parseBuffer(const json::Value &V,
                                     const std::string &BP) {
  Expected<const json::Object *> O = R.object(V, BP);
  if (!O)
    return O.takeError();
  if (Error Err = R.onlyFields(**O, BP,
                               {"id", "name", "size", "alignment",
                                "live_intervals", "allowed_pools"}))
    return Err;
  Buffer B;
  Expected<const json::Value *> F = R.field(**O, "id", BP);
  if (!F)
    return F.takeError();
  Expected<uint64_t> Id =
      R.unsignedInt(**F, fld(BP, "id"), "buffer id", MaxUInt32);
  if (!Id)
    return Id.takeError();
  if (BufferIndex.count(*Id))
    return R.error(fld(BP, "id"), "duplicate buffer id " + Twine(*Id));
  B.Id = *Id;
  if (!(F = R.field(**O, "name", BP)))
    return F.takeError();
  Expected<StringRef> Name = R.string(**F, fld(BP, "name"));
  if (!Name)
    return Name.takeError();
  B.Name = Name->str();
  if (!(F = R.field(**O, "size", BP)))
    return F.takeError();
  Expected<uint64_t> Size = R.unsignedInt(**F, fld(BP, "size"), "size");
  if (!Size)
    return Size.takeError();
  B.Size = *Size;
  if (!(F = R.field(**O, "alignment", BP)))
    return F.takeError();
  Expected<uint64_t> Align =
      R.unsignedInt(**F, fld(BP, "alignment"), "alignment");
  if (!Align)
    return Align.takeError();
  B.Alignment = *Align ? *Align : 1;
  if (!(F = R.field(**O, "live_intervals", BP)))
    return F.takeError();
  if (Error Err = parseLiveIntervals(**F, BP, B))
    return Err;
  if (!(F = R.field(**O, "allowed_pools", BP)))
    return F.takeError();
  if (Error Err = parseAllowedPools(**F, BP, B))
    return Err;
  BufferIndex[B.Id] = P.Buffers.size();
  P.Buffers.push_back(std::move(B));
  return Error::success();
}

Error ProblemJSONParser::parseLiveIntervals(const json::Value &V,
                                            const std::string &BP, Buffer &B) {
  std::string LP = fld(BP, "live_intervals");
  Expected<const json::Array *> LA = R.array(V, LP);
  if (!LA)
    return LA.takeError();
  if ((*LA)->empty())
    return R.error(LP, "a buffer needs at least one live interval");
  for (size_t J = 0, JE = (*LA)->size(); J != JE; ++J) {
    std::string IP = idx(LP, J);
    Expected<const json::Object *> IO = R.object((**LA)[J], IP);
    if (!IO)
      return IO.takeError();
    if (Error Err = R.onlyFields(**IO, IP, {"lower", "upper"}))
      return Err;
    int64_t Vals[2];
    const char *Names[2] = {"lower", "upper"};
    for (int K = 0; K < 2; ++K) {
      Expected<const json::Value *> G = R.field(**IO, Names[K], IP);
      if (!G)
        return G.takeError();
      Expected<int64_t> Iv = R.integer(**G, fld(IP, Names[K]));
      if (!Iv)
        return Iv.takeError();
      Vals[K] = *Iv;
    }
    if (Vals[1] <= Vals[0])
      return R.error(fld(IP, "upper"), "interval upper (" + Twine(Vals[1]) +
                                           ") <= lower (" + Twine(Vals[0]) +
                                           ")");
    B.Live.push_back({Vals[0], Vals[1]});
  }
  return Error::success();
}

Error ProblemJSONParser::parseAllowedPools(const json::Value &V,
                                           const std::string &BP, Buffer &B) {
  std::string AP = fld(BP, "allowed_pools");
  Expected<const json::Array *> AA = R.array(V, AP);
  if (!AA)
    return AA.takeError();
  if ((*AA)->empty())
    return R.error(AP, "a buffer needs at least one allowed pool");
  for (size_t J = 0, JE = (*AA)->size(); J != JE; ++J) {
    Expected<unsigned> PI = poolRef((**AA)[J], idx(AP, J));
    if (!PI)
      return PI.takeError();
    if (is_contained(B.AllowedPools, *PI))
      return R.error(idx(AP, J),
                     "duplicate allowed pool id " + Twine(P.Pools[*PI].Id));
    B.AllowedPools.push_back(*PI);
  }
  return Error::success();
}

Error ProblemJSONParser::parseConstraints(const json::Value &V,
                                          const std::string &Path) {
  Expected<const json::Object *> O = R.object(V, Path);
  if (!O)
    return O.takeError();
  if (Error Err =
          R.onlyFields(**O, Path,
                       {"colocations", "separations", "temporal_exclusions",
                        "pinned_allocations", "same_or_disjoint"}))
    return Err;
  auto Arr = [&](StringRef Key) -> Expected<const json::Array *> {
    Expected<const json::Value *> F = R.field(**O, Key, Path);
    if (!F)
      return F.takeError();
    return R.array(**F, fld(Path, Key));
  };

  std::string CP = fld(Path, "colocations");
  Expected<const json::Array *> A = Arr("colocations");
  if (!A)
    return A.takeError();
  for (size_t I = 0, E = (*A)->size(); I != E; ++I) {
    const json::Object *Obj = nullptr;
    auto Pr = pairRef((**A)[I], idx(CP, I), {"offset"}, Obj);
    if (!Pr)
      return Pr.takeError();
    if (Pr->first == Pr->second)
      return R.error(idx(CP, I), "colocation of a buffer with itself");
    int64_t Off = 0;
    if (const json::Value *OV = Obj->get("offset")) {
      Expected<int64_t> Iv = R.integer(*OV, fld(idx(CP, I), "offset"));
      if (!Iv)
        return Iv.takeError();
      Off = *Iv;
    }
    P.Colocations.push_back({Pr->first, Pr->second, Off});
  }

  std::string SP = fld(Path, "separations");
  if (!(A = Arr("separations")))
    return A.takeError();
  for (size_t I = 0, E = (*A)->size(); I != E; ++I) {
    const json::Object *Obj = nullptr;
    std::string SI = idx(SP, I);
    auto Pr = pairRef((**A)[I], SI, {"reasons"}, Obj);
    if (!Pr)
      return Pr.takeError();
    if (Pr->first == Pr->second)
      return R.error(SI, "separation of a buffer from itself");
    Separation S;
    S.First = Pr->first;
    S.Second = Pr->second;
    if (const json::Value *RV = Obj->get("reasons")) {
      std::string RP = fld(SI, "reasons");
      Expected<const json::Array *> RA = R.array(*RV, RP);
      if (!RA)
        return RA.takeError();
      if ((*RA)->empty())
        return R.error(RP, "reasons must not be empty");
      for (size_t J = 0, JE = (*RA)->size(); J != JE; ++J) {
        Expected<StringRef> Name = R.string((**RA)[J], idx(RP, J));
        if (!Name)
          return Name.takeError();
        std::optional<SeparationReason> Reason = parseReason(*Name);
        if (!Reason)
          return R.error(idx(RP, J),
                         "unknown separation reason '" + *Name + "'");
        if (is_contained(S.Reasons, *Reason))
          return R.error(idx(RP, J),
                         "duplicate separation reason '" + *Name + "'");
        S.Reasons.push_back(*Reason);
      }
    }
    P.Separations.push_back(std::move(S));
  }

  std::string TP = fld(Path, "temporal_exclusions");
  if (!(A = Arr("temporal_exclusions")))
    return A.takeError();
  for (size_t I = 0, E = (*A)->size(); I != E; ++I) {
    const json::Object *Obj = nullptr;
    auto Pr = pairRef((**A)[I], idx(TP, I), {}, Obj);
    if (!Pr)
      return Pr.takeError();
    if (Pr->first == Pr->second)
      return R.error(idx(TP, I), "temporal exclusion of a buffer with itself");
    P.TemporalExclusions.push_back({Pr->first, Pr->second});
  }

  // Extension: pairs that share an address or no byte.
  if (const json::Value *SV = (*O)->get("same_or_disjoint")) {
    std::string SP = fld(Path, "same_or_disjoint");
    Expected<const json::Array *> SA = R.array(*SV, SP);
    if (!SA)
      return SA.takeError();
    for (size_t I = 0, E = (*SA)->size(); I != E; ++I) {
      const json::Object *Obj = nullptr;
      auto Pr = pairRef((**SA)[I], idx(SP, I), {"detail"}, Obj);
      if (!Pr)
        return Pr.takeError();
      if (Pr->first == Pr->second)
        return R.error(idx(SP, I), "same-or-disjoint pair of a buffer with "
                                   "itself");
      SameOrDisjoint SD;
      SD.First = Pr->first;
      SD.Second = Pr->second;
      if (const json::Value *DV = Obj->get("detail")) {
        Expected<StringRef> D = R.string(*DV, fld(idx(SP, I), "detail"));
        if (!D)
          return D.takeError();
        SD.Detail = D->str();
      }
      P.SameOrDisjoints.push_back(std::move(SD));
    }
  }

  std::string PP = fld(Path, "pinned_allocations");
  if (!(A = Arr("pinned_allocations")))
    return A.takeError();
  SmallVector<bool, 0> Pinned(P.Buffers.size(), false);
  for (size_t I = 0, E = (*A)->size(); I != E; ++I) {
    std::string PI = idx(PP, I);
    Expected<const json::Object *> PO = R.object((**A)[I], PI);
    if (!PO)
      return PO.takeError();
    if (Error Err = R.onlyFields(
            **PO, PI, {"buffer", "pool", "offset", "exclusive_for_all_time"}))
      return Err;
    Pin Pn;
    Expected<const json::Value *> F = R.field(**PO, "buffer", PI);
    if (!F)
      return F.takeError();
    Expected<unsigned> B = bufferRef(**F, fld(PI, "buffer"));
    if (!B)
      return B.takeError();
    if (Pinned[*B])
      return R.error(fld(PI, "buffer"), "buffer id " + Twine(P.Buffers[*B].Id) +
                                            " is pinned twice");
    Pinned[*B] = true;
    Pn.Buffer = *B;
    if (!(F = R.field(**PO, "pool", PI)))
      return F.takeError();
    Expected<unsigned> Pl = poolRef(**F, fld(PI, "pool"));
    if (!Pl)
      return Pl.takeError();
    if (!is_contained(P.Buffers[*B].AllowedPools, *Pl))
      return R.error(fld(PI, "pool"),
                     "pool id " + Twine(P.Pools[*Pl].Id) +
                         " is not an allowed pool of buffer id " +
                         Twine(P.Buffers[*B].Id));
    Pn.Pool = *Pl;
    if (!(F = R.field(**PO, "offset", PI)))
      return F.takeError();
    Expected<uint64_t> Off = R.unsignedInt(**F, fld(PI, "offset"), "offset");
    if (!Off)
      return Off.takeError();
    Pn.Offset = *Off;
    if (!(F = R.field(**PO, "exclusive_for_all_time", PI)))
      return F.takeError();
    Expected<bool> Ex = R.boolean(**F, fld(PI, "exclusive_for_all_time"));
    if (!Ex)
      return Ex.takeError();
    Pn.ExclusiveForAllTime = *Ex;
    P.Pins.push_back(Pn);
  }
  return Error::success();
}

Error ProblemJSONParser::parseCostModel(const json::Value &V,
                                        const std::string &Path) {
  Expected<const json::Object *> O = R.object(V, Path);
  if (!O)
    return O.takeError();
  if (Error Err = R.onlyFields(**O, Path, {"reuse_penalties"}))
    return Err;
  Expected<const json::Value *> F = R.field(**O, "reuse_penalties", Path);
  if (!F)
    return F.takeError();
  std::string RP = fld(Path, "reuse_penalties");
  Expected<const json::Array *> A = R.array(**F, RP);
  if (!A)
    return A.takeError();
  for (size_t I = 0, E = (*A)->size(); I != E; ++I) {
    std::string PI = idx(RP, I);
    const json::Object *Obj = nullptr;
    auto Pr = pairRef((**A)[I], PI, {"cost", "reason"}, Obj);
    if (!Pr)
      return Pr.takeError();
    ReusePenalty Pen;
    Pen.First = Pr->first;
    Pen.Second = Pr->second;
    Expected<const json::Value *> G = R.field(*Obj, "cost", PI);
    if (!G)
      return G.takeError();
    Expected<uint64_t> Cost = R.unsignedInt(**G, fld(PI, "cost"), "cost");
    if (!Cost)
      return Cost.takeError();
    Pen.Cost = *Cost;
    if (!(G = R.field(*Obj, "reason", PI)))
      return G.takeError();
    Expected<StringRef> Reason = R.string(**G, fld(PI, "reason"));
    if (!Reason)
      return Reason.takeError();
    if (!is_contained(PenaltyReasonNames, *Reason))
      return R.error(fld(PI, "reason"),
                     "unknown reuse penalty reason '" + *Reason + "'");
    Pen.Reason = Reason->str();
    P.ReusePenalties.push_back(std::move(Pen));
  }
  return Error::success();
}

Error ProblemJSONParser::parseStructure(const json::Value &V,
                                        const std::string &Path) {
  Expected<const json::Object *> O = R.object(V, Path);
  if (!O)
    return O.takeError();
  if (Error Err = R.onlyFields(**O, Path, {"alias_classes", "pipeline_groups"}))
    return Err;
  Expected<const json::Value *> F = R.field(**O, "alias_classes", Path);
  if (!F)
    return F.takeError();
  std::string AP = fld(Path, "alias_classes");
  Expected<const json::Array *> A = R.array(**F, AP);
  if (!A)
    return A.takeError();
  for (size_t I = 0, E = (*A)->size(); I != E; ++I) {
    std::string CI = idx(AP, I);
    Expected<const json::Object *> CO = R.object((**A)[I], CI);
    if (!CO)
      return CO.takeError();
    if (Error Err = R.onlyFields(**CO, CI, {"buffer", "members"}))
      return Err;
    AliasClass AC;
    Expected<const json::Value *> G = R.field(**CO, "buffer", CI);
    if (!G)
      return G.takeError();
    Expected<unsigned> B = bufferRef(**G, fld(CI, "buffer"));
    if (!B)
      return B.takeError();
    AC.Buffer = *B;
    if (!(G = R.field(**CO, "members", CI)))
      return G.takeError();
    std::string MP = fld(CI, "members");
    Expected<const json::Array *> MA = R.array(**G, MP);
    if (!MA)
      return MA.takeError();
    for (size_t J = 0, JE = (*MA)->size(); J != JE; ++J) {
      Expected<StringRef> S = R.string((**MA)[J], idx(MP, J));
      if (!S)
        return S.takeError();
      AC.Members.push_back(S->str());
    }
    P.AliasClasses.push_back(std::move(AC));
  }

  if (!(F = R.field(**O, "pipeline_groups", Path)))
    return F.takeError();
  std::string GP = fld(Path, "pipeline_groups");
  if (!(A = R.array(**F, GP)))
    return A.takeError();
  for (size_t I = 0, E = (*A)->size(); I != E; ++I) {
    std::string GI = idx(GP, I);
    Expected<const json::Object *> GO = R.object((**A)[I], GI);
    if (!GO)
      return GO.takeError();
    if (Error Err = R.onlyFields(**GO, GI,
                                 {"group", "pool", "slot_size", "depth",
                                  "effective_depth", "members"}))
      return Err;
    PipelineGroup G;
    Expected<const json::Value *> H = R.field(**GO, "group", GI);
    if (!H)
      return H.takeError();
    Expected<uint64_t> Id =
        R.unsignedInt(**H, fld(GI, "group"), "group id", MaxUInt32);
    if (!Id)
      return Id.takeError();
    G.Id = *Id;
    if (!(H = R.field(**GO, "pool", GI)))
      return H.takeError();
    Expected<unsigned> Pl = poolRef(**H, fld(GI, "pool"));
    if (!Pl)
      return Pl.takeError();
    G.Pool = *Pl;
    if (!(H = R.field(**GO, "slot_size", GI)))
      return H.takeError();
    Expected<uint64_t> Slot =
        R.unsignedInt(**H, fld(GI, "slot_size"), "slot_size");
    if (!Slot)
      return Slot.takeError();
    G.SlotSize = *Slot;
    for (StringRef Key : {"depth", "effective_depth"}) {
      if (!(H = R.field(**GO, Key, GI)))
        return H.takeError();
      Expected<uint64_t> D = R.unsignedInt(**H, fld(GI, Key), Key, MaxUInt32);
      if (!D)
        return D.takeError();
      if (*D == 0)
        return R.error(fld(GI, Key), Key + " must be at least 1");
      (Key == "depth" ? G.Depth : G.EffectiveDepth) = *D;
    }
    if (!(H = R.field(**GO, "members", GI)))
      return H.takeError();
    std::string MP = fld(GI, "members");
    Expected<const json::Array *> MA = R.array(**H, MP);
    if (!MA)
      return MA.takeError();
    if ((*MA)->empty())
      return R.error(MP, "a pipeline group needs at least one member");
    for (size_t J = 0, JE = (*MA)->size(); J != JE; ++J) {
      std::string MI = idx(MP, J);
      Expected<const json::Object *> MO = R.object((**MA)[J], MI);
      if (!MO)
        return MO.takeError();
      if (Error Err = R.onlyFields(**MO, MI, {"buffer", "stage", "residue"}))
        return Err;
      PipelineMember M;
      Expected<const json::Value *> K = R.field(**MO, "buffer", MI);
      if (!K)
        return K.takeError();
      Expected<unsigned> B = bufferRef(**K, fld(MI, "buffer"));
      if (!B)
        return B.takeError();
      M.Buffer = *B;
      for (StringRef Key : {"stage", "residue"}) {
        if (!(K = R.field(**MO, Key, MI)))
          return K.takeError();
        Expected<uint64_t> U = R.unsignedInt(**K, fld(MI, Key), Key, MaxUInt32);
        if (!U)
          return U.takeError();
        (Key == "stage" ? M.Stage : M.Residue) = *U;
      }
      G.Members.push_back(M);
    }
    P.PipelineGroups.push_back(std::move(G));
  }
  return Error::success();
}

Error ProblemJSONParser::parseObjective(const json::Value &V,
                                        const std::string &Path) {
  Expected<const json::Object *> O = R.object(V, Path);
  if (!O)
    return O.takeError();
  if (Error Err = R.onlyFields(**O, Path, {"aggregation", "terms"}))
    return Err;
  Expected<const json::Value *> F = R.field(**O, "aggregation", Path);
  if (!F)
    return F.takeError();
  Expected<StringRef> Agg = R.string(**F, fld(Path, "aggregation"));
  if (!Agg)
    return Agg.takeError();
  if (*Agg != "lexicographic")
    return R.error(fld(Path, "aggregation"),
                   "unknown aggregation '" + *Agg + "'");
  if (!(F = R.field(**O, "terms", Path)))
    return F.takeError();
  std::string TP = fld(Path, "terms");
  Expected<const json::Array *> A = R.array(**F, TP);
  if (!A)
    return A.takeError();
  if ((*A)->empty())
    return R.error(TP, "an objective needs at least one term");
  for (size_t I = 0, E = (*A)->size(); I != E; ++I) {
    Expected<StringRef> T = R.string((**A)[I], idx(TP, I));
    if (!T)
      return T.takeError();
    if (!is_contained(ObjectiveTermNames, *T))
      return R.error(idx(TP, I), "unknown objective term '" + *T + "'");
    if (is_contained(P.Objective, T->str()))
      return R.error(idx(TP, I), "duplicate objective term '" + *T + "'");
    P.Objective.push_back(T->str());
  }
  return Error::success();
}

Error ProblemJSONParser::parseTop(const json::Object &Top) {
  if (Error Err =
          R.onlyFields(Top, "(root)",
                       {"schema_version", "profile", "instance", "relaxed_from",
                        "relaxed_features", "metadata", "problem"}))
    return Err;
  Expected<const json::Value *> F = R.field(Top, "schema_version", "(root)");
  if (!F)
    return F.takeError();
  Expected<int64_t> Ver = R.integer(**F, "schema_version");
  if (!Ver)
    return Ver.takeError();
  if (*Ver != 1)
    return R.error("schema_version", "unsupported schema version " +
                                         Twine(*Ver) + " (expected 1)");
  if (!(F = R.field(Top, "profile", "(root)")))
    return F.takeError();
  Expected<StringRef> Prof = R.string(**F, "profile");
  if (!Prof)
    return Prof.takeError();
  if (!is_contained(ProfileNames, *Prof))
    return R.error("profile", "unknown profile '" + *Prof + "'");
  P.Profile = Prof->str();
  if (!(F = R.field(Top, "instance", "(root)")))
    return F.takeError();
  Expected<StringRef> Inst = R.string(**F, "instance");
  if (!Inst)
    return Inst.takeError();
  if (Inst->empty())
    return R.error("instance", "instance name must not be empty");
  P.Instance = Inst->str();
  if (const json::Value *RF = Top.get("relaxed_from")) {
    Expected<StringRef> S = R.string(*RF, "relaxed_from");
    if (!S)
      return S.takeError();
    P.RelaxedFrom = S->str();
  }
  if (const json::Value *RF = Top.get("relaxed_features")) {
    Expected<const json::Array *> A = R.array(*RF, "relaxed_features");
    if (!A)
      return A.takeError();
    for (size_t I = 0, E = (*A)->size(); I != E; ++I) {
      Expected<StringRef> S = R.string((**A)[I], idx("relaxed_features", I));
      if (!S)
        return S.takeError();
      P.RelaxedFeatures.push_back(S->str());
    }
  }
  if (const json::Value *MV = Top.get("metadata")) {
    Expected<const json::Object *> MO = R.object(*MV, "metadata");
    if (!MO)
      return MO.takeError();
    for (const auto &KV : **MO) {
      Expected<StringRef> S =
          R.string(KV.second, fld("metadata", StringRef(KV.first)));
      if (!S)
        return S.takeError();
      P.Metadata[KV.first.str()] = S->str();
    }
  }
  if (!(F = R.field(Top, "problem", "(root)")))
    return F.takeError();
  Expected<const json::Object *> PO = R.object(**F, "problem");
  if (!PO)
    return PO.takeError();
  if (Error Err = R.onlyFields(**PO, "problem",
                               {"pools", "buffers", "constraints", "cost_model",
                                "pypto_structure", "objective"}))
    return Err;
  // Pools before buffers, buffers before everything that refers to them.
  for (StringRef Key : {"pools", "buffers", "constraints"}) {
    Expected<const json::Value *> G = R.field(**PO, Key, "problem");
    if (!G)
      return G.takeError();
    std::string KP = fld("problem", Key);
    Error Err = Key == "pools"     ? parsePools(**G, KP)
                : Key == "buffers" ? parseBuffers(**G, KP)
                                   : parseConstraints(**G, KP);
    if (Err)
      return Err;
  }
  if (const json::Value *CM = (*PO)->get("cost_model"))
    if (Error Err = parseCostModel(*CM, "problem.cost_model"))
      return Err;
  if (const json::Value *PS = (*PO)->get("pypto_structure"))
    if (Error Err = parseStructure(*PS, "problem.pypto_structure"))
      return Err;
  Expected<const json::Value *> G = R.field(**PO, "objective", "problem");
  if (!G)
    return G.takeError();
  return parseObjective(**G, "problem.objective");
}

Expected<Problem> ProblemJSONParser::run(StringRef FileText) {
  Text = FileText;
  Text.consume_front(UTF8BOM);
  Expected<json::Value> V = R.parse(Text, &Buffers);
  if (!V)
    return V.takeError();
  Expected<const json::Object *> Top = R.object(*V, "(root)");
  if (!Top)
    return Top.takeError();
  if (Error Err = parseTop(**Top))
    return Err;
  std::string Limit = checkProblemLimits(P);
  if (!Limit.empty())
    return R.error("problem", Limit);
  return std::move(P);
}

} // namespace

Expected<Problem> llvm::ptoplan::parseProblemJSON(StringRef Text,
                                                  StringRef FileName) {
  return ProblemJSONParser(FileName).run(Text);
}

//===----------------------------------------------------------------------===//
// CSV reading
//===----------------------------------------------------------------------===//

/// Extracts the capacity from a MiniMalloc benchmark name `NAME.CAP.csv`.
static std::optional<uint64_t> capacityFromFileName(StringRef FileName) {
  StringRef Stem = sys::path::stem(FileName); // "A.1048576"
  size_t Dot = Stem.rfind('.');
  if (Dot == StringRef::npos)
    return std::nullopt;
  uint64_t Cap;
  if (Stem.substr(Dot + 1).getAsInteger(10, Cap))
    return std::nullopt;
  return Cap;
}

Expected<Problem> llvm::ptoplan::parseProblemCSV(StringRef Text,
                                                 StringRef FileName,
                                                 const CSVReadOptions &Opts) {
  auto Err = [&](unsigned Line, const Twine &Msg) {
    return makeError(FileName + ":" + Twine(Line) + ": " + Msg);
  };
  Problem P;
  P.Instance = sys::path::stem(FileName).str();
  if (P.Instance.empty())
    P.Instance = "csv";
  std::optional<uint64_t> Cap =
      Opts.Capacity ? Opts.Capacity : capacityFromFileName(FileName);
  unsigned PoolIdx = P.addPool(Opts.PoolName, Cap, 1);
  P.Objective = {"total_peak"};

  Text.consume_front(UTF8BOM);
  SmallVector<StringRef, 0> Lines;
  Text.split(Lines, '\n');
  enum Column { Id, Lower, Upper, Size, Align, Offset, NumColumns };
  static const char *const ColumnNames[] = {"id",   "lower",     "upper",
                                            "size", "alignment", "offset"};
  int ColumnOf[NumColumns];
  std::fill(std::begin(ColumnOf), std::end(ColumnOf), -1);
  unsigned NumFields = 0;
  bool HaveHeader = false;
  StringSet<> Seen;
  for (unsigned LineNo = 1; LineNo <= Lines.size(); ++LineNo) {
    StringRef Line = Lines[LineNo - 1].rtrim("\r");
    if (Line.trim().empty())
      continue;
    SmallVector<StringRef, 6> Fields;
    Line.split(Fields, ',');
    for (StringRef &F : Fields)
      F = F.trim();
    if (!HaveHeader) {
      HaveHeader = true;
      NumFields = Fields.size();
      for (unsigned I = 0; I < Fields.size(); ++I) {
        const auto *It = find_if(ColumnNames, [&](const char *N) {
          return Fields[I].equals_insensitive(N);
        });
        if (It == std::end(ColumnNames))
          return Err(LineNo, "unknown column '" + Fields[I] + "'");
        unsigned C = It - std::begin(ColumnNames);
        if (ColumnOf[C] >= 0)
          return Err(LineNo, "duplicate column '" + Fields[I] + "'");
        ColumnOf[C] = I;
      }
      for (unsigned C : {Id, Lower, Upper, Size})
        if (ColumnOf[C] < 0)
          return Err(LineNo, "missing column '" + Twine(ColumnNames[C]) +
                                 "' (expected id,lower,upper,size)");
      continue;
    }
    if (Fields.size() != NumFields)
      return Err(LineNo, "expected " + Twine(NumFields) + " fields, got " +
                             Twine(Fields.size()));
    auto Int = [&](unsigned C, int64_t &Out) -> Error {
      StringRef F = Fields[ColumnOf[C]];
      if (F.getAsInteger(10, Out)) {
        // Digits that do not fit: named with the limit.
        APInt Wide;
        StringRef Digits = F;
        Digits.consume_front("-");
        if (!Digits.empty() && !Digits.getAsInteger(10, Wide))
          return Err(LineNo, "integer " + F + " in column '" +
                                 ColumnNames[C] +
                                 "' is out of range (a 64-bit signed "
                                 "integer: -9223372036854775808 to "
                                 "9223372036854775807)");
        return Err(LineNo, "invalid integer '" + F + "' in column '" +
                               ColumnNames[C] + "'");
      }
      return Error::success();
    };
    StringRef IdText = Fields[ColumnOf[Id]];
    if (IdText.empty())
      return Err(LineNo, "empty buffer id");
    // Ids become JSON strings and SVG text: UTF-8 only.
    if (!json::isUTF8(IdText))
      return Err(LineNo, "buffer id " + mlirLikeEscape(IdText) +
                             " is not valid UTF-8");
    if (!Seen.insert(IdText).second)
      return Err(LineNo, "duplicate buffer id '" + IdText + "'");
    int64_t Lo = 0, Hi = 0, Sz = 0, Al = 1;
    if (Error E = Int(Lower, Lo))
      return E;
    if (Error E = Int(Upper, Hi))
      return E;
    if (Error E = Int(Size, Sz))
      return E;
    if (ColumnOf[Align] >= 0)
      if (Error E = Int(Align, Al))
        return E;
    if (Sz < 0)
      return Err(LineNo, "negative size (" + Twine(Sz) + ")");
    if (Al < 0)
      return Err(LineNo, "negative alignment (" + Twine(Al) + ")");
    if (Hi <= Lo)
      return Err(LineNo, "interval upper (" + Twine(Hi) + ") <= lower (" +
                             Twine(Lo) + ")");
    if (ColumnOf[Offset] >= 0) {
      int64_t Ignored;
      if (Error E = Int(Offset, Ignored))
        return E;
    }
    P.addBuffer(IdText, Sz, Al ? Al : 1, {{Lo, Hi}}, PoolIdx);
  }
  if (!HaveHeader)
    return Err(1, "empty file (expected a header id,lower,upper,size)");
  if (P.Buffers.empty())
    return Err(Lines.size(), "no buffers");
  std::string Limit = checkProblemLimits(P);
  if (!Limit.empty())
    return makeError(FileName + ": " + Limit);
  // External ids: the CSV ids if they are all distinct 32-bit numbers ("7"
  // and "07" are not), else the row order. Names keep the text.
  DenseSet<unsigned> Numbers;
  bool AllNumeric = true;
  for (Buffer &B : P.Buffers) {
    unsigned Number = 0;
    AllNumeric = AllNumeric && !StringRef(B.Name).getAsInteger(10, Number) &&
                 Numbers.insert(Number).second;
    B.Id = Number;
  }
  if (!AllNumeric)
    for (unsigned I = 0; I < P.Buffers.size(); ++I)
      P.Buffers[I].Id = I;
  return P;
}

Expected<Problem> llvm::ptoplan::readProblemFile(StringRef Path,
                                                 const CSVReadOptions &Opts) {
  uint64_t FileBytes = 0;
  if (Path != "-" && !sys::fs::file_size(Path, FileBytes) &&
      FileBytes > MaxProblemFileBytes)
    return makeError(Path + ": the file is " + Twine(FileBytes) +
                     " bytes, over the limit of " +
                     Twine(MaxProblemFileBytes) + " (2 GiB)");
  ErrorOr<std::unique_ptr<MemoryBuffer>> MB =
      MemoryBuffer::getFileOrSTDIN(Path, /*IsText=*/true);
  if (!MB)
    return makeError(Path + ": cannot read file: " + MB.getError().message());
  StringRef Text = (*MB)->getBuffer();
  if (Text.size() > MaxProblemFileBytes)
    return makeError(Path + ": the input is over the limit of " +
                     Twine(MaxProblemFileBytes) + " bytes (2 GiB)");
  if (detectProblemFormat(Path, Text) == ProblemFormat::JSON) {
    Expected<Problem> P = parseProblemJSON(Text, Path);
    if (P && Opts.Capacity)
      for (Pool &Pl : P->Pools)
        Pl.Capacity = Opts.Capacity;
    return P;
  }
  return parseProblemCSV(Text, Path, Opts);
}

//===----------------------------------------------------------------------===//
// Writing
//===----------------------------------------------------------------------===//

void llvm::ptoplan::writeProblemJSON(const Problem &P, raw_ostream &OS) {
  json::OStream J(OS, 2);
  auto Pair = [&](unsigned A, unsigned B) {
    J.attribute("first", P.Buffers[A].Id);
    J.attribute("second", P.Buffers[B].Id);
  };
  J.object([&] {
    J.attribute("schema_version", 1);
    J.attribute("profile", P.Profile.empty() ? "standard_dsa" : P.Profile);
    J.attribute("instance", P.Instance.empty() ? "problem" : P.Instance);
    if (!P.RelaxedFrom.empty())
      J.attribute("relaxed_from", P.RelaxedFrom);
    if (!P.RelaxedFeatures.empty())
      J.attributeArray("relaxed_features", [&] {
        for (const std::string &F : P.RelaxedFeatures)
          J.value(F);
      });
    J.attributeObject("metadata", [&] {
      for (const auto &KV : P.Metadata) // std::map: sorted.
        J.attribute(KV.first, KV.second);
    });
    J.attributeObject("problem", [&] {
      J.attributeArray("pools", [&] {
        for (const Pool &Pl : P.Pools)
          J.object([&] {
            J.attribute("id", Pl.Id);
            J.attribute("name", Pl.Name);
            if (Pl.Capacity)
              J.attribute("capacity", *Pl.Capacity);
            else
              J.attribute("capacity", nullptr);
            J.attributeArray("reserved_ranges", [&] {
              for (const AddressRange &R : Pl.Reserved)
                J.object([&] {
                  J.attribute("begin", R.Begin);
                  J.attribute("end", R.End);
                });
            });
            if (Pl.NumBanks)
              J.attributeObject("bank_geometry", [&] {
                J.attribute("bank_size", Pl.BankSize);
                J.attribute("num_banks", Pl.NumBanks);
              });
          });
      });
      J.attributeArray("buffers", [&] {
        for (const Buffer &B : P.Buffers)
          J.object([&] {
            J.attribute("id", B.Id);
            J.attribute("name", B.Name);
            J.attribute("size", B.Size);
            J.attribute("alignment", B.Alignment);
            J.attributeArray("live_intervals", [&] {
              for (const LiveInterval &I : B.Live)
                J.object([&] {
                  J.attribute("lower", I.Lower);
                  J.attribute("upper", I.Upper);
                });
            });
            J.attributeArray("allowed_pools", [&] {
              for (unsigned PI : B.AllowedPools)
                J.value(P.Pools[PI].Id);
            });
          });
      });
      J.attributeObject("constraints", [&] {
        J.attributeArray("colocations", [&] {
          for (const Colocation &C : P.Colocations)
            J.object([&] {
              Pair(C.First, C.Second);
              if (C.Offset)
                J.attribute("offset", C.Offset);
            });
        });
        J.attributeArray("separations", [&] {
          for (const Separation &S : P.Separations)
            J.object([&] {
              Pair(S.First, S.Second);
              if (!S.Reasons.empty())
                J.attributeArray("reasons", [&] {
                  for (SeparationReason R : S.Reasons)
                    J.value(getSeparationReasonName(R));
                });
            });
        });
        J.attributeArray("temporal_exclusions", [&] {
          for (const TemporalExclusion &T : P.TemporalExclusions)
            J.object([&] { Pair(T.First, T.Second); });
        });
        J.attributeArray("pinned_allocations", [&] {
          for (const Pin &Pn : P.Pins)
            J.object([&] {
              J.attribute("buffer", P.Buffers[Pn.Buffer].Id);
              J.attribute("pool", P.Pools[Pn.Pool].Id);
              J.attribute("offset", Pn.Offset);
              J.attribute("exclusive_for_all_time", Pn.ExclusiveForAllTime);
            });
        });
        if (!P.SameOrDisjoints.empty())
          J.attributeArray("same_or_disjoint", [&] {
            for (const SameOrDisjoint &SD : P.SameOrDisjoints)
              J.object([&] {
                Pair(SD.First, SD.Second);
                if (!SD.Detail.empty())
                  J.attribute("detail", SD.Detail);
              });
          });
      });
      if (!P.ReusePenalties.empty())
        J.attributeObject("cost_model", [&] {
          J.attributeArray("reuse_penalties", [&] {
            for (const ReusePenalty &R : P.ReusePenalties)
              J.object([&] {
                Pair(R.First, R.Second);
                J.attribute("cost", R.Cost);
                J.attribute("reason", R.Reason.empty() ? "generic" : R.Reason);
              });
          });
        });
      if (!P.AliasClasses.empty() || !P.PipelineGroups.empty())
        J.attributeObject("pypto_structure", [&] {
          J.attributeArray("alias_classes", [&] {
            for (const AliasClass &A : P.AliasClasses)
              J.object([&] {
                J.attribute("buffer", P.Buffers[A.Buffer].Id);
                J.attributeArray("members", [&] {
                  for (const std::string &M : A.Members)
                    J.value(M);
                });
              });
          });
          J.attributeArray("pipeline_groups", [&] {
            for (const PipelineGroup &G : P.PipelineGroups)
              J.object([&] {
                J.attribute("group", G.Id);
                J.attribute("pool", P.Pools[G.Pool].Id);
                J.attribute("slot_size", G.SlotSize ? G.SlotSize : 1);
                J.attribute("depth", G.Depth ? G.Depth : 1);
                J.attribute("effective_depth", G.EffectiveDepth
                                                   ? G.EffectiveDepth
                                                   : (G.Depth ? G.Depth : 1));
                J.attributeArray("members", [&] {
                  for (const PipelineMember &M : G.Members)
                    J.object([&] {
                      J.attribute("buffer", P.Buffers[M.Buffer].Id);
                      J.attribute("stage", M.Stage);
                      J.attribute("residue", M.Residue);
                    });
                });
              });
          });
        });
      J.attributeObject("objective", [&] {
        J.attribute("aggregation", "lexicographic");
        J.attributeArray("terms", [&] {
          if (P.Objective.empty()) {
            J.value("total_peak");
            J.value("max_peak");
          }
          for (const std::string &T : P.Objective)
            J.value(T);
        });
      });
    });
  });
  OS << "\n";
}

Error llvm::ptoplan::writeProblemCSV(const Problem &P, raw_ostream &OS) {
  if (P.Pools.size() != 1)
    return makeError("CSV holds one pool, the problem has " +
                     Twine(P.Pools.size()));
  if (!P.Separations.empty() || !P.Colocations.empty() || !P.Pins.empty() ||
      !P.TemporalExclusions.empty())
    return makeError("CSV cannot express constraints");
  bool Aligned = false;
  for (const Buffer &B : P.Buffers) {
    if (B.Live.size() != 1)
      return makeError("CSV cannot express buffer '" + B.Name + "' with " +
                       Twine(B.Live.size()) + " live intervals");
    Aligned |= B.Alignment > 1;
  }
  OS << "id,lower,upper,size" << (Aligned ? ",alignment" : "") << "\n";
  for (const Buffer &B : P.Buffers) {
    OS << B.Name << "," << B.Live[0].Lower << "," << B.Live[0].Upper << ","
       << B.Size;
    if (Aligned)
      OS << "," << B.Alignment;
    OS << "\n";
  }
  return Error::success();
}

std::string llvm::ptoplan::getCanonicalProblemText(const Problem &P) {
  std::string Text;
  raw_string_ostream OS(Text);
  OS << "ptoplan-problem-v1\n";
  SmallVector<unsigned, 8> PoolOrder(P.Pools.size());
  for (unsigned I = 0; I < PoolOrder.size(); ++I)
    PoolOrder[I] = I;
  llvm::sort(PoolOrder, [&](unsigned A, unsigned B) {
    return P.Pools[A].Id < P.Pools[B].Id;
  });
  for (unsigned PI : PoolOrder) {
    const Pool &Pl = P.Pools[PI];
    OS << "pool " << Pl.Id << " ";
    if (Pl.Capacity)
      OS << *Pl.Capacity;
    else
      OS << "-";
    OS << " " << Pl.Alignment;
    SmallVector<AddressRange, 2> Res(Pl.Reserved.begin(), Pl.Reserved.end());
    llvm::sort(Res, [](const AddressRange &A, const AddressRange &B) {
      return std::tie(A.Begin, A.End) < std::tie(B.Begin, B.End);
    });
    for (const AddressRange &R : Res)
      OS << " R " << R.Begin << " " << R.End;
    OS << "\n";
  }
  SmallVector<unsigned, 0> BufOrder(P.Buffers.size());
  for (unsigned I = 0; I < BufOrder.size(); ++I)
    BufOrder[I] = I;
  llvm::sort(BufOrder, [&](unsigned A, unsigned B) {
    return std::make_pair(P.Buffers[A].Id, A) <
           std::make_pair(P.Buffers[B].Id, B);
  });
  for (unsigned BI : BufOrder) {
    const Buffer &B = P.Buffers[BI];
    OS << "buffer " << B.Id << " " << B.Size << " " << B.Alignment;
    SmallVector<LiveInterval, 2> Live;
    for (const LiveInterval &I : B.Live)
      if (!I.empty())
        Live.push_back(I);
    llvm::sort(Live, [](const LiveInterval &A, const LiveInterval &B) {
      return std::tie(A.Lower, A.Upper) < std::tie(B.Lower, B.Upper);
    });
    SmallVector<LiveInterval, 2> Merged;
    for (const LiveInterval &I : Live) {
      if (!Merged.empty() && I.Lower <= Merged.back().Upper)
        Merged.back().Upper = std::max(Merged.back().Upper, I.Upper);
      else
        Merged.push_back(I);
    }
    for (const LiveInterval &I : Merged)
      OS << " L " << I.Lower << " " << I.Upper;
    SmallVector<unsigned, 2> Pools;
    for (unsigned PI : B.AllowedPools)
      Pools.push_back(P.Pools[PI].Id);
    llvm::sort(Pools);
    for (unsigned Id : Pools)
      OS << " P " << Id;
    OS << "\n";
  }
  auto Id = [&](unsigned B) { return P.Buffers[B].Id; };
  auto SortedPairs = [&](auto &&Range, bool Symmetric) {
    SmallVector<std::pair<unsigned, unsigned>, 0> V;
    for (const auto &X : Range) {
      unsigned A = Id(X.First), B = Id(X.Second);
      if (Symmetric && B < A)
        std::swap(A, B);
      V.push_back({A, B});
    }
    llvm::sort(V);
    V.erase(std::unique(V.begin(), V.end()), V.end());
    return V;
  };
  for (auto [A, B] : SortedPairs(P.Separations, true))
    OS << "sep " << A << " " << B << "\n";
  SmallVector<std::tuple<unsigned, unsigned, int64_t>, 0> Colocs;
  for (const Colocation &C : P.Colocations)
    Colocs.push_back({Id(C.First), Id(C.Second), C.Offset});
  llvm::sort(Colocs);
  for (auto [A, B, Off] : Colocs)
    OS << "coloc " << A << " " << B << " " << Off << "\n";
  for (auto [A, B] : SortedPairs(P.TemporalExclusions, true))
    OS << "texcl " << A << " " << B << "\n";
  for (auto [A, B] : SortedPairs(P.SameOrDisjoints, true))
    OS << "sod " << A << " " << B << "\n";
  SmallVector<std::tuple<unsigned, unsigned, uint64_t, bool>, 0> Pins;
  for (const Pin &Pn : P.Pins)
    Pins.push_back({Id(Pn.Buffer), P.Pools[Pn.Pool].Id, Pn.Offset,
                    Pn.ExclusiveForAllTime});
  llvm::sort(Pins);
  for (auto [B, Pl, Off, Ex] : Pins)
    OS << "pin " << B << " " << Pl << " " << Off << " " << (Ex ? 1 : 0) << "\n";
  return Text;
}

uint64_t llvm::ptoplan::computeProblemFingerprint(const Problem &P) {
  uint64_t H = 0xcbf29ce484222325ULL;
  for (unsigned char C : getCanonicalProblemText(P)) {
    H ^= C;
    H *= 0x100000001b3ULL;
  }
  return H;
}

std::string llvm::ptoplan::formatFingerprint(uint64_t Fingerprint) {
  std::string S = utohexstr(Fingerprint, /*LowerCase=*/true);
  return std::string(16 - S.size(), '0') + S;
}

void llvm::ptoplan::writeSolutionJSON(
    const Problem &P, const Solution &S, raw_ostream &OS,
    const std::map<std::string, std::string> &Metadata) {
  json::OStream J(OS, 2);
  J.object([&] {
    J.attribute("schema_version", 1);
    J.attribute("profile", P.Profile.empty() ? "standard_dsa" : P.Profile);
    J.attribute("instance", P.Instance.empty() ? "problem" : P.Instance);
    J.attribute("problem_fingerprint",
                formatFingerprint(computeProblemFingerprint(P)));
    J.attributeObject("metadata", [&] {
      for (const auto &KV : Metadata)
        J.attribute(KV.first, KV.second);
    });
    J.attributeArray("placements", [&] {
      if (!S.hasPlacement())
        return;
      for (unsigned I = 0, E = P.Buffers.size(); I != E; ++I)
        J.object([&] {
          J.attribute("buffer", P.Buffers[I].Id);
          J.attribute("pool", P.Pools[S.Placements[I].Pool].Id);
          J.attribute("offset", S.Placements[I].Offset);
        });
    });
  });
  OS << "\n";
}

void llvm::ptoplan::writeSolutionCSV(const Problem &P, const Solution &S,
                                     raw_ostream &OS) {
  bool MultiPool = P.Pools.size() > 1;
  OS << "id,lower,upper,size,offset" << (MultiPool ? ",pool" : "") << "\n";
  if (!S.hasPlacement())
    return;
  for (unsigned I = 0, E = P.Buffers.size(); I != E; ++I) {
    const Buffer &B = P.Buffers[I];
    int64_t Lo = B.Live.empty() ? 0 : B.Live.front().Lower;
    int64_t Hi = B.Live.empty() ? 0 : B.Live.back().Upper;
    OS << B.Name << "," << Lo << "," << Hi << "," << B.Size << ","
       << S.Placements[I].Offset;
    if (MultiPool)
      OS << "," << P.Pools[S.Placements[I].Pool].Name;
    OS << "\n";
  }
}

Expected<Solution> llvm::ptoplan::parseSolutionJSON(const Problem &P,
                                                    StringRef Text,
                                                    StringRef FileName) {
  JSONReader R(FileName);
  Expected<json::Value> V = R.parse(Text);
  if (!V)
    return V.takeError();
  Expected<const json::Object *> Top = R.object(*V, "(root)");
  if (!Top)
    return Top.takeError();
  if (Error Err =
          R.onlyFields(**Top, "(root)",
                       {"schema_version", "profile", "instance",
                        "problem_fingerprint", "metadata", "placements"}))
    return Err;
  Expected<const json::Value *> F = R.field(**Top, "schema_version", "(root)");
  if (!F)
    return F.takeError();
  Expected<int64_t> Ver = R.integer(**F, "schema_version");
  if (!Ver)
    return Ver.takeError();
  if (*Ver != 1)
    return R.error("schema_version", "unsupported schema version " +
                                         Twine(*Ver) + " (expected 1)");
  if (!(F = R.field(**Top, "problem_fingerprint", "(root)")))
    return F.takeError();
  Expected<StringRef> FP = R.string(**F, "problem_fingerprint");
  if (!FP)
    return FP.takeError();
  std::string Expect = formatFingerprint(computeProblemFingerprint(P));
  if (*FP != Expect)
    return R.error("problem_fingerprint", "fingerprint " + *FP +
                                              " does not match the problem (" +
                                              Expect + ")");
  DenseMap<uint64_t, unsigned> BufIdx, PoolIdx;
  for (unsigned I = 0; I < P.Buffers.size(); ++I)
    BufIdx[P.Buffers[I].Id] = I;
  for (unsigned I = 0; I < P.Pools.size(); ++I)
    PoolIdx[P.Pools[I].Id] = I;
  if (!(F = R.field(**Top, "placements", "(root)")))
    return F.takeError();
  Expected<const json::Array *> A = R.array(**F, "placements");
  if (!A)
    return A.takeError();
  Solution S;
  S.Placements.resize(P.Buffers.size());
  SmallVector<bool, 0> Seen(P.Buffers.size(), false);
  for (size_t I = 0, E = (*A)->size(); I != E; ++I) {
    std::string PI = idx("placements", I);
    Expected<const json::Object *> O = R.object((**A)[I], PI);
    if (!O)
      return O.takeError();
    if (Error Err = R.onlyFields(**O, PI, {"buffer", "pool", "offset"}))
      return Err;
    uint64_t Vals[3];
    const char *Names[3] = {"buffer", "pool", "offset"};
    for (int K = 0; K < 3; ++K) {
      Expected<const json::Value *> G = R.field(**O, Names[K], PI);
      if (!G)
        return G.takeError();
      Expected<uint64_t> U =
          R.unsignedInt(**G, fld(PI, Names[K]), Names[K],
                        K == 2 ? ProblemLimits::MaxBytes : UINT64_MAX);
      if (!U)
        return U.takeError();
      Vals[K] = *U;
    }
    auto BI = BufIdx.find(Vals[0]);
    if (BI == BufIdx.end())
      return R.error(fld(PI, "buffer"), "unknown buffer id " + Twine(Vals[0]));
    auto PlI = PoolIdx.find(Vals[1]);
    if (PlI == PoolIdx.end())
      return R.error(fld(PI, "pool"), "unknown pool id " + Twine(Vals[1]));
    if (Seen[BI->second])
      return R.error(fld(PI, "buffer"),
                     "buffer id " + Twine(Vals[0]) + " placed twice");
    Seen[BI->second] = true;
    S.Placements[BI->second] = {PlI->second, Vals[2]};
  }
  for (unsigned I = 0; I < P.Buffers.size(); ++I)
    if (!Seen[I])
      return R.error("placements",
                     "no placement for buffer id " + Twine(P.Buffers[I].Id));
  return S;
}
