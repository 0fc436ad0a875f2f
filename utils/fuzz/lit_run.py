"""A lit test's RUN lines, read the way lit reads them.

lit (llvm/utils/lit, TestRunner.py) finds each `RUN:` anywhere on a line
and takes the rest of the line, trailing whitespace stripped; a line whose
text ends in `\\` continues on the next `RUN:` line: the `\\` is dropped
and the next line's text appended as it is (no space added). `END.` ends
the script. Substitutions apply to each whole command in order, the
configuration's own (%llc, %sync_check, ...) before the default ones
(%s, %S, %p, %t, %T); `%%` is a literal `%`.

The commands are then split as lit's internal shell does: `&&`, `||`,
`;` between pipelines, `|` between the commands of one, `<`, `>`, `>>`,
`2>`, `2>&1`, `&>` redirections apart from the arguments, quotes and
backslashes removed. This module only reads; pto_sync_minimal.py decides
which commands to run.
"""

import os
import re

RE_KEYWORD = re.compile(r"(RUN:|END\.)(.*)")


class Command:
    """One command of a RUN line: argv (after a leading `not`), whether it
    was negated, its redirections [(op, target)] (op like '>', '2>',
    '2>&', '<'), the command that feeds its stdin through a pipe (or
    None) and the RUN line it starts on."""

    def __init__(self, line):
        self.argv = []
        self.negated = False
        self.redirects = []
        self.stdin_from = None
        self.line = line

    def redirect(self, op):
        return next((t for o, t in self.redirects if o == op), None)


def run_lines(text):
    """[(line number, command)] of the text's RUN lines, continuations
    joined."""
    out = []
    continued = False
    for number, raw in enumerate(text.splitlines(), 1):
        m = RE_KEYWORD.search(raw)
        if not m:
            continue
        if m.group(1) == "END.":
            break
        part = m.group(2).rstrip()
        if continued:
            out[-1] = (out[-1][0], out[-1][1][:-1] + part)
        else:
            out.append((number, part))
        continued = out[-1][1].endswith("\\")
    if continued:  # lit refuses a script that ends inside a command.
        raise ValueError("line %d: the last RUN line ends in '\\'" %
                         out[-1][0])
    return [(n, c.strip()) for n, c in out]


def lit_substitutions(source, tmp_root, extra):
    """lit's substitutions for `source` run with temporaries under
    tmp_root: `extra` (the configuration's, in order) first, then the
    defaults. %t is tmp_root/Output/<name>.tmp, as lit names it."""
    tmp_dir = os.path.join(tmp_root, "Output")
    tmp_base = os.path.join(tmp_dir, os.path.basename(source))
    src_dir = os.path.dirname(os.path.abspath(source))
    return list(extra) + [
        ("%s", os.path.abspath(source)), ("%S", src_dir), ("%p", src_dir),
        ("%t", tmp_base + ".tmp"), ("%T", tmp_dir)]


def substitute(command, subs):
    marker = "\0percent\0"
    command = command.replace("%%", marker)
    for key, value in subs:
        command = command.replace(key, value)
    return command.replace(marker, "%")


OPERATORS = ["&&", "||", ">>", ">&", "&>", "|", ";", "&", ">", "<"]


def tokens(command):
    """Words (str) and operators (tuples ('op', text)) of a command line;
    a redirection's file descriptor (`2>`) joins its operator."""
    out, word, quoted, i = [], "", False, 0

    def flush():
        nonlocal word, quoted
        if word or quoted:
            out.append(word)
        word, quoted = "", False

    while i < len(command):
        c = command[i]
        if c in " \t\n":
            flush()
            i += 1
        elif c == "'":
            j = command.find("'", i + 1)
            if j < 0:
                raise ValueError("unterminated quote: %s" % command)
            word += command[i + 1:j]
            quoted = True
            i = j + 1
        elif c == '"':
            i += 1
            while i < len(command) and command[i] != '"':
                if (command[i] == "\\" and i + 1 < len(command) and
                        command[i + 1] in '"\\$`'):
                    i += 1
                word += command[i]
                i += 1
            if i >= len(command):
                raise ValueError("unterminated quote: %s" % command)
            quoted = True
            i += 1
        elif c == "\\" and i + 1 < len(command):
            word += command[i + 1]
            i += 2
        else:
            op = next((o for o in OPERATORS if command.startswith(o, i)),
                      None)
            if op is None:
                word += c
                i += 1
                continue
            fd = ""
            if op in (">", ">>", ">&", "<") and word.isdigit() and not quoted:
                fd, word = word, ""
            flush()
            out.append(("op", fd + op))
            i += len(op)
    flush()
    return out


def commands(command, line):
    """[Command] of one RUN line, in order."""
    out, cur, pipe_from = [], None, None
    toks = tokens(command)
    i = 0
    while i <= len(toks):
        t = toks[i] if i < len(toks) else ("op", ";")
        if isinstance(t, tuple) and t[1] in ("&&", "||", ";", "&", "|"):
            if cur is not None:
                out.append(cur)
            pipe_from = cur if t[1] == "|" else None
            cur = None
            i += 1
            continue
        if cur is None:
            cur = Command(line)
            cur.stdin_from = pipe_from
        if isinstance(t, tuple):
            target = toks[i + 1] if i + 1 < len(toks) else None
            if not isinstance(target, str):
                raise ValueError("a redirection without a target: %s" %
                                 command)
            cur.redirects.append((t[1], target))
            i += 2
            continue
        if t == "not" and not cur.argv:
            cur.negated = not cur.negated
        elif t == "--crash" and not cur.argv and cur.negated:
            pass
        else:
            cur.argv.append(t)
        i += 1
    return out


def script(text, subs):
    """[Command] of a test's RUN lines after substitution."""
    out = []
    for line, command in run_lines(text):
        out.extend(commands(substitute(command, subs), line))
    return out
