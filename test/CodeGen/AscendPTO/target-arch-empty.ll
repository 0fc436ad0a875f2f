; An empty module: the module attribute is the target architecture of
; -mcpu all the same (docs/pto-output.md).
; RUN: %llc %s -o - | FileCheck %s --check-prefix=A2A3
; RUN: %llc -mcpu=ascend950 %s -o - | FileCheck %s --check-prefix=A5
; A2A3: module attributes {pto.target_arch = "a2a3"} {
; A5: module attributes {pto.target_arch = "a5"} {
