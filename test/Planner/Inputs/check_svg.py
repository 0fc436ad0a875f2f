#!/usr/bin/env python3
"""Checks the structure of a plan picture (lib/Planner/PlanPicture.cpp).

Usage: check_svg.py PICTURE.svg [--clique a,b] [--op-names] [--marks N]

Every panel (g.pool) must have: a plot frame; an address axis with at least
two ticks in increasing byte order and a title; a time axis with at least
two ticks and a title; lb and peak lines; the capacity as a line or, when it
is off the scale, a note saying so; bound labels that do not overlap; every
tile rectangle inside the plot; every name written on a rectangle inside
that rectangle and clear of the other names; every buffer in the legend.
Prints one summary line per panel for FileCheck, exits 1 on a violation.
"""
import argparse
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"
CHAR_W = {10: 6.0, 11: 6.6}


def classes(e):
    return (e.get("class") or "").split()


def find(root, tag, cls):
    return [e for e in root.iter(NS + tag) if cls in classes(e)]


def fail(msg):
    print("check_svg: error: " + msg)
    sys.exit(1)


def check_panel(g, args):
    name = g.get("data-pool")
    plots = find(g, "rect", "plot")
    if len(plots) != 1:
        fail("pool %s: %d plot frames" % (name, len(plots)))
    px, py = float(plots[0].get("x")), float(plots[0].get("y"))
    pw, ph = float(plots[0].get("width")), float(plots[0].get("height"))

    titles = [t.text for t in find(g, "text", "axis-title")]
    if len(titles) != 2 or titles[0] != "address (bytes)" or \
            not titles[1].startswith("time ("):
        fail("pool %s: axis titles %r" % (name, titles))
    yt = find(g, "text", "y-tick")
    ys = [(int(t.text), float(t.get("y"))) for t in yt]
    if len(ys) < 2 or any(b[0] <= a[0] or b[1] >= a[1]
                          for a, b in zip(ys, ys[1:])):
        fail("pool %s: address ticks %r" % (name, ys))
    xt = find(g, "text", "x-tick")
    if len(xt) < 2:
        fail("pool %s: %d time ticks" % (name, len(xt)))

    heading = find(g, "text", "heading")[0].text
    kinds = {l.get("data-kind") for l in find(g, "line", "bound")}
    if not {"lb", "peak"} <= kinds:
        fail("pool %s: bound lines %r" % (name, kinds))
    notes = " ".join(t.text for t in find(g, "text", "note"))
    if "capacity=none" not in heading and "capacity" not in kinds and \
            "off scale" not in notes:
        fail("pool %s: capacity neither drawn nor noted off scale" % name)
    labels = sorted(float(t.get("y")) for t in find(g, "text", "bound-label"))
    if any(b - a < 11 for a, b in zip(labels, labels[1:])):
        fail("pool %s: bound labels overlap: %r" % (name, labels))

    tiles = find(g, "rect", "tile")
    boxes = {}
    for r in tiles:
        x, y = float(r.get("x")), float(r.get("y"))
        w, h = float(r.get("width")), float(r.get("height"))
        if x < px - 0.5 or y < py - 0.5 or x + w > px + pw + 0.5 or \
                y + h > py + ph + 0.5:
            fail("pool %s: tile %s outside the plot" % (name,
                                                         r.get("data-buffer")))
        boxes.setdefault(r.get("data-buffer"), []).append((x, y, w, h))
    placed = []
    for t in find(g, "text", "tile-label"):
        b = t.get("data-buffer")
        cx, cy = float(t.get("x")), float(t.get("y"))
        tw = len(t.text) * CHAR_W[int(float(t.get("font-size")))]
        box = (cx - tw / 2, cy - 10, cx + tw / 2, cy + 2)
        if not any(x <= box[0] and box[2] <= x + w and y <= box[1] and
                   box[3] <= y + h for x, y, w, h in boxes.get(b, [])):
            fail("pool %s: name %s does not fit its rectangle" % (name, b))
        for o in placed:
            if box[0] < o[2] and o[0] < box[2] and box[1] < o[3] and \
                    o[1] < box[3]:
                fail("pool %s: name %s overlaps another" % (name, b))
        placed.append(box)
    legend = {t.text for t in find(g, "text", "legend-name")}
    truncated = "more buffers" in notes
    missing = set(boxes) - legend
    if missing and not truncated:
        fail("pool %s: not in the legend: %r" % (name, sorted(missing)))

    clique = sorted({r.get("data-buffer") for r in tiles
                     if "clique" in classes(r)})
    ops = find(g, "text", "op-name")
    if args.op_names and not ops:
        fail("pool %s: no op names on the time axis" % name)
    marks = find(g, "line", "time-mark")
    links = find(g, "line", "separation")
    print("pool %s: tiles=%d names=%d legend=%d links=%d clique=%s "
          "op-names=%d marks=%d" %
          (name, len(boxes), len(placed), len(legend), len(links),
           ",".join(clique) or "none", len(ops), len(marks)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("svg")
    ap.add_argument("--op-names", action="store_true")
    args = ap.parse_args()
    root = ET.parse(args.svg).getroot()
    pools = [g for g in root.iter(NS + "g") if "pool" in classes(g)]
    if not pools:
        fail("no pool panels")
    for g in pools:
        check_panel(g, args)


if __name__ == "__main__":
    main()
