//===-- AscendPTOSync.td - Pipe synchronisation facts ------*- tablegen -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What ascendpto-insert-sync needs to know about the hardware's pipes and
// flags (docs/sync.md), and the three machine instructions it inserts.
// Sources are the fact sheet sync-facts.md (section numbers below).
//
//===----------------------------------------------------------------------===//

// The CCE/PTO number of a pipe (sync-facts §1: S=0, V=1, M=2, MTE1=3,
// MTE2=4, MTE3=5, ALL=6, FIX=10) and the architectures on which two
// dependent accesses on this one pipe need `pto.barrier #pto.pipe<P>`
// (sync-facts §2.2, §2.3 and §6.B.3: every pipe but S on a2a3; on a5 not V,
// whose barriers ptoas deletes; never S, whose barrier is a hardware error).
class SyncPipe<ExecPipe pipe, int number, list<string> barrierArchs> {
  ExecPipe Pipe = pipe;
  int Code = number;
  list<string> BarrierArchs = barrierArchs;
}

def : SyncPipe<PipeS,    0,  []>;
def : SyncPipe<PipeV,    1,  ["a2a3"]>;
def : SyncPipe<PipeM,    2,  ["a2a3", "a5"]>;
def : SyncPipe<PipeMTE1, 3,  ["a2a3", "a5"]>;
def : SyncPipe<PipeMTE2, 4,  ["a2a3", "a5"]>;
def : SyncPipe<PipeMTE3, 5,  ["a2a3", "a5"]>;
def : SyncPipe<PipeFIX,  10, ["a2a3", "a5"]>;

// The flags of the hardware (sync-facts §2.1): EVENT_ID0..7 per ordered
// pipe pair on A2/A3 and 950; PIPE_ALL's number (only in barriers).
def SyncFlags {
  int EventIds = 8;
  int AllPipeCode = 6;
}

// Event ids that pto-isa intrinsics set and wait internally on a pipe pair
// (sync-facts §2.4: EVENT_ID0 in current pto-isa, EVENT_ID7 in late-2025
// pto-isa, §6.C.5). The pass never holds one of them across a tile op.
class InternalEvents<ExecPipe src, ExecPipe dst, list<int> ids> {
  ExecPipe Src = src;
  ExecPipe Dst = dst;
  list<int> Ids = ids;
}

def : InternalEvents<PipeV,    PipeS,    [0, 7]>;
def : InternalEvents<PipeS,    PipeV,    [0, 7]>;
def : InternalEvents<PipeMTE2, PipeS,    [0, 7]>;
def : InternalEvents<PipeMTE1, PipeS,    [0, 7]>;
def : InternalEvents<PipeS,    PipeMTE2, [0, 7]>;
def : InternalEvents<PipeV,    PipeMTE3, [0, 7]>;
def : InternalEvents<PipeMTE3, PipeV,    [0, 7]>;
def : InternalEvents<PipeMTE3, PipeS,    [0, 7]>;
def : InternalEvents<PipeS,    PipeMTE3, [0, 7]>;
def : InternalEvents<PipeMTE2, PipeV,    [0, 7]>;
def : InternalEvents<PipeMTE2, PipeMTE3, [0, 7]>;
def : InternalEvents<PipeMTE3, PipeMTE2, [0, 7]>;

// The instructions, with pipes as their CCE numbers and the event id.
// `pto.set_flag [#pto.pipe<SRC>, #pto.pipe<DST>, #pto.event<EVENT_IDn>]`,
// `pto.wait_flag [...]`, `pto.barrier #pto.pipe<P>` (pto-op-syntax.md §6).
let hasSideEffects = 1 in {
def SET_FLAG  : AscendPTOInst<(outs),
                              (ins imm64:$src, imm64:$dst, imm64:$event)>;
def WAIT_FLAG : AscendPTOInst<(outs),
                              (ins imm64:$src, imm64:$dst, imm64:$event)>;
def PIPE_BARRIER : AscendPTOInst<(outs), (ins imm64:$pipe)>;
// A ping-pong slot's set or wait (sync-facts §6.C.2, one id per slot): the
// event id is the one of the list whose position is the run-time slot
// value ($slot, an integer in [0, number of ids)). The emitter prints a
// chain of `scf.if (slot == k)` choosing among static `pto.set_flag` /
// `pto.wait_flag` (PTO has no documented run-time-id form).
def SET_FLAG_SLOT  : AscendPTOInst<(outs),
                                   (ins imm64:$src, imm64:$dst, ANYINT:$slot,
                                        variable_ops)>;
def WAIT_FLAG_SLOT : AscendPTOInst<(outs),
                                   (ins imm64:$src, imm64:$dst, ANYINT:$slot,
                                        variable_ops)>;
}
